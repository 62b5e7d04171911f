"""Abilities an object has because they are another card's (613.1f): "~ has all activated
abilities of all creature cards exiled with it" (607.2a), "... of all land cards in all
graveyards". Each ability is written with the printed words of the card it comes from, that
card's name read as the name of the object that has it (201.5)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from typing import Literal

from engine.cards import Ability, AbilityEffect, Card, Color, EffectSpec, Filter
from engine.layers.counts import permanents_fitting
from engine.layers.effects import ContinuousEffect, Game
from engine.layers.filters import State, card_fits
from engine.objects import Player
from engine.oracle.ability_texts import activated_texts


def is_activated(ability: Ability) -> bool:
    """An activated ability, mana abilities included (605.1a); an "other" one with a cost
    is one the parser only described."""
    return ability.kind in ("activated", "mana") or (ability.kind == "other" and bool(ability.cost))


def as_printed(card: Card, abilities: Iterable[Ability], name: str) -> tuple[Ability, ...]:
    """``card``'s activated ``abilities`` described by their printed words, ``card``'s name
    replaced by ``name``, the object that has them now (201.5); two abilities with one cost
    (Llanowar Loamspeaker's two {T} abilities) each keep their own words."""
    out: list[Ability] = []
    seen: Counter[tuple[str, bool]] = Counter()
    for ability in abilities:
        mana = ability.kind == "mana"
        nth = seen[ability.cost or "", mana]
        seen[ability.cost or "", mana] += 1
        texts = activated_texts(card.oracle_text, ability.cost, mana=mana) if ability.cost else []
        if nth >= len(texts):
            out.append(ability)
            continue
        summary = f"{ability.cost}: {texts[nth]}".replace(card.name, name)
        out.append(ability.model_copy(update={"summary": summary}))
    return tuple(out)


def permanents_borrowed(spec: EffectSpec | None) -> Filter | None:
    """The permanents whose activated abilities an effect gives ("of all creatures your
    opponents control"): what layer 6 has left them is read, so the effect depends on the
    effects that change them (613.8a); ``None`` for any other effect."""
    if not isinstance(spec, AbilityEffect) or spec.of_exiled_with_source:
        return None
    of = spec.activated_abilities_of_cards
    return of if of is not None and not of.zones else None


def with_cards_abilities(
    spec: AbilityEffect, effect: ContinuousEffect, game: Game, state: State, obj_id: int
) -> AbilityEffect:
    """``spec`` with the activated abilities of the cards it names as they are now: the
    cards exiled with its source still in exile, the cards in the graveyards the scenario
    names that fit its filter (read like a typed count's cards), or the other permanents
    that fit it, with the abilities layer 6 has left them so far."""
    rule = spec.activated_abilities_of_cards
    assert rule is not None
    name = state[obj_id].name or "~"
    if permanents_borrowed(spec) is not None:
        others = (i for i in permanents_fitting(rule, game, state, effect) if i != obj_id)
        from_permanents = tuple(
            printed
            for i in others
            for printed in as_printed(
                game.objects[i].card,
                (
                    ability
                    for ability in state[i].abilities
                    if is_activated(ability)
                    and not (spec.except_mana_abilities and ability.kind == "mana")
                ),
                name,
            )
        )
        return _giving(spec, from_permanents)
    gained = tuple(
        printed
        for card in _cards_named(rule, spec.of_exiled_with_source, effect, game)
        for printed in as_printed(card, (a for a in card.abilities if is_activated(a)), name)
    )
    return _giving(spec, gained)


def _cards_named(
    rule: Filter, exiled_with_source: bool, effect: ContinuousEffect, game: Game
) -> list[Card]:
    """The cards outside the battlefield that fit ``rule`` now: the top card of the
    controller's library, the cards exiled with the effect's source still in exile
    (607.2a), or the cards in the graveyards ``rule.owner`` names (all of them without)."""
    cards: list[tuple[Player, Card]]
    if rule.zones == ("library",):  # its top card: the last one the scenario put there
        library = [
            o for o in game.objects.values() if o.zone == "library" and o.owner is effect.controller
        ]
        top = max(library, key=lambda o: o.timestamp, default=None)
        cards = [(top.owner, top.card)] if top is not None else []
    elif exiled_with_source:
        source = game.objects.get(effect.source_id) if effect.source_id is not None else None
        exiled = (game.objects[i] for i in (source.exiled if source else ()) if i in game.objects)
        cards = [(o.owner, o.card) for o in exiled if o.zone == "exile" and not o.is_token]
    else:
        cards = [
            (owner, card)
            for owner, card in game.graveyard
            if rule.owner is None or (owner is effect.controller) == (rule.owner == "you")
        ]
    bare = rule.model_copy(update={"zones": (), "owner": None})
    return [card for owner, card in cards if card_fits(bare, card, owner, game, effect) is True]


_IS_LANDWALK = re.compile(r".+walk")  # "swampwalk", "nonbasic landwalk" (702.14a-c)
_IS_PROTECTION = re.compile(r"protection from .+")  # 702.16a


def with_cards_family(spec: AbilityEffect, effect: ContinuousEffect, game: Game) -> AbilityEffect:
    """``spec`` with each landwalk or protection ability the cards it names have now, as
    they have it ("swampwalk", "protection from black"), once each (702.14, 702.16)."""
    assert spec.keywords_of_cards is not None
    found = (
        ability.keyword
        for card in _cards_named(spec.keywords_of_cards, spec.of_exiled_with_source, effect, game)
        for ability in card.abilities
        if ability.kind == "keyword" and ability.keyword
    )
    of_family = _IS_LANDWALK if spec.family_of_cards == "landwalk" else _IS_PROTECTION
    kept = (keyword for keyword in found if of_family.fullmatch(keyword))
    return spec.model_copy(update={"keywords": (*spec.keywords, *dict.fromkeys(kept))})


def with_protection_from_colors(
    spec: AbilityEffect, effect: ContinuousEffect, game: Game, state: State, obj_id: int
) -> AbilityEffect:
    """``spec`` with "protection from its colors" / "from the colors of permanents you
    control" as the colors stand after layer 5 (:func:`protection_from_colors`)."""
    assert spec.protection_from_colors_of is not None
    found = protection_from_colors(
        spec.protection_from_colors_of, effect.controller, game, state, obj_id
    )
    return spec.model_copy(update={"keywords": (*spec.keywords, *found)})


def protection_from_colors(
    of: Literal["its", "your_permanents"], controller: Player, game: Game, state: State, obj_id: int
) -> tuple[str, ...]:
    """The keyword "protection from its colors" (of object ``obj_id``) or "from the colors of
    permanents you control" (``controller``'s, 109.5) gives: one naming each color (702.16g),
    or none when there is no color."""
    if of == "its":
        colors = set(state[obj_id].colors)
    else:
        yours = [state[o.id] for o in game.battlefield()]
        colors = {c for chars in yours if chars.controller == controller for c in chars.colors}
    ordered = [c.value for c in Color if c in colors]  # in the order of 105.1
    return ("protection from " + " and from ".join(ordered),) if ordered else ()


def _giving(spec: AbilityEffect, gained: tuple[Ability, ...]) -> AbilityEffect:
    return spec.model_copy(
        update={"granted": tuple(a.summary for a in gained), "granted_abilities": gained}
    )
