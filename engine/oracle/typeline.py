"""Type-line changes the predicates do not read: supertypes (205.4) and a card type taken away.

- "<subject> is/are/becomes legendary|snow [in addition to its other types]" and "<subject>
  is no longer legendary|snow": a layer-4 effect on supertypes (In Bolas's Clutches,
  Leyline of Singularity, Arcum's Weathervane).
- "As long as your devotion to <colors> is less than N, ~ isn't a creature": the Theros
  Gods (700.5); the card type is taken away while the condition holds (205.1a), read with
  :class:`~engine.cards.Condition` ``devotion_below``; under another condition about the
  game, the same (The Warring Triad).
"""

from __future__ import annotations

import re

from engine.cards import Color, Condition, Filter, TypeEffect
from engine.oracle.conditions import about_the_board, read_condition
from engine.oracle.predicates import SUPERTYPE_CLAUSE, supertype_effect
from engine.oracle.subjects import Reading, Subject, anaphor, read_subject
from engine.oracle.vocabulary import COLORS, NUMBER_WORDS

_SUPERTYPE = re.compile(r"(?P<subject>.+?) (?P<clause>" + SUPERTYPE_CLAUSE.pattern + ")")

_NOT_A_TYPE = re.compile(
    r"As long as your devotion to (?P<colors>[a-z]+(?: and [a-z]+)?) is less than "
    r"(?P<count>[a-z]+), ~ isn't an? (?P<type>creature|artifact|enchantment)"
)


#: "As long as there are fewer than eight cards in your graveyard, ~ isn't a creature": the
#: same taking away under any condition about the game (The Warring Triad).
_NOT_A_TYPE_WHILE = re.compile(
    r"As long as (?P<words>.+?), ~ isn't an? (?P<type>creature|artifact|enchantment)"
)


def read_typeline(body: str, previous: Subject | None) -> Reading | None:
    """One of these templates (the sentence's duration already taken off), or ``None``."""
    other = _NOT_A_TYPE_WHILE.fullmatch(body)
    condition = read_condition(other["words"]) if other else None
    if other and condition is not None and about_the_board(condition):
        effect = TypeEffect(not_types=(other["type"].capitalize(),))
        return Reading(Subject(Filter(scope="self")), [effect], condition=condition)
    gods = _NOT_A_TYPE.fullmatch(body)
    if gods:
        colors = tuple(COLORS.get(word) for word in gods.group("colors").split(" and "))
        below = NUMBER_WORDS.get(gods.group("count"))
        if below is None or None in colors:
            return None
        condition = Condition(
            subject="self",
            devotion_to=tuple(c for c in colors if isinstance(c, Color)),
            devotion_below=below,
        )
        effect = TypeEffect(not_types=(gods.group("type").capitalize(),))
        return Reading(Subject(Filter(scope="self")), [effect], condition=condition)
    match = _SUPERTYPE.fullmatch(body)
    if match is None:
        return None
    words = match.group("subject")
    subject = anaphor(words, previous) or read_subject(words)
    if subject is None:
        return None
    return Reading(subject, [supertype_effect(match)])
