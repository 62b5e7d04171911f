"""Whether a static ability's condition holds (611.3a: "as long as ...", "during your
turn"), checked again wherever it matters, and a resolving spell's "if" about the game
(608.2c).

The subject's own state, what is attached to it and its counters; what players control;
graveyards, life, hands and designations; what happened this turn (a fact the scenario
states: one it did not state is assumed not to have happened, and ``doubts`` says so, never
silent), life against the starting life total (103.4), mana values among cards in your
graveyard, the most common color among permanents.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from engine.cards import Color, Condition, Filter
from engine.layers.counts import (
    count_attached,
    count_permanents,
    devotion,
    devotion_bonus,
    exiled_with_count,
    formula_value,
    graveyard_count,
    your_graveyard_card_types,
)
from engine.layers.effects import ContinuousEffect, EffectKey, Game, Layer
from engine.layers.filters import (
    ATTACHED_STATES,
    card_fits,
    counters_on,
    given_by_type,
    has_keyword,
    in_combat_with,
    matches_filter,
    states_hold,
    within_bounds,
)
from engine.layers.perspective import (
    Number,
    controllers,
    number_of,
    opponents,
    unknown_opponents,
    whose_words,
)
from engine.layers.turn_facts import turn_fact
from engine.objects import Characteristics, Player

State = dict[int, Characteristics]


def condition_holds(
    condition: Condition,
    effect: ContinuousEffect,
    game: Game,
    state: State,
    doubts: list[str],
) -> bool:
    """Whether ``condition`` holds now for ``effect`` (its source, its controller). An
    effect without a source (a spell as it resolves) can only ask about the game."""
    if condition.negated:  # "Otherwise, ...", "unless ..."
        held = condition.model_copy(update={"negated": False})
        return not condition_holds(held, effect, game, state, doubts)
    if condition.its_controllers:
        return _for_its_controller(condition, effect, game, state, doubts)
    if condition.any_of and not any(
        condition_holds(one, effect, game, state, doubts) for one in condition.any_of
    ):
        return False
    if not _object_holds(condition, effect, game, state, doubts):
        return False
    exiled = condition.exiled is not None or condition.exiled_card_types_at_least is not None
    if exiled and not _exiled_holds(condition, effect, game):
        return False
    if condition.controls is not None:
        found = count_permanents(condition.controls, game, state, effect)
        if not within_bounds(found, condition.at_least, condition.at_most):
            return False
    if condition.your_turn is not None and condition.your_turn != (
        game.active is effect.controller  # "your turn": the effect's controller's (109.5)
    ):
        return False
    if condition.designation and not _designated(condition.designation, effect, game):
        return False
    theirs_asked: tuple[tuple[Number, int | None, int | None], ...] = (
        ("life", None, condition.opponent_life_at_most),
        ("graveyard", condition.opponent_graveyard_at_least, None),
        ("poison", condition.opponent_poison_at_least, None),
    )
    for number, least, most in theirs_asked:
        if least is None and most is None:
            continue
        if not _an_opponent_has(game, effect, number, least, most, doubts):
            return False
    if condition.graveyard is not None:
        found = graveyard_count(condition.graveyard, "you", game, effect, doubts)
        if found < condition.graveyard_at_least:
            return False
    least = condition.card_types_in_graveyard_at_least
    if least is not None and len(your_graveyard_card_types(game, effect.controller)) < least:
        return False
    yours_asked: tuple[tuple[Number, int | None, int | None], ...] = (
        ("life", condition.life_at_least, condition.life_at_most),
        ("hand", condition.hand_at_least, condition.hand_at_most),
    )
    for number, least, most in yours_asked:
        if (least is not None or most is not None) and not within_bounds(
            controllers(game, effect, number, doubts), least, most
        ):
            return False
    if condition.devotion_below is not None:  # the source's controller's devotion (700.5)
        source = state.get(effect.source_id) if effect.source_id is not None else None
        controller = source.controller if source is not None else effect.controller
        yours = [state[o.id] for o in game.battlefield() if state[o.id].controller == controller]
        counted = devotion((c.mana_cost for c in yours), condition.devotion_to)
        if counted + devotion_bonus(yours) >= condition.devotion_below:
            return False
    return game_condition_holds(condition, game, state, effect, doubts)


def condition_holds_for(
    condition: Condition,
    game: Game,
    state: State,
    controller: Player,
    source_name: str,
    doubts: list[str],
    source_id: int | None = None,
) -> bool:
    """Whether a condition about the game holds now for ``controller``: a spell's "if" as it
    resolves (608.2c), which has no source on the battlefield, or a triggered ability's
    intervening "if" (603.4), whose source ``source_id`` "another" leaves out."""
    asking = ContinuousEffect(
        key=EffectKey("resolving", source_id, 0, 0),
        layer=Layer.MODIFY_PT,
        spec=None,
        source_id=source_id,
        source_name=source_name,
        controller=controller,
        timestamp=0,
    )
    return condition_holds(condition, asking, game, state, doubts)


def _for_its_controller(
    condition: Condition, effect: ContinuousEffect, game: Game, state: State, doubts: list[str]
) -> bool:
    """ "As long as its controller controls another creature": the condition read by the
    controller of the permanent the source is attached to, "another" besides that permanent;
    not met while the source is attached to nothing."""
    source = game.objects.get(effect.source_id) if effect.source_id is not None else None
    host = source.attached_to if source is not None else None
    if host is None or host not in state:
        return False
    theirs = replace(effect, controller=state[host].controller, source_id=host)
    asked = condition.model_copy(update={"its_controllers": False, "subject": "self"})
    return condition_holds(asked, theirs, game, state, doubts)


def _exiled_holds(condition: Condition, effect: ContinuousEffect, game: Game) -> bool:
    """The parts of ``condition`` about the cards exiled with its source (607.2a: the
    scenario's ``[exile: ...]``, those still in exile): how many fit, and how many card
    types are among them (205.2a)."""
    least = condition.exiled_card_types_at_least
    exiler = game.objects.get(effect.source_id) if effect.source_id is not None else None
    if condition.exiled is not None:
        found = exiled_with_count(condition.exiled, exiler, game, effect)
        if found < condition.exiled_at_least:
            return False
    if least is not None:
        exiled = [game.objects[i] for i in (exiler.exiled if exiler else []) if i in game.objects]
        types = {t for card in exiled if card.zone == "exile" for t in card.card.types}
        if len(types) < least:
            return False
    return True


def _designated(designation: str, effect: ContinuousEffect, game: Game) -> bool:
    """ "You're the monarch": the effect's controller has it (109.5); "it's night" is the
    game's (728.1)."""
    holders = (effect.controller, None)
    return any((holder, designation) in game.designations for holder in holders)


#: States that are the object's history, which the board doesn't show: one not stated is
#: assumed not to have happened, and the reply says so.
_HISTORY = {
    "dealt damage": "it has dealt damage this game",
    "devoured": "it devoured a creature as it entered (702.82)",
    "attacked this turn": "it attacked this turn",
    "entered this turn": "it entered this turn before the scenario",
}


def _object_holds(
    condition: Condition, effect: ContinuousEffect, game: Game, state: State, doubts: list[str]
) -> bool:
    """The parts of ``condition`` about its subject (the source, or the permanent it is
    attached to): states, what is attached, level, counters, keywords, colors and types."""
    asks = (
        condition.states or condition.class_level_at_least is not None
        or condition.counter is not None or condition.attached is not None
        or condition.subtypes or condition.supertypes or condition.colors or condition.types
        or condition.subject_yours or condition.blocking_or_blocked_by is not None
        or condition.keywords
    )  # fmt: skip
    if not asks:
        return True
    source = game.objects.get(effect.source_id) if effect.source_id is not None else None
    if source is None:
        return False
    subject = source.attached_to if condition.subject == "attached" else source.id
    if subject is None:
        return False
    chars = state[subject]
    states = [s for s in condition.states if s not in ATTACHED_STATES]
    if "attacked this turn" in states and "attacking" in game.objects[subject].states:
        states.remove("attacked this turn")  # an attacking creature attacked this turn (506.4)
    for past in (s for s in states if s in _HISTORY and s not in game.objects[subject].states):
        doubts.append(
            f"{effect.source_name}: its condition asks whether {_HISTORY[past]}, which the "
            f"board doesn't show; assumed not. Write [{past}] on it if it has."
        )
    if states and not states_hold(states, game.objects[subject]):
        return False
    for wanted in condition.states:
        if wanted in ATTACHED_STATES and not any(
            obj.attached_to == subject and state[obj.id].has_subtype(ATTACHED_STATES[wanted])
            for obj in game.battlefield()
        ):
            return False
    least = condition.class_level_at_least
    if least is not None and game.objects[subject].class_level < least:
        return False
    if condition.counter is not None:
        found = counters_on(game.objects[subject], condition.counter)
        most = condition.counters_at_most
        if found < condition.counters_at_least or (most is not None and found > most):
            return False
    if condition.attached is not None:
        found = count_attached(condition.attached, subject, game, state, effect)
        if not within_bounds(found, condition.attached_at_least, condition.attached_at_most):
            return False
    if condition.subject_yours and chars.controller is not effect.controller:
        return False  # "as long as you control enchanted creature" (109.5)
    facing = condition.blocking_or_blocked_by
    if facing is not None and not _in_combat_with(facing, subject, game, state, effect):
        return False
    if condition.subtypes and not any(chars.has_subtype(s) for s in condition.subtypes):
        return False
    if not all(has_keyword(chars.keywords, k) for k in condition.keywords):
        return False
    if not all(s in chars.supertypes for s in condition.supertypes):
        return False
    return (not condition.colors or bool(set(condition.colors) & set(chars.colors))) and all(
        t in chars.types for t in condition.types
    )


def _in_combat_with(
    rule: Filter, subject: int, game: Game, state: State, effect: ContinuousEffect
) -> bool:
    """Whether a creature blocking or blocked by ``subject`` (509.1, ``[blocking: Name]``)
    fits ``rule``."""
    return any(
        in_combat_with("either", game.objects[subject].states, obj.id)
        and matches_filter(rule, state[obj.id], obj.states, effect, obj.id, obj.counters)
        for obj in game.battlefield()
    )


def game_condition_holds(
    condition: Condition,
    game: Game,
    state: State,
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
        life = controllers(game, effect, "life", doubts)
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
    if condition.amount is not None and not _amount_holds(condition, game, state, effect, doubts):
        return False
    if condition.top_of_library is not None and not _top_of_library(
        condition.top_of_library, game, effect, doubts
    ):
        return False
    color = condition.most_common_color
    return color is None or _most_common(color, game, state, effect, doubts)


def _amount_holds(
    condition: Condition, game: Game, state: State, effect: ContinuousEffect, doubts: list[str]
) -> bool:
    """ "As long as there are four or more lore counters among Sagas you control": the count
    of the board, as the effect's controller reads it, is at least ``amount_at_least``."""
    assert condition.amount is not None
    if effect.source_id not in state:  # a spell's "if" as it resolves: no source to count for
        doubts.append(f"{effect.source_name}: its condition counts the board, not read here.")
        return False
    found = formula_value(condition.amount, game, state, effect, effect.source_id, doubts)
    return found >= condition.amount_at_least


def _top_of_library(rule: Filter, game: Game, effect: ContinuousEffect, doubts: list[str]) -> bool:
    """Whether the top card of the effect's controller's library fits ``rule``: hidden
    information, stated by putting the card there with ``library: Name`` (the last one named
    is on top). Not stated, it is assumed not to fit, and ``doubts`` says so."""
    library = [
        obj
        for obj in game.objects.values()
        if obj.zone == "library" and obj.owner is effect.controller
    ]
    if not library:
        doubts.append(
            f"{effect.source_name}: its condition asks what the top card of "
            f"{whose_words(effect.controller)} library is, which the board doesn't show; "
            "assumed it doesn't fit. Name it with a term like library: Swamp."
        )
        return False
    top = max(library, key=lambda obj: obj.timestamp)
    return card_fits(rule, top.card, top.owner, game, effect) is True


def _an_opponent_has(
    game: Game,
    effect: ContinuousEffect,
    number: Number,
    least: int | None,
    most: int | None,
    doubts: list[str],
) -> bool:
    """ "An opponent has ...": one of the controller's opponents meeting it is enough; when
    none of the known ones does and some are unknown, ``doubts`` says it was read as not met."""
    known, missing = opponents(game, effect, number)
    if any(within_bounds(value, least, most) for value in known):
        return True
    if missing:
        doubts.append(unknown_opponents(effect, number, missing, condition=True))
    return False


def _opponents_hand_holds(
    condition: Condition, game: Game, effect: ContinuousEffect, doubts: list[str]
) -> bool:
    """ "More cards in hand than each opponent" and "an opponent has N or fewer cards in
    hand" (``[opponent hand N]``); a hand not stated can't be decided, and ``doubts`` says so."""
    if condition.more_cards_in_hand_than_opponent:
        known, missing = opponents(game, effect, "hand")
        mine = controllers(game, effect, "hand", doubts)
        if missing:
            doubts.append(unknown_opponents(effect, "hand", missing, condition=True))
            return False
        if any(mine <= other for other in known):
            return False
    most = condition.opponent_hand_at_most
    return most is None or _an_opponent_has(game, effect, "hand", None, most, doubts)


def _mana_values_in_graveyard(
    least: int, game: Game, effect: ContinuousEffect, doubts: list[str]
) -> bool:
    """Whether the named cards in your graveyard have at least ``least`` different mana
    values. Cards known only by their type or by the graveyard's size can't be read: when
    they might make the difference, ``doubts`` says they were left out."""
    yours = [card for owner, card in game.graveyard if owner is effect.controller]
    named = [card for card in yours if not given_by_type(card)]
    found = len({card.mana_value for card in named})
    size = max(len(yours), number_of(game, effect.controller, "graveyard") or 0)
    if found < least and len(named) < size:
        doubts.append(
            f"{effect.source_name}: it counts the mana values among cards in "
            f"{whose_words(effect.controller)} graveyard, and {size - len(named)} of them are "
            "not named; only the named ones were read ([graveyard: ...])."
        )
    return found >= least


def _most_common(
    color: Color,
    game: Game,
    state: State,
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
