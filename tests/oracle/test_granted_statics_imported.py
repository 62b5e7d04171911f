"""Quoted static abilities an effect grants, read like a card's own and carried out once
the object has them (613.7a): the Runes' "Equipped creature has ...", a Sliver lord's
"This creature gets +1/+1 as long as ...", a commander's "Creature tokens you control ...".
"""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _objects, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears", "Colossus Hammer", "Rune of Might", "Rune of Flight", "Sedge Sliver",
    "Swamp", "Forest",
}  # fmt: skip


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_an_ability_a_rune_gives_an_equipment_works_for_the_equipped_creature(
    core: CommandCore,
) -> None:
    # Rune of Might on Colossus Hammer: "Equipped creature gets +1/+1 and has trample."
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Colossus Hammer + Rune of Might -> Colossus Hammer"
        " + equip Colossus Hammer -> Grizzly Bears",
    )
    (bears,) = _objects(reply, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (13, 13)
    assert "trample" in bears["abilities"]
    assert not any("listed but not carried out" in line for line in reply["unmodelled"])


async def test_the_rune_given_flying_outlasts_the_hammer_losing_it(core: CommandCore) -> None:
    # 613.7a's example: the granted ability keeps its later timestamp after re-equipping
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Colossus Hammer + Rune of Flight -> Colossus Hammer"
        " + equip Colossus Hammer -> Grizzly Bears",
    )
    (bears,) = _objects(reply, "Grizzly Bears")
    assert "flying" in bears["abilities"]
    steps = [(s["source"], s["description"]) for s in bears["steps"] if s["layer"] == "6"]
    assert steps == [("Colossus Hammer", "loses flying"), ("Colossus Hammer", "gains flying")]


async def test_a_granted_condition_reads_the_grantee_and_its_controller(
    core: CommandCore,
) -> None:
    # Sedge Sliver gives every Sliver "+1/+1 as long as you control a Swamp"
    reply = await _reply(core, "!layers Sedge Sliver + Forest")
    assert [(o["power"], o["toughness"]) for o in _objects(reply, "Sedge Sliver")] == [(2, 2)]
    reply = await _reply(core, "!layers Sedge Sliver + Swamp")
    assert [(o["power"], o["toughness"]) for o in _objects(reply, "Sedge Sliver")] == [(3, 3)]
    reply = await _reply(core, "!layers Sedge Sliver + opp: Swamp")
    assert [(o["power"], o["toughness"]) for o in _objects(reply, "Sedge Sliver")] == [(2, 2)]
