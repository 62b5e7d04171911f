"""Instructions that change one permanent without moving it: transform (701.27a: "transform
~", "Transform all Humans", "transform target Incubator token you control"; only a
transforming double-faced permanent can, 701.27c), phase out (702.26: "It phases out.",
"Target creature phases out.", "~ phases out.") and exchange a life total with its power or
toughness (701.12c: "Exchange your life total with ~'s power.", Evra, Halcyon Witness).

>>> read_status_change("Transform all Humans.")[:2]
('transform', 'all')
>>> read_status_change("It phases out.")[:2]
('phase_out', 'it')
"""

from __future__ import annotations

import re
from typing import Literal

from engine.cards import Filter
from engine.oracle.object_phrases import read_objects
from engine.oracle.subjects import read_subject

_SELF = r"(?:~|this (?:creature|permanent|artifact|land|enchantment|token))"
_TRANSFORM_SELF = re.compile(rf"transform {_SELF}\.", re.I)
_TRANSFORM_GROUP = re.compile(r"transform (?:all|each) (?P<group>[a-z ]+?)\.", re.I)
_TRANSFORM_TARGET = re.compile(r"transform (?:up to one )?target (?P<what>[a-z ]+?)\.", re.I)
_PHASE_OUT = re.compile(
    rf"(?:(?P<self>{_SELF})|(?P<it>it|that creature)|target (?P<what>[a-z ]+?)) phases out\.",
    re.I,
)

_EXCHANGE_LIFE = re.compile(r"exchange your life total with ~'s (?P<stat>power|toughness)\.", re.I)

StatusVerb = Literal["transform", "phase_out", "life_for_power", "life_for_toughness"]
StatusScope = Literal["self", "all", "target", "it"]


def read_status_change(sentence: str) -> tuple[StatusVerb, StatusScope, Filter] | None:
    """The instruction, whom it acts on and what they must be; ``None`` for other words."""
    if _TRANSFORM_SELF.fullmatch(sentence):
        return "transform", "self", Filter(scope="self")
    if (group := _TRANSFORM_GROUP.fullmatch(sentence)) is not None:
        subject = read_subject(f"all {group['group']}")
        return None if subject is None else ("transform", "all", subject.affects)
    if (target := _TRANSFORM_TARGET.fullmatch(sentence)) is not None:
        what = read_objects(target["what"])
        return None if what is None else ("transform", "target", what)
    if (exchange := _EXCHANGE_LIFE.fullmatch(sentence)) is not None:
        stat = exchange["stat"].casefold()
        return "life_for_power" if stat == "power" else "life_for_toughness", "self", Filter()
    if (phasing := _PHASE_OUT.fullmatch(sentence)) is not None:
        if phasing["self"]:
            return "phase_out", "self", Filter(scope="self")
        if phasing["it"]:
            return "phase_out", "it", Filter()
        what = read_objects(phasing["what"])
        return None if what is None else ("phase_out", "target", what)
    return None
