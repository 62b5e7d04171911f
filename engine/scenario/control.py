"""Who gains control when a resolving spell or ability gives something to another player
(108.4, 613.1b): the player the scenario names first after the arrow (``Donate -> opp,
Illusions of Grandeur``; ``activate Fruitcake Elemental -> opp``), or the player to the
right of the ability's controller (the one before them in turn order, 101.4). One target
for each opponent is read while there is one opponent only.

The player is recorded in the effect's choices (:attr:`engine.objects.Choices.player`);
the layer system hands the affected objects to that player in layer 2. "You and target
opponent each gain control of all creatures the other controls" gives each creature to the
other of the two players, decided as the spell resolves.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.cards import Ability, ControlEffect
from engine.errors import ScenarioError
from engine.game.table import player_named
from engine.layers import ContinuousEffect, EffectKey, Layer
from engine.objects import GameObject, Player
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def control_given(
    player: ScenarioPlayer,
    abilities: Sequence[Ability],
    term: Term,
    source: GameObject | None,
) -> tuple[Player | None, Term]:
    """The player that ``abilities`` give control to, and ``term`` with that player taken
    off its arrow (what is left names the permanent targets); ``(None, term)`` when no
    ability gives control to another player. The player is never assumed, except the
    only opponent for "another player" and the one to the right, which no one chooses."""
    specs = [s for a in abilities for s in a.effects if isinstance(s, ControlEffect)]
    if not specs:  # most spells and abilities: nothing to work out
        return None, term
    controller = source.controller if source is not None else term.seat()
    others = [p for p in player.table.players() if p is not controller]
    if any(spec.per_opponent for spec in specs) and len(others) > 1:
        raise ScenarioError(
            f"In {term.where()}: it targets one permanent for each opponent (115.1), and a "
            f"game with {len(others)} opponents is not modelled for it.",
            "Ask it with one opponent.",
        )
    gives = [spec.to_player for spec in specs if spec.to_player]
    if not gives:
        return None, term
    first, _, rest = (term.target or "").partition(",")
    named = player_named(first)
    left = replace(term, target=rest.strip() or None) if named is not None else term
    if gives[0] == "right":
        if named is not None:
            raise ScenarioError(
                f"In {term.where()}: control goes to the player to the right of "
                f"{controller.value}, whom no one chooses; leave the player out of the arrow.",
                "Name only the permanent it targets, if any, after the arrow.",
            )
        return _to_the_right(player, controller), term
    if named is None and gives[0] == "another" and len(others) == 1:
        return others[0], term
    if named is None:
        raise ScenarioError(
            f"In {term.where()}: it gives control to a player; say which one.",
            "Name the player first after the arrow: -> opp (or -> opp, Grizzly Bears when it "
            "also targets a permanent).",
        )
    player.table.require(named, term.where())
    if gives[0] == "another" and named is controller:
        raise ScenarioError(
            f"In {term.where()}: it gives control to a player other than its controller, "
            f"and {named.value} controls it (115.1).",
            "Name another player: -> opp, -> p3 or -> p4.",
        )
    if gives[0] == "not_owner" and source is not None and named is source.owner:
        raise ScenarioError(
            f"In {term.where()}: {source.card.name}'s ability may target only a player other "
            f"than its owner, and its owner is {named.value} (115.1).",
            "Name another player after the arrow.",
        )
    return named, left


def _to_the_right(player: ScenarioPlayer, controller: Player) -> Player:
    """The player to ``controller``'s right: turns pass to the left (101.4, 103.2), so it
    is the one before them in turn order; in a two-player game, the opponent."""
    seated = player.table.players()
    return seated[(seated.index(controller) - 1) % len(seated)]


def swap_control(
    player: ScenarioPlayer,
    source_name: str,
    ability: Ability,
    affected: list[int],
    term: Term,
    timestamp: int,
    other: Player | None,
) -> tuple[Ability, list[int]]:
    """ "You and target opponent each gain control of all creatures the other controls": as
    it resolves, each object of the group that one of the two controls is given to the other
    one, for the ability's duration (611.2c: who gets what is fixed then; an object a third
    player controls stays). Returns the ability's other parts ("Those creatures gain haste")
    and the objects that changed hands, which those parts apply to."""
    swaps = [s for s in ability.effects if isinstance(s, ControlEffect) and s.swap]
    if not swaps or other is None:
        return ability, affected
    you = term.seat()
    state = player.layers().characteristics
    pairs = {you: other, other: you}
    moved = [obj_id for obj_id in affected if state[obj_id].controller in pairs]
    for obj_id in moved:
        player.game.resolved.append(
            ContinuousEffect(
                key=EffectKey(f"term {term.position}", None, id(swaps[0]), obj_id),
                layer=Layer.CONTROL,
                spec=ControlEffect(),
                source_id=None,
                source_name=source_name,
                controller=pairs[state[obj_id].controller],
                timestamp=timestamp,
                duration=ability.duration,
                locked=frozenset({obj_id}),
            )
        )
    player.notes.append(
        f"{source_name}: {you.value} and {other.value} each gained control of what the other "
        f"controlled ({len(moved)} in all), fixed as it resolved (611.2c)."
    )
    rest = tuple(s for s in ability.effects if s not in swaps)
    return ability.model_copy(update={"effects": rest}), moved
