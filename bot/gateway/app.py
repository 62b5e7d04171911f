"""``run_bot()``: what ``judgebot run`` does when ``DISCORD_TOKEN`` is set.

Builds the settings, the command core and the bot, runs until stopped, and returns an
exit code: 0 after a normal stop, 1 when Discord refused to connect (a bad token, refused
intents, a fatal gateway close code: restarting cannot help), 2 for bad settings.
"""

from __future__ import annotations

import asyncio
import logging
import signal
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
    closing = _close_on_signals(bot)
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
        await asyncio.gather(*closing)  # a stop asked by a signal, finished
        await bot.core.close()  # the current core: a data refresh may have replaced the first
    return 0


def _close_on_signals(bot: discord.Client) -> set[asyncio.Task[None]]:
    """Ctrl-C and ``docker stop`` (SIGINT, SIGTERM) close the bot, so ``bot.start`` returns
    whatever the gateway is doing: cancelling the main task instead (asyncio's own Ctrl-C)
    could leave a shard that was resuming its session reconnecting, and the process running.
    Returns the closing tasks, kept while they run."""
    loop = asyncio.get_running_loop()
    closing: set[asyncio.Task[None]] = set()

    def close() -> None:
        if not closing:
            log.info("stopping: closing the gateway connection")
            closing.add(loop.create_task(bot.close()))

    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, close)
    return closing


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
        status = asyncio.run(serve(settings))
    except KeyboardInterrupt:  # before the signal handlers were in place
        status = 0
    log.info("stopped")
    return status
