"""A transforming double-faced card whose back face is an Aura (Katilda's Rising Dawn, cast
transformed with disturb) enters attached, like a cast Aura (712.8e, 303.4), played through
the command core with Scryfall cards read by the Oracle parser."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = ("Grizzly Bears", "Katilda, Dawnhart Martyr", "Forest")


async def test_a_transformed_aura_enchants_the_creature_named(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Katilda, Dawnhart Martyr [transformed] -> Grizzly Bears")
    bears = only_named(answer, "Grizzly Bears")
    # +X/+X, X = the permanents you control that are Spirits and/or enchantments: the Aura
    assert (bears["power"], bears["toughness"]) == (3, 3)
    assert {"flying", "lifelink"} <= set(bears["abilities"])
    assert only_named(answer, "Katilda's Rising Dawn")["zone"] == "battlefield"


async def test_its_enchant_creature_is_checked_as_a_cast_auras_is(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + Forest + Katilda, Dawnhart Martyr [transformed] -> Forest"
    )
    assert answer["ok"] is False and "can only be attached to a creature" in answer["error"]
