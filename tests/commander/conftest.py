"""Commander tests: cards from the shared Scryfall file, and a core with only our features."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path

import pytest

from bot.core.cards.importer import iter_scryfall_records
from bot.core.context import CatalogCardSource
from bot.core.core import CommandCore
from bot.core.features import commander
from engine.card_data import card_from_scryfall
from engine.cards import Card
from engine.catalog import CardIndex

REPO = Path(__file__).resolve().parents[2]
SHARED_DATA = REPO.parent / "shared" / "data"
ORACLE_FILE = SHARED_DATA / "cards" / "scryfall-oracle-cards.json"
BANNED_FILE = SHARED_DATA / "commander-banned.json"


def require_oracle_file() -> Path:
    if not ORACLE_FILE.exists():
        pytest.skip(f"needs the shared Scryfall file {ORACLE_FILE} (not in this checkout)")
    return ORACLE_FILE


@cache
def cards_named(names: frozenset[str]) -> dict[str, Card]:
    found: dict[str, Card] = {}
    for record in iter_scryfall_records(require_oracle_file()):
        name = str(record["name"])
        if name in names and record.get("layout") != "token" and name not in found:
            found[name] = card_from_scryfall(record)
    missing = names - set(found)
    assert not missing, f"not in the Scryfall file: {sorted(missing)}"
    return found


def card(name: str) -> Card:
    return cards_named(frozenset({name}))[name]


def source(names: Iterable[str]) -> CatalogCardSource:
    return CatalogCardSource(CardIndex(cards_named(frozenset(names)).values()))


CARDS = (
    "Phelddagrif",
    "Goblin Piker",
    "Elves of Deep Shadow",
    "Talisman of Dominance",
    "Life // Death",
    "Degavolver",
    "Underground River",
    "Godless Shrine",
    "Badlands",
    "Leechridden Swamp",
    "Boros Guildmage",
    "Esper Panorama",
    "Shard Convergence",
    "Rest in Peace",
    "Sol Ring",
    "Arcane Signet",
    "Command Tower",
    "Mana Crypt",
    "Relentless Rats",
    "Seven Dwarves",
    "Forest",
    "Island",
    "Plains",
    "Tymna the Weaver",
    "Thrasios, Triton Hero",
    "Wilson, Refined Grizzly",
    "Raised by Giants",
    "Pir, Imaginative Rascal",
    "Toothy, Imaginary Friend",
    "Grizzly Bears",
)


@pytest.fixture
def core(single_feature_core: Callable[..., CommandCore]) -> CommandCore:
    return single_feature_core(commander, cards=source(CARDS))


@pytest.fixture
def scryfall_card() -> Callable[[str], Card]:
    """Look up one card in the shared Scryfall file (skips the test when it is absent)."""
    return card
