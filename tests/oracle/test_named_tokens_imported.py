"""Tokens an instruction names (111.4): "create Boo, a legendary 1/1 red Hamster creature
token with trample and haste" makes one token called Boo, legendary, so the legend rule
(704.5j) keeps one of two."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _objects, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {"Minsc, Beloved Ranger", "Kari Zev, Skyship Raider", "Grizzly Bears"}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_a_named_token_has_that_name_and_its_supertype(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Minsc, Beloved Ranger + trigger Minsc, Beloved Ranger")
    (boo,) = _objects(reply, "Boo")
    assert (boo["power"], boo["toughness"], boo["supertypes"], boo["subtypes"]) == (
        1, 1, ["Legendary"], ["Hamster"],
    )  # fmt: skip
    assert boo["is_token"] and boo["abilities"] == ["trample", "haste"]
    assert reply["unmodelled"] == []


async def test_the_legend_rule_keeps_one_of_two_named_tokens(core: CommandCore) -> None:
    reply = await _reply(
        core,
        "!layers Minsc, Beloved Ranger + trigger Minsc, Beloved Ranger"
        " + trigger Minsc, Beloved Ranger",
    )
    assert sorted(o["zone"] for o in _objects(reply, "Boo")) == ["battlefield", "graveyard"]
    assert any("704.5j" in note for note in reply["notes"])


async def test_a_named_token_can_be_pointed_at(core: CommandCore) -> None:
    # Kari Zev's Ragavan, a legendary 2/1 red Monkey, named by a later term
    reply = await _reply(
        core,
        "!layers Kari Zev, Skyship Raider [attacking] + trigger Kari Zev, Skyship Raider"
        " + +1/+1 -> Ragavan",
    )
    (ragavan,) = _objects(reply, "Ragavan")
    assert (ragavan["power"], ragavan["toughness"], ragavan["subtypes"]) == (3, 2, ["Monkey"])
