"""The counters a permanent enters with (614.1c), read from its own Oracle text.

"This creature enters with two +1/+1 counters on it" is a replacement effect: the permanent
is never on the battlefield without them (Spike Feeder is a 2/2, not a 0/0 that dies).
Keywords that stand for the same thing put theirs on too: fading N (fade counters,
702.32a), vanishing N (time counters, 702.63a), modular N and graft N (+1/+1 counters,
702.43a, 702.58a). "enters with X ..." takes the X the scenario gives (``[x 3]``, 107.3).
A sentence that adds a condition or a count this reading doesn't work out ("if you cast it
from your hand", "for each creature that died this turn") is returned as unread, so the
reply says so instead of leaving the counters off in silence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.cards import Card
from engine.oracle.vocabulary import COUNT_WORDS

_ENTERS_WITH = re.compile(
    r"(?:this \w+|~) enters with (?P<amount>\w+) (?P<kind>[+-]?[\w/+-]+(?: \w+)?) counters? "
    r"on it(?P<rest>[^.]*)\.",
    re.IGNORECASE,
)
#: Keyword abilities that mean "enters with N counters of this kind".
_KEYWORD_COUNTERS = {"fading": "fade", "vanishing": "time", "modular": "+1/+1", "graft": "+1/+1"}
_KEYWORD = re.compile(r"^(?P<word>fading|vanishing|modular|graft) (?P<amount>\d+)\b", re.I | re.M)


@dataclass
class EnteringCounters:
    """The counters a permanent enters with, and the sentences about them not worked out."""

    counters: dict[str, int] = field(default_factory=dict)
    unread: list[str] = field(default_factory=list)
    #: Whether an amount is the X chosen as it was cast (``[x 3]``, 107.3).
    reads_x: bool = False


def entering_counters(card: Card, x: int | None) -> EnteringCounters:
    """What ``card`` enters the battlefield with, by its own text (face up, 614.1c)."""
    found = EnteringCounters()
    text = card.oracle_text
    if "enters with" not in text and not _KEYWORD.search(text):
        return found  # most cards: nothing to read
    for name in (card.name, card.name.split(",")[0]):  # "Chromium" for Chromium, the Mutable
        text = text.replace(name, "~") if name else text
    for line in text.splitlines():
        if keyword := _KEYWORD.match(line):
            kind = _KEYWORD_COUNTERS[keyword["word"].casefold()]
            found.counters[kind] = found.counters.get(kind, 0) + int(keyword["amount"])
            continue
        for match in _ENTERS_WITH.finditer(line):
            found.reads_x = found.reads_x or match["amount"] == "X"
            amount = _amount(match["amount"], x)
            if match["rest"].strip() or amount is None:
                found.unread.append(match.group(0))
                continue
            kind = match["kind"].casefold()
            found.counters[kind] = found.counters.get(kind, 0) + amount
    return found


def _amount(word: str, x: int | None) -> int | None:
    if word == "X":
        return x
    if word.isdigit():
        return int(word)
    return COUNT_WORDS.get(word.casefold())
