"""Conditions read in the `conds3` round, played in ``!layers`` with real cards read by the
Oracle parser: what the source exiled (607.2a), a keyword list after a conditional grant
("The same is true for ..."), a static ability's "instead" under a condition (611.3a), the
enchanted permanent's controller's board, and an ability word written with a hyphen."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _pt, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Hill Giant",
    "Serra Angel",
    "Giant Spider",
    "Forest",
    "Ornithopter",
    "Urborg Scavengers",
    "Veteran Survivor",
    "Keen-Eyed Curator",
    "Precipitous Drop",
    "Mind Carver",
    "So Tiny",
    "Favorable Destiny",
    "Predator's Gambit",
    "Ardent Recruit",
    "Duplicant",
    "Mul Daya Channelers",
    "Tenacious Hunter",
    "Faceless One",
    "Relic Axe",
    "Goblin Piker",
    "Tezzeret, Betrayer of Flesh",
    "Sol Ring",
    "Smuggler's Copter",
    "Silverflame Ritual",
    "Arrester's Zeal",
    "Hellkite Hatchling",
    "Agent Frank Horrigan",
    "Taste for Mayhem",
    "Insatiable Appetite",
    "Temur Sabertooth",
    "Tek",
    "Plains",
    "Island",
    "Multiclass Baldric",
    "Prodigal Sorcerer",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_keywords_of_the_cards_it_exiled(core: CommandCore) -> None:
    # Urborg Scavengers: flying as long as a card exiled with it has flying, and the same for
    # first strike, ..., vigilance (607.2a: the cards its own ability exiled)
    angel = _one(
        await _reply(core, "!layers Urborg Scavengers [exile: Serra Angel]"), "Urborg Scavengers"
    )
    assert {"flying", "vigilance"} <= set(angel["abilities"])
    assert "reach" not in angel["abilities"]
    spider = _one(
        await _reply(core, "!layers Urborg Scavengers [exile: Giant Spider]"), "Urborg Scavengers"
    )
    assert "reach" in spider["abilities"] and "flying" not in spider["abilities"]
    nothing = _one(await _reply(core, "!layers Urborg Scavengers"), "Urborg Scavengers")
    assert not {"flying", "reach", "vigilance"} & set(nothing["abilities"])


async def test_how_many_cards_it_exiled(core: CommandCore) -> None:
    # Veteran Survivor: +3/+3 and hexproof with three or more cards exiled with it
    two = "!layers Veteran Survivor [exile: Grizzly Bears, Hill Giant]"
    assert _pt(_one(await _reply(core, two), "Veteran Survivor")) == (2, 1)
    three = "!layers Veteran Survivor [exile: Grizzly Bears, Hill Giant, Forest]"
    survivor = _one(await _reply(core, three), "Veteran Survivor")
    assert _pt(survivor) == (5, 4) and "hexproof" in survivor["abilities"]


async def test_card_types_among_the_cards_it_exiled(core: CommandCore) -> None:
    # Keen-Eyed Curator: +4/+4 and trample with four or more card types among them (205.2a)
    three = "!layers Keen-Eyed Curator [exile: Grizzly Bears, Forest, Ornithopter]"
    assert _pt(_one(await _reply(core, three), "Keen-Eyed Curator")) == (3, 3)
    four = "!layers Keen-Eyed Curator [exile: Grizzly Bears, Forest, Ornithopter, Precipitous Drop]"
    curator = _one(await _reply(core, four), "Keen-Eyed Curator")
    assert _pt(curator) == (7, 7) and "trample" in curator["abilities"]


async def test_duplicant_still_reads_the_creature_card_it_exiled(core: CommandCore) -> None:
    # Duplicant: the power, toughness and creature types of the creature card it exiled
    duplicant = _one(await _reply(core, "!layers Duplicant [exile: Hill Giant]"), "Duplicant")
    assert _pt(duplicant) == (3, 3) and "Giant" in duplicant["subtypes"]


async def test_an_instead_under_a_static_condition(core: CommandCore) -> None:
    # Precipitous Drop: -2/-2, or -5/-5 instead as long as you've completed a dungeon
    drop = "!layers Serra Angel + Precipitous Drop"
    assert _pt(_one(await _reply(core, drop), "Serra Angel")) == (2, 2)
    completed = "!layers Serra Angel + Precipitous Drop [completed a dungeon]"
    assert _pt(_one(await _reply(core, completed), "Serra Angel")) == (-1, -1)
    # Mind Carver: +1/+0, or +3/+1 instead while an opponent has eight or more graveyard cards
    few = "!layers Grizzly Bears + Mind Carver [opponent graveyard size 3]"
    assert _pt(_one(await _reply(core, few), "Grizzly Bears")) == (3, 2)
    many = "!layers Grizzly Bears + Mind Carver [opponent graveyard size 8]"
    assert _pt(_one(await _reply(core, many), "Grizzly Bears")) == (5, 3)


async def test_the_enchanted_creatures_controllers_board(core: CommandCore) -> None:
    # Favorable Destiny: shroud as long as its controller controls another creature
    alone = _one(await _reply(core, "!layers Grizzly Bears + Favorable Destiny"), "Grizzly Bears")
    assert "shroud" not in alone["abilities"]
    other = "!layers Hill Giant + Grizzly Bears + Favorable Destiny -> Grizzly Bears"
    assert "shroud" in _one(await _reply(core, other), "Grizzly Bears")["abilities"]
    # ... the controller of the creature, not of the Aura
    theirs = "!layers Hill Giant + opp: Grizzly Bears + you: Favorable Destiny -> Grizzly Bears"
    assert "shroud" not in _one(await _reply(core, theirs), "Grizzly Bears")["abilities"]
    # Predator's Gambit: intimidate as long as its controller controls no other creatures
    gambit = "!layers Grizzly Bears + Predator's Gambit"
    assert "intimidate" in _one(await _reply(core, gambit), "Grizzly Bears")["abilities"]
    crowded = "!layers Hill Giant + Grizzly Bears + Predator's Gambit -> Grizzly Bears"
    assert "intimidate" not in _one(await _reply(core, crowded), "Grizzly Bears")["abilities"]


async def test_the_enchanted_creatures_controllers_graveyard(core: CommandCore) -> None:
    # So Tiny: -2/-0, or -6/-0 instead as long as its controller has seven or more cards in
    # their graveyard (the creature's controller's, here the opponent's)
    few = "!layers opp: Serra Angel [opponent graveyard size 3] + you: So Tiny -> Serra Angel"
    assert _pt(_one(await _reply(core, few), "Serra Angel")) == (2, 4)
    many = "!layers opp: Serra Angel [opponent graveyard size 7] + you: So Tiny -> Serra Angel"
    assert _pt(_one(await _reply(core, many), "Serra Angel")) == (-2, 4)


async def test_an_ability_word_with_a_hyphen(core: CommandCore) -> None:
    # Ardent Recruit: "Metalcraft - This creature gets +2/+2 as long as you control three or
    # more artifacts" (the Oracle text's hyphen stands for the ability word's dash, 207.2c)
    two = "!layers Ardent Recruit + Ornithopter + Ornithopter"
    assert _pt(_one(await _reply(core, two), "Ardent Recruit")) == (1, 1)
    three = "!layers Ardent Recruit + Ornithopter + Ornithopter + Ornithopter"
    assert _pt(_one(await _reply(core, three), "Ardent Recruit")) == (3, 3)


async def test_the_top_card_of_the_library_is_stated(core: CommandCore) -> None:
    # Mul Daya Channelers: +3/+3 while the top card of your library is a creature card, a mana
    # ability while it is a land card; hidden information, named with "library: Name" (the
    # last one named is on top)
    creature = await _reply(core, "!layers Mul Daya Channelers + library: Hill Giant")
    assert _pt(_one(creature, "Mul Daya Channelers")) == (5, 5)
    land = "!layers Mul Daya Channelers + library: Hill Giant + library: Forest"
    channelers = _one(await _reply(core, land), "Mul Daya Channelers")
    assert _pt(channelers) == (2, 2)
    assert "{T}: Add two mana of any one color." in channelers["abilities"]
    # not stated: assumed not, and the reply says so; an opponent's library is not yours
    for unstated in (
        "!layers Mul Daya Channelers",
        "!layers Mul Daya Channelers + opp: library: Hill Giant",
    ):
        reply = await _reply(core, unstated)
        assert _pt(_one(reply, "Mul Daya Channelers")) == (2, 2)
        assert any("top card of your library" in note for note in reply["unmodelled"])


async def test_a_counter_on_any_creature(core: CommandCore) -> None:
    # Tenacious Hunter: vigilance and deathtouch as long as a creature has a -1/-1 counter on
    # it, whoever controls that creature
    theirs = "!layers opp: Grizzly Bears + opp: -1/-1 counter + you: Tenacious Hunter"
    hunter = _one(await _reply(core, theirs), "Tenacious Hunter")
    assert {"vigilance", "deathtouch"} <= set(hunter["abilities"])
    none = _one(await _reply(core, "!layers Grizzly Bears + Tenacious Hunter"), "Tenacious Hunter")
    assert "deathtouch" not in none["abilities"]


async def test_a_color_chosen_before_the_game(core: CommandCore) -> None:
    # Faceless One: "If ~ is your commander, choose a color before the game begins. ~ is the
    # chosen color." (607.2p, 903.4b: a characteristic-defining ability linked to that choice)
    red = _one(await _reply(core, "!layers Faceless One [red]"), "Faceless One")
    assert red["colors"] == ["red"]
    unnamed = await _reply(core, "!layers Faceless One")
    assert _one(unnamed, "Faceless One")["colors"] == []
    assert any("chosen color" in note for note in unnamed["unmodelled"])


async def test_an_instead_about_what_the_equipped_creature_is(core: CommandCore) -> None:
    # Relic Axe: +1/+1, or +2/+1 instead if it's a Warrior (a static ability: while it is)
    bears = await _reply(core, "!layers Grizzly Bears + Relic Axe")
    assert _pt(_one(bears, "Grizzly Bears")) == (3, 3)
    warrior = await _reply(core, "!layers Goblin Piker + Relic Axe")
    assert _pt(_one(warrior, "Goblin Piker")) == (4, 2)


async def test_an_if_it_isnt_checked_as_it_resolves(core: CommandCore) -> None:
    # Tezzeret, Betrayer of Flesh's -2: an artifact creature, with base P/T 4/4 only if it
    # isn't a Vehicle as the ability resolves (608.2c)
    ring = "!layers Sol Ring + activate Tezzeret, Betrayer of Flesh [-2] -> Sol Ring"
    assert _pt(_one(await _reply(core, ring), "Sol Ring")) == (4, 4)
    copter = (
        "!layers Smuggler's Copter + activate Tezzeret, Betrayer of Flesh [-2] -> Smuggler's Copter"
    )
    vehicle = await _reply(core, copter)
    assert _pt(_one(vehicle, "Smuggler's Copter")) == (3, 3)
    assert "Creature" in _one(vehicle, "Smuggler's Copter")["types"]


async def test_at_least_three_mana_of_a_color_spent(core: CommandCore) -> None:
    # Silverflame Ritual's adamant: "If at least three white mana was spent to cast this
    # spell" is the fact [spent {w}{w}{w}], stated on the spell, never assumed
    spent = await _reply(core, "!layers Grizzly Bears + Silverflame Ritual [spent {w}{w}{w}]")
    assert "vigilance" in _one(spent, "Grizzly Bears")["abilities"]
    unstated = await _reply(core, "!layers Grizzly Bears + Silverflame Ritual")
    assert "vigilance" not in _one(unstated, "Grizzly Bears")["abilities"]
    assert any("[spent {w}{w}{w}]" in note for note in unstated["unmodelled"])


async def test_an_if_on_a_line_of_its_own_reads_that_creature(core: CommandCore) -> None:
    # Arrester's Zeal: "Addendum — If you cast this spell during your main phase, that
    # creature gains flying": the creature the line before targeted
    main = _one(
        await _reply(core, "!layers Grizzly Bears + Arrester's Zeal [main phase]"), "Grizzly Bears"
    )
    assert _pt(main) == (4, 4) and "flying" in main["abilities"]
    other = _one(await _reply(core, "!layers Grizzly Bears + Arrester's Zeal"), "Grizzly Bears")
    assert _pt(other) == (4, 4) and "flying" not in other["abilities"]


async def test_the_objects_history_is_stated_on_it(core: CommandCore) -> None:
    # Hellkite Hatchling: flying and trample if it devoured a creature (702.82); Agent Frank
    # Horrigan: indestructible as long as it attacked this turn (an attacking one has)
    hatchling = _one(
        await _reply(core, "!layers Hellkite Hatchling [devoured]"), "Hellkite Hatchling"
    )
    assert {"flying", "trample"} <= set(hatchling["abilities"])
    unstated = await _reply(core, "!layers Hellkite Hatchling")
    assert "flying" not in _one(unstated, "Hellkite Hatchling")["abilities"]
    assert any("[devoured]" in note for note in unstated["unmodelled"])
    for stated in ("[attacked this turn]", "[attacking]"):
        agent = await _reply(core, f"!layers Agent Frank Horrigan {stated}")
        assert "indestructible" in _one(agent, "Agent Frank Horrigan")["abilities"]
    idle = await _reply(core, "!layers Agent Frank Horrigan")
    assert "indestructible" not in _one(idle, "Agent Frank Horrigan")["abilities"]
    assert any("[attacked this turn]" in note for note in idle["unmodelled"])


async def test_an_auras_condition_about_your_hand(core: CommandCore) -> None:
    # Taste for Mayhem: +2/+0, and an additional +2/+0 as long as you have no cards in hand
    empty = await _reply(core, "!layers Grizzly Bears + Taste for Mayhem [hand 0]")
    assert _pt(_one(empty, "Grizzly Bears")) == (6, 2)
    cards = await _reply(core, "!layers Grizzly Bears + Taste for Mayhem [hand 3]")
    assert _pt(_one(cards, "Grizzly Bears")) == (4, 2)


async def test_if_you_do_is_a_choice_made_as_it_resolves(core: CommandCore) -> None:
    # Insatiable Appetite: "You may sacrifice a Food. If you do, target creature gets +5/+5
    # until end of turn. Otherwise, that creature gets +3/+3" (608.2d: [did] / [didn't])
    did = await _reply(core, "!layers Grizzly Bears + Insatiable Appetite [did]")
    assert _pt(_one(did, "Grizzly Bears")) == (7, 7)
    didnt = await _reply(core, "!layers Grizzly Bears + Insatiable Appetite [didn't]")
    assert _pt(_one(didnt, "Grizzly Bears")) == (5, 5)
    # the sacrifice itself is not carried out, and the reply says so
    assert any("You may sacrifice a Food" in note for note in didnt["unmodelled"])
    unnamed = await _reply(core, "!layers Grizzly Bears + Insatiable Appetite")
    assert any("[didn't]" in note for note in unnamed["unmodelled"])


async def test_if_you_do_on_an_activated_ability(core: CommandCore) -> None:
    # Temur Sabertooth: "You may return another creature you control to its owner's hand. If
    # you do, this creature gains indestructible until end of turn"
    did = await _reply(
        core, "!layers Temur Sabertooth + Hill Giant + activate Temur Sabertooth [did]"
    )
    assert "indestructible" in _one(did, "Temur Sabertooth")["abilities"]
    didnt = await _reply(core, "!layers Temur Sabertooth + activate Temur Sabertooth [didn't]")
    assert "indestructible" not in _one(didnt, "Temur Sabertooth")["abilities"]
    assert any("leaves no continuous effect to apply" in note for note in didnt["notes"])


async def test_each_part_under_its_own_condition(core: CommandCore) -> None:
    # Tek: +0/+2 as long as you control a Plains, flying as long as you control an Island, ...
    tek = _one(await _reply(core, "!layers Tek + Plains + Island"), "Tek")
    assert _pt(tek) == (2, 4) and "flying" in tek["abilities"]
    assert "trample" not in tek["abilities"] and "first strike" not in tek["abilities"]
    assert _pt(_one(await _reply(core, "!layers Tek"), "Tek")) == (2, 2)
    # Multiclass Baldric: lifelink if you control a Cleric, ..., flying if you control a Wizard
    wizard = "!layers Prodigal Sorcerer + Grizzly Bears + Multiclass Baldric -> Grizzly Bears"
    bears = _one(await _reply(core, wizard), "Grizzly Bears")
    assert "flying" in bears["abilities"] and "lifelink" not in bears["abilities"]
