"""Power/toughness definitions, doubling and counts (round ``ptdefs4``) played in ``!layers``
with real cards read by the Oracle parser.

A characteristic-defining ability counts card types in the opponents' graveyards (604.3,
Nighthawk Scavenger) or its controller's speed (702.179, ``[speed N]``; none: 0, 702.179f);
doubling gives +X/+0 locked in as the spell resolves, with what else the spell does
(701.10b, 613.4c); a "for each" counts what the affected creature itself has: its creature
types up to a maximum, the words of its name, the other creatures with its name (201.2);
a "where X is the number of colors among those creatures" counts the group the pump names;
"for each counter removed" is a fact of the cost, stated with ``[x N]``.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Hill Giant",
    "Lightning Bolt",
    "Nighthawk Scavenger",
    "Gomif, Fast Racer",
    "Samut, the Driving Force",
    "Legion Leadership // Legion Stronghold",
    "Diligent Zookeeper",
    "Amoeboid Changeling",
    "Wordmail",
    "Mirror Box",
    "Blademane Baku",
    "General Tazri",
    "Umara Raptor",
    "Katilda, Dawnhart Martyr // Katilda's Rising Dawn",
    "Giant Growth",
    "Forest",
    "Angry Mob",
    "Swamp",
    "PuPu UFO",
    "Humility",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


def _pt(reply: dict[str, Any], name: str, index: int = 0) -> tuple[int, int]:
    obj = [o for o in reply["objects"] if o["name"] == name][index]
    return obj["power"], obj["toughness"]


async def test_card_types_in_the_opponents_graveyards(core: CommandCore) -> None:
    # "power is equal to 1 plus the number of card types among cards in your opponents'
    # graveyards": the opponent's instant and creature count, your own land doesn't
    reply = await _reply(
        core,
        "!layers Nighthawk Scavenger [graveyard: Forest] + opp: graveyard: Lightning Bolt"
        " + opp: graveyard: Hill Giant",
    )
    assert _pt(reply, "Nighthawk Scavenger") == (3, 3)


async def test_speed_is_stated_per_player_and_one_without(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Gomif, Fast Racer [speed 3]")
    assert _pt(reply, "Gomif, Fast Racer") == (3, 2)
    # unstated: its own start your engines! has made its controller's speed 1 (702.179a),
    # the least it can be, and the reply says it was assumed
    reply = await _reply(core, "!layers Gomif, Fast Racer")
    assert _pt(reply, "Gomif, Fast Racer") == (1, 2)
    assert any("speed isn't stated" in line for line in reply["unmodelled"])
    # Samut: "Other creatures you control get +X/+0, where X is your speed" (not the opponent's)
    reply = await _reply(
        core, "!layers Grizzly Bears + Samut, the Driving Force [speed 4] + opp: Hill Giant"
    )
    assert _pt(reply, "Grizzly Bears") == (6, 2)
    assert _pt(reply, "Hill Giant") == (3, 3)


async def test_doubling_locks_in_the_power_and_grants_first_strike(core: CommandCore) -> None:
    # Legion Leadership: "Until end of turn, double target creature's power and it gains first
    # strike": +2/+0 as it resolves (701.10b), not chasing the later Giant Growth
    reply = await _reply(
        core, "!layers Grizzly Bears + Legion Leadership -> Grizzly Bears + Giant Growth"
    )
    assert _pt(reply, "Grizzly Bears") == (7, 5)
    bears = reply["objects"][0]
    assert "first strike" in bears["abilities"]


async def test_creature_types_count_up_to_the_maximum(core: CommandCore) -> None:
    # Diligent Zookeeper: "+1/+1 for each of its creature types, to a maximum of 10"
    reply = await _reply(core, "!layers Grizzly Bears + Diligent Zookeeper + Amoeboid Changeling")
    assert _pt(reply, "Grizzly Bears") == (3, 3)  # a Bear
    # a changeling is every creature type, Human too (702.73a): not a non-Human creature
    assert _pt(reply, "Amoeboid Changeling") == (1, 1)


async def test_words_in_its_name(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Grizzly Bears + Wordmail")
    assert _pt(reply, "Grizzly Bears") == (4, 4)
    reply = await _reply(core, "!layers Hill Giant + Wordmail -> Hill Giant")
    assert _pt(reply, "Hill Giant") == (5, 5)


async def test_other_creatures_with_the_same_name(core: CommandCore) -> None:
    # Mirror Box: "+1/+1 for each other creature you control with the same name"
    reply = await _reply(
        core, "!layers Grizzly Bears + Grizzly Bears + Hill Giant + Mirror Box + opp: Grizzly Bears"
    )
    assert _pt(reply, "Grizzly Bears") == (3, 3)
    assert _pt(reply, "Hill Giant") == (3, 3)


async def test_counters_removed_are_a_stated_fact(core: CommandCore) -> None:
    # Blademane Baku: "Remove X ki counters ...: For each counter removed, ~ gets +2/+0"
    reply = await _reply(core, "!layers Blademane Baku + activate Blademane Baku [x 2]")
    assert _pt(reply, "Blademane Baku") == (5, 1)


async def test_colors_among_those_creatures_are_the_groups(core: CommandCore) -> None:
    # General Tazri: "Ally creatures you control get +X/+X until end of turn, where X is the
    # number of colors among those creatures": white Tazri and the blue Umara Raptor
    reply = await _reply(
        core, "!layers General Tazri + Umara Raptor + Grizzly Bears + activate General Tazri"
    )
    assert _pt(reply, "General Tazri") == (5, 6)
    assert _pt(reply, "Umara Raptor") == (3, 3)
    assert _pt(reply, "Grizzly Bears") == (2, 2)


async def test_permanents_that_are_either_kind(core: CommandCore) -> None:
    # Katilda: "the number of permanents you control that are Spirits and/or enchantments"
    reply = await _reply(
        core, "!layers Katilda, Dawnhart Martyr + Grizzly Bears + Wordmail -> Grizzly Bears"
    )
    katilda = "Katilda, Dawnhart Martyr"  # its front face's name (712.8d)
    assert _pt(reply, katilda) == (2, 2)  # herself (a Spirit) and Wordmail


async def test_power_set_only_during_your_turn_is_no_cda(core: CommandCore) -> None:
    # Angry Mob: "During your turn, ~'s power and toughness are each equal to 2 plus the
    # number of Swamps your opponents control. During turns other than yours, ... each 2":
    # set under a condition, so a 7b effect, not a CDA (604.3a, 613.4b)
    reply = await _reply(core, "!layers Angry Mob + opp: Swamp + opp: Swamp + Swamp")
    assert _pt(reply, "Angry Mob") == (4, 4)
    reply = await _reply(core, "!layers Angry Mob [opponent's turn] + opp: Swamp")
    assert _pt(reply, "Angry Mob") == (2, 2)
    # Humility takes the ability away in layer 6, whichever came first (613.1f)
    for board in ("Angry Mob + opp: Swamp + Humility", "Humility + Angry Mob + opp: Swamp"):
        reply = await _reply(core, f"!layers {board}")
        assert _pt(reply, "Angry Mob") == (1, 1)


async def test_base_power_alone_becomes_a_count(core: CommandCore) -> None:
    # PuPu UFO: "Until end of turn, this creature's base power becomes equal to the number of
    # Towns you control": counted as it resolves (608.2h), its toughness stays
    reply = await _reply(core, "!layers PuPu UFO + Giant Growth + activate PuPu UFO [{3}]")
    assert _pt(reply, "PuPu UFO") == (3, 7)
    assert any("counted as it resolved" in note for note in reply["notes"])
