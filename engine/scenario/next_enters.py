"""Delayed replacements of how the next permanents enter (614.1c, 614.12).

Mystic Reflection: "The next time one or more creatures or planeswalkers enter this turn, they
enter as copies of the chosen creature." As the spell resolves, the replacement waits
(:func:`wait_to_enter_as_copies`); the next term that puts permanents of that group onto the
battlefield has every one of them enter as a copy of the chosen creature (707.2, 712.13a),
and the replacement is used up (:func:`enter_as_copies`). One still waiting when the turn
ends does nothing (``end turn`` clears it).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from engine.cards import Card, CopyEffect, Filter
from engine.errors import ScenarioError
from engine.layers import ContinuousEffect, EffectKey, Layer
from engine.objects import Choices, GameObject

if TYPE_CHECKING:
    from engine.scenario.parse import Term
    from engine.scenario.play import ScenarioPlayer


@dataclass(frozen=True)
class EnterAsCopies:
    """A waiting replacement: which permanents it applies to, the original, whose it is."""

    group: Filter
    original: int
    source_name: str
    #: The newest object when it began to wait: only newer ones can enter after it.
    newest: int


def wait_to_enter_as_copies(
    player: ScenarioPlayer, card: Card, spec: CopyEffect, term: Term
) -> None:
    """The spell resolves: its chosen creature is the term's ``-> Name`` (the spell's target)."""
    if spec.next_to_enter is None:
        raise AssertionError("only a copy effect of the next permanents to enter waits")
    if not term.target:
        raise ScenarioError(
            f"In {term.where()}: say which creature {card.name} chooses.",
            f"Point it at the creature, e.g. {card.name} -> Grizzly Bears + Serra Angel.",
        )
    chosen = player.target(term)
    newest = max(player.game.objects)
    waiting = EnterAsCopies(spec.next_to_enter, chosen.id, card.name, newest)
    player.enter_as_copies.append(waiting)
    group = " or ".join(f"{kind.lower()}s" for kind in spec.next_to_enter.any_types)
    player.notes.append(
        f"{card.name}: the next {group} to enter this turn enter as copies of "
        f"{chosen.card.name} (614.1c)."
    )


def enter_as_copies(player: ScenarioPlayer, term: Term, timestamp: int) -> None:
    """After a term: what it put onto the battlefield in a waiting replacement's group
    entered as copies of its original (614.12: the permanent's own card says whether it is
    in the group); the first such replacement applies and is used up."""
    newest = max(player.game.objects)
    for index, waiting in enumerate(player.enter_as_copies):
        entered = (player.game.objects.get(i) for i in range(waiting.newest + 1, newest + 1))
        copies = [
            o for o in entered if o and o.zone == "battlefield" and _in_group(o, waiting.group)
        ]
        if not copies:
            player.enter_as_copies[index] = replace(waiting, newest=newest)
            continue
        del player.enter_as_copies[index]
        for obj in copies:
            copy_as_it_enters(player, obj, waiting.original, waiting.source_name, timestamp, term)
        names = ", ".join(obj.card.name for obj in copies)
        original = player.game.objects[waiting.original].card.name
        player.notes.append(
            f"{names} entered as a copy of {original} ({waiting.source_name}, 614.1c, 707.2)."
        )
        return


def _in_group(obj: GameObject, group: Filter) -> bool:
    types = () if obj.face_down else obj.card.types  # a face-down permanent: a creature
    return any(t in (types or ("Creature",)) for t in group.any_types)


def copy_as_it_enters(
    player: ScenarioPlayer,
    obj: GameObject,
    original: int,
    source_name: str,
    timestamp: int,
    term: Term,
) -> None:
    """The copy effect a permanent enters with (614.1c, 707.2): locked to it, for good."""
    key = EffectKey(f"term {term.position}/enters as copy", None, obj.id, 0)
    player.game.resolved.append(
        ContinuousEffect(
            key=key,
            layer=Layer.COPY,
            spec=CopyEffect(),
            source_id=None,
            source_name=source_name,
            controller=obj.controller,
            timestamp=timestamp,
            duration="indefinitely",
            locked=frozenset({obj.id}),
            choices=Choices(copy_of=original),
        )
    )
