"""The rules commands as a user sees them: console text and the JSON contract."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.core.context import Services
from bot.core.core import CommandCore
from bot.core.render.text import render_json, render_text
from bot.core.reply import Outcome
from bot.core.rules.library import RulesLibrary

from .conftest import TODAY


@pytest.fixture
async def core(tmp_path: Path) -> AsyncIterator[CommandCore]:
    core = CommandCore(Services(data_dir=tmp_path))
    yield core
    await core.close()


@pytest.fixture
async def cr_core(cr_data_dir: Path) -> AsyncIterator[CommandCore]:
    core = CommandCore(Services(data_dir=cr_data_dir))
    yield core
    await core.close()


def rules_of(outcome: Outcome) -> list[dict[str, str]]:
    data = json.loads(render_json(outcome))
    assert data["ok"], data
    rules: list[dict[str, str]] = data["reply"]["rules"]
    for rule in rules:
        assert {"rulebook", "number", "title", "text", "source"} <= set(rule)
    return rules


# -- digest only ---------------------------------------------------------------------------


async def test_cr_answers_from_the_summary_before_any_import(core: CommandCore) -> None:
    outcome = await core.handle("!cr 613.4c")
    [rule] = rules_of(outcome)
    assert (rule["number"], rule["source"]) == ("613.4c", "summary")
    text = render_text(outcome)
    assert "Source: summary" in text
    assert "6 › 613 › 613.4 › 613.4c" in text
    assert "https://yawgatog.com/resources/magic-rules/#R6134c" in text
    assert "◀ 613.4b" in text


async def test_rule_search_finds_summoning_sickness(core: CommandCore) -> None:
    outcome = await core.handle("!rule can a creature with summoning sickness block?")
    numbers = [r["number"] for r in rules_of(outcome)]
    # 302.6 (summoning sickness limits attacking and {T}, not blocking) or 509.1a
    assert {"302.6", "509.1a"} & set(numbers)
    assert "**" in render_text(outcome)  # highlighted snippet


async def test_turn_lists_every_step_with_priority(core: CommandCore) -> None:
    text = render_text(await core.handle("!turn"))
    for step in ("Untap step", "Upkeep step", "Declare blockers step", "Cleanup step"):
        assert step in text
    assert "Priority: No one" in text


async def test_step_cleanup_mentions_the_repeat(core: CommandCore) -> None:
    outcome = await core.handle("!step cleanup")
    text = render_text(outcome)
    assert "514.1" in text and "514.3a" in text


async def test_cast_lists_601_2a_to_i_and_fow_has_its_own(core: CommandCore) -> None:
    numbers = [r["number"] for r in rules_of(await core.handle("!cast"))]
    assert numbers == ["601.2", *(f"601.2{c}" for c in "abcdefghi")]
    fow = rules_of(await core.handle("!cast fow"))
    assert {r["rulebook"] for r in fow} == {"FoW"}
    assert any("100" in r["text"] for r in fow)


async def test_mulligan_says_partial_paris_was_replaced(core: CommandCore) -> None:
    outcome = await core.handle("!mulligan")
    assert [r["number"] for r in rules_of(outcome)] == ["103.5", "103.5c"]
    assert "Partial Paris" in render_text(outcome)


async def test_crdiff_needs_two_imports(core: CommandCore) -> None:
    outcome = await core.handle("!crdiff 613")
    assert not outcome.ok and outcome.error_id is None
    assert "two imported CR editions" in (outcome.error or "")


@pytest.mark.parametrize(
    "message",
    [
        "!cr",
        "!cr banana",
        "!cr 999.99z",
        "!cr 613.99",
        '!cr 613" OR 1=1 --',
        "!rule",
        "!rule   ",
        '!rule "trample',
        "!rule NEAR(trample deathtouch, 2)",
        "!rule -first* : strike ) (",
        "!rule '; DROP TABLE rules; --",
        "!rule " + "trample " * 1400,
        "!define",
        "!define xyzzyplugh",
        "!step brunch",
        "!cast chess",
        "!crdiff",
        "!cr 613 1999",
    ],
)
async def test_bad_input_gets_a_friendly_answer(core: CommandCore, message: str) -> None:
    outcome = await core.handle(message)
    assert outcome.error_id is None, outcome.error
    if not outcome.ok:
        assert outcome.error and "went wrong" not in outcome.error


async def test_a_missing_rule_names_the_nearest(core: CommandCore) -> None:
    outcome = await core.handle("!cr 613.99")
    assert not outcome.ok
    assert "613.11" in (outcome.hint or "")  # the digest's last 613 subrule


async def test_completion_suggests_rule_numbers(core: CommandCore) -> None:
    command = core.registry.get("cr")
    assert command.complete is not None
    suggestions = await command.complete(core.context(), "613.4")
    assert suggestions[:4] == ["613.4", "613.4a", "613.4b", "613.4c"]
    assert await command.complete(core.context(), "zz") == []


async def test_every_rules_command_has_help(core: CommandCore) -> None:
    rules = [c for c in core.registry if c.category == "Rules"]
    assert {c.name for c in rules} == {
        "cr", "rule", "define", "turn", "step", "cast", "crdiff", "mulligan"
    }  # fmt: skip
    for command in rules:
        assert command.summary and command.examples and command.argument_help


# -- with the official CR imported ---------------------------------------------------------


async def test_cr_quotes_the_imported_text_with_its_date(cr_core: CommandCore) -> None:
    outcome = await cr_core.handle("!cr 613.4c")
    [rule] = rules_of(outcome)
    assert rule["source"] == "CR effective April 17, 2026"
    assert rule["text"].startswith("Layer 7c")
    text = render_text(outcome)
    assert "In our words" in text
    assert "days old" in text  # the April file is more than 120 days old by November


async def test_subrules_collapse_and_a_trailing_dot_hides_them(cr_core: CommandCore) -> None:
    full = json.loads(render_json(await cr_core.handle("!cr 702.19")))["reply"]
    assert [s["number"] for s in full["subrules"]][:2] == ["702.19a", "702.19b"]
    alone = json.loads(render_json(await cr_core.handle("!cr 702.19b.")))["reply"]
    assert alone["subrules"] == []


async def test_a_section_outline_is_paged(cr_core: CommandCore) -> None:
    outcome = await cr_core.handle("!cr 613")
    document = outcome.document()
    assert document.title == "CR 613 — Interaction of Continuous Effects"
    assert len(document.fields) >= 3
    assert document.fields[0].name.startswith("Page 1/")


async def test_an_older_edition_can_be_asked_for(cr_core: CommandCore) -> None:
    [rule] = rules_of(await cr_core.handle("!cr 613.3e 2020"))
    assert rule["source"] == "CR effective January 24, 2020"
    assert "7e" in rule["text"]


async def test_define_trample_jumps_to_702_19b(cr_core: CommandCore) -> None:
    [rule] = rules_of(await cr_core.handle("!define trampel"))
    assert rule["number"] == "702.19b"


async def test_crdiff_shows_the_ikoria_renumbering(cr_core: CommandCore) -> None:
    outcome = await cr_core.handle("!crdiff 613 2020 2026-04")
    text = render_text(outcome)
    assert "2020-01-24 → 2026-04-17" in text
    assert "Renumbered" in text
    assert "613.3 → **613.4**" in text


async def test_crdiff_defaults_to_the_two_newest(cr_core: CommandCore) -> None:
    reply = json.loads(render_json(await cr_core.handle("!crdiff 702")))["reply"]
    assert (reply["older"], reply["newer"]) == ("2026-01-16", "2026-04-17")


async def test_staleness_warning_follows_the_clock(cr_data_dir: Path) -> None:
    fresh = RulesLibrary(cr_data_dir, today=lambda: TODAY.replace(month=5, day=1))
    await fresh.ready()
    assert fresh.staleness_warning() is None
    await fresh.close()
    old = RulesLibrary(cr_data_dir, today=lambda: TODAY)
    await old.ready()
    assert "219 days old" in (old.staleness_warning() or "")
    await old.close()
