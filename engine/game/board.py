"""When the board has changed: a key over everything the layer system reads.

Playing a scenario asks for characteristics many times (targets, last known information,
state-based actions, the answer); the layer system is pure, so a result can be reused
until the board changes. :func:`board_key` captures every input of ``apply_layers``.
"""

from __future__ import annotations

from engine.layers import Game

BoardKey = tuple[object, ...]


def board_key(game: Game) -> BoardKey:
    """Equal keys mean ``apply_layers`` would give the same result on both boards."""
    objects = [
        (
            obj.id, id(obj.card), obj.zone, obj.controller, obj.owner, obj.timestamp,
            obj.face_down, obj.is_token, obj.attached_to, obj.attached_at, obj.paired_with,
            obj.class_level, tuple(vars(obj.choices).values()),
            # most objects have none of these: an empty one is not copied
            tuple(obj.counters.items()) if obj.counters else (),
            tuple(obj.counter_timestamps.items()) if obj.counter_timestamps else (),
            frozenset(obj.states) if obj.states else (),
            tuple(obj.exiled) if obj.exiled else (),
            tuple(map(id, obj.merged_under)) if obj.merged_under else (),
        )
        for obj in game.objects.values()
    ]  # fmt: skip
    rest = (
        tuple(map(id, game.resolved)), frozenset(game.graveyard_types),
        tuple(id(card) for _, card in game.graveyard),  # the order: Volrath's Shapeshifter
        game.life, game.hand_size, game.graveyard_size, game.active,
        frozenset(game.designations), game.opponent_life, game.opponent_graveyard_size,
        game.opponent_poison, tuple(game.this_turn.items()), game.starting_life,
        tuple(game.died_this_turn), tuple(game.entered_this_turn),
        tuple(game.done_this_turn.items()), tuple(game.seen_this_turn.items()),
        game.opponent_hand_size, tuple(game.other_hand_sizes.items()),
        tuple(game.experience.items()), tuple(game.speed.items()),
    )  # fmt: skip
    return (objects, rest)
