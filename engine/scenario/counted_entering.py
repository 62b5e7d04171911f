"""Counters a permanent enters with by a count or a fact checked as it enters (614.1c):
"Ulamog enters with a number of +1/+1 counters on it equal to the greatest mana value among
cards in exile", bloodthirst's "If an opponent was dealt damage this turn, this creature
enters with a +1/+1 counter on it" (702.54a); for the card itself and for a copy that enters
with its text (707.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.layers.counts import formula_value
from engine.layers.turn_facts import turn_fact
from engine.objects import GameObject
from engine.oracle.amounts import read_formula
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def counted_as_it_enters(
    player: ScenarioPlayer,
    obj: GameObject,
    term: Term,
    timestamp: int,
    counted: tuple[str, str, str],
) -> None:
    """ "enters with a number of +1/+1 counters on it equal to ..." (614.1c): the count is
    made as it enters, from the board and the cards the scenario names elsewhere (Ulamog,
    the Defiler: the greatest mana value among cards in exile); a count not read is said."""
    from engine.scenario.carry_out import probe  # carry_out puts permanents onto the board

    kind, words, sentence = counted
    formula = read_formula(words)
    if formula is None:
        player.unmodelled.append(
            f"{obj.card.name} ({term.where()}): not carried out as it entered: “{sentence}”"
        )
        return
    seen_by = probe(obj.controller, obj, timestamp, obj.card.name)
    state = player.layers().characteristics
    amount = formula_value(formula, player.game, state, seen_by, obj.id, player.unmodelled)
    if amount > 0:
        obj.add_counters(kind, amount, timestamp)
    player.notes.append(
        f"{obj.card.name} entered with {amount} {kind} counter{'' if amount == 1 else 's'}: "
        f"{words}, counted as it entered (614.1c)."
    )


def counters_if_this_turn(
    player: ScenarioPlayer,
    obj: GameObject,
    timestamp: int,
    asked: tuple[str, int, str, int, str],
) -> None:
    """ "If an opponent was dealt damage this turn, this creature enters with ..." (614.1c):
    the fact as the scenario stated it or saw it happen (damage dealt to a player); one
    neither stated nor seen is assumed not to have happened, and the reply says so."""
    from engine.scenario.carry_out import probe  # carry_out puts permanents onto the board

    key, least, kind, amount, sentence = asked
    seen_by = probe(obj.controller, obj, timestamp, obj.card.name)
    held = turn_fact(player.game, seen_by, key, player.unmodelled) >= least
    if held:
        obj.add_counters(kind, amount, timestamp)
    player.notes.append(
        f"{obj.card.name}: “{sentence}” {'held' if held else 'did not hold'} as it entered, "
        f"so it got {amount if held else 'no'} {kind} counter{'' if amount == 1 else 's'} "
        "(614.1c)."
    )
