"""``run_bot()``: what ``judgebot run`` does when ``DISCORD_TOKEN`` is set.

Builds the settings, the command core and the bot, runs until stopped, and returns an
exit code: 0 after a normal stop, 1 when Discord refused to connect (a bad token, refused
intents, a fatal gateway close code: restarting cannot help), 2 for bad settings.
"""

from __future__ import annotations

import asyncio
import logging
import sys

import discord
from pydantic import ValidationError

from bot.core.core import open_core
from bot.gateway.client import create_bot
from bot.gateway.settings import GatewaySettings

log = logging.getLogger(__name__)


#: Gateway close codes after which reconnecting cannot help: the settings must change first.
FATAL_CLOSE_CODES = {
    4004: "Discord refused the token (gateway close code 4004): check DISCORD_TOKEN.",
    4010: "Discord refused the shard id (close code 4010): check JUDGEBOT_SHARD_IDS.",
    4011: "Discord requires sharding for this bot (close code 4011): set JUDGEBOT_SHARDED=true.",
    4012: "Discord refused the gateway version (close code 4012): update discord.py.",
    4013: "Discord refused the intents (close code 4013): this is a bug, please report it.",
}


def describe_settings_error(error: ValidationError) -> str:
    """Which settings are wrong, without echoing any value (one of them may be the token)."""
    lines = ["judgebot cannot start: the settings are invalid."]
    for problem in error.errors(include_input=False, include_url=False):
        name = ".".join(str(part) for part in problem["loc"]) or "settings"
        lines.append(f"  {name}: {problem['msg']}")
    return "\n".join(lines)


async def serve(settings: GatewaySettings) -> int:
    """Run the bot until it stops; the core is closed however that happens."""
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    core = await open_core(settings.data_dir, settings.prefix)
    bot = create_bot(settings, core)
    try:
        async with bot:
            await bot.start(settings.discord_token.get_secret_value())
    except discord.LoginFailure:
        log.error("Discord refused the token: check DISCORD_TOKEN.")
        return 1
    except discord.ConnectionClosed as closed:
        # discord.py does not reconnect after these codes; neither do we (no restart loop)
        log.error(
            FATAL_CLOSE_CODES.get(
                closed.code, f"Discord closed the gateway with code {closed.code}; stopping."
            )
        )
        return 1
    except discord.PrivilegedIntentsRequired:
        log.error(
            "Discord refused the message-content intent: enable it for the application in the "
            "developer portal, or set JUDGEBOT_MESSAGE_CONTENT=false."
        )
        return 1
    finally:
        await bot.core.close()  # the current core: a data refresh may have replaced the first
    return 0


def run_bot() -> int:
    try:
        settings = GatewaySettings.from_env()
    except ValidationError as error:
        print(describe_settings_error(error), file=sys.stderr)
        return 2
    level = logging.getLevelNamesMapping().get(settings.log_level.upper(), logging.INFO)
    discord.utils.setup_logging(level=level)
    log.info("starting judgebot: %s", settings.summary())
    try:
        return asyncio.run(serve(settings))
    except KeyboardInterrupt:
        log.info("stopped")
        return 0
