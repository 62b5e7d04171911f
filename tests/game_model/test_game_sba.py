"""State-based actions (704.3, 704.5), checked once the board a scenario names is complete
and after every term from then on."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = (
    "Grizzly Bears", "Bonesplitter", "March of the Machines", "Isamaru, Hound of Konda",
    "Forest", "Darksteel Garrison", "Pacifism", "Giant Growth", "Ancient Ooze",
    "Gideon, Ally of Zendikar", "Act of Treason", "Smuggler's Copter", "Leyline of Singularity",
    "Geralf's Messenger",
)  # fmt: skip


async def test_an_equipment_that_became_a_creature_falls_off(layers: Any) -> None:
    # 301.5c, 704.5n: the Bonesplitter is a 1/1 artifact creature and can't equip
    answer = await layers("Grizzly Bears + Bonesplitter + March of the Machines")
    bears, splitter = answer["reply"]["objects"][0], named(answer["reply"], "Bonesplitter")[0]
    assert (bears["power"], bears["toughness"]) == (2, 2)
    assert (splitter["attached_to"], splitter["zone"], splitter["power"]) == (
        None,
        "battlefield",
        1,
    )


async def test_the_legend_rule_keeps_one_per_controller(layers: Any) -> None:
    answer = await layers("Isamaru, Hound of Konda + Isamaru, Hound of Konda")
    zones = [obj["zone"] for obj in named(answer["reply"], "Isamaru, Hound of Konda")]
    assert sorted(zones) == ["battlefield", "graveyard"]
    assert any("(704.5j)" in note for note in answer["reply"]["notes"])
    answer = await layers("Isamaru, Hound of Konda + opp: Isamaru, Hound of Konda")
    assert {obj["zone"] for obj in answer["reply"]["objects"]} == {"battlefield"}


async def test_plus_and_minus_counters_cancel(layers: Any) -> None:
    answer = await layers("Grizzly Bears + 2 +1/+1 counters + -1/-1 counter")
    bears = answer["reply"]["objects"][0]
    assert bears["counters"] == {"+1/+1": 1}
    assert (bears["power"], bears["toughness"]) == (3, 3)
    assert any("(704.5q)" in note for note in answer["reply"]["notes"])


async def test_zero_toughness_goes_to_the_graveyard(layers: Any) -> None:
    answer = await layers("Grizzly Bears + 2 -1/-1 counters")
    bears = answer["reply"]["objects"][0]
    assert (bears["zone"], bears["toughness"]) == ("graveyard", 0)
    assert any("(704.5f)" in line for line in bears["status"])


async def test_a_lone_zero_zero_dies_once_the_board_is_complete(layers: Any) -> None:
    # Ancient Ooze counts the other creatures' mana values: alone it is 0/0
    answer = await layers("Ancient Ooze + Grizzly Bears")
    assert answer["reply"]["objects"][0]["zone"] == "battlefield"
    answer = await layers("Ancient Ooze + end turn")
    assert answer["reply"]["objects"][0]["zone"] == "graveyard"
    answer = await layers("Ancient Ooze + Giant Growth")  # it died before the spell was cast
    assert answer["ok"] is False and "has left the battlefield" in answer["error"]


async def test_a_fortification_fortifies_a_land(layers: Any) -> None:
    answer = await layers("Forest + Darksteel Garrison")
    forest = answer["reply"]["objects"][0]
    assert "indestructible" in forest["abilities"]
    assert named(answer["reply"], "Darksteel Garrison")[0]["attached_to"] == "Forest"
    # after a subject it can't fortify, it enters unattached, as it may (301.6, 301.5)
    answer = await layers("Grizzly Bears + Darksteel Garrison")
    assert named(answer["reply"], "Darksteel Garrison")[0]["attached_to"] is None
    assert any("isn't a land" in note for note in answer["reply"]["notes"])


async def test_fortify_moves_it_to_another_land(layers: Any) -> None:
    answer = await layers(
        "Forest + Forest + Darksteel Garrison + fortify Darksteel Garrison -> Forest #2"
    )
    forests = named(answer["reply"], "Forest")
    assert ["indestructible" in f["abilities"] for f in forests] == [False, True]


async def test_a_planeswalker_that_pays_its_last_loyalty_dies(layers: Any) -> None:
    # 306.5b: Gideon enters with 4; its -4 leaves 0 and 704.5i puts it into the graveyard,
    # while the emblem it made stays (114.4)
    answer = await layers(
        "Grizzly Bears + Gideon, Ally of Zendikar + activate Gideon, Ally of Zendikar [-4]"
    )
    assert named(answer["reply"], "Gideon, Ally of Zendikar")[0]["zone"] == "graveyard"
    assert answer["reply"]["objects"][0]["power"] == 3
    answer = await layers(
        "Grizzly Bears + Gideon, Ally of Zendikar + activate Gideon, Ally of Zendikar [+1]"
    )
    assert named(answer["reply"], "Gideon, Ally of Zendikar")[0]["counters"] == {"loyalty": 5}


async def test_an_effect_that_makes_permanents_legendary_starts_the_legend_rule(
    layers: Any,
) -> None:
    """205.4d/704.5j: Leyline of Singularity makes both Bears legendary; one goes."""
    answer = await layers("Grizzly Bears + Grizzly Bears + Leyline of Singularity")
    zones = [obj["zone"] for obj in named(answer["reply"], "Grizzly Bears")]
    assert sorted(zones) == ["battlefield", "graveyard"]


async def test_a_stolen_legend_meets_yours(layers: Any) -> None:
    # you control both after Act of Treason; the legend rule keeps one (the newer here)
    answer = await layers(
        "Isamaru, Hound of Konda + opp: Isamaru, Hound of Konda + Act of Treason -> "
        "Isamaru, Hound of Konda #2"
    )
    hounds = named(answer["reply"], "Isamaru, Hound of Konda")
    assert [(h["zone"], h["controller"]) for h in hounds] == [
        ("graveyard", "you"), ("battlefield", "you"),
    ]  # fmt: skip


async def test_equipment_falls_off_a_vehicle_when_it_stops_being_a_creature(layers: Any) -> None:
    # crewed until end of turn (702.122a), equipped, then the turn ends: 704.5n
    text = (
        "Grizzly Bears + Smuggler's Copter + Bonesplitter + activate Smuggler's Copter + "
        "equip Bonesplitter -> Smuggler's Copter"
    )
    answer = await layers(text)
    assert named(answer["reply"], "Bonesplitter")[0]["attached_to"] == "Smuggler's Copter"
    answer = await layers(f"{text} + end turn")
    copter = named(answer["reply"], "Smuggler's Copter")[0]
    assert (copter["types"], copter["power"]) == (["Artifact"], None)
    assert named(answer["reply"], "Bonesplitter")[0]["attached_to"] is None


async def test_keep_chooses_which_legend_stays(layers: Any) -> None:
    answer = await layers(
        "Isamaru, Hound of Konda [keep] + opp: Isamaru, Hound of Konda + Act of Treason -> "
        "Isamaru, Hound of Konda #2"
    )
    hounds = named(answer["reply"], "Isamaru, Hound of Konda")
    assert [h["zone"] for h in hounds] == ["battlefield", "graveyard"]
    assert any("kept the one marked [keep]" in n for n in answer["reply"]["notes"])


async def test_a_creature_that_dies_as_its_counters_cancel_keeps_them(layers: Any) -> None:
    # 704.3: the toughness check (704.5f) and the counter pairs (704.5q) happen at once, so
    # the Messenger dies with its +1/+1 counter and undying doesn't return it (704.8)
    answer = await layers("Geralf's Messenger + +1/+1 counter + 4 -1/-1 counters")
    (messenger,) = named(answer["reply"], "Geralf's Messenger")
    assert messenger["zone"] == "graveyard"
    notes = answer["reply"]["notes"]
    assert not any("(704.5q)" in note for note in notes)
    assert any("undying didn't return it" in note for note in notes)
    # with no +1/+1 counter it had none to keep: undying returns it with one
    answer = await layers("Geralf's Messenger + 2 -1/-1 counters")
    (back,) = [
        o for o in named(answer["reply"], "Geralf's Messenger") if o["zone"] == "battlefield"
    ]
    assert (back["power"], back["toughness"], back["counters"]) == (4, 3, {"+1/+1": 1})
