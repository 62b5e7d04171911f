"""Inline mentions: ``[[Axebane Beast]]`` answers with the card, ``[[613.4c]]`` with the rule.

Any message may carry them (so this needs the message-content intent). Up to
:data:`MAX_MENTIONS` are answered in one reply, one embed each; the rest get a note.
A card goes to the core's ``card`` command, or ``layers`` with just the name when there
is no ``card``; a rule number goes to ``cr``.
"""

from __future__ import annotations

import asyncio
import logging
import re
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from bot.core.commands import CommandRegistry
from bot.core.text import shorten
from bot.gateway.bridge import context_from_message, new_error_id
from bot.gateway.render import TOTAL_LIMIT, render_outcome
from bot.gateway.views import NO_MENTIONS

if TYPE_CHECKING:
    from bot.gateway.client import JudgeBot

log = logging.getLogger(__name__)

MAX_MENTIONS = 5
MENTION = re.compile(r"\[\[([^\[\]\n]{1,120})\]\]")
#: ``613``, ``613.4``, ``613.4c`` (a trailing dot is forgiven).
RULE_NUMBER = re.compile(r"^\d{3}(?:\.\d{1,3}[a-z]?)?\.?$", re.IGNORECASE)
#: Room left in each embed for the "shortened" footer.
NOTE_ROOM = 120


def mention_commands(content: str, registry: CommandRegistry) -> tuple[list[str], int]:
    """The core command lines the mentions in ``content`` ask for, and how many were left out.

    >>> from bot.core.commands import CommandRegistry
    >>> mention_commands("no mentions here", CommandRegistry())
    ([], 0)
    """
    card_command = registry.find("card") or registry.find("layers")
    rule_command = registry.find("cr")
    wanted: list[str] = []
    for match in MENTION.finditer(content):
        inside = " ".join(match.group(1).split())
        if not inside:
            continue
        if RULE_NUMBER.fullmatch(inside):
            if rule_command is None:
                continue
            line = f"{rule_command.name} {inside.rstrip('.')}"
        elif card_command is not None:
            line = f"{card_command.name} {inside}"
        else:
            continue
        if line not in wanted:
            wanted.append(line)
    return wanted[:MAX_MENTIONS], max(0, len(wanted) - MAX_MENTIONS)


class InlineMentions(commands.Cog):
    """Called by the bot's ``on_message`` after the commands (so replies keep their order)."""

    def __init__(self, bot: JudgeBot) -> None:
        self.bot = bot

    async def answer(self, message: discord.Message) -> None:
        if message.author.bot or "[[" not in message.content:
            return
        lines, left_out = mention_commands(message.content, self.bot.core.registry)
        if not lines:
            return
        ctx = await self.bot.get_context(message)
        if ctx.valid:  # "!layers [[x]]" is a command; the command answers it
            return
        bucket = self.bot.user_cooldown.get_bucket(message)
        if bucket is not None and bucket.update_rate_limit():
            log.debug("mentions from %s ignored: cooldown", message.author.id)
            return
        core = self.bot.core
        context = context_from_message(core, message)
        prefix = core.services.prefix
        outcomes = await asyncio.gather(*(core.handle(prefix + line, context) for line in lines))
        budget = TOTAL_LIMIT // len(outcomes) - NOTE_ROOM
        embeds = []
        for line, outcome in zip(lines, outcomes, strict=True):
            pages = render_outcome(outcome, total_limit=budget)
            embed = pages[0]
            if len(pages) > 1:
                embed.set_footer(text=shorten(f"Shortened: {prefix}{line} shows all of it", 110))
            embeds.append(embed)
        note = (
            f"I answer at most {MAX_MENTIONS} mentions per message; "
            f"{left_out} more {'was' if left_out == 1 else 'were'} left out."
            if left_out
            else None
        )
        await self.bot.reply_order.wait_turn(message)
        try:
            await message.reply(
                content=note, embeds=embeds, mention_author=False, allowed_mentions=NO_MENTIONS
            )
        except discord.HTTPException as error:  # after discord.py's own retries
            log.error(
                "could not answer mentions in channel %s (error id %s): HTTP %s %s",
                message.channel.id,
                new_error_id(),
                error.status,
                error.text[:200],
            )


async def setup(bot: JudgeBot) -> None:
    await bot.add_cog(InlineMentions(bot))
