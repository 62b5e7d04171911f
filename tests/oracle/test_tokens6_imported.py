"""Token copy forms of the tokens6 round, played in ``!layers`` with real cards.

Every card comes from the Scryfall bulk file, read by the Oracle parser, through the command
core: each test is one ruling, the reply a judge would see. The forms: a token copy of each
permanent of a group created by each one's controller ("its controller creates", Parallel
Evolution, 111.2), a token copy of each target "chosen this way" (March of Progress, also
overloaded, 702.96a), N or X token copies of each of the targets the same sentence chooses
(Doppelgang, 115.1, 107.3), and "If you exiled a card this way, create a token that's a
copy of that card, except ..." (Ardyn, the Usurper, 607.2a, 707.9b).
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
    "Ornithopter",
    "Memnite",
    "Parallel Evolution",
    "March of Progress",
    "Doppelgang",
    "Ardyn, the Usurper",
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


def _tokens(reply: dict[str, Any]) -> list[tuple[str, str]]:
    """(name, controller) of every token on the battlefield, in the order they came."""
    return [(o["name"], o["controller"]) for o in reply["objects"] if o["is_token"]]


async def test_each_token_copy_is_created_by_the_originals_controller(core: CommandCore) -> None:
    # 111.2: "its controller creates": the opponent's Angel token is copied for the opponent;
    # a nontoken creature is no creature token, so it is not copied
    reply = await _reply(
        core,
        "!layers Grizzly Bears [token] + opp: Serra Angel [token] + Serra Angel"
        " + Parallel Evolution",
    )
    assert _tokens(reply) == [
        ("Grizzly Bears", "you"),
        ("Serra Angel", "opponent"),
        ("Grizzly Bears", "you"),
        ("Serra Angel", "opponent"),
    ]
    assert not reply["unmodelled"]


async def test_a_token_copy_of_the_target_chosen_this_way(core: CommandCore) -> None:
    # "Choose target artifact creature you control. For each creature chosen this way, ..."
    reply = await _reply(core, "!layers Ornithopter + Memnite + March of Progress -> Memnite")
    assert _tokens(reply) == [("Memnite", "you")]
    assert not reply["unmodelled"]
    refused = await _refused(
        core, "!layers Ornithopter + opp: Serra Angel + March of Progress -> Serra Angel"
    )
    assert "it may target an artifact creature you control" in refused


async def test_overloaded_it_copies_each_artifact_creature_you_control(
    core: CommandCore,
) -> None:
    # 702.96a: "target" reads "each": every artifact creature you control, and no other
    reply = await _reply(
        core, "!layers Ornithopter + Memnite + Grizzly Bears + March of Progress [overload]"
    )
    assert _tokens(reply) == [("Ornithopter", "you"), ("Memnite", "you")]


async def test_x_token_copies_of_each_of_x_targets(core: CommandCore) -> None:
    # 115.1, 107.3: X is 2, so two targets and two token copies of each, all yours
    reply = await _reply(
        core,
        "!layers Ornithopter + opp: Serra Angel + Doppelgang [x 2] -> Ornithopter, Serra Angel",
    )
    assert _tokens(reply) == [("Ornithopter", "you")] * 2 + [("Serra Angel", "you")] * 2
    refused = await _refused(core, "!layers Ornithopter + Doppelgang -> Ornithopter")
    assert "say how many with [x N]" in refused
    refused = await _refused(core, "!layers Ornithopter + Memnite + Doppelgang [x 2] -> Memnite")
    assert "Doppelgang has 2 targets, and 1 is named" in refused


async def test_a_token_copy_of_the_exiled_card_is_a_5_5_black_demon(core: CommandCore) -> None:
    # 707.9b: the exception sets power, toughness, color and creature type; Ardyn's own
    # static ability then gives the Demon menace, lifelink and haste (layer 6)
    reply = await _reply(
        core, "!layers Ardyn, the Usurper + trigger Ardyn, the Usurper [copy: Serra Angel]"
    )
    angel = next(o for o in reply["objects"] if o["is_token"])
    assert (angel["name"], angel["power"], angel["toughness"]) == ("Serra Angel", 5, 5)
    assert angel["colors"] == ["black"] and angel["subtypes"] == ["Demon"]
    assert {"flying", "menace", "lifelink", "haste"} <= set(angel["abilities"])
    assert not reply["unmodelled"]
