"""A leaves-the-battlefield trigger said after another ability on the same line, linked to
the creature that ability returned (Animate Dead, Dance of the Dead, Necromancy: "When this
Aura leaves the battlefield, that creature's controller sacrifices it.", 603.6c, 607.2).

It triggers when the permanent leaves (603.10a: it looks back at what the permanent was
attached to). ``trigger Name`` resolves it on that creature; one not resolved by the end of
the scenario is reported in ``unmodelled``, never left out silently.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.objects import GameObject
from engine.oracle.actions import read_actions
from engine.scenario.carry_out import carry_out
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: The trigger after the end of an earlier sentence of the same line.
_LINKED_LEAVES = re.compile(
    r"(?<=\. )When (?:~|this [A-Za-z]+) leaves the battlefield, (?P<then>[^.]+\.)"
)


def linked_leaves_text(obj: GameObject) -> str | None:
    """The instruction of the permanent's linked leaves-the-battlefield trigger, if any."""
    for line in obj.card.oracle_text.replace(obj.card.name, "~").splitlines():
        if found := _LINKED_LEAVES.search(line):
            return found["then"]
    return None


def note_departures(player: ScenarioPlayer, attached: dict[int, int | None]) -> None:
    """The permanents of ``attached`` (the battlefield before a term, with what each was
    attached to) that have left, with a linked leaves trigger: each triggered."""
    for obj_id in player.left:
        obj = player.game.objects[obj_id]
        if linked_leaves_text(obj) is not None and obj_id in attached:
            player.leaves_triggered[obj_id] = attached[obj_id]


def resolve_leaves_trigger(
    player: ScenarioPlayer, source: GameObject, term: Term, timestamp: int
) -> None:
    """``trigger Name`` for a permanent whose linked leaves trigger triggered: its
    instruction is carried out on the creature the permanent was attached to (607.2)."""
    host_id = player.leaves_triggered.pop(source.id)
    then = linked_leaves_text(source) or ""
    host = player.game.objects.get(host_id) if host_id is not None else None
    name = f"{source.card.name}'s leaves-the-battlefield ability"
    if host is None or host.zone != "battlefield":
        player.notes.append(f"{name} did nothing: that creature isn't on the battlefield.")
        return
    reading = read_actions(then, source.card.name)
    carry_out(
        player, reading, source_name=name, source=source, card=source.card, term=term,
        timestamp=timestamp, chosen_target=host,
    )  # fmt: skip


def report_unresolved(player: ScenarioPlayer) -> None:
    """A linked leaves trigger that triggered and was never resolved (603.3): reported,
    unless the creature it is about has left the battlefield too (it would do nothing)."""
    for obj_id, host_id in player.leaves_triggered.items():
        obj = player.game.objects[obj_id]
        name = obj.card.name
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
