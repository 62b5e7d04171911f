"""A Saga's chapter abilities (714.2) and when it is sacrificed (714.4, 704.5s).

A chapter ability is a triggered ability written "III — <effect>" ("I, II — ..." is two,
714.2c); the Oracle parser reads each chapter line as one triggered ability, in order. A
Saga's final chapter number is the greatest among the chapter abilities it has (714.2d).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from engine.cards import Ability, Card

_CHAPTER_LINE = re.compile(r"([IVX]+(?:, [IVX]+)*) [—-] ")
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}


def chapter_abilities(card: Card) -> list[tuple[Ability, frozenset[int]]]:
    """Each chapter ability of a Saga card with its chapter numbers; empty when the card
    is no Saga or its chapter lines and triggered abilities can't be told apart."""
    lines = [m.group(1) for m in map(_CHAPTER_LINE.match, card.oracle_text.splitlines()) if m]
    chapters = [a for a in card.abilities if a.kind == "triggered" and not a.same_trigger]
    if "Saga" not in card.subtypes or not lines or len(lines) != len(chapters):
        return []
    return [
        (ability, frozenset(_ROMAN.get(n.strip(), 0) for n in line.split(",")))
        for line, ability in zip(lines, chapters, strict=True)
    ]


def final_chapter(card: Card, abilities: Iterable[Ability]) -> int:
    """The final chapter number of a Saga that has ``abilities`` now (714.2d): 0 when it has
    none of its chapter abilities (Blood Moon took them), so it is never sacrificed."""
    having = set(abilities)
    return max((max(n) for a, n in chapter_abilities(card) if a in having), default=0)
