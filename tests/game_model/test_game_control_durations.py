""" "For as long as" durations of resolved abilities (611.2b): "for as long as you control ~"
ends when its controller loses control of the source or the source leaves, and "... ~
remains tapped" ends once the source untaps; either way the effect is over for good."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = (
    "Ornithopter", "Master Thief", "Act of Treason", "Unsummon", "Grizzly Bears",
    "Rubinia Soulsinger", "Djeru's Resolve", "Olivia Voldaren", "Hill Giant",
    "Trostani Discordant", "Control Magic",
)  # fmt: skip

THIEF = "opp: Ornithopter + Master Thief -> Ornithopter"
RUBINIA = "opp: Grizzly Bears + Rubinia Soulsinger + activate Rubinia Soulsinger -> Grizzly Bears"


async def test_the_steal_lasts_while_you_control_the_source(layers: Any) -> None:
    answer = await layers(THIEF)
    assert named(answer["reply"], "Ornithopter")[0]["controller"] == "you"
    assert not any("Master Thief" in line for line in answer["reply"]["unmodelled"])


async def test_losing_control_of_the_source_ends_it_for_good(layers: Any) -> None:
    # Act of Treason takes the Thief for the turn: the Ornithopter goes back, and stays back
    # when the Thief returns at the cleanup step (611.2b: the duration has ended)
    answer = await layers(f"{THIEF} + opp: Act of Treason -> Master Thief + end turn")
    reply = answer["reply"]
    assert named(reply, "Master Thief")[0]["controller"] == "you"
    assert named(reply, "Ornithopter")[0]["controller"] == "opponent"
    assert any("Master Thief" in n and "(611.2b)" in n for n in reply["notes"])


async def test_the_source_leaving_ends_it(layers: Any) -> None:
    answer = await layers(f"{THIEF} + Unsummon -> Master Thief")
    assert named(answer["reply"], "Ornithopter")[0]["controller"] == "opponent"


async def test_remains_tapped_ends_when_the_source_untaps(layers: Any) -> None:
    answer = await layers(RUBINIA)
    assert named(answer["reply"], "Grizzly Bears")[0]["controller"] == "you"
    answer = await layers(f"{RUBINIA} + Djeru's Resolve -> Rubinia Soulsinger")
    reply = answer["reply"]
    assert named(reply, "Grizzly Bears")[0]["controller"] == "opponent"
    assert any("no longer tapped" in n and "(611.2b)" in n for n in reply["notes"])


async def test_the_activator_is_whoever_controls_the_source_now(layers: Any) -> None:
    # the opponent steals Olivia and takes your Vampire with her (113.8: the player who
    # activated the ability controls it, and the control effect follows that player)
    answer = await layers(
        "Hill Giant + Olivia Voldaren + opp: Act of Treason -> Olivia Voldaren + "
        "activate Olivia Voldaren [{1}{R}] -> Hill Giant + "
        "activate Olivia Voldaren [{3}{B}{B}] -> Hill Giant"
    )
    assert named(answer["reply"], "Hill Giant")[0]["controller"] == "opponent"


async def test_each_player_gains_control_of_what_they_own(layers: Any) -> None:
    # Trostani Discordant's end-step trigger: a later layer-2 effect gives every creature to
    # its owner (108.3), over Control Magic's earlier one (613.7)
    answer = await layers(
        "Grizzly Bears + Trostani Discordant + opp: Control Magic -> Grizzly Bears + "
        "trigger Trostani Discordant"
    )
    reply = answer["reply"]
    bears = named(reply, "Grizzly Bears")[0]
    assert (bears["controller"], bears["power"]) == ("you", 3)  # and Trostani's anthem again
    assert any("more than one triggered ability" in n for n in reply["notes"])
    assert reply["unmodelled"] == []
