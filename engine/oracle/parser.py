"""Read the common templates of continuous effects in Oracle text.

The text is read ability by ability (one line each) and sentence by sentence. A
sentence becomes effects only when a template reads it completely; a sentence that
changes characteristics (see :func:`is_characteristic_changing` and docs/CARDS.md)
but matches no template goes to ``unmodelled``, verbatim. Triggered abilities,
mana abilities and everything else that creates no continuous effect are kept as
``triggered``/``mana``/``other`` abilities with a neutral summary of our own.
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
    TypeEffect,
)
from engine.identity import strip_reminder_text
from engine.oracle.describe import describe_ability
from engine.oracle.vocabulary import (
    CREATURE_TYPES,
    IRREGULAR_PLURALS,
    OTHER_SUBTYPES,
    PARAMETER_KEYWORDS,
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
        if name in {"Merfolk", "Kithkin", "Sheep", "Samurai", "Djinn", "Efreet", "Moonfolk"}:
            forms.add(name)
        for form in forms:
            plural.setdefault(form, name)
    plural.update(IRREGULAR_PLURALS)
    return singular, plural


_SUBTYPE, _SUBTYPE_PLURAL = _subtype_forms()

# --- What counts as characteristic-changing text (docs/CARDS.md) ----------------------

_KEYWORD_WORDS = "|".join(
    sorted((re.escape(word) for word in SIMPLE_KEYWORDS), key=len, reverse=True)
)
_CHARACTERISTIC = re.compile(
    r"\bgets? [+-][\dX]+/[+-][\dX]+"
    r"|\bbase power\b|\bbase toughness\b"
    r"|\bpower and toughness (?:are|is) each\b|\b(?:power|toughness) (?:is|are) (?:each )?equal"
    r"|\bswitch\b[^.]*\bpower and toughness"
    r"|\bin addition to (?:its|their) other\b"
    r"|\blos(?:e|es) all(?: other)? abilities"
    r"|\bgains? control of\b|\byou control (?:enchanted|equipped)\b"
    r"|\b(?:becomes?|enters?(?: the battlefield)?) as a copy of\b|\bbecomes? a copy of\b"
    r"|\b(?:has|have|gains?) (?:protection from|hexproof from|ward\b|\"|(?:"
    + _KEYWORD_WORDS
    + r")\b)"
    r"|\b(?:is|are|becomes?) (?:an? )?(?:\d+/\d+ )?"
    r"(?:(?:colorless|white|blue|black|red|green)\b(?! (?:mana|source|spells?|cards?|permanents?"
    r"|creatures? (?:card|spell)))|(?:[A-Z][a-z]+ )*(?:artifact |enchantment )?creatures?\b"
    r"(?! (?:cards?|spells?))|(?:Plains|Islands?|Swamps?|Mountains?|Forests?)\b)",
)


def is_characteristic_changing(sentence: str) -> bool:
    """Whether a sentence (reminder text removed) changes characteristics (docs/CARDS.md)."""
    return _CHARACTERISTIC.search(sentence) is not None


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
    names = [name]
    if "," in name:
        names.append(name.split(",")[0])  # "Esika, God of the Tree" is also "Esika"
    first = name.split(" ")[0]
    if " of " in name or " the " in name:
        names.append(name.split(" of ")[0].split(" the ")[0].strip())
    del first
    return sorted({n for n in names if len(n) > 2}, key=len, reverse=True)


_THIS = re.compile(
    r"\b[Tt]his (?:creature|permanent|artifact|enchantment|land|Vehicle|Equipment|Aura|card"
    r"|planeswalker|battle|token|spell)\b"
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


def _keyword_list(text: str) -> tuple[str, ...] | None:
    """``flying, first strike, and trample`` -> the keywords; ``None`` if any is not one."""
    parts = re.split(r", and |, or |, | and ", text.strip())
    found: list[str] = []
    for part in parts:
        word = part.strip().casefold()
        if word in SIMPLE_KEYWORDS or re.fullmatch(
            r"protection from (?:(?:white|blue|black|red|green|everything|artifacts|creatures"
            r"|multicolored|monocolored|colorless)(?: and from )?)+"
            r"|hexproof from (?:white|blue|black|red|green|monocolored|multicolored)"
            r"|ward \{\d+\}|(?:landwalk|[a-z]+walk)",
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
    r" (?:you control|your opponents control|an opponent controls|you don't control)$"
)


def _controller(text: str) -> tuple[str, str | None]:
    match = _CONTROLLER.search(text)
    if not match:
        return text, None
    phrase = match.group(0).strip()
    who = "you" if phrase == "you control" else "opponent"
    return text[: match.start()], who


def _noun_phrase(text: str, plural: bool) -> dict[str, object] | None:
    """Filter fields for ``other white Goblin creatures``-style phrases, or ``None``."""
    words = text.split(" ")
    fields: dict[str, object] = {}
    types: list[str] = []
    subtypes: list[str] = []
    not_types: list[str] = []
    not_subtypes: list[str] = []
    colors: list[Color] = []
    states: list[str] = []
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
        elif word in _COLORS:
            colors.append(_COLORS[word])
        elif word in ("attacking", "blocking", "tapped", "unblocked", "blocked"):
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
        elif word in _SUBTYPE and not subtypes:
            subtypes.append(_SUBTYPE[word])
        else:
            return None
    if len(colors) > 1:
        return None
    fields.update(
        types=tuple(dict.fromkeys(types)),
        subtypes=tuple(subtypes),
        not_types=tuple(not_types),
        not_subtypes=tuple(not_subtypes),
        colors=tuple(colors),
        states=tuple(states),
    )
    return fields


_ATTACHED = re.compile(
    r"(?:enchanted|equipped) (?:creature|permanent|artifact|land|planeswalker)|fortified land"
)


def _subject(text: str) -> _Subject | None:
    """Who a sentence is about: the source, what it is attached to, a target, or a group."""
    text = text.strip()
    first = text.split(" ")[0]
    keep = first in _SUBTYPE or first in _SUBTYPE_PLURAL
    lowered = text if keep else text[:1].lower() + text[1:]
    if text == SELF:
        return _Subject(Filter(scope="self"), words="self")
    if _ATTACHED.fullmatch(lowered):
        return _Subject(Filter(scope="attached"), words=lowered)
    match = re.fullmatch(r"(?:up to (?:one|two|three) |another )?target (.+)", lowered)
    if match:
        phrase, who = _controller(match.group(1))
        fields = _noun_phrase(phrase, plural=phrase.endswith("s") and "up to" in lowered)
        if fields is None or "other" in fields:
            return None
        if lowered.startswith("another"):
            fields["other"] = True
        return _Subject(Filter(scope="target"), Filter(controller=who, **fields), lowered)
    match = re.fullmatch(r"(each |all )?(.+)", lowered)
    assert match is not None
    quantifier, phrase = match.group(1) or "", match.group(2)
    phrase, who = _controller(phrase)
    plural = quantifier != "each "
    if phrase.startswith("other ") and quantifier == "each ":
        pass
    fields = _noun_phrase(phrase, plural)
    if fields is None:
        return None
    return _Subject(Filter(scope="all", controller=who, **fields), words=lowered)


# --- Predicates ---------------------------------------------------------------------------

_NUMBER = r"([+-]\d+)"
_TYPE_SPEC = re.compile(
    r"(?:an? )?(?:(?P<pt>\d+)/(?P<pt2>\d+) )?(?P<words>[A-Za-z' -]+?)"
    r"(?: with base power and toughness (?P<bp>\d+)/(?P<bt>\d+))?"
    r"(?P<addition> in addition to (?:its|their) other (?:colors and )?(?:creature )?types)?"
    r"(?P<still>,? that's still an? (?:land|artifact|enchantment))?"
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
    match = re.fullmatch(r"(?:is|are|becomes?|become) (.+)", clause)
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
    add = bool(spec.group("addition") or spec.group("still"))
    effects: list[EffectSpec] = []
    if types or subtypes:
        effects.append(
            TypeEffect(mode="add" if add else "set", types=tuple(types), subtypes=tuple(subtypes))
        )
    if colorless:
        effects.append(ColorEffect(mode="colorless"))
    elif colors:
        effects.append(ColorEffect(mode="add" if add else "set", colors=tuple(colors)))
    for pt, pt2 in ((spec.group("pt"), spec.group("pt2")), (spec.group("bp"), spec.group("bt"))):
        if pt is not None:
            effects.append(SetPowerToughness(power=int(pt), toughness=int(pt2)))
    return effects


def _clause(clause: str) -> list[EffectSpec] | None:
    clause = clause.strip()
    match = re.fullmatch(r"gets? " + _NUMBER + "/" + _NUMBER, clause)
    if match:
        return [ModifyPowerToughness(power=int(match.group(1)), toughness=int(match.group(2)))]
    match = re.fullmatch(r"(?:has|have) base power and toughness (\d+)/(\d+)", clause)
    if match:
        return [SetPowerToughness(power=int(match.group(1)), toughness=int(match.group(2)))]
    match = re.fullmatch(
        r"(?:has|have) base power and base toughness each equal to (?:its|their) mana value",
        clause,
    )
    if match:
        value = Formula(of="own_mana_value")
        return [SetPowerToughness(power=value, toughness=value)]
    if re.fullmatch(r"loses? all abilities", clause):
        return [AbilityEffect(mode="lose_all")]
    if re.fullmatch(r"loses? all other abilities", clause):
        return [AbilityEffect(mode="lose_all_other")]
    match = re.fullmatch(r"(?:has|have|gains?|gain) (.+)", clause)
    if match:
        granted = match.group(1)
        quotes = re.findall(r"\"([^\"]+)\"", granted)  # already masked
        rest = re.sub(r"(?:,? and |, )?\"[^\"]+\"", "", granted).strip()
        keywords = _keyword_list(rest) if rest else ()
        if keywords is None or not (keywords or quotes):
            return None
        return [AbilityEffect(keywords=keywords, granted=tuple(quotes))]
    return _is_clause(clause)


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


_CONDITION = re.compile(
    r"(?P<who>~|enchanted creature|equipped creature|it) is (?:an? )?"
    r"(?P<what>(?:white|blue|black|red|green)(?: or (?:white|blue|black|red|green))?"
    r"|artifact|creature|enchantment|land)"
)
_FORMULAS = {
    "the number of swamps you control": "swamps_you_control",
    "your life total": "your_life_total",
    "the number of card types among cards in all graveyards": "card_types_in_graveyards",
    "the total mana value of other creatures you control": (
        "mana_value_of_other_creatures_you_control"
    ),
}


def _condition(text: str) -> Condition | None:
    match = _CONDITION.fullmatch(text)
    if not match:
        return None
    who = "self" if match.group("who") in (SELF, "it") else "attached"
    what = match.group("what").split(" or ")
    if what[0] in _COLORS:
        return Condition(subject=who, colors=tuple(_COLORS[w] for w in what))
    return Condition(subject=who, types=(_CARD_TYPE_WORDS[what[0]],))


def _formula(text: str) -> Formula | None:
    key = text.casefold()
    if key in _FORMULAS:
        return Formula(of=_FORMULAS[key])
    return None


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
    match = re.fullmatch(r"gain control of (.+?)( until end of turn)?", lowered)
    if match:
        subject = _subject(match.group(1))
        if subject is None or subject.affects.scope == "self":
            return None
        return _Reading(subject, [ControlEffect()], "end_of_turn" if match.group(2) else None)
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
    match = re.fullmatch(
        r"you may have ~ enter(?: the battlefield)? as a copy of (?:any|an?) (.+?)"
        r"(?: on the battlefield)?(?:, except (?:it's|it is) an? (.+?) in addition to its other"
        r" types)?",
        lowered,
    )
    if match:
        if _noun_phrase(match.group(1), plural=False) is None:
            return None
        extra: tuple[str, ...] = ()
        if match.group(2):
            words = _type_words(match.group(2))
            if words is None or words[0] or words[1] or words[3]:
                return None
            extra = tuple(words[2])
        return _Reading(
            _Subject(Filter(scope="self")), [CopyEffect(extra_subtypes=extra)], choice="copy"
        )
    del previous
    return None


_QUOTE = re.compile(r"\"([^\"]*)\"")


def _mask_quotes(sentence: str) -> str:
    """Quoted abilities become a neutral token so their words are not read as ours."""
    return _QUOTE.sub(lambda m: f'"{_quoted_summary(m.group(1))}"', sentence)


def _read_sentence(sentence: str, previous: _Subject | None) -> _Reading | None:
    body = _mask_quotes(sentence.strip()).rstrip(".").strip()
    body = re.sub(r" each (?=(?:get|have|gain|lose|become)\b)", " ", body)
    duration: str | None = None
    condition: Condition | None = None
    match = re.match(r"(?i:until end of turn), ", body)
    if match:
        duration, body = "end_of_turn", body[match.end() :]
    if body.endswith(" until end of turn"):
        if duration:
            return None
        duration, body = "end_of_turn", body.removesuffix(" until end of turn")
    match = re.fullmatch(r"(?i:as long as) (.+?), (.+)", body)
    if match:
        condition = _condition(match.group(1))
        if condition is None:
            return None
        body = match.group(2)
    else:
        match = re.fullmatch(r"(.+) as long as (.+)", body)
        if match:
            condition = _condition(match.group(2))
            if condition is None:
                return None
            body = match.group(1)
    special = _special(body, previous)
    if special is not None:
        if condition or (duration and special.duration):
            return None
        special.duration = special.duration or duration
        return special
    for verb in _VERB.finditer(body):
        head, tail = body[: verb.start()], body[verb.end() :]
        if head.casefold() in ("it", "they", "that creature", "those creatures"):
            subject = previous
        else:
            subject = _subject(head)
        if subject is None:
            continue
        effects = _predicate(tail)
        if effects is None:
            return None
        if condition and condition.subject == "self" and subject.affects.scope == "attached":
            return None
        return _Reading(subject, effects, duration, condition)
    return None


# --- Abilities ----------------------------------------------------------------------------


@dataclass
class _Face:
    name: str
    types: tuple[str, ...]
    keywords: frozenset[str]
    abilities: list[Ability] = field(default_factory=list)
    unmodelled: list[str] = field(default_factory=list)
    characteristic: int = 0

    @property
    def is_spell(self) -> bool:
        return bool({"Instant", "Sorcery"} & set(self.types))


def _ability_from(reading: _Reading, kind: str, cost: str | None, face: _Face) -> Ability | None:
    duration = reading.duration
    scope = reading.subject.affects.scope
    if kind == "static":
        if duration or scope == "target":
            return None
        final_duration = "while_source"
    else:
        if reading.cda or reading.choice == "copy":
            return None
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
            and not last.cda
            and not ability.cda
        ):
            combined = last.model_copy(update={"effects": last.effects + ability.effects})
            merged[-1] = combined.model_copy(
                update={"summary": describe_ability(combined, face_types)}
            )
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
}


def _other(face: _Face, what: str, cost: str | None = None) -> None:
    kind = {"triggered": "triggered", "mana": "mana"}.get(what, "other")
    summary = _NOT_CONTINUOUS[what]
    if face.abilities and face.abilities[-1].summary == summary and kind == "other":
        return
    face.abilities.append(Ability(kind=kind, summary=summary, cost=cost))


def _effect_sentences(
    face: _Face, sentences: list[str], kind: str, cost: str | None, what: str
) -> None:
    """Continuous effects of a spell, activated or static ability, sentence by sentence."""
    produced: list[Ability] = []
    previous: _Subject | None = None
    other = False
    failed = False
    for sentence in sentences:
        if re.fullmatch(r"(?:It's|It is|They're) still an? (?:land|artifact)s?\.?", sentence):
            continue
        characteristic = is_characteristic_changing(sentence)
        reading = _read_sentence(sentence, previous)
        ability = _ability_from(reading, kind, cost, face) if reading else None
        if ability is not None and reading is not None:
            produced.append(ability)
            previous = reading.subject
            face.characteristic += 1
            continue
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


_TRIGGER = re.compile(r"(?:When|Whenever|At|(?:[IVX]+(?:, [IVX]+)*) —)\b")
_ABILITY_WORD = re.compile(r"^[A-Z][A-Za-z' ,-]{2,40} — ")


def _read_face(face: _Face, text: str) -> None:
    lines = [line.strip() for line in text.split("\n")]
    gated = False
    modal: list[str] | None = None
    for line in lines:
        if not line:
            continue
        if line.startswith("•"):
            if modal is not None:
                modal.append(line.lstrip("• ").strip())
            continue
        if modal is not None:
            _modal(face, modal)
            modal = None
        if re.match(r"(?:LEVEL \d|\d+/\d+$)", line) or re.search(r": Level \d", line):
            gated = True
        if gated:
            _gated(face, line)
            continue
        keywords = _keyword_line(line, face.keywords)
        if keywords is not None:
            for keyword in keywords:
                face.abilities.append(
                    Ability(kind="keyword", keyword=keyword, summary=_keyword_summary(keyword))
                )
            continue
        body = _ABILITY_WORD.sub("", line, count=1)
        if _TRIGGER.match(body):
            _other(face, "triggered")
            if re.search(r"choose (?:one|two|one or more|any number)\b.*—$", body):
                modal = []
            continue
        if re.search(
            r"(?:choose|Choose) (?:one|two|three|one or more|any number|up to)\b.*—$", body
        ):
            modal = []
            _other(face, "modal")
            continue
        colon = _outside_quotes_colon(body)
        if colon > 0 and "." not in body[:colon]:
            cost, effect = body[:colon].strip(), body[colon + 1 :].strip()
            if re.match(r"Add\b", effect):
                _other(face, "mana", cost)
                continue
            _effect_sentences(face, _split_sentences(effect), "activated", cost, "activated")
            continue
        kind = "spell" if face.is_spell else "static"
        _effect_sentences(face, _split_sentences(body), kind, None, kind)
    if modal is not None:
        _modal(face, modal)


def _modal(face: _Face, modes: list[str]) -> None:
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
    text: str, *, name: str, types: tuple[str, ...] = (), keywords: Iterable[str] = ()
) -> ParsedText:
    """Abilities and unmodelled sentences of one face's Oracle text."""
    face = _Face(name=name, types=types, keywords=frozenset(k.casefold() for k in keywords))
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
    parsed = parse_text(card.oracle_text, name=card.name, types=card.types, keywords=keywords)
    update = {"abilities": parsed.abilities, "unmodelled": parsed.unmodelled}
    return card.model_copy(update=update), parsed.characteristic
