"""What the fourteenth stop's sixth review draw found in how abilities are listed: a loyalty
ability that adds mana is no mana ability (605.1a), one activated line is one ability
(113.2c), the ability used brings only its own sentences, and a land type never chosen is
said as a land type."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = [
    "Chandra, Flameshaper", "Llanowar Elves", "Eyes Everywhere", "Serra Angel",
    "Ajani Goldmane", "Grizzly Bears", "Optimus Prime, Inspiring Leader", "Jinx", "Forest",
    "Dryad Arbor",
]  # fmt: skip


async def test_a_loyalty_ability_that_adds_mana_is_no_mana_ability(layers: Any) -> None:
    # 605.1a: Chandra's "+2: Add {R}{R}{R}. ..." is a loyalty ability, so it is listed as an
    # activated ability; Llanowar Elves' "{T}: Add {G}." stays a mana ability
    chandra = only_named(await layers("Chandra, Flameshaper"), "Chandra, Flameshaper")
    assert "Mana ability." not in chandra["abilities"]
    assert chandra["abilities"].count("Activated ability (not a continuous effect).") == 2
    elves = only_named(await layers("Llanowar Elves"), "Llanowar Elves")
    assert elves["abilities"] == ["Mana ability."]


async def test_an_exchange_with_an_activation_instruction_is_one_ability(layers: Any) -> None:
    # Eyes Everywhere's one {5}{U} ability ("Exchange control ... Activate only as a
    # sorcery.") is listed once, and activating it warns of no second ability with its cost
    answer = await layers(
        "Eyes Everywhere + opp: Serra Angel + activate Eyes Everywhere -> Serra Angel"
    )
    assert only_named(answer, "Serra Angel")["controller"] == "you"
    eyes = only_named(answer, "Eyes Everywhere")
    assert eyes["controller"] == "opponent"
    assert len(eyes["abilities"]) == 2  # the upkeep trigger and the exchange
    warned = " ".join(answer["reply"]["unmodelled"])
    assert "abilities costing" not in warned
    assert "Activate only as a sorcery." in warned  # the timing is still not checked


async def test_a_loyalty_ability_with_a_one_shot_part_is_used_without_a_warning(
    layers: Any,
) -> None:
    # Ajani Goldmane's −1 puts a +1/+1 counter on each creature you control, then they gain
    # vigilance: one ability, so nothing says another with its cost went unused
    answer = await layers("Ajani Goldmane + Grizzly Bears + activate Ajani Goldmane [-1]")
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (3, 3)
    assert "vigilance" in bears["abilities"]
    assert not any("abilities costing" in w for w in answer["reply"]["unmodelled"])


async def test_the_ability_used_warns_of_its_own_sentences_only(layers: Any) -> None:
    # Optimus Prime's two {1} abilities: the one with the continuous effect resolves, and
    # the other one's "Turn target permanent you control to its other face" is not part of it
    answer = await layers(
        "Optimus Prime, Inspiring Leader + activate Optimus Prime, Inspiring Leader"
    )
    optimus = only_named(answer, "Optimus Prime, Inspiring Leader")
    assert (optimus["power"], optimus["toughness"]) == (6, 6)
    assert optimus["subtypes"] == ["Construct"]
    assert not any("other face" in w for w in answer["reply"]["unmodelled"])


async def test_a_land_type_never_chosen_is_said_as_a_land_type(layers: Any) -> None:
    # Jinx with no type named: the land keeps its types (Forest is one type it may get) and
    # the reply warns; the layer line speaks of land types, not creature types
    answer = await layers("Forest + Jinx -> Forest")
    forest = only_named(answer, "Forest")
    assert forest["subtypes"] == ["Forest"]
    (step,) = forest["steps"]
    assert "land type" in step["description"] and "creature type" not in step["description"]
    assert any("names none" in w for w in answer["reply"]["unmodelled"])
    # a land creature keeps its creature type too (Dryad Arbor stays a Dryad)
    arbor = only_named(await layers("Dryad Arbor + Jinx -> Dryad Arbor"), "Dryad Arbor")
    assert set(arbor["subtypes"]) == {"Dryad", "Forest"}


async def test_a_land_type_named_replaces_the_old_ones(layers: Any) -> None:
    # 305.7: the named type replaces the old land types and the land's own abilities
    forest = only_named(await layers("Forest + Jinx -> Forest [Island]"), "Forest")
    assert forest["subtypes"] == ["Island"]
    assert forest["abilities"] == ["{T}: Add {U}."]
