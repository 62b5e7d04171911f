"""What spells and permanents give besides characteristics, shown: a player's hexproof,
shroud or protection beside the board (702.11c, 702.18a, 702.16b), checked when a term
targets that player (601.2c); a spell's rule about attacking or blocking ("can't be blocked
this turn") on the creatures it affected (611.2c) until the turn ends (514.2). Neither is
listed as not modelled any more."""

from __future__ import annotations

from typing import Any

from bot.core.render.text import render_text
from tests.game_model.conftest import only_named

NAMES = [
    "Grizzly Bears", "Llanowar Elves", "Distortion Strike", "Math is for Blockers",
    "Joraga Invocation", "Kick in the Door", "Murder", "Leyline of Sanctity", "Veil of Summer",
    "Gruul Spellbreaker", "Lightning Bolt", "Humility",
]  # fmt: skip


def _rules(obj: dict[str, Any]) -> list[str]:
    return [line for line in obj["status"] if "a rules effect from" in line]


async def test_the_targeted_creature_shows_the_spells_rule(layers: Any, core: Any) -> None:
    answer = await layers("Grizzly Bears + Llanowar Elves + Distortion Strike -> Grizzly Bears")
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (3, 2)
    (rule,) = _rules(bears)
    assert rule.startswith("can't be blocked this turn (a rules effect from Distortion Strike")
    assert "not a characteristic" in rule and "doesn't play combat" in rule
    assert not _rules(only_named(answer, "Llanowar Elves"))  # locked to its target (611.2c)
    assert not any("Distortion Strike" in line for line in answer["reply"]["unmodelled"])
    text = render_text(
        await core.handle("!layers Grizzly Bears + Distortion Strike -> Grizzly Bears")
    )
    assert "can't be blocked this turn (a rules effect from Distortion Strike" in text


async def test_the_rule_ends_with_the_turn(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Distortion Strike -> Grizzly Bears + end turn")
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (2, 2)
    assert not _rules(bears)


async def test_a_group_gets_the_rule_as_it_resolves(layers: Any) -> None:
    # "Each creature you control gets +3/+3 until end of turn and must be blocked this turn
    # if able": the creatures there as it resolved, not one that comes later (611.2c)
    answer = await layers("Grizzly Bears + Joraga Invocation + Llanowar Elves")
    (rule,) = _rules(only_named(answer, "Grizzly Bears"))
    assert rule.startswith("must be blocked this turn if able (a rules effect from Joraga")
    assert not _rules(only_named(answer, "Llanowar Elves"))


async def test_a_rule_until_end_of_turn_says_so(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Math is for Blockers")
    bears = only_named(answer, "Grizzly Bears")
    (rule,) = _rules(bears)
    assert rule.startswith("must attack if able until end of turn (a rules effect from Math")
    assert "double strike" in bears["abilities"]


async def test_a_rule_naming_blockers_is_shown_in_its_words(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Kick in the Door -> Grizzly Bears")
    bears = only_named(answer, "Grizzly Bears")
    assert "haste" in bears["abilities"]
    (rule,) = _rules(bears)
    assert rule.startswith("can't be blocked by Walls this turn (a rules effect from Kick in")


async def test_a_creature_that_left_and_came_back_has_no_rule(layers: Any) -> None:
    # a new object (400.7): the rule was locked to the one that left
    answer = await layers(
        "Grizzly Bears + Distortion Strike -> Grizzly Bears + Murder -> Grizzly Bears"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert bears["zone"] == "graveyard"
    assert not _rules(bears)


async def test_the_card_reply_names_the_rule(core: Any) -> None:
    text = render_text(await core.handle("!card Distortion Strike"))
    assert "it also can't be blocked this turn (a rules effect, not a characteristic)" in text


def _players(answer: dict[str, Any]) -> dict[str, list[str]]:
    assert answer["ok"] is True, answer
    return {p["player"]: p["has"] for p in answer["reply"]["players"]}


async def test_a_permanent_gives_its_controller_hexproof(layers: Any, core: Any) -> None:
    answer = await layers("Grizzly Bears + opp: Leyline of Sanctity")
    has = _players(answer)
    assert has == {
        "opponent": ["hexproof (from Leyline of Sanctity, while it's on the battlefield; 702.11c)"]
    }
    assert not any("Leyline" in line for line in answer["reply"]["unmodelled"])
    text = render_text(await core.handle("!layers Grizzly Bears + opp: Leyline of Sanctity"))
    assert "Player: opponent\nhas hexproof (from Leyline of Sanctity" in text


async def test_a_spell_gives_you_hexproof_until_end_of_turn(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Veil of Summer")
    assert _players(answer) == {
        "you": [
            "hexproof from blue and from black (from Veil of Summer, until end of turn; 702.11c)"
        ]
    }
    assert "hexproof from blue and from black" in only_named(answer, "Grizzly Bears")["abilities"]
    assert not any("gives a player" in line for line in answer["reply"]["unmodelled"])
    ended = await layers("Grizzly Bears + Veil of Summer + end turn")
    assert _players(ended) == {}


async def test_during_your_turn_only(layers: Any) -> None:
    mine = await layers("Gruul Spellbreaker")
    assert _players(mine) == {
        "you": ["hexproof (from Gruul Spellbreaker, while it is your turn; 702.11c)"]
    }
    assert _players(await layers("Gruul Spellbreaker [opponent's turn]")) == {}


async def test_a_permanent_that_lost_its_abilities_gives_nothing(layers: Any) -> None:
    # Humility takes only creatures' abilities: an enchantment's is untouched (613.1f)
    answer = await layers("Gruul Spellbreaker + Humility")
    assert _players(answer) == {}
    assert _players(await layers("Grizzly Bears + Humility + Leyline of Sanctity")) != {}


async def test_targeting_an_opponent_with_hexproof_is_refused(layers: Any) -> None:
    answer = await layers("Grizzly Bears + opp: Leyline of Sanctity + Lightning Bolt -> opp")
    assert answer["ok"] is False
    assert "opponent has hexproof (from Leyline of Sanctity" in answer["error"]
    assert "(601.2c)" in answer["error"]
    # hexproof stops only opponents (702.11c): my own spell may target me
    mine = await layers("Grizzly Bears + Leyline of Sanctity + Lightning Bolt -> you")
    assert _players(mine)["you"]
