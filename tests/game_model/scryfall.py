"""A card source of Scryfall cards read by the Oracle parser, for game-model rulings.

Only the names a test module asks for are parsed (a line of the bulk file is decoded only
when it holds one of them), so a module loads in well under a second.
"""

from __future__ import annotations

import pytest

from bot.core.context import Services
from bot.core.core import CommandCore
from engine.cards import Card
from engine.names import normalize_name
from tests.scryfall_cards import DATA, MISSING_REASON, ParsedCardSource, read_parsed_cards


def load(names: list[str]) -> dict[str, Card]:
    """The named cards from the bulk file (skips the test when it is absent)."""
    if not DATA.exists():
        pytest.skip(MISSING_REASON)
    wanted = {normalize_name(name) for name in names}
    return read_parsed_cards(wanted.__contains__, mentions=names)


def core_with(names: list[str]) -> CommandCore:
    """A command core whose card source holds exactly these Scryfall cards."""
    return CommandCore(Services(cards=ParsedCardSource(load(names))))
