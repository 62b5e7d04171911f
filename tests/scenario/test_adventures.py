"""An adventurer card named by its spell's name is cast as that Adventure (715.3a) and
exiled as it resolves (715.4); named by the creature's name, it enters as the creature.
Played through the command core with Scryfall cards read by the Oracle parser."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = ("Garenbrig Carver", "Shield's Might", "Grizzly Bears")


def _pt(answer: dict[str, Any], name: str) -> tuple[int, int]:
    found = only_named(answer, name)
    return found["power"], found["toughness"]


async def test_the_adventure_named_is_cast_and_its_card_goes_on_an_adventure(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Shield's Might -> Grizzly Bears")
    assert _pt(answer, "Grizzly Bears") == (4, 4)
    assert not any("Garenbrig Carver" in obj["name"] for obj in answer["reply"]["objects"])
    assert any("715.4" in note for note in answer["reply"]["notes"])


async def test_the_creature_named_enters_as_the_creature(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Garenbrig Carver")
    assert _pt(answer, "Grizzly Bears") == (2, 2)
    assert _pt(answer, "Garenbrig Carver") == (3, 2)  # its normal name only (715.4)
