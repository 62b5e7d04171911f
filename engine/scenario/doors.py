"""A Room's doors in a scenario (709.5): the door a term names is unlocked as the Room
enters (709.5d: the half that was cast), ``unlock Door Name`` unlocks another (709.5e,
709.5f), and the reply says which doors are unlocked.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.errors import ScenarioError
from engine.game.rooms import door_named, is_room, unlock, unlocked_doors
from engine.objects import GameObject
from engine.scenario.parse import Term, without_number

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: "When you unlock this door, ..." (709.5h): a trigger the model doesn't carry out.
_UNLOCK_TRIGGER = re.compile(r"\bWhen(?:ever)? you unlock this door\b")


def enters_with_door(player: ScenarioPlayer, obj: GameObject, term: Term) -> None:
    """A Room named by one of its doors enters with that door unlocked (709.5d: that half
    was cast); named by both, neither is."""
    half = door_named(obj.card, without_number(term.name)) if is_room(obj.card) else None
    if half is not None:
        _unlocked(player, obj, half, term)


def unlock_door(player: ScenarioPlayer, obj: GameObject, term: Term) -> None:
    """``unlock Door Name``: that locked door of the Room is unlocked (709.5f); the Room's
    own name unlocks its one locked door."""
    if not is_room(obj.card):
        raise ScenarioError(
            f"In {term.where()}: {obj.card.name} is no Room, so it has no doors to unlock.",
            "Unlock a door of a Room on the battlefield: unlock Porcelain Gallery",
        )
    half = door_named(obj.card, without_number(term.name))
    locked = [door for door in (0, 1) if door not in unlocked_doors(obj)]
    if half is None and len(locked) == 1:
        half = locked[0]
    if half is None or half not in locked:
        doors = " or ".join(obj.card.faces[door].name for door in locked) or "none"
        raise ScenarioError(
            f"In {term.where()}: say which locked door of {obj.card.name} is unlocked "
            f"(709.5f); locked now: {doors}.",
            f"Name the door: unlock {obj.card.faces[locked[0] if locked else 0].name}",
        )
    _unlocked(player, obj, half, term)


def _unlocked(player: ScenarioPlayer, obj: GameObject, half: int, term: Term) -> None:
    """The door is unlocked: its abilities exist from now on; its "when you unlock this
    door" trigger (709.5h) is said, not carried out."""
    unlock(obj, half)
    door = obj.card.faces[half]
    player.notes.append(
        f"{term.where()}: {door.name} (a door of {obj.card.name}) is unlocked; the Room has "
        "the name, mana cost and rules text of its unlocked doors only (709.5)."
    )
    if _UNLOCK_TRIGGER.search(door.oracle_text):
        player.unmodelled.append(
            f"{door.name} ({term.where()}): its “when you unlock this door” ability "
            "triggered (709.5h) and is not carried out."
        )


def note_room_doors(player: ScenarioPlayer) -> None:
    """Each Room on the battlefield at the end says which doors are locked (709.5c): only
    the unlocked ones' abilities apply; a copy of a Room, whose locks aren't kept, is said."""
    for obj in player.game.battlefield():
        copied = player.game.objects.get(obj.choices.copy_of or -1)
        if copied is not None and is_room(copied.card):
            player.unmodelled.append(
                f"{obj.card.name} copies {copied.card.name}: a copy has both of a Room's "
                "halves and locks of its own (709.5b, 709.5d), which I don't keep; it is shown "
                "with the values of the Room's unlocked doors."
            )
        if not is_room(obj.card) or len(unlocked_doors(obj)) == 2:
            continue
        locked = [face.name for half, face in enumerate(obj.card.faces)
                  if half not in unlocked_doors(obj)]  # fmt: skip
        player.notes.append(
            f"{obj.card.name}: {' and '.join(locked)} locked, so "
            f"{'its' if len(locked) == 1 else 'their'} abilities don't apply (709.5); "
            f"“unlock {locked[0]}” unlocks a door, and a Room named by one door enters with "
            "that door unlocked (709.5d)."
        )
