""" "It" in a spell after "exile ..., then return that card to the battlefield" is the new
object the spell returned (400.7, 608.2c), as "that creature" after a reanimation is;
played through the command core with Scryfall cards read by the Oracle parser."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = ("Grizzly Bears", "Giant Growth", "Justiciar's Portal")


async def test_it_is_the_creature_the_spell_returned(layers: Any) -> None:
    # Giant Growth's +3/+3 was the old object's; the first strike is the new one's
    answer = await layers(
        "Grizzly Bears + Giant Growth -> Grizzly Bears + Justiciar's Portal -> Grizzly Bears"
    )
    assert answer["ok"] is True, answer
    bears = {o["zone"]: o for o in named(answer["reply"], "Grizzly Bears")}
    assert (bears["battlefield"]["power"], bears["battlefield"]["toughness"]) == (2, 2)
    assert "first strike" in bears["battlefield"]["abilities"]
    assert "first strike" not in (bears["exile"].get("abilities") or [])
    assert not answer["reply"]["unmodelled"]
