"""Two objects share a creature type when one of the creature types of each is the same; a
changeling has every creature type (702.73a), a subtype counts only with its card type."""

from __future__ import annotations

from engine.layers.filters import shares_a_creature_type
from engine.objects import Characteristics, Player


def _chars(
    types: tuple[str, ...], subtypes: tuple[str, ...], every: bool = False
) -> Characteristics:
    return Characteristics(
        name="x", mana_cost="", mana_value=0, colors=(), supertypes=(), types=types,
        subtypes=subtypes, abilities=(), power=1, toughness=1, controller=Player.YOU,
        all_creature_types=every,
    )  # fmt: skip


def test_a_common_creature_type() -> None:
    bear, bear_druid = _chars(("Creature",), ("Bear",)), _chars(("Creature",), ("Bear", "Druid"))
    elf = _chars(("Creature",), ("Elf",))
    assert shares_a_creature_type(bear, bear_druid) and shares_a_creature_type(bear_druid, bear)
    assert not shares_a_creature_type(bear, elf)


def test_a_changeling_shares_with_any_creature_type_but_not_with_none() -> None:
    changeling = _chars(("Creature",), ("Shapeshifter",), every=True)
    elf, wall = _chars(("Creature",), ("Elf",)), _chars(("Creature",), ())
    assert shares_a_creature_type(changeling, elf) and shares_a_creature_type(elf, changeling)
    assert shares_a_creature_type(changeling, _chars(("Creature",), (), every=True))
    assert not shares_a_creature_type(changeling, wall)
    assert not shares_a_creature_type(wall, changeling)


def test_a_land_type_is_no_creature_type() -> None:
    forest_creature = _chars(("Land", "Creature"), ("Forest", "Dryad"))
    forest = _chars(("Land",), ("Forest",))
    assert not shares_a_creature_type(forest_creature, forest)
