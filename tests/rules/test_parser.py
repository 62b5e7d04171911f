"""The CR parser: every line of every edition is understood or explained."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from bot.core.rules.model import RuleNumber
from bot.core.rules.parser import (
    RulesFormatError,
    check_numbers,
    parse_rules_bytes,
    parse_rules_text,
)

from .conftest import ALL_EDITIONS, CR_2020, CURRENT_CR, needs_cr

# A miniature in the file's shape, written for this test (not CR text).
MINI = """Magic: The Gathering Comprehensive Rules

These rules are effective as of March 3, 2031.

Introduction

Words about the document.

Contents

1. Game Concepts
100. General
Glossary
Credits

1. Game Concepts

100. General

100.1. A first numbered rule.

100.1a A subrule under it.
Example: An example for the subrule.

100.1b Another subrule
     that continues on an indented line.

100.2. Widgets
\N{SPACE}
100.2a Widgets do widget things.

Glossary

Widget
A made-up thing. See rule 100.2.

Credits

Made by nobody.
"""


def test_a_miniature_parses_completely() -> None:
    edition = parse_rules_text(MINI)
    assert edition.effective == date(2031, 3, 3)
    numbers = [r.number for r in edition.rules]
    assert numbers == ["1", "100", "100.1", "100.1a", "100.1b", "100.2", "100.2a"]
    by_number = {r.number: r for r in edition.rules}
    assert by_number["100.1a"].examples == ("An example for the subrule.",)
    assert by_number["100.1b"].text == "Another subrule that continues on an indented line."
    assert by_number["100.2a"].title == "Widgets"
    assert by_number["100.1"].title == "General"
    assert [(g.term, g.text) for g in edition.glossary] == [
        ("Widget", "A made-up thing. See rule 100.2.")
    ]
    assert ("100", "General") in edition.contents
    assert edition.unparsed == []
    assert edition.skipped == {"introduction": 5, "credits": 1}


def test_text_without_a_date_is_refused() -> None:
    with pytest.raises(RulesFormatError):
        parse_rules_text("Just some notes\n100.1. Hello\n")


def test_rule_numbers_sort_and_nest() -> None:
    keys = ["6", "613", "613.1", "613.1g", "613.2", "613.10"]
    assert sorted(keys, key=lambda n: RuleNumber.parse(n).sort_key) == keys
    assert RuleNumber.parse("702.19b").parent == "702.19"
    assert RuleNumber.parse("613.4c.").letter == "c"
    with pytest.raises(ValueError):
        RuleNumber.parse("61.3")


@needs_cr
@pytest.mark.parametrize(
    ("path", "effective", "rules", "sections", "glossary"),
    [
        (CURRENT_CR, date(2026, 4, 17), 3138, 147, 730),
        (ALL_EDITIONS[1], date(2026, 1, 16), 3114, 146, 725),
        (CR_2020, date(2020, 1, 24), 2392, 132, 563),
    ],
)
def test_every_edition_parses_with_no_unexplained_line(
    path: Path, effective: date, rules: int, sections: int, glossary: int
) -> None:
    edition, encoding = parse_rules_bytes(path.read_bytes())
    assert encoding == "utf-8"
    assert edition.effective == effective
    kinds = [r.parsed.kind for r in edition.rules]
    assert kinds.count("rule") + kinds.count("subrule") == rules
    assert kinds.count("section") == sections
    assert len(edition.glossary) == glossary
    assert edition.unparsed == []
    assert set(edition.skipped) == {"introduction", "credits"}
    assert check_numbers(edition) == []


@needs_cr
def test_layer_seven_moved_between_2020_and_today() -> None:
    old, _ = parse_rules_bytes(CR_2020.read_bytes())
    new, _ = parse_rules_bytes(CURRENT_CR.read_bytes())
    old_rules = {r.number: r for r in old.rules}
    new_rules = {r.number: r for r in new.rules}
    assert old_rules["613.3e"].text.startswith("Layer 7e")
    assert "613.4e" not in new_rules
    assert new_rules["613.4d"].text.startswith("Layer 7d")
    assert new_rules["702.19b"].title == "Trample"
