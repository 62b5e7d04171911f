"""Applies life changes to one game forever, printing ``ack <seq> <life>`` after each commit.

Run by the kill -9 test: ``python tests/game/crash_writer.py <database>``.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from bot.core.commander.game import Player, change_life, new_game
from bot.core.commander.store import GameStore

CHANNEL = 7


async def main(path: Path) -> None:
    store = GameStore(path)
    await store.start(
        CHANNEL, new_game([Player(key="name:a", name="a"), Player(key="name:b", name="b")]), "t"
    )
    print("started", flush=True)
    while True:
        snapshot = await store.change(
            CHANNEL, lambda state: change_life(state, "name:a", "+", 1), "crash-test"
        )
        print(f"ack {snapshot.seq} {snapshot.state.players[0].life}", flush=True)


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1])))
