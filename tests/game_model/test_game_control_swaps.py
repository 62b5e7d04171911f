"""Control of groups and of targets others choose (613.1b, 611.2c): "You and target opponent
each gain control of all creatures the other controls", "For each opponent, gain control of
target permanent that player controls", "target creature of an opponent's choice they
control"."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = (
    "Grizzly Bears", "Serra Angel", "Hill Giant", "Twist Allegiance", "Reins of Power",
    "Blatant Thievery", "Mass Mutiny", "Evangelize", "Preacher", "Act of Treason",
    "Molten Primordial",
)  # fmt: skip


async def test_twist_allegiance_swaps_the_creatures_of_the_two_players(layers: Any) -> None:
    answer = await layers("Grizzly Bears + opp: Serra Angel + Twist Allegiance")
    bears, angel = only_named(answer, "Grizzly Bears"), only_named(answer, "Serra Angel")
    assert (bears["controller"], angel["controller"]) == ("opponent", "you")
    assert "haste" in bears["abilities"] and "haste" in angel["abilities"]
    # until end of turn: each goes back at the cleanup step (514.2)
    answer = await layers("Grizzly Bears + opp: Serra Angel + Reins of Power + end turn")
    assert only_named(answer, "Serra Angel")["controller"] == "opponent"
    assert "haste" not in only_named(answer, "Serra Angel")["abilities"]


async def test_a_third_players_creatures_stay_put(layers: Any) -> None:
    scenario = "Grizzly Bears [players 3] + opp: Serra Angel + p3: Hill Giant + Twist Allegiance"
    answer = await layers(scenario)
    assert answer["ok"] is False and "say which one" in answer["error"]
    answer = await layers(scenario + " -> opp")
    giant = only_named(answer, "Hill Giant")
    assert giant["controller"] == "p3" and "haste" not in giant["abilities"]
    assert only_named(answer, "Grizzly Bears")["controller"] == "opponent"


async def test_who_gets_what_is_fixed_as_it_resolves(layers: Any) -> None:
    # the opponent's Angel, stolen by Act of Treason, is yours as Twist Allegiance resolves:
    # it goes to the opponent, and the Bears with it
    answer = await layers(
        "Grizzly Bears + opp: Serra Angel + Act of Treason -> Serra Angel + Twist Allegiance"
    )
    assert only_named(answer, "Serra Angel")["controller"] == "opponent"
    assert only_named(answer, "Grizzly Bears")["controller"] == "opponent"


async def test_one_target_for_each_opponent(layers: Any) -> None:
    answer = await layers("opp: Serra Angel + Blatant Thievery -> Serra Angel")
    assert only_named(answer, "Serra Angel")["controller"] == "you"
    answer = await layers("opp: Serra Angel + Mass Mutiny -> Serra Angel")
    assert "haste" in only_named(answer, "Serra Angel")["abilities"]
    answer = await layers("opp: Serra Angel [players 3] + Blatant Thievery -> Serra Angel")
    assert answer["ok"] is False
    assert "one permanent for each opponent" in answer["error"]
    # a "when this enters" trigger likewise (603.6a)
    answer = await layers("opp: Serra Angel + Molten Primordial -> Serra Angel")
    assert only_named(answer, "Serra Angel")["controller"] == "you"
    answer = await layers("opp: Serra Angel [players 3] + Molten Primordial -> Serra Angel")
    assert answer["ok"] is False
    assert "one permanent for each opponent" in answer["error"]


async def test_a_target_the_opponent_chooses_is_one_they_control(layers: Any) -> None:
    answer = await layers("opp: Serra Angel + Evangelize -> Serra Angel")
    assert only_named(answer, "Serra Angel")["controller"] == "you"
    answer = await layers("Serra Angel + Evangelize -> Serra Angel")
    assert answer["ok"] is False and "isn't a legal target" in answer["error"]
    answer = await layers("opp: Serra Angel + Preacher + activate Preacher -> Serra Angel")
    assert only_named(answer, "Serra Angel")["controller"] == "you"
