"""Parse the official Comprehensive Rules text file into an :class:`Edition`.

The file has five parts, in order: a title and introduction (with the effective date),
the table of contents, the numbered rules, the glossary and the credits. Every line is
either understood or counted in ``Edition.unparsed`` so an import can report it.
"""

from __future__ import annotations

import re
from datetime import date, datetime

from bot.core.rules.encoding import decode_rules
from bot.core.rules.model import Edition, GlossaryEntry, Rule, RuleNumber

_EFFECTIVE = re.compile(r"effective as of (\w+ \d{1,2}, \d{4})")
_CHAPTER = re.compile(r"^(\d)\. (\S.*)$")
_SECTION = re.compile(r"^(\d{3})\. (\S.*)$")
_RULE = re.compile(r"^(\d{3}\.\d+)\.? (\S.*)$")
_SUBRULE = re.compile(r"^(\d{3}\.\d+[a-z])\.? (\S.*)$")
_EXAMPLE = re.compile(r"^Example: ")


class RulesFormatError(ValueError):
    """The text is not a Comprehensive Rules file we can read (no date, no rules)."""


def parse_effective_date(text: str) -> date:
    """The date in "These rules are effective as of April 17, 2026."."""
    match = _EFFECTIVE.search(text[:5000])
    if not match:
        raise RulesFormatError("no 'effective as of <date>' line near the top of the file")
    return datetime.strptime(match.group(1), "%B %d, %Y").date()


def _is_heading(text: str) -> bool:
    """``702.19. Trample`` carries a title, not a sentence."""
    return len(text) <= 60 and not text.endswith((".", ":", "”", '"'))


class _Builder:
    """Accumulates rules while the parser walks the body lines."""

    def __init__(self) -> None:
        self.rules: list[Rule] = []
        self.section_title = ""
        self.rule_title = ""
        self.number = ""
        self.text: list[str] = []
        self.examples: list[str] = []
        self.title = ""

    def flush(self) -> None:
        if self.number:
            self.rules.append(
                Rule(
                    rulebook="CR",
                    number=self.number,
                    title=self.title,
                    text=" ".join(self.text).strip(),
                    examples=tuple(self.examples),
                )
            )
        self.number, self.text, self.examples = "", [], []

    def start(self, number: str, text: str, title: str) -> None:
        self.flush()
        self.number, self.text, self.title = number, [text], title

    def continue_last(self, text: str) -> None:
        if self.examples:
            self.examples[-1] += " " + text
        else:
            self.text.append(text)


def parse_rules_text(text: str) -> Edition:
    """Parse already-decoded CR text (``\\n`` line ends)."""
    edition = Edition(effective=parse_effective_date(text))
    skipped = edition.skipped
    part = "introduction"
    builder = _Builder()
    term: str | None = None
    definition: list[str] = []

    def close_term() -> None:
        nonlocal term, definition
        if term is not None:
            edition.glossary.append(GlossaryEntry(term, "\n".join(definition).strip()))
        term, definition = None, []

    for raw in text.split("\n"):
        line = raw.rstrip()
        stripped = line.strip()
        if part == "introduction":
            if stripped == "Contents":
                part = "contents"
            skipped["introduction"] = skipped.get("introduction", 0) + bool(stripped)
            continue
        if not stripped:
            if part == "glossary":
                close_term()
            continue
        if part == "contents":
            if stripped in {"Glossary", "Credits"}:
                edition.contents.append(("", stripped))
                if stripped == "Credits":
                    part = "rules"
                continue
            match = _CHAPTER.match(stripped) or _SECTION.match(stripped)
            if match:
                edition.contents.append((match.group(1), match.group(2)))
            else:
                edition.unparsed.append(line)
            continue
        if part == "rules":
            if stripped == "Glossary":
                builder.flush()
                part = "glossary"
                continue
            if line[0].isspace():
                builder.continue_last(stripped)
                continue
            if match := _SUBRULE.match(line):
                builder.start(match.group(1), match.group(2), builder.rule_title)
            elif match := _RULE.match(line):
                body = match.group(2)
                builder.rule_title = body if _is_heading(body) else builder.section_title
                builder.start(match.group(1), body, builder.rule_title)
            elif match := _SECTION.match(line):
                builder.section_title = builder.rule_title = match.group(2)
                builder.start(match.group(1), match.group(2), match.group(2))
            elif match := _CHAPTER.match(line):
                builder.start(match.group(1), match.group(2), match.group(2))
            elif _EXAMPLE.match(line) and builder.number:
                builder.examples.append(line.removeprefix("Example: "))
            else:
                edition.unparsed.append(line)
            continue
        if part == "glossary":
            if stripped == "Credits":
                close_term()
                part = "credits"
                continue
            if term is None:
                term = stripped
            else:
                definition.append(stripped)
            continue
        skipped["credits"] = skipped.get("credits", 0) + 1
    builder.flush()
    close_term()
    edition.rules = builder.rules
    if not edition.rules:
        raise RulesFormatError("no numbered rules found; is this the Comprehensive Rules TXT file?")
    return edition


def parse_rules_bytes(data: bytes) -> tuple[Edition, str]:
    """Decode and parse a CR file's bytes; returns the edition and the encoding detected."""
    text, encoding = decode_rules(data)
    return parse_rules_text(text), encoding


def check_numbers(edition: Edition) -> list[str]:
    """Numbers that do not parse or repeat: each is a parser bug or a malformed file."""
    seen: set[str] = set()
    problems = []
    for rule in edition.rules:
        try:
            RuleNumber.parse(rule.number)
        except ValueError:
            problems.append(f"bad number {rule.number}")
        if rule.number in seen:
            problems.append(f"repeated number {rule.number}")
        seen.add(rule.number)
    return problems
