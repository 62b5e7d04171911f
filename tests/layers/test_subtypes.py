"""Each subtype goes with a card type (205.3c): the lists in engine/subtypes.toml."""

from __future__ import annotations

import pytest

from engine.cards import Card
from engine.objects import (
    Characteristics,
    Player,
    is_creature_type,
    is_land_type,
    subtype_card_types,
)


@pytest.mark.parametrize(
    ("subtype", "card_types"),
    [
        ("Forest", ("Land",)),
        ("Locus", ("Land",)),
        ("Urza's", ("Land",)),
        ("Equipment", ("Artifact",)),
        ("Saga", ("Enchantment",)),
        ("Arcane", ("Instant", "Sorcery")),
        ("Jace", ("Planeswalker",)),
        ("Siege", ("Battle",)),
        ("Elk", ("Creature", "Kindred", "Tribal")),
    ],
)
def test_each_subtype_goes_with_its_card_type(subtype: str, card_types: tuple[str, ...]) -> None:
    assert subtype_card_types(subtype) == card_types


def test_land_and_creature_types_are_told_apart() -> None:
    assert is_land_type("Desert") and not is_land_type("Dryad")
    assert is_creature_type("Dryad") and not is_creature_type("Gate")


def _chars(types: tuple[str, ...], subtypes: tuple[str, ...]) -> Characteristics:
    card = Card(name="Dryad Arbor", types=types, subtypes=subtypes)
    return Characteristics.from_card(card, Player.YOU)


def test_a_subtype_counts_only_while_its_card_type_is_there() -> None:
    elk = _chars(("Creature",), ("Forest", "Elk"))  # mid-layer 4, after losing Land
    assert not elk.has_subtype("Forest") and elk.has_subtype("Elk")
    arbor = _chars(("Land", "Creature"), ("Forest", "Dryad"))
    assert arbor.has_subtype("Forest") and arbor.has_subtype("Dryad")
