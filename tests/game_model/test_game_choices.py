"""Choices in brackets (item 6 of issue 12): a chosen card name, overload, an owner, the
opponent's graveyard, commas inside names, ``#2`` on every kind of term, unknown words."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = (
    "Grizzly Bears", "Tarmogoyf", "Urborg, Tomb of Yawgmoth", "Lightning Bolt", "Lhurgoyf",
    "Aquamoeba", "Conspiracy", "Pithing Needle", "Giant Growth", "Dynacharge", "Hill Giant",
)  # fmt: skip


async def test_a_comma_inside_a_card_name_in_a_bracket_list(layers: Any) -> None:
    # a land and an instant: Tarmogoyf is 2/3
    answer = await layers("Tarmogoyf [graveyard: Urborg, Tomb of Yawgmoth, Lightning Bolt]")
    goyf = answer["reply"]["objects"][0]
    assert (goyf["power"], goyf["toughness"]) == (2, 3)


async def test_the_opponents_graveyard_counts_for_all_graveyards(layers: Any) -> None:
    answer = await layers("Lhurgoyf [graveyard: Grizzly Bears] [opponent graveyard: Hill Giant]")
    goyf = answer["reply"]["objects"][0]
    assert (goyf["power"], goyf["toughness"]) == (2, 3)


async def test_a_chosen_card_name(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Pithing Needle [name: Lightning Bolt]")
    assert answer["ok"] is True
    answer = await layers("Grizzly Bears + Pithing Needle [name: Lightning Blot]")
    assert answer["ok"] is False and "Lightning Blot" in answer["error"]


async def test_activate_names_the_second_of_two(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Aquamoeba + Aquamoeba + activate Aquamoeba #2")
    moebas = named(answer["reply"], "Aquamoeba")
    assert [(m["power"], m["toughness"]) for m in moebas] == [(1, 3), (3, 1)]


async def test_overload_affects_each_instead_of_a_target(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Hill Giant + Dynacharge [overload]")
    pts = {o["name"]: o["power"] for o in answer["reply"]["objects"]}
    assert pts == {"Grizzly Bears": 4, "Hill Giant": 5}
    answer = await layers("Grizzly Bears + Giant Growth [overload]")
    assert answer["ok"] is False and "no overload" in answer["error"]


async def test_an_unknown_word_in_brackets_is_refused(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Conspiracy [Frobnicate]")
    assert answer["ok"] is False and "[Frobnicate]" in answer["error"]
    answer = await layers("Grizzly Bears + Conspiracy [Elf]")
    assert answer["reply"]["objects"][0]["subtypes"] == ["Elf"]
