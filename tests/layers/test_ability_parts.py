"""The parts of one activated or triggered ability resolve together, and what its text says
to do once happens once (608.2); each "another target" takes the next name (115.3)."""

from __future__ import annotations

from engine.cards import Card
from engine.catalog import CardIndex, default_catalog
from engine.oracle import parse_card
from engine.scenario import run_scenario
from engine.scenario.report import ScenarioReport, build_report

#: Card-shaped texts (no card data needed): an activated ability with two targets, and a
#: trigger that makes a token between two continuous effects.
SWAPPER = parse_card(
    Card(
        name="Swapper",
        types=("Creature",),
        power="1",
        toughness="1",
        oracle_text="{1}: Target creature gets +1/+1 until end of turn. Another target creature "
        "gets -1/-1 until end of turn.",
    )
)
RALLIER = parse_card(
    Card(
        name="Rallier",
        types=("Creature",),
        power="1",
        toughness="1",
        oracle_text="Whenever Rallier attacks, create a 1/1 white Soldier creature token. Target "
        "creature gets +1/+1 until end of turn. Creatures you control gain flying until end of "
        "turn.",
    )
)


def _report(text: str) -> ScenarioReport:
    player, result = run_scenario(text, CardIndex([*default_catalog(), SWAPPER, RALLIER]).get)
    return build_report(text, player, result)


def _pt(report: ScenarioReport, name: str) -> list[tuple[int | None, int | None]]:
    return [(o.power, o.toughness) for o in report.objects if o.name == name]


def test_both_parts_of_an_activated_ability_resolve_each_on_its_target() -> None:
    report = _report(
        "Grizzly Bears + Hill Giant + Swapper + activate Swapper -> Grizzly Bears, Hill Giant"
    )
    assert _pt(report, "Grizzly Bears") == [(3, 3)]
    assert _pt(report, "Hill Giant") == [(2, 2)]


def test_a_part_whose_target_is_not_named_does_nothing_and_says_so() -> None:
    report = _report("Grizzly Bears + Hill Giant + Swapper + activate Swapper -> Grizzly Bears")
    assert _pt(report, "Hill Giant") == [(3, 3)]
    assert any("no target was named" in note for note in report.notes)


def test_a_trigger_in_two_parts_makes_its_token_once() -> None:
    report = _report("Grizzly Bears + Rallier + trigger Rallier -> Grizzly Bears")
    assert _pt(report, "Soldier Token") == [(1, 1)]
    assert _pt(report, "Grizzly Bears") == [(3, 3)]
