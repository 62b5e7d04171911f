"""Text-changing effects (612): the words a card may swap, in its rules text and its type
line (612.1: Goblin King made an Elf lord is an Elf)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = (
    "Goblin King",
    "Artificial Evolution",
    "Llanowar Elves",
    "Raging Goblin",
    "Sleight of Mind",
)

EVOLVED = "Llanowar Elves + Raging Goblin + Goblin King + Artificial Evolution -> Goblin King"


async def test_a_creature_type_changed_in_a_lords_text_moves_its_bonus(layers: Any) -> None:
    answer = await layers(f"{EVOLVED} [Goblin to Elf]")
    reply = answer["reply"]
    elves = named(reply, "Llanowar Elves")[0]
    assert (elves["power"], elves["toughness"]) == (2, 2) and "mountainwalk" in elves["abilities"]
    goblin = named(reply, "Raging Goblin")[0]
    assert (goblin["power"], goblin["toughness"]) == (1, 1)
    # the type line is text too (612.1; Mind Bend's ruling: "the text box and the type line")
    assert named(reply, "Goblin King")[0]["subtypes"] == ["Elf"]
    assert reply["unmodelled"] == []


async def test_a_barred_new_word_is_refused(layers: Any) -> None:
    answer = await layers(f"{EVOLVED} [Goblin to Wall]")
    assert answer["ok"] is False and "the new word can't be Wall" in answer["error"]


async def test_a_color_changer_refuses_creature_types(layers: Any) -> None:
    answer = await layers("Goblin King + Sleight of Mind -> Goblin King [Goblin to Elf]")
    assert answer["ok"] is False and "both words must be a color" in answer["error"]
