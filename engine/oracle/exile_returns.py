"""Oracle words of exiles that come back: "exile ... until ~ leaves the battlefield" (610.3),
"return that card to the battlefield ... at the beginning of the next end step" (a delayed
trigger, 603.7), "return the exiled card ..." (Oblivion Ring's linked ability, 607.2a), and
the group "any number of" such exiles choose from.

>>> exiled_group("other nonland permanents you own and control").owner
'you'
>>> RETURN_EXILED.fullmatch("Return those cards to the battlefield at the beginning of the "
...     "next end step.")["delayed"]
' at the beginning of the next end step'
"""

from __future__ import annotations

import re

from engine.cards import Filter
from engine.oracle.groups import noun_phrase, split_controller

#: What comes back, under whose control, whether tapped and with counters ("with a +1/+1
#: counter on it", 614.1c), and whether a delayed trigger returns it. "That card" after a
#: dies trigger is the card that died (Unholy Indenture, 603.10a).
RETURN_EXILED = re.compile(
    r"(?:If you do, )?return (?P<what>that card|those cards|the exiled cards?) to the "
    r"battlefield(?P<tapped> tapped)?(?: under (?P<under>its owner's|their owners'|your) control)?"
    r"(?: with (?P<amount>an?|one|two|three|four|five) (?P<kind>[+-]\d+/[+-]\d+|[a-z]+) "
    r"counters? on (?:it|them))?"
    r"(?P<delayed> at the beginning of the next end step)?\.",
    re.I,
)
#: "If it enters as a creature, it enters with an additional +1/+1 counter on it." after a
#: return (Teferi's Time Twist): a replacement as it enters (614.1c).
RETURN_COUNTER = re.compile(
    r"If it enters as a creature, it enters with an additional (?P<kind>[+-]\d+/[+-]\d+) "
    r"counter on it\."
)


def exiled_group(phrase: str) -> Filter | None:
    """ "other nontoken creatures you control", "other nonland permanents you own and
    control", "historic permanent you control" as a :class:`Filter` (owned and controlled:
    both yours), or ``None`` when a word is not one the group grammar knows."""
    words, owned = re.subn(r" you own and control$", " you control", phrase.strip())
    words, who = split_controller(words)
    plural = words.endswith("s")
    fields = noun_phrase(words.strip(), plural)
    if fields is None or who not in (None, "you", "opponent"):
        return None
    return Filter.model_validate({**fields, "controller": who, "owner": "you" if owned else None})
