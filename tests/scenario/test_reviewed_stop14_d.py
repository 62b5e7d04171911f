"""What the fourteenth stop's review found (sixth draw, findings D): a two-word creature type
on a type line, "enters with" counters under a condition or with a count not worked out, cost
parts not paid."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = [
    "The Master, Multiplied", "Rabble-Rouser", "Apocalypse Hydra", "Ulamog, the Defiler",
    "Grizzly Bears", "Keldon Battlewagon", "Hill Giant",
]  # fmt: skip


def warnings(answer: dict[str, Any]) -> str:
    return " ".join(answer["reply"]["unmodelled"])


async def test_time_lord_is_one_creature_type(layers: Any) -> None:
    # 205.3m: "Time Lord" is the one creature type of two words; "Time" alone is a planar
    # type, which a creature can't have (205.3d), so splitting it dropped it
    master = only_named(await layers("The Master, Multiplied"), "The Master, Multiplied")
    assert master["subtypes"] == ["Time Lord", "Rogue"]
    assert master["steps"] == []


async def test_bloodthirst_gives_no_counter_unless_said_and_is_warned(layers: Any) -> None:
    # bloodthirst 1 (702.54a): the counter only if an opponent was dealt damage this turn,
    # which the scenario doesn't know; it is said, and the creature enters as printed
    answer = await layers("Rabble-Rouser")
    rouser = only_named(answer, "Rabble-Rouser")
    assert (rouser["power"], rouser["toughness"]) == (1, 1)
    assert "If an opponent was dealt damage this turn" in warnings(answer)


async def test_a_condition_after_counters_it_does_read_keeps_them(layers: Any) -> None:
    # Apocalypse Hydra: X counters always, X more only "if X is 5 or more" (said)
    answer = await layers("Apocalypse Hydra [x 6]")
    hydra = only_named(answer, "Apocalypse Hydra")
    assert (hydra["power"], hydra["toughness"]) == (6, 6)
    assert "If X is 5 or more" in warnings(answer)


async def test_a_cost_that_taps_another_creature_is_said_when_not_paid(layers: Any) -> None:
    # Keldon Battlewagon: "Tap an untapped creature you control" (601.2h) is not carried
    # out, so Hill Giant stays untapped; the reply says so, as it does for a sacrifice
    answer = await layers("Keldon Battlewagon + Hill Giant + activate Keldon Battlewagon [x 3]")
    wagon = only_named(answer, "Keldon Battlewagon")
    assert (wagon["power"], wagon["toughness"]) == (3, 3)
    assert "“Tap an untapped creature you control” is not paid here" in warnings(answer)
