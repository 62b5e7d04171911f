"""Game objects and their characteristics as the layer system computes them.

A :class:`GameObject` is a card (or token) in a zone with the facts that are not
characteristics: owner, base controller, counters, attachments, states, choices
made as it entered, and its timestamp (CR 613.7). :class:`Characteristics` are
what the layers produce for it (name, colors, types, abilities, P/T, controller).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

from engine.cards import BASIC_LAND_TYPES, Ability, Card, Color

#: Subtypes that are not creature types, so "becomes a Wurm" leaves them alone (205.3).
NON_CREATURE_SUBTYPES: frozenset[str] = frozenset(
    {
        *BASIC_LAND_TYPES,
        "Desert",
        "Gate",
        "Lair",
        "Locus",
        "Mine",
        "Power-Plant",
        "Tower",
        "Urza's",
        "Cave",
        "Sphere",
        "Town",
        "Equipment",
        "Vehicle",
        "Fortification",
        "Clue",
        "Food",
        "Treasure",
        "Blood",
        "Gold",
        "Contraption",
        "Attraction",
        "Powerstone",
        "Map",
        "Incubator",
        "Junk",
        "Aura",
        "Saga",
        "Shrine",
        "Curse",
        "Cartouche",
        "Background",
        "Class",
        "Role",
        "Rune",
        "Room",
        "Case",
        "Shard",
        "Arcane",
        "Trap",
        "Adventure",
        "Lesson",
        "Omen",
    }
)


class Player(StrEnum):
    """The players of a scenario: the judge's "you", the opponent, and up to two more
    (multiplayer, 800.1): ``p3`` and ``p4`` are opponents of "you" too."""

    YOU = "you"
    OPPONENT = "opponent"
    THIRD = "p3"
    FOURTH = "p4"


Zone = Literal["battlefield", "exile", "graveyard", "hand", "left the game"]


@dataclass
class Choices:
    """What was chosen for an object as it entered or as its ability resolved."""

    color: Color | None = None
    creature_type: str | None = None
    one: tuple[Literal["power", "toughness"], int] | None = None
    x: int | None = None
    text_change: tuple[str, str] | None = None
    copy_of: int | None = None
    #: A chosen card name (``[name: Lightning Bolt]``).
    card_name: str | None = None


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
    counters: dict[str, int] = field(default_factory=dict)
    counter_timestamps: dict[str, int] = field(default_factory=dict)
    attached_to: int | None = None
    attached_at: int | None = None
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

    def printed(self) -> Characteristics:
        """Values before any effect: the card's, or for a merged permanent the top
        card's plus every ability of the cards under it (702.140e, 721.2)."""
        values = Characteristics.from_card(self.card, self.controller)
        values.owner = self.owner
        for card in self.merged_under:
            values.abilities = (*values.abilities, *card.abilities)
        return values

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

    @classmethod
    def from_card(cls, card: Card, controller: Player) -> Characteristics:
        """The copiable values printed on ``card`` (707.2); ``*`` counts as 0 (208.2a)."""
        return cls(
            name=card.name,
            mana_cost=card.mana_cost,
            mana_value=card.mana_value,
            colors=card.color_indicator or card.colors,
            supertypes=card.supertypes,
            types=card.types,
            subtypes=card.subtypes,
            abilities=card.abilities,
            power=printed_number(card.power),
            toughness=printed_number(card.toughness),
            controller=controller,
        )

    def copy(self) -> Characteristics:
        """A shallow copy (its tuples are immutable), cheaper than ``copy.copy``."""
        clone = object.__new__(Characteristics)
        for name in self.__slots__:
            object.__setattr__(clone, name, getattr(self, name))
        return clone

    def has_subtype(self, subtype: str) -> bool:
        """Changeling-style "every creature type" matches any creature type (702.73a)."""
        if subtype in self.subtypes:
            return True
        return (
            self.all_creature_types
            and subtype not in NON_CREATURE_SUBTYPES
            and "Creature" in self.types
        )

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def keywords(self) -> tuple[str, ...]:
        return tuple(a.keyword for a in self.abilities if a.keyword)


def printed_number(value: str | None) -> int | None:
    """``"3"`` -> 3, ``"*"`` -> 0, ``"1+*"`` -> 1 (a CDA, if it applies, replaces it)."""
    if value is None:
        return None
    total = 0
    for part in value.replace("−", "-").split("+"):
        part = part.strip()
        if part.lstrip("-").isdigit():
            total += int(part)
    return total
