"""The command registry: names, aliases, usage and help for every command.

Each feature module in :mod:`bot.core.features` registers its commands here; the
console, ``judgebot ask`` and the Discord adapter all read the same registry, so
a command exists everywhere or nowhere.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rapidfuzz import process

from engine.errors import UserError

if TYPE_CHECKING:
    from bot.core.context import CommandContext
    from bot.core.reply import Reply

Handler = Callable[["CommandContext", str], Awaitable["Reply"]]
#: Suggests values for a command's argument as the user types (slash-command autocomplete).
Completer = Callable[["CommandContext", str], Awaitable[list[str]]]


@dataclass(frozen=True)
class Command:
    """One command: its handler and the words a user needs to call it."""

    name: str
    handler: Handler
    usage: str
    summary: str
    help: str = ""
    aliases: tuple[str, ...] = ()
    examples: tuple[str, ...] = ()
    argument: str = "query"
    argument_help: str = "what to look up"
    category: str = "General"
    complete: Completer | None = None


@dataclass
class CommandRegistry:
    """Commands by name and alias, plus the clean-up hooks features need."""

    _commands: dict[str, Command] = field(default_factory=dict)
    _names: dict[str, str] = field(default_factory=dict)
    _closers: list[Callable[[], Awaitable[None]]] = field(default_factory=list)

    def add(self, command: Command) -> None:
        for name in (command.name, *command.aliases):
            if name in self._names:
                raise ValueError(f"command name {name!r} is registered twice")
            self._names[name] = command.name
        self._commands[command.name] = command

    def on_close(self, closer: Callable[[], Awaitable[None]]) -> None:
        """Run ``closer`` when the core shuts down (close databases, flush state)."""
        self._closers.append(closer)

    async def close(self) -> None:
        for closer in reversed(self._closers):
            await closer()

    def __iter__(self) -> Iterator[Command]:
        return iter(self._commands.values())

    def find(self, name: str) -> Command | None:
        key = self._names.get(name.casefold())
        return self._commands[key] if key else None

    def get(self, name: str) -> Command:
        """The command called ``name``, or a friendly error naming close ones."""
        command = self.find(name)
        if command is not None:
            return command
        close = [
            m[0] for m in process.extract(name.casefold(), list(self._names), limit=3) if m[1] >= 60
        ]
        hint = (
            f"Did you mean {', '.join('!' + self._names[c] for c in close)}? " if close else ""
        ) + "Type !help for the list of commands."
        raise UserError(
            f"There is no command called “!{name}”.",
            hint,
            tuple(dict.fromkeys(self._names[c] for c in close)),
        )
