"""Conditions about the game rather than an object (611.3a): what happened this turn, life
against the starting life total (103.4), mana values among cards in your graveyard, the most
common color among permanents.

What the board cannot show (this turn's history) is a fact the scenario states; one it did
not state is assumed not to have happened, and ``doubts`` says so (never silent).
"""

from __future__ import annotations

from collections import Counter

from engine.cards import Color, Condition
from engine.layers.effects import ContinuousEffect, Game
from engine.layers.filters import given_by_type, within_bounds
from engine.objects import Characteristics, Player


def game_condition_holds(
    condition: Condition,
    game: Game,
    state: dict[int, Characteristics],
    effect: ContinuousEffect,
    doubts: list[str],
) -> bool:
    """Whether the game parts of ``condition`` hold for ``effect``'s controller."""
    if condition.this_turn is not None:
        count = turn_fact(game, effect, condition.this_turn, doubts)
        if not within_bounds(count, condition.this_turn_at_least, condition.this_turn_at_most):
            return False
    more, half = condition.life_above_start_at_least, condition.life_at_most_half_start
    if more is not None or half:
        life = _controller_life(game, effect, doubts)
        if more is not None and life < game.starting_life + more:
            return False
        if half and 2 * life > game.starting_life:
            return False
    least = condition.mana_values_in_graveyard_at_least
    if least is not None and not _mana_values_in_graveyard(least, game, effect, doubts):
        return False
    hand = condition.opponent_hand_at_most is not None or condition.more_cards_in_hand_than_opponent
    if hand and not _opponents_hand_holds(condition, game, effect, doubts):
        return False
    color = condition.most_common_color
    return color is None or _most_common(color, game, state, effect, doubts)


def _opponents_hand_holds(
    condition: Condition, game: Game, effect: ContinuousEffect, doubts: list[str]
) -> bool:
    """A condition on the opponent's hand, from ``[opponent hand N]``; not stated, it can't
    be decided: read as not met, and ``doubts`` says so. Hands are the controller's and the
    opponent's (the effect's controller is you or the opponent)."""
    theirs = game.opponent_hand_size
    if theirs is None:
        doubts.append(
            f"{effect.source_name}: its condition reads the opponent's hand, which the "
            "scenario didn't state; it was read as not met. State it with [opponent hand N]."
        )
        return False
    mine, other = (
        (game.hand_size, theirs) if effect.controller is Player.YOU else (theirs, game.hand_size)
    )
    if condition.more_cards_in_hand_than_opponent and mine <= other:
        return False
    most = condition.opponent_hand_at_most
    return most is None or other <= most


def _controller_life(game: Game, effect: ContinuousEffect, doubts: list[str]) -> int:
    """ "Your life total" is the effect's controller's (109.5); the layer system knows yours
    and the opponent's, and reads a third or fourth player's as the starting total."""
    if effect.controller is Player.YOU:
        return game.life
    if effect.controller is Player.OPPONENT:
        return game.opponent_life
    doubts.append(
        f"{effect.source_name}: its condition reads {effect.controller.value}'s life total, "
        f"which was read as the starting total ({game.starting_life})."
    )
    return game.starting_life


def turn_fact(game: Game, effect: ContinuousEffect, key: str, doubts: list[str]) -> int:
    """The count the scenario stated for the effect's controller (``[cards drawn 2]``), or 0
    with a sentence in ``doubts`` when it stated none."""
    stated = game.this_turn.get((effect.controller, key))
    if stated is None:
        doubts.append(
            f"{effect.source_name}: its condition asks what happened this turn ({key}, for "
            f"{effect.controller.value}), which the board doesn't show; assumed none. State "
            f"it with [{key} N] on a term of that player."
        )
        return 0
    return stated


def _mana_values_in_graveyard(
    least: int, game: Game, effect: ContinuousEffect, doubts: list[str]
) -> bool:
    """Whether the named cards in your graveyard have at least ``least`` different mana
    values. Cards known only by their type or by the graveyard's size can't be read: when
    they might make the difference, ``doubts`` says they were left out."""
    yours = [card for owner, card in game.graveyard if owner is Player.YOU]
    named = [card for card in yours if not given_by_type(card)]
    found = len({card.mana_value for card in named})
    if found < least and len(named) < game.your_graveyard_size():
        doubts.append(
            f"{effect.source_name}: it counts the mana values among cards in your graveyard, "
            f"and {game.your_graveyard_size() - len(named)} of them are not named; only the "
            "named ones were read ([graveyard: ...])."
        )
    return found >= least


def _most_common(
    color: Color,
    game: Game,
    state: dict[int, Characteristics],
    effect: ContinuousEffect,
    doubts: list[str],
) -> bool:
    """Whether ``color`` is the most common color among all permanents, or tied for it: each
    permanent counts once for each of its colors (105.2). When no permanent has a color,
    no color is read as most common, and ``doubts`` says so."""
    counts: Counter[Color] = Counter(c for obj in game.battlefield() for c in state[obj.id].colors)
    if not counts:
        doubts.append(
            f"{effect.source_name}: no permanent has a color, so no color was read as the "
            "most common one."
        )
        return False
    return counts[color] == max(counts.values())
