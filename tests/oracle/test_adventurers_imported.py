"""An adventurer card on the battlefield has its creature's abilities (715.4): they were
missing from `!layers`, with no warning, so Humility seemed to take nothing away."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _objects, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {"Brightcap Badger", "Bonecrusher Giant", "Humility", "Grizzly Bears"}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_an_adventurer_permanent_has_its_creatures_abilities(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Grizzly Bears + Brightcap Badger")
    (badger,) = _objects(reply, "Brightcap Badger")  # its normal name (715.4)
    assert any("Saproling" in ability for ability in badger["abilities"])


async def test_humility_takes_an_adventurers_abilities(core: CommandCore) -> None:
    alone = await _reply(core, "!layers Bonecrusher Giant")
    assert alone["objects"][0]["abilities"] != []
    humbled = await _reply(core, "!layers Bonecrusher Giant + Humility")
    giant = humbled["objects"][0]
    assert (giant["power"], giant["toughness"], giant["abilities"]) == (1, 1, [])
    assert [s["description"] for s in giant["steps"] if s["layer"] == "6"] == [
        "loses all abilities"
    ]
