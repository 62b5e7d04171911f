"""Pronouns whose referent an earlier sentence gives (608.2c), played through the command core
with Scryfall cards read by the Oracle parser: the group a sentence counts ("Draw a card for
each Wizard you control. They each get ..."), a card put onto the battlefield named again by
its subtype ("That Dragon gains haste"), an object chosen as the spell resolves without being
targeted ("Put a +1/+1 counter on a creature you control. It gains double strike", 608.2d);
see docs/CARDS.md (the pronouns4 round)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = (
    "Euroakus", "Dark Confidant", "Grizzly Bears", "Inspiring Call", "Zirilan of the Claw",
    "Shivan Dragon", "Kayla's Command", "Serra Angel", "Final Showdown",
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


async def test_it_is_the_creature_chosen_as_the_spell_resolves(layers: Any) -> None:
    # mode 1 makes a Construct token; "it" is still the creature chosen for mode 2
    answer = await layers("Grizzly Bears + Kayla's Command [mode 1] [mode 2] -> Grizzly Bears")
    assert "double strike" in only_named(answer, "Grizzly Bears")["abilities"]
    assert "double strike" not in only_named(answer, "Construct Token")["abilities"]
    # its +1/+1 counter is an instruction not carried out yet: said, never dropped
    assert any("Put a +1/+1 counter" in line for line in answer["reply"]["unmodelled"])


async def test_the_chosen_creature_must_be_one_it_may_choose(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + opp: Serra Angel + Kayla's Command [mode 2] [mode 3] -> Serra Angel"
    )
    assert answer["ok"] is False
    assert "Serra Angel isn't what it may choose" in answer["error"]
    assert "a creature you control" in answer["error"]


async def test_a_chosen_creature_is_no_target(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + opp: Serra Angel + Final Showdown [mode 1] [mode 2] -> Grizzly Bears"
    )
    assert only_named(answer, "Grizzly Bears")["abilities"] == ["indestructible"]
    assert only_named(answer, "Serra Angel")["abilities"] == []
