"""A transforming double-faced permanent with its back face up (712.8e), stated by a scenario
with ``[transformed]`` or turned over by an instruction to transform it (701.27a): it has
only its back face's characteristics, its mana value is its front face's, and it is a
"transformed permanent" (701.27g) for the groups that name one."""

from __future__ import annotations

from engine.cards import Card
from engine.objects import GameObject


def transform(obj: GameObject) -> str | None:
    """Put ``obj``'s back face up; the reason it can't be when it is no transforming
    double-faced card (701.27a, 701.27g: a modal double-faced card is never transformed)."""
    card = obj.card
    if not transforms(card):
        return f"{card.name} is no transforming double-faced card, so it can't be transformed"
    obj.own_values = back_face(card)
    obj.states.add("transformed")
    return None


def turn_over(obj: GameObject) -> str | None:
    """701.27a: turn a transforming double-faced permanent over to its other face, the same
    object, so effects on it keep applying (712.18), and say so; ``None`` for any other
    permanent, which stays as it is (701.27c)."""
    card = obj.card
    if not transforms(card) or obj.face_down:
        return None
    if "transformed" in obj.states:
        obj.own_values = None
        obj.states.discard("transformed")
    else:
        transform(obj)
    up = face_up(obj).name if "transformed" in obj.states else card.faces[0].name
    return (
        f"{card.name} transformed: {up} is up, the same permanent with the effects and "
        "counters it had (701.27a, 712.18)."
    )


def back_face(card: Card) -> Card:
    """The values of ``card``'s back face up, with its front face's mana value (712.8e)."""
    return card.faces[1].model_copy(update={"mana_value": card.mana_value})


def transforms(card: Card) -> bool:
    """Whether ``card`` is a transforming double-faced card (701.27a)."""
    return card.layout == "transform" and len(card.faces) == 2


def face_up(obj: GameObject) -> Card:
    """The face whose printed values the permanent has: its back face when transformed
    (712.8e), its bottom half when flipped (710.2), else its card."""
    turned = obj.own_values and {"transformed", "flipped"} & obj.states
    return obj.own_values if obj.own_values and turned else obj.card
