"""200 real cards, each reviewed against its Oracle text: a net against wrong parses.

Every entry of ``sample_200.json`` holds the parse a reviewer says the parser should give
(``expected``, in the :func:`tests.oracle.sample.parse_summary` format). The parser must
match it exactly, except that where the entry says ``acceptable_unmodelled`` it may be
more cautious: leave some expected abilities out, as long as it reports at least that
many more sentences as unmodelled. Entries marked ``wrong`` are today's wrong parses:
they are strict xfails, so a fix shows up as XPASS and the fixer removes the mark.
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

SAMPLE = load_sample("sample_200.json")


@pytest.fixture(scope="module")
def records() -> dict[str, dict[str, Any]]:
    found = card_records()
    if found is None:
        pytest.skip(f"card data (Scryfall oracle cards) not found at {CARDS}")
    return found


def test_sample_has_200_reviewed_cards() -> None:
    names = [entry["name"] for entry in SAMPLE["cards"]]
    assert len(names) == 200
    assert len(set(names)) == 200
    assert [entry["name"] for entry in SAMPLE["cards"] if entry.get("reviewed") is not True] == []


@pytest.mark.parametrize("entry", [entry_param(entry) for entry in SAMPLE["cards"]])
def test_card_parses_as_reviewed(entry: dict[str, Any], records: dict[str, dict[str, Any]]) -> None:
    got = record_summary(records[entry["name"]])
    assert matches(got, entry), (got, entry["expected"])
