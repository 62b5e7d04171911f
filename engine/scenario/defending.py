"""The defending player a target restriction names ("target creature defending player
controls", 506.2): the player attacked, who exists only in combat."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from engine.errors import ScenarioError
from engine.layers import ContinuousEffect
from engine.layers.filters import defending_player_of
from engine.objects import Player
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def defending_seat(
    player: ScenarioPlayer, seen_by: ContinuousEffect, term: Term
) -> Literal["you", "opponent"]:
    """The defending player (506.2) as the effect's controller sees it: "you" or "opponent"
    (in a larger game, any opponent's permanent passes, with a warning); a clear error when
    it can't be told."""
    source = player.game.objects.get(seen_by.source_id) if seen_by.source_id else None
    if source is None or "attacking" not in source.states:
        _in_combat(player, term)
    defending = defending_player_of(player.game, source)
    if defending is seen_by.controller:
        return "you"
    attacked = source is not None and "attacking" in source.states
    if defending is None or (len(player.game.players) > 2 and not attacked):
        raise ScenarioError(
            "Which player is the defending player isn't told here (506.2).",
            "Mark the attacking creature with [attacking: p3], or play it in a game of two.",
        )
    if len(player.game.players) > 2:
        player.unmodelled.append(
            f"{source.card.name if source else 'The ability'}: its target must be controlled "
            f"by the defending player ({defending.value}); only that an opponent controls it "
            "was checked (506.2)."
        )
    return "opponent"


def _in_combat(player: ScenarioPlayer, term: Term) -> None:
    """There is a defending player only in combat, and the one attacked is not the active
    player (506.2, 508.1a): a clear error when no creature attacks, or when the attackers
    are not the active player's, rather than a target found illegal for the wrong reason."""
    state = player.filter_state()
    attackers = [o for o in player.game.battlefield() if "attacking" in o.states]
    if not attackers:
        raise ScenarioError(
            f"In {term.where()}: {term.name} needs the defending player, and no creature is "
            "attacking: there is a defending player only in combat (506.2).",
            "Mark the attacking creatures: opp: Hill Giant [attacking] + ... "
            "(on the opponent's turn: [opponent's turn]).",
        )
    active = player.game.active
    intruder = next((o for o in attackers if state[o.id].controller is not active), None)
    if intruder is not None and len(player.game.players) == 2:
        whose = "no one's" if active is None else "your" if active is Player.YOU else "opp's"
        raise ScenarioError(
            f"In {term.where()}: {state[intruder.id].name or 'a face-down creature'} is "
            f"attacking, but it is {whose} turn: only the active player attacks (508.1a), "
            "and the defending player is the nonactive one (506.2).",
            "Say whose turn it is on the first term, e.g. Grizzly Bears [opponent's turn] + "
            "opp: Hill Giant [attacking] + ...",
        )
