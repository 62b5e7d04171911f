"""200 real cards, each reviewed against its Oracle text: a net against wrong parses.

Every entry of ``sample_200.json`` holds the parse a reviewer says the parser should give
(``expected``, in the :func:`tests.oracle.sample.parse_summary` format). The parser must
match it exactly, except that where the entry says ``acceptable_unmodelled`` it may be
more cautious: leave some expected abilities out, as long as it reports at least that
many more sentences as unmodelled. Entries marked ``wrong`` are today's wrong parses:
they are strict xfails, so a fix shows up as XPASS and the fixer removes the mark.
"""

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
        pytest.skip(f"card data (Scryfall oracle cards) not found at {CARDS}")
    return {record["name"]: record for record in json.loads(CARDS.read_text(encoding="utf-8"))}


def test_sample_has_200_reviewed_cards() -> None:
    names = [entry["name"] for entry in SAMPLE["cards"]]
    assert len(names) == 200
    assert len(set(names)) == 200
    assert [entry["name"] for entry in SAMPLE["cards"] if entry.get("reviewed") is not True] == []


def _is_subsequence(part: list[Any], whole: list[Any]) -> bool:
    rest = iter(whole)
    return all(any(item == candidate for candidate in rest) for item in part)


def _matches(got: dict[str, Any], entry: dict[str, Any]) -> bool:
    expected = entry["expected"]
    if got == expected:
        return True
    if not entry.get("acceptable_unmodelled"):
        return False
    missing = len(expected["abilities"]) - len(got["abilities"])
    return _is_subsequence(got["abilities"], expected["abilities"]) and (
        got["unmodelled"] >= expected["unmodelled"] + missing
    )


def _param(entry: dict[str, Any]) -> Any:
    marks = [pytest.mark.xfail(strict=True, reason=entry["wrong"])] if "wrong" in entry else []
    return pytest.param(entry, id=entry["name"], marks=marks)


@pytest.mark.parametrize("entry", [_param(entry) for entry in SAMPLE["cards"]])
def test_card_parses_as_reviewed(entry: dict[str, Any], records: dict[str, dict[str, Any]]) -> None:
    record = records[entry["name"]]
    card = parse_card(card_from_scryfall(record), record.get("keywords") or ())
    got = json.loads(json.dumps(parse_summary(card)))
    assert _matches(got, entry), (got, entry["expected"])
