"""An Aura that enchants a player (303.4: "enchant player", "enchant opponent"; the Curses).

It is attached to a player, not to an object: cast, it targets that player, and a scenario
points it there with ``-> opp`` (``-> p3``, ``-> you``); "enchant opponent" in a game of two
needs no arrow. "Creatures enchanted player controls" and "creatures attacking enchanted
player" read that player (:attr:`engine.objects.Choices.enchanted_player`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from engine.errors import ScenarioError
from engine.game.table import player_named
from engine.objects import GameObject, Player
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def enchanted_player(
    player: ScenarioPlayer, aura: GameObject, whom: Literal["player", "opponent"], term: Term
) -> Player:
    """The player ``aura`` enters attached to: the one ``-> opp`` names, or, for "enchant
    opponent" in a game of two, its controller's only opponent (303.4a)."""
    opponents = [seat for seat in player.game.players if seat is not aura.controller]
    hint = f"Point it at a player: {aura.card.name} -> opp (or -> p3, -> you)."
    if not term.target:
        if whom == "opponent" and len(opponents) == 1:
            chosen = opponents[0]
        else:
            raise ScenarioError(
                f"In {term.where()}: {aura.card.name} enchants a {whom}; which one isn't said.",
                hint,
            )
    else:
        named = player_named(term.target)
        if named is None or named not in player.game.players:
            raise ScenarioError(
                f"In {term.where()}: {aura.card.name} enchants a {whom}, and “{term.target}” "
                "is not a player in the game.",
                hint,
            )
        if whom == "opponent" and named is aura.controller:
            raise ScenarioError(
                f"In {term.where()}: {aura.card.name} enchants an opponent of its controller, "
                f"and {named.value} controls it.",
                hint,
            )
        chosen = named
    player.notes.append(f"{aura.card.name} enchants {chosen.value} (303.4).")
    return chosen
