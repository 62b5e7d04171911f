"""The Commander game tracker: 903.7 life, 704.5a, 903.10a, undo, who may change a game."""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

from bot.core.context import Person
from bot.core.core import CommandCore
from bot.core.render.text import render_text

REPO = Path(__file__).resolve().parents[2]
ANA, BEN, CY, EVE = Person(11, "ana"), Person(22, "ben"), Person(33, "cy"), Person(44, "eve")


def at_table(core: CommandCore, author: Person = ANA, **details: object):  # type: ignore[no-untyped-def]
    return core.context(author=author, channel_id=5, guild_id=1, mentions=(ANA, BEN, CY), **details)


async def start(core: CommandCore) -> None:
    outcome = await core.handle("!game start <@11> <@22> <@33>", at_table(core))
    assert outcome.ok, outcome.error


async def test_game_starts_everyone_at_40_life(core: CommandCore) -> None:
    """903.7."""
    await start(core)
    text = render_text(await core.handle("!game", at_table(core)))
    assert "**ana**: 40 life" in text and "**cy**: 40 life" in text


async def test_life_changes_lose_gain_and_set(core: CommandCore) -> None:
    await start(core)
    await core.handle("!life <@22> -5", at_table(core))
    await core.handle("!life <@22> +3", at_table(core))
    outcome = await core.handle("!life <@33> =20", at_table(core))
    text = render_text(await core.handle("!game", at_table(core)))
    assert outcome.ok
    assert "**ben**: 38 life" in text and "**cy**: 20 life" in text


async def test_zero_life_loses_the_game(core: CommandCore) -> None:
    """704.5a: a player with 0 or less life loses."""
    await start(core)
    outcome = await core.handle("!life <@22> -40", at_table(core))
    assert "ben loses the game: 0 or less life (704.5a)" in render_text(outcome)


async def test_21_commander_damage_from_one_commander_loses(core: CommandCore) -> None:
    """903.10a: 21 from the same commander; the damage is also lost as life."""
    await start(core)
    await core.handle("!cmddmg <@22> Phelddagrif 10", at_table(core))
    outcome = await core.handle("!cmddmg <@22> phelddagrif 11", at_table(core))
    text = render_text(outcome)
    assert "21 of 21" in text
    assert "ben loses the game: 21 or more combat damage from Phelddagrif (903.10a)" in text
    assert "**ben**: 19 life" in text


async def test_damage_from_two_commanders_does_not_add_up(core: CommandCore) -> None:
    """903.10a counts each commander separately: 20 + 20 is no loss (but 0 life would be)."""
    await start(core)
    await core.handle("!cmddmg <@22> Tymna 20", at_table(core))
    text = render_text(await core.handle("!cmddmg <@33> Thrasios 20", at_table(core)))
    assert "loses the game" not in text


async def test_undo_takes_back_the_last_change(core: CommandCore) -> None:
    await start(core)
    await core.handle("!life <@22> -7", at_table(core))
    await core.handle("!life <@22> -40", at_table(core))
    text = render_text(await core.handle("!game undo", at_table(core)))
    assert "**ben**: 33 life" in text
    assert "LOST" not in text


async def test_undo_with_nothing_to_undo_is_refused(core: CommandCore) -> None:
    await start(core)
    outcome = await core.handle("!game undo", at_table(core))
    assert not outcome.ok and "nothing to undo" in (outcome.error or "")


async def test_only_players_or_moderators_change_the_game(core: CommandCore) -> None:
    await start(core)
    refused = await core.handle("!life <@22> -5", at_table(core, author=EVE))
    moderator = await core.handle("!life <@22> -5", at_table(core, author=EVE, is_moderator=True))
    text = render_text(await core.handle("!game", at_table(core, author=EVE)))
    assert not refused.ok and "Only the game's players or a moderator" in (refused.error or "")
    assert moderator.ok
    assert "**ben**: 35 life" in text


async def test_console_players_are_plain_at_names(core: CommandCore) -> None:
    console = core.context()
    assert (await core.handle("!game start @a @b @c", console)).ok
    await core.handle("!life @b -5", console)
    text = render_text(await core.handle("!game", console))
    assert "**b**: 35 life" in text


async def test_absurd_and_malformed_changes_leave_the_game_unchanged(core: CommandCore) -> None:
    await start(core)
    for command, words in [
        ("!life <@22> +99999999999999", "beyond what I track"),
        ("!life <@22> -5000000", "beyond what I track"),
        ("!life <@22> five", "whose life"),
        ("!life <@44> -5", "isn't in this game"),
        ("!life ben -5", "isn't a player"),
        ("!cmddmg <@22> Tymna -3", "1 to 1000"),
        ("!cmddmg <@22> 7", "who took the damage"),
        ("!game start <@11> <@22>", "already running"),
        ("!game dance", "don't know"),
    ]:
        outcome = await core.handle(command, at_table(core))
        assert not outcome.ok, command
        assert outcome.error_id is None, command
        assert words in (outcome.error or "") + (outcome.hint or ""), (command, outcome.error)
    text = render_text(await core.handle("!game", at_table(core)))
    assert "**ben**: 40 life" in text


async def test_game_end_then_no_game(core: CommandCore) -> None:
    await start(core)
    ended = await core.handle("!game end", at_table(core))
    after = await core.handle("!game", at_table(core))
    assert ended.ok and "Game over" in render_text(ended)
    assert not after.ok and "No game is running" in (after.error or "")


async def test_a_restart_keeps_the_game(tmp_path: Path, core: CommandCore) -> None:
    await start(core)
    await core.handle("!life <@22> -5", at_table(core))
    await core.close()
    fresh = CommandCore(core.services)
    try:
        text = render_text(await fresh.handle("!game", at_table(fresh)))
    finally:
        await fresh.close()
    assert "**ben**: 35 life" in text


async def test_100_concurrent_updates_lose_none(core: CommandCore) -> None:
    await start(core)
    outcomes = await asyncio.gather(
        *(core.handle("!life <@33> +1", at_table(core)) for _ in range(100))
    )
    text = render_text(await core.handle("!game", at_table(core)))
    assert all(outcome.ok for outcome in outcomes)
    assert "**cy**: 140 life" in text


def test_kill_9_loses_no_acknowledged_change(tmp_path: Path) -> None:
    """A writer killed with SIGKILL mid-stream: every acked change is in the database."""
    database = tmp_path / "games.sqlite3"
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    writer = subprocess.Popen(
        [sys.executable, str(REPO / "tests" / "game" / "crash_writer.py"), str(database)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=REPO,
    )
    assert writer.stdout is not None
    acked: list[tuple[int, int]] = []
    try:
        for line in writer.stdout:
            if line.startswith("ack "):
                _, seq, life = line.split()
                acked.append((int(seq), int(life)))
            if len(acked) >= 40:
                break
    finally:
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait()
    # Anything printed between our last read and the kill was acknowledged too.
    for line in writer.stdout.read().splitlines():
        if line.startswith("ack "):
            _, seq, life = line.split()
            acked.append((int(seq), int(life)))
    assert writer.returncode == -signal.SIGKILL
    assert len(acked) >= 40
    with sqlite3.connect(database) as db:
        rows = dict(db.execute("SELECT seq, state FROM changes"))
    for seq, life in acked:
        assert seq in rows, f"acknowledged change {seq} is missing"
        assert f'"life":{life}' in rows[seq]


async def test_a_game_remembers_its_guild_for_resharding(core: CommandCore) -> None:
    """docs/SCALING.md: a game belongs to its guild's shard, so the guild is stored."""
    await start(core)
    await core.close()
    with sqlite3.connect(core.services.data_dir / "games.sqlite3") as db:
        assert db.execute("SELECT guild_id FROM games").fetchall() == [(1,)]
        assert db.execute("PRAGMA user_version").fetchone() == (2,)


async def test_a_version_1_file_gains_the_guild_column(tmp_path: Path) -> None:
    from bot.core.commander.game import Player, new_game
    from bot.core.commander.store import GameStore

    path = tmp_path / "games.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute(
            "CREATE TABLE games (id INTEGER PRIMARY KEY, channel_id INTEGER NOT NULL,"
            " started_at TEXT NOT NULL, ended_at TEXT)"
        )
    store = GameStore(path)
    try:
        players = [Player(key="ana", name="ana"), Player(key="ben", name="ben")]
        await store.start(5, new_game(players), "ana", guild_id=9)
    finally:
        await store.close()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT channel_id, guild_id FROM games").fetchall() == [(5, 9)]
