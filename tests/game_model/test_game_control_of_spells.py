"""Gaining control of a spell on the stack (613.1b: control-changing effects apply to
spells too): Aethersnatch, Commandeer; the spell is named like any card on the stack."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = ("Grizzly Bears", "Serra Angel", "Lightning Bolt", "Aethersnatch", "Commandeer")


async def test_aethersnatch_takes_a_creature_spell(layers: Any) -> None:
    answer = await layers("Grizzly Bears + opp: stack: Serra Angel + Aethersnatch -> Serra Angel")
    angel = only_named(answer, "Serra Angel")
    assert (angel["controller"], angel["zone"]) == ("you", "stack")
    # choosing new targets is not carried out, and says so
    assert any("choose new targets" in line for line in answer["reply"]["unmodelled"])


async def test_commandeer_takes_only_a_noncreature_spell(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + opp: stack: Lightning Bolt + Commandeer -> Lightning Bolt"
    )
    assert only_named(answer, "Lightning Bolt")["controller"] == "you"
    answer = await layers("Grizzly Bears + opp: stack: Serra Angel + Commandeer -> Serra Angel")
    assert answer["ok"] is False and "isn't the kind of card it may target" in answer["error"]


async def test_a_permanent_is_not_a_spell(layers: Any) -> None:
    answer = await layers("Grizzly Bears + opp: Serra Angel + Aethersnatch -> Serra Angel")
    assert answer["ok"] is False
    assert "say which spell, a spell on the stack" in answer["error"]
    assert "stack: Lightning Bolt" in answer["hint"]
