"""kill -9 during a CR import leaves the old rules index, which still opens and answers.

The importer (``judgebot rules import FILE``) writes the new index to a temporary file
and moves it over the old one with ``os.replace``. We start a real import in a
subprocess, SIGKILL it while the temporary index is being written, and ask the old
index a question through a fresh command core.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.core.context import Services
from bot.core.core import CommandCore
from bot.core.rules.encoding import decode_rules
from bot.core.rules.library import RulesLibrary
from bot.core.rules.parser import parse_rules_text
from bot.core.rules.store import index_is_current, index_path, save_import

DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
OLD_CR = DATA / "comprehensive-rules-20200124.txt"
NEW_CR = DATA / "comprehensive-rules.txt"

pytestmark = pytest.mark.skipif(
    not (OLD_CR.exists() and NEW_CR.exists()),
    reason=f"the official CR files are not in the repository; expected them in {DATA}",
)


def _ask(data_dir: Path, text: str) -> str:
    async def ask() -> str:
        core = CommandCore(Services(data_dir=data_dir))
        try:
            outcome = await core.handle(text)
        finally:
            await core.close()
        assert outcome.ok, outcome.error
        return outcome.document().footer

    return asyncio.run(ask())


def _kill_while_building(data_dir: Path, delay: float) -> list[Path]:
    """Run the import; SIGKILL it ``delay`` s after its temporary index appears."""
    process = subprocess.Popen(
        [sys.executable, "-m", "bot.cli", "rules", "import", str(NEW_CR), "--data-dir",
         str(data_dir)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    pattern = f"{index_path(data_dir).name}.tmp{process.pid}"
    deadline = time.monotonic() + 120
    try:
        while not (data_dir / pattern).exists():
            assert process.poll() is None, "the import ended before its index was being written"
            assert time.monotonic() < deadline, "the import never started writing its index"
            time.sleep(0.002)
        time.sleep(delay)
        assert process.poll() is None, "the import finished before it could be killed"
        os.kill(process.pid, signal.SIGKILL)
    finally:
        process.kill()
        process.wait()
    assert process.returncode == -signal.SIGKILL
    return sorted(data_dir.glob(f"{index_path(data_dir).name}.tmp*"))


@pytest.mark.parametrize("delay", [0.0, 0.01])
def test_a_killed_import_leaves_the_old_index_answering(tmp_path: Path, delay: float) -> None:
    text, _ = decode_rules(OLD_CR.read_bytes())
    save_import(tmp_path, parse_rules_text(text), text)
    RulesLibrary(tmp_path).rebuild()
    before = index_path(tmp_path).read_bytes()
    assert _ask(tmp_path, "!cr 702.19b").startswith("Source: CR effective January 24, 2020")

    leftovers = _kill_while_building(tmp_path, delay)

    assert leftovers, "the kill did not land while the new index was being written"
    assert index_path(tmp_path).read_bytes() == before
    assert index_is_current(index_path(tmp_path))
    connection = sqlite3.connect(f"file:{index_path(tmp_path)}?mode=ro", uri=True)
    try:
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    finally:
        connection.close()
    footer = _ask(tmp_path, "!cr 702.19b")
    assert footer.startswith("Source: CR effective January 24, 2020")
