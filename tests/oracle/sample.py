"""The reviewed-sample format: a compact, comparable summary of a parsed card.

Every ability that creates effects is summarised with everything that decides what it
does: its kind, whether it is a characteristic-defining ability, its duration, whom it
affects (the non-default :class:`~engine.cards.Filter` fields, always with ``scope``),
its target and condition, and each effect with its ``kind`` and non-default fields.
Abilities without effects (keywords, triggered, mana, other) are left out; the card's
``unmodelled`` count says how many characteristic-changing sentences the parser did not
read.
"""

from __future__ import annotations

from typing import Any

from engine.cards import Ability, Card, Filter


def _filter(value: Filter) -> dict[str, Any]:
    return {"scope": value.scope, **value.model_dump(mode="json", exclude_defaults=True)}


def ability_summary(ability: Ability) -> dict[str, Any]:
    """One ability with effects, in the reviewed-sample format."""
    return {
        "kind": ability.kind,
        "cda": ability.cda,
        "duration": ability.duration,
        "affects": _filter(ability.affects),
        "target": None if ability.target is None else _filter(ability.target),
        "condition": (
            None
            if ability.condition is None
            else {
                "subject": ability.condition.subject,
                **ability.condition.model_dump(mode="json", exclude_defaults=True),
            }
        ),
        "effects": [
            {"kind": effect.kind, **effect.model_dump(mode="json", exclude_defaults=True)}
            for effect in ability.effects
        ],
    }


def parse_summary(card: Card) -> dict[str, Any]:
    """The card's abilities with effects (all faces) and its unmodelled-sentence count."""
    faces = card.faces or (card,)
    return {
        "abilities": [
            ability_summary(ability)
            for face in faces
            for ability in face.abilities
            if ability.effects
        ],
        "unmodelled": len(card.unmodelled),
    }
