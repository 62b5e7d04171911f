"""The numbers effects count (107.3: what X and "for each" stand for): a formula's value
(:func:`formula_value`: Tarmogoyf's card types, devotion (700.5), "for each creature you
control", a party (700.8)), read against the characteristics a layer run has computed so
far, and which characteristics a formula reads, for dependencies (613.8).

Counts of the game outside the battlefield's characteristics say whose hands and graveyards
they read (402, 404). The layer system knows your hand size (``[hand N]``) and the
opponent's (``[opponent hand N]``), the cards named in graveyards and exile, and the players
at the table; a hand it doesn't know is counted as 0, and a card it can't read is left out,
and either is said in ``doubts``, never in silence.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from engine.cards import (
    BASIC_LAND_TYPES,
    Card,
    CdaPowerToughness,
    Color,
    Filter,
    Formula,
    ModifyPowerToughness,
    SetPowerToughness,
)
from engine.layers.effects import ContinuousEffect, Game
from engine.layers.filters import (
    State,
    card_characteristics,
    card_fits,
    counters_on,
    defending_player_of,
    given_by_type,
    matches_filter,
    objects_in_zones,
)
from engine.layers.own_counts import OWN_COUNTS, own_count
from engine.layers.perspective import (
    Number,
    controllers,
    number_of,
    opponents,
    unknown_opponents,
    whose_words,
)
from engine.layers.turn_facts import turn_fact
from engine.objects import Characteristics, GameObject, Player
from engine.oracle.amounts import GRAVEYARDS_WORDS, least_stated
from engine.oracle.this_turn import counted_turn_fact

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
        size = number_of(game, player, "hand")
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
    Player.OPPONENT: "state it with [opponent hand N] or list it: opp: hand: Name",
    Player.THIRD: "state it with [p3 hand N] or list it: p3: hand: Name",
    Player.FOURTH: "state it with [p4 hand N] or list it: p4: hand: Name",
}


def greatest_of_players(
    formula: Formula, game: Game, effect: ContinuousEffect, doubts: list[str] | None
) -> int:
    """The highest life total or the most cards in hand among the effect's controller's
    opponents (102.3), or among all players: the numbers the scenario gives; a reply says
    which players' numbers it doesn't (a third player's, an unstated hand)."""
    number: Number = "life" if formula.of == "greatest_life" else "hand"
    known, missing = opponents(game, effect, number)
    said: list[str] = [] if doubts is None else doubts
    if formula.whose == "all":
        known.append(controllers(game, effect, number, said))
    if missing:
        said.append(unknown_opponents(effect, number, missing))
    return max(known, default=0)


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


def your_graveyard_card_types(game: Game, you: Player) -> set[str]:
    """The card types among the cards in ``you``'s graveyard (delirium, for the effect's
    controller, 109.5; cards of unknown kinds from ``[graveyard size N]`` add none)."""
    return graveyard_card_types(game, (you,))


def graveyard_card_types(game: Game, owners: tuple[Player, ...]) -> set[str]:
    """The card types among the cards in the graveyards of ``owners`` (Nighthawk Scavenger's
    "your opponents' graveyards", 102.3)."""
    return {t for owner, card in game.graveyard if owner in owners for t in card.types}


def graveyard_count(
    rule: Filter | None,
    whose: Whose,
    game: Game,
    effect: ContinuousEffect,
    doubts: list[str] | None = None,
    holder: Player = Player.YOU,
) -> int:
    """Cards in your graveyard (all graveyards, your opponents', or those of ``holder``, the
    controller of the object the count is for) that fit ``rule`` (:func:`card_fits`).

    Without a filter the count is every card, and for your graveyard at least the
    scenario's ``[graveyard size N]``. A card the filter can't be read against is not
    counted, and ``doubts`` gets a sentence saying so: a count is never too high in silence,
    nor too low (cards known only by a graveyard's size).
    """
    owners = tuple(Player) if whose == "all" else players_counted(whose, game, effect, holder)
    where = GRAVEYARDS_WORDS[whose]
    whole = rule is None or rule == Filter()
    found = 0
    for owner, card in game.graveyard:
        if owner not in owners:
            continue
        fits = True if whole else card_fits(rule or Filter(), card, owner, game, effect)
        if fits is True:
            found += 1
        elif fits is not False and doubts is not None:
            doubts.append(
                f"{effect.source_name}: its count of cards in {where} can't tell whether "
                f"{_card_words(card)} counts ({fits}); it was not counted."
            )
    for owner in owners:  # cards known only by a graveyard's size ([graveyard size N])
        listed = sum(1 for named, _ in game.graveyard if named is owner)
        unlisted = max((number_of(game, owner, "graveyard") or 0) - listed, 0)
        if whole:
            found += unlisted
        elif unlisted and doubts is not None:
            size = number_of(game, owner, "graveyard")
            said = "" if owner is Player.YOU else "opponent "
            doubts.append(
                f"{effect.source_name}: its count of cards in {where} can't read the {unlisted} "
                f"card(s) of {whose_words(owner)} graveyard known only by its size "
                f"([{said}graveyard size {size}]); they were not counted (name them: "
                f"[{said}graveyard: ...])."
            )
    return found


def greatest_in_graveyards(
    rule: Filter, of: str, game: Game, effect: ContinuousEffect, doubts: list[str] | None
) -> int:
    """The greatest power or mana value among the graveyard cards that fit ``rule`` ("the
    greatest power among creature cards in all graveyards"), read like
    :func:`graveyard_count`: a card that can't be read, and cards known only by a
    graveyard's size, are left out and ``doubts`` says so (0 when there is none, 107.1)."""
    owners = (Player.YOU,) if rule.owner == "you" else tuple(Player)
    wanted = rule.model_copy(update={"zones": ()})
    which = "power" if of == "greatest_power" else "mana value"
    found: list[int] = []
    for owner, card in game.graveyard:
        if owner not in owners:
            continue
        fits = card_fits(wanted, card, owner, game, effect)
        chars, counted_pt = card_characteristics(card, owner, effect)
        if fits is True and of == "greatest_power" and counted_pt:
            fits = "an ability of it counts its power, which I don't work out there"
        if fits is True:
            found.append((chars.power or 0) if of == "greatest_power" else chars.mana_value)
        elif fits is not False and doubts is not None:
            doubts.append(
                f"{effect.source_name}: the greatest {which} among cards in graveyards can't "
                f"read {_card_words(card)} ({fits}); it was left out."
            )
    yours = sum(1 for owner, _ in game.graveyard if owner is Player.YOU)
    unnamed = game.your_graveyard_size() - yours
    if Player.OPPONENT in owners:
        named = max(
            sum(1 for o, _ in game.graveyard if o is p) for p in Player if p is not Player.YOU
        )
        unnamed += max(0, game.opponent_graveyard_size - named)
    if unnamed and doubts is not None:
        doubts.append(
            f"{effect.source_name}: the greatest {which} among cards in graveyards is read "
            f"among the named cards only; {unnamed} card(s) known only by a graveyard's size "
            "were left out (name them: [graveyard: ...])."
        )
    return max(found, default=0)


def exile_count(
    rule: Filter | None, game: Game, effect: ContinuousEffect, whose: Whose = "you"
) -> int:
    """Cards the effect's controller (or ``whose`` players) owns in exile that fit ``rule``
    (406; tokens are no cards, 111.7): in a scenario, the cards named with ``[exile: ...]``
    and those moved there."""
    owners = players_counted(whose, game, effect, effect.controller)
    return sum(
        1
        for obj in game.objects.values()
        if obj.zone == "exile"
        and not obj.is_token
        and obj.owner in owners
        and (rule is None or card_fits(rule, obj.card, obj.owner, game, effect) is True)
    )


def exiled_with_count(
    rule: Filter | None, source: GameObject | None, game: Game, effect: ContinuousEffect
) -> int:
    """The cards exiled with ``source`` (607.2a, ``[exile: ...]``) still in exile that fit
    ``rule``."""
    exiled = [game.objects[i] for i in (source.exiled if source else []) if i in game.objects]
    return sum(
        1
        for card in exiled
        if card.zone == "exile"
        and (rule is None or card_fits(rule, card.card, card.owner, game, effect) is True)
    )


def _card_words(card: Card) -> str:
    if given_by_type(card):
        return f"the {card.name.lower()} card given by its type"
    return card.name


def count_attached(
    rule: Filter, host: int, game: Game, state: State, effect: ContinuousEffect
) -> int:
    """Permanents attached to ``host`` that fit ``rule`` ("Auras and Equipment attached to it")."""
    return sum(
        1
        for obj in game.battlefield()
        if obj.attached_to == host
        and matches_filter(rule, state[obj.id], obj.states, effect, obj.id, obj.counters)
    )


#: Mana symbols and the colors each counts toward devotion (700.5: hybrid counts for both).
_SYMBOL_COLORS = {"W": Color.WHITE, "U": Color.BLUE, "B": Color.BLACK, "R": Color.RED,
                  "G": Color.GREEN}  # fmt: skip


def devotion(mana_costs: Iterable[str], colors: tuple[Color, ...]) -> int:
    """CR 700.5: the mana symbols among ``mana_costs`` that are of any of ``colors``.

    >>> devotion(["{1}{B}{B}", "{B/G}", "{2/B}", "{B/P}"], (Color.BLACK,))
    5
    >>> devotion(["{B/R}"], (Color.BLACK, Color.RED))
    1
    """
    total = 0
    for cost in mana_costs:
        for symbol in cost.replace("}", "").split("{")[1:]:
            if any(_SYMBOL_COLORS.get(part) in colors for part in symbol.split("/")):
                total += 1
    return total


def devotion_bonus(permanents: Iterable[Characteristics]) -> int:
    """What the player's permanents add to each devotion of theirs (700.5a: "Your devotion to
    each color ... is increased by one", Altar of the Pantheon)."""
    return sum(a.devotion_bonus for c in permanents for a in c.abilities)


def count_permanents(
    rule: Filter,
    game: Game,
    state: State,
    effect: ContinuousEffect,
    it: Characteristics | None = None,
) -> int:
    """How many permanents on the battlefield fit ``rule`` as ``effect``'s controller sees it
    (``it``: the object the count is for, :func:`matches_filter`)."""
    return len(permanents_fitting(rule, game, state, effect, it))


def permanents_fitting(
    rule: Filter,
    game: Game,
    state: State,
    effect: ContinuousEffect,
    it: Characteristics | None = None,
) -> list[int]:
    """The permanents on the battlefield that fit ``rule`` (:func:`count_permanents`)."""
    return [
        obj.id
        for obj in game.battlefield()
        if matches_filter(rule, state[obj.id], obj.states, effect, obj.id, obj.counters, it)
    ]


def defending_count(
    rule: Filter,
    game: Game,
    state: State,
    effect: ContinuousEffect,
    obj_id: int,
    doubts: list[str] | None,
) -> int:
    """The permanents the defending player controls that fit ``rule`` ("for each nonbasic land
    defending player controls"): for an attacking creature, the player it attacks; else the
    source's defending player (802.2a, 506.2). Unknown (a larger game, nobody said whom it
    attacks): none are counted, and ``doubts`` says so."""
    affected = game.objects.get(obj_id)
    source = game.objects.get(effect.source_id) if effect.source_id else None
    attacker = affected if affected is not None and "attacking" in affected.states else source
    defending = defending_player_of(game, attacker)
    if defending is None:
        if doubts is not None:
            doubts.append(
                f"{effect.source_name}: it counts what the defending player controls, and which "
                "player that is isn't told here (802.2a: name it with [attacking: p3]); "
                "counted as 0."
            )
        return 0
    return controlled_by(rule, defending, game, state, effect, obj_id)


def controlled_by(
    rule: Filter,
    player: Player | None,
    game: Game,
    state: State,
    effect: ContinuousEffect,
    obj_id: int,
) -> int:
    """The permanents ``player`` controls that fit ``rule`` but for its controller (none
    when the player isn't known)."""
    if player is None:
        return 0
    anyone = rule.model_copy(update={"controller": None})
    fitting = permanents_fitting(anyone, game, state, effect, state[obj_id])
    return sum(1 for i in fitting if state[i].controller is player)


def chosen_player(
    formula: Formula, game: Game, effect: ContinuousEffect, doubts: list[str] | None
) -> Player | None:
    """The player chosen as the source entered (``[chosen: opp]``); unnamed, the one opponent
    of a game of two where the card chose an opponent (102.3), else ``None`` and ``doubts``
    says that nothing was counted for that player."""
    if effect.choices.chosen_player is not None:
        return effect.choices.chosen_player
    others = [p for p in game.players if p is not effect.controller]
    if formula.chosen_player == "opponent" and len(others) == 1:
        return others[0]
    if doubts is not None:
        doubts.append(
            f"{effect.source_name}: it counts for the player chosen as it entered, and the "
            "scenario names none; counted as 0 (name it, e.g. [chosen: opp])."
        )
    return None


def formula_value(
    formula: Formula,
    game: Game,
    state: State,
    effect: ContinuousEffect,
    obj_id: int,
    doubts: list[str] | None = None,
) -> int:
    """The number a formula stands for right now (e.g. Tarmogoyf's card types); what it
    could not read goes into ``doubts`` (:func:`graveyard_count`).

    A P/T modification neither sets nor doubles a value, so its calculation uses 0 for a
    negative result (107.1b): Death's Shadow at -3 life gets -0/-0, and so does a -2/4
    Chameleon Colossus's "+X/+X, where X is its power" (107.1b's example), while Serra
    Avatar (whose ability sets its P/T) is -3/-3 and a doubled -2 power is -4 (701.10c).
    """
    source = game.objects.get(effect.source_id) if effect.source_id else None
    controller = effect.controller

    def battlefield(ids: Iterable[int]) -> list[Characteristics]:
        return [state[i] for i in ids if game.objects[i].zone == "battlefield"]

    match formula.of:
        case "card_types_in_graveyards":
            value = len(game.graveyard_types)
        case "card_types_in_your_graveyard":
            value = len(your_graveyard_card_types(game, controller))
        case "colors_of_it":
            value = len(state[obj_id].colors)
        case "its_power":
            value = state[obj_id].power or 0
        case "its_toughness":
            value = state[obj_id].toughness or 0
        case "times_mutated":  # each mutate merged one more card with it (702.140)
            value = len(source.merged_under) if source else 0
        case "source_power" | "source_toughness":
            of_source = state.get(effect.source_id) if effect.source_id else None
            attribute = "power" if formula.of == "source_power" else "toughness"
            value = (getattr(of_source, attribute) or 0) if of_source else 0
        case "greatest_mana_value" | "greatest_power" if formula.count and (
            formula.count.zones == ("graveyard",)
        ):
            value = greatest_in_graveyards(formula.count, formula.of, game, effect, doubts)
        case "colors_among" | "greatest_mana_value" | "greatest_power":
            rule = formula.count or Filter()
            among = [
                state[o.id]
                for o in objects_in_zones(game, rule.zones)
                if matches_filter(rule, state[o.id], o.states, effect, o.id, o.counters)
            ]
            if formula.of == "colors_among":
                value = len({color for chars in among for color in chars.colors})
            elif formula.of == "greatest_mana_value":
                value = max((chars.mana_value for chars in among), default=0)
            else:
                value = max((chars.power or 0 for chars in among), default=0)
        case "own_mana_value":
            value = state[obj_id].mana_value
        case "mana_value_of_other_creatures_you_control":
            value = sum(
                c.mana_value
                for i, c in state.items()
                if i != obj_id
                and c.is_creature
                and c.controller == controller
                and game.objects[i].zone == "battlefield"
            )
        case "exiled_power" | "exiled_toughness":
            exiled = [state[i] for i in (source.exiled if source else []) if i in state]
            if formula.last_creature:  # Duplicant: the last creature card exiled with it
                exiled = [c for c in exiled if c.is_creature][-1:]
            attribute = "power" if formula.of == "exiled_power" else "toughness"
            value = sum(getattr(c, attribute) or 0 for c in exiled)
        case "chosen_x" if effect.choices.x is None and counted_turn_fact(formula.fact):
            key = counted_turn_fact(formula.fact) or ""  # "cards you've drawn this turn"
            value = turn_fact(game, effect, key, [] if doubts is None else doubts)
        case "chosen_x":
            x = effect.choices.x
            value = least_stated(formula.fact) if x is None else x
        case "revealed_power" | "revealed_toughness":
            revealed = state.get(effect.choices.revealed) if effect.choices.revealed else None
            attribute = "power" if formula.of == "revealed_power" else "toughness"
            value = (getattr(revealed, attribute) or 0) if revealed else 0
        case "swamps_you_control":
            value = sum(
                1
                for c in battlefield(state)
                if c.has_subtype("Swamp") and c.controller == controller
            )
        case "face_down_creatures":
            value = sum(1 for o in game.battlefield() if o.face_down)
        case "your_life_total":  # "your" is the effect's controller's (109.5)
            value = controllers(game, effect, "life", [] if doubts is None else doubts)
        case "permanents" if formula.count and formula.count.controller == "defending_player":
            value = defending_count(formula.count, game, state, effect, obj_id, doubts)
        case "permanents" if formula.chosen_player:
            chosen = chosen_player(formula, game, effect, doubts)
            value = controlled_by(formula.count or Filter(), chosen, game, state, effect, obj_id)
        case "permanents":
            value = count_permanents(formula.count or Filter(), game, state, effect, state[obj_id])
            if formula.other_than_affected and matches_filter(  # "other" than the host
                formula.count or Filter(), state[obj_id], game.objects[obj_id].states, effect,
                obj_id, game.objects[obj_id].counters, state[obj_id],
            ):  # fmt: skip
                value -= 1
        case "experience_counters":  # the effect's controller's (122.1)
            value = game.experience.get(controller, 0)
        case "foretold_cards":  # the effect's controller's, face down in exile (702.143a)
            value = game.foretold.get(controller, 0)
        case "opponents_poison_counters":
            known, missing = opponents(game, effect, "poison")
            value = sum(known)
            if missing and doubts is not None:
                doubts.append(unknown_opponents(effect, "poison", missing))
        case "cards_in_hand" if formula.chosen_player:
            chosen = chosen_player(formula, game, effect, doubts)
            value = hand_count("its_controller", game, effect, chosen, doubts) if chosen else 0
        case "cards_in_hand":
            holder = state[obj_id].controller
            value = hand_count(formula.whose, game, effect, holder, doubts)
        case "counters_on_it":
            value = counters_on(game.objects[obj_id], formula.counter or "any")
        case "counters_on_permanents":
            value = sum(
                counters_on(obj, formula.counter or "any")
                for obj in game.battlefield()
                if matches_filter(
                    formula.count or Filter(), state[obj.id], obj.states, effect, obj.id,
                    obj.counters, state[obj_id],
                )
            )  # fmt: skip
            if formula.other_than_affected and obj_id in state:  # not the host's own
                affected = game.objects[obj_id]
                if matches_filter(
                    formula.count or Filter(), state[obj_id], affected.states, effect, obj_id,
                    affected.counters, state[obj_id],
                ):  # fmt: skip
                    value -= counters_on(affected, formula.counter or "any")
        case "counter_kinds":  # "different kinds of counters among creatures you control"
            rule = formula.count or Filter()
            value = len(
                {
                    kind
                    for obj in game.battlefield()
                    if matches_filter(rule, state[obj.id], obj.states, effect, obj.id, obj.counters)
                    for kind, number in obj.counters.items()
                    if number > 0
                }
            )
        case "mana_symbols_of_it":  # "for each black mana symbol in its mana cost"
            value = devotion((state[obj_id].mana_cost,), formula.devotion_to)
        case "cards_in_exile":
            value = exile_count(formula.count, game, effect, formula.whose)
        case "cards_exiled_with_source":
            value = exiled_with_count(formula.count, source, game, effect)
        case "opponents":
            value = opponents_of(game, effect)
        case "party":
            value = party_size(battlefield(state), controller)
        case "counters_on_source":
            source = game.objects.get(effect.source_id) if effect.source_id else None
            value = counters_on(source, formula.counter or "any") if source else 0
        case "basic_land_types":
            value = sum(
                1
                for kind in BASIC_LAND_TYPES
                if any(
                    "Land" in c.types and c.has_subtype(kind) and c.controller == controller
                    for c in battlefield(state)
                )
            )
        case "cards_in_graveyard" if formula.chosen_player:
            chosen = chosen_player(formula, game, effect, doubts)
            value = (
                0
                if chosen is None
                else graveyard_count(formula.count, "its_controller", game, effect, doubts, chosen)
            )
        case "cards_in_graveyard":  # a spell's count as it resolves has no object: its own
            holder = state[obj_id].controller if obj_id in state else effect.controller
            value = graveyard_count(formula.count, formula.whose, game, effect, doubts, holder)
            if formula.and_exile:
                value += exile_count(formula.count, game, effect)
        case "devotion":
            yours = [c for c in battlefield(state) if c.controller == controller]
            value = devotion((c.mana_cost for c in yours), formula.devotion_to)
            value += devotion_bonus(yours)
        case "attached_to_it":
            value = count_attached(formula.count or Filter(), obj_id, game, state, effect)
        case "attached_to_source":
            host = effect.source_id
            attached = formula.count or Filter()
            value = count_attached(attached, host, game, state, effect) if host else 0
        case "differently_named":  # 201.2: the names among them; a nameless one has none
            fitting = permanents_fitting(formula.count or Filter(), game, state, effect)
            value = len({state[i].name for i in fitting} - {""})
        case "greatest_life" | "greatest_hand":
            value = greatest_of_players(formula, game, effect, doubts)
        case "card_types_in_opponents_graveyards":
            value = len(
                graveyard_card_types(game, players_counted("opponents", game, effect, controller))
            )
        case own if own in OWN_COUNTS:
            value = own_count(formula, game, state, effect, obj_id, doubts)
    if formula.added:
        value += sum(formula_value(p, game, state, effect, obj_id, doubts) for p in formula.added)
    if formula.at_most is not None:  # "to a maximum of 10"
        value = min(value, formula.at_most)
    if formula.taken_from is not None:  # "7 minus the number of ..."
        value = formula.taken_from - value
    if isinstance(effect.spec, ModifyPowerToughness) and not formula.doubles:
        value = max(value, 0)
    value = value * formula.times + formula.plus
    return -(-value // 2) if formula.half_rounded_up else value  # rounded up (107.1a)


FORMULA_READS: dict[str, set[str]] = {
    "card_types_in_graveyards": set(),
    "card_types_in_your_graveyard": set(),
    "colors_of_it": {"colors"},
    "colors_among": {"all"},
    "greatest_mana_value": {"all"},
    "greatest_power": {"all"},
    "its_power": {"pt"},
    "its_toughness": {"pt"},
    "source_power": {"pt"},
    "source_toughness": {"pt"},
    "times_mutated": set(),  # merging is a zone matter, not a characteristic
    "own_mana_value": {"all"},
    "mana_value_of_other_creatures_you_control": {"all"},
    "exiled_power": {"pt"},
    "exiled_toughness": {"pt"},
    "chosen_x": set(),
    "revealed_power": set(),  # a card in a library, counted once as the ability resolves
    "revealed_toughness": set(),
    "swamps_you_control": {"subtype:Swamp", "controller"},
    "face_down_creatures": set(),
    "your_life_total": {"controller"},
    "cards_in_hand": set(),
    "experience_counters": {"controller"},
    "foretold_cards": {"controller"},
    "opponents_poison_counters": {"controller"},
    # counters and graveyard cards are not characteristics: no layer changes them
    "counters_on_it": set(),
    "cards_in_graveyard": set(),
    # mana costs change only with copy/face-down effects (which write "all"); whose
    # permanents they are is control (layer 2)
    "devotion": {"mana_cost", "controller"},
    # which attached permanents are Auras/Equipment, and whatever the count's filter reads
    "attached_to_it": {"all"},
    "attached_to_source": {"all"},
    "counters_on_source": set(),
    # which permanents carry them: whatever the filter reads
    "counters_on_permanents": {"all"},
    "counter_kinds": {"all"},
    "cards_exiled_with_source": set(),  # cards in exile: no layer changes them here
    "cards_in_exile": set(),
    "mana_symbols_of_it": {"mana_cost"},
    "opponents": set(),
    "differently_named": {"all"},  # names, and whatever the filter reads
    "greatest_life": {"controller"},  # whose opponents they are
    "greatest_hand": {"controller"},
    "party": {"subtypes", "cardtype:Creature", "controller"},
    "card_types_in_opponents_graveyards": {"controller"},  # whose opponents they are
    "speed": {"controller"},
    # names and types change in layers 1 and 4, before any amount is counted in layer 7
    "words_in_name": set(),
    "creature_types_of_it": set(),
    "types_of_it": set(),
    "bushido_of_it": {"abilities"},  # bushido gained or lost in layer 6
    "blocking_it": {"cardtype:Creature"},  # one that stops being a creature leaves combat
    "same_name_as_it": {"all"},  # whatever the group's filter reads
    # which lands you control, and their land types (Blood Moon, Urborg change them)
    "basic_land_types": {"subtypes", "cardtype:Land", "controller"},
    # a count of permanents reads whatever its filter reads: types, colors, control,
    # keywords (layer 6); "all" keeps the dependency check exact for every filter.
    "permanents": {"all"},
}


def formula_reads(formula: Formula) -> set[str]:
    """The characteristics a formula's count looks at (:data:`FORMULA_READS`), its added
    counts' too."""
    if not formula.added:
        return FORMULA_READS[formula.of]
    reads = set(FORMULA_READS[formula.of])
    for part in formula.added:
        reads |= formula_reads(part)
    return reads


def amounts(spec: object) -> tuple[int | Formula | None, ...]:
    if isinstance(spec, CdaPowerToughness | SetPowerToughness | ModifyPowerToughness):
        return (spec.power, spec.toughness)
    return ()
