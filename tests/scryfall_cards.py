"""Cards read from the imported Scryfall bulk file by the Oracle parser, for golden tests.

The file is operator data in ``../shared`` (never committed); tests that need it skip
with :data:`MISSING_REASON` when it is absent.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.card_data import card_from_scryfall
from engine.cards import Card
from engine.errors import UnknownCardError
from engine.names import name_keys, normalize_name
from engine.oracle import parse_card

DATA = Path(__file__).resolve().parents[1].parent / "shared/data/cards/scryfall-oracle-cards.json"
MISSING_REASON = f"the Scryfall bulk file is not here ({DATA})"

#: Layouts that are not cards a player casts or plays.
_NOT_CARDS = ("token", "double_faced_token", "art_series")


class ParsedCardSource:
    """A card source with only parsed Scryfall cards (no catalog fallback)."""

    def __init__(self, cards: dict[str, Card]) -> None:
        self.cards = cards

    async def get(self, name: str) -> Card:
        card = self.cards.get(normalize_name(name))
        if card is None:
            raise UnknownCardError(f"{name} is not in the Scryfall file.")
        return card

    async def complete(self, prefix: str, limit: int = 25) -> list[str]:
        return []


def read_records(
    wanted: Callable[[str], bool], mentions: list[str] | None = None
) -> dict[str, dict[str, Any]]:
    """The Scryfall records whose name (or a face's, or a half's) ``wanted`` accepts,
    by every accepted normal form of the name; the first record of a name wins. With
    ``mentions``, only lines that hold one of those names are decoded (much faster)."""
    quoted = [f'"name":{gap}"{name}' for name in mentions or () for gap in ("", " ")]
    records: dict[str, dict[str, Any]] = {}
    with DATA.open(encoding="utf-8") as handle:
        for line in handle:
            if mentions is not None and not any(q in line for q in quoted):
                continue
            line = line.strip().rstrip(",")
            if not line.startswith("{"):
                continue
            record = json.loads(line)
            if record.get("layout") in _NOT_CARDS:
                continue
            faces = tuple(face["name"] for face in record.get("card_faces") or ())
            for key in name_keys(record["name"], faces):
                if wanted(key):
                    records.setdefault(key, record)
    return records


def parsed(record: dict[str, Any]) -> Card:
    """One Scryfall record as the Oracle parser reads it."""
    return parse_card(card_from_scryfall(record), record.get("keywords") or ())


def read_parsed_cards(
    wanted: Callable[[str], bool], mentions: list[str] | None = None
) -> dict[str, Card]:
    """:func:`read_records`, each record parsed once."""
    cards: dict[int, Card] = {}
    by_key: dict[str, Card] = {}
    for key, record in read_records(wanted, mentions).items():
        if id(record) not in cards:
            cards[id(record)] = parsed(record)
        by_key[key] = cards[id(record)]
    return by_key
