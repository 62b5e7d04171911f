"""Replacement effects that change how many counters are put on a permanent or how many
tokens are created (614.1a).

"If one or more +1/+1 counters would be put on a creature you control, that many plus one
... instead" (Hardened Scales), "... twice that many ..." (Corpsejack Menace) and "If an
effect would put one or more counters on a permanent you control, it puts twice that many"
(Doubling Season), and "If an effect would create one or more [creature] tokens under your
control, it creates twice that many of those tokens instead" (Doubling Season, Parallel
Lives) are read from the Oracle text of the permanents on the battlefield. With
more than one, the affected permanent's controller chooses the order (616.1); the model
adds before it doubles (the most counters) and says so. Text of this kind this reading
doesn't know (a counter kind it doesn't name, tokens created under anyone's control) is
returned as not worked out, so the reply warns instead of counting without it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.cards import Card

_PLUS_ONE = re.compile(
    r"If one or more \+1/\+1 counters would be put on a creature you control, that many plus "
    r"one \+1/\+1 counters are put on it instead\."
)
_TWICE_PLUS = re.compile(
    r"If one or more \+1/\+1 counters would be put on a creature you control, twice that many "
    r"\+1/\+1 counters are put on it instead\."
)
_TWICE_ANY = re.compile(
    r"If an effect would put one or more counters on a permanent you control, it puts twice "
    r"that many of those counters on that permanent instead\."
)
_TWICE_TOKENS = re.compile(
    r"If an effect would create one or more (?P<creature>creature )?tokens under your control, "
    r"it creates twice that many of those tokens instead\."
)
#: Words of a replacement effect about counters or tokens, read or not.
ABOUT_COUNTERS_OR_TOKENS = re.compile(
    r"[^.\n]*(?:counters? would be put|would put one or more[^.]*counters|would create one or "
    r"more[^.]*tokens?)[^.\n]*\."
)


@dataclass(frozen=True)
class CounterReplacement:
    """One "instead" about counters: what it adds or multiplies, and to which kinds."""

    plus: int = 0
    times: int = 1
    #: ``"+1/+1"``, or ``None`` for counters of any kind.
    kind: str | None = "+1/+1"
    #: Only on creatures (else on any permanent its controller controls).
    creatures_only: bool = True
    #: It doubles the tokens an effect creates (Doubling Season, Parallel Lives), not counters.
    tokens: bool = False


_READ: dict[int, tuple[Card, tuple[CounterReplacement, ...], tuple[str, ...]]] = {}


def counter_replacements(card: Card) -> tuple[tuple[CounterReplacement, ...], tuple[str, ...]]:
    """The counter replacements ``card``'s text makes, and its sentences about counters or
    tokens being put or created "instead" that this reading doesn't work out."""
    entry = _READ.get(id(card))
    if entry is not None and entry[0] is card:
        return entry[1], entry[2]
    found: list[CounterReplacement] = []
    unread: list[str] = []
    text = card.oracle_text
    if "would" in text and "instead" in text:
        for sentence in ABOUT_COUNTERS_OR_TOKENS.findall(text):
            sentence = sentence.strip()
            if _PLUS_ONE.fullmatch(sentence):
                found.append(CounterReplacement(plus=1))
            elif _TWICE_PLUS.fullmatch(sentence):
                found.append(CounterReplacement(times=2))
            elif _TWICE_ANY.fullmatch(sentence):
                found.append(CounterReplacement(times=2, kind=None, creatures_only=False))
            elif tokens := _TWICE_TOKENS.fullmatch(sentence):
                only_creatures = bool(tokens["creature"])
                found.append(
                    CounterReplacement(
                        times=2, kind=None, creatures_only=only_creatures, tokens=True
                    )
                )
            else:
                unread.append(sentence)
    if len(_READ) > 4096:
        _READ.clear()
    _READ[id(card)] = (card, tuple(found), tuple(unread))
    return tuple(found), tuple(unread)


def replaced_amount(
    amount: int, kind: str, is_creature: bool, rules: list[CounterReplacement]
) -> int:
    """How many counters are put instead of ``amount`` (614.1a): every "plus" first, then every
    "twice" (616.1: the controller's order; this one gives the most)."""
    applying = [
        r
        for r in rules
        if not r.tokens
        and (r.kind is None or r.kind == kind)
        and (is_creature or not r.creatures_only)
    ]
    amount += sum(r.plus for r in applying)
    for rule in applying:
        amount *= rule.times
    return amount
