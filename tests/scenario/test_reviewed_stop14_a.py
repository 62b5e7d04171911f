"""What earlier reviews left open in the game model (issue 13): a triggered ability's "you
may" is a choice (603.5, 608.2d), and a spell's own earlier instruction is counted by its
later amount (608.2c)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named, size_of, warnings_in

NAMES = [
    "Grizzly Bears", "Battle-Rattle Shaman", "Fourth Bridge Prowler", "Angel of Sanctions",
    "Fists of Flame", "Fortifying Draught", "Blossoming Bogbeast", "Assault Suit", "Kavu Titan",
    "Cloudshift", "Forest", "Toph, the Blind Bandit", "Murder", "Swords to Plowshares", "Unsummon",
    "Secretkeeper", "Adamaro, First to Desire", "Dollmaker's Shop", "Porcelain Gallery",
    "Dazzling Theater", "Prop Room", "Riparian Tiger", "Copy Enchantment", "Elven Bow",
    "Lightning Bolt",
]  # fmt: skip


async def test_a_triggered_you_may_have_is_taken_and_said(layers: Any) -> None:
    # Battle-Rattle Shaman: "you may have target creature get +2/+0": with no bracket the
    # reply says it took [did]; [didn't] declines it
    taken = await layers(
        "Grizzly Bears + Battle-Rattle Shaman + trigger Battle-Rattle Shaman -> Grizzly Bears"
    )
    assert size_of(taken, "Grizzly Bears") == (4, 2)
    assert "[didn't]" in warnings_in(taken)
    declined = await layers(
        "Grizzly Bears + Battle-Rattle Shaman + trigger Battle-Rattle Shaman [didn't] "
        "-> Grizzly Bears"
    )
    assert size_of(declined, "Grizzly Bears") == (2, 2)
    assert "[didn't]" not in warnings_in(declined)


async def test_an_enters_trigger_you_may_have_can_be_declined(layers: Any) -> None:
    # Fourth Bridge Prowler resolves as it enters: the target keeps its size when declined
    taken = await layers("opp: Grizzly Bears + Fourth Bridge Prowler -> Grizzly Bears")
    assert size_of(taken, "Grizzly Bears") == (1, 1)
    assert "[didn't]" in warnings_in(taken)
    declined = await layers("opp: Grizzly Bears + Fourth Bridge Prowler [didn't] -> Grizzly Bears")
    assert size_of(declined, "Grizzly Bears") == (2, 2)
    assert any("chose not to" in note for note in declined["reply"]["notes"])


async def test_a_may_have_another_player_gain_control_is_a_choice(layers: Any) -> None:
    # Assault Suit: "you may have that player gain control of equipped creature" on each
    # opponent's upkeep; declined, its controller keeps it
    scenario = "Grizzly Bears + Assault Suit -> Grizzly Bears + end turn + trigger Assault Suit"
    taken = only_named(await layers(scenario), "Grizzly Bears")
    assert taken["controller"] == "opponent"
    kept = only_named(await layers(f"{scenario} [didn't]"), "Grizzly Bears")
    assert kept["controller"] == "you"


async def test_an_optional_instruction_is_said_and_can_be_declined(layers: Any) -> None:
    # Angel of Sanctions: "you may exile target nonland permanent an opponent controls"
    taken = await layers("opp: Grizzly Bears + Angel of Sanctions -> Grizzly Bears")
    assert only_named(taken, "Grizzly Bears")["zone"] == "exile"
    assert "write [didn't]" in warnings_in(taken)
    declined = await layers("opp: Grizzly Bears + Angel of Sanctions [didn't] -> Grizzly Bears")
    assert only_named(declined, "Grizzly Bears")["zone"] == "battlefield"
    stated = await layers("opp: Grizzly Bears + Angel of Sanctions [did] -> Grizzly Bears")
    assert "write [didn't]" not in warnings_in(stated)


async def test_a_spell_counts_the_card_it_drew_first(layers: Any) -> None:
    # Fists of Flame: "Draw a card. ... +1/+0 for each card you've drawn this turn"
    alone = await layers("Grizzly Bears + Fists of Flame -> Grizzly Bears")
    assert size_of(alone, "Grizzly Bears") == (3, 2)
    assert "more may have happened before it" in warnings_in(alone)
    stated = await layers("Grizzly Bears + Fists of Flame [cards drawn 2] -> Grizzly Bears")
    assert size_of(stated, "Grizzly Bears") == (5, 2)  # two before it, and its own


async def test_a_spell_counts_the_life_it_gained_first(layers: Any) -> None:
    # Fortifying Draught: "You gain 2 life. Target creature gets +X/+X ..., where X is the
    # amount of life you gained this turn"
    alone = await layers("Grizzly Bears + Fortifying Draught -> Grizzly Bears")
    assert size_of(alone, "Grizzly Bears") == (4, 4)
    stated = await layers("Grizzly Bears + Fortifying Draught [life gained 3] -> Grizzly Bears")
    assert size_of(stated, "Grizzly Bears") == (7, 7)


async def test_a_trigger_counts_the_life_it_gained_first(layers: Any) -> None:
    # Blossoming Bogbeast: "you gain 2 life. Then creatures you control ... get +X/+X"
    answer = await layers("Grizzly Bears + Blossoming Bogbeast + trigger Blossoming Bogbeast")
    assert size_of(answer, "Grizzly Bears") == (4, 4)
    assert "trample" in only_named(answer, "Grizzly Bears")["abilities"]


async def test_a_kicked_creature_enters_with_its_counters_and_keyword(layers: Any) -> None:
    # Kavu Titan: "If this creature was kicked, it enters with three +1/+1 counters on it
    # and with trample": both are the replacement that has it enter (614.1c, 702.33d)
    kicked = only_named(await layers("Kavu Titan [kicked]"), "Kavu Titan")
    assert (kicked["power"], kicked["toughness"]) == (5, 5)
    assert "trample" in kicked["abilities"]
    plain = only_named(await layers("Kavu Titan"), "Kavu Titan")
    assert "trample" not in plain["abilities"] and plain["counters"] == {}


async def test_the_entering_keyword_ends_with_the_object(layers: Any) -> None:
    # blinked, it is a new object that wasn't kicked (400.7): no counters, no trample
    answer = await layers("Kavu Titan [kicked] + Cloudshift -> Kavu Titan")
    titan = [o for o in answer["reply"]["objects"] if o["zone"] == "battlefield"]
    assert [(o["name"], o["power"]) for o in titan] == [("Kavu Titan", 2)]
    assert "trample" not in titan[0]["abilities"]


async def test_an_earthbent_land_returns_tapped_as_a_new_object(layers: Any) -> None:
    # Toph's earthbend 2 (701.66a): "When it dies or is put into exile, return it to the
    # battlefield tapped": a plain tapped land again, no counters, not a creature (400.7)
    for removal in ("Murder", "Swords to Plowshares"):
        answer = await layers(f"Forest + Toph, the Blind Bandit -> Forest + {removal} -> Forest")
        (forest,) = [
            o for o in answer["reply"]["objects"]
            if o["name"] == "Forest" and o["zone"] == "battlefield"
        ]  # fmt: skip
        assert forest["tapped"] is True and forest["counters"] == {}
        assert forest["types"] == ["Land"]


async def test_an_earthbent_land_returned_to_hand_stays_there(layers: Any) -> None:
    # bounced, it neither died nor was exiled: the delayed trigger never triggers
    answer = await layers("Forest + Toph, the Blind Bandit -> Forest + Unsummon -> Forest")
    assert not [
        o for o in answer["reply"]["objects"]
        if o["name"] == "Forest" and o["zone"] == "battlefield"
    ]  # fmt: skip


async def test_a_third_and_fourth_players_hands_can_be_stated(layers: Any) -> None:
    # Secretkeeper: "+2/+2 and flying as long as you have more cards in hand than each
    # opponent": every opponent's hand, p3's and p4's too (102.1)
    four = "Secretkeeper [players 4] [hand 5] [opponent hand 1] [p3 hand 2]"
    bigger = only_named(await layers(f"{four} [p4 hand 4]"), "Secretkeeper")
    assert (bigger["power"], "flying" in bigger["abilities"]) == (4, True)
    equal = only_named(await layers(f"{four} [p4 hand 5]"), "Secretkeeper")
    assert (equal["power"], "flying" in equal["abilities"]) == (2, False)
    # Adamaro: "the most cards in hand among your opponents"
    most = only_named(
        await layers("Adamaro, First to Desire [players 3] [opponent hand 2] [p3 hand 6]"),
        "Adamaro, First to Desire",
    )
    assert (most["power"], most["toughness"]) == (6, 6)


async def test_a_hand_of_a_player_not_in_the_game_is_refused(layers: Any) -> None:
    answer = await layers("Secretkeeper [hand 5] [p3 hand 2]")
    assert answer["ok"] is False and "[players" in answer["hint"]


async def test_a_room_enters_with_the_door_named_unlocked(layers: Any) -> None:
    # Porcelain Gallery cast (709.5d): its "creatures you control have base power and
    # toughness each equal to the number of creatures you control" applies; the Room has
    # only that door's name and mana cost (709.5)
    answer = await layers("Grizzly Bears + Porcelain Gallery")
    assert size_of(answer, "Grizzly Bears") == (1, 1)
    room = only_named(answer, "Porcelain Gallery")
    assert any("Dollmaker's Shop locked" in note for note in answer["reply"]["notes"])
    assert room["card"] == "Dollmaker's Shop // Porcelain Gallery"
    shop = await layers("Grizzly Bears + Dollmaker's Shop")
    assert size_of(shop, "Grizzly Bears") == (2, 2)  # the Gallery is locked


async def test_unlock_gives_the_other_doors_abilities(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Dollmaker's Shop + unlock Porcelain Gallery")
    assert size_of(answer, "Grizzly Bears") == (1, 1)
    assert only_named(answer, "Dollmaker's Shop // Porcelain Gallery")["card"] == (
        "Dollmaker's Shop // Porcelain Gallery"
    )
    # Dazzling Theater's "Creature spells you cast have convoke" only once it is unlocked
    locked = await layers("Prop Room + stack: Grizzly Bears")
    assert "convoke" not in only_named(locked, "Grizzly Bears")["abilities"]
    unlocked = await layers("Prop Room + unlock Dazzling Theater + stack: Grizzly Bears")
    assert "convoke" in only_named(unlocked, "Grizzly Bears")["abilities"]


async def test_unlocking_a_door_already_unlocked_is_refused(layers: Any) -> None:
    answer = await layers("Porcelain Gallery + unlock Porcelain Gallery")
    assert answer["ok"] is False and "unlock Dollmaker's Shop" in answer["hint"]
    not_a_room = await layers("Grizzly Bears + unlock Grizzly Bears")
    assert not_a_room["ok"] is False and "no Room" in not_a_room["error"]


async def test_a_trigger_that_may_be_paid_for_is_taken_and_said(layers: Any) -> None:
    # Riparian Tiger's second trigger: "Whenever this creature attacks, you may pay {E}{E}.
    # If you do, it gets +2/+2 until end of turn" (603.5): paid unless [didn't] says not,
    # and it is that trigger's text that is read, not the first one's
    paid = await layers("Riparian Tiger + trigger Riparian Tiger")
    assert size_of(paid, "Riparian Tiger") == (6, 6)
    assert "took it as paid" in warnings_in(paid)
    assert "you get {E}{E}" not in warnings_in(paid)
    declined = await layers("Riparian Tiger + trigger Riparian Tiger [didn't]")
    assert size_of(declined, "Riparian Tiger") == (4, 4)
    assert "took it as paid" not in warnings_in(declined)


async def test_a_copy_of_a_room_says_its_locks_are_not_kept(layers: Any) -> None:
    # 709.5b, 709.5d: a copy has both halves and locks of its own, which aren't kept
    answer = await layers(
        "Grizzly Bears + Porcelain Gallery + Copy Enchantment [copy: Porcelain Gallery]"
    )
    assert "locks of its own" in warnings_in(answer)


async def test_an_enters_trigger_that_may_be_paid_for_can_be_declined(layers: Any) -> None:
    # Elven Bow: "When this Equipment enters, you may pay {2}. If you do, create ..."
    scenario = "Grizzly Bears + Lightning Bolt -> opp + Elven Bow"
    answer = await layers(scenario)
    assert "took it as paid" in warnings_in(answer)
    # taken as paid, the Elf Warrior is made and the Bow attached to it (701.3a): 2/3, reach
    elf = only_named(answer, "Elf Warrior Token")
    assert (elf["power"], elf["toughness"], elf["abilities"]) == (2, 3, ["reach"])
    declined = await layers(f"{scenario} [didn't]")
    assert warnings_in(declined) == ""
    assert any("was declined" in note for note in declined["reply"]["notes"])
