"""The global pace: never more than N REST calls in one second, first come first served."""

from __future__ import annotations

import pytest

from bot.gateway import pace
from bot.gateway.pace import GlobalPace


class Clock:
    def __init__(self) -> None:
        self.now = 100.0
        self.slept: list[float] = []

    def monotonic(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.slept.append(round(seconds, 3))
        self.now += seconds


async def test_the_third_call_in_a_second_waits_for_the_window(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = Clock()
    monkeypatch.setattr(pace.time, "monotonic", clock.monotonic)
    monkeypatch.setattr(pace.asyncio, "sleep", clock.sleep)
    calls: list[float] = []

    async def request(name: str) -> str:
        calls.append(clock.now)
        return name

    paced = GlobalPace(2).wrap(request)
    assert [await paced("a"), await paced("b")] == ["a", "b"]
    clock.now += 0.25
    assert await paced("c") == "c"
    assert clock.slept == [0.75]  # until a second after the first call
    assert calls == [100.0, 100.0, 101.0]
    clock.now += 5  # a quiet spell: no waiting
    await paced("d")
    assert clock.slept == [0.75]
