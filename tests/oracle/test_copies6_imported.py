"""The copies6 round's "becomes a copy" and "enter as a copy" forms in ``!layers``.

Real cards from the Scryfall bulk file, read by the Oracle parser and played through the
command core; each test is one ruling as a judge would see it, the original checked as the
scenario names it (707.2, 115.1).
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
    "Volrath, the Shapestealer",
    "Vesuva",
    "Forest",
    "Echoing Deeps",
    "Urza's Saga",
    "Shifting Woodland",
    "Glorious Anthem",
    "Lightning Bolt",
    "Body Double",
    "Undercover Operative",
}


#: Shifting Woodland's Delirium (602.5b): four card types among the cards in your graveyard.
_DELIRIUM = "[graveyard: Lightning Bolt, Forest, Serra Angel, Urza's Saga]"


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


def _looks(obj: dict[str, Any]) -> tuple[Any, ...]:
    return obj["name"], obj["power"], obj["toughness"], obj["subtypes"]


_VOLRATH = "activate Volrath, the Shapestealer -> Serra Angel"


async def test_a_duration_said_first_lasts_until_your_next_turn(core: CommandCore) -> None:
    # "Until your next turn, Volrath becomes a copy of target creature with a counter on it,
    # except it's 7/5 and it has this ability" (707.9b): a 7/5 Serra Angel that can copy again
    scenario = f"Serra Angel + 1 +1/+1 counter + Volrath, the Shapestealer + {_VOLRATH}"
    reply = await _reply(core, f"!layers {scenario}")
    volrath = reply["objects"][1]
    assert _looks(volrath) == ("Serra Angel", 7, 5, ["Angel"])
    assert {"flying", "vigilance"} <= set(volrath["abilities"])
    assert any("becomes a copy of target creature" in a for a in volrath["abilities"])
    assert not reply["unmodelled"]
    # the opponent's turn is not yet "your next turn"; the one after it is (611.2a)
    later = await _reply(core, f"!layers {scenario} + end turn")
    assert _looks(later["objects"][1])[0] == "Serra Angel"
    back = await _reply(core, f"!layers {scenario} + end turn + end turn")
    volrath = ("Volrath, the Shapestealer", 7, 5, ["Phyrexian", "Shapeshifter"])
    assert _looks(back["objects"][1]) == volrath


async def test_a_target_without_a_counter_is_refused(core: CommandCore) -> None:
    # 115.1: "target creature with a counter on it"; a Serra Angel without one is no target
    scenario = f"Serra Angel + Grizzly Bears + Volrath, the Shapestealer + {_VOLRATH}"
    refused = await _refused(core, f"!layers {scenario}")
    assert "Serra Angel isn't a legal target for Volrath, the Shapestealer" in refused
    assert "a creature with a counter on it" in refused


async def test_a_land_that_enters_tapped_as_a_copy_is_tapped(core: CommandCore) -> None:
    # Vesuva: "You may have this land enter tapped as a copy of any land" (614.1c)
    reply = await _reply(core, "!layers Forest + Vesuva [copy: Forest]")
    vesuva = reply["objects"][1]
    assert (vesuva["name"], vesuva["card"], vesuva["tapped"]) == ("Forest", "Vesuva", True)
    assert "Vesuva entered tapped as a copy (614.1c)." in reply["notes"]
    # without a copy it enters as itself, untapped (the choice was not to copy)
    itself = await _reply(core, "!layers Vesuva")
    assert itself["objects"][0]["tapped"] is False


async def test_a_land_card_in_a_graveyard_copied_as_it_enters(core: CommandCore) -> None:
    # Echoing Deeps: a copy of a land card in a graveyard, tapped, and a Cave too (707.9b)
    reply = await _reply(core, "!layers Echoing Deeps [copy: Urza's Saga]")
    deeps = reply["objects"][0]
    assert (deeps["name"], deeps["types"], deeps["tapped"]) == (
        "Urza's Saga",
        ["Enchantment", "Land"],
        True,
    )
    assert deeps["subtypes"] == ["Urza's", "Saga", "Cave"]
    assert not reply["unmodelled"]


@pytest.mark.parametrize(
    ("scenario", "what", "name"),
    [
        ("Echoing Deeps [copy: Serra Angel]", "land cards", "Serra Angel"),
        (
            f"Shifting Woodland {_DELIRIUM} + activate Shifting Woodland [copy: Lightning Bolt]",
            "noninstant nonsorcery cards you own",
            "Lightning Bolt",
        ),
    ],
)
async def test_a_card_of_another_kind_is_refused(
    core: CommandCore, scenario: str, what: str, name: str
) -> None:
    # 707.2, 115.1: the card named must be of the kind the text copies
    refused = await _refused(core, f"!layers {scenario}")
    assert f"copies only {what} (707.2); {name} isn't one." in refused


async def test_a_creature_copy_still_wants_a_creature_card(core: CommandCore) -> None:
    refused = await _refused(core, "!layers Body Double [copy: Forest]")
    assert "Forest is not a creature card, so Body Double can't copy it." in refused


async def test_a_land_becomes_a_copy_of_a_permanent_card_until_end_of_turn(
    core: CommandCore,
) -> None:
    # Shifting Woodland: "becomes a copy of target permanent card in your graveyard until end
    # of turn" (707.2): an enchantment card is a permanent card; at end of turn it is itself
    scenario = (
        "Shifting Woodland [graveyard: Glorious Anthem, Lightning Bolt, Forest, Serra Angel]"
        " + activate Shifting Woodland [copy: Glorious Anthem]"
    )
    reply = await _reply(core, f"!layers {scenario}")
    woodland = reply["objects"][0]
    assert (woodland["name"], woodland["types"]) == ("Glorious Anthem", ["Enchantment"])
    later = await _reply(core, f"!layers {scenario} + end turn")
    assert later["objects"][0]["name"] == "Shifting Woodland"


async def test_a_shield_counter_only_for_a_copy_of_your_own_creature(core: CommandCore) -> None:
    # Undercover Operative: "except it enters with a shield counter on it if you control that
    # creature" (614.1c): the counter depends on who controls the original as it enters
    mine = await _reply(core, "!layers Serra Angel + Undercover Operative [copy: Serra Angel]")
    assert mine["objects"][1]["counters"] == {"shield": 1}
    theirs = await _reply(
        core, "!layers opp: Serra Angel + Undercover Operative [copy: Serra Angel]"
    )
    assert theirs["objects"][1]["name"] == "Serra Angel"
    assert theirs["objects"][1]["counters"] == {}
    assert not mine["unmodelled"] and not theirs["unmodelled"]


async def test_shifting_woodland_copies_only_a_card_in_your_own_graveyard(
    core: CommandCore,
) -> None:
    # "target permanent card in your graveyard" (115.1, 404.2): not the opponent's, not none
    for where in ("[opponent graveyard: Glorious Anthem]", ""):
        refused = await _refused(
            core,
            f"!layers Shifting Woodland {_DELIRIUM} {where}".rstrip()
            + " + activate Shifting Woodland [copy: Glorious Anthem]",
        )
        assert "copies a card in your graveyard (115.1), and Glorious Anthem isn't in yours" in (
            refused
        )
