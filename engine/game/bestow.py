"""Bestow (702.103): a creature card cast as an Aura that becomes a creature again when
it is left unattached.

A permanent cast bestowed is an Aura enchantment with enchant creature (702.103b): its
card types and subtypes are replaced (205.1a: no creature type stays without the
creature card type) and it gains enchant creature. That is a type-changing (layer 4)
and ability-adding (layer 6) effect, not a copiable value (707.2). When the Aura becomes
unattached, or would be put into the graveyard for being attached illegally, it ceases to
be bestowed instead and stays on the battlefield as the enchantment creature its card
says (702.103f, an exception to 704.5m).
"""

from __future__ import annotations

from engine.cards import Ability, AbilityEffect, TypeEffect
from engine.layers import ContinuousEffect, EffectKey, Game, Layer
from engine.objects import GameObject

BESTOWED = Ability(
    kind="spell",
    summary="bestowed: an Aura enchantment with enchant creature (702.103b)",
    duration="indefinitely",
    effects=(
        TypeEffect(mode="add", subtypes=("Aura",), not_types=("Creature",)),
        AbilityEffect(mode="gain", keywords=("enchant creature",)),
    ),
)


def _origin(obj: GameObject) -> str:
    return f"bestow {obj.id}"


def bestow(game: Game, obj: GameObject, host: GameObject, timestamp: int) -> None:
    """``obj`` enters as a bestowed Aura attached to ``host`` (702.103b)."""
    obj.attached_to, obj.attached_at = host.id, timestamp
    obj.states.add("bestowed")
    layers = (Layer.TYPE, Layer.ABILITY)
    for part, (layer, spec) in enumerate(zip(layers, BESTOWED.effects, strict=True)):
        game.resolved.append(
            ContinuousEffect(
                key=EffectKey(_origin(obj), obj.id, id(BESTOWED), part),
                layer=layer,
                spec=spec,
                source_id=None,
                source_name=f"{obj.card.name} (bestowed)",
                controller=obj.controller,
                timestamp=obj.timestamp,
                ability=BESTOWED,
                duration="indefinitely",
                locked=frozenset({obj.id}),
            )
        )


def cease_to_be_bestowed(game: Game, obj: GameObject) -> str:
    """702.103f: it becomes unattached and is no longer an Aura; returns the sentence."""
    obj.attached_to = obj.attached_at = None
    obj.states.discard("bestowed")
    game.resolved = [e for e in game.resolved if e.key.origin != _origin(obj)]
    return (
        f"{obj.card.name} became unattached and ceased to be bestowed: it stays on the "
        "battlefield as the enchantment creature its card says (702.103f)."
    )
