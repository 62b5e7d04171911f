"""The players at the table and whose turn it is (102, 500.1, 800.4a).

Players take turns in seat order A, B, C, D ("you", ``opp``, ``p3``, ``p4``); only the
players a scenario names sit at the table. A player who concedes leaves the game
(104.3a, 800.4a) and their turns are skipped from then on.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.errors import ScenarioError
from engine.game.zones import Move, leave_battlefield
from engine.layers import Game
from engine.objects import Characteristics, Player

#: Seat order: the order turns go round the table (101.4 in spirit: a fixed order).
SEATS: tuple[Player, ...] = (Player.YOU, Player.OPPONENT, Player.THIRD, Player.FOURTH)
#: How a scenario names each player before a colon.
SEAT_WORDS: dict[str, Player] = {
    "you": Player.YOU,
    "p1": Player.YOU,
    "opp": Player.OPPONENT,
    "opponent": Player.OPPONENT,
    "p2": Player.OPPONENT,
    "p3": Player.THIRD,
    "p4": Player.FOURTH,
}


@dataclass
class Table:
    """Who is in the game, in turn order, and whose turn it is."""

    seated: list[Player] = field(default_factory=lambda: [Player.YOU, Player.OPPONENT])
    active: Player = Player.YOU
    left: list[Player] = field(default_factory=list)
    turns_ended: int = 0
    #: Life totals of the players the layer system doesn't read (p3, p4; see engine.game.life).
    life: dict[Player, int] = field(default_factory=dict)

    @classmethod
    def for_players(cls, named: set[Player], at_least: int = 2) -> Table:
        """The table for the players a scenario names (at least two, 102.1)."""
        seated = [p for index, p in enumerate(SEATS) if p in named or index < at_least]
        return cls(seated=seated)

    def in_game(self, player: Player) -> bool:
        return player in self.seated and player not in self.left

    def next_player(self) -> Player:
        """Who takes the next turn: the next seat still in the game (500.1)."""
        start = self.seated.index(self.active)
        for step in range(1, len(self.seated) + 1):
            candidate = self.seated[(start + step) % len(self.seated)]
            if candidate not in self.left:
                return candidate
        return self.active

    def require(self, player: Player, where: str, doing: str = "") -> None:
        """A clear error when a term names a player who is not (or no longer) in the game."""
        if not self.in_game(player):
            raise ScenarioError(
                f"In {where}: {player.value} is not in the game{doing}.",
                f"Players in the game: {', '.join(p.value for p in self.players())}.",
            )

    def concede(self, player: Player, where: str) -> None:
        """``player`` leaves the game (104.3a); the last one standing can't."""
        self.require(player, where, ", so they can't concede")
        if len(self.players()) <= 1:
            raise ScenarioError(
                f"In {where}: {player.value} is the last player in the game.",
                "A game needs someone to play it; leave out the last concession.",
            )
        self.left.append(player)

    def players(self) -> list[Player]:
        """The players still in the game, in turn order."""
        return [p for p in self.seated if p not in self.left]


def player_named(word: str) -> Player | None:
    """The player a target such as ``-> you``, ``-> opp`` or ``-> p3`` names, if it is one."""
    return SEAT_WORDS.get(word.strip().casefold())


def exile_for_departed(game: Game, table: Table, state: dict[int, Characteristics]) -> list[Move]:
    """800.4c: a permanent whose control-changing effect ended while its default controller
    is out of the game is exiled as soon as the effect ends."""
    return [
        leave_battlefield(
            game, obj, "exile", "800.4c",
            f"the effect giving control of it ended and {state[obj.id].controller.value}, who "
            "would control it, has left the game",
        )
        for obj in game.battlefield()
        if state[obj.id].controller in table.left
    ]  # fmt: skip
