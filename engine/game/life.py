"""Life totals (119) and damage dealt to players (120.3a).

The layer system reads your life total and the opponent's (``Game.life``,
``Game.opponent_life``: "your life total" is the controller's, 109.5); a third and fourth
player's totals live on the :class:`~engine.game.table.Table`. Every player starts at 20
(103.4) unless the scenario says otherwise (``[life 12]``, ``[opponent life 8]``).
"""

from __future__ import annotations

from engine.game.table import Table
from engine.layers import Game
from engine.objects import Player


def life_total(game: Game, table: Table, player: Player) -> int:
    """``player``'s life total now."""
    if player is Player.YOU:
        return game.life
    if player is Player.OPPONENT:
        return game.opponent_life
    return table.life.get(player, game.starting_life)


def change_life(game: Game, table: Table, player: Player, amount: int) -> int:
    """``player`` gains (``amount`` > 0) or loses life (119.3); returns the new total. Life
    lost is counted for "the amount of life you've lost this turn"."""
    total = life_total(game, table, player) + amount
    if amount < 0:
        game.saw(player, "life lost", -amount)
    if player is Player.YOU:
        game.life = total
    elif player is Player.OPPONENT:
        game.opponent_life = total
    else:
        table.life[player] = total
    return total


def damage_player(game: Game, table: Table, player: Player, amount: int) -> str:
    """120.3a: damage dealt to a player makes them lose that much life; returns what a judge
    reads about it (a player at 0 or less loses the game as a state-based action, 704.5a)."""
    before = life_total(game, table, player)
    after = change_life(game, table, player, -amount)
    for seat in game.players if amount > 0 else ():  # "an opponent was dealt damage this
        if seat is not player:  # turn" (bloodthirst, 702.54a) holds for each other player
            fact = (seat, "opponents dealt damage")
            game.this_turn[fact] = game.this_turn.get(fact, 0) + 1
    said = f"{player.value} took {amount} damage: life {before} -> {after} (120.3a)."
    if after <= 0:
        said += f" At {after} life, {player.value} loses the game (704.5a)."
    return said
