"""Counts of "each other creature that shares a creature type with it" (Coat of Arms,
Alpha Status): counted again for each creature the effect applies to, "other" meaning other
than that creature, read after layer 4 has set every creature type (613.1d, 613.4c)."""

from __future__ import annotations

from typing import Any

NAMES = (
    "Coat of Arms", "Alpha Status", "Grizzly Bears", "Runeclaw Bear", "Llanowar Elves",
    "Changeling Outcast", "Conspiracy", "Ornithopter",
)  # fmt: skip

BOARD = "Grizzly Bears + Runeclaw Bear + Llanowar Elves + Changeling Outcast + Ornithopter"


def _pt(answer: dict[str, Any]) -> dict[str, tuple[int, int]]:
    return {
        o["name"]: (o["power"], o["toughness"])
        for o in answer["reply"]["objects"]
        if o["power"] is not None
    }


async def test_coat_of_arms_counts_for_each_creature_apart(layers: Any) -> None:
    answer = await layers(f"{BOARD} + Coat of Arms")
    assert answer["reply"]["unmodelled"] == []
    assert _pt(answer) == {
        "Grizzly Bears": (4, 4),  # Runeclaw Bear and the changeling
        "Runeclaw Bear": (4, 4),
        "Llanowar Elves": (2, 2),  # only the changeling is an Elf too
        "Changeling Outcast": (5, 5),  # every creature type: the four others
        "Ornithopter": (1, 3),  # a Thopter: only the changeling is one too
    }


async def test_coat_of_arms_reads_the_types_layer_4_gave(layers: Any) -> None:
    # Conspiracy makes every creature you control a Goblin: now all share one with all
    answer = await layers(f"{BOARD} + Conspiracy [Goblin] + Coat of Arms")
    pt = _pt(answer)
    assert pt["Llanowar Elves"] == (5, 5) and pt["Ornithopter"] == (4, 6)
    assert pt["Grizzly Bears"] == (6, 6)


async def test_alpha_status_counts_for_the_enchanted_creature(layers: Any) -> None:
    answer = await layers(f"{BOARD} + Alpha Status -> Grizzly Bears")
    pt = _pt(answer)
    assert pt["Grizzly Bears"] == (6, 6)  # +2/+2 twice: Runeclaw Bear and the changeling
    assert pt["Runeclaw Bear"] == (2, 2)
