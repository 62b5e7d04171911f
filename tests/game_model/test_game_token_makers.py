"""Tokens a permanent makes as it enters or as its trigger resolves: living weapon's Germ
(702.92a) and a token copy of the equipped creature (707.2, 111.3)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = (
    "Grizzly Bears", "Batterskull", "Helm of the Host", "Olivia Voldaren", "Murder",
    "Nightmare Shepherd", "Serra Angel", "Quasiduplicate",
)  # fmt: skip


async def test_living_weapon_makes_a_germ_and_is_attached_to_it(layers: Any) -> None:
    reply = (await layers("Grizzly Bears + Batterskull"))["reply"]
    germ = named(reply, "Phyrexian Germ Token")[0]
    assert (germ["power"], germ["toughness"], germ["colors"]) == (4, 4, ["black"])
    assert named(reply, "Batterskull")[0]["attached_to"] == "Phyrexian Germ Token"
    assert named(reply, "Grizzly Bears")[0]["power"] == 2


async def test_the_germ_is_a_0_0_once_the_equipment_moves(layers: Any) -> None:
    # Equipped to the Bears, the 0/0 Germ dies (704.5f) and, a token, ceases to exist (111.7).
    reply = (await layers("Grizzly Bears + Batterskull + equip Batterskull -> Grizzly Bears"))[
        "reply"
    ]
    assert named(reply, "Grizzly Bears")[0]["power"] == 6
    assert any("(704.5f)" in note and "Germ" in note for note in reply["notes"])


async def test_an_equipment_written_onto_a_creature_makes_no_germ(layers: Any) -> None:
    reply = (await layers("Grizzly Bears + Batterskull -> Grizzly Bears"))["reply"]
    assert not named(reply, "Phyrexian Germ Token")
    assert named(reply, "Grizzly Bears")[0]["power"] == 6


async def test_helm_copies_the_equipped_creature_and_the_copy_is_not_legendary(
    layers: Any,
) -> None:
    # Not legendary (707.9b exception), so the legend rule keeps both (704.5j).
    reply = (await layers("Olivia Voldaren + Helm of the Host + trigger Helm of the Host"))["reply"]
    olivias = named(reply, "Olivia Voldaren")
    assert len(olivias) == 2
    assert "haste" in olivias[1]["abilities"] and "haste" not in olivias[0]["abilities"]


async def test_helm_attached_to_nothing_says_so(layers: Any) -> None:
    answer = await layers(
        "Olivia Voldaren + Helm of the Host + Murder -> Olivia Voldaren + trigger Helm of the Host"
    )
    assert answer["ok"] is False and "attached to nothing" in answer["error"]


async def test_a_dies_trigger_exiles_the_card_that_died_and_copies_it(layers: Any) -> None:
    # Nightmare Shepherd: the Angel that died is exiled from the graveyard (a new object,
    # 400.7) and a 1/1 Nightmare token copy of it enters under Shepherd's controller.
    answer = await layers(
        "Nightmare Shepherd + Serra Angel + Murder -> Serra Angel + trigger Nightmare Shepherd"
    )
    reply = answer["reply"]
    angels = {a["zone"]: a for a in named(reply, "Serra Angel")}
    assert set(angels) == {"exile", "battlefield"}
    token = angels["battlefield"]
    assert (token["power"], token["toughness"]) == (1, 1)
    assert "Nightmare" in token["subtypes"] and "flying" in token["abilities"]
    assert not any("exile it" in line for line in reply["unmodelled"])


async def test_a_dies_trigger_with_nothing_dead_says_so(layers: Any) -> None:
    answer = await layers("Nightmare Shepherd + Serra Angel + trigger Nightmare Shepherd")
    assert (
        answer["ok"] is False
        and "no card went to a graveyard from the battlefield" in answer["error"]
    )


async def test_the_legend_rule_applies_to_a_token_copy_of_a_legend(layers: Any) -> None:
    # A token copy of Olivia is legendary and named Olivia Voldaren (707.2): the legend rule
    # keeps the newer one, the token (704.5j); [keep] keeps the card instead.
    reply = (await layers("Olivia Voldaren + Quasiduplicate -> Olivia Voldaren"))["reply"]
    kept = [o for o in named(reply, "Olivia Voldaren") if o["zone"] == "battlefield"]
    assert len(kept) == 1 and kept[0]["is_token"] is True
    reply = (await layers("Olivia Voldaren [keep] + Quasiduplicate -> Olivia Voldaren"))["reply"]
    kept = [o for o in named(reply, "Olivia Voldaren") if o["zone"] == "battlefield"]
    assert len(kept) == 1 and kept[0]["is_token"] is False
