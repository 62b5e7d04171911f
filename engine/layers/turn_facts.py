"""What happened this turn, as a condition or an amount counts it ("as long as an artifact
entered the battlefield under your control this turn", "the amount of life you've lost this
turn", "the number of cards you've drawn this turn"): the count the scenario states, or what
it saw happen.
"""

from __future__ import annotations

from engine.layers.effects import ContinuousEffect, Game
from engine.oracle.this_turn import turn_facts

_DIED = ("creatures died", "your creatures died")


def turn_fact(game: Game, effect: ContinuousEffect, key: str, doubts: list[str]) -> int:
    """The count of ``key`` for the effect's controller: what the scenario played this turn
    (creatures that died (700.4), permanents that entered, life lost, spells cast, crimes
    (700.13)) or the count it states (``[cards drawn 2]``), whichever is more, plus what the
    spells and abilities resolving in it did before they count (a spell's own "Draw a card",
    608.2c); else 0. A count not stated is said in ``doubts``: the turn may have begun
    before the scenario."""
    stated = game.this_turn.get((effect.controller, key))
    seen = _seen_this_turn(game, effect, key)
    done = game.done_this_turn.get((effect.controller, key), 0)
    if stated is not None:
        return max(stated, seen) + done
    if done:
        doubt = (
            f"{effect.source_name}: it counts what happened this turn ({key}): {done} from "
            "what resolved in this scenario; more may have happened before it. State "
            f"[{key} N] on a term of that player if so (counted on top)."
        )
        doubts.extend([doubt] if doubt not in doubts else [])  # counted once per object
    if seen:
        doubts.append(f"{effect.source_name}: it counts {_counted(key, seen)}")
    if done or seen:
        return done + seen
    doubts.append(
        f"{effect.source_name}: it asks what happened this turn ({key}, for "
        f"{effect.controller.value}), which the board doesn't show and no term played; assumed "
        f"none. State it with [{key} N] on a term of that player."
    )
    return 0


def _counted(key: str, seen: int) -> str:
    """What a reply says of a count it took from the scenario alone."""
    if key in _DIED or turn_facts()[key].entered:
        verb = "died" if key in _DIED else "entered"
        return (
            f"what happened this turn ({key}): {seen} {verb} in this scenario; more may "
            f"have {verb} before it. State [{key} N] on a term of that player if so."
        )
    return (
        f"{turn_facts()[key].says}: {seen} in this scenario, none before it assumed. State "
        f"[{key} N] on a term of that player if the turn had more."
    )


def _seen_this_turn(game: Game, effect: ContinuousEffect, key: str) -> int:
    """How much of ``key`` the scenario played this turn for the effect's controller: the
    creatures that died, the permanents that entered under their control, or an event it
    counted as it happened (``Game.seen_this_turn``)."""
    if key in _DIED:
        mine = key == "your creatures died"
        return sum(1 for p in game.died_this_turn if not mine or p is effect.controller)
    wanted = turn_facts()[key].entered
    if wanted is None:
        return game.seen_this_turn.get((effect.controller, key), 0)
    kind = wanted.removeprefix("other ").capitalize()
    return sum(
        1
        for controller, types, obj_id in game.entered_this_turn
        if controller is effect.controller
        and ("Land" not in types if kind == "Nonland" else kind in types)
        and not (wanted.startswith("other ") and obj_id == effect.source_id)
    )
