"""Copy forms of the copies5 round, played in ``!layers`` with real cards.

Every card comes from the Scryfall bulk file, read by the Oracle parser, through the command
core: each test is one ruling, the reply a judge would see. The original a copy may copy is
checked as the scenario names it (707.2, 115.1).
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Serra Angel",
    "Full Flowering",
    "Rootborn Defenses",
    "Wake the Reflections",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def _refused(core: CommandCore, message: str) -> str:
    """The error and hint a judge sees for a scenario that is refused."""
    outcome = await core.handle(message)
    assert not outcome.ok and outcome.error is not None
    return f"{outcome.error} {outcome.hint}"


def _tokens(reply: dict[str, Any], name: str) -> list[dict[str, Any]]:
    return [o for o in reply["objects"] if o["name"] == name and o["is_token"]]


async def test_populate_x_times_makes_x_token_copies(core: CommandCore) -> None:
    # 701.36a: Full Flowering populates X times; each new token is a copy of the Bear token
    reply = await _reply(core, "!layers Grizzly Bears [token] + Full Flowering [x 2]")
    assert len(_tokens(reply, "Grizzly Bears")) == 3
    assert not reply["unmodelled"]


async def test_populate_x_times_asks_for_x(core: CommandCore) -> None:
    refused = await _refused(core, "!layers Grizzly Bears [token] + Full Flowering")
    assert "say how many with [x N]" in refused


@pytest.mark.parametrize(
    "spell", ["Rootborn Defenses", "Wake the Reflections", "Full Flowering [x 1]"]
)
async def test_populate_copies_only_a_creature_token_you_control(
    core: CommandCore, spell: str
) -> None:
    # 701.36a: a nontoken Bear or an opponent's token is no original populate may copy
    refused = await _refused(core, f"!layers Grizzly Bears + {spell} [copy: Grizzly Bears]")
    assert "copies only a creature token you control (707.2); Grizzly Bears isn't" in refused
    refused = await _refused(
        core, f"!layers opp: Serra Angel [token] + {spell} [copy: Serra Angel]"
    )
    assert "Serra Angel isn't one" in refused
