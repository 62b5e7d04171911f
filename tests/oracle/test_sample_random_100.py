"""100 more real cards, drawn at random among those the parser reads fully, each reviewed.

``sample_random_100.json`` holds cards the parser read completely (nothing unmodelled, at
least one ability with effects) that are not in ``sample_200.json``: drawn from the Scryfall
``oracle-cards`` file (no tokens, emblems or art series) with seed 20261122, stratified so
that every effect kind, filter field, condition, formula and new template appears, most of
them cards that began to parse fully with the counts, conditions and filters of the last
round. Each entry is checked as in :mod:`tests.oracle.test_sample_200`: ``expected`` is the
reviewed parse, ``acceptable_unmodelled`` allows a more cautious one, and entries marked
``wrong`` are strict xfails (a fix shows up as XPASS; the fixer removes the mark).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.oracle.sample import (
    CARDS,
    card_records,
    entry_param,
    load_sample,
    matches,
    record_summary,
)

SAMPLE = load_sample("sample_random_100.json")


@pytest.fixture(scope="module")
def records() -> dict[str, dict[str, Any]]:
    found = card_records()
    if found is None:
        pytest.skip(f"card data (Scryfall oracle cards) not found at {CARDS}")
    return found


def test_sample_has_100_reviewed_cards_outside_sample_200() -> None:
    names = [entry["name"] for entry in SAMPLE["cards"]]
    assert len(names) == 100
    assert len(set(names)) == 100
    assert [entry["name"] for entry in SAMPLE["cards"] if entry.get("reviewed") is not True] == []
    assert set(names).isdisjoint(entry["name"] for entry in load_sample("sample_200.json")["cards"])


@pytest.mark.parametrize("entry", [entry_param(entry) for entry in SAMPLE["cards"]])
def test_card_parses_as_reviewed(entry: dict[str, Any], records: dict[str, dict[str, Any]]) -> None:
    got = record_summary(records[entry["name"]])
    assert matches(got, entry), (got, entry["expected"])
