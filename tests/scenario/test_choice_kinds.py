"""Every kind of choice a bracket makes for a card is read once: the bracket sets the
choice, and when nothing the card does reads it, the warning names that kind of choice."""

from __future__ import annotations

from typing import Any

import pytest

NAMES = ("Grizzly Bears", "Hill Giant", "Painter's Servant", "Navigator's Compass", "Forest")

UNREAD = (
    ("[black]", "color"),
    ("[black to green]", "pair of words"),
    ("[power 1]", "power or toughness"),
    ("[x 2]", "X"),
    ("[Goblin]", "creature type"),
    ("[Island]", "land type"),
    ("[Desert]", "nonbasic land type"),
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


async def test_a_creature_type_given_for_a_basic_land_type_is_said(layers: Any) -> None:
    # Navigator's Compass makes a land the basic land type of your choice: [Goblin] is none
    compass = "Forest + Navigator's Compass + activate Navigator's Compass -> Forest"
    answer = await layers(f"{compass} [Goblin]")
    warnings = [line for line in answer["reply"]["unmodelled"] if "was not used" in line]
    assert len(warnings) == 1 and "reads a chosen creature type" in warnings[0]
    island = await layers(f"{compass} [Island]")
    assert "Island" in island["reply"]["objects"][0]["subtypes"]
    assert not any("was not used" in line for line in island["reply"]["unmodelled"])


async def test_did_that_nothing_asks_is_refused_for_what_it_is(layers: Any) -> None:
    # [did] answers a "you may ... If you do"; on a term with none, the error says so
    # (it used to be read as a creature type), and nothing happens
    answer = await layers("Grizzly Bears + Hill Giant [did]")
    assert answer["ok"] is False
    assert "“you may ...”" in str(answer["error"])
    assert "creature type" not in str(answer["error"])
