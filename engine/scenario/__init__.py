"""``!layers`` scenarios: the little language and playing it out on the engine."""

from engine.scenario.parse import Term, parse_scenario
from engine.scenario.play import ScenarioPlayer, run_scenario, scenario_card_names

__all__ = ["ScenarioPlayer", "Term", "parse_scenario", "run_scenario", "scenario_card_names"]
