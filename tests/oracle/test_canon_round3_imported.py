"""Canon cards read by the Oracle parser (not the curated catalog) and played in ``!layers``.

The canon3 round: "as this enters, turn ... face down" (614.1c, 708.2a), "becomes a legendary
0/0 Elemental creature" (205.4), "the basic land type of your choice", two groups named
together, an activated ability's "if ~ is a Scout" (608.2c), becoming a copy of a card in a
graveyard (707.2, 707.9b), an exchange of control between two kinds of target (701.12b), "you
and ~ have hexproof", and what is still not modelled said out loud (issue 13: never
silent): a new name.
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
    "Oko, Thief of Crowns",
    "Ornithopter",
    "Gruul Spellbreaker",
    "Arcum's Weathervane",
    "Snow-Covered Forest",
    "Wall of Deceit",
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


async def test_awakening_of_vitu_ghazi_is_a_legendary_land_creature_named_vitu_ghazi(
    core: CommandCore,
) -> None:
    reply = await _reply(core, "!layers Forest + Awakening of Vitu-Ghazi -> Forest")
    forest = reply["objects"][0]
    assert (forest["power"], forest["toughness"]) == (9, 9)  # nine +1/+1 counters on a 0/0
    assert forest["types"] == ["Land", "Creature"]  # "It's still a land" (205.1b)
    assert forest["subtypes"] == ["Forest", "Elemental"]
    assert "Legendary" in forest["supertypes"]  # 205.4
    assert forest["name"] == "Vitu-Ghazi"  # its only name (612.8, a layer-3 effect)
    steps = [(s["layer"], s["description"]) for s in forest["steps"] if s["layer"] == "3"]
    assert steps == [("3", "is named Vitu-Ghazi (612.8)")]
    assert reply["unmodelled"] == []


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
    # its "When Verdeloth enters, if it was kicked" trigger is found by its short name; it
    # entered unkicked, so the trigger did nothing (603.4), said as a note, and nothing of it
    # is listed as not carried out
    assert not [n for n in reply["unmodelled"] if "Verdeloth" in n]
    assert any("only if it was kicked (603.4" in n for n in reply["notes"])


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


OKO = "Oko, Thief of Crowns [6 loyalty counters] + activate Oko, Thief of Crowns [−5]"


async def test_oko_exchanges_an_artifact_of_yours_for_a_small_creature(core: CommandCore) -> None:
    # 701.12b: each goes to the other's controller; the two targets are of different kinds
    reply = await _reply(
        core, f"!layers Ornithopter + opp: Grizzly Bears + {OKO} -> Ornithopter, Grizzly Bears"
    )
    controllers = {o["name"]: o["controller"] for o in reply["objects"]}
    assert (controllers["Ornithopter"], controllers["Grizzly Bears"]) == ("opponent", "you")
    assert reply["unmodelled"] == []


@pytest.mark.parametrize(
    ("scenario", "refused"),
    [
        (f"!layers Ornithopter + opp: Serra Angel + {OKO} -> Ornithopter, Serra Angel",
         "Serra Angel isn't a legal target"),  # power 4: more than 3
        (f"!layers opp: Grizzly Bears + Ornithopter + {OKO} -> Grizzly Bears, Ornithopter",
         "Grizzly Bears isn't a legal target"),  # the first target must be yours
    ],
)  # fmt: skip
async def test_oko_checks_each_target_against_its_own_restriction(
    core: CommandCore, scenario: str, refused: str
) -> None:
    outcome = await core.handle(scenario)
    assert not outcome.ok
    assert refused in str(outcome.error)


async def test_you_and_gruul_spellbreaker_have_hexproof_during_your_turn(
    core: CommandCore,
) -> None:
    mine = (await _reply(core, "!layers Gruul Spellbreaker"))["objects"][0]
    theirs = (await _reply(core, "!layers Gruul Spellbreaker [opponent's turn]"))["objects"][0]
    assert "hexproof" in mine["abilities"]
    assert "hexproof" not in theirs["abilities"]


@pytest.mark.parametrize(
    ("land", "supertypes"),
    [("Forest", ["Basic", "Snow"]), ("Snow-Covered Forest", ["Basic"])],
)
async def test_two_abilities_with_one_cost_are_told_apart_by_their_target(
    core: CommandCore, land: str, supertypes: list[str]
) -> None:
    # Arcum's Weathervane: {2}, {T} takes snow away from a snow land or gives it to a
    # nonsnow basic land (205.4); only one of the two may target each land (115.1)
    reply = await _reply(core, f"!layers {land} + activate Arcum's Weathervane -> {land}")
    assert reply["objects"][0]["supertypes"] == supertypes
    assert any("the one that may target" in note for note in reply["notes"])
    assert reply["unmodelled"] == []


async def test_a_permanent_that_turns_itself_face_down_is_a_nameless_2_2(
    core: CommandCore,
) -> None:
    # Wall of Deceit "{3}: Turn this creature face down" (708.2a); face up again it is a Wall
    down = await _reply(core, "!layers Wall of Deceit + Glorious Anthem + activate Wall of Deceit")
    wall = down["objects"][0]
    assert (wall["name"], wall["power"], wall["toughness"]) == ("face-down creature", 3, 3)
    assert down["unmodelled"] == []
    up = await _reply(
        core, "!layers Wall of Deceit + activate Wall of Deceit + turn face up Wall of Deceit"
    )
    assert (up["objects"][0]["name"], up["objects"][0]["toughness"]) == ("Wall of Deceit", 5)
