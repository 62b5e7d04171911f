"""What the seventh probe draw found, through the command core with Scryfall cards read by
the Oracle parser: a creature or a permanent that is neither an Aura, an Equipment nor a
Fortification and is attached to something becomes unattached (704.5p)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = (
    "Bonesplitter",
    "Grizzly Bears",
    "Ornithopter",
    "Saheeli, Sublime Artificer",
)

SAHEELI = "Saheeli, Sublime Artificer"


async def test_a_copy_of_an_equipment_falls_off_when_the_copy_ends(layers: Any) -> None:
    # Saheeli's ruling: the Ornithopter equips as a Bonesplitter until end of turn; once it
    # is a creature again it becomes unattached (704.5p)
    board = (
        f"Bonesplitter + Grizzly Bears + Ornithopter + {SAHEELI} + activate {SAHEELI} [-2] "
        "-> Ornithopter, Bonesplitter + equip Ornithopter -> Grizzly Bears"
    )
    equipped = only_named(await layers(board), "Grizzly Bears")
    assert (equipped["power"], equipped["toughness"]) == (4, 2)
    answer = await layers(f"{board} + end turn")
    ornithopter = only_named(answer, "Ornithopter")
    assert ornithopter["attached_to"] is None
    assert ornithopter["zone"] == "battlefield"
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (2, 2)
    assert any("704.5p" in said for said in answer["reply"]["notes"])
