"""Triggered abilities in a scenario: when they resolve (603.6a) and what they affect."""

from __future__ import annotations

from engine.cards import Card
from engine.catalog import CardIndex, default_catalog
from engine.oracle import parse_card
from engine.scenario import run_scenario
from engine.scenario.report import ScenarioReport, build_report


def _creature(name: str, text: str) -> Card:
    card = Card(name=name, types=("Creature",), power="1", toughness="1", oracle_text=text)
    return parse_card(card)


#: A "when this enters" trigger and an attack trigger, both targeted, read from Oracle text.
ENTERS = _creature(
    "Sapper", "When this creature enters, target creature gets -1/-1 until end of turn."
)
ATTACKS = _creature(
    "Skirmisher", "Whenever this creature attacks, target creature gets -1/-1 until end of turn."
)
#: A trigger that makes a token copy of a card it exiles (707.9b).
REVIVER = _creature(
    "Reviver",
    "At the beginning of your upkeep, exile target creature card from your graveyard. Create "
    "a token that's a copy of that card, except it's 1/1.",
)


def play(text: str) -> ScenarioReport:
    player, result = run_scenario(
        text, CardIndex([*default_catalog(), ENTERS, ATTACKS, REVIVER]).get
    )
    return build_report(text, player, result)


def subject_pt(text: str) -> tuple[int | None, int | None]:
    subject = play(text).objects[0]
    return subject.power, subject.toughness


def test_a_targeted_enters_trigger_resolves_as_its_permanent_enters() -> None:
    assert subject_pt("Grizzly Bears + Sapper") == (1, 1)


def test_any_other_trigger_resolves_only_when_the_scenario_says_so() -> None:
    assert subject_pt("Grizzly Bears + Skirmisher") == (2, 2)
    assert subject_pt("Grizzly Bears + Skirmisher + trigger Skirmisher") == (1, 1)


def test_a_triggered_token_copy_copies_the_card_the_scenario_names() -> None:
    report = play("Grizzly Bears + Reviver + trigger Reviver [copy: Hill Giant]")
    (token,) = [o for o in report.objects if o.name == "Hill Giant" and o.is_token]
    assert (token.power, token.toughness) == (1, 1)
