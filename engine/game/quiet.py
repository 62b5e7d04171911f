"""A cheap, conservative test: could any state-based action apply to this board?

State-based actions are checked after every term (704.3), and reading them needs the
layer system's answer (toughness, types, names, control). Most terms change nothing
that could start one, so this test looks only at printed values and at the kinds of
effects on the board: when no effect can lower toughness, change types, names, control
or copy anything, the printed values bound the real ones and decide. It may say "maybe"
when nothing applies (then the layers decide), never "no" when something would.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.cards import (
    AbilityEffect,
    Card,
    CdaPowerToughness,
    ControlEffect,
    EffectSpec,
    ModifyPowerToughness,
    SetPowerToughness,
    TextChangeEffect,
    TypeEffect,
)
from engine.game.enchant import enchant_restriction
from engine.layers import Game
from engine.objects import GameObject, printed_number

#: Effect kinds that may change what state-based actions read, whatever their numbers: a
#: copy can bring a name, types and a toughness; a characteristic-defining or switched
#: toughness can be anything.
_UNSAFE_KINDS = frozenset({"copy", "cda_pt", "switch_pt"})


def may_apply(game: Game) -> bool:
    """``False`` only when no state-based action can apply to ``game``'s board."""
    attached = legendary = by_power = False
    damage = 0
    specs = [effect.spec for effect in game.resolved if effect.spec is not None]
    legends: set[tuple[str, str]] = set()
    for obj in game.battlefield():
        fact = _facts_of(obj.own_values or obj.card)  # a transformed permanent's back face
        if obj.merged_under:
            return True
        if (
            obj.counters
            or obj.damage
            or obj.deathtouch_damage
            or obj.face_down
            or obj.attached_to is not None
        ):
            if _object_may_be_affected(game, obj, fact):
                return True
            if obj.attached_to is not None:
                attached = True
            if obj.damage > damage:
                damage = obj.damage
        elif fact.at_risk:
            return True
        if fact.risky_specs:
            specs += fact.risky_specs
        by_power = by_power or fact.lethal_by_power
        if fact.legendary:
            legendary = True
            legend = (obj.controller.value, obj.card.name)
            if legend in legends:
                return True  # two legends with one name and controller (704.5j)
            legends.add(legend)
    if by_power and damage:
        return True  # damage measured against power (Zilortha): toughness doesn't bound it
    return any(_unsafe(spec, attached, legendary, damage) for spec in specs)


class _CardFacts(NamedTuple):
    """What the test reads of one card's printed values, worked out once per card."""

    #: Its static effects that could start a state-based action on some board (``_unsafe``
    #: with every condition at its worst); the others never can.
    risky_specs: tuple[EffectSpec, ...]
    legendary: bool
    is_creature: bool
    #: The printed toughness, or ``None`` when it isn't a plain number ("*": a CDA decides).
    toughness: int | None
    attaching: frozenset[str]
    #: The card types what it is attached to must have one of (704.5m, 704.5n; empty: any).
    attaches_to: frozenset[str]
    #: An Aura whose enchant keyword names who must control what it enchants (303.4a).
    attaches_by_controller: bool
    #: A Role, which another Role of its controller on the same permanent replaces (704.5y).
    role: bool
    #: It has an ability that measures lethal damage against power (704.5g as Zilortha says).
    lethal_by_power: bool
    #: Whether its printed values alone may meet a state-based action (a creature with a
    #: toughness of 0 or less or a "*" one, an Aura attached to nothing), on an object with
    #: no counters, damage or attachment that is face up.
    at_risk: bool


#: Facts by card identity; each entry keeps its card alive, so an id is never reused
#: while its entry exists. Emptied when it grows past ``_MAX_FACTS`` (tokens are new cards).
_FACTS: dict[int, tuple[Card, _CardFacts]] = {}
_MAX_FACTS = 4096
#: More damage than any toughness: ``_unsafe``'s most cautious reading of a set toughness.
_WORST_DAMAGE = 2**62


def _facts_of(card: Card) -> _CardFacts:
    entry = _FACTS.get(id(card))
    if entry is not None and entry[0] is card:
        return entry[1]
    if len(_FACTS) >= _MAX_FACTS:
        _FACTS.clear()
    printed = (card.toughness or "").strip()
    attaching = frozenset({"Aura", "Equipment", "Fortification"} & set(card.subtypes))
    attaches_to = frozenset({"Land" if "Fortification" in attaching else "Creature"})
    restriction = enchant_restriction(card) if "Aura" in attaching else None
    if restriction is not None:
        attaches_to = restriction.types
    toughness = printed_number(printed) if printed.lstrip("-").isdigit() else None
    facts = _CardFacts(
        risky_specs=tuple(
            spec
            for a in card.abilities
            if a.kind == "static"
            for spec in a.effects
            if _unsafe(spec, attached=True, legendary=True, damage=_WORST_DAMAGE)
        ),
        legendary="Legendary" in card.supertypes,
        is_creature=card.is_creature,
        toughness=toughness,
        attaching=attaching,
        attaches_to=attaches_to,
        attaches_by_controller=restriction is not None and restriction.controller is not None,
        role="Role" in card.subtypes,
        lethal_by_power=any(a.lethal_by_power is not None for a in card.abilities),
        at_risk=(card.is_creature and (toughness is None or toughness <= 0)) or "Aura" in attaching,
    )
    _FACTS[id(card)] = (card, facts)
    return facts


def _unsafe(spec: EffectSpec, attached: bool, legendary: bool, damage: int) -> bool:
    """Whether ``spec`` could start a state-based action the printed values don't show.

    Toughness can only fall below the printed value through a negative or formula amount,
    a set, switch or characteristic-defining P/T; losing abilities removes bonuses, which
    only ever raised it. Types matter when something becomes a creature (a 0/0) or to what
    is attached; control, names and "is legendary" to the legend rule; text to an Aura's "enchant".
    """
    if spec.kind in _UNSAFE_KINDS:
        return True
    if isinstance(spec, TypeEffect):
        makes_legends = "Legendary" in spec.supertypes  # the legend rule may start (205.4d)
        return "Creature" in spec.types or spec.lose_other_card_types or attached or makes_legends
    if isinstance(spec, ControlEffect):
        return legendary
    if isinstance(spec, TextChangeEffect):
        return attached
    if isinstance(spec, AbilityEffect):  # protection: what is attached may fall off (702.16c)
        protects = (
            spec.protection_from_chosen_color
            or spec.protection_from_colors_of is not None
            or any(k.startswith("protection") for k in spec.keywords)
        )
        return bool(spec.granted) or protects
    if isinstance(spec, SetPowerToughness | CdaPowerToughness):  # below the damage marked
        return not (isinstance(spec.toughness, int) and spec.toughness > max(damage, 0))
    if isinstance(spec, ModifyPowerToughness):
        return not (isinstance(spec.toughness, int) and spec.toughness >= 0)
    return False


def _object_may_be_affected(game: Game, obj: GameObject, card: _CardFacts) -> bool:
    """Printed values and counters say whether this object could meet a state-based action
    (with no effect on the board that lowers toughness or changes types)."""
    counters = obj.counters
    if counters and (
        counters.get("-1/-1", 0) > 0
        or counters.get("loyalty", 1) <= 0
        or counters.get("lore", 0) > 0  # a Saga may be past its final chapter (704.5s)
        or any("/" in kind and "-" in kind.split("/")[1] for kind in counters)
    ):
        return True
    if card.is_creature and not obj.face_down:
        if card.toughness is None:
            return True  # a "*" toughness: a characteristic-defining ability decides
        lowest = card.toughness + counters.get("+1/+1", 0)
        if lowest <= 0 or obj.deathtouch_damage or obj.damage >= lowest:
            return True
    if "Aura" in card.attaching and obj.attached_to is None:
        return True
    if obj.attached_to is not None:
        host = game.objects.get(obj.attached_to)
        if host is None or host.zone != "battlefield" or not card.attaching or card.is_creature:
            return True
        wanted = card.attaches_to
        printed = {*host.card.types, *host.card.subtypes}
        if wanted and not wanted & printed and not host.face_down:
            return True
        if _protected(host.card):
            return True  # from the Aura's or the Equipment's quality, maybe (702.16c, d)
        if card.attaches_by_controller:
            return True  # control may have changed (704.5m: Kaya's Ghostform)
        if card.role:
            return True  # a newer Role of the same player may be on the host (704.5y)
    return False


def _protected(card: Card) -> bool:
    """Whether the card has a printed protection ability (what is attached may fall off)."""
    return any((a.keyword or "").startswith("protection") for a in card.abilities)
