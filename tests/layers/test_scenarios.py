"""Golden layer scenarios, run through the command core as a judge would type them."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.core import CommandCore
from tests.layers.golden import SCENARIOS, check_reply


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s["message"] for s in SCENARIOS])
async def test_scenario(scenario: dict[str, Any]) -> None:
    outcome = await CommandCore().handle(scenario["message"])
    assert outcome.ok, outcome.error
    check_reply(outcome.model_dump()["reply"], scenario)
