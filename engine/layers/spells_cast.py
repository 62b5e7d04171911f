"""Which spells on the stack a group told apart by how they were cast takes: the zone each
was cast from (601.2a: "spells you cast from exile") and the order its controller cast them
(601.2i: "the first spell you cast each turn", "the next spell you cast this turn").

A scenario shows its spells in the order it names them (``stack: Name`` terms, each with
its timestamp) and states where one was cast from with ``[cast from exile]``
(:mod:`engine.scenario.spells_cast`). What it can't show is assumed and the reply says so:
a spell whose zone it doesn't state was cast from its owner's hand, and no spell of the
group was cast this turn before the ones it names.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.cards import Filter
from engine.layers.effects import ContinuousEffect, Game

#: The zones a spell can be cast from, as a scenario states them on a ``stack:`` term.
CAST_FROM_ZONES = ("hand", "graveyard", "library", "exile", "command")


def cast_from(states: set[str]) -> str | None:
    """The zone a spell's states say it was cast from, or ``None`` when none is stated."""
    return next((zone for zone in CAST_FROM_ZONES if f"cast from {zone}" in states), None)


def spells_as_cast(
    game: Game,
    rule: Filter,
    effect: ContinuousEffect,
    spells: Iterable[int],
    unmodelled: list[str],
) -> frozenset[int]:
    """The spells of a group (``spells``: those that fit its other clauses) that were cast
    from the zones ``rule.cast_from`` names and, with ``rule.cast_order``, the one of them
    cast first this turn or first after ``effect`` began; each assumption is noted once
    in ``unmodelled``."""
    kept = sorted(spells, key=lambda obj_id: game.objects[obj_id].timestamp)
    if rule.cast_from:
        kept = [i for i in kept if _cast_from(game, i, unmodelled) in rule.cast_from]
    if rule.cast_order == "next":  # cast after the effect began (611.2c)
        kept = [i for i in kept if game.objects[i].timestamp > effect.timestamp]
    if rule.cast_order is None or not kept:
        return frozenset(kept)
    if rule.cast_order == "first":
        _note(
            unmodelled,
            f"{game.objects[kept[0]].card.name} is taken as the first of the spells "
            f"{effect.source_name} names that its controller cast this turn: the scenario "
            "shows no earlier one.",
        )
    return frozenset(kept[:1])


def _cast_from(game: Game, obj_id: int, unmodelled: list[str]) -> str:
    """Where the spell was cast from: stated on its term, else its owner's hand (noted)."""
    obj = game.objects[obj_id]
    zone = cast_from(obj.states)
    if zone is None:
        _note(
            unmodelled,
            f"{obj.card.name}: where it was cast from is not stated; taken as its owner's "
            "hand (write stack: Name [cast from exile] for another zone).",
        )
        return "hand"
    return zone


def _note(unmodelled: list[str], line: str) -> None:
    if line not in unmodelled:
        unmodelled.append(line)
