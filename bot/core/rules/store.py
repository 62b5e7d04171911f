"""The SQLite rules index: built from the digest plus every imported CR edition.

Layout (``PRAGMA user_version`` = :data:`SCHEMA_VERSION`):

* ``editions``  one row per edition: ``summary`` (our digest) and each CR date.
* ``rules``     every rule of every edition, with its parent and a sort key.
* ``glossary``  CR glossary terms per edition.

The index is derived data: :func:`build_index` writes a temporary file next to the
target and moves it into place with :func:`os.replace`, so a crash leaves the old
index. At serve time the file is opened read-only.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path

from bot.core.rules.digest import Digest
from bot.core.rules.encoding import decode_rules
from bot.core.rules.model import Edition, Rule
from bot.core.rules.parser import parse_rules_text

SCHEMA_VERSION = 2
SUMMARY = "summary"
INDEX_FILE = "rules.sqlite3"
IMPORT_DIR = "cr"

_SCHEMA = """
CREATE TABLE editions(
    edition TEXT PRIMARY KEY, effective TEXT, source TEXT, encoding TEXT,
    rules INTEGER, glossary INTEGER, built TEXT
);
CREATE TABLE rules(
    id INTEGER PRIMARY KEY, edition TEXT NOT NULL, rulebook TEXT NOT NULL,
    number TEXT NOT NULL, sort_key TEXT NOT NULL, parent TEXT, kind TEXT NOT NULL,
    title TEXT NOT NULL, text TEXT NOT NULL, examples TEXT NOT NULL,
    related TEXT NOT NULL, aliases TEXT NOT NULL
);
CREATE UNIQUE INDEX rules_by_number ON rules(edition, rulebook, number);
CREATE INDEX rules_by_order ON rules(edition, rulebook, sort_key);
CREATE INDEX rules_by_parent ON rules(edition, rulebook, parent);
CREATE TABLE glossary(id INTEGER PRIMARY KEY, edition TEXT, term TEXT, text TEXT);
CREATE INDEX glossary_by_edition ON glossary(edition);
"""


@dataclass
class ImportedFile:
    """One CR edition stored under ``data_dir/cr`` and parsed."""

    path: Path
    edition: Edition


@dataclass
class BuildReport:
    path: Path
    editions: list[str] = field(default_factory=list)
    rules: int = 0
    seconds: float = 0.0


def index_path(data_dir: Path) -> Path:
    return data_dir / INDEX_FILE


def import_dir(data_dir: Path) -> Path:
    return data_dir / IMPORT_DIR


def imported_editions(data_dir: Path) -> list[ImportedFile]:
    """Every CR edition imported so far (``data_dir/cr/cr-YYYY-MM-DD.txt``), oldest first."""
    folder = import_dir(data_dir)
    found = []
    for path in sorted(folder.glob("cr-*.txt")) if folder.is_dir() else []:
        text, _ = decode_rules(path.read_bytes())
        found.append(ImportedFile(path, parse_rules_text(text)))
    return found


def save_import(data_dir: Path, edition: Edition, text: str) -> Path:
    """Keep the decoded text of an edition beside the others; one file per effective date."""
    folder = import_dir(data_dir)
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"cr-{edition.effective.isoformat()}.txt"
    temporary = target.with_suffix(f".tmp{os.getpid()}")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, target)
    return target


def _row(edition: str, rule: Rule) -> tuple[object, ...]:
    number = rule.parsed
    return (
        edition,
        rule.rulebook,
        rule.number,
        number.sort_key if rule.rulebook == "CR" else rule.number,
        number.parent if rule.rulebook == "CR" else None,
        number.kind if rule.rulebook == "CR" else "rule",
        rule.title,
        rule.text,
        json.dumps(rule.examples),
        json.dumps(rule.related),
        json.dumps(rule.aliases),
    )


def _fow_row(edition: str, rule: Rule) -> tuple[object, ...]:
    return (
        edition, rule.rulebook, rule.number, rule.number, None, "rule", rule.title,
        rule.text, "[]", json.dumps(rule.related), json.dumps(rule.aliases),
    )  # fmt: skip


def build_index(target: Path, digest: Digest, imported: list[ImportedFile]) -> BuildReport:
    """Write a fresh index to ``target`` atomically (temp file, then ``os.replace``)."""
    started = time.perf_counter()
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_name(f"{target.name}.tmp{os.getpid()}")
    temporary.unlink(missing_ok=True)
    report = BuildReport(target)
    connection = sqlite3.connect(temporary)
    try:
        connection.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;" + _SCHEMA)
        insert = (
            "INSERT INTO rules(edition, rulebook, number, sort_key, parent, kind, title, text,"
            " examples, related, aliases) VALUES (?,?,?,?,?,?,?,?,?,?,?)"
        )
        built = datetime.now().isoformat(timespec="seconds")
        rows = [
            _row(SUMMARY, e.rule) if e.rule.rulebook == "CR" else _fow_row(SUMMARY, e.rule)
            for e in digest.entries
        ]
        connection.executemany(insert, rows)
        connection.execute(
            "INSERT INTO editions VALUES (?,?,?,?,?,?,?)",
            (SUMMARY, None, "rules_text", "utf-8", len(rows), 0, built),
        )
        report.editions.append(SUMMARY)
        report.rules += len(rows)
        for item in imported:
            edition = item.edition
            key = edition.effective.isoformat()
            connection.executemany(insert, [_row(key, rule) for rule in edition.rules])
            connection.executemany(
                "INSERT INTO glossary(edition, term, text) VALUES (?,?,?)",
                [(key, g.term, g.text) for g in edition.glossary],
            )
            connection.execute(
                "INSERT INTO editions VALUES (?,?,?,?,?,?,?)",
                (key, key, item.path.name, "utf-8", len(edition.rules), len(edition.glossary),
                 built),
            )  # fmt: skip
            report.editions.append(key)
            report.rules += len(edition.rules)
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        connection.commit()
    except BaseException:
        connection.close()
        temporary.unlink(missing_ok=True)
        raise
    connection.close()
    os.replace(temporary, target)
    report.seconds = time.perf_counter() - started
    return report


def index_is_current(path: Path) -> bool:
    """The file exists and has our schema version."""
    if not path.exists():
        return False
    try:
        connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            version = connection.execute("PRAGMA user_version").fetchone()[0]
        finally:
            connection.close()
    except sqlite3.DatabaseError:
        return False
    return bool(version == SCHEMA_VERSION)


def parse_date(text: str | None) -> date | None:
    return date.fromisoformat(text) if text else None
