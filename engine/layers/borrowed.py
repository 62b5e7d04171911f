"""Abilities an object has because they are another card's (613.1f): "~ has all activated
abilities of all creature cards exiled with it" (607.2a), "... of all land cards in all
graveyards". Each ability is written with the printed words of the card it comes from, that
card's name read as the name of the object that has it (201.5)."""

from __future__ import annotations

from engine.cards import Ability, AbilityEffect, Card
from engine.layers.effects import ContinuousEffect, Game
from engine.layers.filters import card_fits
from engine.objects import Player
from engine.oracle.actions import effect_text


def is_activated(ability: Ability) -> bool:
    """An activated ability, mana abilities included (605.1a); an "other" one with a cost
    is one the parser only described."""
    return ability.kind in ("activated", "mana") or (ability.kind == "other" and bool(ability.cost))


def as_printed(card: Card, ability: Ability, name: str) -> Ability:
    """``card``'s activated ``ability`` described by its printed words, ``card``'s name
    replaced by ``name``, the object that has it now (201.5)."""
    text = effect_text(card.oracle_text, cost=ability.cost) if ability.cost else ""
    if not text:
        return ability
    summary = f"{ability.cost}: {text}".replace(card.name, name)
    return ability.model_copy(update={"summary": summary})


def with_cards_abilities(
    spec: AbilityEffect, effect: ContinuousEffect, game: Game, name: str
) -> AbilityEffect:
    """``spec`` with the activated abilities of the cards it names as they are now: the
    cards exiled with its source still in exile, or the cards in the graveyards the
    scenario names, that fit its filter (read like a typed count's cards)."""
    rule = spec.activated_abilities_of_cards
    assert rule is not None
    cards: list[tuple[Player, Card]]
    if spec.of_exiled_with_source:
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
    gained = tuple(
        as_printed(card, ability, name)
        for owner, card in cards
        if card_fits(bare, card, owner, game, effect) is True
        for ability in card.abilities
        if is_activated(ability)
    )
    return spec.model_copy(
        update={"granted": tuple(a.summary for a in gained), "granted_abilities": gained}
    )
