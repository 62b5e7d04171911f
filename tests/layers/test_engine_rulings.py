"""Layer-system rulings (issue 12's "rules the engine gets wrong"), each as a judge
would give it, through the command core with cards from the imported Scryfall file."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from tests.layers.dev_golden import DevRun
from tests.scryfall_cards import DATA, MISSING_REASON

RULINGS: list[dict[str, Any]] = tomllib.loads(
    (Path(__file__).parent / "engine_rulings.toml").read_text("utf-8")
)["scenario"]


@pytest.fixture(scope="module")
def run() -> DevRun:
    if not DATA.exists():
        pytest.skip(MISSING_REASON)
    return DevRun.load(RULINGS)


@pytest.mark.parametrize("ruling", RULINGS, ids=[r["id"] for r in RULINGS])
async def test_ruling(run: DevRun, ruling: dict[str, Any]) -> None:
    assert await run.check(ruling) == [], ruling["ruling"]
