"""What a subject is, has, gains and loses, played through ``!layers`` as a judge would:
permanents an effect makes Equipment ("Noncreature, non-Equipment artifacts you control are
Equipment in addition to their other types and have "..." and equip {1}", 205.1b, 301.5),
"Equipment you control have equip {1}" and "equip Knight {0}" (702.6c), "a Vehicle artifact
with crew 5 and it loses all other card types" (205.1a), a rule about attacking or blocking
before or beside a characteristic change ("can't be blocked and has shroud", "and all
creatures able to block it do so"), "lose all abilities, can't gain abilities" and "lose
hexproof and shroud and can't have hexproof or shroud" (113.11), and "lose ... protection
... and ward", every instance of each (702.16, 702.21); a granted quoted ability that adds
to power and toughness works from the object that gains it (613.1f, 613.4c)."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _pt, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Sol Ring",
    "Dan Lewis",
    "Astor, Bearer of Blades",
    "Loxodon Warhammer",
    "Syr Gwyn, Hero of Ashvale",
    "Swift Reconfiguration",
    "Domesticated Watercourse",
    "Whispersilk Cloak",
    "Indrik Umbra",
    "Viper's Kiss",
    "Margle, Cousin of Yargle",
    "Rancor",
    "Shay Cormac",
    "Mirran Crusader",
    "Arcane Lighthouse",
    "Troll Ascetic",
    "Blossoming Defense",
    "Muscle Sliver",
    "Sedge Sliver",
    "Swamp",
    "Colossus Hammer",
    "Rune of Flight",
}

#: How the parser describes a rule about attacking, blocking or activating that shares a
#: sentence with a characteristic change: listed with the card, not carried out.
NOT_MODELLED_HERE = "Static ability that does not change characteristics (not modelled here)."


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_an_artifact_made_an_equipment_gets_equip_and_attaches(core: CommandCore) -> None:
    # Dan Lewis: Sol Ring is an Equipment in addition to its other types (205.1b) with
    # equip {1}; equipped, it is attached like a printed Equipment (301.5)
    reply = await _reply(
        core, "!layers Grizzly Bears + Sol Ring + Dan Lewis + equip Sol Ring -> Grizzly Bears"
    )
    ring = _one(reply, "Sol Ring")
    assert (ring["types"], ring["subtypes"]) == (["Artifact"], ["Equipment"])
    assert "equip {1}" in ring["abilities"]
    assert "Sol Ring became attached to Grizzly Bears" in reply["notes"][0]
    # the quoted ability it is given works from it: the equipped Bears get +1/+0 (613.4c)
    assert _pt(_one(reply, "Grizzly Bears")) == (3, 2)
    assert reply["unmodelled"] == []


async def test_a_granted_pump_counts_for_the_controller_of_what_has_it(
    core: CommandCore,
) -> None:
    # Sedge Sliver gives each Sliver "This creature gets +1/+1 as long as you control a
    # Swamp": "you" is that Sliver's controller (Muscle Sliver's +1/+1 applies to both)
    reply = await _reply(core, "!layers Muscle Sliver + Swamp + opp: Sedge Sliver")
    assert _pt(_one(reply, "Muscle Sliver")) == (3, 3)
    assert _pt(_one(reply, "Sedge Sliver")) == (3, 3)


async def test_an_artifact_that_is_no_equipment_does_not_attach(core: CommandCore) -> None:
    outcome = await core.handle(
        "!layers Grizzly Bears + Sol Ring + equip Sol Ring -> Grizzly Bears"
    )
    assert not outcome.ok
    assert "Sol Ring is not an Aura or Equipment" in str(outcome.error)


async def test_equipment_you_control_have_equip_and_an_equip_with_a_quality(
    core: CommandCore,
) -> None:
    # "Equipment" is its own plural; Astor adds equip {1}, Syr Gwyn "equip Knight {0}" (702.6c)
    reply = await _reply(core, "!layers Loxodon Warhammer + Astor, Bearer of Blades")
    assert "equip {1}" in _one(reply, "Loxodon Warhammer")["abilities"]
    reply = await _reply(core, "!layers Loxodon Warhammer + Syr Gwyn, Hero of Ashvale")
    assert "equip Knight {0}" in _one(reply, "Loxodon Warhammer")["abilities"]


async def test_a_creature_made_a_vehicle_artifact_is_no_longer_a_creature(
    core: CommandCore,
) -> None:
    # Swift Reconfiguration: its card types are set to artifact (205.1a); Bear goes with the
    # creature type it belongs to, Vehicle stays, and it has crew 5 (702.122)
    reply = await _reply(core, "!layers Grizzly Bears + Swift Reconfiguration")
    bears = _one(reply, "Grizzly Bears")
    assert (bears["types"], bears["subtypes"], bears["abilities"]) == (
        ["Artifact"],
        ["Vehicle"],
        ["crew 5"],
    )
    assert _pt(bears) == (None, None)


async def test_a_land_that_becomes_an_equipment_artifact_is_no_longer_a_land(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers Domesticated Watercourse + activate Domesticated Watercourse"
    )
    land = _one(reply, "Domesticated Watercourse")
    assert (land["types"], land["subtypes"]) == (["Artifact"], ["Equipment"])
    assert "equip {2}" in land["abilities"]


async def test_cant_be_blocked_and_has_shroud_gives_shroud(core: CommandCore) -> None:
    # the blocking rule is listed with the card, not dropped; shroud is had (613.1f)
    reply = await _reply(
        core, "!layers Grizzly Bears + Whispersilk Cloak + equip Whispersilk Cloak -> Grizzly Bears"
    )
    assert _one(reply, "Grizzly Bears")["abilities"] == ["shroud"]
    assert NOT_MODELLED_HERE in _one(reply, "Whispersilk Cloak")["abilities"]
    assert reply["unmodelled"] == []


async def test_all_creatures_able_to_block_it_do_so_beside_a_pump(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Grizzly Bears + Indrik Umbra")
    bears = _one(reply, "Grizzly Bears")
    assert (_pt(bears), bears["abilities"]) == ((6, 6), ["first strike"])
    assert NOT_MODELLED_HERE in _one(reply, "Indrik Umbra")["abilities"]


async def test_its_activated_abilities_cant_be_activated_beside_a_pump(
    core: CommandCore,
) -> None:
    reply = await _reply(core, "!layers Grizzly Bears + Viper's Kiss")
    assert _pt(_one(reply, "Grizzly Bears")) == (1, 1)
    assert NOT_MODELLED_HERE in _one(reply, "Viper's Kiss")["abilities"]


async def test_lose_all_abilities_and_cant_gain_abilities(core: CommandCore) -> None:
    # Margle: Rancor's trample is given later, yet no effect can give the Bears an ability
    # (113.11); Rancor's +2/+0 still applies (layer 7c)
    reply = await _reply(core, "!layers Grizzly Bears + Margle, Cousin of Yargle + Rancor")
    bears = _one(reply, "Grizzly Bears")
    assert (_pt(bears), bears["abilities"]) == ((6, 4), [])
    assert _pt(_one(reply, "Margle, Cousin of Yargle")) == (5, 2)  # "other creatures"


async def test_lose_protection_takes_every_protection_ability(core: CommandCore) -> None:
    # Shay Cormac: "protection" named bare is every protection ability (702.16)
    reply = await _reply(core, "!layers opp: Mirran Crusader + Shay Cormac + activate Shay Cormac")
    assert _one(reply, "Mirran Crusader")["abilities"] == ["double strike"]


async def test_cant_have_hexproof_keeps_a_later_grant_away(core: CommandCore) -> None:
    # Arcane Lighthouse, then Blossoming Defense: +2/+2 applies, hexproof can't be had
    reply = await _reply(
        core,
        "!layers opp: Troll Ascetic + Arcane Lighthouse + activate Arcane Lighthouse"
        " + opp: Blossoming Defense -> Troll Ascetic",
    )
    troll = _one(reply, "Troll Ascetic")
    assert _pt(troll) == (5, 4)
    assert "hexproof" not in troll["abilities"]
