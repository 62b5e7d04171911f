"""Property tests: whatever a user types, the bot answers or refuses politely.

Generated inputs go through the real command core (one per module, see conftest): the
``!layers`` scenario language, rule queries (``!rule``, ``!cr``, ``!define``), card names
and decklists. A reply never carries a bug id, and neither its console text nor its JSON
a live mention.
Timing is measured in ``bench/hostile_bench.py``, not here.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.catalog import default_catalog
from engine.errors import ScenarioError
from engine.scenario.parse import parse_scenario


def _sibling(name: str) -> ModuleType:
    path = Path(__file__).with_name(f"{name}.py")
    spec = importlib.util.spec_from_file_location(f"hostile_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


conftest = _sibling("conftest")

PROPERTY = settings(
    max_examples=200,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
CARD_NAMES = sorted(card.name for card in default_catalog())
#: Characters that mean something to FTS5, SQL, Discord or our own languages.
SPECIAL = list("\"*()-:+/[]{}^'`;%_\\<>@#&!=,.→−\u200b\u202e\0\n\t")
MENTIONS = ["@everyone", "@here", "<@123456789>", "<@!42>", "<@&77>", "<#99>"]

# Text a user could paste: letters, digits, punctuation, any plane, lone surrogates too.
any_text = st.text(st.characters(), max_size=300)
words = st.sampled_from(
    ["trample", "deathtouch", "NEAR", "AND", "OR", "NOT", "613.4c", "block", "the", "DROP",
     "TABLE", "first", "strike", "layer", "7c", "commander", "SELECT", "rowid", "rank"]
)  # fmt: skip
query_text = st.lists(
    st.one_of(words, st.sampled_from(SPECIAL), st.sampled_from(MENTIONS), any_text), max_size=20
).map(" ".join)


def mangle(name: str, data: st.DataObject) -> str:
    """A card name with a typo, a case change, stray punctuation or an invisible mark."""
    edits = data.draw(st.lists(st.integers(0, 4), max_size=3))
    for edit in edits:
        spot = data.draw(st.integers(0, max(0, len(name) - 1)))
        if edit == 0:
            name = name[:spot] + name[spot + 1 :]
        elif edit == 1:
            name = name[:spot] + data.draw(st.sampled_from(SPECIAL)) + name[spot:]
        elif edit == 2:
            name = name.swapcase()
        elif edit == 3:
            name = name[:spot] + name[spot:].upper()
        else:
            name = name + " " + data.draw(st.sampled_from(MENTIONS))
    return name


def check(outcome, message: str) -> None:  # type: ignore[no-untyped-def]
    """No bug id, and neither the console text nor the JSON carries a live mention."""
    conftest.assert_handled(outcome, message)
    conftest.assert_json_safe(outcome, message)


term = st.one_of(
    st.sampled_from(CARD_NAMES),
    st.builds(lambda p, t: f"{p:+d}/{t:+d}", st.integers(-10**15, 10**15), st.integers(-9, 9)),
    st.builds(lambda n, k: f"{n} {k} counters", st.integers(0, 10**6), st.sampled_from(
        ["+1/+1", "-1/-1", "flying", "shield", "+X/+0"])),
    st.sampled_from(["switch", "loses all abilities", "gains flying", "base 0/1", "3/4",
                     "face-down Grizzly Bears", "opp: Control Magic", "activate Inkfathom Witch",
                     "[Goblin]", "[black]", "[x 3]", "[attacking]", "[", "]", "->", "+"]),
    st.builds(lambda name, choice: f"{name} [{choice}]", st.sampled_from(CARD_NAMES), any_text),
    st.builds(lambda name, target: f"{name} -> {target}", st.sampled_from(CARD_NAMES),
              st.sampled_from(CARD_NAMES + MENTIONS)),
    any_text,
)  # fmt: skip
scenario = st.lists(term, min_size=1, max_size=12).map(" + ".join)


@PROPERTY
@given(text=st.one_of(scenario, any_text))
def test_the_scenario_parser_raises_only_scenario_errors(text: str) -> None:
    try:
        terms = parse_scenario(text)
    except ScenarioError as error:
        assert error.message
    else:
        assert terms and all(t.text for t in terms)


@PROPERTY
@given(text=st.one_of(scenario, any_text))
def test_any_layers_scenario_is_answered_or_refused(harness, text: str) -> None:  # type: ignore[no-untyped-def]
    message = f"!layers {text}"
    check(harness.ask(message), message)


@pytest.mark.parametrize("command", ["rule", "cr", "define"])
@PROPERTY
@given(text=query_text)
def test_any_rules_query_is_answered_or_refused(harness, command: str, text: str) -> None:  # type: ignore[no-untyped-def]
    message = f"!{command} {text}"
    check(harness.ask(message), message)


@pytest.mark.parametrize("command", ["card", "identity", "layers"])
@PROPERTY
@given(data=st.data())
def test_any_card_name_is_answered_or_refused(harness, command: str, data) -> None:  # type: ignore[no-untyped-def]
    if not harness.registered(command):
        pytest.skip(f"!{command} is not registered")
    name = mangle(data.draw(st.sampled_from(CARD_NAMES)), data)
    message = f"!{command} {name}"
    check(harness.ask(message), message)


deck_line = st.one_of(
    st.builds(lambda n, name, tag: f"{n} {name}{tag}", st.integers(-5, 10**12),
              st.sampled_from(CARD_NAMES), st.sampled_from(["", " *CMDR*", " (M19) 123", " #x"])),
    st.sampled_from(["Commander", "Deck", "Sideboard", "// Commander", "", "1x", "*CMDR*"]),
    any_text,
)  # fmt: skip


@PROPERTY
@given(lines=st.lists(deck_line, max_size=40))
def test_any_decklist_is_answered_or_refused(harness, lines: list[str]) -> None:  # type: ignore[no-untyped-def]
    if not harness.registered("deck"):
        pytest.skip("!deck is not registered")
    message = "!deck " + "\n".join(lines)
    check(harness.ask(message), message)
