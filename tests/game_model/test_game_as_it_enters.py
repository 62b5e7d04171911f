"""An "as this enters" instruction (614.1c) that an imported card's model doesn't carry out
is a warning, never skipped silently (Dracoplasm's sacrifice read from its Oracle text); a
choice made as it enters is a bracket choice and raises none."""

from __future__ import annotations

from typing import Any

from bot.core.features.layers import LayersReply

NAMES = ("Grizzly Bears", "Dracoplasm", "Sutured Ghoul", "Adaptive Automaton")


async def test_an_unread_as_it_enters_instruction_is_a_warning(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Dracoplasm")
    unread = [line for line in answer["reply"]["unmodelled"] if line.startswith("Dracoplasm")]
    assert len(unread) == 1 and "sacrifice any number of creatures" in unread[0]
    assert LayersReply(**answer["reply"]).document().tone == "warning"


async def test_a_choice_made_as_it_enters_is_no_warning(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Adaptive Automaton [Bear]")
    assert not any("not carried out" in line for line in answer["reply"]["unmodelled"])
    answer = await layers("Sutured Ghoul [exile: Grizzly Bears]")
    assert not any("not carried out" in line for line in answer["reply"]["unmodelled"])
