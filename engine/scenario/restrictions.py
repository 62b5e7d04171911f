"""Restrictions on activating an ability (602.5b): "Activate only if this permanent is a
creature", "only once each turn". ``activate Card`` checks them before the ability resolves
(602.2: an ability that can't be activated does nothing) and counts the activations of the
turn, which the cleanup step forgets with the turn's other facts (514.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import Ability, Card
from engine.errors import ScenarioError
from engine.layers.conditions import condition_holds_for
from engine.objects import GameObject
from engine.oracle.describe import condition_words
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def may_activate(
    player: ScenarioPlayer, source: GameObject, card: Card, abilities: list[Ability], term: Term
) -> None:
    """Refuse the term when the restriction of the abilities it activates doesn't hold now,
    or when it allows one activation each turn and this turn already had it; otherwise
    count this activation."""
    limited = [a for a in abilities if a.activate_only_if is not None]
    if not limited:
        return
    ability = limited[0]
    controller = player.current(source).controller
    condition = ability.activate_only_if
    state = dict(player.filter_state())
    if condition is not None and not condition_holds_for(
        condition, player.game, state, controller, card.name, player.unmodelled, source.id
    ):
        raise ScenarioError(
            f"In {term.where()}: {card.name}'s ability can be activated only if "
            f"{condition_words(condition)}, and "
            "that doesn't hold now (602.5b), so it can't be activated.",
            "Make it hold earlier in the scenario, e.g. with the effect that makes it so.",
        )
    if not ability.activate_once_each_turn:
        return
    # counted for the object, whoever controls it now (602.5b: the restriction stays)
    done = (source.owner, f"activated {source.id} {ability.cost}")
    if player.game.this_turn.get(done, 0) >= 1:
        raise ScenarioError(
            f"In {term.where()}: {card.name}'s ability can be activated only once each turn "
            "(602.5b), and it was activated this turn already.",
            "Write end turn between the two activations, or activate it once.",
        )
    player.game.this_turn[done] = 1


def may_choose_modes(
    player: ScenarioPlayer, source: GameObject, card: Card, selected: list[Ability], term: Term
) -> None:
    """ "Choose one that hasn't been chosen this turn —" (Kargan Intimidator): refuse a mode
    this permanent's ability already had this turn, and count the one chosen now (700.2)."""
    for ability in selected:
        if ability.choose != "one not chosen this turn":
            continue
        done = (source.owner, f"mode {ability.mode} of {source.id} {ability.cost}")
        if player.game.this_turn.get(done, 0) >= 1:
            raise ScenarioError(
                f"In {term.where()}: {card.name}'s ability chooses a mode that hasn't been "
                f"chosen this turn, and mode {ability.mode} was chosen this turn already.",
                "Choose another mode, or write end turn between the two activations.",
            )
        player.game.this_turn[done] = 1
