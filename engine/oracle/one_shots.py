"""A continuous effect and a one-shot instruction in one sentence (608.2c, 611.2a).

"~ gets +1/+0 until end of turn and deals 1 damage to you" (Firedrinker Satyr), "~ deals 2
damage to target creature with flying and that creature loses flying until end of turn"
(Burning Palm Efreet), "All creatures lose indestructible until end of turn, then destroy all
creatures": the continuous part is read by the sentence grammar, the one-shot part by
:mod:`engine.oracle.actions`, which the game model carries out as the spell or ability
resolves. The sentence counts as read only when both parts are (docs/CARDS.md); a one-shot
part in words the action grammar does not read leaves the whole sentence unread.

>>> parts = split_one_shot("~ gets +2/+0 until end of turn and deals 1 damage to you.")
>>> parts.continuous, parts.action
('~ gets +2/+0 until end of turn.', '~ deals 1 damage to you.')
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: The continuous part first, then what the same subject deals ("and deals 1 damage to
#: you") or an instruction after "then" ("..., then destroy all creatures").
_CONTINUOUS_FIRST = re.compile(
    r"(?P<continuous>(?P<subject>~|It) (?:gets?|gains?|has|loses?|becomes?) .+?)"
    r",? and (?P<deals>deals \d+ damage to [a-z ]+?)\.?"
    r"|(?P<continuous2>.+? until end of turn), then (?P<then>destroy all [a-z ]+?)\.?"
)
#: The instruction first, then what it did to its target or to the source: "~ deals 2
#: damage to target creature with flying and that creature loses flying until end of turn",
#: "Put three +1/+1 counters on ~ and it becomes a black Demon ...", "untap ~ and it gets
#: +1/+1 until end of turn".
_ACTION_FIRST = re.compile(
    r"(?P<action>~ deals \d+ damage to target [a-z ]+?"
    r"|[Pp]ut (?:an?|one|two|three|four|five|\d+) [a-z0-9+/-]+ counters? on (?:~|target [a-z ]+?)"
    r"|(?:[Uu]ntap|[Tt]ap) (?:~|target [a-z ]+?)) and "
    r"(?P<continuous>(?:that creature|it) (?:gets?|gains?|loses?|becomes?) .+?)\.?"
)


@dataclass(frozen=True)
class OneShotPart:
    """The two parts of a sentence, each a sentence of its own; ``action_first``: the
    instruction comes first and the continuous part refers back to its target."""

    continuous: str
    action: str
    action_first: bool


def split_one_shot(sentence: str) -> OneShotPart | None:
    """The sentence's continuous part and its one-shot part, or ``None`` when it is not
    one of the shapes above (whether each part reads is for the caller to check)."""
    sentence = sentence.strip()
    if '"' in sentence:  # a quoted ability's instructions are not the sentence's own
        return None
    if match := _ACTION_FIRST.fullmatch(sentence):
        return OneShotPart(_capitalized(match["continuous"]), match["action"] + ".", True)
    match = _CONTINUOUS_FIRST.fullmatch(sentence)
    if match is None:
        return None
    if match["deals"]:
        action = f"{match['subject']} {match['deals']}."
        return OneShotPart(match["continuous"] + ".", action, False)
    return OneShotPart(match["continuous2"] + ".", _capitalized(match["then"]) + ".", False)


def _capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


#: "Destroy target creature if it's white." / "If it's an artifact creature, put a +1/+1
#: counter on it.": the instruction, and what the object it acts on must be as it resolves.
_ACTION_IF_IT_IS = re.compile(
    r"(?P<action>[A-Za-z].+?) if (?:it's|it is) (?P<what>(?:an? )?[a-z]+(?: [a-z]+)?)\.?"
)
_IF_IT_IS_ACTION = re.compile(
    r"If (?:it's|it is|that (?:creature|permanent) is) "
    r"(?P<what>(?:an? )?[a-z]+(?: (?:or )?[a-z]+)?), (?P<action>[a-z].+?)(?P<instead> instead)?\.?"
)
#: "Put a +1/+1 counter on it if it's a creature and a loyalty counter on it if it's a
#: planeswalker." (Forge of Heroes): two instructions, the verb said once.
_TWO_CHECKED_PUTS = re.compile(
    r"(?P<verb>[Pp]ut) (?P<first>.+? if (?:it's|it is) [a-z ]+?) and "
    r"(?P<second>(?:an?|\d+|one|two|three) [a-z0-9+/ -]+? counters? on it if (?:it's|it is) "
    r"[a-z ]+?)\.?"
)


@dataclass(frozen=True)
class CheckedPart:
    """An instruction done only to an object that is something as it resolves (608.2c):
    the instruction as a sentence of its own, and the words of what the object must be."""

    action: str
    quality: str
    #: "If that permanent is black, exile it instead": it stands instead of what the
    #: sentence before did to that object.
    instead: bool = False


def split_checked(sentence: str) -> list[CheckedPart] | None:
    """The instructions of ``sentence`` each under its "if it's ..." about what it acts on,
    or ``None`` when the sentence says no such thing (whether each part reads is for the
    caller to check).

    >>> split_checked("Destroy target creature if it's white.")
    [CheckedPart(action='Destroy target creature.', quality='white')]
    """
    sentence = sentence.strip()
    if '"' in sentence:
        return None
    if two := _TWO_CHECKED_PUTS.fullmatch(sentence):
        parts = [split_checked(f"{two['verb']} {two[side]}.") for side in ("first", "second")]
        return None if None in parts else [one for part in parts if part for one in part]
    if found := _IF_IT_IS_ACTION.fullmatch(sentence):
        instead = bool(found["instead"])
        return [CheckedPart(_capitalized(found["action"]) + ".", found["what"], instead)]
    if found := _ACTION_IF_IT_IS.fullmatch(sentence):
        return [CheckedPart(found["action"] + ".", found["what"])]
    return None


#: "Put a +1/+1 counter on target creature or that creature gains banding, first strike, or
#: trample." (Nature's Blessing; Flowstone Sculpture with ``~``): an instruction or a
#: continuous effect, whichever the controller chooses as it resolves (608.2d).
_ACTION_OR_GAINS = re.compile(
    r"(?P<action>Put (?P<counter>an? [+-]\d+/[+-]\d+) counter on (?P<who>target creature|~)) "
    r"or (?:that creature|~) gains (?P<list>[a-z ,]+?)\.?"
)


@dataclass(frozen=True)
class ActionOrGains:
    """The choice in such a sentence: the instruction, one sentence per keyword it may gain
    instead, and the words a scenario names each alternative by (the counter first)."""

    action: str
    gains: tuple[str, ...]
    labels: tuple[str, ...]


def split_action_or_gains(sentence: str) -> ActionOrGains | None:
    """The alternatives of "Put a +1/+1 counter on X or X gains A, B, or C", or ``None``.

    >>> split_action_or_gains("Put a +1/+1 counter on ~ or ~ gains flying or trample.").gains
    ('~ gains flying.', '~ gains trample.')
    """
    found = _ACTION_OR_GAINS.fullmatch(sentence.strip())
    if found is None:
        return None
    keywords = [w.strip() for w in re.split(r",? or |, ", found["list"]) if w.strip()]
    who = _capitalized(found["who"])
    counter = re.sub(r"^an? ", "", found["counter"])
    return ActionOrGains(
        found["action"] + ".",
        tuple(f"{who} gains {keyword}." for keyword in keywords),
        (f"{counter} counter", *keywords),
    )
