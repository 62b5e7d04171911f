"""Canon cards read by the Oracle parser (not the curated catalog) and played in ``!layers``.

The canon3 round: "as this enters, turn ... face down" (614.1c, 708.2a), "becomes a legendary
0/0 Elemental creature" (205.4), "the basic land type of your choice", two groups named
together, an activated ability's "if ~ is a Scout" (608.2c), becoming a copy of a card in a
graveyard (707.2, 707.9b), and what is still not modelled said out loud (issue 13: never
silent): a mana ability's rider, the copy a granted ability makes, a new name.
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
    "Verdeloth the Ancient",
    "Saproling Migration",
    "Treefolk Seedlings",
    "Figure of Fable",
    "Dimir Doppelganger",
    "Lazav, the Multifarious",
    "Serra Angel",
    "Glorious Anthem",
    "Lightning Bolt",
    "Navigator's Compass",
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


async def test_two_groups_named_together_each_get_the_bonus(core: CommandCore) -> None:
    # Verdeloth the Ancient: "Saproling creatures and other Treefolk creatures get +1/+1"
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Saproling Migration + Verdeloth the Ancient + Treefolk Seedlings",
    )
    sizes = {(o["name"], o["power"], o["toughness"]) for o in reply["objects"]}
    assert ("Grizzly Bears", 2, 2) in sizes  # neither group
    assert ("Saproling Token", 2, 2) in sizes  # a 1/1 Saproling
    assert ("Verdeloth the Ancient", 4, 7) in sizes  # "other": not itself
    assert ("Treefolk Seedlings", 3, 1) in sizes  # 2/* with no Forest, +1/+1
    assert [n for n in reply["unmodelled"] if "Verdeloth" in n] == []  # (only the kicker's)


async def test_figure_of_fable_grows_only_step_by_step(core: CommandCore) -> None:
    # 608.2c: "If this creature is a Scout, it becomes a Kithkin Soldier ..." as it resolves
    skipped = await _reply(
        core, "!layers Figure of Fable + activate Figure of Fable [{1}{G/W}{G/W}]"
    )
    assert (skipped["objects"][0]["power"], skipped["objects"][0]["toughness"]) == (1, 1)
    assert any("didn't hold as it resolved (608.2c)" in n for n in skipped["notes"])
    steps = (
        "!layers Figure of Fable + activate Figure of Fable [{G/W}]"
        " + activate Figure of Fable [{1}{G/W}{G/W}]"
        " + activate Figure of Fable [{3}{G/W}{G/W}{G/W}]"
    )
    avatar = (await _reply(core, steps))["objects"][0]
    assert (avatar["power"], avatar["toughness"]) == (7, 8)
    assert avatar["subtypes"] == ["Kithkin", "Avatar"]
    assert "protection from each of your opponents" in avatar["abilities"]


async def test_dimir_doppelganger_becomes_a_copy_of_a_card_from_a_graveyard(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers Dimir Doppelganger + activate Dimir Doppelganger [copy: Serra Angel]"
    )
    assert [o["name"] for o in reply["objects"]] == ["Serra Angel"]  # not put onto the battlefield
    angel = reply["objects"][0]
    assert (angel["power"], angel["toughness"]) == (4, 4)
    assert any(a.startswith("{1}{U}{B}: Exile target creature card") for a in angel["abilities"])
    assert reply["unmodelled"] == []


async def test_lazav_keeps_its_name_and_is_legendary(core: CommandCore) -> None:
    reply = await _reply(
        core,
        "!layers Lazav, the Multifarious + Glorious Anthem"
        " + activate Lazav, the Multifarious [copy: Serra Angel]",
    )
    lazav = reply["objects"][0]
    assert lazav["name"] == "Lazav, the Multifarious"
    assert (lazav["power"], lazav["toughness"]) == (5, 5)  # a 4/4 Angel, +1/+1
    assert (lazav["subtypes"], lazav["supertypes"]) == (["Angel"], ["Legendary"])
    assert reply["unmodelled"] == []


@pytest.mark.parametrize(
    ("scenario", "said"),
    [
        ("!layers Dimir Doppelganger + activate Dimir Doppelganger [copy: Lightning Bolt]",
         "Lightning Bolt is not a creature card"),
        ("!layers Dimir Doppelganger + activate Dimir Doppelganger",
         "say which creature card Dimir Doppelganger becomes a copy of"),
    ],
)  # fmt: skip
async def test_a_copy_of_a_graveyard_card_needs_a_creature_card_named(
    core: CommandCore, scenario: str, said: str
) -> None:
    outcome = await core.handle(scenario)
    assert not outcome.ok
    assert said in str(outcome.error)


async def test_a_land_becomes_the_basic_land_type_chosen_in_addition(core: CommandCore) -> None:
    # Navigator's Compass: until end of turn, in addition to its other types (305.7)
    scenario = (
        "!layers Forest + Navigator's Compass + activate Navigator's Compass [Island] -> Forest"
    )
    forest = (await _reply(core, scenario))["objects"][0]
    assert forest["subtypes"] == ["Forest", "Island"]
    assert forest["abilities"] == ["{T}: Add {G}.", "{T}: Add {U}."]
    ended = (await _reply(core, scenario + " + end turn"))["objects"][0]
    assert ended["subtypes"] == ["Forest"]
