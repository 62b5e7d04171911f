"""The SQLite card index: schema, writing a new index, reading names back.

Tables: ``cards`` (facts + the parsed :class:`Card` as JSON), ``names`` (every
normalised spelling a card answers to, with its language) and ``meta``.
"""

from __future__ import annotations

from pathlib import Path

INDEX_FILENAME = "cards.sqlite3"
#: ``names.language`` of the names players use that no card prints.
SHORT_NAME = "short"
NICKNAME = "nickname"
SCHEMA_VERSION = "1"

SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE cards (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    layout TEXT NOT NULL,
    mana_cost TEXT NOT NULL,
    type_line TEXT NOT NULL,
    commander TEXT,
    characteristic INTEGER NOT NULL,
    parsed_fully INTEGER NOT NULL,
    source TEXT NOT NULL,
    card_json TEXT NOT NULL
);
CREATE TABLE names (
    key TEXT NOT NULL,
    card_id INTEGER NOT NULL REFERENCES cards(id),
    name TEXT NOT NULL,
    language TEXT NOT NULL,
    rank INTEGER NOT NULL,
    PRIMARY KEY (key, card_id)
);
"""


def index_path(data_dir: Path) -> Path:
    """Where the card index lives under the data directory."""
    return data_dir / INDEX_FILENAME
