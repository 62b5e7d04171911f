"""Golden layer scenarios, run through the command core as a judge would type them."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from bot.core.core import CommandCore

SCENARIOS = tomllib.loads((Path(__file__).parent / "scenarios.toml").read_text("utf-8"))["scenario"]


def check_object(obj: dict[str, Any], expected: dict[str, Any]) -> None:
    if "pt" in expected:
        assert f"{obj['power']}/{obj['toughness']}" == expected["pt"]
    for key in (
        "colors",
        "subtypes",
        "types",
        "abilities",
        "controller",
        "name",
        "is_token",
        "face_down",
    ):
        if key in expected:
            assert obj[key] == expected[key], key
    for ability in expected.get("has_abilities", []):
        assert ability in obj["abilities"]
    for fragment in expected.get("status", []):
        assert any(fragment in line for line in obj["status"]), obj["status"]
    if "steps" in expected:
        steps = [[s["layer"], s["source"], s["power"], s["toughness"]] for s in obj["steps"]]
        assert steps == expected["steps"]


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s["message"] for s in SCENARIOS])
async def test_scenario(scenario: dict[str, Any]) -> None:
    outcome = await CommandCore().handle(scenario["message"])
    assert outcome.ok, outcome.error
    reply = outcome.model_dump()["reply"]
    objects = reply["objects"]
    subject = scenario.get("subject", {})
    check_object(objects[0], subject)
    for fragment in [*scenario.get("dependencies", []), *subject.get("dependencies", [])]:
        assert any(fragment in line for line in reply["dependencies"]), reply["dependencies"]
    for expected in scenario.get("object", []):
        named = [o for o in objects if o["name"] == expected["name"]]
        assert len(named) == expected.get("count", 1)
        for obj in named:
            check_object(obj, expected)
