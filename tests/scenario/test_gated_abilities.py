"""Activated abilities a permanent has only behind a gate, played through the command core
with Scryfall cards read by the Oracle parser: a leveler's striation (711.2a), a station
symbol (721.2a), "Max speed —" (702.179e). ``activate`` checks the gate before anything
happens; see docs/CARDS.md (the pronouns4 round)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = (
    "Guul Draz Assassin", "Kargan Dragonlord", "Grizzly Bears", "Debris Field Crusher",
    "Amonkhet Raceway", "Serra Angel",
)  # fmt: skip


def _pt(answer: dict[str, Any], name: str) -> tuple[int, int]:
    found = only_named(answer, name)
    return found["power"], found["toughness"]


async def test_the_ability_of_the_level_it_has_is_the_one_activated(layers: Any) -> None:
    # both abilities cost {B}, {T}: at level 4 only the -4/-4 one is had
    answer = await layers(
        "Guul Draz Assassin [4 level counters] + Serra Angel + activate Guul Draz Assassin"
        " -> Serra Angel"
    )
    assert _pt(answer, "Serra Angel") == (0, 0)


async def test_below_its_first_level_a_leveler_has_no_such_ability(layers: Any) -> None:
    answer = await layers(
        "Guul Draz Assassin + Grizzly Bears + activate Guul Draz Assassin -> Grizzly Bears"
    )
    assert answer["ok"] is False
    assert "only with level 2-3" in answer["error"] and "711.2a" in answer["error"]
    assert "[2 level counters]" in answer["hint"]


async def test_a_leveler_pumps_itself_only_at_level_eight(layers: Any) -> None:
    answer = await layers("Kargan Dragonlord [8 level counters] + activate Kargan Dragonlord")
    assert _pt(answer, "Kargan Dragonlord") == (9, 8)
    refused = await layers("Kargan Dragonlord [7 level counters] + activate Kargan Dragonlord")
    assert refused["ok"] is False and "only with level 8+" in refused["error"]


async def test_a_spacecraft_needs_its_charge_counters(layers: Any) -> None:
    answer = await layers(
        "Debris Field Crusher [8 charge counters] + activate Debris Field Crusher"
    )
    steps = only_named(answer, "Debris Field Crusher")["steps"]
    assert [step["description"] for step in steps if step["layer"] == "7c"] == ["+2/+0"]
    refused = await layers(
        "Debris Field Crusher [7 charge counters] + activate Debris Field Crusher"
    )
    assert refused["ok"] is False and "721.2a" in refused["error"]


async def test_a_spacecraft_at_its_p_t_box_striation_is_an_artifact_creature(layers: Any) -> None:
    # 721.2b: the striation printed with the 1/5 box makes it a creature with that base P/T
    answer = await layers(
        "Debris Field Crusher [8 charge counters] + activate Debris Field Crusher"
    )
    crusher = only_named(answer, "Debris Field Crusher")
    assert "Creature" in crusher["types"] and "Artifact" in crusher["types"]
    assert _pt(answer, "Debris Field Crusher") == (3, 5)  # base 1/5, +2/+0 until end of turn
    below = only_named(
        await layers("Debris Field Crusher [7 charge counters]"), "Debris Field Crusher"
    )
    assert "Creature" not in below["types"]


async def test_max_speed_is_a_fact_the_scenario_states(layers: Any) -> None:
    answer = await layers(
        "Amonkhet Raceway [max speed] + Grizzly Bears + activate Amonkhet Raceway -> Grizzly Bears"
    )
    assert "haste" in only_named(answer, "Grizzly Bears")["abilities"]
    refused = await layers(
        "Amonkhet Raceway + Grizzly Bears + activate Amonkhet Raceway -> Grizzly Bears"
    )
    assert refused["ok"] is False
    assert "only with max speed" in refused["error"] and "[max speed]" in refused["hint"]
