"""Static abilities that reach spells and cards outside the battlefield (611.3a, 400.1),
played through the command core with Scryfall cards read by the Oracle parser:
``stack: Name`` is a spell its player cast, ``hand: Name`` / ``library: Name`` /
``graveyard: Name`` / ``exile: Name`` a card its player owns there."""

from __future__ import annotations

from typing import Any

import pytest

from tests.game_model.conftest import only_named

NAMES = (
    "Painter's Servant", "Mycosynth Lattice", "Conspiracy", "Arcane Adaptation",
    "Yixlid Jailer", "Varolz, the Scar-Striped", "Teferi, Mage of Zhalfir", "Lightning Bolt",
    "Grizzly Bears", "Hill Giant", "Serra Angel", "Tarmogoyf", "Dream Devourer",
    "Glorious Anthem", "Domri, Chaos Bringer", "Snapcaster Mage", "Cactus Preserve",
    "Kenrith, the Returned King", "Ulamog, the Infinite Gyre", "Giant Growth",
    "Biotransference",
)  # fmt: skip


async def test_painters_servant_colors_a_card_in_a_graveyard(layers: Any) -> None:
    # Painter's Servant + Grindstone: the milled cards share the chosen color
    answer = await layers("Painter's Servant [blue] + graveyard: Lightning Bolt")
    bolt = only_named(answer, "Lightning Bolt")
    assert (bolt["zone"], bolt["elsewhere"], bolt["colors"]) == ("graveyard", True, ["blue", "red"])
    assert [step["source"] for step in bolt["steps"]] == ["Painter's Servant"]
    assert answer["reply"]["unmodelled"] == []


async def test_a_card_in_an_opponents_hand_is_theirs_and_still_gets_the_color(
    layers: Any,
) -> None:
    answer = await layers("Painter's Servant [white] + opp: hand: Hill Giant")
    giant = only_named(answer, "Hill Giant")
    assert (giant["zone"], giant["owner"], giant["colors"]) == (
        "hand",
        "opponent",
        ["white", "red"],
    )


async def test_lattice_makes_spells_colorless_but_only_permanents_artifacts(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + Mycosynth Lattice + stack: Lightning Bolt + library: Serra Angel"
    )
    bears, bolt = only_named(answer, "Grizzly Bears"), only_named(answer, "Lightning Bolt")
    angel = only_named(answer, "Serra Angel")
    assert (bears["colors"], sorted(bears["types"])) == ([], ["Artifact", "Creature"])
    assert (bolt["zone"], bolt["colors"], bolt["types"]) == ("stack", [], ["Instant"])
    assert (angel["zone"], angel["colors"], angel["types"]) == ("library", [], ["Creature"])


@pytest.mark.parametrize(
    ("order", "colors"),
    [
        ("Painter's Servant [blue] + Mycosynth Lattice", []),  # 613.7: the later one wins
        ("Mycosynth Lattice + Painter's Servant [blue]", ["blue"]),
    ],
)
async def test_painter_and_lattice_apply_in_timestamp_order_to_a_spell(
    layers: Any, order: str, colors: list[str]
) -> None:
    answer = await layers(f"{order} + stack: Lightning Bolt")
    assert only_named(answer, "Lightning Bolt")["colors"] == colors


async def test_conspiracy_reaches_your_spells_and_cards_but_not_an_opponents(
    layers: Any,
) -> None:
    answer = await layers(
        "Conspiracy [Elf] + stack: Grizzly Bears + hand: Hill Giant + opp: hand: Serra Angel"
    )
    assert only_named(answer, "Grizzly Bears")["subtypes"] == ["Elf"]
    assert only_named(answer, "Hill Giant")["subtypes"] == ["Elf"]
    assert only_named(answer, "Serra Angel")["subtypes"] == ["Angel"]  # not a card you own


async def test_arcane_adaptation_adds_the_type_to_a_graveyard_card(layers: Any) -> None:
    answer = await layers("Arcane Adaptation [Goblin] + graveyard: Grizzly Bears")
    assert only_named(answer, "Grizzly Bears")["subtypes"] == ["Bear", "Goblin"]


async def test_a_card_in_a_graveyard_can_be_the_subject(layers: Any) -> None:
    answer = await layers("graveyard: Tarmogoyf + Yixlid Jailer")
    goyf = answer["reply"]["objects"][0]
    # the characteristic-defining ability is gone with the rest (613.1f before 613.4a)
    assert (goyf["name"], goyf["zone"], goyf["abilities"]) == ("Tarmogoyf", "graveyard", [])
    assert (goyf["power"], goyf["toughness"]) == (0, 1)


@pytest.mark.parametrize(
    ("order", "abilities"),
    [
        ("Varolz, the Scar-Striped + Yixlid Jailer", []),
        ("Yixlid Jailer + Varolz, the Scar-Striped", ["scavenge"]),
    ],
)
async def test_jailer_and_a_granted_keyword_apply_in_timestamp_order(
    layers: Any, order: str, abilities: list[str]
) -> None:
    # both in layer 6 (613.1f): the later timestamp decides whether the card has scavenge
    answer = await layers(f"{order} + graveyard: Grizzly Bears")
    granted = only_named(answer, "Grizzly Bears")["abilities"]
    assert [a.split(" ")[0] for a in granted] == abilities


async def test_teferi_gives_flash_to_your_creature_cards_only(layers: Any) -> None:
    answer = await layers(
        "Teferi, Mage of Zhalfir + hand: Grizzly Bears + opp: hand: Hill Giant "
        "+ hand: Lightning Bolt"
    )
    assert any(a.startswith("flash") for a in only_named(answer, "Grizzly Bears")["abilities"])
    assert not any(a.startswith("flash") for a in only_named(answer, "Hill Giant")["abilities"])
    assert not any(a.startswith("flash") for a in only_named(answer, "Lightning Bolt")["abilities"])


async def test_foretell_goes_to_nonland_cards_in_your_hand(layers: Any) -> None:
    answer = await layers("Dream Devourer + hand: Lightning Bolt + graveyard: Hill Giant")
    assert any(a.startswith("foretell") for a in only_named(answer, "Lightning Bolt")["abilities"])
    assert not any(a.startswith("foretell") for a in only_named(answer, "Hill Giant")["abilities"])


async def test_an_anthem_does_not_reach_a_creature_card_in_hand(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Glorious Anthem + hand: Hill Giant")
    assert only_named(answer, "Grizzly Bears")["power"] == 3
    giant = only_named(answer, "Hill Giant")
    assert (giant["power"], giant["steps"]) == (3, [])


async def test_a_zone_term_without_a_card_is_refused_with_a_hint(layers: Any) -> None:
    answer = await layers("Grizzly Bears + hand:")
    assert answer["ok"] is False
    assert "say which card" in answer["error"] and "hand: Grizzly Bears" in answer["hint"]


async def test_an_unknown_card_in_a_zone_is_refused_by_its_name(layers: Any) -> None:
    answer = await layers("Grizzly Bears + graveyard: Tarmogoyff")
    assert answer["ok"] is False and "Tarmogoyff" in answer["error"]


async def test_domris_mana_gives_riot_to_the_creature_spell_it_pays_for(layers: Any) -> None:
    # the spell is on the stack while its costs are paid (601.2a, 106.6)
    answer = await layers(
        "Domri, Chaos Bringer + stack: Grizzly Bears + activate Domri, Chaos Bringer [+1] "
        "-> Grizzly Bears"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["zone"], bears["abilities"]) == ("stack", ["riot"])
    assert [step["source"] for step in bears["steps"]] == ["Domri, Chaos Bringer"]
    assert not any("judge's canon" in line for line in answer["reply"]["unmodelled"])


async def test_domris_riot_is_refused_for_a_noncreature_spell(layers: Any) -> None:
    answer = await layers(
        "Domri, Chaos Bringer + stack: Lightning Bolt + activate Domri, Chaos Bringer [+1] "
        "-> Lightning Bolt"
    )
    assert answer["ok"] is False
    assert "isn't the kind of spell that mana pays for" in answer["error"]


async def test_snapcaster_mage_gives_flashback_to_the_card_it_targets_until_end_of_turn(
    layers: Any,
) -> None:
    board = "Grizzly Bears + graveyard: Lightning Bolt + Snapcaster Mage -> Lightning Bolt"
    answer = await layers(board)
    bolt = only_named(answer, "Lightning Bolt")
    assert (bolt["zone"], bolt["abilities"][-1]) == ("graveyard", "flashback")
    assert answer["reply"]["unmodelled"] == []  # the flashback cost is part of the grant
    later = only_named(await layers(f"{board} + end turn"), "Lightning Bolt")
    assert "flashback" not in later["abilities"]  # 514.2: "until end of turn" ended


async def test_snapcaster_mage_can_not_target_a_creature_card(layers: Any) -> None:
    answer = await layers("Grizzly Bears + graveyard: Hill Giant + Snapcaster Mage -> Hill Giant")
    giant = only_named(answer, "Hill Giant")
    assert "flashback" not in giant["abilities"]
    assert any("no legal target" in note for note in answer["reply"]["notes"])


async def test_cactus_preserve_counts_your_commander_in_the_command_zone(layers: Any) -> None:
    # "the greatest mana value among your commanders" reads every zone (903.3, 903.6); the
    # opponent's commander is not yours
    answer = await layers(
        "Cactus Preserve + command: Kenrith, the Returned King + opp: command: Ulamog, the "
        "Infinite Gyre + activate Cactus Preserve"
    )
    preserve = only_named(answer, "Cactus Preserve")
    assert (preserve["power"], preserve["toughness"], preserve["zone"]) == (5, 5, "battlefield")
    kenrith = only_named(answer, "Kenrith, the Returned King")
    assert (kenrith["zone"], kenrith["is_commander"]) == ("command", True)
    assert not any("judge's canon" in line for line in answer["reply"]["unmodelled"])


async def test_cactus_preserve_without_a_commander_is_a_0_0_and_dies(layers: Any) -> None:
    answer = await layers("Cactus Preserve + activate Cactus Preserve")
    assert only_named(answer, "Cactus Preserve")["zone"] == "graveyard"  # 704.5f


async def test_a_bracket_on_a_card_in_a_zone_is_refused_not_dropped(layers: Any) -> None:
    answer = await layers("Grizzly Bears + hand: Hill Giant [kicked]")
    assert answer["ok"] is False
    assert "takes no brackets" in answer["error"] and "[kicked]" in answer["error"]


async def test_pointing_at_a_subject_that_never_was_a_permanent_says_where_it_is(
    layers: Any,
) -> None:
    answer = await layers("hand: Grizzly Bears + Giant Growth")
    assert answer["ok"] is False
    assert "is not on the battlefield (it is in hand)" in answer["error"]


async def test_a_graveyard_count_that_misses_a_zone_effect_is_a_warning(layers: Any) -> None:
    # the creature card in the graveyard is an artifact too (611.3a), but Tarmogoyf's count
    # reads the cards a scenario names as printed: never a silently low count
    answer = await layers("Tarmogoyf + Biotransference + graveyard: Grizzly Bears")
    assert sorted(only_named(answer, "Grizzly Bears")["types"]) == ["Artifact", "Creature"]
    assert any(
        line.startswith("Biotransference changes cards in graveyards")
        and "Tarmogoyf counts" in line
        for line in answer["reply"]["unmodelled"]
    )
    quiet = await layers("Tarmogoyf + Painter's Servant [blue] + graveyard: Lightning Bolt")
    assert not any("graveyards as printed" in line for line in quiet["reply"]["unmodelled"])
