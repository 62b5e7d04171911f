"""Decklists as people paste them: ``1 Sol Ring``, ``1x Sol Ring (C21) 263``, sections.

Understood: a count (``1``, ``1x``, ``x1``) or none; set codes, collector numbers,
foil marks (``*F*``) and Archidekt categories (``[Ramp]``) are dropped; a commander is
marked by a heading (``Commander``, ``// Commander``, ``Commander:``), by ``*CMDR*``
or by an Archidekt ``[Commander]`` category; sideboard, maybeboard and similar
sections are skipped with a note. A line that is not a card is reported, never fatal.

>>> deck = parse_decklist("Commander\\n1 Phelddagrif\\n\\nDeck\\n1x Sol Ring (C21) 263")
>>> [(e.count, e.name, e.section) for e in deck.entries]
[(1, 'Phelddagrif', 'commander'), (1, 'Sol Ring', 'main')]
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from engine.errors import UserError

MAX_LINES = 1000
MAX_COPIES = 999
MAX_NAME = 150

Section = Literal["commander", "main", "ignored"]

_COMMANDER_WORDS = {"commander", "commanders", "cmdr", "command zone", "general", "partner"}
_IGNORED_WORDS = {
    "sideboard",
    "side",
    "sb",
    "maybeboard",
    "maybe",
    "considering",
    "tokens",
    "token",
    "companion",
    "attractions",
    "stickers",
    "wishlist",
}
_MAIN_WORDS = {
    "deck",
    "main",
    "mainboard",
    "main deck",
    "maindeck",
    "library",
    "creature",
    "creatures",
    "land",
    "lands",
    "instant",
    "instants",
    "sorcery",
    "sorceries",
    "artifact",
    "artifacts",
    "enchantment",
    "enchantments",
    "planeswalker",
    "planeswalkers",
    "battle",
    "battles",
    "spells",
    "other",
    "ramp",
    "removal",
    "draw",
}
_HEADING = re.compile(
    r"^(?:/{2,}|#+|\*+)?\s*([A-Za-z][A-Za-z ]{0,30}?)\s*(?:\(\d+\))?\s*:?\s*\**\s*(?:\(\d+\))?$"
)
_COUNT = re.compile(r"^(\d+)\s*[xX]?\s+(.+)$|^[xX](\d+)\s+(.+)$")
_SET_AND_NUMBER = re.compile(r"\s+[\(\[][A-Za-z0-9]{2,6}[\)\]](?:\s+[A-Za-z0-9★\-]+)?(?=\s|$)")
_MARKS = re.compile(r"\s*\*[A-Za-z]{1,6}\*")
_CATEGORY = re.compile(r"\s*\[([^\]]*)\]\s*$")
_TAGS = re.compile(r"\s+#\S.*$")
_SB_PREFIX = re.compile(r"^SB:\s*", re.IGNORECASE)


@dataclass(frozen=True)
class DeckEntry:
    count: int
    name: str
    section: Section
    line: int


@dataclass
class ParsedDeck:
    entries: list[DeckEntry] = field(default_factory=list)
    garbage: list[tuple[int, str]] = field(default_factory=list)
    #: Headings of the sections skipped (sideboard, maybeboard…).
    ignored: list[str] = field(default_factory=list)
    #: How many card lines were skipped as sideboard/maybeboard.
    skipped: int = 0

    @property
    def commanders(self) -> list[DeckEntry]:
        return [e for e in self.entries if e.section == "commander"]

    @property
    def main(self) -> list[DeckEntry]:
        return [e for e in self.entries if e.section == "main"]


def _heading(line: str) -> Section | None:
    match = _HEADING.match(line)
    if not match:
        return None
    words = " ".join(match.group(1).casefold().split())
    if words in _COMMANDER_WORDS:
        return "commander"
    if words in _IGNORED_WORDS:
        return "ignored"
    if words in _MAIN_WORDS:
        return "main"
    return None


def _category_section(category: str) -> Section | None:
    """Archidekt ``[Commander{top}]``, ``[Maybeboard]``, ``[Ramp,Draw]``."""
    words = {part.split("{")[0].strip().casefold() for part in category.split(",")}
    if words & _COMMANDER_WORDS:
        return "commander"
    if words & _IGNORED_WORDS:
        return "ignored"
    return None


def parse_decklist(text: str) -> ParsedDeck:
    """The entries, the lines that aren't cards, and the sections skipped."""
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise UserError(
            f"That decklist has {len(lines):,} lines; I read at most {MAX_LINES:,}.",
            "A Commander deck is 100 cards: paste one line per card name with its count.",
        )
    deck = ParsedDeck()
    section: Section = "main"
    for number, raw in enumerate(lines, start=1):
        line = raw.strip().replace("\t", " ")
        if not line:
            continue
        heading = _heading(line)
        if heading is not None:
            section = heading
            if heading == "ignored":
                deck.ignored.append(line.strip("/#*: "))
            continue
        if line.startswith(("//", "#")):
            continue  # a comment or an unknown heading
        entry_section: Section = section
        if _SB_PREFIX.match(line):
            line = _SB_PREFIX.sub("", line)
            entry_section = "ignored"
        if "*CMDR*" in line.upper():
            entry_section = "commander"
            line = re.sub(r"\*CMDR\*", "", line, flags=re.IGNORECASE).strip()
        category = _CATEGORY.search(line)
        if category:
            entry_section = _category_section(category.group(1)) or entry_section
            line = line[: category.start()].strip()
        match = _COUNT.match(line)
        if match:
            count = int(match.group(1) or match.group(3))
            name = match.group(2) or match.group(4)
        else:
            count, name = 1, line
        name = _TAGS.sub("", _MARKS.sub("", name))
        name = _SET_AND_NUMBER.sub("", name).strip()
        if not re.search(r"[A-Za-z]", name) or len(name) > MAX_NAME or not 1 <= count <= MAX_COPIES:
            deck.garbage.append((number, raw.strip()[:80]))
            continue
        if entry_section == "ignored":
            deck.skipped += count
            continue
        deck.entries.append(DeckEntry(count=count, name=name, section=entry_section, line=number))
    return deck
