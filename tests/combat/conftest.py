"""A command core holding only the combat feature, so these rulings test our code alone."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.core.core import CommandCore
from bot.core.features import combat


@pytest.fixture
def core(single_feature_core: Callable[..., CommandCore]) -> CommandCore:
    return single_feature_core(combat)
