"""Each test module names the Scryfall cards its rulings use (``NAMES``); one command core
per module holds exactly those, read by the Oracle parser like imported cards."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.core import CommandCore
from tests.game_model.scryfall import core_with


@pytest.fixture(scope="module")
def core(request: pytest.FixtureRequest) -> CommandCore:
    return core_with(list(request.module.NAMES))


@pytest.fixture
def layers(core: CommandCore) -> Any:
    """``await layers("Grizzly Bears + Murder")``: the whole outcome as JSON-ready data."""

    async def ask(scenario: str) -> dict[str, Any]:
        outcome = await core.handle(f"!layers {scenario}")
        return outcome.model_dump()

    return ask


def named(reply: dict[str, Any], name: str) -> list[dict[str, Any]]:
    """The reported objects with that name, in report order."""
    return [obj for obj in reply["objects"] if obj["name"] == name]


def only_named(answer: dict[str, Any], name: str) -> dict[str, Any]:
    """The one reported object with that name in a successful answer."""
    assert answer["ok"] is True, answer
    (found,) = named(answer["reply"], name)
    return found


def warnings_in(answer: dict[str, Any]) -> str:
    """Every warning of a successful answer, as one text to look for words in."""
    assert answer["ok"] is True, answer
    return " ".join(answer["reply"]["unmodelled"])


def size_of(answer: dict[str, Any], name: str) -> tuple[int, int]:
    """The power and toughness of the one reported object with that name."""
    found = only_named(answer, name)
    return found["power"], found["toughness"]


def refusal_in(answer: dict[str, Any]) -> str:
    """The error of a refused answer."""
    assert answer["ok"] is False, answer
    return str(answer["error"])
