"""Phasing (702.26): a phased-out permanent stays on the battlefield but is treated as
though it doesn't exist (702.26b), so the model keeps it in the ``phased out`` zone, out of
every look at the battlefield, with its counters, attachments and the effects locked to it
(702.26d). What is attached to it phases out with it, indirectly, and phases in only with
it (702.26g); it phases in during its controller's next untap step (702.26a)."""

from __future__ import annotations

from engine.layers import Game
from engine.objects import GameObject, Player


def phase_out(game: Game, obj: GameObject, controller: Player) -> str:
    """``obj`` (controlled by ``controller``) and what is attached to it phase out; what
    happened, in a sentence."""
    obj.zone, obj.phased_out_under = "phased out", controller
    riders = [o for o in game.battlefield() if o.attached_to == obj.id]
    for rider in riders:
        rider.zone, rider.phased_out_under = "phased out", None  # indirectly (702.26g)
    along = f", with {', '.join(o.card.name for o in riders)} attached" if riders else ""
    return (
        f"{obj.card.name} phased out{along}: treated as though it doesn't exist until its "
        "controller's next untap step (702.26b, 702.26g)."
    )


def phase_in(game: Game, active: Player) -> list[str]:
    """702.26a: in ``active``'s untap step, what phased out directly under their control
    phases in, with what phased out indirectly along with it (702.26g)."""
    said: list[str] = []
    for obj in [o for o in game.objects.values() if o.zone == "phased out"]:
        if obj.phased_out_under is not active:
            continue
        obj.zone, obj.phased_out_under = "battlefield", None
        for rider in game.objects.values():
            if rider.zone == "phased out" and rider.attached_to == obj.id:
                rider.zone = "battlefield"
        said.append(f"{obj.card.name} phased in, as the same permanent (702.26a, 702.26d).")
    return said
