"""Ascend (702.131): ten or more permanents give their controller the city's blessing, a
designation kept for the rest of the game (702.131c).

On an instant or sorcery it is checked once, as the spell resolves, before the words that
ask for the blessing (702.131a: Pride of Conquerors' "+2/+2 instead"); on a permanent it is
a static ability, checked after every term while the permanent is on the battlefield
(702.131b). ``[city's blessing]`` still states a blessing got earlier in the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import Card
from engine.objects import Player

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: How many permanents ascend asks for (702.131a).
_ASCEND_AT = 10
BLESSING = "city's blessing"


def has_ascend(card: Card) -> bool:
    return "ascend" in card.printed_keywords


def ascend(player: ScenarioPlayer, whom: Player, source_name: str) -> None:
    """``whom`` gets the city's blessing if they control ten or more permanents and don't
    have it yet (702.131a, 702.131b); the reply says so."""
    if (whom, BLESSING) in player.game.designations:
        return
    state = player.filter_state()
    count = sum(1 for obj in player.game.battlefield() if state[obj.id].controller is whom)
    if count < _ASCEND_AT:
        return
    player.game.designations.add((whom, BLESSING))
    player.notes.append(
        f"{source_name}'s ascend: the city's blessing went to {whom.value}, with {count} "
        f"permanents under {'your' if whom is Player.YOU else 'their'} control, for the rest "
        "of the game (702.131)."
    )


def permanents_ascend(player: ScenarioPlayer) -> None:
    """Each permanent with ascend now (a face-down one has none, 708.2) checks its
    controller's permanents (702.131b). Only a printed ascend is looked for: no effect
    grants it, and the layers are not run after every term for it."""
    if not any(has_ascend(obj.card) for obj in player.game.battlefield()):
        return
    state = player.filter_state(keywords=True)
    for obj in player.game.battlefield():
        if "ascend" in state[obj.id].keywords:
            ascend(player, state[obj.id].controller, obj.card.name)
