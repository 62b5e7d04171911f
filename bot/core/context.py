"""What a command handler may use: the services and who is asking."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from engine.cards import Card
from engine.catalog import CardIndex, default_catalog
from engine.names import normalize_name


class CardSource(Protocol):
    """Where card names are resolved: the catalog, or an imported card database."""

    async def get(self, name: str) -> Card:
        """The card, or :class:`engine.errors.UnknownCardError` with suggestions."""
        ...

    async def complete(self, prefix: str, limit: int = 25) -> list[str]:
        """Card names for autocomplete, best first."""
        ...


class CatalogCardSource:
    """The embedded curated catalog as a :class:`CardSource`."""

    def __init__(self, index: CardIndex | None = None) -> None:
        self.index = index or default_catalog()

    async def get(self, name: str) -> Card:
        return self.index.get(name)

    async def complete(self, prefix: str, limit: int = 25) -> list[str]:
        """Names that start with what was typed, then names containing it, then near misses."""
        typed = normalize_name(prefix)
        names = sorted(card.name for card in self.index)
        if not typed:
            return names[:limit]
        starts = [n for n in names if normalize_name(n).startswith(typed)]
        contains = [n for n in names if typed in normalize_name(n) and n not in starts]
        ranked = [*starts, *contains]
        return ranked[:limit] if ranked else list(self.index.suggest(prefix))  # typos: 5 at most


def default_data_dir() -> Path:
    """Where judgebot keeps its SQLite files: ``JUDGEBOT_DATA_DIR``, else ``./var``."""
    configured = os.environ.get("JUDGEBOT_DATA_DIR")
    return Path(configured) if configured else Path.cwd() / "var"


@dataclass
class Services:
    """Long-lived dependencies, built once by the front end and shared by commands."""

    cards: CardSource = field(default_factory=CatalogCardSource)
    data_dir: Path = field(default_factory=default_data_dir)
    prefix: str = "!"


@dataclass(frozen=True)
class Person:
    """A Discord user (or the console user) as the command core sees them."""

    id: int
    name: str


@dataclass(frozen=True)
class CommandContext:
    """One message's context: services plus who asked, where, and what they mentioned."""

    services: Services
    author: Person = Person(0, "console")
    channel_id: int = 0
    guild_id: int | None = None
    is_moderator: bool = False
    mentions: tuple[Person, ...] = ()
    attachment_text: str | None = None
