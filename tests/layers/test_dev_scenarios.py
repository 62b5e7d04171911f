"""The 77 development scenarios of issue 12 as golden tests through the command core.

Cards come from the imported Scryfall file (parsed, no catalog), the way a bot with
imported cards answers. A scenario that does not pass yet is a strict xfail with its
reason from dev_scenarios.toml, so every fix shows up as XPASS.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.layers.dev_golden import SCENARIOS, DevRun, golden_param
from tests.scryfall_cards import DATA, MISSING_REASON


@pytest.fixture(scope="module")
def dev_run() -> DevRun:
    if not DATA.exists():
        pytest.skip(MISSING_REASON)
    return DevRun.load()


@pytest.mark.parametrize("scenario", [golden_param(s) for s in SCENARIOS])
async def test_dev_scenario(dev_run: DevRun, scenario: dict[str, Any]) -> None:
    assert await dev_run.check(scenario) == [], scenario["message"]


def test_every_dev_scenario_is_here_once() -> None:
    ids = [s["id"] for s in SCENARIOS]
    assert len(ids) == 77 and len(set(ids)) == 77


def test_every_expected_value_names_a_card() -> None:
    assert all(e.get("card") for s in SCENARIOS for e in s["expect"])
