"""The one error handler for prefix, hybrid and slash commands."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.gateway.bridge import clear_public_deferral, new_error_id
from bot.gateway.render import notice
from bot.gateway.views import NO_MENTIONS
from engine.errors import UserError

if TYPE_CHECKING:
    from bot.gateway.client import JudgeBot

log = logging.getLogger(__name__)


def unwrap(error: BaseException) -> BaseException:
    """The error underneath discord.py's wrappers (invoke errors, hybrid errors)."""
    wrappers = (
        commands.CommandInvokeError,
        commands.HybridCommandError,
        app_commands.CommandInvokeError,
    )
    while isinstance(error, wrappers):
        error = error.original
    return error


class ErrorHandler(commands.Cog):
    """Turns every command error into one short, friendly message."""

    def __init__(self, bot: JudgeBot) -> None:
        self.bot = bot
        self._previous_tree_handler = bot.tree.on_error

    async def cog_load(self) -> None:
        self.bot.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]

    async def cog_unload(self) -> None:
        self.bot.tree.on_error = self._previous_tree_handler  # type: ignore[method-assign]

    async def _send(
        self, ctx: commands.Context[Any], embed: discord.Embed, delete_after: float | None = None
    ) -> None:
        try:
            if ctx.interaction is None:  # a reply to the message that failed
                await ctx.reply(
                    embed=embed, allowed_mentions=NO_MENTIONS, delete_after=delete_after
                )
            else:  # a slash answer is ephemeral: only the asker sees it
                await clear_public_deferral(ctx.interaction)
                await ctx.send(embed=embed, ephemeral=True, allowed_mentions=NO_MENTIONS)
        except discord.HTTPException as error:
            log.info("could not send an error message in %s: %s", ctx.channel, error)

    @commands.Cog.listener()
    async def on_command_error(self, ctx: commands.Context[Any], error: Exception) -> None:
        """Answer a failed command. The checks run in this order, first match wins:

        1. the command has its own error handler: leave it to that handler;
        2. unknown command (``CommandNotFound``): silent, because ``!`` starts many chat
           messages, unless the core knows a close name, then a one-line "did you mean";
        3. bad input (``UserInputError``: missing or malformed argument, bad quotes): the
           command core's friendly message for that command, with its usage;
        4. cooldown (``CommandOnCooldown``, per user across commands): "slow down" with the
           seconds to wait, removed after a while;
        5. missing permissions (``NotOwner``, ``MissingPermissions``,
           ``BotMissingPermissions``, ``NoPrivateMessage``, other ``CheckFailure``): who may
           do this, or what permission the bot lacks;
        6. anything else is a bug: logged with a fresh error id and the traceback; the user
           sees only the id.
        """
        if ctx.command is not None and ctx.command.has_error_handler():
            return
        error = unwrap(error)  # type: ignore[assignment]
        prefix = self.bot.settings.prefix

        if isinstance(error, commands.CommandNotFound):
            await self._unknown_command(ctx)
        elif isinstance(error, commands.UserInputError | UserError):
            await self._bad_input(ctx, error)
        elif isinstance(error, commands.CommandOnCooldown):
            embed = notice(
                "Slow down",
                f"You can run {error.cooldown.rate} commands every "
                f"{error.cooldown.per:.0f} seconds. "
                f"Try again in {error.retry_after:.0f} s.",
                tone="warning",
            )
            await self._send(ctx, embed, delete_after=max(3.0, error.retry_after))
        elif isinstance(error, commands.NotOwner):
            await self._send(ctx, notice("Owners only", "Only the bot's owners can do that."))
        elif isinstance(error, commands.BotMissingPermissions):
            missing = ", ".join(error.missing_permissions).replace("_", " ")
            await self._send(ctx, notice("I can't do that here", f"I need: {missing}."))
        elif isinstance(error, commands.MissingPermissions):
            missing = ", ".join(error.missing_permissions).replace("_", " ")
            await self._send(ctx, notice("Not allowed", f"You need: {missing}."))
        elif isinstance(error, commands.NoPrivateMessage):
            await self._send(ctx, notice("Servers only", "That command works in a server only."))
        elif isinstance(error, commands.CheckFailure):
            await self._send(
                ctx, notice("Not allowed", f"You can't use {prefix}{ctx.invoked_with}.")
            )
        else:
            error_id = new_error_id()
            log.error(
                "unexpected error (error id %s) in %r from user %s",
                error_id,
                ctx.command.qualified_name if ctx.command else ctx.invoked_with,
                ctx.author.id,
                exc_info=error,
            )
            await self._send(ctx, bug_embed(error_id))

    async def _unknown_command(self, ctx: commands.Context[Any]) -> None:
        name = ctx.invoked_with or ""
        try:
            self.bot.core.registry.get(name)
        except UserError as error:
            if error.suggestions:
                await self._send(ctx, notice("Unknown command", f"{error.message} {error.hint}"))

    async def _bad_input(self, ctx: commands.Context[Any], error: Exception) -> None:
        name = ctx.command.qualified_name if ctx.command else ""
        command = self.bot.core.registry.find(name) if name else None
        prefix = self.bot.settings.prefix
        usage = f"{prefix}{command.usage}" if command else f"{prefix}{name} {ctx.command.signature}"  # type: ignore[union-attr]
        text = str(error) if isinstance(error, commands.UserInputError) else error.message  # type: ignore[attr-defined]
        await self._send(
            ctx, notice("I couldn't read that", f"{text}\nUsage: `{usage}` · {prefix}help {name}")
        )

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """Slash-only errors that never reach a hybrid command (stale or unknown commands)."""
        if isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
            embed = notice(
                "Command out of date",
                "Discord showed you an old version of this command; an owner needs to run "
                f"{self.bot.settings.prefix}sync.",
            )
        elif isinstance(error, app_commands.CheckFailure):
            embed = notice("Not allowed", "You can't use that command here.")
        else:
            error_id = new_error_id()
            log.error("unexpected slash error (error id %s)", error_id, exc_info=unwrap(error))
            embed = bug_embed(error_id)
        try:
            if interaction.response.is_done():
                await clear_public_deferral(interaction)
                await interaction.followup.send(
                    embed=embed, ephemeral=True, allowed_mentions=NO_MENTIONS
                )
            else:
                await interaction.response.send_message(
                    embed=embed, ephemeral=True, allowed_mentions=NO_MENTIONS
                )
        except discord.HTTPException as send_error:
            log.info("could not answer a failed interaction: %s", send_error)


def bug_embed(error_id: str) -> discord.Embed:
    embed = notice(
        "Sorry",
        f"Something went wrong on my side. Error id: {error_id}.\n"
        "A maintainer can find the details in the log with that id.",
    )
    embed.set_footer(text=f"error id {error_id}")
    return embed


async def setup(bot: JudgeBot) -> None:
    await bot.add_cog(ErrorHandler(bot))
