"""Conditions of static abilities (611.3a) played in ``!layers`` with real cards read by the
Oracle parser.

What the board decides: life against the starting life total (103.4), the different mana
values among the cards of your graveyard, the most common color among all permanents (after
layer 5 changed colors). What it can't know, this turn's history ("as long as you've drawn two
or more cards this turn"), is a fact the scenario states for a player (``[cards drawn 2]``);
one it doesn't state is assumed not to have happened, and the reply says so."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _pt, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Gnarled Sage",
    "Stoic Sphinx",
    "Armory Mice",
    "Hill Giant",
    "Grizzly Bears",
    "Righteous Valkyrie",
    "Bane, Lord of Darkness",
    "Elenda, Saint of Dusk",
    "Syndicate Infiltrator",
    "Ornithopter",
    "Serra Angel",
    "Shivan Dragon",
    "Goham Djinn",
    "Llanowar Elves",
    "Elvish Mystic",
    "Darkest Hour",
    "Earth Surge",
    "Mutavault",
    "Forest",
    "Cloud, Planet's Champion",
    "Bonesplitter",
    "Kaito, Bane of Nightmares",
    "Gorilla Titan",
    "Okina Nightwatch",
    "Guul Draz Specter",
    "Big Winner",
    "Erebos's Titan",
    "Roc Hatchling",
    "Gavel of the Righteous",
    "Mirran Mettle",
    "Sol Ring",
    "Tragic Slip",
    "Olivia's Midnight Ambush",
    "Pride of Conquerors",
    "Toxic Stench",
    "Bravado",
    "Ancestral Mask",
    "Glorious Anthem",
    "Kalemne, Disciple of Iroas",
    "Vishgraz, the Doomhive",
    "Kumena's Speaker",
    "Island",
    "Sidewinder Naga",
    "Desert",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_a_fact_of_this_turn_is_stated_for_its_player(core: CommandCore) -> None:
    # Gnarled Sage: +0/+2 and vigilance while you've drawn two or more cards this turn
    reply = await _reply(core, "!layers Gnarled Sage [cards drawn 2]")
    sage = _one(reply, "Gnarled Sage")
    assert _pt(sage) == (4, 6) and "vigilance" in sage["abilities"]
    assert not reply["unmodelled"]
    one = await _reply(core, "!layers Gnarled Sage [cards drawn 1]")
    assert _pt(_one(one, "Gnarled Sage")) == (4, 4)
    # the opponent drew them: the Sage's controller did not
    theirs = await _reply(core, "!layers Gnarled Sage + opp: Hill Giant [cards drawn 2]")
    assert _pt(_one(theirs, "Gnarled Sage")) == (4, 4)


async def test_an_unstated_fact_is_assumed_not_to_have_happened_and_said(
    core: CommandCore,
) -> None:
    reply = await _reply(core, "!layers Gnarled Sage")
    assert _pt(_one(reply, "Gnarled Sage")) == (4, 4)
    assert any("[cards drawn N]" in line for line in reply["unmodelled"])


async def test_a_condition_that_nothing_happened(core: CommandCore) -> None:
    # Stoic Sphinx: hexproof while you haven't cast a spell this turn
    quiet = await _reply(core, "!layers Stoic Sphinx [spells cast 0]")
    assert "hexproof" in _one(quiet, "Stoic Sphinx")["abilities"]
    busy = await _reply(core, "!layers Stoic Sphinx [spells cast]")
    assert "hexproof" not in _one(busy, "Stoic Sphinx")["abilities"]


async def test_the_cleanup_step_forgets_the_turns_facts(core: CommandCore) -> None:
    # Celebration: two nonland permanents entered this turn; next turn that is unknown again
    now = await _reply(core, "!layers Armory Mice [nonland permanents entered 2]")
    assert _pt(_one(now, "Armory Mice")) == (3, 3)
    later = await _reply(core, "!layers Armory Mice [nonland permanents entered 2] + end turn")
    assert _pt(_one(later, "Armory Mice")) == (3, 1)
    assert any("nonland permanents entered" in line for line in later["unmodelled"])


async def test_a_fact_in_other_words_is_refused(core: CommandCore) -> None:
    outcome = await core.handle("!layers Gnarled Sage [cards drawn two]")
    assert not outcome.ok and "[cards drawn two]" in (outcome.error or "")


async def test_life_against_the_starting_life_total(core: CommandCore) -> None:
    # Righteous Valkyrie: creatures you control get +2/+2 while you have at least 7 life more
    # than your starting life total (20, or what [starting life N] says)
    more = await _reply(core, "!layers Grizzly Bears + Righteous Valkyrie [life 27]")
    assert _pt(_one(more, "Grizzly Bears")) == (4, 4)
    less = await _reply(core, "!layers Grizzly Bears + Righteous Valkyrie [life 26]")
    assert _pt(_one(less, "Grizzly Bears")) == (2, 2)
    commander = "!layers Grizzly Bears + Righteous Valkyrie [starting life 40] [life 30]"
    assert _pt(_one(await _reply(core, commander), "Grizzly Bears")) == (2, 2)
    # Bane: indestructible while your life total is at most half your starting life total
    half = await _reply(core, "!layers Bane, Lord of Darkness [life 10]")
    assert "indestructible" in _one(half, "Bane, Lord of Darkness")["abilities"]
    above = await _reply(core, "!layers Bane, Lord of Darkness [life 11]")
    assert "indestructible" not in _one(above, "Bane, Lord of Darkness")["abilities"]


async def test_two_thresholds_above_the_starting_life_total(core: CommandCore) -> None:
    # Elenda (4/4): +1/+1 and menace above 20 life, an additional +5/+5 at 30 or more
    above = _one(
        await _reply(core, "!layers Elenda, Saint of Dusk [life 21]"), "Elenda, Saint of Dusk"
    )
    assert _pt(above) == (5, 5) and "menace" in above["abilities"]
    far = await _reply(core, "!layers Elenda, Saint of Dusk [life 30]")
    assert _pt(_one(far, "Elenda, Saint of Dusk")) == (10, 10)
    level = await _reply(core, "!layers Elenda, Saint of Dusk [life 20]")
    assert _pt(_one(level, "Elenda, Saint of Dusk")) == (4, 4)


async def test_different_mana_values_in_your_graveyard(core: CommandCore) -> None:
    # Syndicate Infiltrator: +2/+2 with five or more mana values among cards in your graveyard
    five = "[graveyard: Ornithopter, Grizzly Bears, Hill Giant, Serra Angel, Shivan Dragon]"
    reply = await _reply(core, f"!layers Syndicate Infiltrator {five}")
    assert _pt(_one(reply, "Syndicate Infiltrator")) == (5, 5)
    same = "[graveyard: Grizzly Bears, Grizzly Bears, Hill Giant, Serra Angel, Shivan Dragon]"
    four = await _reply(core, f"!layers Syndicate Infiltrator {same}")
    assert _pt(_one(four, "Syndicate Infiltrator")) == (3, 3)
    assert not four["unmodelled"]
    # cards known only by the graveyard's size can't be read, and the reply says so
    sized = await _reply(
        core, "!layers Syndicate Infiltrator [graveyard: Hill Giant] [graveyard size 6]"
    )
    assert _pt(_one(sized, "Syndicate Infiltrator")) == (3, 3)
    assert any("not named" in line for line in sized["unmodelled"])


async def test_the_most_common_color_is_counted_after_layer_5(core: CommandCore) -> None:
    # Goham Djinn gets -2/-2 while black is the most common color among all permanents or tied
    alone = await _reply(core, "!layers Goham Djinn")
    assert _pt(_one(alone, "Goham Djinn")) == (3, 3)
    green = await _reply(core, "!layers Goham Djinn + Llanowar Elves + Elvish Mystic")
    assert _pt(_one(green, "Goham Djinn")) == (5, 5)
    tied = await _reply(core, "!layers Goham Djinn + Llanowar Elves")
    assert _pt(_one(tied, "Goham Djinn")) == (3, 3)
    # Darkest Hour makes every creature black (layer 5): black is the most common again
    dark = "!layers Goham Djinn + Llanowar Elves + Elvish Mystic + Darkest Hour"
    assert _pt(_one(await _reply(core, dark), "Goham Djinn")) == (3, 3)


async def test_a_condition_on_each_member_of_a_group(core: CommandCore) -> None:
    # Earth Surge: "Each land gets +2/+2 as long as it's a creature": the land creatures
    reply = await _reply(core, "!layers Mutavault + Forest + Earth Surge + activate Mutavault")
    assert _pt(_one(reply, "Mutavault")) == (4, 4)
    assert _one(reply, "Forest")["power"] is None


async def test_during_your_turn_and_a_state_of_the_source(core: CommandCore) -> None:
    # Cloud: during your turn, as long as it is equipped, double strike and indestructible
    equipped = await _reply(core, "!layers Cloud, Planet's Champion + Bonesplitter")
    assert "double strike" in _one(equipped, "Cloud, Planet's Champion")["abilities"]
    theirs = "!layers Cloud, Planet's Champion [opponent's turn] + Bonesplitter"
    assert (
        "double strike"
        not in _one(await _reply(core, theirs), "Cloud, Planet's Champion")["abilities"]
    )
    bare = await _reply(core, "!layers Cloud, Planet's Champion")
    assert "double strike" not in _one(bare, "Cloud, Planet's Champion")["abilities"]


async def test_a_planeswalker_that_is_a_creature_during_your_turn(core: CommandCore) -> None:
    # Kaito: during your turn, with a loyalty counter, a 3/4 Ninja creature (205.1a: no
    # longer a planeswalker, its types are replaced) with hexproof
    mine = _one(
        await _reply(core, "!layers Kaito, Bane of Nightmares"), "Kaito, Bane of Nightmares"
    )
    assert _pt(mine) == (3, 4) and "hexproof" in mine["abilities"]
    assert mine["types"] == ["Creature"] and mine["subtypes"] == ["Ninja"]
    theirs = await _reply(core, "!layers Kaito, Bane of Nightmares [opponent's turn]")
    assert _one(theirs, "Kaito, Bane of Nightmares")["types"] == ["Planeswalker"]


async def test_no_cards_and_no_counters(core: CommandCore) -> None:
    # Gorilla Titan: +4/+4 while there are no cards in your graveyard
    empty = await _reply(core, "!layers Gorilla Titan")
    assert _pt(_one(empty, "Gorilla Titan")) == (8, 8)
    one = await _reply(core, "!layers Gorilla Titan [graveyard: Forest]")
    assert _pt(_one(one, "Gorilla Titan")) == (4, 4)
    # Roc Hatchling: +3/+2 and flying while it has no shell counters on it; it enters with
    # four (614.1c), and a bracket says how many it has now
    entered = await _reply(core, "!layers Roc Hatchling")
    assert _pt(_one(entered, "Roc Hatchling")) == (0, 1)
    hatched = await _reply(core, "!layers Roc Hatchling [0 shell counters]")
    assert _pt(_one(hatched, "Roc Hatchling")) == (3, 3)
    shelled = await _reply(core, "!layers Roc Hatchling [1 shell counter]")
    assert _pt(_one(shelled, "Roc Hatchling")) == (0, 1)
    # Erebos's Titan: indestructible while your opponents control no creatures
    alone = await _reply(core, "!layers Erebos's Titan")
    assert "indestructible" in _one(alone, "Erebos's Titan")["abilities"]
    faced = await _reply(core, "!layers Erebos's Titan + opp: Grizzly Bears")
    assert "indestructible" not in _one(faced, "Erebos's Titan")["abilities"]


async def test_counters_on_the_source_for_the_equipped_creature(core: CommandCore) -> None:
    # Gavel of the Righteous: double strike for the equipped creature with four counters on it
    four = "!layers Grizzly Bears + Gavel of the Righteous [4 charge counters] -> Grizzly Bears"
    assert "double strike" in _one(await _reply(core, four), "Grizzly Bears")["abilities"]
    three = "!layers Grizzly Bears + Gavel of the Righteous [3 charge counters] -> Grizzly Bears"
    assert "double strike" not in _one(await _reply(core, three), "Grizzly Bears")["abilities"]


async def test_the_opponents_hand_is_stated(core: CommandCore) -> None:
    # Okina Nightwatch (4/3): +3/+3 while you have more cards in hand than each opponent
    more = await _reply(core, "!layers Okina Nightwatch [hand 4] [opponent hand 3]")
    assert _pt(_one(more, "Okina Nightwatch")) == (7, 6)
    equal = await _reply(core, "!layers Okina Nightwatch [hand 3] [opponent hand 3]")
    assert _pt(_one(equal, "Okina Nightwatch")) == (4, 3)
    # not stated: not decided, read as not met, and the reply says so
    unknown = await _reply(core, "!layers Okina Nightwatch [hand 4]")
    assert _pt(_one(unknown, "Okina Nightwatch")) == (4, 3)
    assert any("[opponent hand N]" in line for line in unknown["unmodelled"])
    # Guul Draz Specter: +3/+3 while an opponent has no cards in hand
    empty = await _reply(core, "!layers Guul Draz Specter [opponent hand 0]")
    assert _pt(_one(empty, "Guul Draz Specter")) == (5, 5)


async def test_a_stickered_permanent(core: CommandCore) -> None:
    # Big Winner: trample as long as you control a stickered permanent
    stickered = await _reply(core, "!layers Big Winner + Grizzly Bears [stickered]")
    assert "trample" in _one(stickered, "Big Winner")["abilities"]
    plain = await _reply(core, "!layers Big Winner + Grizzly Bears")
    assert "trample" not in _one(plain, "Big Winner")["abilities"]


async def test_an_instead_under_a_condition_the_spell_checks_as_it_resolves(
    core: CommandCore,
) -> None:
    # Mirran Mettle: +2/+2, or +4/+4 instead with three or more artifacts (608.2c)
    few = await _reply(core, "!layers Grizzly Bears + Mirran Mettle -> Grizzly Bears")
    assert _pt(_one(few, "Grizzly Bears")) == (4, 4)
    assert any("did not hold" in note for note in few["notes"])
    artifacts = "Ornithopter + Sol Ring + Ornithopter"
    many = await _reply(
        core, f"!layers Grizzly Bears + {artifacts} + Mirran Mettle -> Grizzly Bears"
    )
    assert _pt(_one(many, "Grizzly Bears")) == (6, 6)
    # checked once: the artifacts leaving later don't shrink it (608.2c, 611.2c)
    later = await _reply(
        core,
        f"!layers Grizzly Bears + {artifacts} + Mirran Mettle -> Grizzly Bears + destroy Sol Ring",
    )
    assert _pt(_one(later, "Grizzly Bears")) == (6, 6)


async def test_an_instead_that_asks_this_turns_history(core: CommandCore) -> None:
    # Tragic Slip: -1/-1, or -13/-13 instead if a creature died this turn
    morbid = await _reply(core, "!layers Hill Giant + Tragic Slip [creatures died] -> Hill Giant")
    assert _one(morbid, "Hill Giant")["zone"] == "graveyard"
    quiet = await _reply(core, "!layers Hill Giant + Tragic Slip -> Hill Giant")
    assert _pt(_one(quiet, "Hill Giant")) == (2, 2)
    assert any("[creatures died N]" in line for line in quiet["unmodelled"])


async def test_an_instead_at_night_and_with_the_citys_blessing(core: CommandCore) -> None:
    night = "!layers Hill Giant + Olivia's Midnight Ambush [night] -> Hill Giant"
    assert _one(await _reply(core, night), "Hill Giant")["zone"] == "graveyard"
    day = await _reply(core, "!layers Hill Giant + Olivia's Midnight Ambush -> Hill Giant")
    assert _pt(_one(day, "Hill Giant")) == (1, 1)
    blessed = await _reply(core, "!layers Grizzly Bears + Pride of Conquerors [city's blessing]")
    assert _pt(_one(blessed, "Grizzly Bears")) == (4, 4)


async def test_an_instead_that_is_not_read_leaves_the_spell_unread(core: CommandCore) -> None:
    # Toxic Stench's threshold destroys instead: its -1/-1 may never apply, so it is not
    # applied in silence
    reply = await _reply(core, "!layers Grizzly Bears + Toxic Stench -> Grizzly Bears")
    assert _pt(_one(reply, "Grizzly Bears")) == (2, 2)
    assert any("instead" in line for line in reply["unmodelled"])


async def test_other_in_a_count_for_the_host(core: CommandCore) -> None:
    # Bravado: +1/+1 for each other creature you control: other than the enchanted creature
    reply = await _reply(
        core, "!layers Grizzly Bears + Hill Giant + Serra Angel + Bravado -> Grizzly Bears"
    )
    assert _pt(_one(reply, "Grizzly Bears")) == (4, 4)
    # Ancestral Mask: +2/+2 for each other enchantment: other than the Mask itself
    mask = await _reply(
        core, "!layers Grizzly Bears + Glorious Anthem + Ancestral Mask -> Grizzly Bears"
    )
    assert _pt(_one(mask, "Grizzly Bears")) == (5, 5)


async def test_counters_a_player_has(core: CommandCore) -> None:
    # Kalemne (3/3): +1/+1 for each experience counter you have (122.1), stated for the
    # player of the term
    mine = await _reply(core, "!layers Kalemne, Disciple of Iroas [experience 3]")
    assert _pt(_one(mine, "Kalemne, Disciple of Iroas")) == (6, 6)
    theirs = await _reply(
        core, "!layers Kalemne, Disciple of Iroas + opp: Hill Giant [experience 3]"
    )
    assert _pt(_one(theirs, "Kalemne, Disciple of Iroas")) == (3, 3)
    # Vishgraz (3/3): +1/+1 for each poison counter your opponents have
    poisoned = await _reply(core, "!layers Vishgraz, the Doomhive [opponent poison 4]")
    assert _pt(_one(poisoned, "Vishgraz, the Doomhive")) == (7, 7)


async def test_either_of_two_conditions(core: CommandCore) -> None:
    # Kumena's Speaker (1/1): +1/+1 while you control another Merfolk or an Island
    island = await _reply(core, "!layers Kumena's Speaker + Island")
    assert _pt(_one(island, "Kumena's Speaker")) == (2, 2)
    forest = await _reply(core, "!layers Kumena's Speaker + Forest")
    assert _pt(_one(forest, "Kumena's Speaker")) == (1, 1)
    # Sidewinder Naga (3/2): a Desert you control or a Desert card in your graveyard
    buried = await _reply(core, "!layers Sidewinder Naga [graveyard: Desert]")
    assert _pt(_one(buried, "Sidewinder Naga")) == (4, 2)
    assert _pt(_one(await _reply(core, "!layers Sidewinder Naga"), "Sidewinder Naga")) == (3, 2)
