"""A trigger of a card that left the battlefield looks back in time (603.10a): ``trigger
Rancor`` after Rancor went to the graveyard returns that card to its owner's hand, and
what counts cards in graveyards sees it gone (404.1)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = ("Tarmogoyf", "Grizzly Bears", "Rancor", "Murder")


async def test_rancor_returns_to_hand_and_leaves_the_graveyard_count(layers: Any) -> None:
    board = "Tarmogoyf + Grizzly Bears + Rancor -> Grizzly Bears + Murder -> Grizzly Bears"
    goyf = named((await layers(board))["reply"], "Tarmogoyf")[0]
    assert (goyf["power"], goyf["toughness"]) == (3, 4)  # creature, enchantment, instant
    reply = (await layers(board + " + trigger Rancor"))["reply"]
    goyf = named(reply, "Tarmogoyf")[0]
    assert (goyf["power"], goyf["toughness"]) == (2, 3)  # creature, instant
    assert named(reply, "Rancor")[0]["zone"] == "hand"


async def test_a_leaves_trigger_of_a_card_still_on_the_battlefield_is_refused(
    layers: Any,
) -> None:
    answer = await layers("Grizzly Bears + Rancor + trigger Rancor")
    assert answer["ok"] is False and "triggers when it leaves it (603.6c)" in answer["error"]
