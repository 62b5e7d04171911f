"""Spells that gain keywords by how they were cast, and emblems (the `spells4` round of issue 13),
played in ``!layers`` with real cards read by the Oracle parser: each test is one ruling,
the reply a judge would see.
"""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Lightning Bolt",
    "Giant Growth",
    "Llanowar Elves",
    "Sol Ring",
    "Hoarding Broodlord",
    "Wild-Magic Sorcerer",
    "Anhelo, the Painter",
    "Dark Apostle",
    "The Twelfth Doctor",
    "Tezzeret the Schemer",
    "Garruk, Apex Predator",
    "Niv-Mizzet, Supreme",
    "Threefold Signal",
    "Lightning Helix",
    "Electrolyze",
    "Naya Charm",
    "Tannuk, Steadfast Second",
    "Narset Transcendent",
    "Ornithopter",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_spells_cast_from_exile_have_convoke_and_others_do_not(core: CommandCore) -> None:
    # 601.2a: the zone a spell was cast from is stated on its term; one not stated is taken
    # as cast from its owner's hand, and the reply says so
    reply = await _reply(
        core,
        "!layers Hoarding Broodlord + stack: Lightning Bolt [cast from exile] + "
        "stack: Giant Growth",
    )
    assert "convoke" in _one(reply, "Lightning Bolt")["abilities"]
    assert "convoke" not in _one(reply, "Giant Growth")["abilities"]
    assert any(
        line.startswith("Giant Growth: where it was cast from is not stated")
        for line in reply["unmodelled"]
    )


async def test_the_first_spell_cast_from_exile_is_the_one_that_has_cascade(
    core: CommandCore,
) -> None:
    # 601.2i: of the spells cast from exile, the first one cast; the scenario can't show
    # spells cast earlier this turn, so the reply says it took none
    reply = await _reply(
        core,
        "!layers Wild-Magic Sorcerer + stack: Lightning Bolt + "
        "stack: Giant Growth [cast from exile] + stack: Llanowar Elves [cast from exile]",
    )
    has_cascade = [
        name
        for name in ("Lightning Bolt", "Giant Growth", "Llanowar Elves")
        if "cascade" in _one(reply, name)["abilities"]
    ]
    assert has_cascade == ["Giant Growth"]
    assert any("taken as the first" in line for line in reply["unmodelled"])


async def test_the_first_instant_or_sorcery_skips_an_earlier_creature_spell(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core,
        "!layers Anhelo, the Painter + stack: Llanowar Elves + stack: Giant Growth + "
        "stack: Lightning Bolt",
    )
    assert "casualty 2" in _one(reply, "Giant Growth")["abilities"]
    assert "casualty 2" not in _one(reply, "Lightning Bolt")["abilities"]
    assert "casualty 2" not in _one(reply, "Llanowar Elves")["abilities"]


async def test_the_next_noncreature_spell_is_cast_after_the_ability_resolved(
    core: CommandCore,
) -> None:
    # a spell cast before the ability resolved is not "the next" one; a creature spell is
    # not a noncreature spell
    reply = await _reply(
        core,
        "!layers Dark Apostle + stack: Lightning Bolt + activate Dark Apostle + "
        "stack: Llanowar Elves + stack: Giant Growth",
    )
    assert "cascade" not in _one(reply, "Lightning Bolt")["abilities"]
    assert "cascade" not in _one(reply, "Llanowar Elves")["abilities"]
    assert "cascade" in _one(reply, "Giant Growth")["abilities"]


async def test_anywhere_other_than_your_hand_and_only_your_own_spells(core: CommandCore) -> None:
    reply = await _reply(
        core,
        "!layers The Twelfth Doctor + opp: stack: Lightning Bolt [cast from exile] + "
        "stack: Giant Growth [cast from hand] + stack: Sol Ring [cast from graveyard]",
    )
    assert "demonstrate" in _one(reply, "Sol Ring")["abilities"]
    assert "demonstrate" not in _one(reply, "Giant Growth")["abilities"]
    assert "demonstrate" not in _one(reply, "Lightning Bolt")["abilities"]


async def test_a_bracket_a_spell_on_the_stack_cannot_take_is_refused(core: CommandCore) -> None:
    outcome = await core.handle("!layers Grizzly Bears + stack: Lightning Bolt [flashback]")
    assert not outcome.ok
    assert "[flashback] would apply to nothing" in str(outcome.error)
    assert "stack: Lightning Bolt [cast from exile]" in str(outcome.hint)


async def test_an_emblem_with_a_triggered_ability_is_put_in_the_command_zone(
    core: CommandCore,
) -> None:
    # 114.1-114.2: the emblem is an object in the command zone with the ability the effect
    # gives it; its triggered ability triggers later, so it is listed with what it would do
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Tezzeret the Schemer [7 loyalty counters] + "
        "activate Tezzeret the Schemer [-7]",
    )
    emblem = _one(reply, "Tezzeret the Schemer's emblem")
    assert emblem["zone"] == "command"
    assert "base power and toughness 5/5" in emblem["abilities"][0]
    assert "not played here" in emblem["abilities"][0]
    assert _one(reply, "Grizzly Bears")["power"] == 2  # nothing triggered yet
    assert any("got Tezzeret the Schemer's emblem" in note for note in reply["notes"])


async def test_target_opponent_gets_the_emblem_and_is_named_among_several(
    core: CommandCore,
) -> None:
    scenario = (
        "!layers Grizzly Bears + p3: Grizzly Bears + Garruk, Apex Predator "
        "[8 loyalty counters] + activate Garruk, Apex Predator [-8]"
    )
    outcome = await core.handle(scenario)
    assert not outcome.ok and "say which player" in str(outcome.error)
    reply = await _reply(core, scenario + " -> p3")
    assert _one(reply, "Garruk, Apex Predator's emblem")["zone"] == "command"
    assert any(note.startswith("p3 got Garruk") for note in reply["notes"])


async def test_only_cards_of_exactly_two_colors_have_jump_start(core: CommandCore) -> None:
    # 105.2: a monocolored instant is not exactly two colors
    reply = await _reply(
        core,
        "!layers Niv-Mizzet, Supreme + graveyard: Lightning Bolt + "
        "graveyard: Lightning Helix + graveyard: Electrolyze",
    )
    assert "jump-start" not in _one(reply, "Lightning Bolt")["abilities"]
    assert "jump-start" in _one(reply, "Lightning Helix")["abilities"]
    assert "jump-start" in _one(reply, "Electrolyze")["abilities"]


async def test_only_a_spell_of_exactly_three_colors_has_replicate(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Threefold Signal + stack: Naya Charm + stack: Lightning Helix"
    )
    assert "replicate {3}" in _one(reply, "Naya Charm")["abilities"]
    assert "replicate {3}" not in _one(reply, "Lightning Helix")["abilities"]


async def test_artifact_cards_and_red_creature_cards_in_hand_have_warp(core: CommandCore) -> None:
    # either kind of card, in the hand of Tannuk's controller only
    reply = await _reply(
        core,
        "!layers Tannuk, Steadfast Second + hand: Ornithopter + hand: Grizzly Bears + "
        "opp: hand: Ornithopter",
    )
    warped = [o["abilities"] for o in reply["objects"] if o["name"] == "Ornithopter"]
    assert ["warp {2}{R}" in abilities for abilities in warped] == [True, False]
    assert "warp {2}{R}" not in _one(reply, "Grizzly Bears")["abilities"]


async def test_the_next_instant_cast_from_hand_after_narset_gains_rebound(
    core: CommandCore,
) -> None:
    # a delayed trigger (603.7) on the next instant or sorcery spell cast from the hand
    reply = await _reply(
        core,
        "!layers Narset Transcendent + activate Narset Transcendent [-2] + "
        "stack: Lightning Bolt [cast from exile] + stack: Giant Growth [cast from hand] + "
        "stack: Lightning Helix [cast from hand]",
    )
    assert "rebound" not in _one(reply, "Lightning Bolt")["abilities"]
    assert "rebound" in _one(reply, "Giant Growth")["abilities"]
    assert "rebound" not in _one(reply, "Lightning Helix")["abilities"]
