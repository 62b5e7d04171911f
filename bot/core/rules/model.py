"""Value types of the rules library: one rule, one glossary entry, one edition."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from typing import Literal

RuleKind = Literal["chapter", "section", "rule", "subrule"]

#: ``6``, ``613``, ``613.4``, ``613.4c`` (optionally with a trailing dot).
RULE_NUMBER = re.compile(r"^(\d{1,3})(?:\.(\d+)(?:\.?([a-z]))?)?\.?$")


@dataclass(frozen=True, slots=True)
class RuleNumber:
    """A parsed rule number; its ``sort_key`` orders chapters, sections, rules, subrules.

    >>> RuleNumber.parse("613.4c").parent
    '613.4'
    >>> RuleNumber.parse("613").parent
    '6'
    >>> RuleNumber.parse("702.19b").sort_key < RuleNumber.parse("702.19c").sort_key
    True
    """

    section: int
    rule: int | None = None
    letter: str | None = None
    chapter_only: bool = False

    @classmethod
    def parse(cls, text: str) -> RuleNumber:
        match = RULE_NUMBER.match(text.strip())
        if not match:
            raise ValueError(f"not a rule number: {text!r}")
        head, rule, letter = match.groups()
        if len(head) == 1 and rule is None:
            return cls(section=int(head), chapter_only=True)
        if len(head) != 3:
            raise ValueError(f"not a rule number: {text!r}")
        return cls(int(head), int(rule) if rule else None, letter)

    @property
    def kind(self) -> RuleKind:
        if self.chapter_only:
            return "chapter"
        if self.rule is None:
            return "section"
        return "subrule" if self.letter else "rule"

    def __str__(self) -> str:
        if self.chapter_only:
            return str(self.section)
        if self.rule is None:
            return f"{self.section:03d}"
        return f"{self.section:03d}.{self.rule}{self.letter or ''}"

    @property
    def parent(self) -> str | None:
        if self.chapter_only:
            return None
        if self.rule is None:
            return str(self.section // 100)
        if self.letter is None:
            return f"{self.section:03d}"
        return f"{self.section:03d}.{self.rule}"

    @property
    def sort_key(self) -> str:
        if self.chapter_only:
            return f"{self.section}00"
        if self.rule is None:
            return f"{self.section:03d} "
        return f"{self.section:03d}.{self.rule:04d}{self.letter or ''}"


@dataclass(frozen=True, slots=True)
class Rule:
    """One numbered rule (or a chapter or section heading) of one rulebook edition."""

    rulebook: str
    number: str
    title: str
    text: str
    examples: tuple[str, ...] = ()
    related: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()

    @property
    def parsed(self) -> RuleNumber:
        return RuleNumber.parse(self.number)


@dataclass(frozen=True, slots=True)
class GlossaryEntry:
    term: str
    text: str


@dataclass
class Edition:
    """Everything parsed from one Comprehensive Rules file."""

    effective: date
    rules: list[Rule] = field(default_factory=list)
    glossary: list[GlossaryEntry] = field(default_factory=list)
    contents: list[tuple[str, str]] = field(default_factory=list)
    #: Lines deliberately not parsed as rules, by kind ("introduction", "credits", ...).
    skipped: dict[str, int] = field(default_factory=dict)
    #: Lines the parser did not understand; an import with any of these is suspicious.
    unparsed: list[str] = field(default_factory=list)
