"""Shapes of characteristic-changing text first read in the fifteenth stop, each played on
a board with the real cards: the reply a judge would see."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = [
    "Soulflayer", "Serra Angel", "Giant Spider", "Grizzly Bears",
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
