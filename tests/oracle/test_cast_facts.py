"""How a spell was cast (``engine/oracle/cast_facts.toml``): the list reads its own examples,
a spell's "if" about it or about the game is checked once as the spell resolves (608.2c), and
``!layers`` plays it with real cards: a bracket on the spell states the fact
(``[bargained]``, ``[spent {b}]``); one not stated is assumed not to have happened, and the
reply says so."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from engine.oracle.cast_facts import cast_facts, is_cast_fact, read_cast_fact
from engine.oracle.resolution_ifs import instead_if
from engine.scenario.choices import STATES
from tests.oracle.test_copies_imported import _one, _pt, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Serra Angel",
    "Forest",
    "Giant Growth",
    "Candy Grapple",
    "Might of Old Krosa",
    "Crumb and Get It",
    "Rolling Spoil",
    "Stolen Vitality",
    "Might of the Meek",
    "Roar of Jukai",
}


@pytest.mark.parametrize("fact", cast_facts(), ids=lambda fact: fact.key)
def test_each_fact_reads_its_example(fact: object) -> None:
    key = read_cast_fact(fact.example)  # type: ignore[attr-defined]
    assert key is not None and is_cast_fact(key)


def test_the_mana_spent_is_part_of_the_bracket() -> None:
    assert read_cast_fact("{G}{W} was spent to cast ~") == "spent {g}{w}"
    assert is_cast_fact("spent {b}") and not is_cast_fact("spent {x}")


def test_a_cast_fact_is_no_other_scenario_word() -> None:
    assert not any(is_cast_fact(state) for state in STATES)


def test_an_if_without_instead_adds_and_one_with_instead_replaces() -> None:
    added = instead_if("If the gift was promised, that creature also gains flying.")
    replaced = instead_if("If ~ was bargained, that creature gets -5/-5 until end of turn instead.")
    assert added is not None and added[0].cast == "gift promised" and not added[3]
    assert replaced is not None and replaced[0].cast == "bargained" and replaced[3]


def test_an_if_about_an_object_is_no_fact_of_the_game() -> None:
    # "if it's a Human" is about the target (608.2c), read elsewhere, never as a game fact
    assert instead_if("If it's a Human, instead it gets +3/+3 until end of turn.") is None


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_a_bargained_spell_applies_what_it_says_instead(core: CommandCore) -> None:
    # Candy Grapple: -3/-3, or -5/-5 instead if it was bargained (702.166b)
    plain = await _reply(core, "!layers Serra Angel + Candy Grapple -> Serra Angel")
    assert _pt(_one(plain, "Serra Angel")) == (1, 1)
    assert any("[bargained]" in line and "assumed not" in line for line in plain["unmodelled"])
    bargained = await _reply(core, "!layers Serra Angel + Candy Grapple [bargained] -> Serra Angel")
    assert _pt(_one(bargained, "Serra Angel")) == (-1, -1)
    assert not bargained["unmodelled"]
    assert any("held" in note and "applied instead" in note for note in bargained["notes"])


async def test_a_spell_cast_in_the_main_phase(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Grizzly Bears + Might of Old Krosa [main phase]")
    assert _pt(_one(reply, "Grizzly Bears")) == (6, 6)


async def test_a_promised_gift_adds_to_the_effect(core: CommandCore) -> None:
    # Crumb and Get It: +2/+2, and indestructible too if the gift was promised (702.174)
    plain = await _reply(core, "!layers Grizzly Bears + Crumb and Get It")
    bears = _one(plain, "Grizzly Bears")
    assert _pt(bears) == (4, 4) and "indestructible" not in bears["abilities"]
    gift = await _reply(core, "!layers Grizzly Bears + Crumb and Get It [gift promised]")
    bears = _one(gift, "Grizzly Bears")
    assert _pt(bears) == (4, 4) and "indestructible" in bears["abilities"]


async def test_the_mana_spent_to_cast_it(core: CommandCore) -> None:
    # Rolling Spoil: all creatures get -1/-1 if {B} was spent to cast it
    reply = await _reply(
        core, "!layers Grizzly Bears + Forest + Rolling Spoil [spent {B}] -> Forest"
    )
    assert _pt(_one(reply, "Grizzly Bears")) == (1, 1)
    plain = await _reply(core, "!layers Grizzly Bears + Forest + Rolling Spoil -> Forest")
    assert _pt(_one(plain, "Grizzly Bears")) == (2, 2)


async def test_a_fact_the_spell_does_not_ask_is_refused(core: CommandCore) -> None:
    outcome = await core.handle("!layers Grizzly Bears + Giant Growth [bargained]")
    assert not outcome.ok and "asks nothing about whether it was bargained" in str(outcome.error)
    spent = await core.handle(
        "!layers Grizzly Bears + Forest + Rolling Spoil [spent {g}] -> Forest"
    )
    assert not spent.ok and "{G} was spent" in str(spent.error)


async def test_otherwise_after_an_if_about_the_game(core: CommandCore) -> None:
    # Stolen Vitality: trample if it's your turn, otherwise first strike
    mine = await _reply(core, "!layers Grizzly Bears + Stolen Vitality")
    bears = _one(mine, "Grizzly Bears")
    assert "trample" in bears["abilities"] and "first strike" not in bears["abilities"]
    theirs = await _reply(core, "!layers Grizzly Bears [opponent's turn] + Stolen Vitality")
    bears = _one(theirs, "Grizzly Bears")
    assert "first strike" in bears["abilities"] and "trample" not in bears["abilities"]


async def test_an_if_about_the_board_adds_only_when_it_holds(core: CommandCore) -> None:
    # Roar of Jukai: blocked creatures get +2/+2 only if you control a Forest
    without = await _reply(core, "!layers Grizzly Bears [blocked] + Roar of Jukai")
    assert _pt(_one(without, "Grizzly Bears")) == (2, 2)
    assert any("did not apply" in note for note in without["notes"])
    forest = await _reply(core, "!layers Grizzly Bears [blocked] + Forest + Roar of Jukai")
    assert _pt(_one(forest, "Grizzly Bears")) == (4, 4)
