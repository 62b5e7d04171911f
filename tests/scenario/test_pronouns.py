"""Pronouns whose referent an earlier sentence gives (608.2c), played through the command core
with Scryfall cards read by the Oracle parser: the group a sentence counts ("Draw a card for
each Wizard you control. They each get ..."), a card put onto the battlefield named again by
its subtype ("That Dragon gains haste"); see docs/CARDS.md (the pronouns4 round)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = (
    "Euroakus", "Dark Confidant", "Grizzly Bears", "Inspiring Call", "Zirilan of the Claw",
    "Shivan Dragon",
)  # fmt: skip


async def test_they_are_the_wizards_the_ability_counted(layers: Any) -> None:
    # Dark Confidant is a Human Wizard, the Bears no Wizard: +3/+3 for three cards in hand
    answer = await layers("Euroakus [hand 3] + Dark Confidant + Grizzly Bears + activate Euroakus")
    confidant = only_named(answer, "Dark Confidant")
    assert (confidant["power"], confidant["toughness"]) == (5, 4)
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (2, 2)
    assert any("draw" in line.casefold() for line in answer["reply"]["unmodelled"])


async def test_those_creatures_are_the_ones_with_counters_as_it_resolves(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + +1/+1 counter + Dark Confidant + Inspiring Call + Shivan Dragon"
        " + +1/+1 counter -> Shivan Dragon"
    )
    assert "indestructible" in only_named(answer, "Grizzly Bears")["abilities"]
    assert "indestructible" not in only_named(answer, "Dark Confidant")["abilities"]
    # 611.2c: the set was locked as the spell resolved; the Dragon came later
    assert "indestructible" not in only_named(answer, "Shivan Dragon")["abilities"]


async def test_that_dragon_is_the_card_it_put_onto_the_battlefield(layers: Any) -> None:
    # the Dragon is named like a target; the search that found it is listed, not carried out
    answer = await layers(
        "Zirilan of the Claw + Shivan Dragon + activate Zirilan of the Claw -> Shivan Dragon"
    )
    assert "haste" in only_named(answer, "Shivan Dragon")["abilities"]
    assert any("Search your library" in line for line in answer["reply"]["unmodelled"])


async def test_that_dragon_refuses_a_creature_of_another_type(layers: Any) -> None:
    answer = await layers(
        "Zirilan of the Claw + Grizzly Bears + activate Zirilan of the Claw -> Grizzly Bears"
    )
    assert answer["ok"] is False
    assert "Grizzly Bears isn't what it made" in str(answer)
