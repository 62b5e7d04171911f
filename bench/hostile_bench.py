"""Hostile input timing: a 10,000-character message must be handled in under 100 ms.

The core refuses messages over 4,000 characters before any command runs, so two sizes
are timed for every registered command: 10,000 characters (the refusal) and 3,990
(the longest message a command really parses). The scenario parser is also timed on
10,000 characters directly, since other callers (autocomplete, tests) skip the cap.
Correctness of the same inputs is asserted in ``tests/hostile``; only timing lives here.
"""

from __future__ import annotations

import asyncio
import contextlib
import tempfile
from pathlib import Path

from bench import Row, row, time_awaits, time_calls
from bot.core.context import Services
from bot.core.core import CommandCore
from engine.errors import ScenarioError
from engine.scenario.parse import parse_scenario

LIMIT_MS = 100.0
COMMANDS = ("layers", "cr", "rule", "define", "card", "deck", "identity", "combat", "tax", "help")
#: Long inputs that make parsers and matchers work: words, separators, brackets, digits.
SHAPES = {
    "words": "trample deathtouch Grizzly Bears ",
    "plus signs": "Grizzly Bears + ",
    "brackets": "[[[[]]]]",
    "digits": "9",
}


def _fill(pattern: str, size: int) -> str:
    return (pattern * (size // len(pattern) + 1))[:size]


def _verdict(item: Row) -> Row:
    ok = item["p99_ms"] < LIMIT_MS
    item["note"] = f"{'ok' if ok else 'OVER'}: limit {LIMIT_MS:g} ms"
    return item


def _parse(text: str) -> None:
    # ValueError: numbers over 4,300 digits (tests/hostile/known_bugs.txt)
    with contextlib.suppress(ScenarioError, ValueError):
        parse_scenario(text)


async def _measure(n: int) -> list[Row]:
    rows = []
    with tempfile.TemporaryDirectory(prefix="judgebot-hostile-") as folder:
        core = CommandCore(Services(data_dir=Path(folder)))
        try:
            await core.handle("!cr 613.4c")  # build the rules index first
            for command in COMMANDS:
                if core.registry.find(command) is None:
                    continue
                for size in (10_000, 3_990):
                    worst: Row | None = None
                    for shape, pattern in SHAPES.items():
                        message = f"!{command} " + _fill(pattern, size - len(command) - 2)
                        samples = await time_awaits(lambda m=message: core.handle(m), n, 1)
                        item = row(f"!{command} {size:,} chars (slowest: {shape})", samples)
                        if worst is None or item["p99_ms"] > worst["p99_ms"]:
                            worst = item
                    assert worst is not None
                    rows.append(_verdict(worst))
        finally:
            await core.close()
    return rows


def run(quick: bool = False) -> list[Row]:
    n = 3 if quick else 20
    rows = asyncio.run(_measure(n))
    for shape, pattern in SHAPES.items():
        text = _fill(pattern, 10_000)
        rows.append(
            _verdict(
                row(
                    f"parse_scenario 10,000 chars of {shape}",
                    time_calls(lambda t=text: _parse(t), n, 1),
                )
            )
        )
    return rows


if __name__ == "__main__":
    for item in run():
        print(item)
