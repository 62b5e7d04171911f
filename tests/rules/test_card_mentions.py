"""Card names as players write them in a question: nicknames, short names of legends,
names used as verbs, and the words that only look like names."""

from __future__ import annotations

import asyncio
import json

import pytest

from bot.core.cards.importer import import_files
from bot.core.rules.cardterms import CardTerms

from .conftest import SHARED_DATA

ORACLE_CARDS = SHARED_DATA / "cards" / "scryfall-oracle-cards.json"
NAMES = {
    "Tarmogoyf",
    "Lightning Bolt",
    "Laboratory Maniac",
    "Counterspell",
    "Torbran, Thane of Red Fell",
    "Mine, Mine, Mine!",
    "Struggle // Survive",
    "Response // Resurgence",
    "Panharmonicon",
    "Anointed Procession",
    "Negate",
}
#: The rules words of the test: what the CR uses often (the index decides in the bot).
RULES_WORDS = {"is", "my", "in", "it", "does", "response", "commander", "die", "out"}


@pytest.fixture(scope="module")
def cards(tmp_path_factory: pytest.TempPathFactory) -> CardTerms:
    if not ORACLE_CARDS.exists():
        pytest.skip(f"the Scryfall card file is not in the repository; expected {ORACLE_CARDS}")
    folder = tmp_path_factory.mktemp("mentions")
    with ORACLE_CARDS.open(encoding="utf-8") as handle:
        lines = [line.strip().rstrip(",") for line in handle if line.startswith("{")]
    chosen = [line for line in lines if json.loads(line)["name"] in NAMES]
    subset = folder / "cards.json"
    subset.write_text("[\n" + ",\n".join(chosen) + "\n]\n", "utf-8")
    asyncio.run(import_files([subset], folder))
    return CardTerms(folder / "cards.sqlite3")


@pytest.mark.parametrize(
    ("question", "found"),
    [
        # nicknames count lower-case and short; a name used as a verb counts capitalised
        ("they bolt my goyf, does it die?", ["Lightning Bolt", "Tarmogoyf"]),
        ("my library is empty and Lab Man is out", ["Laboratory Maniac"]),
        ("got my spell Counterspelled", ["Counterspell"]),
        # a legend's short name counts when capitalised, never as the plain word
        ("if Torbran is out does my guy deal 2?", ["Torbran, Thane of Red Fell"]),
        ("they stole my commander but mine is in the command zone", []),
        ("Then it dies. Mine is in the graveyard.", []),
        # half of a split card is a plain word unless capitalised mid-sentence
        ("does it survive if they kill it in response?", []),
        ("i cast Survive from my graveyard", ["Struggle // Survive"]),
        # a plural in lower case counts for a long name, never for a short one-word name
        ("2 panharmonicons and a creature enters", ["Panharmonicon"]),
        ("with two anointed processions out", ["Anointed Procession"]),
        ("my spell got negated", []),
    ],
)
def test_cards_are_found_as_players_name_them(
    cards: CardTerms, question: str, found: list[str]
) -> None:
    mentions = cards.find(question, lambda word: word in RULES_WORDS)
    assert [m.name for m in mentions] == found
