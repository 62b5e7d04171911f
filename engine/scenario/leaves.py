"""Leaves-the-battlefield triggers of a permanent that left during the scenario (603.6c,
603.10a: they look back at the permanent as it last was on the battlefield).

A trigger said after another ability on the same line is linked to the creature that ability
returned (Animate Dead, Dance of the Dead, Necromancy: "When this Aura leaves the
battlefield, that creature's controller sacrifices it.", 607.2); ``trigger Name`` resolves
it on the creature the Aura was attached to. A trigger of the permanent's own ("When this
creature dies, ...", Rancor's "When this Aura is put into a graveyard from the battlefield,
...") resolves as ``trigger Name`` resolves any triggered ability. One that triggered and was
not resolved by the end of the scenario is reported in ``unmodelled``, never left out
silently: the board shown is the one before it resolves.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.game.flip import flip
from engine.game.returns import back_from_where_it_went
from engine.game.transform import transform
from engine.objects import GameObject
from engine.oracle.actions import read_actions
from engine.oracle.sentences import as_self
from engine.scenario.carry_out import carry_out
from engine.scenario.entering import enters_from_elsewhere
from engine.scenario.game_terms import OWN_LEAVES
from engine.scenario.parse import Term
from engine.scenario.printed_abilities import can_trigger

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: "When ~ dies, return it to the battlefield flipped." (Homura), "... tapped and transformed
#: under its owner's control": the card itself comes back (603.10a).
_RETURNS_ITSELF = re.compile(
    r", return (?:it|that card|~) to the battlefield(?P<tapped> tapped)?(?: and)?"
    r"(?P<turned> transformed| flipped)?(?: under (?P<under>its owner's|your) control)?\.$"
)

#: The trigger after the end of an earlier sentence of the same line.
_LINKED_LEAVES = re.compile(
    r"(?<=\. )When (?:~|this [A-Za-z]+) leaves the battlefield, (?P<then>[^.]+\.)"
)


def own_leaves_trigger(player: ScenarioPlayer, obj: GameObject) -> str | None:
    """The permanent's own leaves-the-battlefield trigger that going to its zone now sets
    off, as its Oracle line reads, or as an effect gave it ("gains 'When this creature
    dies, ...'", Abnormal Endurance: it had that ability as it last existed, 603.10a);
    ``None`` when it has none that this move triggers."""
    lines = _own_lines(obj)
    if obj.id in player.last_known:
        lines += [a.summary for a in player.last_known[obj.id][0].abilities if a.kind == "other"]
    for line in lines:
        found = OWN_LEAVES.match(line)
        if found and (found["event"] == "leaves the battlefield" or obj.zone == "graveyard"):
            return line.replace("~", obj.card.own_name)
    return None


def _own_lines(obj: GameObject) -> list[str]:
    """The lines of the card's text with its names as ``~``: a face's name and its short
    name too ("When Homura dies" on Homura, Human Ascendant, 201.5)."""
    names = [obj.card.name, *(face.name for face in obj.card.faces)]
    return as_self(obj.card.oracle_text, *names, legendary=obj.card.is_legendary).splitlines()


def linked_leaves_text(obj: GameObject) -> str | None:
    """The instruction of the permanent's linked leaves-the-battlefield trigger, if any."""
    for line in _own_lines(obj):
        if found := _LINKED_LEAVES.search(line):
            return found["then"]
    return None


def note_departures(player: ScenarioPlayer, attached: dict[int, int | None]) -> None:
    """The permanents of ``attached`` (the battlefield before a term, with what each was
    attached to) that have left, with a leaves trigger (linked or their own): each
    triggered. One that left the game with its owner (800.4a) didn't move to a zone."""
    for obj_id in player.left:
        obj = player.game.objects[obj_id]
        if obj_id not in attached or obj.zone == "left the game":
            continue
        if linked_leaves_text(obj) is not None or own_leaves_trigger(player, obj) is not None:
            player.leaves_triggered[obj_id] = attached[obj_id]


def resolve_leaves_trigger(
    player: ScenarioPlayer, source: GameObject, term: Term, timestamp: int
) -> None:
    """``trigger Name`` for a permanent whose linked leaves trigger triggered: its
    instruction is carried out on the creature the permanent was attached to (607.2). Its
    own trigger is carried out when I read all of its instructions (Oblivion Ring's return of
    the card it exiled, Rancor's return to hand), else resolves as ``trigger`` resolves any."""
    host_id = player.leaves_triggered.pop(source.id)
    then = linked_leaves_text(source)
    own = own_leaves_trigger(player, source)
    if then is None and own is not None and (back := _RETURNS_ITSELF.search(own)):
        _return_itself(player, source, back, term, timestamp)
        return
    reading = (
        read_actions(own.partition(", ")[2], source.card.name, legendary=source.card.is_legendary)
        if own
        else None
    )
    if then is None and reading is not None and reading.actions and not reading.unread:
        carry_out(  # "return the exiled card to the battlefield" (Oblivion Ring, 607.2a)
            player, reading, source_name=f"{source.card.name}'s leaves-the-battlefield ability",
            source=source, card=source.card, term=term, timestamp=timestamp,
        )  # fmt: skip
        return
    if then is None:
        from engine.scenario.abilities import activate  # which sends leaves triggers here

        activate(player, term, timestamp)
        return
    host = player.game.objects.get(host_id) if host_id is not None else None
    name = f"{source.card.name}'s leaves-the-battlefield ability"
    if host is None or host.zone != "battlefield":
        player.notes.append(f"{name} did nothing: that creature isn't on the battlefield.")
        return
    reading = read_actions(then, source.card.name, legendary=source.card.is_legendary)
    carry_out(
        player, reading, source_name=name, source=source, card=source.card, term=term,
        timestamp=timestamp, chosen_target=host,
    )  # fmt: skip


def _return_itself(
    player: ScenarioPlayer, source: GameObject, back: re.Match[str], term: Term, timestamp: int
) -> None:
    """The card that left comes back as a new object (400.7) under the ability's controller,
    or its owner's when the text says so (110.2), tapped, transformed (701.27a) or flipped
    (710.2) as the text says; a token can't come back (111.7), nor a card gone on."""
    under = source.owner if back["under"] == "its owner's" else source.controller
    name = f"{source.card.own_name}'s leaves-the-battlefield ability"
    new = back_from_where_it_went(player.game, source, under, timestamp)
    if new is None:
        player.notes.append(f"{name} did nothing: {source.card.own_name} isn't where it went.")
        return
    enters_from_elsewhere(player, new, term, timestamp)
    how = ""
    if back["tapped"]:
        new.states.add("tapped")
        how += " tapped"
    turned = {" transformed": transform, " flipped": flip}.get(back["turned"] or "")
    if turned is not None and turned(new) is None:
        how += back["turned"]
    player.notes.append(
        f"{name}: {source.card.own_name} returned to the battlefield{how}, a new object (400.7)."
    )


def report_unresolved(player: ScenarioPlayer) -> None:
    """A leaves trigger that triggered and was never resolved (603.3): reported, unless it is
    a linked one whose creature has left the battlefield too (it would do nothing)."""
    for obj_id, host_id in player.leaves_triggered.items():
        obj = player.game.objects[obj_id]
        name = obj.card.name
        if (own := own_leaves_trigger(player, obj)) is not None and linked_leaves_text(obj) is None:
            player.unmodelled.append(_own_unresolved(player, obj, own))
            continue
        host = player.game.objects.get(host_id) if host_id is not None else None
        if host is not None and host.zone != "battlefield":
            player.notes.append(
                f"{name}'s leaves-the-battlefield ability triggered and does nothing: "
                f"{host.card.name} has left the battlefield too."
            )
            continue
        then = (linked_leaves_text(obj) or "").replace("~", name)
        player.unmodelled.append(
            f"{name} left the battlefield: its ability “When {name} leaves the battlefield, "
            f"{then}” triggered and was not resolved (write “trigger {name}”, 603.6c)."
        )


def _own_unresolved(player: ScenarioPlayer, obj: GameObject, trigger: str) -> str:
    """What the reply says of a permanent's own leaves trigger that was not resolved, and how
    to resolve it: ``trigger Name`` finds the card in a graveyard or exile (603.10a), not a
    token, which has ceased to exist (111.7), nor a card in a hand or library."""
    name = obj.card.own_name
    said = f"{name} left the battlefield: its ability “{trigger}” triggered and was not resolved"
    if obj.is_token or player.departed(name) is not obj or not _resolves(obj, trigger):
        return f"{said} (the board is shown before it resolves, 603.3)."
    return f"{said} (write “trigger {name}”, 603.6c)."


def _resolves(obj: GameObject, trigger: str) -> bool:
    """Whether ``trigger Name`` carries out this leaves trigger (:func:`resolve_leaves_trigger`
    for one with no linked instruction): its return of itself, every instruction of it read,
    or a triggered ability of the card that ``trigger`` resolves."""
    if _RETURNS_ITSELF.search(trigger):
        return True
    legendary = obj.card.is_legendary
    reading = read_actions(trigger.partition(", ")[2], obj.card.name, legendary=legendary)
    return bool(reading.actions and not reading.unread) or can_trigger(obj.card)
