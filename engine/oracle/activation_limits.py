"""Restrictions on activating an ability (602.5b): "Activate only if this creature is blue
and only once", "Activate only once each turn and only if this permanent is a creature",
"Activate only if enchanted creature is white and untapped and only once each turn".

Such a restriction is no continuous effect, but its condition is read so that the ability is:
what the source (or the permanent it is attached to) is and its states, which ``activate``
checks before the ability resolves (:mod:`engine.scenario.restrictions`), and how often it
may be activated in a turn.
"""

from __future__ import annotations

import re

from engine.cards import Ability, Condition
from engine.oracle.ability_kinds import redescribed
from engine.oracle.conditions import about_the_board, read_condition
from engine.oracle.resolution_ifs import WHAT_IT_IS

_ACTIVATE_ONLY = re.compile(
    r"Activate only (?:(?P<once>once(?: each turn)?) and only )?if (?P<who>~|enchanted creature"
    r"|equipped creature) is (?P<what>.+?)(?: and only (?P<once2>once(?: each turn)?))?\.?"
)

#: What such a condition may ask of the object: what it is and its tap or combat state.
_ASKS = WHAT_IT_IS | {"states"}


def activation_limit(
    sentence: str, produced: list[Ability], face_types: tuple[str, ...]
) -> list[Ability] | None:
    """The abilities this activated ability made so far, each with the restriction the
    sentence adds; ``None`` unless the sentence is such a restriction and every part of it
    reads. "Only once" (never again, whatever the turn) is read only for an ability the
    engine doesn't carry out: a scenario counts activations turn by turn."""
    found = _ACTIVATE_ONLY.fullmatch(sentence)
    if found is None:
        return _about_the_game(sentence, produced, face_types)
    condition = _what_it_is(found["who"], found["what"])
    often = found["once"] or found["once2"]
    if condition is None or (often == "once" and produced):
        return None
    return [
        redescribed(
            a,
            face_types,
            activate_only_if=condition,
            activate_once_each_turn=often == "once each turn",
        )
        for a in produced
    ]


#: "Activate only if an opponent has three or more poison counters" (Corrupted, The Seedcore),
#: "Activate only if you control a Desert": a fact of the game, not of the source.
_ACTIVATE_ONLY_IF = re.compile(r"Activate only if (?P<what>[^.]+?)\.?")


def _about_the_game(
    sentence: str, produced: list[Ability], face_types: tuple[str, ...]
) -> list[Ability] | None:
    """The abilities with a restriction about the game that the layers' conditions check
    (what you control, an opponent's poison counters, your life ...); ``None`` for any
    other sentence, which is then reported as not read."""
    found = _ACTIVATE_ONLY_IF.fullmatch(sentence)
    condition = read_condition(found["what"]) if found is not None and produced else None
    if condition is None or condition.negated or not about_the_board(condition):
        return None
    return [redescribed(a, face_types, activate_only_if=condition) for a in produced]


def _what_it_is(who: str, what: str) -> Condition | None:
    """ "blue", "a creature", "white and untapped": each part of what the object must be,
    all of them together; ``None`` unless each reads."""
    fields: dict[str, object] = {}
    for part in what.split(" and "):
        condition = read_condition(f"{who} is {part}")
        if condition is None or condition.negated:
            return None
        asked = condition.model_dump(exclude_defaults=True)
        if set(asked) - _ASKS or set(asked) & set(fields) - {"subject"}:
            return None
        fields.update(asked)
    return Condition.model_validate(fields)
