"""What the fifteenth stop's third review found in play: a "when this enters" ability a
permanent has as it enters because its own static grants it under a condition (threshold)
triggers and resolves like a printed one (603.6a), and on the starting board it is said
not to have triggered; on an instant or sorcery, "Other creatures" after a narrower group
is the rest of the group."""

from __future__ import annotations

from typing import Any

from engine.cards import Card
from engine.oracle import parse_card
from tests.game_model.conftest import only_named, size_of, warnings_in

NAMES = [
    "Grizzly Bears", "Giant Growth", "Teroh's Vanguard", "Centaur Chieftain", "Gravecrawler",
    "In Oketra's Name", "Cloudshift",
]  # fmt: skip


async def test_a_threshold_enters_trigger_resolves_as_the_permanent_enters(layers: Any) -> None:
    # seven cards in the graveyard: Teroh's Vanguard has the quoted ability as it enters,
    # so it triggers and Grizzly Bears gains protection from black until end of turn
    answer = await layers(
        "Grizzly Bears [graveyard size 7] + Giant Growth -> Grizzly Bears + Teroh's Vanguard"
    )
    assert "protection from black" in only_named(answer, "Grizzly Bears")["abilities"]
    chieftain = await layers(
        "Grizzly Bears [graveyard size 7] + Giant Growth -> Grizzly Bears + Centaur Chieftain"
    )
    bears = only_named(chieftain, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (6, 6)
    assert "trample" in bears["abilities"]
    # blinked, it enters again as a new object that has the ability too (400.7)
    blinked = await layers(
        "Grizzly Bears [graveyard size 7] + Teroh's Vanguard + Cloudshift -> Teroh's Vanguard"
    )
    assert "protection from black" in only_named(blinked, "Grizzly Bears")["abilities"]


async def test_without_threshold_the_granted_enters_trigger_does_nothing(layers: Any) -> None:
    # an empty graveyard: the Vanguard doesn't have the ability as it enters (603.6a)
    answer = await layers("Grizzly Bears + Giant Growth -> Grizzly Bears + Teroh's Vanguard")
    assert "protection from black" not in only_named(answer, "Grizzly Bears")["abilities"]
    assert "Teroh's Vanguard" not in warnings_in(answer)


async def test_a_granted_enters_trigger_on_the_starting_board_is_said_not_to_trigger(
    layers: Any,
) -> None:
    # on the board the scenario starts with, the Vanguard was already there: the reply says
    # its "when this enters" ability did not trigger, as for a printed one
    answer = await layers("Grizzly Bears [graveyard size 7] + Teroh's Vanguard")
    assert "protection from black" not in only_named(answer, "Grizzly Bears")["abilities"]
    assert "Teroh's Vanguard" in warnings_in(answer)
    assert "did not trigger" in warnings_in(answer)


async def test_other_creatures_after_a_group_on_a_spell_means_the_rest(layers: Any) -> None:
    # In Oketra's Name: Zombies get +2/+1, "other creatures" (the non-Zombies) +1/+1, so
    # Gravecrawler gets only the first (a spell is never "other than" itself)
    answer = await layers("Gravecrawler + Grizzly Bears + In Oketra's Name")
    assert size_of(answer, "Gravecrawler") == (4, 2)
    assert size_of(answer, "Grizzly Bears") == (3, 3)


def test_other_creatures_after_a_group_not_left_out_simply_is_warned() -> None:
    # "Black Zombies" within "creatures": leaving out every Zombie would be wrong (a
    # non-black Zombie is among the other creatures), so the sentence is listed unread
    words = (
        "Black Zombies you control get +2/+1 until end of turn. "
        "Other creatures you control get +1/+1 until end of turn."
    )
    card = parse_card(Card(name="Test Rally", types=("Instant",), oracle_text=words))
    assert any(said.startswith("Other creatures you control") for said in card.unmodelled)
