"""Groups named by more words, as the parser reads them (611.3a, 613.1): spells by mana
value, color list or commander; cards by subtype list; one creature and each other one that
shares something with it (611.2c); see docs/CARDS.md (the groups2 round)."""

from __future__ import annotations

import pytest

from engine.cards import ZONES_OUTSIDE_BATTLEFIELD, Color, Filter
from engine.oracle import parse_text
from engine.oracle.groups import HISTORIC
from engine.oracle.subjects import read_subject

_CREATURES = Filter(types=("Creature",))


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("Spells you cast with mana value 6 or greater",
         Filter(controller="you", mana_value_at_least=6, zones=("stack",))),
        ("Commander spells you cast", Filter(controller="you", commander=True, zones=("stack",))),
        ("Red instant and sorcery spells you control",
         Filter(colors=(Color.RED,), any_types=("Instant", "Sorcery"), controller="you",
                zones=("stack",))),
        ("Blue, black, and/or red creature cards in your graveyard",
         Filter(types=("Creature",), colors=(Color.BLUE, Color.BLACK, Color.RED), owner="you",
                zones=("graveyard",))),
        ("Each creature card in your graveyard that's a Cleric, Rogue, and/or Wizard",
         Filter(types=("Creature",), subtypes=("Cleric", "Rogue", "Wizard"), owner="you",
                zones=("graveyard",))),
        ("Vehicles in your graveyard", Filter(subtypes=("Vehicle",), owner="you",
                                              zones=("graveyard",))),
        ("Cards in each player's hand", Filter(zones=("hand",))),
        ("Instant and sorcery spells players cast",
         Filter(any_types=("Instant", "Sorcery"), zones=("stack",))),
        ("Target creature and each other creature that shares a color with it",
         _CREATURES.model_copy(update={"shares_with": "target", "shared": "color"})),
        ("Enchanted creature and other creatures that share a creature type with it",
         _CREATURES.model_copy(update={"shares_with": "attached", "shared": "creature type"})),
        ("~ and each other creature with the same name as it",
         _CREATURES.model_copy(update={"shares_with": "self", "shared": "name"})),
        ("Dragons your team controls", Filter(subtypes=("Dragon",), controller="you")),
        ("Creatures target player's team controls",
         Filter(types=("Creature",), controller="target_player")),
        ("Other historic creatures you control",
         Filter(types=("Creature",), other=True, any_of=HISTORIC, controller="you")),
        ("Creatures of the chosen type your opponents control",
         Filter(types=("Creature",), chosen_subtype=True, controller="opponent")),
        ("Each creature you control of the chosen type other than ~",
         Filter(types=("Creature",), chosen_subtype=True, other=True, controller="you")),
        ("Each Lesson card in your graveyard",
         Filter(subtypes=("Lesson",), owner="you", zones=("graveyard",))),
        ("Your commander", Filter(commander=True, owner="you")),
        ("Creatures you control that entered this turn",
         Filter(types=("Creature",), states=("entered this turn",), controller="you")),
        ("Each Vampire creature card you own that isn't on the battlefield",
         Filter(types=("Creature",), subtypes=("Vampire",), owner="you",
                zones=ZONES_OUTSIDE_BATTLEFIELD)),
    ],
)  # fmt: skip
def test_a_group_reads_its_words(words: str, expected: Filter) -> None:
    subject = read_subject(words)
    assert subject is not None and subject.affects == expected


def test_a_group_fixed_as_it_resolves_is_no_static_abilitys_group() -> None:
    # 611.2c: "shares a creature type with it" is worked out once, as an ability resolves
    text = "Enchanted creature and other creatures that share a creature type with it get +1/+1."
    parsed = parse_text(text, name="Crown", types=("Enchantment",))
    assert parsed.unmodelled == (text,)


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("target artifact, creature, or enchantment",
         Filter(any_types=("Artifact", "Creature", "Enchantment"))),
        ("target nonartifact, nonblack creature",
         Filter(types=("Creature",), not_types=("Artifact",), not_colors=(Color.BLACK,))),
        ("target attacking creature without flying",
         Filter(types=("Creature",), states=("attacking",), not_keywords=("flying",))),
    ],
)  # fmt: skip
def test_a_target_reads_its_words(words: str, expected: Filter) -> None:
    subject = read_subject(words)
    assert subject is not None and subject.affects.scope == "target"
    assert subject.target == expected


def test_two_clauses_joined_by_and_are_two_abilities_with_a_shared_duration() -> None:
    text = (
        "Until end of turn, creatures you control get +1/+1 and creatures your opponents "
        "control get -1/-1."
    )
    parsed = parse_text(text, name="Persecution", types=("Instant",))
    assert parsed.unmodelled == ()
    assert [(a.affects.controller, a.duration) for a in parsed.abilities] == [
        ("you", "end_of_turn"),
        ("opponent", "end_of_turn"),
    ]


def test_two_targets_in_two_clauses_are_two_targets() -> None:
    # each clause its own target, named in order in a scenario ("-> A, B", 115.3)
    text = "Until end of turn, target creature gets +0/+2 and another target creature gets -2/-0."
    parsed = parse_text(text, name="Mistake", types=("Instant",))
    assert parsed.unmodelled == ()
    first, second = parsed.abilities
    assert first.target is not None and second.target is not None
    assert (first.target.other, second.target.other, second.target.new_target) == (
        False, True, True,
    )  # fmt: skip


def test_two_plain_targets_in_two_clauses_are_two_targets() -> None:
    text = (
        "Until end of turn, target creature you control gets +1/+1 and target creature an "
        "opponent controls gets -1/-1."
    )
    first, second = parse_text(text, name="Skul", types=("Instant",)).abilities
    assert first.target == Filter(types=("Creature",), controller="you")
    assert second.target == Filter(types=("Creature",), controller="opponent", new_target=True)


def test_the_source_and_a_group_are_two_abilities_under_one_condition() -> None:
    text = "During your turn, ~ and other Knights you control have flying."
    parsed = parse_text(text, name="Dion", types=("Creature",))
    assert parsed.unmodelled == ()
    assert [a.affects.scope for a in parsed.abilities] == ["self", "all"]
    assert {a.condition.your_turn for a in parsed.abilities if a.condition} == {True}
    assert len([a for a in parsed.abilities if a.condition]) == 2


def test_with_any_of_several_keywords_is_a_choice_of_groups() -> None:
    text = "Each creature you control with flying, deathtouch, and/or lifelink gets +1/+0."
    (ability,) = parse_text(text, name="Seer", types=("Enchantment",)).abilities
    assert ability.affects.any_of == tuple(
        Filter(keywords=(k,)) for k in ("flying", "deathtouch", "lifelink")
    )
    assert ability.summary == (
        "Creatures with flying or deathtouch or lifelink you control get +1/+0."
    )
