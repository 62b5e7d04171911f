"""Feature modules: each one registers its commands with the registry.

The list is explicit (no scanning) so a reader sees every feature in one place.
"""

from __future__ import annotations

from importlib import import_module

from bot.core.commands import CommandRegistry
from bot.core.context import Services

FEATURES: tuple[str, ...] = ("help", "layers", "combat", "game", "rules", "commander", "cards")


def register_all(registry: CommandRegistry, services: Services) -> None:
    """Import each feature module and let it add its commands."""
    for name in FEATURES:
        import_module(f"bot.core.features.{name}").register(registry, services)
