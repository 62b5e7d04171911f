"""Instances of keywords, played through the command core with Scryfall cards read by the
Oracle parser: a keyword with a number or a cost is still that keyword (702.1: "rampage 2" is
rampage, 702.23), so a condition asking whether a creature has it holds for any instance; a
reply shows a redundant keyword once (702.9c: a second flying does nothing) and keeps each
instance of one that isn't (two "ward {2}" are two triggered abilities, 702.21)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = (
    "Craw Giant", "Rapid Fire", "Grizzly Bears", "Serra Angel", "Odric, Lunarch Marshal",
    "Bronze Guardian",
)  # fmt: skip


async def test_if_it_doesnt_have_rampage_reads_rampage_2_as_rampage(layers: Any) -> None:
    answer = await layers("Craw Giant + Rapid Fire -> Craw Giant")
    giant = only_named(answer, "Craw Giant")
    assert giant["abilities"].count("rampage 2") == 1  # its own; Rapid Fire's did nothing
    assert "first strike" in giant["abilities"]


async def test_a_creature_without_rampage_gains_it(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Rapid Fire -> Grizzly Bears")
    assert "rampage 2" in only_named(answer, "Grizzly Bears")["abilities"]


async def test_flying_and_vigilance_gained_again_are_shown_once(layers: Any) -> None:
    answer = await layers("Serra Angel + Odric, Lunarch Marshal + trigger Odric, Lunarch Marshal")
    assert only_named(answer, "Serra Angel")["abilities"] == ["flying", "vigilance"]


async def test_two_ward_abilities_are_both_kept(layers: Any) -> None:
    answer = await layers("Bronze Guardian + Bronze Guardian")
    first = answer["reply"]["objects"][0]
    assert first["abilities"].count("ward {2}") == 2  # its own and the other's (702.21)
