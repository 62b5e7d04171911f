"""Planes, vanguards and schemes are no permanents: they stay face up in the command zone,
where their static abilities work (113.6p, 311.4, 902.7), and affect only permanents."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = (
    "Krosa",
    "Maraxus",
    "Karn",
    "Bant",
    "Grizzly Bears",
    "Sol Ring",
    "Hill Giant",
    "Immediate Action",
)


async def test_a_planes_anthem_works_from_the_command_zone(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Krosa")
    bears = named(answer["reply"], "Grizzly Bears")[0]
    assert (bears["power"], bears["toughness"]) == (4, 4)
    assert not answer["reply"]["unmodelled"]
    krosa = named(answer["reply"], "Krosa")
    assert not krosa or krosa[0]["zone"] == "command"  # never on the battlefield


async def test_a_vanguard_affects_only_its_players_creatures(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Maraxus")
    bears = named(answer["reply"], "Grizzly Bears")[0]
    assert (bears["power"], bears["toughness"]) == (3, 2)
    theirs = await layers("Grizzly Bears + opp: Maraxus")
    bears = named(theirs["reply"], "Grizzly Bears")[0]
    assert (bears["power"], bears["toughness"]) == (2, 2)


async def test_karn_the_vanguard_animates_noncreature_artifacts(layers: Any) -> None:
    answer = await layers("Sol Ring + Karn")
    ring = named(answer["reply"], "Sol Ring")[0]
    assert "Creature" in ring["types"] and (ring["power"], ring["toughness"]) == (1, 1)


async def test_a_plane_grants_a_keyword_to_every_creature(layers: Any) -> None:
    answer = await layers("Grizzly Bears + opp: Bant")
    bears = named(answer["reply"], "Grizzly Bears")[0]
    assert "exalted" in bears["abilities"]


async def test_a_plane_is_never_the_subject(layers: Any) -> None:
    answer = await layers("Krosa + Grizzly Bears")
    assert answer["ok"] is False
    assert "Krosa is a plane" in answer["error"]


async def test_a_hidden_agenda_works_on_the_chosen_name_only(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Hill Giant + Immediate Action [name: Grizzly Bears]")
    assert "haste" in named(answer["reply"], "Grizzly Bears")[0]["abilities"]
    assert "haste" not in named(answer["reply"], "Hill Giant")[0]["abilities"]
    unnamed = await layers("Grizzly Bears + Immediate Action")
    assert "haste" not in named(unnamed["reply"], "Grizzly Bears")[0]["abilities"]
    assert any("reads a chosen card name" in u for u in unnamed["reply"]["unmodelled"])
