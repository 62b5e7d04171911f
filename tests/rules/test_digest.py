"""rules_text/: every entry validates, cites real rules and is written in our own words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.core.rules.digest import DigestError, load_digest, parse_digest_file
from bot.core.rules.parser import parse_rules_bytes

from .conftest import CURRENT_CR, needs_cr

DIGEST = load_digest()


def test_the_digest_covers_what_issue_4_asks_for() -> None:
    numbers = {(e.rule.rulebook, e.rule.number) for e in DIGEST.entries}
    for number in ["302.6", "510.1c", "601.2c", "613.4c", "704.5j", "107.1b", "903.4",
                   "903.5d", "903.10a", "103.5c", "702.19b"]:  # fmt: skip
        assert ("CR", number) in numbers
    assert {f"601.2{c}" for c in "abcdefghi"} <= {n for b, n in numbers if b == "CR"}
    assert sum(1 for b, _ in numbers if b == "FoW") >= 8
    steps = {e.step for e in DIGEST.entries if e.step}
    expected_steps = {
        "untap", "upkeep", "draw", "main", "beginning of combat", "declare attackers",
        "declare blockers", "combat damage", "end of combat", "end", "cleanup",
    }  # fmt: skip
    assert expected_steps <= steps


def test_every_problem_in_a_file_is_reported() -> None:
    problems: list[str] = []
    text = (
        '+++\nrulebook = "XY"\nnumber = "1"\n+++\nshort\n'
        '+++\nrulebook = "CR"\nnumber = "61.3"\ntitle = "x"\n+++\nbody\n'
        '+++\nrulebook = "CR"\nnumber = "613.1"\ntitle = "ok"\nrelated = ["nope"]\n+++\ntoo short\n'
    )
    parse_digest_file(text, "bad.md", problems)
    assert len(problems) == 4, problems
    assert any("rulebook" in p for p in problems)
    assert any("61.3" in p for p in problems)
    assert any("nope" in p for p in problems)
    assert any("40 characters" in p for p in problems)


def test_a_broken_folder_raises_with_the_list(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_text('+++\nrulebook = "CR"\n', encoding="utf-8")
    with pytest.raises(DigestError) as caught:
        load_digest(tmp_path)
    assert caught.value.problems


@needs_cr
def test_every_cr_number_in_the_digest_exists_in_the_current_cr() -> None:
    edition, _ = parse_rules_bytes(CURRENT_CR.read_bytes())
    known = {r.number for r in edition.rules}
    cited = {e.rule.number for e in DIGEST.entries if e.rule.rulebook == "CR"}
    cited |= {n for e in DIGEST.entries if e.rule.rulebook == "CR" for n in e.rule.related}
    assert sorted(cited - known) == []


@needs_cr
def test_summaries_do_not_copy_cr_sentences() -> None:
    """No run of twelve words of a summary appears in the official text of any rule."""
    edition, _ = parse_rules_bytes(CURRENT_CR.read_bytes())

    def shingles(text: str) -> set[str]:
        words = re.findall(r"[a-z0-9/+-]+", text.casefold())
        return {" ".join(words[i : i + 12]) for i in range(len(words) - 11)}

    official: set[str] = set()
    for rule in edition.rules:
        official |= shingles(" ".join((rule.text, *rule.examples)))
    copied = {
        e.rule.number: sorted(shingles(e.rule.text) & official)[:2]
        for e in DIGEST.entries
        if shingles(e.rule.text) & official
    }
    assert copied == {}
