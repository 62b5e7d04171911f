"""Layer engine benchmarks (issues 2 and 3): scenario size, board size, dependencies.

Run alone with ``python -m bench.layers_bench``; ``python -m bench`` runs it with the rest.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from bench import Row, row, time_calls
from engine.cards import Card
from engine.catalog import default_catalog
from engine.layers import Game, apply_layers
from engine.objects import GameObject, Player
from engine.oracle import parse_card
from engine.scenario import run_scenario

THREE_TERMS = "Axebane Beast + Invert + Bedeck"
#: The Bears survive it (a 9/2): since issue 12, a creature that dies to a state-based action
#: leaves the scenario, so the old ending (Hideous Laughter, then -3/-0 under Invert) is gone.
TEN_TERMS = (
    "Grizzly Bears + Glorious Anthem + Giant Growth + +1/+1 counter + Befuddle + Invert + "
    "Kasmina's Transmutation + Honor of the Pure + Giant Growth + Torpor Dust"
)
THIRTY_TERMS = " + ".join(
    ["Grizzly Bears", "Glorious Anthem", "Giant Growth", "Invert", "Bedeck"] * 6
)
#: Issue 12: a game played out: zone changes, tokens, damage, two turn ends, blinks.
GAME_THIRTY_TERMS = " + ".join(
    [
        "Grizzly Bears", "Glorious Anthem", "Serra Angel", "opp: Hill Giant", "opp: Shivan Dragon",
        "Raise the Alarm", "Giant Growth -> Soldier #2", "Murder -> Serra Angel",
        "Savannah Lions", "Cloudshift -> Savannah Lions", "1 damage -> Soldier",
        "+1/+1 counter -> Hill Giant", "Honor of the Pure", "end turn", "opp: Raise the Alarm",
        "opp: Lightning Bolt -> Savannah Lions", "exile Soldier #2", "bounce Hill Giant",
        "+1/+1 counter", "gains flying", "end turn", "Raise the Alarm", "Giant Growth -> Soldier",
        "destroy Shivan Dragon", "2 damage -> Soldier #2", "blink Grizzly Bears",
        "sacrifice Soldier", "Giant Growth", "3 damage -> Soldier #2", "exile Grizzly Bears",
    ]
)  # fmt: skip
#: The same kind of game where effects that can kill (switch, -N/-N, control changes) stay
#: on the board, so state-based actions need the layer system after almost every term.
GAME_HEAVY_TERMS = " + ".join(
    [
        "Grizzly Bears", "Glorious Anthem", "Serra Angel", "opp: Hill Giant", "opp: Shivan Dragon",
        "Raise the Alarm", "Giant Growth -> Soldier #2", "Murder -> Serra Angel",
        "Savannah Lions", "Cloudshift -> Savannah Lions", "1 damage -> Soldier",
        "Act of Treason -> Hill Giant", "Invert -> Grizzly Bears", "end turn",
        "opp: Raise the Alarm", "opp: Lightning Bolt -> Savannah Lions", "Bedeck -> Soldier",
        "Honor of the Pure", "exile Soldier #2", "bounce Hill Giant", "+1/+1 counter",
        "opp: Threaten -> Grizzly Bears", "Hideous Laughter", "end turn", "Raise the Alarm",
        "Giant Growth -> Soldier", "destroy Shivan Dragon", "2 damage -> Soldier #2",
        "blink Grizzly Bears", "sacrifice Soldier",
    ]
)  # fmt: skip
#: The one-shot spells that scenario casts, read from their Oracle text like imported cards.
ONE_SHOT_SPELLS = {
    "Murder": "Destroy target creature.",
    "Raise the Alarm": "Create two 1/1 white Soldier creature tokens.",
    "Lightning Bolt": "Lightning Bolt deals 3 damage to any target.",
    "Cloudshift": (
        "Exile target creature you control, then return that card to the battlefield under "
        "your control."
    ),
}
#: Effects in every layer and a dozen dependency pairs on a 29-permanent board (issue 3): 11
#: layer-4 land effects as before, but 4 Urborgs spread over four players (the legend rule,
#: 704.5j, keeps one per player) and 7 Prismatic Omens; Mind Bend comes last, so the board
#: is complete before state-based actions are checked.
DEPENDENCY_BOARD = " + ".join(
    [
        "Grizzly Bears", "Mogg Flunkies", "Conspiracy [Goblin]", "Painter's Servant [black]",
        "Mycosynth Lattice", "Opalescence", "Godhead of Awe", "Clone [copy: Grizzly Bears]",
        "opp: Control Magic -> Mogg Flunkies",
        *["Dralnu's Crusade"] * 8,
        "Blood Moon",
        *[f"{who}Urborg, Tomb of Yawgmoth" for who in ("", "opp: ", "p3: ", "p4: ")],
        *["Prismatic Omen"] * 7,
        "Mind Bend [black to green] -> Painter's Servant",
    ]
)  # fmt: skip


def game_lookup() -> Callable[[str], Card]:
    """The catalog, plus the one-shot spells parsed from their Oracle text."""
    catalog = default_catalog()
    spells = {
        name.casefold(): parse_card(Card(name=name, types=("Instant",), oracle_text=text))
        for name, text in ONE_SHOT_SPELLS.items()
    }
    return lambda name: spells.get(name.casefold()) or catalog.get(name)


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


def reference_loop(additions: int = 1_000_000) -> int:
    """A fixed amount of plain Python work: its time shows how fast the machine was."""
    total = 0
    for number in range(additions):
        total += number
    return total


#: What the scaled figures refer to: a machine on which the speed check takes 20 ms.
REFERENCE_MS = 20.0


def scaled_row(name: str, action: Callable[[], object], n: int, warmup: int = 5,
               note: str = "", per: int = 0) -> Row:  # fmt: skip
    """A row for ``n`` timed calls of ``action``, with the median scaled to a machine where
    the speed check takes :data:`REFERENCE_MS`: a tenth of the check is timed before about
    one call in twenty, so a moment when the shared VM runs slow slows both alike. ``per``:
    also give the scaled time per that many units of work (creatures x effects)."""
    for _ in range(warmup):
        action()
    samples, checks = [], []
    every = max(1, n // 20)
    for index in range(n):
        if index % every == 0:
            start = time.perf_counter()
            reference_loop(100_000)
            checks.append((time.perf_counter() - start) * 10)
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    scaled_ms = statistics.median(samples) * REFERENCE_MS / statistics.median(checks)
    scaled = f"{scaled_ms:.3f} ms at a 20 ms speed check (checked {len(checks)} times)"
    if per:
        scaled += f", {scaled_ms * 1000 / per:.3f} µs per creature x effect"
    return row(name, samples, note="; ".join(part for part in (note, scaled) if part))


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
        rows.append(
            scaled_row(f"!layers scenario, {label} terms (parse + play + layers)",
                       lambda text=text: run_scenario(text, lookup), repeat)
        )  # fmt: skip
    with_spells = game_lookup()
    for label, text, note in (
        ("", GAME_THIRTY_TERMS, "issue 12 target: 2 ms"),
        (" with switch, -N/-N and control effects", GAME_HEAVY_TERMS, "state-based actions "
         "need a layer run after most terms"),
    ):  # fmt: skip
        name = f"!layers game, 30 terms: zone changes, tokens, damage, 2 turn ends{label}"
        rows.append(
            scaled_row(name, lambda text=text: run_scenario(text, with_spells), repeat, note=note)
        )
    clones = "Grizzly Bears + Invert + " + " + ".join(["Clone [copy: Grizzly Bears]"] * 58)
    rows.append(
        scaled_row(
            "!layers 60 terms, 58 Clones after a switch (state-based actions past the budget)",
            lambda: run_scenario(clones, lookup), 3 if quick else 5, warmup=1,
            note="checked after every term until LAYER_WORK_BUDGET, then once at the end",
        )
    )  # fmt: skip
    player, result = run_scenario(DEPENDENCY_BOARD, lookup)
    rows.append(
        scaled_row(
            f"apply_layers, 30-permanent board, every layer, {result.dependency_pairs} "
            "dependency pairs",
            lambda: apply_layers(player.game), max(10, repeat // 4), warmup=3,
            note="issue 12 target: 5 ms",
        )
    )  # fmt: skip
    rows.append(
        scaled_row(
            "the same board from the scenario text (parse + play + layers)",
            lambda: run_scenario(DEPENDENCY_BOARD, lookup), max(10, repeat // 4), warmup=3,
        )
    )  # fmt: skip
    for creatures, anthems in ((100, 10), (250, 25), (500, 50), (1000, 50), (500, 100)):
        game = board(creatures, anthems)
        rows.append(
            scaled_row(f"apply_layers, {creatures} creatures x {anthems} global effects",
                       lambda game=game: apply_layers(game), 5 if quick else 20, warmup=2,
                       per=creatures * anthems)
        )  # fmt: skip
    return rows


if __name__ == "__main__":
    for result_row in run():
        print(f"{result_row['name']:<72} {result_row['median_ms']:8.3f} ms  "
              f"p99 {result_row['p99_ms']:8.3f} ms")  # fmt: skip
