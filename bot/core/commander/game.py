"""A Commander game's scoreboard and the changes a table makes to it.

Pure state: :class:`GameState` is a value; each change returns a new one plus a
sentence saying what happened. The store (:mod:`bot.core.commander.store`) keeps
every state so a change can be undone.

Rules: life starts at 40 (903.7); 0 or less life loses (704.5a); 21 or more combat
damage from the same commander loses (903.10a, 704.6c); commander damage is damage,
so the player also loses that much life (120.3a).
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from engine.errors import UserError
from engine.names import normalize_name

STARTING_LIFE = 40
COMMANDER_DAMAGE_TO_LOSE = 21
#: Largest life change, and largest life total, the tracker accepts.
MAX_LIFE = 1_000_000
MAX_COMMANDER_DAMAGE = 1_000
MIN_PLAYERS, MAX_PLAYERS = 2, 10


class TrackerError(UserError):
    """A tracker command that cannot be applied; the game is unchanged."""


class Player(BaseModel):
    """One seat: who it is, life, combat damage taken from each commander."""

    key: str
    name: str
    user_id: int | None = None
    life: int = STARTING_LIFE
    #: Commander name -> combat damage that commander has dealt this player.
    commander_damage: dict[str, int] = Field(default_factory=dict)
    lost: str | None = None


class GameState(BaseModel):
    players: list[Player]

    def find(self, key: str) -> Player:
        for player in self.players:
            if player.key == key:
                return player
        raise TrackerError(
            "That player isn't in this game.",
            "Players: " + ", ".join("@" + p.name for p in self.players),
        )


def new_game(players: list[Player]) -> GameState:
    """Everyone at 40 life (903.7)."""
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise TrackerError(
            f"A game needs {MIN_PLAYERS} to {MAX_PLAYERS} players; I got {len(players)}.",
            "Mention each player: !game start @a @b @c",
        )
    keys = [player.key for player in players]
    if len(set(keys)) != len(keys):
        raise TrackerError("A player is mentioned twice.", "Mention each player once.")
    return GameState(players=[p.model_copy(update={"life": STARTING_LIFE}) for p in players])


def _check_losses(state: GameState) -> list[str]:
    """State-based actions for the players (704.5a, 903.10a)."""
    news: list[str] = []
    for player in state.players:
        if player.lost:
            continue
        worst = max(player.commander_damage.items(), key=lambda item: item[1], default=None)
        if player.life <= 0:
            player.lost = "0 or less life (704.5a)"
        elif worst and worst[1] >= COMMANDER_DAMAGE_TO_LOSE:
            player.lost = f"21 or more combat damage from {worst[0]} (903.10a)"
        if player.lost:
            news.append(f"{player.name} loses the game: {player.lost}.")
    return news


def _capped(value: int, what: str) -> int:
    if abs(value) > MAX_LIFE:
        raise TrackerError(
            f"{what} {value:,} is beyond what I track (at most {MAX_LIFE:,} either way).",
            "If a combo made it infinite, note it at the table and use a large finite number.",
        )
    return value


def change_life(state: GameState, key: str, operation: str, amount: int) -> tuple[GameState, str]:
    """``+N`` gains, ``-N`` loses, ``=N`` sets the life total."""
    new = state.model_copy(deep=True)
    player = new.find(key)
    _capped(amount, "A change of")
    before = player.life
    if operation == "=":
        player.life = amount
    elif operation == "+":
        player.life += amount
    elif operation == "-":
        player.life -= amount
    else:  # pragma: no cover - the parser only hands these three
        raise ValueError(operation)
    _capped(player.life, "A life total of")
    news = [f"{player.name}: {before} → {player.life} life."]
    return new, " ".join(news + _check_losses(new))


def commander_damage(
    state: GameState, key: str, commander: str, amount: int
) -> tuple[GameState, str]:
    """Combat damage from one commander: counts toward 21 and is lost as life (903.10a)."""
    if not 1 <= amount <= MAX_COMMANDER_DAMAGE:
        raise TrackerError(
            f"Commander damage must be 1 to {MAX_COMMANDER_DAMAGE}; I got {amount}.",
            "Use !game undo to take back a wrong entry.",
        )
    name = " ".join(commander.split())
    if not name or not normalize_name(name):
        raise TrackerError("Which commander dealt the damage?", "!cmddmg @a Phelddagrif 7")
    new = state.model_copy(deep=True)
    player = new.find(key)
    existing = next(
        (
            known
            for known in player.commander_damage
            if normalize_name(known) == normalize_name(name)
        ),
        name,
    )
    player.commander_damage[existing] = player.commander_damage.get(existing, 0) + amount
    before = player.life
    player.life -= amount
    total = player.commander_damage[existing]
    news = [
        f"{player.name} takes {amount} combat damage from {existing} "
        f"({total} of 21 from it; life {before} → {player.life})."
    ]
    return new, " ".join(news + _check_losses(new))
