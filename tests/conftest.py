"""Fixtures for every test folder."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path
from types import ModuleType

import pytest

import bot.core.core as core_module
from bot.core.commands import CommandRegistry
from bot.core.context import CardSource, Services
from bot.core.core import CommandCore
from bot.core.features import help


@pytest.fixture
async def single_feature_core(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[Callable[..., CommandCore]]:
    """Build a command core that registers only ``help`` and ``feature`` (a features module),
    with its data under ``tmp_path``, so a folder's tests exercise that feature alone.
    Every core built is closed after the test."""
    built: list[CommandCore] = []

    def build(feature: ModuleType, cards: CardSource | None = None) -> CommandCore:
        def register_only(registry: CommandRegistry, services: Services) -> None:
            help.register(registry, services)
            feature.register(registry, services)

        monkeypatch.setattr(core_module, "register_all", register_only)
        if cards is None:
            built.append(CommandCore(Services(data_dir=tmp_path)))
        else:
            built.append(CommandCore(Services(cards=cards, data_dir=tmp_path)))
        return built[-1]

    yield build
    for instance in built:
        await instance.close()
