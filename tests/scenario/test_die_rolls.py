"""A die's results table (706.3a-b), played through the command core with Scryfall cards read
by the Oracle parser: the scenario names the result (``[roll 12]``) like a mode, only that
row happens, and without it the reply lists the rows and asks; see docs/CARDS.md (the
pronouns4 round)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = (
    "Urza's Science Fair Project", "Lightfoot Rogue", "Six-Sided Die", "Overwhelming Encounter",
    "Grizzly Bears",
)  # fmt: skip


def _pt(answer: dict[str, Any], name: str) -> tuple[int, int]:
    found = only_named(answer, name)
    return found["power"], found["toughness"]


async def test_the_row_of_the_result_named_happens(layers: Any) -> None:
    project = "Urza's Science Fair Project"
    six = await layers(f"{project} + activate {project} [roll 6]")
    assert _pt(six, project) == (6, 6)  # a 4/4 that gets +2/+2
    five = await layers(f"{project} + activate {project} [roll 5]")
    assert _pt(five, project) == (4, 4)
    assert "flying" in only_named(five, project)["abilities"]


async def test_without_a_result_the_reply_lists_the_rows(layers: Any) -> None:
    answer = await layers("Urza's Science Fair Project + activate Urza's Science Fair Project")
    assert answer["ok"] is False
    assert "706.3a" in answer["error"]
    assert "[roll 5] It gains flying until end of turn" in answer["error"]
    assert "[roll 6]" in answer["hint"]


async def test_a_row_not_modelled_is_refused_with_its_words(layers: Any) -> None:
    answer = await layers(
        "Urza's Science Fair Project + activate Urza's Science Fair Project [roll 2]"
    )
    assert answer["ok"] is False
    assert "Prevent all combat damage it would deal this turn" in answer["error"]


async def test_a_trigger_range_of_results_picks_its_row(layers: Any) -> None:
    low = await layers("Lightfoot Rogue + trigger Lightfoot Rogue [roll 3]")
    assert _pt(low, "Lightfoot Rogue") == (2, 1)
    assert "deathtouch" in only_named(low, "Lightfoot Rogue")["abilities"]
    top = await layers("Lightfoot Rogue + trigger Lightfoot Rogue [roll 20]")
    assert _pt(top, "Lightfoot Rogue") == (5, 1)
    assert {"first strike", "deathtouch"} <= set(only_named(top, "Lightfoot Rogue")["abilities"])


async def test_a_spell_does_only_the_row_rolled(layers: Any) -> None:
    gets = await layers("Grizzly Bears + Overwhelming Encounter [roll 4]")
    assert _pt(gets, "Grizzly Bears") == (4, 4)  # +2/+2 until end of turn, no counters
    assert only_named(gets, "Grizzly Bears")["counters"] == {}
    counters = await layers("Grizzly Bears + Overwhelming Encounter [roll 12]")
    assert only_named(counters, "Grizzly Bears")["counters"] == {"+1/+1": 2}
    assert {"vigilance", "trample"} <= set(only_named(counters, "Grizzly Bears")["abilities"])
    die = await layers("Grizzly Bears + Six-Sided Die [roll 1] -> Grizzly Bears")
    assert _pt(die, "Grizzly Bears") == (2, 1)  # base toughness 1; no -1/-1 counters
    assert only_named(die, "Grizzly Bears")["counters"] == {}


async def test_a_result_no_row_has_is_refused(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Six-Sided Die [roll 7] -> Grizzly Bears")
    assert answer["ok"] is False and "[roll 6] Exile it" in answer["error"]
    plain = await layers(
        "Grizzly Bears + Overwhelming Encounter [roll 4] + activate Grizzly Bears [roll 2]"
    )
    assert plain["ok"] is False and "no die results table" in plain["error"]
