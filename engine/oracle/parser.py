"""Read the common templates of continuous effects in Oracle text.

The text is read ability by ability (one line each) and sentence by sentence. A
sentence becomes effects only when a template reads it completely; a sentence that
changes characteristics (see :func:`is_characteristic_changing` and docs/CARDS.md)
but matches no template goes to ``unmodelled``, verbatim. A triggered ability's effect
is read like a spell's when all of it reads, and is otherwise only described; either way
it stays outside the coverage count. Mana abilities and everything else that creates no
continuous effect are kept as ``triggered``/``mana``/``other`` abilities with a neutral
summary of our own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.cards import (
    Ability,
    AbilityEffect,
    Card,
    CdaPowerToughness,
    Color,
    ColorEffect,
    Condition,
    ControlEffect,
    CopyEffect,
    EffectSpec,
    Filter,
    Formula,
    ModifyPowerToughness,
    SetPowerToughness,
    SwitchPowerToughness,
    TextChangeEffect,
    TypeEffect,
)
from engine.identity import strip_reminder_text
from engine.oracle.describe import describe_ability
from engine.oracle.vocabulary import (
    CREATURE_TYPES,
    IRREGULAR_PLURALS,
    OTHER_SUBTYPES,
    PARAMETER_KEYWORDS,
    PLANESWALKER_TYPES,
    SIMPLE_KEYWORDS,
)

SELF = "~"
_COLORS = {color.value: color for color in Color}
_CARD_TYPE_WORDS = {
    "artifact": "Artifact",
    "creature": "Creature",
    "enchantment": "Enchantment",
    "land": "Land",
    "planeswalker": "Planeswalker",
    "battle": "Battle",
}
_CARD_TYPE_PLURALS = {word + "s": title for word, title in _CARD_TYPE_WORDS.items()}


def _subtype_forms() -> tuple[dict[str, str], dict[str, str]]:
    singular: dict[str, str] = {}
    plural: dict[str, str] = {}
    for name in (*CREATURE_TYPES, *OTHER_SUBTYPES):
        singular[name] = name
        forms = {name + "s", name + "es"}
        if name.endswith("y"):
            forms.add(name[:-1] + "ies")
        if name.endswith("f"):
            forms.add(name[:-1] + "ves")
        if name in {
            "Merfolk", "Kithkin", "Sheep", "Samurai", "Djinn", "Efreet", "Moonfolk", "Eldrazi",
            "Fish",
        }:  # fmt: skip
            forms.add(name)
        for form in forms:
            plural.setdefault(form, name)
    plural.update(IRREGULAR_PLURALS)
    singular.update((name, name) for name in PLANESWALKER_TYPES)  # "a Garruk planeswalker"
    return singular, plural


_SUBTYPE, _SUBTYPE_PLURAL = _subtype_forms()

# --- What counts as characteristic-changing text (docs/CARDS.md) ----------------------

_KEYWORD_WORDS = "|".join(
    sorted((re.escape(word) for word in SIMPLE_KEYWORDS), key=len, reverse=True)
)
_CHARACTERISTIC = re.compile(
    r"\bgets? (?:an additional )?[+-][\dX]+/[+-][\dX]+"
    r"|\b[Cc]hange the text of\b|\bexchange the text boxes\b"
    r"|\bbase power\b|\bbase toughness\b"
    r"|\bpower and toughness (?:are|is) each\b|\b(?:power|toughness) (?:is|are) (?:each )?equal"
    r"|\bswitch\b[^.]*\bpower and toughness"
    r"|\bin addition to (?:its|their) other\b"
    r"|\blos(?:e|es) all(?: other)? abilities"
    r"|\bgains? control of\b|\byou control (?:enchanted|equipped)\b"
    r"|\b(?:has|have|gains?) (?:each of )?the chosen abilit"
    r"|\b[Tt]he same is true for\b[^.]*\b(?:spells|cards)\b"
    r"|\b(?:is|are|becomes?) (?:the chosen|that) (?:creature )?(?:type|color)\b"
    r"|\b(?:becomes?|enters?(?: the battlefield)?) as a copy of\b|\bbecomes? a copy of\b"
    r"|\b(?:is|are|becomes?) the (?:creature type|colors?|color or colors) of "
    r"(?:your|its controller's|their controller's) choice"
    r"|\b(?:has|have|gains?) (?:protection from|hexproof from|ward\b|\"|(?:"
    + _KEYWORD_WORDS
    + r")\b)"
    r"|\blos(?:e|es) (?:" + _KEYWORD_WORDS + r")\b"
    r"|\b(?:is|are|becomes?) (?:an? )?(?:\d+/\d+ )?"
    r"(?:(?:colorless|white|blue|black|red|green)\b(?! (?:mana|source|spells?|cards?|permanents?"
    r"|creatures? (?:card|spell)))|(?:[A-Z][a-z]+ )*(?:artifact |enchantment )?creatures?\b"
    r"(?! (?:cards?|spells?))|(?:Plains|Islands?|Swamps?|Mountains?|Forests?)\b)",
)


#: "can attack as though it didn't have defender": a rule about attacking or targeting that
#: names an ability, but gives or takes none (no characteristic changes).
_AS_THOUGH = re.compile(r" as though (?:it|they) didn't have [a-z]+")


#: "Create a token with "<ability>"": the token is made with that ability (111.3); the
#: quoted text changes no object's characteristics.
_TOKEN_WITH = re.compile(r"\b[Cc]reate\b[^.\"]*\btokens?\b[^\"]* with\b")


#: "You have hexproof", "Players gain hexproof until end of turn": a player is not an object
#: and has no characteristics; such effects apply after the layers (613.10).
_PLAYER_SUBJECT = re.compile(
    r"(?:Until end of turn, )?(?:You|Players|Each player|Your opponents|Each opponent) "
    r"(?:have|has|gain|gains) (?:hexproof|shroud|protection from [a-z ]+)"
    r"(?: until (?:end of turn|your next turn))?\.?"
)


def is_characteristic_changing(sentence: str) -> bool:
    """Whether a sentence (reminder text removed) changes characteristics (docs/CARDS.md)."""
    if _PLAYER_SUBJECT.fullmatch(sentence.strip()):
        return False
    sentence = re.sub(r"\b(It|it|They|they)(?:'s|'re) ", r"\1 is ", sentence)
    if _TOKEN_WITH.search(sentence):
        sentence = re.sub(r"\"[^\"]*\"", '""', sentence)
    return _CHARACTERISTIC.search(_AS_THOUGH.sub("", sentence)) is not None


# --- Results ------------------------------------------------------------------------------


@dataclass(frozen=True)
class ParsedText:
    """What the parser made of one face's rules text."""

    abilities: tuple[Ability, ...] = ()
    unmodelled: tuple[str, ...] = ()
    #: Sentences (outside triggered abilities) that change characteristics.
    characteristic: int = 0

    @property
    def fully_parsed(self) -> bool:
        return not self.unmodelled


class _NoParse(Exception):
    """A sentence no template reads completely."""


# --- Text preparation ---------------------------------------------------------------------


def _self_names(name: str) -> list[str]:
    names = [name, name.removeprefix("A-")]  # an Alchemy rebalance's text keeps the old name
    for each in list(names):
        if "," in each:
            names.append(each.split(",")[0])  # "Esika, God of the Tree" is also "Esika"
        if " of " in each or " the " in each:
            names.append(each.split(" of ")[0].split(" the ")[0].strip())
    return sorted({n for n in names if len(n) > 2}, key=len, reverse=True)


_THIS = re.compile(
    r"\b[Tt]his (?:creature|permanent|artifact|enchantment|land|Vehicle|Equipment|Aura|card"
    r"|planeswalker|battle|token|spell|Case|Class|Saga|Room|Siege)\b|\b[Tt]his ~"
)


def _prepare(text: str, name: str) -> str:
    text = strip_reminder_text(text).replace("\u2019", "'")
    for self_name in _self_names(name):
        text = re.sub(rf"(?<![\w']){re.escape(self_name)}(?![\w])", SELF, text)
    text = _THIS.sub(SELF, text)
    return text


def _split_sentences(paragraph: str) -> list[str]:
    """Sentences of one paragraph; periods inside quotes do not end a sentence."""
    sentences: list[str] = []
    current: list[str] = []
    quoted = False
    for index, char in enumerate(paragraph):
        current.append(char)
        if char in '"“”':
            quoted = not quoted
            after = paragraph[index + 1 : index + 3]
            if (
                not quoted
                and len(current) > 1
                and current[-2] == "."
                and re.fullmatch(r" [A-Z]", after)
            ):
                sentences.append("".join(current).strip())  # 'has "... ." It gains ...'
                current = []
        elif char == "." and not quoted:
            nxt = paragraph[index + 1 : index + 2]
            if nxt in ("", " ", "\n", '"'):
                sentences.append("".join(current).strip())
                current = []
    rest = "".join(current).strip()
    if rest:
        sentences.append(rest)
    return [s for s in sentences if s]


def _outside_quotes_colon(paragraph: str) -> int:
    quoted = False
    for index, char in enumerate(paragraph):
        if char in '"“”':
            quoted = not quoted
        elif char == ":" and not quoted:
            return index
    return -1


# --- Keywords -----------------------------------------------------------------------------

_PARAMETER = re.compile(
    r"^(?:"
    + "|".join(re.escape(k) for k in sorted(PARAMETER_KEYWORDS, key=len, reverse=True))
    + r")(?:[ —\-]|$)"
)


def _keyword_part(part: str, card_keywords: frozenset[str]) -> str | None:
    """The keyword a comma-separated part of a keyword line names, if it is one."""
    lowered = part.strip().rstrip(".").casefold()
    if not lowered or len(lowered) > 60:
        return None
    if lowered in SIMPLE_KEYWORDS or lowered in card_keywords:
        return lowered
    if _PARAMETER.match(lowered) and "." not in lowered[:-1] and ":" not in lowered:
        return lowered
    for keyword in card_keywords:
        rest = lowered.removeprefix(keyword)
        if rest != lowered and re.fullmatch(r"(?: ?\{[^}]+\})+|\s?\d+|\s?x|—.*", rest):
            return lowered
    return None


def _keyword_line(line: str, card_keywords: frozenset[str]) -> list[str] | None:
    separator = "; " if ";" in line else ", "
    parts = [part for part in line.split(separator) if part.strip()]
    found = [_keyword_part(part, card_keywords) for part in parts]
    if not found or any(word is None for word in found):
        return None
    return [word for word in found if word]


_PROTECTION_LIST = re.compile(
    r"protection from ((?:white|blue|black|red|green)(?:(?:,? and from |, from )"
    r"(?:white|blue|black|red|green))+)"
)


def _keyword_list(text: str) -> tuple[str, ...] | None:
    """``flying, first strike, and trample`` -> the keywords; ``None`` if any is not one."""
    text = _PROTECTION_LIST.sub(
        lambda m: "protection from " + "/".join(re.split(r",? and from |, from ", m.group(1))),
        text.strip(),
    )
    parts = [p.replace("/", " and from ") for p in re.split(r", and |, or |, | and ", text)]
    found: list[str] = []
    for part in parts:
        word = part.strip().casefold()
        if word in SIMPLE_KEYWORDS or re.fullmatch(
            r"protection from (?:(?:white|blue|black|red|green|everything|artifacts|creatures"
            r"|multicolored|monocolored|colorless)(?: and from )?)+"
            r"|hexproof from (?:white|blue|black|red|green|monocolored|multicolored)"
            r"|ward \{\d+\}|(?:landwalk|[a-z]+walk)"
            r"|(?:toxic|afflict|bushido|rampage|annihilator|afterlife|renown|poisonous|frenzy"
            r"|absorb|bloodthirst|fabricate|modular|backup|dethrone|exalted) ?\d*",
            word,
        ):
            found.append(word)
        else:
            return None
    return tuple(found) or None


# --- Subjects -----------------------------------------------------------------------------


@dataclass(frozen=True)
class _Subject:
    affects: Filter
    target: Filter | None = None
    words: str = ""


_CONTROLLER = re.compile(
    r" (?:you control|your opponents control|an opponent controls|you don't control|you own"
    r"|target opponent controls)$"  # two players: the target opponent is the opponent
)


def _controller(text: str) -> tuple[str, str | None]:
    match = _CONTROLLER.search(text)
    if not match:
        return text, None
    phrase = match.group(0).strip()
    who = "you" if phrase in ("you control", "you own") else "opponent"
    return text[: match.start()], who


_TYPE_WORD = "artifact|creature|enchantment|land|planeswalker|battle"
_OUTLAWS = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")


def _noun_phrase_with(
    text: str, plural: bool, clash: str, **field: object
) -> dict[str, object] | None:
    """``text`` read as a noun phrase, plus ``field`` (an "either" the phrase had); ``None``
    when the rest of the phrase already sets ``clash`` ("target Elf artifact or creature")."""
    fields = _noun_phrase(text, plural)
    if fields is None or fields.get(clash):
        return None
    return {**fields, **field}


def _noun_phrase(text: str, plural: bool) -> dict[str, object] | None:
    """Filter fields for ``other white Goblin creatures``-style phrases, or ``None``."""
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
    either_type = re.fullmatch(rf"(.*?)\b({_TYPE_WORD}) (?:and/)?or ({_TYPE_WORD})", text)
    both_types = re.fullmatch(rf"(.*?)\b({_TYPE_WORD})s and ({_TYPE_WORD})s", text)
    if both_types and plural:  # "creatures and lands you control": objects of either type
        kinds = (_CARD_TYPE_WORDS[both_types.group(2)], _CARD_TYPE_WORDS[both_types.group(3)])
        return _noun_phrase_with(
            both_types.group(1) + "permanents", plural, "types", any_types=kinds
        )
    if either_type and not plural:  # "target artifact or creature": either card type
        kinds = (_CARD_TYPE_WORDS[either_type.group(2)], _CARD_TYPE_WORDS[either_type.group(3)])
        return _noun_phrase_with(
            either_type.group(1) + "permanent", plural, "types", any_types=kinds
        )
    two_colors = re.fullmatch(
        r"(white|blue|black|red|green) (creatures|permanents) and (white|blue|black|red|green) \2",
        text,
    )
    if two_colors and plural:  # "red creatures and white creatures": either color
        both = (_COLORS[two_colors.group(1)], _COLORS[two_colors.group(3)])
        return _noun_phrase_with(two_colors.group(2), plural, "colors", colors=both)
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
        if words and (words[-1] in _CARD_TYPE_WORDS or words[-1] in _SUBTYPE):
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
    elif noun in _CARD_TYPE_PLURALS and plural:
        types.append(_CARD_TYPE_PLURALS[noun])
    elif noun in _CARD_TYPE_WORDS and not plural:
        types.append(_CARD_TYPE_WORDS[noun])
    elif plural and noun in _SUBTYPE_PLURAL:
        subtypes.append(_SUBTYPE_PLURAL[noun])
    elif not plural and noun in _SUBTYPE:
        subtypes.append(_SUBTYPE[noun])
    else:
        return None
    for word in words[:-1]:
        if word == "other":
            fields["other"] = True
        elif word == "commander":
            fields["commander"] = True
        elif word == "nontoken" and "token" not in fields:
            fields["token"] = False
        elif word.startswith("non") and word[3:] in _COLORS:
            fields["not_colors"] = (*fields.get("not_colors", ()), _COLORS[word[3:]])  # type: ignore[misc]
        elif word in ("multicolored", "colorless") and word not in fields:
            fields[word] = True
        elif word == "untapped" and "untapped" not in fields:
            fields["untapped"] = True
        elif word in _COLORS:
            colors.append(_COLORS[word])
        elif word in ("attacking", "blocking", "tapped", "unblocked", "blocked", "modified") or (
            word in ("equipped", "enchanted") and plural  # "equipped creatures you control"
        ):
            states.append(word)
        elif word in _CARD_TYPE_WORDS:
            types.append(_CARD_TYPE_WORDS[word])
        elif word.startswith("non") and word[3:].lstrip("-") in _CARD_TYPE_WORDS:
            not_types.append(_CARD_TYPE_WORDS[word[3:].lstrip("-")])
        elif word.startswith("non-") and word[4:] in _SUBTYPE:
            not_subtypes.append(_SUBTYPE[word[4:]])
        elif word == "nonbasic":
            fields["not_supertypes"] = ("Basic",)
        elif word == "nonlegendary":
            fields["nonlegendary"] = True
        elif word in ("legendary", "snow", "basic"):
            supertypes.append(word.capitalize())
        elif word == "face-down":  # a scenario's face-down permanents (708)
            states.append("face down")
        elif word in _SUBTYPE and not subtypes:
            subtypes.append(_SUBTYPE[word])
        else:
            return None
    if len(colors) > 1:
        return None
    if either and not plural:
        if colors != [_COLORS[either.group(1)]]:
            return None
        colors.append(_COLORS[either.group(2)])
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
    either = " or " in match.group("items") and " and/or " not in match.group("items")
    if plural == either:  # "Elves and/or Faeries" (plural) / "a Goblin or Orc" (singular)
        return None
    items = re.split(r",? and/or |,? and |,? or |, ", match.group("items"))
    table = _SUBTYPE if match.group("noun") or either else _SUBTYPE_PLURAL
    if not all(item in table for item in items):
        return None
    noun = (match.group("noun") or (" permanent" if either else " permanents")).strip()
    return match.group("pre") + noun, tuple(dict.fromkeys(table[item] for item in items))


def _plural_word(word: str) -> str:
    """``creature`` -> ``creatures``, ``Elf`` -> ``Elves``: the plural this module reads."""
    if word in _CARD_TYPE_WORDS:
        return word + "s"
    return next((form for form, name in _SUBTYPE_PLURAL.items() if name == word), word)


_ATTACHED = re.compile(
    r"(?:enchanted|equipped) (?:creature|permanent|artifact|land|planeswalker)|fortified land"
    r"|enchanted (?:Plains|Island|Swamp|Mountain|Forest)"
)


def _subject(text: str) -> _Subject | None:
    """Who a sentence is about: the source, what it is attached to, a target, or a group."""
    text = text.strip()
    first = text.split(" ")[0].rstrip(",")
    keep = first in _SUBTYPE or first in _SUBTYPE_PLURAL
    lowered = text if keep else text[:1].lower() + text[1:]
    if text == SELF:
        return _Subject(Filter(scope="self"), words="self")
    if _ATTACHED.fullmatch(lowered):
        return _Subject(Filter(scope="attached"), words=lowered)
    if lowered == "target spell or permanent":  # the layers model permanents (docs/CARDS.md)
        return _Subject(Filter(scope="target"), Filter(), lowered)
    match = re.fullmatch(
        r"target (creature|permanent) and all other \1s with the same name as that \1", lowered
    )
    if match:
        noun = {"types": ("Creature",)} if match.group(1) == "creature" else {}
        return _Subject(
            Filter(scope="all", same_name_as_target=True, **noun),
            Filter(**noun),
            lowered,
        )
    match = re.fullmatch(
        r"(?P<many>up to (?:one|two|three) |one or two |two |three |any number of |one or more )?"
        r"(?:another )?target (.+)",
        lowered,
    )
    if match:
        target_phrase, threshold = _strip_threshold(match.group(2))
        if target_phrase.endswith(" other than ~"):  # "target creature other than ~"
            target_phrase = target_phrase.removesuffix(" other than ~")
            threshold = {**threshold, "other": True}
        with_keyword = re.fullmatch(r"(.+?) with ([a-z ]+)", target_phrase)
        if with_keyword and (found := _keyword_list(with_keyword.group(2))) and len(found) == 1:
            target_phrase, threshold = with_keyword.group(1), {**threshold, "keywords": found}
        stripped = _strip_counter(target_phrase)
        if stripped is None:
            return None
        phrase, who = _controller(stripped[0])
        many = match.group("many") not in (None, "up to one ")
        fields = _noun_phrase(phrase, plural=many)
        if fields is None or "other" in fields:
            return None
        fields.update(threshold)  # (with "other" for "other than ~")
        if stripped[1] is not None:
            fields["counter"] = stripped[1]
        if "another target" in lowered:
            fields["other"] = True
        return _Subject(Filter(scope="target"), Filter(controller=who, **fields), lowered)
    if lowered.startswith("you and "):  # the player part is no characteristic (613.10)
        lowered = lowered.removeprefix("you and ")
    match = re.fullmatch(r"(each |all )?(.+)", lowered)
    assert match is not None
    quantifier, phrase = match.group(1) or "", match.group(2)
    fields = _group(phrase, plural=quantifier != "each ")
    if fields is None:
        return None
    return _Subject(Filter(scope="all", **fields), words=lowered)


_WITH_KEYWORDS = re.compile(r"(.+?)((?: you control)?) with (.+)")
_WITH_COUNTER = re.compile(
    r"(?P<head>.+?) with (?:an? |one or more )?(?:(?P<kind>[+-]1/[+-]1|[a-z-]+) )?counters? on "
    r"(?:it|them)"
)


def _counter_kind(kind: str | None) -> str | None:
    """``"+1/+1"`` / ``"oil"`` as a counter kind; ``None`` for a word that names no kind."""
    if kind is None:
        return "any"
    if kind in ("a", "an", "no", "one", "more", "or", "other", "the", "those", "each", "that"):
        return None
    return kind


def _strip_counter(phrase: str) -> tuple[str, str | None] | None:
    """``creatures you control with a +1/+1 counter on it`` -> the phrase and the kind."""
    match = _WITH_COUNTER.fullmatch(phrase)
    if match is None:
        return phrase, None
    kind = _counter_kind(match.group("kind"))
    if kind is None:
        return None
    return match.group("head"), kind


_CHOSEN_COLOR = re.compile(r"(.+?)((?: you control)?) of the chosen color((?: you control)?)")
_CHOSEN_TYPE = re.compile(
    r"(.+?)((?: you control)?) of the (?:chosen type|creature type of your choice)"
    r"((?: you control)?)"
)


_THRESHOLD = re.compile(
    r"(?P<rest>.+?)(?P<who>(?: you control| an opponent controls| you don't control)?) with "
    r"(?P<what>power|toughness|mana value) (?P<n>\d+) or (?P<dir>greater|less)"
)


def _strip_threshold(phrase: str) -> tuple[str, dict[str, object]]:
    """``creatures you control with power 2 or less`` -> the phrase without the
    threshold, and the Filter fields for it."""
    match = _THRESHOLD.fullmatch(phrase)
    if not match:
        return phrase, {}
    what = match.group("what").replace(" ", "_")
    bound = "at_least" if match.group("dir") == "greater" else "at_most"
    return match.group("rest") + match.group("who"), {f"{what}_{bound}": int(match.group("n"))}


def _relative_clause(text: str) -> dict[str, object] | None:
    """``a Wolf or a Werewolf`` / ``a Cat, Elemental, or Beast`` (any of the subtypes);
    ``enchanted`` / ``equipped`` / ``enchanted or equipped`` (a state, or either)."""
    states = re.fullmatch(r"(enchanted|equipped)(?: or (enchanted|equipped))?", text)
    if states:
        if states.group(2):
            return {"any_states": (states.group(1), states.group(2))}
        return {"states": (states.group(1),)}
    items = [re.sub(r"^an? ", "", item) for item in re.split(r",? or |, ", text)]
    if len(items) < 2 or not all(item in _SUBTYPE for item in items):
        return None
    return {"subtypes": tuple(_SUBTYPE[item] for item in items)}


def _group(phrase: str, plural: bool) -> dict[str, object] | None:
    """Filter fields (with ``controller``) for a group: ``other Elves you control``,
    ``creatures you control with flying``, ``creatures of the chosen type``."""
    phrase, extra = _strip_threshold(phrase)
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
    stripped = _strip_counter(phrase)
    if stripped is None:
        return None
    phrase, counter = stripped
    if counter is not None:
        extra["counter"] = counter
    match = re.fullmatch(r"(.+?)((?: you control)?) without ([a-z ]+)", phrase)
    if match:
        keywords = _keyword_list(match.group(3))
        if keywords is None or len(keywords) > 1:
            return None
        extra["not_keywords"] = keywords
        phrase = match.group(1) + match.group(2)
    match = _WITH_KEYWORDS.fullmatch(phrase)
    if match:
        keywords = _keyword_list(match.group(3))
        if keywords is None or any(not re.fullmatch(r"[a-z ]+", k) for k in keywords):
            return None
        if " and " not in match.group(3) and len(keywords) > 1:
            return None  # "with flying or reach" is an "any of" list; a filter needs all
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
    phrase, who = _controller(phrase)
    fields = _noun_phrase(phrase, plural)
    if fields is None:
        return None
    if "chosen_subtype" in extra and fields.get("subtypes"):
        return None
    return {**fields, **extra, "controller": who}


# --- Predicates ---------------------------------------------------------------------------

_NUMBER = r"([+-]\d+)"
_TYPE_SPEC = re.compile(
    r"(?:an? )?(?:(?P<pt>\d+)/(?P<pt2>\d+) )?(?P<words>[A-Za-z' -]+?)"
    r"(?: with base power and toughness (?P<bp>\d+)/(?P<bt>\d+))?"
    r"(?P<addition> in addition to (?:its|their) other (?:colors and )?(?:creature |land )?types)?"
    r"(?: with (?P<with>[a-z \",()]+))?"
)


#: 205.1b: "that's still a land" keeps the object's card types, subtypes and supertypes.
_STILL = (
    r"(?:that's still an? (?:land|artifact|enchantment|planeswalker)"
    r"|that are still (?:lands|artifacts|enchantments))"
)


def _type_words(words: str) -> tuple[list[Color], list[str], list[str], bool] | None:
    """``black Zombie artifact creature`` -> colors, card types, subtypes."""
    colors: list[Color] = []
    types: list[str] = []
    subtypes: list[str] = []
    colorless = False
    for word in words.replace(" and ", " ").split():
        if word in _COLORS:
            colors.append(_COLORS[word])
        elif word == "colorless":
            colorless = True
        elif word in _CARD_TYPE_WORDS:
            types.append(_CARD_TYPE_WORDS[word])
        elif word in _CARD_TYPE_PLURALS:
            types.append(_CARD_TYPE_PLURALS[word])
        elif word in _SUBTYPE:
            subtypes.append(_SUBTYPE[word])
        elif word in _SUBTYPE_PLURAL:
            subtypes.append(_SUBTYPE_PLURAL[word])
        else:
            return None
    return colors, types, subtypes, colorless


def _is_clause(clause: str) -> list[EffectSpec] | None:
    """``is a black Zombie``, ``are Mountains``, ``becomes a 3/3 Elemental creature``..."""
    if re.fullmatch(
        r"(?:is|are) every basic land type in addition to (?:its|their) other types", clause
    ):
        return [TypeEffect(mode="add", all_basic_land_types=True)]
    clause = re.sub(  # "a 4/4 creature with deathtouch in addition to its other types"
        r"^(.+?) (with .+?) (in addition to (?:its|their) other (?:creature )?types)$",
        r"\1 \3 \2",
        clause,
    )
    match = re.fullmatch(r"(?:is|are|becomes?|become) (.+?)(?P<still>,? " + _STILL + ")?", clause)
    if not match:
        return None
    spec = _TYPE_SPEC.fullmatch(match.group(1))
    if not spec:
        return None
    parsed = _type_words(spec.group("words"))
    if parsed is None:
        return None
    colors, types, subtypes, colorless = parsed
    if not (colors or types or subtypes or colorless):
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
        # ("in addition to its other types", "it's still a land": see _effect_sentences)
        effects.append(
            TypeEffect(
                mode="add" if add else "set",
                types=tuple(types),
                subtypes=tuple(subtypes),
                lose_other_card_types=bool(types) and not add and not artifact_creature,
            )
        )
    if colorless:
        effects.append(ColorEffect(mode="colorless"))
    elif colors:
        effects.append(ColorEffect(mode="add" if add_colors else "set", colors=tuple(colors)))
    for pt, pt2 in ((spec.group("pt"), spec.group("pt2")), (spec.group("bp"), spec.group("bt"))):
        if pt is not None:
            effects.append(SetPowerToughness(power=int(pt), toughness=int(pt2)))
    if spec.group("with") == "power and toughness each equal to its mana value":
        value = Formula(of="own_mana_value")  # March of the Machines: a base P/T (613.4b)
        return [*effects, SetPowerToughness(power=value, toughness=value)] if types else None
    if spec.group("with"):
        if not types or not {"creature", "creatures"} & set(spec.group("words").split()):
            return None  # "with" belongs to a creature it becomes, nothing else
        granted = _clause("has " + spec.group("with"))
        if granted is None:
            return None
        effects.extend(granted)
    return effects


def _clause(clause: str) -> list[EffectSpec] | None:
    clause = clause.strip()
    match = re.fullmatch(r"gets? (?:an additional )?" + _NUMBER + "/" + _NUMBER, clause)
    if match:
        return [ModifyPowerToughness(power=int(match.group(1)), toughness=int(match.group(2)))]
    match = re.fullmatch(r"gets? ([+-](?:\d+|X))/([+-](?:\d+|X))", clause)
    if match:
        # X: the value chosen for X as the spell was cast or the ability activated (107.3);
        # _ability_from keeps it only where a cost has X in it
        return [
            ModifyPowerToughness(
                power=_x_amount(match.group(1)), toughness=_x_amount(match.group(2))
            )
        ]
    if re.fullmatch(r"(?:has|have) base power and toughness X/X", clause):
        x = Formula(of="chosen_x")  # X chosen by a cost; _ability_from checks there is one
        return [SetPowerToughness(power=x, toughness=x)]
    match = re.fullmatch(r"(?:has|have) base power and toughness (\d+)/(\d+)", clause)
    if match:
        return [SetPowerToughness(power=int(match.group(1)), toughness=int(match.group(2)))]
    match = re.fullmatch(r"(?:has|have) base (power|toughness) (\d+)", clause)
    if match:  # one of the two (613.4b)
        return [SetPowerToughness(**{match.group(1): int(match.group(2))})]
    match = re.fullmatch(
        r"(?:has|have) base power and base toughness each equal to (?:its|their) mana value",
        clause,
    )
    if match:
        value = Formula(of="own_mana_value")
        return [SetPowerToughness(power=value, toughness=value)]
    match = re.fullmatch(r"(?:has|have) base power (\d+) or base toughness (\d+)", clause)
    if match and match.group(1) == match.group(2):
        # one of the two, chosen as it resolves: the scenario names it ("[power 1]")
        return [SetPowerToughness(chosen_one=True)]
    if re.fullmatch(r"(?:is|are) every creature type|gains? all creature types", clause):
        return [TypeEffect(mode="add", all_creature_types=True)]  # 205.3m, like changeling
    if re.fullmatch(r"loses? all abilities", clause):
        return [AbilityEffect(mode="lose_all")]
    if re.fullmatch(r"loses? all other abilities", clause):
        return [AbilityEffect(mode="lose_all_other")]
    match = re.fullmatch(r"loses? (.+)", clause)
    if match and not match.group(1).startswith("all "):  # "loses flying"
        lost = _keyword_list(match.group(1))
        return [AbilityEffect(mode="lose", keywords=lost)] if lost else None
    match = re.fullmatch(
        r"(?:is|are|becomes?|become) the (creature type|color) of (?:your|its controller's) "
        r"choice|(?:is|are|becomes?|become) (?:the chosen|that) (type|color)"
        r"(?P<also> in addition to (?:its|their) other "
        r"(?:creature )?(?:types|colors))?",
        clause,
    )
    if match:
        if (match.group(1) or match.group(2)) == "color":
            return [ColorEffect(mode="add" if match.group("also") else "set", chosen_color=True)]
        return [TypeEffect(mode="add" if match.group("also") else "set", chosen_subtype=True)]
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
            found = _keyword_list(rest) if rest else ()
            if found is None or '"' in rest:
                return None
            return [AbilityEffect(keywords=found, protection_from_chosen_color=True)]
        quotes = re.findall(r"\"([^\"]+)\"", granted)  # already masked
        rest = re.sub(r"(?:,? and |, )?\"[^\"]+\"", "", granted).strip()
        keywords = _keyword_list(rest) if rest else ()
        if keywords is None or not (keywords or quotes):
            return None
        return [AbilityEffect(keywords=keywords, granted=tuple(quotes))]
    return _is_clause(clause)


def _x_amount(word: str) -> Formula | int:
    if "X" not in word:
        return int(word)
    return Formula(of="chosen_x", times=-1 if word.startswith("-") else 1)


def _reads_own_pt(reading: _Reading) -> bool:
    return any(
        isinstance(amount, Formula) and amount.of in ("its_power", "its_toughness")
        for effect in reading.effects
        for amount in (getattr(effect, "power", None), getattr(effect, "toughness", None))
    )


def _uses_x(reading: _Reading) -> bool:
    return any(
        isinstance(amount, Formula) and amount.of == "chosen_x"
        for effect in reading.effects
        for amount in (getattr(effect, "power", None), getattr(effect, "toughness", None))
    )


def _quoted_summary(ability: str) -> str:
    if re.match(r"(?:When|Whenever|At)\b", ability):
        return "a triggered ability (quoted on the card)"
    colon = _outside_quotes_colon(ability)
    if colon > 0:
        if re.match(r"\s*Add\b", ability[colon + 1 :]):
            return "a mana ability (quoted on the card)"
        return "an activated ability (quoted on the card)"
    return "a static ability (quoted on the card)"


def _predicate(text: str) -> list[EffectSpec] | None:
    """Clauses joined by "and" or commas, each read completely."""
    text = text.strip()
    if _clause(text) is not None:
        return _clause(text)
    # split at " and " / ", " boundaries that start a new verb
    pieces = re.split(
        r",? and (?=(?:gets?|has|have|gains?|gain|loses?|lose|is|are|becomes?)\b)"
        r"|, (?=(?:gets?|has|have|gains?|gain|loses?|lose|is|are|becomes?)\b)",
        text,
    )
    if len(pieces) < 2:
        return None
    effects: list[EffectSpec] = []
    for piece in pieces:
        parsed = _clause(piece)
        if parsed is None:
            return None
        effects.extend(parsed)
    return effects


_VERB = re.compile(r" (?=(?:gets?|has|have|gains?|gain|loses?|lose|is|are|becomes?|become) )")


# --- Sentences ----------------------------------------------------------------------------


@dataclass
class _Reading:
    subject: _Subject
    effects: list[EffectSpec]
    duration: str | None = None
    condition: Condition | None = None
    cda: bool = False
    choice: str | None = None
    #: The sentence also restricts attacking or blocking (described, not modelled).
    restricted: bool = False
    #: "~ becomes a copy of target creature": a copy effect the ability creates as it
    #: resolves (the scenario names the original with ``-> Name`` or ``[copy: Name]``).
    becomes_copy: bool = False


_CONDITION = re.compile(
    r"(?P<who>~|enchanted (?:creature|permanent|artifact|land)|equipped creature|it)"
    r"(?: is|'s) (?:an? )?(?P<what>[A-Za-z -]+)"
)
_SUPERTYPE_WORDS = {"legendary": "Legendary", "basic": "Basic", "snow": "Snow"}


def _what_it_is(words: str) -> dict[str, tuple[object, ...]] | None:
    """``white or blue`` / ``legendary`` / ``a Human`` / ``basic Mountain`` / ``artifact
    creature``: Condition fields for what the subject is (colors and subtypes: any of them)."""
    either = [w.strip() for w in words.split(" or ")]
    if len(either) > 1:
        if all(w in _COLORS for w in either):
            return {"colors": tuple(_COLORS[w] for w in either)}
        if all(w in _SUBTYPE for w in either):
            return {"subtypes": tuple(_SUBTYPE[w] for w in either)}
        return None
    fields: dict[str, list[object]] = {"colors": [], "types": [], "subtypes": [], "supertypes": []}
    for word in words.split():
        if word in _COLORS:
            fields["colors"].append(_COLORS[word])
        elif word in _CARD_TYPE_WORDS:
            fields["types"].append(_CARD_TYPE_WORDS[word])
        elif word in _SUPERTYPE_WORDS:
            fields["supertypes"].append(_SUPERTYPE_WORDS[word])
        elif word in _SUBTYPE:
            fields["subtypes"].append(_SUBTYPE[word])
        else:
            return None
    if len(fields["colors"]) > 1 or len(fields["subtypes"]) > 1:
        return None  # "white and blue" / two subtypes: all of them, which Condition can't say
    return {key: tuple(value) for key, value in fields.items() if value}


_FORMULAS = {
    "its power": "its_power",
    "its toughness": "its_toughness",
    "the number of swamps you control": "swamps_you_control",
    "your life total": "your_life_total",
    "the number of cards in your hand": "cards_in_hand",
    "the number of card types among cards in all graveyards": "card_types_in_graveyards",
    "the number of card types among cards in your graveyard": "card_types_in_your_graveyard",
    "the total mana value of other creatures you control": (
        "mana_value_of_other_creatures_you_control"
    ),
}


_NUMBER_WORDS = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10,
}  # fmt: skip
_CONTROLS = re.compile(
    r"(?P<who>you control|an opponent controls|any player controls|no opponent controls"
    r"|you don't control) "
    r"(?:(?P<one>an? |another )|(?P<none>no )|exactly (?P<exact>one|two|three|four) "
    r"|(?P<n>two|three|four|five|six|seven|eight|nine|ten) or more (?P<other>other )?"
    r"|at least (?P<n2>two|three|four|five|six|seven|eight|nine|ten) (?P<other2>other )?)"
    r"(?P<what>.+)"
)
_STATES = (
    "attacking|blocking|tapped|untapped|equipped|enchanted|monstrous|renowned|modified"
    "|entered this turn"
)
_STATE_CONDITION = re.compile(
    rf"(?P<who>~|it|enchanted creature|equipped creature) is (?P<state>{_STATES})"
    rf"|it's (?P<state2>{_STATES})|(?:it|~) (?P<state3>entered this turn)"
)


_COUNT_WORDS = {"a": 1, "an": 1, "one": 1, **_NUMBER_WORDS, "ten": 10}
_TURN_CONDITION = {"it's your turn": True, "it's not your turn": False}
_EXACT_COUNTERS = re.compile(
    r"there (?:is|are) exactly (?P<n>one|two|three|four|five|six|seven|eight) "
    r"(?P<kind>[+-]1/[+-]1|[a-z-]+) counters? on ~"
)
_COUNTER_CONDITION = re.compile(
    r"(?P<who>~|it|enchanted creature|equipped creature) has "
    r"(?:(?P<one>an? )|(?P<n>one|two|three|four|five|six|seven|eight|ten) or (?P<dir>more|fewer) )"
    r"(?:(?P<kind>[+-]1/[+-]1|[a-z-]+) )?counters? on it"
)
_GRAVEYARD_CONDITION = re.compile(
    r"(?:(?P<n>two|three|four|five|six|seven|eight) or more (?P<what>.*?)cards are in your "
    r"graveyard"
    r"|there (?:are|is|'s) (?:(?P<n2>two|three|four|five|six|seven|eight) or more |an? )"
    r"(?P<what2>.*?)cards? in your graveyard"
    r"|an? (?P<what3>.+?) card is in your graveyard)"
)


def _graveyard_filter(words: str) -> Filter | None:
    """``creature`` / ``noncreature, nonland`` / ``Elf`` / ``permanent`` / ``green creature``:
    the card characteristics of cards in a graveyard (types, subtypes, colors only)."""
    types: list[str] = []
    not_types: list[str] = []
    subtypes: list[str] = []
    colors: list[Color] = []
    card_types = {**_CARD_TYPE_WORDS, "instant": "Instant", "sorcery": "Sorcery"}
    either = re.fullmatch(r"instant (?:and|or|and/or) sorcery", words.strip())
    if either:  # a card with either type (Enigma Drake's count)
        return Filter(any_types=("Instant", "Sorcery"))
    for word in words.replace(",", " ").split():
        if word in card_types and not types:
            types.append(card_types[word])
        elif word.startswith("non") and word[3:] in card_types:
            not_types.append(card_types[word[3:]])
        elif word == "permanent" and not types:
            not_types.extend(("Instant", "Sorcery"))
        elif word in _COLORS and not colors:
            colors.append(_COLORS[word])
        elif word in _SUBTYPE and not subtypes:
            subtypes.append(_SUBTYPE[word])
        else:
            return None
    return Filter(
        types=tuple(types),
        not_types=tuple(dict.fromkeys(not_types)),
        subtypes=tuple(subtypes),
        colors=tuple(colors),
    )


_CARD_TYPES_CONDITION = re.compile(
    r"there are (two|three|four|five|six|seven|eight) or more card types among cards in your "
    r"graveyard"
)


_LIFE_CONDITION = re.compile(r"you have (\d+) or (more|less) life")
_HAND_CONDITION = re.compile(
    r"you have (?:no|(two|three|four|five|six|seven|eight) or more|(one|two) or fewer) "
    r"cards? in hand"
)


_DESIGNATION_CONDITION = {
    "you have the city's blessing": "city's blessing",
    "you're the monarch": "monarch",
    "you are the monarch": "monarch",
    "you have the initiative": "initiative",
    "you've completed a dungeon": "completed a dungeon",
}


_OPPONENT_CONDITION = re.compile(
    r"an opponent has (?:(?P<life>\d+) or less life"
    r"|(?P<cards>\w+) or more cards in their graveyard"
    r"|(?P<poison>\w+) or more poison counters)"
)


def _condition(text: str) -> Condition | None:
    both = re.fullmatch(r"(.+?) and (.+)", text)
    if both and (first := _condition(both.group(1))) and (second := _condition(both.group(2))):
        # "you have 30 or more life and an opponent has 10 or less life": both must hold
        if not (_about_the_board(first) and _about_the_board(second)):
            return None  # "it's blocking and ...": whose "it" is the sentence's to say
        one = first.model_dump(exclude_defaults=True)
        two = second.model_dump(exclude_defaults=True)
        if one.keys() & two.keys() - {"subject"} or first.subject != second.subject:
            return None
        return Condition(**{**one, **two})
    if opponent := _OPPONENT_CONDITION.fullmatch(text):
        if opponent["life"]:
            return Condition(subject="self", opponent_life_at_most=int(opponent["life"]))
        words = opponent["cards"] or opponent["poison"]
        number = int(words) if words.isdigit() else _COUNT_WORDS.get(words)
        if number is None:
            return None
        field = "opponent_graveyard_at_least" if opponent["cards"] else "opponent_poison_at_least"
        return Condition(subject="self", **{field: number})
    if text in _DESIGNATION_CONDITION:
        return Condition(subject="self", designation=_DESIGNATION_CONDITION[text])
    if text == "~ remains tapped":  # the source was tapped to pay for it: while it stays so
        return Condition(subject="self", states=("tapped",))
    if text == "~ is paired with another creature":
        return Condition(subject="self", states=("paired",))
    if text == "you control your commander":
        return Condition(subject="self", controls=Filter(controller="you", commander=True))
    if text in _TURN_CONDITION:
        return Condition(subject="self", your_turn=_TURN_CONDITION[text])
    if match := _LIFE_CONDITION.fullmatch(text):
        bound = "life_at_least" if match.group(2) == "more" else "life_at_most"
        return Condition(subject="self", **{bound: int(match.group(1))})
    if match := _HAND_CONDITION.fullmatch(text):
        if match.group(2) is not None:
            return Condition(subject="self", hand_at_most=_COUNT_WORDS[match.group(2)])
        if match.group(1) is None:
            return Condition(subject="self", hand_at_most=0)
        return Condition(subject="self", hand_at_least=_NUMBER_WORDS[match.group(1)])
    if match := _CARD_TYPES_CONDITION.fullmatch(text):
        return Condition(
            subject="self", card_types_in_graveyard_at_least=_NUMBER_WORDS[match.group(1)]
        )
    if attached := re.fullmatch(
        r"(two|three|four) or more (Equipment|Auras) are attached to it", text
    ):  # the subject is the sentence's ("it"): see _read_sentence
        subtype = "Equipment" if attached.group(2) == "Equipment" else "Aura"
        return Condition(
            subject="self",
            attached=Filter(subtypes=(subtype,)),
            attached_at_least=_COUNT_WORDS[attached.group(1)],
        )
    if exact := _EXACT_COUNTERS.fullmatch(text):
        kind, number = _counter_kind(exact.group("kind")), _COUNT_WORDS[exact.group("n")]
        if kind is None:
            return None
        return Condition(
            subject="self", counter=kind, counters_at_least=number, counters_at_most=number
        )
    match = _COUNTER_CONDITION.fullmatch(text)
    if match:
        kind = _counter_kind(match.group("kind"))
        if kind is None:
            return None
        subject = "attached" if match.group("who").endswith("creature") else "self"
        number = 1 if match.group("one") else _COUNT_WORDS[match.group("n")]
        if match.group("dir") == "fewer":
            return Condition(
                subject=subject, counter=kind, counters_at_least=0, counters_at_most=number
            )
        return Condition(subject=subject, counter=kind, counters_at_least=number)
    match = _GRAVEYARD_CONDITION.fullmatch(text)
    if match:
        what = match.group("what") or match.group("what2") or match.group("what3") or ""
        amount = match.group("n") or match.group("n2")
        rule = _graveyard_filter(what.removesuffix(" "))
        if rule is None:
            return None
        return Condition(
            subject="self",
            graveyard=rule,
            graveyard_at_least=_NUMBER_WORDS[amount] if amount else 1,
        )
    match = _CONTROLS.fullmatch(text)
    if match:
        return _controls_condition(match)
    match = _STATE_CONDITION.fullmatch(text)
    if match:
        who = match.group("who")
        subject = "attached" if who and who.endswith("creature") else "self"
        state = match.group("state") or match.group("state2") or match.group("state3")
        return Condition(subject=subject, states=(state,))
    match = _CONDITION.fullmatch(text)
    if not match:
        return None
    who = "self" if match.group("who") in (SELF, "it") else "attached"
    what = _what_it_is(match.group("what"))
    if not what:
        return None
    return Condition(subject=who, **what)


def _controls_condition(match: re.Match[str]) -> Condition | None:
    """ "you control two or more artifacts" / "no opponent controls a white creature" /
    "you control exactly one creature": how many permanents some player controls."""
    who_words, exact = match.group("who"), match.group("exact")
    count_word = match.group("n") or match.group("n2")
    plural = count_word is not None or match.group("none") is not None
    plural = plural or (exact is not None and exact != "one")
    what, threshold = _strip_threshold(match.group("what"))
    fields = _noun_phrase(what, plural)
    if fields is None or fields.get("other"):
        return None
    fields.update(threshold)
    if match.group("one") == "another " or match.group("other") or match.group("other2"):
        fields["other"] = True
    negated = match.group("none") is not None or who_words in ("no opponent controls",
                                                               "you don't control")  # fmt: skip
    if negated and (match.group("none") is not None) == (who_words != "you control"):
        return None  # "no opponent controls no ...": not a sentence we expect
    if negated:
        at_least, at_most = 0, 0
    elif exact is not None:
        at_least = at_most = _COUNT_WORDS[exact]
    else:
        at_least, at_most = (_NUMBER_WORDS[count_word] if count_word else 1), None
    who = {"you control": "you", "you don't control": "you", "any player controls": None}.get(
        who_words, "opponent"
    )
    return Condition(
        subject="self", controls=Filter(controller=who, **fields), at_least=at_least,
        at_most=at_most,
    )  # fmt: skip


def _formula(text: str) -> Formula | None:
    """A count, also "twice <count>" and "<count> plus N" / "N plus <count>"."""
    greatest = re.fullmatch(r"the greatest (mana value|power) among (.+)", text)
    if greatest:
        fields = _group(greatest.group(2), plural=True)
        if fields is None:
            return None
        of = "greatest_power" if greatest.group(1) == "power" else "greatest_mana_value"
        return Formula(of=of, count=Filter(**fields))
    match = re.fullmatch(r"twice (.+)|(\d+) plus (.+)|(.+?) plus (\d+)", text)
    if match:
        inner = _formula(match.group(1) or match.group(3) or match.group(4))
        if inner is None or inner.times != 1 or inner.plus:
            return None
        if match.group(1):
            return inner.model_copy(update={"times": 2})
        return inner.model_copy(update={"plus": int(match.group(2) or match.group(5))})
    key = text.casefold()
    if key in _FORMULAS:
        return Formula(of=_FORMULAS[key])
    match = re.fullmatch(r"your devotion to (\w+)(?: and (\w+))?", text)
    if match:
        words = [w for w in match.groups() if w]
        if not all(w in _COLORS for w in words):
            return None
        return Formula(of="devotion", devotion_to=tuple(_COLORS[w] for w in words))
    match = re.fullmatch(r"the number of (.+)", text)
    if match:
        return _count(match.group(1), plural=True)
    return None


def _count(phrase: str, plural: bool) -> Formula | None:
    """``artifacts you control`` / ``other Elves you control`` / ``creatures on the
    battlefield``: a count of permanents (never cards in a hand or graveyard)."""
    if phrase in ("card in your hand", "cards in your hand"):
        return Formula(of="cards_in_hand")
    phrase = phrase.replace(" on the battlefield with ", " with ")
    if re.fullmatch(r"basic land types? among lands you control", phrase):
        return Formula(of="basic_land_types")
    if phrase == "of its colors":
        return Formula(of="colors_of_it")
    if re.fullmatch(r"face-down creatures? on the battlefield", phrase):
        return Formula(of="face_down_creatures")
    among = re.fullmatch(r"colors? among (.+)", phrase)
    if among and (fields := _group(among.group(1), plural=True)) is not None:
        return Formula(of="colors_among", count=Filter(**fields))
    match = re.fullmatch(
        r"(?:(?P<kind>[+-]1/[+-]1|[a-z-]+) )?counters? on (?:it|~)"
        r"|(?P<what>.*?)cards? in (?P<whose>your graveyard|all graveyards)"
        r"|(?P<attached>Auras?|Equipment|Roles?|Auras? and Equipment) attached to (?:it|~)",
        phrase,
    )
    if match and match.group("attached"):
        names = match.group("attached").replace(" and ", " ").split()
        subtypes = tuple(dict.fromkeys(_SUBTYPE_PLURAL.get(n, n) for n in names))
        return Formula(of="attached_to_it", count=Filter(subtypes=subtypes))
    if match and match.group("whose"):
        rule = _graveyard_filter(match.group("what").strip())
        if rule is None:
            return None
        whose = "you" if match.group("whose") == "your graveyard" else "all"
        return Formula(
            of="cards_in_graveyard", count=None if rule == Filter() else rule, whose=whose
        )
    if match:
        kind = _counter_kind(match.group("kind"))
        if kind is None:
            return None
        return Formula(of="counters_on_it", counter=None if kind == "any" else kind)
    phrase = phrase.removesuffix(" on the battlefield")
    fields = _group(phrase, plural)
    if fields is None:
        return None
    return Formula(of="permanents", count=Filter(**fields))


_FOR_EACH = re.compile(
    r"(?P<head>.+? gets?) (?P<p>[+-]\d+)/(?P<t>[+-]\d+)(?P<eot> until end of turn)?"
    r" for each (?P<what>.+?)(?P<eot2> until end of turn)?"
)
_WHERE_X = re.compile(
    r"(?P<head>.+? gets?) (?P<p>[+-]X|[+-]\d+)/(?P<t>[+-]X|[+-]\d+)(?P<eot> until end of turn)?"
    r", where X is (?P<what>.+)"
)


def _on_source_amounts(
    counted: tuple[str, Formula, Formula | int, Formula | int], on_source: Formula
) -> tuple[Formula | int, Formula | int]:
    """The power and toughness amounts with their count moved onto the source."""
    power, toughness = counted[2], counted[3]
    return tuple(  # type: ignore[return-value]
        amount.model_copy(update={"of": on_source.of}) if isinstance(amount, Formula) else amount
        for amount in (power, toughness)
    )


def _formula_pt(text: str) -> tuple[str, Formula, Formula | int, Formula | int] | None:
    """The head ("~ gets"), the count, and the power and toughness amounts of a
    "for each" or "where X is" pump; ``None`` unless every part is read."""
    match = _FOR_EACH.fullmatch(text)
    per_count = match is not None  # "+1/+0 for each": every number is per counted thing
    if match:
        if match.group("eot") and match.group("eot2"):
            return None
        formula = _count(match.group("what"), plural=False)
        eot = bool(match.group("eot") or match.group("eot2"))
    else:
        match = _WHERE_X.fullmatch(text)
        if not match:
            return None
        formula = _formula(match.group("what"))
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


#: CR 612: a text-changing effect on one target (a spell target is read as a permanent).
_TEXT_CHANGE = re.compile(
    r"change the text of (?P<target>target [a-z ]+?) by replacing all instances of "
    r"(?P<words>one color word with another(?: or one basic land type with another)?"
    r"|one basic land type with another)(?P<eot> until end of turn)?"
)


#: "+X/+Y, where X is the exiled card's power and Y is its toughness": the card this
#: permanent's linked ability exiled (607.2a), which a scenario names with ``[exile: Name]``.
_EXILED_CARD_PT = re.compile(
    r"(?P<head>.+?) gets? \+X/\+(?P<toughness>X|Y|0)(?P<eot> until end of turn)?, where X is "
    r"(?:the exiled (?:creature )?card's power|the power of the exiled (?:creature )?card)"
    r"(?P<y> and Y is its toughness)?"
)


def _exiled_card_pt(text: str) -> _Reading | None:
    """``~ gets +X/+Y, where ...``: the exiled card's power (and toughness) as amounts."""
    match = _EXILED_CARD_PT.fullmatch(text)
    if match is None or (match.group("toughness") == "Y") != bool(match.group("y")):
        return None
    subject = _subject(match.group("head"))
    if subject is None:
        return None
    power = Formula(of="exiled_power")
    toughness = {"X": power, "Y": Formula(of="exiled_toughness"), "0": 0}[match.group("toughness")]
    return _Reading(
        subject,
        [ModifyPowerToughness(power=power, toughness=toughness)],
        "end_of_turn" if match.group("eot") else None,
        choice="exile",
    )


#: 707.9b: "Create a token that's a copy of it, except it's a 4/4 black Zombie".
_TOKEN_COPY = re.compile(
    r"create a token that's a copy of (?P<original>it|that card|the exiled card)"
    r"(?:, except it's (?P<spec>.+?)(?P<addition> in addition to its other (?:creature )?types)?)?"
)
_COPY_EXCEPTION = re.compile(
    r"(?:an? )?(?:(?P<power>\d+)/(?P<toughness>\d+) ?)?(?P<words>[A-Za-z ]*)"
)


def _copy_exceptions(text: str) -> CopyEffect | None:
    """ "it's a Shapeshifter in addition to its other types, it isn't legendary, and it has
    haste": the exceptions of a copy effect (707.9b), or ``None`` if any is not read."""
    fields: dict[str, object] = {}
    text = re.sub(r"\b(?:he's|she's)\b", "it's", text)
    text = re.sub(r"\b(?:his|her)\b", "its", text)
    for part in re.split(r",? and (?=it|its|is|has)|, (?=it|its|is|has)", text):
        part = re.sub(r"^(?:it's|it is)", "is", part.strip())
        part = re.sub(r"^it has", "has", part)
        quoted = re.fullmatch(r"has \"([^\"]+)\"", part)
        sized = re.fullmatch(r"is (\d+)/(\d+)", part)
        if quoted:  # a quoted ability it has too (already summarised by _mask_quotes)
            fields["extra_granted"] = (*fields.get("extra_granted", ()), quoted.group(1))  # type: ignore[misc]
        elif sized:
            fields["except_power"], fields["except_toughness"] = int(sized[1]), int(sized[2])
        elif part in ("is not legendary", "isn't legendary", "is nonlegendary"):
            fields["not_legendary"] = True
        elif part == "its name is ~":
            fields["keeps_name"] = True
        elif added := re.fullmatch(
            r"is an? (.+?) in addition to its other (?:creature )?types", part
        ):
            words = _type_words(added.group(1))
            if words is None or words[0] or words[3] or not (words[1] or words[2]):
                return None
            fields["extra_types"], fields["extra_subtypes"] = tuple(words[1]), tuple(words[2])
        elif granted := re.fullmatch(r"has (.+)", part):
            keywords = _keyword_list(granted.group(1))
            if not keywords:
                return None
            fields["extra_keywords"] = keywords
        else:
            return None
    return CopyEffect(**fields)


def _token_copy(text: str, previous: _Subject | None) -> _Reading | None:
    """A token copy of the card the ability exiled (the scenario's ``[copy: Name]``), with
    the exceptions :class:`CopyEffect` can say: P/T, colors, creature types."""
    match = _TOKEN_COPY.fullmatch(text)
    if match is None:
        return None
    exiled = previous if previous is not None and previous.words == _EXILED_CARD_WORDS else None
    if exiled is None and match.group("original") != "the exiled card":
        return None
    made = exiled.target if exiled is not None and exiled.target else Filter()
    subject = _Subject(Filter(scope="made"), made, "what it made")
    if match.group("spec") is None:
        return _Reading(subject, [CopyEffect(token=True)], choice="copy")
    spec = _COPY_EXCEPTION.fullmatch(match.group("spec"))
    words = _type_words(spec.group("words")) if spec else None
    if spec is None or words is None:
        return None
    colors, types, subtypes, colorless = words
    if types or (match.group("addition") and (colors or colorless or not subtypes)):
        return None
    copy = CopyEffect(
        token=True,
        except_power=int(spec.group("power")) if spec.group("power") else None,
        except_toughness=int(spec.group("toughness")) if spec.group("toughness") else None,
        except_colors=tuple(colors) if colors or colorless else None,
        except_subtypes=tuple(subtypes) if subtypes and not match.group("addition") else None,
        extra_subtypes=tuple(subtypes) if match.group("addition") else (),
    )
    return _Reading(subject, [copy], choice="copy")


def _special(sentence: str, previous: _Subject | None) -> _Reading | None:
    """Templates whose subject is not at the start of the sentence."""
    lowered = sentence[:1].lower() + sentence[1:]
    match = re.fullmatch(
        r"switch (?:the power and toughness of (?:each of )?(.+?)|(.+?)'s? power and toughness)"
        r"( until end of turn)?",
        lowered,
    )
    if match:
        subject = _subject(match.group(1) or match.group(2))
        if subject is None:
            return None
        return _Reading(
            subject, [SwitchPowerToughness()], "end_of_turn" if match.group(3) else None
        )
    match = _TEXT_CHANGE.fullmatch(lowered)
    if match:
        target = match.group("target")
        subject = (
            _Subject(Filter(scope="target"), Filter(), "target spell or permanent")
            if target == "target spell or permanent"
            else _subject(target)
        )
        if subject is None or subject.affects.scope != "target":
            return None
        words = match.group("words")
        kind = {
            "one color word with another": "color",
            "one basic land type with another": "basic_land_type",
            "one color word with another or one basic land type with another": (
                "color_or_basic_land_type"
            ),
        }[words]
        return _Reading(
            subject, [TextChangeEffect(words=kind)], "end_of_turn" if match.group("eot") else None
        )
    match = re.fullmatch(r"untap (.+?) and gain control of it( until end of turn)?", lowered)
    if match:
        subject = _subject(match.group(1))
        if subject is None or subject.affects.scope != "target":
            return None
        return _Reading(subject, [ControlEffect()], "end_of_turn" if match.group(2) else None)
    match = re.fullmatch(
        r"(?:you )?gain control of (.+?)(?: and (?:it|they) (gains? .+?))?( until end of turn)?",
        lowered,
    )
    if match:
        subject = _subject(match.group(1)) or _anaphor(match.group(1), previous)
        if subject is None or subject.affects.scope == "self":
            return None
        effects: list[EffectSpec] = [ControlEffect()]
        if match.group(2):  # "gain control of target creature and it gains haste"
            more = _predicate(match.group(2))
            if more is None:
                return None
            effects.extend(more)
        return _Reading(subject, effects, "end_of_turn" if match.group(3) else None)
    match = re.fullmatch(r"(?:target|an) opponent gains control of (.+?)", lowered)
    if match:  # two players: the other one gains control
        subject = _subject(match.group(1))
        if subject is None or subject.affects.scope not in ("self", "target"):
            return None
        return _Reading(subject, [ControlEffect(to_opponent=True)])
    match = re.fullmatch(r"you control (enchanted (?:creature|permanent|artifact|land))", lowered)
    if match:
        return _Reading(_Subject(Filter(scope="attached")), [ControlEffect()])
    match = re.fullmatch(
        r"~'s power and toughness are each equal to (.+?)"
        r"|~'s power is equal to (.+?) and its toughness is equal to that number plus (\d+)",
        lowered,
    )
    if match:
        amount = _formula(match.group(1) or match.group(2))
        if amount is None:
            return None
        plus = int(match.group(3) or 0)
        toughness = amount.model_copy(update={"plus": plus}) if plus else amount
        return _Reading(
            _Subject(Filter(scope="self")),
            [CdaPowerToughness(power=amount, toughness=toughness)],
            cda=True,
        )
    if lowered == (
        "~'s power is equal to the total power of the exiled cards and its toughness is equal to"
        " their total toughness"
    ):
        return _Reading(
            _Subject(Filter(scope="self")),
            [
                CdaPowerToughness(
                    power=Formula(of="exiled_power"), toughness=Formula(of="exiled_toughness")
                )
            ],
            cda=True,
        )
    if exiled := _exiled_card_pt(lowered):
        return exiled
    match = re.fullmatch(r"~'s (power|toughness) is equal to (.+?)", lowered)
    if match:
        amount = _formula(match.group(2))
        if amount is None:
            return None
        spec = (
            CdaPowerToughness(power=amount)
            if match.group(1) == "power"
            else CdaPowerToughness(toughness=amount)
        )
        return _Reading(_Subject(Filter(scope="self")), [spec], cda=True)
    match = re.fullmatch(
        r"you may have ~ enter(?: the battlefield)?(?: tapped)? as a copy of (?:any|an?|another)"
        r" (.+?)(?: on the battlefield)?(?:, except (.+))?",
        lowered,
    )
    if match:
        original, _ = _controller(_strip_threshold(match.group(1))[0])
        if _noun_phrase(original, plural=False) is None:
            return None
        copy = _copy_exceptions(match.group(2)) if match.group(2) else CopyEffect()
        if copy is None:
            return None
        return _Reading(_Subject(Filter(scope="self")), [copy], choice="copy")
    match = re.fullmatch(
        r"~ becomes a copy of (?:another )?target ([a-z ,]+?)(?P<eot> until end of turn)?"
        r"(?:, except (?P<except>.+))?",
        lowered,
    )
    if match:  # Mirage Mirror, Oko: the source becomes a copy until end of turn
        original, _ = _controller(match.group(1))
        if _noun_phrase(original, plural=False) is None:
            return None
        copy = _copy_exceptions(match.group("except")) if match.group("except") else CopyEffect()
        if copy is None:
            return None
        duration = "end_of_turn" if match.group("eot") else None
        return _Reading(
            _Subject(Filter(scope="self")), [copy], duration, choice="copy", becomes_copy=True
        )
    return _token_copy(lowered, previous)


_QUOTE = re.compile(r"\"([^\"]*)\"")


def _mask_quotes(sentence: str) -> str:
    """Quoted abilities become a neutral token so their words are not read as ours."""
    return _QUOTE.sub(lambda m: f'"{_quoted_summary(m.group(1))}"', sentence)


def _about_the_board(condition: Condition) -> bool:
    """A condition about the game rather than an object: what you control, whose turn it
    is, your graveyard, what you have (its ``subject`` is only where the check starts)."""
    return (
        condition.controls is not None
        or condition.your_turn is not None
        or condition.graveyard is not None
        or condition.designation is not None
        or condition.opponent_life_at_most is not None
        or condition.opponent_graveyard_at_least is not None
        or condition.opponent_poison_at_least is not None
        or condition.life_at_least is not None
        or condition.life_at_most is not None
    )


#: Words for the previous sentence's subject ("It gains haste", "Those tokens gain ...").
_ANAPHOR = re.compile(
    r"it|they|each of (?:them|those creatures)"
    r"|th(?:at|ose|e) (?:creature|token|land|artifact|permanent|enchantment)s?"
)


_DURATIONS = {
    "end of turn": "end_of_turn",
    "your next turn": "until_your_next_turn",
    "~ is cast from exile": "until_cast_from_exile",
}


def _anaphor(words: str, previous: _Subject | None) -> _Subject | None:
    """The previous subject when ``words`` refer back to it ("that creature", "it")."""
    return previous if _ANAPHOR.fullmatch(words.casefold()) else None


def _read_sentence(sentence: str, previous: _Subject | None) -> _Reading | None:
    body = _mask_quotes(sentence.strip()).rstrip(".").strip()
    body = re.sub(r"(?:(?<= )f|^F)or (?=as long as )", "", body)
    body = body[:1].upper() + body[1:]
    body = re.sub(
        r"^(It|They)(?:'s|'re) ",
        lambda m: f"{m.group(1)} {'is' if m.group(1) == 'It' else 'are'} ",
        body,
    )
    body = re.sub(r" (?:each|also) (?=(?:get|have|has|gain|lose|become)s?\b)", " ", body)
    duration: str | None = None
    condition: Condition | None = None
    match = re.match(r"(?i:until (end of turn|your next turn)), ", body)
    if match:
        duration, body = _DURATIONS[match.group(1)], body[match.end() :]
    match = re.search(r" until (end of turn|your next turn|~ is cast from exile)$", body)
    if match:
        if duration:
            return None
        duration, body = _DURATIONS[match.group(1)], body[: match.start()]
    condition_text = ""
    match = re.fullmatch(
        r"(?i:during) (your turn|an opponent's turn|turns other than yours), (.+)", body
    )
    if match:
        condition = Condition(subject="self", your_turn=match.group(1) == "your turn")
        body = match.group(2)
        if re.search(r"\bas long as\b", body):
            return None
    match = None if condition else re.fullmatch(r"(?i:as long as) (.+?), (.+)", body)
    if match:
        condition_text = match.group(1)
        condition = _condition(condition_text)
        if condition is None:
            return None
        body = match.group(2)
    elif condition is None:
        match = re.fullmatch(r"(.+) as long as (.+)", body)
        if match:
            condition_text = match.group(2)
            condition = _condition(condition_text)
            if condition is None:
                return None
            body = match.group(1)
    special = _special(body, previous)
    if special is not None:
        if condition or (duration and special.duration):
            return None
        special.duration = special.duration or duration
        return special
    if condition is not None and "paired" in condition.states:
        # soulbond: "each of those creatures" / "both creatures" are the pair (702.95)
        previous = _Subject(Filter(scope="pair"), words="the pair")
        body = re.sub(r"^(?:each of those creatures|both creatures) ", "they ", body)
    elif condition is not None and not _about_the_board(condition):
        # "as long as enchanted creature is red, it gets ...": "it" is the condition's subject
        previous = _Subject(Filter(scope=condition.subject))
    restricted = False
    match = _RESTRICTION.fullmatch(body)
    if match:
        body, restricted = match.group(1), True
        if body.endswith(" until end of turn"):
            if duration:
                return None
            duration, body = "end_of_turn", body.removesuffix(" until end of turn")
    also: list[EffectSpec] = []
    base_x = re.fullmatch(
        r"(?P<head>.+?) (?:has|have) base power and toughness X/X(?P<eot> until end of turn)?"
        r", where X is (?P<what>.+)",
        body,
    )
    if base_x and (amount := _formula(base_x["what"])) is not None:
        # "have base power and toughness X/X, where X is the number of cards in your hand"
        if base_x["eot"]:
            if duration:
                return None
            duration = "end_of_turn"
        subject = _anaphor(base_x["head"], previous) or _subject(base_x["head"])
        if subject is None:
            return None
        set_pt = SetPowerToughness(power=amount, toughness=amount)
        return _Reading(subject, [set_pt], duration, condition)
    gains_then = re.fullmatch(
        r"(?P<subject>.+?) (?P<gain>(?:gains?|has|have) .+?) and (?P<pump>gets? [+-]X.+"
        r", where X is .+)",
        body,
    )
    counted = None  # the count of a "for each" / "where X is" pump, read once
    pump_only = f"{gains_then['subject']} {gains_then['pump']}" if gains_then else ""
    if gains_then and (found := _formula_pt(pump_only)) is not None:
        # "gains trample and gets +X/+0 until end of turn, where X is its power"
        more = _predicate(gains_then["gain"])
        if more is None:
            return None
        body, also, counted = pump_only, more, found
    pump_and = re.fullmatch(r"(.+ (?:for each|where X is) .+?) and ((?:has|have|gains?) .+)", body)
    if pump_and and (found := _formula_pt(pump_and.group(1))) is not None:
        # "gets +1/+1 for each Elf you control and has reach": the count, then the rest
        more = _predicate(pump_and.group(2))
        if more is None:
            return None
        body, also, counted = pump_and.group(1), more, found
    if counted is None:
        counted = _formula_pt(body)
    #: "for each counter on ~" / "Aura attached to ~" count on the source, which the formula
    #: (counting on each affected object) only matches when the subject is the source
    on_source = re.search(r" (?:on|to) ~(?: until end of turn)?$", body) is not None
    if counted is not None:
        head = counted[0]
        if head.endswith(" until end of turn"):
            if duration:
                return None
            duration, head = "end_of_turn", head.removesuffix(" until end of turn")
        body = head + " " + _PLACEHOLDER
    for verb in _VERB.finditer(body):
        head, tail = body[: verb.start()], body[verb.end() :]
        subject = previous if _ANAPHOR.fullmatch(head.casefold()) else _subject(head)
        if subject is None:
            continue
        if counted is not None:
            if tail.strip() not in ("get " + _PLACEHOLDER, "gets " + _PLACEHOLDER):
                return None
            count = counted[1].count
            if count is not None and count.other and subject.affects.scope != "self":
                return None  # "other" would mean other than each affected object
            if on_source and subject.affects.scope != "self":
                if counted[1].of == "attached_to_it":
                    return None
                if counted[1].of == "counters_on_it":  # counted on ~, not on each affected one
                    on_it = counted[1].model_copy(update={"of": "counters_on_source"})
                    counted = (counted[0], on_it, *_on_source_amounts(counted, on_it))
            effects: list[EffectSpec] | None = [
                ModifyPowerToughness(power=counted[2], toughness=counted[3]),
                *also,
            ]
        else:
            effects = _predicate(tail)
        if effects is None:
            return None
        if (
            condition is not None
            and (condition_text.startswith("it") or condition_text.endswith(" attached to it"))
            and not _about_the_board(condition)
        ):
            # "as long as it's attacking": "it" is the sentence's own subject
            if subject.affects.scope not in ("self", "attached"):
                return None
            condition = condition.model_copy(update={"subject": subject.affects.scope})
        elif (
            condition
            and condition.subject == "self"
            and not _about_the_board(condition)
            and subject.affects.scope == "attached"
        ):
            return None
        choice = "creature_type" if subject.affects.chosen_subtype else None
        if subject.affects.chosen_color:
            choice = "color" if choice is None else "two"
            if choice == "two":
                return None
        if any(isinstance(e, TypeEffect) and e.chosen_subtype for e in effects):
            choice = "creature_type"
        if any(isinstance(e, SetPowerToughness) and e.chosen_one for e in effects):
            choice = "power_or_toughness"
        if any(
            (isinstance(e, ColorEffect) and e.chosen_color)
            or (isinstance(e, AbilityEffect) and e.protection_from_chosen_color)
            for e in effects
        ):
            if choice is not None:
                return None  # one choice per ability
            choice = "color"
        return _Reading(subject, effects, duration, condition, choice=choice, restricted=restricted)
    return None


_PLACEHOLDER = "+0/+0"
#: Clauses about attacking and blocking that share a sentence with a characteristic change:
#: they are rules effects, not characteristics, and are described as not modelled.
_RESTRICTION = re.compile(
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
    r"|can't be enchanted by other Auras)"
)


# --- Abilities ----------------------------------------------------------------------------


@dataclass
class _Face:
    name: str
    types: tuple[str, ...]
    keywords: frozenset[str]
    mana_cost: str = ""
    #: The whole rules text, for choices made elsewhere on the card ("choose a creature type").
    text: str = ""
    abilities: list[Ability] = field(default_factory=list)
    unmodelled: list[str] = field(default_factory=list)
    characteristic: int = 0

    @property
    def is_spell(self) -> bool:
        return bool({"Instant", "Sorcery"} & set(self.types))


def _ability_from(reading: _Reading, kind: str, cost: str | None, face: _Face) -> Ability | None:
    duration = reading.duration
    scope = reading.subject.affects.scope
    if _uses_x(reading) and not (
        (kind == "activated" and cost and re.search(r"\bX\b", cost))
        or (kind == "spell" and "{X}" in face.mana_cost)
        # "As an additional cost to cast this spell, pay X life": chosen as it is cast
        or (kind == "spell" and re.search(r"[Aa]dditional cost[^.]*\bX\b", face.text))
    ):
        return None  # an X no cost of this ability chooses is not ours to guess
    if reading.choice == "creature_type" and "creature type" not in face.text:
        if not re.search(r"choose an? (?:basic )?land type", face.text):
            return None  # "the chosen type" may be a card type or a planeswalker type
        reading.choice = "basic_land_type"  # the scenario names it like a creature type
    if reading.choice and "before the game begins" in face.text:
        return None  # a characteristic-defining choice (607.2p), not an effect in a layer
    if kind == "static":
        if duration or scope == "target" or _reads_own_pt(reading):
            return None  # "+X/+X, where X is its power" is counted once, as a spell resolves
        final_duration = "while_source"
    else:
        token_copy = any(isinstance(e, CopyEffect) and e.token for e in reading.effects)
        if reading.cda or (reading.choice == "copy" and not (token_copy or reading.becomes_copy)):
            return None
        if reading.choice in ("copy", "exile") and kind == "spell":
            # "the exiled card" is a permanent's (607.2a), and the scenario names what a
            # permanent's ability copies: a spell has neither
            return None
        # a count in a resolving spell or ability is fixed as it resolves (608.2h): the
        # scenario player counts once, so "for each" and "where X is" read the same here
        final_duration = duration or "indefinitely"  # CR 611.2a-b
    ability = Ability(
        kind=kind,
        summary="",
        cost=cost,
        cda=reading.cda,
        affects=reading.subject.affects,
        target=reading.subject.target,
        condition=reading.condition,
        duration=final_duration,
        effects=tuple(reading.effects),
        choice=reading.choice,
    )
    return ability.model_copy(update={"summary": describe_ability(ability, face.types)})


def _merge(abilities: list[Ability], face_types: tuple[str, ...]) -> list[Ability]:
    """Sentences about the same objects for the same time form one ability."""
    merged: list[Ability] = []
    for ability in abilities:
        last = merged[-1] if merged else None
        if (
            last is not None
            and last.kind == ability.kind
            and last.cost == ability.cost
            and last.affects == ability.affects
            and last.target == ability.target
            and last.duration == ability.duration
            and last.condition == ability.condition
            and last.kicked == ability.kicked
            and not last.cda
            and not ability.cda
        ):
            merged[-1] = _redescribed(last, face_types, effects=last.effects + ability.effects)
        else:
            merged.append(ability)
    return merged


_NOT_CONTINUOUS = {
    "triggered": "Triggered ability (not a continuous effect).",
    "mana": "Mana ability.",
    "activated": "Activated ability (not a continuous effect).",
    "static": "Static ability that does not change characteristics (not modelled here).",
    "spell": "Spell effect that is not a continuous effect (not modelled here).",
    "modal": "Modal ability: a choice of modes (not modelled here).",
    "level": "Ability that depends on a level or a condition (not modelled here).",
    "class_level": "Class level bar: pay it to raise the level (a scenario names it: [level N]).",
}


def _other(face: _Face, what: str, cost: str | None = None) -> None:
    kind = {"triggered": "triggered", "mana": "mana"}.get(what, "other")
    summary = _NOT_CONTINUOUS[what]
    if face.abilities and face.abilities[-1].summary == summary and kind == "other":
        return
    face.abilities.append(Ability(kind=kind, summary=summary, cost=cost))


#: "If this spell was kicked, that creature gets +5/+5 until end of turn instead."
_KICKED = re.compile(
    r"If ~ was kicked, (?P<instead>instead )?(?P<rest>.+?)(?P<instead2> instead)?\.?",
)


#: "Create a token. It has ...": the token's own text (111.3), not an effect that gives it.
_TOKEN_TEXT = re.compile(r"(?:It|They|That token|Those tokens)(?: each)? ha(?:s|ve) ")


#: Painter's Servant, Mycosynth Lattice: an effect on cards in every zone, spells and permanents.
_EVERY_ZONE = re.compile(r"All cards that aren't on the battlefield, spells, and permanents")


def _effect_sentences(
    face: _Face, sentences: list[str], kind: str, cost: str | None, what: str
) -> None:
    """Continuous effects of a spell, activated or static ability, sentence by sentence."""
    produced: list[Ability] = []
    previous: _Subject | None = None
    other = False
    failed = False
    for sentence in sentences:
        if (emblem := _EMBLEM.fullmatch(sentence)) and kind != "static":
            made = _emblem(emblem, kind, cost, face)
            face.characteristic += 1 if made or is_characteristic_changing(sentence) else 0
            if made:
                produced.extend(made)
            elif is_characteristic_changing(sentence):
                face.unmodelled.append(sentence)
                failed = True
            else:
                other = True
            continue
        kicker = _KICKED.fullmatch(sentence) if kind == "spell" else None
        if kicker:  # read the rest, then tag it (and what it replaces) with the kicker
            sentence = kicker.group("rest")
        everywhere = _EVERY_ZONE.match(sentence)
        if everywhere:  # the permanents are modelled; the note says what is not
            face.unmodelled.append(f"{sentence} (only permanents are modelled)")
            sentence = "All permanents" + sentence[everywhere.end() :]
        if re.fullmatch(
            r"(?:It's|It is|They're|They are) still (?:an? )?(?:land|artifact)s?\.?", sentence
        ):
            if produced:  # 205.1b: it keeps its card types
                produced[-1] = _keep_card_types(produced[-1], face.types)
            continue
        if (
            previous is not None
            and previous.words == "the token it created"
            and _TOKEN_TEXT.match(sentence)
        ):  # "Create a Scion token. It has "...": the token's own text (111.3)
            other = True
            continue
        characteristic = is_characteristic_changing(sentence)
        reading = _read_sentence(sentence, previous)
        ability = _ability_from(reading, kind, cost, face) if reading else None
        if ability is not None and reading is not None and kicker:
            if kicker.group("instead") or kicker.group("instead2"):
                produced = [_kicked(a, False, face) for a in produced]
            ability = _kicked(ability, True, face)
        if ability is not None and reading is not None:
            produced.append(ability)
            previous = reading.subject
            face.characteristic += 1
            other = other or reading.restricted
            continue
        if previous is None or not characteristic:
            previous = _named_target(sentence) or previous
        if characteristic:
            face.characteristic += 1
            face.unmodelled.append(sentence)
            failed = True
        else:
            other = True
    if produced:
        face.abilities.extend(_merge(produced, face.types))
    if other or (failed and not produced):
        _other(face, what, cost)


#: "You get an emblem with "Creatures you control get +1/+1."" (one or two quoted abilities).
_EMBLEM = re.compile(r"You get an emblem with \"([^\"]+)\"(?: and \"([^\"]+)\")?\.?")


def _emblem(match: re.Match[str], kind: str, cost: str | None, face: _Face) -> list[Ability]:
    """The emblem's static abilities, each read like a permanent's (114.4), or nothing when
    any part is not read (its triggered abilities, conditions and "other" have no source)."""
    made: list[Ability] = []
    for quoted in filter(None, match.groups()):
        for sentence in _split_sentences(quoted.replace("'", '"')):
            reading = _read_sentence(sentence, None)
            if reading is None or reading.condition or reading.subject.affects.other:
                return []
            if reading.subject.affects.scope != "all" or reading.restricted:
                return []
            ability = _ability_from(reading, "static", None, face)
            if ability is None:
                return []
            as_emblem = {"kind": kind, "cost": cost, "emblem": True, "duration": "indefinitely"}
            summary = "You get an emblem: " + ability.summary
            made.append(ability.model_copy(update={**as_emblem, "summary": summary}))
    return made


def _redescribed(ability: Ability, face_types: tuple[str, ...], **update: object) -> Ability:
    """The ability with ``update`` applied and its summary written again to match."""
    changed = ability.model_copy(update=update)
    return changed.model_copy(update={"summary": describe_ability(changed, face_types)})


def _kicked(ability: Ability, kicked: bool, face: _Face) -> Ability:
    return _redescribed(ability, face.types, kicked=kicked)


def _keep_card_types(ability: Ability, face_types: tuple[str, ...]) -> Ability:
    effects = tuple(
        e.model_copy(update={"lose_other_card_types": False}) if isinstance(e, TypeEffect) else e
        for e in ability.effects
    )
    return _redescribed(ability, face_types, effects=effects)


_ONE_TARGET = re.compile(
    r"\b((?:up to (?:one|two|three) |one or two |two |three |any number of |one or more )?"
    r"(?:another )?target [A-Za-z]+(?: you control| an opponent controls| you don't control)?)"
    r"(?! card| or|')\b"
)
#: "Put a +1/+1 counter on each creature you control. They gain ...": the group, locked as
#: the spell resolves (611.2c), is what "they" and "those creatures" mean next.
_EACH_GROUP = re.compile(r"(?:put|distribute) [^.]*? counters? on (each [^.]+?)\.?")


_ON_ITSELF = re.compile(
    r"(?:put (?:a|an|one|two|three|four|five) [+\w/-]+ counters? on|tap|untap) ~\.?"
)


#: "Create a token ..." / "Return target creature card ... to the battlefield" / "put it
#: onto the battlefield": what "it" and "they" mean in the next sentence (scope ``made``).
_MAKES = re.compile(
    r"(?:^|, then |, | and )(?:create|return|put)\b[^.]*?"
    r"(?:\btokens?\b|\b(?:to|onto) the battlefield\b)"
)
_MADE_TYPE = re.compile(r"\b(artifact|creature|enchantment|land|planeswalker) (?:card|token)s?\b")


def _made(lowered: str) -> _Subject | None:
    """What a sentence that creates tokens or puts cards onto the battlefield made (not
    face down: "They're 5/5 artifact creatures" is then a face-down value, 708.2a)."""
    if not _MAKES.search(lowered) or "face down" in lowered:
        return None
    kind = _MADE_TYPE.search(lowered)
    made = Filter(types=(_CARD_TYPE_WORDS[kind.group(1)],)) if kind else Filter()
    words = "the token it created" if re.search(r"\btokens?\b", lowered) else "what it made"
    return _Subject(Filter(scope="made"), made, words)


#: "Exile target creature card from a graveyard": "it" / "that card" in the next sentence
#: is that card, in exile (The Scarab God's token copy).
_EXILES_TARGET_CARD = re.compile(
    r"exile target (?P<what>[A-Za-z, ]+?) card (?:with [^.]+ )?from (?:a|your|an opponent's) "
    r"graveyard(?: [^.]+)?\.?"
)
_EXILED_CARD_WORDS = "the exiled card"


def _exiled_card(what: str) -> _Subject:
    """The target card an ability exiled; its card type, when one is named, is the type of
    a token copy of it."""
    last = what.split(" ")[-1]
    types = (_CARD_TYPE_WORDS[last],) if last in _CARD_TYPE_WORDS else ()
    return _Subject(Filter(scope="target"), Filter(types=types), _EXILED_CARD_WORDS)


def _named_target(sentence: str) -> _Subject | None:
    """The one target a sentence names, or what it put onto the battlefield, so "It gains
    flying" in the next sentence can refer to it; ``None`` when there are several
    targets or none."""
    lowered = sentence[:1].lower() + sentence[1:]
    if made := _made(lowered):
        return made
    if _ON_ITSELF.fullmatch(lowered):  # "Put a +1/+1 counter on ~. It gains ...": the source
        return _subject(SELF)
    if exiled := _EXILES_TARGET_CARD.fullmatch(lowered):
        return _exiled_card(exiled.group("what"))
    if "target" not in lowered and (each := _EACH_GROUP.fullmatch(lowered)):
        return _subject(each.group(1))
    if lowered.casefold().count("target") != 1:
        return None
    match = _ONE_TARGET.search(lowered)
    if match is None:
        return None
    found = _subject(match.group(1))
    if found is None:  # "up to one target noncreature land you control": the longest reading
        words = lowered[match.start(1) :].rstrip(".").split(",")[0].split(" ")
        for end in range(len(words), 0, -1):
            if (found := _subject(" ".join(words[:end]))) is not None:
                break
    return found


_TRIGGER = re.compile(r"(?:(?:When|Whenever|At)\b|[IVX]+(?:, [IVX]+)* —)")
_ABILITY_WORD = re.compile(r"^[A-Z][A-Za-z0-9' ,-]{2,40} — ")

#: "When ~ enters, <effect>": the trigger condition ends at the first comma (outside quotes).
_TRIGGER_CONDITION = re.compile(r"(?P<condition>(?:When|Whenever|At) [^,\"]+), (?P<effect>.+)")
#: The rest of a list of short items in the condition, up to the comma that ends it
#: ("Whenever ~ attacks, blocks, or becomes blocked, ..."; "... an instant, sorcery, or
#: Wizard spell, ...").
_LIST_ITEM = r"[^,. ]+(?: [^,. ]+){0,3}"
_REST_OF_LIST = re.compile(rf"{_LIST_ITEM}(?:, {_LIST_ITEM})*, (?:or|and|and/or) {_LIST_ITEM}, ")
#: "Whenever ~ attacks, it gets ...": "it" at the start of the effect is the condition's subject.
_TRIGGER_SUBJECT = re.compile(
    r"(?:When|Whenever) (?P<subject>~|enchanted creature|equipped creature) (?!or |and )"
)
#: 603.6a: "When ~ enters" (also "Whenever ~ or another Ally you control enters", "Whenever
#: ~ enters or attacks", "When ~ enters and whenever ...").
_ENTERS = re.compile(
    r"When(?:ever)? ~(?: or another [^,]+?)? enters(?: the battlefield)?"
    r"(?: (?:or|and whenever) .+)?"
)


@dataclass(frozen=True)
class _Trigger:
    condition: str
    effect: str


def _trigger(body: str) -> _Trigger | None:
    """A triggered ability's condition and effect, or ``None`` when they cannot be told
    apart, the trigger has an "if" clause or the effect is done "instead" of another."""
    match = _TRIGGER_CONDITION.fullmatch(body)
    if match is None:
        return None
    condition, effect = match.group("condition"), match.group("effect")
    if rest := _REST_OF_LIST.match(effect):
        condition, effect = f"{condition}, {rest.group(0)[:-2]}", effect[rest.end() :]
    if re.search(r"\bif\b", condition) or re.match(r"(?:if|or|and)\b", effect):
        return None  # an intervening "if" clause (603.4), or a condition not told apart
    if re.search(r"\binstead\b", effect):
        return None  # an effect done "instead" under a condition may never apply
    subject = _TRIGGER_SUBJECT.match(condition)
    if subject and effect.startswith("it "):
        effect = subject.group("subject") + effect.removeprefix("it")
    return _Trigger(condition, effect)


#: "You may exile target nontoken creature" on a card whose other text reads the exiled
#: card's power or toughness (607.2a): the ability says the scenario names that card.
_LINKED_EXILE = re.compile(r"(?:you may )?exile (?:up to one )?target [^.,]+\.?")
_READS_EXILED_CARD = re.compile(
    r"\bthe exiled (?:creature )?card's (?:power|toughness)\b"
    r"|\b(?:power|toughness) of the exiled (?:creature )?card\b"
)


def _triggered(face: _Face, body: str) -> None:
    """A triggered ability: its effects when every characteristic-changing sentence of the
    effect reads, else the description alone. Triggered abilities are outside the coverage
    count (docs/CARDS.md), so the effect is read on a scratch face whose ``characteristic``
    and ``unmodelled`` are dropped."""
    trigger = _trigger(body)
    if trigger is None:
        _other(face, "triggered")
        return
    when = "enters" if _ENTERS.fullmatch(trigger.condition) else None
    if _LINKED_EXILE.fullmatch(trigger.effect) and _READS_EXILED_CARD.search(face.text):
        summary = "Triggered ability: exiles a card that its linked abilities read (607.2a)."
        face.abilities.append(
            Ability(kind="triggered", summary=summary, choice="exile", trigger=when)
        )
        return
    scratch = _Face(face.name, face.types, face.keywords, face.mana_cost, face.text)
    _effect_sentences(scratch, _split_sentences(trigger.effect), "triggered", None, "triggered")
    if scratch.unmodelled or not any(a.effects for a in scratch.abilities):
        _other(face, "triggered")
        return
    face.abilities.extend(a.model_copy(update={"trigger": when}) for a in scratch.abilities)


#: Lines whose ability exists only under a condition: "Max speed — " (as long as you have
#: max speed) and a Case's "Solved — " (as long as it is solved).
_GATED_LINE = re.compile(r"(Max speed|Solved) — ")
_GATES = {
    "Max speed": Condition(subject="self", designation="max speed"),
    "Solved": Condition(subject="self", states=("solved",)),
}

#: A leveler's striation (711.2a-b): "LEVEL 2-6" / "LEVEL 7+".
_LEVEL = re.compile(r"LEVEL (\d+)(?:-(\d+)|\+)")


def _at_level(face: _Face, level: Condition, start: int, pt_line: str | None) -> None:
    """711.2: a striation's abilities and P/T box apply as long as the leveler has that many
    level counters; what its lines produced from ``start`` on gets that condition."""
    made = face.abilities[start:]
    del face.abilities[start:]
    if pt_line is not None:
        power, toughness = (int(n) for n in pt_line.split("/"))
        made = [
            Ability(
                kind="static",
                summary="",
                effects=(SetPowerToughness(power=power, toughness=toughness),),
            )
        ]
        face.characteristic += 1
    for ability in made:
        if ability.kind == "keyword" and ability.keyword:
            ability = Ability(
                kind="static", summary="", effects=(AbilityEffect(keywords=(ability.keyword,)),)
            )
        if ability.kind == "activated" and ability.effects:
            face.unmodelled.append(f"{ability.summary} (an ability it has {_gate_words(level)})")
            continue
        if ability.kind == "static" and ability.effects:
            if ability.condition is not None:
                face.unmodelled.append(f"{ability.summary} (at a level)")
                continue
            ability = _redescribed(ability, face.types, condition=level)
        else:  # described (or a trigger): say when the permanent has it (711.2a)
            summary = f"{ability.summary.rstrip('.')} ({_gate_words(level)} only)."
            ability = ability.model_copy(update={"summary": summary})
        face.abilities.append(ability)


def _gate_words(gate: Condition) -> str:
    """ "with level 2-6" / "with level 2+" / "with max speed" / "once solved"."""
    if gate.designation == "max speed":
        return "with max speed"
    if gate.states == ("solved",):
        return "once solved"
    least = gate.class_level_at_least or gate.counters_at_least
    most = None if gate.class_level_at_least else gate.counters_at_most
    return f"with level {least}-{most}" if most else f"with level {least}+"


def _read_face(face: _Face, text: str) -> None:
    lines = [line.strip() for line in text.split("\n")]
    level: Condition | None = None  # the leveler striation being read
    gated = False
    modal: list[str] | None = None
    modal_triggered = False  # modes of a triggered ability are not counted (docs/CARDS.md)
    choose: str | None = None  # a modal spell or ability whose modes are read one by one
    modal_cost: str | None = None  # the cost of a modal activated ability
    for line in lines:
        if not line:
            continue
        if line.startswith("•"):
            if modal is not None:
                modal.append(line.lstrip("• ").strip())
            continue
        if modal is not None:
            if not modal_triggered:
                _modal(face, modal, choose, modal_cost)
            modal = None
        if striation := _LEVEL.fullmatch(line):
            low, high = striation.group(1), striation.group(2)
            level = Condition(
                subject="self",
                counter="level",
                counters_at_least=int(low),
                counters_at_most=int(high) if high else None,
            )
            continue
        if gate := _GATED_LINE.match(line):  # "Max speed — ..." / "Solved — ...": only then
            start = len(face.abilities)
            _read_line(face, line[gate.end() :])
            _at_level(face, _GATES[gate.group(1)], start, None)
            continue
        if class_level := re.search(r": Level (\d+)$", line):  # 716.2a: the level bar
            level = Condition(subject="self", class_level_at_least=int(class_level.group(1)))
            _other(face, "class_level", line.partition(":")[0])
            continue
        if level is not None:
            start = len(face.abilities)
            pt_line = line if re.fullmatch(r"\d+/\d+", line) else None
            if pt_line is None:
                _read_line(face, line)
            _at_level(face, level, start, pt_line)
            continue
        if re.match(r"\d+/\d+$", line) or re.search(r": Level \d", line):
            gated = True
        if gated:
            _gated(face, line)
            continue
        started = _read_line(face, line)
        if started is not None:
            modal, (modal_triggered, choose, modal_cost) = [], started
    if modal is not None and not modal_triggered:
        _modal(face, modal, choose, modal_cost)
    if face.is_spell and any(
        re.search(r"\binstead\b", sentence)
        and not re.search(r"\bwould\b", sentence)
        and not _KICKED.fullmatch(sentence)
        for line in lines
        for sentence in _split_sentences(line)
    ):  # "if it would die, exile it instead" replaces a later event (614.1a), not the spell
        _drop_replaced_spell_effects(face)


#: Keywords that are characteristic-defining abilities (604.3), applied first in their layer:
#: changeling, "this object is every creature type" (702.73a); devoid, "this object is
#: colorless" (702.114a).
_DEFINING_KEYWORDS = {
    "changeling": Ability(
        kind="static",
        cda=True,
        summary="Changeling: it is every creature type (a characteristic-defining ability).",
        effects=(TypeEffect(mode="add", all_creature_types=True),),
    ),
    "devoid": Ability(
        kind="static",
        cda=True,
        summary="Devoid: it is colorless (a characteristic-defining ability).",
        effects=(ColorEffect(mode="colorless"),),
    ),
}


def _read_line(face: _Face, line: str) -> tuple[bool, str | None, str | None] | None:
    """One line of rules text; a modal header returns (whether it is triggered, how many
    modes a modal spell or ability chooses, the ability's cost) so the caller collects the
    bulleted modes."""
    keywords = _keyword_line(line, face.keywords)
    if keywords is not None:
        for keyword in keywords:
            face.abilities.append(
                Ability(kind="keyword", keyword=keyword, summary=_keyword_summary(keyword))
            )
            if keyword in _DEFINING_KEYWORDS:
                face.abilities.append(_DEFINING_KEYWORDS[keyword])
        return None
    body = _ABILITY_WORD.sub("", line, count=1)
    # Saga chapters (714.2b), dungeon rooms (309.4c) and Attractions' "Visit" are triggered
    # abilities too; they are described only
    room = "Dungeon" in face.types and body != line
    described = _TRIGGER.match(line) or room or line.startswith("Visit — ")
    if _TRIGGER.match(body) or described:
        modal = re.search(r"choose (?:one|two|one or more|any number)\b.*—$", body)
        if modal or not _TRIGGER.match(body):
            _other(face, "triggered")
            return (True, None, None) if modal else None
        _triggered(face, body)
        return None
    if re.search(r"(?:choose|Choose) (?:one|two|three|one or more|any number|up to)\b.*—$", body):
        colon = _outside_quotes_colon(body)
        cost = body[:colon].strip() if colon > 0 and "." not in body[:colon] else None
        header = _MODAL_SPELL.fullmatch(body[colon + 1 :].strip() if cost else body)
        _other(face, "modal", cost)
        if header and cost:  # "{T}, Sacrifice an artifact: Choose one —": modes of an ability
            return False, header.group(1), cost
        return False, header.group(1) if header and face.is_spell else None, None
    colon = _outside_quotes_colon(body)
    if colon > 0 and "." not in body[:colon]:
        cost, effect = body[:colon].strip(), body[colon + 1 :].strip()
        if re.match(r"Add\b", effect):
            _other(face, "mana", cost)
            return None
        _effect_sentences(face, _split_sentences(effect), "activated", cost, "activated")
        return None
    kind = "spell" if face.is_spell else "static"
    _effect_sentences(face, _split_sentences(body), kind, None, kind)
    return None


def _drop_replaced_spell_effects(face: _Face) -> None:
    """A spell that does something else "instead" under a condition (Toxic Stench's
    threshold) may never apply its modelled effect: leave it unmodelled, not guessed."""
    for ability in [a for a in face.abilities if a.kind == "spell" and a.effects]:
        face.abilities.remove(ability)
        face.unmodelled.append(f"{ability.summary} (replaced by an 'instead' under a condition)")


#: The modal spells whose modes are read (700.2): how many modes the caster chooses.
_MODAL_SPELL = re.compile(r"Choose (one|two|one or both|one or more) ?—")
_CHOOSE = {"one": "one", "two": "two", "one or both": "one or both", "one or more": "one or more"}


def _modal(
    face: _Face, modes: list[str], choose: str | None = None, cost: str | None = None
) -> None:
    """Modes of a modal spell (or of an activated ability with ``cost``) become spell
    (activated) abilities tagged with their mode number; modes with a cost of their own
    (spree, tiered) and modes of other abilities stay unmodelled."""
    if choose == "one" and "entwine" in face.keywords and len(modes) == 2:
        choose = "one or both"  # paying entwine chooses both modes (702.42)
    if (
        choose is not None
        and ("entwine" not in face.keywords or choose == "one or both")
        and not any(re.match(r"[+{]|[^—]*— ?\{", m) for m in modes)
    ):
        kept = face.abilities
        if kept and kept[-1].summary == _NOT_CONTINUOUS["modal"]:
            header = f"Modal: choose {choose}; its modes follow (a scenario names them: [mode N])."
            kept[-1] = kept[-1].model_copy(update={"summary": header})
        for number, mode in enumerate(modes, start=1):
            face.abilities = []
            text = _ABILITY_WORD.sub("", mode, count=1)
            kind = "activated" if cost else "spell"
            _effect_sentences(face, _split_sentences(text), kind, cost, kind)
            produced = face.abilities or [
                Ability(kind="other", summary=_NOT_CONTINUOUS[kind], cost=cost)
            ]
            kept.extend(
                a.model_copy(
                    update={
                        "mode": number,
                        "choose": _CHOOSE[choose],
                        "summary": f"Mode {number}: {a.summary}",
                    }
                )
                for a in produced
            )
        face.abilities = kept
        return
    for mode in modes:
        for sentence in _split_sentences(mode):
            if is_characteristic_changing(sentence):
                face.characteristic += 1
                face.unmodelled.append(sentence)


def _gated(face: _Face, line: str) -> None:
    for sentence in _split_sentences(line):
        if is_characteristic_changing(sentence) or re.fullmatch(r"\d+/\d+", sentence):
            face.characteristic += 1
            face.unmodelled.append(sentence)
    _other(face, "level")


def _keyword_summary(keyword: str) -> str:
    return f"{keyword[:1].upper()}{keyword[1:]} (keyword ability)."


def parse_text(
    text: str,
    *,
    name: str,
    types: tuple[str, ...] = (),
    keywords: Iterable[str] = (),
    mana_cost: str = "",
) -> ParsedText:
    """Abilities and unmodelled sentences of one face's Oracle text."""
    face = _Face(
        name=name,
        types=types,
        keywords=frozenset(k.casefold() for k in keywords),
        mana_cost=mana_cost,
        text=text,
    )
    _read_face(face, _prepare(text, name))
    return ParsedText(tuple(face.abilities), tuple(face.unmodelled), face.characteristic)


def parse_card(card: Card, keywords: Iterable[str] = ()) -> Card:
    """The card with abilities read from its Oracle text (faces read one by one).

    Keyword abilities already on the card (from the card database's keyword list)
    help recognise keyword lines; the parsed abilities replace them.
    """
    return read_card(card, keywords)[0]


def read_card(card: Card, keywords: Iterable[str] = ()) -> tuple[Card, int]:
    """:func:`parse_card` plus the number of characteristic-changing sentences it read."""
    known = {*(k.casefold() for k in keywords)}
    known.update(a.keyword for a in card.abilities if a.keyword)
    for face in card.faces:
        known.update(a.keyword for a in face.abilities if a.keyword)
    if not card.faces:
        return _parse_face(card, known)
    parsed = [_parse_face(face, known) for face in card.faces]
    faces = tuple(face for face, _ in parsed)
    count = sum(n for _, n in parsed)
    unmodelled = tuple(sentence for face in faces for sentence in face.unmodelled)
    update: dict[str, object] = {"faces": faces, "unmodelled": unmodelled, "abilities": ()}
    if card.layout not in ("split", "adventure"):
        update["abilities"] = faces[0].abilities
    return card.model_copy(update=update), count


def _parse_face(card: Card, keywords: set[str]) -> tuple[Card, int]:
    parsed = parse_text(
        card.oracle_text,
        name=card.name,
        types=card.types,
        keywords=keywords,
        mana_cost=card.mana_cost,
    )
    update = {"abilities": parsed.abilities, "unmodelled": parsed.unmodelled}
    return card.model_copy(update=update), parsed.characteristic
