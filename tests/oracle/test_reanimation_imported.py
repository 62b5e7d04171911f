"""A card put onto the battlefield from a graveyard by a spell or an activated ability
(Reanimate, Zombify, Rise from the Grave, Kenrith's last ability), read from imported Oracle
text and played in ``!layers``: the card named with ``-> Name`` comes back as a new object
(400.7) under the control its text says (110.2), checked against what it may target (115.1);
what the rest of the spell says of "that creature" applies to it (608.2c).
"""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Serra Angel",
    "Lightning Bolt",
    "Bad Moon",
    "Reanimate",
    "Zombify",
    "Rise from the Grave",
    "Kenrith, the Returned King",
    "Breath of Life",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_reanimate_takes_the_opponents_card_and_lists_the_life_loss(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers Grizzly Bears [opponent graveyard: Serra Angel] + Reanimate -> Serra Angel"
    )
    angel = reply["objects"][-1]
    assert (angel["name"], angel["zone"], angel["controller"]) == (
        "Serra Angel", "battlefield", "you",
    )  # fmt: skip
    assert any("under your control, a new object (400.7)" in n for n in reply["notes"])
    # life is not modelled: said, never silent
    assert any("You lose life equal to its mana value" in u for u in reply["unmodelled"])


async def test_kenrith_returns_the_card_under_its_owners_control(core: CommandCore) -> None:
    reply = await _reply(
        core,
        "!layers Kenrith, the Returned King [opponent graveyard: Serra Angel]"
        " + activate Kenrith, the Returned King [{4}{B}] -> Serra Angel",
    )
    angel = reply["objects"][-1]
    assert (angel["name"], angel["zone"], angel["controller"]) == (
        "Serra Angel", "battlefield", "opponent",
    )  # fmt: skip


async def test_rise_from_the_grave_makes_it_a_black_zombie_that_bad_moon_pumps(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core,
        "!layers Bad Moon [opponent graveyard: Serra Angel] + Rise from the Grave -> Serra Angel",
    )
    angel = reply["objects"][-1]
    assert angel["colors"] == ["white", "black"] and angel["subtypes"] == ["Angel", "Zombie"]
    assert (angel["power"], angel["toughness"]) == (5, 5)  # black now: Bad Moon's +1/+1
    assert reply["unmodelled"] == []


async def test_a_creature_that_died_earlier_in_the_scenario_comes_back_as_a_new_object(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core,
        "!layers Serra Angel + Lightning Bolt -> Serra Angel + Lightning Bolt -> Serra Angel"
        " + Breath of Life -> Serra Angel",
    )
    back = [
        o for o in reply["objects"] if o["name"] == "Serra Angel" and o["zone"] == "battlefield"
    ]
    assert len(back) == 1 and back[0]["damage"] == 0  # a new object: no damage (400.7)


@pytest.mark.parametrize(
    ("scenario", "said"),
    [
        ("!layers Grizzly Bears [opponent graveyard: Serra Angel] + Zombify -> Serra Angel",
         "Serra Angel isn't a legal target for Zombify: it may target a creature card in your "
         "graveyard"),
        ("!layers Grizzly Bears [graveyard: Lightning Bolt] + Zombify -> Lightning Bolt",
         "Lightning Bolt isn't a legal target for Zombify"),
        ("!layers Grizzly Bears + Zombify",
         "Zombify puts a creature card in your graveyard onto the battlefield: name it"),
        ("!layers Grizzly Bears + Zombify -> Serra Angel",
         "no card called “Serra Angel” is in a graveyard"),
    ],
)  # fmt: skip
async def test_a_card_it_cant_return_is_refused_with_what_it_may_target(
    core: CommandCore, scenario: str, said: str
) -> None:
    outcome = await core.handle(scenario)
    assert not outcome.ok and outcome.error is not None
    assert said in outcome.error
