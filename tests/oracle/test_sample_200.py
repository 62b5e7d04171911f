"""200 real cards with the parse we reviewed: a regression net against wrong parses."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.card_data import card_from_scryfall
from engine.oracle import parse_card
from tests.oracle.sample import parse_summary

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT.parent / "shared" / "data" / "cards" / "scryfall-oracle-cards.json"
SAMPLE = json.loads((Path(__file__).with_name("sample_200.json")).read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def records() -> dict[str, dict[str, Any]]:
    if not CARDS.exists():
        pytest.skip(f"card data not found at {CARDS}")
    return {record["name"]: record for record in json.loads(CARDS.read_text(encoding="utf-8"))}


def test_sample_has_200_cards() -> None:
    assert len(SAMPLE["cards"]) == 200


@pytest.mark.parametrize("entry", SAMPLE["cards"], ids=lambda entry: entry["name"])
def test_card_parses_as_reviewed(entry: dict[str, Any], records: dict[str, dict[str, Any]]) -> None:
    record = records[entry["name"]]
    card = parse_card(card_from_scryfall(record), record.get("keywords") or ())
    assert json.loads(json.dumps(parse_summary(card))) == entry["expected"]
