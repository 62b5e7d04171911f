"""Bestow (702.103): cast bestowed, a creature card is an Aura; left unattached it is an
enchantment creature again instead of going to the graveyard (702.103f)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = (
    "Serra Angel",
    "Boon Satyr",
    "Murder",
    "Grizzly Bears",
    "Forest",
    "Nighthowler",
    "Hill Giant",
)


async def test_a_bestowed_aura_is_no_creature_and_gives_its_bonus(layers: Any) -> None:
    reply = (await layers("Serra Angel + Boon Satyr [bestow] -> Serra Angel"))["reply"]
    satyr = named(reply, "Boon Satyr")[0]
    assert (satyr["types"], satyr["subtypes"]) == (["Enchantment"], ["Aura"])
    assert satyr["attached_to"] == "Serra Angel"
    angel = named(reply, "Serra Angel")[0]
    assert (angel["power"], angel["toughness"]) == (8, 6)


async def test_when_the_creature_dies_the_aura_stays_as_a_creature(layers: Any) -> None:
    reply = (
        await layers("Serra Angel + Boon Satyr [bestow] -> Serra Angel + Murder -> Serra Angel")
    )["reply"]
    satyr = named(reply, "Boon Satyr")[0]
    assert satyr["zone"] == "battlefield" and satyr["attached_to"] is None
    assert (satyr["types"], satyr["power"], satyr["toughness"]) == (
        ["Enchantment", "Creature"],
        4,
        2,
    )
    assert any("(702.103f)" in note for note in reply["notes"])


async def test_bestowed_onto_a_non_creature_it_enters_as_a_creature(layers: Any) -> None:
    reply = (await layers("Forest + Boon Satyr [bestow] -> Forest"))["reply"]
    satyr = named(reply, "Boon Satyr")[0]
    assert satyr["attached_to"] is None and "Creature" in satyr["types"]
    assert any("(702.103e)" in note for note in reply["notes"])


async def test_bestow_on_a_card_without_it_is_refused(layers: Any) -> None:
    answer = await layers("Serra Angel + Grizzly Bears [bestow] -> Serra Angel")
    assert answer["ok"] is False and "Grizzly Bears has no bestow" in answer["error"]


async def test_this_creature_and_enchanted_creature_each_get_the_bonus(layers: Any) -> None:
    # Nighthowler: "This creature and enchanted creature each get +X/+X" is two effects; X
    # counts creature cards in all graveyards, so the Angel's death raises it (2 -> 3)
    base = (
        "Serra Angel [graveyard: Grizzly Bears, Hill Giant] + Nighthowler [bestow] -> Serra Angel"
    )
    reply = (await layers(base))["reply"]
    angel = named(reply, "Serra Angel")[0]
    assert (angel["power"], angel["toughness"]) == (6, 6)
    assert reply["unmodelled"] == []
    reply = (await layers(f"{base} + Murder -> Serra Angel"))["reply"]
    howler = named(reply, "Nighthowler")[0]
    assert (howler["zone"], howler["power"], howler["toughness"]) == ("battlefield", 3, 3)
