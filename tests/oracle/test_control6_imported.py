"""The `control6` round, played in ``!layers`` with real cards read by the Oracle parser:
control changes (613.1b) whose targets, groups or durations the parser couldn't read."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Goblin Piker",
    "Hill Giant",
    "Serra Angel",
    "Bloodbraid Elf",
    "Shivan Dragon",
    "Lightning Bolt",
    "Forest",
    "Confiscate",
    "Murder",
    "Rancor",
    "Disenchant",
    "Djeru's Resolve",
    "Govern the Guildless",
    "Callous Oppressor",
    "Domineering Will",
    "Jet's Brainwashing",
    "Karrthus, Tyrant of Jund",
    "Herald of Leshrac",
    "Rootwater Matriarch",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_a_monocolored_target_has_exactly_one_color(core: CommandCore) -> None:
    # Govern the Guildless: "Gain control of target monocolored creature" (105.2b)
    board = await _reply(core, "!layers opp: Grizzly Bears + Govern the Guildless -> Grizzly Bears")
    assert _one(board, "Grizzly Bears")["controller"] == "you"
    outcome = await core.handle(
        "!layers opp: Bloodbraid Elf + Govern the Guildless -> Bloodbraid Elf"
    )
    assert not outcome.ok and "it may target a monocolored creature" in (outcome.error or "")


async def test_a_target_that_isnt_of_the_type_chosen_as_it_entered(core: CommandCore) -> None:
    # Callous Oppressor: an opponent chose Goblin as it entered; its {T} ability may not take
    # a Goblin, and the steal lasts while Callous Oppressor remains tapped (611.2b)
    steal = "!layers opp: Grizzly Bears + Callous Oppressor [Goblin] + activate Callous Oppressor"
    board = await _reply(core, f"{steal} -> Grizzly Bears")
    assert _one(board, "Grizzly Bears")["controller"] == "you"
    assert board["unmodelled"] == []
    untapped = await _reply(
        core, f"{steal} -> Grizzly Bears + Djeru's Resolve -> Callous Oppressor"
    )
    assert _one(untapped, "Grizzly Bears")["controller"] == "opponent"
    goblin = steal.replace("Grizzly Bears", "Goblin Piker") + " -> Goblin Piker"
    outcome = await core.handle(goblin)
    assert not outcome.ok and "not of the chosen type" in (outcome.error or "")


async def test_a_target_player_gains_control_of_several_targets(core: CommandCore) -> None:
    # Domineering Will: "Target player gains control of up to three target nonattacking
    # creatures until end of turn": the player first after the arrow, then the targets
    board = await _reply(
        core,
        "!layers Grizzly Bears + Hill Giant + Serra Angel + "
        "Domineering Will -> opp, Grizzly Bears, Hill Giant",
    )
    assert _one(board, "Grizzly Bears")["controller"] == "opponent"
    assert _one(board, "Hill Giant")["controller"] == "opponent"
    assert _one(board, "Serra Angel")["controller"] == "you"
    assert any("Untap those creatures" in line for line in board["unmodelled"])
    outcome = await core.handle(
        "!layers opp: Grizzly Bears [attacking] + Domineering Will -> you, Grizzly Bears"
    )
    assert not outcome.ok and "nonattacking" in (outcome.error or "")


async def test_gain_control_untap_it_and_it_gains_haste(core: CommandCore) -> None:
    # Jet's Brainwashing, kicked: "gain control of that creature until end of turn, untap
    # it, and it gains haste until end of turn"
    board = await _reply(
        core, "!layers opp: Grizzly Bears [tapped] + Jet's Brainwashing [kicked] -> Grizzly Bears"
    )
    bears = _one(board, "Grizzly Bears")
    assert bears["controller"] == "you" and "haste" in bears["abilities"]
    assert not bears["tapped"]


async def test_gain_control_of_a_group_then_untap_it(core: CommandCore) -> None:
    # Karrthus: "When Karrthus enters, gain control of all Dragons, then untap all Dragons",
    # resolved as it enters (603.6a) with no `trigger` term
    board = await _reply(
        core,
        "!layers opp: Shivan Dragon + opp: Grizzly Bears + Lightning Bolt -> opp + "
        "Karrthus, Tyrant of Jund",
    )
    assert _one(board, "Shivan Dragon")["controller"] == "you"
    assert _one(board, "Grizzly Bears")["controller"] == "opponent"


async def test_lands_you_control_go_back_to_their_owners(core: CommandCore) -> None:
    # Herald of Leshrac leaves: "each player gains control of each land they own that you
    # control" (108.3)
    steal = "!layers opp: Forest + Herald of Leshrac + Confiscate -> Forest"
    assert _one(await _reply(core, steal), "Forest")["controller"] == "you"
    board = await _reply(core, f"{steal} + Murder -> Herald of Leshrac + trigger Herald of Leshrac")
    assert _one(board, "Forest")["controller"] == "opponent"


async def test_control_for_as_long_as_that_creature_is_enchanted(core: CommandCore) -> None:
    # Rootwater Matriarch: "{T}: Gain control of target creature for as long as that creature
    # is enchanted"; not enchanted as it resolves, it does nothing; the Aura gone, it ends
    # for good, and a new Aura doesn't bring it back (611.2b)
    bare = "!layers opp: Grizzly Bears + Rootwater Matriarch + activate Rootwater Matriarch"
    board = await _reply(core, f"{bare} -> Grizzly Bears")
    assert _one(board, "Grizzly Bears")["controller"] == "opponent"
    enchanted = (
        "!layers opp: Grizzly Bears + Rancor -> Grizzly Bears + Rootwater Matriarch + "
        "activate Rootwater Matriarch -> Grizzly Bears"
    )
    assert _one(await _reply(core, enchanted), "Grizzly Bears")["controller"] == "you"
    board = await _reply(core, f"{enchanted} + Disenchant -> Rancor + Rancor -> Grizzly Bears")
    assert _one(board, "Grizzly Bears")["controller"] == "opponent"
    assert any("no Aura is attached to it (611.2b)" in note for note in board["notes"])
