"""Carrying out the instructions of :mod:`engine.oracle.status_changes` on one permanent:
transform it (701.27a) or phase it out (702.26b); the game model in ``engine.game`` does the
turning over and the phasing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.game.phasing import phase_out
from engine.game.transform import face_up, turn_over
from engine.objects import GameObject
from engine.oracle.actions import OneShot

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def change_status(player: ScenarioPlayer, action: OneShot, obj: GameObject) -> None:
    """Transform or phase out ``obj``, saying so in the notes."""
    if action.verb == "phase_out":
        if obj.zone == "battlefield":
            known = player.layers()  # reported as it was when it phased out (702.26b)
            player.last_known[obj.id] = (known.characteristics[obj.id], known.steps[obj.id])
            controller = known.characteristics[obj.id].controller
            player.notes.append(phase_out(player.game, obj, controller))
        return
    if (turned := turn_over(obj)) is None:
        if action.scope != "all":  # "transform all Humans" passes the others by
            player.notes.append(f"{obj.card.name} can't transform (701.27c).")
        return
    player.notes.append(turned)
    if "transforms into" in face_up(obj).oracle_text:  # 701.27e: not carried out
        player.unmodelled.append(
            f"{face_up(obj).name}'s “transforms into” ability triggered and was not resolved "
            "(701.27e)."
        )
