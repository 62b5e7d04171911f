"""Game objects and their characteristics as the layer system computes them.

A :class:`GameObject` is a card (or token) in a zone with the facts that are not
characteristics: owner, base controller, counters, attachments, states, choices
made as it entered, and its timestamp (CR 613.7). :class:`Characteristics` are
what the layers produce for it (name, colors, types, abilities, P/T, controller).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache, lru_cache
from importlib.resources import files
from typing import Literal

from engine.cards import BASIC_LAND_MANA, Ability, Card, Color, FaceDownEffect


@cache
def _noncreature_subtypes() -> dict[str, tuple[str, ...]]:
    """Each subtype of a card type other than creature -> the card types it goes with
    (205.3g-205.3q; Spacecraft is an artifact type and a planar type), read once from
    ``engine/subtypes.toml``."""
    listed = tomllib.loads(files("engine").joinpath("subtypes.toml").read_text("utf-8"))
    owners: dict[str, tuple[str, ...]] = {}
    for card_type, subtypes in listed.items():
        for subtype in subtypes:
            owners[subtype] = (*owners.get(subtype, ()), card_type)
    return owners


#: The card types that share the creature types (205.3m; kindred was once called tribal).
CREATURE_TYPE_HOLDERS: tuple[str, ...] = ("Creature", "Kindred", "Tribal")


def subtype_card_types(subtype: str) -> tuple[str, ...]:
    """The card types ``subtype`` goes with (205.3c): Forest -> Land, Aura -> Enchantment,
    Arcane -> Instant and Sorcery (205.3k), any other word is a creature type (205.3m)."""
    card_types = _noncreature_subtypes().get(subtype)
    if card_types is None:
        return CREATURE_TYPE_HOLDERS
    return tuple(
        t for c in card_types for t in (("Instant", "Sorcery") if c == "Instant" else (c,))
    )


def is_creature_type(subtype: str) -> bool:
    """Whether ``subtype`` is a creature type, so "becomes a Wurm" replaces it (205.1a)."""
    return subtype not in _noncreature_subtypes()


def is_land_type(subtype: str) -> bool:
    """Whether ``subtype`` is a land type (205.3i), which a new land type replaces (305.7)."""
    return "Land" in _noncreature_subtypes().get(subtype, ())


@cache
def intrinsic_mana_ability(land_type: str) -> Ability | None:
    """The mana ability a basic land type gives a land (305.6), e.g. Forest: {T}: Add {G}."""
    mana = BASIC_LAND_MANA.get(land_type)
    if mana is None:
        return None
    return Ability(kind="mana", summary=f"{{T}}: Add {{{mana}}}.", cost="{T}")


class Player(StrEnum):
    """The players of a scenario: the judge's "you", the opponent, and up to two more
    (multiplayer, 800.1): ``p3`` and ``p4`` are opponents of "you" too."""

    YOU = "you"
    OPPONENT = "opponent"
    THIRD = "p3"
    FOURTH = "p4"


Zone = Literal[
    "battlefield",
    "exile",
    "graveyard",
    "hand",
    "left the game",
    "command",
    "stack",
    "library",
    "phased out",
]


@dataclass
class Choices:
    """What was chosen for an object as it entered or as its ability resolved."""

    color: Color | None = None
    creature_type: str | None = None
    one: tuple[Literal["power", "toughness"], int] | None = None
    x: int | None = None
    text_change: tuple[str, str] | None = None
    #: The object a copy effect copies, and (``copied``) its copiable values as the copy
    #: effect began (707.2c): a Clone that copied a face-down creature stays a nameless 2/2
    #: when that creature turns face up. ``copied`` ``None``: read from the board each time.
    copied: Characteristics | None = None
    copy_of: int | None = None
    #: A chosen card name (``[name: Lightning Bolt]``).
    card_name: str | None = None
    #: Every color named, in order (``[white] [blue]``), for "the color or colors of your
    #: choice"; ``color`` is the last of them.
    colors: tuple[Color, ...] = ()
    #: The card a resolving ability revealed (``[revealed: Serra Angel]``), whose power and
    #: toughness "that card's power" reads: its object, in its owner's library.
    revealed: int | None = None
    #: The player a resolving spell or ability gives control to (``-> opp``; 108.4).
    player: Player | None = None
    #: The player an Aura with "enchant player" enchants (303.4: chosen as it is cast or put
    #: onto the battlefield; ``-> opp``), which "creatures enchanted player controls" reads.
    enchanted_player: Player | None = None
    #: The player chosen as it entered ("As ~ enters, choose an opponent", 614.12;
    #: ``[chosen: opp]``), whose hand, graveyard or permanents "the chosen player" counts.
    chosen_player: Player | None = None


@dataclass
class GameObject:
    """A card or token in a zone, with everything that is not a characteristic."""

    id: int
    card: Card
    owner: Player
    controller: Player
    timestamp: int
    zone: Zone = "battlefield"
    is_token: bool = False
    face_down: bool = False
    #: What put it face down (708.2): disguise and cloak give it ward {2}; ``None`` when the
    #: scenario didn't say, read as disguise for a card with disguise and morph otherwise;
    #: ``effect``: a face-up permanent an effect turned face down (708.2a, Ixidron).
    face_down_by: Literal["morph", "disguise", "manifest", "cloak", "effect"] | None = None
    #: The characteristics the effect that put it face down gave it instead of a 2/2
    #: creature's (708.2a: Tezzeret, Cruel Machinist's 5/5 artifact creatures).
    face_down_as: FaceDownEffect | None = None
    counters: dict[str, int] = field(default_factory=dict)
    counter_timestamps: dict[str, int] = field(default_factory=dict)
    attached_to: int | None = None
    attached_at: int | None = None
    #: What it was attached to as it last left the battlefield or became unattached:
    #: "enchanted creature" in an ability of an Aura sacrificed to pay for it is its last
    #: known information (113.7a), as is "equipped creature" once it died (603.10a).
    last_attached_to: int | None = None
    states: set[str] = field(default_factory=set)
    choices: Choices = field(default_factory=Choices)
    exiled: list[int] = field(default_factory=list)
    merged_under: list[Card] = field(default_factory=list)
    #: Soulbond (702.95): the creature this one is paired with.
    paired_with: int | None = None
    #: A Class's level (716.2d: a permanent without one is treated as level 1).
    class_level: int = 1
    #: Damage marked on it this turn (120.3, removed in the cleanup step, 514.2), and
    #: whether any of it came from a source with deathtouch (704.5h).
    damage: int = 0
    deathtouch_damage: bool = False
    #: The new object this card became when it returned to the battlefield (400.7).
    returned_as: int | None = None
    #: The values it has on the battlefield instead of its card's (front face's): what it
    #: became by a choice as it entered or was turned face up (Primal Clay; its copiable
    #: values, 707.2, :mod:`engine.game.entered_as`) or its back face, transformed (712.8e).
    own_values: Card | None = None
    #: Who controlled it as it phased out directly (702.26a: it phases in during that
    #: player's untap step); ``None`` for a permanent that phased out indirectly (702.26g).
    phased_out_under: Player | None = None

    def add_counters(self, kind: str, amount: int, timestamp: int) -> None:
        """Put ``amount`` counters of ``kind`` on it; the kind keeps the timestamp its first
        counter had."""
        self.counters[kind] = self.counters.get(kind, 0) + amount
        self.counter_timestamps.setdefault(kind, timestamp)

    def remove_counters(self, kind: str, amount: int) -> None:
        """Take ``amount`` counters of ``kind`` off it; a kind with none left is gone with
        its timestamp, so counters of it put later are new ones."""
        left = self.counters.get(kind, 0) - amount
        if left > 0:
            self.counters[kind] = left
        else:
            self.counters.pop(kind, None)
            self.counter_timestamps.pop(kind, None)

    def printed(self) -> Characteristics:
        """Values before any effect: the card's, or for a merged permanent the top
        card's plus every ability of the cards under it (702.140e, 721.2)."""
        values = Characteristics.from_card(self.own_values or self.card, self.controller)
        values.owner = self.owner
        for card in self.merged_under:
            values.abilities = (*values.abilities, *card.abilities)
        return values

    @property
    def face_down_with_ward(self) -> bool:
        """A face-down permanent cast with disguise or cloaked has ward {2} (702.168a, 701.58a)."""
        if self.face_down_by is None:
            return any((a.keyword or "").startswith("disguise") for a in self.card.abilities)
        return self.face_down_by in ("disguise", "cloak")

    @property
    def effect_timestamp(self) -> int:
        """An Aura's or Equipment's effects date from when it became attached (613.7e)."""
        return self.attached_at if self.attached_at is not None else self.timestamp


@dataclass(slots=True)
class Characteristics:
    """One object's characteristics at some point in the layer system.

    Mutable on purpose: the layer loop edits each object in place, and
    :meth:`copy` gives the dependency check a scratch version to try effects on.
    """

    name: str
    mana_cost: str
    mana_value: int
    colors: tuple[Color, ...]
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    abilities: tuple[Ability, ...]
    power: int | None
    toughness: int | None
    controller: Player
    all_creature_types: bool = False
    land_type_set: bool = False
    #: Not a characteristic, but filters ask for it ("commander creatures you own").
    owner: Player | None = None
    #: The power and toughness once layers 7a and 7b are done (613.4b: its base values),
    #: kept for a count in 7c that asks for them ("with base power 1"); ``None`` until then.
    base_power: int | None = None
    base_toughness: int | None = None

    @classmethod
    def from_card(cls, card: Card, controller: Player) -> Characteristics:
        """The copiable values printed on ``card`` (707.2); ``*`` counts as 0 (208.2a).
        Arguments by position, in field order: every layer run builds one per object, and
        keywords cost twice as much."""
        return cls(
            card.own_name, card.mana_cost, card.mana_value, card.color_indicator or card.colors,
            card.supertypes, card.types, card.subtypes, card.abilities,
            printed_number(card.power), printed_number(card.toughness), controller,
        )  # fmt: skip

    def copy(self) -> Characteristics:
        """A shallow copy (its tuples are immutable), cheaper than ``copy.copy``."""
        clone = object.__new__(Characteristics)
        for name in self.__slots__:
            object.__setattr__(clone, name, getattr(self, name))
        return clone

    def has_subtype(self, subtype: str) -> bool:
        """Whether it has ``subtype`` now: only along with the card type the subtype goes
        with (205.1a, 205.3d; a Dryad Arbor that stopped being a land is no Forest, even in
        the middle of layer 4), and changeling-style "every creature type" matches any
        creature type (702.73a) on an object that can have creature types: a creature or a
        kindred card (205.3m; a kindred changeling such as Crib Swap is a Warrior card)."""
        if subtype in self.subtypes:
            return not self.types or any(t in self.types for t in subtype_card_types(subtype))
        if not (self.all_creature_types and is_creature_type(subtype)):
            return False
        return any(t in self.types for t in CREATURE_TYPE_HOLDERS)

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def keywords(self) -> tuple[str, ...]:
        return tuple(a.keyword for a in self.abilities if a.keyword)


@lru_cache(maxsize=1024)
def printed_number(value: str | None) -> int | None:
    """``"3"`` -> 3, ``"*"`` -> 0, ``"1+*"`` -> 1 (a CDA, if it applies, replaces it); memoised,
    since every layer run reads every printed P/T again."""
    if value is None:
        return None
    total = 0
    for part in value.replace("−", "-").split("+"):
        part = part.strip()
        if part.lstrip("-").isdigit():
            total += int(part)
    return total
