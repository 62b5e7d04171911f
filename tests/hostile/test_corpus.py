"""Every nasty line of ``corpus.txt`` after every registered command: answered or refused
politely, never a bug id, never a live mention in the text or JSON rendering.

Known bugs in other owners' code are listed in ``known_bugs.txt`` (command, corpus line,
reason) and run as strict xfails: when the owner fixes one, its test passes, pytest
reports the XPASS as a failure, and the line comes out of the file.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from bot.core.commands import CommandRegistry
from bot.core.context import Services
from bot.core.features import register_all

_HERE = Path(__file__).parent


def _sibling(name: str) -> ModuleType:
    """Import a helper module next to this file (pytest runs with --import-mode=importlib)."""
    spec = importlib.util.spec_from_file_location(f"hostile_{name}", _HERE / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


corpus = _sibling("corpus")
conftest = _sibling("conftest")


def _known_bugs(check: str) -> dict[tuple[str, str], str]:
    """``(command, corpus line) -> reason`` for one check (``text`` or ``json``)."""
    reasons: dict[str, str] = {}
    bugs: dict[tuple[str, str], str] = {}
    for raw in (_HERE / "known_bugs.txt").read_text(encoding="utf-8").splitlines():
        if raw.startswith("reason "):
            key, _, reason = raw.removeprefix("reason ").partition(" ")
            reasons[key] = reason
        elif raw.strip() and not raw.startswith("#"):
            which, key, command, line = raw.split("\t", 3)
            if which == check:
                bugs[(command, line)] = f"bug: {reasons[key]}"
    return bugs


def _registered_commands() -> list[str]:
    registry = CommandRegistry()
    register_all(registry, Services(data_dir=_HERE / "never-created"))
    return [name for name in conftest.HOSTILE_COMMANDS if registry.find(name) is not None]


def _cases(check: str) -> list[object]:
    known = _known_bugs(check)
    cases = []
    for command in _registered_commands():
        for raw, text in corpus.load():
            marks = []
            if (command, raw) in known:
                marks.append(pytest.mark.xfail(strict=True, reason=known[(command, raw)]))
            label = raw if len(raw) <= 40 else raw[:37] + "..."
            cases.append(pytest.param(f"!{command} {text}", id=f"{command}:{label}", marks=marks))
    return cases


def test_the_corpus_decodes_escapes_and_repeats() -> None:
    decoded = dict(corpus.load())
    assert decoded["\\0"] == "\0"
    assert decoded["\\ud800"] == "\ud800"
    assert decoded["{{10000*a}}"] == "a" * 10_000
    assert decoded["{{500*+}}"] == "+" * 500
    assert "@everyone" in decoded


@pytest.mark.parametrize("message", _cases("text"))
def test_hostile_input_is_answered_or_refused_politely(harness, message: str) -> None:  # type: ignore[no-untyped-def]
    conftest.assert_handled(harness.ask(message), message)


@pytest.mark.parametrize("message", _cases("json"))
def test_the_json_reply_to_hostile_input_prints_without_a_mention(harness, message: str) -> None:  # type: ignore[no-untyped-def]
    conftest.assert_json_safe(harness.ask(message), message)


def _parser_cases() -> list[object]:
    known = _known_bugs("parse")
    return [
        pytest.param(
            text,
            id=raw if len(raw) <= 40 else raw[:37] + "...",
            marks=[pytest.mark.xfail(strict=True, reason=known[("parse_scenario", raw)])]
            if ("parse_scenario", raw) in known
            else [],
        )
        for raw, text in corpus.load()
    ]


@pytest.mark.parametrize("text", _parser_cases())
def test_the_scenario_parser_raises_only_scenario_errors(text: str) -> None:
    from engine.errors import ScenarioError
    from engine.scenario.parse import parse_scenario

    try:
        terms = parse_scenario(text)
    except ScenarioError as error:
        assert error.message
    else:
        assert terms
