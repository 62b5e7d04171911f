"""Zone changes (400.7): destroy, exile, bounce, sacrifice, blink, turn face up, and spells
whose text does it (Murder, Cloudshift, Lightning Bolt's lethal damage)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = (
    "Grizzly Bears", "Murder", "Lightning Bolt", "Cloudshift", "Giant Growth", "Pacifism",
    "Bonesplitter", "Kitchen Finks", "Raise the Alarm", "Exalted Angel", "Darksteel Myr",
    "Wrath of God", "Cyclonic Rift", "Hill Giant", "Serra Angel", "Innocent Blood", "Ephemerate",
    "Shivan Dragon", "Glorious Anthem", "Flametongue Kavu",
)  # fmt: skip


async def test_murder_destroys_its_target(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Murder")
    bears = answer["reply"]["objects"][0]
    assert bears["zone"] == "graveyard"
    assert any("destroyed (701.8)" in note for note in answer["reply"]["notes"])


async def test_lethal_damage_from_a_spell_destroys_as_a_state_based_action(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Lightning Bolt")
    assert answer["reply"]["objects"][0]["zone"] == "graveyard"
    assert any("(704.5g)" in note for note in answer["reply"]["notes"])


async def test_damage_short_of_lethal_stays_marked(layers: Any) -> None:
    answer = await layers("Serra Angel + Lightning Bolt")
    angel = answer["reply"]["objects"][0]
    assert (angel["zone"], angel["damage"]) == ("battlefield", 3)


async def test_a_blinked_creature_is_a_new_object_without_the_old_effects(layers: Any) -> None:
    # 400.7: Giant Growth applied to the object that left; the one that returns is 2/2
    answer = await layers("Grizzly Bears + Giant Growth + Cloudshift")
    bears = answer["reply"]["objects"][0]
    assert (bears["zone"], bears["power"], bears["toughness"]) == ("battlefield", 2, 2)


async def test_ephemerate_returns_the_card_under_its_owners_control(layers: Any) -> None:
    answer = await layers("Serra Angel [owner: opp] + Ephemerate")
    angel = answer["reply"]["objects"][0]
    assert (angel["zone"], angel["controller"]) == ("battlefield", "opponent")


async def test_an_aura_on_a_creature_that_left_goes_to_the_graveyard(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Pacifism + bounce Grizzly Bears")
    assert answer["reply"]["objects"][0]["zone"] == "hand"
    assert named(answer["reply"], "Pacifism")[0]["zone"] == "graveyard"
    assert any("(704.5m)" in note for note in answer["reply"]["notes"])


async def test_equipment_stays_on_the_battlefield_unattached(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Bonesplitter + destroy Grizzly Bears")
    splitter = named(answer["reply"], "Bonesplitter")[0]
    assert (splitter["zone"], splitter["attached_to"]) == ("battlefield", None)
    assert any("(704.5n)" in note for note in answer["reply"]["notes"])


async def test_persist_returns_a_new_object_with_a_minus_counter(layers: Any) -> None:
    answer = await layers("Kitchen Finks + Giant Growth + Murder")
    finks = answer["reply"]["objects"][0]
    assert (finks["zone"], finks["power"], finks["toughness"]) == ("battlefield", 2, 1)
    assert finks["counters"] == {"-1/-1": 1}


async def test_persist_does_not_return_a_creature_that_had_a_minus_counter(layers: Any) -> None:
    answer = await layers("Kitchen Finks + Murder + Murder")
    assert answer["reply"]["objects"][0]["zone"] == "graveyard"


async def test_a_blinked_token_ceases_to_exist(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Raise the Alarm + blink Soldier")
    soldiers = named(answer["reply"], "Soldier Token")
    assert [s["zone"] for s in soldiers] == ["battlefield", "exile"]
    assert any("ceases to exist (111.7)" in note for note in answer["reply"]["notes"])


async def test_turned_face_up_keeps_the_effects_on_it(layers: Any) -> None:
    # 708.8: Giant Growth applied to the face-down 2/2 still applies to the 4/5 Angel
    answer = await layers("face-down Exalted Angel + Giant Growth + turn face up Exalted Angel")
    angel = answer["reply"]["objects"][0]
    assert (angel["name"], angel["power"], angel["toughness"]) == ("Exalted Angel", 7, 8)


async def test_destroy_all_spares_an_indestructible_creature(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Darksteel Myr + Wrath of God")
    assert answer["reply"]["objects"][0]["zone"] == "graveyard"
    assert named(answer["reply"], "Darksteel Myr")[0]["zone"] == "battlefield"


async def test_overloaded_cyclonic_rift_returns_each_permanent_you_dont_control(
    layers: Any,
) -> None:
    answer = await layers(
        "Grizzly Bears + opp: Hill Giant + opp: Serra Angel + Cyclonic Rift [overload]"
    )
    zones = {obj["name"]: obj["zone"] for obj in answer["reply"]["objects"]}
    assert zones == {"Grizzly Bears": "battlefield", "Hill Giant": "hand", "Serra Angel": "hand"}


async def test_each_player_sacrifices_a_creature(layers: Any) -> None:
    answer = await layers("Grizzly Bears + opp: Hill Giant + Innocent Blood")
    assert {obj["zone"] for obj in answer["reply"]["objects"]} == {"graveyard"}


async def test_a_term_names_the_second_of_two_permanents(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + Grizzly Bears + Glorious Anthem + exile Grizzly Bears #2"
    )
    assert [b["zone"] for b in named(answer["reply"], "Grizzly Bears")] == [
        "battlefield", "exile",
    ]  # fmt: skip


async def test_destroying_what_isnt_there_is_refused(layers: Any) -> None:
    answer = await layers("Grizzly Bears + destroy Shivan Dragon")
    assert answer["ok"] is False
    assert "term 2" in answer["error"] and "Shivan Dragon" in answer["error"]


async def test_a_permanent_that_already_left_is_said_to_have_left(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Murder + exile Grizzly Bears")
    assert answer["ok"] is False and "it is in graveyard" in answer["error"]


async def test_a_token_name_no_term_made_is_refused(layers: Any) -> None:
    answer = await layers("Grizzly Bears + destroy Soldier")
    assert answer["ok"] is False and "“Soldier”" in answer["error"]


async def test_a_creature_entering_later_does_what_its_enters_ability_says(layers: Any) -> None:
    # Flametongue Kavu enters after the board is set: 4 damage to the Giant (603.6a)
    answer = await layers("Hill Giant + Giant Growth + Flametongue Kavu")
    giant = answer["reply"]["objects"][0]
    assert (giant["zone"], giant["damage"]) == ("battlefield", 4)  # a 6/6 until end of turn


async def test_the_board_a_scenario_starts_with_triggers_nothing(layers: Any) -> None:
    answer = await layers("Hill Giant + Flametongue Kavu")
    assert answer["reply"]["objects"][0]["damage"] == 0


async def test_a_token_is_named_by_its_subtypes_and_token(layers: Any) -> None:
    # 111.4: "Soldier Token"; a term may leave "Token" out
    answer = await layers("Grizzly Bears + Raise the Alarm + Giant Growth -> Soldier #2")
    soldiers = named(answer["reply"], "Soldier Token")
    assert [(s["power"], s["is_token"]) for s in soldiers] == [(1, True), (4, True)]
    answer = await layers("Grizzly Bears + Raise the Alarm + destroy Soldier Token")
    assert [s["zone"] for s in named(answer["reply"], "Soldier Token")] == [
        "battlefield", "graveyard",
    ]  # fmt: skip
