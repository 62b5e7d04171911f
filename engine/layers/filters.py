"""Which objects an effect reaches: filters ("creatures you control", "nonbasic lands",
"creature cards in your graveyard"), read against the characteristics a layer run has
computed so far (613.6: what a later layer changes can't undo what an earlier one chose),
or against a card's own characteristics outside the battlefield (604.3, 108.4a); and which
characteristics a filter or a static ability's condition reads, for dependencies (613.8).

The numbers effects count with these filters are :mod:`engine.layers.counts`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from engine.cards import (
    Card,
    CdaPowerToughness,
    Color,
    ColorEffect,
    Condition,
    Filter,
    TypeEffect,
)
from engine.layers.changes import change_colors, change_types
from engine.layers.effects import ContinuousEffect, Game
from engine.names import normalize_name
from engine.objects import (
    Characteristics,
    GameObject,
    Player,
    is_creature_type,
)

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
    if rule.not_keywords and any(has_keyword(chars.keywords, k) for k in rule.not_keywords):
        return False
    if rule.keywords and not all(has_keyword(chars.keywords, k) for k in rule.keywords):
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
    controller = rule.controller
    if controller not in (None, "enchanted_player", "defending_player") and (
        chars.controller == effect.controller
    ) != (controller == "you"):
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
    if rule.colors_exactly is not None and len(chars.colors) != rule.colors_exactly:
        return False  # "that's exactly two colors" (105.2)
    if rule.named is not None:  # "named ~": the source's own name (201.2)
        name = effect.source_name if rule.named == "~" else rule.named
        if normalize_name(chars.name) != normalize_name(name):
            return False
    if rule.not_states and any(state in states for state in rule.not_states):
        return False
    if rule.not_counter is not None and _counters_on_dict(counters or {}, rule.not_counter):
        return False  # "with no counters on them" (122.1)
    if rule.noncommander and "commander" in states:
        return False  # "noncommander creature" (903.3)
    if rule.base_power is not None and chars.base_power != rule.base_power:
        return False  # "with base power 1" (613.4b), known from layer 7c on
    if rule.base_toughness is not None and chars.base_toughness != rule.base_toughness:
        return False
    if rule.toughness_over_power and not (chars.toughness or 0) > (chars.power or 0):
        return False  # "with toughness greater than its power" (a noncreature has neither)
    if rule.not_owner == "you" and chars.owner is effect.controller:
        return False  # "you control but don't own" (108.3)
    if rule.not_chosen_subtype and (
        effect.choices.creature_type and chars.has_subtype(effect.choices.creature_type)
    ):
        return False
    if rule.enchanted_by_yours and enchanted_by(effect.controller) not in states:
        return False
    if rule.other_than_host and host_of(effect.source_id) in states:
        return False
    facing = rule.in_combat_with_source
    if facing is not None and not in_combat_with(facing, states, effect.source_id):
        return False
    if rule.controller == "defending_player":
        return False  # not made a player as the target was checked (defending_player_of)
    enchanted = effect.choices.enchanted_player  # (303.4: an Aura attached to a player)
    if rule.controller == "enchanted_player" and chars.controller is not enchanted:
        return False
    whom = rule.attacking_player
    if whom is not None and not _attacks(whom, chars, states, effect):
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


#: The start of the state that says whom an attacking creature attacks ("attacks p3"),
#: which attacker a blocker blocks and which blocker blocks an attacker (object ids).
_ATTACKS = "attacks "
_BLOCKS = "blocks "
_BLOCKED_BY = "blocked by "
#: The state of an object a resolved spell gave a rule of the turn ("can't be blocked this
#: turn"), followed by how the reply says it: it ends with the turn (engine.scenario.resolve).
RULE_THIS_TURN = "rule this turn: "


def attack_state(player: Player) -> str:
    """The state of a creature attacking ``player`` (506.4: a scenario's ``[attacking]`` in a
    game of two, or ``[attacking: p3]``)."""
    return _ATTACKS + player.value


def attacked_player(states: Iterable[str]) -> Player | None:
    """The player an attacking creature attacks, when the scenario says or it can be told."""
    return next((Player(s.removeprefix(_ATTACKS)) for s in states if s.startswith(_ATTACKS)), None)


def _attacks(whom: str, chars: Characteristics, states: set[str], effect: ContinuousEffect) -> bool:
    """ "Creatures attacking you" / "attacking your opponents" / "attacking enchanted player"
    (506.4), as the effect's controller reads it. A creature whose attacked player isn't
    known attacks an opponent of its controller (508.1b): one of yours attacks your
    opponents, one of theirs may attack another player, so it is not taken to attack you."""
    if "attacking" not in states:
        return False
    attacked = attacked_player(states)
    if whom == "enchanted_player":  # "creatures attacking enchanted player" (303.4)
        return attacked is not None and attacked is effect.choices.enchanted_player
    if attacked is None:
        return whom == "opponent" and chars.controller is effect.controller
    return (attacked is effect.controller) == (whom == "you")


def defending_player_of(game: Game, source: GameObject | None) -> Player | None:
    """The defending player (506.2) as the source's ability sees it: the player the source
    attacks, else in a game of two the nonactive player; ``None`` when that can't be told."""
    if source is not None and "attacking" in source.states:
        attacked = attacked_player(source.states)
        if attacked is not None:
            return attacked
    if len(game.players) == 2 and game.active is not None:
        return next(p for p in game.players if p is not game.active)
    return None


def enchanted_by(player: Player) -> str:
    """The state of a permanent an Aura ``player`` controls is attached to (303.4)."""
    return f"enchanted by {player.value}"


def host_of(attached: int | None) -> str:
    """The state of the permanent the object ``attached`` is attached to (301.5, 303.4)."""
    return f"host of {attached}"


def blocks_state(attacker: int) -> str:
    """The state of a creature blocking the object ``attacker`` (509.1, ``[blocking: Name]``)."""
    return f"{_BLOCKS}{attacker}"


def blocked_by_state(blocker: int) -> str:
    """The state of an attacking creature the object ``blocker`` blocks (509.1h)."""
    return f"{_BLOCKED_BY}{blocker}"


#: The states a creature has only in combat (506.4, 509.1): removed from combat at the end
#: of the combat phase (511.3), with the ones of the turn's history when the turn ends.
_COMBAT_STATES = frozenset({"attacking", "blocking", "blocked", "unblocked"})
_TURN_STATES = frozenset({"entered this turn", "attacked this turn", "blocked this turn"})


def turn_over(states: set[str]) -> set[str]:
    """The states an object keeps once the turn is over: none from combat (511.3) and none
    of what happened "this turn"."""
    return {
        s
        for s in states
        if s not in _COMBAT_STATES
        and s not in _TURN_STATES
        and not s.startswith((_ATTACKS, _BLOCKS, _BLOCKED_BY, RULE_THIS_TURN))
    }


def in_combat_with(facing: str, states: Iterable[str], source: int | None) -> bool:
    """Whether an object with ``states`` blocks the source (``blocking``), is blocked by it
    (``blocked_by``) or either (``either``), as the scenario's ``[blocking: Name]`` said."""
    if source is None:
        return False
    wanted = {
        "blocking": (blocks_state(source),),
        "blocked_by": (blocked_by_state(source),),
        "either": (blocks_state(source), blocked_by_state(source)),
    }[facing]
    return any(state in states for state in wanted)


def shares_a_creature_type(one: Characteristics, other: Characteristics) -> bool:
    """Whether two objects have a creature type in common (a changeling has them all,
    702.73a; an object with no creature type shares none)."""
    if one.all_creature_types and one.is_creature:
        return any(is_creature_type(s) and other.has_subtype(s) for s in other.subtypes) or (
            other.all_creature_types and other.is_creature
        )
    return any(is_creature_type(s) and one.has_subtype(s) and other.has_subtype(s)
               for s in one.subtypes)  # fmt: skip


def shares(one: Characteristics, other: Characteristics, what: str) -> bool:
    """Whether two objects share a name (an object with no name shares none, 201.2), a color
    (105.2) or a creature type (:func:`shares_a_creature_type`): ``what`` is
    :attr:`Filter.shared`."""
    if what == "name":
        return bool(one.name) and normalize_name(one.name) == normalize_name(other.name)
    if what == "color":
        return any(color in other.colors for color in one.colors)
    return shares_a_creature_type(one, other)


def filter_reads(rule: Filter) -> set[str]:
    """The characteristics a filter looks at, as fine-grained as the writes below."""
    if rule.scope in ("self", "attached", "target", "made", "pair", "spent_on"):
        return set()
    reads = {f"subtype:{s}" for s in (*rule.subtypes, *rule.not_subtypes)}
    reads |= {f"color:{c}" for c in (*rule.colors, *rule.not_colors)}
    if rule.multicolored or rule.colorless or rule.colors_exactly is not None:
        reads.add("colors")
    reads |= {f"cardtype:{t}" for t in (*rule.types, *rule.not_types, *rule.any_types)}
    if rule.chosen_subtype or rule.not_chosen_subtype:
        reads.add("subtypes")
    if rule.not_supertypes or rule.nonlegendary or rule.supertypes:
        reads.add("supertypes")
    if {rule.power_at_least, rule.power_at_most, rule.toughness_at_least,
            rule.toughness_at_most} != {None} or rule.toughness_over_power:  # fmt: skip
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
    if rule.attacking_player is not None:
        reads.add("controller")
    return reads


#: Where a keyword's cost or number begins ("cycling {2}", "bushido 2", "bushido X").
_KEYWORD_PARAMETER = re.compile(r" (?=\{|\d|X\b)")


def has_keyword(keywords: tuple[str, ...], wanted: str) -> bool:
    """Whether an object with ``keywords`` has the keyword ability ``wanted``: the keyword
    itself, or, named without its cost or number ("cards with cycling", "creatures with
    ward"), any instance of it ("cycling {2}", "ward {1}"); a typecycling ability is a
    cycling ability ("swampcycling {2}", 702.29f)."""
    if wanted in keywords:
        return True
    for keyword in keywords:
        name = _KEYWORD_PARAMETER.split(keyword, maxsplit=1)[0]
        if name == wanted or (wanted == "cycling" and name.endswith("cycling")):
            return True
    return False


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
    if condition.amount is not None and condition.amount.count is not None:
        reads |= filter_reads(condition.amount.count) | {"controller"}  # counters on a group
    if condition.subject_yours:
        reads.add("controller")
    if condition.blocking_or_blocked_by is not None:
        reads |= filter_reads(condition.blocking_or_blocked_by)
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


def card_of_type(card_type: str) -> Card:
    """A card known only by its card type (``[graveyard: creature land]``): a count can read
    its card type and nothing else."""
    return Card(name=card_type, types=(card_type,))


def given_by_type(card: Card) -> bool:
    """Whether ``card`` stands for a card known only by its type (:func:`card_of_type`)."""
    return card.types == (card.name,) and card == card_of_type(card.name)


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
