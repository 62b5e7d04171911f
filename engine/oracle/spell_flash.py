"""A spell's own flash under a condition: "This spell has flash as long as you control a
Merfolk", "... as long as you've committed a crime this turn".

113.6e: an ability that changes how the card is cast works where it is cast from and on
the stack, so it is the spell's static ability, never the permanent's: an Aura's "This
spell has flash" (Supernatural Rescue) gives the Aura on the battlefield nothing. The
condition is read by :mod:`engine.oracle.conditions`.
"""

from __future__ import annotations

import re

from engine.cards import Ability, AbilityEffect, Filter
from engine.oracle.ability_kinds import Face
from engine.oracle.conditions import about_the_board, read_condition
from engine.oracle.describe import condition_words

_FLASH_AS_LONG_AS = re.compile(r"~ has flash as long as (?P<words>.+?)\.?")


def spell_flash(sentence: str, face: Face) -> Ability | None:
    """The spell's conditional flash, or ``None`` unless the face is an instant's or a
    sorcery's or its text says "This spell" (a permanent's own name there is the
    permanent's flash), and the condition, one about the game, reads."""
    found = _FLASH_AS_LONG_AS.fullmatch(sentence)
    if found is None:
        return None
    if not face.is_spell and f"This spell has flash as long as {found['words']}" not in face.text:
        return None
    condition = read_condition(found["words"])
    if condition is None or condition.negated or not about_the_board(condition):
        return None
    return Ability(
        kind="static",
        summary=(
            f"This card has flash while {condition_words(condition)} (113.6e, 702.8a: it "
            "works where the card is cast from and on the stack, so no permanent changes)."
        ),
        affects=Filter(scope="self"),
        condition=condition,
        effects=(AbilityEffect(keywords=("flash",)),),
        functions_in="stack",
    )
