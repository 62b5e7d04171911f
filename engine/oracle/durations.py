"""Durations: how long a resolved spell's or ability's effect lasts (611.2a, 514.2).

"Until end of turn, ..." at the start of a sentence or "... until end of turn" at its end;
without one, an effect of a spell or ability lasts for the rest of the game (611.2a) and a
static ability's lasts as long as the ability exists (611.3a).
"""

from __future__ import annotations

import re

from engine.cards import Formula
from engine.oracle.amounts import read_formula

#: The words after "until" -> ``Ability.duration``.
DURATIONS = {
    "end of turn": "end_of_turn",
    "your next turn": "until_your_next_turn",
    "your next upkeep": "until_your_next_upkeep",
    "~ is cast from exile": "until_cast_from_exile",
}
_LEADING = re.compile(r"(?i:until (end of turn|your next turn|your next upkeep)), ")
_TRAILING = re.compile(
    r" until (end of turn|your next turn|your next upkeep|~ is cast from exile)$"
)
#: "... for as long as ~ remains on the battlefield" (Sower of Temptation), "... until ~
#: leaves the battlefield" (Gaea's Liege): the effect of a resolved ability that ends when its
#: source leaves (611.2b), like a static ability's.
_WHILE_SOURCE = re.compile(
    r"(?: for)? as long as ~ remains on the battlefield$| until ~ leaves the battlefield$"
)
#: "for as long as you control ~" (Master Thief, Olivia Voldaren): it also ends when the
#: ability's controller loses control of the source (611.2b); "... and ~ remains tapped"
#: (Rubinia Soulsinger) keeps the tapped half as a condition on the source.
_WHILE_CONTROLLED = re.compile(
    r" (?:for )?as long as you control ~(?P<tapped> and ~ remains tapped)?$"
)


#: "... for as long as that creature is enchanted" (Rootwater Matriarch): the effect of a
#: resolved ability on its target lasts while an Aura is attached to it (611.2b).
_WHILE_ENCHANTED = re.compile(r"(?: for)? as long as that creature is enchanted$")


def split_duration(body: str) -> tuple[str | None, str] | None:
    """The sentence's duration (or ``None``) and the rest of it; ``None`` when it says two."""
    duration: str | None = None
    match = _LEADING.match(body)
    if match:
        duration, body = DURATIONS[match.group(1)], body[match.end() :]
    if controlled := _WHILE_CONTROLLED.search(body):
        if duration:
            return None
        tapped = " as long as ~ remains tapped" if controlled.group("tapped") else ""
        return "while_controlled", body[: controlled.start()] + tapped
    if enchanted := _WHILE_ENCHANTED.search(body):
        return None if duration else ("while_enchanted", body[: enchanted.start()])
    match = _TRAILING.search(body) or _WHILE_SOURCE.search(body)
    if match:
        if duration:
            return None
        words = match.group(1) if match.groups() else None
        duration, body = DURATIONS[words] if words else "while_source", body[: match.start()]
    return duration, body


#: "That land is an Island ... for as long as it has a flood counter on it" / "For as long
#: as that creature has a shadow counter on it, it's a Wraith ...": the effect of a resolved
#: ability on the object it names lasts while that object keeps such a counter (611.2b).
_WHILE_COUNTER = re.compile(
    r"(?P<rest>.+?),? (?:for )?as long as it has an? (?P<kind>[a-z+/0-9-]+) counter on it\.?"
    r"|For as long as that [a-z]+ has an? (?P<kind2>[a-z+/0-9-]+) counter on it, (?P<rest2>.+)"
)


#: "... for as long as ~ remains tapped and that creature's power remains less than or equal
#: to ~'s power" (Old Man of the Sea): the second half is about the object the effect is
#: locked to, the first is read as any duration is.
_POWER_KEPT = re.compile(
    r"(?P<rest>.+ as long as .+?) and that (?:creature|permanent)'s power remains less than "
    r"(?P<equal>or equal to )?(?P<count>.+?)\.?"
)


def power_kept(sentence: str) -> tuple[Formula, str] | None:
    """The amount a :data:`_POWER_KEPT` duration keeps the object's power at or under, and
    the rest of the sentence; ``None`` for another sentence or an amount not read."""
    found = _POWER_KEPT.fullmatch(sentence.strip())
    if found is None or (count := read_formula(found["count"])) is None:
        return None
    bound = count if found["equal"] else count.model_copy(update={"plus": count.plus - 1})
    return bound, found["rest"] + "."


def counter_kept(sentence: str) -> tuple[str, str] | None:
    """The counter kind a :data:`_WHILE_COUNTER` duration names and the rest of the
    sentence ("it's" written "it is"), or ``None``."""
    found = _WHILE_COUNTER.fullmatch(sentence.strip())
    if found is None:
        return None
    rest = found["rest"] or re.sub(r"^it's ", "it is ", found["rest2"])
    return found["kind"] or found["kind2"], rest[:1].upper() + rest[1:]
