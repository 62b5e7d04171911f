"""Owner tools: ``!sync`` the slash commands on demand, ``!reload`` extensions.

Syncing is rate-limited by Discord and needed only when the command list changed, so
the bot never syncs at start. ``!sync`` copies the commands to the development guild
(instant); ``!sync global`` publishes them everywhere (may take a while to show);
``!sync clear`` removes the development guild's copies.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot.gateway.render import notice
from bot.gateway.views import NO_MENTIONS

if TYPE_CHECKING:
    from bot.gateway.client import JudgeBot

log = logging.getLogger(__name__)


class Owner(commands.Cog):
    def __init__(self, bot: JudgeBot) -> None:
        self.bot = bot

    async def cog_check(self, ctx: commands.Context[Any]) -> bool:
        if not await self.bot.is_owner(ctx.author):
            raise commands.NotOwner("owners only")
        return True

    async def _say(self, ctx: commands.Context[Any], title: str, text: str, tone: str) -> None:
        await ctx.reply(embed=notice(title, text, tone), allowed_mentions=NO_MENTIONS)

    @commands.command(name="sync", help="Publish the slash commands: [guild|global|clear].")
    async def sync(self, ctx: commands.Context[Any], scope: str = "guild") -> None:
        tree = self.bot.tree
        scope = scope.casefold()
        guild_id = self.bot.settings.dev_guild_id
        if scope == "global":
            synced = await tree.sync()
            where = "everywhere (it can take a while to show)"
        elif scope in {"guild", "clear"}:
            if guild_id is None:
                await self._say(
                    ctx,
                    "No development guild",
                    "Set JUDGEBOT_DEV_GUILD_ID, or run `sync global`.",
                    "warning",
                )
                return
            guild = discord.Object(id=guild_id)
            if scope == "clear":
                tree.clear_commands(guild=guild)
            else:
                tree.copy_global_to(guild=guild)
            synced = await tree.sync(guild=guild)
            where = f"to guild {guild_id}"
        else:
            await self._say(
                ctx, "Unknown scope", "Use `sync`, `sync global` or `sync clear`.", "warning"
            )
            return
        log.info("synced %d slash commands %s", len(synced), where)
        await self._say(ctx, "Synced", f"{len(synced)} slash commands {where}.", "success")

    @commands.command(name="reload", help="Reload one extension, or all of them.")
    async def reload(self, ctx: commands.Context[Any], name: str = "") -> None:
        names = [
            full for full in self.bot.extension_list if not name or full.rsplit(".", 1)[-1] == name
        ]
        if not names:
            known = ", ".join(full.rsplit(".", 1)[-1] for full in self.bot.extension_list)
            await self._say(ctx, "Unknown extension", f"Known: {known}.", "warning")
            return
        for full in names:
            await self.bot.reload_extension(full)
        log.info("reloaded %s", ", ".join(names))
        short = ", ".join(full.rsplit(".", 1)[-1] for full in names)
        await self._say(ctx, "Reloaded", f"{short}. Run `sync` if commands changed.", "success")


async def setup(bot: JudgeBot) -> None:
    await bot.add_cog(Owner(bot))
