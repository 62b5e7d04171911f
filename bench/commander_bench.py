"""Commander tools benchmark: a 100-card deck check and 100 concurrent tracker updates.

``run()`` returns rows ``{"name", "median_ms", "p99_ms", "n"}``. The deck check uses a
card source over the full shared Scryfall file when it is present (building that
index is not timed), otherwise the embedded catalog's cards.
Target: a deck check under 50 ms.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from pathlib import Path

from bench import CARD_FILE, Row, row, time_awaits
from bot.core.cards.importer import SKIPPED_LAYOUTS, iter_scryfall_records
from bot.core.commander.game import Player, change_life, new_game
from bot.core.commander.store import GameStore
from bot.core.context import CatalogCardSource, CommandContext, Services
from bot.core.features.commander import deck
from engine.card_data import card_from_scryfall
from engine.cards import Card
from engine.catalog import CardIndex

DECK_RUNS = 50
TRACKER_RUNS = 5


def _full_source() -> tuple[CatalogCardSource, list[str]]:
    """Every card of the Scryfall file, and 70 nonbasic names legal under Phelddagrif."""
    cards: dict[str, Card] = {}
    picks: list[str] = []
    for record in iter_scryfall_records(CARD_FILE):
        name = record["name"]
        if record.get("layout") in SKIPPED_LAYOUTS:
            continue
        if name in cards:
            continue
        cards[name] = card_from_scryfall(record)
        fits = set(record.get("color_identity") or ()) <= {"G", "W", "U"}
        legal = (record.get("legalities") or {}).get("commander") == "legal"
        if fits and legal and "Basic" not in record.get("type_line", "") and len(picks) < 70:
            picks.append(name)
    return CatalogCardSource(CardIndex(cards.values())), picks


def _deck_text(picks: list[str]) -> str:
    basics = 99 - len(picks)
    lines = ["Commander", "1 Phelddagrif", "Deck", *(f"1 {name}" for name in picks)]
    lines += [f"{basics // 3} Forest", f"{basics // 3} Island"]
    lines.append(f"{basics - 2 * (basics // 3)} Plains")
    return "\n".join(lines)


async def _bench(folder: Path, quick: bool) -> list[Row]:
    deck_runs, tracker_runs = (5, 2) if quick else (DECK_RUNS, TRACKER_RUNS)
    rows: list[Row] = []
    if CARD_FILE.exists():
        source, picks = _full_source()
        label = "deck check: 100 cards, full Scryfall source"
    else:
        source = CatalogCardSource()
        picks = sorted(card.name for card in source.index)[:60]
        label = "deck check: 100 cards, embedded catalog (Scryfall file absent)"
    context = CommandContext(services=Services(cards=source, data_dir=folder))
    text = _deck_text(picks)

    async def check() -> None:
        reply = await deck(context, text)
        reply.document()

    # one untimed check first warms the banned list and regexes
    rows.append(row(label, await time_awaits(check, deck_runs, warmup=1)))

    store = GameStore(folder / "bench-games.sqlite3")
    players = [Player(key=f"name:p{i}", name=f"p{i}") for i in range(4)]
    times: list[float] = []
    try:
        for run in range(tracker_runs):
            await store.start(run, new_game(players), "bench")

            async def update(channel: int = run) -> None:
                await store.change(
                    channel, lambda state: change_life(state, "name:p0", "-", 1), "bench"
                )

            start = time.perf_counter()
            await asyncio.gather(*(update() for _ in range(100)))
            times.append(time.perf_counter() - start)
            final = await store.current(run)
            assert final is not None and final.state.players[0].life == 40 - 100
    finally:
        await store.close()
    rows.append(row("tracker: 100 concurrent updates (whole batch, fsync each)", times))
    return rows


def run(quick: bool = False) -> list[Row]:
    """Both rows; ``quick`` checks the deck 5 times and runs 2 tracker batches."""
    with tempfile.TemporaryDirectory() as folder:
        return asyncio.run(_bench(Path(folder), quick))


if __name__ == "__main__":
    for result in run():
        print(result)
