"""A trigger about the Vehicle a creature crews: "that Vehicle" is the crewed one (603.2),
named with "-> Name" and checked against the group."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = ("Veteran Motorist", "Sky Skiff", "Grizzly Bears")


async def test_the_crewed_vehicle_gets_the_bonus(layers: Any) -> None:
    answer = await layers(
        "Sky Skiff + Veteran Motorist + activate Sky Skiff + trigger Veteran Motorist -> Sky Skiff"
    )
    skiff = named(answer["reply"], "Sky Skiff")[0]
    assert (skiff["power"], skiff["toughness"]) == (3, 4)


async def test_a_creature_that_is_no_vehicle_is_refused(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + Veteran Motorist + trigger Veteran Motorist -> Grizzly Bears"
    )
    assert answer["ok"] is False and "isn't what made it trigger" in answer["error"]
