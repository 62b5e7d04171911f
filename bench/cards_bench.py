"""Card index benchmarks: full Scryfall import (time, peak RSS), fuzzy and exact lookups."""

from __future__ import annotations

import asyncio
import itertools
import resource
import tempfile
import time
from pathlib import Path

from bench import CARD_FILE, Row, row, time_awaits, time_calls
from bot.core.cards import ImportedCardSource, index_path
from bot.core.cards.importer import import_files

FUZZY = ["Lightnig Bolt", "serra angle", "gobline guide", "tarmogof", "jace the mind sculpt"]
EXACT = ["Lightning Bolt", "blood moon", "fire//ice", "Æther Vial", "Stomp"]


async def _bench(folder: Path, rounds: int) -> list[Row]:
    started = time.perf_counter()
    await import_files([CARD_FILE], folder)
    seconds = time.perf_counter() - started
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    rows = [row("import scryfall-oracle-cards (ms)", [seconds], peak_rss_mb=peak_mb)]
    source = await ImportedCardSource.open(index_path(folder))
    try:
        fuzzy_queries, exact_queries = itertools.cycle(FUZZY), itertools.cycle(EXACT)
        fuzzy = time_calls(
            lambda: source.names.fuzzy(next(fuzzy_queries)), rounds * len(FUZZY), warmup=0
        )
        exact = await time_awaits(
            lambda: source.get(next(exact_queries)), rounds * len(EXACT), warmup=0
        )
        rows.append(row(f"fuzzy lookup over {len(source.names.keys):,} names", fuzzy))
        rows.append(row("exact lookup (get, card rebuilt from JSON)", exact))
    finally:
        await source.close()
    return rows


def run(quick: bool = False) -> list[Row]:
    """Every row; ``quick`` does 4 rounds of lookups instead of 40 (the import stays whole)."""
    if not CARD_FILE.exists():
        return [{"name": "card import and lookups", "note": f"skipped: {CARD_FILE} not found"}]
    with tempfile.TemporaryDirectory() as folder:
        return asyncio.run(_bench(Path(folder), 4 if quick else 40))
