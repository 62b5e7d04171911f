"""What layers 4-6 write: types (205.1a, 305.7), colors (105) and abilities (613.1f), each
change also said in words for the trace, and a face-down permanent's values (708.2a).
"""

from __future__ import annotations

from engine.cards import (
    BASIC_LAND_TYPES,
    Ability,
    AbilityEffect,
    ColorEffect,
    FaceDownEffect,
    TypeEffect,
)
from engine.layers.effects import (
    ContinuousEffect,
)
from engine.names import with_article
from engine.objects import (
    Characteristics,
    Player,
    is_creature_type,
    is_land_type,
    subtype_card_types,
)
from engine.oracle.coverage import is_characteristic_changing
from engine.oracle.sentences import NOT_STATIC


def face_down_values(
    controller: Player, *, ward: bool = False, values: FaceDownEffect | None = None
) -> Characteristics:
    """A face-down permanent's characteristics: a nameless colorless 2/2 creature (708.2a),
    with ward {2} when disguise or cloak put it face down (702.168a, 701.58a), or the other
    P/T and card types the effect that put it face down gave it (``values``, 708.2a)."""
    abilities = (_WARD_2,) if ward else ()
    shape = values or FaceDownEffect()
    return Characteristics(
        name="", mana_cost="", mana_value=0, colors=(), supertypes=(), types=shape.types,
        subtypes=(), abilities=abilities, power=shape.power, toughness=shape.toughness,
        controller=controller,
    )  # fmt: skip


_WARD_2 = Ability(kind="keyword", keyword="ward {2}", summary="ward {2}")


def number_text(value: int | None) -> str:
    return "–" if value is None else str(value)


def change_types(spec: TypeEffect, effect: ContinuousEffect, chars: Characteristics) -> str:
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
        unchosen = spec.chosen_subtype and not effect.choices.creature_type
        unchosen_land = unchosen and _chooses_land_type(effect.ability)
        kept = list(chars.subtypes)
        if land_types and "Land" in chars.types:
            # 305.7: a new land type replaces every old one (Locus, Urza's, Desert alike)
            # and the land's own abilities.
            kept = [s for s in kept if not is_land_type(s)]
            chars.abilities = ()
            chars.land_type_set = True
            words.append(
                f"is {with_article(' '.join(land_types))} and loses its other land "
                "types and abilities (305.7)"
            )
        if unchosen_land:  # left as it is, a type it may have been given (the reply warns)
            words.append("keeps its land types: the land type to give was never chosen")
        if creature_types or (unchosen and not unchosen_land):
            kept = [s for s in kept if not is_creature_type(s)]
            chars.all_creature_types = False
            words.append(
                f"is {with_article(' '.join(creature_types))} (its other creature types are gone)"
                if creature_types
                else "loses its creature types: the creature type to give was never chosen"
            )
        others = [s for s in subtypes if not is_land_type(s) and not is_creature_type(s)]
        if others:  # 205.1a: an artifact, enchantment ... type replaces the old ones of its set
            sets = {t for s in others for t in subtype_card_types(s)}
            gone = [s for s in kept if s not in others and sets & set(subtype_card_types(s))]
            kept = [s for s in kept if s not in gone]
            words.append(
                f"is {with_article(' '.join(others))}"
                + (f" and no longer {' '.join(gone)} (205.1a)" if gone else "")
            )
        if spec.lose_creature_types:  # "loses all creature types": other subtypes stay
            kept = [s for s in kept if not is_creature_type(s)]
            chars.all_creature_types = False
            words.append("loses all creature types")
        if spec.lose_land_types:  # "lose all land types": other subtypes stay
            kept = [s for s in kept if "Land" not in subtype_card_types(s)]
            words.append("loses all land types")
        if spec.all_creature_types:  # "becomes a 2/2 creature with all creature types"
            chars.all_creature_types = True
            words.append("is every creature type")
        chars.subtypes = tuple(dict.fromkeys((*kept, *subtypes)))
        if spec.types:
            words.insert(
                0,
                f"is {with_article(' '.join(t.lower() for t in spec.types))}",
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


def _chooses_land_type(ability: Ability | None) -> bool:
    """Whether the subtype the ability gives is a land type its controller chooses ("the
    basic land type of your choice", Jinx), not a creature type."""
    return ability is not None and ability.choice in ("basic_land_type", "land_type")


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
        words += [f"isn't {with_article(t.lower())}" for t in spec.not_types]
    return words


def change_colors(spec: ColorEffect, effect: ContinuousEffect, chars: Characteristics) -> str:
    colors = list(spec.colors)
    if spec.chosen_color and effect.choices.color:
        colors.append(effect.choices.color)
    if spec.chosen_colors:  # "the color or colors of your choice"
        colors.extend(effect.choices.colors)
    if spec.mode == "colorless":
        chars.colors = ()
        return "becomes colorless"
    if spec.mode == "set":
        chars.colors = tuple(dict.fromkeys(colors))
        if not colors:  # "is the chosen color" with none chosen (the reply warns)
            return "is colorless (no color was chosen)"
        return f"is {' and '.join(colors)} (its other colors are gone)"
    chars.colors = tuple(dict.fromkeys((*chars.colors, *colors)))
    return f"is also {' and '.join(colors)}"


def _granted(spec: AbilityEffect, effect: ContinuousEffect) -> list[Ability]:
    """The abilities one layer-6 part gives (keywords, quoted abilities, chosen protection)."""
    keywords = list(spec.keywords)
    if spec.protection_from_chosen_color:
        chosen = effect.choices.color
        keywords.append(f"protection from {chosen}" if chosen else "protection (no color chosen)")
    if spec.landwalk_of_chosen_type:  # 702.14a: "islandwalk" for an Island chosen
        land = effect.choices.creature_type
        keywords.append(f"{land.casefold()}walk" if land else "landwalk (no land type chosen)")
    read = {ability.summary: ability for ability in spec.granted_abilities}
    return [Ability(kind="keyword", keyword=word, summary=word) for word in keywords] + [
        read.get(text) or Ability(kind="other", summary=text) for text in spec.granted
    ]


def unread_granted(spec: AbilityEffect) -> list[str]:
    """The quoted static abilities an effect grants that change characteristics but were not
    read into effects ("Equipped creature has flying." granted by Rune of Flight): they are
    listed on the object, yet do nothing here, so the reply must say so (never silent)."""
    read = {ability.summary for ability in spec.granted_abilities}
    return [
        text
        for text in spec.granted
        if text not in read and not NOT_STATIC.search(text) and is_characteristic_changing(text)
    ]


#: Keywords that, named bare in "loses protection" / "loses ward", are every instance the
#: object has, whatever its quality or cost (702.16a, 702.21a).
_EVERY_INSTANCE = ("protection", "ward")


def _is_lost(keyword: str | None, lost: tuple[str, ...]) -> bool:
    """Whether an ability with ``keyword`` is among the keywords an effect takes away."""
    if keyword is None:
        return False
    if keyword in lost:
        return True
    return any(keyword.startswith(f"{bare} ") for bare in _EVERY_INSTANCE if bare in lost)


def change_abilities(spec: AbilityEffect, effect: ContinuousEffect, chars: Characteristics) -> str:
    gained = _granted(spec, effect)
    if spec.mode == "lose":
        own = effect.ability.cost if spec.this_ability and effect.ability else None
        chars.abilities = tuple(
            a
            for a in chars.abilities
            if not _is_lost(a.keyword, spec.keywords) and (own is None or a.cost != own)
        )
        lost = [*spec.keywords, *(["the ability that created this effect"] if own else [])]
        barred = " and can't have or gain it (113.11)" if spec.cant_have else ""
        return f"loses {' and '.join(lost)}{barred}"
    if spec.mode == "lose_all":
        mana = spec.except_mana_abilities  # Blood Sun: the mana abilities stay (605.1a)
        chars.abilities = (*(a for a in chars.abilities if mana and a.kind == "mana"), *gained)
        but = " except mana abilities (605.1a)" if mana else ""
        if spec.cant_have:  # applied after the others, so none comes back (113.11)
            but += " and can't gain abilities (113.11)"
        return f"loses all abilities{but}" + (f", has {_labels(gained)}" if gained else "")
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
    if not gained:  # "the abilities of the cards exiled with it" with none exiled (607.2a)
        return "gains no ability (none to give now)"
    return f"gains {_labels(gained)}"


def _labels(abilities: list[Ability]) -> str:
    return ", ".join(a.label for a in abilities)


def parse_counter_pt(kind: str) -> tuple[int, int]:
    """``"+1/+1"`` -> (1, 1); ``"-1/-1"`` -> (-1, -1) (122.1a)."""
    power, _, toughness = kind.partition("/")
    return int(power), int(toughness)
