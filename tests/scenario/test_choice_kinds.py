"""Every kind of choice a bracket makes for a card is read once: the bracket sets the
choice, and when nothing the card does reads it, the warning names that kind of choice."""

from __future__ import annotations

from typing import Any

import pytest

NAMES = ("Grizzly Bears", "Hill Giant", "Painter's Servant")

UNREAD = (
    ("[black]", "color"),
    ("[black to green]", "pair of words"),
    ("[power 1]", "power or toughness"),
    ("[x 2]", "X"),
    ("[Goblin]", "creature or land type"),
    ("[Island]", "creature or land type"),
)


@pytest.mark.parametrize(("bracket", "kind"), UNREAD)
async def test_a_choice_the_card_does_not_read_is_named_by_its_kind(
    layers: Any, bracket: str, kind: str
) -> None:
    answer = await layers(f"Grizzly Bears + Hill Giant {bracket}")
    warnings = [line for line in answer["reply"]["unmodelled"] if "was not used" in line]
    assert len(warnings) == 1
    assert f"“{bracket}” was not used" in warnings[0]
    assert f"reads a chosen {kind}." in warnings[0] or f"reads a chosen {kind} (" in warnings[0]
    assert warnings[0].startswith("Hill Giant")


async def test_a_bracket_about_the_game_is_no_choice_for_the_card(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Hill Giant [life 7] [hand 3]")
    assert answer["ok"] is True
    assert not any("was not used" in line for line in answer["reply"]["unmodelled"])


async def test_a_chosen_color_the_card_reads_is_kept_without_a_warning(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Painter's Servant [Red]")
    bears = next(o for o in answer["reply"]["objects"] if o["name"] == "Grizzly Bears")
    assert set(bears["colors"]) == {"green", "red"}
    assert not any("was not used" in line for line in answer["reply"]["unmodelled"])
