"""The Scryfall records of real cards by name, for the canon's tests.

A token can share a card's name (Llanowar Elves, Storm Crow, Nightmare, Tarmogoyf); the canon is
about the cards, so token records are left out.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from tests.oracle.sample import CARDS

#: Scryfall layouts that are not cards.
NOT_CARDS = {"token", "double_faced_token", "emblem", "art_series"}


@cache
def card_records() -> dict[str, dict[str, Any]] | None:
    """Every card record by name, tokens left out; ``None`` when the data is absent."""
    if not CARDS.exists():
        return None
    records = json.loads(CARDS.read_text(encoding="utf-8"))
    return {r["name"]: r for r in records if r.get("layout") not in NOT_CARDS}
