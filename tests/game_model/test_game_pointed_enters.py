"""A permanent of the starting board pointed at a target with “-> Name”: its "when this
enters" instructions happen (603.6a), as they do for a permanent entering later. Without
the pointer the board is taken as it stands."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = ("Grizzly Bears", "Hill Giant", "Flametongue Kavu", "Slippery Bogbonder")


async def test_a_pointed_enters_trigger_deals_its_damage(layers: Any) -> None:
    answer = await layers("Hill Giant + Flametongue Kavu -> Hill Giant")
    giant = named(answer["reply"], "Hill Giant")[0]
    assert giant["zone"] == "graveyard"
    assert any("704.5g" in note for note in answer["reply"]["notes"])


async def test_a_pointed_enters_trigger_puts_its_keyword_counter(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Slippery Bogbonder -> Grizzly Bears")
    bears = named(answer["reply"], "Grizzly Bears")[0]
    assert "hexproof" in bears["abilities"] and bears["counters"] == {"hexproof": 1}
    # the part it can't do is said, never dropped
    assert any("move any number of counters" in u for u in answer["reply"]["unmodelled"])


async def test_without_a_pointer_the_starting_board_stands(layers: Any) -> None:
    answer = await layers("Hill Giant + Flametongue Kavu")
    giant = named(answer["reply"], "Hill Giant")[0]
    assert giant["zone"] == "battlefield" and giant["damage"] == 0


async def test_a_pointer_the_card_cannot_use_is_said(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Hill Giant -> Grizzly Bears")
    assert answer["reply"]["unmodelled"] == [
        "Hill Giant (term 2 (“Hill Giant -> Grizzly Bears”)): “-> Grizzly Bears” was not "
        "used: nothing Hill Giant does targets, attaches, chooses or copies."
    ]
    pointed = await layers("Hill Giant + Flametongue Kavu -> Hill Giant")
    assert not any("was not used" in u for u in pointed["reply"]["unmodelled"])
