"""Layer engine benchmarks (issues 2 and 3): scenario size, board size, dependencies.

Run alone with ``python -m bench.layers_bench``; ``python -m bench`` runs it with the rest.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from engine.catalog import default_catalog
from engine.layers import Game, apply_layers
from engine.objects import GameObject, Player
from engine.scenario import run_scenario

THREE_TERMS = "Axebane Beast + Invert + Bedeck"
TEN_TERMS = (
    "Grizzly Bears + Glorious Anthem + Giant Growth + +1/+1 counter + Befuddle + Invert + "
    "Kasmina's Transmutation + Hideous Laughter + Torpor Dust + Bedeck"
)
THIRTY_TERMS = " + ".join(
    ["Grizzly Bears", "Glorious Anthem", "Giant Growth", "Invert", "Bedeck"] * 6
)
#: Effects in every layer and 20+ dependency pairs on a 30-permanent board (issue 3).
DEPENDENCY_BOARD = " + ".join(
    [
        "Grizzly Bears", "Mogg Flunkies", "Conspiracy [Goblin]", "Painter's Servant [black]",
        "Mycosynth Lattice", "Opalescence", "Godhead of Awe", "Clone [copy: Grizzly Bears]",
        "opp: Control Magic -> Mogg Flunkies", "Mind Bend [black to green] -> Painter's Servant",
        *["Dralnu's Crusade"] * 8,
        "Blood Moon",
        *["Urborg, Tomb of Yawgmoth"] * 11,
    ]
)  # fmt: skip


def timed(action: Callable[[], object], repeat: int, warmup: int = 5) -> dict[str, float | int]:
    """Median and p99 of ``repeat`` runs, after ``warmup`` untimed ones, in milliseconds."""
    for _ in range(warmup):
        action()
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return {
        "median_ms": statistics.median(samples),
        "p99_ms": samples[min(len(samples) - 1, int(len(samples) * 0.99))],
        "n": repeat,
    }


def board(creatures: int, anthems: int) -> Game:
    """``creatures`` Grizzly Bears under ``anthems`` Glorious Anthems (global 7c effects)."""
    catalog = default_catalog()
    bears, anthem = catalog.get("Grizzly Bears"), catalog.get("Glorious Anthem")
    game = Game()
    for index in range(creatures + anthems):
        card = bears if index < creatures else anthem
        game.add(GameObject(id=index + 1, card=card, owner=Player.YOU,
                            controller=Player.YOU, timestamp=index))  # fmt: skip
    return game


def run(quick: bool = False) -> list[dict[str, object]]:
    repeat = 20 if quick else 200
    lookup = default_catalog().get
    rows: list[dict[str, object]] = []
    for label, text in (("3 terms", THREE_TERMS), ("10 terms", TEN_TERMS),
                        ("30 terms", THIRTY_TERMS)):  # fmt: skip
        rows.append({"name": f"!layers scenario, {label} (parse+play+layers)",
                     **timed(lambda text=text: run_scenario(text, lookup), repeat)})  # fmt: skip
    player, result = run_scenario(DEPENDENCY_BOARD, lookup)
    rows.append({
        "name": f"apply_layers alone on that board ({result.dependency_pairs} dependency pairs)",
        **timed(lambda: apply_layers(player.game), max(10, repeat // 4)),
    })  # fmt: skip
    rows.append({
        "name": "30-permanent board, every layer: parse + play + layers",
        **timed(lambda: run_scenario(DEPENDENCY_BOARD, lookup), max(10, repeat // 4)),
    })  # fmt: skip
    for creatures, anthems in ((100, 10), (250, 25), (500, 50), (1000, 50), (500, 100)):
        game = board(creatures, anthems)
        rows.append({
            "name": f"apply_layers, {creatures} creatures x {anthems} global effects",
            **timed(lambda game=game: apply_layers(game), 5 if quick else 20, warmup=2),
        })  # fmt: skip
    return rows


if __name__ == "__main__":
    for row in run():
        print(f"{row['name']:<70} {row['median_ms']:8.3f} ms  p99 {row['p99_ms']:8.3f} ms")
