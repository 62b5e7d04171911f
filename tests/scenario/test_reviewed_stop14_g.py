"""What the fourteenth stop's second review found (issue 13, group g): a token copy of "it"
after a sentence that chose a target checks the target's kind (115.1); a card's name in an
ability it grants means the card (201.5a); flip cards (710)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = [
    "Grizzly Bears", "Yenna, Redtooth Regent", "Glorious Anthem", "Hill Giant",
    "Archery Training", "Trickster's Talisman", "Homura, Human Ascendant", "Homura's Essence",
    "Scrapbasket", "Wall of Stolen Identity", "Vampirism", "Bravado",
]  # fmt: skip


async def test_a_token_copy_of_a_chosen_target_must_be_of_the_targets_kind(
    layers: Any,
) -> None:
    # Yenna copies "target enchantment you control": a creature is no such target
    refused = await layers(
        "Grizzly Bears + Yenna, Redtooth Regent + activate Yenna, Redtooth Regent -> Grizzly Bears"
    )
    assert refused["ok"] is False and "only an enchantment you control" in refused["error"]
    # nor is an opponent's enchantment
    refused = await layers(
        "Yenna, Redtooth Regent + opp: Glorious Anthem"
        " + activate Yenna, Redtooth Regent -> Glorious Anthem"
    )
    assert refused["ok"] is False and "only an enchantment you control" in refused["error"]


async def test_a_target_restriction_no_check_reads_is_said(layers: Any) -> None:
    # "that doesn't have the same name as another permanent you control" is not checked
    answer = await layers(
        "Grizzly Bears + Yenna, Redtooth Regent + Glorious Anthem"
        " + activate Yenna, Redtooth Regent -> Glorious Anthem"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (4, 4)
    warned = " ".join(answer["reply"]["unmodelled"])
    assert "the same name as another permanent" in warned


async def test_a_cards_name_in_an_ability_it_grants_means_the_card(layers: Any) -> None:
    # 201.5a: "the number of arrow counters on Archery Training" counts the Aura's counters,
    # not the enchanted creature's
    answer = await layers("Grizzly Bears + Archery Training")
    (granted,) = only_named(answer, "Grizzly Bears")["abilities"]
    assert granted.startswith("{T}: Grizzly Bears deals X damage")
    assert granted.endswith("arrow counters on Archery Training.")
    # "you may sacrifice Trickster's Talisman": the Equipment, never the creature
    answer = await layers("Grizzly Bears + Trickster's Talisman")
    (granted,) = only_named(answer, "Grizzly Bears")["abilities"]
    assert "sacrifice Trickster's Talisman" in granted
    assert "copy of Grizzly Bears" in granted


async def test_a_flip_card_that_dies_and_is_not_returned_is_said(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + Homura, Human Ascendant + destroy Homura, Human Ascendant"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (2, 2)
    warned = " ".join(answer["reply"]["unmodelled"])
    assert "return it to the battlefield flipped" in warned
    assert "trigger Homura, Human Ascendant" in warned


async def test_a_flip_card_returned_flipped_has_its_bottom_half(layers: Any) -> None:
    # 710.2: flipped, Homura's Essence's "+2/+2 and flying" applies
    answer = await layers(
        "Grizzly Bears + Homura, Human Ascendant + destroy Homura, Human Ascendant"
        " + trigger Homura, Human Ascendant"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (4, 4)
    assert "flying" in bears["abilities"]
    essence = only_named(answer, "Homura's Essence")
    assert essence["power"] is None and essence["zone"] == "battlefield"
    assert answer["reply"]["unmodelled"] == []


async def test_a_flip_card_named_by_its_bottom_half_is_on_the_battlefield_flipped(
    layers: Any,
) -> None:
    for scenario in (
        "Grizzly Bears + Homura's Essence",
        "Grizzly Bears + Homura, Human Ascendant [flipped]",
    ):
        answer = await layers(scenario)
        bears = only_named(answer, "Grizzly Bears")
        assert (bears["power"], bears["toughness"]) == (4, 4)
        assert "flipped" in " ".join(answer["reply"]["notes"])
    unflipped = await layers("Grizzly Bears + Homura, Human Ascendant")
    assert (only_named(unflipped, "Grizzly Bears")["power"]) == 2
    refused = await layers("Grizzly Bears [flipped]")
    assert refused["ok"] is False and "no flip card" in refused["error"]


async def test_becoming_all_colors_is_a_continuous_effect_not_an_instruction(layers: Any) -> None:
    # 105.1: Scrapbasket becomes all five colors (layer 5) and nothing else is left undone
    answer = await layers("Scrapbasket + activate Scrapbasket")
    basket = only_named(answer, "Scrapbasket")
    assert basket["colors"] == ["white", "blue", "black", "red", "green"]
    assert answer["reply"]["unmodelled"] == []


async def test_a_reflexive_trigger_of_entering_as_a_copy_is_said(layers: Any) -> None:
    # 603.12: "When you do, tap the copied creature ..." is not carried out, and says so
    answer = await layers("opp: Hill Giant + Wall of Stolen Identity [copy: Hill Giant]")
    giants = [o for o in answer["reply"]["objects"] if o["name"] == "Hill Giant"]
    assert sorted(("defender" in o["abilities"]) for o in giants) == [False, True]
    warned = " ".join(answer["reply"]["unmodelled"])
    assert "When you do, tap the copied creature" in warned


async def test_other_on_an_aura_is_read_one_way_in_both_of_its_abilities(layers: Any) -> None:
    # Vampirism: "+1/+1 for each other creature you control" counts the creatures other than
    # the enchanted one, so "Other creatures you control get -1/-1" leaves it out too: the
    # Bears get +1/+1 (Hill Giant), the Giant -1/-1 (reading "other" as other than the Aura
    # in both, +2/+2 and -1/-1, gives the same 3/3)
    answer = await layers("Grizzly Bears + Hill Giant + Vampirism")
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (3, 3)
    giant = only_named(answer, "Hill Giant")
    assert (giant["power"], giant["toughness"]) == (2, 2)
    alone = only_named(await layers("Grizzly Bears + Vampirism"), "Grizzly Bears")
    assert (alone["power"], alone["toughness"]) == (2, 2)
    # Bravado's count still leaves the enchanted creature out of "each other creature"
    bravado = only_named(await layers("Grizzly Bears + Hill Giant + Bravado"), "Grizzly Bears")
    assert (bravado["power"], bravado["toughness"]) == (3, 3)
