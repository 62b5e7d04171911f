"""A flip card flipped (710): on the battlefield it has its bottom half's name, text box, type
line, power and toughness, its color and mana cost stay the card's (710.1b, 710.1c); it
stays flipped until it leaves the battlefield (710.4), and in every other zone, as before it
flips, it has only its top half's characteristics (710.2)."""

from __future__ import annotations

from engine.cards import Card
from engine.names import normalize_name
from engine.objects import GameObject


def flip(obj: GameObject) -> str | None:
    """Flip ``obj`` (710.2); the reason it can't be when it is no flip card."""
    card = obj.card
    if not flips(card):
        return f"{card.own_name} is no flip card, so it can't be flipped"
    obj.own_values = flipped_values(card)
    obj.states.add("flipped")
    return None


def flips(card: Card) -> bool:
    """Whether ``card`` is a flip card (710.1)."""
    return card.layout == "flip" and len(card.faces) == 2


def flipped_values(card: Card) -> Card:
    """The bottom half's values with the card's color and mana cost (710.1c)."""
    keep = ("mana_cost", "mana_value", "colors", "color_indicator")
    return card.faces[1].model_copy(update={key: getattr(card, key) for key in keep})


def flipped_half(card: Card, named: str) -> bool:
    """Whether ``named`` is the alternative name of the flip card ``card`` (710.5)."""
    return flips(card) and normalize_name(named) == normalize_name(card.faces[1].name)
