"""The held-out probe scenarios (probe_scenarios.toml and probe4-8_scenarios.toml) as golden
tests through the command core, with cards parsed from the imported Scryfall file, as the
development scenarios are.

A scenario the engine does not get right yet is a strict xfail with its reason, so a fix
shows up as XPASS; one whose honest answer is a warning asserts that warning.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.layers.dev_golden import DevRun, golden_param
from tests.layers.probe_golden import KINDS, SCENARIOS, judge
from tests.scryfall_cards import DATA, MISSING_REASON


@pytest.fixture(scope="module")
def probe_run() -> DevRun:
    if not DATA.exists():
        pytest.skip(MISSING_REASON)
    return DevRun.load(SCENARIOS)


@pytest.mark.parametrize("scenario", [golden_param(s) for s in SCENARIOS])
async def test_probe_scenario(probe_run: DevRun, scenario: dict[str, Any]) -> None:
    verdict = await judge(probe_run, scenario)
    assert verdict.problems == [], scenario["message"]
    for warning in scenario.get("warns", ()):
        assert any(warning in w for w in verdict.warnings), verdict.warnings


def test_every_probe_scenario_is_new_and_here_once() -> None:
    ids = [s["id"] for s in SCENARIOS]
    assert len(ids) == len(set(ids)) >= 60
    assert all(s["first"] in KINDS and s.get("source") and s.get("why") for s in SCENARIOS)


def test_no_draw_asks_an_earlier_draws_board_again() -> None:
    messages = [s["message"] for s in SCENARIOS]
    assert len(messages) == len(set(messages))
