"""Noun phrases of groups: the words that say which permanents a group takes (613.1, 611.3a).

"other white Goblin creatures", "target artifact, creature, or enchantment", "creatures and
Vehicles" (either group), "Skeletons, Vampires, and Zombies" (any subtype listed), "blue,
black, and/or red" (any color listed), "historic" (700.6), and who controls them ("you
control", "your team controls": 102.4). :mod:`engine.oracle.subjects` builds subjects and
groups from these pieces.
"""

from __future__ import annotations

import re

from engine.cards import Color, Filter
from engine.oracle.vocabulary import (
    CARD_TYPE_PLURALS,
    CARD_TYPE_WORDS,
    COLORS,
    COUNT_WORDS,
    SUBTYPE,
    SUBTYPE_PLURAL,
)

_CONTROLLER = re.compile(
    r" (?:you control|your opponents control|an opponent controls|you don't control|you own"
    r"|target opponent controls|target player controls|enchanted player controls"
    r"|defending player controls)$"
)  # (two players: the target opponent is the opponent)


def split_controller(text: str) -> tuple[str, str | None]:
    """The group's words and who controls it. "Your team" is "you" outside a game between
    teams (102.4), as every scenario is: "Knights your team controls" are yours."""
    text = re.sub(
        r"(?<= )(your|target player's) team controls$",
        lambda m: {"your": "you control", "target player's": "target player controls"}[m[1]],
        text,
    )
    match = _CONTROLLER.search(text)
    if not match:
        return text, None
    phrase = match.group(0).strip()
    who = "you" if phrase in ("you control", "you own") else "opponent"
    if phrase.removesuffix(" controls") in _NAMED_PLAYERS:  # an Aura's player (303.4), ...
        who = phrase.removesuffix(" controls").replace(" ", "_")
    return text[: match.start()], who


#: Players a group names by a role: "target player controls", "enchanted player controls"
#: (303.4), "defending player controls" (506.2).
_NAMED_PLAYERS = ("target player", "target opponent", "enchanted player", "defending player")


_TYPE_WORD = "artifact|creature|enchantment|land|planeswalker|battle"


_OUTLAWS = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")


def _noun_phrase_with(
    text: str, plural: bool, clash: str, **field: object
) -> dict[str, object] | None:
    """``text`` read as a noun phrase, plus ``field`` (an "either" the phrase had); ``None``
    when the rest of the phrase already sets ``clash`` ("target Elf artifact or creature")."""
    fields = noun_phrase(text, plural)
    if fields is None or fields.get(clash):
        return None
    return {**fields, **field}


#: States a group names with an adjective ("attacking creatures", "a stickered permanent":
#: one with an Unfinity sticker on it, which a scenario says with ``[stickered]``; "a
#: transformed permanent", 712.8e: ``[transformed]``).
_STATE_WORDS = frozenset(
    {"attacking", "blocking", "tapped", "unblocked", "blocked", "modified", "stickered",
     "transformed"}
)  # fmt: skip


#: "nonattacking", "nonblocking": a state the object must not be in (Filter.not_states).
_NOT_STATE_WORDS = frozenset({"nonattacking", "nonblocking"})

#: "creatures attacking you", "creatures attacking your opponents" (506.4): whom they attack.
_ATTACKING_WHOM = re.compile(
    r"(?P<group>.+?)(?: that(?:'s| is| are))? attacking "
    r"(?P<whom>you|your opponents|one of your opponents|enchanted player)"
)
_WHOM = {
    "you": "you",
    "your opponents": "opponent",
    "one of your opponents": "opponent",  # (an opponent: any of them, 102.3)
    "enchanted player": "enchanted_player",
}


#: "creatures blocking ~", "blocked by ~", "blocking or blocked by ~" (509.1): in combat
#: with the source.
_FACING_SOURCE = re.compile(r"(?P<group>.+?) (?P<how>blocking or blocked by|blocking|blocked by) ~")
_FACING = {"blocking or blocked by": "either", "blocking": "blocking", "blocked by": "blocked_by"}


def attacking_whom(phrase: str) -> tuple[str, dict[str, object]]:
    """``creatures attacking you`` -> ``creatures`` and the Filter fields for the attacked
    player; ``creatures blocking or blocked by ~`` -> ``creatures`` and those for the source
    they are in combat with; any other phrase as it is, with none."""
    if facing := _FACING_SOURCE.fullmatch(phrase):
        return facing["group"], {"in_combat_with_source": _FACING[facing["how"]]}
    found = _ATTACKING_WHOM.fullmatch(phrase)
    if found is None:
        return phrase, {}
    return found["group"], {"attacking_player": _WHOM[found["whom"]]}


_COLOR_WORD = "white|blue|black|red|green"
#: "blue, black, and/or red creature cards", "white and/or blue creatures": any of the colors.
_COLOR_LIST = re.compile(
    rf"\b((?:(?:{_COLOR_WORD}),? )+(?:and/or|or) (?:{_COLOR_WORD})|(?:{_COLOR_WORD}) and/or "
    rf"(?:{_COLOR_WORD})) "
)


def color_list(text: str) -> tuple[str, tuple[Color, ...]]:
    """The phrase without a list of colors any of which an object has, and those colors."""
    found = _COLOR_LIST.search(text)
    if found is None:
        return text, ()
    colors = tuple(COLORS[word] for word in re.findall(_COLOR_WORD, found[1]))
    return text[: found.start()] + text[found.end() :], colors


def noun_phrase(text: str, plural: bool) -> dict[str, object] | None:
    """Filter fields for ``other white Goblin creatures``-style phrases, or ``None``."""
    text, colors_listed = color_list(text)
    if colors_listed:
        without = noun_phrase(text, plural)
        if without is None or without.get("colors"):
            return None
        return {**without, "colors": colors_listed}
    listed = _subtype_list(text, plural)
    if listed is not None:
        text, subtypes_listed = listed
    else:
        subtypes_listed = ()
    either = re.search(r"\b(white|blue|black|red|green) or (white|blue|black|red|green) ", text)
    if either and not plural:  # "a white or black permanent": either color (Filter.colors)
        text = f"{text[: either.start()]}{either.group(1)} {text[either.end() :]}"
    either_state = re.fullmatch(
        r"(.*?)\b(attacking|blocking|blocked) or (attacking|blocking|blocked|unblocked) (.+)", text
    )
    if either_state:  # "target attacking or blocking creature"
        rest = either_state.group(1) + either_state.group(4)
        pair = (either_state.group(2), either_state.group(3))
        return _noun_phrase_with(rest, plural, "states", any_states=pair)
    text = re.sub(r"\b(non[\w-]+), (?=non)", r"\1 ", text)  # "nonartifact, nonblack creature"
    any_type = re.fullmatch(
        rf"(.*?)\b((?:(?:{_TYPE_WORD}), )+(?:{_TYPE_WORD}),? or (?:{_TYPE_WORD}))", text
    )
    if any_type and not plural:  # "target artifact, creature, or enchantment": any of them
        kinds = tuple(CARD_TYPE_WORDS[word] for word in re.findall(_TYPE_WORD, any_type[2]))
        return _noun_phrase_with(any_type[1] + "permanent", plural, "types", any_types=kinds)
    either_type = re.fullmatch(rf"(.*?)\b({_TYPE_WORD}) (?:and/)?or ({_TYPE_WORD})", text)
    both_types = re.fullmatch(
        rf"(.*?)\b((?:{_TYPE_WORD})s(?:, (?:{_TYPE_WORD})s)*,? and(?:/or)? (?:{_TYPE_WORD})s)", text
    )
    if both_types and plural:  # "creatures and lands you control": objects of any listed type
        types_listed = re.findall(rf"\b({_TYPE_WORD})s\b", both_types.group(2))
        kinds = tuple(CARD_TYPE_WORDS[word] for word in types_listed)
        return _noun_phrase_with(
            both_types.group(1) + "permanents", plural, "types", any_types=kinds
        )
    if either_type and not plural:  # "target artifact or creature": either card type
        kinds = (CARD_TYPE_WORDS[either_type.group(2)], CARD_TYPE_WORDS[either_type.group(3)])
        return _noun_phrase_with(
            either_type.group(1) + "permanent", plural, "types", any_types=kinds
        )
    two_colors = re.fullmatch(
        r"(white|blue|black|red|green) (creatures|permanents) and (white|blue|black|red|green) \2",
        text,
    )
    if two_colors and plural:  # "red creatures and white creatures": either color
        both = (COLORS[two_colors.group(1)], COLORS[two_colors.group(3)])
        return _noun_phrase_with(two_colors.group(2), plural, "colors", colors=both)
    union = _union(text, plural)
    if union is not None:  # "creatures and Vehicles", "target creature or Vehicle"
        return union
    outlaw = re.fullmatch(r"(.*?)\boutlaws?", text)
    if outlaw:  # an outlaw is an Assassin, Mercenary, Pirate, Rogue or Warlock (700.12)
        noun = "permanents" if plural else "permanent"
        return _noun_phrase_with(outlaw.group(1) + noun, plural, "subtypes", subtypes=_OUTLAWS)
    words = text.split(" ")
    fields: dict[str, object] = {}
    if words and words[-1] in ("commanders", "commander"):  # "commanders you control"
        words[-1] = "permanents" if words[-1] == "commanders" else "permanent"
        words.insert(-1, "commander")
    if words and words[-1] in ("tokens", "token"):
        if (words[-1] == "tokens") != plural:
            return None
        fields["token"] = True
        words = words[:-1]
        if words and (words[-1] in CARD_TYPE_WORDS or words[-1] in SUBTYPE):
            words[-1] = _plural_word(words[-1]) if plural else words[-1]
        else:
            words.append("permanents" if plural else "permanent")
    types: list[str] = []
    subtypes: list[str] = []
    not_types: list[str] = []
    not_subtypes: list[str] = []
    colors: list[Color] = []
    states: list[str] = []
    supertypes: list[str] = []
    if not words or not words[-1]:
        return None
    noun = words[-1]
    if noun in ("creatures", "creature"):
        if (noun == "creatures") != plural:
            return None
        types.append("Creature")
    elif noun in ("permanents", "permanent"):
        if (noun == "permanents") != plural:
            return None
    elif noun in CARD_TYPE_PLURALS and plural:
        types.append(CARD_TYPE_PLURALS[noun])
    elif noun in CARD_TYPE_WORDS and not plural:
        types.append(CARD_TYPE_WORDS[noun])
    elif plural and noun in SUBTYPE_PLURAL:
        subtypes.append(SUBTYPE_PLURAL[noun])
    elif not plural and noun in SUBTYPE:
        subtypes.append(SUBTYPE[noun])
    else:
        return None
    for word in words[:-1]:
        if word == "other":
            fields["other"] = True
        elif word == "commander":
            fields["commander"] = True
        elif word == "noncommander":  # (903.3)
            fields["noncommander"] = True
        elif word == "historic" and "any_of" not in fields:  # legendary, artifact or Saga
            fields["any_of"] = HISTORIC  # (700.6)
        elif word == "nontoken" and "token" not in fields:
            fields["token"] = False
        elif word.startswith("non") and word[3:] in COLORS:
            fields["not_colors"] = (*fields.get("not_colors", ()), COLORS[word[3:]])  # type: ignore[misc]
        elif word in ("multicolored", "colorless") and word not in fields:
            fields[word] = True
        elif word == "monocolored" and "colors_exactly" not in fields:  # one color (105.2b)
            fields["colors_exactly"] = 1
        elif word == "untapped" and "untapped" not in fields:
            fields["untapped"] = True
        elif word in _NOT_STATE_WORDS:  # "target nonattacking, nonblocking creature"
            fields["not_states"] = (*fields.get("not_states", ()), word[3:])  # type: ignore[misc]
        elif (size := re.fullmatch(r"(\d+)/(\d+)", word)) and "power_at_least" not in fields:
            power, toughness = int(size.group(1)), int(size.group(2))  # "target 1/1 creature"
            fields.update(power_at_least=power, power_at_most=power)
            fields.update(toughness_at_least=toughness, toughness_at_most=toughness)
        elif word in COLORS:
            colors.append(COLORS[word])
        elif word in _STATE_WORDS or (
            word in ("equipped", "enchanted") and plural  # "equipped creatures you control"
        ):
            states.append(word)
        elif word in CARD_TYPE_WORDS:
            types.append(CARD_TYPE_WORDS[word])
        elif word.startswith("non") and word[3:].lstrip("-") in CARD_TYPE_WORDS:
            not_types.append(CARD_TYPE_WORDS[word[3:].lstrip("-")])
        elif word.startswith("non-") and word[4:] in SUBTYPE:
            not_subtypes.append(SUBTYPE[word[4:]])
        elif word in ("nonbasic", "nonsnow"):  # 205.4: without that supertype
            fields["not_supertypes"] = (*fields.get("not_supertypes", ()), word[3:].capitalize())  # type: ignore[misc]
        elif word == "nonlegendary":
            fields["nonlegendary"] = True
        elif word in ("legendary", "snow", "basic"):
            supertypes.append(word.capitalize())
        elif word == "face-down":  # a scenario's face-down permanents (708)
            states.append("face down")
        elif word in SUBTYPE and not subtypes:
            subtypes.append(SUBTYPE[word])
        elif word in SUBTYPE and "any_of" not in fields:  # "Eldrazi Spawn creatures": both
            fields["any_of"] = (Filter(subtypes=(SUBTYPE[word],)),)
        else:
            return None
    if len(colors) > 1:
        return None
    if either and not plural:
        if colors != [COLORS[either.group(1)]]:
            return None
        colors.append(COLORS[either.group(2)])
    if subtypes_listed:
        if subtypes:
            return None
        subtypes = list(subtypes_listed)
    fields.update(
        types=tuple(dict.fromkeys(types)),
        subtypes=tuple(subtypes),
        not_types=tuple(not_types),
        not_subtypes=tuple(not_subtypes),
        colors=tuple(colors),
        states=tuple(states),
    )
    if supertypes:
        fields["supertypes"] = tuple(supertypes)
    return fields


#: A historic permanent or card: legendary, an artifact or a Saga (700.6).
HISTORIC = (
    Filter(supertypes=("Legendary",)),
    Filter(types=("Artifact",)),
    Filter(subtypes=("Saga",)),
)


_UNION = re.compile(
    r"(?P<other>other )?(?P<one>[\w-]+(?: [\w-]+)?) and (?P<two>[\w-]+(?: [\w-]+)?)"
)
#: One object of either group: "target creature or Vehicle" (a card type or a subtype),
#: "for each creature and/or Vehicle you control".
_EITHER = re.compile(r"(?P<other>)(?P<one>[\w-]+) (?:and/)?or (?P<two>[A-Z][\w-]+)")


def _union(text: str, plural: bool) -> dict[str, object] | None:
    """``creatures and Vehicles`` / ``snow and Zombie creatures`` / (one object, ``plural``
    false) ``creature or Vehicle``: two groups an object may fit either of (Filter.any_of);
    a first group of one adjective takes the second's noun ("snow" and "Zombie creatures":
    snow creatures). ``None`` unless both read as groups ("equipped creature and Zombies"
    names one object and a group: not a union)."""
    match = (_UNION if plural else _EITHER).fullmatch(text)
    if match is None:
        return None
    two = noun_phrase(match.group("two"), plural=plural)
    one = noun_phrase(match.group("one"), plural=plural)
    if one is None and plural and " " not in match.group("one"):  # "snow and ..." alone
        one = noun_phrase(f"{match.group('one')} {match.group('two').split()[-1]}", plural=True)
    if one is None or two is None or one == two or "other" in one or "other" in two:
        return None
    group = "other permanents" if match.group("other") else "permanents"
    whole = noun_phrase(group if plural else "permanent", plural=plural)
    assert whole is not None
    return {**whole, "any_of": (Filter(**one), Filter(**two))}


_LIST = re.compile(
    r"(?P<pre>(?:\S+ )*?)"
    r"(?P<items>[A-Z][\w'-]*(?:, [A-Z][\w'-]*)*,? (?:and|and/or|or) [A-Z][\w'-]*)"
    r"(?P<noun> creatures?| permanents?)?"
)


def _subtype_list(text: str, plural: bool) -> tuple[str, tuple[str, ...]] | None:
    """``Skeletons, Vampires, and Zombies`` / ``Ninja and Rogue creatures``: subtypes any of
    which an object needs (Filter.subtypes), and the phrase with the list taken out."""
    match = _LIST.fullmatch(text)
    if match is None:
        return None
    words = match.group("items")
    either = " or " in words
    if either if plural else not (either or " and/or " in words):
        return None  # "Elves and/or Faeries", "each Rogue and/or Snake", "a Goblin or Orc"
    items = re.split(r",? and/or |,? and |,? or |, ", words)
    table = SUBTYPE if match.group("noun") or not plural else SUBTYPE_PLURAL
    if not all(item in table for item in items):
        return None
    noun = (match.group("noun") or (" permanents" if plural else " permanent")).strip()
    return match.group("pre") + noun, tuple(dict.fromkeys(table[item] for item in items))


def _plural_word(word: str) -> str:
    """``creature`` -> ``creatures``, ``Elf`` -> ``Elves``: the plural this module reads."""
    if word in CARD_TYPE_WORDS:
        return word + "s"
    return next((form for form, name in SUBTYPE_PLURAL.items() if name == word), word)


#: "exactly two colors" (105.2: an object's number of colors).
_EXACTLY_COLORS = re.compile(r"exactly (?P<n>one|two|three|four|five) colors?")


def exactly_colors(clause: str) -> dict[str, object] | None:
    """``exactly two colors`` (after "that's") -> ``{"colors_exactly": 2}``, else ``None``."""
    match = _EXACTLY_COLORS.fullmatch(clause)
    return {"colors_exactly": COUNT_WORDS[match["n"]]} if match else None


#: "that are green and/or white", "that are Zombies and/or tokens", "that's an artifact or
#: Human": what each object of a group is, any of the things listed.
_ANY_OF_LIST = re.compile(r",? and/or |,? or |, ")


def any_of_clause(clause: str) -> dict[str, object] | None:
    """The Filter fields for a relative clause that lists colors (``Filter.colors``: any of
    them, 105.2) or groups (``Filter.any_of``: card types, subtypes, tokens), one of which an
    object must be; ``None`` for any other clause. ``and/or`` and ``or`` mean the same here:
    the object needs one of them, and may be several."""
    if not re.search(r" (?:and/)?or ", clause):
        return None
    items = [re.sub(r"^an? ", "", item) for item in _ANY_OF_LIST.split(clause)]
    if all(item in COLORS for item in items):
        return {"colors": tuple(COLORS[item] for item in items)}
    groups = [noun_phrase(item, plural=True) or noun_phrase(item, plural=False) for item in items]
    if any(group is None or group.get("other") for group in groups):
        return None
    return {"any_of": tuple(Filter(**group) for group in groups if group is not None)}


#: "each equipped creature and Equipment", "each Fungus and Saproling": two groups after
#: "each", every object of either.
_EACH_PAIR = re.compile(r"(?P<one>[\w-]+(?: [\w-]+)?) and (?P<two>[\w-]+(?: [\w-]+)?)")


def each_of_two(text: str) -> dict[str, object] | None:
    """``equipped creature and Equipment`` after "each": the union of the two groups, read
    as their plurals are ("equipped creatures and Equipment": :func:`_union`); ``None``
    when the words are not two groups."""
    pair = _EACH_PAIR.fullmatch(text)
    if pair is None:
        return None
    plurals = []
    for part in (pair["one"], pair["two"]):
        *before, noun = part.split(" ")
        plurals.append(" ".join([*before, _plural_word(noun)]))
    return _union(" and ".join(plurals), plural=True)
