"""Card facts and the structured description of what their abilities do.

A :class:`Card` is what is printed (its copiable values before any effect). Its
abilities are data, not text: each static, spell or activated ability lists the
continuous effects it creates (:data:`EffectSpec`), whom they affect
(:class:`Filter`) and for how long. The layer system turns those specs into
effects in CR 613's layers.

>>> bears = Card(name="Grizzly Bears", types=("Creature",), subtypes=("Bear",),
...              power="2", toughness="2", colors=(Color.GREEN,))
>>> bears.is_creature
True
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from functools import cache, cached_property
from typing import Annotated, Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field

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
    half_rounded_up: bool = False


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
    spell, it gains riot", 106.6: ``spent_on``, a spell on the stack named like a target).
    The other fields narrow it; they are re-read in every layer (CR 613.6 locks the
    set once an effect has started to apply).
    """

    scope: Literal[
        "self", "target", "attached", "all", "made", "pair", "triggering", "spent_on"
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
    #: set is locked as it resolves (611.2c).
    controller: Literal["you", "opponent", "target_player", "target_opponent"] | None = None
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

    @cached_property
    def bounded(self) -> bool:
        """Whether a P/T or mana value bound is set (checked per object: keep it cheap)."""
        bounds = (self.power_at_least, self.power_at_most, self.toughness_at_least)
        more = (self.toughness_at_most, self.mana_value_at_least, self.mana_value_at_most)
        return any(b is not None for b in (*bounds, *more))

    @cached_property
    def seldom(self) -> bool:
        """Whether a bound, a union (``any_of``), a shared creature type or a chosen name is
        set: clauses few filters use, read behind this one check so that the others pay
        nothing for them."""
        named = self.chosen_name or self.named is not None
        return self.bounded or bool(self.any_of) or self.shares_creature_type or named


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


# --- What an effect does, one kind per layer ---------------------------------------


class EntersWithCounters(Frozen):
    """ "it enters with an additional +1/+1 counter on it if it's a creature": counters a
    copy enters with (614.1c, a replacement of how it enters, no copiable value)."""

    counter: str
    amount: Amount
    #: The card type the copy must have for these counters ("if it's a planeswalker").
    if_type: str | None = None


class CopyEffect(Frozen):
    """Layer 1a (CR 707.2, 613.2a): copiable values of another object, with exceptions."""

    kind: Literal["copy"] = "copy"
    except_power: int | None = None
    except_toughness: int | None = None
    except_colors: tuple[Color, ...] | None = None
    except_subtypes: tuple[str, ...] | None = None
    extra_subtypes: tuple[str, ...] = ()
    #: More exceptions that become copiable values (707.9b): card types added ("it's an
    #: artifact in addition to its other types"), keywords it has, "it isn't legendary",
    #: and "its name is ~" (it keeps its own name).
    extra_types: tuple[str, ...] = ()
    extra_keywords: tuple[str, ...] = ()
    #: Quoted abilities it has as well, summarised ("a triggered ability (quoted on the card)").
    extra_granted: tuple[str, ...] = ()
    not_legendary: bool = False
    keeps_name: bool = False
    token: bool = False
    #: Supertypes added ("it's legendary in addition to its other types", 707.9b).
    extra_supertypes: tuple[str, ...] = ()
    #: What a token copy copies (``token``): a card the ability exiled (the scenario's
    #: ``[copy: Name]`` exiles it) or a permanent that stays where it is (707.2, 701.36a).
    original: Literal["exiled", "permanent"] = "exiled"
    #: "except it doesn't copy that creature's color" (Vesuvan Doppelganger): the copy keeps
    #: the color it had, and that becomes part of its copiable values (707.9b).
    keeps_color: bool = False
    #: Counters the copy enters with (614.1c); the game model puts them on as it enters.
    enters_with: tuple[EntersWithCounters, ...] = ()
    #: How many token copies it makes ("create five of those tokens instead", 111.2).
    tokens: int = 1
    #: A permanent becomes a copy of a card in a graveyard (Dimir Doppelganger, Lazav): the
    #: scenario's ``[copy: Name]`` puts that card in exile, not onto the battlefield.
    from_card: bool = False
    #: The card type the copy must have for ``extra_keywords`` ("if it's a creature, ... it
    #: has changeling", Moritte of the Frost, 707.9b).
    keywords_if_type: str | None = None
    #: How many token copies when a fact of the game counts them ("For each flip you won,
    #: create a token that's a copy of that creature", Mirror March): stated with ``[x N]``.
    tokens_counted: Formula | None = None
    #: A delayed replacement (614.1c, 614.12): the next time one or more permanents of this
    #: group enter this turn, they enter as copies of the original (Mystic Reflection).
    next_to_enter: Filter | None = None
    #: Colors added to the copied ones ("it's a 1/1 red Balloon creature in addition to its
    #: other colors and types", 707.9b); ``except_colors`` sets them instead.
    extra_colors: tuple[Color, ...] = ()
    #: "For each creature token you control, create a token that's a copy of that creature":
    #: one token copy of each permanent of this group as the ability resolves (611.2c).
    for_each: Filter | None = None


class FaceDownEffect(Frozen):
    """Layer 1b (CR 708.2): a nameless, colorless 2/2 creature with no abilities."""

    kind: Literal["face_down"] = "face_down"
    #: Other characteristics the effect that puts it face down gives it instead (708.2a:
    #: "They're 5/5 artifact creatures", Tezzeret, Cruel Machinist).
    power: int = 2
    toughness: int = 2
    types: tuple[str, ...] = ("Creature",)


class ControlEffect(Frozen):
    """Layer 2 (CR 613.1b): the effect's controller controls the affected objects, or its
    opponent does ("Target opponent gains control of ~", ``to_opponent``)."""

    kind: Literal["gain_control"] = "gain_control"
    to_opponent: bool = False
    #: "each player gains control of all creatures they own": each goes to its owner (108.3).
    to_owner: bool = False
    #: "that creature's controller gains control of ~" (Contested War Zone): the controller
    #: of the object that made the ability trigger (603.2), as the ability resolves.
    to_triggering_controller: bool = False


class TextChangeEffect(Frozen):
    """Layer 3 (CR 612): replace a color word, basic land type or creature type with a
    chosen one."""

    kind: Literal["change_text"] = "change_text"
    words: Literal["color", "basic_land_type", "color_or_basic_land_type", "creature_type"] = (
        "color"
    )
    #: Words the new one can't be ("The new creature type can't be Wall.").
    not_to: tuple[str, ...] = ()


class FullTextEffect(Frozen):
    """Layer 3 (a text-changing effect, 612; Volrath's Shapeshifter): as long as the top card
    of its controller's graveyard is a creature card, it has that card's full text (name,
    mana cost, color, types, abilities, P/T) and the texts in ``keeps`` too."""

    kind: Literal["full_text"] = "full_text"
    keeps: tuple[str, ...] = ()


class TypeEffect(Frozen):
    """Layer 4: set or add card types and subtypes (CR 205.1, 305.7 for land types)."""

    kind: Literal["types"] = "types"
    mode: Literal["add", "set"] = "add"
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    chosen_subtype: bool = False
    all_creature_types: bool = False
    all_basic_land_types: bool = False
    lose_other_card_types: bool = False
    #: Supertypes added ("is legendary", "becomes snow") or taken away ("is no longer snow")
    #: (205.4), and card types taken away ("~ isn't a creature", a Theros God; 205.1a).
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    #: "loses all creature types": its creature types go (205.3m), other subtypes stay.
    lose_creature_types: bool = False
    #: "lose all land types" (Alpine Moon): its land types go, with the mana abilities
    #: they give (305.6); other subtypes stay.
    lose_land_types: bool = False
    #: "has the creature types of the last creature card exiled with it" (Duplicant): that
    #: card's creature types replace its own, with ``subtypes`` ("It's still a Shapeshifter").
    creature_types_of_exiled: bool = False


class ColorEffect(Frozen):
    """Layer 5 (CR 105.3): set, add or remove colors."""

    kind: Literal["colors"] = "colors"
    mode: Literal["add", "set", "colorless"] = "set"
    colors: tuple[Color, ...] = ()
    chosen_color: bool = False
    #: "becomes the color or colors of your choice": every color the scenario names.
    chosen_colors: bool = False


class AbilityEffect(Frozen):
    """Layer 6: gain keywords or quoted abilities, or lose all abilities (CR 613.1f)."""

    kind: Literal["abilities"] = "abilities"
    #: ``lose``: lose the listed keywords ("loses flying"), only those.
    mode: Literal["gain", "lose", "lose_all", "lose_all_other"] = "gain"
    keywords: tuple[str, ...] = ()
    granted: tuple[str, ...] = ()
    #: "protection from the color of your choice / the chosen color" (the ``color`` choice).
    protection_from_chosen_color: bool = False
    #: Granted quoted abilities the engine reads (``granted`` holds their words): "This
    #: creature's power and toughness are each equal to ..." is a static ability of what has
    #: it, setting its P/T in layer 7b for as long as it has that ability (604.3a, 613.4b).
    granted_abilities: tuple[Ability, ...] = ()
    #: "gains all activated abilities of target creature" (Quicksilver Elemental): the
    #: target's activated abilities as the ability resolves, which the game model puts in
    #: ``granted_abilities`` then (an ability that names the target names this one, 201.5).
    activated_abilities_of_target: bool = False
    #: ``lose``: "loses this ability" (a Licid): the activated ability that created the
    #: effect, the one with its cost, is lost with the keywords listed (113.10).
    this_ability: bool = False
    #: ``lose``: "loses flying and can't have or gain flying" (113.11): the keywords are lost
    #: and no effect can give them back, whatever its timestamp (applied after the others).
    cant_have: bool = False
    #: "has all activated abilities of all creature cards in all graveyards" (613.1f): the
    #: activated abilities (mana abilities too, 605.1a) of every card this filter names in
    #: its zones, read again whenever the layers are applied; with ``of_exiled_with_source``
    #: the cards exiled with the source ("all creature cards exiled with ~", 607.2a); with
    #: no zones, the permanents it names as layer 6 has them so far ("of all creatures your
    #: opponents control"; the layer's dependencies order it, 613.8).
    activated_abilities_of_cards: Filter | None = None
    of_exiled_with_source: bool = False
    #: ``lose_all``: "loses all abilities except mana abilities" (Blood Sun): its mana
    #: abilities stay (605.1a); with ``activated_abilities_of_cards``, theirs are not had.
    except_mana_abilities: bool = False
    #: The X of the keywords it grants ("has ward {X}", "soulshift X"): paid in a cost, or
    #: counted by a "where X is ..." (continuously in a static ability, 611.3a).
    keyword_x: Formula | None = None
    #: "has protection from its colors" (``its``, each object its own, Earnest Fellowship) /
    #: "from the colors of permanents you control" (``your_permanents``): colors as layer 5
    #: left them (613.1e comes before 613.1f), one protection ability each (702.16g).
    protection_from_colors_of: Literal["its", "your_permanents"] | None = None
    #: "has landwalk of the chosen type" (702.14a): the land type chosen as it entered, named
    #: in a scenario like a basic land type (``[Island]``: islandwalk).
    landwalk_of_chosen_type: bool = False


class CdaPowerToughness(Frozen):
    """Layer 7a (CR 604.3, 613.4a): a characteristic-defining P/T ability."""

    kind: Literal["cda_pt"] = "cda_pt"
    power: Amount | None = None
    toughness: Amount | None = None


class SetPowerToughness(Frozen):
    """Layer 7b (CR 613.4b): set base power and/or toughness."""

    kind: Literal["set_pt"] = "set_pt"
    power: Amount | None = None
    toughness: Amount | None = None
    chosen_one: bool = False


class ModifyPowerToughness(Frozen):
    """Layer 7c (CR 613.4c): add to or subtract from power and toughness."""

    kind: Literal["modify_pt"] = "modify_pt"
    power: Amount = 0
    toughness: Amount = 0


class SwitchPowerToughness(Frozen):
    """Layer 7d (CR 613.4d): switch power and toughness."""

    kind: Literal["switch_pt"] = "switch_pt"


EffectSpec = Annotated[
    CopyEffect
    | FaceDownEffect
    | ControlEffect
    | TextChangeEffect
    | FullTextEffect
    | TypeEffect
    | ColorEffect
    | AbilityEffect
    | CdaPowerToughness
    | SetPowerToughness
    | ModifyPowerToughness
    | SwitchPowerToughness,
    Field(discriminator="kind"),
]


# --- Abilities -----------------------------------------------------------------------

#: How long a resolved effect lasts (611.2): ``while_source`` while its source stays on the
#: battlefield (611.2b); ``while_controlled`` also only while the ability's controller still
#: controls that source ("for as long as you control ~").
Duration = Literal[
    "end_of_turn",
    "until_your_next_turn",
    "until_cast_from_exile",
    "while_source",
    "while_controlled",
    "indefinitely",
]


class Ability(Frozen):
    """One ability of a card, summarised in our own words.

    ``kind`` says how it creates effects: a ``static`` ability (or keyword) applies
    while its source has it; a ``spell`` ability applies when the card resolves; an
    ``activated`` ability when a judge writes ``activate <card>``; a ``triggered``
    ability with effects when a judge writes ``trigger <card>`` (or, targeted and
    ``trigger = "enters"``, as its permanent enters); ``other`` abilities are described
    but create no continuous effect here.
    """

    kind: Literal["keyword", "static", "spell", "activated", "triggered", "mana", "other"]
    summary: str
    keyword: str | None = None
    cost: str | None = None
    cda: bool = False
    affects: Filter = Filter(scope="self")
    target: Filter | None = None
    condition: Condition | None = None
    duration: Duration = "while_source"
    effects: tuple[EffectSpec, ...] = ()
    choice: (
        Literal[
            "color", "creature_type", "basic_land_type", "power_or_toughness", "exile", "copy", "x"
        ]
        | None
    ) = None
    #: A mode of a modal spell (1-based, CR 700.2): the ability applies only when the
    #: scenario chooses that mode (``[mode 2]``); ``choose`` says how many modes the spell
    #: lets its caster choose ("one", "two", "one or both", "one or more").
    mode: int | None = None
    choose: Literal["one", "two", "one or both", "one or more"] | None = None
    #: Kicker (702.33): ``True`` applies only when the spell was kicked (``[kicked]`` in a
    #: scenario), ``False`` only when it was not ("... gets +5/+5 instead"), ``None`` both.
    kicked: bool | None = None
    #: "You get an emblem with "...": the effects are the emblem's static ability (114.4):
    #: they apply from then on to whatever they describe, whatever happens to the source.
    emblem: bool = False
    #: A triggered ability's event when it matters to a scenario: ``"enters"`` for "when
    #: this enters" (603.6a), which triggers as the permanent enters, so a scenario resolves
    #: a targeted one then; other triggers resolve only when the scenario says ``trigger``.
    trigger: Literal["enters"] | None = None
    #: The next part of the same triggered or activated ability (its effects last for
    #: another duration or apply to another object, "... It gains haste until end of turn."):
    #: ``trigger Card`` / ``activate Card`` resolves the parts together.
    same_trigger: bool = False
    #: A triggered ability's intervening "if" clause (603.4) about what its source is ("if
    #: ~ is an enchantment"): checked as it resolves; when it doesn't hold, nothing happens.
    intervening_if: Condition | None = None
    #: A choice among alternatives made as the spell or ability resolves (608.2d: "gets
    #: +1/-1 or -1/+1", "gains your choice of flying or haste"): the words of each
    #: alternative its sentence offers, and which of them (1-based) this ability is. A
    #: scenario names one (``[-1/+1]``, ``[choice 2]``); only that one applies.
    alternatives: tuple[str, ...] = ()
    alternative: int | None = None
    #: "If it's an artifact creature, it gets +2/+2": what each object it would affect must
    #: be as the spell or ability resolves (608.2c), checked once; the others are left out.
    only_if: Condition | None = None
    #: Awaken N (702.113): applies only when the spell was cast for its awaken cost
    #: (``[awaken]``), to a target land its caster controls, which also gets N +1/+1 counters.
    awaken: int | None = None
    #: "If you control three or more artifacts, that creature gets +4/+4 instead": a
    #: condition about the game the spell checks once as it resolves (608.2c); this ability
    #: applies only if it holds (``negated``: only if it doesn't, the effect it replaces).
    resolves_if: Condition | None = None
    #: "As long as ~ is in your graveyard, ...": the zone a static ability states it
    #: functions in, and only there (113.6b); ``None``: on the battlefield (113.6).
    functions_in: Literal["graveyard"] | None = None

    @property
    def label(self) -> str:
        """How the ability is named in a breakdown: its keyword or its summary."""
        return self.keyword or self.summary


class Card(Frozen):
    """A card's printed facts (its copiable values, CR 707.2)."""

    name: str
    mana_cost: str = ""
    mana_value: int = 0
    colors: tuple[Color, ...] = ()
    color_indicator: tuple[Color, ...] = ()
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    abilities: tuple[Ability, ...] = ()
    faces: tuple[Card, ...] = ()
    layout: Literal["normal", "split", "adventure", "modal_dfc", "transform", "flip", "token"] = (
        "normal"
    )
    summary: str = ""
    oracle_text: str = ""
    unmodelled: tuple[str, ...] = ()

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def is_permanent_card(self) -> bool:
        """Instants and sorceries resolve, command-zone cards stay there (113.6p); everything
        else enters the battlefield."""
        return not ({"Instant", "Sorcery", *COMMAND_ZONE_TYPES} & set(self.types))

    @cached_property
    def stays_in_command_zone(self) -> bool:
        """A plane, phenomenon, scheme, vanguard, conspiracy or dungeon: never a permanent,
        it works face up in the command zone (311.2, 312, 313.2, 314.2, 309, 905)."""
        return bool(COMMAND_ZONE_TYPES & set(self.types))

    @property
    def type_line(self) -> str:
        """The type line as printed, e.g. ``Legendary Creature — God``."""
        left = " ".join((*self.supertypes, *self.types))
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    @property
    def printed_pt(self) -> str | None:
        if self.power is None or self.toughness is None:
            return None
        return f"{self.power}/{self.toughness}"


AbilityEffect.model_rebuild()
