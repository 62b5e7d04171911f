"""The layer loop: CR 613 applied to a :class:`Game`, with a trace a judge can read.

For each layer in order (613.1, 613.4) the loop gathers the effects that exist
now, applies characteristic-defining effects first (613.3, 613.4a), then the rest
in dependency order (613.8) falling back to timestamps (613.7). An effect that
started applying keeps applying, to the same objects, in later layers (613.6).
"""

from __future__ import annotations

import gc
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, fields, replace
from functools import lru_cache
from typing import NamedTuple

from engine.cards import (
    BASIC_LAND_TYPES,
    Ability,
    AbilityEffect,
    Card,
    CdaPowerToughness,
    Color,
    ColorEffect,
    Condition,
    ControlEffect,
    CopyEffect,
    FaceDownEffect,
    Filter,
    Formula,
    ModifyPowerToughness,
    SetPowerToughness,
    SwitchPowerToughness,
    TextChangeEffect,
    TypeEffect,
)
from engine.layers.effects import (
    LAYER_OF_KIND,
    LAYER_RULES,
    ContinuousEffect,
    EffectKey,
    Game,
    Layer,
)
from engine.layers.text import change_words
from engine.objects import (
    CREATURE_TYPE_HOLDERS,
    Characteristics,
    GameObject,
    Player,
    intrinsic_mana_ability,
    is_creature_type,
    is_land_type,
    subtype_card_types,
)

State = dict[int, Characteristics]

#: Counters that grant the keyword they name (122.1b).
KEYWORD_COUNTERS = frozenset(
    {
        "deathtouch",
        "double strike",
        "first strike",
        "flying",
        "haste",
        "hexproof",
        "indestructible",
        "lifelink",
        "menace",
        "reach",
        "shadow",
        "trample",
        "vigilance",
    }
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


def apply_layers(game: Game) -> LayerResult:
    """Compute every object's characteristics (CR 613) and explain the order used."""
    run = _LayerRun(game)
    with _cyclic_gc_paused():
        for layer in Layer:
            run.apply_layer(layer)
            if layer is Layer.TYPE:
                run.settle_types()
    dependencies = [
        line if count == 1 else f"{line} (×{count})"
        for line, count in run.dependency_counts.items()
    ]
    pairs = sum(run.dependency_counts.values())
    return LayerResult(run.state, run.steps, dependencies, run.notes, pairs)


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


@dataclass
class _Started:
    """An effect that began to apply: its template and the objects it is locked to."""

    template: ContinuousEffect
    affected: frozenset[int]


class _Shape(NamedTuple):
    """An effect as seen on one board: does it exist, whom it affects, what it does."""

    exists: bool
    affected: frozenset[int]
    result: tuple[object, ...]


class _Statics(NamedTuple):
    """The static abilities of one tuple of abilities, for gathering effects by layer."""

    source: tuple[Ability, ...]
    abilities: list[tuple[Ability, frozenset[Layer]]]
    layers: frozenset[Layer]


def _layers_of(ability: Ability) -> frozenset[Layer]:
    return frozenset(LAYER_OF_KIND[spec.kind] for spec in ability.effects)


class _LayerRun:
    def __init__(self, game: Game) -> None:
        self.game = game
        self.state: State = {obj.id: obj.printed() for obj in game.objects.values()}
        self.steps: dict[int, list[Step]] = {obj_id: [] for obj_id in game.objects}
        self.started: dict[tuple[str, int | None, int], _Started] = {}
        self.notes: list[str] = []
        #: The static abilities in a tuple of abilities, by the tuple's identity (the entry
        #: keeps the tuple alive, so its id stays its own during the run).
        self._statics: dict[int, _Statics] = {}
        #: What each filter reads (:func:`filter_reads`), by identity; the entry keeps the
        #: filter alive, so its id stays its own during the run. Callers never change it.
        self._reads_of_filter: dict[int, tuple[Filter, set[str]]] = {}
        #: Affected sets of filters on the real board, with what each filter reads; an
        #: entry is dropped as soon as an applied effect writes something it reads.
        self._affected_memo: dict[tuple[object, ...], tuple[frozenset[int], set[str]]] = {}
        self.dependency_counts: dict[str, int] = {}

    # --- gathering ----------------------------------------------------------------

    def effects_in(self, layer: Layer) -> list[ContinuousEffect]:
        """Every effect with a part in ``layer`` that exists right now."""
        found: dict[EffectKey, ContinuousEffect] = {}
        for effect in self._static_effects(layer):
            found[effect.key] = effect
        for started in self.started.values():
            for effect in _parts_in(started.template, layer):
                effect.locked = started.affected
                found.setdefault(effect.key, effect)
        for effect in self.game.resolved:
            if effect.layer == layer:
                found[effect.key] = effect
        found.update({effect.key: effect for effect in self._counter_effects(layer)})
        if layer is Layer.FACE_DOWN:
            for obj in self.game.objects.values():
                if obj.face_down:
                    key = EffectKey("face-down", obj.id, 0, 0)
                    found[key] = ContinuousEffect(
                        key=key,
                        layer=layer,
                        spec=FaceDownEffect(),
                        source_id=obj.id,
                        source_name="face down",
                        controller=obj.controller,
                        timestamp=obj.timestamp,
                        locked=frozenset({obj.id}),
                    )
        return list(found.values())

    def _static_abilities(self, abilities: tuple[Ability, ...]) -> _Statics:
        """The static abilities among ``abilities``, each with its layers, and every layer
        they have parts in (memoised per run: most objects keep their printed abilities
        through most layers)."""
        entry = self._statics.get(id(abilities))
        if entry is None:
            statics = [(a, _layers_of(a)) for a in abilities if a.kind == "static"]
            every = frozenset(layer for _, layers in statics for layer in layers)
            entry = self._statics[id(abilities)] = _Statics(abilities, statics, every)
        return entry

    def _static_effects(self, layer: Layer) -> Iterator[ContinuousEffect]:
        memo = self._statics
        for obj in self.game.objects.values():
            chars = self.state[obj.id]
            statics = memo.get(id(chars.abilities)) or self._static_abilities(chars.abilities)
            if layer not in statics.layers:
                continue
            for ability, layers in statics.abilities:
                if layer not in layers:
                    continue
                if obj.zone != "battlefield" and not ability.cda:
                    continue  # only characteristic-defining abilities work everywhere (604.3)
                template = ContinuousEffect(
                    key=EffectKey("static", obj.id, id(ability), -1),
                    layer=layer,
                    spec=None,
                    source_id=obj.id,
                    source_name=chars.name,
                    controller=chars.controller,
                    timestamp=obj.effect_timestamp,
                    ability=ability,
                    is_cda=ability.cda,
                    needs_ability=True,
                    choices=obj.choices,
                )
                yield from _parts_in(template, layer)

    def _counter_effects(self, layer: Layer) -> Iterator[ContinuousEffect]:
        if layer not in (Layer.MODIFY_PT, Layer.ABILITY):
            return
        for obj in self.game.battlefield():
            for kind, count in obj.counters.items():
                is_keyword = kind in KEYWORD_COUNTERS
                if is_keyword != (layer is Layer.ABILITY) or count <= 0:
                    continue
                if not is_keyword and "/" not in kind:
                    continue  # a named counter (oil, time) only matters where a card counts it
                spec: ModifyPowerToughness | AbilityEffect
                if is_keyword:
                    spec = AbilityEffect(mode="gain", keywords=(kind,))
                else:
                    power, toughness = parse_counter_pt(kind)
                    spec = ModifyPowerToughness(power=power * count, toughness=toughness * count)
                label = f"{count} {kind} counter{'s' if count > 1 else ''}"
                yield ContinuousEffect(
                    key=EffectKey("counter", obj.id, 0, hash(kind)),
                    layer=layer,
                    spec=spec,
                    source_id=obj.id,
                    source_name=label,
                    controller=obj.controller,
                    timestamp=obj.counter_timestamps.get(kind, obj.timestamp),
                    locked=frozenset({obj.id}),
                    counter=(kind, count),
                )

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

    # --- ordering -----------------------------------------------------------------

    def apply_layer(self, layer: Layer) -> None:
        effects = self.effects_in(layer)
        cdas = [e for e in effects if e.is_cda]
        others = [e for e in effects if not e.is_cda]
        for group, first_rule in ((cdas, "613.3/613.4a: CDAs first"), (others, "")):
            self._apply_in_order(layer, group, first_rule)

    def _apply_in_order(self, layer: Layer, effects: list[ContinuousEffect], cda: str) -> None:
        """613.7/613.8: timestamp order, except that an effect waits for those it depends on.

        The dependency graph is rebuilt only when an applied effect wrote something a
        remaining effect reads (613.8c); otherwise the old answers still hold.
        """
        remaining = sorted(effects, key=lambda e: e.timestamp)
        # P/T changes commute, unless an effect's reach reads P/T ("with power 2 or less")
        ordered = layer not in (Layer.MODIFY_PT, Layer.SWITCH_PT) or any(
            "pt" in self._reads(e) for e in effects
        )
        if not ordered or len(remaining) == 1:
            for effect in remaining:  # nothing can wait for another: timestamp order
                rule = _timestamp_rule(layer, effect)
                self.apply(effect, f"{cda}; {rule}" if cda else rule)
            return
        graph: _Graph | None = None
        while remaining:
            waiting: set[int] = set()
            if len(remaining) > 1:
                if graph is None:
                    graph = _Graph(self, layer, remaining)
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
            if graph is not None and len(remaining) > 1:
                graph.after_applying(chosen, remaining)

    def note_dependency(self, line: str) -> None:
        """Record a dependency once; repeats (eight Crusades) are counted, not listed."""
        self.dependency_counts[line] = self.dependency_counts.get(line, 0) + 1

    def _trial(self, other: ContinuousEffect, changed: frozenset[int]) -> State:
        """The board as it would be if ``other`` applied now."""
        trial = dict(self.state)
        for obj_id in changed:
            trial[obj_id] = trial[obj_id].copy()
            self._apply_spec(other, obj_id, trial)
        return trial

    # --- dependency (613.8a) --------------------------------------------------------

    def depends_on(
        self,
        effect: ContinuousEffect,
        before: _Shape,
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
        exists = self.exists(effect, trial)
        if exists != before.exists:
            return "removes it" if before.exists else "creates it"
        affected = self._affected_after(effect, trial, before.affected, changed, matched)
        if affected != before.affected:
            return "changes what it applies to"
        if _result_is_fixed(effect):
            return None  # no condition or formula: the same objects get the same result
        if self._result(effect, affected, trial) != before.result:
            return "changes what it does"
        return None

    def _shape(self, effect: ContinuousEffect, state: State) -> _Shape:
        exists = self.exists(effect, state)
        affected = self.affected(effect, state) if exists else frozenset()
        return _Shape(exists, affected, self._result(effect, affected, state))

    def _result(
        self, effect: ContinuousEffect, affected: frozenset[int], state: State
    ) -> tuple[object, ...]:
        held = self._condition_holds(effect, state)
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
        if effect.locked is not None or self._is_started(effect) or effect.ability is None:
            return before
        rule = effect.ability.affects
        # everything _matches reads of the effect: its filter, source (for "other" and the
        # self/attached/pair scopes), controller and choices
        own = rule.other or rule.scope in ("self", "attached", "pair")
        key = (
            id(rule), effect.source_id if own else None, effect.controller,
            effect.choices.color, effect.choices.creature_type,
        )  # fmt: skip
        found = matched.get(key)
        if found is None:
            found = matched[key] = frozenset(
                i for i in changed if self._matches(rule, i, effect, trial)
            )
        return (before - changed) | found

    def _filter_reads(self, rule: Filter) -> set[str]:
        entry = self._reads_of_filter.get(id(rule))
        if entry is None:
            entry = self._reads_of_filter[id(rule)] = (rule, filter_reads(rule))
        return entry[1]

    def _reads(self, effect: ContinuousEffect) -> set[str]:
        """What about the board this effect's existence, reach or result depends on."""
        reads: set[str] = set()
        fixed = effect.locked is not None or self._is_started(effect)
        if effect.needs_ability and not fixed:
            reads.add("abilities")
        if not fixed and effect.ability:
            reads |= self._filter_reads(effect.ability.affects)
        if effect.ability and effect.ability.condition:
            reads |= _condition_reads(effect.ability.condition)
        if isinstance(effect.spec, CopyEffect):
            reads.add("all")
        if isinstance(effect.spec, ControlEffect) and effect.key.origin == "static":
            reads.add("controller")  # its source's controller decides who gains control
        for amount in _amounts(effect.spec):
            if isinstance(amount, Formula):
                reads |= _FORMULA_READS[amount.of]
        return reads

    # --- applying -----------------------------------------------------------------

    def _is_started(self, effect: ContinuousEffect) -> bool:
        return _start_key(effect) in self.started

    def exists(self, effect: ContinuousEffect, state: State) -> bool:
        """A static ability's effect exists while its source has the ability (613.6)."""
        if not effect.needs_ability or effect.locked is not None or self._is_started(effect):
            return True
        assert effect.source_id is not None
        return any(ability is effect.ability for ability in state[effect.source_id].abilities)

    def affected(self, effect: ContinuousEffect, state: State) -> frozenset[int]:
        if effect.locked is not None:
            return effect.locked
        started = self.started.get(_start_key(effect))
        if started is not None:
            return started.affected
        assert effect.ability is not None
        rule = effect.ability.affects
        memo_key = None
        if state is self.state:
            own = effect.source_id if rule.other or rule.scope != "all" else None
            memo_key = (id(rule), effect.controller, own, effect.choices.creature_type)
            if memo_key in self._affected_memo:
                return self._affected_memo[memo_key][0]
        found = frozenset(obj_id for obj_id in state if self._matches(rule, obj_id, effect, state))
        if memo_key is not None:
            self._affected_memo[memo_key] = (found, self._filter_reads(rule))
        return found

    def _matches(self, rule: Filter, obj_id: int, effect: ContinuousEffect, state: State) -> bool:
        obj = self.game.objects[obj_id]
        source = self.game.objects.get(effect.source_id) if effect.source_id else None
        if rule.scope == "self":
            return obj_id == effect.source_id
        if rule.scope == "attached":
            return source is not None and source.attached_to == obj_id
        if rule.scope == "pair":
            return source is not None and obj_id in (source.id, source.paired_with)
        if obj.zone != "battlefield" or rule.scope in ("target", "made"):
            return False
        return matches_filter(rule, state[obj_id], obj.states, effect, obj_id, obj.counters)

    def _condition_holds(self, effect: ContinuousEffect, state: State) -> bool:
        condition = effect.ability.condition if effect.ability else None
        if condition is None or effect.source_id is None:
            return True
        if condition.negated and effect.ability is not None:  # "Otherwise, ..."
            held = condition.model_copy(update={"negated": False})
            ability = effect.ability.model_copy(update={"condition": held})
            return not self._condition_holds(replace(effect, ability=ability), state)
        source = self.game.objects[effect.source_id]
        subject = source.attached_to if condition.subject == "attached" else source.id
        if subject is None:
            return False
        chars = state[subject]
        states = [s for s in condition.states if s not in _ATTACHED_STATES]
        if states and not _states_hold(states, self.game.objects[subject]):
            return False
        for wanted in condition.states:
            if wanted in _ATTACHED_STATES and not any(
                obj.attached_to == subject and state[obj.id].has_subtype(_ATTACHED_STATES[wanted])
                for obj in self.game.battlefield()
            ):
                return False
        if condition.controls is not None:
            found = _count_permanents(condition.controls, self.game, state, effect)
            if not _within(found, condition.at_least, condition.at_most):
                return False
        if condition.your_turn is not None and condition.your_turn != self.game.your_turn:
            return False
        if condition.designation and condition.designation not in self.game.designations:
            return False
        game = self.game
        if not (
            _within(game.opponent_life, None, condition.opponent_life_at_most)
            and _within(game.opponent_graveyard_size, condition.opponent_graveyard_at_least, None)
            and _within(game.opponent_poison, condition.opponent_poison_at_least, None)
        ):
            return False
        least = condition.class_level_at_least
        if least is not None and self.game.objects[subject].class_level < least:
            return False
        if condition.counter is not None:
            found = _counters_on(self.game.objects[subject], condition.counter)
            most = condition.counters_at_most
            if found < condition.counters_at_least or (most is not None and found > most):
                return False
        if condition.graveyard is not None:
            found = _graveyard_count(condition.graveyard, "you", self.game)
            if found < condition.graveyard_at_least:
                return False
        least = condition.card_types_in_graveyard_at_least
        if least is not None and len(_your_graveyard_card_types(self.game)) < least:
            return False
        if not _within(self.game.life, condition.life_at_least, condition.life_at_most):
            return False
        if not _within(self.game.hand_size, condition.hand_at_least, condition.hand_at_most):
            return False
        if condition.devotion_below is not None:
            mana_costs = (
                state[obj.id].mana_cost
                for obj in self.game.battlefield()
                if state[obj.id].controller == chars.controller
            )
            if devotion(mana_costs, condition.devotion_to) >= condition.devotion_below:
                return False
        if condition.attached is not None:
            found = _count_attached(condition.attached, subject, self.game, state, effect)
            if found < condition.attached_at_least:
                return False
        if condition.subtypes and not any(chars.has_subtype(s) for s in condition.subtypes):
            return False
        if not all(s in chars.supertypes for s in condition.supertypes):
            return False
        return (not condition.colors or bool(set(condition.colors) & set(chars.colors))) and all(
            t in chars.types for t in condition.types
        )

    def apply(self, effect: ContinuousEffect, rule: str) -> None:
        if not self.exists(effect, self.state):
            self.notes.append(
                f"{effect.source_name}'s {LAYER_RULES[effect.layer]} effect never applied: "
                "its ability was removed earlier in the same layer."
            )
            return
        affected = self.affected(effect, self.state)
        if effect.locked is None and effect.needs_ability:
            self.started.setdefault(_start_key(effect), _Started(effect, affected))
        if not self._condition_holds(effect, self.state):
            return
        if self._affected_memo:
            written = _writes(effect)
            memo = self._affected_memo
            for key in [key for key, entry in memo.items() if _overlaps(entry[1], written)]:
                del memo[key]
        spec = effect.spec
        if (
            isinstance(spec, ModifyPowerToughness)
            and isinstance(spec.power, int)
            and isinstance(spec.toughness, int)
        ):
            self._add_pt(effect, spec.power, spec.toughness, affected, rule)
            return
        for obj_id in sorted(affected):
            description = self._apply_spec(effect, obj_id, self.state)
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

    def _new_controller(self, effect: ContinuousEffect, state: State) -> Player:
        """Who gains control: a static ability's source's controller as it is now in layer 2
        (a Confiscate that changed hands gives control to its new controller, 613.8a)."""
        giver = effect.controller
        if effect.key.origin == "static" and effect.source_id is not None:
            giver = state[effect.source_id].controller
        if isinstance(effect.spec, ControlEffect) and effect.spec.to_opponent:
            return Player.OPPONENT if giver is Player.YOU else Player.YOU
        return giver

    def _action(self, effect: ContinuousEffect, obj_id: int, state: State) -> object:
        spec = effect.spec
        if isinstance(spec, ControlEffect):
            return self._new_controller(effect, state)
        if isinstance(spec, CopyEffect):
            copied = effect.choices.copy_of
            return None if copied is None else repr(effect.choices.copied or state[copied])
        return tuple(self._amount(a, effect, obj_id, state) for a in _amounts(spec))

    def _amount(
        self, amount: int | Formula | None, effect: ContinuousEffect, obj_id: int, state: State
    ) -> int | None:
        if amount is None or isinstance(amount, int):
            return amount
        return formula_value(amount, self.game, state, effect, obj_id)

    def _apply_spec(self, effect: ContinuousEffect, obj_id: int, state: State) -> str:
        """Apply one effect to one object in ``state``; return what it did, in words."""
        chars = state[obj_id]
        spec = effect.spec
        match spec:
            case CopyEffect():
                return self._copy(spec, effect, chars, state)
            case FaceDownEffect():
                ward = self.game.objects[obj_id].face_down_with_ward
                state[obj_id] = _face_down(chars.controller, ward=ward)
                if ward:
                    return "face down: a nameless colorless 2/2 creature with ward {2} (702.168a)"
                return "face down: a nameless colorless 2/2 creature with no abilities (708.2)"
            case ControlEffect():
                chars.controller = self._new_controller(effect, state)
                return f"now controlled by {chars.controller}"
            case TextChangeEffect():
                change = effect.choices.text_change
                if change is None:
                    return "text unchanged (no words chosen)"
                chars.abilities = tuple(change_words(a, *change) for a in chars.abilities)
                return f"“{change[0]}” becomes “{change[1]}” in its text"
            case TypeEffect():
                return _change_types(spec, effect, chars)
            case ColorEffect():
                return _change_colors(spec, effect, chars)
            case AbilityEffect():
                return _change_abilities(spec, effect, chars)
            case CdaPowerToughness() | SetPowerToughness():
                return self._set_pt(spec, effect, obj_id, state)
            case ModifyPowerToughness():
                power = self._amount(spec.power, effect, obj_id, state) or 0
                toughness = self._amount(spec.toughness, effect, obj_id, state) or 0
                chars.power = (chars.power or 0) + power
                chars.toughness = (chars.toughness or 0) + toughness
                return f"{power:+d}/{toughness:+d}"
            case SwitchPowerToughness():
                chars.power, chars.toughness = chars.toughness, chars.power
                return "switch power and toughness"
        raise AssertionError(f"effect without a part to apply: {effect.key}")

    def _set_pt(
        self,
        spec: CdaPowerToughness | SetPowerToughness,
        effect: ContinuousEffect,
        obj_id: int,
        state: State,
    ) -> str:
        chars = state[obj_id]
        power = self._amount(spec.power, effect, obj_id, state)
        toughness = self._amount(spec.toughness, effect, obj_id, state)
        if isinstance(spec, SetPowerToughness) and spec.chosen_one and effect.choices.one:
            which, value = effect.choices.one
            power, toughness = (value, None) if which == "power" else (None, value)
        if power is not None:
            chars.power = power
        if toughness is not None:
            chars.toughness = toughness
        shown = f"{_num(power)}/{_num(toughness)}"
        if isinstance(spec, CdaPowerToughness):
            return f"its own ability defines P/T: {shown}"
        return f"base P/T {shown}"

    def _copy(
        self, spec: CopyEffect, effect: ContinuousEffect, chars: Characteristics, state: State
    ) -> str:
        copied_id = effect.choices.copy_of
        if copied_id is None:
            return "copies nothing (no object chosen)"
        original = effect.choices.copied or state[copied_id]
        if effect.choices.copied is None and (copied := self.game.objects[copied_id]).face_down:
            # 707.2, 708.2: the face-down values are what is copied
            original = _face_down(original.controller, ward=copied.face_down_with_ward)
        abilities = original.abilities
        power, toughness = original.power, original.toughness
        exceptions = []
        if spec.except_power is not None or spec.except_toughness is not None:
            abilities = tuple(
                a for a in abilities if not (a.cda and any(e.kind == "cda_pt" for e in a.effects))
            )
            power = spec.except_power if spec.except_power is not None else power
            toughness = spec.except_toughness if spec.except_toughness is not None else toughness
            exceptions.append(f"{_num(power)}/{_num(toughness)}")
        colors = original.colors if spec.except_colors is None else spec.except_colors
        if spec.except_colors is not None:
            exceptions.append(" ".join(spec.except_colors) or "colorless")
        subtypes = original.subtypes
        if spec.except_subtypes is not None:
            subtypes = (
                *[s for s in original.subtypes if not is_creature_type(s)],
                *spec.except_subtypes,
            )
            exceptions.append(" ".join(spec.except_subtypes))
        if spec.extra_subtypes:
            subtypes = (*subtypes, *[s for s in spec.extra_subtypes if s not in subtypes])
            exceptions.append(f"also {' '.join(spec.extra_subtypes)}")
        types, supertypes = original.types, original.supertypes
        if spec.extra_types:
            types = (*types, *[t for t in spec.extra_types if t not in types])
            exceptions.append(f"also {' '.join(t.lower() for t in spec.extra_types)}")
        if spec.extra_keywords or spec.extra_granted:
            gained = [Ability(kind="keyword", keyword=k, summary=k) for k in spec.extra_keywords]
            gained += [Ability(kind="other", summary=text) for text in spec.extra_granted]
            abilities = (*abilities, *gained)
            exceptions.append(f"has {' and '.join((*spec.extra_keywords, *spec.extra_granted))}")
        if spec.not_legendary:
            supertypes = tuple(s for s in supertypes if s != "Legendary")
            exceptions.append("not legendary")
        if spec.extra_supertypes:
            supertypes = (*supertypes, *[s for s in spec.extra_supertypes if s not in supertypes])
            exceptions.append(f"also {' '.join(s.lower() for s in spec.extra_supertypes)}")
        name = chars.name if spec.keeps_name else original.name
        if spec.keeps_name:
            exceptions.append(f"named {chars.name}")
        chars.name, chars.mana_cost, chars.mana_value = (
            name,
            original.mana_cost,
            original.mana_value,
        )
        chars.colors, chars.supertypes, chars.types = colors, supertypes, types
        chars.subtypes, chars.abilities = subtypes, abilities
        chars.power, chars.toughness = power, toughness
        chars.all_creature_types = original.all_creature_types
        suffix = f", except {', '.join(exceptions)}" if exceptions else ""
        return f"copy of {original.name}{suffix} (707.2, 707.9)"


class _Graph:
    """The dependencies among one layer's remaining effects (613.8a), kept up to date.

    Reads and writes are worked out once per effect and their overlap once per pair;
    each candidate is tried once on a scratch board that every effect checking against
    it shares. After an effect applies, only pairs involving an effect that reads what
    it wrote are checked again (613.8c); every other pair keeps its answer.
    """

    def __init__(self, run: _LayerRun, layer: Layer, effects: list[ContinuousEffect]) -> None:
        self.run, self.layer = run, layer
        self.reads = {id(e): run._reads(e) for e in effects}
        self.writes = {id(e): _writes(e) for e in effects}
        self.overlaps: dict[tuple[int, int], bool] = {}
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
        touched = {id(e) for e in remaining if _overlaps(self.reads[id(e)], written)}
        if touched:
            self.edges = {
                key: [first for first in firsts if id(first) not in touched]
                for key, firsts in self.edges.items()
                if key not in touched
            }
            self._check(remaining, touched)

    def _check(self, effects: list[ContinuousEffect], touched: set[int] | None) -> None:
        run = self.run
        shapes: dict[int, _Shape] = {}
        trials: dict[int, State] = {}
        matched: dict[int, dict[tuple[object, ...], frozenset[int]]] = {}
        if touched is None:
            pairs = [(e, o) for e in effects for o in effects if o is not e]
        else:
            hot = [e for e in effects if id(e) in touched]
            pairs = [(e, o) for e in hot for o in effects if o is not e]
            pairs += [(e, o) for e in effects if id(e) not in touched for o in hot]
        for effect, other in pairs:
            if effect.is_cda != other.is_cda:
                continue  # 613.8a(c): a CDA and a non-CDA never depend on each other
            pair = (id(effect), id(other))
            overlap = self.overlaps.get(pair)
            if overlap is None:
                overlap = self.overlaps[pair] = _overlaps(
                    self.reads[id(effect)], self.writes[id(other)]
                )
            if not overlap:
                continue
            for one in (effect, other):
                if id(one) not in shapes:
                    shapes[id(one)] = run._shape(one, run.state)
            if id(other) not in trials:
                trials[id(other)] = run._trial(other, shapes[id(other)].affected)
                matched[id(other)] = {}
            reason = run.depends_on(
                effect,
                shapes[id(effect)],
                trials[id(other)],
                shapes[id(other)].affected,
                matched[id(other)],
            )
            if reason is not None:
                self.edges.setdefault(id(effect), []).append(other)
                self._report(effect, other, reason)

    def _report(self, effect: ContinuousEffect, other: ContinuousEffect, reason: str) -> None:
        if (effect.key, other.key) in self.reported:
            return
        self.reported.add((effect.key, other.key))
        waiting, first = _names_apart(effect, other)
        self.run.note_dependency(
            f"Layer {self.layer}: {waiting}'s effect depends on {first}'s: "
            f"{first}'s effect {reason} (613.8a), so it applies after it."
        )


# --- helpers that need no run state ----------------------------------------------------


def _start_key(effect: ContinuousEffect) -> tuple[str, int | None, int]:
    return (effect.key.origin, effect.key.source_id, effect.key.ability_id)


def _parts_in(template: ContinuousEffect, layer: Layer) -> Iterator[ContinuousEffect]:
    """The parts of ``template``'s ability that apply in ``layer``."""
    assert template.ability is not None
    for part, spec in enumerate(template.ability.effects):
        if LAYER_OF_KIND[spec.kind] is layer:
            key = EffectKey(template.key.origin, template.source_id, id(template.ability), part)
            # dataclasses.replace without its per-call field introspection (a hot loop)
            values = {name: getattr(template, name) for name in _EFFECT_FIELDS}
            values.update(key=key, layer=layer, spec=spec)
            yield ContinuousEffect(**values)


@lru_cache(maxsize=1024)
def _subtypes_kept(types: tuple[str, ...], subtypes: tuple[str, ...]) -> tuple[str, ...]:
    """The subtypes whose card type is among ``types`` (205.1a, 205.3d); memoised, since
    every layer run asks it for every object."""
    return tuple(s for s in subtypes if any(t in types for t in subtype_card_types(s)))


@lru_cache(maxsize=1024)
def _intrinsic_mana(subtypes: tuple[str, ...]) -> tuple[Ability, ...]:
    """The mana abilities the basic land types among ``subtypes`` give a land (305.6)."""
    return tuple(a for a in map(intrinsic_mana_ability, subtypes) if a is not None)


_EFFECT_FIELDS = tuple(f.name for f in fields(ContinuousEffect))


def _timestamp_rule(layer: Layer, effect: ContinuousEffect) -> str:
    """Which rule put ``effect`` next when no dependency was involved."""
    if layer is Layer.MODIFY_PT:
        return "613.4c: modifications add up, so their order doesn't matter"
    if effect.counter is not None and layer is Layer.ABILITY:
        return "613.7: timestamp of the counter (122.1b)"
    if effect.duration != "while_source" and effect.key.origin != "static":
        return "613.7: timestamp order (when the spell or ability resolved)"
    return "613.7: timestamp order"


def matches_filter(
    rule: Filter,
    chars: Characteristics,
    states: set[str],
    effect: ContinuousEffect,
    obj_id: int,
    counters: dict[str, int] | None = None,
) -> bool:
    """Whether an object with ``chars`` fits ``rule`` as seen by ``effect``'s controller.

    ``counters`` are the object's counters (a filter "with a +1/+1 counter on it" needs them;
    without them the object is taken to have none).

    Each test is guarded by whether the filter uses it: this runs for every object
    under every global effect, so empty clauses must cost nothing.
    """
    if rule.other and obj_id == effect.source_id:
        return False
    if rule.commander and "commander" not in states:
        return False
    if rule.owner == "you" and chars.owner is not Player.YOU:
        return False
    if rule.chosen_color and effect.choices.color not in chars.colors:
        return False
    if rule.any_states and not any(s in states for s in rule.any_states):
        return False
    if rule.bounded and not (
        _bounded(chars.power, rule.power_at_least, rule.power_at_most)
        and _bounded(chars.toughness, rule.toughness_at_least, rule.toughness_at_most)
        and _bounded(chars.mana_value, rule.mana_value_at_least, rule.mana_value_at_most)
    ):
        return False
    if rule.token is not None and ("token" in states) != rule.token:
        return False
    types = chars.types
    if rule.types and not all(t in types for t in rule.types):
        return False
    if rule.any_types and not any(t in types for t in rule.any_types):
        return False
    if rule.not_types and any(t in types for t in rule.not_types):
        return False
    if rule.subtypes and not any(chars.has_subtype(s) for s in rule.subtypes):
        return False
    if rule.not_subtypes and any(chars.has_subtype(s) for s in rule.not_subtypes):
        return False
    if rule.chosen_subtype and not (
        effect.choices.creature_type and chars.has_subtype(effect.choices.creature_type)
    ):
        return False
    if rule.not_supertypes and any(s in chars.supertypes for s in rule.not_supertypes):
        return False
    if rule.nonlegendary and "Legendary" in chars.supertypes:
        return False
    if rule.supertypes and not all(s in chars.supertypes for s in rule.supertypes):
        return False
    if rule.not_keywords and any(k in chars.keywords for k in rule.not_keywords):
        return False
    if rule.keywords and not all(k in chars.keywords for k in rule.keywords):
        return False
    if rule.no_abilities and chars.abilities:
        return False
    if rule.colors and not any(c in chars.colors for c in rule.colors):
        return False
    if rule.not_colors and any(c in chars.colors for c in rule.not_colors):
        return False
    if rule.multicolored and len(chars.colors) < 2:
        return False
    if rule.colorless and chars.colors:
        return False
    if rule.untapped and "tapped" in states:
        return False
    if rule.counter is not None and not _counters_on_dict(counters or {}, rule.counter):
        return False
    if rule.controller is not None and (chars.controller == effect.controller) != (
        rule.controller == "you"
    ):
        return False
    return not rule.states or all(state in states for state in rule.states)


def _result_is_fixed(effect: ContinuousEffect) -> bool:
    """Whether what ``effect`` does to each object it affects is the same on every board: no
    condition, no formula, nothing read from the board (control and copy effects read it)."""
    condition = effect.ability.condition if effect.ability else None
    if condition is not None and effect.source_id is not None:
        return False
    if isinstance(effect.spec, ControlEffect | CopyEffect):
        return False
    return not any(isinstance(amount, Formula) for amount in _amounts(effect.spec))


def _amounts(spec: object) -> tuple[int | Formula | None, ...]:
    if isinstance(spec, CdaPowerToughness | SetPowerToughness | ModifyPowerToughness):
        return (spec.power, spec.toughness)
    return ()


_FORMULA_READS: dict[str, set[str]] = {
    "card_types_in_graveyards": set(),
    "card_types_in_your_graveyard": set(),
    "colors_of_it": {"colors"},
    "colors_among": {"all"},
    "greatest_mana_value": {"all"},
    "greatest_power": {"all"},
    "its_power": {"pt"},
    "its_toughness": {"pt"},
    "own_mana_value": {"all"},
    "mana_value_of_other_creatures_you_control": {"all"},
    "exiled_power": {"pt"},
    "exiled_toughness": {"pt"},
    "chosen_x": set(),
    "swamps_you_control": {"subtype:Swamp", "controller"},
    "face_down_creatures": set(),
    "your_life_total": {"controller"},
    "cards_in_hand": set(),
    # counters and graveyard cards are not characteristics: no layer changes them
    "counters_on_it": set(),
    "cards_in_graveyard": set(),
    # mana costs change only with copy/face-down effects (which write "all"); whose
    # permanents they are is control (layer 2)
    "devotion": {"mana_cost", "controller"},
    # which attached permanents are Auras/Equipment, and whatever the count's filter reads
    "attached_to_it": {"all"},
    "counters_on_source": set(),
    # which lands you control, and their land types (Blood Moon, Urborg change them)
    "basic_land_types": {"subtypes", "cardtype:Land", "controller"},
    # a count of permanents reads whatever its filter reads: types, colors, control,
    # keywords (layer 6); "all" keeps the dependency check exact for every filter.
    "permanents": {"all"},
}


def filter_reads(rule: Filter) -> set[str]:
    """The characteristics a filter looks at, as fine-grained as the writes below."""
    if rule.scope in ("self", "attached", "target", "made", "pair"):
        return set()
    reads = {f"subtype:{s}" for s in (*rule.subtypes, *rule.not_subtypes)}
    reads |= {f"color:{c}" for c in (*rule.colors, *rule.not_colors)}
    if rule.multicolored or rule.colorless:
        reads.add("colors")
    reads |= {f"cardtype:{t}" for t in (*rule.types, *rule.not_types, *rule.any_types)}
    if rule.chosen_subtype:
        reads.add("subtypes")
    if rule.not_supertypes or rule.nonlegendary or rule.supertypes:
        reads.add("supertypes")
    if {rule.power_at_least, rule.power_at_most, rule.toughness_at_least,
            rule.toughness_at_most} != {None}:  # fmt: skip
        reads.add("pt")
    if rule.mana_value_at_least is not None or rule.mana_value_at_most is not None:
        reads.add("mana_cost")
    if rule.chosen_color:
        reads.add("colors")
    if rule.keywords or rule.not_keywords or rule.no_abilities:
        reads.add("abilities")
    if rule.controller:
        reads.add("controller")
    return reads


#: Condition states that ask what is attached to the subject (an Equipment, an Aura).
_ATTACHED_STATES = {"equipped": "Equipment", "enchanted": "Aura"}


def _condition_reads(condition: Condition) -> set[str]:
    reads = {f"color:{c}" for c in condition.colors}
    reads |= {f"subtype:{_ATTACHED_STATES[s]}" for s in condition.states if s in _ATTACHED_STATES}
    reads |= {f"subtype:{s}" for s in condition.subtypes}
    if condition.supertypes:
        reads.add("supertypes")
    if condition.devotion_below is not None:  # 700.5a: after copy and control effects
        reads |= {"mana_cost", "controller"}
    if condition.controls is not None:
        reads |= filter_reads(condition.controls) | {"controller"}
    if condition.attached is not None:
        reads |= filter_reads(condition.attached)
    # your_turn, counters, graveyard cards (and their card types), life and cards in hand
    # are facts no layer changes: nothing to read
    return reads | {f"cardtype:{t}" for t in condition.types}


def _states_hold(wanted: Iterable[str], obj: GameObject) -> bool:
    """Combat and tap states are facts about the object, not characteristics."""
    return all(
        "tapped" not in obj.states
        if state == "untapped"
        else obj.paired_with is not None
        if state == "paired"
        else state in obj.states
        for state in wanted
    )


def _counters_on_dict(counters: dict[str, int], kind: str) -> int:
    """How many ``kind`` counters (``"any"``: counters of every kind) are in ``counters``."""
    if kind == "any":
        return sum(n for n in counters.values() if n > 0)
    return max(counters.get(kind, 0), 0)


def _counters_on(obj: GameObject, kind: str) -> int:
    return _counters_on_dict(obj.counters, kind)


def _bounded(value: int | None, least: int | None, most: int | None) -> bool:
    """A filter's "power 4 or greater": no bound passes anything; a bound needs a value."""
    if least is None and most is None:
        return True
    return value is not None and _within(value, least, most)


def _within(value: int, least: int | None, most: int | None) -> bool:
    return (least is None or value >= least) and (most is None or value <= most)


def _your_graveyard_card_types(game: Game) -> set[str]:
    """The card types among the cards in your graveyard (delirium; cards of unknown kinds
    from ``[graveyard size N]`` add none)."""
    return {t for owner, card in game.graveyard if owner is Player.YOU for t in card.types}


def _graveyard_count(rule: Filter | None, whose: str, game: Game) -> int:
    """Cards in your graveyard (or all graveyards) fitting ``rule``'s card characteristics.

    Without a filter the count is every card, and for your graveyard at least the
    scenario's ``[graveyard size N]``; cards of unknown kinds never match a filter.
    """
    if rule is None or rule == Filter():
        opponents = sum(1 for owner, _ in game.graveyard if owner is not Player.YOU)
        return game.your_graveyard_size() + (opponents if whose == "all" else 0)
    owners = (Player.YOU,) if whose == "you" else tuple(Player)  # every player's (p3, p4 too)
    return sum(1 for owner, card in game.graveyard if owner in owners and card_matches(rule, card))


def card_matches(rule: Filter, card: Card) -> bool:
    """Whether a card in a graveyard fits ``rule`` (its printed characteristics; 400.3)."""
    chars = Characteristics.from_card(card, Player.YOU)
    if rule.types and not all(t in chars.types for t in rule.types):
        return False
    if rule.not_types and any(t in chars.types for t in rule.not_types):
        return False
    if rule.any_types and not any(t in chars.types for t in rule.any_types):
        return False
    if rule.subtypes and not any(chars.has_subtype(s) for s in rule.subtypes):
        return False
    if rule.colors and not any(c in chars.colors for c in rule.colors):
        return False
    if rule.not_colors and any(c in chars.colors for c in rule.not_colors):
        return False
    if rule.supertypes and not all(s in chars.supertypes for s in rule.supertypes):
        return False
    return not any(s in chars.supertypes for s in rule.not_supertypes)


def _count_attached(
    rule: Filter, host: int, game: Game, state: State, effect: ContinuousEffect
) -> int:
    """Permanents attached to ``host`` that fit ``rule`` ("Auras and Equipment attached to it")."""
    return sum(
        1
        for obj in game.battlefield()
        if obj.attached_to == host
        and matches_filter(rule, state[obj.id], obj.states, effect, obj.id, obj.counters)
    )


#: Mana symbols and the colors each counts toward devotion (700.5: hybrid counts for both).
_SYMBOL_COLORS = {"W": Color.WHITE, "U": Color.BLUE, "B": Color.BLACK, "R": Color.RED,
                  "G": Color.GREEN}  # fmt: skip


def devotion(mana_costs: Iterable[str], colors: tuple[Color, ...]) -> int:
    """CR 700.5: the mana symbols among ``mana_costs`` that are of any of ``colors``.

    >>> devotion(["{1}{B}{B}", "{B/G}", "{2/B}", "{B/P}"], (Color.BLACK,))
    5
    >>> devotion(["{B/R}"], (Color.BLACK, Color.RED))
    1
    """
    total = 0
    for cost in mana_costs:
        for symbol in cost.replace("}", "").split("{")[1:]:
            if any(_SYMBOL_COLORS.get(part) in colors for part in symbol.split("/")):
                total += 1
    return total


def _count_permanents(rule: Filter, game: Game, state: State, effect: ContinuousEffect) -> int:
    """How many permanents on the battlefield fit ``rule`` as ``effect``'s controller sees it."""
    return sum(
        1
        for obj in game.battlefield()
        if matches_filter(rule, state[obj.id], obj.states, effect, obj.id, obj.counters)
    )


def _writes(effect: ContinuousEffect) -> set[str]:
    """What applying this effect can change (the other side of :func:`filter_reads`)."""
    spec = effect.spec
    match spec:
        case CopyEffect() | FaceDownEffect():
            return {"all"}
        case ControlEffect():
            return {"controller"}
        case TextChangeEffect() | AbilityEffect():
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


def _overlaps(reads: set[str], writes: set[str]) -> bool:
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


#: "+X/+0 where X is its power" doubles the value it reads (107.1b keeps it negative).
_DOUBLING = frozenset({"its_power", "its_toughness"})


def formula_value(
    formula: Formula, game: Game, state: State, effect: ContinuousEffect, obj_id: int
) -> int:
    """The number a formula stands for right now (e.g. Tarmogoyf's card types).

    A P/T modification neither sets nor doubles a value, so its calculation uses 0 for a
    negative result (107.1b): Death's Shadow at -3 life gets -0/-0, while Serra Avatar
    (whose ability sets its P/T) is -3/-3, and "+X/+0 where X is its power" (which
    doubles it) keeps a negative X.
    """
    source = game.objects.get(effect.source_id) if effect.source_id else None
    controller = effect.controller

    def battlefield(ids: Iterable[int]) -> list[Characteristics]:
        return [state[i] for i in ids if game.objects[i].zone == "battlefield"]

    match formula.of:
        case "card_types_in_graveyards":
            value = len(game.graveyard_types)
        case "card_types_in_your_graveyard":
            value = len(_your_graveyard_card_types(game))
        case "colors_of_it":
            value = len(state[obj_id].colors)
        case "its_power":
            value = state[obj_id].power or 0
        case "its_toughness":
            value = state[obj_id].toughness or 0
        case "colors_among" | "greatest_mana_value" | "greatest_power":
            among = [
                state[o.id]
                for o in game.battlefield()
                if matches_filter(
                    formula.count or Filter(), state[o.id], o.states, effect, o.id, o.counters
                )
            ]
            if formula.of == "colors_among":
                value = len({color for chars in among for color in chars.colors})
            elif formula.of == "greatest_mana_value":
                value = max((chars.mana_value for chars in among), default=0)
            else:
                value = max((chars.power or 0 for chars in among), default=0)
        case "own_mana_value":
            value = state[obj_id].mana_value
        case "mana_value_of_other_creatures_you_control":
            value = sum(
                c.mana_value
                for i, c in state.items()
                if i != obj_id
                and c.is_creature
                and c.controller == controller
                and game.objects[i].zone == "battlefield"
            )
        case "exiled_power" | "exiled_toughness":
            exiled = [state[i] for i in (source.exiled if source else []) if i in state]
            attribute = "power" if formula.of == "exiled_power" else "toughness"
            value = sum(getattr(c, attribute) or 0 for c in exiled)
        case "chosen_x":
            value = effect.choices.x or 0
        case "swamps_you_control":
            value = sum(
                1
                for c in battlefield(state)
                if c.has_subtype("Swamp") and c.controller == controller
            )
        case "face_down_creatures":
            value = sum(1 for o in game.battlefield() if o.face_down)
        case "your_life_total":  # "your" is the effect's controller's (109.5)
            value = game.life if controller is Player.YOU else game.opponent_life
        case "permanents":
            value = _count_permanents(formula.count or Filter(), game, state, effect)
        case "cards_in_hand":
            value = game.hand_size
        case "counters_on_it":
            value = _counters_on(game.objects[obj_id], formula.counter or "any")
        case "counters_on_source":
            source = game.objects.get(effect.source_id) if effect.source_id else None
            value = _counters_on(source, formula.counter or "any") if source else 0
        case "basic_land_types":
            value = sum(
                1
                for kind in BASIC_LAND_TYPES
                if any(
                    "Land" in c.types and c.has_subtype(kind) and c.controller == controller
                    for c in battlefield(state)
                )
            )
        case "cards_in_graveyard":
            value = _graveyard_count(formula.count, formula.whose, game)
        case "devotion":
            value = devotion(
                (c.mana_cost for c in battlefield(state) if c.controller == controller),
                formula.devotion_to,
            )
        case "attached_to_it":
            value = _count_attached(formula.count or Filter(), obj_id, game, state, effect)
    if isinstance(effect.spec, ModifyPowerToughness) and formula.of not in _DOUBLING:
        value = max(value, 0)
    return value * formula.times + formula.plus


def _names_apart(one: ContinuousEffect, two: ContinuousEffect) -> tuple[str, str]:
    """The two sources' names, with timestamps when the names alone are the same."""
    if one.source_name != two.source_name:
        return one.source_name, two.source_name
    return f"{one.source_name} (t{one.timestamp})", f"{two.source_name} (t{two.timestamp})"


def _face_down(controller: Player, *, ward: bool = False) -> Characteristics:
    """A face-down permanent's characteristics: a nameless colorless 2/2 creature (708.2a),
    with ward {2} when disguise or cloak put it face down (702.168a, 701.58a)."""
    abilities = (_WARD_2,) if ward else ()
    return Characteristics(
        name="", mana_cost="", mana_value=0, colors=(), supertypes=(), types=("Creature",),
        subtypes=(), abilities=abilities, power=2, toughness=2, controller=controller,
    )  # fmt: skip


_WARD_2 = Ability(kind="keyword", keyword="ward {2}", summary="ward {2}")


def _article(word: str) -> str:
    return "an" if word[:1].upper() in "AEIOU" else "a"


def _num(value: int | None) -> str:
    return "–" if value is None else str(value)


def _change_types(spec: TypeEffect, effect: ContinuousEffect, chars: Characteristics) -> str:
    subtypes = list(spec.subtypes)
    if spec.chosen_subtype and effect.choices.creature_type:
        subtypes.append(effect.choices.creature_type)
    if spec.all_basic_land_types:
        subtypes.extend(BASIC_LAND_TYPES)
    words: list[str] = []
    if spec.mode == "set":
        if spec.types:
            chars.types = (
                tuple(spec.types)
                if spec.lose_other_card_types
                else tuple(dict.fromkeys((*chars.types, *spec.types)))
            )
        land_types = [s for s in subtypes if is_land_type(s)]
        creature_types = [s for s in subtypes if is_creature_type(s)]
        kept = list(chars.subtypes)
        if land_types and "Land" in chars.types:
            # 305.7: a new land type replaces every old one (Locus, Urza's, Desert alike)
            # and the land's own abilities.
            kept = [s for s in kept if not is_land_type(s)]
            chars.abilities = ()
            chars.land_type_set = True
            words.append(
                f"is {_article(land_types[0])} {' '.join(land_types)} and loses its other land "
                "types and abilities (305.7)"
            )
        if creature_types or (spec.chosen_subtype and not land_types):
            kept = [s for s in kept if not is_creature_type(s)]
            chars.all_creature_types = False
            words.append(
                f"is {_article(creature_types[0] if creature_types else 'creature')} "
                f"{' '.join(creature_types)} (its other creature types are gone)"
            )
        if spec.lose_creature_types:  # "loses all creature types": other subtypes stay
            kept = [s for s in kept if not is_creature_type(s)]
            chars.all_creature_types = False
            words.append("loses all creature types")
        if spec.all_creature_types:  # "becomes a 2/2 creature with all creature types"
            chars.all_creature_types = True
            words.append("is every creature type")
        chars.subtypes = tuple(dict.fromkeys((*kept, *subtypes)))
        if spec.types:
            words.insert(
                0,
                f"is {_article(spec.types[0])} {' '.join(t.lower() for t in spec.types)}",
            )
    else:
        chars.types = tuple(dict.fromkeys((*chars.types, *spec.types)))
        chars.subtypes = tuple(dict.fromkeys((*chars.subtypes, *subtypes)))
        if spec.all_creature_types:
            chars.all_creature_types = True
            subtypes.append("every creature type")
        added = [t.lower() for t in spec.types] + subtypes
        if added or not (spec.supertypes or spec.not_supertypes or spec.not_types):
            words.append(f"is also {' '.join(added)}" if added else "types unchanged")
    words.extend(_change_supertypes_and_removed_types(spec, chars))
    return "; ".join(words)


def _change_supertypes_and_removed_types(spec: TypeEffect, chars: Characteristics) -> list[str]:
    """Supertypes added or taken away (205.4) and card types taken away (205.1a)."""
    words: list[str] = []
    if spec.supertypes or spec.not_supertypes:
        kept = dict.fromkeys((*chars.supertypes, *spec.supertypes))
        chars.supertypes = tuple(s for s in kept if s not in spec.not_supertypes)
        words += [f"is {s.lower()}" for s in spec.supertypes]
        words += [f"is no longer {s.lower()}" for s in spec.not_supertypes]
    if spec.not_types:
        chars.types = tuple(t for t in chars.types if t not in spec.not_types)
        words += [f"isn't {_article(t)} {t.lower()}" for t in spec.not_types]
    return words


def _change_colors(spec: ColorEffect, effect: ContinuousEffect, chars: Characteristics) -> str:
    colors = list(spec.colors)
    if spec.chosen_color and effect.choices.color:
        colors.append(effect.choices.color)
    if spec.mode == "colorless":
        chars.colors = ()
        return "becomes colorless"
    if spec.mode == "set":
        chars.colors = tuple(dict.fromkeys(colors))
        return f"is {' and '.join(colors)} (its other colors are gone)"
    chars.colors = tuple(dict.fromkeys((*chars.colors, *colors)))
    return f"is also {' and '.join(colors)}"


def _granted(spec: AbilityEffect, effect: ContinuousEffect) -> list[Ability]:
    """The abilities one layer-6 part gives (keywords, quoted abilities, chosen protection)."""
    keywords = list(spec.keywords)
    if spec.protection_from_chosen_color:
        chosen = effect.choices.color
        keywords.append(f"protection from {chosen}" if chosen else "protection (no color chosen)")
    return [Ability(kind="keyword", keyword=word, summary=word) for word in keywords] + [
        Ability(kind="other", summary=text) for text in spec.granted
    ]


def _change_abilities(spec: AbilityEffect, effect: ContinuousEffect, chars: Characteristics) -> str:
    gained = _granted(spec, effect)
    if spec.mode == "lose":
        chars.abilities = tuple(a for a in chars.abilities if a.keyword not in spec.keywords)
        return f"loses {' and '.join(spec.keywords)}"
    if spec.mode == "lose_all":
        chars.abilities = tuple(gained)
        return "loses all abilities" + (f", has {_labels(gained)}" if gained else "")
    if spec.mode == "lose_all_other":
        # "has defender and loses all other abilities": the other abilities are those the
        # same effect doesn't give, whichever part of it the card's words put first.
        siblings = effect.ability.effects if effect.ability else ()
        for part in siblings:
            if isinstance(part, AbilityEffect) and part.mode == "gain":
                gained += [a for a in _granted(part, effect) if a not in gained]
        chars.abilities = tuple(a for a in chars.abilities if a in gained)
        chars.abilities += tuple(a for a in gained if a not in chars.abilities)
        return "loses all other abilities" + (f", keeps {_labels(gained)}" if gained else "")
    present = set(chars.abilities)
    chars.abilities = (*chars.abilities, *[a for a in gained if a not in present])
    return f"gains {_labels(gained)}"


def _labels(abilities: list[Ability]) -> str:
    return ", ".join(a.label for a in abilities)


def parse_counter_pt(kind: str) -> tuple[int, int]:
    """``"+1/+1"`` -> (1, 1); ``"-1/-1"`` -> (-1, -1) (122.1a)."""
    power, _, toughness = kind.partition("/")
    return int(power), int(toughness)
