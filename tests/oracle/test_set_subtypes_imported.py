"""A subtype an effect sets replaces the old ones of its set (205.1a): "Each noncreature
Food you control is an Equipment" leaves an Artifact — Equipment, no longer a Food; with "in
addition to its other types" the old ones stay (205.1b)."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _objects, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {"Bram, Baguette Brawler", "Heaped Harvest", "Grizzly Bears"}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_an_artifact_type_set_by_an_effect_replaces_the_old_one(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Heaped Harvest + Bram, Baguette Brawler")
    (food,) = _objects(reply, "Heaped Harvest")
    assert (food["types"], food["subtypes"]) == (["Artifact"], ["Equipment"])
    steps = [s["description"] for s in food["steps"] if s["layer"] == "4"]
    assert steps == ["is an Equipment and no longer Food (205.1a)"]
    assert "equip {1}" in food["abilities"]
