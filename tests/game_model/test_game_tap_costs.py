"""A {T} cost taps its permanent; a tapped permanent can't pay it again (107.5)."""

from __future__ import annotations

from typing import Any

NAMES = ("Navigator's Compass", "Forest")

COMPASS = "Forest + Navigator's Compass + activate Navigator's Compass -> Forest [Island]"


async def test_a_tapped_permanent_cannot_pay_a_tap_cost_again(layers: Any) -> None:
    answer = await layers(f"{COMPASS} + activate Navigator's Compass -> Forest [Swamp]")
    assert answer["ok"] is False
    assert "Navigator's Compass is tapped, so its {T} cost can't be paid" in answer["error"]
    assert "107.5" in answer["error"]
