"""How much of the imported card pool the Oracle parser reads (``judgebot cards coverage``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import aiosqlite

from engine.catalog.canon import Canon


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


@dataclass(frozen=True)
class CanonCoverage:
    """How the judge's canon fares: parsed fully today, and reviewed correct (issue 13)."""

    label: str
    cards: int
    found: int
    parsed: int
    correct: int
    flagged: int

    def lines(self) -> list[str]:
        share = self.parsed / self.cards if self.cards else 1.0
        right = self.correct / self.cards if self.cards else 1.0
        return [
            f"Judge's canon ({self.label}): {self.cards:,} cards, {self.found:,} in the index",
            f"Canon parsed fully: {self.parsed:,} ({share:.1%}); reviewed correct: "
            f"{self.correct:,} ({right:.1%}); "
            f"listed unread or wrong with a reason: {self.flagged:,}",
        ]


async def canon_coverage(index: Path, canon: Canon, label: str) -> CanonCoverage:
    """The canon's cards looked up in the index by name; the review comes from the canon file."""
    names = [card.name for card in canon.cards]
    marks = ",".join("?" * len(names))
    async with (
        aiosqlite.connect(f"file:{index}?mode=ro", uri=True) as db,
        db.execute(f"SELECT name, parsed_fully FROM cards WHERE name IN ({marks})", names) as rows,
    ):
        parsed = {str(name): bool(fully) async for name, fully in rows}
    return CanonCoverage(
        label=label,
        cards=len(names),
        found=len(parsed),
        parsed=sum(parsed.values()),
        correct=sum(c.status == "correct" and parsed.get(c.name, False) for c in canon.cards),
        flagged=sum(card.needs_note for card in canon.cards),
    )
