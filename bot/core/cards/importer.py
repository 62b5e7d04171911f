"""Import card databases into a fresh SQLite index, then swap it in atomically.

Formats (detected from the file's first JSON tokens): Scryfall bulk files (a JSON
array of card objects, e.g. ``oracle-cards``), MTGJSON ``AtomicCards.json``
(``data`` maps names to face lists) and MTGJSON per-set files (``data.cards``).
Files are streamed with ijson, so a 150 MB file needs little memory. The index is
built in ``cards.sqlite3.building`` and moved over the old one with
:func:`os.replace` only when every file imported cleanly: a malformed, truncated
or foreign file, or an interrupted import, leaves the previous index untouched.
"""

from __future__ import annotations

import os
import time
import tomllib
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import IO, Any

import aiosqlite
import ijson

from bot.core.cards.mtgjson import card_from_mtgjson, commander_legality, foreign_names
from bot.core.cards.store import NICKNAME, SCHEMA, SCHEMA_VERSION, SHORT_NAME, index_path
from engine.card_data import card_from_scryfall
from engine.cards import Card
from engine.errors import UserError
from engine.names import name_keys, normalize_name
from engine.oracle import read_card
from engine.oracle.sentences import self_names

#: Called with (bytes read, total bytes) as a file is read.
Progress = Callable[[int, int], None]
BATCH = 500
SKIPPED_LAYOUTS = {
    "token": "token",
    "double_faced_token": "token",
    "emblem": "emblem",
    "art_series": "art card",
}


class CardImportError(UserError):
    """A card file that cannot be imported; the previous index is left as it was."""


@dataclass
class ImportSummary:
    """What an import did, for the summary line the CLI prints."""

    cards: int = 0
    faces: int = 0
    names: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0
    files: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        skipped = ", ".join(f"{n} {reason}" for reason, n in self.skipped.most_common())
        return [
            f"Imported {self.cards:,} cards ({self.faces:,} faces, {self.names:,} names) "
            f"from {len(self.files)} file(s) in {self.seconds:.1f} s.",
            f"Skipped: {skipped or 'nothing'}.",
        ]


@dataclass
class _Record:
    card: Card
    keywords: list[str]
    names: list[tuple[str, str]]  # foreign (name, language)
    commander: str | None
    source: str


# --- Reading the formats -------------------------------------------------------------------


class _CountingReader:
    """A binary file that reports how far it has been read."""

    def __init__(self, handle: IO[bytes], total: int, progress: Progress | None) -> None:
        self._handle = handle
        self._total = total
        self._progress = progress
        self._read = 0

    def read(self, size: int = -1) -> bytes:
        chunk = self._handle.read(size)
        self._read += len(chunk)
        if self._progress is not None:
            self._progress(self._read, self._total)
        return chunk


def detect_format(path: Path) -> str:
    """``"scryfall"``, ``"mtgjson-atomic"`` or ``"mtgjson-set"``; raises for anything else."""
    try:
        with path.open("rb") as handle:
            events = ijson.parse(handle)
            prefix, event, _ = next(events)
            if event == "start_array":
                return "scryfall"
            if event != "start_map":
                raise CardImportError(f"{path.name} is not a card database.", _FORMATS_HINT)
            for prefix, event, value in events:
                if prefix == "" and event == "map_key" and value not in ("meta", "data"):
                    break
                if prefix == "data" and event == "map_key":
                    after = next(events)
                    if after[1] == "start_array":
                        return "mtgjson-atomic"
                    if value == "cards" or after[1] in ("string", "number", "start_map", "null"):
                        return "mtgjson-set"
                    break
    except (ijson.JSONError, StopIteration) as error:
        raise CardImportError(
            f"{path.name} is not valid JSON ({_short(error)}).", _FORMATS_HINT
        ) from error
    except OSError as error:
        raise CardImportError(f"I can't read {path}: {error.strerror}.") from error
    raise CardImportError(f"{path.name} is JSON but not a card database I know.", _FORMATS_HINT)


_FORMATS_HINT = (
    "Use a Scryfall bulk file (oracle-cards), MTGJSON AtomicCards.json or an MTGJSON set file."
)


def _short(error: BaseException) -> str:
    return str(error).splitlines()[0][:120] if str(error) else type(error).__name__


def _scryfall_objects(stream: Any) -> Iterator[Any]:
    return ijson.items(stream, "item", use_float=True)  # type: ignore[no-any-return]


def iter_scryfall_records(path: Path) -> Iterator[dict[str, Any]]:
    """Every object of a Scryfall bulk file (a JSON array), streamed, as Scryfall wrote it.

    The importer reads the same way; this is for code that needs the raw records of a
    file rather than an index (test fixtures, benchmarks).
    """
    with path.open("rb") as handle:
        yield from _scryfall_objects(handle)


def _scryfall_records(stream: Any) -> Iterator[_Record | str]:
    for raw in _scryfall_objects(stream):
        if not isinstance(raw, Mapping) or "name" not in raw:
            yield "not a card object"
            continue
        if raw.get("object", "card") != "card":
            yield "not a card object"
            continue
        layout = str(raw.get("layout", "normal"))
        if layout in SKIPPED_LAYOUTS:
            yield SKIPPED_LAYOUTS[layout]
            continue
        legal = (raw.get("legalities") or {}).get("commander")
        yield _Record(
            card_from_scryfall(raw),
            list(raw.get("keywords") or ()),
            [],
            str(legal) if legal else None,
            "scryfall",
        )


def _mtgjson_record(entries: Sequence[Mapping[str, Any]]) -> _Record | str:
    if not entries or "name" not in entries[0]:
        return "not a card object"
    layout = str(entries[0].get("layout", "normal"))
    if layout in SKIPPED_LAYOUTS:
        return SKIPPED_LAYOUTS[layout]
    keywords = sorted({k for e in entries for k in e.get("keywords") or ()})
    return _Record(
        card_from_mtgjson(entries),
        keywords,
        foreign_names(entries),
        commander_legality(entries),
        "mtgjson",
    )


def _atomic_records(stream: Any) -> Iterator[_Record | str]:
    for _name, entries in ijson.kvitems(stream, "data", use_float=True):
        yield _mtgjson_record(entries)


def _set_records(stream: Any) -> Iterator[_Record | str]:
    by_name: dict[str, list[Mapping[str, Any]]] = {}
    for entry in ijson.items(stream, "data.cards.item", use_float=True):
        by_name.setdefault(str(entry.get("name")), []).append(entry)
    for entries in by_name.values():
        sides: dict[str, Mapping[str, Any]] = {}
        for entry in entries:  # one entry per face per printing: keep each side once
            side = str(entry.get("side") or "a")
            if side in sides:
                merged = dict(sides[side])
                merged["foreignData"] = [
                    *(sides[side].get("foreignData") or ()),
                    *(entry.get("foreignData") or ()),
                ]
                sides[side] = merged
            else:
                sides[side] = entry
        yield _mtgjson_record(list(sides.values()))


_READERS = {
    "scryfall": _scryfall_records,
    "mtgjson-atomic": _atomic_records,
    "mtgjson-set": _set_records,
}


# --- Writing the index -----------------------------------------------------------------


class _Writer:
    def __init__(self, db: aiosqlite.Connection, summary: ImportSummary) -> None:
        self.db = db
        self.summary = summary
        self.ids: dict[str, int] = {}
        #: Each card's short names (201.5c), from the one reader of a card's own names.
        self.shorts: dict[int, list[str]] = {}
        self.cards: list[tuple[Any, ...]] = []
        self.names: list[tuple[Any, ...]] = []

    async def add(self, record: _Record) -> None:
        card = record.card
        existing = self.ids.get(card.name)
        if existing is not None:  # same card from a second file: add its names only
            self._names(existing, record)
            if not record.names:
                self.summary.skipped["already imported"] += 1
            return
        card_id = len(self.ids) + 1
        self.ids[card.name] = card_id
        if " // " not in card.name:  # "Crovax" for Crovax the Cursed, "Torbran" for Torbran, ...
            alchemy = card.name.startswith("A-")  # its short names keep the prefix: "A-Harald"
            names = self_names(card.name, legendary=card.is_legendary)
            self.shorts[card_id] = [
                name for name in names if name != card.name and name.startswith("A-") == alchemy
            ]
        parsed, characteristic = read_card(card, record.keywords)
        self.cards.append(
            (
                card_id,
                card.name,
                card.layout,
                card.mana_cost,
                _type_line(card),
                record.commander,
                characteristic,
                int(not parsed.unmodelled),
                record.source,
                parsed.model_dump_json(),
            )
        )
        self.summary.cards += 1
        self.summary.faces += max(1, len(card.faces))
        faces = tuple(face.name for face in card.faces)
        for key in name_keys(card.name):
            self.names.append((key, card_id, card.name, "en", 0))
        for face in faces:
            for key in name_keys(face):
                self.names.append((key, card_id, face, "en", 1))
        self._names(card_id, record)
        if len(self.cards) >= BATCH:
            await self.flush()

    def add_player_names(self, nicknames: Mapping[str, str]) -> None:
        """The names players use that no card prints: a card's short name when no other card
        has it ("Torbran" for Torbran, Thane of Red Fell, "Crovax" for Crovax the Cursed), and
        the community's nicknames ("goyf"). Printed names keep priority (lower rank)."""
        short: dict[str, list[tuple[str, int]]] = {}
        for card_id, heads in self.shorts.items():
            for head in heads:
                short.setdefault(normalize_name(head), []).append((head, card_id))
        for key, cards in short.items():
            if len(cards) == 1:
                head, card_id = cards[0]
                self.names.append((key, card_id, head, SHORT_NAME, 3))
        for nickname, name in nicknames.items():
            if name in self.ids:
                self.names.append((normalize_name(nickname), self.ids[name], nickname, NICKNAME, 4))

    def _names(self, card_id: int, record: _Record) -> None:
        for name, language in record.names:
            for key in name_keys(name):
                self.names.append((key, card_id, name, language, 2))

    async def flush(self) -> None:
        await self.db.executemany("INSERT INTO cards VALUES (?,?,?,?,?,?,?,?,?,?)", self.cards)
        cursor = await self.db.executemany(
            "INSERT OR IGNORE INTO names VALUES (?,?,?,?,?)", self.names
        )
        self.summary.names += max(cursor.rowcount, 0)
        self.cards.clear()
        self.names.clear()


def nicknames() -> dict[str, str]:
    """Nickname -> card name, from the package's ``data/nicknames.toml``."""
    text = (resources.files("bot.core.cards") / "data" / "nicknames.toml").read_text("utf-8")
    return {str(k): str(v) for k, v in tomllib.loads(text)["nicknames"].items()}


def _type_line(card: Card) -> str:
    if card.faces:
        return " // ".join(face.type_line for face in card.faces)
    return card.type_line


async def import_files(
    paths: Sequence[Path], data_dir: Path, progress: Progress | None = None
) -> ImportSummary:
    """Build a new index from ``paths`` (the first file wins for a card's facts) and swap it in.

    Later files add cards the earlier ones lack and their names (e.g. MTGJSON's
    foreign names for cards imported from Scryfall).
    """
    formats = [(path, detect_format(path)) for path in paths]
    data_dir.mkdir(parents=True, exist_ok=True)
    final = index_path(data_dir)
    building = final.with_name(final.name + ".building")
    building.unlink(missing_ok=True)
    summary = ImportSummary()
    started = time.perf_counter()
    try:
        async with aiosqlite.connect(building) as db:
            await db.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;" + SCHEMA)
            writer = _Writer(db, summary)
            for path, kind in formats:
                summary.files.append(f"{path.name} ({kind})")
                await _import_one(path, kind, writer, progress)
            writer.add_player_names(nicknames())
            await writer.flush()
            if summary.cards == 0:
                raise CardImportError(
                    "Those files hold no cards I can import.", "Check that it is a card list."
                )
            await db.execute("CREATE INDEX names_card ON names(card_id)")
            await db.executemany(
                "INSERT INTO meta VALUES (?, ?)",
                [
                    ("schema", SCHEMA_VERSION),
                    ("imported_at", time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())),
                    ("files", "; ".join(summary.files)),
                ],
            )
            await db.commit()
        os.replace(building, final)
    except BaseException:
        building.unlink(missing_ok=True)
        raise
    summary.seconds = time.perf_counter() - started
    return summary


async def _import_one(path: Path, kind: str, writer: _Writer, progress: Progress | None) -> None:
    total = path.stat().st_size
    try:
        with path.open("rb") as handle:
            stream = _CountingReader(handle, total, progress)
            for record in _READERS[kind](stream):
                if isinstance(record, str):
                    writer.summary.skipped[record] += 1
                else:
                    await writer.add(record)
    except ijson.JSONError as error:
        raise CardImportError(
            f"{path.name} is malformed or truncated JSON ({_short(error)}); "
            "the previous card index is unchanged.",
            "Download the file again, then re-run the import.",
        ) from error
    except (KeyError, TypeError, ValueError) as error:
        if isinstance(error, UserError):
            raise
        raise CardImportError(
            f"{path.name} has a card entry I can't read ({_short(error)}); "
            "the previous card index is unchanged.",
            _FORMATS_HINT,
        ) from error


def normalized(name: str) -> str:
    """The key a name is stored under (re-exported for tests and the source)."""
    return normalize_name(name)
