"""Spree spells (702.172) played in ``!layers`` with real cards read by the Oracle parser:
each "+ {cost} — effect" line is a mode, the scenario names the modes paid for with
``[mode N]`` (any number of them), and only those happen (700.2)."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Hill Giant",
    "Rustler Rampage",
    "Great Train Heist",
    "Metamorphic Blast",
    "Shifting Grift",
    "Trash the Town",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_only_the_mode_paid_for_happens(core: CommandCore) -> None:
    """Rustler Rampage's second mode gives double strike; the untap mode wasn't chosen, so
    nothing is said of it."""
    reply = await _reply(core, "!layers Grizzly Bears + Rustler Rampage [mode 2] -> Grizzly Bears")
    bears = _one(reply, "Grizzly Bears")
    assert "double strike" in bears["abilities"]
    assert not any("Untap" in line for line in reply["unmodelled"])


async def test_two_modes_both_happen_and_the_one_shot_one_is_said(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Grizzly Bears + Great Train Heist [mode 1] [mode 2]")
    bears = _one(reply, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (3, 2)
    assert "first strike" in bears["abilities"]
    assert any("Untap all creatures you control" in line for line in reply["unmodelled"])


async def test_a_spree_spell_needs_its_modes_named(core: CommandCore) -> None:
    outcome = await core.handle("!layers Grizzly Bears + Metamorphic Blast -> Grizzly Bears")
    assert not outcome.ok
    assert "choose one or more" in (outcome.error or "")
    assert "[mode 1]" in (outcome.error or "")


async def test_the_animation_mode_replaces_types_color_and_base_size(core: CommandCore) -> None:
    """205.1b: "becomes a white Rabbit" without "in addition" replaces the creature types;
    105.3: its color becomes white only; 613.4b: base P/T 0/1."""
    reply = await _reply(
        core, "!layers Grizzly Bears + Metamorphic Blast [mode 1] -> Grizzly Bears"
    )
    bears = _one(reply, "Grizzly Bears")
    assert (bears["subtypes"], bears["colors"], bears["power"], bears["toughness"]) == (
        ["Rabbit"],
        ["white"],
        0,
        1,
    )


async def test_a_counters_mode_and_a_keyword_mode_both_resolve(core: CommandCore) -> None:
    """Trash the Town's first mode puts two +1/+1 counters (a one-shot part, carried out),
    its second gives trample until end of turn."""
    reply = await _reply(
        core, "!layers Grizzly Bears + Trash the Town [mode 1] [mode 2] -> Grizzly Bears"
    )
    bears = _one(reply, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (4, 4)
    assert "trample" in bears["abilities"]


async def test_an_exchange_of_control_mode_is_carried_out(core: CommandCore) -> None:
    """701.12b: Shifting Grift's first mode swaps who controls the two creatures."""
    reply = await _reply(
        core,
        "!layers Grizzly Bears + opp: Hill Giant + Shifting Grift [mode 1]"
        " -> Grizzly Bears, Hill Giant",
    )
    assert _one(reply, "Grizzly Bears")["controller"] == "opponent"
    assert _one(reply, "Hill Giant")["controller"] == "you"
