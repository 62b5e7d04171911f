"""What the thirteenth stop's review of newly read cards found in `!layers`, second share:
what an Aura may enchant (303.4a, 702.16c), ascend (702.131), a modal spell's targets
(700.2, 115.1), an Equipment its own trigger attaches, and a Commander game's starting
life (903.7). Each is read as the card says, or refused or listed, never silently wrong."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named, only_named

NAMES = [
    "Grizzly Bears", "Sol Ring", "Siege Modification", "Smuggler's Copter", "Paladin en-Vec",
    "Unholy Strength", "Holy Strength", "Gods Willing", "Call to Serve", "Forest",
    "Pride of Conquerors", "Tendershoot Dryad", "Path of Bravery", "Cho-Manno's Blessing",
    "Goblin Piker", "Ravager's Mace", "Saheeli's Artistry",
]  # fmt: skip


async def test_an_aura_that_enchants_a_creature_or_a_vehicle(layers: Any) -> None:
    # Siege Modification: "Enchant creature or Vehicle" names a subtype (303.4a, 205.3g)
    refused = await layers("Grizzly Bears + Sol Ring + Siege Modification -> Sol Ring")
    assert refused["ok"] is False
    assert "only be attached to a creature or a Vehicle" in refused["error"]
    copter = only_named(
        await layers("Smuggler's Copter + Siege Modification -> Smuggler's Copter"),
        "Smuggler's Copter",
    )
    assert (copter["power"], copter["toughness"]) == (6, 3)
    assert "Creature" in copter["types"] and "first strike" in copter["abilities"]


async def test_an_aura_can_t_enchant_a_creature_with_protection_from_its_color(
    layers: Any,
) -> None:
    # Paladin en-Vec has protection from black: a black Aura can't enchant it (702.16c)
    refused = await layers("Paladin en-Vec + Unholy Strength -> Paladin en-Vec")
    assert refused["ok"] is False
    assert "protection from black and from red" in refused["error"]
    white = only_named(
        await layers("Paladin en-Vec + Holy Strength -> Paladin en-Vec"), "Paladin en-Vec"
    )
    assert (white["power"], white["toughness"]) == (3, 4)


async def test_an_aura_falls_off_a_creature_that_gains_protection_from_it(layers: Any) -> None:
    # 303.4d, 704.5m: the black Aura is put into its owner's graveyard
    answer = await layers("Grizzly Bears + Unholy Strength + Gods Willing [black] -> Grizzly Bears")
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (2, 2)
    assert [o["zone"] for o in named(answer["reply"], "Unholy Strength")] == ["graveyard"]
    kept = await layers("Grizzly Bears + Unholy Strength + Gods Willing [white] -> Grizzly Bears")
    assert only_named(kept, "Grizzly Bears")["power"] == 4
    # Cho-Manno's Blessing: "This effect doesn't remove this Aura"
    blessed = await layers("Grizzly Bears + Cho-Manno's Blessing [white] -> Grizzly Bears")
    assert [o["zone"] for o in named(blessed["reply"], "Cho-Manno's Blessing")] == ["battlefield"]
    assert "protection from white" in only_named(blessed, "Grizzly Bears")["abilities"]


async def test_an_enchant_restriction_not_read_is_listed(layers: Any) -> None:
    # Call to Serve: "Enchant nonblack creature" is not checked, and the reply says so
    answer = await layers("Grizzly Bears + Call to Serve")
    assert any(
        "“enchant nonblack creature” is not read" in w for w in answer["reply"]["unmodelled"]
    )


async def test_ascend_on_a_spell_gives_the_blessing_as_it_resolves(layers: Any) -> None:
    # Pride of Conquerors: with ten permanents, ascend gives the city's blessing before
    # "if you have the city's blessing ... +2/+2 instead" is checked (702.131a, 608.2c)
    board = "Grizzly Bears" + " + Forest" * 9
    blessed = only_named(await layers(f"{board} + Pride of Conquerors"), "Grizzly Bears")
    assert (blessed["power"], blessed["toughness"]) == (4, 4)
    nine = board.removesuffix(" + Forest")
    short = only_named(await layers(f"{nine} + Pride of Conquerors"), "Grizzly Bears")
    assert (short["power"], short["toughness"]) == (3, 3)


async def test_ascend_on_a_permanent_counts_the_permanents_it_sees(layers: Any) -> None:
    # Tendershoot Dryad's ascend is a static ability (702.131b): the blessing is kept
    answer = await layers("Grizzly Bears" + " + Forest" * 8 + " + Tendershoot Dryad")
    assert any(
        "city's blessing went to you, with 10 permanents" in n for n in answer["reply"]["notes"]
    )
    alone = await layers("Grizzly Bears + Tendershoot Dryad")
    assert not any("city's blessing" in n for n in alone["reply"]["notes"])


async def test_a_commander_game_starts_at_forty_life(layers: Any) -> None:
    # Path of Bravery reads "your starting life total": 40 in Commander (903.7)
    for scenario, power in (
        ("Grizzly Bears [commander] + Path of Bravery [life 30]", 2),
        ("Grizzly Bears [commander] + Path of Bravery", 3),  # unstated life starts at 40
        ("Grizzly Bears [commander] + Path of Bravery [life 30] [starting life 25]", 3),
        ("Grizzly Bears + Path of Bravery [life 30]", 3),
    ):
        answer = await layers(scenario)
        assert only_named(answer, "Grizzly Bears")["power"] == power, scenario
    said = await layers("Grizzly Bears [commander] + Path of Bravery [life 30]")
    assert any("starting life total is 40 (903.7)" in n for n in said["reply"]["notes"])


async def test_an_equipment_its_own_trigger_attaches_needs_a_legal_target(layers: Any) -> None:
    # Ravager's Mace: "When this Equipment enters, attach it to target creature you control":
    # an opponent's creature is no legal target, so the Mace stays unattached (608.2b)
    answer = await layers("Grizzly Bears + opp: Goblin Piker + Ravager's Mace -> Goblin Piker")
    piker = only_named(answer, "Goblin Piker")
    assert "menace" not in piker["abilities"]
    assert any("Goblin Piker isn't a legal target" in n for n in answer["reply"]["notes"])
    mine = await layers("Grizzly Bears + opp: Goblin Piker + Ravager's Mace -> Grizzly Bears")
    assert "menace" in only_named(mine, "Grizzly Bears")["abilities"]


async def test_each_mode_of_a_modal_spell_takes_its_own_target(layers: Any) -> None:
    # Saheeli's Artistry cast with both modes: a target artifact and a target creature
    # (700.2, 115.1), named in the order of the modes
    both = "Grizzly Bears + Sol Ring + Saheeli's Artistry [mode 1] [mode 2]"
    made = await layers(f"{both} -> Sol Ring, Grizzly Bears")
    reply = made["reply"]
    assert sorted(o["is_token"] for o in named(reply, "Sol Ring")) == [False, True]
    token = next(o for o in named(reply, "Grizzly Bears") if o["is_token"])
    assert token["types"] == ["Creature", "Artifact"]
    # one name is the target of both modes (115.3), and each mode checks it
    one = await layers(f"{both} -> Sol Ring")
    assert one["ok"] is False
    assert "Sol Ring isn't a legal target" in one["error"]
    assert "it may target a creature" in one["error"]
    bears = await layers(f"{both} -> Grizzly Bears")
    assert bears["ok"] is False
    assert "it may target an artifact" in bears["error"]
    swapped = await layers(f"{both} -> Grizzly Bears, Sol Ring")
    assert swapped["ok"] is False
    assert "it may target an artifact" in swapped["error"]
