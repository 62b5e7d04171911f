"""Between discord.py and the command core: who is asking, and sending what came back."""

from __future__ import annotations

import logging
import secrets
from collections.abc import Sequence
from typing import Any

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


def new_error_id() -> str:
    """A short id that ties what a user saw to the log line with the details."""
    return secrets.token_hex(4)


#: Set in ``Interaction.extras`` once a follow-up has taken the deferred reply's place.
ANSWERED = "judgebot_answered"


async def clear_public_deferral(interaction: discord.Interaction) -> None:
    """Make room for a reply only the asker sees.

    A slash command deferred in public shows "thinking…", and the first follow-up takes
    that message's place *and its visibility*: an ephemeral flag on it is ignored. So
    before the first ephemeral follow-up the public placeholder is deleted; the follow-up
    is then a message of its own and keeps its flag.
    """
    deferred = interaction.response.type is discord.InteractionResponseType.deferred_channel_message
    if not deferred or interaction.extras.get(ANSWERED):
        return
    try:
        await interaction.delete_original_response()
    except discord.HTTPException as error:
        log.info("could not remove the deferred reply of interaction %s: %s", interaction.id, error)
    interaction.extras[ANSWERED] = True


async def send_pages(
    ctx: commands.Context[commands.Bot],
    pages: Sequence[discord.Embed],
    *,
    content: str | None = None,
    ephemeral: bool = False,
) -> discord.Message:
    """One embed, or the first page with a :class:`Pager` under it."""
    if ctx.interaction is None:
        await ctx.bot.reply_order.wait_turn(ctx.message)  # type: ignore[attr-defined]
    elif ephemeral:
        await clear_public_deferral(ctx.interaction)
    view = Pager(pages, requester_id=ctx.author.id) if len(pages) > 1 else None
    extras: dict[str, Any] = {"view": view} if view is not None else {}
    if ctx.interaction is None:  # answer as a reply, so a busy channel sees what it answers
        extras["reference"] = ctx.message.to_reference(fail_if_not_exists=False)
    message = await ctx.send(
        content=content,
        embed=pages[0],
        ephemeral=ephemeral,
        allowed_mentions=NO_MENTIONS,
        **extras,
    )
    if ctx.interaction is not None:
        ctx.interaction.extras[ANSWERED] = True
    if view is not None:
        view.message = message
    return message


async def send_outcome(ctx: commands.Context[commands.Bot], outcome: Outcome) -> discord.Message:
    """The reply as embeds; a refusal is one short red embed, which on a slash command
    only the asker sees (a prefix command's refusal stays in the channel, where it was asked).
    """
    return await send_pages(ctx, render_outcome(outcome), ephemeral=not outcome.ok)
