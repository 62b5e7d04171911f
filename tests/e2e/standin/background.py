"""An aiohttp server on 127.0.0.1 (ephemeral port), run on its own thread and event loop,
so synchronous tests and subprocesses can talk to it."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

from aiohttp import web

T = TypeVar("T")
CALL_SECONDS = 20.0


class BackgroundServer:
    """Subclasses build their routes in :meth:`application`; ``with`` starts and stops it."""

    def __init__(self) -> None:
        self.port = 0
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(
            target=self._loop.run_forever, name=type(self).__name__, daemon=True
        )
        self._runner: web.AppRunner | None = None

    def application(self) -> web.Application:
        raise NotImplementedError

    def __enter__(self) -> BackgroundServer:
        self._thread.start()
        self._run(self._start())
        return self

    def __exit__(self, *exc: object) -> None:
        self._run(self._stop())
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=5)

    async def _start(self) -> None:
        self._runner = web.AppRunner(self.application(), handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def _stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    def _run(self, coroutine: Coroutine[Any, Any, T], timeout: float = CALL_SECONDS) -> T:
        """Run ``coroutine`` on the server's loop and wait for its result."""
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(timeout)
