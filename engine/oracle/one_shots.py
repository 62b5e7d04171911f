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
#: The instruction first, then what it did to its target: "~ deals 2 damage to target
#: creature with flying and that creature loses flying until end of turn".
_ACTION_FIRST = re.compile(
    r"(?P<action>~ deals \d+ damage to target [a-z ]+?) and "
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
