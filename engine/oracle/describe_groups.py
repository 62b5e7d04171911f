"""How our descriptions say an amount ("the number of creatures you control", "X") and a
group of objects ("other creatures you control", "creature cards in graveyards"), in our own
words generated from the structure (:mod:`engine.oracle.describe` says whole abilities).
"""

from __future__ import annotations

import re

from engine.cards import ZONES_OUTSIDE_BATTLEFIELD, Amount, Filter, Formula, ZoneName
from engine.oracle.amounts import GRAVEYARDS_WORDS, HANDS_WORDS
from engine.oracle.groups import HISTORIC

_FORMULA_WORDS = {
    "card_types_in_graveyards": "the number of card types in all graveyards",
    "card_types_in_your_graveyard": "the number of card types among cards in your graveyard",
    "own_mana_value": "its mana value",
    "foretold_cards": "the number of foretold cards you own in exile",
    "mana_value_of_other_creatures_you_control": "the total mana value of your other creatures",
    "exiled_power": "the exiled card's power",
    "exiled_toughness": "the exiled card's toughness",
    "chosen_x": "X",
    "revealed_power": "the revealed card's power",
    "revealed_toughness": "the revealed card's toughness",
    "swamps_you_control": "the number of Swamps you control",
    "face_down_creatures": "the number of face-down creatures",
    "your_life_total": "your life total",
    "cards_in_hand": "the number of cards in your hand",
    "basic_land_types": "the number of basic land types among lands you control",
    "colors_of_it": "the number of its colors",
    "its_power": "its power as the effect began",
    "its_toughness": "its toughness as the effect began",
    "source_power": "this permanent's power",
    "source_toughness": "this permanent's toughness",
    "times_mutated": "the number of times this creature has mutated",
    "experience_counters": "the number of experience counters you have",
    "opponents_poison_counters": "the number of poison counters your opponents have",
    "opponents": "the number of opponents you have",
    "party": "the number of creatures in your party",
    "greatest_hand": "the most cards in hand among your opponents",
    "card_types_in_opponents_graveyards": (
        "the number of card types among cards in your opponents' graveyards"
    ),
    "speed": "your speed",
    "words_in_name": "the number of words in its name",
    "creature_types_of_it": "the number of its creature types",
    "types_of_it": "the number of its supertypes, card types and subtypes",
    "bushido_of_it": "the points of bushido it has",
    "blocking_it": "the number of creatures blocking it",
}
#: The highest life total among whose players (``Formula.whose``).
_GREATEST_LIFE = {
    "opponents": "the highest life total among your opponents",
    "all": "the highest life total among players",
}


def amount_words(value: Amount | None, signed: bool = False) -> str:
    if value is None:
        return "unchanged"
    if isinstance(value, Formula):
        if value.of == "chosen_x" and value.times in (1, -1) and not value.plus and not value.fact:
            return ("-X" if value.times == -1 else "+X") if signed else "X"
        if value.fact is not None:  # a fact the scenario states with [x N]
            words = value.fact
        elif value.of == "permanents":
            words = f"the number of {plural_noun(value.count or Filter())}"
            words += " other than it" if value.other_than_affected else ""
        elif value.of == "counters_on_permanents":
            kind = value.counter + " " if value.counter else ""
            group = plural_noun(value.count or Filter())
            others = " other than it" if value.other_than_affected else ""
            words = f"the number of {kind}counters on {group}{others}"
        elif value.of in ("counters_on_it", "counters_on_source"):
            where = "it" if value.of == "counters_on_it" else "this permanent"
            kind = value.counter + " " if value.counter else ""
            words = f"the number of {kind}counters on {where}"
        elif value.of in ("colors_among", "greatest_mana_value", "greatest_power"):
            what = {"colors_among": "the number of colors", "greatest_power": "the greatest power"}
            head = what.get(value.of, "the greatest mana value")
            among = value.count or Filter()
            words = f"{head} among {zone_group(among) if among.zones else plural_noun(among)}"
        elif value.of == "cards_in_hand" and value.whose != "you":
            words = f"the number of cards in {HANDS_WORDS[value.whose]}"
        elif value.of == "cards_in_graveyard":
            where = GRAVEYARDS_WORDS[value.whose]
            if value.and_exile:
                where = "exile and in your graveyard"
            owned = " you own" if value.and_exile else ""
            words = f"the number of {card_noun(value.count)}{owned} in {where}"
        elif value.of == "cards_in_exile":
            who = "you" if value.whose == "you" else "your opponents"
            words = f"the number of {card_noun(value.count)} {who} own in exile"
        elif value.of == "cards_exiled_with_source":
            words = f"the number of {card_noun(value.count)} exiled with this permanent"
        elif value.of == "devotion":
            words = "your devotion to " + " and ".join(c.value for c in value.devotion_to)
        elif value.of == "mana_symbols_of_it":
            words = f"the number of {value.devotion_to[0].value} mana symbols in its mana cost"
        elif value.of in ("attached_to_it", "attached_to_source"):
            kinds = " and ".join((value.count or Filter()).subtypes) or "permanents"
            host = "it" if value.of == "attached_to_it" else "this permanent"
            words = f"the number of {kinds} attached to {host}"
        elif value.of == "same_name_as_it":
            group = plural_noun(value.count or Filter())
            words = f"the number of other {group} with the same name as it"
        elif value.of == "counter_kinds":
            group = plural_noun(value.count or Filter())
            words = f"the number of different kinds of counters among {group}"
        elif value.of == "differently_named":
            words = f"the number of differently named {plural_noun(value.count or Filter())}"
        elif value.of == "greatest_life":
            words = _GREATEST_LIFE[value.whose]
        elif value.last_creature:  # Duplicant
            which = "power" if value.of == "exiled_power" else "toughness"
            words = f"the {which} of the last creature card exiled with it"
        else:
            words = _FORMULA_WORDS[value.of]
        if value.chosen_player:  # the player chosen as it entered
            chosen = value.of == "permanents"
            words = (
                f"{words} the chosen player controls"
                if chosen
                else words.replace("its controller's", "the chosen player's")
            )
        words += "".join(
            f" minus {amount_words(part.model_copy(update={'times': 1}))}"
            if part.times == -1
            else f" plus {amount_words(part)}"
            for part in value.added
        )
        if value.half_rounded_up:
            words = f"half {words}, rounded up"
        if value.at_most is not None:
            words = f"{words} (at most {value.at_most})"
        if value.taken_from is not None:  # Flunk: "7 minus the number of cards in ..."
            words = f"{value.taken_from} minus {words}"
        if value.times == -1 and value.plus > 0:  # "20 minus ..."
            return f"{value.plus} minus {words}"
        if value.times != 1:
            words = f"{value.times} times {words}"
        if value.plus < 0:  # "less than ~'s power": at most one less (Yasova Dragonclaw)
            return f"{words} minus {-value.plus}"
        return f"{words} plus {value.plus}" if value.plus else words
    return f"{value:+d}" if signed else str(value)


def card_noun(filter_: Filter | None) -> str:
    """``creature cards`` / ``noncreature cards`` / ``cards`` for a graveyard filter."""
    return "cards" if filter_ is None else plural_noun(filter_, cards=True)


THRESHOLDS = {
    f"{what}_{bound}": f" with {what.replace('_', ' ')} {{}} {word}"
    for what in ("power", "toughness", "mana_value")
    for bound, word in (("at_least", "or greater"), ("at_most", "or less"))
}


def thresholds(filter_: Filter) -> str:
    """`` with power 4 or greater``-style words for a filter's P/T and mana value bounds
    (`` with mana value 3`` when both bounds are the same number)."""
    exact: list[str] = []
    parts: list[str] = []
    for what in ("power", "toughness", "mana_value"):
        low, high = getattr(filter_, f"{what}_at_least"), getattr(filter_, f"{what}_at_most")
        if low is not None and low == high:
            exact.append(f"{what.replace('_', ' ')} {low}")
            continue
        parts.extend(
            THRESHOLDS[f"{what}_{bound}"].format(value)
            for bound, value in (("at_least", low), ("at_most", high))
            if value is not None
        )
    if filter_.power_at_most_count is not None:  # Vedalken Shackles (608.2b)
        parts.append(f" with power at most {amount_words(filter_.power_at_most_count)}")
    if filter_.mana_value_x is not None:  # Dominate: the X chosen as it was cast (107.3)
        side = {"exactly": "", "at_most": " or less", "at_least": " or greater"}
        parts.append(f" with mana value X{side[filter_.mana_value_x]}")
    return "".join([" with " + " and ".join(exact)] if exact else []) + "".join(parts)


def plural_noun(filter_: Filter, cards: bool = False) -> str:
    """``other white creatures you control`` for permanents; with ``cards``, the same
    words for cards (``other creature cards``, ``noncreature cards``, ``Elf cards``)."""
    words: list[str] = []
    # "with flying or reach": any of the keywords (each a group of its own in any_of)
    either_keyword = [
        k for one in filter_.any_of for k in one.keywords if one == Filter(keywords=(k,))
    ]
    if len(either_keyword) != len(filter_.any_of):
        either_keyword = []
    either_base = _either_base_value(filter_)  # "with base power or toughness 1"
    if either_base:
        either_keyword = [""]  # the union is only that: no group of its own to name
    if filter_.other:
        words.append("other")
    words.extend(state for state in filter_.states if not state.endswith(" this turn"))
    words.extend(f"non{state}" for state in filter_.not_states)
    if filter_.untapped:
        words.append("untapped")
    if filter_.colors:
        words.append(" or ".join(color.value for color in filter_.colors))
    words.extend(f"non{color.value}" for color in filter_.not_colors)
    words.extend(w for w in ("multicolored", "colorless") if getattr(filter_, w))
    if filter_.colors_exactly == 1:  # "monocolored" (105.2b)
        words.append("monocolored")
    if filter_.nonlegendary:
        words.append("nonlegendary")
    if filter_.any_of == HISTORIC:  # legendary, an artifact or a Saga (700.6)
        words.append("historic")
    words.extend(s.lower() for s in filter_.supertypes)
    words.extend(f"non{'' if cards else '-'}{t.lower()}" for t in filter_.not_types)
    words.extend(f"non-{s}" for s in filter_.not_subtypes)
    words.extend(f"non{supertype.lower()}" for supertype in filter_.not_supertypes)
    words.extend(filter_.subtypes[:1])
    types = [t.lower() for t in filter_.types]
    if types:
        noun = " ".join(types) + (" cards" if cards else "s")
    elif filter_.any_types and cards:  # "instant and sorcery cards": a card of either type
        noun = " and ".join(t.lower() for t in filter_.any_types) + " cards"
    elif filter_.any_types:
        noun = " or ".join(t.lower() + "s" for t in filter_.any_types)
    elif filter_.any_of and filter_.any_of != HISTORIC and not either_keyword:  # "creatures
        # and Vehicles": either group
        noun = " and ".join(plural_noun(group, cards) for group in filter_.any_of)
    else:
        noun = ("cards" if cards else "permanents") if not filter_.subtypes else ""
    if filter_.subtypes and len(filter_.subtypes) > 1:
        words[-1] = " or ".join(filter_.subtypes)
    if not noun and filter_.subtypes:
        words[-1] = words[-1] + (" cards" if cards else " permanents")
    if filter_.chosen_subtype:
        noun += " of the chosen type"
    if filter_.not_chosen_subtype:
        noun += " not of the chosen type"
    if filter_.chosen_color:
        noun += " of the chosen color"
    if filter_.any_states:
        words.insert(0, " or ".join(filter_.any_states))
    if filter_.token is not None:
        words.insert(0, "token" if filter_.token else "nontoken")
    if filter_.commander:
        words.insert(0, "commander")
    if filter_.noncommander:
        words.insert(0, "noncommander")
    phrase = " ".join([*words, noun]).strip()
    if filter_.keywords:
        phrase += " with " + " and ".join(filter_.keywords)
    if either_keyword and not either_base:
        phrase += " with " + " or ".join(either_keyword)
    if filter_.not_keywords:
        phrase += " without " + " or ".join(filter_.not_keywords)
    if filter_.no_abilities:
        phrase += " with no abilities"
    if filter_.enchanted_by_yours:
        phrase += " enchanted by Auras you control"
    if filter_.in_combat_with_source is not None:
        phrase += " " + _FACING_WORDS[filter_.in_combat_with_source]
    if filter_.attacking_player is not None:
        phrase += " attacking " + _ATTACKED[filter_.attacking_player]
    if filter_.chosen_name:
        phrase += " with the chosen name"
    if filter_.named is not None:
        phrase += " with this card's name" if filter_.named == "~" else f" named {filter_.named}"
    if filter_.counter is not None:
        kind = "" if filter_.counter == "any" else filter_.counter + " "
        phrase += f" with a {kind}counter on it"
    if filter_.not_counter is not None:
        kind = "" if filter_.not_counter == "any" else filter_.not_counter + " "
        phrase += f" without a {kind}counter on it"
    if filter_.controller == "you":
        phrase += " you control" + (" but don't own" if filter_.not_owner == "you" else "")
    elif filter_.controller == "opponent":
        phrase += " your opponents control"
    elif filter_.controller in (
        "target_player", "target_opponent", "enchanted_player", "defending_player"
    ):  # fmt: skip
        phrase += f" {filter_.controller.replace('_', ' ')} controls"
    if filter_.owner == "you":
        phrase += " you own"
    if filter_.not_owner == "you" and filter_.controller != "you":
        phrase += " you don't own"
    typed = filter_.types or filter_.subtypes  # "creatures you control that are Zombies
    if filter_.any_of and typed and filter_.any_of != HISTORIC and not either_keyword:  # or tokens"
        phrase += " that are " + " or ".join(plural_noun(one, cards) for one in filter_.any_of)
    if "blocked this turn" in filter_.states:
        phrase += " that blocked this turn"
    if "entered this turn" in filter_.states:
        phrase += " that entered this turn"
    if filter_.shares_creature_type:
        phrase = f"other {phrase} that share a creature type with it"
    bases = [f"base {w} {getattr(filter_, 'base_' + w)}" for w in ("power", "toughness")
             if getattr(filter_, "base_" + w) is not None]  # fmt: skip
    if bases or either_base:  # 613.4b
        phrase += " with " + " or ".join(bases or either_base)
    return phrase + thresholds(filter_)


def _either_base_value(filter_: Filter) -> list[str]:
    """``["base power 1", "base toughness 1"]`` for a union of those two groups alone (613.4b),
    else ``[]``."""
    groups = filter_.any_of
    number = groups[0].base_power if groups else None
    if number is None or groups != (Filter(base_power=number), Filter(base_toughness=number)):
        return []
    return [f"base power {number}", f"base toughness {number}"]


#: Whom creatures attack, by ``Filter.attacking_player`` (506.4).
_ATTACKED = {"you": "you", "opponent": "your opponents", "enchanted_player": "enchanted player"}


#: In combat with the source, by ``Filter.in_combat_with_source`` (509.1).
_FACING_WORDS = {
    "blocking": "blocking this creature",
    "blocked_by": "blocked by this creature",
    "either": "blocking or blocked by this creature",
}


#: Where a group of cards is, by the one zone it names, for "creature cards in graveyards".
_IN_ZONE = {"graveyard": "graveyards", "hand": "hands", "library": "libraries", "exile": "exile"}


def zone_group(filter_: Filter) -> str:
    """``creature spells you control``, ``creature cards you own outside the battlefield``,
    ``cards in graveyards``, ``permanents, spells and cards in every other zone``: a group
    that names zones other than the battlefield (611.3a)."""
    bare = filter_.model_copy(update={"zones": (), "owner": None, "controller": None})
    cards = plural_noun(bare, cards=True)
    yours = " you own" if filter_.owner == "you" else ""
    if set(filter_.zones) == {"battlefield", *ZONES_OUTSIDE_BATTLEFIELD}:
        if bare == Filter():
            return f"permanents, spells and {cards} in every other zone"
        return f"{cards}{yours} in every zone"
    if filter_.zones == ("stack",):
        owner = {"you": " you control", "opponent": " your opponents control"}
        bounds = thresholds(filter_)  # "spells you control with mana value 6 or greater"
        spells = re.sub(r"\bcards\b", "spells", cards.removesuffix(bounds))
        if filter_.cast_from or filter_.cast_order:
            return cast_spells(spells, filter_) + bounds
        return spells + owner.get(filter_.controller or "", "") + bounds
    if set(filter_.zones) == set(ZONES_OUTSIDE_BATTLEFIELD):
        return f"{cards}{yours} outside the battlefield"
    if filter_.zones == ("battlefield", "command"):  # Cloudkill's commanders (903.3)
        return f"{cards}{yours} on the battlefield or in the command zone"
    places = " and ".join(_IN_ZONE.get(zone, zone) for zone in filter_.zones)
    if yours and len(filter_.zones) == 1 and filter_.zones[0] != "exile":
        return f"{cards} in your {filter_.zones[0]}"
    return f"{cards}{yours} in {places}"


#: Where a spell was cast from (``Filter.cast_from``), in the words of the Oracle text.
_CAST_FROM_WORDS: dict[tuple[ZoneName, ...], str] = {
    ("exile",): "exile",
    ("hand",): "your hand",
    ("graveyard",): "your graveyard",
    ("library",): "your library",
}


def cast_spells(spells: str, filter_: Filter) -> str:
    """``spells you cast from exile``, ``the first instant and sorcery spell you cast each
    turn``, ``the next spell you cast this turn``: a group of spells told apart by how
    they were cast (601.2a, 601.2i)."""
    where = _CAST_FROM_WORDS.get(filter_.cast_from, "anywhere other than your hand")
    words = f"{spells} you cast" + (f" from {where}" if filter_.cast_from else "")
    if filter_.cast_order is None:
        return words
    turn = "each turn" if filter_.cast_order == "first" else "this turn"
    one = words.replace("spells", "spell", 1)
    if filter_.any_types:  # "the first instant or sorcery spell"
        one = one.replace(" and ", " or ", 1)
    return f"the {filter_.cast_order} {one} {turn}"
