"""Shapes of characteristic-changing text first read in the fifteenth stop, each played on
a board with the real cards: the reply a judge would see."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = [
    "Soulflayer", "Serra Angel", "Giant Spider", "Grizzly Bears", "Mastercraft Raptor",
    "Carnage Tyrant", "Wretched Bonemass",
]  # fmt: skip


def _keywords(found: dict[str, Any]) -> set[str]:
    """What the reply lists as the object's abilities (keywords by their names)."""
    return set(found["abilities"])


async def test_soulflayer_has_each_keyword_a_card_its_delve_exiled_has(layers: Any) -> None:
    # "If a creature card with flying was exiled with ~'s delve ability, ~ has flying. The
    # same is true for ... reach, ... vigilance": the cards its delve exiled (607.2a)
    answer = await layers("Soulflayer [exile: Serra Angel, Giant Spider]")
    assert {"flying", "vigilance", "reach"} <= _keywords(only_named(answer, "Soulflayer"))
    assert "first strike" not in _keywords(only_named(answer, "Soulflayer"))
    assert answer["reply"]["unmodelled"] == []
    plain = only_named(await layers("Soulflayer [exile: Grizzly Bears]"), "Soulflayer")
    assert not {"flying", "vigilance", "reach"} & _keywords(plain)


async def test_mastercraft_raptor_has_the_total_power_of_the_cards_used_to_craft_it(
    layers: Any,
) -> None:
    # "~'s power is equal to the total power of the exiled cards used to craft it": the
    # cards exiled to pay its craft cost (702.167c), 7 + 2; its toughness stays 4
    raptor = only_named(
        await layers("Mastercraft Raptor [exile: Carnage Tyrant, Grizzly Bears]"),
        "Mastercraft Raptor",
    )
    assert (raptor["power"], raptor["toughness"]) == (9, 4)
    alone = only_named(await layers("Mastercraft Raptor"), "Mastercraft Raptor")
    assert (alone["power"], alone["toughness"]) == (0, 4)


async def test_wretched_bonemass_counts_and_copies_keywords_of_the_crafting_cards(
    layers: Any,
) -> None:
    # P/T each the total power of the crafting cards (4 + 2), and flying and vigilance
    # because Serra Angel is among them
    answer = await layers("Wretched Bonemass [exile: Serra Angel, Grizzly Bears]")
    bonemass = only_named(answer, "Wretched Bonemass")
    assert (bonemass["power"], bonemass["toughness"]) == (6, 6)
    assert {"flying", "vigilance"} <= _keywords(bonemass)
    assert "lifelink" not in _keywords(bonemass)
