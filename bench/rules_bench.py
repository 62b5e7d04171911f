"""Benchmarks of the rules library: import+index, ``!cr`` lookups, ``!rule`` searches.

``run()`` returns rows ``{"name", "median_ms", "p99_ms", "n"}``. It uses the official CR
from ``../shared/data`` when present (the targets are about the full CR) and the digest
alone otherwise; everything is written to a temporary folder.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import statistics
import tempfile
import time
import tomllib
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from bot.core.context import Services
from bot.core.core import CommandCore
from bot.core.rules.cli import import_text
from bot.core.rules.library import RulesLibrary

REPO_ROOT = Path(__file__).resolve().parents[1]
CURRENT_CR = REPO_ROOT.parent / "shared" / "data" / "comprehensive-rules.txt"
QUESTIONS = REPO_ROOT / "tests" / "rules" / "questions.toml"
NUMBERS = ["613.4c", "702.19b", "903.10a", "510.1c", "601.2c", "302.6", "704.5j", "100.1"]


def _row(name: str, samples: list[float]) -> dict[str, Any]:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {
        "name": name,
        "median_ms": round(statistics.median(ordered) * 1000, 3),
        "p99_ms": round(p99 * 1000, 3),
        "n": len(ordered),
    }


async def _time(call: Callable[[int], Awaitable[object]], n: int, warmup: int = 20) -> list[float]:
    for i in range(warmup):
        await call(i)
    samples = []
    for i in range(n):
        started = time.perf_counter()
        await call(i)
        samples.append(time.perf_counter() - started)
    return samples


def _import_samples(data_dir: Path, n: int) -> list[float]:
    samples = []
    data = CURRENT_CR.read_bytes()
    for _ in range(n):
        started = time.perf_counter()
        with contextlib.redirect_stdout(io.StringIO()):
            import_text(data_dir, data, CURRENT_CR.name)
        samples.append(time.perf_counter() - started)
    return samples


async def _queries(data_dir: Path, label: str) -> list[dict[str, Any]]:
    questions = [q["text"] for q in tomllib.loads(QUESTIONS.read_text("utf-8"))["question"]]
    library = RulesLibrary(data_dir)
    core = CommandCore(Services(data_dir=data_dir))
    try:
        await library.ready()
        rows = [
            _row(
                f"library.rule by number ({label})",
                await _time(lambda i: library.rule(NUMBERS[i % len(NUMBERS)]), 2000),
            ),
            _row(
                f"!cr <number> end to end ({label})",
                await _time(lambda i: core.handle("!cr " + NUMBERS[i % len(NUMBERS)]), 2000),
            ),
            _row(
                f"library.search question ({label})",
                await _time(lambda i: library.search(questions[i % len(questions)]), 740),
            ),
            _row(
                f"!rule <question> end to end ({label})",
                await _time(lambda i: core.handle("!rule " + questions[i % len(questions)]), 740),
            ),
        ]
    finally:
        await library.close()
        await core.close()
    return rows


def run() -> list[dict[str, Any]]:
    """Every benchmark row; about ten seconds with the full CR."""
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="judgebot-rules-bench-") as folder:
        data_dir = Path(folder)
        label = "digest only"
        if CURRENT_CR.exists():
            rows.append(
                _row("rules import + index, one full CR edition", _import_samples(data_dir, 5))
            )
            label = "full CR"
        else:
            RulesLibrary(data_dir).rebuild()
        rows.extend(asyncio.run(_queries(data_dir, label)))
    return rows


if __name__ == "__main__":  # pragma: no cover - `python bench/rules_bench.py`
    for row in run():
        print(row)
