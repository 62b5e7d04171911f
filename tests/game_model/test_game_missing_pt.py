"""208.5: a creature with no value for its power or toughness has 0, and state-based
actions see the 0 toughness (704.5f); a noncreature has no P/T at all (208.3)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = ("Svogthos, the Restless Tomb", "Dress Down", "Humility", "Grizzly Bears", "Tarmogoyf")

SVOGTHOS = "Svogthos, the Restless Tomb"
ANIMATED = f"{SVOGTHOS} [graveyard: Grizzly Bears, Tarmogoyf] + activate {SVOGTHOS}"


async def test_an_animated_land_that_loses_its_pt_ability_dies_as_a_0_0(layers: Any) -> None:
    for loses in ("Dress Down", "loses all abilities"):
        answer = await layers(f"{ANIMATED} + {loses}")
        tomb = named(answer["reply"], SVOGTHOS)[0]
        assert (tomb["power"], tomb["toughness"]) == (0, 0), loses
        assert tomb["zone"] == "graveyard", loses
        assert any(step["rule"] == "208.5" for step in tomb["steps"]), loses
        assert any("toughness is 0 (704.5f)" in note for note in answer["reply"]["notes"])


async def test_the_animated_land_keeps_its_pt_while_it_has_the_ability(layers: Any) -> None:
    answer = await layers(ANIMATED)
    tomb = named(answer["reply"], SVOGTHOS)[0]
    assert (tomb["power"], tomb["toughness"], tomb["zone"]) == (2, 2, "battlefield")
    assert not any(step["rule"] == "208.5" for step in tomb["steps"])


async def test_humility_sets_the_value_so_nothing_is_missing(layers: Any) -> None:
    answer = await layers(f"{ANIMATED} + Humility")
    tomb = named(answer["reply"], SVOGTHOS)[0]
    assert (tomb["power"], tomb["toughness"], tomb["zone"]) == (1, 1, "battlefield")


async def test_a_noncreature_keeps_no_pt(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Dress Down")
    enchantment = named(answer["reply"], "Dress Down")[0]
    assert (enchantment["power"], enchantment["toughness"]) == (None, None)


async def test_a_star_creature_without_its_ability_has_0_power(layers: Any) -> None:
    # Tarmogoyf is */1+*: with no characteristic-defining ability it is 0/1 (208.5)
    answer = await layers("Tarmogoyf [graveyard: creature land] + loses all abilities")
    goyf = named(answer["reply"], "Tarmogoyf")[0]
    assert (goyf["power"], goyf["toughness"], goyf["zone"]) == (0, 1, "battlefield")
