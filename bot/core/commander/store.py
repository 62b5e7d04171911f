"""Game trackers in SQLite: one live game per channel, every change a committed row.

Each change is one ``BEGIN IMMEDIATE … COMMIT`` transaction that appends the whole new
state, so undo is "drop the newest row" and a crash can lose nothing that was
acknowledged: the database runs in WAL mode with ``synchronous=FULL``, so a commit
is on disk before :meth:`GameStore.change` returns.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import aiosqlite

from bot.core.commander.game import GameState, TrackerError

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL,
    started_at TEXT NOT NULL,
    ended_at TEXT,
    guild_id INTEGER
);
CREATE UNIQUE INDEX IF NOT EXISTS one_live_game_per_channel
    ON games(channel_id) WHERE ended_at IS NULL;
CREATE TABLE IF NOT EXISTS changes (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    state TEXT NOT NULL,
    summary TEXT NOT NULL,
    author TEXT NOT NULL,
    at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
"""

SCHEMA_VERSION = 2

Change = Callable[[GameState], tuple[GameState, str]]


@dataclass(frozen=True)
class Snapshot:
    """A game as of its newest change."""

    game_id: int
    seq: int
    state: GameState
    summary: str


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class GameStore:
    """Opens its database on first use; one lock serialises this process's writers."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()

    async def _connection(self) -> aiosqlite.Connection:
        if self._db is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            db = await aiosqlite.connect(self.path, isolation_level=None)
            await db.execute("PRAGMA journal_mode=WAL")
            await db.execute("PRAGMA synchronous=FULL")
            await db.execute("PRAGMA busy_timeout=10000")
            await db.execute("PRAGMA foreign_keys=ON")
            await db.executescript(SCHEMA)
            await self._migrate(db)
            self._db = db
        return self._db

    @staticmethod
    async def _migrate(db: aiosqlite.Connection) -> None:
        """Schema version 2 stores each game's guild, so games can follow their guild's
        shard when the shard count changes (docs/SCALING.md)."""
        async with db.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        if row is not None and row[0] >= SCHEMA_VERSION:
            return
        async with db.execute("PRAGMA table_info(games)") as cursor:
            columns = {column[1] for column in await cursor.fetchall()}
        if "guild_id" not in columns:  # a file written by schema version 1
            await db.execute("ALTER TABLE games ADD COLUMN guild_id INTEGER")
        await db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
            self._db = None

    async def _latest(self, db: aiosqlite.Connection, channel_id: int) -> Snapshot | None:
        query = """
            SELECT g.id, c.seq, c.state, c.summary FROM games g
            JOIN changes c ON c.game_id = g.id
            WHERE g.channel_id = ? AND g.ended_at IS NULL
            ORDER BY c.seq DESC LIMIT 1
        """
        async with db.execute(query, (channel_id,)) as cursor:
            row = await cursor.fetchone()
        if row is None:
            return None
        return Snapshot(
            game_id=row[0], seq=row[1], state=GameState.model_validate_json(row[2]), summary=row[3]
        )

    async def current(self, channel_id: int) -> Snapshot | None:
        """The channel's live game, or ``None``."""
        db = await self._connection()
        return await self._latest(db, channel_id)

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """``BEGIN IMMEDIATE`` under the writers' lock; ``COMMIT`` if the block finishes,
        ``ROLLBACK`` if it raises (or is cancelled)."""
        async with self._lock:
            db = await self._connection()
            await db.execute("BEGIN IMMEDIATE")
            try:
                yield db
                await db.execute("COMMIT")
            except BaseException:
                await db.execute("ROLLBACK")
                raise

    async def _live(self, db: aiosqlite.Connection, channel_id: int) -> Snapshot:
        latest = await self._latest(db, channel_id)
        if latest is None:
            raise TrackerError(
                "No game is running in this channel.", "Start one with !game start @a @b @c"
            )
        return latest

    async def start(
        self, channel_id: int, state: GameState, author: str, guild_id: int | None = None
    ) -> Snapshot:
        async with self._transaction() as db:
            if await self._latest(db, channel_id) is not None:
                raise TrackerError(
                    "A game is already running in this channel.",
                    "See it with !game; end it with !game end.",
                )
            cursor = await db.execute(
                "INSERT INTO games (channel_id, started_at, guild_id) VALUES (?, ?, ?)",
                (channel_id, _now(), guild_id),
            )
            game_id = cursor.lastrowid
            assert game_id is not None
            summary = "Game started: " + ", ".join(p.name for p in state.players) + "."
            await self._insert(db, game_id, 0, state, summary, author)
        return Snapshot(game_id=game_id, seq=0, state=state, summary=summary)

    async def change(self, channel_id: int, change: Change, author: str) -> Snapshot:
        """Apply ``change`` to the newest state and commit it, or change nothing."""
        async with self._transaction() as db:
            latest = await self._live(db, channel_id)
            state, summary = change(latest.state)
            await self._insert(db, latest.game_id, latest.seq + 1, state, summary, author)
        return Snapshot(game_id=latest.game_id, seq=latest.seq + 1, state=state, summary=summary)

    async def undo(self, channel_id: int) -> tuple[Snapshot, str]:
        """Drop the newest change; returns the state now and what was undone."""
        async with self._transaction() as db:
            latest = await self._live(db, channel_id)
            if latest.seq == 0:
                raise TrackerError(
                    "There is nothing to undo: no change since the game started.",
                    "To stop the game, use !game end.",
                )
            await db.execute(
                "DELETE FROM changes WHERE game_id = ? AND seq = ?",
                (latest.game_id, latest.seq),
            )
            now = await self._latest(db, channel_id)
            assert now is not None
        return now, latest.summary

    async def end(self, channel_id: int) -> Snapshot:
        async with self._transaction() as db:
            latest = await self._live(db, channel_id)
            await db.execute("UPDATE games SET ended_at = ? WHERE id = ?", (_now(), latest.game_id))
        return latest

    async def _insert(
        self,
        db: aiosqlite.Connection,
        game_id: int,
        seq: int,
        state: GameState,
        summary: str,
        author: str,
    ) -> None:
        await db.execute(
            "INSERT INTO changes (game_id, seq, state, summary, author, at) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (game_id, seq, state.model_dump_json(), summary, author, _now()),
        )
