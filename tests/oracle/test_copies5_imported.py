"""Copy forms of the copies5 round, played in ``!layers`` with real cards.

Every card comes from the Scryfall bulk file, read by the Oracle parser, through the command
core: each test is one ruling, the reply a judge would see. The original a copy may copy is
checked as the scenario names it (707.2, 115.1).
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Serra Angel",
    "Full Flowering",
    "Rootborn Defenses",
    "Wake the Reflections",
    "Essence of the Wild",
    "Infinite Reflection",
    "Clone",
    "Raise the Alarm",
    "Humility",
    "Fractured Identity",
    "Forest",
    "Twinflame",
    "Hate Mirage",
    "Hofri Ghostforge",
    "Cursed Mirror",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def _refused(core: CommandCore, message: str) -> str:
    """The error and hint a judge sees for a scenario that is refused."""
    outcome = await core.handle(message)
    assert not outcome.ok and outcome.error is not None
    return f"{outcome.error} {outcome.hint}"


def _tokens(reply: dict[str, Any], name: str) -> list[dict[str, Any]]:
    return [o for o in reply["objects"] if o["name"] == name and o["is_token"]]


async def test_populate_x_times_makes_x_token_copies(core: CommandCore) -> None:
    # 701.36a: Full Flowering populates X times; each new token is a copy of the Bear token
    reply = await _reply(core, "!layers Grizzly Bears [token] + Full Flowering [x 2]")
    assert len(_tokens(reply, "Grizzly Bears")) == 3
    assert not reply["unmodelled"]


async def test_populate_x_times_asks_for_x(core: CommandCore) -> None:
    refused = await _refused(core, "!layers Grizzly Bears [token] + Full Flowering")
    assert "say how many with [x N]" in refused


@pytest.mark.parametrize(
    "spell", ["Rootborn Defenses", "Wake the Reflections", "Full Flowering [x 1]"]
)
async def test_populate_copies_only_a_creature_token_you_control(
    core: CommandCore, spell: str
) -> None:
    # 701.36a: a nontoken Bear or an opponent's token is no original populate may copy
    refused = await _refused(core, f"!layers Grizzly Bears + {spell} [copy: Grizzly Bears]")
    assert "copies only a creature token you control (707.2); Grizzly Bears isn't" in refused
    refused = await _refused(
        core, f"!layers opp: Serra Angel [token] + {spell} [copy: Serra Angel]"
    )
    assert "Serra Angel isn't one" in refused


def _looks(reply: dict[str, Any]) -> list[tuple[Any, ...]]:
    return [(o["name"], o["power"], o["toughness"], o["controller"]) for o in reply["objects"]]


async def test_creatures_you_control_enter_as_copies_of_essence_of_the_wild(
    core: CommandCore,
) -> None:
    # 614.1c: the Bears and both Soldier tokens enter as 6/6 copies of Essence of the Wild
    reply = await _reply(core, "!layers Essence of the Wild + Grizzly Bears + Raise the Alarm")
    assert _looks(reply) == [("Essence of the Wild", 6, 6, "you")] * 4
    assert len(_tokens(reply, "Essence of the Wild")) == 2
    assert not reply["unmodelled"]


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears + Essence of the Wild",  # it was there before: no replacement
        "Essence of the Wild + opp: Grizzly Bears",  # not under Essence's controller's control
        "Essence of the Wild + Humility + Grizzly Bears",  # 614.12: Essence has no ability now
    ],
)
async def test_what_essence_of_the_wild_leaves_alone(core: CommandCore, board: str) -> None:
    reply = await _reply(core, f"!layers {board}")
    bears = [o for o in reply["objects"] if o["name"] == "Grizzly Bears"]
    assert len(bears) == 1
    assert not any("entered as a copy" in note for note in reply["notes"])


async def test_a_clone_entering_under_essence_of_the_wild_copies_essence(
    core: CommandCore,
) -> None:
    # 616.1: whichever replacement applies first, the Clone ends a copy of Essence
    reply = await _reply(
        core, "!layers Serra Angel + Essence of the Wild + Clone [copy: Serra Angel]"
    )
    assert [o["name"] for o in reply["objects"]] == ["Serra Angel"] + ["Essence of the Wild"] * 2
    assert any("whichever replacement applies first (616.1)" in n for n in reply["notes"])


async def test_nontoken_creatures_enter_as_copies_of_the_enchanted_creature(
    core: CommandCore,
) -> None:
    # Infinite Reflection: the Bears enter as a copy of the Serra Angel it enchants; a
    # token enters as itself
    reply = await _reply(
        core,
        "!layers Serra Angel + Infinite Reflection -> Serra Angel + Grizzly Bears + Raise the "
        "Alarm",
    )
    names = [o["name"] for o in reply["objects"]]
    assert names == ["Serra Angel", "Infinite Reflection", "Serra Angel"] + ["Soldier Token"] * 2
    assert _looks(reply)[2] == ("Serra Angel", 4, 4, "you")


async def test_fractured_identity_gives_each_other_player_a_token_copy(core: CommandCore) -> None:
    # 111.2: the Angel is exiled and each player other than its controller creates a copy
    reply = await _reply(
        core,
        "!layers Serra Angel + p3: Grizzly Bears + opp: Fractured Identity -> Serra Angel",
    )
    tokens = _tokens(reply, "Serra Angel")
    assert [(t["controller"], t["power"], t["toughness"]) for t in tokens] == [
        ("opponent", 4, 4),
        ("p3", 4, 4),
    ]
    assert "Fractured Identity made a token copy of Serra Angel for p3." in reply["notes"]


async def test_fractured_identity_checks_its_target(core: CommandCore) -> None:
    refused = await _refused(core, "!layers Forest + Fractured Identity -> Forest")
    assert "it may target a nonland permanent" in refused


async def test_twinflame_makes_a_hasty_token_copy_of_each_target(core: CommandCore) -> None:
    # 707.2, 707.9b: one token copy of each target creature you control, each with haste
    reply = await _reply(
        core, "!layers Grizzly Bears + Serra Angel + Twinflame -> Grizzly Bears, Serra Angel"
    )
    tokens = [(o["name"], o["abilities"]) for o in reply["objects"] if o["is_token"]]
    assert tokens == [
        ("Grizzly Bears", ["haste"]),
        ("Serra Angel", ["flying", "vigilance", "haste"]),
    ]
    assert not any("Choose any number" in line for line in reply["unmodelled"])


async def test_hate_mirage_copies_only_creatures_you_dont_control(core: CommandCore) -> None:
    # 115.1: "target creatures you don't control"; "Those tokens gain haste" is the tokens'
    reply = await _reply(
        core, "!layers Grizzly Bears + opp: Serra Angel + Hate Mirage -> Serra Angel"
    )
    angels = [(o["controller"], o["is_token"], "haste" in o["abilities"]) for o in reply["objects"]]
    assert angels[1:] == [("opponent", False, False), ("you", True, True)]
    refused = await _refused(core, "!layers Grizzly Bears + Hate Mirage -> Grizzly Bears")
    assert "Grizzly Bears isn't a legal target" in refused


async def test_hofri_exiles_the_dead_creature_and_makes_a_spirit_copy(core: CommandCore) -> None:
    # 707.9b: the token is a copy of the Bears that is a Spirit too, so Hofri's anthem and
    # keywords reach it; the card itself went to exile
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Hofri Ghostforge + destroy Grizzly Bears + "
        "trigger Hofri Ghostforge",
    )
    (token,) = _tokens(reply, "Grizzly Bears")
    assert (token["power"], token["toughness"], token["subtypes"]) == (3, 3, ["Bear", "Spirit"])
    assert {"trample", "haste"} <= set(token["abilities"])
    assert not reply["unmodelled"]


async def test_cursed_mirror_is_a_hasty_copy_until_end_of_turn(core: CommandCore) -> None:
    # 614.1c, 514.2: it enters as a copy of the Angel with haste, and is itself again after
    # the cleanup step; "any creature" refuses a land
    board = "!layers Serra Angel + Cursed Mirror [copy: Serra Angel]"
    reply = await _reply(core, board)
    mirror = reply["objects"][1]
    assert (mirror["name"], mirror["power"], mirror["abilities"][-1]) == ("Serra Angel", 4, "haste")
    reply = await _reply(core, f"{board} + end turn")
    assert (reply["objects"][1]["name"], reply["objects"][1]["types"]) == (
        "Cursed Mirror",
        ["Artifact"],
    )
    refused = await _refused(core, "!layers Forest + Cursed Mirror [copy: Forest]")
    assert "Cursed Mirror copies only a creature (707.2); Forest isn't one" in refused
