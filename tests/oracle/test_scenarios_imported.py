"""The golden and seed-article layer scenarios, played with cards the Oracle parser read.

Every card a scenario names comes from the Scryfall bulk file, parsed by
:func:`engine.oracle.parse_card`, never from the curated catalog. A scenario that
passes here proves the parser reads those cards exactly as the catalog describes them;
the ones that do not are listed with the reason, and ``strict`` xfail makes a fix show.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.context import Services
from bot.core.core import CommandCore
from engine.names import normalize_name
from engine.scenario.parse import parse_scenario
from engine.scenario.play import scenario_card_names
from tests.layers.golden import SCENARIOS, check_reply, load_scenarios
from tests.scryfall_cards import DATA, MISSING_REASON, ParsedCardSource, read_parsed_cards

SEED_SCENARIOS = load_scenarios("seed_scenarios.toml")

#: Scenarios whose cards the parser does not read as the catalog does, and why.
FAILING: dict[str, str] = {}


def _wanted_names() -> set[str]:
    names: set[str] = set()
    for scenario in ALL_SCENARIOS:
        text = scenario["message"].split(maxsplit=1)[1]
        names.update(normalize_name(n) for n in scenario_card_names(parse_scenario(text)))
    return names


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(MISSING_REASON)
    cards = read_parsed_cards(_wanted_names().__contains__)
    return CommandCore(Services(cards=ParsedCardSource(cards)))


#: The classic layer cards of issue 13, written for parsed cards only (tests/oracle).
PARSED_SCENARIOS = load_scenarios("../oracle/parsed_scenarios.toml")
ALL_SCENARIOS = [*SCENARIOS, *SEED_SCENARIOS, *PARSED_SCENARIOS]


def _param(scenario: dict[str, Any]) -> Any:
    reason = FAILING.get(scenario["message"])
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(scenario, id=scenario["message"], marks=marks)


@pytest.mark.parametrize("scenario", [_param(s) for s in ALL_SCENARIOS])
async def test_scenario_with_parsed_cards(core: CommandCore, scenario: dict[str, Any]) -> None:
    outcome = await core.handle(scenario["message"])
    assert outcome.ok, outcome.error
    check_reply(outcome.model_dump()["reply"], scenario)


def test_the_failing_list_names_real_scenarios() -> None:
    messages = {s["message"] for s in SCENARIOS}
    assert set(FAILING) <= messages


def test_how_many_scenarios_pass_with_parsed_cards() -> None:
    # all 48 golden, 44 seed-article and 13 classic-card scenarios pass; keep it so
    counts = (len(SCENARIOS), len(SEED_SCENARIOS), len(PARSED_SCENARIOS), len(FAILING))
    assert counts == (48, 44, 13, 0)
