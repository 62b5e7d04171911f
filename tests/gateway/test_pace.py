"""The global pace: never more REST calls in flight or just finished than allowed."""

from __future__ import annotations

import asyncio

import pytest

from bot.gateway.pace import GlobalPace


async def test_a_call_waits_while_the_window_is_full() -> None:
    release = asyncio.Event()
    started: list[str] = []

    async def request(name: str) -> str:
        started.append(name)
        await release.wait()
        return name

    paced = GlobalPace(2, window=0.3).wrap(request)
    calls = [asyncio.create_task(paced(name)) for name in "abc"]
    await asyncio.sleep(0.05)
    assert started == ["a", "b"]  # two in flight: the third waits
    release.set()
    await asyncio.sleep(0.05)
    assert started == ["a", "b"]  # two finished within the window: still waiting
    assert await asyncio.wait_for(asyncio.gather(*calls), timeout=5) == ["a", "b", "c"]


async def test_a_failing_call_still_frees_its_place() -> None:
    async def request() -> None:
        raise RuntimeError("HTTP 500")

    paced = GlobalPace(1, window=0.01).wrap(request)
    for _ in range(3):  # would hang on the second call if the first kept its place
        with pytest.raises(RuntimeError, match="HTTP 500"):
            await asyncio.wait_for(paced(), timeout=5)
