"""One command core per test module, on its own event loop, over a throw-away data dir.

The rules index is built on first use under ``data_dir``; with the official CR next to
the checkout it is imported first, so ``!define`` exercises the real glossary.
Hypothesis drives synchronous tests, so the fixture owns an :class:`asyncio.Runner`
instead of relying on pytest-asyncio's per-test loops.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.core.context import Services
from bot.core.core import CommandCore
from bot.core.render.text import render_json, render_text
from bot.core.reply import Outcome

CURRENT_CR = Path(__file__).resolve().parents[3] / "shared" / "data" / "comprehensive-rules.txt"
#: What would ping someone if Discord's allowed-mentions were ever off.
LIVE_MENTION = re.compile(r"@(everyone|here)\b|<@[!&]?\d+>")
#: Commands the corpus is run through, when registered.
HOSTILE_COMMANDS = (
    "layers", "cr", "rule", "define", "card", "deck", "identity", "combat", "tax", "life",
    "game", "help",
)  # fmt: skip


@dataclass
class Harness:
    runner: asyncio.Runner
    core: CommandCore

    def ask(self, text: str) -> Outcome:
        return self.runner.run(self.core.handle(text))

    def registered(self, name: str) -> bool:
        return self.core.registry.find(name) is not None

    def commands(self) -> list[str]:
        return [name for name in HOSTILE_COMMANDS if self.registered(name)]


def assert_handled(outcome: Outcome, text: str) -> None:
    """Answered or refused politely (never a bug id); the console text has no live mention."""
    assert outcome.ok or outcome.error_id is None, f"bug (error id {outcome.error_id}) on {text!r}"
    if not outcome.ok:
        assert outcome.error, f"a refusal without a message on {text!r}"
    live = LIVE_MENTION.search(render_text(outcome))
    assert live is None, f"live mention {live.group(0)!r} in the text reply to {text!r}"


def assert_json_safe(outcome: Outcome, text: str) -> None:
    """``judgebot ask --json`` can print the outcome, and it carries no live mention."""
    rendered = render_json(outcome)
    live = LIVE_MENTION.search(rendered)
    assert live is None, f"live mention {live.group(0)!r} in the JSON reply to {text!r}"


@pytest.fixture(scope="module")
def harness(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Harness]:
    data_dir = tmp_path_factory.mktemp("hostile")
    if CURRENT_CR.exists():
        from bot.core.rules.encoding import decode_rules
        from bot.core.rules.parser import parse_rules_text
        from bot.core.rules.store import save_import

        text, _ = decode_rules(CURRENT_CR.read_bytes())
        save_import(data_dir, parse_rules_text(text), text)
    with asyncio.Runner() as runner:
        core = CommandCore(Services(data_dir=data_dir))
        try:
            yield Harness(runner, core)
        finally:
            runner.run(core.close())
