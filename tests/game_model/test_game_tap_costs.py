"""A {T} cost taps its permanent; a tapped permanent can't pay it again (107.5) until an
untap step (502.3) of its controller."""

from __future__ import annotations

from typing import Any

NAMES = ("Navigator's Compass", "Forest", "Colossus of Sardia")

COMPASS = "Forest + Navigator's Compass + activate Navigator's Compass -> Forest [Island]"


async def test_a_tapped_permanent_cannot_pay_a_tap_cost_again(layers: Any) -> None:
    answer = await layers(f"{COMPASS} + activate Navigator's Compass -> Forest [Swamp]")
    assert answer["ok"] is False
    assert "Navigator's Compass is tapped, so its {T} cost can't be paid" in answer["error"]
    assert "107.5" in answer["error"]


async def test_the_untap_step_untaps_the_active_players_permanents(layers: Any) -> None:
    answer = await layers(
        f"{COMPASS} + end turn + end turn + activate Navigator's Compass -> Forest [Swamp]"
    )
    assert answer["ok"] is True, answer["error"]
    assert any(
        "untap step untapped Navigator's Compass (502.3)" in n for n in answer["reply"]["notes"]
    )
    # the opponent's untap step leaves your permanents tapped
    mine = await layers(f"{COMPASS} + end turn + activate Navigator's Compass -> Forest [Swamp]")
    assert mine["ok"] is False and "is tapped" in mine["error"]


async def test_a_permanent_that_changes_what_untaps_stops_the_untap_step(layers: Any) -> None:
    answer = await layers(
        f"{COMPASS} + Colossus of Sardia + end turn + end turn + "
        "activate Navigator's Compass -> Forest [Swamp]"
    )
    assert answer["ok"] is False and "is tapped" in answer["error"]
    board = await layers(f"{COMPASS} + Colossus of Sardia + end turn + end turn")
    assert any("untap step (502.3) was not played" in u for u in board["reply"]["unmodelled"])
