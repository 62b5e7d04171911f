"""Keep the data fresh (opt-in, ``JUDGEBOT_REFRESH_DATA=true``).

At start and every ``JUDGEBOT_REFRESH_HOURS`` (24) the bot runs ``judgebot rules update``
and ``judgebot cards update`` in a child process (the import's memory and any crash stay
out of the bot), then compares what is on disk before and after. When something changed
it opens a new command core over the new files and swaps it in with one assignment:
commands that already started finish on the old core, which is closed a minute later.
The log says what changed (which CR editions, whether the card index was rebuilt) or that
nothing did. Both updates are conditional downloads, so a daily check costs two small
requests when nothing is new.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from discord.ext import commands, tasks

from bot.core.cards.store import index_path
from bot.core.core import CommandCore, open_core
from bot.core.rules.store import import_dir

if TYPE_CHECKING:
    from bot.gateway.client import JudgeBot

log = logging.getLogger(__name__)

UPDATES: tuple[tuple[str, ...], ...] = (("rules", "update"), ("cards", "update"))
#: An update taking longer than this is stopped (the full Scryfall import takes ~15 s).
UPDATE_TIMEOUT_SECONDS = 30 * 60
#: How long a replaced core stays open for the commands still using it.
OLD_CORE_GRACE_SECONDS = 60.0


@dataclass(frozen=True)
class DataOnDisk:
    """What the core reads: the imported CR editions and the card index file."""

    editions: tuple[str, ...]
    card_index: tuple[int, int] | None  # (size, mtime in ns); None: the curated catalog

    @classmethod
    def of(cls, data_dir: Path) -> DataOnDisk:
        folder = import_dir(data_dir)
        editions = tuple(sorted(p.stem.removeprefix("cr-") for p in folder.glob("cr-*.txt")))
        index = index_path(data_dir)
        stat = index.stat() if index.exists() else None
        return cls(editions, (stat.st_size, stat.st_mtime_ns) if stat else None)

    def changes_since(self, before: DataOnDisk) -> list[str]:
        changes = [f"CR {date} imported" for date in self.editions if date not in before.editions]
        if self.card_index != before.card_index:
            size = f"{self.card_index[0] / 1e6:.1f} MB" if self.card_index else "gone"
            changes.append(f"card index rebuilt ({size})")
        return changes


async def run_update(arguments: tuple[str, ...], data_dir: Path) -> tuple[int, str]:
    """``judgebot ARGUMENTS`` in a child process; its exit status and output."""
    child = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot.cli",
        *arguments,
        env=os.environ | {"JUDGEBOT_DATA_DIR": str(data_dir)},
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    try:
        output, _ = await asyncio.wait_for(child.communicate(), UPDATE_TIMEOUT_SECONDS)
    except TimeoutError:
        child.kill()
        await child.wait()
        return -1, "stopped: took longer than the time allowed"
    return child.returncode or 0, output.decode("utf-8", "replace")


class Refresh(commands.Cog):
    def __init__(self, bot: JudgeBot) -> None:
        self.bot = bot
        self._closing: set[asyncio.Task[None]] = set()
        self._retired: list[CommandCore] = []

    async def cog_load(self) -> None:
        self.check.change_interval(hours=self.bot.settings.refresh_hours)
        self.check.start()

    async def cog_unload(self) -> None:
        self.check.cancel()
        for task in self._closing:
            task.cancel()
        for core in self._retired:
            await core.close()
        self._retired.clear()

    @tasks.loop(hours=24)
    async def check(self) -> None:
        await self.refresh()

    async def refresh(self) -> list[str]:
        """One round: both updates, then a new core if anything changed; what changed."""
        data_dir = self.bot.settings.data_dir
        before = DataOnDisk.of(data_dir)
        for arguments in UPDATES:
            status, output = await run_update(arguments, data_dir)
            last = " / ".join(line for line in output.strip().splitlines()[-3:] if line.strip())
            report = log.info if status == 0 else log.warning
            report("data refresh: judgebot %s exited %s: %s", " ".join(arguments), status, last)
        changes = DataOnDisk.of(data_dir).changes_since(before)
        if not changes:
            log.info("data refresh: nothing new; the bot keeps its current data")
            return []
        new_core = await open_core(data_dir, self.bot.settings.prefix)
        old_core, self.bot.core = self.bot.core, new_core  # one assignment: the swap
        log.info("data refresh: %s; answers now come from the new data", "; ".join(changes))
        self._retire(old_core)
        return changes

    def _retire(self, core: CommandCore) -> None:
        """Close ``core`` once the commands still running on it have had time to finish."""
        self._retired.append(core)

        async def close_later() -> None:
            await asyncio.sleep(OLD_CORE_GRACE_SECONDS)
            self._retired.remove(core)
            await core.close()

        task = asyncio.create_task(close_later())
        self._closing.add(task)
        task.add_done_callback(self._closing.discard)


async def setup(bot: JudgeBot) -> None:
    await bot.add_cog(Refresh(bot))
