"""Between discord.py and the command core: who is asking, and sending what came back."""

from __future__ import annotations

import logging
from collections.abc import Sequence

import discord
from discord.ext import commands

from bot.core.context import CommandContext, Person
from bot.core.core import CommandCore
from bot.core.reply import Outcome
from bot.gateway.render import render_outcome
from bot.gateway.views import NO_MENTIONS, Pager

log = logging.getLogger(__name__)

#: Text attachments (deck lists) larger than this are not read.
MAX_ATTACHMENT_BYTES = 256 * 1024
TEXT_SUFFIXES = (".txt", ".dek", ".dec", ".csv", ".md")


def person(user: discord.abc.User) -> Person:
    return Person(id=user.id, name=user.display_name)


def is_moderator(user: discord.abc.User, permissions: discord.Permissions | None = None) -> bool:
    """Manage Messages in the channel (or the guild, when that is all we know)."""
    if permissions is not None:
        return permissions.manage_messages
    return isinstance(user, discord.Member) and user.guild_permissions.manage_messages


async def attachment_text(message: discord.Message | None) -> str | None:
    """The first small text attachment of ``message`` (a deck list, a long scenario)."""
    if message is None:
        return None
    for attachment in message.attachments:
        is_text = (attachment.content_type or "").startswith("text/") or (
            attachment.filename.lower().endswith(TEXT_SUFFIXES)
        )
        if is_text and attachment.size <= MAX_ATTACHMENT_BYTES:
            try:
                return (await attachment.read()).decode("utf-8", errors="replace")
            except discord.HTTPException:
                log.warning("could not read attachment %s", attachment.id)
                return None
    return None


def context_from_message(
    core: CommandCore, message: discord.Message, attachment: str | None = None
) -> CommandContext:
    return core.context(
        author=person(message.author),
        channel_id=message.channel.id,
        guild_id=message.guild.id if message.guild else None,
        is_moderator=is_moderator(message.author),
        mentions=tuple(person(user) for user in message.mentions if not user.bot),
        attachment_text=attachment,
    )


def context_from_interaction(core: CommandCore, interaction: discord.Interaction) -> CommandContext:
    return core.context(
        author=person(interaction.user),
        channel_id=interaction.channel_id or 0,
        guild_id=interaction.guild_id,
        is_moderator=is_moderator(interaction.user, interaction.permissions),
    )


async def context_from_ctx(
    core: CommandCore, ctx: commands.Context[commands.Bot]
) -> CommandContext:
    """The core's context for a prefix or slash invocation."""
    if ctx.interaction is not None:
        return context_from_interaction(core, ctx.interaction)
    return context_from_message(core, ctx.message, await attachment_text(ctx.message))


async def send_pages(
    ctx: commands.Context[commands.Bot],
    pages: Sequence[discord.Embed],
    *,
    content: str | None = None,
    ephemeral: bool = False,
) -> discord.Message:
    """One embed, or the first page with a :class:`Pager` under it."""
    if len(pages) == 1:
        return await ctx.send(
            content=content, embed=pages[0], ephemeral=ephemeral, allowed_mentions=NO_MENTIONS
        )
    view = Pager(pages, requester_id=ctx.author.id)
    message = await ctx.send(
        content=content,
        embed=pages[0],
        view=view,
        ephemeral=ephemeral,
        allowed_mentions=NO_MENTIONS,
    )
    view.message = message
    return message


async def send_outcome(ctx: commands.Context[commands.Bot], outcome: Outcome) -> discord.Message:
    """The reply as embeds; a refusal is one short red embed.

    Refusals are not ephemeral: a slash command was already deferred publicly, and the
    first follow-up of a deferred interaction keeps the deferral's visibility.
    """
    return await send_pages(ctx, render_outcome(outcome))
