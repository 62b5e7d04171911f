"""Dependencies between the effects of one layer (613.8): what each effect reads and
writes, which pairs could depend on each other, and the graph the layer loop consults
(613.8a-c) to order them before falling back to timestamps (613.7).
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, NamedTuple

from engine.cards import (
    BASIC_LAND_TYPES,
    AbilityEffect,
    ColorEffect,
    ControlEffect,
    CopyEffect,
    FaceDownEffect,
    Formula,
    FullTextEffect,
    NameEffect,
    TextChangeEffect,
    TypeEffect,
)
from engine.layers.counts import amounts
from engine.layers.effects import (
    ContinuousEffect,
    EffectKey,
    Layer,
)
from engine.layers.filters import State
from engine.layers.outcome import new_controller
from engine.objects import (
    is_land_type,
)

if TYPE_CHECKING:
    from engine.layers.apply import _LayerRun as LayerRun


class Shape(NamedTuple):
    """An effect as seen on one board: does it exist, whom it affects, what it does."""

    exists: bool
    affected: frozenset[int]
    result: tuple[object, ...]


class DependencyGraph:
    """The dependencies among one layer's remaining effects (613.8a), kept up to date.

    Reads and writes are worked out once per effect and their overlap once per pair;
    each candidate is tried once on a scratch board that every effect checking against
    it shares. After an effect applies, only pairs involving an effect that reads what
    it wrote are checked again (613.8c); every other pair keeps its answer.
    """

    def __init__(self, run: LayerRun, layer: Layer, effects: list[ContinuousEffect]) -> None:
        self.run, self.layer = run, layer
        self.reads = {id(e): frozenset(run.reads(e)) for e in effects}
        self.writes = {id(e): frozenset(writes_of(e)) for e in effects}
        #: Whether a write set can change a read set, by the pair of sets (the effects of a
        #: layer share a handful of each: eight Crusades read and write the same).
        self.overlaps: dict[tuple[frozenset[str], frozenset[str]], bool] = {}
        self.reported: set[tuple[EffectKey, EffectKey]] = set()
        self.edges: dict[int, list[ContinuousEffect]] = {}
        self._check(effects, None)

    def waiting(self, remaining: list[ContinuousEffect]) -> set[int]:
        """Effects that still depend on another remaining effect."""
        pending = {id(e) for e in remaining}
        return {
            key
            for key, firsts in self.edges.items()
            if key in pending and any(id(first) in pending for first in firsts)
        }

    def after_applying(self, chosen: ContinuousEffect, remaining: list[ContinuousEffect]) -> None:
        written = self.writes[id(chosen)]
        touched = {id(e) for e in remaining if self._overlap(self.reads[id(e)], written)}
        if touched:
            self.edges = {
                key: [first for first in firsts if id(first) not in touched]
                for key, firsts in self.edges.items()
                if key not in touched
            }
            self._check(remaining, touched)

    def _check(self, effects: list[ContinuousEffect], touched: set[int] | None) -> None:
        run = self.run
        shapes: dict[int, Shape] = {}
        trials: dict[int, State] = {}
        matched: dict[int, dict[tuple[object, ...], frozenset[int]]] = {}
        if touched is None:
            pairs = self._pairs(effects, effects)
        else:
            hot = [e for e in effects if id(e) in touched]
            pairs = self._pairs(hot, effects)
            pairs += self._pairs([e for e in effects if id(e) not in touched], hot)
        for effect, other in pairs:
            for one in (effect, other):
                if id(one) not in shapes:
                    shapes[id(one)] = self._shape(one, run.state)
            if id(other) not in trials:
                trials[id(other)] = self._trial(other, shapes[id(other)].affected)
                matched[id(other)] = {}
            reason = self.depends_on(
                effect,
                shapes[id(effect)],
                trials[id(other)],
                shapes[id(other)].affected,
                matched[id(other)],
            )
            if reason is not None:
                self.edges.setdefault(id(effect), []).append(other)
                self._report(effect, other, reason)

    def _trial(self, other: ContinuousEffect, changed: frozenset[int]) -> State:
        """The board as it would be if ``other`` applied now."""
        trial = dict(self.run.state)
        apply = self.run.outcomes.apply
        for obj_id in changed:
            trial[obj_id] = trial[obj_id].copy()
            apply(other, obj_id, trial)
        return trial

    def depends_on(
        self,
        effect: ContinuousEffect,
        before: Shape,
        trial: State,
        changed: frozenset[int],
        matched: dict[tuple[object, ...], frozenset[int]],
    ) -> str | None:
        """Why ``effect`` depends on the effect that produced ``trial``, or None (613.8a).

        ``before`` is ``effect`` on the real board; its existence, reach and result
        are compared with the same on the trial board. ``matched`` keeps, for this trial,
        which changed objects each filter picks (eight Crusades share one filter).
        """
        if not changed:
            return None
        exists = self.run.exists(effect, trial)
        if exists != before.exists:
            return "removes it" if before.exists else "creates it"
        affected = self._affected_after(effect, trial, before.affected, changed, matched)
        if affected != before.affected:
            return "changes what it applies to"
        if result_is_fixed(effect):
            return None  # no condition or formula: the same objects get the same result
        if self._result(effect, affected, trial) != before.result:
            return "changes what it does"
        return None

    def _shape(self, effect: ContinuousEffect, state: State) -> Shape:
        """``effect`` on ``state``: whether it exists, whom it affects, what it does."""
        exists = self.run.exists(effect, state)
        affected = self.run.affected(effect, state) if exists else frozenset()
        return Shape(exists, affected, self._result(effect, affected, state))

    def _result(
        self, effect: ContinuousEffect, affected: frozenset[int], state: State
    ) -> tuple[object, ...]:
        held = self.run.condition_holds(effect, state)
        return (held, *(self._action(effect, obj_id, state) for obj_id in sorted(affected)))

    def _affected_after(
        self,
        effect: ContinuousEffect,
        trial: State,
        before: frozenset[int],
        changed: frozenset[int],
        matched: dict[tuple[object, ...], frozenset[int]],
    ) -> frozenset[int]:
        """The affected set on ``trial``, re-checking only the objects that changed."""
        if effect.locked is not None or self.run.is_started(effect) or effect.ability is None:
            return before
        rule = effect.ability.affects
        # everything run.matches reads of the effect: its filter, source (for "other" and the
        # self/attached/pair scopes), controller and choices
        own = rule.leaves_out_source or rule.scope in ("self", "attached", "pair")
        key = (
            id(rule), effect.source_id if own else None, effect.controller,
            effect.choices.color, effect.choices.creature_type,
        )  # fmt: skip
        found = matched.get(key)
        if found is None:
            matches = self.run.matches
            found = matched[key] = frozenset(i for i in changed if matches(rule, i, effect, trial))
        return (before - changed) | found

    def _action(self, effect: ContinuousEffect, obj_id: int, state: State) -> object:
        """What ``effect`` does to one object, as a value to compare across boards: who gains
        control, what is copied, or the numbers it applies."""
        spec = effect.spec
        if isinstance(spec, ControlEffect):
            return state[obj_id].owner if spec.to_owner else new_controller(effect, state)
        if isinstance(spec, CopyEffect):
            copied = effect.choices.copy_of
            return None if copied is None else repr(effect.choices.copied or state[copied])
        return tuple(self.run.outcomes.amount(a, effect, obj_id, state) for a in amounts(spec))

    def _pairs(
        self, effects: list[ContinuousEffect], others: list[ContinuousEffect]
    ) -> list[tuple[ContinuousEffect, ContinuousEffect]]:
        """Each (effect, other) pair, in the order of the two lists, where ``other`` writes
        something ``effect`` reads and both or neither are characteristic-defining (613.8a(c):
        a CDA and a non-CDA never depend on each other). Others are grouped by what they
        write, so the overlap is worked out once per group, not once per pair."""
        groups: dict[frozenset[str], list[tuple[int, ContinuousEffect]]] = {}
        for index, other in enumerate(others):
            groups.setdefault(self.writes[id(other)], []).append((index, other))
        pairs = []
        for effect in effects:
            reads = self.reads[id(effect)]
            found = [
                indexed
                for writes, group in groups.items()
                if self._overlap(reads, writes)
                for indexed in group
            ]
            found.sort(key=lambda indexed: indexed[0])
            pairs += [
                (effect, other)
                for _, other in found
                if other is not effect and other.is_cda == effect.is_cda
            ]
        return pairs

    def _overlap(self, reads: frozenset[str], writes: frozenset[str]) -> bool:
        known = self.overlaps.get((reads, writes))
        if known is None:
            known = self.overlaps[(reads, writes)] = overlaps(reads, writes)
        return known

    def _report(self, effect: ContinuousEffect, other: ContinuousEffect, reason: str) -> None:
        if (effect.key, other.key) in self.reported:
            return
        self.reported.add((effect.key, other.key))
        waiting, first = names_apart(effect, other)
        self.run.note_dependency(
            f"Layer {self.layer}: {waiting}'s effect depends on {first}'s: "
            f"{first}'s effect {reason} (613.8a), so it applies after it."
        )


# --- helpers that need no run state ----------------------------------------------------


def result_is_fixed(effect: ContinuousEffect) -> bool:
    """Whether what ``effect`` does to each object it affects is the same on every board: no
    condition, no formula, nothing read from the board (control and copy effects read it)."""
    condition = effect.ability.condition if effect.ability else None
    if condition is not None and effect.source_id is not None:
        return False
    if isinstance(effect.spec, ControlEffect | CopyEffect):
        return False
    return not any(isinstance(amount, Formula) for amount in amounts(effect.spec))


def writes_of(effect: ContinuousEffect) -> set[str]:
    """What applying this effect can change (the other side of :func:`filter_reads`)."""
    spec = effect.spec
    match spec:
        case CopyEffect() | FaceDownEffect() | FullTextEffect():
            return {"all"}
        case ControlEffect():
            return {"controller"}
        case NameEffect():
            return {"name"}
        case TextChangeEffect():
            return {"abilities", "subtypes"}  # the type line is text too (612.1)
        case AbilityEffect():
            return {"abilities"}
        case TypeEffect():
            writes = {f"cardtype:{t}" for t in spec.types}
            if spec.types:
                writes.add("subtypes")  # a subtype counts only with its card type (205.1a)
            writes |= {f"cardtype:{t}" for t in spec.not_types}
            if spec.supertypes or spec.not_supertypes:
                writes.add("supertypes")
            if spec.mode == "set":
                writes.add("subtypes")
                if spec.lose_other_card_types:
                    writes.add("cardtypes")
                if any(is_land_type(s) for s in spec.subtypes):
                    writes.add("abilities")  # a new land type replaces the land's abilities
                return writes
            if spec.chosen_subtype or spec.all_creature_types:
                return writes | {"subtypes"}
            if spec.all_basic_land_types:
                return writes | {f"subtype:{s}" for s in BASIC_LAND_TYPES}
            return writes | {f"subtype:{s}" for s in spec.subtypes}
        case ColorEffect():
            if spec.mode == "add" and not spec.chosen_color:
                return {f"color:{c}" for c in spec.colors}
            return {"colors"}
    return {"pt"}


def overlaps(reads: AbstractSet[str], writes: AbstractSet[str]) -> bool:
    """Whether a write can change a read: "subtypes" covers every "subtype:X", etc."""
    if not reads or not writes:
        return False
    if "all" in reads or "all" in writes or not reads.isdisjoint(writes):
        return True
    for family, member in _FAMILIES:
        if family in writes and any(r.startswith(member) for r in reads):
            return True
        if family in reads and any(w.startswith(member) for w in writes):
            return True
    return False


#: A whole family of characteristics and the prefix of one member ("subtypes", "subtype:").
_FAMILIES = (("subtypes", "subtype:"), ("colors", "color:"), ("cardtypes", "cardtype:"))


def names_apart(one: ContinuousEffect, two: ContinuousEffect) -> tuple[str, str]:
    """The two sources' names, with timestamps when the names alone are the same."""
    if one.source_name != two.source_name:
        return one.source_name, two.source_name
    return f"{one.source_name} (t{one.timestamp})", f"{two.source_name} (t{two.timestamp})"
