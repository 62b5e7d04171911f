"""Token copies and copy exceptions of the copies4 round, played in ``!layers`` with real cards.

Every card comes from the Scryfall bulk file, read by the Oracle parser, through the command
core: each test is one ruling, the reply a judge would see.
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
    "Forest",
    "Isamaru, Hound of Konda",
    "Mordor on the March",
    "Feldon of the Third Path",
    "Imposter Mech",
    "Machine God's Effigy",
    "Irenicus's Vile Duplication",
    "Cleaver Skaab",
    "The Ever-Changing 'Dane",
    "Dino DNA",
    "Rebuild the City",
    "Sakashima of a Thousand Faces",
    "Hour of Eternity",
    "Valki, God of Lies",
    "Volrath, the Shapestealer",
    "Octomancer",
    "Clone",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


def _tokens(reply: dict[str, Any], name: str) -> list[dict[str, Any]]:
    return [o for o in reply["objects"] if o["name"] == name and o["is_token"]]


def _looks(obj: dict[str, Any]) -> tuple[Any, ...]:
    return obj["power"], obj["toughness"], obj["types"], obj["subtypes"], obj["colors"]


async def test_a_spell_makes_a_token_copy_of_the_card_it_exiled(core: CommandCore) -> None:
    # 707.2: Mordor on the March exiles a creature card and copies it; the token gains haste
    reply = await _reply(core, "!layers Grizzly Bears + Mordor on the March [copy: Serra Angel]")
    (token,) = _tokens(reply, "Serra Angel")
    assert _looks(token) == (4, 4, ["Creature"], ["Angel"], ["white"])
    assert token["abilities"] == ["flying", "vigilance", "haste"]
    assert "Mordor on the March exiled Serra Angel and made a token copy of it." in reply["notes"]
    assert reply["unmodelled"] == []  # the exile is what [copy: Name] carried out


async def test_a_spell_that_copies_an_exiled_card_asks_which_card(core: CommandCore) -> None:
    outcome = await core.handle("!layers Grizzly Bears + Mordor on the March")
    assert not outcome.ok
    assert "say which card Mordor on the March exiles and copies" in str(outcome.error)
    assert "[copy: Grizzly Bears]" in str(outcome.hint)


async def test_a_token_copy_of_a_card_in_a_graveyard_is_also_an_artifact(
    core: CommandCore,
) -> None:
    # Feldon of the Third Path (707.9b): "except it's an artifact in addition to its other types"
    reply = await _reply(
        core, "!layers Grizzly Bears + activate Feldon of the Third Path [copy: Serra Angel]"
    )
    (token,) = _tokens(reply, "Serra Angel")
    assert _looks(token) == (4, 4, ["Creature", "Artifact"], ["Angel"], ["white"])
    assert "haste" in token["abilities"]


async def test_a_card_type_named_in_the_exception_replaces_the_copied_ones(
    core: CommandCore,
) -> None:
    # Imposter Mech (707.9b, 205.1a): a Vehicle artifact only, with crew 3; no creature type
    reply = await _reply(core, "!layers opp: Grizzly Bears + Imposter Mech [copy: Grizzly Bears]")
    mech = reply["objects"][1]
    assert (mech["name"], mech["types"], mech["subtypes"]) == (
        "Grizzly Bears",
        ["Artifact"],
        ["Vehicle"],
    )
    assert mech["abilities"] == ["crew 3"]


async def test_an_artifact_copy_of_a_creature_is_no_creature(core: CommandCore) -> None:
    # Machine God's Effigy: "except it's an artifact and it has ..." (It's not a creature.)
    reply = await _reply(core, "!layers Serra Angel + Machine God's Effigy [copy: Serra Angel]")
    effigy = reply["objects"][1]
    assert (effigy["types"], effigy["power"]) == (["Artifact"], None)
    assert effigy["abilities"] == ["flying", "vigilance", "{T}: Add {U}."]


async def test_the_token_has_flying_and_is_not_legendary(core: CommandCore) -> None:
    reply = await _reply(
        core,
        "!layers Isamaru, Hound of Konda + Irenicus's Vile Duplication -> Isamaru, Hound of Konda",
    )
    (token,) = _tokens(reply, "Isamaru, Hound of Konda")
    assert (token["supertypes"], token["abilities"]) == ([], ["flying"])
    original = reply["objects"][0]
    assert original["supertypes"] == ["Legendary"]


async def test_tokens_copy_the_creature_sacrificed_to_pay_the_cost(core: CommandCore) -> None:
    # Cleaver Skaab: two tokens that are copies of the sacrificed creature (608.2h)
    reply = await _reply(
        core,
        "!layers Grizzly Bears + sacrifice Grizzly Bears + activate Cleaver Skaab "
        "[copy: Grizzly Bears]",
    )
    tokens = _tokens(reply, "Grizzly Bears")
    assert [_looks(t) for t in tokens] == [(2, 2, ["Creature"], ["Bear"], ["green"])] * 2


async def test_a_permanent_becomes_a_copy_of_the_sacrificed_creature_keeping_the_ability(
    core: CommandCore,
) -> None:
    # The Ever-Changing 'Dane: "except it has this ability" (707.9b)
    reply = await _reply(
        core,
        "!layers Serra Angel + sacrifice Serra Angel + activate The Ever-Changing 'Dane "
        "[copy: Serra Angel]",
    )
    dane = reply["objects"][1]
    assert (dane["name"], dane["power"], dane["toughness"]) == ("Serra Angel", 4, 4)
    assert dane["abilities"][:2] == ["flying", "vigilance"]
    assert "becomes a copy of the sacrificed creature" in dane["abilities"][2]


async def test_a_token_copy_that_is_a_dinosaur_creature_only(core: CommandCore) -> None:
    # Dino DNA: "except it's a 6/6 green Dinosaur creature with trample" (707.9b, 205.1a)
    reply = await _reply(core, "!layers Grizzly Bears + activate Dino DNA [copy: Serra Angel]")
    (token,) = _tokens(reply, "Serra Angel")
    assert _looks(token) == (6, 6, ["Creature"], ["Dinosaur"], ["green"])
    assert token["abilities"] == ["flying", "vigilance", "trample"]


async def test_three_token_copies_of_a_land_are_3_3_creatures_too(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Forest + Rebuild the City -> Forest")
    tokens = _tokens(reply, "Forest")
    assert [_looks(t) for t in tokens] == [(3, 3, ["Land", "Creature"], ["Forest"], [])] * 3
    assert all(t["abilities"][:2] == ["vigilance", "menace"] for t in tokens)


async def test_a_copy_that_keeps_its_own_other_abilities(core: CommandCore) -> None:
    # Sakashima of a Thousand Faces: "except it has Sakashima's other abilities" (707.9b)
    reply = await _reply(
        core, "!layers Serra Angel + Sakashima of a Thousand Faces [copy: Serra Angel]"
    )
    sakashima = reply["objects"][1]
    assert (sakashima["name"], sakashima["power"], sakashima["toughness"]) == ("Serra Angel", 4, 4)
    assert sakashima["abilities"][:2] == ["flying", "vigilance"]
    assert "partner" in sakashima["abilities"]  # its own, kept
    assert not any("enter as a copy" in a for a in sakashima["abilities"])


async def test_a_token_copy_of_each_card_exiled(core: CommandCore) -> None:
    # Hour of Eternity: a 4/4 black Zombie token copy of each card it exiled (707.9b)
    reply = await _reply(
        core, "!layers Forest + Hour of Eternity [copy: Serra Angel] [copy: Grizzly Bears]"
    )
    angel, bears = _tokens(reply, "Serra Angel"), _tokens(reply, "Grizzly Bears")
    assert [_looks(t) for t in (*angel, *bears)] == [
        (4, 4, ["Creature"], ["Zombie"], ["black"])
    ] * 2
    assert angel[0]["abilities"] == ["flying", "vigilance"]
    assert reply["unmodelled"] == []


async def test_one_card_copied_is_named_once(core: CommandCore) -> None:
    outcome = await core.handle(
        "!layers Forest + Mordor on the March [copy: Serra Angel] [copy: Grizzly Bears]"
    )
    assert not outcome.ok
    assert "exiles and copies one card; name one" in str(outcome.error)


async def test_a_permanent_becomes_a_copy_of_the_card_chosen_among_those_it_exiled(
    core: CommandCore,
) -> None:
    # Valki: "Choose a creature card exiled with Valki with mana value X. Valki becomes a
    # copy of that card."
    reply = await _reply(core, "!layers Forest + activate Valki, God of Lies [copy: Serra Angel]")
    valki = reply["objects"][1]
    assert (valki["name"], valki["power"], valki["subtypes"]) == ("Serra Angel", 4, ["Angel"])


@pytest.mark.parametrize(
    ("scenario", "name"),
    [  # Octomancer copies only a token that entered this turn
        ("!layers Octomancer + Grizzly Bears + trigger Octomancer -> Grizzly Bears", "Octomancer"),
    ],
)
async def test_a_copy_of_a_target_the_scenario_cannot_check_is_never_made(
    core: CommandCore, scenario: str, name: str
) -> None:
    # a target restriction the action reader can't read would let any permanent be copied
    # (the Bears were copied before): the copy stays unread, and the term is refused
    outcome = await core.handle(scenario)
    assert outcome.ok is False and outcome.error is not None
    assert f"{name} has no" in outcome.error and "that I model" in outcome.error


async def test_a_copy_of_what_the_card_does_not_allow_is_refused(core: CommandCore) -> None:
    # Imposter Mech copies a creature an opponent controls (707.2, 115.1), not one of yours
    outcome = await core.handle("!layers Grizzly Bears + Imposter Mech [copy: Grizzly Bears]")
    assert outcome.ok is False and outcome.error is not None
    assert "copies only a creature an opponent controls" in outcome.error
    assert "Grizzly Bears isn't one" in outcome.error


async def test_a_clone_refuses_a_land_to_copy(core: CommandCore) -> None:
    # Clone enters as a copy of a creature (707.2); a Forest can't be chosen
    outcome = await core.handle("!layers Forest + Clone [copy: Forest]")
    assert outcome.ok is False and outcome.error is not None
    assert "Clone copies only a creature (707.2); Forest isn't one" in outcome.error
    assert outcome.hint is not None and "Name a creature after “copy:”" in outcome.hint
