"""The seed articles' worked layer examples (seed_scenarios.toml), answered by today's rules.

A scenario with an ``xfail`` reason is a known wrong engine answer, kept strict so that a fix
shows up as a pass to promote.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.core import CommandCore
from tests.layers.golden import check_reply, load_scenarios

SEED_SCENARIOS = load_scenarios("seed_scenarios.toml")


def _param(scenario: dict[str, Any]) -> Any:
    marks = []
    if "xfail" in scenario:
        marks.append(pytest.mark.xfail(strict=True, reason=scenario["xfail"]))
    return pytest.param(scenario, id=scenario["message"], marks=marks)


@pytest.mark.parametrize("scenario", [_param(s) for s in SEED_SCENARIOS])
async def test_seed_scenario(scenario: dict[str, Any]) -> None:
    outcome = await CommandCore().handle(scenario["message"])
    assert outcome.ok, outcome.error
    check_reply(outcome.model_dump()["reply"], scenario)


def test_every_seed_example_names_its_article() -> None:
    assert {s["source"] for s in SEED_SCENARIOS} == {"000", "002"}
    assert len({s["message"] for s in SEED_SCENARIOS}) == len(SEED_SCENARIOS)
