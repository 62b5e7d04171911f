"""Token copy forms of the tokens6 round, played in ``!layers`` with real cards.

Every card comes from the Scryfall bulk file, read by the Oracle parser, through the command
core: each test is one ruling, the reply a judge would see. The forms: a token copy of each
permanent of a group created by each one's controller ("its controller creates", Parallel
Evolution, 111.2), a token copy of each target "chosen this way" (March of Progress, also
overloaded, 702.96a), N or X token copies of each of the targets the same sentence chooses
(Doppelgang, 115.1, 107.3), "If you exiled a card this way, create a token that's a copy
of that card, except ..." (Ardyn, the Usurper, 607.2a, 707.9b), a target for each opponent
(Elminster's Simulacrum, 115.1) and a copy of a card the text names (Slobad, 707.2).
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies5_imported import _refused
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
    "Elminster's Simulacrum",
    "Slobad, Actually Just Fine",
    "Bosh, Iron Golem",
    "Clone",
    "Call Up Emrakul to Help",
    "Emrakul, the Promised End",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


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


async def test_a_token_copy_of_a_target_that_player_controls(core: CommandCore) -> None:
    # 115.1: "for each opponent, ... up to one target creature that player controls": the
    # opponent's creature is copied for you; your own creature is no legal original
    reply = await _reply(
        core, "!layers Grizzly Bears + opp: Serra Angel + Elminster's Simulacrum -> Serra Angel"
    )
    assert _tokens(reply) == [("Serra Angel", "you")]
    refused = await _refused(
        core, "!layers Grizzly Bears + opp: Serra Angel + Elminster's Simulacrum -> Grizzly Bears"
    )
    assert "copies only a creature an opponent controls (707.2); Grizzly Bears isn't" in refused
    refused = await _refused(
        core,
        "!layers Grizzly Bears + opp: Serra Angel + p3: Serra Angel"
        " + Elminster's Simulacrum -> Serra Angel",
    )
    assert "a target for each opponent (115.1)" in refused and "2 opponents" in refused


async def test_a_token_copy_of_a_card_the_text_names(core: CommandCore) -> None:
    # 707.2: the token has the printed values of Bosh, Iron Golem, so a Clone that copies
    # it is a 6/7 artifact creature too
    reply = await _reply(
        core,
        "!layers Slobad, Actually Just Fine + activate Slobad, Actually Just Fine"
        " [{T}, Remove 3 Rebuilding Counters from ~] + Clone [copy: Bosh, Iron Golem]",
    )
    bosh = next(o for o in reply["objects"] if o["is_token"])
    assert (bosh["name"], bosh["power"], bosh["toughness"]) == ("Bosh, Iron Golem", 6, 7)
    assert bosh["types"] == ["Artifact", "Creature"]
    clone = next(
        o for o in reply["objects"] if o["name"] == "Bosh, Iron Golem" and not o["is_token"]
    )
    assert (clone["power"], clone["toughness"]) == (6, 7)


async def test_a_kicked_copy_instead_of_a_one_shot_is_reported(core: CommandCore) -> None:
    # "If ~ was kicked, instead create a token that's a copy of ...": what it replaces is
    # a token the game model makes anyway, so the sentence is listed, never silently wrong,
    # and a kicked cast is refused
    reply = await _reply(core, "!layers Grizzly Bears + Call Up Emrakul to Help -> Grizzly Bears")
    assert any("instead create a token that's a copy of Emrakul" in u for u in reply["unmodelled"])
    refused = await _refused(
        core, "!layers Grizzly Bears + Call Up Emrakul to Help [kicked] -> Grizzly Bears"
    )
    assert "has no kicker text I model" in refused
