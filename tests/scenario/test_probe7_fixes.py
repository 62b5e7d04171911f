"""What the seventh probe draw found, through the command core with Scryfall cards read by
the Oracle parser: a creature or a permanent that is neither an Aura, an Equipment nor a
Fortification and is attached to something becomes unattached (704.5p); loyalty counters put
on a planeswalker by a term, which its loyalty abilities pay from (606.6); a leaves trigger an
effect gave a creature ("gains 'When this creature dies, ...'") triggers as it leaves
(603.10a) and is warned of until it resolves; "destroy/exile/return target X and all other Xs
[that player controls] with the same name as that X" acts on those others too (Maelstrom
Pulse, Deputy of Detention, Legion's End)."""

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
    "Abnormal Endurance",
    "Feign Death",
    "Ovinize",
    "Maelstrom Pulse",
    "Deputy of Detention",
    "Holy Strength",
    "Legion's End",
    "Hill Giant",
    "Serra Angel",
    "Declaration in Stone",
    "Echoing Truth",
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


def _unresolved(answer: dict[str, Any]) -> list[str]:
    return [w for w in answer["reply"]["unmodelled"] if "triggered and was not resolved" in w]


async def test_a_granted_dies_trigger_is_warned_of_when_destroyed(layers: Any) -> None:
    # Tezzeret's ruling (a face-down creature that dies is returned face up) hinges on it
    answer = await layers(
        "Grizzly Bears + Abnormal Endurance -> Grizzly Bears + destroy Grizzly Bears"
    )
    assert only_named(answer, "Grizzly Bears")["zone"] == "graveyard"
    (warning,) = _unresolved(answer)
    assert "When Grizzly Bears dies, return it to the battlefield tapped" in warning


async def test_a_granted_dies_trigger_is_warned_of_after_lethal_damage(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + Feign Death -> Grizzly Bears + 2 damage -> Grizzly Bears"
    )
    (warning,) = _unresolved(answer)
    assert "with a +1/+1 counter on it" in warning


async def test_a_granted_dies_trigger_lost_before_it_died_does_not_trigger(layers: Any) -> None:
    # 603.10a: the abilities it had as it last existed; Ovinize took the granted one away
    answer = await layers(
        "Grizzly Bears + Abnormal Endurance -> Grizzly Bears + Ovinize -> Grizzly Bears "
        "+ destroy Grizzly Bears"
    )
    assert _unresolved(answer) == []


def _zones(answer: dict[str, Any], name: str) -> list[str]:
    assert answer["ok"] is True, answer
    return sorted(o["zone"] for o in answer["reply"]["objects"] if o["card"] == name)


async def test_maelstrom_pulse_destroys_every_permanent_of_that_name(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + opp: Grizzly Bears + opp: Hill Giant + Maelstrom Pulse -> Grizzly Bears #2"
    )
    assert _zones(answer, "Grizzly Bears") == ["graveyard", "graveyard"]
    assert _zones(answer, "Hill Giant") == ["battlefield"]


async def test_declaration_in_stone_spares_another_players_namesake(layers: Any) -> None:
    # "all other creatures its controller controls with the same name"
    answer = await layers(
        "Grizzly Bears + opp: Grizzly Bears + opp: Grizzly Bears + "
        "Declaration in Stone -> Grizzly Bears #2"
    )
    bears = [o for o in answer["reply"]["objects"] if o["card"] == "Grizzly Bears"]
    assert sorted((o["controller"], o["zone"]) for o in bears) == [
        ("opponent", "exile"), ("opponent", "exile"), ("you", "battlefield"),
    ]  # fmt: skip


async def test_echoing_truth_returns_each_namesake_to_its_owners_hand(layers: Any) -> None:
    answer = await layers("opp: Hill Giant + Hill Giant + Echoing Truth -> Hill Giant")
    assert _zones(answer, "Hill Giant") == ["hand", "hand"]


async def test_deputy_of_detention_exiles_and_returns_every_namesake(layers: Any) -> None:
    # its ruling: the Aura goes to the graveyard, the counter ceases to exist, both return
    board = (
        "opp: Grizzly Bears + opp: Grizzly Bears + +1/+1 counter -> Grizzly Bears + "
        "opp: Holy Strength -> Grizzly Bears #2 + Deputy of Detention -> Grizzly Bears"
    )
    exiled = await layers(board)
    assert _zones(exiled, "Grizzly Bears") == ["exile", "exile"]
    assert _zones(exiled, "Holy Strength") == ["graveyard"]
    back = await layers(f"{board} + destroy Deputy of Detention")
    bears = [
        (o["controller"], o["power"], o["counters"])
        for o in back["reply"]["objects"]
        if o["card"] == "Grizzly Bears" and o["zone"] == "battlefield"
    ]
    assert bears == [("opponent", 2, {}), ("opponent", 2, {})]  # new objects (400.7)


async def test_legions_end_finds_no_namesake_for_a_face_down_creature(layers: Any) -> None:
    # its ruling: a face-down creature has no name (708.2), so it shares none
    answer = await layers(
        "opp: face-down Hill Giant + opp: face-down Serra Angel + Legion's End -> Hill Giant"
    )
    assert _zones(answer, "Hill Giant") == ["exile"]
    assert _zones(answer, "Serra Angel") == ["battlefield"]
