"""A command core holding only the game tracker, with its database under tmp_path."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import bot.core.core as core_module
from bot.core.commands import CommandRegistry
from bot.core.context import Services
from bot.core.core import CommandCore
from bot.core.features import game, help


@pytest.fixture
async def core(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[CommandCore]:
    def register_only(registry: CommandRegistry, services: Services) -> None:
        help.register(registry, services)
        game.register(registry, services)

    monkeypatch.setattr(core_module, "register_all", register_only)
    instance = CommandCore(Services(data_dir=tmp_path))
    yield instance
    await instance.close()
