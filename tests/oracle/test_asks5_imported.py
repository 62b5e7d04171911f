"""The `asks5` round, played in ``!layers`` with real cards read by the Oracle parser:
conditions on a player's state (speed, 702.179), choices made as a permanent enters that
become its copiable values (614.1c, 707.2), and conditions on a zone."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _pt, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Need for Speed (Not the Odyssey One)",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_speed_one_or_higher_comes_with_start_your_engines(core: CommandCore) -> None:
    # Need for Speed: "As long as your speed is 1 or higher, creatures you control have
    # haste"; its own start your engines! makes its controller's speed 1 (702.179a)
    board = await _reply(core, "!layers Grizzly Bears + Need for Speed (Not the Odyssey One)")
    assert "haste" in _one(board, "Grizzly Bears")["abilities"]
    theirs = "!layers Grizzly Bears + opp: Need for Speed (Not the Odyssey One)"
    bears = _one(await _reply(core, theirs), "Grizzly Bears")
    assert "haste" not in bears["abilities"] and _pt(bears) == (2, 2)
    stated = "!layers Grizzly Bears + Need for Speed (Not the Odyssey One) [speed 0]"
    assert "haste" not in _one(await _reply(core, stated), "Grizzly Bears")["abilities"]
