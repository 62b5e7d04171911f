"""Players as targets and life totals (115.4, 120.3a, 119.3), other players' graveyards
(404.1, 800.4a), and one spell with two targets (115.3, 701.12b)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = (
    "Grizzly Bears", "Serra Angel", "Shivan Dragon", "Hill Giant", "Lightning Bolt",
    "Doom Blade", "Aettir and Priwen", "Act of Treason", "Lhurgoyf", "Switcheroo",
    "Gilded Drake", "Role Reversal", "Glorious Anthem",
    "Kenrith, the Returned King", "Savannah Lions", "Diabolic Edict",
)  # fmt: skip


async def test_lightning_bolt_at_you_lowers_the_life_total_a_pt_reads(layers: Any) -> None:
    # Aettir's "your life total" is its controller's: 12 - 3 = 9 (120.3a, 109.5).
    answer = await layers(
        "Grizzly Bears [life 12] + Aettir and Priwen + opp: Lightning Bolt -> you"
    )
    bears = named(answer["reply"], "Grizzly Bears")[0]
    assert (bears["power"], bears["toughness"]) == (9, 9)
    assert "you took 3 damage: life 12 -> 9 (120.3a)." in answer["reply"]["notes"]


async def test_a_spell_that_targets_only_creatures_cannot_target_a_player(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Doom Blade -> opp")
    assert answer["ok"] is False
    assert "Doom Blade can't target a player" in answer["error"]


async def test_damage_term_at_a_third_player_and_a_player_who_left(layers: Any) -> None:
    answer = await layers("Grizzly Bears [players 3] + 5 damage -> p3")
    assert "p3 took 5 damage: life 20 -> 15 (120.3a)." in answer["reply"]["notes"]
    answer = await layers("Grizzly Bears [players 3] + p3: concede + 5 damage -> p3")
    assert answer["ok"] is False and "p3 is not in the game" in answer["error"]


async def test_damage_to_zero_life_says_the_player_loses(layers: Any) -> None:
    answer = await layers("Grizzly Bears [life 3] + opp: Lightning Bolt -> you")
    assert any("loses the game (704.5a)" in note for note in answer["reply"]["notes"])


async def test_other_players_graveyards_count_and_leave_with_their_owner(layers: Any) -> None:
    # Lhurgoyf counts creature cards in all graveyards (p3's too); a player who leaves takes
    # their graveyard with them (800.4a).
    board = "Lhurgoyf [p3 graveyard: Hill Giant, Savannah Lions] [opp graveyard: Serra Angel]"
    lhurgoyf = named((await layers(board))["reply"], "Lhurgoyf")[0]
    assert (lhurgoyf["power"], lhurgoyf["toughness"]) == (3, 4)
    lhurgoyf = named((await layers(board + " + p3: concede"))["reply"], "Lhurgoyf")[0]
    assert (lhurgoyf["power"], lhurgoyf["toughness"]) == (1, 2)


async def test_switcheroo_exchanges_control_of_its_two_targets(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + opp: Serra Angel + Switcheroo -> Grizzly Bears, Serra Angel"
    )
    reply = answer["reply"]
    assert named(reply, "Grizzly Bears")[0]["controller"] == "opponent"
    assert named(reply, "Serra Angel")[0]["controller"] == "you"
    assert reply["unmodelled"] == []  # the exchange is carried out, so no warning about it
    # The exchange lasts past the turn (611.2a, no duration).
    reply = (await layers(
        "Grizzly Bears + opp: Serra Angel + Switcheroo -> Grizzly Bears, Serra Angel + end turn"
    ))["reply"]  # fmt: skip
    assert named(reply, "Serra Angel")[0]["controller"] == "you"


async def test_switcheroo_swaps_what_each_controls_now(layers: Any) -> None:
    # Act of Treason first: you control both, so the exchange does nothing (701.12b); at
    # end of turn the Angel goes back to its owner.
    scenario = (
        "opp: Serra Angel + Grizzly Bears + Act of Treason -> Serra Angel "
        "+ Switcheroo -> Serra Angel, Grizzly Bears"
    )
    answer = await layers(scenario)
    assert any("the exchange does nothing (701.12b)" in n for n in answer["reply"]["notes"])


async def test_two_targets_read_a_comma_inside_a_name(layers: Any) -> None:
    answer = await layers(
        "Kenrith, the Returned King + opp: Serra Angel "
        "+ Switcheroo -> Kenrith, the Returned King, Serra Angel"
    )
    assert named(answer["reply"], "Serra Angel")[0]["controller"] == "you"


async def test_two_targets_need_two_different_names(layers: Any) -> None:
    answer = await layers("Grizzly Bears + opp: Serra Angel + Switcheroo -> Serra Angel")
    assert answer["ok"] is False and "it has 2 targets; I read 1" in answer["error"]
    answer = await layers(
        "Grizzly Bears + opp: Serra Angel + Switcheroo -> Serra Angel, Serra Angel"
    )
    assert answer["ok"] is False and "(115.3)" in answer["error"]


async def test_a_targeted_player_sacrifices_of_their_choice(layers: Any) -> None:
    # Diabolic Edict: the targeted player chooses (701.21a); here, their newest creature.
    answer = await layers(
        "Grizzly Bears + opp: Hill Giant + opp: Serra Angel + Diabolic Edict -> opp"
    )
    reply = answer["reply"]
    assert named(reply, "Serra Angel")[0]["zone"] == "graveyard"
    assert named(reply, "Hill Giant")[0]["zone"] == "battlefield"
    assert named(reply, "Grizzly Bears")[0]["zone"] == "battlefield"
    answer = await layers("Grizzly Bears + opp: Hill Giant + Diabolic Edict")
    assert answer["ok"] is False and "targets a player; say which" in answer["error"]


async def test_a_fifth_player_as_a_target_is_refused(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Lightning Bolt -> p5")
    assert answer["ok"] is False and "there is no p5" in answer["error"]


async def test_gilded_drake_exchanges_itself_for_its_target(layers: Any) -> None:
    # "exchange control of this creature and up to one target creature an opponent controls"
    # (701.12b): the source is one side of the exchange
    reply = (await layers("opp: Serra Angel + Gilded Drake + trigger Gilded Drake -> Serra Angel"))[
        "reply"
    ]
    assert named(reply, "Serra Angel")[0]["controller"] == "you"
    assert named(reply, "Gilded Drake")[0]["controller"] == "opponent"
    assert not any("judge's canon" in line for line in reply["unmodelled"])


async def test_an_exchange_of_permanents_that_must_share_a_type(layers: Any) -> None:
    # Role Reversal: two creatures share a permanent type; an Anthem and an Angel do not, so
    # they are no legal pair of targets (115.1) and the scenario is refused
    reply = (
        await layers(
            "Grizzly Bears + opp: Serra Angel + Role Reversal -> Grizzly Bears, Serra Angel"
        )
    )["reply"]
    assert named(reply, "Serra Angel")[0]["controller"] == "you"
    answer = await layers(
        "Glorious Anthem + opp: Serra Angel + Role Reversal -> Glorious Anthem, Serra Angel"
    )
    assert answer["ok"] is False and "share no permanent type" in answer["error"]
