"""Where a condition sits in a sentence (611.3a): "During your turn, ...", "As long as
<condition>, ...", "... as long as <condition>", "... unless <condition>", "... if it hasn't
dealt damage yet", and "As long as ~ is in your graveyard, ..." (113.6b). What the condition
says is read by :mod:`engine.oracle.conditions`.
"""

from __future__ import annotations

import re

from engine.cards import Condition, Filter
from engine.oracle.conditions import read_condition

_DURING = re.compile(r"(?i:during) (your turn|an opponent's turn|turns other than yours), (.+)")
_DURING_AFTER = re.compile(r"(.+) during (your turn|an opponent's turn)\.?")
_UNLESS = re.compile(r"(.+) unless (.+?)\.?")


def split_condition(body: str) -> tuple[Condition | None, str, str] | None:
    """A sentence's condition, its words and the rest of the sentence (611.3a: a static
    ability's effect applies only while its condition holds); ``None`` when the condition
    does not read.

    "During your turn, ...", "As long as <condition>, ..." or "... as long as <condition>".
    """
    match = _DURING.fullmatch(body)
    turn, rest = (match.group(1), match.group(2)) if match else (None, body)
    if match is None and (trailing := _DURING_AFTER.fullmatch(body)):
        turn, rest = trailing.group(2), trailing.group(1)  # "~ has first strike during your turn"
    if turn is not None:
        during = Condition(subject="self", your_turn=turn == "your turn")
        if re.search(r"\buntil\b", rest):
            return None
        if re.search(r"\bas long as\b", rest):  # "During your turn, as long as ~ is equipped"
            inner = split_condition(rest)
            if inner is None or inner[0] is None or inner[0].your_turn is not None:
                return None
            if inner[0].negated or inner[0].subject != "self":
                return None
            return inner[0].model_copy(update={"your_turn": during.your_turn}), inner[1], inner[2]
        return during, "", rest
    unless = _UNLESS.fullmatch(body)
    if unless and re.search(r"\bcan't\b|\bmust\b|\bable\b", unless.group(1)):
        unless = None  # "... and can't be blocked unless ...": the restriction's own condition
    if unless and re.search(r"\buntil\b|\bthis turn\b", unless.group(1)):
        return None  # a spell's "unless" is checked once, as it resolves (608.2c)
    if unless:  # "~ has hexproof unless it's attacking": while the condition does not hold
        condition = read_condition(unless.group(2))
        if condition is None or condition.negated:
            return None
        negated = condition.model_copy(update={"negated": True})
        return negated, unless.group(2), unless.group(1)
    match = re.fullmatch(r"(?i:as long as) (.+?), (.+)", body)
    if match:
        words, rest = match.group(1), match.group(2)
    elif (match := re.fullmatch(r"(.+) as long as (.+)", body)) or (
        match := _IF_HISTORY.fullmatch(body)
    ):
        words, rest = match.group(2), match.group(1)
    elif match := _IF_EXILED_AS_CAST.fullmatch(body):
        words, rest = match.group(1), match.group(2)
    else:
        return None, "", body
    if re.match(r"it\b", words) and re.match(r"(?i:that|target|those) ", rest):
        return None  # "That land is an Island for as long as it has a flood counter on it":
        # "it" is that object, and a condition reads only the source or what it's attached to
    if words == "~ is on the battlefield":  # a permanent's static ability works only there
        return None, "", re.sub(r"^it(?:'s| is) ", "~ is ", re.sub(r"^it (?=has )", "~ ", rest))
    condition = read_condition(words)
    if condition is None:
        return None
    exactly_one = condition.at_least == condition.at_most == 1
    if exactly_one and condition.controls == _YOUR_CREATURES and rest.startswith("that creature "):
        rest = "each creature you control " + rest.removeprefix("that creature ")  # that one
    return condition, words, rest


#: "~ has hexproof if it hasn't dealt damage yet", "~ has flying and trample if it devoured a
#: creature": a static ability's "if" about the object's history, which holds as long as "as
#: long as" would.
_IF_HISTORY = re.compile(r"(.+) if ((?:it|~) (?:hasn't dealt damage yet|devoured a creature))\.?")


#: "If a creature card with flying was exiled with ~'s delve ability, ~ has flying": a static
#: ability's "if" about the cards a linked ability exiled as it was cast (607.2a), which
#: holds as long as "as long as" would.
_IF_EXILED_AS_CAST = re.compile(r"If (an? [a-z ]+ was exiled with ~'s [a-z]+ ability), (.+)")


#: What "as long as you control exactly one creature, that creature ..." counts.
_YOUR_CREATURES = Filter(types=("Creature",), controller="you")


#: "As long as ~ is in your graveyard[ and <condition>], <effect>" (113.6b: the ability
#: functions only from there).
_IN_YOUR_GRAVEYARD = re.compile(
    r"As long as ~ is in your graveyard(?:, (?P<rest>.+)| and (?P<condition>[^,]+), (?P<then>.+))"
)


def in_your_graveyard(sentence: str) -> str | None:
    """The sentence of a static ability that functions from its owner's graveyard without
    the words that say so (what is left keeps its other condition), or ``None``."""
    found = _IN_YOUR_GRAVEYARD.fullmatch(sentence)
    if found is None:
        return None
    if found["rest"] is not None:
        return found["rest"][:1].upper() + found["rest"][1:]
    return f"As long as {found['condition']}, {found['then']}"
