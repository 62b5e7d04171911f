"""Reconfigure (702.151): an Equipment creature that attaches itself to another creature its
controller controls, or unattaches itself (702.151a). Attached that way it stops being a
creature until it becomes unattached (702.151b): a type-changing (layer 4) effect that ends
when it does, whatever unattached it (its ability, or its creature leaving, 704.5n)."""

from __future__ import annotations

from engine.cards import Ability, TypeEffect
from engine.layers import ContinuousEffect, EffectKey, Game, Layer
from engine.objects import GameObject

RECONFIGURED = Ability(
    kind="spell",
    summary="attached by reconfigure: not a creature while attached (702.151b)",
    duration="indefinitely",
    effects=(TypeEffect(mode="add", not_types=("Creature",)),),
)


def has_reconfigure(obj: GameObject) -> bool:
    return any((a.keyword or "").startswith("reconfigure") for a in obj.card.abilities)


def _origin(obj: GameObject) -> str:
    return f"reconfigure {obj.id}"


def attach_reconfigured(game: Game, obj: GameObject, host: GameObject, timestamp: int) -> str:
    """``obj`` attaches itself to ``host`` and stops being a creature (702.151a-b)."""
    obj.attached_to, obj.attached_at = host.id, timestamp
    obj.states.add("reconfigured")
    game.resolved.append(
        ContinuousEffect(
            key=EffectKey(_origin(obj), obj.id, id(RECONFIGURED), 0),
            layer=Layer.TYPE,
            spec=RECONFIGURED.effects[0],
            source_id=None,
            source_name=f"{obj.card.name} (reconfigure)",
            controller=obj.controller,
            timestamp=timestamp,
            ability=RECONFIGURED,
            duration="indefinitely",
            locked=frozenset({obj.id}),
        )
    )
    return (
        f"{obj.card.name} reconfigured: attached to {host.card.name}, it isn't a creature "
        "until it becomes unattached (702.151a-b); its effects take this timestamp (613.7e)."
    )


def end_reconfigured(game: Game, obj: GameObject) -> None:
    """702.151b: unattached, it is a creature again."""
    obj.attached_to = obj.attached_at = None
    obj.states.discard("reconfigured")
    game.resolved = [e for e in game.resolved if e.key.origin != _origin(obj)]
