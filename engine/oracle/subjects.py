"""Subjects and groups: whom an effect applies to (611.2c, 613.1).

The source (``~``), the enchanted/equipped permanent, targets, groups ("other white Goblin
creatures you control", "nonbasic lands", "creatures with flying"), and "it/they" for the
previous subject. :class:`Subject` and :class:`Reading` (a sentence's subject with its
effects) are the values the rest of the grammar passes around.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from engine.cards import (
    ZONES_OUTSIDE_BATTLEFIELD,
    Condition,
    EffectSpec,
    Filter,
    Formula,
    ZoneName,
)
from engine.oracle.groups import (
    any_of_clause,
    attacking_whom,
    color_list,
    each_of_two,
    exactly_colors,
    noun_phrase,
    split_controller,
)
from engine.oracle.sentences import keyword_list
from engine.oracle.spells_cast import cast_clauses
from engine.oracle.vocabulary import (
    CARD_TYPE_PLURALS,
    CARD_TYPE_WORDS,
    SELF,
    SUBTYPE,
    SUBTYPE_PLURAL,
)


@dataclass(frozen=True)
class Subject:
    affects: Filter
    target: Filter | None = None
    words: str = ""


_ATTACHED = re.compile(
    r"(?:enchanted|equipped) (?:creature|permanent|artifact|land|planeswalker)|fortified land"
    r"|enchanted (?:Plains|Island|Swamp|Mountain|Forest)"
)


#: Every zone: "all cards that aren't on the battlefield, spells, and permanents".
_EVERY_ZONE = re.compile(r"(?:all )?cards that aren't on the battlefield, spells, and permanents")

#: Where a group of cards or spells is (400.1), each place with the zones it names and who
#: owns (``you``) or controls (``control``) what is there.
_PLACES: dict[str, tuple[tuple[ZoneName, ...], dict[str, object]]] = {
    " in your graveyard": (("graveyard",), {"owner": "you"}),
    " in graveyards": (("graveyard",), {}),
    " in all graveyards": (("graveyard",), {}),
    " in your hand": (("hand",), {"owner": "you"}),
    " in your library": (("library",), {"owner": "you"}),
    " you own in exile": (("exile",), {"owner": "you"}),
    " in exile": (("exile",), {}),
    " you own that aren't on the battlefield": (ZONES_OUTSIDE_BATTLEFIELD, {"owner": "you"}),
    " that aren't on the battlefield": (ZONES_OUTSIDE_BATTLEFIELD, {}),
    " you own that isn't on the battlefield": (ZONES_OUTSIDE_BATTLEFIELD, {"owner": "you"}),
    " in each player's hand": (("hand",), {}),
}
#: Who controls a group of spells: "you control" and "you cast" are your spells (112.2).
_SPELLS_OF: dict[str, dict[str, object]] = {
    "": {},
    " you control": {"controller": "you"},
    " you cast": {"controller": "you"},
    " your opponents control": {"controller": "opponent"},
    " your opponents cast": {"controller": "opponent"},
    " players cast": {},
}
_CARDS_OR_SPELLS = re.compile(
    r"(?P<words>.*?)\b(?P<noun>cards?|spells?)(?P<place>(?: [a-z']+)*?)"
    r"(?P<keywords> with(?:out)? [a-z ]+)?"
)
#: "Vehicles in your graveyard": cards named by a plural subtype or card type alone.
_BARE_PLURAL = re.compile(r"(?P<words>(?:[\w-]+ )*?)(?P<noun>[\w-]+)(?P<place> in [a-z' ]+)")


def _with_cards(text: str) -> str:
    """``Vehicles in your graveyard`` -> ``Vehicle cards in your graveyard`` (the cards there
    of that subtype or card type); any other text as it is."""
    bare = _BARE_PLURAL.fullmatch(text)
    if bare is None or bare["place"] not in _PLACES:
        return text
    noun = SUBTYPE_PLURAL.get(bare["noun"]) or CARD_TYPE_PLURALS.get(bare["noun"], "").lower()
    return f"{bare['words']}{noun} cards{bare['place']}" if noun else text


#: "artifact cards and red creature cards in your hand": two kinds of cards in one place.
_TWO_KINDS = re.compile(
    r"(?P<one>[\w -]+?) (?P<noun>cards|spells) and (?P<two>[\w -]+?) (?P=noun)(?P<place> .+)"
)


def _either_kind(both: re.Match[str]) -> Filter | None:
    """A card or spell of either kind, in the place both name (``Filter.any_of``)."""
    place = both["noun"] + both["place"]
    one, two = zone_group(f"{both['one']} {place}"), zone_group(f"{both['two']} {place}")
    if one is None or two is None:
        return None
    where = {"zones": one.zones, "owner": one.owner, "controller": one.controller}
    unplaced = {"zones": (), "owner": None, "controller": None}
    kinds = (one.model_copy(update=unplaced), two.model_copy(update=unplaced))
    return Filter(any_of=kinds, **where)


def zone_group(text: str) -> Filter | None:
    """A group of spells or cards outside the battlefield (611.3a): "creature spells you
    control", "each instant and sorcery spell you cast", "cards in graveyards", "each
    creature card in your graveyard", "nonland cards in your hand without foretell",
    "creature cards you own that aren't on the battlefield", "all cards that aren't on the
    battlefield, spells, and permanents" (every zone); ``None`` for anything else. The
    words before "cards"/"spells" read as a card's characteristics (:func:`graveyard_filter`).
    """
    text = re.sub(r"^(?:each|all) (?!cards that aren't)", "", text)
    if (both := _TWO_KINDS.fullmatch(text)) is not None:
        return _either_kind(both)
    if _EVERY_ZONE.fullmatch(text):
        return Filter(zones=("battlefield", *ZONES_OUTSIDE_BATTLEFIELD))
    if text in ("commanders you own", "your commanders"):  # in any zone (903.3)
        zones = ("battlefield", *ZONES_OUTSIDE_BATTLEFIELD)
        return Filter(commander=True, owner="you", zones=zones)
    text, fields = strip_threshold(text)  # "spells you cast with mana value 6 or greater"
    text, cast = cast_clauses(text)  # "spells you cast from exile", "the next spell you cast"
    fields.update(cast)
    relative = re.fullmatch(r"(.+?) that's (.+)", text)
    if relative:  # "each creature card in your graveyard that's a Cleric and/or Wizard"
        clause = exactly_colors(relative[2]) or _relative_clause(relative[2])
        if clause is None or not {"subtypes", "colors_exactly"} & set(clause):
            return None
        text, fields = relative[1], {**fields, **clause}
    match = _CARDS_OR_SPELLS.fullmatch(_with_cards(text))
    if match is None:
        return None
    spells = match["noun"].startswith("spell")
    if spells and match["place"] in _SPELLS_OF:
        zones, where = ("stack",), _SPELLS_OF[match["place"]]
    elif not spells and match["place"] in _PLACES:
        zones, where = _PLACES[match["place"]]
    else:
        return None
    words = match["words"].strip()
    if spells and re.match(r"commander\b", words):  # a commander on the stack (903.3)
        fields["commander"] = True
        words = words.removeprefix("commander").strip()
    rule = graveyard_filter(words) if words else Filter()
    either = re.fullmatch(r"([\w-]+) and ([\w-]+)", words)
    if rule is None and either:  # "Merfolk and Druid cards": cards that are either
        one, two = graveyard_filter(either[1]), graveyard_filter(either[2])
        rule = Filter(any_of=(one, two)) if one and two else None
    if rule is None or rule.other or (fields.get("subtypes") and rule.subtypes):
        return None
    fields.update(where, zones=zones)
    if match["keywords"]:
        keywords = keyword_list(match["keywords"].split(" ", 2)[2])
        if keywords is None or len(keywords) > 1:
            return None
        fields["not_keywords" if " without " in match["keywords"] else "keywords"] = keywords
    return rule.model_copy(update=fields)


def read_subject(text: str) -> Subject | None:
    """Who a sentence is about: the source, what it is attached to, a target, or a group
    (of permanents, or of spells and cards elsewhere: :func:`zone_group`)."""
    text = re.sub(r"^[Yy]ou and ", "", text.strip())  # a player has no characteristics (613.10)
    both = re.fullmatch(r"[Aa]ll (\w+) and all (\w+)", text)
    if both and both.group(1) in SUBTYPE_PLURAL and both.group(2) in SUBTYPE_PLURAL:
        text = f"{both.group(1)} and {both.group(2)}"  # Life and Limb: either subtype
    first = text.split(" ")[0].rstrip(",")
    keep = first in SUBTYPE or first in SUBTYPE_PLURAL
    lowered = text if keep else text[:1].lower() + text[1:]
    if text == SELF:
        return Subject(Filter(scope="self"), words="self")
    if _ATTACHED.fullmatch(lowered):
        return Subject(Filter(scope="attached"), words=lowered)
    if lowered == "target spell or permanent":  # the layers model permanents (docs/CARDS.md)
        return Subject(Filter(scope="target"), Filter(), lowered)
    match = re.fullmatch(
        r"target (creature|permanent) and all other \1s with the same name as that \1", lowered
    )
    if match:
        noun = {"types": ("Creature",)} if match.group(1) == "creature" else {}
        return Subject(
            Filter(scope="all", same_name_as_target=True, **noun),
            Filter(**noun),
            lowered,
        )
    if lowered == "your commander":  # a commander you own (903.3), on the battlefield
        return Subject(Filter(commander=True, owner="you"), words=lowered)
    if (sharing := _sharing(lowered)) is not None:
        return sharing
    match = re.fullmatch(rf"(?P<many>{HOW_MANY})?(?:another |other )?target (.+)", lowered)
    card = zone_group(match.group(2)) if match and match.group("many") is None else None
    if card is not None and card.zones != ("stack",):
        # "target creature card in your graveyard": a card in a zone (115.1, named with ->)
        return Subject(Filter(scope="target"), card, lowered)
    if match:
        target_phrase, threshold = strip_threshold(match.group(2))
        target_phrase, facing = attacking_whom(target_phrase)  # "target creature blocking ~"
        target_phrase, past = happened_this_turn(target_phrase)  # "... that blocked this turn"
        target_phrase, unchosen = _not_of_the_chosen_type(target_phrase)  # "... that isn't"
        threshold = {**threshold, **facing, **unchosen}
        if target_phrase.endswith(" other than ~"):  # "target creature other than ~"
            target_phrase = target_phrase.removesuffix(" other than ~")
            threshold = {**threshold, "other": True}
        with_keyword = re.fullmatch(r"(.+?) with(out)? ([a-z ]+)", target_phrase)
        if with_keyword and (found := keyword_list(with_keyword.group(3))) and len(found) == 1:
            clause = "not_keywords" if with_keyword.group(2) else "keywords"  # "without flying"
            target_phrase, threshold = with_keyword.group(1), {**threshold, clause: found}
        stripped = _strip_counter(target_phrase)
        if stripped is None:
            return None
        phrase, who = split_controller(stripped[0])
        if who == "target_player":
            return None  # two targets in one phrase
        if who == "target_opponent":  # "target creature target opponent controls"
            who = "opponent"
        many = match.group("many") not in (None, "up to one ", "one ")
        fields = noun_phrase(phrase, plural=many)
        if fields is None or "other" in fields:
            return None
        fields.update(threshold)  # (with "other" for "other than ~")
        if past is not None:
            fields["states"] = (*fields.get("states", ()), past)  # type: ignore[misc]
        if stripped[1] is not None:
            fields["counter"] = stripped[1]
        if re.search(r"\b(?:another|other) target", lowered):  # "up to one other target"
            fields["other"] = True
        fields.update(how_many_targets(match.group("many") or ""))
        return Subject(Filter(scope="target"), Filter(controller=who, **fields), lowered)
    if (elsewhere := zone_group(lowered)) is not None:
        return Subject(elsewhere, words=lowered)
    match = re.fullmatch(r"(each |all )?(.+)", lowered)
    assert match is not None
    quantifier, phrase = match.group(1) or "", match.group(2)
    each = quantifier == "each "
    fields = read_group(phrase, plural=not each, target_player=True, each=each)
    if fields is None:
        return None
    return Subject(Filter(scope="all", **fields), words=lowered)


#: The words before "target" that say how many targets a phrase chooses (115.1, 601.2c).
HOW_MANY = (
    r"(?:up to )?(?:one|two|three|four|five|six|[xX]) |one or two |any number of |one or more "
)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def how_many_targets(many: str) -> dict[str, object]:
    """The :class:`Filter` fields for "two target creatures", "up to three target ...", "one
    or two ...", "any number of ...", "one or more ...", "X target ..." (none for one
    target; "up to one" stays one target, which a scenario names)."""
    words = many.strip().casefold()
    if words in ("", "one", "up to one"):
        return {}
    if words in ("any number of", "one or more"):
        return {"targets_at_least": int(words == "one or more"), "targets_at_most": None}
    if words in ("x", "up to x"):
        exactly = "exactly" if words == "x" else "up_to"
        return {"targets_at_least": 0, "targets_at_most": None, "targets_x": exactly}
    if words == "one or two":
        return {"targets_at_most": 2}
    most = _NUMBERS[words.removeprefix("up to ")]
    return {"targets_at_least": 0 if words.startswith("up to") else most, "targets_at_most": most}


#: "target creature and each other creature that shares a color with it", "enchanted
#: creature and other creatures that share a creature type with it", "~ and each other
#: creature with the same name as it", "target creature and all creatures that share a name
#: with that creature".
_SHARING = re.compile(
    r"(?P<anchor>target creature|~|enchanted creature|equipped creature) and (?:each |all )?"
    r"(?:other )?creatures? (?:that shares? (?:a |at least one )?(?P<what>color|creature type"
    r"|name) with|with the same name as) (?:it|that creature)"
)
_ANCHORS: dict[str, Literal["target", "self", "attached"]] = {
    "target creature": "target",
    SELF: "self",
    "enchanted creature": "attached",
    "equipped creature": "attached",
}


def _sharing(text: str) -> Subject | None:
    """One creature and the others that share a name, a color or a creature type with it
    (:attr:`Filter.shares_with`), or ``None``."""
    found = _SHARING.fullmatch(text)
    if found is None:
        return None
    creatures = Filter(types=("Creature",))
    anchor = _ANCHORS[found["anchor"]]
    group = creatures.model_copy(update={"shares_with": anchor, "shared": found["what"] or "name"})
    return Subject(group, creatures if anchor == "target" else None, text)


_WITH_KEYWORDS = re.compile(r"(.+?)((?: you control)?) with (.+)")


_WITH_COUNTER = re.compile(
    r"(?P<head>.+?) with (?:an? |one or more )?(?:(?P<kind>[+-]1/[+-]1|[a-z-]+) )?counters? on "
    r"(?:it|them)"
)


def counter_kind(kind: str | None) -> str | None:
    """``"+1/+1"`` / ``"oil"`` as a counter kind; ``None`` for a word that names no kind."""
    if kind is None:
        return "any"
    if kind in ("a", "an", "no", "one", "more", "or", "other", "the", "those", "each", "that"):
        return None
    return kind


_WITHOUT_COUNTER = re.compile(
    r"(?P<head>.+?) (?:with no|without an?) (?:(?P<kind>[+-]1/[+-]1|[a-z-]+) )?counters? on "
    r"(?:it|them)"
)


def _strip_no_counter(phrase: str) -> tuple[str, str | None]:
    """``creatures with no counters on them`` -> ``creatures`` and ``"any"``; ``creatures
    without a +1/+1 counter on it`` -> ``creatures`` and ``"+1/+1"`` (122.1: no counter of
    that kind is on the object); any other phrase as it is, with ``None``."""
    match = _WITHOUT_COUNTER.fullmatch(phrase)
    kind = counter_kind(match["kind"]) if match else None
    if match is None or kind is None:
        return phrase, None
    return match["head"], kind


#: "creatures that aren't of the chosen type" ("target creature that isn't ..."): without the
#: creature type chosen for the source or as the spell resolved (the controller goes before
#: or after).
_NOT_CHOSEN_TYPE = re.compile(r"(.+?)((?: you control)?) that (?:aren't|isn't) of the chosen type")


def _not_of_the_chosen_type(phrase: str) -> tuple[str, dict[str, object]]:
    """The phrase without "that aren't of the chosen type", and the Filter field for it."""
    match = _NOT_CHOSEN_TYPE.fullmatch(phrase)
    if match is None:
        return phrase, {}
    return match[1] + match[2], {"not_chosen_subtype": True}


def _strip_counter(phrase: str) -> tuple[str, str | None] | None:
    """``creatures you control with a +1/+1 counter on it`` -> the phrase and the kind."""
    match = _WITH_COUNTER.fullmatch(phrase)
    if match is None:
        return phrase, None
    kind = counter_kind(match.group("kind"))
    if kind is None:
        return None
    return match.group("head"), kind


_CHOSEN_COLOR = re.compile(
    r"(.+?)((?: you control)?) of the chosen color"
    r"((?: you control| your opponents control| an opponent controls)?)"
)


#: "of the chosen type", "of that type" (after "Choose a creature type.", Outbreak)
_CHOSEN_TYPE = re.compile(
    r"(.+?)((?: you control)?) of (?:the chosen type|the creature type of your choice|that type)"
    r"((?: you control| your opponents control| an opponent controls)?)"
)


_THRESHOLD = re.compile(
    r"(?P<rest>.+?)(?P<who>(?: you control| an opponent controls| you don't control)?) with "
    r"(?P<what>power|toughness|mana value) (?P<n>\d+|X)(?: or (?P<dir>greater|less))?"
)


def strip_threshold(phrase: str) -> tuple[str, dict[str, object]]:
    """``creatures you control with power 2 or less`` -> the phrase without the
    threshold, and the Filter fields for it; ``with mana value 3`` bounds both ways."""
    match = _THRESHOLD.fullmatch(phrase)
    if not match:
        return phrase, {}
    what = match.group("what").replace(" ", "_")
    if match.group("n") == "X":  # "with mana value X or less": the X a cost chose (107.3)
        if what != "mana_value":
            return phrase, {}
        side = {"greater": "at_least", "less": "at_most", None: "exactly"}[match.group("dir")]
        return match.group("rest") + match.group("who"), {"mana_value_x": side}
    bounds = {"greater": ("at_least",), "less": ("at_most",), None: ("at_least", "at_most")}
    value = int(match.group("n"))
    fields: dict[str, object] = {f"{what}_{bound}": value for bound in bounds[match.group("dir")]}
    return match.group("rest") + match.group("who"), fields


def _relative_clause(text: str) -> dict[str, object] | None:
    """``a Wolf or a Werewolf`` / ``a Cat, Elemental, or Beast`` (any of the subtypes);
    ``enchanted`` / ``equipped`` / ``enchanted or equipped`` (a state, or either)."""
    if text == "enchanted by Auras you control":  # (303.4)
        return {"enchanted_by_yours": True}
    states = re.fullmatch(r"(enchanted|equipped)(?: or (enchanted|equipped))?", text)
    if states:
        if states.group(2):
            return {"any_states": (states.group(1), states.group(2))}
        return {"states": (states.group(1),)}
    items = [re.sub(r"^an? ", "", item) for item in re.split(r",? and/or |,? or |, ", text)]
    if len(items) < 2 or not all(item in SUBTYPE for item in items):
        return any_of_clause(text)  # "that are Zombies and/or tokens", "green and/or white"
    return {"subtypes": tuple(SUBTYPE[item] for item in items)}


#: "<group> named ~" / "<group> named Wastes" (201.2), the controller before or after it.
_NAMED = re.compile(r"(.+?) named (~|[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)((?: you control)?)")


def read_group(
    phrase: str, plural: bool, *, target_player: bool = False, each: bool = False
) -> dict[str, object] | None:
    """Filter fields (with ``controller``) for a group: ``other Elves you control``,
    ``creatures you control with flying``, ``creatures of the chosen type``; ``creatures
    target player controls`` only where the group is what an effect affects
    (``target_player``), not in a count; after "each" (``each``), two groups joined by
    "and" are every object of either ("each Fungus and Saproling you control")."""
    phrase, extra = strip_threshold(phrase)
    phrase, attacking = attacking_whom(phrase)  # "creatures attacking you"
    extra.update(attacking)
    # "creatures you control that entered this turn": a fact a scenario states
    phrase, entered = happened_this_turn(phrase)
    phrase, unchosen = _not_of_the_chosen_type(phrase)
    extra.update(unchosen)
    if target_player and phrase.endswith(" other than ~"):  # affected: "... other than ~"
        phrase, extra = phrase.removesuffix(" other than ~"), {**extra, "other": True}
    relative = re.fullmatch(r"(.+?) that(?:'s| is| are) (.+)", phrase)
    if relative:  # "each creature you control that's a Wolf or a Werewolf"
        clause = _relative_clause(relative.group(2))
        if clause is None:
            return None
        phrase, extra = relative.group(1), {**extra, **clause}
    # "creatures with flying your opponents control": the controller goes last
    phrase = re.sub(
        r"^(.+?) (with [a-z ]+?) ((?:your opponents|you) control)$", r"\1 \3 \2", phrase
    )
    if phrase.endswith(" with toughness greater than its power"):  # its own two values
        phrase = phrase.removesuffix(" with toughness greater than its power")
        extra["toughness_over_power"] = True
    phrase, no_counter = _strip_no_counter(phrase)
    if no_counter is not None:  # "with no counters on them", "without a +1/+1 counter on it"
        extra["not_counter"] = no_counter
    stripped = _strip_counter(phrase)
    if stripped is None:
        return None
    phrase, counter = stripped
    if counter is not None:
        extra["counter"] = counter
    match = re.fullmatch(r"(.+?)((?: you control)?) without ([a-z ]+)", phrase)
    if match:
        keywords = keyword_list(match.group(3))
        if keywords is None or len(keywords) > 1:
            return None
        extra["not_keywords"] = keywords
        phrase = match.group(1) + match.group(2)
    match = re.fullmatch(r"(.+?)((?: you control)?) with the chosen name", phrase)
    if match:  # a hidden agenda's name (702.106), or one chosen as the source entered
        extra["chosen_name"] = True
        phrase = match.group(1) + match.group(2)
    match = _NAMED.fullmatch(phrase)
    if match:  # "other creatures named ~ you control", "lands you control named Wastes"
        extra["named"] = match.group(2)
        phrase = match.group(1).removesuffix(" on the battlefield") + match.group(3)
    match = re.fullmatch(r"(.+?)((?: you control)?) with no abilities", phrase)
    if match:  # Muraganda Petroglyphs: read after layer 6, whatever removed the abilities
        extra["no_abilities"] = True
        phrase = match.group(1) + match.group(2)
    match = _WITH_KEYWORDS.fullmatch(phrase)
    if match:
        listed = match.group(3)
        any_keyword = re.search(r"\bor\b", listed) is not None  # "with flying or reach"
        keywords = keyword_list(re.sub(r",? (?:and/)?or ", ", ", listed))
        if keywords is None or any(not re.fullmatch(r"[a-z ]+", k) for k in keywords):
            return None
        if any_keyword and len(keywords) > 1:
            # "with flying, deathtouch, and/or lifelink": any of them (Filter.any_of)
            extra["any_of"] = tuple(Filter(keywords=(keyword,)) for keyword in keywords)
        elif " and " not in match.group(3) and len(keywords) > 1:
            return None
        else:
            extra["keywords"] = keywords
        phrase = match.group(1) + match.group(2)
    match = _CHOSEN_TYPE.fullmatch(phrase)
    if match:
        extra["chosen_subtype"] = True
        phrase = match.group(1) + (match.group(2) or match.group(3))
    match = _CHOSEN_COLOR.fullmatch(phrase)
    if match:  # "creatures you control of the chosen color"
        extra["chosen_color"] = True
        phrase = match.group(1) + (match.group(2) or match.group(3))
    if phrase.endswith(" you own"):  # 108.3: the owner, whoever controls it now
        extra["owner"] = "you"
        phrase = phrase.removesuffix(" you own")
    if phrase.endswith(" you control but don't own"):  # 108.3: another player owns it
        extra["not_owner"] = "you"
        phrase = phrase.removesuffix(" but don't own")
    elif phrase.endswith(" you don't own"):  # "you control three or more permanents you
        extra["not_owner"] = "you"  # don't own" (Arvinox): the same, "you control" before
        phrase = phrase.removesuffix(" you don't own")
    phrase, who = split_controller(phrase)
    if who == "target_opponent" and not target_player:
        who = "opponent"  # in a count: the opponent of a two-player game
    if (who == "target_player" and not target_player) or who == "defending_player":
        return None  # (the defending player only in a target restriction, as it is checked)
    fields = noun_phrase(phrase, plural)
    if fields is None and each:  # "each equipped creature and Equipment you control"
        fields = each_of_two(phrase)
    if fields is None:
        return None
    if "chosen_subtype" in extra and fields.get("subtypes"):
        return None
    if "any_of" in extra and fields.get("any_of"):
        return None  # two "any of" lists in one group: not read
    if entered:
        fields["states"] = (*fields.get("states", ()), entered)  # type: ignore[misc]
    return {**fields, **extra, "controller": who}


#: "that entered this turn", "that blocked this turn": what the object did this turn, a fact
#: the scenario states on it (``[entered this turn]``, ``[blocked this turn]``; a blocking
#: creature has blocked this turn).
_THIS_TURN = re.compile(r"(.+?) that (entered (?:the battlefield )?this turn|blocked this turn)")


def happened_this_turn(phrase: str) -> tuple[str, str | None]:
    """The phrase without what its objects did this turn, and that state (or ``None``)."""
    found = _THIS_TURN.fullmatch(phrase)
    if found is None:
        return phrase, None
    return found[1], "blocked this turn" if found[2] == "blocked this turn" else "entered this turn"


@dataclass
class Reading:
    subject: Subject
    effects: list[EffectSpec]
    duration: str | None = None
    condition: Condition | None = None
    cda: bool = False
    choice: str | None = None
    #: The sentence's rule about attacking, blocking or targeting ("must attack if able"): a
    #: rules effect, not a characteristic, said as not modelled; "" when it has none.
    restricted: str = ""
    #: "~ becomes a copy of target creature": a copy effect the ability creates as it
    #: resolves (the scenario names the original with ``-> Name`` or ``[copy: Name]``).
    becomes_copy: bool = False
    #: Parts of the sentence read off as not modelled (a copy's extra counters, 614.1c).
    unread: list[str] = field(default_factory=list)
    #: The one-shot instruction beside the continuous part ("and deals 1 damage to you"),
    #: which the game model carries out as it resolves (engine.oracle.one_shots).
    one_shot: str = ""
    #: ``while_counter``: the counter kind the affected object must keep.
    kept_counter: str | None = None
    #: The amount the affected object's power must stay at or under (611.2b).
    power_kept_at_most: Formula | None = None


#: Card types only a card that is not a permanent has (110.4a), which a permanent's group
#: words don't name: read here, the rest of a card phrase is read as a permanent's.
_SPELL_TYPES = {"instant": "Instant", "sorcery": "Sorcery", "kindred": "Kindred"}
#: Clauses a permanent's group may have that no card in a graveyard has: it is never a
#: token, tapped or untapped, attacking, face down or under a counter there (110.5, 111.7).
_PERMANENT_ONLY = ("token", "untapped", "states", "commander", "counter")


def graveyard_filter(words: str) -> Filter | None:
    """``creature`` / ``noncreature, nonland`` / ``Elf`` / ``permanent`` / ``other green
    creature`` / ``multicolored`` / ``nonlegendary artifact``: the words before "card(s)",
    as a filter of a card's characteristics.

    A card phrase reads like a permanent's group (:func:`noun_phrase`), with instant,
    sorcery and kindred besides, "permanent" for a card of a permanent type (110.4a) and no
    noun at all for any card; a word only a permanent can be (tapped, token) is not read.
    """
    either = re.fullmatch(r"(?:(.+) )?instant (?:and|or|and/or) sorcery", words.strip())
    if either:  # either type (Enigma Drake's count), "red instant and sorcery" spells
        rule = graveyard_filter(either[1]) if either[1] else Filter()
        if rule is None or rule.types or rule.any_types or rule.not_types:
            return None
        return rule.model_copy(update={"any_types": ("Instant", "Sorcery")})
    words, colors = color_list(words)
    if colors:  # "blue, black, and/or red creature": any of the colors
        rule = graveyard_filter(words)
        if rule is None or rule.colors:
            return None
        return rule.model_copy(update={"colors": colors})
    types: list[str] = []
    not_types: list[str] = []
    nouns: list[str] = []
    for word in words.replace(",", " ").split():
        if word in _SPELL_TYPES:
            types.append(_SPELL_TYPES[word])
        elif word.startswith("non") and word[3:] in _SPELL_TYPES:
            not_types.append(_SPELL_TYPES[word[3:]])
        else:
            nouns.append(word)
    if nouns[-1:] == ["permanent"]:
        not_types.extend(("Instant", "Sorcery"))
    elif not nouns or (nouns[-1] not in CARD_TYPE_WORDS and nouns[-1] not in SUBTYPE):
        nouns.append("permanent")  # "multicolored cards": no card type asked for
    fields = noun_phrase(" ".join(nouns), plural=False)
    if fields is None or any(fields.get(clause) not in (None, ()) for clause in _PERMANENT_ONLY):
        return None
    rule = Filter(**fields)
    not_types = [*rule.not_types, *not_types]
    return rule.model_copy(
        update={"types": (*types, *rule.types), "not_types": tuple(dict.fromkeys(not_types))}
    )


#: Words for the previous sentence's subject ("It gains haste", "Those tokens gain ...").
ANAPHOR = re.compile(
    r"it|they|each of (?:them|those creatures)"
    r"|th(?:at|ose|e) (?:creature|token|land|artifact|permanent|enchantment|vehicle)s?"
)


def anaphor(words: str, previous: Subject | None) -> Subject | None:
    """The previous subject when ``words`` refer back to it ("that creature", "it"), also
    by its subtype ("put that card onto the battlefield. That Dragon gains haste", 608.2c:
    the subtype then narrows what it may be)."""
    lowered = words.casefold()
    if ANAPHOR.fullmatch(lowered):
        return previous
    by_type = re.fullmatch(r"that ([a-z' -]+)", lowered)
    subtype = SUBTYPE.get(words[5:]) if by_type else None
    if previous is None or subtype is None:
        return None
    picked = previous.target or previous.affects
    if picked.subtypes not in ((), (subtype,)):
        return None  # "that Zombie" after a Goblin: not the same object
    narrowed = picked.model_copy(update={"subtypes": (subtype,)})
    if previous.target is not None:
        return Subject(previous.affects, narrowed, previous.words)
    return Subject(narrowed, None, previous.words)
