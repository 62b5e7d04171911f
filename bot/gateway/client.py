"""The ``commands.Bot`` subclass: dependencies in the constructor, extensions in ``setup_hook``.

The bot never syncs its slash commands on its own: an owner runs ``!sync`` when the
command list changed (see :mod:`bot.gateway.extensions.owner`).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import discord
import yarl
from discord.ext import commands
from discord.gateway import DiscordWebSocket
from discord.http import Route

from bot.core.core import CommandCore
from bot.gateway.order import ReplyOrder
from bot.gateway.pace import GlobalPace
from bot.gateway.settings import GatewaySettings

log = logging.getLogger(__name__)

#: Loaded in this order by ``setup_hook``; ``!reload`` reloads them.
EXTENSIONS: tuple[str, ...] = (
    "bot.gateway.extensions.errors",
    "bot.gateway.extensions.core_commands",
    "bot.gateway.extensions.mentions",
    "bot.gateway.extensions.owner",
    "bot.gateway.extensions.heartbeat",
)
#: Loaded after those when ``JUDGEBOT_REFRESH_DATA`` is on.
REFRESH_EXTENSION = "bot.gateway.extensions.refresh"
#: ``[[...]]`` mentions need the text of ordinary messages, hence the message-content intent.
NEEDS_MESSAGE_CONTENT: frozenset[str] = frozenset({"bot.gateway.extensions.mentions"})

#: The per-user cooldown shared by every core command and inline mentions.
COOLDOWN_RATE = 5
COOLDOWN_SECONDS = 10.0


def intents_for(settings: GatewaySettings) -> discord.Intents:
    """The fewest intents that serve the configured features.

    Slash commands need no intent at all. ``guilds`` keeps channels and permissions
    cached; guild and DM messages let ``!commands`` arrive. The privileged
    message-content intent is asked for only when ``JUDGEBOT_MESSAGE_CONTENT`` is on:
    without it Discord sends the text of a message only when it mentions the bot or
    is a DM, so ``@judgebot layers ...`` and DMs still work but ``!layers`` and
    ``[[card]]`` in channels do not.
    """
    intents = discord.Intents.none()
    intents.guilds = True
    intents.guild_messages = True
    intents.dm_messages = True
    intents.message_content = settings.message_content
    return intents


def extensions_for(settings: GatewaySettings) -> tuple[str, ...]:
    names = [
        name for name in EXTENSIONS if settings.message_content or name not in NEEDS_MESSAGE_CONTENT
    ]
    if settings.refresh_data:
        names.append(REFRESH_EXTENSION)
    return tuple(names)


class JudgeBotMixin:
    """What both bot classes share; the Discord base class comes second in the bases."""

    def __init__(
        self,
        settings: GatewaySettings,
        core: CommandCore,
        *,
        extensions: Sequence[str] | None = None,
        **options: Any,
    ) -> None:
        self.settings = settings
        self.core = core
        self.extension_list: tuple[str, ...] = tuple(
            extensions if extensions is not None else extensions_for(settings)
        )
        #: One bucket per user across all core commands and mentions.
        self.user_cooldown = commands.CooldownMapping.from_cooldown(
            COOLDOWN_RATE, COOLDOWN_SECONDS, commands.BucketType.user
        )
        self.reply_order = ReplyOrder()
        options.setdefault("intents", intents_for(settings))
        super().__init__(  # type: ignore[call-arg]
            command_prefix=commands.when_mentioned_or(settings.prefix),
            allowed_mentions=discord.AllowedMentions.none(),
            help_command=None,  # the core has its own !help
            owner_ids=set(settings.owner_ids) or None,
            case_insensitive=True,
            strip_after_prefix=True,
            **options,
        )
        if settings.rest_per_second:
            # discord.py has no hook for a global pace; wrapping the one method every REST
            # call goes through (interaction webhooks do not, as Discord exempts them) is it.
            http = self.http  # type: ignore[attr-defined]
            http.request = GlobalPace(settings.rest_per_second).wrap(http.request)

    async def setup_hook(self) -> None:
        """Load the extensions. No command-tree sync here: that is ``!sync``'s job."""
        for name in self.extension_list:
            await self.load_extension(name)  # type: ignore[attr-defined]
        log.info("loaded extensions: %s", ", ".join(self.extension_list))

    async def on_message(self, message: discord.Message) -> None:
        """A command, else the message's ``[[...]]`` mentions; in arrival order per channel."""
        if message.author.bot:
            return
        self.reply_order.arrive(message)
        try:
            await self.process_commands(message)  # type: ignore[attr-defined]
            mentions = self.get_cog("InlineMentions")  # type: ignore[attr-defined]
            if mentions is not None:
                await mentions.answer(message)
        finally:
            self.reply_order.leave(message)

    async def on_ready(self) -> None:
        user = self.user  # type: ignore[attr-defined]
        log.info("connected as %s (%s)", user, getattr(user, "id", "?"))


class JudgeBot(JudgeBotMixin, commands.Bot):
    """judgebot on one gateway connection."""


class ShardedJudgeBot(JudgeBotMixin, commands.AutoShardedBot):
    """judgebot with discord.py managing several shards (``JUDGEBOT_SHARDED=true``)."""


def point_at(settings: GatewaySettings) -> None:
    """Send REST calls to ``discord_api_url`` and open the gateway at ``discord_gateway_url``.

    discord.py has no constructor option for either, so this sets the two class attributes
    it reads them from, here and nowhere else: ``Route.BASE`` (every REST call and
    interaction webhook is built on it; the way a REST proxy such as nirn-proxy is put in
    front of Discord) and ``DiscordWebSocket.DEFAULT_GATEWAY`` (the first connection, and
    every new session after an invalid session; resumes go to the ``resume_gateway_url``
    that READY names). Both are process-wide, which is what one bot per process wants.
    """
    Route.BASE = settings.discord_api_url.rstrip("/")
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.discord_gateway_url)


def create_bot(
    settings: GatewaySettings, core: CommandCore, **options: Any
) -> JudgeBot | ShardedJudgeBot:
    """The bot class the settings ask for, pointed at the configured Discord."""
    point_at(settings)
    options.setdefault("heartbeat_timeout", settings.heartbeat_timeout)
    if settings.sharded:
        if settings.shard_count is not None:
            options.setdefault("shard_count", settings.shard_count)
        if settings.shard_ids is not None:
            options.setdefault("shard_ids", list(settings.shard_ids))
        return ShardedJudgeBot(settings, core, **options)
    return JudgeBot(settings, core, **options)
