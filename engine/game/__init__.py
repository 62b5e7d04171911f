"""The game model that drives the layer system in a ``!layers`` scenario.

The layer system (``engine.layers``) is pure: a board in, characteristics out. This
package changes the board between two layer runs the way a game does: players and
whose turn it is (:mod:`.table`), turn boundaries and the durations they end
(:mod:`.turns`), "for as long as" durations that end when control or a tapped state
changes (:mod:`.durations`), objects moving between zones and the new objects they become
(:mod:`.zones`), tokens (:mod:`.tokens`) and state-based actions (:mod:`.sba`, with a
cheap test of whether any can apply in :mod:`.quiet`); :mod:`.board` tells when the
board changed, so a layer result can be reused until it does.
"""

from engine.game.durations import end_broken_durations
from engine.game.sba import check_state_based_actions
from engine.game.table import Table
from engine.game.tokens import create_tokens
from engine.game.turns import end_turn
from engine.game.zones import Move, blink, leave_battlefield, turn_face_up

__all__ = [
    "Move",
    "Table",
    "blink",
    "check_state_based_actions",
    "create_tokens",
    "end_broken_durations",
    "end_turn",
    "leave_battlefield",
    "turn_face_up",
]
