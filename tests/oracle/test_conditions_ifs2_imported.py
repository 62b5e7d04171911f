"""Conditions read in the `ifs2` round, played in ``!layers`` with real cards read by the
Oracle parser: a spell's "instead" under an "if" about its target (checked once as it
resolves, 608.2c), and static abilities' conditions the board decides (611.3a)."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _pt, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Elite Vanguard",
    "Serra Angel",
    "Hill Giant",
    "Flare of Faith",
    "Ray of Enfeeblement",
    "Anger",
    "Mountain",
    "Wonder",
    "Island",
    "Face of Divinity",
    "Holy Strength",
    "Deadly Wanderings",
    "The Warring Triad",
    "Viridian Betrayers",
    "Bladed Bracers",
    "Wildwood Tracker",
    "Keldon Berserker",
    "Forest",
    "Blade-Tribe Berserkers",
    "Ornithopter",
    "Giant Growth",
    "Chaos Harlequin",
    "Feral Deceiver",
    "Lightning Bolt",
    "Karakyk Guardian",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_an_instead_about_the_target_replaces_for_what_it_is(core: CommandCore) -> None:
    # Flare of Faith: +2/+2, or +3/+3 and indestructible instead if it's a Human
    bears = _one(await _reply(core, "!layers Grizzly Bears + Flare of Faith"), "Grizzly Bears")
    assert _pt(bears) == (4, 4) and "indestructible" not in bears["abilities"]
    human = await _reply(core, "!layers Elite Vanguard + Flare of Faith")
    vanguard = _one(human, "Elite Vanguard")
    assert _pt(vanguard) == (5, 4) and "indestructible" in vanguard["abilities"]
    assert any("says instead, if anything, applied" in note for note in human["notes"])


async def test_an_instead_about_the_targets_color(core: CommandCore) -> None:
    # Ray of Enfeeblement: -4/-1, or -4/-4 instead if that creature is white
    giant = await _reply(core, "!layers Hill Giant + Ray of Enfeeblement")
    assert _pt(_one(giant, "Hill Giant")) == (-1, 2)
    angel = await _reply(core, "!layers Serra Angel + Ray of Enfeeblement")
    assert _pt(_one(angel, "Serra Angel")) == (0, 0)


async def test_an_ability_that_works_from_the_graveyard(core: CommandCore) -> None:
    # Anger: while it is in your graveyard and you control a Mountain, your creatures have
    # haste (113.6b: it works only from there)
    reply = await _reply(core, "!layers Grizzly Bears + Mountain + graveyard: Anger")
    assert "haste" in _one(reply, "Grizzly Bears")["abilities"]
    no_mountain = await _reply(core, "!layers Grizzly Bears + graveyard: Anger")
    assert "haste" not in _one(no_mountain, "Grizzly Bears")["abilities"]
    on_battlefield = await _reply(core, "!layers Grizzly Bears + Mountain + Anger")
    assert "haste" not in _one(on_battlefield, "Grizzly Bears")["abilities"]


async def test_a_graveyard_ability_is_its_owners(core: CommandCore) -> None:
    # Wonder in the opponent's graveyard gives flying to the opponent's creatures, not yours
    mine = await _reply(core, "!layers Grizzly Bears + Island + graveyard: Wonder")
    assert "flying" in _one(mine, "Grizzly Bears")["abilities"]
    theirs = await _reply(core, "!layers Grizzly Bears + Island + opp: graveyard: Wonder")
    assert "flying" not in _one(theirs, "Grizzly Bears")["abilities"]


async def test_another_aura_means_one_besides_this_one(core: CommandCore) -> None:
    # Face of Divinity: first strike and lifelink while another Aura is on the creature
    alone = _one(await _reply(core, "!layers Grizzly Bears + Face of Divinity"), "Grizzly Bears")
    assert _pt(alone) == (4, 4) and "first strike" not in alone["abilities"]
    both = await _reply(core, "!layers Grizzly Bears + Face of Divinity + Holy Strength")
    bears = _one(both, "Grizzly Bears")
    assert _pt(bears) == (5, 6) and {"first strike", "lifelink"} <= set(bears["abilities"])


async def test_exactly_one_creature_is_that_creature(core: CommandCore) -> None:
    # Deadly Wanderings: the one creature you control gets +2/+0, deathtouch and lifelink
    one = await _reply(core, "!layers Grizzly Bears + Deadly Wanderings")
    assert _pt(_one(one, "Grizzly Bears")) == (4, 2)
    two = await _reply(core, "!layers Grizzly Bears + Hill Giant + Deadly Wanderings")
    assert _pt(_one(two, "Grizzly Bears")) == (2, 2) and _pt(_one(two, "Hill Giant")) == (3, 3)


async def test_a_card_type_taken_away_while_the_graveyard_is_small(core: CommandCore) -> None:
    # The Warring Triad isn't a creature while fewer than eight cards are in your graveyard
    small = _one(await _reply(core, "!layers The Warring Triad"), "The Warring Triad")
    assert "Creature" not in small["types"]
    full = await _reply(core, "!layers The Warring Triad [graveyard size 8]")
    assert "Creature" in _one(full, "The Warring Triad")["types"]


async def test_either_subtype_and_an_opponent_poisoned(core: CommandCore) -> None:
    # Bladed Bracers: vigilance for a Human or an Angel; Viridian Betrayers: infect while an
    # opponent has a poison counter
    human = await _reply(core, "!layers Elite Vanguard + Bladed Bracers")
    assert "vigilance" in _one(human, "Elite Vanguard")["abilities"]
    bear = await _reply(core, "!layers Grizzly Bears + Bladed Bracers")
    assert "vigilance" not in _one(bear, "Grizzly Bears")["abilities"]
    poisoned = await _reply(core, "!layers Viridian Betrayers [opponent poison 1]")
    assert "infect" in _one(poisoned, "Viridian Betrayers")["abilities"]
    clean = await _reply(core, "!layers Viridian Betrayers")
    assert "infect" not in _one(clean, "Viridian Betrayers")["abilities"]


async def test_an_intervening_if_about_the_game(core: CommandCore) -> None:
    # Keldon Berserker: +3/+0 when it attacks, if you control no untapped lands (603.4)
    none = await _reply(core, "!layers Keldon Berserker + trigger Keldon Berserker")
    assert _pt(_one(none, "Keldon Berserker")) == (5, 3)
    land = await _reply(core, "!layers Keldon Berserker + Forest + trigger Keldon Berserker")
    assert _pt(_one(land, "Keldon Berserker")) == (2, 3)
    assert any("didn't hold" in note for note in land["notes"])


async def test_another_creature_in_an_intervening_if_is_not_the_source(core: CommandCore) -> None:
    # Wildwood Tracker: "if you control another non-Human creature" never counts itself
    alone = await _reply(core, "!layers Wildwood Tracker + trigger Wildwood Tracker")
    assert _pt(_one(alone, "Wildwood Tracker")) == (1, 1)
    human = await _reply(
        core, "!layers Wildwood Tracker + Elite Vanguard + trigger Wildwood Tracker"
    )
    assert _pt(_one(human, "Wildwood Tracker")) == (1, 1)
    bears = await _reply(
        core, "!layers Wildwood Tracker + Grizzly Bears + trigger Wildwood Tracker"
    )
    assert _pt(_one(bears, "Wildwood Tracker")) == (2, 2)


async def test_an_enters_trigger_with_an_if_says_when_it_does_nothing(core: CommandCore) -> None:
    # Blade-Tribe Berserkers entering after the board: +3/+3 and haste with three artifacts
    board = "!layers Grizzly Bears + Giant Growth + Ornithopter + Ornithopter"
    three = await _reply(core, f"{board} + Ornithopter + Blade-Tribe Berserkers")
    berserkers = _one(three, "Blade-Tribe Berserkers")
    assert _pt(berserkers) == (6, 6) and "haste" in berserkers["abilities"]
    two = await _reply(core, f"{board} + Blade-Tribe Berserkers")
    assert _pt(_one(two, "Blade-Tribe Berserkers")) == (3, 3)
    assert any("didn't hold" in note for note in two["notes"])


async def test_the_revealed_card_is_a_fact_the_scenario_states(core: CommandCore) -> None:
    # Feral Deceiver: reveal the top card; if it's a land card, +2/+2 and trample (608.2c)
    activate = "!layers Feral Deceiver + activate Feral Deceiver [{2}]"
    land = _one(await _reply(core, f"{activate} [revealed: Forest]"), "Feral Deceiver")
    assert _pt(land) == (5, 4) and "trample" in land["abilities"]
    spell = await _reply(core, f"{activate} [revealed: Lightning Bolt]")
    assert _pt(_one(spell, "Feral Deceiver")) == (3, 2)
    unstated = await _reply(core, activate)
    assert _pt(_one(unstated, "Feral Deceiver")) == (3, 2)
    assert any("[revealed: Name]" in line for line in unstated["unmodelled"])


async def test_otherwise_after_the_revealed_card(core: CommandCore) -> None:
    # Chaos Harlequin: -4/-0 if the exiled card is a land card, otherwise +2/+0
    activate = "!layers Chaos Harlequin + activate Chaos Harlequin"
    land = await _reply(core, f"{activate} [revealed: Forest]")
    assert _pt(_one(land, "Chaos Harlequin")) == (-2, 4)
    spell = await _reply(core, f"{activate} [revealed: Lightning Bolt]")
    assert _pt(_one(spell, "Chaos Harlequin")) == (4, 4)


async def test_whether_it_has_dealt_damage_is_stated(core: CommandCore) -> None:
    # Karakyk Guardian has hexproof if it hasn't dealt damage yet: the board doesn't show
    # its history, so the scenario states it ([dealt damage]); unstated, the reply says so
    fresh = await _reply(core, "!layers Karakyk Guardian")
    assert "hexproof" in _one(fresh, "Karakyk Guardian")["abilities"]
    assert any("[dealt damage]" in line for line in fresh["unmodelled"])
    dealt = await _reply(core, "!layers Karakyk Guardian [dealt damage]")
    assert "hexproof" not in _one(dealt, "Karakyk Guardian")["abilities"]
    assert not dealt["unmodelled"]
