"""The parser reads a union of two groups ("creatures and Vehicles you control") as
Filter.any_of, and only when both halves are groups."""

from __future__ import annotations

from engine.cards import Filter, ModifyPowerToughness
from engine.oracle import parse_text


def _affects(text: str) -> Filter | None:
    parsed = parse_text(text, name="Vet", types=("Enchantment",))
    if parsed.unmodelled:
        return None
    (ability,) = parsed.abilities
    assert ability.effects == (ModifyPowerToughness(power=1, toughness=1),)
    return ability.affects


def test_a_type_and_a_subtype() -> None:
    rule = _affects("Creatures and Vehicles you control get +1/+1.")
    assert rule == Filter(
        controller="you",
        any_of=(Filter(types=("Creature",)), Filter(subtypes=("Vehicle",))),
    )


def test_an_adjective_shares_the_noun_after_it_and_other_covers_both() -> None:
    rule = _affects("Other snow and Zombie creatures you control get +1/+1.")
    snow = Filter(types=("Creature",), supertypes=("Snow",))
    zombies = Filter(types=("Creature",), subtypes=("Zombie",))
    assert rule == Filter(controller="you", other=True, any_of=(snow, zombies))


def test_groups_read_before_stay_as_they_were() -> None:
    # two card types and two subtypes keep their one-clause readings
    assert _affects("Creatures and lands you control get +1/+1.") == Filter(
        controller="you", any_types=("Creature", "Land")
    )
    assert _affects("Goblins and Orcs you control get +1/+1.") == Filter(
        controller="you", subtypes=("Goblin", "Orc")
    )


def test_an_object_and_a_group_is_not_a_union() -> None:
    assert _affects("Enchanted creature and Zombies you control get +1/+1.") is None
