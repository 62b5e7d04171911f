"""Which objects an effect reaches and the numbers it counts: filters ("creatures you
control", "nonbasic lands"), the conditions of static abilities, and formulas (Tarmogoyf's
card types, devotion, "for each"), read against the characteristics a layer run has
computed so far (613.6: what a later layer changes can't undo what an earlier one chose).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from engine.cards import (
    BASIC_LAND_TYPES,
    Card,
    CdaPowerToughness,
    Color,
    ColorEffect,
    Condition,
    Filter,
    Formula,
    ModifyPowerToughness,
    SetPowerToughness,
    TypeEffect,
)
from engine.layers.changes import change_colors, change_types
from engine.layers.counts import Whose, hand_count, opponents_of, party_size, players_counted
from engine.layers.effects import (
    ContinuousEffect,
    Game,
)
from engine.layers.perspective import (
    controllers,
    number_of,
    opponents,
    unknown_opponents,
    whose_words,
)
from engine.names import normalize_name
from engine.objects import (
    Characteristics,
    GameObject,
    Player,
    is_creature_type,
)
from engine.oracle.amounts import GRAVEYARDS_WORDS

State = dict[int, Characteristics]


def matches_filter(
    rule: Filter,
    chars: Characteristics,
    states: set[str],
    effect: ContinuousEffect,
    obj_id: int,
    counters: dict[str, int] | None = None,
    it: Characteristics | None = None,
) -> bool:
    """Whether an object with ``chars`` fits ``rule`` as seen by ``effect``'s controller.

    ``counters`` are the object's counters (a filter "with a +1/+1 counter on it" needs them;
    without them the object is taken to have none). ``it`` is the object a count is for
    ("each other creature that shares a creature type with it"); without it, no object
    shares a creature type with "it".

    Each test is guarded by whether the filter uses it: this runs for every object
    under every global effect, so empty clauses must cost nothing.
    """
    if rule.other and obj_id == effect.source_id:
        return False
    if rule.commander and "commander" not in states:
        return False
    if rule.owner == "you" and chars.owner is not effect.controller:
        return False
    if rule.chosen_color and effect.choices.color not in chars.colors:
        return False
    if rule.any_states and not any(s in states for s in rule.any_states):
        return False
    if rule.seldom and not _seldom_clauses_hold(rule, chars, states, effect, obj_id, counters, it):
        return False
    if rule.token is not None and ("token" in states) != rule.token:
        return False
    types = chars.types
    if rule.types and not all(t in types for t in rule.types):
        return False
    if rule.any_types and not any(t in types for t in rule.any_types):
        return False
    if rule.not_types and any(t in types for t in rule.not_types):
        return False
    if rule.subtypes and not any(chars.has_subtype(s) for s in rule.subtypes):
        return False
    if rule.not_subtypes and any(chars.has_subtype(s) for s in rule.not_subtypes):
        return False
    if rule.chosen_subtype and not (
        effect.choices.creature_type and chars.has_subtype(effect.choices.creature_type)
    ):
        return False
    if rule.not_supertypes and any(s in chars.supertypes for s in rule.not_supertypes):
        return False
    if rule.nonlegendary and "Legendary" in chars.supertypes:
        return False
    if rule.supertypes and not all(s in chars.supertypes for s in rule.supertypes):
        return False
    if rule.not_keywords and any(k in chars.keywords for k in rule.not_keywords):
        return False
    if rule.keywords and not all(k in chars.keywords for k in rule.keywords):
        return False
    if rule.no_abilities and chars.abilities:
        return False
    if rule.colors and not any(c in chars.colors for c in rule.colors):
        return False
    if rule.not_colors and any(c in chars.colors for c in rule.not_colors):
        return False
    if rule.multicolored and len(chars.colors) < 2:
        return False
    if rule.colorless and chars.colors:
        return False
    if rule.untapped and "tapped" in states:
        return False
    if rule.counter is not None and not _counters_on_dict(counters or {}, rule.counter):
        return False
    if rule.controller is not None and (chars.controller == effect.controller) != (
        rule.controller == "you"
    ):
        return False
    return not rule.states or all(state in states for state in rule.states)


def _seldom_clauses_hold(
    rule: Filter,
    chars: Characteristics,
    states: set[str],
    effect: ContinuousEffect,
    obj_id: int,
    counters: dict[str, int] | None,
    it: Characteristics | None,
) -> bool:
    """The bounds ("with power 4 or greater"), the union ("creatures and Vehicles") and the
    shared creature type of :func:`matches_filter`'s filter, for the few filters that have
    one (``Filter.seldom``)."""
    if rule.shares_creature_type and (
        it is None or chars is it or not shares_a_creature_type(chars, it)
    ):
        return False
    if rule.chosen_name and not (
        effect.choices.card_name
        and normalize_name(chars.name) == normalize_name(effect.choices.card_name)
    ):
        return False
    if rule.named is not None:  # "named ~": the source's own name (201.2)
        name = effect.source_name if rule.named == "~" else rule.named
        if normalize_name(chars.name) != normalize_name(name):
            return False
    if rule.bounded and not (
        _bounded(chars.power, rule.power_at_least, rule.power_at_most)
        and _bounded(chars.toughness, rule.toughness_at_least, rule.toughness_at_most)
        and _bounded(chars.mana_value, rule.mana_value_at_least, rule.mana_value_at_most)
    ):
        return False
    return not rule.any_of or any(
        matches_filter(group, chars, states, effect, obj_id, counters, it) for group in rule.any_of
    )


def shares_a_creature_type(one: Characteristics, other: Characteristics) -> bool:
    """Whether two objects have a creature type in common (a changeling has them all,
    702.73a; an object with no creature type shares none)."""
    if one.all_creature_types and one.is_creature:
        return any(is_creature_type(s) and other.has_subtype(s) for s in other.subtypes) or (
            other.all_creature_types and other.is_creature
        )
    return any(is_creature_type(s) and one.has_subtype(s) and other.has_subtype(s)
               for s in one.subtypes)  # fmt: skip


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
    "cards_exiled_with_source": set(),  # cards in exile: no layer changes them here
    "cards_in_exile": set(),
    "mana_symbols_of_it": {"mana_cost"},
    "opponents": set(),
    "party": {"subtypes", "cardtype:Creature", "controller"},
    # which lands you control, and their land types (Blood Moon, Urborg change them)
    "basic_land_types": {"subtypes", "cardtype:Land", "controller"},
    # a count of permanents reads whatever its filter reads: types, colors, control,
    # keywords (layer 6); "all" keeps the dependency check exact for every filter.
    "permanents": {"all"},
}


def filter_reads(rule: Filter) -> set[str]:
    """The characteristics a filter looks at, as fine-grained as the writes below."""
    if rule.scope in ("self", "attached", "target", "made", "pair", "spent_on"):
        return set()
    reads = {f"subtype:{s}" for s in (*rule.subtypes, *rule.not_subtypes)}
    reads |= {f"color:{c}" for c in (*rule.colors, *rule.not_colors)}
    if rule.multicolored or rule.colorless:
        reads.add("colors")
    reads |= {f"cardtype:{t}" for t in (*rule.types, *rule.not_types, *rule.any_types)}
    if rule.chosen_subtype:
        reads.add("subtypes")
    if rule.not_supertypes or rule.nonlegendary or rule.supertypes:
        reads.add("supertypes")
    if {rule.power_at_least, rule.power_at_most, rule.toughness_at_least,
            rule.toughness_at_most} != {None}:  # fmt: skip
        reads.add("pt")
    if rule.mana_value_at_least is not None or rule.mana_value_at_most is not None:
        reads.add("mana_cost")
    if rule.chosen_color:
        reads.add("colors")
    if rule.keywords or rule.not_keywords or rule.no_abilities:
        reads.add("abilities")
    if rule.controller:
        reads.add("controller")
    for group in rule.any_of:
        reads |= filter_reads(group)
    if rule.shares_creature_type:
        reads.add("subtypes")
    if rule.chosen_name or rule.named is not None:
        reads.add("name")
    return reads


#: Condition states that ask what is attached to the subject (an Equipment, an Aura).
ATTACHED_STATES = {"equipped": "Equipment", "enchanted": "Aura"}


def condition_reads(condition: Condition) -> set[str]:
    reads = {f"color:{c}" for c in condition.colors}
    reads |= {f"subtype:{ATTACHED_STATES[s]}" for s in condition.states if s in ATTACHED_STATES}
    reads |= {f"subtype:{s}" for s in condition.subtypes}
    if condition.supertypes:
        reads.add("supertypes")
    if condition.devotion_below is not None:  # 700.5a: after copy and control effects
        reads |= {"mana_cost", "controller"}
    if condition.controls is not None:
        reads |= filter_reads(condition.controls) | {"controller"}
    if condition.attached is not None:
        reads |= filter_reads(condition.attached)
    for one in condition.any_of:
        reads |= condition_reads(one)
    if condition.most_common_color is not None:  # every permanent's colors, after layer 5
        reads |= {f"color:{c}" for c in Color}
    # your_turn, counters, graveyard cards (and their card types), life and cards in hand
    # are facts no layer changes: nothing to read
    return reads | {f"cardtype:{t}" for t in condition.types}


def states_hold(wanted: Iterable[str], obj: GameObject) -> bool:
    """Combat and tap states are facts about the object, not characteristics."""
    return all(
        "tapped" not in obj.states
        if state == "untapped"
        else obj.paired_with is not None
        if state == "paired"
        else state in obj.states
        for state in wanted
    )


def _counters_on_dict(counters: dict[str, int], kind: str) -> int:
    """How many ``kind`` counters (``"any"``: counters of every kind) are in ``counters``."""
    if kind == "any":
        return sum(n for n in counters.values() if n > 0)
    return max(counters.get(kind, 0), 0)


def counters_on(obj: GameObject, kind: str) -> int:
    return _counters_on_dict(obj.counters, kind)


def _bounded(value: int | None, least: int | None, most: int | None) -> bool:
    """A filter's "power 4 or greater": no bound passes anything; a bound needs a value."""
    if least is None and most is None:
        return True
    return value is not None and within_bounds(value, least, most)


def within_bounds(value: int, least: int | None, most: int | None) -> bool:
    return (least is None or value >= least) and (most is None or value <= most)


def your_graveyard_card_types(game: Game, you: Player) -> set[str]:
    """The card types among the cards in ``you``'s graveyard (delirium, for the effect's
    controller, 109.5; cards of unknown kinds from ``[graveyard size N]`` add none)."""
    return {t for owner, card in game.graveyard if owner is you for t in card.types}


def card_of_type(card_type: str) -> Card:
    """A card known only by its card type (``[graveyard: creature land]``): a count can read
    its card type and nothing else."""
    return Card(name=card_type, types=(card_type,))


def given_by_type(card: Card) -> bool:
    """Whether ``card`` stands for a card known only by its type (:func:`card_of_type`)."""
    return card.types == (card.name,) and card == card_of_type(card.name)


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


#: Clauses a card outside the battlefield can't be read against here, and why.
_PERMANENT_CLAUSES = {
    "shares_creature_type": "a creature type shared with “it” is read only for permanents",
    "commander": "which cards there are commanders (903.3) is not known",
    "untapped": "only permanents are tapped or untapped (110.5)",
    "same_name_as_target": "a name shared with a target is read only for permanents",
}
#: The clauses a card known only by its card type (:func:`card_of_type`) can be read for:
#: its types, whose graveyard it is in (its owner, so its controller, 108.4a), and what no
#: card outside the battlefield is (a token, attacking, ...).
_TYPE_CLAUSES = frozenset(
    {"scope", "types", "not_types", "any_types", "token", "states", "any_states", "owner",
     "controller", "other"}
)  # fmt: skip
#: Stands for "no object" where :func:`matches_filter` asks for one (a card is never
#: the source on the battlefield).
_NO_OBJECT = -1


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


def card_fits(
    rule: Filter, card: Card, owner: Player, game: Game, effect: ContinuousEffect
) -> bool | str:
    """Whether a card in a graveyard fits ``rule``, or why that can't be told.

    The one reader of a filter's clauses, :func:`matches_filter`, reads the card's own
    characteristics: printed, with its characteristic-defining abilities applied (604.3:
    they work in every zone); its controller is its owner (108.4a); it is no token and has
    no status, combat state or counters (110.5, 111.7, 122.2).
    """
    used = clauses_of(rule)
    if given_by_type(card) and not used <= _TYPE_CLAUSES:
        return "only its card type is known: name the card"
    permanent_only = sorted(used & _PERMANENT_CLAUSES.keys())
    if permanent_only:
        return _PERMANENT_CLAUSES[permanent_only[0]]
    source = game.objects.get(effect.source_id) if effect.source_id is not None else None
    if rule.other and source and source.zone != "battlefield" and card.name == source.card.name:
        return "it may be the source's own card, which “other” leaves out"
    chars, counted_pt = card_characteristics(card, owner, effect)
    if counted_pt and "pt" in filter_reads(rule):
        return "an ability of it counts its power and toughness, which I don't work out there"
    return matches_filter(rule, chars, set(), effect, _NO_OBJECT)


def card_characteristics(
    card: Card, owner: Player, effect: ContinuousEffect
) -> tuple[Characteristics, bool]:
    """A card's characteristics outside the battlefield: printed, then its characteristic-
    defining abilities (604.3: changeling, devoid, "is all colors"), controlled by its owner
    (108.4a); and whether one of those abilities counts its power and toughness (Tarmogoyf),
    which is not worked out here."""
    chars = Characteristics.from_card(card, owner)
    chars.owner = owner
    counted_pt = False
    for ability in card.abilities:
        for spec in ability.effects if ability.cda else ():
            if isinstance(spec, TypeEffect):
                change_types(spec, effect, chars)
            elif isinstance(spec, ColorEffect):
                change_colors(spec, effect, chars)
            elif isinstance(spec, CdaPowerToughness):
                counted_pt = True
    return chars, counted_pt


def objects_in_zones(game: Game, zones: tuple[str, ...]) -> list[GameObject]:
    """The permanents, or the objects in ``zones`` for a group that names them ("among your
    commanders": in every zone, 903.3); a token outside the battlefield is gone (111.7)."""
    if not zones:
        return game.battlefield()
    return [
        o
        for o in game.objects.values()
        if o.zone in zones and not (o.is_token and o.zone != "battlefield")
    ]


@lru_cache(maxsize=4096)
def clauses_of(rule: Filter) -> frozenset[str]:
    """The clauses a filter uses: the fields it sets to something other than their default."""
    return frozenset(
        name for name, info in Filter.model_fields.items() if getattr(rule, name) != info.default
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


def count_permanents(
    rule: Filter,
    game: Game,
    state: State,
    effect: ContinuousEffect,
    it: Characteristics | None = None,
) -> int:
    """How many permanents on the battlefield fit ``rule`` as ``effect``'s controller sees it
    (``it``: the object the count is for, :func:`matches_filter`)."""
    return sum(
        1
        for obj in game.battlefield()
        if matches_filter(rule, state[obj.id], obj.states, effect, obj.id, obj.counters, it)
    )


#: "+X/+0 where X is its power" doubles the value it reads (107.1b keeps it negative).
_DOUBLING = frozenset({"its_power", "its_toughness"})


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
    negative result (107.1b): Death's Shadow at -3 life gets -0/-0, while Serra Avatar
    (whose ability sets its P/T) is -3/-3, and "+X/+0 where X is its power" (which
    doubles it) keeps a negative X.
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
        case "chosen_x":
            value = effect.choices.x or 0
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
        case "permanents":
            value = count_permanents(formula.count or Filter(), game, state, effect, state[obj_id])
            if formula.other_than_affected and matches_filter(  # "other" than the host
                formula.count or Filter(), state[obj_id], game.objects[obj_id].states, effect,
                obj_id, game.objects[obj_id].counters, state[obj_id],
            ):  # fmt: skip
                value -= 1
        case "experience_counters":  # the effect's controller's (122.1)
            value = game.experience.get(controller, 0)
        case "opponents_poison_counters":
            known, missing = opponents(game, effect, "poison")
            value = sum(known)
            if missing and doubts is not None:
                doubts.append(unknown_opponents(effect, "poison", missing))
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
        case "cards_in_graveyard":
            value = graveyard_count(
                formula.count, formula.whose, game, effect, doubts, state[obj_id].controller
            )
            if formula.and_exile:
                value += exile_count(formula.count, game, effect)
        case "devotion":
            value = devotion(
                (c.mana_cost for c in battlefield(state) if c.controller == controller),
                formula.devotion_to,
            )
        case "attached_to_it":
            value = count_attached(formula.count or Filter(), obj_id, game, state, effect)
        case "attached_to_source":
            host = effect.source_id
            attached = formula.count or Filter()
            value = count_attached(attached, host, game, state, effect) if host else 0
    if formula.added:
        value += sum(formula_value(p, game, state, effect, obj_id, doubts) for p in formula.added)
    if isinstance(effect.spec, ModifyPowerToughness) and formula.of not in _DOUBLING:
        value = max(value, 0)
    return value * formula.times + formula.plus


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
