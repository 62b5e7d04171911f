"""A command core holding only the game tracker, with its database under tmp_path."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.core.core import CommandCore
from bot.core.features import game


@pytest.fixture
def core(single_feature_core: Callable[..., CommandCore]) -> CommandCore:
    return single_feature_core(game)
