"""What the seventh probe draw found, through the command core with Scryfall cards read by
the Oracle parser: a creature or a permanent that is neither an Aura, an Equipment nor a
Fortification and is attached to something becomes unattached (704.5p); loyalty counters put
on a planeswalker by a term, which its loyalty abilities pay from (606.6)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = (
    "Bonesplitter",
    "Grizzly Bears",
    "Ornithopter",
    "Saheeli, Sublime Artificer",
    "Tezzeret, Cruel Machinist",
    "Clone",
)

SAHEELI = "Saheeli, Sublime Artificer"

TEZZERET = "Tezzeret, Cruel Machinist"


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


async def test_loyalty_counters_pay_for_an_ultimate(layers: Any) -> None:
    # Tezzeret's ruling: a copy of a face-down 5/5 is a face-up nameless 5/5 artifact creature
    answer = await layers(
        f"{TEZZERET} + 3 loyalty counters + hand: Grizzly Bears + activate {TEZZERET} [-7] "
        "-> Grizzly Bears + Clone [copy: Grizzly Bears]"
    )
    (clone,) = [o for o in answer["reply"]["objects"] if o["card"] == "Clone"]
    assert (clone["power"], clone["toughness"], clone["name"]) == (5, 5, "nameless creature")
    assert clone["types"] == ["Artifact", "Creature"]
    assert clone["face_down"] is False


async def test_one_loyalty_counter_is_not_enough_for_minus_seven(layers: Any) -> None:
    # 306.5b: it enters with its printed 4 loyalty; 606.6: 5 can't pay -7
    answer = await layers(
        f"{TEZZERET} + loyalty counter + hand: Grizzly Bears + activate {TEZZERET} [-7] "
        "-> Grizzly Bears"
    )
    assert answer["ok"] is False
    assert "has 5 loyalty, not enough to pay" in str(answer["error"])


async def test_loyalty_counters_on_a_creature_are_still_refused(layers: Any) -> None:
    answer = await layers("Grizzly Bears + loyalty counter")
    assert answer["ok"] is False
    assert "on a permanent that has no loyalty" in str(answer["error"])
