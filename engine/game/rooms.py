"""Rooms (709.5): a split permanent with a shared type line whose halves, its doors, are
locked or unlocked.

A door is unlocked by the "left half unlocked" / "right half unlocked" designation (709.5c):
given as the Room enters for the half that was cast (709.5d), or later by unlocking it
(709.5e, 709.5f). A locked half gives the permanent neither its name, its mana cost nor its
rules text (709.5), so only the unlocked doors' abilities exist on the battlefield, and its
name and mana value are those of its unlocked halves.
"""

from __future__ import annotations

import re

from engine.cards import Card
from engine.names import normalize_name
from engine.objects import GameObject

#: The designation of each door (709.5c), by half: the left one first.
DESIGNATIONS = ("left half unlocked", "right half unlocked")


def is_room(card: Card) -> bool:
    """Whether ``card`` has two halves with a shared type line: a Room (709.5)."""
    return card.layout == "split" and "Room" in card.subtypes and len(card.faces) == 2


def door_named(card: Card, name: str) -> int | None:
    """Which half of the Room ``name`` names (0 left, 1 right), or ``None``."""
    wanted = normalize_name(name)
    halves = [normalize_name(face.name) for face in card.faces]
    return halves.index(wanted) if wanted in halves else None


def unlocked_doors(obj: GameObject) -> list[int]:
    """The halves of the Room that are unlocked, left first."""
    return [half for half, mark in enumerate(DESIGNATIONS) if mark in obj.states]


def unlock(obj: GameObject, half: int) -> bool:
    """Give the Room the designation of that half (709.5f) and the values its unlocked
    halves give it; whether that door was locked."""
    if DESIGNATIONS[half] in obj.states:
        return False
    obj.states.add(DESIGNATIONS[half])
    obj.own_values = _unlocked_values(obj.card, unlocked_doors(obj))
    return True


def _unlocked_values(card: Card, doors: list[int]) -> Card:
    """The Room's values with those doors unlocked (709.5): their names, mana costs, rules
    text and abilities; the shared types of the type line (709.5a)."""
    halves = [card.faces[door] for door in doors]
    return card.model_copy(
        update={
            "name": " // ".join(face.name for face in halves),
            "mana_cost": "".join(face.mana_cost for face in halves),
            "mana_value": sum(_mana_value(face.mana_cost) for face in halves),
            "oracle_text": "\n".join(face.oracle_text for face in halves),
            "abilities": tuple(a for face in halves for a in face.abilities),
            "unmodelled": tuple(s for face in halves for s in face.unmodelled),
        }
    )


def _mana_value(cost: str) -> int:
    """202.3: the total amount of mana in a mana cost (X is 0 off the stack, 107.3)."""
    symbols = re.findall(r"\{([^}]+)\}", cost)
    return sum(int(s) if s.isdigit() else 0 if s == "X" else 1 for s in symbols)
