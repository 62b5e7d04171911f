"""A canon card the parser does not read (or reads wrong) carries the canon's reason as a warning
in every reply that uses it: ``!card`` and ``!layers`` (issue 13)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.core.cards import ImportedCardSource, open_card_source
from bot.core.cards.importer import import_files
from bot.core.context import Services
from bot.core.core import CommandCore
from tests.catalog.canon_records import card_records
from tests.oracle.sample import CARDS

NAMES = [
    "Exchange of Words",
    "Mutavault",
    "Glorious Anthem",
    "Grizzly Bears",
]


@pytest.fixture
async def core(tmp_path: Path) -> AsyncIterator[CommandCore]:
    records = card_records()
    if records is None:
        pytest.skip(f"card data (Scryfall oracle cards) not found at {CARDS}")
    cards = tmp_path / "cards.json"
    cards.write_text(json.dumps([records[name] for name in NAMES]), encoding="utf-8")
    await import_files([cards], tmp_path)
    source = await open_card_source(tmp_path)
    assert isinstance(source, ImportedCardSource)
    core = CommandCore(Services(cards=source, data_dir=tmp_path))
    yield core
    await core.close()


async def test_card_reply_for_an_unread_canon_card_carries_the_reason(core: CommandCore) -> None:
    reply = (await core.handle("!card Exchange of Words")).model_dump()["reply"]
    notes = [n for n in reply["unmodelled"] if "judge's canon" in n]
    assert notes == [
        "Exchange of Words (judge's canon, unread): its entering trigger exchanging two "
        "creatures' text boxes while it stays is not read (reported as unmodelled)."
    ]


async def test_layers_reply_warns_for_a_silently_unread_canon_card(core: CommandCore) -> None:
    reply = (await core.handle("!layers Grizzly Bears + Exchange of Words")).model_dump()["reply"]
    assert any(
        n.startswith("Exchange of Words (judge's canon, unread):") for n in reply["unmodelled"]
    ), reply["unmodelled"]


async def test_a_canon_card_reviewed_correct_adds_no_note(core: CommandCore) -> None:
    reply = (await core.handle("!layers Grizzly Bears + Glorious Anthem")).model_dump()["reply"]
    assert not [n for n in reply["unmodelled"] if "judge's canon" in n]
    assert reply["objects"][0]["power"] == 3


async def test_a_canon_card_reviewed_correct_after_a_parser_round_adds_no_note(
    core: CommandCore,
) -> None:
    reply = (await core.handle("!layers Mutavault + activate Mutavault")).model_dump()["reply"]
    assert not [n for n in reply["unmodelled"] if "judge's canon" in n]
    assert (reply["objects"][0]["power"], reply["objects"][0]["toughness"]) == (2, 2)
