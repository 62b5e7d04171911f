""" "If you would lose unspent mana, that mana becomes colorless instead" (Kruphix, Horizon
Stone) changes mana, which is no object (106.4): read as such, so a reply with Kruphix warns
of nothing it didn't carry out, and the god's creature-ness is still the layers' answer."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {"Kruphix, God of Horizons", "Horizon Stone", "Grizzly Bears"}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_kruphix_is_no_creature_and_nothing_is_left_unread(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Kruphix, God of Horizons + Grizzly Bears")
    kruphix = _one(reply, "Kruphix, God of Horizons")
    assert "Creature" not in kruphix["types"]  # devotion to green and blue below seven
    assert not any("unspent mana" in line for line in reply["unmodelled"])


async def test_the_mana_rule_is_described_as_no_layer_effect(core: CommandCore) -> None:
    outcome = await core.handle("!card Horizon Stone")
    assert outcome.ok, outcome.error
    text = str(outcome.model_dump())
    assert "mana is no object, so no layer applies" in text
