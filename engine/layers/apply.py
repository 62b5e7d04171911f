"""The layer loop: CR 613 applied to a :class:`Game`, with a trace a judge can read.

For each layer in order (613.1, 613.4) the loop gathers the effects that exist
now, applies characteristic-defining effects first (613.3, 613.4a), then the rest
in dependency order (613.8) falling back to timestamps (613.7). An effect that
started applying keeps applying, to the same objects, in later layers (613.6).

Which effects exist is :mod:`engine.layers.gather`; what one effect does to one object,
:mod:`engine.layers.outcome`; which effect waits for which, :mod:`engine.layers.dependencies`.
This module decides whom an effect affects (611.3a, 613.6) and in what order effects apply.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

from engine.cards import (
    Ability,
    AbilityEffect,
    ControlEffect,
    CopyEffect,
    Filter,
    Formula,
    ModifyPowerToughness,
    ZoneName,
)
from engine.layers.base_values import counts_base_values, note_base_values
from engine.layers.borrowed import permanents_borrowed
from engine.layers.conditions import condition_holds
from engine.layers.counts import amounts, formula_reads
from engine.layers.dependencies import DependencyGraph, overlaps, writes_of
from engine.layers.effects import (
    LAYER_RULES,
    ContinuousEffect,
    EffectKey,
    Game,
    Layer,
)
from engine.layers.filters import (
    State,
    condition_reads,
    filter_reads,
    matches_filter,
    objects_in_zones,
)
from engine.layers.gather import EffectSources, start_key
from engine.layers.outcome import Outcomes
from engine.layers.spells_cast import spells_as_cast
from engine.objects import (
    CREATURE_TYPE_HOLDERS,
    Characteristics,
    intrinsic_mana_ability,
    is_creature_type,
    subtype_card_types,
)


class Step(NamedTuple):
    """One effect applied to one object: what a judge reads line by line."""

    layer: Layer
    source: str
    timestamp: int
    description: str
    power: int | None
    toughness: int | None
    rule: str


@dataclass
class LayerResult:
    """Final characteristics, each object's steps, and why things were ordered so."""

    characteristics: State
    steps: dict[int, list[Step]]
    dependencies: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    dependency_pairs: int = 0
    #: What the run could not read, each once (a count that can't tell whether a card counts).
    unmodelled: list[str] = field(default_factory=list)


def apply_layers(game: Game) -> LayerResult:
    """Compute every object's characteristics (CR 613) and explain the order used."""
    run = _LayerRun(game)
    with _cyclic_gc_paused():
        for layer in Layer:
            run.apply_layer(layer)
            if layer is Layer.TYPE:
                run.settle_types()
        run.missing_pt_is_zero()
    dependencies = [
        line if count == 1 else f"{line} (×{count})"
        for line, count in run.dependency_counts.items()
    ]
    pairs = sum(run.dependency_counts.values())
    unmodelled = list(dict.fromkeys(run.unmodelled))
    return LayerResult(run.state, run.steps, dependencies, run.notes, pairs, unmodelled)


def copiable_values(game: Game, obj_id: int) -> Characteristics:
    """What a copy of ``obj_id`` that starts now gets (707.2): its values after the copy
    and face-down layers (613.2), to keep in :attr:`Choices.copied`, since a copy effect's
    values are fixed as it begins (707.2c) and later changes to the original don't reach it."""
    run = _LayerRun(game)
    for layer in (Layer.COPY, Layer.FACE_DOWN):
        run.apply_layer(layer)
    return run.state[obj_id].copy()


@contextmanager
def _cyclic_gc_paused() -> Iterator[None]:
    """Hold the cycle collector while the layers run.

    A big board records tens of thousands of steps; the collector kept rescanning them
    and cost up to 40% of the run (1,000 creatures x 50 effects: 72 ms -> 42 ms). The
    run makes no reference cycles, so nothing is left for the collector to find.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


class _LayerRun:
    """One pass through the layers over one board: the characteristics as they stand, each
    object's steps, and what the run could not read."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.state: State = {obj.id: obj.printed() for obj in game.objects.values()}
        self.steps: dict[int, list[Step]] = {obj_id: [] for obj_id in game.objects}
        #: Where the effects come from (:mod:`engine.layers.gather`).
        self.sources = EffectSources(game, self.state)
        #: The effects that began to apply (613.6): the same dict as ``sources.started``.
        self.started = self.sources.started
        self.notes: list[str] = []
        #: What the run could not read (a count that can't tell whether a card counts).
        self.unmodelled: list[str] = []
        #: What one effect does to one object (:mod:`engine.layers.outcome`).
        self.outcomes = Outcomes(game, self.unmodelled, self.sources.granted_at)
        #: What each filter reads (:func:`filter_reads`), by identity; the entry keeps the
        #: filter alive, so its id stays its own during the run. Callers never change it.
        self._reads_of_filter: dict[int, tuple[Filter, set[str]]] = {}
        #: Affected sets of filters on the real board, with what each filter reads; an
        #: entry is dropped as soon as an applied effect writes something it reads.
        self._affected_memo: dict[tuple[object, ...], tuple[frozenset[int], set[str]]] = {}
        self.dependency_counts: dict[str, int] = {}
        #: The effects of the layer being applied, by key (an ability gained in it adds more).
        self._in_layer: set[EffectKey] = set()
        #: What a filter can match (:meth:`matches`: only permanents, unless it names one
        #: object, such as the source itself or what the source is attached to).
        self._on_battlefield = [obj.id for obj in game.battlefield()]

    def settle_types(self) -> None:
        """What the types an object ends layer 4 with imply, before layers 5-7 apply.

        A subtype goes with its card type: an object without that type doesn't have it
        (205.1a, 205.3d), so Dryad Arbor made an Elk creature is no Forest. A land has the
        mana ability of each basic land type it has (305.6); it is added here, as an ability
        like any other, so that "loses all abilities" in layer 6 removes it too.
        """
        for obj_id, chars in self.state.items():
            if not chars.types:
                continue
            kept = _subtypes_kept(chars.types, chars.subtypes)
            if kept != chars.subtypes:
                gone = " ".join(s for s in chars.subtypes if s not in kept)
                chars.subtypes = kept
                steps = self.steps[obj_id]
                when = max((s.timestamp for s in steps if s.layer is Layer.TYPE), default=0)
                steps.append(
                    Step(Layer.TYPE, "its new card types", when,
                         f"no {gone}: a subtype goes with its card type",
                         chars.power, chars.toughness, "205.1a, 205.3d")
                )  # fmt: skip
            if chars.all_creature_types and not any(
                t in chars.types for t in CREATURE_TYPE_HOLDERS
            ):
                chars.all_creature_types = False
            if "Land" in chars.types and (intrinsic := _intrinsic_mana(chars.subtypes)):
                present = {a.summary for a in chars.abilities}
                gained = [ability for ability in intrinsic if ability.summary not in present]
                if gained:
                    chars.abilities = (*chars.abilities, *gained)
                    self.sources.abilities_changed()

    def missing_pt_is_zero(self) -> None:
        """208.5: a creature with no value for its power or toughness has 0 for it.

        A land animated with a characteristic-defining P/T that then loses all abilities,
        or a ``*`` card whose ability is gone, ends layer 7 with no value; it is a 0, and
        state-based actions see the 0 toughness (704.5f). A noncreature keeps none (208.3).
        """
        for obj_id, chars in self.state.items():
            if not chars.is_creature or (chars.power is not None and chars.toughness is not None):
                continue
            missing = [
                n for n, v in (("power", chars.power), ("toughness", chars.toughness)) if v is None
            ]
            chars.power, chars.toughness = chars.power or 0, chars.toughness or 0
            steps = self.steps[obj_id]
            when = max((s.timestamp for s in steps), default=0)
            steps.append(
                Step(Layer.SWITCH_PT, "no value left", when,
                     f"a creature with no {' or '.join(missing)} has 0",
                     chars.power, chars.toughness, "208.5")
            )  # fmt: skip

    # --- ordering -----------------------------------------------------------------

    def apply_layer(self, layer: Layer) -> None:
        if not self.sources.may_have_effects(layer):
            return
        effects = self.sources.effects_in(layer)
        if layer is Layer.MODIFY_PT and any(map(counts_base_values, effects)):
            note_base_values(self.state)  # the base values a 7c count asks for (613.4b)
        self._in_layer = {e.key for e in effects}
        cdas = [e for e in effects if e.is_cda]
        others = [e for e in effects if not e.is_cda and not _bars(e)]
        barring = [e for e in effects if _bars(e)]  # applied last (113.11)
        for group, first_rule in (
            (cdas, "613.3/613.4a: CDAs first"),
            (others, ""),
            (barring, "113.11: after the others (no effect gives back what it can't have)"),
        ):
            if group:
                self._apply_in_order(layer, group, first_rule)

    def _apply_in_order(self, layer: Layer, effects: list[ContinuousEffect], cda: str) -> None:
        """613.7/613.8: timestamp order, except that an effect waits for those it depends on.

        The dependency graph is rebuilt only when an applied effect wrote something a
        remaining effect reads (613.8c); otherwise the old answers still hold.
        """
        remaining = sorted(effects, key=lambda e: e.timestamp)
        # P/T changes commute, unless an effect's reach reads P/T ("with power 2 or less")
        ordered = layer not in (Layer.MODIFY_PT, Layer.SWITCH_PT) or any(
            "pt" in self.reads(e) for e in effects
        )
        gains = layer is Layer.ABILITY  # an ability gained here may apply here (613.7a)
        if not ordered or (len(remaining) == 1 and not gains):
            for effect in remaining:  # nothing can wait for another: timestamp order
                rule = _timestamp_rule(layer, effect)
                self.apply(effect, f"{cda}; {rule}" if cda else rule)
            return
        graph: DependencyGraph | None = None
        while remaining:
            waiting: set[int] = set()
            if len(remaining) > 1:
                if graph is None:
                    graph = DependencyGraph(self, layer, remaining)
                waiting = graph.waiting(remaining)
            free = [e for e in remaining if id(e) not in waiting]
            if not free:
                chosen, rule = remaining[0], "613.8b: dependency loop, so timestamp order"
            elif free[0] is remaining[0]:
                chosen, rule = free[0], _timestamp_rule(layer, free[0])
            else:
                chosen = free[0]
                rule = (
                    f"613.8a dependency: applied before {remaining[0].source_name} "
                    "(earlier timestamp), which depends on it"
                )
            remaining.remove(chosen)
            self.apply(chosen, f"{cda}; {rule}" if cda else rule)
            if gains and _grants_statics(chosen) and (new := self._gained(layer)):
                remaining = sorted([*remaining, *new], key=lambda e: e.timestamp)
                graph = None
            elif graph is not None and len(remaining) > 1:
                graph.after_applying(chosen, remaining)

    def _gained(self, layer: Layer) -> list[ContinuousEffect]:
        """The parts in ``layer`` of static abilities an effect of that layer just gave
        (Rune of Flight gives Colossus Hammer "Equipped creature has flying."). They apply in
        the same layer, after effects of the same timestamp that were already there: the
        granted ability is later than the object's own (613.7a and its example)."""
        new = [e for e in self.sources.effects_in(layer) if e.key not in self._in_layer]
        self._in_layer.update(e.key for e in new)
        return new

    def note_dependency(self, line: str) -> None:
        """Record a dependency once; repeats (eight Crusades) are counted, not listed."""
        self.dependency_counts[line] = self.dependency_counts.get(line, 0) + 1

    def _filter_reads(self, rule: Filter) -> set[str]:
        entry = self._reads_of_filter.get(id(rule))
        if entry is None:
            entry = self._reads_of_filter[id(rule)] = (rule, filter_reads(rule))
        return entry[1]

    def reads(self, effect: ContinuousEffect) -> set[str]:
        """What about the board this effect's existence, reach or result depends on."""
        reads: set[str] = set()
        fixed = effect.locked is not None or self.is_started(effect)
        if effect.needs_ability and not fixed:
            reads.add("abilities")
        if not fixed and effect.ability:
            reads |= self._filter_reads(effect.ability.affects)
        if effect.ability and effect.ability.condition:
            reads |= condition_reads(effect.ability.condition)
        if isinstance(effect.spec, CopyEffect):
            reads.add("all")
        if isinstance(effect.spec, ControlEffect) and effect.key.origin == "static":
            reads.add("controller")  # its source's controller decides who gains control
        for amount in amounts(effect.spec):
            if isinstance(amount, Formula):
                reads |= formula_reads(amount)
        if (of := permanents_borrowed(effect.spec)) is not None:  # their abilities (613.8a)
            reads |= {"abilities", *self._filter_reads(of)}
        return reads

    # --- applying -----------------------------------------------------------------

    def is_started(self, effect: ContinuousEffect) -> bool:
        return start_key(effect) in self.started

    def exists(self, effect: ContinuousEffect, state: State) -> bool:
        """A static ability's effect exists while its source has the ability (613.6)."""
        if not effect.needs_ability or effect.locked is not None or self.is_started(effect):
            return True
        assert effect.source_id is not None
        return any(ability is effect.ability for ability in state[effect.source_id].abilities)

    def affected(self, effect: ContinuousEffect, state: State) -> frozenset[int]:
        if effect.locked is not None:
            return effect.locked
        started = self.started.get(start_key(effect))
        if started is not None:
            return started.affected
        assert effect.ability is not None
        rule = effect.ability.affects
        if rule.cast_from or rule.cast_order:  # how the spells were cast (601.2a, 601.2i)
            fitting = [i for i in self._candidates(rule) if self.matches(rule, i, effect, state)]
            return spells_as_cast(self.game, rule, effect, fitting, self.unmodelled)
        memo_key = None
        if state is self.state:
            own = effect.source_id if rule.leaves_out_source or rule.scope != "all" else None
            memo_key = (id(rule), effect.controller, own, effect.choices.creature_type)
            if memo_key in self._affected_memo:
                return self._affected_memo[memo_key][0]
        candidates = (
            state
            if rule.scope in _SCOPES_OF_ONE
            else (self._candidates(rule) if rule.zones else self._on_battlefield)
        )
        found = frozenset(
            obj_id for obj_id in candidates if self.matches(rule, obj_id, effect, state)
        )
        if memo_key is not None:
            self._affected_memo[memo_key] = (found, self._filter_reads(rule))
        return found

    def _candidates(self, rule: Filter) -> list[int]:
        """The objects a group that names zones can take ("creature spells you control",
        "cards in graveyards", 611.3a; a group that names none takes the permanents): the
        spells and cards there (a token that left the battlefield has ceased to exist, 111.7)."""
        return [obj.id for obj in objects_in_zones(self.game, rule.zones)]

    def matches(self, rule: Filter, obj_id: int, effect: ContinuousEffect, state: State) -> bool:
        obj = self.game.objects[obj_id]
        source = self.game.objects.get(effect.source_id) if effect.source_id else None
        if rule.scope == "self":
            return obj_id == effect.source_id
        if rule.scope == "attached":
            return source is not None and source.attached_to == obj_id
        if rule.scope == "pair":
            return source is not None and obj_id in (source.id, source.paired_with)
        if rule.scope in _NAMED_BY_THE_SCENARIO or obj.zone not in (rule.zones or _PERMANENTS):
            return False
        return matches_filter(rule, state[obj_id], obj.states, effect, obj_id, obj.counters)

    def condition_holds(self, effect: ContinuousEffect, state: State) -> bool:
        condition = effect.ability.condition if effect.ability else None
        if condition is None or effect.source_id is None:
            return True
        return condition_holds(condition, effect, self.game, state, self.unmodelled)

    def apply(self, effect: ContinuousEffect, rule: str) -> None:
        if not self.exists(effect, self.state):
            self.notes.append(
                f"{effect.source_name}'s {LAYER_RULES[effect.layer]} effect never applied: "
                "its ability was removed earlier in the same layer."
            )
            return
        affected = self.affected(effect, self.state)
        if effect.locked is None and effect.needs_ability:
            self.sources.start(effect, affected)
        if not self.condition_holds(effect, self.state):
            return
        if effect.layer in _ABILITY_WRITING_LAYERS:
            self.sources.abilities_changed()
        if self._affected_memo:
            written = writes_of(effect)
            memo = self._affected_memo
            for key in [key for key, entry in memo.items() if overlaps(entry[1], written)]:
                del memo[key]
        spec = effect.spec
        if (
            isinstance(spec, ModifyPowerToughness)
            and isinstance(spec.power, int)
            and isinstance(spec.toughness, int)
        ):
            self._add_pt(effect, spec.power, spec.toughness, affected, rule)
            return
        apply_to = self.outcomes.apply
        for obj_id in sorted(affected):
            description = apply_to(effect, obj_id, self.state)
            chars = self.state[obj_id]
            self.steps[obj_id].append(
                Step(effect.layer, effect.source_name, effect.timestamp, description,
                     chars.power, chars.toughness, rule)
            )  # fmt: skip

    def _add_pt(
        self,
        effect: ContinuousEffect,
        power: int,
        toughness: int,
        affected: frozenset[int],
        rule: str,
    ) -> None:
        """The common 7c case (anthems, pumps) without per-object dispatch: it is the hot loop."""
        description = f"{power:+d}/{toughness:+d}"
        layer, source, timestamp = effect.layer, effect.source_name, effect.timestamp
        for obj_id in sorted(affected):
            chars = self.state[obj_id]
            chars.power = (chars.power or 0) + power
            chars.toughness = (chars.toughness or 0) + toughness
            self.steps[obj_id].append(
                Step(layer, source, timestamp, description, chars.power, chars.toughness, rule)
            )


@lru_cache(maxsize=1024)
def _subtypes_kept(types: tuple[str, ...], subtypes: tuple[str, ...]) -> tuple[str, ...]:
    """The subtypes whose card type is among ``types`` (205.1a, 205.3d); memoised, since
    every layer run asks it for every object. A plane's words no list names are planar types
    too (205.3n: planes have their own set, which promotional planes extend)."""
    plane = "Plane" in types
    return tuple(
        s
        for s in subtypes
        if any(t in types for t in subtype_card_types(s)) or (plane and is_creature_type(s))
    )


@lru_cache(maxsize=1024)
def _intrinsic_mana(subtypes: tuple[str, ...]) -> tuple[Ability, ...]:
    """The mana abilities the basic land types among ``subtypes`` give a land (305.6)."""
    return tuple(a for a in map(intrinsic_mana_ability, subtypes) if a is not None)


#: Filter scopes that name one object wherever it is (:meth:`_LayerRun.matches`).
_SCOPES_OF_ONE = frozenset({"self", "attached", "pair"})
#: Scopes whose object a scenario names (``-> Name``) as the spell or ability resolves: the
#: effect is locked to it from the start (611.2c), never matched again.
_NAMED_BY_THE_SCENARIO = ("target", "made", "spent_on")
#: Where a group's objects are when it names no zone: on the battlefield.
_PERMANENTS: tuple[ZoneName, ...] = ("battlefield",)
#: The layers whose effects can change an object's abilities: copy and face-down values
#: (707.2, 708.2), text changes (612), a new land type (305.7) and abilities (613.1f).
_ABILITY_WRITING_LAYERS = frozenset(
    {Layer.COPY, Layer.FACE_DOWN, Layer.TEXT, Layer.TYPE, Layer.ABILITY}
)


def _bars(effect: ContinuousEffect) -> bool:
    """An effect saying an object can't have an ability: no effect can give it back (113.11)."""
    return isinstance(effect.spec, AbilityEffect) and effect.spec.cant_have


def _grants_statics(effect: ContinuousEffect) -> bool:
    """Whether the effect gives static abilities it has read (quoted ones)."""
    return isinstance(effect.spec, AbilityEffect) and bool(effect.spec.granted_abilities)


def _timestamp_rule(layer: Layer, effect: ContinuousEffect) -> str:
    """Which rule put ``effect`` next when no dependency was involved."""
    if layer is Layer.MODIFY_PT:
        return "613.4c: modifications add up, so their order doesn't matter"
    if effect.counter is not None and layer is Layer.ABILITY:
        return "613.7: timestamp of the counter (122.1b)"
    if effect.duration != "while_source" and effect.key.origin != "static":
        return "613.7: timestamp order (when the spell or ability resolved)"
    return "613.7: timestamp order"
