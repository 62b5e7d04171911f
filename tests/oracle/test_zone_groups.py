"""Groups of spells and of cards outside the battlefield (611.3a, 400.1), as the parser reads
them: which zones, whose, and what each of them gets."""

from __future__ import annotations

import pytest

from engine.cards import ZONES_OUTSIDE_BATTLEFIELD, AbilityEffect, Filter, Formula, TypeEffect
from engine.oracle import parse_text
from engine.oracle.subjects import read_subject


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("Creature spells you control", Filter(types=("Creature",), controller="you",
                                                zones=("stack",))),
        ("Each instant and sorcery spell you cast", Filter(any_types=("Instant", "Sorcery"),
                                                           controller="you", zones=("stack",))),
        ("Noncreature spells", Filter(not_types=("Creature",), zones=("stack",))),
        ("Cards in graveyards", Filter(zones=("graveyard",))),
        ("Each creature card in your graveyard", Filter(types=("Creature",), owner="you",
                                                        zones=("graveyard",))),
        ("Each nonland card in your hand without foretell",
         Filter(not_types=("Land",), not_keywords=("foretell",), owner="you", zones=("hand",))),
        ("Creature cards you own that aren't on the battlefield",
         Filter(types=("Creature",), owner="you", zones=ZONES_OUTSIDE_BATTLEFIELD)),
        ("All cards that aren't on the battlefield, spells, and permanents",
         Filter(zones=("battlefield", *ZONES_OUTSIDE_BATTLEFIELD))),
        ("The first instant or sorcery spell you cast each turn",  # 601.2i
         Filter(any_types=("Instant", "Sorcery"), controller="you", zones=("stack",),
                cast_order="first")),
        ("The next creature spell you cast this turn",
         Filter(types=("Creature",), controller="you", zones=("stack",), cast_order="next")),
        ("Each noncreature spell you cast from exile",  # 601.2a
         Filter(not_types=("Creature",), controller="you", zones=("stack",),
                cast_from=("exile",))),
        ("The first spell you cast from anywhere other than your hand each turn",
         Filter(controller="you", zones=("stack",), cast_order="first",
                cast_from=("library", "graveyard", "exile", "command"))),
        ("Merfolk and Druid cards in your graveyard",
         Filter(any_of=(Filter(subtypes=("Merfolk",)), Filter(subtypes=("Druid",))),
                owner="you", zones=("graveyard",))),
    ],
)  # fmt: skip
def test_a_group_of_spells_or_cards_names_its_zones(words: str, expected: Filter) -> None:
    subject = read_subject(words)
    assert subject is not None and subject.affects == expected


@pytest.mark.parametrize(
    "words",
    [
        "the first spell you cast during each of your turns",
        "Familiar spells you cast",
        "the next spell you cast each turn",
        "creature cards you cast from exile",
    ],
)
def test_a_group_the_parser_can_not_tell_is_not_guessed(words: str) -> None:
    assert read_subject(words) is None


def test_the_same_is_true_for_two_more_groups_repeats_the_effect_for_each() -> None:
    text = (
        "Creatures you control are artifacts in addition to their other types. The same is "
        "true for creature spells you control and creature cards you own that aren't on the "
        "battlefield."
    )
    parsed = parse_text(text, name="Biotransference", types=("Enchantment",))
    assert parsed.unmodelled == ()
    assert [a.affects.zones for a in parsed.abilities] == [
        (), ("stack",), ZONES_OUTSIDE_BATTLEFIELD
    ]  # fmt: skip
    assert {a.effects for a in parsed.abilities} == {(TypeEffect(types=("Artifact",)),)}
    assert parsed.abilities[1].summary == (
        "Creature spells you control have the type artifact in addition to their other types."
    )


def test_a_keyword_with_a_cost_is_granted_like_any_keyword() -> None:
    text = "Each creature card in your graveyard has unearth {2}{B}."
    (ability,) = parse_text(text, name="Sedris", types=("Creature",)).abilities
    assert ability.effects == (AbilityEffect(keywords=("unearth {2}{B}",)),)
    assert ability.summary == "Creature cards in your graveyard have unearth {2}{B}."


def test_a_target_card_in_your_graveyard_is_a_target_in_that_zone() -> None:
    text = "Target sorcery card in your graveyard gains flashback until end of turn."
    (ability,) = parse_text(text, name="Recoup", types=("Sorcery",)).abilities
    assert ability.affects.scope == "target" and ability.duration == "end_of_turn"
    assert ability.target == Filter(types=("Sorcery",), owner="you", zones=("graveyard",))
    assert ability.summary == (
        "Target sorcery card in your graveyard has flashback until end of turn."
    )


def test_a_mana_ability_rider_reaches_the_spell_the_mana_pays_for() -> None:
    text = "{T}: Add {R}. If that mana is spent on a Dragon creature spell, it gains haste."
    mana, rider = parse_text(text, name="Orb", types=("Artifact",)).abilities
    assert mana.kind == "mana"
    assert (rider.kind, rider.cost, rider.affects.scope) == ("activated", "{T}", "spent_on")
    assert rider.target == Filter(types=("Creature",), subtypes=("Dragon",), zones=("stack",))
    assert rider.summary == "The Dragon creature spell that mana is spent on has haste."


def test_the_greatest_among_graveyard_cards_and_among_commanders_are_counted() -> None:
    # a scenario may leave graveyard cards unnamed ([graveyard size 7]): the engine reads the
    # named ones and says the others were left out (tests/scenario/test_counted_amounts.py)
    grub = "This creature gets +X/+0, where X is the greatest power among creature cards in "
    grub += "your graveyard."
    (ability,) = parse_text(grub, name="Grub", types=("Creature",)).abilities
    (pump,) = ability.effects
    assert pump.power == Formula(
        of="greatest_power", count=Filter(types=("Creature",), owner="you", zones=("graveyard",))
    )
    armor = (
        "Equipped creature gets +X/+X, where X is the greatest mana value among your commanders."
    )
    (ability,) = parse_text(armor, name="Armor", types=("Artifact",)).abilities
    (pump,) = ability.effects
    assert pump.power is not None and not isinstance(pump.power, int)
    assert pump.power.count == Filter(
        commander=True, owner="you", zones=("battlefield", *ZONES_OUTSIDE_BATTLEFIELD)
    )
