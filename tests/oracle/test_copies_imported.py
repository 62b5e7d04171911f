"""Copies, supertypes, Gods and other canon shapes played in ``!layers`` with real cards.

Every card comes from the Scryfall bulk file, read by the Oracle parser (never the curated
catalog), through the command core: each test is one ruling, the reply a judge would see.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.core.context import Services
from bot.core.core import CommandCore
from engine.card_data import card_from_scryfall
from engine.cards import Card
from engine.names import name_keys
from engine.oracle import parse_card
from tests.oracle.test_scenarios_imported import DATA, ParsedCardSource

NAMES = {
    "Grizzly Bears",
    "Vesuvan Doppelganger",
    "Altered Ego",
    "Jace Beleren",
    "Clone",
    "Runeclaw Bear",
    "Serra Angel",
    "Llanowar Elves",
    "Quasiduplicate",
    "Croaking Counterpart",
    "Mirrorweave",
    "Mirage Mirror",
    "Metamorphic Alteration",
    "Sakashima the Impostor",
    "Spark Double",
    "Sower of Temptation",
    "Cavernous Maw",
    "Mistform Ultimus",
    "Conspiracy",
    "The Antiquities War",
    "Ornithopter",
    "Erebos, God of the Dead",
    "Leyline of Singularity",
    "In Bolas's Clutches",
    "Rootborn Defenses",
    "Helm of the Host",
    "Isamaru, Hound of Konda",
    "Johtull Wurm",
    "Gray Merchant of Asphodel",
    "Phyrexian Obliterator",
    "Spawnwrithe",
    "Rubinia Soulsinger",
    "Chandra, Flameshaper",
    "God-Pharaoh's Gift",
    "Nightmare Shepherd",
    "Supplant Form",
    "Rite of Replication",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core()


def parsed_core(names: set[str] = NAMES) -> CommandCore:
    """A command core whose card source holds ``names``, parsed from the Scryfall file."""
    wanted = {key for name in names for key in name_keys(name)}
    cards: dict[str, Card] = {}
    with DATA.open(encoding="utf-8") as handle:
        for line in handle:
            line = line.strip().rstrip(",")
            if not line.startswith("{"):
                continue
            record = json.loads(line)
            if record.get("layout") in ("token", "double_faced_token", "art_series"):
                continue
            faces = tuple(face["name"] for face in record.get("card_faces") or ())
            keys = name_keys(record["name"], faces) & wanted
            if keys:
                card = parse_card(card_from_scryfall(record), record.get("keywords") or ())
                for key in keys:
                    cards.setdefault(key, card)
    return CommandCore(Services(cards=ParsedCardSource(cards)))


async def _reply(core: CommandCore, message: str) -> dict[str, Any]:
    outcome = await core.handle(message)
    assert outcome.ok, outcome.error
    reply: dict[str, Any] = outcome.model_dump()["reply"]
    return reply


def _objects(reply: dict[str, Any], name: str) -> list[dict[str, Any]]:
    return [o for o in reply["objects"] if o["name"] == name]


def _one(reply: dict[str, Any], name: str, index: int = 0) -> dict[str, Any]:
    return _objects(reply, name)[index]


def _pt(obj: dict[str, Any]) -> tuple[int | None, int | None]:
    return obj["power"], obj["toughness"]


async def test_a_token_copy_of_a_creature_copies_it_and_the_original_stays(
    core: CommandCore,
) -> None:
    # 707.2, 111.3: Quasiduplicate makes a token with the copiable values of the target
    reply = await _reply(core, "!layers Grizzly Bears + Quasiduplicate")
    bears = _objects(reply, "Grizzly Bears")
    assert [(_pt(b), b["subtypes"]) for b in bears] == [((2, 2), ["Bear"])] * 2
    assert "Quasiduplicate made a token copy of Grizzly Bears." in reply["notes"]


async def test_a_token_copy_with_exceptions_keeps_the_copied_abilities(core: CommandCore) -> None:
    # 707.9b: "except it's a 1/1 green Frog" sets P/T, color and creature type; flying and
    # vigilance are still copied
    reply = await _reply(core, "!layers Serra Angel + Croaking Counterpart")
    token = _one(reply, "Serra Angel", 1)
    assert (_pt(token), token["colors"], token["subtypes"]) == ((1, 1), ["green"], ["Frog"])
    assert token["abilities"][:2] == ["flying", "vigilance"]
    assert _pt(_one(reply, "Serra Angel")) == (4, 4)


async def test_each_other_creature_becomes_a_copy_of_the_target(core: CommandCore) -> None:
    # Mirrorweave: every other creature becomes a copy of the target until end of turn
    reply = await _reply(core, "!layers Grizzly Bears + Serra Angel + Mirrorweave -> Serra Angel")
    copied = reply["objects"][0]  # the subject, Grizzly Bears, now named Serra Angel
    assert (copied["name"], _pt(copied), copied["abilities"]) == (
        "Serra Angel",
        (4, 4),
        ["flying", "vigilance"],
    )
    assert [s["layer"] for s in copied["steps"]] == ["1a"]


async def test_an_artifact_becomes_a_copy_of_a_target_from_a_list_of_types(
    core: CommandCore,
) -> None:
    # Mirage Mirror: "target artifact, creature, enchantment, or land"
    reply = await _reply(
        core, "!layers Mirage Mirror + Serra Angel + activate Mirage Mirror -> Serra Angel"
    )
    mirror = reply["objects"][0]
    assert (mirror["name"], mirror["types"], _pt(mirror)) == ("Serra Angel", ["Creature"], (4, 4))


async def test_an_aura_makes_the_enchanted_creature_a_copy_of_the_chosen_one(
    core: CommandCore,
) -> None:
    # Metamorphic Alteration: the choice is made as the Aura enters ([copy: Name])
    reply = await _reply(
        core, "!layers Grizzly Bears + Serra Angel + Metamorphic Alteration [copy: Serra Angel]"
    )
    bears = reply["objects"][0]
    assert (bears["name"], _pt(bears), bears["colors"]) == ("Serra Angel", (4, 4), ["white"])


async def test_a_clone_with_its_own_name_and_legendary_in_addition(core: CommandCore) -> None:
    # Sakashima: the exceptions are copiable values (707.9b): its name, legendary, the ability
    reply = await _reply(core, "!layers Sakashima the Impostor [copy: Serra Angel]")
    clone = reply["objects"][0]
    assert (clone["name"], clone["supertypes"], _pt(clone)) == (
        "Sakashima the Impostor",
        ["Legendary"],
        (4, 4),
    )
    assert "copy of Serra Angel" in clone["steps"][0]["description"]


async def test_a_clone_that_isnt_legendary_gets_its_extra_counter(core: CommandCore) -> None:
    # Spark Double: "isn't legendary" is read, and it enters with a +1/+1 counter (614.1c)
    reply = await _reply(core, "!layers Serra Angel + Spark Double [copy: Serra Angel]")
    clone = _one(reply, "Serra Angel", 1)
    assert "not legendary" in clone["steps"][0]["description"]
    assert (clone["power"], clone["toughness"]) == (5, 5)


async def test_control_for_as_long_as_the_source_remains(core: CommandCore) -> None:
    # Sower of Temptation's entering trigger: you control the target while the Sower stays
    reply = await _reply(core, "!layers opp: Grizzly Bears + Sower of Temptation -> Grizzly Bears")
    bears = reply["objects"][0]
    assert bears["controller"] == "you"
    assert [s["layer"] for s in bears["steps"]] == ["2"]


async def test_still_a_cave_land_keeps_the_land_type(core: CommandCore) -> None:
    # 205.1b: "It's still a Cave land" keeps its card types and subtypes
    reply = await _reply(core, "!layers Cavernous Maw + activate Cavernous Maw")
    maw = reply["objects"][0]
    assert (maw["types"], maw["subtypes"], _pt(maw)) == (
        ["Land", "Creature"],
        ["Cave", "Elemental"],
        (3, 3),
    )


async def test_every_creature_type_is_a_characteristic_defining_ability(core: CommandCore) -> None:
    # 604.3, 613.3: Mistform Ultimus's ability applies first in layer 4, so Conspiracy's
    # earlier timestamp still leaves it only the chosen type
    reply = await _reply(core, "!layers Conspiracy [Elf] + Mistform Ultimus")
    ultimus = _one(reply, "Mistform Ultimus")
    assert ultimus["subtypes"] == ["Elf"]
    assert [s["source"] for s in ultimus["steps"]] == ["Mistform Ultimus", "Conspiracy"]


async def test_a_saga_chapter_animates_artifacts(core: CommandCore) -> None:
    # 714.2b: chapter III is a triggered ability; trigger resolves it
    reply = await _reply(
        core, "!layers Ornithopter + The Antiquities War + trigger The Antiquities War"
    )
    ornithopter = reply["objects"][0]
    assert (ornithopter["types"], _pt(ornithopter)) == (["Artifact", "Creature"], (5, 5))


async def test_a_god_is_not_a_creature_below_its_devotion(core: CommandCore) -> None:
    # 700.5: Erebos alone gives devotion to black 1, less than five: no creature
    reply = await _reply(core, "!layers Erebos, God of the Dead")
    erebos = reply["objects"][0]
    assert (erebos["types"], _pt(erebos)) == (["Enchantment"], (None, None))


async def test_a_god_is_a_creature_once_devotion_is_reached(core: CommandCore) -> None:
    # Phyrexian Obliterator's {B}{B}{B}{B} brings devotion to black to five
    reply = await _reply(core, "!layers Erebos, God of the Dead + Phyrexian Obliterator")
    erebos = reply["objects"][0]
    assert (erebos["types"], _pt(erebos)) == (["Enchantment", "Creature"], (5, 7))


async def test_every_nonland_permanent_is_legendary(core: CommandCore) -> None:
    # Leyline of Singularity: a supertype added in layer 4 (205.4)
    reply = await _reply(core, "!layers Grizzly Bears + Leyline of Singularity")
    assert reply["objects"][0]["supertypes"] == ["Legendary"]


async def test_the_stolen_permanent_is_legendary(core: CommandCore) -> None:
    # In Bolas's Clutches: control in layer 2, legendary in layer 4
    reply = await _reply(core, "!layers opp: Serra Angel + In Bolas's Clutches")
    angel = reply["objects"][0]
    assert (angel["controller"], angel["supertypes"]) == ("you", ["Legendary"])
    assert [s["layer"] for s in angel["steps"]] == ["2", "4"]


async def test_populate_copies_a_creature_token(core: CommandCore) -> None:
    # 701.36a: the new token is a copy; both get indestructible from the rest of the spell
    reply = await _reply(
        core, "!layers Grizzly Bears [token] + Rootborn Defenses [copy: Grizzly Bears]"
    )
    bears = _objects(reply, "Grizzly Bears")
    assert len(bears) == 2
    assert all("indestructible" in b["abilities"] for b in bears)


async def test_a_triggered_token_copy_that_isnt_legendary(core: CommandCore) -> None:
    # Helm of the Host: a copy of the equipped legend, not legendary, with haste
    reply = await _reply(
        core,
        "!layers Isamaru, Hound of Konda + Helm of the Host + equip Helm of the Host -> "
        "Isamaru, Hound of Konda + trigger Helm of the Host [copy: Isamaru, Hound of Konda]",
    )
    original, token = _objects(reply, "Isamaru, Hound of Konda")
    assert (original["supertypes"], token["supertypes"]) == (["Legendary"], [])
    assert token["abilities"] == ["haste"]


async def test_an_unread_triggered_ability_is_a_warning(core: CommandCore) -> None:
    # issue 13: a characteristic-changing sentence the parser cannot read is never silent
    reply = await _reply(core, "!layers Grizzly Bears + Johtull Wurm")
    unread = "~ gets -2/-1 until end of turn for each creature blocking it beyond the first."
    assert f"Johtull Wurm: {unread}" in reply["unmodelled"]


async def test_a_token_copy_of_itself(core: CommandCore) -> None:
    # Spawnwrithe: "create a token that's a copy of this creature" copies the source
    reply = await _reply(core, "!layers Spawnwrithe + trigger Spawnwrithe [copy: Spawnwrithe]")
    assert [_pt(o) for o in _objects(reply, "Spawnwrithe")] == [(2, 2), (2, 2)]
    assert "Spawnwrithe's ability made a token copy of Spawnwrithe." in reply["notes"]


async def test_control_while_controlled_and_tapped_is_read(core: CommandCore) -> None:
    # Rubinia Soulsinger: paying {T} taps it, so you control the target; both halves of its
    # duration are read (losing control of Rubinia or untapping it ends the effect, 611.2b:
    # tests/game_model/test_game_control_durations.py), so no warning is left
    reply = await _reply(
        core, "!layers opp: Grizzly Bears + activate Rubinia Soulsinger -> Grizzly Bears"
    )
    assert reply["objects"][0]["controller"] == "you"
    assert reply["unmodelled"] == []


async def test_a_token_copy_with_haste_and_a_quoted_ability(core: CommandCore) -> None:
    # Chandra, Flameshaper's +1: the exceptions (haste and the sacrifice trigger) are copiable
    reply = await _reply(
        core, "!layers Serra Angel + activate Chandra, Flameshaper [+1] [copy: Serra Angel]"
    )
    token = _one(reply, "Serra Angel", 1)
    assert token["abilities"][:3] == ["flying", "vigilance", "haste"]


async def test_a_trigger_exiles_a_card_and_copies_it_with_its_other_part(
    core: CommandCore,
) -> None:
    # God-Pharaoh's Gift: a 4/4 black Zombie token copy of the exiled card, and the same
    # trigger's "It gains haste until end of turn" reaches that token, not the artifact
    reply = await _reply(
        core, "!layers God-Pharaoh's Gift + trigger God-Pharaoh's Gift [copy: Serra Angel]"
    )
    token = _one(reply, "Serra Angel")
    assert (_pt(token), token["colors"], token["subtypes"]) == ((4, 4), ["black"], ["Zombie"])
    assert token["abilities"] == ["flying", "vigilance", "haste"]
    assert "haste" not in _one(reply, "God-Pharaoh's Gift")["abilities"]


async def test_a_dying_creature_comes_back_as_a_1_1_nightmare(core: CommandCore) -> None:
    # Nightmare Shepherd: "except it's 1/1 and it's a Nightmare in addition" (707.9b)
    reply = await _reply(
        core, "!layers Nightmare Shepherd + trigger Nightmare Shepherd [copy: Grizzly Bears]"
    )
    token = _one(reply, "Grizzly Bears")
    assert (_pt(token), token["subtypes"]) == ((1, 1), ["Bear", "Nightmare"])


async def test_a_copy_that_keeps_its_own_color_passes_that_on(core: CommandCore) -> None:
    # Vesuvan Doppelganger copies the Bear but stays blue; the exception is part of its
    # copiable values, so a Clone of it is a blue Bear with the upkeep ability too (707.9b)
    reply = await _reply(
        core,
        "!layers opp: Runeclaw Bear + opp: Vesuvan Doppelganger [copy: Runeclaw Bear] + "
        "Clone [copy: Vesuvan Doppelganger]",
    )
    bears = _objects(reply, "Runeclaw Bear")
    assert [b["colors"] for b in bears] == [["green"], ["blue"], ["blue"]]
    assert all(
        any(a.startswith("At the beginning of your upkeep") for a in b["abilities"])
        for b in bears[1:]
    )
    assert reply["unmodelled"] == []


async def test_a_copy_enters_with_the_counters_its_exception_names(core: CommandCore) -> None:
    # 614.1c: Spark Double's extra counter depends on what it copies; Altered Ego's X is
    # the judge's [x N]
    reply = await _reply(core, "!layers Grizzly Bears + Spark Double [copy: Grizzly Bears]")
    assert [(b["power"], b["toughness"]) for b in _objects(reply, "Grizzly Bears")] == [
        (2, 2),
        (3, 3),
    ]
    assert reply["unmodelled"] == []
    reply = await _reply(core, "!layers Jace Beleren + Spark Double [copy: Jace Beleren]")
    assert [j["counters"] for j in _objects(reply, "Jace Beleren")] == [
        {"loyalty": 3},
        {"loyalty": 4},
    ]
    reply = await _reply(core, "!layers Grizzly Bears + Altered Ego [copy: Grizzly Bears] [x 3]")
    assert _objects(reply, "Grizzly Bears")[1]["power"] == 5
    outcome = await core.handle("!layers Grizzly Bears + Altered Ego [copy: Grizzly Bears]")
    assert not outcome.ok and "say what X is" in (outcome.error or "")


async def test_a_spell_bounces_its_target_and_makes_a_token_copy_of_it(core: CommandCore) -> None:
    # Supplant Form: "that creature" is the target; the token copies it (707.2) and the
    # original, not the token of the same name, goes back to its owner's hand
    reply = await _reply(core, "!layers Serra Angel + Supplant Form -> Serra Angel")
    original, token = _objects(reply, "Serra Angel")
    assert (original["is_token"], original["zone"]) == (False, "hand")
    assert (token["is_token"], token["zone"], _pt(token)) == (True, "battlefield", (4, 4))
    assert token["abilities"] == ["flying", "vigilance"]
    assert not [n for n in reply["unmodelled"] if "Supplant Form" in n]


async def test_a_kicked_spell_makes_five_token_copies_instead_of_one(core: CommandCore) -> None:
    # Rite of Replication: kicked, "create five of those tokens instead" (702.33, 111.2);
    # every token is a copy of the target (707.2), the target stays
    plain = await _reply(core, "!layers Serra Angel + Rite of Replication -> Serra Angel")
    assert [o["is_token"] for o in _objects(plain, "Serra Angel")] == [False, True]
    kicked = await _reply(core, "!layers Serra Angel + Rite of Replication [kicked] -> Serra Angel")
    angels = _objects(kicked, "Serra Angel")
    assert [o["is_token"] for o in angels] == [False, *[True] * 5]
    assert all([s["layer"] for s in token["steps"]] == ["1a"] for token in angels[1:])
    assert not [n for n in kicked["unmodelled"] if "Rite of Replication" in n]
