"""Resolve card names against the imported index (any language), catalog first.

Exact matches (case, accents, ligatures, apostrophes, ``//`` spacing, either half
or face) win over fuzzy ones; fuzzy matching ranks at most five suggestions.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import aiosqlite
from rapidfuzz import fuzz, process

from bot.core.cards.store import NICKNAME, SHORT_NAME, index_path
from engine.cards import Card
from engine.catalog import CardIndex, default_catalog
from engine.errors import UnknownCardError
from engine.names import normalize_name

if TYPE_CHECKING:
    from bot.core.context import CardSource

MAX_SUGGESTIONS = 5
LANGUAGE_NAMES = {
    "en": "English",
    "de": "German",
    "es": "Spanish",
    "fr": "French",
    "it": "Italian",
    "ja": "Japanese",
    "ko": "Korean",
    "pt": "Portuguese",
    "ru": "Russian",
    "zhs": "Simplified Chinese",
    "zht": "Traditional Chinese",
    "ph": "Phyrexian",
}


@dataclass(frozen=True)
class NameMatch:
    """How a query matched: which card, through which printed name, in which language."""

    card_id: int
    card_name: str
    matched: str
    language: str
    exact: bool = True

    def describe(self) -> str:
        """``matched the French name Lune de sang``; empty for the plain English name."""
        if self.language == NICKNAME:
            return f"matched the nickname {self.matched}"
        if self.language == SHORT_NAME:
            return f"matched the short name {self.matched}"
        if self.language != "en":
            language = LANGUAGE_NAMES.get(self.language, self.language)
            return f"matched the {language} name {self.matched}"
        if self.matched != self.card_name:
            return f"matched the face {self.matched}"
        return ""


@dataclass(frozen=True)
class CardRecord:
    """An imported card with what the index knows beside its facts."""

    card: Card
    commander: str | None
    source: str
    match: NameMatch
    curated: bool = False


class NameTable:
    """Normalised names in memory: exact lookup, then a length-bucketed fuzzy search."""

    def __init__(self, rows: list[tuple[str, int, str, str]], card_names: dict[int, str]) -> None:
        self.by_key: dict[str, tuple[int, str, str]] = {}
        for key, card_id, name, language in rows:  # rows arrive best rank first
            self.by_key.setdefault(key, (card_id, name, language))
        self.card_names = card_names
        self.keys = sorted(self.by_key)
        # prefilter buckets: (initial of the first or the last word, length)
        buckets: defaultdict[tuple[str, str, int], list[str]] = defaultdict(list)
        for key in self.keys:
            buckets[("first", key[0], len(key))].append(key)
            buckets[("last", key.rsplit(" ", 1)[-1][:1], len(key))].append(key)
        self._buckets = dict(buckets)

    def exact(self, query: str) -> NameMatch | None:
        found = self.by_key.get(normalize_name(query))
        if found is None:
            return None
        card_id, name, language = found
        return NameMatch(card_id, self.card_names[card_id], name, language)

    def _candidates(self, key: str) -> list[str]:
        """Cheap prefilter: names of about the query's length that share the initial of its
        first or last word (a typo rarely changes both)."""
        spread = max(2, len(key) // 4)
        first, last = key[0], key.rsplit(" ", 1)[-1][:1]
        found: list[str] = []
        for length in range(len(key) - spread, len(key) + spread + 1):
            found.extend(self._buckets.get(("first", first, length), ()))
            found.extend(self._buckets.get(("last", last, length), ()))
        return list(dict.fromkeys(found))

    def _prefixed(self, key: str, limit: int) -> list[str]:
        start = bisect_left(self.keys, key)
        found: list[str] = []
        for candidate in self.keys[start : start + limit]:
            if not candidate.startswith(key):
                break
            found.append(candidate)
        return found

    def fuzzy(self, query: str, limit: int = MAX_SUGGESTIONS) -> list[NameMatch]:
        """Ranked near misses: a fast edit-distance pass, then a finer re-ranking."""
        key = normalize_name(query)
        if not key:
            return []
        rough = process.extract(
            key, self._candidates(key), scorer=fuzz.ratio, limit=limit * 8, score_cutoff=55
        )
        pool = {found for found, _score, _index in rough}
        if len(key) >= 4:
            pool.update(self._prefixed(key, limit))
        ranked = process.extract(key, list(pool), scorer=fuzz.WRatio, limit=limit * 4)
        results: list[NameMatch] = []
        seen: set[int] = set()
        for match_key, score, _index in ranked:
            if score < 70:
                continue
            card_id, name, language = self.by_key[match_key]
            if card_id not in seen:
                seen.add(card_id)
                results.append(NameMatch(card_id, self.card_names[card_id], name, language, False))
        return results[:limit]

    def complete(self, prefix: str, limit: int) -> list[str]:
        key = normalize_name(prefix)
        names: dict[str, None] = {}
        for found in self._prefixed(key, limit * 4) if key else ():
            names[self.card_names[self.by_key[found][0]]] = None
        for match in self.fuzzy(prefix, limit) if len(names) < limit else ():
            names[match.card_name] = None
        return list(names)[:limit]


class ImportedCardSource:
    """A :class:`~bot.core.context.CardSource` over the imported index.

    Curated catalog entries keep priority: a name that resolves to a card the
    catalog describes returns the catalog's card, unless the entry lists something it
    does not model and the imported card's parse reads all of its text (Tragic Slip's
    morbid): then the parse answers, never a needlessly incomplete one.
    """

    def __init__(
        self, db: aiosqlite.Connection, names: NameTable, catalog: CardIndex | None = None
    ) -> None:
        self._db = db
        self.names = names
        self.catalog = catalog or default_catalog()

    @classmethod
    async def open(cls, path: Path, catalog: CardIndex | None = None) -> ImportedCardSource:
        db = await aiosqlite.connect(f"file:{path}?mode=ro", uri=True)
        async with db.execute("SELECT id, name FROM cards") as cursor:
            card_names = {int(row[0]): str(row[1]) async for row in cursor}
        async with db.execute(
            "SELECT key, card_id, name, language FROM names ORDER BY rank, card_id"
        ) as cursor:
            rows = [(str(r[0]), int(r[1]), str(r[2]), str(r[3])) async for r in cursor]
        return cls(db, NameTable(rows, card_names), catalog)

    async def close(self) -> None:
        await self._db.close()

    def resolve(self, name: str) -> NameMatch:
        """The best name match, or :class:`UnknownCardError` with ranked suggestions."""
        match = self.names.exact(name)
        if match is not None:
            return match
        curated = self.catalog.find(name)
        if curated is not None:
            return NameMatch(0, curated.name, curated.name, "en")
        near = [m.card_name for m in self.names.fuzzy(name)]
        named_the = self.names.exact(f"The {name}")  # "Prismatic Piper": The Prismatic Piper
        if named_the is not None:
            near.insert(0, named_the.card_name)
        suggestions = tuple(dict.fromkeys(near))[:MAX_SUGGESTIONS]
        hint = f"Did you mean {', '.join(suggestions)}?" if suggestions else "Check the spelling."
        raise UnknownCardError(f"I don't know a card called “{name}”.", hint, suggestions)

    async def record(self, name: str) -> CardRecord:
        """The card plus its commander legality and how the name matched."""
        match = self.resolve(name)
        curated = self.catalog.find(match.card_name)
        row = None
        if match.card_id:
            async with self._db.execute(
                "SELECT card_json, commander, source FROM cards WHERE id = ?", (match.card_id,)
            ) as cursor:
                row = await cursor.fetchone()
        commander = str(row[1]) if row and row[1] else None
        if curated is not None and row is not None and curated.unmodelled:
            imported = Card.model_validate_json(row[0])
            if not imported.unmodelled:  # the parse reads what the entry says it leaves out
                return CardRecord(imported, commander, str(row[2]), match)
        if curated is not None:
            if row is not None and not curated.oracle_text:
                # The catalog describes a card in our words but holds no Oracle text; the
                # imported text is what the game model carries out (destroy, damage, tokens).
                imported = Card.model_validate_json(row[0])
                curated = curated.model_copy(update={"oracle_text": imported.oracle_text})
            return CardRecord(curated, commander, "catalog", match, curated=True)
        assert row is not None
        return CardRecord(Card.model_validate_json(row[0]), commander, str(row[2]), match)

    async def get(self, name: str) -> Card:
        return (await self.record(name)).card

    async def complete(self, prefix: str, limit: int = 25) -> list[str]:
        return self.names.complete(prefix, limit)


async def open_card_source(data_dir: Path) -> CardSource:
    """The imported index when ``data_dir/cards.sqlite3`` exists, else the curated catalog."""
    from bot.core.context import CatalogCardSource

    path = index_path(data_dir)
    if path.exists():
        return await ImportedCardSource.open(path)
    return CatalogCardSource()
