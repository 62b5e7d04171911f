"""A copy's "enters with an additional counter if it's a creature" reads what the permanent
is as it enters, its copy effect and the other continuous effects that would apply to it
there included (614.12), not the values it copies alone."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = ("Glorious Anthem", "Opalescence", "Spark Double", "Grizzly Bears")


async def test_a_copy_that_another_effect_makes_a_creature_gets_the_counter(layers: Any) -> None:
    # the copied Anthem is no creature, but Opalescence makes the Spark Double one as it
    # enters: it gets its +1/+1 counter (3/3 by Opalescence, +1/+1 from each Anthem)
    answer = await layers("Glorious Anthem + Opalescence + Spark Double [copy: Glorious Anthem]")
    (double,) = [
        o for o in named(answer["reply"], "Glorious Anthem") if o["card"] == "Spark Double"
    ]
    assert (double["power"], double["toughness"], double["counters"]) == (6, 6, {"+1/+1": 1})


async def test_a_copy_of_a_creature_gets_the_counter_too(layers: Any) -> None:
    answer = await layers("Glorious Anthem + Grizzly Bears + Spark Double [copy: Grizzly Bears]")
    (double,) = [o for o in named(answer["reply"], "Grizzly Bears") if o["card"] == "Spark Double"]
    assert (double["power"], double["toughness"], double["counters"]) == (4, 4, {"+1/+1": 1})
