"""Write the heartbeat file every 30 s while connected; the Docker health check reads it."""

from __future__ import annotations

import logging
import math
from typing import TYPE_CHECKING

from discord.ext import commands, tasks

from bot.gateway.health import HEARTBEAT_SECONDS, write_heartbeat

if TYPE_CHECKING:
    from bot.gateway.client import JudgeBot

log = logging.getLogger(__name__)


def is_connected(bot: JudgeBot) -> bool:
    """Ready, not closed, and the gateway answered its last heartbeat (finite latency)."""
    return bot.is_ready() and not bot.is_closed() and math.isfinite(bot.latency)


class Heartbeat(commands.Cog):
    def __init__(self, bot: JudgeBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.beat.start()

    async def cog_unload(self) -> None:
        self.beat.cancel()

    @tasks.loop(seconds=HEARTBEAT_SECONDS)
    async def beat(self) -> None:
        if not is_connected(self.bot):
            return
        try:
            write_heartbeat(self.bot.settings.heartbeat_file)
        except OSError as error:
            log.warning("cannot write the heartbeat file: %s", error)

    @beat.before_loop
    async def _wait_until_ready(self) -> None:
        await self.bot.wait_until_ready()


async def setup(bot: JudgeBot) -> None:
    await bot.add_cog(Heartbeat(bot))
