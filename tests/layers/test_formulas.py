"""Counts and conditions the parser produces, computed by the layer engine on a board."""

from __future__ import annotations

from engine.cards import Card, Color
from engine.oracle import parse_card
from engine.scenario.play import run_scenario

BEARS = Card(name="Grizzly Bears", types=("Creature",), subtypes=("Bear",), power="2",
             toughness="2", colors=(Color.GREEN,))  # fmt: skip
FOREST = Card(name="Forest", supertypes=("Basic",), types=("Land",), subtypes=("Forest",))


def _parsed(name: str, text: str, power: str = "1", toughness: str = "1") -> Card:
    card = Card(name=name, types=("Creature",), power=power, toughness=toughness,
                oracle_text=text)  # fmt: skip
    return parse_card(card)


def _pt(scenario: str, *cards: Card) -> str:
    by_name = {card.name.casefold(): card for card in (BEARS, FOREST, *cards)}
    player, result = run_scenario(scenario, lambda name: by_name[name.casefold()])
    chars = result.characteristics[player.subject_id]
    return f"{chars.power}/{chars.toughness}"


def test_power_and_toughness_equal_to_the_number_of_lands_you_control() -> None:
    # Molimo-style CDA: counts lands you control in layer 7a
    text = (
        "Terrain Elemental's power and toughness are each equal to the number of lands you control."
    )
    card = _parsed("Terrain Elemental", text, "*", "*")
    assert _pt("Terrain Elemental + Forest + Forest + opp: Forest", card) == "2/2"


def test_gets_a_bonus_for_each_other_creature_you_control() -> None:
    card = _parsed("Crowd Lover", "Crowd Lover gets +1/+0 for each other creature you control.")
    assert _pt("Crowd Lover + Grizzly Bears + Grizzly Bears + opp: Grizzly Bears", card) == "3/1"


def test_condition_you_control_a_forest() -> None:
    card = _parsed("Forest Friend", "Forest Friend gets +2/+2 as long as you control a Forest.")
    assert _pt("Forest Friend", card) == "1/1"
    assert _pt("Forest Friend + opp: Forest", card) == "1/1"
    assert _pt("Forest Friend + Forest", card) == "3/3"


def test_condition_two_or_more_counts_matching_permanents() -> None:
    card = _parsed("Pack Runner", "Pack Runner gets +1/+1 as long as you control two or more "
                   "other creatures.")  # fmt: skip
    assert _pt("Pack Runner + Grizzly Bears", card) == "1/1"
    assert _pt("Pack Runner + Grizzly Bears + Grizzly Bears", card) == "2/2"


def test_condition_on_combat_state() -> None:
    card = _parsed("Charger", "Charger gets +2/+0 as long as it's attacking.")
    assert _pt("Charger", card) == "1/1"
    assert _pt("Charger [attacking]", card) == "3/1"


def test_legendary_filter_reads_supertypes() -> None:
    lord = Card(name="Lord", types=("Enchantment",),
                oracle_text="Legendary creatures you control get +1/+1.")  # fmt: skip
    hero = Card(name="Hero", supertypes=("Legendary",), types=("Creature",), power="2",
                toughness="2")  # fmt: skip
    assert _pt("Hero + Lord", parse_card(lord), hero) == "3/3"
    assert _pt("Grizzly Bears + Lord", parse_card(lord)) == "2/2"


def test_keyword_filter_reads_layer_6() -> None:
    lord = Card(name="Sky Lord", types=("Enchantment",),
                oracle_text="Creatures you control with flying get +1/+1.")  # fmt: skip
    bird = Card(name="Bird", types=("Creature",), power="1", toughness="1",
                oracle_text="Flying")  # fmt: skip
    assert _pt("Bird + Sky Lord", parse_card(bird, ["Flying"]), parse_card(lord)) == "2/2"
    assert _pt("Grizzly Bears + Sky Lord", parse_card(lord)) == "2/2"
