"""A scenario that names a commander is a Commander game: each player's starting life total
is 40 (903.7), not 20 (103.4), so "your starting life total" (Path of Bravery) and a life
total the scenario doesn't state read 40. ``[starting life N]`` states another (Brawl, a
house rule), and the reply says which one it read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.scenario.choice_kinds import labelled_number
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: The starting life total in Commander (903.7).
COMMANDER_LIFE = 40
_LABELS = ("starting life", "opponent life", "life")


def commander_starting_life(player: ScenarioPlayer, terms: list[Term]) -> None:
    """Each player starts at 40 life when a term names a commander (``[commander]``,
    ``command: Name``) and none states the starting life; the life totals the scenario
    doesn't state start there too (103.4)."""
    if not any(term.chose("commander") or term.zone == "command" for term in terms):
        return
    stated = {
        label
        for term in terms
        for choice in term.choices
        for label in _LABELS
        if labelled_number(choice.strip().casefold(), (label,)) is not None
    }
    if "starting life" in stated:
        return
    game = player.game
    game.starting_life = COMMANDER_LIFE
    if "life" not in stated:
        game.life = COMMANDER_LIFE
    if "opponent life" not in stated:
        game.opponent_life = COMMANDER_LIFE
    player.notes.append(
        "A commander is named, so this is read as a Commander game: each player's starting "
        f"life total is {COMMANDER_LIFE} (903.7). For another format, state it with "
        "[starting life N]."
    )
