"""A Saga's chapter abilities (714.2) and when it is sacrificed (714.4, 704.5s).

A chapter ability is a triggered ability written "III — <effect>" ("I, II — ..." is two,
714.2c); the Oracle parser reads each chapter line as one triggered ability, in order. A
Saga's final chapter number is the greatest among the chapter abilities it has (714.2d).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from engine.cards import Ability, Card
from engine.errors import ScenarioError

_CHAPTER_LINE = re.compile(r"([IVX]+(?:, [IVX]+)*) [—-] ")
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}
_LORE = re.compile(r"(\d{1,2}) lore counters?")


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


def lore_counters(choices: Iterable[str]) -> int | None:
    """``trigger Saga [2 lore counters]``: the Saga now has that many lore counters."""
    for choice in choices:
        if match := _LORE.fullmatch(choice.strip().casefold()):
            return int(match.group(1))
    return None


def chapter(card: Card, lore: int, where: str) -> Ability:
    """The chapter ability that triggers as the ``lore``-th lore counter is put on a Saga
    (714.2b); ``where`` names the scenario term for an error."""
    chapters = chapter_abilities(card)
    if not chapters:
        raise ScenarioError(
            f"In {where}: {card.name} has no chapter abilities I can tell apart, so "
            "[N lore counters] picks none.",
            "Lore counters choose a Saga's chapter: trigger Urza's Saga [2 lore counters].",
        )
    for ability, numbers in chapters:
        if lore in numbers:
            return ability
    raise ScenarioError(
        f"In {where}: {card.name} has no chapter {lore}.",
        f"It has {max(max(n) for _, n in chapters)} chapters.",
    )
