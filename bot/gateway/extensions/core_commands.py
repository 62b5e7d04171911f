"""Every command of the command core as a hybrid command: ``!name text`` and ``/name text``.

The commands are built from :attr:`CommandCore.registry` when the extension loads, so a
feature added to the core appears here (after ``!sync`` for the slash side) without a
line of Discord code. Each takes one free-text argument, described with the command's
``argument``/``argument_help``, with autocomplete when the command has a completer.
Autocomplete is only a suggestion: the core validates whatever text arrives.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.commands import Command
from bot.core.core import CommandCore
from bot.core.text import shorten
from bot.gateway.bridge import (
    context_from_ctx,
    context_from_interaction,
    new_error_id,
    send_outcome,
)

if TYPE_CHECKING:
    from bot.gateway.client import JudgeBot

log = logging.getLogger(__name__)

#: Slash command and option names: 1-32 lowercase letters, digits, ``-`` or ``_``.
SLASH_NAME = re.compile(r"^[-_a-z0-9]{1,32}$")
MAX_CHOICES = 25
CHOICE_LIMIT = 100
#: Discord drops an autocomplete answer that takes longer than 3 s.
AUTOCOMPLETE_SECONDS = 2.5
EXTRA_KEY = "judgebot_core"


def option_name(argument: str) -> str:
    """The registry's argument name as a slash-option name: ``"card name"`` -> ``card_name``."""
    name = re.sub(r"[^-_a-z0-9]", "", argument.strip().casefold().replace(" ", "_"))[:32]
    return name or "query"


def to_choices(values: Iterable[str]) -> list[app_commands.Choice[str]]:
    """At most 25 distinct choices; names cut to 100 characters, over-long values dropped.

    A value is what the command receives, so it is never cut (a cut card name would be
    a different, wrong question); the displayed name may be.
    """
    choices: list[app_commands.Choice[str]] = []
    seen: set[str] = set()
    for value in values:
        if not value or len(value) > CHOICE_LIMIT or value in seen:
            continue
        seen.add(value)
        choices.append(app_commands.Choice(name=shorten(value, CHOICE_LIMIT), value=value))
        if len(choices) == MAX_CHOICES:
            break
    return choices


async def run_core_command(ctx: commands.Context[Any], name: str, argument: str) -> None:
    """Ask the core, send what it answered. The core never raises; refusals are embeds too.

    A slash command the core answers within ``JUDGEBOT_DEFER_AFTER`` seconds gets its reply
    directly (public, or ephemeral for a refusal); a slower one is deferred first, since
    Discord drops an interaction not acknowledged within 3 s. The core is looked up on the
    bot at each call, so a data refresh that swaps it in takes effect at once.
    """
    core: CommandCore = ctx.bot.core
    context = await context_from_ctx(core, ctx)
    text = f"{core.services.prefix}{name} {argument.strip()}".strip()
    answer = asyncio.ensure_future(core.handle(text, context))
    try:
        if ctx.interaction is not None:
            wait = ctx.bot.settings.defer_after
            done, _ = await asyncio.wait({answer}, timeout=wait) if wait else (set(), None)
            if not done:
                await ctx.defer()
        outcome = await answer
    finally:
        answer.cancel()  # a no-op once answered; stops the work if the defer failed
    if outcome.error_id:
        log.error(
            "error id %s came from %s in channel %s", outcome.error_id, ctx.author.id, ctx.channel
        )
    try:
        await send_outcome(ctx, outcome)
    except discord.HTTPException as error:  # after discord.py's own retries of 5xx and 429
        log.error(
            "could not send the answer to %r in channel %s (error id %s): HTTP %s %s",
            text[:80],
            ctx.channel.id,
            new_error_id(),
            error.status,
            error.text[:200],
        )


def build_hybrid(
    command: Command, cooldown: commands.CooldownMapping[Any]
) -> commands.HybridCommand[Any, ..., None]:
    """One registry command as a hybrid command with a single "rest of the line" argument."""

    async def callback(ctx: commands.Context[Any], *, text: str = "") -> None:
        await run_core_command(ctx, command.name, text)

    callback.__doc__ = command.help or command.summary
    callback.__name__ = f"core_{command.name}"
    callback = app_commands.describe(text=shorten(command.argument_help or command.argument, 100))(
        callback
    )
    callback = app_commands.rename(text=option_name(command.argument))(callback)
    hybrid: commands.HybridCommand[Any, ..., None] = commands.hybrid_command(
        name=command.name,
        aliases=[alias for alias in command.aliases if alias != command.name],
        description=shorten(command.summary or command.name, 100),
        help=command.help or command.summary,
        brief=command.summary,
        usage=command.usage.partition(" ")[2] or None,
        rest_is_raw=True,
        cooldown=cooldown,
        extras={EXTRA_KEY: command.name},
    )(callback)

    if command.complete is not None:

        @hybrid.autocomplete("text")
        async def suggest(
            interaction: discord.Interaction, current: str
        ) -> list[app_commands.Choice[str]]:
            core: CommandCore = interaction.client.core  # type: ignore[attr-defined]
            current_command = core.registry.find(command.name)
            if current_command is None or current_command.complete is None:
                return []
            try:
                values = await asyncio.wait_for(
                    current_command.complete(context_from_interaction(core, interaction), current),
                    AUTOCOMPLETE_SECONDS,
                )
            except TimeoutError:
                log.warning("autocomplete for %s timed out on %r", command.name, current[:50])
                return []
            except Exception:
                log.exception("autocomplete for %s failed on %r", command.name, current[:50])
                return []
            return to_choices(values)

    return hybrid


async def setup(bot: JudgeBot) -> None:
    for command in bot.core.registry:
        if not SLASH_NAME.fullmatch(command.name):
            log.warning("command %r cannot be a slash command name; skipped", command.name)
            continue
        try:
            bot.add_command(build_hybrid(command, bot.user_cooldown))
        except commands.CommandRegistrationError as error:
            log.warning("command %r clashes with an adapter command: %s", command.name, error)


async def teardown(bot: JudgeBot) -> None:
    for command in list(bot.commands):
        if EXTRA_KEY in command.extras:
            bot.remove_command(command.name)
