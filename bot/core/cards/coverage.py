"""How much of the imported card pool the Oracle parser reads (``judgebot cards coverage``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import aiosqlite


@dataclass(frozen=True)
class Coverage:
    cards: int
    characteristic: int
    parsed: int

    @property
    def fraction(self) -> float:
        return self.parsed / self.characteristic if self.characteristic else 1.0

    def lines(self) -> list[str]:
        return [
            f"Cards in the index: {self.cards:,}",
            f"Cards with characteristic-changing text (docs/CARDS.md): {self.characteristic:,}",
            f"Parsed fully: {self.parsed:,} ({self.fraction:.1%})",
        ]


async def coverage(index: Path) -> Coverage:
    async with (
        aiosqlite.connect(f"file:{index}?mode=ro", uri=True) as db,
        db.execute(
            "SELECT COUNT(*), SUM(characteristic > 0), "
            "SUM(characteristic > 0 AND parsed_fully) FROM cards"
        ) as cursor,
    ):
        row = await cursor.fetchone()
    assert row is not None
    return Coverage(int(row[0] or 0), int(row[1] or 0), int(row[2] or 0))
