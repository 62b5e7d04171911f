"""Granted and lost abilities and counted amounts read by the Oracle parser (the `grants3`
round of issue 13): "can't have or gain" (113.11), the activated abilities of cards in exile
or in graveyards (613.1f), protection and hexproof from several qualities (702.16g, 702.11d),
characteristic-defining P/T from the players' life totals and hands (604.3), played in
``!layers`` with real cards: each test is one ruling, the reply a judge would see.
"""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Serra Angel",
    "Archetype of Imagination",
    "Jump",
    "Sword of Fire and Ice and War and Peace",
    "Pristine Angel",
    "Veil of Summer",
    "Dark Impostor",
    "Prodigal Sorcerer",
    "Ornithopter",
    "Necrotic Ooze",
    "Mutavault",
    "Roiling Horror",
    "Scourge of the Skyclaves",
    "Adamaro, First to Desire",
    "Blood Sun",
    "Awakened Amalgam",
    "Forest",
    "Island",
    "Mountain",
    "Grek the Ogre",
    "Raise the Alarm",
    "Sprout",
    "Minthara, Merciless Soul",
    "Volcano Hellion",
    "Kodama of the Center Tree",
    "Drana and Linvala",
    "Humility",
    "Sharkey, Tyrant of the Shire",
    "Earnest Fellowship",
    "Pledge of Loyalty",
    "Traveler's Cloak",
    "Camato Scout",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_cant_have_or_gain_beats_a_later_grant(core: CommandCore) -> None:
    """Archetype of Imagination: the opponent's creatures lose flying and can't have or gain
    it (113.11), so Jump, cast later (a later timestamp), gives the Angel nothing; the
    Archetype's controller's Bears fly."""
    reply = await _reply(
        core,
        "!layers Grizzly Bears + opp: Serra Angel + Archetype of Imagination "
        "+ opp: Jump -> Serra Angel",
    )
    angel = _one(reply, "Serra Angel")
    assert "flying" not in angel["abilities"]
    last = angel["steps"][-1]
    assert (last["source"], last["rule"].split(":")[0]) == ("Archetype of Imagination", "113.11")
    assert "can't have or gain it" in last["description"]
    assert "flying" in _one(reply, "Grizzly Bears")["abilities"]


async def test_without_the_archetype_jump_gives_flying(core: CommandCore) -> None:
    """The same board without the Archetype: Jump's flying stays (the ruling above is the
    Archetype's doing, not the scenario's)."""
    reply = await _reply(core, "!layers opp: Serra Angel + opp: Jump -> Serra Angel")
    assert "flying" in _one(reply, "Serra Angel")["abilities"]


async def test_protection_from_three_colors_without_repeating_from(core: CommandCore) -> None:
    """'protection from white, blue, and red' is three protection abilities (702.16g), listed
    as one keyword on the equipped creature, with the Sword's +4/+4."""
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Sword of Fire and Ice and War and Peace "
        "+ equip Sword of Fire and Ice and War and Peace -> Grizzly Bears",
    )
    bears = _one(reply, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (6, 6)
    assert bears["abilities"] == ["protection from white and from blue and from red"]


async def test_protection_from_a_card_type_and_each_color_while_untapped(
    core: CommandCore,
) -> None:
    """Pristine Angel has protection from artifacts and from each color only while it is
    untapped."""
    reply = await _reply(core, "!layers Pristine Angel [tapped] + Pristine Angel")
    tapped, untapped = _one(reply, "Pristine Angel"), _one(reply, "Pristine Angel", 1)
    quality = "protection from artifacts and from each color"
    assert quality not in tapped["abilities"]
    assert quality in untapped["abilities"]


async def test_hexproof_from_two_colors_until_end_of_turn(core: CommandCore) -> None:
    """Veil of Summer: your permanents gain hexproof from blue and from black (702.11d); the
    opponent's don't."""
    reply = await _reply(core, "!layers Grizzly Bears + opp: Serra Angel + Veil of Summer")
    assert "hexproof from blue and from black" in _one(reply, "Grizzly Bears")["abilities"]
    assert "hexproof from blue and from black" not in _one(reply, "Serra Angel")["abilities"]


async def test_the_activated_abilities_of_the_creature_cards_exiled_with_it(
    core: CommandCore,
) -> None:
    """Dark Impostor has the activated abilities of the creature cards exiled with it
    (607.2a), in their printed words with its own name (201.5); with nothing exiled, none."""
    reply = await _reply(core, "!layers Dark Impostor [exile: Prodigal Sorcerer]")
    ping = "{T}: This creature deals 1 damage to any target."
    assert ping in _one(reply, "Dark Impostor")["abilities"]
    reply = await _reply(core, "!layers Dark Impostor")
    assert ping not in _one(reply, "Dark Impostor")["abilities"]


async def test_the_activated_abilities_of_creature_cards_in_all_graveyards(
    core: CommandCore,
) -> None:
    """Necrotic Ooze has the activated abilities of the creature cards in every graveyard,
    the opponent's too, and not those of a land card there."""
    reply = await _reply(
        core,
        "!layers Necrotic Ooze [graveyard: Mutavault] "
        "+ opp: Grizzly Bears [opponent graveyard: Prodigal Sorcerer]",
    )
    abilities = _one(reply, "Necrotic Ooze")["abilities"]
    assert "{T}: This creature deals 1 damage to any target." in abilities
    assert not any(a.startswith("{1}:") or "Add {C}" in a for a in abilities)


async def test_a_difference_of_life_totals_may_be_negative(core: CommandCore) -> None:
    """Roiling Horror is your life total minus the highest opponent's: a characteristic-
    defining ability sets its P/T, which keeps a negative result (107.1b)."""
    reply = await _reply(core, "!layers Roiling Horror [life 25] [opponent life 14]")
    horror = _one(reply, "Roiling Horror")
    assert (horror["power"], horror["toughness"]) == (11, 11)
    reply = await _reply(core, "!layers Roiling Horror [life 10] [opponent life 14]")
    assert any("Roiling Horror" in note and "704.5f" in note for note in reply["notes"])


async def test_twenty_minus_the_highest_life_total_among_players(core: CommandCore) -> None:
    """Scourge of the Skyclaves counts every player's life, its controller's too."""
    reply = await _reply(core, "!layers Scourge of the Skyclaves [life 12] [opponent life 15]")
    scourge = _one(reply, "Scourge of the Skyclaves")
    assert (scourge["power"], scourge["toughness"]) == (5, 5)


async def test_the_opponent_with_the_most_cards_in_hand(core: CommandCore) -> None:
    """Adamaro reads the opponent's hand, which the scenario states; unstated, the reply
    says so (never a silent 0)."""
    reply = await _reply(core, "!layers Adamaro, First to Desire [opponent hand 4]")
    adamaro = _one(reply, "Adamaro, First to Desire")
    assert (adamaro["power"], adamaro["toughness"]) == (4, 4)
    reply = await _reply(core, "!layers Adamaro, First to Desire")
    assert any("[opponent hand N]" in line for line in reply["unmodelled"])


async def test_lands_lose_all_abilities_except_mana_abilities(core: CommandCore) -> None:
    """Blood Sun: Mutavault keeps its mana ability (605.1a) and loses its animation, so it
    can't be activated."""
    reply = await _reply(core, "!layers Mutavault + Blood Sun")
    assert _one(reply, "Mutavault")["abilities"] == ["Mana ability."]
    outcome = await core.handle("!layers Mutavault + Blood Sun + activate Mutavault")
    assert not outcome.ok and "removed it (613.1f)" in (outcome.error or "")


async def test_differently_named_permanents(core: CommandCore) -> None:
    """Awakened Amalgam counts the names among its controller's lands (two Forests are one
    name, the opponent's Mountain none); Grek the Ogre counts its tokens' names."""
    reply = await _reply(
        core, "!layers Awakened Amalgam + Forest + Forest + Island + opp: Mountain"
    )
    amalgam = _one(reply, "Awakened Amalgam")
    assert (amalgam["power"], amalgam["toughness"]) == (2, 2)
    reply = await _reply(core, "!layers Grek the Ogre + Raise the Alarm + Sprout")
    grek = _one(reply, "Grek the Ogre")
    assert (grek["power"], grek["toughness"]) == (6, 6)  # 4/4, Soldier and Saproling


async def test_a_keywords_x_is_counted_continuously(core: CommandCore) -> None:
    """Minthara has ward {X} for the experience counters you have (122.1), Volcano Hellion
    echo {X} for your life total: the keyword the judge sees carries the number now."""
    reply = await _reply(core, "!layers Minthara, Merciless Soul [experience 3]")
    assert "ward {3}" in _one(reply, "Minthara, Merciless Soul")["abilities"]
    reply = await _reply(core, "!layers Volcano Hellion [life 14]")
    assert "echo {14}" in _one(reply, "Volcano Hellion")["abilities"]


async def test_soulshift_x_counts_the_spirits_you_control(core: CommandCore) -> None:
    """Kodama of the Center Tree: soulshift X, X the Spirits you control (itself too)."""
    reply = await _reply(core, "!layers Kodama of the Center Tree")
    kodama = _one(reply, "Kodama of the Center Tree")
    assert "soulshift 1" in kodama["abilities"]
    assert not any(a == "soulshift X" for a in kodama["abilities"])


async def test_the_activated_abilities_of_the_opponents_creatures(core: CommandCore) -> None:
    """Drana and Linvala has the activated abilities of the opponent's creatures as layer 6
    leaves them: under Humility, which it depends on (613.8a), there are none to have."""
    ping = "{T}: This creature deals 1 damage to any target."
    reply = await _reply(core, "!layers Drana and Linvala + opp: Prodigal Sorcerer")
    assert ping in _one(reply, "Drana and Linvala")["abilities"]
    reply = await _reply(core, "!layers Drana and Linvala + opp: Prodigal Sorcerer + Humility")
    assert _one(reply, "Drana and Linvala")["abilities"] == []
    assert any("Drana and Linvala" in line for line in reply["dependencies"])


async def test_the_lands_abilities_except_mana_abilities(core: CommandCore) -> None:
    """Sharkey has the opponent's Mutavault's animation, not its mana ability (605.1a)."""
    reply = await _reply(core, "!layers Sharkey, Tyrant of the Shire + opp: Mutavault")
    abilities = _one(reply, "Sharkey, Tyrant of the Shire")["abilities"]
    assert any(a.startswith("{1}: This land becomes a 2/2 creature") for a in abilities)
    assert not any("Add {C}" in a for a in abilities)


async def test_protection_from_its_colors_after_layer_5(core: CommandCore) -> None:
    """Earnest Fellowship: each creature has protection from its own colors (613.1e comes
    before 613.1f); a colorless one has none."""
    reply = await _reply(
        core, "!layers Earnest Fellowship + Grizzly Bears + opp: Serra Angel + Ornithopter"
    )
    assert "protection from green" in _one(reply, "Grizzly Bears")["abilities"]
    assert "protection from white" in _one(reply, "Serra Angel")["abilities"]
    assert not any(a.startswith("protection") for a in _one(reply, "Ornithopter")["abilities"])


async def test_protection_from_the_colors_of_permanents_you_control(core: CommandCore) -> None:
    """Pledge of Loyalty: the enchanted Bears has protection from each color among its
    controller's permanents (the Bears green, the Angel and the Aura white; 702.16g)."""
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Serra Angel + Pledge of Loyalty "
        "+ attach Pledge of Loyalty -> Grizzly Bears",
    )
    assert "protection from white and from green" in _one(reply, "Grizzly Bears")["abilities"]


async def test_landwalk_of_the_chosen_type(core: CommandCore) -> None:
    """Traveler's Cloak gives the enchanted creature landwalk of the land type chosen as it
    entered (702.14a: [Swamp] is swampwalk); unnamed, the reply says none was chosen."""
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Traveler's Cloak [Swamp] "
        "+ attach Traveler's Cloak -> Grizzly Bears",
    )
    assert "swampwalk" in _one(reply, "Grizzly Bears")["abilities"]
    reply = await _reply(core, "!layers Camato Scout")
    assert any("[Island]" in line for line in reply["unmodelled"])
