"""The layer loop: CR 613 applied to a :class:`Game`, with a trace a judge can read.

For each layer in order (613.1, 613.4) the loop gathers the effects that exist
now, applies characteristic-defining effects first (613.3, 613.4a), then the rest
in dependency order (613.8) falling back to timestamps (613.7). An effect that
started applying keeps applying, to the same objects, in later layers (613.6).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, fields
from functools import lru_cache
from typing import NamedTuple

from engine.cards import (
    Ability,
    AbilityEffect,
    CdaPowerToughness,
    ColorEffect,
    ControlEffect,
    CopyEffect,
    FaceDownEffect,
    Filter,
    Formula,
    FullTextEffect,
    ModifyPowerToughness,
    SetPowerToughness,
    SwitchPowerToughness,
    TextChangeEffect,
    TypeEffect,
    ZoneName,
)
from engine.layers.changes import (
    change_abilities,
    change_colors,
    change_types,
    face_down_values,
    number_text,
    parse_counter_pt,
    unread_granted,
)
from engine.layers.conditions import condition_holds
from engine.layers.dependencies import DependencyGraph, overlaps, result_is_fixed, writes_of
from engine.layers.effects import (
    LAYER_OF_KIND,
    LAYER_RULES,
    ContinuousEffect,
    EffectKey,
    Game,
    Layer,
)
from engine.layers.filters import (
    State,
    amounts,
    condition_reads,
    filter_reads,
    formula_reads,
    formula_value,
    given_by_type,
    matches_filter,
    objects_in_zones,
)
from engine.layers.text import change_words
from engine.objects import (
    CREATURE_TYPE_HOLDERS,
    Characteristics,
    GameObject,
    Player,
    intrinsic_mana_ability,
    is_creature_type,
    subtype_card_types,
)

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


def _board_layers(game: Game) -> frozenset[Layer]:
    """The layers resolved effects, counters (122.1b) and face-down objects (708.2) can have
    effects in during a run (none of them changes while the layers apply)."""
    layers = {effect.layer for effect in game.resolved}
    if any(obj.counters for obj in game.objects.values()):
        layers |= {Layer.ABILITY, Layer.MODIFY_PT}
    if any(obj.face_down for obj in game.objects.values()):
        layers.add(Layer.FACE_DOWN)
    return frozenset(layers)


def _works_in(obj: GameObject, ability: Ability) -> bool:
    """Whether a static ability works where its object is: on the battlefield; anywhere for
    a characteristic-defining one (604.3); in the command zone for a plane's, a vanguard's,
    a scheme's or a conspiracy's (113.6p)."""
    if obj.zone == "battlefield" or ability.cda:
        return True
    return obj.zone == "command" and obj.card.stays_in_command_zone


def _layers_of(ability: Ability) -> frozenset[Layer]:
    return frozenset(LAYER_OF_KIND[spec.kind] for spec in ability.effects)


class _LayerRun:
    def __init__(self, game: Game) -> None:
        self.game = game
        self.state: State = {obj.id: obj.printed() for obj in game.objects.values()}
        self.steps: dict[int, list[Step]] = {obj_id: [] for obj_id in game.objects}
        self.started: dict[tuple[str, int | None, int], _Started] = {}
        #: Every layer the abilities of the started effects have parts in (613.6).
        self._started_layers: set[Layer] = set()
        self.notes: list[str] = []
        #: What the run could not read (a count that can't tell whether a card counts).
        self.unmodelled: list[str] = []
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
        #: The objects with a static ability that works where they are and every layer those
        #: abilities have parts in, until an effect in a layer that can change abilities
        #: applies (:data:`_ABILITY_WRITING_LAYERS`).
        self._sources: tuple[list[GameObject], frozenset[Layer]] | None = None
        #: Layers other sources have parts in: resolved effects, counters, face-down objects.
        self._board_layers = _board_layers(game)
        #: What a filter can match (:meth:`_matches`: only permanents, unless it names one
        #: object, such as the source itself or what the source is attached to).
        self._on_battlefield = [obj.id for obj in game.battlefield()]
        #: The zones where a card of the game is (:meth:`_reaches_a_card`), once asked.
        self._zones_with_cards: set[str] | None = None
        #: The timestamp of the effect that gave an object a static ability, by (object,
        #: identity of the ability): its effects date from then if that is later (613.7a).
        self._granted_at: dict[tuple[int, int], int] = {}

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
            statics = [
                (a, _layers_of(a))
                for a in abilities
                if a.kind == "static" and (not a.affects.zones or self._reaches_a_card(a))
            ]
            every = frozenset(layer for _, layers in statics for layer in layers)
            entry = self._statics[id(abilities)] = _Statics(abilities, statics, every)
        return entry

    def _reaches_a_card(self, ability: Ability) -> bool:
        """Whether a group that names zones ("creature spells you control", 611.3a) can take
        anything: the battlefield, or a zone some card of the game is in. Its effect is left
        out otherwise: it applies to nothing, and nothing can depend on it (613.8a)."""
        if self._zones_with_cards is None:
            self._zones_with_cards = {
                obj.zone for obj in self.game.objects.values() if not obj.is_token
            } | {"battlefield"}
        return not self._zones_with_cards.isdisjoint(ability.affects.zones)

    def _static_sources(self) -> tuple[list[GameObject], frozenset[Layer]]:
        """The objects whose abilities now include a static ability that can work where the
        object is (:func:`_works_in`),
        and every layer those abilities have parts in. Kept until an effect that can change
        abilities applies."""
        if self._sources is None:
            sources = []
            layers: frozenset[Layer] = frozenset()
            for obj in self.game.objects.values():
                statics = self._static_abilities(self.state[obj.id].abilities)
                if statics.layers and any(_works_in(obj, a) for a, _ in statics.abilities):
                    sources.append(obj)
                    layers |= statics.layers
            self._sources = (sources, layers)
        return self._sources

    def _may_have_effects(self, layer: Layer) -> bool:
        """Whether any effect can exist in ``layer`` now: a static ability of a source, an
        effect that started in an earlier layer (613.6), a resolved effect, a counter or a
        face-down object. ``False`` lets the run skip the layer."""
        return (
            layer in self._board_layers
            or layer in self._static_sources()[1]
            or layer in self._started_layers
        )

    def _static_effects(self, layer: Layer) -> Iterator[ContinuousEffect]:
        memo = self._statics
        for obj in self._static_sources()[0]:
            chars = self.state[obj.id]
            statics = memo.get(id(chars.abilities)) or self._static_abilities(chars.abilities)
            if layer not in statics.layers:
                continue
            for ability, layers in statics.abilities:
                if layer not in layers:
                    continue
                if obj.zone != "battlefield" and not _works_in(obj, ability):
                    continue  # the common case decided inline: this loop is the hottest
                timestamp = obj.effect_timestamp
                if self._granted_at:  # a granted ability's effects date from the grant (613.7a)
                    timestamp = max(timestamp, self._granted_at.get((obj.id, id(ability)), 0))
                template = ContinuousEffect(
                    key=EffectKey("static", obj.id, id(ability), -1),
                    layer=layer,
                    spec=None,
                    source_id=obj.id,
                    source_name=chars.name,
                    controller=chars.controller,
                    timestamp=timestamp,
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
                    self._sources = None

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
        if not self._may_have_effects(layer):
            return
        effects = self.effects_in(layer)
        cdas = [e for e in effects if e.is_cda]
        others = [e for e in effects if not e.is_cda]
        for group, first_rule in ((cdas, "613.3/613.4a: CDAs first"), (others, "")):
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
            "pt" in self._reads(e) for e in effects
        )
        if not ordered or len(remaining) == 1:
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
        if result_is_fixed(effect):
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
            reads |= condition_reads(effect.ability.condition)
        if isinstance(effect.spec, CopyEffect):
            reads.add("all")
        if isinstance(effect.spec, ControlEffect) and effect.key.origin == "static":
            reads.add("controller")  # its source's controller decides who gains control
        for amount in amounts(effect.spec):
            if isinstance(amount, Formula):
                reads |= formula_reads(amount)
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
        candidates = (
            state
            if rule.scope in _SCOPES_OF_ONE
            else (self._candidates(rule) if rule.zones else self._on_battlefield)
        )
        found = frozenset(
            obj_id for obj_id in candidates if self._matches(rule, obj_id, effect, state)
        )
        if memo_key is not None:
            self._affected_memo[memo_key] = (found, self._filter_reads(rule))
        return found

    def _candidates(self, rule: Filter) -> list[int]:
        """The objects a group that names zones can take ("creature spells you control",
        "cards in graveyards", 611.3a; a group that names none takes the permanents): the
        spells and cards there (a token that left the battlefield has ceased to exist, 111.7)."""
        return [obj.id for obj in objects_in_zones(self.game, rule.zones)]

    def _matches(self, rule: Filter, obj_id: int, effect: ContinuousEffect, state: State) -> bool:
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

    def _condition_holds(self, effect: ContinuousEffect, state: State) -> bool:
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
            start_key = _start_key(effect)
            if start_key not in self.started:
                self.started[start_key] = _Started(effect, affected)
                if effect.ability is not None:
                    self._started_layers |= _layers_of(effect.ability)
        if not self._condition_holds(effect, self.state):
            return
        if effect.layer in _ABILITY_WRITING_LAYERS:
            self._sources = None
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
            return state[obj_id].owner if spec.to_owner else self._new_controller(effect, state)
        if isinstance(spec, CopyEffect):
            copied = effect.choices.copy_of
            return None if copied is None else repr(effect.choices.copied or state[copied])
        return tuple(self._amount(a, effect, obj_id, state) for a in amounts(spec))

    def _amount(
        self, amount: int | Formula | None, effect: ContinuousEffect, obj_id: int, state: State
    ) -> int | None:
        if amount is None or isinstance(amount, int):
            return amount
        return formula_value(amount, self.game, state, effect, obj_id, self.unmodelled)

    def _apply_spec(self, effect: ContinuousEffect, obj_id: int, state: State) -> str:
        """Apply one effect to one object in ``state``; return what it did, in words."""
        chars = state[obj_id]
        spec = effect.spec
        match spec:
            case CopyEffect():
                return self._copy(spec, effect, chars, state)
            case FaceDownEffect():
                down = self.game.objects[obj_id]
                ward = down.face_down_with_ward
                shape = down.face_down_as
                state[obj_id] = face_down_values(chars.controller, ward=ward, values=shape)
                if shape is not None:  # 708.2a: other characteristics, as the effect says
                    kinds = " ".join(shape.types).lower()
                    return (
                        f"face down: a nameless colorless {shape.power}/{shape.toughness} {kinds}"
                    )
                if ward:
                    return "face down: a nameless colorless 2/2 creature with ward {2} (702.168a)"
                return "face down: a nameless colorless 2/2 creature with no abilities (708.2)"
            case ControlEffect():
                owner = chars.owner if spec.to_owner else None  # 108.3
                chars.controller = owner or self._new_controller(effect, state)
                return f"now controlled by {chars.controller}"
            case FullTextEffect():
                return self._full_text(spec, effect, chars)
            case TextChangeEffect():
                change = effect.choices.text_change
                if change is None:
                    return "text unchanged (no words chosen)"
                chars.abilities = tuple(change_words(a, *change) for a in chars.abilities)
                return f"“{change[0]}” becomes “{change[1]}” in its text"
            case TypeEffect() if spec.creature_types_of_exiled:
                return change_types(self._exiled_creature_types(spec, effect, state), effect, chars)
            case TypeEffect():
                return change_types(spec, effect, chars)
            case ColorEffect():
                return change_colors(spec, effect, chars)
            case AbilityEffect():
                had = {id(ability) for ability in chars.abilities}
                said = change_abilities(spec, effect, chars)
                for text in unread_granted(spec) if spec.granted else ():
                    self.unmodelled.append(
                        f"{effect.source_name}: the ability it gives {chars.name or 'it'}, "
                        f"“{text}”, is listed but not carried out."
                    )
                for ability in chars.abilities:
                    if ability.kind == "static" and id(ability) not in had:
                        key = (obj_id, id(ability))
                        self._granted_at[key] = max(self._granted_at.get(key, 0), effect.timestamp)
                return said
            case CdaPowerToughness() | SetPowerToughness():
                return self._set_pt(spec, effect, obj_id, state)
            case ModifyPowerToughness():
                power = self._amount(spec.power, effect, obj_id, state) or 0
                toughness = self._amount(spec.toughness, effect, obj_id, state) or 0
                chars.power = (chars.power or 0) + power
                chars.toughness = (chars.toughness or 0) + toughness
                return f"{power:+d}/{toughness:+d}"
            case SwitchPowerToughness():
                if chars.is_creature:  # 208.5: a missing value is a 0 to switch
                    chars.power, chars.toughness = chars.power or 0, chars.toughness or 0
                chars.power, chars.toughness = chars.toughness, chars.power
                return "switch power and toughness"
        raise AssertionError(f"effect without a part to apply: {effect.key}")

    def _full_text(
        self, spec: FullTextEffect, effect: ContinuousEffect, chars: Characteristics
    ) -> str:
        """Volrath's Shapeshifter (612, layer 3): the full text of the top card of its
        controller's graveyard (the card that went there last) while it is a creature card,
        with the texts it keeps; its controller and owner stay."""
        yours = [card for owner, card in self.game.graveyard if owner is effect.controller]
        if not yours or "Creature" not in yours[-1].types:
            return "no creature card on top of the graveyard: its own text"
        top = yours[-1]
        if given_by_type(top):
            return "the top card of the graveyard is known only by its type: its own text"
        values = Characteristics.from_card(top, chars.controller)
        values.owner = chars.owner
        kept = tuple(Ability(kind="other", summary=text) for text in spec.keeps)
        values.abilities = (*values.abilities, *kept)
        for name in Characteristics.__slots__:
            setattr(chars, name, getattr(values, name))
        return f"has the full text of {top.name}, the top card of the graveyard"

    def _exiled_creature_types(
        self, spec: TypeEffect, effect: ContinuousEffect, state: State
    ) -> TypeEffect:
        """Duplicant: the creature types of the last creature card exiled with the source
        (cards in exile have their printed ones), with the subtypes it keeps."""
        source = self.game.objects.get(effect.source_id) if effect.source_id else None
        exiled = [state[i] for i in (source.exiled if source else []) if i in state]
        creatures = [c for c in exiled if c.is_creature][-1:]
        taken = tuple(s for c in creatures for s in c.subtypes if is_creature_type(s))
        return TypeEffect(mode="set", subtypes=(*taken, *spec.subtypes))

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
        shown = f"{number_text(power)}/{number_text(toughness)}"
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
            original = face_down_values(
                original.controller, ward=copied.face_down_with_ward, values=copied.face_down_as
            )
        abilities = original.abilities
        power, toughness = original.power, original.toughness
        exceptions = []
        if spec.except_power is not None or spec.except_toughness is not None:
            abilities = tuple(
                a for a in abilities if not (a.cda and any(e.kind == "cda_pt" for e in a.effects))
            )
            power = spec.except_power if spec.except_power is not None else power
            toughness = spec.except_toughness if spec.except_toughness is not None else toughness
            exceptions.append(f"{number_text(power)}/{number_text(toughness)}")
        colors = original.colors if spec.except_colors is None else spec.except_colors
        if spec.except_colors is not None:
            exceptions.append(" ".join(spec.except_colors) or "colorless")
        if spec.keeps_color:
            colors = chars.colors
            exceptions.append("keeps its own color")
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
        keywords = spec.extra_keywords
        if spec.keywords_if_type is not None and spec.keywords_if_type not in types:
            keywords = ()  # "if it's a creature, ... it has changeling" (707.9b)
        if keywords or spec.extra_granted:
            gained = [Ability(kind="keyword", keyword=k, summary=k) for k in keywords]
            gained += [Ability(kind="other", summary=text) for text in spec.extra_granted]
            abilities = (*abilities, *gained)
            exceptions.append(f"has {' and '.join((*keywords, *spec.extra_granted))}")
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
        # changeling, a copiable value the exceptions may add, is every creature type (702.73a)
        chars.all_creature_types = original.all_creature_types or "changeling" in keywords
        suffix = f", except {', '.join(exceptions)}" if exceptions else ""
        return f"copy of {original.name}{suffix} (707.2, 707.9)"


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
#: Filter scopes that name one object wherever it is (:meth:`_LayerRun._matches`).
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


def _timestamp_rule(layer: Layer, effect: ContinuousEffect) -> str:
    """Which rule put ``effect`` next when no dependency was involved."""
    if layer is Layer.MODIFY_PT:
        return "613.4c: modifications add up, so their order doesn't matter"
    if effect.counter is not None and layer is Layer.ABILITY:
        return "613.7: timestamp of the counter (122.1b)"
    if effect.duration != "while_source" and effect.key.origin != "static":
        return "613.7: timestamp order (when the spell or ability resolved)"
    return "613.7: timestamp order"
