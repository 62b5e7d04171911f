"""Load ``rules_text/``: the rule summaries we wrote ourselves, as data files.

Each ``*.md`` file holds one or more entries. An entry is TOML front matter between
two ``+++`` lines, followed by the summary in Markdown::

    +++
    rulebook = "CR"
    number = "302.6"
    title = "Summoning sickness"
    related = ["508.1a"]
    aliases = ["summoning sickness"]
    +++
    A creature you have not controlled continuously since your most recent turn began...

Optional keys: ``phase``, ``step`` and ``priority`` describe a step of the turn for
``!turn``/``!step``. ``search.toml`` holds the stop words the search drops.
Every problem in every file is collected and reported at once (:class:`DigestError`).
"""

from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from bot.core.rules.model import Rule, RuleNumber

RULEBOOKS = ("CR", "FoW")
_FOW_NUMBER = re.compile(r"^\d{3}(\.\d+[a-z]?)?(-[ivx]+)?$")
_KEYS = {"rulebook", "number", "title", "related", "aliases", "phase", "step", "priority"}


class DigestError(ValueError):
    """``rules_text/`` has entries that do not validate; ``problems`` lists each one."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("rules_text is invalid:\n" + "\n".join(problems))
        self.problems = problems


@dataclass(frozen=True, slots=True)
class DigestEntry:
    """One summary: the rule it explains and, for turn steps, what happens in it."""

    rule: Rule
    path: str
    phase: str | None = None
    step: str | None = None
    priority: str | None = None


@dataclass(frozen=True)
class SearchVocabulary:
    stopwords: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Digest:
    entries: tuple[DigestEntry, ...]
    vocabulary: SearchVocabulary

    def get(self, rulebook: str, number: str) -> DigestEntry | None:
        for entry in self.entries:
            if entry.rule.rulebook == rulebook and entry.rule.number == number:
                return entry
        return None


def default_rules_text_dir() -> Path:
    """``rules_text/`` at the repository root (or ``$JUDGEBOT_RULES_TEXT``).

    An editable install and the Docker image both keep the tree as in the repository,
    so the folder is found relative to this file: bot/core/rules -> repo root.
    """
    override = os.environ.get("JUDGEBOT_RULES_TEXT")
    if override:
        return Path(override)
    return Path(__file__).resolve().parents[3] / "rules_text"


def _valid_number(rulebook: str, number: str) -> bool:
    if rulebook == "FoW":
        return bool(_FOW_NUMBER.match(number))
    try:
        return str(RuleNumber.parse(number)) == number
    except ValueError:
        return False


def _entry(meta: dict[str, Any], body: str, where: str, problems: list[str]) -> DigestEntry | None:
    unknown = set(meta) - _KEYS
    if unknown:
        problems.append(f"{where}: unknown keys {sorted(unknown)}")
    rulebook, number, title = meta.get("rulebook"), meta.get("number"), meta.get("title")
    if rulebook not in RULEBOOKS:
        problems.append(f"{where}: rulebook must be one of {RULEBOOKS}, not {rulebook!r}")
        return None
    if not isinstance(number, str) or not _valid_number(rulebook, number):
        problems.append(f"{where}: bad rule number {number!r}")
        return None
    if not isinstance(title, str) or not title.strip():
        problems.append(f"{where}: {number} has no title")
        return None
    lists: dict[str, tuple[str, ...]] = {}
    for key in ("related", "aliases"):
        value = meta.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            problems.append(f"{where}: {number} {key} must be a list of strings")
            value = []
        lists[key] = tuple(value)
    for related in lists["related"]:
        if not _valid_number(rulebook, related):
            problems.append(f"{where}: {number} relates to a bad rule number {related!r}")
    if len(body) < 40:
        problems.append(f"{where}: {number} needs a summary of at least 40 characters")
    extra = {key: meta.get(key) for key in ("phase", "step", "priority")}
    for key, value in extra.items():
        if value is not None and not isinstance(value, str):
            problems.append(f"{where}: {number} {key} must be a string")
    rule = Rule(
        rulebook=rulebook,
        number=number,
        title=title.strip(),
        text=body,
        related=lists["related"],
        aliases=tuple(a.casefold() for a in lists["aliases"]),
    )
    return DigestEntry(rule, where, **{k: v for k, v in extra.items() if isinstance(v, str)})


def parse_digest_file(text: str, where: str, problems: list[str]) -> list[DigestEntry]:
    """Entries of one ``.md`` file: ``+++`` front matter ``+++`` body, repeated."""
    parts = re.split(r"^\+\+\+[ \t]*$", text, flags=re.MULTILINE)
    if parts[0].strip():
        problems.append(f"{where}: text before the first +++ line")
    if len(parts) % 2 == 0:
        problems.append(f"{where}: unbalanced +++ lines")
        return []
    entries = []
    for index in range(1, len(parts), 2):
        try:
            meta = tomllib.loads(parts[index])
        except tomllib.TOMLDecodeError as error:
            problems.append(f"{where}: entry {index // 2 + 1}: bad TOML ({error})")
            continue
        body = parts[index + 1].strip()
        entry = _entry(meta, body, f"{where} entry {index // 2 + 1}", problems)
        if entry:
            entries.append(entry)
    return entries


def load_digest(folder: Path | None = None) -> Digest:
    """Read and validate every entry; raise :class:`DigestError` listing all problems."""
    folder = folder or default_rules_text_dir()
    if not folder.is_dir():
        raise DigestError([f"{folder} is not a folder (set JUDGEBOT_RULES_TEXT?)"])
    problems: list[str] = []
    entries: list[DigestEntry] = []
    for path in sorted(folder.glob("*.md")):
        if path.name.upper() == "README.MD":
            continue
        entries.extend(parse_digest_file(path.read_text("utf-8"), path.name, problems))
    seen: dict[tuple[str, str], str] = {}
    for entry in entries:
        key = (entry.rule.rulebook, entry.rule.number)
        if key in seen:
            problems.append(f"{entry.path}: {key[1]} already summarized in {seen[key]}")
        seen[key] = entry.path
    vocabulary = SearchVocabulary()
    search_file = folder / "search.toml"
    if search_file.exists():
        try:
            data = tomllib.loads(search_file.read_text("utf-8"))
            vocabulary = SearchVocabulary(
                stopwords=frozenset(w.casefold() for w in data.get("stopwords", [])),
            )
        except (tomllib.TOMLDecodeError, AttributeError) as error:
            problems.append(f"search.toml: {error}")
    if problems:
        raise DigestError(problems)
    return Digest(tuple(entries), vocabulary)


@cache
def default_digest() -> Digest:
    """The embedded digest, loaded once per process on first use."""
    return load_digest()
