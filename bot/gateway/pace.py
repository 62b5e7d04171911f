"""Stay under Discord's global REST limit instead of learning of it from 429s.

Discord allows a bot token about 50 REST requests a second across all routes
(interaction callbacks and follow-ups excepted). discord.py keeps per-route buckets from
the ``X-RateLimit-*`` headers, but the global limit shows in no header: it finds out
from a global 429, and a burst of replies draws hundreds of them (the load bench in
docs/PERFORMANCE.md drew 385 in 10 s). Many 429s get the bot's IP banned for a while,
so the bot paces its own REST calls: at most ``JUDGEBOT_REST_PER_SECOND`` in flight or
finished within any one second. Behind a REST proxy that enforces the global limit
itself, set it to 0.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import time
from collections.abc import Awaitable, Callable
from typing import Any

WINDOW_SECONDS = 1.0


class GlobalPace:
    """At most ``per_second`` calls in flight or finished within the last window.

    Counting calls until they finish (not from when they start) keeps the limit even when
    a busy event loop sends several queued requests at once: Discord counts arrivals. Of
    the calls arriving within any one second, the last to start saw every other one either
    in flight or finished less than a second before, so there are never more than
    ``per_second`` of them. The price is throughput: at saturation a call holds its place
    for its own round trip plus the window.
    """

    def __init__(self, per_second: int, window: float = WINDOW_SECONDS) -> None:
        self.per_second = per_second
        self.window = window
        self._finished: collections.deque[float] = collections.deque()
        self._in_flight = 0
        self._changed = asyncio.Condition()

    def _delay(self, now: float) -> float | None:
        """0 when a call may start now, else how long to wait (``None``: until one ends)."""
        while self._finished and self._finished[0] <= now - self.window:
            self._finished.popleft()
        if self._in_flight + len(self._finished) < self.per_second:
            return 0.0
        return self._finished[0] + self.window - now if self._finished else None

    async def start(self) -> None:
        async with self._changed:
            while (delay := self._delay(time.monotonic())) != 0.0:
                with contextlib.suppress(TimeoutError):  # the oldest call left the window
                    await asyncio.wait_for(self._changed.wait(), delay)
            self._in_flight += 1

    async def finish(self) -> None:
        async with self._changed:
            self._in_flight -= 1
            self._finished.append(time.monotonic())
            self._changed.notify_all()

    def wrap(self, request: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        """``request`` (``HTTPClient.request``), each call waiting for its turn first."""

        async def paced(*args: Any, **kwargs: Any) -> Any:
            await self.start()
            try:
                return await request(*args, **kwargs)
            finally:
                await self.finish()

        return paced
