"""Card index benchmarks: full Scryfall import (time, peak RSS), fuzzy and exact lookups."""

from __future__ import annotations

import asyncio
import resource
import statistics
import tempfile
import time
from pathlib import Path

from bot.core.cards import ImportedCardSource, index_path
from bot.core.cards.importer import import_files

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "cards"
FUZZY = ["Lightnig Bolt", "serra angle", "gobline guide", "tarmogof", "jace the mind sculpt"]
EXACT = ["Lightning Bolt", "blood moon", "fire//ice", "Æther Vial", "Stomp"]


def _row(name: str, samples: list[float]) -> dict[str, object]:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {"name": name, "median_ms": statistics.median(ordered), "p99_ms": p99, "n": len(ordered)}


async def _bench(folder: Path) -> list[dict[str, object]]:
    started = time.perf_counter()
    await import_files([DATA / "scryfall-oracle-cards.json"], folder)
    seconds = time.perf_counter() - started
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    rows = [_row("import scryfall-oracle-cards (ms)", [seconds * 1000])]
    rows[0]["peak_rss_mb"] = peak_mb
    source = await ImportedCardSource.open(index_path(folder))
    try:
        fuzzy, exact = [], []
        for _ in range(40):
            for query in FUZZY:
                t = time.perf_counter()
                source.names.fuzzy(query)
                fuzzy.append((time.perf_counter() - t) * 1000)
            for query in EXACT:
                t = time.perf_counter()
                await source.get(query)
                exact.append((time.perf_counter() - t) * 1000)
        rows.append(_row(f"fuzzy lookup over {len(source.names.keys):,} names", fuzzy))
        rows.append(_row("exact lookup (get, card rebuilt from JSON)", exact))
    finally:
        await source.close()
    return rows


def run() -> list[dict[str, object]]:
    with tempfile.TemporaryDirectory() as folder:
        return asyncio.run(_bench(Path(folder)))
