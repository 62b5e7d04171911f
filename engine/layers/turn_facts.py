"""What happened this turn, as a condition or an amount counts it ("as long as an artifact
entered the battlefield under your control this turn", "the number of cards you've drawn
this turn"): the count the scenario states, or what it saw happen.
"""

from __future__ import annotations

from engine.layers.effects import ContinuousEffect, Game
from engine.oracle.this_turn import turn_facts

_DIED = ("creatures died", "your creatures died")


def turn_fact(game: Game, effect: ContinuousEffect, key: str, doubts: list[str]) -> int:
    """The count the scenario stated for the effect's controller (``[cards drawn 2]``), plus
    what spells and abilities did in it (a spell's own "Draw a card"); else what the
    scenario saw happen: creatures that died (700.4), permanents that entered, cards drawn;
    else 0. A count not stated is said in ``doubts``: the turn may have begun before the
    scenario."""
    stated = game.this_turn.get((effect.controller, key))
    seen = _seen_this_turn(game, effect, key)
    done = game.done_this_turn.get((effect.controller, key), 0)
    if stated is not None:
        return max(stated, len(seen)) if turn_facts()[key].entered else stated + done
    if done:
        doubt = (
            f"{effect.source_name}: it counts what happened this turn ({key}): {done} from "
            "what resolved in this scenario; more may have happened before it. State "
            f"[{key} N] on a term of that player if so (counted on top)."
        )
        doubts.extend([doubt] if doubt not in doubts else [])  # counted once per object
        return done
    if seen:
        verb = "died" if key in _DIED else "entered"
        doubts.append(
            f"{effect.source_name}: it counts what happened this turn ({key}): "
            f"{len(seen)} {verb} in this scenario; more may have {verb} before it. State "
            f"[{key} N] on a term of that player if so."
        )
        return len(seen)
    doubts.append(
        f"{effect.source_name}: it asks what happened this turn ({key}, for "
        f"{effect.controller.value}), which the board doesn't show; assumed none. State "
        f"it with [{key} N] on a term of that player."
    )
    return 0


def _seen_this_turn(game: Game, effect: ContinuousEffect, key: str) -> list[object]:
    """What the scenario saw happen this turn that counts toward ``key``: the controllers of
    creatures that died, or the permanents that entered under the effect's controller."""
    if key in _DIED:
        mine = key == "your creatures died"
        return [p for p in game.died_this_turn if not mine or p is effect.controller]
    wanted = turn_facts()[key].entered
    if wanted is None:
        return []
    kind = wanted.removeprefix("other ").capitalize()
    return [
        obj_id
        for controller, types, obj_id in game.entered_this_turn
        if controller is effect.controller
        and ("Land" not in types if kind == "Nonland" else kind in types)
        and not (wanted.startswith("other ") and obj_id == effect.source_id)
    ]
