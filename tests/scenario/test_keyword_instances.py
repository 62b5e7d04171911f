"""A keyword with a number or a cost is still that keyword (702.1: "rampage 2" is rampage,
702.23): a condition asking whether a creature has it holds for any instance; played through
the command core with Scryfall cards read by the Oracle parser."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = ("Craw Giant", "Rapid Fire", "Grizzly Bears")


async def test_if_it_doesnt_have_rampage_reads_rampage_2_as_rampage(layers: Any) -> None:
    answer = await layers("Craw Giant + Rapid Fire -> Craw Giant")
    giant = only_named(answer, "Craw Giant")
    assert giant["abilities"].count("rampage 2") == 1  # its own; Rapid Fire's did nothing
    assert "first strike" in giant["abilities"]


async def test_a_creature_without_rampage_gains_it(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Rapid Fire -> Grizzly Bears")
    assert "rampage 2" in only_named(answer, "Grizzly Bears")["abilities"]
