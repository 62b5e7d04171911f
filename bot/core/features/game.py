"""``!game``, ``!life``, ``!cmddmg``: a Commander scoreboard per channel, kept in SQLite.

Players are Discord mentions (resolved by the adapter into ``context.mentions``) or,
on the console, plain ``@name`` words. Only the game's players and the channel's
moderators may change it; the console's own user (id 0, outside any server) is the
operator and may too.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pydantic import BaseModel

from bot.core.commander.game import (
    COMMANDER_DAMAGE_TO_LOSE,
    GameState,
    Player,
    TrackerError,
    change_life,
    commander_damage,
    new_game,
)
from bot.core.commander.store import GameStore, Snapshot
from bot.core.commands import Command, CommandRegistry
from bot.core.context import CommandContext, Person, Services
from bot.core.reply import DocField, Document, Reply

_MENTION = re.compile(r"^<@!?(\d+)>$")
_NAME = re.compile(r"^@([^\s@<>]{1,32})$")
_LIFE = re.compile(r"^([+\-=])\s*(\d{1,30})$")


class PlayerRow(BaseModel):
    name: str
    life: int
    commander_damage: dict[str, int]
    lost: str | None


class GameReply(Reply):
    kind: str = "game"
    title: str
    news: str
    players: list[PlayerRow]
    active: bool = True

    def document(self) -> Document:
        lines = []
        for player in self.players:
            damage = ", ".join(
                f"{name} {amount}/{COMMANDER_DAMAGE_TO_LOSE}"
                for name, amount in player.commander_damage.items()
            )
            status = f" — LOST: {player.lost}" if player.lost else ""
            lines.append(
                f"**{player.name}**: {player.life} life"
                + (f" · commander damage: {damage}" if damage else "")
                + status
            )
        return Document(
            title=self.title,
            description=self.news,
            fields=[DocField(name="Players", value="\n".join(lines) or "none")],
            footer="Life 40 (903.7) · 0 life loses (704.5a) · 21 combat damage from one "
            "commander loses (903.10a) · !game undo takes back the last change.",
            tone="success" if self.active else "info",
        )


def _reply(title: str, snapshot: Snapshot, news: str, active: bool = True) -> GameReply:
    return GameReply(
        title=title,
        news=news,
        active=active,
        players=[
            PlayerRow(
                name=p.name, life=p.life, commander_damage=dict(p.commander_damage), lost=p.lost
            )
            for p in snapshot.state.players
        ],
    )


def _player_from_token(context: CommandContext, token: str) -> Player | None:
    """A mention ``<@123>`` or a plain ``@name``; ``None`` if the token is neither."""
    mention = _MENTION.match(token)
    if mention:
        user_id = int(mention.group(1))
        person = next((p for p in context.mentions if p.id == user_id), None)
        name = person.name if person else f"user {user_id}"
        return Player(key=f"user:{user_id}", name=name, user_id=user_id)
    plain = _NAME.match(token)
    if plain:
        name = plain.group(1)
        person = next((p for p in context.mentions if p.name.casefold() == name.casefold()), None)
        if person is not None:
            return Player(key=f"user:{person.id}", name=person.name, user_id=person.id)
        return Player(key=f"name:{name.casefold()}", name=name)
    return None


def _target(context: CommandContext, state: GameState, token: str) -> str:
    """The key of the game's player that ``token`` names."""
    wanted = _player_from_token(context, token)
    if wanted is None:
        raise TrackerError(
            f"“{token}” isn't a player. Mention the player first.",
            "Players: " + ", ".join("@" + p.name for p in state.players),
        )
    for player in state.players:
        if player.key == wanted.key or player.name.casefold() == wanted.name.casefold():
            return player.key
    return state.find(wanted.key).key


def _author(context: CommandContext) -> str:
    """How a change's author is recorded: name and id."""
    return f"{context.author.name} ({context.author.id})"


def _is_operator(person: Person, context: CommandContext) -> bool:
    return person.id == 0 and context.guild_id is None


def _may_change(context: CommandContext, state: GameState) -> None:
    """Players in the game, the channel's moderators, or the console operator."""
    author = context.author
    if context.is_moderator or _is_operator(author, context):
        return
    for player in state.players:
        if player.user_id is not None and player.user_id == author.id:
            return
        if (
            player.user_id is None
            and context.guild_id is None
            and player.name.casefold() == author.name.casefold()
        ):
            return
    raise TrackerError(
        "Only the game's players or a moderator can change it.",
        "Anyone can look at it with !game.",
    )


def register(registry: CommandRegistry, services: Services) -> None:
    store = GameStore(services.data_dir / "games.sqlite3")
    registry.on_close(store.close)

    async def guarded(context: CommandContext) -> Snapshot:
        snapshot = await store.current(context.channel_id)
        if snapshot is None:
            raise TrackerError(
                "No game is running in this channel.", "Start one with !game start @a @b @c"
            )
        _may_change(context, snapshot.state)
        return snapshot

    async def game(context: CommandContext, argument: str) -> Reply:
        words = argument.split()
        action = words[0].casefold() if words else ""
        author = _author(context)
        if action == "start":
            players: list[Player] = []
            for token in words[1:]:
                player = _player_from_token(context, token)
                if player is None:
                    raise TrackerError(f"“{token}” isn't a player mention.", "!game start @a @b @c")
                players.append(player)
            snapshot = await store.start(
                context.channel_id, new_game(players), author, context.guild_id
            )
            return _reply("Commander game started", snapshot, snapshot.summary)
        if action == "undo":
            await guarded(context)
            snapshot, undone = await store.undo(context.channel_id)
            return _reply("Undone", snapshot, f"Took back: {undone}")
        if action in {"end", "stop"}:
            await guarded(context)
            snapshot = await store.end(context.channel_id)
            return _reply("Game over", snapshot, "The game has ended; final standings:", False)
        if action in {"", "status", "show"}:
            current = await store.current(context.channel_id)
            if current is None:
                raise TrackerError(
                    "No game is running in this channel.", "Start one with !game start @a @b @c"
                )
            return _reply("Commander game", current, current.summary)
        raise TrackerError(
            f"I don't know “!game {action}”.", "Use !game start, !game, !game undo or !game end."
        )

    async def change_player(
        context: CommandContext,
        token: str,
        title: str,
        change: Callable[[GameState, str], tuple[GameState, str]],
    ) -> Reply:
        """Apply ``change`` to the player ``token`` names in the channel's game, if allowed."""
        snapshot = await guarded(context)
        key = _target(context, snapshot.state, token)
        snapshot = await store.change(
            context.channel_id, lambda state: change(state, key), _author(context)
        )
        return _reply(title, snapshot, snapshot.summary)

    async def life(context: CommandContext, argument: str) -> Reply:
        words = argument.split(maxsplit=1)
        match = _LIFE.match(words[1].strip()) if len(words) == 2 else None
        if match is None:
            raise TrackerError(
                "Tell me whose life and how it changes.", "!life @a -5, !life @a +3, !life @a =20"
            )
        operation, amount = match.group(1), int(match.group(2))
        return await change_player(
            context,
            words[0],
            "Life",
            lambda state, key: change_life(state, key, operation, amount),
        )

    async def cmddmg(context: CommandContext, argument: str) -> Reply:
        words = argument.split()
        if len(words) < 3 or not re.fullmatch(r"-?\d{1,30}", words[-1]):
            raise TrackerError(
                "Tell me who took the damage, from which commander, and how much.",
                "!cmddmg @a Phelddagrif 7",
            )
        name, amount = " ".join(words[1:-1]), int(words[-1])
        return await change_player(
            context,
            words[0],
            "Commander damage",
            lambda state, key: commander_damage(state, key, name, amount),
        )

    registry.add(
        Command(
            name="game",
            handler=game,
            usage="game [start @players… | undo | end]",
            summary="Track a Commander game in this channel: life, commander damage, losses.",
            help=(
                "`!game start @a @b @c` starts a game at 40 life each (903.7). `!game` shows "
                "the table, `!game undo` takes back the last change, `!game end` ends it. "
                "Only the players or a moderator can change a game."
            ),
            examples=("!game start @ana @ben @cy", "!game", "!game undo", "!game end"),
            argument="action",
            argument_help="start @players…, undo or end",
            category="Commander",
        )
    )
    registry.add(
        Command(
            name="life",
            handler=life,
            usage="life @player <+N | -N | =N>",
            summary="Change a player's life total in this channel's game.",
            help="A player at 0 or less life loses the game (704.5a).",
            examples=("!life @ana -5", "!life @ana +3", "!life @ana =20"),
            argument="change",
            argument_help="@player then +N, -N or =N",
            category="Commander",
        )
    )
    registry.add(
        Command(
            name="cmddmg",
            handler=cmddmg,
            usage="cmddmg @player <commander> <damage>",
            summary="Record combat damage from a commander (21 from one commander loses).",
            help=(
                "Combat damage from one commander adds up over the game; 21 or more from the "
                "same commander loses (903.10a). The damage also costs that much life."
            ),
            aliases=("commanderdamage",),
            examples=("!cmddmg @ana Phelddagrif 7",),
            argument="damage",
            argument_help="@player, commander name, amount",
            category="Commander",
        )
    )
