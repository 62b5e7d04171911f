"""What a permanent becomes, chosen as it enters (614.1c) or is turned face up (614.1e).

"As this creature enters, it becomes your choice of a 3/3 creature with flying, a 2/5
creature with vigilance, or a 0/12 creature with defender" (Corrupted Shapeshifter, Primal
Plasma, Primal Clay's "... in addition to its other types"); "As this creature enters or is
turned face up, it becomes your choice of 5/1 or 1/5" (Aquamorph Entity). What is chosen
sets the permanent's copiable values (707.2: "as ... enters" and "as ... is turned face
up" abilities that set power and toughness), so it is no layer effect: each alternative is
an ability of kind ``other`` with ``trigger = "enters"`` and the alternatives' words, which
the game model carries out as the permanent enters (:mod:`engine.game.entered_as`), the
scenario naming the one chosen (``[flying]``, ``[3/3]``, ``[choice 2]``).
"""

from __future__ import annotations

import re

from engine.cards import Ability, AbilityEffect, EffectSpec, SetPowerToughness, TypeEffect
from engine.oracle.sentence import read_sentence

#: "As ~ enters[ or is turned face up], it becomes your choice of A, B, or C[ in addition to
#: its other types]."
_BECOMES_YOUR_CHOICE = re.compile(
    r"As ~ enters(?: the battlefield)?(?P<face_up> or is turned face up)?, it becomes your "
    r"choice of (?P<list>.+?)(?P<addition> in addition to its other types)?\.?"
)
#: A bare power and toughness among the alternatives ("5/1 or 1/5").
_SIZE = re.compile(r"\d+/\d+")


def turned_face_up_too(text: str) -> bool:
    """Whether the card's choice is made again as it is turned face up (614.1e)."""
    return "enters or is turned face up, it becomes your choice of" in text


def choice_as_it_enters(sentence: str) -> list[Ability] | None:
    """One ability per alternative the permanent may become as it enters, or ``None``
    unless every alternative reads as a size, card types, subtypes and keywords only."""
    found = _BECOMES_YOUR_CHOICE.fullmatch(sentence)
    if found is None:
        return None
    words = [w.strip() for w in re.split(r",? or |, ", found["list"]) if w.strip()]
    labels = tuple(re.sub(r"^an? ", "", w) for w in words)
    if len(labels) < 2:
        return None
    when = "As it enters or is turned face up" if found["face_up"] else "As it enters"
    made: list[Ability] = []
    for number, label in enumerate(labels, start=1):
        effects = _what_it_becomes(label, found["addition"] or "")
        if effects is None:
            return None
        summary = (
            f"{when}, it becomes your choice of {', '.join(labels[:-1])} or {labels[-1]} "
            f"(614.1c; its copiable values, 707.2): choice {number}, {label}."
        )
        made.append(
            Ability(
                kind="other", trigger="enters", summary=summary, effects=effects,
                alternatives=labels, alternative=number, duration="indefinitely",
            )
        )  # fmt: skip
    return made


def _what_it_becomes(label: str, addition: str) -> tuple[EffectSpec, ...] | None:
    """The values one alternative sets: a size ("5/1"), or "a 2/2 artifact creature with
    flying" read like "~ becomes ..." (card types, subtypes, base P/T, keywords)."""
    if _SIZE.fullmatch(label):
        said = f"~ has base power and toughness {label}"
    else:
        said = f"~ becomes a {label}{addition}"
    reading = read_sentence(said, None)
    if (
        reading is None
        or reading.unread
        or reading.one_shot
        or reading.condition is not None
        or reading.subject.affects.scope != "self"
    ):
        return None
    for effect in reading.effects:
        plain_keywords = isinstance(effect, AbilityEffect) and effect == AbilityEffect(
            keywords=effect.keywords
        )
        numbers = isinstance(effect, SetPowerToughness) and all(
            isinstance(n, int) for n in (effect.power, effect.toughness)
        )
        if not (plain_keywords or numbers or isinstance(effect, TypeEffect)):
            return None
    return tuple(reading.effects)
