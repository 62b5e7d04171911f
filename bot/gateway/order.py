"""Replies in one channel leave in the order the messages arrived.

Every message is handled in its own task, so a quick answer could overtake a slow one
asked just before it, and a rate-limited channel would shuffle them further. Each
message takes a place in its channel's queue on arrival; before sending, a handler
waits for the message before it to be finished (answered, or found to need no answer).
A handler stuck longer than :data:`PATIENCE_SECONDS` no longer holds the others up.
"""

from __future__ import annotations

import asyncio
import logging

import discord

log = logging.getLogger(__name__)

PATIENCE_SECONDS = 30.0


class ReplyOrder:
    def __init__(self) -> None:
        self._last: dict[int, asyncio.Event] = {}
        self._before: dict[int, asyncio.Event | None] = {}
        self._finished: dict[int, asyncio.Event] = {}

    def arrive(self, message: discord.Message) -> None:
        """Take the message's place at the end of its channel's queue (no await: arrival order)."""
        finished = asyncio.Event()
        self._before[message.id] = self._last.get(message.channel.id)
        self._last[message.channel.id] = finished
        self._finished[message.id] = finished

    async def wait_turn(self, message: discord.Message) -> None:
        """Until the message that arrived before this one in its channel is finished."""
        before = self._before.get(message.id)
        if before is None or before.is_set():
            return
        try:
            await asyncio.wait_for(before.wait(), PATIENCE_SECONDS)
        except TimeoutError:
            log.warning("reply to %s no longer waits for the one before it", message.id)

    def leave(self, message: discord.Message) -> None:
        """The message is finished: the next one in its channel may send."""
        self._before.pop(message.id, None)
        finished = self._finished.pop(message.id, None)
        if finished is None:
            return
        finished.set()
        if self._last.get(message.channel.id) is finished:
            del self._last[message.channel.id]
