"""Carrying out the instructions of :mod:`engine.oracle.status_changes` on one permanent:
transform it (701.27a), phase it out (702.26b), or exchange its controller's life total with
its power or toughness (701.12c); the game model in ``engine.game`` does the turning over,
the phasing and the life total."""

from __future__ import annotations

from typing import TYPE_CHECKING, get_args

from engine.cards import Ability, SetPowerToughness
from engine.game.life import change_life, life_total
from engine.game.phasing import phase_out
from engine.game.transform import face_up, turn_over
from engine.objects import Choices, GameObject
from engine.oracle.actions import OneShot
from engine.oracle.status_changes import StatusVerb
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: The verbs of :data:`engine.oracle.status_changes.StatusVerb` this module carries out.
STATUS_VERBS = frozenset(get_args(StatusVerb))


def change_status(
    player: ScenarioPlayer, action: OneShot, obj: GameObject, term: Term, timestamp: int
) -> None:
    """Transform, phase out or exchange with ``obj``, saying so in the notes."""
    if action.verb in ("life_for_power", "life_for_toughness"):
        _exchange_life(player, action, obj, term, timestamp)
        return
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


def _exchange_life(
    player: ScenarioPlayer, action: OneShot, obj: GameObject, term: Term, timestamp: int
) -> None:
    """701.12c: the controller's life total becomes the stat, and the stat is set to the
    former life total from now on (613.4b, so modifications still apply on top: Evra's
    ruling); nothing happens once it has left (701.12a)."""
    from engine.scenario.resolve import add_effects  # which imports carry_out, which calls here

    if obj.zone != "battlefield":
        return
    chars = player.layers().characteristics[obj.id]
    stat = "power" if action.verb == "life_for_power" else "toughness"
    was = chars.power if stat == "power" else chars.toughness
    life = life_total(player.game, player.table, chars.controller)
    if was is None:
        return
    setting = SetPowerToughness(**{stat: life})
    ability = Ability(
        kind="spell", summary=f"{stat} {life} (an exchange)", duration="indefinitely",
        effects=(setting,),
    )  # fmt: skip
    add_effects(
        player, source_name=f"{obj.card.name}'s exchange", ability=ability, affected=[obj.id],
        term=term, timestamp=timestamp, source_id=None, choices=Choices(),
    )  # fmt: skip
    change_life(player.game, player.table, chars.controller, was - life)
    player.notes.append(
        f"{obj.card.name}'s {stat} and its controller's life total were exchanged: life {was}, "
        f"{stat} set to {life} (701.12c, 613.4b)."
    )
