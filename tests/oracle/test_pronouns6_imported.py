"""Follow-up sentences whose subject is a pronoun or an earlier object, read in the
`pronouns6` round of issue 13 and played in ``!layers`` with real cards read by the Oracle
parser: each test is one ruling, the reply a judge would see (608.2c: "it", "that creature",
"those creatures" mean what the sentence before named).
"""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _pt, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Hill Giant",
    "Savannah Lions",
    "Serra Angel",
    "Vines of Vastwood",
    "Open into Wonder",
    "Arm the Cathars",
    "Mammoth Harness",
    "Barrow-Blade",
    "Old Man Willow",
    "Forest",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_vines_of_vastwood_kicked_gives_its_target_four(core: CommandCore) -> None:
    # "Target creature can't be the target of ...": "the target of" names no second target,
    # so "that creature" in the kicker sentence is the spell's one target (608.2c)
    kicked = await _reply(core, "!layers Grizzly Bears + Vines of Vastwood [kicked]")
    assert _pt(_one(kicked, "Grizzly Bears")) == (6, 6)
    assert any("can't be the target" in line for line in kicked["unmodelled"])
    plain = await _reply(core, "!layers Grizzly Bears + Vines of Vastwood")
    assert _pt(_one(plain, "Grizzly Bears")) == (2, 2)


async def test_open_into_wonder_grants_its_ability_to_each_of_x_targets(
    core: CommandCore,
) -> None:
    # "X target creatures can't be blocked this turn. Until end of turn, those creatures
    # gain "...": every one of the X targets (115.1), X chosen as it was cast (107.3)
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Hill Giant + Open into Wonder [x 2] -> Grizzly Bears, Hill Giant",
    )
    for name in ("Grizzly Bears", "Hill Giant"):
        granted = _one(reply, name)["abilities"]
        assert granted == [f"Whenever {name} deals combat damage to a player, draw a card."]
    assert not any("was not used" in line for line in reply["unmodelled"])  # X counted targets
    too_many = await core.handle(
        "!layers Grizzly Bears + Hill Giant + Open into Wonder [x 1] -> Grizzly Bears, Hill Giant"
    )
    assert too_many.error is not None and "1 target" in too_many.error


async def test_arm_the_cathars_gives_vigilance_to_each_of_its_three_targets(
    core: CommandCore,
) -> None:
    # "Those creatures gain vigilance until end of turn": each target of the sentence
    # before, each with its own bonus (115.3)
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Hill Giant + Savannah Lions + Arm the Cathars"
        " -> Grizzly Bears, Hill Giant, Savannah Lions",
    )
    bonus = {"Grizzly Bears": (5, 5), "Hill Giant": (5, 5), "Savannah Lions": (3, 2)}
    for name, pt in bonus.items():
        assert (_pt(_one(reply, name)), _one(reply, name)["abilities"]) == (pt, ["vigilance"])


async def test_arm_the_cathars_with_two_targets_leaves_the_third_part_undone(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers Grizzly Bears + Hill Giant + Arm the Cathars -> Hill Giant, Grizzly Bears"
    )
    assert _pt(_one(reply, "Hill Giant")) == (6, 6)
    assert _pt(_one(reply, "Grizzly Bears")) == (4, 4)
    assert any("no target was named" in note for note in reply["notes"])


async def test_mammoth_harness_gives_first_strike_to_the_creature_in_the_block(
    core: CommandCore,
) -> None:
    # "Whenever enchanted creature blocks or becomes blocked by a creature, the other
    # creature gains first strike": the attacker it blocks (509.3d)
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Mammoth Harness -> Grizzly Bears + opp: Serra Angel [attacking]"
        " + trigger Mammoth Harness -> Serra Angel",
    )
    assert "first strike" in _one(reply, "Serra Angel")["abilities"]
    assert "first strike" not in _one(reply, "Grizzly Bears")["abilities"]


async def test_barrow_blade_strips_the_blocker_of_its_abilities(core: CommandCore) -> None:
    reply = await _reply(
        core,
        "!layers Grizzly Bears [attacking] + Barrow-Blade -> Grizzly Bears"
        " + opp: Serra Angel [blocking: Grizzly Bears] + trigger Barrow-Blade -> Serra Angel",
    )
    assert _one(reply, "Serra Angel")["abilities"] == []
    assert _pt(_one(reply, "Grizzly Bears")) == (3, 3)


async def test_barrow_blade_refuses_a_creature_outside_combat(core: CommandCore) -> None:
    # the creature that made it trigger is in a block with the equipped creature: with no
    # arrow, the equipped creature itself is not taken for it
    wrong = await core.handle(
        "!layers Grizzly Bears + Barrow-Blade -> Grizzly Bears + trigger Barrow-Blade"
    )
    assert wrong.error is not None
    assert "an attacking or blocking creature" in wrong.error


async def test_old_man_willow_shrinks_a_target_only_when_a_creature_was_sacrificed(
    core: CommandCore,
) -> None:
    # "you may sacrifice another creature or a token. When you do, target creature an
    # opponent controls gets -2/-2": a reflexive trigger (603.12), only if the player did
    board = "!layers Old Man Willow + Forest + Forest + Forest + opp: Serra Angel"
    did = await _reply(core, f"{board} + trigger Old Man Willow [did] -> Serra Angel")
    assert _pt(_one(did, "Serra Angel")) == (2, 2)
    assert any("you may sacrifice" in line for line in did["unmodelled"])  # not carried out
    didnt = await _reply(core, f"{board} + trigger Old Man Willow [didn't] -> Serra Angel")
    assert _pt(_one(didnt, "Serra Angel")) == (4, 4)
    assert _pt(_one(didnt, "Old Man Willow")) == (3, 3)
