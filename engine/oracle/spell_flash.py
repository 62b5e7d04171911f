"""An instant's or sorcery's own flash under a condition: "This spell has flash as long as
you control a Merfolk", "... as long as you've committed a crime this turn".

702.8a: flash works in any zone the card could be cast from, so the ability is the card's
own static ability, which applies in the hand (and on the stack) while its condition holds;
no permanent is changed by it. The condition is read by :mod:`engine.oracle.conditions`.
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
    sorcery's and the condition, one about the game, reads."""
    found = _FLASH_AS_LONG_AS.fullmatch(sentence)
    if found is None or not face.is_spell:
        return None
    condition = read_condition(found["words"])
    if condition is None or condition.negated or not about_the_board(condition):
        return None
    return Ability(
        kind="static",
        summary=(
            f"This card has flash while {condition_words(condition)} (702.8a: flash works "
            "where the card is cast from, so no permanent changes)."
        ),
        affects=Filter(scope="self"),
        condition=condition,
        effects=(AbilityEffect(keywords=("flash",)),),
    )
