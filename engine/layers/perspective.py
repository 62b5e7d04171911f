"""Whose numbers a condition or a count reads: "you" is the effect's controller (109.5) and
"an opponent" is another player (102.3).

The layer system keeps the numbers of two players: the scenario's "you" (``Game.life``,
``Game.hand_size``, your graveyard) and its opponent (``Game.opponent_*``). An effect the
opponent controls reads them the other way round: the opponent's Bloodghast has haste when
*you* are at 10 life or less. A third or fourth player's numbers are not kept, so a question
that needs them says so in ``doubts`` instead of reading someone else's silently.
"""

from __future__ import annotations

from typing import Literal

from engine.layers.effects import ContinuousEffect, Game
from engine.objects import Player

Number = Literal["life", "hand", "graveyard", "poison"]
_NAMES: dict[Number, str] = {
    "life": "life total",
    "hand": "hand size",
    "graveyard": "graveyard size",
    "poison": "poison counters",
}
_HOW_TO_STATE: dict[Number, str] = {
    "life": "[opponent life N]",
    "hand": "[opponent hand N]",
    "graveyard": "[opponent graveyard size N]",
    "poison": "[opponent poison N]",
}


def number_of(game: Game, player: Player, number: Number) -> int | None:
    """``player``'s number as the scenario gave it; ``None`` when it isn't kept or stated
    (your poison counters: no bracket states them yet). Another player's hand is the cards
    the scenario lists there (``opp: hand: Name``) or the size it states, whichever is more
    (402.1)."""
    if number == "hand" and player is not Player.YOU:
        listed = sum(
            1
            for obj in game.objects.values()
            if obj.zone == "hand" and obj.owner is player and not obj.is_token
        )
        stated = (
            game.opponent_hand_size
            if player is Player.OPPONENT
            else game.other_hand_sizes.get(player)
        )
        return None if stated is None and not listed else max(listed, stated or 0)
    if player is Player.YOU:
        match number:
            case "life":
                return game.life
            case "hand":
                return game.hand_size
            case "graveyard":
                return game.your_graveyard_size()
        return None
    if player is Player.OPPONENT:
        match number:
            case "life":
                return game.opponent_life
            case "graveyard":
                return game.opponent_graveyard_size
            case "poison":
                return game.opponent_poison
    return None


def controllers(game: Game, effect: ContinuousEffect, number: Number, doubts: list[str]) -> int:
    """The effect's controller's number ("your life total"); a third or fourth player's is
    read as a new game's (starting life, empty hand and graveyard), and ``doubts`` says so."""
    value = number_of(game, effect.controller, number)
    if value is not None:
        return value
    assumed = game.starting_life if number == "life" else 0
    doubts.append(
        f"{effect.source_name}: it reads {effect.controller.value}'s {_NAMES[number]}, which "
        f"the scenario didn't state; read as {assumed}.{_how_to_state(effect.controller, number)}"
    )
    return assumed


def opponents(
    game: Game, effect: ContinuousEffect, number: Number
) -> tuple[list[int], list[Player]]:
    """The numbers of the effect's controller's opponents that are known (yours, for an
    effect the opponent controls), and the opponents whose number isn't: a third or fourth
    player's are not kept, and an opponent's hand is known only when stated."""
    known: list[int] = []
    missing: list[Player] = []
    for player in game.players:  # those still in the game (800.4a)
        if player is not effect.controller:
            value = number_of(game, player, number)
            if value is None:
                missing.append(player)
            else:
                known.append(value)
    return known, missing


def unknown_opponents(
    effect: ContinuousEffect, number: Number, missing: list[Player], *, condition: bool = False
) -> str:
    """What a reply says when an answer needed opponents' numbers that aren't known: a count
    reads only the known ones; a ``condition`` about them is read as not met."""
    names = " and ".join(whose_words(player) for player in missing)
    how = "".join(_how_to_state(player, number) for player in missing)
    done = (
        "its condition was read as not met"
        if condition
        else f"the answer counts only the players whose {_NAMES[number]} it gives"
    )
    return (
        f"{effect.source_name}: it reads {names} {_NAMES[number]}, which the scenario "
        f"doesn't give; {done}.{how}"
    )


def whose_words(player: Player) -> str:
    """ "your" or "opponent's", as a reply says whose something is."""
    return "your" if player is Player.YOU else f"{player.value}'s"


def _how_to_state(player: Player, number: Number) -> str:
    """The bracket that states ``player``'s number, when the scenario language has one."""
    if player is Player.OPPONENT:
        listed = " or list its cards: opp: hand: Name" if number == "hand" else ""
        return f" State it with {_HOW_TO_STATE[number]}{listed}."
    if player is not Player.YOU and number == "hand":
        return (
            f" State it with [{player.value} hand N] or list its cards: {player.value}: hand: Name."
        )
    if player is not Player.YOU:
        return f" A scenario can't state {player.value}'s {_NAMES[number]} yet."
    return ""
