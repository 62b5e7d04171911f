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
