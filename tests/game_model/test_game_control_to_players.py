"""Control given to another player (108.4, 613.1b): the player a spell or ability names,
written first after the arrow (``Donate -> opp, Grizzly Bears``), the only opponent for
"another player", or the player to the right (101.4); never assumed otherwise."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named, only_named

NAMES = (
    "Grizzly Bears", "Donate", "Fruitcake Elemental", "Bazaar Trader", "Pumpkin Bombs",
    "Bucknard's Everfull Purse", "Crown of Doom", "Discerning Financier", "Assault Suit",
    "Hill Giant", "Umezawa's Jitte",
)  # fmt: skip


async def test_donate_gives_your_permanent_to_the_player_named_first(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Donate -> opp, Grizzly Bears")
    assert only_named(answer, "Grizzly Bears")["controller"] == "opponent"
    assert answer["reply"]["unmodelled"] == []
    # it lasts: no duration, so not just until the turn ends (611.2a)
    answer = await layers("Grizzly Bears + Donate -> opp, Grizzly Bears + end turn")
    assert only_named(answer, "Grizzly Bears")["controller"] == "opponent"


async def test_the_player_who_gains_control_is_never_assumed(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Donate -> Grizzly Bears")
    assert answer["ok"] is False
    assert "it gives control to a player; say which one" in answer["error"]
    assert "-> opp, Grizzly Bears" in answer["hint"]


async def test_donate_still_targets_only_a_permanent_you_control(layers: Any) -> None:
    answer = await layers("opp: Grizzly Bears + Donate -> opp, Grizzly Bears")
    assert answer["ok"] is False
    assert "isn't a legal target for Donate" in answer["error"]


async def test_an_activated_ability_gives_its_source_away(layers: Any) -> None:
    answer = await layers("Fruitcake Elemental + activate Fruitcake Elemental -> opp")
    assert only_named(answer, "Fruitcake Elemental")["controller"] == "opponent"


async def test_a_target_player_in_a_multiplayer_game(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears [players 3] + Bazaar Trader + activate Bazaar Trader -> p3, Grizzly Bears"
    )
    assert only_named(answer, "Grizzly Bears")["controller"] == "p3"
    assert only_named(answer, "Bazaar Trader")["controller"] == "you"
    answer = await layers(
        "Grizzly Bears + Bazaar Trader + activate Bazaar Trader -> p3, Grizzly Bears"
    )
    assert answer["ok"] is False and "p3 is not in the game" in answer["error"]


async def test_they_after_a_target_opponent_is_that_opponent(layers: Any) -> None:
    # "... to target opponent. They gain control of this artifact.": the only opponent
    # needs no arrow; the damage and the cards drawn are reported as not carried out
    answer = await layers("Pumpkin Bombs + activate Pumpkin Bombs")
    assert only_named(answer, "Pumpkin Bombs")["controller"] == "opponent"
    assert any("Draw three cards" in line for line in answer["reply"]["unmodelled"])
    answer = await layers("Pumpkin Bombs [players 3] + activate Pumpkin Bombs")
    assert answer["ok"] is False and "say which one" in answer["error"]
    answer = await layers("Pumpkin Bombs [players 3] + activate Pumpkin Bombs -> you")
    assert answer["ok"] is False and "a player other than its controller" in answer["error"]


async def test_that_player_after_choose_another_player(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears [players 3] + Discerning Financier "
        "+ activate Discerning Financier -> p3, Grizzly Bears"
    )
    assert answer["ok"] is False  # a Treasure only
    assert "isn't a legal target" in answer["error"]


async def test_the_player_to_your_right_is_the_one_before_you_in_turn_order(
    layers: Any,
) -> None:
    # turns pass to the left (101.4), so to your right sits the last player in turn order
    purse = "Bucknard's Everfull Purse"
    answer = await layers(f"{purse} [players 4] + activate {purse}")
    assert only_named(answer, purse)["controller"] == "p4"
    answer = await layers(f"{purse} + activate {purse}")
    assert only_named(answer, purse)["controller"] == "opponent"
    answer = await layers(f"{purse} + activate {purse} -> opp")
    assert answer["ok"] is False and "whom no one chooses" in answer["error"]


async def test_a_player_other_than_the_owner(layers: Any) -> None:
    answer = await layers("Crown of Doom + activate Crown of Doom -> opp")
    assert only_named(answer, "Crown of Doom")["controller"] == "opponent"
    answer = await layers(
        "Crown of Doom + activate Crown of Doom -> opp + opp: activate Crown of Doom -> you"
    )
    assert answer["ok"] is False and "its owner is you" in answer["error"]
    reply = (await layers("Crown of Doom [players 3] + activate Crown of Doom -> p3"))["reply"]
    assert named(reply, "Crown of Doom")[0]["controller"] == "p3"


async def test_that_player_is_the_opponent_whose_upkeep_it_is(layers: Any) -> None:
    # Assault Suit: the equipped creature goes to that opponent until end of turn; the Suit
    # stays yours, still attached (301.5c)
    answer = await layers("Grizzly Bears + Assault Suit + trigger Assault Suit")
    assert only_named(answer, "Grizzly Bears")["controller"] == "opponent"
    assert only_named(answer, "Assault Suit")["controller"] == "you"
    assert any("untap it" in line for line in answer["reply"]["unmodelled"])
    answer = await layers("Grizzly Bears + Assault Suit + trigger Assault Suit + end turn")
    assert only_named(answer, "Grizzly Bears")["controller"] == "you"


async def test_an_ability_of_an_equipment_affects_only_the_equipped_creature(
    layers: Any,
) -> None:
    # "Equipped creature gets +2/+2 until end of turn" locks in the creature it is attached
    # to as it resolves (611.2c), not every permanent
    answer = await layers(
        "Grizzly Bears + Hill Giant + Umezawa's Jitte + activate Umezawa's Jitte [mode 1]"
    )
    bears, giant = only_named(answer, "Grizzly Bears"), only_named(answer, "Hill Giant")
    assert (bears["power"], bears["toughness"]) == (4, 4)
    assert (giant["power"], giant["toughness"]) == (3, 3)
