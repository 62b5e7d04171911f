"""Scenario rulings through the command core, with the Scryfall cards each module names
(``NAMES``): the same fixtures as the game-model rulings."""

from tests.game_model.conftest import core, layers  # noqa: F401
