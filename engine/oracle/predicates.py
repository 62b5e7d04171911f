"""Predicates: what a sentence says its subject gets, has, loses, is or becomes.

"gets +N/+N", "has base power and toughness N/N", keywords and quoted abilities, "loses all
abilities", "is/becomes [N/N] [colors] [types] [in addition to its other types]" (205.1),
joined by "and". Attack and block restrictions sharing the sentence are split off.
"""

from __future__ import annotations

import re

from engine.cards import (
    AbilityEffect,
    Amount,
    Color,
    ColorEffect,
    EffectSpec,
    Filter,
    Formula,
    ModifyPowerToughness,
    SetPowerToughness,
    TypeEffect,
)
from engine.oracle.amounts import read_formula, x_amount
from engine.oracle.sentences import keyword_list
from engine.oracle.subjects import read_group, zone_group
from engine.oracle.vocabulary import (
    CARD_TYPE_PLURALS,
    CARD_TYPE_WORDS,
    COLORS,
    CREATURE_TYPES,
    SUBTYPE,
    SUBTYPE_PLURAL,
)

_NUMBER = r"([+-]\d+)"


_TYPE_SPEC = re.compile(
    r"(?:an? )?(?:(?P<super>legendary|snow) )?(?:(?P<pt>\d+|X)/(?P<pt2>\d+|X) )?"
    r"(?P<words>[A-Za-z' ,-]+?)"
    r"(?: with base power and toughness (?P<bp>\d+)/(?P<bt>\d+)"
    r"(?:(?:,|,? and) (?P<bp_with>[a-z \",(){}0-9]+?))?)?"
    r"(?P<addition> in addition to (?:its|their) other"
    r" (?:colors and (?:creature |land )?types|colors|(?:creature |land )?types))?"
    r"(?: with (?P<with>[a-z \",(){}0-9]+))?"
)


#: 205.1b: "that's still a land" keeps the object's card types, subtypes and supertypes.
_STILL = (
    r"(?:that's still an? (?:land|artifact|enchantment|planeswalker)"
    r"|that are still (?:lands|artifacts|enchantments))"
)


def type_words(words: str) -> tuple[list[Color], list[str], list[str], bool] | None:
    """``black Zombie artifact creature`` -> colors, card types, subtypes."""
    colors: list[Color] = []
    types: list[str] = []
    subtypes: list[str] = []
    colorless = False
    for word in words.replace(",", " ").replace(" and ", " ").split():
        if word in COLORS:
            colors.append(COLORS[word])
        elif word == "colorless":
            colorless = True
        elif word in CARD_TYPE_WORDS:
            types.append(CARD_TYPE_WORDS[word])
        elif word in CARD_TYPE_PLURALS:
            types.append(CARD_TYPE_PLURALS[word])
        elif word in SUBTYPE:
            subtypes.append(SUBTYPE[word])
        elif word in SUBTYPE_PLURAL:
            subtypes.append(SUBTYPE_PLURAL[word])
        else:
            return None
    return colors, types, subtypes, colorless


def _is_clause(clause: str) -> list[EffectSpec] | None:
    """``is a black Zombie``, ``are Mountains``, ``becomes a 3/3 Elemental creature``..."""
    if re.fullmatch(
        r"(?:is|are) every basic land type in addition to (?:its|their) other types", clause
    ):
        return [TypeEffect(mode="add", all_basic_land_types=True)]
    if re.fullmatch(r"(?:is|are|becomes?) all colors", clause):  # the five colors (105.1)
        return [ColorEffect(mode="set", colors=tuple(Color))]
    clause = re.sub(  # "a 4/4 creature with deathtouch in addition to its other types"
        r"^(.+?) (with (?!base power).+?)"
        r" (in addition to (?:its|their) other (?:creature )?types)$",
        r"\1 \3 \2",
        clause,
    )
    match = re.fullmatch(r"(?:is|are|becomes?|become) (.+?)(?P<still>,? " + _STILL + ")?", clause)
    if not match:
        return None
    spec = _TYPE_SPEC.fullmatch(match.group(1))
    if not spec:
        return None
    parsed = type_words(spec.group("words"))
    if parsed is None:
        return None
    colors, types, subtypes, colorless = parsed
    if not (colors or types or subtypes or colorless):
        return None
    # 205.4: "a legendary 8/12 Spirit creature" also adds the supertype (a supertype alone,
    # "becomes snow", is a SUPERTYPE_CLAUSE)
    supertypes = (spec.group("super").capitalize(),) if spec.group("super") else ()
    if supertypes and not (types or subtypes):
        return None
    add = bool(spec.group("addition") or match.group("still"))
    # 205.1b: an "artifact creature" keeps its card types and subtypes; a "[creature type]
    # artifact creature" keeps them too but its creature types are replaced
    artifact_creature = {"Artifact", "Creature"} <= set(types)
    add = add or (artifact_creature and not subtypes)
    # 105.3: a new color replaces the old ones unless the text keeps "its other colors"
    add_colors = "colors" in (spec.group("addition") or "")
    effects: list[EffectSpec] = []
    if types or subtypes:
        # 205.1a: a new card type replaces the old ones unless the text keeps them
        # ("in addition to its other types", "it's still a land": see effect_sentences)
        effects.append(
            TypeEffect(
                mode="add" if add else "set",
                types=tuple(types),
                subtypes=tuple(subtypes),
                lose_other_card_types=bool(types) and not add and not artifact_creature,
                supertypes=supertypes,
            )
        )
    if colorless:
        effects.append(ColorEffect(mode="colorless"))
    elif colors:
        effects.append(ColorEffect(mode="add" if add_colors else "set", colors=tuple(colors)))
    for pt, pt2 in ((spec.group("pt"), spec.group("pt2")), (spec.group("bp"), spec.group("bt"))):
        if pt is not None:  # "an X/X Construct": X paid, or counted by a "where X is" (107.3)
            effects.append(SetPowerToughness(power=x_amount(pt), toughness=x_amount(pt2)))
    if spec.group("with") == "power and toughness each equal to its mana value":
        value = Formula(of="own_mana_value")  # March of the Machines: a base P/T (613.4b)
        return [*effects, SetPowerToughness(power=value, toughness=value)] if types else None
    if spec.group("with") and spec.group("bp_with"):
        return None
    with_words = spec.group("with") or spec.group("bp_with")
    every_type = re.compile(r"^all creature types(?:,? and )?|,? and all creature types$")
    if with_words and every_type.search(with_words):
        # Mutavault: "becomes a 2/2 creature with [vigilance and] all creature types" (205.3m)
        if "Creature" not in types:
            return None
        effects = [
            e.model_copy(update={"all_creature_types": True}) if isinstance(e, TypeEffect) else e
            for e in effects
        ]
        with_words = every_type.sub("", with_words)
    enchant = re.fullmatch(r"enchant (?:creature|artifact|land|permanent)", with_words or "")
    if enchant and "Aura" in subtypes:  # "becomes an Aura with enchant creature" (303.4a)
        return [*effects, AbilityEffect(keywords=(enchant.group(0),))]
    if with_words:
        quoted_only = re.fullmatch(r"(?:\"[^\"]+\"(?:,? and )?)+", with_words) is not None
        words = set(spec.group("words").split())
        creature_kind = subtypes and not types and all(s in CREATURE_TYPES for s in subtypes)
        if not (creature_kind or _its_own_keyword(subtypes, with_words)) and (
            not types or not ({"creature", "creatures"} & words or quoted_only)
        ):
            return None  # "with" belongs to a creature it becomes, or a quoted ability
        granted = _clause("has " + with_words)
        if granted is None:
            return None
        effects.extend(granted)
    return effects


#: The keyword ability each of these subtypes works by: an Equipment equips (301.5, 702.6),
#: a Vehicle is crewed (301.7, 702.122), a Fortification fortifies (301.6, 702.67).
_SUBTYPE_KEYWORD = {"Equipment": "equip", "Vehicle": "crew", "Fortification": "fortify"}


def _its_own_keyword(subtypes: list[str], with_words: str) -> bool:
    """Whether "with ..." after a subtype starts with the keyword that subtype works by:
    "is an Equipment with equip {1} and "..."", "a Vehicle artifact with crew 5" (the
    keyword and what follows it belong to the permanent, not to a creature it becomes)."""
    keyword = next((_SUBTYPE_KEYWORD[s] for s in subtypes if s in _SUBTYPE_KEYWORD), None)
    return keyword is not None and re.match(rf"{keyword} (?:\{{|\d)", with_words) is not None


#: "is legendary" / "is no longer snow" / "isn't snow" as one clause among others ("Enchanted
#: creature is legendary, gets +1/+1, and has flying"): a supertype added or taken away (205.4).
SUPERTYPE_CLAUSE = re.compile(
    r"(?:(?:is|are|becomes?) (?P<no>no longer )?|(?P<isnt>isn't |aren't ))"
    r"(?P<word>legendary|snow)"
    r"(?: in addition to (?:its|their) other types)?"
)


def supertype_effect(match: re.Match[str]) -> TypeEffect:
    """The layer-4 effect a :data:`SUPERTYPE_CLAUSE` match says."""
    supertype = match.group("word").capitalize()
    if match.group("no") or match.group("isnt"):
        return TypeEffect(not_supertypes=(supertype,))
    return TypeEffect(supertypes=(supertype,))


#: "isn't an artifact" as one clause among others ("becomes blue and isn't an artifact",
#: "isn't a planeswalker and is a creature in addition to its other types"): a card type
#: taken away (205.1a), whatever the clause beside it adds.
_NOT_A_CARD_TYPE = re.compile(
    r"(?:isn't|aren't) an? (?P<type>artifact|creature|enchantment|land|planeswalker|battle)s?"
)


def _clause(clause: str) -> list[EffectSpec] | None:
    clause = clause.strip()
    if supertype := SUPERTYPE_CLAUSE.fullmatch(clause):
        return [supertype_effect(supertype)]
    if not_type := _NOT_A_CARD_TYPE.fullmatch(clause):
        return [TypeEffect(not_types=(not_type["type"].capitalize(),))]
    match = re.fullmatch(r"gets? (?:an additional )?" + _NUMBER + "/" + _NUMBER, clause)
    if match:
        return [ModifyPowerToughness(power=int(match.group(1)), toughness=int(match.group(2)))]
    match = re.fullmatch(r"gets? ([+-](?:\d+|X))/([+-](?:\d+|X))", clause)
    if match:
        # X: the value chosen for X as the spell was cast or the ability activated (107.3);
        # ability_kinds.ability_from keeps it only where a cost has X in it
        return [
            ModifyPowerToughness(power=x_amount(match.group(1)), toughness=x_amount(match.group(2)))
        ]
    if re.fullmatch(r"(?:has|have) base power and toughness X/X", clause):
        x = Formula(of="chosen_x")  # X chosen by a cost; ability_from checks there is one
        return [SetPowerToughness(power=x, toughness=x)]
    match = re.fullmatch(r"(?:has|have) base power and toughness (\d+)/(\d+)", clause)
    if match:
        return [SetPowerToughness(power=int(match.group(1)), toughness=int(match.group(2)))]
    match = re.fullmatch(r"(?:has|have) base (power|toughness) (\d+)", clause)
    if match:  # one of the two (613.4b)
        return [SetPowerToughness(**{match.group(1): int(match.group(2))})]
    match = re.fullmatch(r"(?:has|have) base (power|toughness) equal to (.+)", clause)
    if (
        match
        and not match.group(2).startswith("that ")  # another object's (Belligerent Yearling)
        and (amount := read_formula(match.group(2))) is not None
    ):
        return [SetPowerToughness(**{match.group(1): amount})]  # one of the two, counted
    match = re.fullmatch(
        r"(?:has|have) base power and base toughness each equal to (?:its|their) mana value",
        clause,
    )
    if match:
        value = Formula(of="own_mana_value")
        return [SetPowerToughness(power=value, toughness=value)]
    match = re.fullmatch(r"(?:has|have) base power and toughness each equal to (.+)", clause)
    if match and (amount := read_formula(match.group(1))) is not None:
        return [SetPowerToughness(power=amount, toughness=amount)]  # 613.4b, counted per object
    match = re.fullmatch(r"(?:has|have) base power (.+) and base toughness (.+)", clause)
    if match and None not in (amounts := [_amount(match.group(1)), _amount(match.group(2))]):
        # "~'s base power becomes twice that card's power and its base toughness becomes
        # twice that card's toughness" (Amplifire), rewritten so by the sentence reader
        return [SetPowerToughness(power=amounts[0], toughness=amounts[1])]  # 613.4b
    match = re.fullmatch(r"(?:has|have) base power (\d+) or base toughness (\d+)", clause)
    if match and match.group(1) == match.group(2):
        # one of the two, chosen as it resolves: the scenario names it ("[power 1]")
        return [SetPowerToughness(chosen_one=True)]
    if re.fullmatch(r"(?:is|are) indestructible", clause):  # the keyword's old wording (702.12)
        return [AbilityEffect(keywords=("indestructible",))]
    if re.fullmatch(r"(?:is|are) every creature type|gains? all creature types", clause):
        return [TypeEffect(mode="add", all_creature_types=True)]  # 205.3m, like changeling
    if re.fullmatch(r"loses? all creature types", clause):  # Nameless Inversion (205.3m)
        return [TypeEffect(mode="set", lose_creature_types=True)]
    match = re.fullmatch(r"loses? all land types( and abilities)?", clause)
    if match:  # Alpine Moon: the land types go, and with them their mana abilities (305.6)
        lose = [AbilityEffect(mode="lose_all")] if match.group(1) else []
        return [TypeEffect(mode="set", lose_land_types=True), *lose]
    match = re.fullmatch(r"loses? all other ((?:[a-z ]+,? )*(?:and )?[a-z ]+)", clause)
    if match and "card types" in match.group(1):
        # Imprisoned in the Moon, Darksteel Mutation: "loses all other card types [, creature
        # types] and abilities", only beside the "is a <type>" it confirms (see _joined)
        items = set(re.split(r",? and |, ", match.group(1)))
        if not items <= {"card types", "creature types", "abilities"}:
            return None
        marker = TypeEffect(
            mode="set", lose_other_card_types=True, lose_creature_types="creature types" in items
        )
        lose = [AbilityEffect(mode="lose_all_other")] if "abilities" in items else []
        return [marker, *lose]
    if re.fullmatch(r"loses? this ability", clause):  # a Licid's own activated ability
        return [AbilityEffect(mode="lose", this_ability=True)]
    if re.fullmatch(r"loses? all abilities|(?:has|have) no abilities", clause):
        return [AbilityEffect(mode="lose_all")]
    if re.fullmatch(r"loses? all abilities except mana abilities", clause):
        return [AbilityEffect(mode="lose_all", except_mana_abilities=True)]
    if re.fullmatch(r"loses? all other abilities", clause):
        return [AbilityEffect(mode="lose_all_other")]
    if re.fullmatch(r"loses? all abilities,? (?:and )?can't (?:have or )?gain abilities", clause):
        # Margle: none it had, none any effect would give, whatever its timestamp (113.11)
        return [AbilityEffect(mode="lose_all", cant_have=True)]
    match = re.fullmatch(r"loses? (?P<lost>.+) and can't have(?: or gain)? (?P<barred>.+)", clause)
    if match:  # 113.11: both halves or neither, about the same keywords
        barred_words = re.sub(r" or (?!gain\b)", " and ", match["barred"])  # "hexproof or shroud"
        lost, barred = keyword_list(match["lost"]), keyword_list(barred_words)
        if lost is None or lost != barred:
            return None
        return [AbilityEffect(mode="lose", keywords=lost, cant_have=True)]
    match = re.fullmatch(r"loses? (.+)", clause)
    if match and (enchant := _QUOTED_ENCHANT.fullmatch(match.group(1))):
        # Animate Dead: loses "enchant creature card in a graveyard" (702.5a)
        return [AbilityEffect(mode="lose", keywords=(enchant.group(1),))]
    if match and not match.group(1).startswith("all "):  # "loses flying"
        lost = _lost_keywords(match.group(1))
        return [AbilityEffect(mode="lose", keywords=lost)] if lost else None
    if re.fullmatch(
        r"(?:is|are|becomes?|become) the (?:color or colors|colors) of your choice", clause
    ):
        return [ColorEffect(mode="set", chosen_colors=True)]  # as many colors as named
    match = re.fullmatch(
        r"(?:(?:is|are|becomes?|become) the (creature type|basic land type|color) of (?:your|its "
        r"controller's) choice|(?:is|are|becomes?|become) (?:the chosen|that) (type|color))"
        r"(?P<also> in addition to (?:its|their) other "
        r"(?:creature )?(?:types|colors))?",
        clause,
    )
    if match:
        if (match.group(1) or match.group(2)) == "color":
            return [ColorEffect(mode="add" if match.group("also") else "set", chosen_color=True)]
        return [TypeEffect(mode="add" if match.group("also") else "set", chosen_subtype=True)]
    if re.fullmatch(r"(?:has|have|gains?) landwalk of the chosen type", clause):
        return [AbilityEffect(landwalk_of_chosen_type=True)]  # 702.14a
    colors_of = _PROTECTION_FROM_COLORS.fullmatch(clause)
    if colors_of is not None:
        whose = "its" if colors_of["whose"] == "its" else "your_permanents"
        return [AbilityEffect(protection_from_colors_of=whose)]
    if (of_cards := _ABILITIES_OF_CARDS.fullmatch(clause)) is not None:
        return _abilities_of_cards(of_cards)
    match = re.fullmatch(r"(?:has|have|gains?|gain) (.+)", clause)
    if match:
        granted = match.group(1)
        chosen = re.search(
            r"(?:,? and |, |^)protection from the (?:chosen color|color of "
            r"(?:your|its controller's) choice)(?=,|$| and )",
            granted,
        )
        if chosen:
            rest = (granted[: chosen.start()] + granted[chosen.end() :]).strip(" ,")
            found = keyword_list(rest) if rest else ()
            if found is None or '"' in rest:
                return None
            return [AbilityEffect(keywords=found, protection_from_chosen_color=True)]
        enchant = _QUOTED_ENCHANT.fullmatch(granted)
        if enchant:  # gains "enchant creature put onto the battlefield with ~." (702.5a)
            return [AbilityEffect(keywords=(enchant.group(1),))]
        quotes = re.findall(r"\"([^\"]+)\"", granted)  # already masked
        rest = re.sub(r"(?:,? and |, )?\"[^\"]+\"", "", granted).strip()
        rest = re.sub(r"^(?:and |, ?)", "", rest)  # '"..." and equip {2}': the quote first
        keywords = keyword_list(rest) if rest else ()
        if keywords is None or not (keywords or quotes):
            return None
        # "ward {X}", "soulshift X": an X a cost pays or a "where X is" counts (107.3)
        paid = Formula(of="chosen_x") if any(map(KEYWORD_X.search, keywords)) else None
        return [AbilityEffect(keywords=keywords, granted=tuple(quotes), keyword_x=paid)]
    return _is_clause(clause)


def _lost_keywords(text: str) -> tuple[str, ...] | None:
    """The keywords of "loses hexproof, indestructible, protection, shroud, and ward": a
    keyword named without its quality or cost ("protection", "ward") is every instance of
    it the object has (702.16, 702.21), which the layer run takes away."""
    items = re.split(r",? and |, ", text)
    if "protection" not in items:
        return keyword_list(text)
    others = [item for item in items if item != "protection"]
    found = keyword_list(", ".join(others)) if others else ()
    return None if found is None else ("protection", *found)


#: "has all activated abilities of all creature cards exiled with ~ / of the exiled card /
#: of all land cards in all graveyards / of the top card of your library" (613.1f): cards
#: outside the battlefield.
_ABILITIES_OF_CARDS = re.compile(
    r"(?:has|have) all activated abilities of (?:all (?P<exiled>[a-z ]*?cards?) exiled with ~"
    r"|(?P<the>the exiled card)|(?P<top>the top card of your library)"
    r"|(?P<zone>all [a-z ]*?cards? in (?:all graveyards|your graveyard))"
    r"|(?:all |(?P<each>each ))?(?P<permanents>[a-z0-9/+ -]+?)(?: on the battlefield)?)"
    r"(?P<mana> except mana abilities)?"
)


def _abilities_of_cards(match: re.Match[str]) -> list[EffectSpec] | None:
    """The effect a :data:`_ABILITIES_OF_CARDS` match says, or ``None`` when its cards are
    not a group the zone reader reads."""
    no_mana = match["mana"] is not None  # Sharkey: "except mana abilities" (605.1a)
    if match["permanents"]:  # other permanents' abilities, as they are in layer 6 (613.1f)
        fields = read_group(match["permanents"], plural=match["each"] is None)
        if fields is None:
            return None
        of = Filter(**fields)
        return [AbilityEffect(activated_abilities_of_cards=of, except_mana_abilities=no_mana)]
    if no_mana:
        return None
    if match["top"]:  # the top card of your library, as a condition names it (Skill Borrower)
        top = Filter(zones=("library",), owner="you")
        return [AbilityEffect(activated_abilities_of_cards=top)]
    if match["the"]:  # the card the source's linked ability exiled (607.2a)
        return [AbilityEffect(activated_abilities_of_cards=Filter(), of_exiled_with_source=True)]
    cards = zone_group(match["zone"] or f"{match['exiled']} in exile")
    if cards is None:
        return None
    if match["exiled"]:
        cards = cards.model_copy(update={"zones": ("exile",)})
    exiled = match["exiled"] is not None
    return [AbilityEffect(activated_abilities_of_cards=cards, of_exiled_with_source=exiled)]


#: "has protection from its colors" / "from the colors of permanents you control" (702.16a).
_PROTECTION_FROM_COLORS = re.compile(
    r"(?:has|have) protection from (?:(?P<whose>its) colors|the colors of permanents you control)"
)


#: The X of a keyword with a cost or a number ("ward {X}", "soulshift X").
KEYWORD_X = re.compile(r"\{[xX]\}|(?<= )[xX]$")


#: An enchant keyword ability in quotes, gained or lost (702.5a): "enchant creature put onto
#: the battlefield with ~.".
_QUOTED_ENCHANT = re.compile(r"\"(enchant [a-z ~]+?)\.?\"")


#: "has base power and toughness 5/5 and vigilance": the keywords after it are had too.
_BASE_AND_KEYWORDS = re.compile(
    r"^((?:has|have) base power and toughness \d+/\d+)(?:,? and |, )"
    r"(?!(?:it |they )?(?:gets?|has|have|gains?|loses?|lose|is|are|becomes?)\b)"
)


def read_predicate(text: str) -> list[EffectSpec] | None:
    """Clauses joined by "and" or commas, each read completely."""
    text = text.strip()
    single = _clause(text)
    if single is not None:
        return _joined(single)
    # "has base power and toughness 5/5, vigilance, and trample": one "has" for both
    text = _BASE_AND_KEYWORDS.sub(r"\1 and has ", text)
    # split at " and " / ", " boundaries that start a new verb
    pieces = re.split(
        r",? and (?=(?:it |they )?(?:gets?|has|have|gains?|gain|loses?|lose|is|are|becomes?"
        r"|isn't|aren't)\b)"
        r"|, (?=(?:gets?|has|have|gains?|gain|loses?|lose|is|are|becomes?|isn't|aren't)\b)",
        text,
    )
    if len(pieces) < 2:
        return None
    pieces = [re.sub(r"^(?:it|they) ", "", piece) for piece in pieces]
    effects: list[EffectSpec] = []
    for piece in pieces:
        parsed = _clause(piece)
        if parsed is None:
            return None
        effects.extend(parsed)
    return _joined(effects)


def _joined(effects: list[EffectSpec]) -> list[EffectSpec] | None:
    """The effects of clauses joined by "and", made one where the words make them one.

    "loses all other card types" only confirms the card type an "is a land" clause set
    (205.1a); without one it is refused. What the same effect grants survives its own
    "loses all other abilities", whatever the order of the words (Darksteel Mutation,
    Imprisoned in the Moon): the abilities are one layer-6 effect that keeps its grants.
    """
    markers = [
        e for e in effects if isinstance(e, TypeEffect) and e.lose_other_card_types and not e.types
    ]
    if markers:
        setting = [e for e in effects if isinstance(e, TypeEffect) and e.types and e.mode == "set"]
        if len(markers) != 1 or len(setting) != 1:
            return None
        if markers[0].lose_creature_types and not setting[0].subtypes:
            return None  # "other creature types": the ones it is given replace the old ones
        exact = setting[0].model_copy(update={"lose_other_card_types": True})
        effects = [exact if e is setting[0] else e for e in effects if e is not markers[0]]
    lose_other = [e for e in effects if isinstance(e, AbilityEffect) and e.mode == "lose_all_other"]
    gains = [e for e in effects if isinstance(e, AbilityEffect) and e.mode == "gain"]
    if len(lose_other) == 1 and gains:
        if any(e.protection_from_chosen_color for e in gains):
            return None
        keywords = tuple(k for e in gains for k in e.keywords)
        granted = tuple(g for e in gains for g in e.granted)
        kept = lose_other[0].model_copy(update={"keywords": keywords, "granted": granted})
        effects = [
            kept if e is lose_other[0] else e for e in effects if not any(e is g for g in gains)
        ]
    return effects


VERB = re.compile(
    r" (?=(?:gets?|has|have|gains?|gain|loses?|lose|is|are|becomes?|become|isn't|aren't) )"
)


PLACEHOLDER = "+0/+0"


#: Clauses about attacking and blocking that share a sentence with a characteristic change:
#: they are rules effects, not characteristics, and are described as not modelled.
RESTRICTION = re.compile(
    r"(.+?)(?:,? and |, )(?:can't block|can't attack|can't attack or block|can't be blocked"
    r"|attacks each combat if able|blocks each combat if able|is goaded|attacks or blocks each"
    r" combat if able|can't attack you or planeswalkers you control|can block an additional"
    r" creature each combat|can't be blocked except by two or more creatures"
    r"|doesn't untap during (?:its controller's|your) untap step"
    r"|can't be blocked this turn|can't block this turn|must be blocked this turn if able"
    r"|can block an additional creature this turn|attacks this combat if able"
    r"|can't be blocked by more than one creature"
    r"|can (?:attack|block)(?: this turn)? as though (?:it|they) didn't have defender"
    r"|can block creatures with shadow as though they didn't have shadow"
    r"|can't be enchanted by other Auras"
    # rules about other objects than the subject: its abilities (602.5), its blockers (509.1c)
    r"|its activated abilities can't be activated(?: this turn)?"
    r"|all creatures able to block (?:it|them)(?: this turn)? do so"
    # any other rule about attacking, blocking, targeting or combat damage (not "can't have
    # or gain": that is read with the loss it keeps, or not at all); see read_sentence
    r"|can't (?!have\b|gain\b)(?:(?!, where X is)[^.])+|can only [^.]+|must [^.]+"
    r"|can block [^.]+"
    r"|assigns combat damage [^.]+|attacks? [^.]+ if able|blocks? [^.]+ if able"
    r"|doesn't untap [^.]+)"
)


#: A rule about attacking or blocking said before a characteristic change in one sentence
#: ("Enchanted creature can't be blocked and has shroud", "can't attack or block and has
#: "...""): the rule is a rules effect, described as not modelled like :data:`RESTRICTION`.
LEADING_RESTRICTION = re.compile(
    r"(?P<subject>.+?) (?:can't (?:be blocked|attack or block|attack|block)(?: this turn)?"
    r"|attacks each combat if able) and (?P<rest>(?:has|have|gets?|gains?|is|are|becomes?) .+)"
)


def _amount(text: str) -> Amount | None:
    """A number or a formula the game counts ("twice that card's power")."""
    return int(text) if text.isdigit() else read_formula(text)
