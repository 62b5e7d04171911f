"""Throughput: 10,000 mixed commands through one :class:`CommandCore`, 200 in flight.

One process, one event loop, ``asyncio.Semaphore(200)`` + ``gather``: the load of a
busy shard. The mix is weighted like a rules channel: layers (3 and 10 terms), CR
lookups, rule searches, definitions, card lookups, help and some bad input. The
rules index holds the official CR when it is next to the checkout (as in production);
otherwise only our digest, which the note says.

Latency is measured from the moment a command gets its semaphore slot to its
outcome, so it includes waiting for the other 199 coroutines on the same loop (and
for aiosqlite's single connection thread) — what a user of a busy shard would see.

    python -m bench.throughput_bench              # the figures
    python -m bench.throughput_bench --profile    # plus the top functions by cumulative time
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import io
import pstats
import random
import sqlite3
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from bench import CURRENT_CR, Row, percentile, row
from bot.core.context import Services
from bot.core.core import CommandCore
from bot.core.rules.store import index_path

IN_FLIGHT = 200
TOTAL = 10_000
TARGET_PER_SECOND = 2_000
TARGET_P99_MS = 20.0

#: (kind, weight, messages); a message whose command is not registered is dropped.
MIX: tuple[tuple[str, int, tuple[str, ...]], ...] = (
    (
        "layers 3 terms",
        20,
        (
            "!layers Axebane Beast + Invert + Bedeck",
            "!layers Grizzly Bears + Giant Growth + Glorious Anthem",
            "!layers Humility + Opalescence + Glorious Anthem",
        ),
    ),
    (
        "layers 10 terms",
        10,
        (
            "!layers Grizzly Bears + Giant Growth + +1/+1 counter + 2 -1/-1 counters + "
            "Glorious Anthem + switch + base 0/1 + gains flying + +3/-3 + Humility",
        ),
    ),
    ("cr lookup", 20, ("!cr 613.4c", "!cr 702.19b", "!cr 903.4", "!cr 613")),
    (
        "rule search",
        15,
        (
            "!rule trample over deathtouch",
            "!rule can a creature with summoning sickness block",
            "!rule damage assignment order",
            "!rule what happens when a commander dies",
        ),
    ),
    ("define", 5, ("!define trample", "!define priority")),
    (
        "card lookup",
        10,
        ("!card Tarmogoyf", "!card Grizzly Bears", "!identity Tarmogoyf", "!identity Sol Ring"),
    ),
    ("help", 10, ("!help", "!help layers")),
    (
        "bad input",
        10,
        (
            "!layers Grizly Bears + Giant Growht",
            "!nosuchcommand",
            "!cr abc",
            "!layers 3/4 + [[[",
            "!rule",
            "!layers +99999999999999/+1",
        ),
    ),
)


def _registered(core: CommandCore, message: str) -> bool:
    return core.registry.find(message[1:].split(" ")[0]) is not None


def workload(core: CommandCore, total: int, seed: int = 8) -> list[tuple[str, str]]:
    """``total`` (kind, message) pairs drawn from :data:`MIX` with a fixed seed."""
    kinds, weights, pools = [], [], {}
    for kind, weight, messages in MIX:
        usable = [m for m in messages if _registered(core, m)]
        if usable:
            kinds.append(kind)
            weights.append(weight)
            pools[kind] = usable
    chooser = random.Random(seed)
    picked = chooser.choices(kinds, weights, k=total)
    return [(kind, chooser.choice(pools[kind])) for kind in picked]


async def drive(
    core: CommandCore, load: list[tuple[str, str]], in_flight: int
) -> tuple[float, dict[str, list[float]], int]:
    """Run ``load`` with ``in_flight`` concurrent commands: (seconds, latencies, bugs)."""
    gate = asyncio.Semaphore(in_flight)
    latencies: dict[str, list[float]] = defaultdict(list)
    bugs = 0

    async def one(kind: str, message: str) -> None:
        nonlocal bugs
        async with gate:
            start = time.perf_counter()
            outcome = await core.handle(message)
            latencies[kind].append(time.perf_counter() - start)
            bugs += outcome.error_id is not None

    started = time.perf_counter()
    await asyncio.gather(*(one(kind, message) for kind, message in load))
    return time.perf_counter() - started, latencies, bugs


async def one_at_a_time(
    core: CommandCore, load: list[tuple[str, str]], repeat: int
) -> dict[str, list[float]]:
    """Each distinct message alone, ``repeat`` times: the cost of a command without a queue."""
    latencies: dict[str, list[float]] = defaultdict(list)
    for kind, message in sorted(set(load)):
        for _ in range(repeat):
            start = time.perf_counter()
            await core.handle(message)
            latencies[kind].append(time.perf_counter() - start)
    return latencies


async def prepare(data_dir: Path) -> tuple[CommandCore, str]:
    """A core whose rules index is built and warm; the CR imported when available."""
    note = "digest only (official CR not found)"
    if CURRENT_CR.exists():
        from bot.core.rules.encoding import decode_rules
        from bot.core.rules.parser import parse_rules_text
        from bot.core.rules.store import save_import

        text, _ = decode_rules(CURRENT_CR.read_bytes())
        save_import(data_dir, parse_rules_text(text), text)
        note = "official CR imported"
    core = CommandCore(Services(data_dir=data_dir))
    for _kind, _weight, messages in MIX:  # warm-up: builds the index, fills caches
        for message in messages:
            await core.handle(message)
    return core, note


async def measure(total: int, in_flight: int, profile: cProfile.Profile | None) -> list[Row]:
    with tempfile.TemporaryDirectory(prefix="judgebot-throughput-") as folder:
        core, note = await prepare(Path(folder))
        try:
            load = workload(core, total)
            if profile is not None:
                profile.enable()
            seconds, latencies, bugs = await drive(core, load, in_flight)
            if profile is not None:
                profile.disable()
            alone = await one_at_a_time(core, load, 3 if total < TOTAL else 30)
            cold = await cold_lookups(core, Path(folder), in_flight, total // 5)
        finally:
            await core.close()
    every = [s for samples in latencies.values() for s in samples]
    per_second = len(every) / seconds
    p99_ms = percentile(every, 0.99) * 1000
    verdict = "meets" if per_second >= TARGET_PER_SECOND and p99_ms < TARGET_P99_MS else "MISSES"
    rows = [
        row(
            f"{len(every):,} mixed commands, {in_flight} in flight",
            every,
            per_second=round(per_second),
            note=f"{verdict} target ≥{TARGET_PER_SECOND:,}/s and p99 <{TARGET_P99_MS:g} ms; "
            f"{note}; {bugs} error ids",
        )
    ]
    for kind, samples in sorted(latencies.items()):
        rows.append(row(f"{kind}: under load", samples))
    for kind, samples in sorted(alone.items()):
        rows.append(row(f"{kind}: one at a time", samples))
    return [*rows, *cold]


async def cold_lookups(core: CommandCore, data_dir: Path, in_flight: int, count: int) -> list[Row]:
    """``!cr`` for ``count`` different rules, each asked once: nothing comes from the
    answer cache, so every lookup waits its turn on aiosqlite's worker thread."""
    with sqlite3.connect(index_path(data_dir)) as db:
        numbers = [
            number
            for (number,) in db.execute(
                "SELECT DISTINCT number FROM rules WHERE rulebook = 'CR'"
                " AND kind IN ('rule', 'subrule') ORDER BY sort_key"
            )
        ]
    step = max(1, len(numbers) // count)
    load = [("cr lookup, cache cold", f"!cr {number}") for number in numbers[::step][:count]]
    seconds, latencies, bugs = await drive(core, load, in_flight)
    samples = latencies["cr lookup, cache cold"]
    return [
        row(
            f"{len(samples):,} different !cr lookups, {in_flight} in flight, cache cold",
            samples,
            per_second=round(len(samples) / seconds),
            note=f"each rule asked once; {bugs} error ids",
        )
    ]


def run(quick: bool = False) -> list[Row]:
    total = 400 if quick else TOTAL
    return asyncio.run(measure(total, IN_FLIGHT, None))


def profile_report(total: int = TOTAL, top: int = 25) -> str:
    """cProfile of the timed part only: the top functions by cumulative and own time."""
    profile = cProfile.Profile()
    rows = asyncio.run(measure(total, IN_FLIGHT, profile))
    out = io.StringIO()
    for item in rows[:1]:
        print(item, file=out)
    stats = pstats.Stats(profile, stream=out).strip_dirs()
    stats.sort_stats("cumulative").print_stats(top)
    stats.sort_stats("tottime").print_stats(top)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="command-core throughput")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--total", type=int, default=TOTAL)
    args = parser.parse_args(argv)
    if args.profile:
        print(profile_report(args.total))
        return 0
    result: list[dict[str, Any]] = asyncio.run(measure(args.total, IN_FLIGHT, None))
    for item in result:
        print(item)
    return 0


if __name__ == "__main__":
    sys.exit(main())
