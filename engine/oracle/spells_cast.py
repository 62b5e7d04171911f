"""Spells told apart by how they were cast: the zone they were cast from ("spells you cast
from exile", 601.2a) and their place in the order their controller cast them ("the first
spell you cast each turn", "the next spell you cast this turn", 601.2i).

Such a group is a group of spells on the stack (611.3a) with two more clauses,
``Filter.cast_from`` and ``Filter.cast_order``; :func:`cast_clauses` takes their words off
the group's phrase so that the rest reads like any group of spells
(:func:`engine.oracle.subjects.zone_group`). The game model tells which spells they are
(:mod:`engine.layers.spells_cast`).
"""

from __future__ import annotations

import re

from engine.cards import ZONES_OUTSIDE_BATTLEFIELD, ZoneName

#: The zone a spell was cast from, by the words after "you cast from" (601.2a).
_CAST_FROM: dict[str, tuple[ZoneName, ...]] = {
    "exile": ("exile",),
    "your hand": ("hand",),
    "your graveyard": ("graveyard",),
    "a graveyard": ("graveyard",),
    "your library": ("library",),
    "anywhere other than your hand": tuple(
        z for z in ZONES_OUTSIDE_BATTLEFIELD if z not in ("stack", "hand")
    ),
}

_FROM = re.compile(r"(?P<spells>.*\bspells? you cast) from (?P<zone>[a-z ]+)")

#: "the first <spells> you cast each turn" / "the next <spells> you cast this turn".
_ORDER = re.compile(
    r"the (?:(?P<first>first) (?P<each>.+ you cast(?: from [a-z ]+?)?) each turn"
    r"|(?P<next>next) (?P<this>.+ you cast(?: from [a-z ]+?)?) this turn)"
)


def cast_clauses(text: str) -> tuple[str, dict[str, object]]:
    """``the first instant or sorcery spell you cast each turn`` -> ``instant or sorcery
    spell you cast`` and ``{"cast_order": "first"}``; ``spells you cast from exile`` ->
    ``spells you cast`` and ``{"cast_from": ("exile",)}``; any other text as it is, with no
    clauses."""
    fields: dict[str, object] = {}
    words = text
    order = _ORDER.fullmatch(text)
    if order is not None:
        fields["cast_order"] = "first" if order["first"] else "next"
        text = order["each"] or order["this"]
    place = _FROM.fullmatch(text)
    if place is not None and place["zone"] in _CAST_FROM:
        fields["cast_from"] = _CAST_FROM[place["zone"]]
        text = place["spells"]
    if fields and not re.search(r"\bspells? you cast$", text):
        return words, {}  # not a group of spells: read as it is written (or not at all)
    return text, fields


#: "When you next cast an instant or sorcery spell from your hand this turn, it gains
#: rebound": a delayed trigger (603.7) whose effect reaches the spell that triggered it.
_WHEN_NEXT_CAST = re.compile(
    r"When you next cast (?:an? )?(?P<spell>[a-z ]+? spell)(?P<where> from [a-z ]+?)? "
    r"this turn, (?:it|that spell) (?P<rest>(?:gains|has) .+)"
)


def next_cast_trigger(sentence: str) -> str:
    """A delayed trigger on the next spell cast, worded as the group it gives an ability to
    ("The next instant or sorcery spell you cast from your hand this turn gains rebound":
    the same spell, and the ability applies while it is on the stack); any other sentence
    as it is."""
    match = _WHEN_NEXT_CAST.fullmatch(sentence)
    if match is None:
        return sentence
    return f"The next {match['spell']} you cast{match['where'] or ''} this turn {match['rest']}"
