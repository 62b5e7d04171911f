"""Amounts and counts: numbers an effect reads ("for each ...", "where X is ...", 107.3).

``X`` chosen by a cost, counts of permanents, counters and graveyard cards, devotion (700.5),
and the "+N/+M for each ..." / "+X/+X, where X is ..." pumps built on them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Literal

from engine.cards import (
    CdaPowerToughness,
    EffectSpec,
    Filter,
    Formula,
    ModifyPowerToughness,
    SetPowerToughness,
)
from engine.oracle.sentences import keyword_list
from engine.oracle.subjects import counter_kind, graveyard_filter, read_group, zone_group
from engine.oracle.vocabulary import COLORS, SUBTYPE_PLURAL


def x_amount(word: str) -> Formula | int:
    if "X" not in word:
        return int(word)
    return Formula(of="chosen_x", times=-1 if word.startswith("-") else 1)


_FORMULAS = {
    "its power": "its_power",
    "that creature's power": "its_power",  # the subject named again (Xenagos's trigger)
    "its toughness": "its_toughness",
    "its mana value": "own_mana_value",
    "that creature's mana value": "own_mana_value",
    "~'s power": "source_power",
    "~'s toughness": "source_toughness",
    "that card's power": "revealed_power",  # the card the ability revealed (Amplifire)
    "that card's toughness": "revealed_toughness",
    "the number of times ~ has mutated": "times_mutated",
    "the number of swamps you control": "swamps_you_control",
    "your life total": "your_life_total",
    "the number of cards in your hand": "cards_in_hand",
    "the number of card types among cards in all graveyards": "card_types_in_graveyards",
    "the number of card types among cards in your graveyard": "card_types_in_your_graveyard",
    "the number of card types among cards in your opponents' graveyards": (
        "card_types_in_opponents_graveyards"
    ),
    "your speed": "speed",  # 702.179f: a player without speed has 0
    "the total mana value of other creatures you control": (
        "mana_value_of_other_creatures_you_control"
    ),
    # 702.167c: the cards exiled to pay its craft cost, those exiled with it (``[exile: ...]``)
    "the total power of the exiled cards used to craft it": "exiled_power",
}


#: Facts of the game a scenario has no value for, which an X may stand for (608.2h): what
#: the resolving spell or ability sacrificed, revealed, discarded or rolled, and what
#: happened this turn. X is then stated in the scenario like a paid X (``[x 3]``).
_STATED_FACT = re.compile(
    r"(?:the|that) (?:(?:sacrificed|revealed|discarded|exiled|milled|returned|tapped) )?"
    r"(?:card|creature|artifact|enchantment|land|permanent|spell)'s (?:power|toughness|mana value)"
    r"|the (?:power|toughness|mana value) of the (?:card|creature|artifact|permanent)"
    r" (?:sacrificed|revealed|discarded|exiled|milled|returned|tapped) this way"
    r"|the number of (?:cards|creatures|permanents|lands)"
    r" (?:sacrificed|revealed|discarded|exiled|milled|returned|tapped) this way"
    r"|(?:the|that) result"
    r"|the (?:total )?amount of life (?:you(?:'ve)?|your opponents have) (?:gained|lost)"
    r" this turn"
    r"|the number of cards you've drawn this turn"
    r"|the number of times this ability has resolved this turn"
    r"|the number of experience counters you have"
    r"|the number of colors of mana spent to cast ~"
    r"|the life paid as it entered"
    r"|the number of [A-Za-z]+ sacrificed as it entered"
    r"|the number of lines of rules text of the revealed card"
    r"|the number of turns you've taken this game"
    r"|your highest commander tax among your commanders"
    r"|the number of players being attacked"
)


#: A stated fact whose least value the resolution itself makes: an ability counting "the
#: number of times this ability has resolved this turn" counts the resolution under way.
_LEAST_STATED = {"the number of times this ability has resolved this turn": 1}


def least_stated(fact: str | None) -> int:
    """What a stated X counts when the scenario doesn't say: 0, or the least it can be."""
    return _LEAST_STATED.get(fact or "", 0)


#: "for each card discarded this way" / "for each Plains returned this way" / "for each card
#: you've drawn this turn": a count of what the resolution did, stated like :data:`_STATED_FACT`.
_STATED_COUNT = re.compile(
    r"(?P<what>[^,]+?) (?:sacrificed|revealed|discarded|exiled|milled|returned|removed|paid"
    r"|destroyed) this way|(?P<drawn>card) you've drawn this turn"
    r"|(?P<mana>mana) from an? [A-Z][a-z]+ that was spent to cast ~"
    r"|(?P<time>time) you've cast your commander from the command zone this game"
    r"|(?P<removed>counter) removed"
    r"|(?P<dungeon>differently named dungeon) you've completed"
)
_COUNTED_NOUN = re.compile(r"\b(card|creature|artifact|permanent|token|counter)\b")


def _stated_count(phrase: str) -> Formula | None:
    """What a "for each" counts when the resolution did it, or ``None``."""
    stated = _STATED_COUNT.fullmatch(phrase)
    if stated is None:
        return None
    if stated.group("mana"):  # "for each mana from a Treasure that was spent to cast ~"
        return Formula(of="chosen_x", fact="the amount of " + phrase)
    if stated.group("removed"):  # "For each counter removed, ...": the cost's counters
        return Formula(of="chosen_x", fact="the number of counters removed")
    if stated.group("dungeon"):  # 309.7: a dungeon is completed as it leaves the command zone
        return Formula(of="chosen_x", fact="the number of " + phrase.replace("dungeon", "dungeons"))
    if stated.group("time"):  # "for each time you've cast your commander from ..." (903.8)
        return Formula(of="chosen_x", fact="the number of times" + phrase.removeprefix("time"))
    return Formula(of="chosen_x", fact="the number of " + _COUNTED_NOUN.sub(r"\1s", phrase, 1))


def read_formula(text: str) -> Formula | None:
    """A count, also "twice <count>" and "<count> plus N" / "N plus <count>"; else a fact
    the scenario states as X (:data:`_STATED_FACT`)."""
    counted = _counted_formula(text)
    if counted is None and _STATED_FACT.fullmatch(text):
        return Formula(of="chosen_x", fact=text)
    return counted


def _sum(parts: list[Formula | None]) -> Formula | None:
    """Counts added up ("the number of A plus the number of B"), or ``None`` unless each part
    is a plain count of the board or of a zone (a fact the scenario states stays alone)."""
    counted = [part for part in parts if part is not None]
    if len(counted) != len(parts) or any(
        part.of == "chosen_x" or part.times != 1 or part.plus or part.added for part in counted
    ):
        return None
    return counted[0].model_copy(update={"added": tuple(counted[1:])})


#: The most a player has among some players: life (119) or cards in hand (402).
_GREATEST_OF_PLAYERS: dict[str, Formula] = {
    "the highest life total among your opponents": Formula(of="greatest_life", whose="opponents"),
    "the life total of an opponent with the most life": Formula(
        of="greatest_life", whose="opponents"
    ),
    "the highest life total among players": Formula(of="greatest_life", whose="all"),
    "the number of cards in the hand of the opponent with the most cards in hand": Formula(
        of="greatest_hand", whose="opponents"
    ),
}


def _taken_from_number(text: str) -> Formula | None:
    """ "7 minus the number of cards in that creature's controller's hand" as the X of a
    modification (Flunk): the count taken from the number, floored at 0 as a whole (107.1b,
    ``Formula.taken_from``); ``None`` for any other words."""
    match = re.fullmatch(r"(\d+) minus (.+)", text)
    taken = read_formula(match.group(2)) if match else None
    if match is None or taken is None or taken.of == "chosen_x" or not _plain(taken):
        return None
    return taken.model_copy(update={"taken_from": int(match.group(1))})


def _plain(count: Formula) -> bool:
    """Whether a count is only itself: nothing added, doubled, halved, capped or taken from."""
    changed = count.added or count.plus or count.half_rounded_up or count.times != 1
    return not changed and count.at_most is None and count.taken_from is None


def read_difference(text: str) -> Formula | None:
    """A count, or "<count> minus <count>" / "N minus <count>" (Roiling Horror, Scourge of
    the Skyclaves): only where the amount sets power and toughness, which keep a negative
    result (107.1b); a modification would floor the whole difference, not a part of it."""
    match = re.fullmatch(r"(.+?) minus (.+)", text)
    if match is None:
        return read_formula(text)
    taken = read_formula(match.group(2))
    if taken is None or taken.times != 1 or taken.plus or taken.added or taken.half_rounded_up:
        return None
    negative = taken.model_copy(update={"times": -1})
    if match.group(1).isdigit():
        return negative.model_copy(update={"plus": int(match.group(1))})
    first = read_formula(match.group(1))
    if first is None or first.times != 1 or first.plus or first.added or first.half_rounded_up:
        return None
    return first.model_copy(update={"added": (negative,)})


#: "the greatest mana value among your commanders", "the greatest power among creatures you
#: control", "the greatest mana value of a commander you own on the battlefield or in the
#: command zone" (Cloudkill: those two zones only, 903.3).
_GREATEST = re.compile(
    r"the greatest (mana value|power) (?:among|of an?) (.+?)"
    r"(?P<where> on the battlefield or in the command zone)?"
)


def _counted_formula(text: str) -> Formula | None:
    if text in _GREATEST_OF_PLAYERS:
        return _GREATEST_OF_PLAYERS[text]
    half = re.fullmatch(r"half (.+), rounded up", text)
    if half:
        inner = _counted_formula(half.group(1))
        if inner is None or inner.times != 1 or inner.plus or inner.added:
            return None
        return inner.model_copy(update={"half_rounded_up": True})
    parts = re.split(r" plus (?=the (?:total )?number of )", text)
    if len(parts) > 1 and parts[0].startswith("the "):
        return _sum([_counted_formula(part) for part in parts])
    greatest = _GREATEST.fullmatch(text)
    if greatest:
        # "of a creature you control" is "among creatures you control"
        group = re.sub(r"^commander\b", "commanders", greatest.group(2))
        fields = read_group(group, plural=True) if not greatest.group("where") else None
        # cards elsewhere: its commanders (903.3), or the cards in graveyards, read among the
        # named ones with a warning for those known only by a size ([graveyard size 7]), or
        # in exile (the cards a scenario names there are all there is)
        elsewhere = zone_group(group)
        known = elsewhere is not None and (
            elsewhere.commander or elsewhere.zones in (("graveyard",), ("exile",))
        )
        if known and elsewhere is not None and greatest.group("where"):  # two zones of them
            elsewhere = elsewhere.model_copy(update={"zones": ("battlefield", "command")})
        among = Filter(**fields) if fields is not None else (elsewhere if known else None)
        if among is None:
            return None
        of = "greatest_power" if greatest.group(1) == "power" else "greatest_mana_value"
        return Formula(of=of, count=among)
    match = re.fullmatch(r"twice (.+)|(\d+) plus (.+)|(.+?) plus (\d+)", text)
    if match:
        inner = _counted_formula(match.group(1) or match.group(3) or match.group(4))
        if inner is None or inner.plus:
            return None
        if match.group(1):
            return inner.model_copy(update={"times": 2}) if inner.times == 1 else None
        return inner.model_copy(update={"plus": int(match.group(2) or match.group(5))})
    key = text.casefold()
    if key in _FORMULAS:
        return Formula(of=_FORMULAS[key])
    match = re.fullmatch(r"your devotion to (\w+)(?: and (\w+))?", text)
    if match:
        words = [w for w in match.groups() if w]
        if not all(w in COLORS for w in words):
            return None
        return Formula(of="devotion", devotion_to=tuple(COLORS[w] for w in words))
    match = re.fullmatch(
        r"the (?:total )?number of (.+?) cards you own in exile and in your graveyard", text
    )
    if match and (rule := graveyard_filter(match.group(1))) is not None:
        # Crackling Drake: cards in two zones, exile and your graveyard (404, 406)
        count = None if rule == Filter() else rule
        return Formula(of="cards_in_graveyard", count=count, and_exile=True)
    match = re.fullmatch(r"the (?:total )?number of (.+)", text)
    if match:
        return _count(match.group(1), plural=True)
    return None


#: Counters players have, counted "for each": yours, or your opponents' poison counters.
_PLAYER_COUNTERS: dict[str, Literal["experience_counters", "opponents_poison_counters"]] = {
    "experience counter you have": "experience_counters",
    "experience counters you have": "experience_counters",
    "poison counter your opponents have": "opponents_poison_counters",
    "poison counters your opponents have": "opponents_poison_counters",
}


#: Whose graveyards a count reads: yours, everyone's, your opponents', or the controller's of
#: the object the count is for ("Enchanted creature gets +1/+1 for each card in its
#: controller's graveyard").
_GRAVEYARDS: dict[str, Literal["you", "all", "opponents", "its_controller"]] = {
    "your graveyard": "you",
    "all graveyards": "all",
    "your opponents' graveyards": "opponents",
    "its controller's graveyard": "its_controller",
}
#: Whose hands "cards in ..." counts (402): the same players as :data:`_GRAVEYARDS`.
_HANDS = re.compile(
    r"cards? in (?P<whose>your hand|all players' hands"
    r"|your opponents' hands|its controller's hand|that creature's controller's hand)"
)
_HAND_OWNERS: dict[str, Literal["you", "all", "opponents", "its_controller"]] = {
    "your hand": "you",
    "all players' hands": "all",
    "your opponents' hands": "opponents",
    "its controller's hand": "its_controller",
    "that creature's controller's hand": "its_controller",  # the target's (Flunk)
}
#: The card's words for whose graveyards and hands a count reads, by ``Formula.whose``.
GRAVEYARDS_WORDS = {whose: words for words, whose in _GRAVEYARDS.items()}
HANDS_WORDS = {whose: words for words, whose in reversed(_HAND_OWNERS.items())}  # the first


#: "the number of green mana symbols in the mana costs of permanents you control" (chroma):
#: the words of devotion's own definition (700.5); "in its mana cost": the affected object's.
_MANA_SYMBOLS = re.compile(
    r"(\w+) mana symbols? in (?:its mana cost|the mana costs of (permanents you control))"
)
#: Counts of the players and of the party (102.3, 700.8).
_OF_THE_TABLE: dict[str, Literal["opponents", "party"]] = {
    "opponent you have": "opponents",
    "opponents you have": "opponents",
    "creature in your party": "party",
    "creatures in your party": "party",
}


#: Counts of the affected object's own characteristics ("for each word in its name", "for
#: each of its creature types", "for each supertype, card type, and subtype it has", "for each
#: point of bushido it has", "for each creature blocking it"): what it has as the count is
#: made, after the type-changing layers (613.1d) and the ability-changing ones (613.1f).
_OF_IT: dict[
    str,
    Literal["words_in_name", "creature_types_of_it", "types_of_it", "bushido_of_it", "blocking_it"],
] = {
    "word in its name": "words_in_name",
    "words in its name": "words_in_name",
    "of its creature types": "creature_types_of_it",
    "supertype, card type, and subtype it has": "types_of_it",
    "supertypes, card types, and subtypes it has": "types_of_it",  # "the number of ..."
    "point of bushido it has": "bushido_of_it",  # Takeno (702.45)
    "creature blocking it": "blocking_it",  # Elvish Berserker, Beastmaster's Magemark (509.1)
    "creatures blocking it": "blocking_it",
}
#: "for each other creature you control with the same name as that creature" (Mirror Box):
#: the others of a group that share the affected object's name (201.2).
_SAME_NAME = re.compile(r"other (?P<group>.+?) with the same name as (?:that creature|it)")


def own_count(phrase: str) -> Formula | None:
    """A count of what the affected object itself has (:data:`_OF_IT`, :data:`_SAME_NAME`),
    "to a maximum of N" (``Formula.at_most``); ``None`` for any other phrase."""
    capped = re.fullmatch(r"(?P<what>.+), to a maximum of (?P<most>\d+)", phrase)
    what = capped.group("what") if capped else phrase
    most = int(capped.group("most")) if capped else None
    if what in _OF_IT:
        return Formula(of=_OF_IT[what], at_most=most)
    same = _SAME_NAME.fullmatch(what)
    fields = read_group(same.group("group"), plural=False) if same else None
    if fields is None or fields.get("other"):
        return None
    return Formula(of="same_name_as_it", count=Filter(**fields), at_most=most)


#: "permanents you control that are Spirits and/or enchantments" (Katilda), "creatures you
#: control that are Fungi and/or Saprolings": the members of either kind.
_THAT_ARE_EITHER = re.compile(
    r"(?P<noun>permanents|creatures) you control that are (?P<kinds>\w+ and/or \w+)"
)


def _either_kind(phrase: str) -> Formula | None:
    """A count of :data:`_THAT_ARE_EITHER`, read as the group "<A> and/or <B> you control"
    (only creatures among them for "creatures ... that are"); ``None`` otherwise."""
    either = _THAT_ARE_EITHER.fullmatch(phrase)
    kinds = either.group("kinds").replace(" and/or ", " and ") if either else ""
    fields = read_group(kinds + " you control", True) if either else None
    if either is None or fields is None:
        return None
    if either.group("noun") == "creatures":
        if fields.get("any_of") or fields.get("types"):
            return None
        fields["types"] = ("Creature",)
    return Formula(of="permanents", count=Filter(**fields))


def _count(phrase: str, plural: bool) -> Formula | None:
    """``artifacts you control`` / ``other Elves you control`` / ``creatures on the
    battlefield``: a count of permanents (never cards in a hand or graveyard)."""
    if "the chosen player" in phrase:
        return _of_chosen_player(phrase, plural)
    if hands := _HANDS.fullmatch(phrase):
        return Formula(of="cards_in_hand", whose=_HAND_OWNERS[hands.group("whose")])
    if phrase in _PLAYER_COUNTERS:  # counters a player has (122.1)
        return Formula(of=_PLAYER_COUNTERS[phrase])
    if phrase in _OF_THE_TABLE:
        return Formula(of=_OF_THE_TABLE[phrase])
    if re.fullmatch(r"foretold cards? you own in exile", phrase):  # 702.143a, [foretold N]
        return Formula(of="foretold_cards")
    symbols = _MANA_SYMBOLS.fullmatch(phrase)
    if symbols and symbols.group(1) in COLORS:  # the definition of devotion (700.5)
        of = "devotion" if symbols.group(2) else "mana_symbols_of_it"
        return Formula(of=of, devotion_to=(COLORS[symbols.group(1)],))
    if (keyed := _cards_with_keyword(phrase, plural)) is not None:
        return keyed
    owned = re.fullmatch(r"(?P<what>.*?)cards? (?P<who>you|your opponents) own in exile", phrase)
    if owned and (rule := graveyard_filter(owned.group("what").strip())) is not None:
        whose = "you" if owned.group("who") == "you" else "opponents"
        return Formula(of="cards_in_exile", count=None if rule == Filter() else rule, whose=whose)
    exiled = re.fullmatch(r"(?P<what>.*?)cards? exiled with (?:it|~)", phrase)
    if exiled and (rule := graveyard_filter(exiled.group("what").strip())) is not None:
        # the cards the source's linked abilities exiled (607.2a), ``[exile: ...]``
        return Formula(of="cards_exiled_with_source", count=None if rule == Filter() else rule)
    named = re.fullmatch(r"differently named (.+?)(?: among (permanents you control))?", phrase)
    if named:  # "differently named lands you control", "... token among permanents you control"
        group = named.group(1) + (" you control" if named.group(2) else "")
        fields = read_group(group, plural)
        return None if fields is None else Formula(of="differently_named", count=Filter(**fields))
    if (own := own_count(phrase)) is not None:
        return own
    if (either := _either_kind(phrase)) is not None:
        return either
    phrase = phrase.replace(" on the battlefield with ", " with ")
    if re.fullmatch(r"basic land types? among lands you control", phrase):
        return Formula(of="basic_land_types")
    if phrase == "of its colors":
        return Formula(of="colors_of_it")
    if re.fullmatch(r"face-down creatures? on the battlefield", phrase):
        return Formula(of="face_down_creatures")
    among = re.fullmatch(r"colors? among (.+)", phrase)
    if among and (fields := read_group(among.group(1), plural=True)) is not None:
        return Formula(of="colors_among", count=Filter(**fields))
    kinds = re.fullmatch(r"different kinds of counters among (?P<group>.+)", phrase)
    if kinds and (fields := read_group(kinds["group"], plural=True)) is not None:
        return Formula(of="counter_kinds", count=Filter(**fields))  # 122.1
    spread = re.fullmatch(
        r"(?:(?P<kind>[+-]1/[+-]1|[a-z-]+) )?counters? (?:on|among) (?P<group>.+)", phrase
    )
    if spread and spread.group("group") not in ("it", "~", "them"):
        # "the number of +1/+1 counters on creatures you control": counters on a group (122.1)
        kind = counter_kind(spread.group("kind"))
        fields = read_group(spread.group("group"), plural=True)
        if kind is None or fields is None:
            return None
        counter = None if kind == "any" else kind
        return Formula(of="counters_on_permanents", count=Filter(**fields), counter=counter)
    match = re.fullmatch(
        r"(?:(?P<kind>[+-]1/[+-]1|[a-z-]+) )?counters? on (?:it|~|them)"
        r"|(?P<what>.*?)cards?(?: named (?P<named>~))? in (?P<whose>your graveyard|all graveyards"
        r"|your opponents' graveyards|its controller's graveyard)"
        r"|(?P<attached>Auras?|Equipment|Roles?|Auras? and Equipment) attached to (?:it|~)",
        phrase,
    )
    if match and match.group("attached"):
        names = match.group("attached").replace(" and ", " ").split()
        subtypes = tuple(dict.fromkeys(SUBTYPE_PLURAL.get(n, n) for n in names))
        return Formula(of="attached_to_it", count=Filter(subtypes=subtypes))
    if match and match.group("whose"):
        rule = graveyard_filter(match.group("what").strip())
        if rule is None:
            return None
        if match.group("named"):  # "cards named ~ in all graveyards"
            rule = rule.model_copy(update={"named": match.group("named")})
        whose = _GRAVEYARDS[match.group("whose")]
        return Formula(
            of="cards_in_graveyard", count=None if rule == Filter() else rule, whose=whose
        )
    if match:
        kind = counter_kind(match.group("kind"))
        if kind is None:
            return None
        return Formula(of="counters_on_it", counter=None if kind == "any" else kind)
    shared = _SHARES_A_TYPE.fullmatch(phrase)
    if shared:  # Coat of Arms: "other" means other than "it", each object counted for
        fields = read_group(shared.group("group").removesuffix(" on the battlefield"), plural)
        if fields is None or not fields.get("other"):
            return None
        fields.update(other=False, shares_creature_type=True)
        return Formula(of="permanents", count=Filter(**fields))
    phrase = phrase.removesuffix(" on the battlefield")
    if phrase.endswith(_DEFENDING):  # "nonbasic lands defending player controls" (802.2a)
        fields = read_group(phrase.removesuffix(_DEFENDING), plural)
        if fields is None or fields.get("controller"):
            return None
        fields["controller"] = "defending_player"
    else:
        fields = read_group(phrase, plural)
    if fields is None:
        return None
    return Formula(of="permanents", count=Filter(**fields))


#: "card with cycling in your graveyard", "cards with flashback you own in exile": cards
#: with a keyword ability, named without its cost (any instance of it counts).
_CARDS_WITH_KEYWORD = re.compile(
    r"(?P<what>.*?cards?) with (?P<keyword>[a-z]+) (?P<where>in .+|you own in exile)"
)


def _cards_with_keyword(phrase: str, plural: bool) -> Formula | None:
    """A count of :data:`_CARDS_WITH_KEYWORD`: the count of the cards without the keyword
    clause, narrowed to those with it (``Filter.keywords``, checked on the card's own
    abilities, 702.29f: a typecycling card has cycling); ``None`` for any other phrase."""
    keyed = _CARDS_WITH_KEYWORD.fullmatch(phrase)
    keywords = keyword_list(keyed["keyword"]) if keyed else None
    if keyed is None or keywords is None:
        return None
    counted = _count(f"{keyed['what']} {keyed['where']}", plural)
    if counted is None or counted.of not in ("cards_in_graveyard", "cards_in_exile"):
        return None
    rule = counted.count or Filter()
    if rule.keywords:
        return None
    return counted.model_copy(update={"count": rule.model_copy(update={"keywords": keywords})})


#: A count of what the defending player controls: the player each attacking creature it is
#: for attacks, or the source's defending player (506.2, 802.2a), found as it is counted.
_DEFENDING = " defending player controls"


def _of_chosen_player(phrase: str, plural: bool) -> Formula | None:
    """A count of the player chosen as the source entered: "cards in the chosen player's hand
    / graveyard" (read like "its controller's", the player the count is for), "<group> the
    chosen player controls"; ``Formula.chosen_player`` says the player is the chosen one."""
    theirs = phrase.replace("the chosen player's", "its controller's")
    if theirs != phrase:
        counted = _count(theirs, plural)
        if counted is None or counted.of not in ("cards_in_hand", "cards_in_graveyard"):
            return None
    else:
        group = re.fullmatch(r"(?P<group>.+) the chosen player controls", phrase)
        fields = read_group(group["group"], plural) if group else None
        if fields is None or fields.get("controller"):
            return None
        counted = Formula(of="permanents", count=Filter(**fields))
    return counted.model_copy(update={"chosen_player": "player"})


def chosen_opponent(effects: list[EffectSpec], text: str) -> list[EffectSpec]:
    """The effects with "the chosen player" of their counts made an opponent where the card
    says "choose an opponent" (the one opponent of a game of two needs no naming)."""
    if "choose an opponent" not in text.casefold():
        return effects

    def opponent(amount: object) -> object:
        if isinstance(amount, Formula) and amount.chosen_player == "player":
            return amount.model_copy(update={"chosen_player": "opponent"})
        return amount

    return [
        effect.model_copy(update={w: opponent(getattr(effect, w)) for w in ("power", "toughness")})
        if isinstance(effect, ModifyPowerToughness | SetPowerToughness | CdaPowerToughness)
        else effect
        for effect in effects
    ]


def _each_count(phrase: str) -> Formula | None:
    """What a "for each" counts: one count, several added up ("for each land you control and
    each land card in your graveyard"), or what the resolution did (:func:`_stated_count`)."""
    parts = phrase.split(" and each ")
    if len(parts) > 1:
        return _sum([_count(part, plural=False) for part in parts])
    return _count(phrase, plural=False) or _stated_count(phrase)


#: "other creature on the battlefield that shares at least one creature type with it".
_SHARES_A_TYPE = re.compile(
    r"(?P<group>other .+?) that shares? (?:at least one|a) creature type with it"
)
_FOR_EACH = re.compile(
    r"(?P<head>.+? gets?) (?:an additional )?(?P<p>[+-]\d+)/(?P<t>[+-]\d+)"
    r"(?P<eot> until end of turn)? for each (?P<what>.+?)(?P<eot2> until end of turn)?"
)


#: "For each card discarded this way, creatures you control get +1/+1 until end of turn":
#: the count first, read like :data:`_FOR_EACH`.
_FOR_EACH_FIRST = re.compile(
    r"For each (?P<what>[^,]+), (?P<head>.+? gets?) (?:an additional )?(?P<p>[+-]\d+)/"
    r"(?P<t>[+-]\d+)(?P<eot> until end of turn)?(?P<eot2>)"
)
_WHERE_X = re.compile(
    r"(?P<head>.+? gets?) (?P<p>[+-]X|[+-]\d+)/(?P<t>[+-]X|[+-]\d+)(?P<eot> until end of turn)?"
    r", where X is (?P<what>.+)"
)
#: "+X/+Y, where X is its power and Y is its toughness": two counts (doubling both, 701.10b).
_WHERE_X_Y = re.compile(
    r"(?P<head>.+? gets?) \+X/\+Y(?P<eot> until end of turn)?"
    r", where X is (?P<x>.+?) and Y is (?P<y>.+)"
)


#: "becomes a Human Soldier creature with power and toughness each equal to the number of
#: loyalty counters on him and gains indestructible", "is a creature with power and toughness
#: each equal to the number of loyalty counters on it": a size counted like "an X/X ...".
_EQUAL_SIZE = re.compile(
    r"(?P<head>.*?\b)an? (?P<kind>(?:[\w-]+ )*?creature(?: token)?) with power and toughness"
    r" each equal to (?P<what>[^,\"]+?)(?P<rest>(?: and (?:gains?|has) [^,\"]+)?)\.?"
)


def counted_size(sentence: str) -> str | None:
    """The sentence with its "creature with power and toughness each equal to <count>" in the
    words the grammar reads ("an X/X creature ..., where X is <count>", 107.3), or ``None``;
    "him" or "her", a character's pronoun, is "it"."""
    sized = _EQUAL_SIZE.fullmatch(sentence.strip())
    if sized is None or "X/X" in sentence:
        return None
    what = re.sub(r"\b(?:him|her)$", "it", sized["what"])
    return f"{sized['head']}an X/X {sized['kind']}{sized['rest']}, where X is {what}."


def each_counts_its_own_kind(count: Filter, group: Filter) -> bool:
    """Whether "for each other <count>" given to each of ``group`` means other than that
    object: the count is of the group's own kind ("Each legendary creature you control gets
    +1/+1 for each other legendary creature you control", "Attacking creatures get +1/+1 for
    each other attacking creature"), and the group is not itself "other" than the source."""
    if group.other:
        return False
    same_types = bool(count.types) and set(count.types) <= set(group.types)
    same_subtypes = bool(count.subtypes) and bool(set(count.subtypes) & set(group.subtypes))
    return same_types or same_subtypes


#: Counts made on each affected object, and the same made on the effect's source ("for each
#: counter on ~", "for each Aura and Equipment attached to ~" given to other creatures).
ON_SOURCE: dict[str, Literal["counters_on_source", "attached_to_source"]] = {
    "counters_on_it": "counters_on_source",
    "attached_to_it": "attached_to_source",
}


def on_source_amounts(
    counted: tuple[str, Formula, Formula | int, Formula | int], on_source: Formula
) -> tuple[Formula | int, Formula | int]:
    """The power and toughness amounts with their count moved onto the source."""
    power, toughness = counted[2], counted[3]
    return tuple(  # type: ignore[return-value]
        amount.model_copy(update={"of": on_source.of}) if isinstance(amount, Formula) else amount
        for amount in (power, toughness)
    )


def _those_named(what: str, head: str) -> str:
    """ "the number of colors among those creatures" with the group the head names ("Ally
    creatures you control get"): the same objects, counted as the pump is (608.2h)."""
    group = re.fullmatch(r"(?P<group>[A-Z][\w ,'-]*? creatures [\w ]+) get", head)
    if group is None or not what.endswith(" among those creatures"):
        return what
    return what.removesuffix("those creatures") + group.group("group")


#: "gets +1/+1 for each creature you control and +1/+1 for each Aura you control": two
#: counts, each with its own amount (the sum of both, Eidolon of Countless Battles).
_FOR_EACH_TWICE = re.compile(
    r"(?P<head>.+? gets?) (?P<p>[+-]\d+)/(?P<t>[+-]\d+) for each (?P<what>.+?)"
    r" and (?P<p2>[+-]\d+)/(?P<t2>[+-]\d+) for each (?P<what2>.+?)(?P<eot> until end of turn)?"
)


#: "creatures you control with base power or toughness 1" (613.4b), in a count.
_BASE_VALUE = re.compile(
    r"(?P<rest>.+?) with base (?P<which>power or toughness|power|toughness) (?P<n>\d+)"
)


def _base_valued(what: str, reader: Callable[[str], Formula | None]) -> Formula | None:
    """A count of permanents by their base power or toughness (``Filter.base_power``: both
    a modification's, so counted in layer 7c once layers 7a and 7b have set every base
    value, 613.4b); ``None`` for any other words."""
    match = _BASE_VALUE.fullmatch(what)
    counted = reader(match["rest"]) if match else None
    if match is None or counted is None or counted.of != "permanents" or counted.added:
        return None
    count, number = counted.count or Filter(), int(match["n"])
    if count.any_of:
        return None
    if match["which"] == "power or toughness":  # either of the two (a union of two groups)
        update: dict[str, object] = {
            "any_of": (Filter(base_power=number), Filter(base_toughness=number))
        }
    else:
        update = {f"base_{match['which']}": number}
    return counted.model_copy(update={"count": count.model_copy(update=update)})


def _two_counts(text: str) -> tuple[str, Formula, Formula | int, Formula | int] | None:
    """:func:`formula_pt` for :data:`_FOR_EACH_TWICE`: each of power and toughness the first
    count times its number plus the second count times its own; ``None`` unless both
    counts read and each amount can be written as one :class:`Formula` (``added`` is
    counted before ``times``, so the second number must be a multiple of the first)."""
    match = _FOR_EACH_TWICE.fullmatch(text)
    if match is None:
        return None
    first, second = _each_count(match["what"]), _each_count(match["what2"])
    if first is None or second is None or first.added or second.added:
        return None

    def amount(one: int, other: int) -> Formula | int | None:
        if one == 0:
            return 0 if other == 0 else second.model_copy(update={"times": other})
        if other % one:
            return None
        if other == 0:
            return first.model_copy(update={"times": one})
        more = second.model_copy(update={"times": other // one})
        return first.model_copy(update={"times": one, "added": (more,)})

    power = amount(int(match["p"]), int(match["p2"]))
    toughness = amount(int(match["t"]), int(match["t2"]))
    if power is None or toughness is None:
        return None
    head = match["head"] + (" until end of turn" if match["eot"] else "")
    return head, first, power, toughness


def formula_pt(text: str) -> tuple[str, Formula, Formula | int, Formula | int] | None:
    """The head ("~ gets"), the count, and the power and toughness amounts of a
    "for each" or "where X is" pump; ``None`` unless every part is read."""
    both = _WHERE_X_Y.fullmatch(text)
    if both:
        x, y = read_formula(both.group("x")), read_formula(both.group("y"))
        if x is None or y is None:
            return None
        return both.group("head") + (both.group("eot") or ""), x, x, y
    if (two := _two_counts(text)) is not None:
        return two
    match = _FOR_EACH.fullmatch(text) or _FOR_EACH_FIRST.fullmatch(text)
    per_count = match is not None  # "+1/+0 for each": every number is per counted thing
    if match:
        if match.group("eot") and match.group("eot2"):
            return None
        formula = _each_count(match.group("what")) or _base_valued(match["what"], _each_count)
        eot = bool(match.group("eot") or match.group("eot2"))
    else:
        match = _WHERE_X.fullmatch(text)
        if not match:
            return None
        formula = read_formula(_those_named(match.group("what"), match.group("head")))
        if formula is None:
            formula = _taken_from_number(match["what"]) or _base_valued(match["what"], read_formula)
        eot = bool(match.group("eot"))
    if formula is None:
        return None

    def amount(word: str) -> Formula | int:
        if word in ("+0", "-0"):
            return 0
        if not per_count and "X" not in word:  # "+X/+1, where X is ...": the 1 is fixed
            return int(word)
        times = int(word.replace("X", "1"))
        return formula.model_copy(update={"times": times}) if times != 1 else formula

    head = match.group("head") + (" until end of turn" if eot else "")
    return head, formula, amount(match.group("p")), amount(match.group("t"))
