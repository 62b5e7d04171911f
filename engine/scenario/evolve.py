"""Evolve (702.100a): "Whenever a creature you control enters, if that creature's power is
greater than this creature's power and/or that creature's toughness is greater than this
creature's toughness, put a +1/+1 counter on this creature." ``trigger Card -> Name`` names
the creature that entered. The "if" is an intervening one (603.4): when it doesn't hold, the
ability doesn't trigger, and the term says so and changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import ScenarioError
from engine.objects import GameObject
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def resolve_evolve(player: ScenarioPlayer, source: GameObject, term: Term, timestamp: int) -> None:
    """Evolve's trigger for the creature ``-> Name`` names, compared as it resolves (603.4)."""
    name = source.card.name
    if not term.target:
        raise ScenarioError(
            f"In {term.where()}: say which creature's entering made {name}'s evolve trigger.",
            f"Point at it: trigger {name} -> Name, right after that creature's term.",
        )
    entered = player.target(term, exclude=source.id)
    state = player.layers().characteristics
    mine, new = state[source.id], state[entered.id]
    shown = new.name or entered.card.name
    if not new.is_creature or new.controller is not mine.controller:
        raise ScenarioError(
            f"In {term.where()}: evolve triggers on a creature entering under its controller's"
            f" control (702.100a), and {shown} isn't one.",
            f"Point at a creature that entered under your control: trigger {name} -> Name.",
        )
    if entered.timestamp < source.timestamp:
        raise ScenarioError(
            f"In {term.where()}: {shown} was there before {name} entered, so its entering "
            "can't have made evolve trigger (702.100a).",
            f"Add the creature after {name}, then trigger {name} -> Name.",
        )
    greater = (new.power or 0) > (mine.power or 0) or (new.toughness or 0) > (mine.toughness or 0)
    if not mine.is_creature or not greater:
        player.notes.append(
            f"{name}'s evolve doesn't trigger for {shown}: neither its power nor its toughness "
            f"is greater than {name}'s (702.100a, 603.4), so nothing happens."
        )
        return
    source.add_counters("+1/+1", 1, timestamp)
    player.notes.append(
        f"{name} evolved: {shown} is bigger in power or toughness, so it got a +1/+1 counter "
        "(702.100a)."
    )
