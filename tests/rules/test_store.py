"""The index: versioned, read-only at serve time, rebuilt atomically."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.core.rules import store
from bot.core.rules.digest import load_digest
from bot.core.rules.library import RulesLibrary
from bot.core.rules.store import SCHEMA_VERSION, build_index, index_is_current, index_path


async def test_first_use_builds_the_index_from_the_digest(tmp_path: Path) -> None:
    library = RulesLibrary(tmp_path)
    assert not index_path(tmp_path).exists()
    view = await library.rule("302.6")
    await library.close()
    assert view.source == "summary"
    assert index_is_current(index_path(tmp_path))
    connection = sqlite3.connect(index_path(tmp_path))
    assert connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    connection.close()


async def test_the_served_index_is_read_only(tmp_path: Path) -> None:
    library = RulesLibrary(tmp_path)
    db = await library.ready()
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        await db.execute("DELETE FROM rules")
    await library.close()


def test_a_crash_while_building_leaves_the_old_index(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = index_path(tmp_path)
    build_index(target, load_digest(), [])
    before = target.read_bytes()

    def explode(edition: str, rule: object) -> tuple[object, ...]:
        raise RuntimeError("power cut")

    monkeypatch.setattr(store, "_row", explode)
    with pytest.raises(RuntimeError):
        build_index(target, load_digest(), [])
    assert target.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == [target.name]


def test_an_old_schema_is_not_current(tmp_path: Path) -> None:
    target = index_path(tmp_path)
    sqlite3.connect(target).close()
    assert not index_is_current(target)
    target.write_bytes(b"not a database at all, just bytes" * 100)
    assert not index_is_current(target)
