"""Animations played in ``!layers`` with real cards read by the Oracle parser.

"Becomes an X/X ... creature": X paid as the ability is activated (``[x N]``, 107.3) or counted
by a "where X is ..." clause as the ability resolves (608.2h). Awaken (702.113, ``[awaken]``)
animates a land and puts counters on it.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {"Chimeric Staff", "Vastwood Animist", "Forest", "Coastal Discovery"}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def _reply(core: CommandCore, message: str) -> dict[str, Any]:
    outcome = await core.handle(message)
    assert outcome.ok, outcome.error
    reply: dict[str, Any] = outcome.model_dump()["reply"]
    return reply


async def test_an_artifact_becomes_a_creature_the_size_of_the_x_paid(core: CommandCore) -> None:
    # Chimeric Staff: {X}: an X/X Construct artifact creature until end of turn
    reply = await _reply(core, "!layers Chimeric Staff + activate Chimeric Staff [x 4]")
    staff = reply["objects"][0]
    assert (staff["power"], staff["toughness"]) == (4, 4)
    assert (staff["types"], staff["subtypes"]) == (["Artifact", "Creature"], ["Construct"])
    assert reply["unmodelled"] == []


async def test_a_land_becomes_a_creature_the_size_of_a_count_made_as_it_resolves(
    core: CommandCore,
) -> None:
    # Vastwood Animist: X is the number of Allies you control; "it's still a land" (205.1b)
    two = await _reply(
        core,
        "!layers Forest + Vastwood Animist + Vastwood Animist + activate Vastwood Animist"
        " -> Forest",
    )
    forest = two["objects"][0]
    assert (forest["power"], forest["toughness"]) == (2, 2)
    assert (forest["types"], forest["subtypes"]) == (["Land", "Creature"], ["Forest", "Elemental"])
    assert two["unmodelled"] == []
    three = await _reply(
        core,
        "!layers Forest + Vastwood Animist + Vastwood Animist + Vastwood Animist"
        " + activate Vastwood Animist -> Forest",
    )
    assert (three["objects"][0]["power"], three["objects"][0]["toughness"]) == (3, 3)


async def test_an_awakened_land_is_a_creature_with_counters(core: CommandCore) -> None:
    # 702.113a: cast for its awaken cost ([awaken]), Coastal Discovery puts four +1/+1 counters
    # on target land you control, a 0/0 Elemental creature with haste that's still a land
    reply = await _reply(core, "!layers Forest + Coastal Discovery [awaken] -> Forest")
    forest = reply["objects"][0]
    assert (forest["power"], forest["toughness"]) == (4, 4)
    assert (forest["types"], forest["subtypes"]) == (["Land", "Creature"], ["Forest", "Elemental"])
    assert "haste" in forest["abilities"]
    plain = await _reply(core, "!layers Forest + Coastal Discovery -> Forest")
    assert plain["objects"][0]["types"] == ["Land"]  # cast for its mana cost: no awaken
