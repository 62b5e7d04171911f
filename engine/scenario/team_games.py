"""Team games (Two-Headed Giant, 810) are not modelled: every player of a scenario plays
alone. A card that says "your team" reads it as "you" (102.4, :mod:`engine.oracle.groups`),
which is right only outside a team game, so a reply with such a card says so; a bracket that
asks for a team game is refused with that reason.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.errors import ScenarioError
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: A card's words that only a team game gives their own meaning (810.2, 810.5).
_TEAM_WORDS = re.compile(r"\byour team\b|\bteammates?\b|\bteam's\b", re.IGNORECASE)
#: Brackets that ask for a team game.
_TEAM_FORMATS = frozenset({"2hg", "two-headed giant", "two headed giant", "team", "teams"})


def refuse_team_game(choice: str, term: Term) -> None:
    """``[2HG]``: refused with the true reason, never read as a creature type."""
    if choice.strip().casefold() in _TEAM_FORMATS:
        raise ScenarioError(
            f"In {term.where()}: team games (Two-Headed Giant, 810) are not modelled: every "
            "player here plays alone, and a card's “your team” is read as “you”.",
            "Leave the bracket out; a teammate's permanents can't be stated.",
        )


def note_team_words(player: ScenarioPlayer) -> None:
    """Each card the scenario named whose text says "your team" or "teammate", said once."""
    for card in player.named_cards.values():
        if _TEAM_WORDS.search(card.oracle_text):
            player.unmodelled.append(
                f"{card.name}: its text speaks of a team (810, Two-Headed Giant); team games "
                "are not modelled, so “your team” is read as you alone and a teammate as no "
                "one (right only in a game without teams)."
            )
