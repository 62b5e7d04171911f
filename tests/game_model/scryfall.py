"""A card source of Scryfall cards read by the Oracle parser, for game-model rulings.

Only the names a test module asks for are parsed (a line of the bulk file is decoded only
when it holds one of them), so a module loads in well under a second.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.core.context import Services
from bot.core.core import CommandCore
from engine.card_data import card_from_scryfall
from engine.cards import Card
from engine.names import name_keys, normalize_name
from engine.oracle import parse_card
from tests.oracle.test_scenarios_imported import ParsedCardSource

DATA = Path(__file__).resolve().parents[2].parent / "shared/data/cards/scryfall-oracle-cards.json"


def load(names: list[str]) -> dict[str, Card]:
    """The named cards from the bulk file (skips the test when it is absent)."""
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    wanted = {normalize_name(name) for name in names}
    quoted = [f'"name":"{name}' for name in names] + [f'"name": "{name}' for name in names]
    cards: dict[str, Card] = {}
    with DATA.open(encoding="utf-8") as handle:
        for line in handle:
            if not any(q in line for q in quoted):
                continue
            record = json.loads(line.strip().rstrip(","))
            faces = tuple(face["name"] for face in record.get("card_faces") or ())
            keys = name_keys(record["name"], faces) & wanted
            if not keys or record.get("layout") in ("token", "double_faced_token", "art_series"):
                continue
            card = parse_card(card_from_scryfall(record), record.get("keywords") or ())
            for key in keys:
                cards.setdefault(key, card)
    return cards


def core_with(names: list[str]) -> CommandCore:
    """A command core whose card source holds exactly these Scryfall cards."""
    return CommandCore(Services(cards=ParsedCardSource(load(names))))
