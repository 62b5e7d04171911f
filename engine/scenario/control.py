"""Who gains control when a resolving spell or ability gives something to another player
(108.4, 613.1b): the player the scenario names first after the arrow (``Donate -> opp,
Illusions of Grandeur``; ``activate Fruitcake Elemental -> opp``), or the player to the
right of the ability's controller (the one before them in turn order, 101.4).

The player is recorded in the effect's choices (:attr:`engine.objects.Choices.player`);
the layer system hands the affected objects to that player in layer 2.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.cards import Ability, ControlEffect
from engine.errors import ScenarioError
from engine.game.table import player_named
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
    gives = [
        spec.to_player
        for ability in abilities
        for spec in ability.effects
        if isinstance(spec, ControlEffect) and spec.to_player
    ]
    if not gives:
        return None, term
    first, _, rest = (term.target or "").partition(",")
    named = player_named(first)
    left = replace(term, target=rest.strip() or None) if named is not None else term
    controller = source.controller if source is not None else term.seat()
    others = [p for p in player.table.players() if p is not controller]
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
