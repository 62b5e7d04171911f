"""``iter_scryfall_records``: the raw objects of a Scryfall bulk file, however it is laid out."""

from __future__ import annotations

import json
from pathlib import Path

from bot.core.cards.importer import iter_scryfall_records

CARDS = [
    {"object": "card", "name": "Blood Moon", "cmc": 3.0, "layout": "normal"},
    {"object": "card", "name": "Fire // Ice", "layout": "split", "card_faces": [{}, {}]},
]


def test_one_card_per_line_as_scryfall_writes_it(tmp_path: Path) -> None:
    path = tmp_path / "oracle-cards.json"
    path.write_text("[\n" + ",\n".join(json.dumps(card) for card in CARDS) + "\n]\n", "utf-8")
    assert list(iter_scryfall_records(path)) == CARDS


def test_a_pretty_printed_file_reads_the_same(tmp_path: Path) -> None:
    path = tmp_path / "pretty.json"
    path.write_text(json.dumps(CARDS, indent=2), "utf-8")
    records = iter_scryfall_records(path)
    assert next(records)["name"] == "Blood Moon"  # streamed: one object at a time
    assert [record["name"] for record in records] == ["Fire // Ice"]
