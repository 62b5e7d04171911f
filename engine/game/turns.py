"""Turn boundaries: the cleanup step (514.2) and the next player's turn (500.1).

The layer system never looks at durations: the game model ends an effect by taking
it off the board before the next layer run. "Until end of turn" effects end and
marked damage is removed in the cleanup step (514.2); "until your next turn" effects
end as their controller's next turn begins (611.2b's wording, 500.1), and "until your next
upkeep" ones with them (no scenario looks at the untap step before it, 502).
"""

from __future__ import annotations

from engine.errors import ScenarioError
from engine.game.table import Table
from engine.game.zones import EXILED_IF_IT_WOULD_DIE
from engine.layers import Game
from engine.layers.filters import turn_over
from engine.objects import Player

#: Durations that end as their controller's next turn begins: "until your next turn", and
#: "until your next upkeep", since a scenario's turn has no untap step to look at (502).
_UNTIL_YOUR_NEXT = frozenset({"until_your_next_turn", "until_your_next_upkeep"})
#: A layers question spans a few turns; more turn ends than this is a typo or a test.
MAX_TURN_ENDS = 8


def end_turn(game: Game, table: Table, where: str) -> Player:
    """End the current turn and begin the next player's; returns whose turn it is now."""
    if table.turns_ended >= MAX_TURN_ENDS:
        raise ScenarioError(
            f"In {where}: that is more than {MAX_TURN_ENDS} turn ends in one scenario.",
            "A layers question rarely spans more than a round; split it into smaller ones.",
        )
    table.turns_ended += 1
    for obj in game.objects.values():  # combat is over (511.3), and so is "this turn"
        obj.states = turn_over(obj.states)
    cleanup(game)
    game.this_turn.clear()  # what a scenario stated about the turn that ended
    game.died_this_turn.clear()
    game.entered_this_turn.clear()
    game.done_this_turn.clear()
    game.seen_this_turn.clear()
    table.active = table.next_player()
    game.active = table.active
    game.resolved = [
        effect
        for effect in game.resolved
        if not (effect.duration in _UNTIL_YOUR_NEXT and effect.controller is table.active)
    ]
    return table.active


def cleanup(game: Game) -> None:
    """514.2: damage is removed and "until end of turn" effects end, at the same time."""
    for obj in game.objects.values():
        obj.damage, obj.deathtouch_damage = 0, False
        obj.states.discard(EXILED_IF_IT_WOULD_DIE)  # "would die this turn" ends (514.2)
    game.resolved = [effect for effect in game.resolved if effect.duration != "end_of_turn"]
