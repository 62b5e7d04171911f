"""Cold start and memory: what a restart costs and what one process holds.

* ``judgebot ask "!help"`` and ``judgebot ask "!layers Grizzly Bears + Giant Growth"`` as
  fresh subprocesses (interpreter start, imports, catalog load, first reply), median of
  a few runs; ``import bot.core.core`` alone for comparison.
* Peak resident memory (``VmHWM``; ``ru_maxrss`` without ``/proc``) of a subprocess
  that builds the core and answers a handful of commands, including a rules search (the
  index is built first, untimed);
  and again with the full Scryfall card database imported and loaded through
  :func:`bot.core.cards.open_card_source`, when the data file and importer exist.

Subprocesses run in a temporary directory so ``./var`` of the checkout is never touched.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench import CARD_FILE, REPO_ROOT, Row

#: Answers a few commands in a fresh process and prints its peak resident memory in MB.
MEMORY_SCRIPT = """
import asyncio, json, resource, sys
from pathlib import Path

async def main(data_dir, with_cards):
    from bot.core.context import Services
    from bot.core.core import CommandCore
    services = Services(data_dir=Path(data_dir))
    if with_cards:
        from bot.core.cards import open_card_source
        services.cards = await open_card_source(Path(data_dir))
    core = CommandCore(services)
    oks = []
    for text in ("!help", "!layers Grizzly Bears + Giant Growth", "!cr 613.4c",
                 "!rule trample over deathtouch", "!layers Humility + Opalescence",
                 "!identity Tarmogoyf"):
        oks.append((await core.handle(text)).ok)
    await core.close()
    close = getattr(services.cards, "close", None)
    if close is not None:
        await close()
    # VmHWM is this program's own peak; Linux carries ru_maxrss over from the parent
    # across fork+exec, so a child of a big benchmark process would report the parent's.
    status = Path("/proc/self/status")
    lines = status.read_text().splitlines() if status.exists() else []
    hwm = [line for line in lines if line.startswith("VmHWM")]
    rss_kb = int(hwm[0].split()[1]) if hwm else resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({"peak_mb": round(rss_kb / 1024, 1), "answered": sum(oks)}))

asyncio.run(main(sys.argv[1], sys.argv[2] == "1"))
"""


def _judgebot() -> list[str]:
    script = Path(sys.executable).with_name("judgebot")
    return [str(script)] if script.exists() else [sys.executable, "-m", "bot.cli"]


def _timed(command: list[str], cwd: Path) -> tuple[float, int]:
    """Seconds to run ``command`` to the end, and its exit status."""
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, capture_output=True, timeout=120)
    return time.perf_counter() - start, done.returncode


def _cold(name: str, command: list[str], cwd: Path, runs: int) -> Row:
    _timed(command, cwd)  # warm the OS file cache and the .pyc files
    results = [_timed(command, cwd) for _ in range(runs)]
    samples = [seconds for seconds, _ in results]
    failed = sum(status != 0 for _, status in results)
    return {
        "name": name,
        "median_ms": round(statistics.median(samples) * 1000, 1),
        "p99_ms": round(max(samples) * 1000, 1),
        "n": runs,
        "note": "p99 column is the slowest run"
        + (f"; {failed} runs exited non-zero (answer refused?)" if failed else ""),
    }


def _memory(data_dir: Path, with_cards: bool) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-c", MEMORY_SCRIPT, str(data_dir), "1" if with_cards else "0"],
        cwd=data_dir,
        check=True,
        capture_output=True,
        text=True,
        timeout=600,
    )
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _card_index(cache: Path) -> tuple[Path | None, str]:
    """A data dir holding the imported card DB (built once, cached); or None and why."""
    if not CARD_FILE.exists():
        return None, f"card data file not found ({CARD_FILE})"
    try:
        from bot.core.cards import index_path
        from bot.core.cards.importer import import_files
    except ImportError as error:
        return None, f"no card importer ({error})"
    stamp = f"{CARD_FILE.stat().st_size}-{int(CARD_FILE.stat().st_mtime)}"
    folder = cache / stamp
    if not index_path(folder).exists():
        shutil.rmtree(cache, ignore_errors=True)
        started = time.perf_counter()
        summary = asyncio.run(import_files([CARD_FILE], folder))
        took = time.perf_counter() - started
        return folder, f"{summary.cards:,} cards, imported in {took:.0f} s"
    return folder, "card index cached from an earlier run"


def run(quick: bool = False) -> list[Row]:
    runs = 2 if quick else 5
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="judgebot-startup-") as folder:
        cwd = Path(folder)
        rows.append(
            _cold(
                "python -c 'import bot.core.core'",
                [sys.executable, "-c", "import bot.core.core"],
                cwd,
                runs,
            )
        )
        rows.append(_cold('judgebot ask "!help"', [*_judgebot(), "ask", "!help"], cwd, runs))
        rows.append(
            _cold(
                'judgebot ask "!layers Grizzly Bears + Giant Growth"',
                [*_judgebot(), "ask", "!layers Grizzly Bears + Giant Growth"],
                cwd,
                runs,
            )
        )
        _memory(cwd, False)  # builds the rules index; the next run measures serving only
        core = _memory(cwd, False)
        rows.append(
            {
                "name": "peak RSS: core + 6 commands (catalog cards)",
                "peak_mb": core["peak_mb"],
                "note": f"{core['answered']}/6 answered; rules index from the digest",
            }
        )
    if quick:
        rows.append({"name": "peak RSS with the full card DB", "note": "skipped in --quick"})
        return rows
    cache = Path(tempfile.gettempdir()) / "judgebot-bench-cards"
    data_dir, why = _card_index(cache)
    if data_dir is None:
        rows.append({"name": "peak RSS with the full card DB", "note": f"skipped: {why}"})
        return rows
    _memory(data_dir, True)
    cards = _memory(data_dir, True)
    rows.append(
        {
            "name": "peak RSS: core + 6 commands (full card DB)",
            "peak_mb": cards["peak_mb"],
            "note": f"{cards['answered']}/6 answered; {why}",
        }
    )
    return rows


if __name__ == "__main__":
    for item in run(quick="--quick" in sys.argv):
        print(item)
    print(f"(repository: {REPO_ROOT})")
