"""Instructions that make a predefined token (111.10): "Create a Treasure token.", "create
two tapped Food tokens", a Role created attached to a creature (303.7: "Create a Monster Role
token attached to target creature you control.") and incubate (701.53a: "Incubate 3.", an
Incubator token that enters with that many +1/+1 counters; an X defined by "where X is ..."
is not read here, so it is warned about).

>>> made = read_predefined("Create a Monster Role token attached to it.")
>>> made.verb, made.scope, made.kind
('role', 'it', 'Monster Role')
>>> made = read_predefined("Incubate 3.")
>>> made.verb, made.kind, made.amount
('incubate', 'Incubator', 3)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from engine.cards import Filter
from engine.oracle.object_phrases import read_objects
from engine.oracle.predefined_tokens import predefined_token_record
from engine.oracle.vocabulary import COUNT_WORDS

_PREDEFINED = re.compile(
    rf"[Cc]reate (?P<amount>{'|'.join(COUNT_WORDS)}|\d+|X) (?P<tapped>tapped )?"
    r"(?P<kind>[A-Z][a-z]+) tokens?\."
)
#: "attached to it", "attached to that creature", "attached to another target creature you
#: control", "attached to up to one other target creature you control".
_ROLE = re.compile(
    r"[Cc]reate an? (?P<kind>[A-Z][a-z]+(?: [A-Z][a-z]+)? Role) token attached to "
    r"(?:(?P<it>it|that creature)|(?P<quant>(?:up to one )?(?:another |other )?target) "
    r"(?P<objects>[a-z ]+?))\."
)
#: "For each creature your opponents control, create a Cursed Role token attached to that
#: creature." (Asinine Antics): one Role on each of them; "For each of those creatures, ...
#: attached to it" (Become Brutes): on each target; "Then for each Rat you control, ...
#: attached to that Rat" (Twisted Sewer-Witch).
_ROLE_ON_EACH = re.compile(
    r"(?:Then f|F)or each (?:(?P<those>of those creatures)|(?P<objects>[A-Za-z ]+?)), create an? "
    r"(?P<kind>[A-Z][a-z]+(?: [A-Z][a-z]+)? Role) token attached to (?:that [A-Za-z]+|it)\."
)
_INCUBATE = re.compile(r"(?:[Yy]ou )?[Ii]ncubate (?P<amount>\d+)\.")
#: Whom a Role is attached to (scopes of :mod:`engine.oracle.actions`): "it", a target, or
#: every object that fits; "you" for a token that is only created.
MadeScope = Literal["you", "it", "target", "all"]


@dataclass(frozen=True)
class PredefinedMade:
    """What an instruction makes: ``amount`` ``tokens`` (X: stated, 107.3), a ``role``
    attached to the objects ``scope`` and ``what`` name, or one Incubator with ``amount``
    +1/+1 counters."""

    verb: Literal["tokens", "role", "incubate"]
    kind: str
    types: tuple[str, ...]
    amount: int = 1
    x_amount: bool = False
    tapped: bool = False
    scope: MadeScope = "you"
    what: Filter | None = None


def read_predefined(sentence: str) -> PredefinedMade | None:
    """The instruction ``sentence`` gives, or ``None`` for other words or a token 111.10
    does not define here (a "Huntsman Role" is no predefined token)."""
    if made := _PREDEFINED.fullmatch(sentence):
        amount, tapped = made["amount"], bool(made["tapped"])
        number = 0 if amount == "X" else COUNT_WORDS.get(amount, 0) or int(amount)
        return _made("tokens", made["kind"], number, x_amount=amount == "X", tapped=tapped)
    if made := _INCUBATE.fullmatch(sentence):
        return _made("incubate", "Incubator", int(made["amount"]))
    if made := _ROLE.fullmatch(sentence):
        if made["it"]:
            return _made("role", made["kind"], scope="it")
        what = read_objects(made["objects"])
        if what is None:
            return None
        if "other" in made["quant"]:  # "another target creature" (115.1)
            what = what.model_copy(update={"other": True})
        return _made("role", made["kind"], scope="target", what=what)
    if made := _ROLE_ON_EACH.fullmatch(sentence):
        if made["those"]:
            return _made("role", made["kind"], scope="target")
        what = read_objects(made["objects"])
        return None if what is None else _made("role", made["kind"], scope="all", what=what)
    return None


def _made(
    verb: Literal["tokens", "role", "incubate"],
    kind: str,
    amount: int = 1,
    *,
    x_amount: bool = False,
    tapped: bool = False,
    scope: MadeScope = "you",
    what: Filter | None = None,
) -> PredefinedMade | None:
    record = predefined_token_record(kind)
    if record is None:
        return None
    types = tuple(record["type_line"].split("—")[0].split()[1:])  # "Token Artifact — Clue"
    return PredefinedMade(verb, kind, types, amount, x_amount, tapped, scope, what)
