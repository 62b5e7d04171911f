"""The golden layer scenarios (scenarios.toml) and how an answer is checked against one.

Shared by the catalog run (tests/layers) and the parsed-cards run (tests/oracle).
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any


def load_scenarios(filename: str = "scenarios.toml") -> list[dict[str, Any]]:
    """The ``[[scenario]]`` tables of a golden file next to this module."""
    return tomllib.loads((Path(__file__).parent / filename).read_text("utf-8"))["scenario"]


SCENARIOS: list[dict[str, Any]] = load_scenarios()

_EXACT_FIELDS = (
    "colors", "subtypes", "types", "abilities", "controller", "name", "is_token", "face_down",
)  # fmt: skip


def check_object(obj: dict[str, Any], expected: dict[str, Any]) -> None:
    """One reported permanent against the scenario's expectations for it."""
    if "pt" in expected:
        assert f"{obj['power']}/{obj['toughness']}" == expected["pt"]
    for key in _EXACT_FIELDS:
        if key in expected:
            assert obj[key] == expected[key], key
    for ability in expected.get("has_abilities", []):
        assert ability in obj["abilities"]
    for fragment in expected.get("status", []):
        assert any(fragment in line for line in obj["status"]), obj["status"]
    if "steps" in expected:
        steps = [[s["layer"], s["source"], s["power"], s["toughness"]] for s in obj["steps"]]
        assert steps == expected["steps"]


def check_reply(reply: dict[str, Any], scenario: dict[str, Any]) -> None:
    """A whole ``!layers`` reply: the subject, the dependencies, the other permanents."""
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
