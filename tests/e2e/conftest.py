"""One stand-in Discord and one ``judgebot run`` process per test module.

Module scope keeps the suite fast (a process start costs a second or two here); tests
that need a fresh process (bad tokens, exit codes) start their own.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from .process import BotProcess
from .standin import StandIn

#: Short enough for the fault tests: a silent gateway is noticed after 6 s (the least
#: the settings allow: discord.py reads nothing during its 5 s wait before a new IDENTIFY).
HEARTBEAT_MS = 1000
E2E_SETTINGS = {
    "JUDGEBOT_HEARTBEAT_TIMEOUT": "6",
    "JUDGEBOT_DEFER_AFTER": "0",  # every slash command takes the "thinking…" path
    "JUDGEBOT_LOG_LEVEL": "INFO",
}


@pytest.fixture(scope="module")
def discord_standin() -> Iterator[StandIn]:
    with StandIn(channels=5, heartbeat_ms=HEARTBEAT_MS) as standin:
        yield standin


@pytest.fixture(scope="module")
def judgebot(
    discord_standin: StandIn, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[BotProcess]:
    folder = tmp_path_factory.mktemp("judgebot")
    environment = discord_standin.bot_environment(str(folder / "data"), **E2E_SETTINGS)
    bot = BotProcess(environment, folder / "judgebot.log")
    try:
        bot.wait_for_log("connected as", timeout=60)
        discord_standin.wait_connected()
        yield bot
    finally:
        status = bot.stop()
        print(f"judgebot stopped with {status}; log at {bot.log_path}")


def start_bot(standin: StandIn, folder: Path, **settings: str) -> BotProcess:
    """A process of its own (for tests that end it)."""
    environment = standin.bot_environment(str(folder / "data"), **(E2E_SETTINGS | settings))
    return BotProcess(environment, folder / "judgebot.log")
