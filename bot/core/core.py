"""The command core: one message's text in, one typed :class:`Outcome` out.

Every front end (Discord, the console, ``judgebot ask``) calls
:meth:`CommandCore.handle`; nothing here knows about Discord.
"""

from __future__ import annotations

import logging
import secrets
from pathlib import Path

from bot.core.cards import open_card_source
from bot.core.commands import CommandRegistry
from bot.core.context import CommandContext, Services, default_data_dir
from bot.core.features import register_all
from bot.core.reply import Outcome
from bot.core.text import neutralize_mentions, shorten, strip_invisible
from engine.errors import UserError

log = logging.getLogger(__name__)

#: Longest message the core reads; Discord itself caps messages at 4,000 characters.
MAX_MESSAGE_LENGTH = 4000


def split_command(text: str, prefix: str) -> tuple[str, str]:
    """``"!layers Bears + Giant Growth"`` -> ``("layers", "Bears + Giant Growth")``.

    The prefix is optional so the console can take ``layers ...`` too.
    """
    body = text.strip()
    if body.startswith(prefix):
        body = body[len(prefix) :]
    parts = body.split(maxsplit=1)
    name, rest = (parts[0], parts[1] if len(parts) > 1 else "") if parts else ("", "")
    if not name:
        raise UserError("That message has no command in it.", "Try !help.")
    return name.strip().casefold(), rest.strip()


class CommandCore:
    """Registry plus services; turns text into outcomes, never raises."""

    def __init__(self, services: Services | None = None) -> None:
        self.services = services or Services()
        self.registry = CommandRegistry()
        register_all(self.registry, self.services)

    async def close(self) -> None:
        await self.registry.close()

    def context(self, **details: object) -> CommandContext:
        """A context for this core's services; ``details`` fill in who is asking."""
        return CommandContext(services=self.services, **details)  # type: ignore[arg-type]

    async def handle(self, text: str, context: CommandContext | None = None) -> Outcome:
        """Run one command. User mistakes and bugs both become an :class:`Outcome`."""
        context = context or self.context()
        command_name: str | None = None
        try:
            text = strip_invisible(text)
            if len(text) > MAX_MESSAGE_LENGTH:
                raise UserError(
                    f"That message is {len(text):,} characters long; I read at most "
                    f"{MAX_MESSAGE_LENGTH:,}.",
                    "Shorten it, or split the question into several commands.",
                )
            name, argument = split_command(text, self.services.prefix)
            command = self.registry.get(name)
            command_name = command.name
            reply = await command.handler(context, argument)
            return Outcome(ok=True, command=command_name, reply=reply)
        except UserError as error:
            return Outcome(
                ok=False,
                command=command_name,
                error=neutralize_mentions(shorten(error.message, 1500)),
                hint=neutralize_mentions(shorten(error.hint, 1000)) or None,
                suggestions=list(error.suggestions),
            )
        except Exception:
            error_id = secrets.token_hex(4)
            log.exception("command failed (error id %s): %r", error_id, shorten(text, 200))
            return Outcome(
                ok=False,
                command=command_name,
                error=f"Something went wrong on my side. Error id: {error_id}.",
                hint="A maintainer can find the details in the log with that id.",
                error_id=error_id,
            )


async def open_core(data_dir: Path | None = None, prefix: str = "!") -> CommandCore:
    """A core over the data in ``data_dir``: the imported card index when there is one,
    otherwise the embedded catalog. Every front end starts here."""
    data_dir = data_dir or default_data_dir()
    cards = await open_card_source(data_dir)
    return CommandCore(Services(cards=cards, data_dir=data_dir, prefix=prefix))
