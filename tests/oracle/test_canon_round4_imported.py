"""Canon cards read by the Oracle parser (not the curated catalog) and played in ``!layers``.

The canon4 round: exceptions a copy has only when it is of a card type ("if it's a creature,
it enters with two additional +1/+1 counters on it and has changeling", 707.9b, 614.1c) and
supertypes added by a copy's exceptions.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Glorious Anthem",
    "Moritte of the Frost",
}


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


async def test_moritte_copying_a_creature_is_a_legendary_snow_changeling_with_two_counters(
    core: CommandCore,
) -> None:
    reply = await _reply(core, "!layers Grizzly Bears + Moritte of the Frost [copy: Grizzly Bears]")
    _, moritte = reply["objects"]
    assert moritte["name"] == "Grizzly Bears"
    assert (moritte["power"], moritte["toughness"]) == (4, 4)  # 2/2 and two +1/+1 counters
    assert moritte["supertypes"] == ["Legendary", "Snow"]  # 707.9b: in addition
    assert "changeling" in moritte["abilities"]  # every creature type (702.73a)
    assert reply["unmodelled"] == []


async def test_moritte_copying_a_noncreature_gets_neither_counters_nor_changeling(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers Glorious Anthem + Moritte of the Frost [copy: Glorious Anthem]"
    )
    _, moritte = reply["objects"]
    assert moritte["name"] == "Glorious Anthem"
    assert moritte["types"] == ["Enchantment"]
    assert moritte["supertypes"] == ["Legendary", "Snow"]
    assert "changeling" not in moritte["abilities"]
    assert moritte["counters"] == {}
