"""Amass (701.47a): "If you don't control an Army creature, create a 0/0 black [subtype] Army
creature token. Choose an Army creature you control. Put N +1/+1 counters on that creature.
If it isn't a [subtype], it becomes a [subtype] in addition to its other types." A creature
with every creature type (changeling, 702.73a) is an Army. With several Armies the choice is
the judge's: the first is taken and the reply says so; an Army of another subtype that would
become one too is said, not carried out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card_clauses import Color
from engine.game.tokens import create_tokens
from engine.objects import Characteristics, Player
from engine.oracle.actions import OneShot, TokenSpec
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def amass(
    player: ScenarioPlayer,
    action: OneShot,
    source_name: str,
    term: Term,
    controller: Player,
    timestamp: int,
) -> None:
    """``controller`` amasses ``action``'s subtype ``action.amount`` (701.47a)."""
    subtype = action.what.subtypes[0]
    state = player.layers().characteristics
    armies = [
        obj
        for obj in player.game.battlefield()
        if state[obj.id].controller is controller and _is_army(state[obj.id])
    ]
    if not armies:
        spec = TokenSpec(f"{subtype} Army", 0, 0, (Color.BLACK,), ("Creature",), (subtype, "Army"))
        armies = create_tokens(player.game, spec, 1, controller, timestamp)
        player.made_tokens.append(armies[0].id)
        player.notes.append(
            f"{source_name}: amass made a 0/0 black {subtype} Army token first (701.47a); "
            f"later terms name it “{subtype} Army”."
        )
    elif len(armies) > 1:
        player.unmodelled.append(
            f"{source_name} ({term.where()}): amass puts its counters on an Army its "
            f"controller chooses; I chose {armies[0].card.name}, the first."
        )
    army = armies[0]
    army.add_counters("+1/+1", action.amount, timestamp)
    player.notes.append(
        f"{source_name}: amass put {action.amount} +1/+1 counter"
        f"{'s' if action.amount != 1 else ''} on {army.card.name} (701.47a)."
    )
    chars = state.get(army.id)
    if chars is not None and not chars.all_creature_types and subtype not in chars.subtypes:
        player.unmodelled.append(
            f"{source_name} ({term.where()}): amass makes {army.card.name} a {subtype} in "
            "addition to its other types (701.47a), which is not carried out."
        )


def _is_army(chars: Characteristics) -> bool:
    return chars.is_creature and ("Army" in chars.subtypes or chars.all_creature_types)
