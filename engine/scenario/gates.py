"""Activated abilities printed behind a gate: a leveler's striation (711.2a-b), a station
symbol (721.2a), "Max speed —" (702.179e) or a Case's "Solved —" (719.3c). The permanent
has such an ability only while the gate holds, so ``activate Card`` checks it before
anything is paid (602.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import Ability, Card, Condition
from engine.errors import ScenarioError
from engine.layers.conditions import condition_holds_for
from engine.objects import GameObject
from engine.oracle.faces import gate_words
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def had_now(
    player: ScenarioPlayer,
    source: GameObject,
    card: Card,
    abilities: list[Ability],
    term: Term,
) -> list[Ability]:
    """Of the abilities the term may mean, those the permanent has now: a gated one only
    while its gate holds; when none is left, the term is refused with the gate and how to
    write it."""
    kept = [a for a in abilities if a.gate is None or _holds(player, source, a.gate)]
    if kept or not abilities:
        return kept
    gates = [a.gate for a in abilities if a.gate is not None]
    words, rule, written = _said(gates[0])
    raise ScenarioError(
        f"In {term.where()}: {card.name} has that ability only {words}, and it doesn't have "
        f"it now ({rule}), so it can't be activated.",
        f"Say so on the permanent, e.g. {card.name} {written}.",
    )


def _holds(player: ScenarioPlayer, source: GameObject, gate: Condition) -> bool:
    """Whether the permanent has what its gate asks now: its counters, its controller's
    speed, its designation."""
    state = dict(player.filter_state())
    controller = player.current(source).controller
    return condition_holds_for(
        gate, player.game, state, controller, source.card.name, player.unmodelled, source.id
    )


def _said(gate: Condition) -> tuple[str, str, str]:
    """The gate in words, the rule that makes it one, and how a scenario states it holds."""
    if gate.designation == "max speed":
        return gate_words(gate), "702.179e", "[max speed]"
    if gate.states == ("solved",):
        return gate_words(gate), "719.3c", "[solved]"
    if gate.counter == "charge":
        return gate_words(gate), "721.2a", f"[{gate.counters_at_least} charge counters]"
    return gate_words(gate), "711.2a", f"[{gate.counters_at_least} level counters]"
