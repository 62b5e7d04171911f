"""What the thirteenth stop's review of newly read cards found in `!layers` (issue 13): a
"you may" the player can decline (608.2d), what a card's words give to which object, the
costs an ability's effect depends on. Each answer is read as the card says, or says what
it does not carry out."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.core.cards import open_card_source
from bot.core.cards.importer import import_files
from bot.core.context import Services
from bot.core.core import CommandCore
from tests.game_model.conftest import only_named, warnings_in
from tests.oracle.sample import card_records

NAMES = [
    "Grizzly Bears", "Academic Dispute", "Crawling Barrens", "Hill Giant", "Anzrag's Rampage",
    "Sol Ring", "Tune Up", "Smuggler's Copter", "Kethis, the Hidden Hand",
    "Isamaru, Hound of Konda", "Thalia, Guardian of Thraben", "Jace Beleren", "Fallaji Wayfarer",
    "Lightning Helix", "Cerulean Wisps", "Leyline of the Guildpact", "Lake Silencio",
    "Lightning Bolt", "Serra Angel", "Tragic Slip",
]  # fmt: skip


async def test_you_may_have_it_gain_reach_can_be_declined(layers: Any) -> None:
    # Academic Dispute: the player chooses as it resolves whether it gains reach (608.2d)
    taken = await layers("opp: Grizzly Bears + Academic Dispute -> Grizzly Bears")
    assert "reach" in only_named(taken, "Grizzly Bears")["abilities"]
    assert "[didn't]" in warnings_in(taken)
    declined = await layers("opp: Grizzly Bears + Academic Dispute [didn't] -> Grizzly Bears")
    assert "reach" not in only_named(declined, "Grizzly Bears")["abilities"]


async def test_declining_the_become_still_puts_the_counters(layers: Any) -> None:
    # Crawling Barrens: "Put two +1/+1 counters on ~. Then you may have it become a 0/0
    # Elemental creature": the counters are put either way, the land stays a land
    barrens = only_named(
        await layers("Crawling Barrens + activate Crawling Barrens [didn't]"), "Crawling Barrens"
    )
    assert "Creature" not in barrens["types"]
    assert barrens["counters"] == {"+1/+1": 2}
    creature = only_named(
        await layers("Crawling Barrens + activate Crawling Barrens [did]"), "Crawling Barrens"
    )
    assert (creature["power"], creature["toughness"]) == (2, 2)


async def test_what_a_spell_puts_onto_the_battlefield_is_not_the_scenario_subject(
    layers: Any,
) -> None:
    # Anzrag's Rampage: "It gains haste" is the card put onto the battlefield from exile,
    # which is not carried out; the creature already there gets nothing
    answer = await layers("Grizzly Bears + Hill Giant + Anzrag's Rampage")
    assert only_named(answer, "Grizzly Bears")["abilities"] == []
    assert "is not carried out here, so it applies to nothing" in warnings_in(answer)


async def test_if_it_is_a_vehicle_asks_the_returned_card(layers: Any) -> None:
    # Tune Up (608.2c): Sol Ring comes back as a noncreature artifact, a Vehicle as a creature
    ring = only_named(
        await layers("Grizzly Bears [graveyard: Sol Ring] + Tune Up -> Sol Ring"), "Sol Ring"
    )
    assert (ring["types"], ring["zone"]) == (["Artifact"], "battlefield")
    copter = only_named(
        await layers("Grizzly Bears [graveyard: Smuggler's Copter] + Tune Up -> Smuggler's Copter"),
        "Smuggler's Copter",
    )
    assert copter["types"] == ["Artifact", "Creature"]
    assert (copter["power"], copter["toughness"]) == (3, 3)


async def test_a_cost_that_exiles_cards_is_said_when_not_paid(layers: Any) -> None:
    # Kethis: the two legendary cards exiled to pay are not there as the ability resolves,
    # and the scenario doesn't move them, so the reply says so
    graveyard = " + ".join(
        f"graveyard: {name}"
        for name in ("Isamaru, Hound of Konda", "Thalia, Guardian of Thraben", "Jace Beleren")
    )
    answer = await layers(
        f"Kethis, the Hidden Hand + {graveyard} + activate Kethis, the Hidden Hand"
    )
    assert "“Exile two legendary cards from your graveyard” is not paid here" in warnings_in(answer)


async def test_is_all_colors_is_the_ability_that_sets_its_colors(layers: Any) -> None:
    # Fallaji Wayfarer: a characteristic-defining ability (604.3), applied first in layer 5,
    # so a later Cerulean Wisps makes it blue only; the trace names it
    answer = await layers("Fallaji Wayfarer + stack: Lightning Helix")
    wayfarer = only_named(answer, "Fallaji Wayfarer")
    assert len(wayfarer["colors"]) == 5
    assert [s["layer"] for s in wayfarer["steps"]] == ["5"]
    assert "convoke" in only_named(answer, "Lightning Helix")["abilities"]
    assert not any("not modelled here" in a for a in wayfarer["abilities"])
    blue = await layers("Fallaji Wayfarer + Cerulean Wisps -> Fallaji Wayfarer")
    assert only_named(blue, "Fallaji Wayfarer")["colors"] == ["blue"]
    # Leyline of the Guildpact: "Each nonland permanent you control is all colors"
    bears = only_named(await layers("Grizzly Bears + Leyline of the Guildpact"), "Grizzly Bears")
    assert len(bears["colors"]) == 5


async def test_a_plane_keeps_its_planar_type(layers: Any) -> None:
    # Lake Silencio (205.3n): Earth is a planar type, not a creature type a plane can't have
    answer = await layers("Grizzly Bears + command: Lake Silencio + stack: Lightning Bolt")
    plane = only_named(answer, "Lake Silencio")
    assert (plane["types"], plane["subtypes"]) == (["Plane"], ["Earth"])
    assert "split second" in only_named(answer, "Lightning Bolt")["abilities"]


async def test_a_creature_destroyed_in_the_scenario_died_this_turn(layers: Any) -> None:
    # Tragic Slip's morbid (700.4): the Bears the scenario destroyed died this turn
    answer = await layers(
        "Serra Angel + Grizzly Bears + destroy Grizzly Bears + Tragic Slip -> Serra Angel"
    )
    angel = only_named(answer, "Serra Angel")
    assert (angel["power"], angel["zone"]) == (-9, "graveyard")
    assert "1 died in this scenario; more may have died before it" in warnings_in(answer)
    quiet = only_named(await layers("Serra Angel + Tragic Slip -> Serra Angel"), "Serra Angel")
    assert (quiet["power"], quiet["toughness"]) == (3, 3)


@pytest.fixture
async def imported(tmp_path: Path) -> AsyncIterator[CommandCore]:
    """A core over an imported index of three cards, one of them in the curated catalog."""
    records = card_records()
    if records is None:
        pytest.skip("card data not found")
    cards = tmp_path / "cards.json"
    chosen = [records[name] for name in ("Serra Angel", "Grizzly Bears", "Tragic Slip")]
    cards.write_text(json.dumps(chosen), encoding="utf-8")
    await import_files([cards], tmp_path / "data")
    source = await open_card_source(tmp_path / "data")
    yield CommandCore(Services(cards=source))
    await source.close()  # type: ignore[attr-defined]


async def test_a_catalog_entry_that_leaves_morbid_out_yields_to_the_parse(
    imported: CommandCore,
) -> None:
    # the curated Tragic Slip lists morbid as not modelled; the imported parse reads it
    answer = (
        await imported.handle("!layers Serra Angel + Tragic Slip [creatures died] -> Serra Angel")
    ).model_dump()
    assert only_named(answer, "Serra Angel")["zone"] == "graveyard"
    assert "morbid" not in warnings_in(answer).casefold()
