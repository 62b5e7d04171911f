"""What independent reviews of the thirteenth stop left open (issue 13): protection and the
Auras it removes, players' own hexproof, which activated ability was used and how to name
it, a used choice listed as not carried out, a graveyard target, and an X that counts its
own resolution."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = [
    "Grizzly Bears", "Bronze Cudgels",
]  # fmt: skip


async def test_an_ability_counting_its_own_resolutions_counts_at_least_this_one(
    layers: Any,
) -> None:
    # Bronze Cudgels: "X is the number of times this ability has resolved this turn": the
    # resolution under way is one of them, so unstated X is 1, and the reply says so
    answer = await layers(
        "Grizzly Bears + Bronze Cudgels -> Grizzly Bears + activate Bronze Cudgels"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (3, 2)
    assert any("counted as 1" in line for line in answer["reply"]["unmodelled"])
    stated = await layers(
        "Grizzly Bears + Bronze Cudgels -> Grizzly Bears + activate Bronze Cudgels [x 3]"
    )
    assert only_named(stated, "Grizzly Bears")["power"] == 5
