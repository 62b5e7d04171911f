"""Counts of the game outside the battlefield's characteristics: whose hands and graveyards a
count reads (402, 404), how many cards are in hands, and how many opponents a player has.

The layer system knows your hand size (``[hand N]``) and the opponent's (``[opponent hand
N]``), and the players at the table; a hand it doesn't know is counted as 0 and said so in
``doubts``, never in silence.
"""

from __future__ import annotations

from typing import Literal

from engine.layers.effects import ContinuousEffect, Game
from engine.objects import Characteristics, Player

Whose = Literal["you", "all", "opponents", "its_controller"]


def players_counted(
    whose: Whose, game: Game, effect: ContinuousEffect, holder: Player
) -> tuple[Player, ...]:
    """The players whose hand or graveyard a count reads: "your" is the effect's controller's
    (109.5), "your opponents'" every other player in the game (102.3), "its controller's"
    the controller of the object the count is for (``holder``)."""
    if whose == "you":
        return (effect.controller,)
    if whose == "its_controller":
        return (holder,)
    if whose == "opponents":
        return tuple(p for p in game.players if p is not effect.controller)
    return game.players


def hand_count(
    whose: Whose, game: Game, effect: ContinuousEffect, holder: Player, doubts: list[str] | None
) -> int:
    """Cards in the hands a count reads ("the number of cards in your hand", "in all
    players' hands", "in its controller's hand"): each hand the scenario states."""
    total = 0
    for player in players_counted(whose, game, effect, holder):
        size = _hand_size(game, player)
        if size is None:
            if doubts is not None:
                doubts.append(
                    f"{effect.source_name}: it counts the cards in {player.value}'s hand, "
                    f"which the scenario didn't state; counted as 0 ({_HAND_BRACKET[player]})."
                )
            continue
        total += size
    return total


_HAND_BRACKET = {
    Player.YOU: "state it with [hand N]",
    Player.OPPONENT: "state it with [opponent hand N]",
    Player.THIRD: "a third player's hand is not modelled",
    Player.FOURTH: "a fourth player's hand is not modelled",
}


def _hand_size(game: Game, player: Player) -> int | None:
    if player is Player.YOU:
        return game.hand_size
    if player is Player.OPPONENT:
        return game.opponent_hand_size
    return None


def opponents_of(game: Game, effect: ContinuousEffect) -> int:
    """How many opponents the effect's controller has: the other players still in the game
    (102.3, 800.4a)."""
    return sum(1 for p in game.players if p is not effect.controller)


#: The four creature types a party is made of (700.8).
PARTY_ROLES = ("Cleric", "Rogue", "Warrior", "Wizard")


def party_size(creatures: list[Characteristics], controller: Player) -> int:
    """700.8: the most creatures the controller has as a party, up to one each of a Cleric, a
    Rogue, a Warrior and a Wizard; a creature with several of those types (a changeling) fills
    whichever role leaves the party largest.

    Each creature in turn may fill one open role of every party the ones before it could
    make (the roles filled are all that matters, so there are at most 16 parties to keep).
    """
    parties: set[frozenset[str]] = {frozenset()}
    for chars in creatures:
        if not chars.is_creature or chars.controller != controller:
            continue
        roles = [role for role in PARTY_ROLES if chars.has_subtype(role)]
        parties |= {party | {role} for party in parties for role in roles if role not in party}
    return max(len(party) for party in parties)
