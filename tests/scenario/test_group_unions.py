"""Groups that are the union of two kinds of permanents ("creatures and Vehicles you
control", "other snow and Zombie creatures you control"): an object fits if it is either,
and every other word of the group (other, you control) still holds for it."""

from __future__ import annotations

from typing import Any

NAMES = (
    "Narfi, Betrayer King", "Grizzly Bears", "Walking Corpse", "Boreal Druid",
    "Boom Scholar", "Smuggler's Copter", "Wand of Orcus",
)  # fmt: skip


def _pt(answer: dict[str, Any], name: str) -> list[tuple[int, int, str]]:
    return [
        (o["power"], o["toughness"], o["controller"])
        for o in answer["reply"]["objects"]
        if o["name"] == name
    ]


async def test_other_snow_and_zombie_creatures_you_control(layers: Any) -> None:
    # Narfi, Betrayer King: other snow creatures and other Zombie creatures you control
    scenario = (
        "Narfi, Betrayer King + Grizzly Bears + Walking Corpse + Boreal Druid + opp: Walking Corpse"
    )
    answer = await layers(scenario)
    assert answer["reply"]["unmodelled"] == []
    assert _pt(answer, "Walking Corpse") == [(3, 3, "you"), (2, 2, "opponent")]
    assert _pt(answer, "Boreal Druid") == [(2, 2, "you")]  # snow, not a Zombie
    assert _pt(answer, "Grizzly Bears") == [(2, 2, "you")]  # neither
    assert _pt(answer, "Narfi, Betrayer King") == [(4, 3, "you")]  # a Zombie, but not other


async def test_creatures_and_vehicles_you_control_each_gain_it(layers: Any) -> None:
    # Boom Scholar's exhaust ability: creatures and Vehicles you control gain trample
    scenario = "Boom Scholar + Grizzly Bears + Smuggler's Copter + opp: Walking Corpse"
    answer = await layers(f"{scenario} + activate Boom Scholar")
    abilities = {o["name"]: o["abilities"] for o in answer["reply"]["objects"]}
    assert "trample" in abilities["Grizzly Bears"]
    assert "trample" in abilities["Smuggler's Copter"]  # a Vehicle, not a creature now
    assert "trample" not in abilities["Walking Corpse"]  # the opponent's


async def test_one_object_and_a_group_is_no_union(layers: Any) -> None:
    # Wand of Orcus: "it and Zombies you control" names the equipped creature and a group;
    # the union reader leaves it to the rest of the parser, which lists it as not read
    answer = await layers("Grizzly Bears + Wand of Orcus")
    assert any("Zombies you control" in line for line in answer["reply"]["unmodelled"])
