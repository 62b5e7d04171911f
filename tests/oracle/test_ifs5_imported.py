"""Conditions read in the `ifs5` round, played in ``!layers`` with real cards read by the
Oracle parser: what a resolving spell's "if it's ..." / "if it has ..." asks of the object it
acts on (608.2c): its types and colors, a state, a counter on it, a keyword it has or hasn't.
"""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from engine.oracle import parse_text
from tests.oracle.test_copies_imported import _one, _pt, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Verduran Enchantress",
    "Rancor",
    "Revelation of Power",
    "Karametra's Blessing",
    "Rapid Fire",
    "Nyxborn Brute",
    "Hill Giant",
    "Vampire Nighthawk",
    "Inquisitor's Snare",
    "Divine Smite",
    "Sol Ring",
    "Ornithopter",
    "Lifecraft Awakening",
    "Tail Swipe",
    "Blizzard Brawl",
    "Snow-Covered Forest",
    "Joust",
    "Knight of Malice",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_if_it_has_a_counter_on_it(core: CommandCore) -> None:
    # Revelation of Power: +2/+2, and flying and lifelink only if it has a counter on it
    bare = _one(await _reply(core, "!layers Grizzly Bears + Revelation of Power"), "Grizzly Bears")
    assert _pt(bare) == (4, 4) and "flying" not in bare["abilities"]
    reply = await _reply(core, "!layers Grizzly Bears + +1/+1 counter + Revelation of Power")
    countered = _one(reply, "Grizzly Bears")
    assert _pt(countered) == (5, 5)
    assert {"flying", "lifelink"} <= set(countered["abilities"])


async def test_if_it_is_an_enchanted_creature_or_an_enchantment_creature(
    core: CommandCore,
) -> None:
    # Karametra's Blessing: hexproof and indestructible too for either kind of creature
    bare = _one(await _reply(core, "!layers Grizzly Bears + Karametra's Blessing"), "Grizzly Bears")
    assert _pt(bare) == (4, 4) and "indestructible" not in bare["abilities"]
    enchanted = await _reply(core, "!layers Grizzly Bears + Rancor + Karametra's Blessing")
    bears = _one(enchanted, "Grizzly Bears")
    assert _pt(bears) == (6, 4) and {"hexproof", "indestructible"} <= set(bears["abilities"])
    nyx = await _reply(core, "!layers Nyxborn Brute + Karametra's Blessing")
    brute = _one(nyx, "Nyxborn Brute")
    assert {"hexproof", "indestructible"} <= set(brute["abilities"])


async def test_if_it_doesnt_have_a_keyword(core: CommandCore) -> None:
    # Rapid Fire: first strike, and rampage 2 only if it doesn't have rampage already
    reply = await _reply(core, "!layers Grizzly Bears + Rapid Fire")
    bears = _one(reply, "Grizzly Bears")
    assert "first strike" in bears["abilities"] and "rampage 2" in bears["abilities"]


async def test_an_instruction_under_an_if_about_that_creatures_colors(core: CommandCore) -> None:
    # Inquisitor's Snare: the damage prevention isn't carried out; "If that creature is black
    # or red, destroy it" is, checked as it resolves
    red = await _reply(
        core, "!layers opp: Hill Giant [attacking] + Inquisitor's Snare -> Hill Giant"
    )
    assert _one(red, "Hill Giant")["zone"] == "graveyard"
    green = await _reply(
        core, "!layers opp: Grizzly Bears [attacking] + Inquisitor's Snare -> Grizzly Bears"
    )
    assert _one(green, "Grizzly Bears")["zone"] == "battlefield"
    assert any("isn't black or red as it resolves" in note for note in green["notes"])
    assert any("not carried out" in warning for warning in green["unmodelled"])


async def test_exile_it_instead_when_what_it_replaces_is_not_carried_out(
    core: CommandCore,
) -> None:
    # Divine Smite: a black target is exiled instead of phasing out; another phases out
    black = await _reply(core, "!layers opp: Vampire Nighthawk + Divine Smite -> Vampire Nighthawk")
    assert _one(black, "Vampire Nighthawk")["zone"] == "exile"
    assert _one(black, "Vampire Nighthawk")["status"] == []
    green = await _reply(core, "!layers opp: Grizzly Bears + Divine Smite -> Grizzly Bears")
    assert _one(green, "Grizzly Bears")["zone"] == "battlefield"
    assert _one(green, "Grizzly Bears")["status"] == ["phased out"]


async def test_if_it_isnt_either_of_two_it_becomes_a_creature(core: CommandCore) -> None:
    # Lifecraft Awakening: X +1/+1 counters ([x N], 107.3), then a 0/0 Construct artifact
    # creature only if it is neither a creature nor a Vehicle
    ring = _one(await _reply(core, "!layers Sol Ring + Lifecraft Awakening [x 2]"), "Sol Ring")
    assert _pt(ring) == (2, 2) and ring["subtypes"] == ["Construct"]
    reply = await _reply(core, "!layers Ornithopter + Lifecraft Awakening [x 2]")
    thopter = _one(reply, "Ornithopter")
    assert _pt(thopter) == (2, 4) and thopter["subtypes"] == ["Thopter"]
    assert any("applies only to what isn't" in note for note in reply["notes"])
    unsaid = await core.handle("!layers Sol Ring + Lifecraft Awakening")
    assert not unsaid.ok and "does not say X" in str(unsaid.error)


async def test_the_creature_you_control_under_a_spells_if(core: CommandCore) -> None:
    # Tail Swipe: "the creature you control" is the spell's target creature you control; +1/+1
    # only if it was cast during your main phase; the fight is reported, not carried out
    main = await _reply(
        core, "!layers Grizzly Bears + opp: Hill Giant + Tail Swipe [main phase] -> Grizzly Bears"
    )
    assert _pt(_one(main, "Grizzly Bears")) == (3, 3)
    assert any("fight each other" in warning for warning in main["unmodelled"])
    other = await _reply(
        core, "!layers Grizzly Bears + opp: Hill Giant + Tail Swipe -> Grizzly Bears"
    )
    assert _pt(_one(other, "Grizzly Bears")) == (2, 2)


async def test_the_creature_you_control_when_you_control_snow_permanents(
    core: CommandCore,
) -> None:
    # Blizzard Brawl: +1/+0 and indestructible only with three or more snow permanents
    snow = " + Snow-Covered Forest" * 3
    held = await _reply(core, f"!layers Grizzly Bears{snow} + Blizzard Brawl -> Grizzly Bears")
    bears = _one(held, "Grizzly Bears")
    assert _pt(bears) == (3, 2) and "indestructible" in bears["abilities"]
    short = await _reply(core, "!layers Grizzly Bears + Blizzard Brawl -> Grizzly Bears")
    assert "indestructible" not in _one(short, "Grizzly Bears")["abilities"]


async def test_an_if_after_the_effect_about_its_own_object(core: CommandCore) -> None:
    # Joust: "The creature you control gets +2/+1 until end of turn if it's a Knight."
    knight = await _reply(
        core, "!layers Knight of Malice + opp: Hill Giant + Joust -> Knight of Malice"
    )
    assert _pt(_one(knight, "Knight of Malice")) == (4, 3)
    bears = await _reply(core, "!layers Grizzly Bears + opp: Hill Giant + Joust -> Grizzly Bears")
    assert _pt(_one(bears, "Grizzly Bears")) == (2, 2)


def test_a_test_of_what_an_object_is_changes_no_characteristic() -> None:
    # Lightning Dart, Searing Barb: "If that creature is white or blue" / "If it's a creature"
    # ask, they change nothing (608.2c); the effect after the comma is counted on its own
    dart = "Lightning Dart deals 1 damage to target creature. If that creature is white or blue, "
    dart += "Lightning Dart deals 4 damage to it instead."
    assert parse_text(dart, name="Lightning Dart", types=("Instant",)).characteristic == 0
    barb = (
        "Searing Barb deals 2 damage to any target. If it's a creature, it can't block this turn."
    )
    assert parse_text(barb, name="Searing Barb", types=("Instant",)).characteristic == 0
    grown = "Put two +1/+1 counters on target artifact you control. If it isn't a creature, it "
    grown += "becomes a 0/0 creature in addition to its other types."
    assert parse_text(grown, name="Tinkering", types=("Instant",)).characteristic == 1
