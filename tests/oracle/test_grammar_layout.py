"""The parser as a grammar: the coverage denominator documented from the data it runs on."""

import re
from pathlib import Path

from engine.oracle import is_characteristic_changing
from engine.oracle.coverage import DENOMINATOR, denominator_table

DOCS = Path(__file__).resolve().parents[2] / "docs" / "CARDS.md"


def test_docs_list_the_denominator_the_parser_uses() -> None:
    text = DOCS.read_text(encoding="utf-8")
    shown = re.search(r"<!-- denominator:[^>]*-->\n(.*?)\n<!-- /denominator -->", text, re.S)
    assert shown is not None, "docs/CARDS.md lost its generated denominator list"
    assert shown.group(1) == denominator_table(), (
        "docs/CARDS.md is out of date; paste engine.oracle.coverage.denominator_table()"
    )


def test_every_row_of_the_denominator_counts_a_sentence_of_its_own() -> None:
    examples = {
        "`base power`": "Enchanted creature has base power 3.",
        "`gain(s) control of`": "You gain control of target creature.",
        "`lose(s) [your choice of]` + a keyword ability": (
            "Target creature loses flying until end of turn."
        ),
        "`in addition to its/their other ...`": "~ is an artifact in addition to its other types.",
    }
    rows = {words for words, _ in DENOMINATOR}
    for words, sentence in examples.items():
        assert words in rows
        assert is_characteristic_changing(sentence), sentence
    assert not is_characteristic_changing("You have hexproof.")
