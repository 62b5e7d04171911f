"""Whom an attacking creature attacks (506.4, 508.1b), and which attacker a blocker blocks
(509.1): what "creatures attacking you" and "creatures blocking or blocked by ~" read.

A creature attacks a player, a planeswalker or a battle; a scenario's ``[attacking]`` (and
``[blocked]``, ``[unblocked]``) attacks a player. In a game of two that player is its
controller's opponent, the only one it may attack; in a larger game ``[attacking: p3]`` says
which, and one left unsaid is not taken to attack anyone in particular, with a warning.
``[blocking: Name]`` on a blocker names the attacking creature it blocks, which becomes
blocked (509.1h).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import ScenarioError
from engine.game.table import SEAT_WORDS
from engine.layers.filters import (
    attack_state,
    attacked_player,
    blocked_by_state,
    blocks_state,
)
from engine.objects import GameObject
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def attacks(player: ScenarioPlayer, obj: GameObject, whom: str | None, term: Term) -> None:
    """``obj`` is attacking ``whom`` (a seat word: ``opp``, ``p3``), or, unsaid, its
    controller's one opponent (508.1b)."""
    obj.states.add("attacking")
    if whom is None:
        if attacked_player(obj.states) is not None:
            return  # [blocked] after [attacking: p3]: still that player
        others = [seat for seat in player.game.players if seat is not obj.controller]
        if len(others) != 1:
            player.unmodelled.append(
                f"{obj.card.name}: whom it attacks isn't said in a game of "
                f"{len(player.game.players)}, so no effect on creatures attacking a player "
                "reads it as attacking you. Write [attacking: p3] (or you, opp, p4)."
            )
            return
        attacked = others[0]
    else:
        seat = SEAT_WORDS.get(whom.casefold())
        if seat is None or seat is obj.controller:
            raise ScenarioError(
                f"In {term.where()}: “{whom}” is not a player {obj.card.name} can attack.",
                "A creature attacks an opponent of its controller: [attacking: opp], "
                "[attacking: p3], [attacking: you] for an opponent's creature.",
            )
        attacked = seat
    obj.states -= {s for s in obj.states if attacked_player((s,)) is not None}
    obj.states.add(attack_state(attacked))


def blocks(player: ScenarioPlayer, blocker: GameObject, name: str, term: Term) -> None:
    """``blocker`` blocks the attacking creature ``name`` names (509.1a), which is blocked
    from then on (509.1h); one that isn't attacking yet is marked attacking."""
    attacker = player.find_permanent(name, term, exclude=blocker.id)
    if attacker.controller is blocker.controller:
        raise ScenarioError(
            f"In {term.where()}: {blocker.card.name} can't block {attacker.card.name}, which "
            "the same player controls.",
            "A creature blocks an opponent's attacker: opp: Hill Giant [attacking] + "
            "Grizzly Bears [blocking: Hill Giant]",
        )
    if "attacking" not in attacker.states:
        attacks(player, attacker, None, term)
    blocker.states |= {"blocking", "blocked this turn", blocks_state(attacker.id)}
    attacker.states |= {"blocked", blocked_by_state(blocker.id)}
