"""Triggers a scenario set off but didn't resolve are said, never silent (603.2).

Prowess as a noncreature spell is cast, "whenever another creature you control enters",
"whenever a creature you control dies": each triggers whether or not the judge wrote
``trigger Name``; the reply says so and how to include it, and says nothing when a later
term resolves it or the permanents were only the board the scenario starts from."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _pt, _reply, parsed_core
from tests.scryfall_cards import DATA

NAMES = {
    "Monastery Swiftspear",
    "Giant Growth",
    "Lightning Bolt",
    "Champion of Lambholt",
    "Grizzly Bears",
    "Pawn of Ulamog",
    "Murder",
    "Lotus Cobra",
    "Forest",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


def _about(reply: dict[str, Any], name: str) -> list[str]:
    return [line for line in reply["unmodelled"] if line.startswith(f"{name}:")]


async def test_prowess_that_triggered_is_said(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Monastery Swiftspear + Giant Growth -> Monastery Swiftspear"
    )
    assert _pt(_one(reply, "Monastery Swiftspear")) == (4, 5)  # the board without it
    [said] = _about(reply, "Monastery Swiftspear")
    assert "prowess triggered on term 2" in said and "Giant Growth was cast" in said
    assert "trigger Monastery Swiftspear" in said
    grown = "!layers Monastery Swiftspear + Giant Growth -> Monastery Swiftspear"
    for written in ("+1/+1 -> Monastery Swiftspear", "trigger Monastery Swiftspear"):
        resolved = await _reply(core, f"{grown} + {written}")
        assert _pt(_one(resolved, "Monastery Swiftspear")) == (5, 6)  # 702.108a
        assert not _about(resolved, "Monastery Swiftspear")


async def test_prowess_resolved_lasts_until_end_of_turn(core: CommandCore) -> None:
    bolt = "!layers Monastery Swiftspear + Lightning Bolt -> opp + trigger Monastery Swiftspear"
    assert _pt(_one(await _reply(core, bolt), "Monastery Swiftspear")) == (2, 3)
    ended = await _reply(core, f"{bolt} + end turn")
    assert _pt(_one(ended, "Monastery Swiftspear")) == (1, 2)


async def test_only_its_controllers_noncreature_spells_trigger_prowess(core: CommandCore) -> None:
    theirs = await _reply(core, "!layers Monastery Swiftspear + opp: Lightning Bolt -> opp")
    assert not _about(theirs, "Monastery Swiftspear")
    creature = await _reply(
        core, "!layers Monastery Swiftspear + Lightning Bolt -> opp + Grizzly Bears"
    )
    assert len(_about(creature, "Monastery Swiftspear")) == 1  # the Bolt, not the Bears


async def test_a_creature_entering_after_the_board_triggers(core: CommandCore) -> None:
    later = "!layers Champion of Lambholt + Lightning Bolt -> opp + Grizzly Bears"
    [said] = _about(await _reply(core, later), "Champion of Lambholt")
    assert "“whenever another creature you control enters”" in said
    assert "Grizzly Bears entered" in said and "trigger Champion of Lambholt" in said
    resolved = await _reply(core, f"{later} + trigger Champion of Lambholt")
    assert _pt(_one(resolved, "Champion of Lambholt")) == (2, 2)
    assert not _about(resolved, "Champion of Lambholt")
    # permanents the scenario starts with were taken as already there: said, as the
    # assumption it is, and the counter isn't put
    board = await _reply(core, "!layers Champion of Lambholt + Grizzly Bears")
    [said] = _about(board, "Champion of Lambholt")
    assert "would have triggered" in said and "already there" in said
    assert _pt(_one(board, "Champion of Lambholt")) == (1, 1)


async def test_a_creature_dying_and_a_land_entering_trigger(core: CommandCore) -> None:
    died = await _reply(core, "!layers Grizzly Bears + Pawn of Ulamog + Murder -> Grizzly Bears")
    [said] = _about(died, "Pawn of Ulamog")
    assert "Grizzly Bears died" in said
    landfall = await _reply(core, "!layers Lotus Cobra + Lightning Bolt -> opp + Forest")
    assert any("Forest entered" in line for line in _about(landfall, "Lotus Cobra"))
