"""Conditions read in the `conds6` round, played in ``!layers`` with real cards read by the
Oracle parser: a keyword the permanent has ("as long as it has defender", 611.3a), either
of two combat states under "unless", how many creatures block it, a sorcery's own flash
under a condition (702.8a), and restrictions on activating an ability (602.5b:
"Activate only once each turn and only if this permanent is a creature")."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _pt, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Manor Gargoyle",
    "Tromokratis",
    "Chronatog Totem",
    "Surge Engine",
    "Grizzly Bears",
    "Hill Giant",
    "Rampaging Cyclops",
    "Crashing Tide",
    "Merfolk of the Pearl Trident",
    "Swimmer in Nightmares",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_indestructible_only_while_it_has_defender(core: CommandCore) -> None:
    # Manor Gargoyle: indestructible as long as it has defender; its {1} ability takes
    # defender away until end of turn, and with it the indestructibility (611.3a)
    still = _one(await _reply(core, "!layers Manor Gargoyle"), "Manor Gargoyle")
    assert {"defender", "indestructible"} <= set(still["abilities"])
    flying = _one(
        await _reply(core, "!layers Manor Gargoyle + activate Manor Gargoyle"), "Manor Gargoyle"
    )
    assert "flying" in flying["abilities"]
    assert not {"defender", "indestructible"} & set(flying["abilities"])


async def test_hexproof_unless_attacking_or_blocking(core: CommandCore) -> None:
    # Tromokratis has hexproof unless it's attacking or blocking: either state ends it
    home = _one(await _reply(core, "!layers Tromokratis"), "Tromokratis")
    assert "hexproof" in home["abilities"]
    for state in ("attacking", "blocking"):
        busy = _one(await _reply(core, f"!layers Tromokratis [{state}]"), "Tromokratis")
        assert "hexproof" not in busy["abilities"], state
    assert "unless it is attacking or it is blocking" in " ".join(home["abilities"])


async def test_activate_only_if_it_is_a_creature(core: CommandCore) -> None:
    # Chronatog Totem's {0}: +3/+3, "Activate only once each turn and only if this permanent
    # is a creature" (602.5b): refused while it is only an artifact
    outcome = await core.handle("!layers Chronatog Totem + activate Chronatog Totem [{0}]")
    assert not outcome.ok and outcome.error is not None
    assert "only if this permanent is a creature" in outcome.error
    animated = "!layers Chronatog Totem + activate Chronatog Totem [{1}{U}]"
    totem = _one(
        await _reply(core, animated + " + activate Chronatog Totem [{0}]"), "Chronatog Totem"
    )
    assert _pt(totem) == (4, 5)


async def test_activate_only_once_each_turn(core: CommandCore) -> None:
    animated = "!layers Chronatog Totem + activate Chronatog Totem [{1}{U}]"
    twice = animated + " + activate Chronatog Totem [{0}] + activate Chronatog Totem [{0}]"
    outcome = await core.handle(twice)
    assert not outcome.ok and outcome.error is not None
    assert "only once each turn" in outcome.error
    # the cleanup step ends the turn and its count (514.3); the animation ended too
    next_turn = (
        animated + " + activate Chronatog Totem [{0}] + end turn + activate Chronatog Totem "
        "[{1}{U}] + activate Chronatog Totem [{0}]"
    )
    assert _pt(_one(await _reply(core, next_turn), "Chronatog Totem")) == (4, 5)


async def test_a_restriction_read_on_an_ability_not_carried_out(core: CommandCore) -> None:
    # Surge Engine's draw ability "Activate only if this creature is blue and only once":
    # read, so nothing of the card is left unread
    reply = await _reply(core, "!layers Surge Engine")
    assert _pt(_one(reply, "Surge Engine")) == (3, 2)
    assert reply["unmodelled"] == []


async def test_weaker_while_two_or_more_creatures_block_it(core: CommandCore) -> None:
    # Rampaging Cyclops gets -2/-0 as long as two or more creatures are blocking it (509.1h)
    one = "!layers Rampaging Cyclops [attacking] + opp: Grizzly Bears [blocking: Rampaging Cyclops]"
    assert _pt(_one(await _reply(core, one), "Rampaging Cyclops")) == (4, 4)
    two = one + " + opp: Hill Giant [blocking: Rampaging Cyclops]"
    assert _pt(_one(await _reply(core, two), "Rampaging Cyclops")) == (2, 4)


async def test_a_sorcery_with_flash_under_a_condition(core: CommandCore) -> None:
    # Crashing Tide: "This spell has flash as long as you control a Merfolk" (702.8a: flash
    # works from the hand); read as the card's own ability, and the spell still resolves
    reply = await _reply(core, "!layers hand: Crashing Tide + Merfolk of the Pearl Trident")
    tide = _one(reply, "Crashing Tide")
    assert "This card has flash while you control at least 1 Merfolk" in " ".join(tide["abilities"])
    assert reply["unmodelled"] == []
    cast = (
        "!layers Merfolk of the Pearl Trident + opp: Grizzly Bears + Crashing Tide -> Grizzly Bears"
    )
    notes = " ".join((await _reply(core, cast))["notes"])
    assert "Grizzly Bears went to its owner's hand" in notes


async def test_ten_cards_in_a_single_graveyard(core: CommandCore) -> None:
    # Swimmer in Nightmares gets +3/+0 as long as there are ten or more cards in a single
    # graveyard: yours or an opponent's, each counted alone (404.1)
    for said, power in (
        ("[graveyard size 9] + opp: Grizzly Bears [opponent graveyard size 9]", 1),
        ("[graveyard size 10]", 4),
        ("+ opp: Grizzly Bears [opponent graveyard size 10]", 4),
    ):
        reply = await _reply(core, f"!layers Swimmer in Nightmares {said}")
        assert _one(reply, "Swimmer in Nightmares")["power"] == power, said
