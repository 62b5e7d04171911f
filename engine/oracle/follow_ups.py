"""Sentences that finish the ability read just before them: the cost of a keyword it granted
("Its flashback cost is equal to its mana cost"), "The same is true for ..." (611.3a: the
effect reaches those groups too), "create five of those tokens instead" (111.2), "The new
creature type can't be Wall" (a word a text change can't put in, 612), "It's still a land"
(205.1b), "It's still a Shapeshifter", a created token's own text ("It has ...", 111.3), and
"Those creatures gain vigilance" after a sentence with a target in each clause (115.3).
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards import (
    Ability,
    AbilityEffect,
    Condition,
    CopyEffect,
    TextChangeEffect,
    TypeEffect,
)
from engine.oracle.ability_kinds import Face, ability_from, redescribed
from engine.oracle.sentence import read_sentence
from engine.oracle.subjects import Subject, read_subject
from engine.oracle.vocabulary import NUMBER_WORDS, SIMPLE_KEYWORDS, SUBTYPE

#: "The flashback cost is equal to its mana cost." / "Its foretell cost is equal to its mana
#: cost reduced by {2}.": the cost of a keyword the sentence before granted without one.
KEYWORD_COST = re.compile(
    r"(?:The|Its|Their) (?P<keyword>[a-z]+) cost is equal to (?P<cost>.+?)\.?"
)


def with_keyword_cost(sentence: str, produced: list[Ability]) -> Ability | None:
    """The last ability, its summary saying the cost of the keyword it grants (the keyword
    stays the word, 702: "has scavenge" is scavenge whatever its cost), or ``None`` unless
    the sentence states the cost of a keyword that ability grants."""
    match = KEYWORD_COST.fullmatch(sentence)
    if match is None or not produced:
        return None
    last = produced[-1]
    granted = {k for e in last.effects if isinstance(e, AbilityEffect) for k in e.keywords}
    if match["keyword"] not in granted:
        return None
    cost = match["cost"]
    summary = f"{last.summary.rstrip('.')} (its {match['keyword']} cost: {cost})."
    return last.model_copy(update={"summary": summary})


#: "The same is true for creature spells you control and creature cards you own that aren't
#: on the battlefield." (Conspiracy): the effect before it reaches these groups too.
_SAME_IS_TRUE = re.compile(r"The same is true for (?P<groups>.+?)\.?")


def same_is_true(
    sentence: str, produced: list[Ability], face: Face, kind: str = "static"
) -> list[Ability] | None:
    """The last effect again for each group the sentence names (one or two, joined by
    "and"), each group read like a subject (611.3a: a static ability applies to whatever
    its text indicates, in any zone it names), or, in an ability of any ``kind``, for each
    keyword it names (:func:`_same_for_keywords`); ``None`` unless every group or keyword
    reads."""
    match = _SAME_IS_TRUE.fullmatch(sentence)
    if match is None or not produced:
        return None
    if (keywords := _same_for_keywords(match["groups"], produced[-1], face)) is not None:
        return keywords
    if kind != "static" or produced[-1].affects.scope != "all":  # groups: a static's reach
        return None
    words = match["groups"]
    splits = [[words]] + [
        [words[: m.start()], words[m.end() :]] for m in re.finditer(" and ", words)
    ]
    for groups in splits:
        subjects = [read_subject(group) for group in groups]
        if all(s is not None and s.affects.scope == "all" for s in subjects):
            return [
                redescribed(produced[-1], face.types, affects=s.affects)
                for s in subjects
                if s is not None
            ]
    return None


def _same_for_keywords(words: str, last: Ability, face: Face) -> list[Ability] | None:
    """ "As long as a card exiled with ~ has flying, ~ has flying. The same is true for first
    strike, ...": the last ability again for each keyword, asking for that keyword where its
    condition asked for the first one and granting it instead; ``None`` unless the last
    ability grants just the keyword its condition asks for and some word is one keyword.
    "Landwalk" and "protection" are families: each instance the cards have is had as they
    have it (:func:`_family_of_cards`); one that reads no cards is said as the part of the
    sentence not modelled while the keywords beside it are read."""
    grants = [e for e in last.effects if isinstance(e, AbilityEffect)]
    # a static ability's condition, or the "if" a resolving ability checks (608.2c)
    field = "condition" if last.condition is not None else "resolves_if"
    said = last.condition or last.resolves_if
    if said is None or len(last.effects) != 1 or len(grants) != 1:
        return None
    if grants[0].mode != "gain" or len(grants[0].keywords) != 1 or grants[0].granted:
        return None
    keyword = grants[0].keywords[0]
    asked = said.model_dump()
    listed = [w.strip() for w in re.split(r", and |, | and ", words)]
    families = [word for word in listed if word in ("landwalk", "protection")]
    known = [word for word in listed if word in SIMPLE_KEYWORDS]
    if not known or len(known) + len(families) < len(listed):
        return None
    again: list[Ability] = []
    for word in known:
        condition = _asking_for(asked, keyword, word)
        if condition == asked:  # its condition doesn't ask for the keyword it grants
            return None
        effect = grants[0].model_copy(update={"keywords": (word,)})
        update = {field: Condition.model_validate(condition), "effects": (effect,)}
        again.append(redescribed(last, face.types, **update))
    copied = [_family_of_cards(word, last, keyword, face) for word in families]
    again += [ability for ability in copied if ability is not None]
    unread = [word for word, ability in zip(families, copied, strict=True) if ability is None]
    if unread:  # the sentence is read, with that part not modelled
        note = f"The same is true for {', '.join(listed)}. (not modelled: {' and '.join(unread)})"
        face.unmodelled.append(note)
        face.partly_read.append(note)
    return again


def _family_of_cards(family: str, last: Ability, keyword: str, face: Face) -> Ability | None:
    """ "As long as a card exiled with ~ has flying, ~ has flying. The same is true for ...
    protection": what the last ability grants has, without a condition, each instance of
    the family the cards its condition asks about have, as they have it ("protection from
    black", "swampwalk"); ``None`` unless that condition is only about the cards exiled with
    the source or the cards in graveyards with ``keyword``."""
    said = last.condition
    if said is None:
        return None
    if said == Condition(subject="self", exiled=said.exiled) and said.exiled is not None:
        cards, exiled = said.exiled, True
    elif said == Condition(subject="self", amount=said.amount) and said.amount is not None:
        counted = said.amount
        if counted.of != "cards_in_graveyard" or counted.count is None:
            return None
        owner = {"all": None, "you": "you"}.get(counted.whose, "?")
        if owner == "?" or counted.plus or counted.times != 1 or counted.and_exile:
            return None
        cards, exiled = (
            counted.count.model_copy(update={"zones": ("graveyard",), "owner": owner}),
            False,
        )
    else:
        return None
    if cards.keywords != (keyword,):
        return None
    effect = AbilityEffect(
        family_of_cards=family,
        keywords_of_cards=cards.model_copy(update={"keywords": ()}),
        of_exiled_with_source=exiled,
    )
    return redescribed(last, face.types, condition=None, effects=(effect,))


def _asking_for(fields: dict[str, Any], keyword: str, instead: str) -> dict[str, Any]:
    """A dumped condition with every filter that asks for exactly ``keyword`` asking for
    ``instead``."""
    changed: dict[str, Any] = {}
    for key, value in fields.items():
        if key == "keywords" and tuple(value) == (keyword,):
            value = (instead,)
        elif isinstance(value, dict):
            value = _asking_for(value, keyword, instead)
        elif isinstance(value, (list, tuple)) and value and isinstance(value[0], dict):
            value = tuple(_asking_for(one, keyword, instead) for one in value)
        changed[key] = value
    return changed


#: "Create a token that's a copy of target creature. If this spell was kicked, create five of
#: those tokens instead": the same token copy, made that many times (111.2).
_MORE_OF_THOSE = re.compile(r"create (?P<n>" + "|".join(NUMBER_WORDS) + r") of those tokens\.?")


def more_copies(produced: list[Ability], sentence: str, face: Face) -> Ability | None:
    """The last token copy made again ``N`` times, or ``None`` if the sentence says no such
    thing or nothing before it made a token copy."""
    more = _MORE_OF_THOSE.fullmatch(sentence)
    if more is None or not produced:
        return None
    last = produced[-1]
    if not any(isinstance(e, CopyEffect) and e.token for e in last.effects):
        return None
    tokens = NUMBER_WORDS[more["n"]]
    effects = tuple(
        e.model_copy(update={"tokens": tokens}) if isinstance(e, CopyEffect) else e
        for e in last.effects
    )
    return redescribed(last.model_copy(update={"effects": effects}), face.types)


#: "The new creature type can't be Wall." (Artificial Evolution): a word a text change
#: (612) can't put in.
NEW_WORD_BARRED = re.compile(
    r"The new (?:creature type|color word|basic land type) can't be (?P<word>[A-Z][a-z]+)\.?"
)


def bar_new_word(ability: Ability, word: str) -> Ability | None:
    """The text-changing ability with ``word`` barred as the new word, or ``None`` when the
    ability changes no text."""
    if not any(isinstance(e, TextChangeEffect) for e in ability.effects):
        return None
    effects = tuple(
        e.model_copy(update={"not_to": (*e.not_to, word)}) if isinstance(e, TextChangeEffect) else e
        for e in ability.effects
    )
    summary = f"{ability.summary.rstrip('.')} (the new word can't be {word})."
    return ability.model_copy(update={"effects": effects, "summary": summary})


#: "This ability doesn't affect its color identity." after "~ is all colors" (Fallaji
#: Wayfarer): a deck-building fact about the ability before it (903.4), in no layer.
IDENTITY_KEPT = re.compile(r"This ability doesn't affect (?:its|this card's) color identity\.?")

#: "It's still a land." after an animation: part of the effect before it (205.1b).
STILL_A_TYPE = re.compile(
    r"(?:It's|It is|They're|They are|He's|She's) still (?:an? )?(?:[A-Z][a-z]+ )?"
    r"(?:land|artifact|enchantment|planeswalker)s?\.?"
)


def keep_card_types(ability: Ability, face_types: tuple[str, ...]) -> Ability:
    """ "It's still a land": every prior card type, subtype and supertype stays (205.1b)."""
    effects = tuple(
        e.model_copy(update={"lose_other_card_types": False, "mode": "add"})
        if isinstance(e, TypeEffect) and not e.lose_creature_types
        else e
        for e in ability.effects
    )
    return redescribed(ability, face_types, effects=effects)


#: "It's still a Shapeshifter." after an effect that sets creature types (Duplicant): that
#: creature type stays with the new ones.
STILL_A_CREATURE_TYPE = re.compile(r"It's still an? (?P<type>[A-Z][a-z]+)\.?")


def keep_creature_type(ability: Ability, creature_type: str) -> Ability | None:
    """ "It's still a Shapeshifter" after an effect that sets creature types: that type is
    one of the new ones; ``None`` when no effect of the ability sets them."""
    if creature_type not in SUBTYPE.values():
        return None
    setting = [
        e
        for e in ability.effects
        if isinstance(e, TypeEffect) and e.mode == "set" and e.creature_types_of_exiled
    ]
    if not setting:
        return None
    effects = tuple(
        e.model_copy(update={"subtypes": (*e.subtypes, creature_type)}) if e in setting else e
        for e in ability.effects
    )
    return ability.model_copy(update={"effects": effects})


#: "Create a token. It has ...": the token's own text (111.3), not an effect that gives it.
TOKEN_TEXT = re.compile(r"(?:It|They|That token|Those tokens)(?: each)? ha(?:s|ve) ")


#: "Those creatures gain vigilance until end of turn." after "target creature gets +3/+3, up
#: to one other target creature gets +2/+2, and ...": every one of those targets.
_THOSE_TARGETS = re.compile(r"(?:They|Those creatures|Each of them) (?:gain|get|have|lose)\b")


def to_each_target(
    sentence: str, produced: list[Ability], kind: str, cost: str | None, face: Face
) -> list[Ability] | None:
    """The abilities of the sentence before, one per target it names in a clause of its own
    (:attr:`Filter.new_target`, 115.3), each with this sentence's effects added, when "they"
    or "those creatures" begins it; ``None`` unless the sentence before named several
    targets that way and this one reads whole, for the same time (the parts then resolve as
    one ability's, each target its own name after the arrow)."""
    run = _targets_of_one_sentence(produced)
    if len(run) < 2 or not _THOSE_TARGETS.match(sentence):
        return None
    first = run[0]
    reading = read_sentence(sentence, Subject(first.affects, first.target, "those targets"))
    if reading is None or reading.unread or reading.one_shot or reading.restricted:
        return None
    made = ability_from(reading, kind, cost, face)
    if made is None or made.affects != first.affects or made.target != first.target:
        return None  # its subject is not the targets before it
    same = ("duration", "condition", "kicked", "cda", "choice", "resolves_if", "only_if")
    if any(getattr(made, field) != getattr(one, field) for one in run for field in same):
        return None
    return [redescribed(one, face.types, effects=one.effects + made.effects) for one in run]


def _targets_of_one_sentence(produced: list[Ability]) -> list[Ability]:
    """The last abilities made, when they are one sentence's targets named clause by clause:
    a target, then targets of their own (:attr:`Filter.new_target`)."""
    run: list[Ability] = []
    for ability in reversed(produced):
        if ability.affects.scope != "target" or ability.target is None:
            break
        run.insert(0, ability)
        if not ability.target.new_target:
            return run
    return []
