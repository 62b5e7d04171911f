"""The clauses an ability's words are built from: amounts the game computes
(:class:`Formula`), the objects an effect or a count picks out (:class:`Filter`) and the
conditions it holds under (:class:`Condition`), with the card facts they name (colors, card
types, zones) and :class:`Frozen`, the base of every card value. :mod:`engine.cards` builds
abilities and cards from them (and re-exports them: import them from there).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from functools import cache, cached_property
from typing import Any, Literal, Self

from pydantic import BaseModel, ConfigDict

#: Card types of cards that are never permanents: their abilities work from the command
#: zone while they are face up there (113.6p, 901.7, 902.7, 314.4).
COMMAND_ZONE_TYPES = frozenset(
    {"Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy", "Dungeon"}
)


class Color(StrEnum):
    """The five colors, in the order the CR lists them (105.1)."""

    WHITE = "white"
    BLUE = "blue"
    BLACK = "black"
    RED = "red"
    GREEN = "green"


COLOR_ORDER: tuple[Color, ...] = tuple(Color)

#: The card types of permanents (110.4); an instant or sorcery is never one.
PERMANENT_TYPES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
)

#: Card types (CR 300.1) as they appear on a type line.
CARD_TYPES: tuple[str, ...] = (
    "Artifact",
    "Battle",
    "Conspiracy",
    "Creature",
    "Dungeon",
    "Enchantment",
    "Instant",
    "Kindred",
    "Land",
    "Phenomenon",
    "Plane",
    "Planeswalker",
    "Scheme",
    "Sorcery",
    "Vanguard",
)
BASIC_LAND_TYPES: tuple[str, ...] = ("Plains", "Island", "Swamp", "Mountain", "Forest")
#: The mana each basic land type's intrinsic ability makes (CR 305.6).
BASIC_LAND_MANA: dict[str, str] = {
    "Plains": "W",
    "Island": "U",
    "Swamp": "B",
    "Mountain": "R",
    "Forest": "G",
}


class Frozen(BaseModel):
    """Base for value types: immutable, strict about unknown fields.

    A value worked out from the fields and kept (a ``cached_property``) belongs to the
    fields it was worked out from: a copy made with other fields works it out again.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        copied = super().model_copy(update=update, deep=deep)
        for name in _cached_values(type(self)):
            copied.__dict__.pop(name, None)
        return copied


@cache
def _cached_values(model: type[Frozen]) -> tuple[str, ...]:
    """The names of the values a model keeps once worked out (its ``cached_property``s)."""
    found = {n for klass in model.__mro__ for n, v in vars(klass).items()
             if isinstance(v, cached_property)}  # fmt: skip
    return tuple(sorted(found))


# --- Amounts -----------------------------------------------------------------------


class Formula(Frozen):
    """A number the game computes, e.g. Tarmogoyf's "card types in all graveyards"."""

    of: Literal[
        "card_types_in_graveyards",
        "own_mana_value",
        "mana_value_of_other_creatures_you_control",
        "exiled_power",
        "exiled_toughness",
        "chosen_x",
        "swamps_you_control",
        "face_down_creatures",
        "your_life_total",
        "permanents",
        "cards_in_hand",
        "counters_on_it",
        "cards_in_graveyard",
        "devotion",
        "attached_to_it",
        "basic_land_types",
        "counters_on_source",
        "card_types_in_your_graveyard",
        "colors_of_it",
        "colors_among",
        "greatest_mana_value",
        "greatest_power",
        "its_power",
        "its_toughness",
        "source_power",
        "source_toughness",
        "times_mutated",
        "experience_counters",
        "opponents_poison_counters",
        "revealed_power",
        "revealed_toughness",
        "attached_to_source",
        "counters_on_permanents",
        "cards_exiled_with_source",
        "opponents",
        "party",
        "cards_in_exile",
        "mana_symbols_of_it",
        "greatest_life",
        "greatest_hand",
        "differently_named",
        "card_types_in_opponents_graveyards",
        "speed",
        "words_in_name",
        "creature_types_of_it",
        "types_of_it",
        "same_name_as_it",
        "counter_kinds",
        "bushido_of_it",
        "blocking_it",
        "foretold_cards",
    ]
    plus: int = 0
    #: ``permanents``: the battlefield permanents counted, read as the effect's controller
    #: reads a filter ("for each artifact you control", "the number of Elves you control").
    count: Filter | None = None
    #: A multiplier applied before ``plus`` ("+2/+2 for each ...").
    times: int = 1
    #: ``counters_on_it``: the kind counted on the affected object ("+1/+1", "oil");
    #: ``None`` counts every counter ("for each counter on it"). ``colors_of_it``: the
    #: affected object's colors; ``colors_among`` / ``greatest_mana_value`` /
    #: ``greatest_power``: over the permanents ``count`` matches. ``its_power`` /
    #: ``its_toughness``: the affected object's, only in a resolving spell or ability,
    #: which counts it once (608.2h); ``source_power`` / ``source_toughness``: the
    #: effect's source's ("where X is ~'s power"); ``times_mutated``: how many times the
    #: source has mutated (702.140: the cards merged with it). ``counters_on_source``:
    #: the same on the effect's source ("other creatures get +1/+1 for each charge counter
    #: on ~"); ``attached_to_source``: ``attached_to_it`` on the source ("other creatures you
    #: control get +1/+1 for each Aura and Equipment attached to ~"). ``basic_land_types``:
    #: basic land types among lands you control (domain). ``counters_on_permanents``: the
    #: ``counter`` kind on every permanent ``count`` matches ("+1/+1 counters on creatures
    #: you control"). ``cards_exiled_with_source``: the cards exiled with the source (607.2a)
    #: that match ``count``; ``opponents``: how many opponents the effect's controller has
    #: (102.3); ``party``: the size of its controller's party (700.8); ``cards_in_exile``: the
    #: cards matching ``count`` that ``whose`` players own in exile (406);
    #: ``mana_symbols_of_it``: the ``devotion_to`` mana symbols in the affected object's cost.
    #: ``experience_counters``: the effect's controller's (122.1, ``[experience N]``);
    #: ``opponents_poison_counters``: the opponent's poison counters (``[opponent poison N]``).
    #: ``foretold_cards``: the foretold cards the effect's controller owns in exile (702.143a:
    #: exiled face down, a state no zone term has), as the scenario states them
    #: (``[foretold N]``).
    #: ``revealed_power`` / ``revealed_toughness``: "that card's power" of the card the
    #: resolving ability revealed (Amplifire), a fact the scenario states by naming the card
    #: (``[revealed: Serra Angel]``) and counted once as it resolves (608.2h).
    counter: str | None = None
    #: ``cards_in_graveyard`` / ``cards_in_hand``: whose graveyard or hand ("your graveyard",
    #: "all graveyards", "your opponents' hands", "its controller's graveyard": the
    #: controller's of the object the count is for); the cards counted in a graveyard are
    #: those matching ``count`` (``None``: every card).
    whose: Literal["you", "all", "opponents", "its_controller"] = "you"
    #: ``devotion``: the colors whose mana symbols are counted (CR 700.5; "devotion to
    #: black and red" lists two, a hybrid symbol of both counts once).
    devotion_to: tuple[Color, ...] = ()
    #: ``chosen_x``: the fact of the game X stands for when no cost chooses it ("where X is
    #: the sacrificed creature's power", 608.2h), in the card's words. A scenario has no
    #: value for it, so it is stated like a paid X (``[x 3]``); ``None``: X paid in a cost.
    fact: str | None = None
    #: ``cards_in_graveyard``: the cards you own in exile count too ("cards you own in exile
    #: and in your graveyard", Crackling Drake).
    and_exile: bool = False
    #: ``exiled_power`` / ``exiled_toughness``: only the last creature card exiled with the
    #: source, not the total of every exiled card (Duplicant).
    last_creature: bool = False
    #: ``permanents`` counted for the permanent an Aura or Equipment is attached to: "other"
    #: in ``count`` means other than that permanent ("Enchanted creature gets +1/+1 for each
    #: other creature you control"), not other than the source.
    other_than_affected: bool = False
    #: Counts added to this one before ``times`` and ``plus`` ("the number of Elves you control
    #: plus the number of Elf cards in your graveyard", "for each land you control and each
    #: land card in your graveyard").
    added: tuple[Formula, ...] = ()
    #: ``greatest_life`` / ``greatest_hand``: the highest life total or the most cards in
    #: hand among the ``whose`` players ("opponents": "the opponent with the most cards in
    #: hand", "the highest life total among your opponents"; "all": "among players").
    #: ``differently_named``: how many different names the permanents ``count`` matches
    #: have (201.2). ``half_rounded_up``: half the count, rounded up as the card says (107.1a).
    #: ``counter_kinds``: how many different kinds of counters are on the permanents ``count``
    #: matches, together (122.1).
    half_rounded_up: bool = False
    #: The most the count can be ("for each of its creature types, to a maximum of 10"),
    #: before ``times`` and ``plus``; ``None``: no maximum. ``speed``: the effect's
    #: controller's speed (702.179, ``[speed N]``); ``words_in_name``,
    #: ``creature_types_of_it``, ``types_of_it`` (its supertypes, card types and subtypes)
    #: and ``same_name_as_it`` (the other permanents ``count`` matches with its name, 201.2)
    #: are counted on the affected object; ``bushido_of_it``: the points of bushido it has,
    #: every instance's N added up (702.45b); ``blocking_it``: the creatures blocking it
    #: (509.1, ``[blocking: Name]``).
    at_most: int | None = None
    #: The count reads the player chosen as the source entered, not ``whose`` or the
    #: filter's controller ("the chosen player's hand", "creatures the chosen player
    #: controls"): ``opponent`` where the card chooses an opponent (the one opponent of a
    #: game of two needs no naming), ``player`` where it may choose any player.
    chosen_player: Literal["player", "opponent"] | None = None
    #: "where X is 7 minus the number of cards in ...": the count taken from this number
    #: before a modification floors the result at 0 (107.1b: the whole difference, so
    #: "-X/-X" with more than seven cards is -0/-0), then ``times`` and ``plus``.
    taken_from: int | None = None
    #: The value a "double" sentence reads (701.10b): a negative power doubled stays
    #: negative (701.10c), where "+X/+X, where X is its power" uses 0 for it (107.1b).
    doubles: bool = False


Amount = int | Formula


# --- Who is affected ------------------------------------------------------------------


#: The zones an object can be in as a scenario plays it (400.1; the stack, 405).
ZoneName = Literal["battlefield", "stack", "hand", "library", "graveyard", "exile", "command"]
#: Every zone but the battlefield: "cards that aren't on the battlefield" and spells.
ZONES_OUTSIDE_BATTLEFIELD: tuple[ZoneName, ...] = (
    "stack", "hand", "library", "graveyard", "exile", "command"
)  # fmt: skip


class Filter(Frozen):
    """Which objects an effect applies to, in the game's words.

    ``scope`` picks the starting set: the source itself, the target chosen when a
    spell or ability resolved, the permanent the source is attached to, every
    permanent, or what the same spell or ability just put onto the battlefield
    ("create a token. It gains haste": ``made``, named like a target in a scenario), or
    the source and the creature it is paired with (soulbond, 702.95: ``pair``), or the
    object whose event made a triggered ability trigger ("Whenever a creature you control
    attacks, it gets ...", 603.2: ``triggering``, named like a target in a scenario), or
    the spell a mana ability's mana was spent on ("If that mana is spent on a creature
    spell, it gains riot", 106.6: ``spent_on``, a spell on the stack named like a target), or
    an object the spell or ability chooses as it resolves without targeting it ("Put a +1/+1
    counter on a creature you control. It gains ...", 608.2d: ``chosen``, named like a
    target in a scenario). The other fields narrow it; they are re-read in every layer (CR
    613.6 locks the set once an effect has started to apply).
    """

    scope: Literal[
        "self", "target", "attached", "all", "made", "pair", "triggering", "spent_on", "chosen"
    ] = "all"
    types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_subtypes: tuple[str, ...] = ()
    chosen_subtype: bool = False
    not_supertypes: tuple[str, ...] = ()
    colors: tuple[Color, ...] = ()
    #: ``target_player``: "creatures target player controls", the player a resolving spell or
    #: ability targets (115.1); ``target_opponent``: one of its controller's opponents. The
    #: set is locked as it resolves (611.2c). ``enchanted_player``: "creatures enchanted
    #: player controls", the player the source (an Aura with enchant player) enchants (303.4).
    #: ``defending_player``: "target creature defending player controls" (506.2), made "you"
    #: or "opponent" as the target is checked; read in target restrictions only.
    controller: (
        Literal[
            "you",
            "opponent",
            "target_player",
            "target_opponent",
            "enchanted_player",
            "defending_player",
        ]
        | None
    ) = None
    other: bool = False
    states: tuple[
        Literal[
            "attacking",
            "blocking",
            "unblocked",
            "blocked",
            "tapped",
            "equipped",
            "enchanted",
            "modified",
            "face down",
            "stickered",
            "entered this turn",  # a scenario's [entered this turn]
            "blocked this turn",  # [blocked this turn], or blocking now
            "transformed",  # a transforming double-faced card back face up, [transformed]
        ],
        ...,
    ] = ()
    same_name_as_target: bool = False
    nonlegendary: bool = False
    #: Supertypes that must all be present ("legendary creatures", "snow lands").
    supertypes: tuple[str, ...] = ()
    #: Keyword abilities the object must have, all of them ("creatures with flying").
    keywords: tuple[str, ...] = ()
    #: Keyword abilities the object must not have ("creatures without flying").
    not_keywords: tuple[str, ...] = ()
    #: ``True``: tokens only ("creature tokens you control"); ``False``: nontoken only.
    token: bool | None = None
    #: Colors the object must not have ("nonblack creatures"), none of them.
    not_colors: tuple[Color, ...] = ()
    #: "multicolored creatures" (two or more colors) / "colorless creatures" (105.2c).
    multicolored: bool = False
    colorless: bool = False
    #: "untapped creatures you control": the object is not tapped.
    untapped: bool = False
    #: "with a +1/+1 counter on it": a counter of this kind is on the object ("any": any kind).
    counter: str | None = None
    #: "instant and sorcery cards": the object has at least one of these card types.
    any_types: tuple[str, ...] = ()
    #: "creatures of the chosen color" (the ability's ``color`` choice).
    chosen_color: bool = False
    #: "attacking or blocking creature": at least one of these states (``states`` needs all).
    any_states: tuple[
        Literal["attacking", "blocking", "blocked", "unblocked", "equipped", "enchanted"], ...
    ] = ()
    #: "with power 4 or greater" / "with toughness 2 or less" / "with mana value 3 or less".
    power_at_least: int | None = None
    power_at_most: int | None = None
    toughness_at_least: int | None = None
    toughness_at_most: int | None = None
    mana_value_at_most: int | None = None
    mana_value_at_least: int | None = None

    #: "commander creatures": the object is a commander (a scenario's ``[commander]``).
    commander: bool = False
    #: "... you own": who owns the object (control may have changed, 108.3).
    owner: Literal["you"] | None = None
    #: "creatures with no abilities": the object has no abilities (read after layer 6).
    no_abilities: bool = False
    #: "creatures and Vehicles you control", "snow and Zombie creatures": the object fits
    #: at least one of these groups (and every other clause of this filter as well).
    any_of: tuple[Filter, ...] = ()
    #: "for each other creature that shares a creature type with it": another object than
    #: the one a count is for ("it"), with a creature type in common with it. Read only in
    #: counts, where "it" is each object the count's effect applies to (Coat of Arms).
    shares_creature_type: bool = False
    #: "creatures you control with the chosen name": named as the source's card name chosen
    #: as it entered or before the game (a hidden agenda, 702.106), ``[name: ...]``.
    chosen_name: bool = False
    #: "target creature with power less than or equal to the number of Islands you control"
    #: (Vedalken Shackles): a power bound counted as the target is checked (608.2b); "less
    #: than" is the count minus one (``Formula.plus``). Read in target restrictions only.
    power_at_most_count: Formula | None = None
    #: Where the objects are (400.1, 611.3a): empty for permanents, as nearly every group
    #: is; "creature spells you control" is the stack, "cards in graveyards" the graveyards,
    #: "cards you own that aren't on the battlefield" every zone but the battlefield, and
    #: "all cards that aren't on the battlefield, spells, and permanents" every zone.
    zones: tuple[ZoneName, ...] = ()
    #: "target creature with mana value X [or less]" (Dominate): a bound by the X chosen as
    #: the spell was cast or the ability activated (107.3), made a number as the target is
    #: checked (601.2c, 608.2b). Read in target restrictions only.
    mana_value_x: Literal["exactly", "at_most", "at_least"] | None = None
    #: "other creatures named ~", "lands you control named Wastes", "cards named ~ in all
    #: graveyards": the object has this name (201.2); ``~`` is the source's own name.
    named: str | None = None
    #: "target creature and each other creature that shares a color with it", "~ and each
    #: other creature with the same name as it": the object named first (the target, the
    #: source, or what the source is attached to) and each other object of the group that
    #: shares ``shared`` with it, the set locked as the spell or ability resolves (611.2c).
    shares_with: Literal["target", "self", "attached"] | None = None
    shared: Literal["name", "color", "creature type"] | None = None
    #: "spells you cast from exile", "creature spells you cast from your hand": the zone a
    #: spell was cast from (601.2a), any of these; a scenario states it on the spell
    #: (``stack: Name [cast from exile]``). Read for spells only (``zones`` is the stack).
    cast_from: tuple[ZoneName, ...] = ()
    #: "the first spell you cast each turn" (``first``), "the next spell you cast this turn"
    #: (``next``: the first one cast after the effect began): one spell of the group, told
    #: by the order its controller cast the group's spells (601.2i).
    cast_order: Literal["first", "next"] | None = None
    #: "that's exactly two colors" (105.2): the object has exactly this many colors.
    colors_exactly: int | None = None
    #: "target nonattacking creature", "nonattacking, nonblocking creature", "each untapped
    #: creature you control ... as long as it's not attacking": states the object must not
    #: be in (506.4).
    not_states: tuple[Literal["attacking", "blocking", "blocked", "unblocked"], ...] = ()
    #: "creatures attacking you" / "creatures attacking your opponents": attacking creatures
    #: and the player they attack (506.4, 508.1b: a creature attacks a player, a planeswalker
    #: or a battle; a scenario's ``[attacking]`` attacks a player), as the effect's controller
    #: reads it.
    attacking_player: Literal["you", "opponent", "enchanted_player"] | None = None
    #: "creatures blocking ~" (``blocking``), "creatures blocked by ~" (``blocked_by``),
    #: "creatures blocking or blocked by ~" (``either``): in combat with the source (509.1,
    #: 506.4: a scenario's ``[blocking: Name]`` says which attacker a creature blocks).
    in_combat_with_source: Literal["blocking", "blocked_by", "either"] | None = None
    #: "creatures you control that are enchanted by Auras you control": an Aura the effect's
    #: controller controls is attached to the object (303.4).
    enchanted_by_yours: bool = False
    #: "Other creatures you control" on an Aura or Equipment: other than the creature it is
    #: attached to too, as the count beside it reads "each other creature" (Vampirism).
    other_than_host: bool = False
    #: A target phrase that chooses several targets, each a different object (115.1, 115.3,
    #: 601.2c): "two target creatures" chooses 2 to 2, "up to two" 0 to 2, "one or two" 1 to
    #: 2, "any number of" 0 to any number (``targets_at_most`` ``None``), "one or more" 1 to
    #: any number, "X target creatures" X and "up to X" 0 to X (``targets_x``: the X chosen as
    #: it was cast, 107.3, a scenario's ``[x N]``; unstated, any number is taken).
    #: The default, 1 to 1, is one target. Read in target restrictions only.
    targets_at_least: int = 1
    targets_at_most: int | None = 1
    targets_x: Literal["exactly", "up_to"] | None = None
    #: A second or third "target" word of one sentence ("target creature you control gets
    #: +1/+1 and target creature an opponent controls gets -1/-1", "..., up to one other target
    #: creature gets +2/+2, and up to one other target creature gets +1/+1"): a target of its
    #: own, named after the ones before it (``-> A, B``); without "another"/"other" it may be
    #: the same object (115.3). Read in target restrictions only.
    new_target: bool = False
    #: "creatures with no counters on them" (``"any"``), "each creature without a +1/+1
    #: counter on it": no counter of this kind is on the object (122.1).
    not_counter: str | None = None
    #: "creatures that aren't of the chosen type": the object lacks the creature type chosen
    #: for the effect (``[type: ...]``); with none chosen, no object is of it.
    not_chosen_subtype: bool = False
    #: "creatures you control but don't own": who does not own the object (108.3).
    not_owner: Literal["you"] | None = None
    #: "each noncommander creature": the object is not a commander (903.3).
    noncommander: bool = False
    #: "creatures you control with base power 1": the object's base power (or toughness) is
    #: this number, its value once layers 7a and 7b are done (613.4b); read in the counts of
    #: a P/T modification only (7c), when every base value is known.
    base_power: int | None = None
    base_toughness: int | None = None
    #: "with toughness greater than its power" (Fecund Greenshell): the object's own two
    #: values compared, after every layer (613.4).
    toughness_over_power: bool = False

    @property
    def several_targets(self) -> bool:
        """Whether this target phrase chooses more than one target (115.1)."""
        return self.targets_x is not None or self.targets_at_most != 1

    @cached_property
    def bounded(self) -> bool:
        """Whether a P/T or mana value bound is set (checked per object: keep it cheap)."""
        bounds = (self.power_at_least, self.power_at_most, self.toughness_at_least)
        more = (self.toughness_at_most, self.mana_value_at_least, self.mana_value_at_most)
        return any(b is not None for b in (*bounds, *more))

    @cached_property
    def reads_base_pt(self) -> bool:
        """Whether the filter, or a group of its union, asks for a base power or toughness."""
        asks = self.base_power is not None or self.base_toughness is not None
        return asks or any(group.reads_base_pt for group in self.any_of)

    @cached_property
    def leaves_out_source(self) -> bool:
        """Whether the filter, or a group of its union, says "other": what it matches then
        depends on which object is the source, so a memo of its matches must key on it."""
        return self.other or any(group.leaves_out_source for group in self.any_of)

    @cached_property
    def seldom(self) -> bool:
        """Whether a bound, a union (``any_of``), a shared creature type, a chosen name, a
        counter the object must not have or an owner it must not have is set: clauses few
        filters use, read behind this one check so that the others pay
        nothing for them."""
        named = self.chosen_name or self.named is not None or self.colors_exactly is not None
        combat = bool(self.not_states) or self.attacking_player is not None
        combat = combat or bool(self.in_combat_with_source) or self.enchanted_by_yours
        combat = combat or self.other_than_host
        combat = combat or self.controller in ("enchanted_player", "defending_player")
        owned = self.not_counter is not None or self.not_chosen_subtype or bool(self.not_owner)
        owned = owned or self.noncommander or self.reads_base_pt or self.toughness_over_power
        seldom = self.bounded or bool(self.any_of) or self.shares_creature_type or named
        return seldom or combat or owned


Formula.model_rebuild()
Filter.model_rebuild()


class Condition(Frozen):
    """An "as long as" clause, checked again in every layer it matters in."""

    subject: Literal["self", "attached"] = "attached"
    colors: tuple[Color, ...] = ()
    types: tuple[str, ...] = ()
    #: "as long as equipped creature is a Human" (any of them) / "is legendary" (all of them).
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    #: The subject's states that must all hold ("as long as it's attacking").
    #: "equipped" / "enchanted": an Equipment / an Aura is attached to the subject.
    states: tuple[
        Literal[
            "attacking",
            "blocking",
            "tapped",
            "untapped",
            "equipped",
            "enchanted",
            "paired",
            "monstrous",
            "renowned",
            "modified",
            "entered this turn",
            "solved",
            "dealt damage",  # the object's history ("it hasn't dealt damage yet")
            "devoured",  # "if it devoured a creature" (702.82)
            "attacked this turn",  # "as long as it attacked this turn"
        ],
        ...,
    ] = ()
    #: "As long as you control [N or more] <permanents>": a battlefield filter read as the
    #: effect's controller reads it, and how many must match (``other`` excludes the source).
    controls: Filter | None = None
    at_least: int = 1
    #: "you control no untapped lands" (0) / "exactly one creature" (1, with ``at_least`` 1).
    at_most: int | None = None
    #: "during your turn" (``True``) / "during an opponent's turn" (``False``).
    your_turn: bool | None = None
    #: "as long as it has [N or more] <kind> counters on it" ("any": a counter of any kind);
    #: ``counters_at_most``: "N or fewer" (then ``counters_at_least`` is 0).
    counter: str | None = None
    counters_at_least: int = 1
    counters_at_most: int | None = None
    #: "as long as N or more <cards> are in your graveyard": the cards in your graveyard
    #: matching this filter (its card-characteristic fields only), at least ``graveyard_at_least``.
    graveyard: Filter | None = None
    graveyard_at_least: int = 1
    #: "N or more Equipment are attached to it": permanents attached to the subject.
    attached: Filter | None = None
    attached_at_least: int = 1
    #: "there are N or more card types among cards in your graveyard" (delirium): how many
    #: different card types (205.2a) the cards in your graveyard have between them.
    card_types_in_graveyard_at_least: int | None = None
    #: "as long as you have N or more / N or less life" (a scenario's ``[life N]``).
    life_at_least: int | None = None
    life_at_most: int | None = None
    #: "as long as an opponent has 10 or less life / eight or more cards in their graveyard /
    #: three or more poison counters" (two players: the opponent's numbers in the scenario).
    opponent_life_at_most: int | None = None
    opponent_graveyard_at_least: int | None = None
    opponent_poison_at_least: int | None = None
    #: A Class's level bar (716.2a): "as long as this Class is level N or greater".
    class_level_at_least: int | None = None
    #: "as long as you have the city's blessing" / "you're the monarch" / "you have the
    #: initiative" / "you've completed a dungeon" / "it's night" (728: ``[night]``; a game
    #: without day or night is neither) (``[city's blessing]`` and so on).
    designation: (
        Literal[
            "city's blessing", "monarch", "initiative", "completed a dungeon", "max speed", "night"
        ]
        | None
    ) = None
    #: "as long as you have N or more cards in hand" / "no cards in hand" (``[hand N]``).
    hand_at_least: int | None = None
    hand_at_most: int | None = None
    #: "as long as your devotion to <colors> is less than N" (700.5): the controller's
    #: devotion to all of ``devotion_to`` together is below ``devotion_below``.
    devotion_to: tuple[Color, ...] = ()
    devotion_below: int | None = None
    #: "Otherwise, ...": the effect applies while the rest of the condition does not hold.
    negated: bool = False
    #: The cards the source's linked ability exiled (607.2a, the scenario's ``[exile: ...]``):
    #: "as long as a card exiled with ~ is a creature card" (Duplicant) / "has flying" /
    #: "there are three or more cards exiled with ~": at least ``exiled_at_least`` fit this.
    exiled: Filter | None = None
    exiled_at_least: int = 1
    #: "there are four or more card types among cards exiled with ~" (205.2a).
    exiled_card_types_at_least: int | None = None
    #: A fact about this turn the board doesn't show ("as long as you've drawn two or more
    #: cards this turn"): its key in ``engine/oracle/this_turn.toml``, stated in a scenario as
    #: ``[<key> N]`` for the effect's controller, and the counts that satisfy it.
    this_turn: str | None = None
    this_turn_at_least: int = 1
    this_turn_at_most: int | None = None
    #: Life against the starting life total (103.4): "at least N life more than your starting
    #: life total" / "less than or equal to half your starting life total".
    life_above_start_at_least: int | None = None
    life_at_most_half_start: bool = False
    #: "there are N or more mana values among cards in your graveyard" (different values).
    mana_values_in_graveyard_at_least: int | None = None
    #: "as long as <color> is the most common color among all permanents or is tied for most
    #: common": counted over the permanents' colors as layer 5 left them.
    most_common_color: Color | None = None
    #: "as long as an opponent has no cards in hand" (at most 0) / "you have more cards in
    #: hand than each opponent": the opponent's hand is a fact the scenario states.
    opponent_hand_at_most: int | None = None
    more_cards_in_hand_than_opponent: bool = False
    #: "as long as you control a Desert or there is a Desert card in your graveyard": the
    #: condition holds while any of these does (each about the game).
    any_of: tuple[Condition, ...] = ()
    #: How the spell was cast, which a spell's "if" asks as it resolves ("If this spell was
    #: bargained", 608.2c): the bracket of ``engine/oracle/cast_facts.toml`` a scenario
    #: writes on the spell's term (``[bargained]``, ``[spent {g}]``).
    cast: str | None = None
    #: "Reveal the top card of your library. If it's a land card, ...": the card the
    #: ability revealed or exiled from the top of the library is one of these (its card
    #: types, supertypes and any of the subtypes); hidden until the scenario names it with
    #: ``[revealed: Name]``.
    revealed: Filter | None = None
    #: "its controller controls another creature" / "its controller has seven or more cards
    #: in their graveyard": the rest of the condition is about the controller of the
    #: permanent the source is attached to, as if it were theirs ("another": besides that
    #: permanent), not about the source's controller.
    its_controllers: bool = False
    #: "as long as the top card of your library is black / a creature card" (hidden
    #: information: the card a scenario puts into the library with ``library: Name``, the last
    #: one named if several): that card fits this filter.
    top_of_library: Filter | None = None
    #: "as long as this creature is enchanted by exactly two Auras": at most this many of
    #: ``attached`` (with ``attached_at_least``, exactly).
    attached_at_most: int | None = None
    #: "as long as you control enchanted creature": the subject is controlled by the
    #: effect's controller (the Aura's, 109.5), not by another player.
    subject_yours: bool = False
    #: "as long as there are four or more lore counters among Sagas you control" / "three or
    #: more different kinds of counters among creatures you control": a count of the board
    #: (``counters_on_permanents`` or ``counter_kinds``) that is at least ``amount_at_least``.
    amount: Formula | None = None
    amount_at_least: int = 1
    #: "as long as it's blocking or blocked by a Goblin or Orc": a creature in combat with the
    #: subject (509.1, ``[blocking: Name]``) fits this filter.
    blocking_or_blocked_by: Filter | None = None
    #: "If that creature has flying, ..." / "If it doesn't have rampage, ...": keyword
    #: abilities the subject has, every one of them (``negated``: it doesn't), asked of an
    #: object as a spell or ability resolves (608.2c).
    keywords: tuple[str, ...] = ()
