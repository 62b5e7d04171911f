"""judgebot's benchmarks: ``python -m bench`` (or ``make bench``) runs them all.

Every ``bench/<name>_bench.py`` module exposes ``run() -> list[dict]``; each row is
``{"name", "median_ms", "p99_ms", "n"}`` plus optional keys (``"note"``, ``"peak_mb"``,
``"per_second"`` ...). :mod:`bench.__main__` finds the modules with :mod:`pkgutil`,
runs them and writes the table into ``docs/PERFORMANCE.md``.

The helpers here are plain ``time.perf_counter`` loops with a warm-up; nothing in
this package does work at import time.
"""

from __future__ import annotations

import os
import platform
import statistics
import time
from collections.abc import Awaitable, Callable
from datetime import date
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[1]
#: Official data files (CR, card databases) kept next to the checkout, not in it.
SHARED_DATA = REPO_ROOT.parent / "shared" / "data"
CURRENT_CR = SHARED_DATA / "comprehensive-rules.txt"
OLD_CR = SHARED_DATA / "comprehensive-rules-20200124.txt"
CARD_FILE = SHARED_DATA / "cards" / "scryfall-oracle-cards.json"

Row = dict[str, Any]


def percentile(samples: list[float], fraction: float) -> float:
    """The nearest-rank percentile of ``samples`` (``fraction`` 0.99 -> p99)."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def row(name: str, seconds: list[float], **extra: Any) -> Row:
    """A result row from per-call durations in seconds."""
    return {
        "name": name,
        "median_ms": round(statistics.median(seconds) * 1000, 4),
        "p99_ms": round(percentile(seconds, 0.99) * 1000, 4),
        "n": len(seconds),
        **extra,
    }


def time_calls(action: Callable[[], object], n: int, warmup: int = 3) -> list[float]:
    """Durations of ``n`` calls of ``action`` after ``warmup`` untimed ones."""
    for _ in range(warmup):
        action()
    samples = []
    for _ in range(n):
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    return samples


async def time_awaits(
    action: Callable[[], Awaitable[object]], n: int, warmup: int = 3
) -> list[float]:
    """Like :func:`time_calls` for a coroutine function, awaited one at a time."""
    for _ in range(warmup):
        await action()
    samples = []
    for _ in range(n):
        start = time.perf_counter()
        await action()
        samples.append(time.perf_counter() - start)
    return samples


def cpu_model() -> str:
    """The CPU's model name from ``/proc/cpuinfo`` (or what :mod:`platform` knows)."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown"


def machine() -> dict[str, str]:
    """What the figures were measured on."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return {
        "cpu": cpu_model(),
        "cores": str(cores),
        "python": platform.python_version(),
        "system": f"{platform.system()} {platform.release()}",
        "date": date.today().isoformat(),
    }
