"""A triggered ability's effect followed by an "if" about the game, checked once as it
resolves (608.2c), and "The same is true for <keywords>" after it, read from imported Oracle
text and played in ``!layers`` (Odric, Lunarch Marshal; Majestic Myriarch): each keyword is
given only if its own "if" holds.
"""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Serra Angel",
    "Giant Spider",
    "Typhoid Rats",
    "Odric, Lunarch Marshal",
    "Majestic Myriarch",
    "Concerted Effort",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_odric_shares_only_the_keywords_a_creature_you_control_has(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core,
        "!layers Odric, Lunarch Marshal + Serra Angel + Grizzly Bears"
        " + trigger Odric, Lunarch Marshal",
    )
    bears = reply["objects"][-1]
    assert bears["name"] == "Grizzly Bears"
    assert sorted(bears["abilities"]) == ["flying", "vigilance"]  # not first strike, reach ...
    assert any("of its 13 “if”s" in n and "2 held" in n for n in reply["notes"])
    assert reply["unmodelled"] == []


async def test_odric_alone_with_vanilla_creatures_gives_nothing(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Odric, Lunarch Marshal + Grizzly Bears + trigger Odric, Lunarch Marshal"
    )
    assert reply["objects"][-1]["abilities"] == []
    assert any("none held, so none of its effects applied" in n for n in reply["notes"])


async def test_majestic_myriarch_gains_what_its_other_creatures_have(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Majestic Myriarch + Giant Spider + Typhoid Rats + trigger Majestic Myriarch"
    )
    myriarch = reply["objects"][0]
    keywords = {a for a in myriarch["abilities"] if a.islower()}
    assert keywords == {"deathtouch", "reach"}


async def test_a_family_keyword_in_the_list_is_said_and_the_others_resolve(
    core: CommandCore,
) -> None:
    # "landwalk" and "protection" are families a creature has in its own way: not guessed,
    # said; the plain keywords beside them resolve (CR 702.1c's example)
    reply = await _reply(
        core, "!layers Grizzly Bears + Serra Angel + Concerted Effort + trigger Concerted Effort"
    )
    assert any("(not modelled: landwalk and protection)" in u for u in reply["unmodelled"])
    bears = reply["objects"][0]
    assert sorted(bears["abilities"]) == ["flying", "vigilance"]
