"""Amounts fixed at resolution (608.2h), token filters and hand-size counts."""

from __future__ import annotations

from engine.cards import (
    Ability,
    Card,
    CdaPowerToughness,
    Filter,
    Formula,
    ModifyPowerToughness,
)
from engine.catalog import CardIndex, default_catalog
from engine.scenario import run_scenario
from engine.scenario.report import build_report

CREATURES_YOU_CONTROL = Formula(
    of="permanents", count=Filter(types=("Creature",), controller="you")
)

#: A pump spell whose X counts your creatures: counted once, as it resolves.
SWARM_MIGHT = Card(
    name="Swarm Might",
    types=("Instant",),
    abilities=(
        Ability(
            kind="spell",
            summary="One creature gets +X/+X for the turn, X being your creature count.",
            affects=Filter(scope="target"),
            target=Filter(types=("Creature",)),
            duration="end_of_turn",
            effects=(ModifyPowerToughness(power=CREATURES_YOU_CONTROL,
                                          toughness=CREATURES_YOU_CONTROL),),
        ),
    ),
)  # fmt: skip
#: The same count in a static ability: recounted all the time.
SWARM_BANNER = Card(
    name="Swarm Banner",
    types=("Enchantment",),
    abilities=(
        Ability(
            kind="static",
            summary="Creature tokens you control get +1/+1.",
            affects=Filter(types=("Creature",), controller="you", token=True),
            effects=(ModifyPowerToughness(power=1, toughness=1),),
        ),
    ),
)
HAND_GOLEM = Card(
    name="Hand Golem",
    types=("Creature",),
    power="*",
    toughness="*",
    abilities=(
        Ability(
            kind="static",
            cda=True,
            summary="Power and toughness equal the cards in your hand, counted all the time.",
            effects=(
                CdaPowerToughness(
                    power=Formula(of="cards_in_hand"), toughness=Formula(of="cards_in_hand")
                ),
            ),
        ),
    ),
)


def lookup() -> CardIndex:
    return CardIndex([*default_catalog(), SWARM_MIGHT, SWARM_BANNER, HAND_GOLEM])


def subject_pt(text: str) -> tuple[int | None, int | None, list[str]]:
    player, result = run_scenario(text, lookup().get)
    report = build_report(text, player, result)
    subject = report.objects[0]
    return subject.power, subject.toughness, report.notes


def test_a_spells_x_is_counted_as_it_resolves() -> None:
    """One creature when Swarm Might resolved: +1/+1, even after a second creature enters."""
    power, toughness, notes = subject_pt("Grizzly Bears + Swarm Might + Hill Giant")
    assert (power, toughness) == (3, 3)
    assert any("608.2h" in note for note in notes)


def test_the_count_includes_what_was_there_at_resolution() -> None:
    assert subject_pt("Grizzly Bears + Hill Giant + Swarm Might")[:2] == (4, 4)


def test_token_filters_tell_tokens_apart() -> None:
    assert subject_pt("3/4 [token] + Swarm Banner")[:2] == (4, 5)
    assert subject_pt("3/4 + Swarm Banner")[:2] == (3, 4)


def test_hand_size_is_a_scenario_choice() -> None:
    assert subject_pt("Hand Golem [hand 5]")[:2] == (5, 5)
    assert subject_pt("Hand Golem")[:2] == (0, 0)
