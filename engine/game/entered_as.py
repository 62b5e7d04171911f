"""What a permanent became as it entered or was turned face up, by a choice its own text
offers ("As ~ enters, it becomes your choice of a 3/3 creature, a 2/2 creature with flying,
or a 1/6 creature with defender", 614.1c, 614.1e).

The values chosen are copiable values (707.2: "as ... enters" abilities that set power and
toughness), so they are no layer effect: the permanent's values before any effect become
these, a copy of it copies them, and the card keeps its printed values in every other zone
(400.7). :mod:`engine.oracle.enters_choices` reads the alternatives.
"""

from __future__ import annotations

from engine.cards import (
    CARD_TYPES,
    Ability,
    AbilityEffect,
    Card,
    SetPowerToughness,
    TypeEffect,
)
from engine.objects import subtype_card_types


def entered_as(card: Card, chosen: Ability) -> Card:
    """``card`` with the values the ``chosen`` alternative sets: new card types (with "in
    addition to its other types" the old ones stay, 205.1b; otherwise the subtypes that no
    longer go with its card types go, 205.1a), subtypes added, base power and toughness,
    keywords. Of its alternatives, only the one chosen is still listed among its abilities."""
    values: dict[str, object] = {}
    abilities = [a for a in card.abilities if a.alternatives != chosen.alternatives or a == chosen]
    for effect in chosen.effects:
        if isinstance(effect, TypeEffect):
            types = effect.types if effect.mode == "set" else (*card.types, *effect.types)
            kept = tuple(t for t in CARD_TYPES if t in types)
            subtypes = [s for s in card.subtypes if any(t in kept for t in subtype_card_types(s))]
            subtypes += [s for s in effect.subtypes if s not in subtypes]
            values |= {"types": kept, "subtypes": tuple(subtypes)}
        elif isinstance(effect, SetPowerToughness):
            values |= {"power": str(effect.power), "toughness": str(effect.toughness)}
        elif isinstance(effect, AbilityEffect):
            had = {a.keyword for a in abilities}
            abilities += [
                Ability(kind="keyword", keyword=k, summary=k)
                for k in effect.keywords
                if k not in had
            ]
    return card.model_copy(update={**values, "abilities": tuple(abilities)})
