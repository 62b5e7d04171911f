"""Groups read by more words (issue 13, the groups5 round), played through ``!layers`` as a
judge would: relative clauses listing colors or groups, any of which an object is ("that are
green and/or white", "that are Zombies and/or tokens", "that's an artifact or Human"), two
groups after "each" ("each equipped creature and Equipment"), "with no counters on them" and
"without a +1/+1 counter on it" (122.1), "that aren't of the chosen type", "you control but
don't own" (108.3), "attacking one of your opponents" (506.4), "noncommander" (903.3) and "of
the chosen type" for a planeswalker type (205.3j)."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from engine.oracle import parse_text
from tests.oracle.test_copies_imported import _one, _pt, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Hill Giant",
    "Serra Angel",
    "Savannah Lions",
    "Ornithopter",
    "Walking Corpse",
    "Raise the Alarm",
    "Bonesplitter",
    "Battlegrowth",
    "Forest",
    "On Wings of Gold",
    "Glistening Deluge",
    "Paladin Danse, Steel Maverick",
    "Hemlock Vial",
    "Hazardous Conditions",
    "Arcus Acolyte",
    "Crippling Fear",
    "Laughing Jasper Flint",
    "Herald of Leshrac",
    "Oviya, Automech Artisan",
    "Subjugate the Hobbits",
    "Jace Beleren",
    "Chandra Nalaar",
    "Deification",
    "Broodwarden",
    "Brood Birthing",
    "Mesa Pegasus",
    "Thurid, Mare of Destiny",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_zombies_and_tokens_get_the_bonus_and_other_creatures_do_not(
    core: CommandCore,
) -> None:
    # On Wings of Gold: "creatures you control that are Zombies and/or tokens"
    reply = await _reply(
        core, "!layers Grizzly Bears + Walking Corpse + Raise the Alarm + On Wings of Gold"
    )
    assert (_pt(_one(reply, "Grizzly Bears")), _one(reply, "Grizzly Bears")["abilities"]) == (
        (2, 2),
        [],
    )
    assert _pt(_one(reply, "Walking Corpse")) == (3, 3)
    token = _one(reply, "Soldier Token")
    assert (_pt(token), token["abilities"]) == ((2, 2), ["flying"])
    assert reply["unmodelled"] == []


async def test_green_and_or_white_creatures_get_the_additional_minus_two(
    core: CommandCore,
) -> None:
    # Glistening Deluge: every creature -1/-1, the green or white ones -2/-2 more (105.2)
    reply = await _reply(core, "!layers Serra Angel + Hill Giant + Glistening Deluge")
    assert _pt(_one(reply, "Serra Angel")) == (1, 1)
    assert _pt(_one(reply, "Hill Giant")) == (2, 2)


async def test_an_artifact_or_a_human_gains_indestructible(core: CommandCore) -> None:
    # Paladin Danse: "each creature you control that's an artifact or Human"
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Ornithopter + Paladin Danse, Steel Maverick"
        " + activate Paladin Danse, Steel Maverick",
    )
    assert "indestructible" in _one(reply, "Ornithopter")["abilities"]
    assert "indestructible" not in _one(reply, "Grizzly Bears")["abilities"]


async def test_each_equipped_creature_and_each_equipment_gain_deathtouch(
    core: CommandCore,
) -> None:
    # Hemlock Vial: the two groups after "each" are every object of either
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Hill Giant + Bonesplitter + equip Bonesplitter -> Grizzly Bears"
        " + Hemlock Vial + activate Hemlock Vial",
    )
    assert "deathtouch" in _one(reply, "Grizzly Bears")["abilities"]
    assert "deathtouch" in _one(reply, "Bonesplitter")["abilities"]
    assert "deathtouch" not in _one(reply, "Hill Giant")["abilities"]


async def test_a_creature_with_a_counter_is_spared(core: CommandCore) -> None:
    # Hazardous Conditions: "creatures with no counters on them" (122.1)
    reply = await _reply(
        core, "!layers Grizzly Bears [1 oil counter] + Hill Giant + Hazardous Conditions"
    )
    assert _pt(_one(reply, "Grizzly Bears")) == (2, 2)
    assert _pt(_one(reply, "Hill Giant")) == (1, 1)


async def test_outlast_goes_to_the_creatures_without_a_plus_one_counter(
    core: CommandCore,
) -> None:
    # Arcus Acolyte: "each other creature you control without a +1/+1 counter on it"
    reply = await _reply(
        core, "!layers Grizzly Bears + Hill Giant + Battlegrowth -> Hill Giant + Arcus Acolyte"
    )
    assert _one(reply, "Grizzly Bears")["abilities"] == ["outlast {G/W}"]
    assert _one(reply, "Hill Giant")["abilities"] == []


async def test_creatures_not_of_the_chosen_type_shrink_and_without_a_type_it_warns(
    core: CommandCore,
) -> None:
    reply = await _reply(core, "!layers Grizzly Bears + Hill Giant + Crippling Fear [Bear]")
    assert _pt(_one(reply, "Grizzly Bears")) == (2, 2)
    assert _pt(_one(reply, "Hill Giant")) == (0, 0)
    unchosen = await _reply(core, "!layers Grizzly Bears + Crippling Fear")
    assert any("none was chosen" in note for note in unchosen["unmodelled"])


async def test_what_you_control_but_do_not_own_is_a_mercenary_and_is_counted(
    core: CommandCore,
) -> None:
    # 108.3: the owner is the player who started the game with it, whoever controls it now
    reply = await _reply(
        core, "!layers Grizzly Bears [owner: opp] + Hill Giant + Laughing Jasper Flint"
    )
    assert _one(reply, "Grizzly Bears")["subtypes"] == ["Bear", "Mercenary"]
    assert _one(reply, "Hill Giant")["subtypes"] == ["Giant"]
    herald = await _reply(core, "!layers Forest [owner: opp] + Forest + Herald of Leshrac")
    assert _pt(_one(herald, "Herald of Leshrac")) == (3, 5)


async def test_only_a_creature_attacking_an_opponent_of_oviyas_controller_has_trample(
    core: CommandCore,
) -> None:
    # 506.4: the opponent's attacker attacks you, not one of your opponents
    reply = await _reply(
        core,
        "!layers Grizzly Bears [attacking] + opp: Serra Angel [attacking]"
        " + Oviya, Automech Artisan",
    )
    assert _one(reply, "Grizzly Bears")["abilities"] == ["trample"]
    assert "trample" not in _one(reply, "Serra Angel")["abilities"]


async def test_a_commander_is_not_taken(core: CommandCore) -> None:
    # Subjugate the Hobbits: "each noncommander creature with mana value 3 or less" (903.3)
    reply = await _reply(
        core,
        "!layers opp: Grizzly Bears [commander] + opp: Savannah Lions + opp: Hill Giant"
        " + Subjugate the Hobbits",
    )
    assert [_one(reply, name)["controller"] for name in ("Grizzly Bears", "Savannah Lions")] == [
        "opponent",
        "you",
    ]
    assert _one(reply, "Hill Giant")["controller"] == "opponent"


def test_other_after_a_trigger_about_the_enchanted_creature_is_not_read() -> None:
    # "each other creature" there means other than the enchanted creature, not the Aura
    parsed = parse_text(
        "Whenever enchanted creature attacks, each other creature that's attacking one of "
        "your opponents gets +1/+1 until end of turn.",
        name="Impetus",
        types=("Enchantment",),
    )
    assert len(parsed.unmodelled) == 1
    assert not any(ability.effects for ability in parsed.abilities)


def test_a_list_of_two_groups_after_each_needs_both_to_be_groups() -> None:
    parsed = parse_text(
        "Each creature you control that's a Goblin or Wizard gets +1/+1.",
        name="Vet",
        types=("Enchantment",),
    )
    assert parsed.abilities[0].affects.subtypes == ("Goblin", "Wizard")  # as before
    unread = parse_text("Each Fungus and Frobnicator you control gets +1/+1.", name="V")
    assert len(unread.unmodelled) == 1


async def test_planeswalkers_of_the_chosen_planeswalker_type_have_hexproof(
    core: CommandCore,
) -> None:
    # Deification: a planeswalker type chosen as it entered (205.3j), named like a creature type
    reply = await _reply(core, "!layers Jace Beleren + Chandra Nalaar + Deification [Jace]")
    assert "hexproof" in _one(reply, "Jace Beleren")["abilities"]
    assert "hexproof" not in _one(reply, "Chandra Nalaar")["abilities"]
    unchosen = await _reply(core, "!layers Jace Beleren + Deification")
    assert [note for note in unchosen["unmodelled"] if "none was chosen" in note] == [
        "Deification (term 2 (“Deification”)): it reads a chosen planeswalker type and the "
        "scenario names none, so none was chosen. Name it, e.g. Deification [Jace]."
    ]


async def test_two_subtypes_before_the_noun_are_both_needed(core: CommandCore) -> None:
    # Broodwarden: "Eldrazi Spawn creatures you control"; Broodwarden is an Eldrazi Drone
    reply = await _reply(core, "!layers Broodwarden + Brood Birthing")
    assert _pt(_one(reply, "Eldrazi Spawn Token")) == (2, 2)
    assert _pt(_one(reply, "Broodwarden")) == (4, 4)


async def test_a_latin_plural_names_its_subtype(core: CommandCore) -> None:
    # Thurid: "Other Pegasi, Unicorns, and Horses you control" (Pegasi: Pegasus)
    reply = await _reply(core, "!layers Mesa Pegasus + Grizzly Bears + Thurid, Mare of Destiny")
    assert _pt(_one(reply, "Mesa Pegasus")) == (2, 2)
    assert _pt(_one(reply, "Grizzly Bears")) == (2, 2)
