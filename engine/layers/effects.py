"""Continuous effects as the layer system sees them (CR 611-613)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from engine.cards import Ability, Card, EffectSpec
from engine.objects import Choices, GameObject, Player


class Layer(StrEnum):
    """Layers and sublayers in the order CR 613.1 and 613.4 apply them."""

    COPY = "1a"
    FACE_DOWN = "1b"
    CONTROL = "2"
    TEXT = "3"
    TYPE = "4"
    COLOR = "5"
    ABILITY = "6"
    CDA_PT = "7a"
    SET_PT = "7b"
    MODIFY_PT = "7c"
    SWITCH_PT = "7d"


LAYER_OF_KIND: dict[str, Layer] = {
    "copy": Layer.COPY,
    "face_down": Layer.FACE_DOWN,
    "gain_control": Layer.CONTROL,
    "change_text": Layer.TEXT,
    "full_text": Layer.TEXT,
    "set_name": Layer.TEXT,
    "types": Layer.TYPE,
    "colors": Layer.COLOR,
    "abilities": Layer.ABILITY,
    "cda_pt": Layer.CDA_PT,
    "set_pt": Layer.SET_PT,
    "modify_pt": Layer.MODIFY_PT,
    "switch_pt": Layer.SWITCH_PT,
}

LAYER_TITLES: dict[Layer, str] = {
    Layer.COPY: "copy effects",
    Layer.FACE_DOWN: "face-down",
    Layer.CONTROL: "control",
    Layer.TEXT: "text-changing",
    Layer.TYPE: "type-changing",
    Layer.COLOR: "color-changing",
    Layer.ABILITY: "ability adding/removing",
    Layer.CDA_PT: "characteristic-defining P/T",
    Layer.SET_PT: "base P/T setting",
    Layer.MODIFY_PT: "P/T modifications and counters",
    Layer.SWITCH_PT: "P/T switching",
}

#: Where each (sub)layer is defined in the current CR.
LAYER_RULES: dict[Layer, str] = {
    Layer.COPY: "613.2a",
    Layer.FACE_DOWN: "613.2b",
    Layer.CONTROL: "613.1b",
    Layer.TEXT: "613.1c",
    Layer.TYPE: "613.1d",
    Layer.COLOR: "613.1e",
    Layer.ABILITY: "613.1f",
    Layer.CDA_PT: "613.4a",
    Layer.SET_PT: "613.4b",
    Layer.MODIFY_PT: "613.4c",
    Layer.SWITCH_PT: "613.4d",
}


@dataclass(frozen=True)
class EffectKey:
    """Identifies one effect across layers, so 613.6 can keep it applying.

    ``ability_id`` is the ``id()`` of the generating :class:`Ability` (0 for none):
    within one layer run an ability object is the ability, and comparing by
    identity keeps the hot loop free of deep model hashing.
    """

    origin: str
    source_id: int | None
    ability_id: int
    part: int


@dataclass
class ContinuousEffect:
    """One layer's part of a continuous effect.

    ``locked`` is the set of affected object ids when it was fixed at resolution
    (611.2c) or when the effect first applied in an earlier layer (613.6).
    """

    key: EffectKey
    layer: Layer
    spec: EffectSpec | None
    source_id: int | None
    source_name: str
    controller: Player
    timestamp: int
    ability: Ability | None = None
    is_cda: bool = False
    needs_ability: bool = False
    duration: str = "while_source"
    locked: frozenset[int] | None = None
    choices: Choices = field(default_factory=Choices)
    counter: tuple[str, int] | None = None
    description: str = ""

    @property
    def label(self) -> str:
        return self.source_name


@dataclass
class Game:
    """Everything a scenario puts into play: objects, graveyards, resolved effects."""

    objects: dict[int, GameObject] = field(default_factory=dict)
    graveyard_types: set[str] = field(default_factory=set)
    resolved: list[ContinuousEffect] = field(default_factory=list)
    life: int = 20
    hand_size: int = 0
    #: Cards in graveyards the scenario knows, with their owners (``[graveyard: ...]`` puts
    #: them in your graveyard; a type word alone stands for one card of that type).
    graveyard: list[tuple[Player, Card]] = field(default_factory=list)
    #: ``[graveyard size N]``: how many cards are in your graveyard when the cards are not
    #: all named; ``None``: the cards listed are all there is.
    graveyard_size: int | None = None
    #: Whose turn it is (``[opponent's turn]``, ``[turn: p3]``, ``end turn``); scenarios
    #: happen during your turn by default; ``None`` once the active player left the game.
    active: Player | None = Player.YOU
    #: What a player has or is: "city's blessing" (702.131), "monarch" (724), "initiative"
    #: (725), "completed a dungeon" (309.7), by player; night (728) is the game's
    #: (``None``). A scenario names them in brackets on a term of that player's.
    designations: set[tuple[Player | None, str]] = field(default_factory=set)
    #: The opponent's life total, graveyard size and poison counters (``[opponent life 8]``,
    #: ``[opponent graveyard size 9]``, ``[opponent poison 3]``).
    opponent_life: int = 20
    opponent_graveyard_size: int = 0
    opponent_poison: int = 0
    #: Facts about this turn a scenario states for a player (``[cards drawn 2]``), by the
    #: keys of ``engine/oracle/this_turn.toml``; the cleanup step forgets them.
    this_turn: dict[tuple[Player, str], int] = field(default_factory=dict)
    #: The controller of each creature that died during the scenario this turn (700.4):
    #: what "a creature died this turn" counts when the scenario states no number.
    died_this_turn: list[Player] = field(default_factory=list)
    #: The permanents that entered during the scenario this turn: each one's controller and
    #: card types as it entered, and its id, for "an artifact entered the battlefield under
    #: your control this turn" when the scenario states no number.
    entered_this_turn: list[tuple[Player, frozenset[str], int]] = field(default_factory=list)
    #: What resolving spells and abilities did for a player during the scenario this turn,
    #: by fact key: a spell's own "Draw a card" or "You gain 2 life" (608.2c), which its
    #: later "for each card you've drawn this turn" counts on top of a stated count.
    done_this_turn: dict[tuple[Player, str], int] = field(default_factory=dict)
    #: What the scenario itself played this turn, by player and the keys of
    #: ``engine/oracle/this_turn.toml``: life lost (119.3), spells cast by kind (601.2i),
    #: crimes committed (700.13); what a fact counts when the scenario doesn't state it.
    seen_this_turn: dict[tuple[Player, str], int] = field(default_factory=dict)
    #: The starting life total (103.4; ``[starting life 40]``).
    starting_life: int = 20
    #: How many cards the opponent has in hand (``[opponent hand 3]``); ``None``: not stated.
    opponent_hand_size: int | None = None
    #: How many cards a third or fourth player has in hand (``[p3 hand 4]``); not stated:
    #: not kept.
    other_hand_sizes: dict[Player, int] = field(default_factory=dict)
    #: Experience counters each player has (122.1; ``[experience 3]`` on a term of theirs).
    experience: dict[Player, int] = field(default_factory=dict)
    #: Each player's speed (702.179; ``[speed 3]`` on a term of theirs); none: 0 (702.179f).
    speed: dict[Player, int] = field(default_factory=dict)
    #: Foretold cards each player owns in exile (702.143a; ``[foretold 2]`` on a term of
    #: theirs); none stated: none.
    foretold: dict[Player, int] = field(default_factory=dict)
    #: The players still in the game, in turn order (800.1: a scenario seats two to four).
    players: tuple[Player, ...] = (Player.YOU, Player.OPPONENT)

    @property
    def your_turn(self) -> bool:
        return self.active is Player.YOU

    def saw(self, player: Player, key: str, amount: int = 1) -> None:
        """Count an event the scenario played this turn (``seen_this_turn``)."""
        self.seen_this_turn[(player, key)] = self.seen_this_turn.get((player, key), 0) + amount

    def your_graveyard_size(self) -> int:
        """Cards in your graveyard: the listed ones, or ``[graveyard size N]`` if larger."""
        listed = sum(1 for owner, _ in self.graveyard if owner is Player.YOU)
        return max(listed, self.graveyard_size or 0)

    def battlefield(self) -> list[GameObject]:
        return [obj for obj in self.objects.values() if obj.zone == "battlefield"]

    def add(self, obj: GameObject) -> GameObject:
        self.objects[obj.id] = obj
        return obj

    def next_id(self) -> int:
        return max(self.objects, default=0) + 1
