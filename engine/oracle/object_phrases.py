"""The noun phrases of one-shot instructions: "nonland permanent you control", "another target
creature with power 2 or less" (115.1), read into a :class:`Filter`, and the restriction of
every "target ..." phrase of a text (601.2c).
"""

from __future__ import annotations

import re
from typing import Literal

from engine.cards import Color, Filter
from engine.oracle.subjects import HOW_MANY, how_many_targets
from engine.oracle.vocabulary import SUBTYPE

COLOR_NAMES = {color.value: color for color in Color}
CARD_TYPE_NAMES = {
    "artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment",
    "land": "Land", "planeswalker": "Planeswalker", "battle": "Battle",
}  # fmt: skip
_STATES = ("attacking", "blocking", "tapped")
_KEYWORDS = (
    "flying", "first strike", "double strike", "deathtouch", "haste", "hexproof",
    "indestructible", "lifelink", "menace", "reach", "trample", "vigilance", "defender",
)  # fmt: skip
_CONTROLLER = {
    "you control": "you",
    "an opponent controls": "opponent",
    "your opponents control": "opponent",
    "you don't control": "opponent",
}
#: "any target" for damage: a creature, planeswalker or battle (or a player, 115.4).
ANY_TARGET = Filter(any_types=("Creature", "Planeswalker", "Battle"))
REMINDER = re.compile(r"\s*\([^()]*\)")

#: A quoted ability a text grants or a copy has ("... except it has \"When this token enters,
#: ...\""), to the closing quote or the end of the text.
QUOTED_ABILITY = re.compile(r'"[^"]*(?:"|$)')


#: A subtype by its singular word as a lowered phrase has it ("elemental" -> "Elemental").
_SUBTYPE_WORDS = {word.casefold(): name for word, name in SUBTYPE.items() if " " not in word}


def read_objects(phrase: str) -> Filter | None:
    """A noun phrase such as "nonland permanent you control" as a :class:`Filter`, or ``None``
    when a word in it is not one this grammar knows."""
    lowered = phrase.strip().casefold()
    update: dict[str, object] = {}
    for _ in range(2):  # "creature you control with power 2 or less" or the other way round
        for said, who in _CONTROLLER.items():
            if lowered.endswith(" " + said):
                update["controller"] = who
                lowered = lowered.removesuffix(" " + said)
        bound = re.search(r" with (power|toughness|mana value) (\d+) or (greater|less)$", lowered)
        if bound:
            field = bound[1].replace(" ", "_")
            update[field + ("_at_least" if bound[3] == "greater" else "_at_most")] = int(bound[2])
            lowered = lowered[: bound.start()]
        counter = re.search(
            r" (?P<with>with|without) an? (?:(?P<kind>[+-]\d+/[+-]\d+|[a-z]+) )?counter on it$",
            lowered,
        )
        if counter:  # "creature with a counter on it", "land without a blaze counter on it"
            update["counter" if counter["with"] == "with" else "not_counter"] = (
                counter["kind"] or "any"
            )
            lowered = lowered[: counter.start()]
    keyword = re.search(r" (with|without) (" + "|".join(_KEYWORDS) + ")$", lowered)
    if keyword:
        update["keywords" if keyword[1] == "with" else "not_keywords"] = (keyword[2],)
        lowered = lowered[: keyword.start()]
    words = lowered.split()
    if words[:1] == ["another"]:
        update["other"] = True
        words = words[1:]
    nouns: list[str] = []
    subtypes: list[str] = []
    not_subtypes: list[str] = []
    not_types: list[str] = []
    colors: list[Color] = []
    not_colors: list[Color] = []
    states: list[str] = []
    either = False  # "artifact or creature" is either type; "artifact creature" both (205.2a)
    for word in words:
        bare = word.removeprefix("non").removeprefix("-")
        negated = word.startswith("non") and word != "nonetheless"
        either = either or word.endswith(",")
        if word in ("or", "and/or", ",", "and"):
            either = True
            continue
        if word.rstrip("s,") in ("permanent", "creature") or word.rstrip(",") in CARD_TYPE_NAMES:
            nouns.append(word.rstrip(","))
        elif negated and bare in CARD_TYPE_NAMES:
            not_types.append(CARD_TYPE_NAMES[bare])
        elif negated and bare in COLOR_NAMES:
            not_colors.append(COLOR_NAMES[bare])
        elif word in COLOR_NAMES:
            colors.append(COLOR_NAMES[word])
        elif word in _STATES:
            states.append(word)
        elif word in ("token", "tokens"):
            update["token"] = True
        elif word == "nontoken":
            update["token"] = False
        elif word == "legendary":
            update["supertypes"] = ("Legendary",)
        elif word == "nonlegendary":
            update["nonlegendary"] = True
        elif word == "noncommander":  # 903.3
            update["noncommander"] = True
        elif word.rstrip("s,") in CARD_TYPE_NAMES:
            nouns.append(word.rstrip("s,"))
        elif negated and bare.rstrip(",") in _SUBTYPE_WORDS:  # "non-Frog creature"
            not_subtypes.append(_SUBTYPE_WORDS[bare.rstrip(",")])
        elif word.rstrip(",") in _SUBTYPE_WORDS:  # "Elemental you control" (205.3)
            subtypes.append(_SUBTYPE_WORDS[word.rstrip(",")])
        else:
            return None
    types = [CARD_TYPE_NAMES[n.rstrip("s")] for n in nouns if n.rstrip("s") in CARD_TYPE_NAMES]
    if not nouns and not subtypes and update.get("token") is not True:
        return None  # "token you control" is a token permanent; "Elemental" one of that type
    if len(subtypes) > 1 or (subtypes and either):
        return None  # "Elf or Warrior": either subtype, which a filter can't say
    if subtypes:
        update["subtypes"] = tuple(subtypes)
    if not_subtypes:
        update["not_subtypes"] = tuple(not_subtypes)
    if len(types) > 1 and either:
        update["any_types"] = tuple(types)
    elif types:  # one type, or adjacent ones that are all required ("artifact creature")
        update["types"] = tuple(types)
    if not_types:
        update["not_types"] = tuple(not_types)
    if colors:
        update["colors"] = tuple(colors)
    if not_colors:
        update["not_colors"] = tuple(not_colors)
    if len(states) > 1 and "tapped" not in states:  # "attacking or blocking creature"
        update["any_states"] = tuple(states)
    elif states:
        update["states"] = tuple(states)
    return Filter.model_validate(update)


#: A comma inside a target phrase that lists types ("target artifact, creature, or land").
_LIST_COMMA = (
    r",(?! (?:or |and/or )?(?:artifact|creature|enchantment|land|planeswalker|battle)s?\b)"
)
_TARGET_END = (
    rf"\.|{_LIST_COMMA}| to | gets?\b| gains?\b| becomes?\b| has| loses| and gain| and | until"
    r"| that share| would| phases? out"
    r"| controlled by| if |$"
)
_TARGET_PHRASE = re.compile(
    rf"\b(?P<many>{HOW_MANY})?(?:another )?target ([a-z0-9 ,/'-]+?)(?={_TARGET_END})", re.I
)


def target_restrictions(text: str) -> list[Filter]:
    """What each "target ..." in ``text`` may point at (115.1); "any target" is a creature,
    planeswalker or battle here (a player can't be named in a scenario). A target inside a
    quoted ability is that ability's, chosen when it triggers or is activated (113.2, 115.1),
    not one the text itself may point at (Aggressive Biomancy's token fights later)."""
    text = QUOTED_ABILITY.sub('""', REMINDER.sub("", text))
    found: list[Filter] = []
    for match in _TARGET_PHRASE.finditer(text):
        restriction = read_objects(match.group(2))
        if restriction is not None:  # "up to two target creatures": several (115.1)
            several = how_many_targets((match.group("many") or "").casefold())
            found.append(restriction.model_copy(update=several) if several else restriction)
    if re.search(r"\bany target\b", text, re.I):
        found.append(ANY_TARGET)
    return found


#: Whose permanents "all other ... with the same name" reaches: anyone's, the target's
#: controller's ("that player controls", "its controller controls") or the opponents'.
SameNameWhose = Literal["any", "its_controller", "opponents"]
_SAME_NAME = re.compile(
    r" and all other (?P<others>[a-z ]+?)(?: (?P<who>that player|its controller|your "
    r"opponents) controls?)? with the same name as that (?:permanent|creature|enchantment"
    r"|artifact|land)\b",
    re.I,
)
_SAME_NAME_WHOSE: dict[str, SameNameWhose] = {
    "": "any", "that player": "its_controller", "its controller": "its_controller",
    "your opponents": "opponents",
}  # fmt: skip


def same_name_others(sentence: str) -> tuple[str, Filter | None, SameNameWhose] | None:
    """ "Destroy target permanent and all other permanents with the same name as that
    permanent" (Maelstrom Pulse): the sentence without the others, what they are and whose;
    ``None`` when it names no such others.

    >>> rest, others, whose = same_name_others(
    ...     "Exile target creature and all other creatures its controller controls with the "
    ...     "same name as that creature.")
    >>> rest, others.types, whose
    ('Exile target creature.', ('Creature',), 'its_controller')
    """
    found = _SAME_NAME.search(sentence)
    if found is None:
        return None
    rest = sentence[: found.start()] + sentence[found.end() :]
    return rest, read_objects(found["others"]), _SAME_NAME_WHOSE[(found["who"] or "").casefold()]


def quality_of(words: str) -> Filter | None:
    """What an "if it's ..." asks of the object an instruction acts on: "white",
    "legendary", "a creature", "an artifact creature" (608.2c)."""
    words = re.sub(r"^an? ", "", words.strip())
    return read_objects(words) or read_objects(f"{words} permanent")


_CHOOSE_ON_BATTLEFIELD = re.compile(r"Choose an? [a-z ]+? on the battlefield\.", re.I)


def chosen_to_copy(sentence: str, text: str) -> bool:
    """ "Choose a nonlegendary creature on the battlefield." where the text makes something
    "a copy of that creature" (Cytoshape): the choice a scenario names with ``[copy: Name]``,
    which the copy effect asks for (707.2), not an instruction left unread."""
    return bool(_CHOOSE_ON_BATTLEFIELD.fullmatch(sentence)) and "a copy of that " in text
