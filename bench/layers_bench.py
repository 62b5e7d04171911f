"""Layer engine benchmarks (issues 2 and 3): scenario size, board size, dependencies.

Run alone with ``python -m bench.layers_bench``; ``python -m bench`` runs it with the rest.
"""

from __future__ import annotations

from bench import Row, row, time_calls
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


def reference_loop() -> int:
    """A fixed amount of plain Python work: its time shows how fast the machine was."""
    total = 0
    for number in range(1_000_000):
        total += number
    return total


def run(quick: bool = False) -> list[Row]:
    repeat = 20 if quick else 200
    lookup = default_catalog().get
    rows: list[Row] = [
        row(
            "machine speed check: a Python loop of 1,000,000 additions",
            time_calls(reference_loop, 3 if quick else 10, warmup=1),
            note="this shared VM's speed varies about 2x from run to run; compare with it",
        )
    ]
    for label, text in (("3", THREE_TERMS), ("10", TEN_TERMS), ("30", THIRTY_TERMS)):
        samples = time_calls(lambda text=text: run_scenario(text, lookup), repeat, warmup=5)
        rows.append(row(f"!layers scenario, {label} terms (parse + play + layers)", samples))
    player, result = run_scenario(DEPENDENCY_BOARD, lookup)
    rows.append(
        row(
            f"apply_layers, 30-permanent board, every layer, {result.dependency_pairs} "
            "dependency pairs",
            time_calls(lambda: apply_layers(player.game), max(10, repeat // 4)),
        )
    )
    rows.append(
        row(
            "the same board from the scenario text (parse + play + layers)",
            time_calls(lambda: run_scenario(DEPENDENCY_BOARD, lookup), max(10, repeat // 4)),
        )
    )
    for creatures, anthems in ((100, 10), (250, 25), (500, 50), (1000, 50), (500, 100)):
        game = board(creatures, anthems)
        samples = time_calls(lambda game=game: apply_layers(game), 5 if quick else 20, warmup=2)
        rows.append(row(f"apply_layers, {creatures} creatures x {anthems} global effects", samples))
    return rows


if __name__ == "__main__":
    for result_row in run():
        print(f"{result_row['name']:<72} {result_row['median_ms']:8.3f} ms  "
              f"p99 {result_row['p99_ms']:8.3f} ms")  # fmt: skip
