"""The `asks5` round, played in ``!layers`` with real cards read by the Oracle parser:
conditions on a player's state (speed, 702.179), choices made as a permanent enters that
become its copiable values (614.1c, 707.2), and conditions on a zone."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _pt, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Need for Speed (Not the Odyssey One)",
    "Primal Clay",
    "Primal Plasma",
    "Corrupted Shapeshifter",
    "Aquamorph Entity",
    "Clone",
    "Humility",
    "Conspicuous Snoop",
    "Skill Borrower",
    "Mogg Fanatic",
    "Llanowar Elves",
    "Delver of Secrets",
    "Oculus Whelp",
    "Mutagen Connoisseur",
    "Invasion of Pyrulea",
    "Ellywick Tumblestrum",
    "Animate Dead",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_speed_one_or_higher_comes_with_start_your_engines(core: CommandCore) -> None:
    # Need for Speed: "As long as your speed is 1 or higher, creatures you control have
    # haste"; its own start your engines! makes its controller's speed 1 (702.179a)
    board = await _reply(core, "!layers Grizzly Bears + Need for Speed (Not the Odyssey One)")
    assert "haste" in _one(board, "Grizzly Bears")["abilities"]
    assert any("speed isn't stated: taken as 1" in line for line in board["unmodelled"])
    theirs = "!layers Grizzly Bears + opp: Need for Speed (Not the Odyssey One)"
    bears = _one(await _reply(core, theirs), "Grizzly Bears")
    assert "haste" not in bears["abilities"] and _pt(bears) == (2, 2)
    stated = "!layers Grizzly Bears + Need for Speed (Not the Odyssey One) [speed 0]"
    assert "haste" not in _one(await _reply(core, stated), "Grizzly Bears")["abilities"]


async def test_what_it_becomes_as_it_enters_is_the_alternative_the_scenario_names(
    core: CommandCore,
) -> None:
    # Primal Clay: "your choice of a 3/3 artifact creature, a 2/2 artifact creature with
    # flying, or a 1/6 Wall artifact creature with defender in addition to its other types"
    clay = _one(await _reply(core, "!layers Primal Clay [flying]"), "Primal Clay")
    assert _pt(clay) == (2, 2) and "flying" in clay["abilities"]
    assert clay["types"] == ["Artifact", "Creature"]
    wall = _one(await _reply(core, "!layers Primal Clay [Wall]"), "Primal Clay")
    assert _pt(wall) == (1, 6) and wall["subtypes"] == ["Shapeshifter", "Wall"]
    # Corrupted Shapeshifter by number, Primal Plasma by its size; each keeps its subtypes
    third = _one(
        await _reply(core, "!layers Corrupted Shapeshifter [choice 3]"), "Corrupted Shapeshifter"
    )
    assert _pt(third) == (0, 12) and "defender" in third["abilities"]
    plasma = _one(
        await _reply(core, "!layers Grizzly Bears + Primal Plasma [3/3]"), "Primal Plasma"
    )
    assert _pt(plasma) == (3, 3) and plasma["subtypes"] == ["Elemental", "Shapeshifter"]


async def test_an_unnamed_choice_as_it_enters_is_refused_with_what_to_write(
    core: CommandCore,
) -> None:
    outcome = await core.handle("!layers Grizzly Bears + Primal Plasma")
    assert not outcome.ok and outcome.error is not None
    assert "your choice of 3/3 creature or 2/2 creature with flying" in outcome.error
    assert "[flying]" in (outcome.hint or "") and "[choice N]" in (outcome.hint or "")
    # a card another term puts onto the battlefield: the bracket goes on that term
    reanimated = "!layers Grizzly Bears [graveyard: Primal Clay] + Animate Dead -> Primal Clay"
    assert not (await core.handle(reanimated)).ok
    wall = _one(await _reply(core, reanimated + " [Wall]"), "Primal Clay")
    assert _pt(wall) == (0, 6) and "defender" in wall["abilities"]  # Animate Dead: -1/-0


async def test_the_choice_is_a_copiable_value(core: CommandCore) -> None:
    # 707.2: a Clone copies the 1/6 Wall; Humility then sets both to 1/1 (613.4b) and takes
    # defender away (613.1f), after the copiable values
    reply = await _reply(core, "!layers Primal Clay [Wall] + Clone [copy: Primal Clay]")
    clone = _one(reply, "Primal Clay", 1)
    assert _pt(clone) == (1, 6) and "defender" in clone["abilities"]
    humbled = await _reply(
        core, "!layers Primal Clay [Wall] + Clone [copy: Primal Clay] + Humility"
    )
    assert [_pt(o) for o in humbled["objects"] if o["name"] == "Primal Clay"] == [(1, 1), (1, 1)]


async def test_the_choice_is_made_again_as_it_is_turned_face_up(core: CommandCore) -> None:
    # Aquamorph Entity: "As this creature enters or is turned face up, ... 5/1 or 1/5"
    face_down = "!layers face-down Aquamorph Entity"
    assert _pt(_one(await _reply(core, face_down), "face-down creature")) == (2, 2)
    turned = await _reply(core, face_down + " + turn face up Aquamorph Entity [1/5]")
    assert _pt(_one(turned, "Aquamorph Entity")) == (1, 5)
    blinked = "!layers Aquamorph Entity [5/1] + blink Aquamorph Entity [choice 2]"
    assert _pt(_one(await _reply(core, blinked), "Aquamorph Entity")) == (1, 5)


async def test_activated_abilities_of_the_top_card_of_your_library(core: CommandCore) -> None:
    # Conspicuous Snoop: "As long as the top card of your library is a Goblin card, this
    # creature has all activated abilities of that card" (613.1f; its name read as the
    # Snoop's, 201.5); the library's top card is the last one a term put there
    goblin = _one(
        await _reply(core, "!layers Conspicuous Snoop + library: Mogg Fanatic"), "Conspicuous Snoop"
    )
    assert "Sacrifice Conspicuous Snoop: It deals 1 damage to any target." in goblin["abilities"]
    elf = _one(
        await _reply(core, "!layers Conspicuous Snoop + library: Llanowar Elves"),
        "Conspicuous Snoop",
    )
    assert not any(a.startswith(("{T}", "Sacrifice")) for a in elf["abilities"])
    # Skill Borrower: "an artifact or creature card"; the Elves' mana ability (605.1a)
    borrower = await _reply(core, "!layers Skill Borrower + library: Llanowar Elves")
    assert "{T}: Add {G}." in _one(borrower, "Skill Borrower")["abilities"]
    # unstated, the top card is hidden: assumed not to fit, and the reply says so
    hidden = await _reply(core, "!layers Conspicuous Snoop")
    assert any("top card of your library" in line for line in hidden["unmodelled"])


async def test_a_transformed_permanent_is_one_with_its_back_face_up(core: CommandCore) -> None:
    # 712.8e: [transformed] puts the back face up; 701.27g: "a transformed permanent"
    board = "!layers Delver of Secrets [transformed] + Mutagen Connoisseur + Oculus Whelp"
    reply = await _reply(core, board)
    aberration = _one(reply, "Insectile Aberration")
    assert _pt(aberration) == (3, 2) and aberration["printed"] == "3/2"
    assert _pt(_one(reply, "Mutagen Connoisseur")) == (1, 5)  # +1/+0 for each one
    assert "When Oculus Whelp dies, draw a card." in _one(reply, "Oculus Whelp")["abilities"]
    front = await _reply(core, "!layers Delver of Secrets + Mutagen Connoisseur + Oculus Whelp")
    assert _pt(_one(front, "Mutagen Connoisseur")) == (0, 5)
    assert len(_one(front, "Oculus Whelp")["abilities"]) == 2  # flying, the static only
    # Gargantuan Slabhorn: "Other transformed permanents you control have trample and ward"
    both = "!layers Invasion of Pyrulea [transformed] + Delver of Secrets [transformed]"
    insect = _one(await _reply(core, both), "Insectile Aberration")
    assert {"trample", "ward {2}"} <= set(insect["abilities"])
    refused = await core.handle("!layers Grizzly Bears [transformed]")
    assert not refused.ok and "no transforming double-faced card" in (refused.error or "")


async def test_an_emblems_count_is_a_fact_stated_and_counted_all_along(core: CommandCore) -> None:
    # Ellywick's emblem: "Creatures you control have trample and haste and get +2/+2 for
    # each differently named dungeon you've completed" (the count stated as X); an emblem's
    # static ability works from the command zone (114.4), so a creature that enters later
    # gets it too
    board = "!layers Grizzly Bears + Ellywick Tumblestrum [7 loyalty counters] + "
    emblem = "activate Ellywick Tumblestrum [-7]"
    reply = await _reply(core, board + emblem + " [x 2] + Llanowar Elves")
    assert _pt(_one(reply, "Grizzly Bears")) == (6, 6)
    elves = _one(reply, "Llanowar Elves")
    assert _pt(elves) == (5, 5) and {"trample", "haste"} <= set(elves["abilities"])
    unstated = await _reply(core, board + emblem)
    assert _pt(_one(unstated, "Grizzly Bears")) == (2, 2)
    assert any("dungeons you've completed" in line for line in unstated["unmodelled"])
