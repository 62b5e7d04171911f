"""How a spell on the stack was cast, as a scenario states it: ``stack: Name [cast from
exile]`` (601.2a: the zone it was cast from; its owner's hand when not stated, which the
reply says when a group asks). Read by :mod:`engine.layers.spells_cast`."""

from __future__ import annotations

from engine.errors import ScenarioError
from engine.layers.spells_cast import CAST_FROM_ZONES
from engine.objects import GameObject
from engine.scenario.parse import Term

#: ``[cast from exile]``, ``[cast from your graveyard]``: the words a bracket may use.
_ZONE_WORDS = {
    **{f"cast from {zone}": zone for zone in CAST_FROM_ZONES},
    **{f"cast from your {zone}": zone for zone in CAST_FROM_ZONES},
    "cast from the command zone": "command",
}


def state_how_cast(obj: GameObject, term: Term) -> None:
    """Put the zone a ``stack:`` term's bracket names in the spell's states; a bracket on a
    card in another zone, or any other bracket but [commander] (a designation of the card,
    903.3), is refused (it would apply to nothing)."""
    for choice in term.choices:
        if choice.casefold() == "commander":
            obj.states.add("commander")
            continue
        zone = _ZONE_WORDS.get(" ".join(choice.casefold().split()))
        if term.zone != "stack" or zone is None:
            raise ScenarioError(
                f"In {term.where()}: a card put in {term.zone} takes no bracket but where a "
                f"spell was cast from, so [{choice}] would apply to nothing.",
                "Write where a spell was cast from (stack: Lightning Bolt [cast from exile]); "
                "put choices on a permanent that enters or a spell that resolves, and facts "
                "about the game ([life 12], [opponent's turn]) on another term: "
                "Conspiracy [Elf] + hand: Grizzly Bears",
            )
        obj.states.add(f"cast from {zone}")
