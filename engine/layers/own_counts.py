"""Counts of the affected object's own characteristics and of the player's speed, which a
"for each" or a characteristic-defining ability reads (107.3, 604.3): the words of its name,
its creature types (205.3m), its supertypes, card types and subtypes (205.4, 205.2, 205.3),
its points of bushido (702.45b), the creatures blocking it (509.1),
the other permanents of a group with its name (201.2), and a player's speed (702.179).
"""

from __future__ import annotations

from engine.cards import Filter, Formula
from engine.layers.effects import ContinuousEffect, Game
from engine.layers.filters import State, blocks_state, matches_filter
from engine.layers.perspective import whose_words
from engine.objects import Characteristics, Player, is_creature_type
from engine.oracle.vocabulary import CREATURE_TYPES


def creature_types_of(chars: Characteristics) -> int:
    """How many creature types it has: every one for a changeling-style "all creature types"
    on an object that can have them (702.73a, 205.3m)."""
    if chars.all_creature_types and chars.has_subtype(CREATURE_TYPES[0]):
        return len(CREATURE_TYPES)
    return sum(1 for subtype in chars.subtypes if is_creature_type(subtype))


def types_of(chars: Characteristics) -> int:
    """Its supertypes, card types and subtypes, each counted once (Embiggen)."""
    subtypes = len(chars.subtypes) - sum(1 for s in chars.subtypes if is_creature_type(s))
    return len(chars.supertypes) + len(chars.types) + subtypes + creature_types_of(chars)


def same_name_count(
    rule: Filter, game: Game, state: State, effect: ContinuousEffect, obj_id: int
) -> int:
    """The other permanents ``rule`` matches that have the affected object's name (201.2); a
    nameless one (a face-down permanent, 708.2) shares its name with none."""
    name = state[obj_id].name
    if not name:
        return 0
    return sum(
        1
        for obj in game.battlefield()
        if obj.id != obj_id
        and state[obj.id].name == name
        and matches_filter(rule, state[obj.id], obj.states, effect, obj.id, obj.counters)
    )


#: The formulas :func:`own_count` counts.
OWN_COUNTS = frozenset(
    {
        "speed",
        "words_in_name",
        "creature_types_of_it",
        "types_of_it",
        "same_name_as_it",
        "bushido_of_it",
        "blocking_it",
    }
)


def bushido_of(chars: Characteristics) -> int:
    """The points of bushido it has: the N of every instance added up (702.45a-b); an
    instance whose N isn't a number (an unpaid "bushido X") adds none."""
    points = (k.removeprefix("bushido ") for k in chars.keywords if k.startswith("bushido "))
    return sum(int(n) for n in points if n.isdigit())


def speed_of(
    player: Player, game: Game, state: State, effect: ContinuousEffect, doubts: list[str] | None
) -> int:
    """The player's speed as the scenario states it (``[speed N]``); unstated, 1 while they
    control a permanent with start your engines! (702.179a: a state-based action makes it 1,
    the least it can be then; ``doubts`` says so), else 0 (702.179f: a player with no speed
    has 0 for what reads it)."""
    if (stated := game.speed.get(player)) is not None:
        return stated
    engines = any(
        obj.controller is player and "start your engines!" in state[obj.id].keywords
        for obj in game.battlefield()
        if obj.id in state
    )
    if engines and doubts is not None:
        doubts.append(
            f"{effect.source_name}: {whose_words(player)} speed isn't stated: taken as 1, what "
            "start your engines! gives (702.179a). State it with [speed N]."
        )
    return 1 if engines else 0


def own_count(
    formula: Formula,
    game: Game,
    state: State,
    effect: ContinuousEffect,
    obj_id: int,
    doubts: list[str] | None = None,
) -> int:
    """The value of a formula of :data:`OWN_COUNTS`."""
    chars = state[obj_id]
    match formula.of:
        case "speed":
            return speed_of(effect.controller, game, state, effect, doubts)
        case "words_in_name":
            return len(chars.name.split())
        case "creature_types_of_it":
            return creature_types_of(chars)
        case "types_of_it":
            return types_of(chars)
        case "bushido_of_it":
            return bushido_of(chars)
        case "blocking_it":  # the creatures whose [blocking: Name] names it (509.1)
            blocks = blocks_state(obj_id)
            return sum(
                1 for o in game.battlefield() if blocks in o.states and state[o.id].is_creature
            )
        case _:  # "same_name_as_it"
            return same_name_count(formula.count or Filter(), game, state, effect, obj_id)
