"""A group named by a card name chosen as the source entered (Alpine Moon): the lands with
that name lose their land types (and the mana abilities those give, 305.6) and abilities."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = ("Alpine Moon", "Urza's Tower", "Glacial Fortress")

BOARD = "opp: Urza's Tower + opp: Glacial Fortress + Alpine Moon"


async def test_the_lands_with_the_chosen_name_lose_types_and_abilities(layers: Any) -> None:
    answer = await layers(f"{BOARD} [name: Urza's Tower]")
    tower = named(answer["reply"], "Urza's Tower")[0]
    assert tower["subtypes"] == [] and tower["abilities"] == ["{T}: Add one mana of any color."]
    fortress = named(answer["reply"], "Glacial Fortress")[0]
    assert "Mana ability." in fortress["abilities"]
    assert answer["reply"]["unmodelled"] == []


async def test_without_a_name_nothing_changes_and_the_reply_says_why(layers: Any) -> None:
    answer = await layers(BOARD)
    assert named(answer["reply"], "Urza's Tower")[0]["subtypes"] == ["Urza's", "Tower"]
    assert any("reads a chosen card name" in u for u in answer["reply"]["unmodelled"])
