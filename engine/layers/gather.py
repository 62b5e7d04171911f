"""Which continuous effects exist at a moment of a layer run, gathered layer by layer.

An effect exists while its source has the static ability that makes it (613.6, 604.1): on
the battlefield, anywhere for a characteristic-defining ability (604.3), in the command
zone for a plane's, a vanguard's, a scheme's or a conspiracy's (113.6p). An effect that
began to apply keeps applying, to the same objects, in later layers (613.6). Resolved
spells and abilities leave effects of their own (611.2); counters grant keywords and
change P/T (122.1b); a face-down object has the values 708.2 gives it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import NamedTuple

from engine.cards import Ability, AbilityEffect, FaceDownEffect, ModifyPowerToughness
from engine.layers.changes import parse_counter_pt
from engine.layers.effects import LAYER_OF_KIND, ContinuousEffect, EffectKey, Game, Layer
from engine.layers.filters import State
from engine.objects import GameObject

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


@dataclass
class Started:
    """An effect that began to apply: its template and the objects it is locked to."""

    template: ContinuousEffect
    affected: frozenset[int]


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
    a scheme's or a conspiracy's (113.6p); only in the zone it states, for one that does
    (113.6b: "as long as ~ is in your graveyard")."""
    if ability.functions_in is not None:
        return obj.zone == ability.functions_in
    if obj.zone == "battlefield" or ability.cda:
        return True
    return obj.zone == "command" and obj.card.stays_in_command_zone


def _layers_of(ability: Ability) -> frozenset[Layer]:
    """The layers an ability's effects have parts in (613.1)."""
    return frozenset(LAYER_OF_KIND[spec.kind] for spec in ability.effects)


class EffectSources:
    """Where a layer run's effects come from, and the index that makes gathering them cheap.

    The run shares its ``state`` (the characteristics as the layers have left them so far):
    an object's abilities now decide which static abilities it has.
    """

    def __init__(self, game: Game, state: State) -> None:
        self.game = game
        self.state = state
        #: The effects that began to apply, by :func:`start_key` (613.6).
        self.started: dict[tuple[str, int | None, int], Started] = {}
        #: Every layer the abilities of the started effects have parts in (613.6).
        self._started_layers: set[Layer] = set()
        #: The static abilities in a tuple of abilities, by the tuple's identity (the entry
        #: keeps the tuple alive, so its id stays its own during the run).
        self._statics: dict[int, _Statics] = {}
        #: The objects with a static ability that works where they are and every layer those
        #: abilities have parts in, until an effect that can change abilities applies
        #: (:meth:`abilities_changed`).
        self._sources: tuple[list[GameObject], frozenset[Layer]] | None = None
        #: Layers other sources have parts in: resolved effects, counters, face-down objects.
        self._board_layers = _board_layers(game)
        #: The zones where a card of the game is (:meth:`_reaches_a_card`), once asked.
        self._zones_with_cards: set[str] | None = None
        #: The timestamp of the effect that gave an object a static ability, by (object,
        #: identity of the ability): its effects date from then if that is later (613.7a).
        self.granted_at: dict[tuple[int, int], int] = {}

    def start(self, effect: ContinuousEffect, affected: frozenset[int]) -> None:
        """``effect`` began to apply: it keeps applying to ``affected`` in later layers,
        even if its source loses the ability (613.6). It begins once: a later part keeps the
        objects the first part locked."""
        key = start_key(effect)
        if key not in self.started:
            self.started[key] = Started(effect, affected)
            if effect.ability is not None:
                self._started_layers |= _layers_of(effect.ability)

    def abilities_changed(self) -> None:
        """An effect that can change abilities applied: look for the sources anew."""
        self._sources = None

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

    def may_have_effects(self, layer: Layer) -> bool:
        """Whether any effect can exist in ``layer`` now: a static ability of a source, an
        effect that started in an earlier layer (613.6), a resolved effect, a counter or a
        face-down object. ``False`` lets the run skip the layer."""
        return (
            layer in self._board_layers
            or layer in self._static_sources()[1]
            or layer in self._started_layers
        )

    def _static_effects(self, layer: Layer) -> Iterator[ContinuousEffect]:
        """The parts in ``layer`` of the static abilities the sources have now (604.1, 613.6),
        each dated from its object's timestamp or the grant of the ability (613.7a)."""
        memo = self._statics
        for obj in self._static_sources()[0]:
            chars = self.state[obj.id]
            statics = memo.get(id(chars.abilities)) or self._static_abilities(chars.abilities)
            if layer not in statics.layers:
                continue
            for ability, layers in statics.abilities:
                if layer not in layers:
                    continue
                elsewhere = obj.zone != "battlefield" or ability.functions_in is not None
                if elsewhere and not _works_in(obj, ability):
                    continue  # the common case decided inline: this loop is the hottest
                timestamp = obj.effect_timestamp
                if self.granted_at:  # a granted ability's effects date from the grant (613.7a)
                    timestamp = max(timestamp, self.granted_at.get((obj.id, id(ability)), 0))
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
        """Counters on permanents: a keyword counter grants its keyword in layer 6, a
        +N/+M counter changes P/T in layer 7c (122.1a-b, 613.4c)."""
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


def _parts_in(template: ContinuousEffect, layer: Layer) -> Iterator[ContinuousEffect]:
    """The parts of ``template``'s ability that apply in ``layer``."""
    assert template.ability is not None
    for part, spec in enumerate(template.ability.effects):
        if LAYER_OF_KIND[spec.kind] is layer:
            key = EffectKey(template.key.origin, template.source_id, id(template.ability), part)
            # dataclasses.replace without its per-call field introspection (a hot loop): an
            # effect's __dict__ holds its fields and nothing else (mypy allows no other)
            yield ContinuousEffect(**{**vars(template), "key": key, "layer": layer, "spec": spec})


def start_key(effect: ContinuousEffect) -> tuple[str, int | None, int]:
    """What identifies an effect that began to apply, across the layers it has parts in."""
    return (effect.key.origin, effect.key.source_id, effect.key.ability_id)
