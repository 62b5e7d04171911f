"""Stay under Discord's global REST limit instead of learning of it from 429s.

Discord allows a bot token about 50 REST requests a second across all routes
(interaction callbacks and follow-ups excepted). discord.py keeps per-route buckets from
the ``X-RateLimit-*`` headers, but the global limit shows in no header: it finds out
from a global 429, and a burst of replies draws hundreds of them (the load bench drew
394 in 10 s). Too many 429s in a row get the bot's IP banned for a while, so the bot
paces its own REST calls: at most ``JUDGEBOT_REST_PER_SECOND`` in any one-second window,
in the order they were asked for. Behind a REST proxy that enforces the global limit
itself, set it to 0.
"""

from __future__ import annotations

import asyncio
import collections
import time
from collections.abc import Awaitable, Callable
from typing import Any

WINDOW_SECONDS = 1.0


class GlobalPace:
    """At most ``per_second`` calls start in any :data:`WINDOW_SECONDS` window."""

    def __init__(self, per_second: int) -> None:
        self.per_second = per_second
        self._starts: collections.deque[float] = collections.deque(maxlen=per_second)
        self._lock = asyncio.Lock()

    async def wait(self) -> None:
        async with self._lock:  # first come, first served
            if len(self._starts) == self.per_second:
                delay = self._starts[0] + WINDOW_SECONDS - time.monotonic()
                if delay > 0:
                    await asyncio.sleep(delay)
            self._starts.append(time.monotonic())

    def wrap(self, request: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        """``request`` (``HTTPClient.request``), each call waiting for its turn first."""

        async def paced(*args: Any, **kwargs: Any) -> Any:
            await self.wait()
            return await request(*args, **kwargs)

        return paced
