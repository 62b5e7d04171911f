"""Sentences that finish the ability read just before them: the cost of a keyword it granted
("Its flashback cost is equal to its mana cost"), "The same is true for ..." (611.3a: the
effect reaches those groups too), "create five of those tokens instead" (111.2), "The new
creature type can't be Wall" (a word a text change can't put in, 612), "It's still a land"
(205.1b), "It's still a Shapeshifter", and a created token's own text ("It has ...", 111.3).
"""

from __future__ import annotations

import re

from engine.cards import Ability, AbilityEffect, CopyEffect, TextChangeEffect, TypeEffect
from engine.oracle.ability_kinds import Face, redescribed
from engine.oracle.subjects import read_subject
from engine.oracle.vocabulary import NUMBER_WORDS, SUBTYPE

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


def same_is_true(sentence: str, produced: list[Ability], face: Face) -> list[Ability] | None:
    """The last effect again for each group the sentence names (one or two, joined by
    "and"), each group read like a subject (611.3a: a static ability applies to whatever
    its text indicates, in any zone it names), or ``None`` unless every group reads."""
    match = _SAME_IS_TRUE.fullmatch(sentence)
    if match is None or not produced or produced[-1].affects.scope != "all":
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


#: "It's still a land." after an animation: part of the effect before it (205.1b).
STILL_A_TYPE = re.compile(
    r"(?:It's|It is|They're|They are) still (?:an? )?(?:[A-Z][a-z]+ )?"
    r"(?:land|artifact|enchantment)s?\.?"
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
