"""Canon cards read by the Oracle parser (not the curated catalog) and played in ``!layers``.

The canon3 round: "as this enters, turn ... face down" (614.1c, 708.2a), "becomes a legendary
0/0 Elemental creature" (205.4), and what is still not modelled said out loud (issue 13:
never silent): a mana ability's rider, the copy a granted ability makes, a new name.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Forest",
    "Ixidron",
    "Awakening of Vitu-Ghazi",
    "Domri, Chaos Bringer",
    "Splinter Twin",
    "Genju of the Realm",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def _reply(core: CommandCore, message: str) -> dict[str, Any]:
    outcome = await core.handle(message)
    assert outcome.ok, outcome.error
    reply: dict[str, Any] = outcome.model_dump()["reply"]
    return reply


async def test_ixidron_read_from_its_oracle_text_turns_the_others_face_down(
    core: CommandCore,
) -> None:
    # 614.1c: as it enters, each other nontoken creature turns face down, a 2/2 (708.2a);
    # Ixidron counts the face-down creatures (its characteristic-defining P/T, 604.3)
    reply = await _reply(core, "!layers Grizzly Bears + Ixidron")
    bears, ixidron = reply["objects"]
    assert bears["name"] == "face-down creature"
    assert (bears["power"], bears["toughness"]) == (2, 2)
    assert (ixidron["power"], ixidron["toughness"]) == (1, 1)
    assert reply["unmodelled"] == []


async def test_awakening_of_vitu_ghazi_is_a_legendary_land_creature_its_name_a_warning(
    core: CommandCore,
) -> None:
    reply = await _reply(core, "!layers Forest + Awakening of Vitu-Ghazi -> Forest")
    forest = reply["objects"][0]
    assert (forest["power"], forest["toughness"]) == (9, 9)  # nine +1/+1 counters on a 0/0
    assert forest["types"] == ["Land", "Creature"]  # "It's still a land" (205.1b)
    assert forest["subtypes"] == ["Forest", "Elemental"]
    assert "Legendary" in forest["supertypes"]  # 205.4
    assert [n for n in reply["unmodelled"] if "its new name, Vitu-Ghazi" in n]


async def test_a_legendary_animation_until_end_of_turn_is_read(core: CommandCore) -> None:
    # Genju of the Realm: a legendary 8/12 Spirit creature with trample that's still a land
    reply = await _reply(core, "!layers Forest + Genju of the Realm + activate Genju of the Realm")
    forest = reply["objects"][0]
    assert (forest["power"], forest["toughness"]) == (8, 12)
    assert forest["types"] == ["Land", "Creature"]
    assert "Legendary" in forest["supertypes"]
    ended = await _reply(
        core, "!layers Forest + Genju of the Realm + activate Genju of the Realm + end turn"
    )
    assert ended["objects"][0]["types"] == ["Land"]


@pytest.mark.parametrize(
    ("name", "warning"),
    [
        ("Domri, Chaos Bringer", "it gains riot. (a mana ability's rider: not modelled)"),
        ("Splinter Twin", "(not modelled: the copy the granted ability makes)"),
    ],
)
async def test_what_a_canon_card_does_that_is_not_modelled_is_a_warning_of_the_parser(
    core: CommandCore, name: str, warning: str
) -> None:
    reply = await _reply(core, f"!card {name}")
    assert [n for n in reply["unmodelled"] if warning in n], reply["unmodelled"]
