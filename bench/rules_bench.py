"""Benchmarks of the rules library: import+index, ``!cr`` lookups, ``!rule`` searches.

``run()`` returns rows ``{"name", "median_ms", "p99_ms", "n"}``. It uses the official CR
from ``../shared/data`` when present (the targets are about the full CR) and the digest
alone otherwise, and the card index and foreign terms when the card data is there (not with
``--quick``); everything is written to a temporary folder. With the ``semantic`` extra
installed and the full CR, it also times the optional re-ranker (``JUDGEBOT_SEMANTIC``):
encoding one edition's rules and ``!rule`` on the player questions with it.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import itertools
import os
import tempfile
import time
import tomllib
from collections.abc import Awaitable, Callable
from pathlib import Path

from bench import CARD_FILE, CURRENT_CR, REPO_ROOT, SHARED_DATA, Row, row, time_awaits, time_calls
from bot.core.cards.importer import import_files
from bot.core.context import Services
from bot.core.core import CommandCore
from bot.core.rules import learn, semantic
from bot.core.rules.cli import import_text, learn_foreign_terms
from bot.core.rules.evaluate import load_questions
from bot.core.rules.library import RulesLibrary

QUESTIONS = REPO_ROOT / "tests" / "rules" / "questions.toml"
#: Player questions (slang, card names, four languages); see docs/RULES.md.
DEV_QUESTIONS = SHARED_DATA / "questions" / "dev.jsonl"
NUMBERS = ["613.4c", "702.19b", "903.10a", "510.1c", "601.2c", "302.6", "704.5j", "100.1"]


def _import_samples(data_dir: Path, n: int) -> list[float]:
    data = CURRENT_CR.read_bytes()

    def import_once() -> None:
        with contextlib.redirect_stdout(io.StringIO()):
            import_text(data_dir, data, CURRENT_CR.name)

    return time_calls(import_once, n, warmup=0)


def _import_cards(data_dir: Path) -> None:
    """The card index and the learned foreign terms, as an operator sets up a bot (see
    docs/RULES.md): card names in a question then bring in what the card does, which is
    part of what ``!rule`` costs."""
    sets = sorted((CARD_FILE.parent / "mtgjson-sets").glob("*.json"))
    atomic = [
        path for path in [CARD_FILE.parent / "rules-cards.mtgjson-atomic.json"] if path.exists()
    ]
    with contextlib.redirect_stdout(io.StringIO()):
        asyncio.run(import_files([CARD_FILE, *sets, *atomic], data_dir))
        learn_foreign_terms(data_dir, [*sets, *atomic])


def _cycling(
    items: list[str], call: Callable[[str], Awaitable[object]]
) -> Callable[[], Awaitable[object]]:
    """``call`` with the next of ``items`` each time, round and round."""
    upcoming = itertools.cycle(items)
    return lambda: call(next(upcoming))


def _uncached(
    library: RulesLibrary, call: Callable[[str], Awaitable[object]]
) -> Callable[[str], Awaitable[object]]:
    """``call`` with the library's answer cache emptied first: the cost of a new question."""

    async def fresh(argument: str) -> object:
        library.forget_answers()
        return await call(argument)

    return fresh


async def _queries(data_dir: Path, label: str, quick: bool) -> list[Row]:
    questions = [q["text"] for q in tomllib.loads(QUESTIONS.read_text("utf-8"))["question"]]
    library = RulesLibrary(data_dir)
    core = CommandCore(Services(data_dir=data_dir))
    lookups, searches, warmup = (80, len(questions), 5) if quick else (2000, 740, 20)
    try:
        await library.ready()
        by_number = _cycling(NUMBERS, _uncached(library, library.rule))
        cr = _cycling(NUMBERS, lambda number: core.handle("!cr " + number))
        search = _cycling(questions, _uncached(library, library.search))
        rule = _cycling(questions, lambda question: core.handle("!rule " + question))
        rows = [
            row(
                f"library.rule by number ({label}, answer cache emptied each time)",
                await time_awaits(by_number, lookups, warmup),
            ),
            row(
                f"!cr <number> end to end ({label}, 8 numbers asked again and again)",
                await time_awaits(cr, lookups, warmup),
            ),
            row(
                f"library.search question ({label}, answer cache emptied each time)",
                await time_awaits(search, searches, warmup),
            ),
            row(
                f"!rule <question> end to end ({label}, the 74 questions asked again)",
                await time_awaits(rule, searches, warmup),
            ),
        ]
        if DEV_QUESTIONS.exists():
            rows.extend(await _player_questions(library, label, quick))
    finally:
        await library.close()
        await core.close()
    return rows


async def _player_questions(library: RulesLibrary, label: str, quick: bool) -> list[Row]:
    """``!rule`` on the development set's player questions, the ranking index build and one
    ``rules eval`` pass (the hit rates themselves are in docs/RULES.md)."""
    questions = [q.text for q in load_questions(DEV_QUESTIONS)]
    n = len(questions) if quick else 4 * len(questions)

    async def fresh(question: str) -> object:
        library.forget_answers()
        return await library.answer(question)

    ranker = await library.ranker()
    assert ranker is not None
    build = time_calls(lambda: library.build_ranker(), 1 if quick else 5, warmup=0)
    started = time.perf_counter()
    prepared = learn.prepare(ranker, load_questions(DEV_QUESTIONS))
    samples = learn.samples(ranker, prepared, ranker.neighbours)
    report = learn.in_sample(samples, ranker.weights.vector(), ranker.weights.rerank)
    evaluated = time.perf_counter() - started
    return [
        row(
            f"library.answer player question ({label}, answer cache emptied each time)",
            await time_awaits(_cycling(questions, fresh), n, 5),
        ),
        row(f"!rule search index build, one edition ({label})", build),
        row(
            f"rules eval over the {len(questions)} dev questions ({label})",
            [evaluated],
            note=f"top-3 {report.overall.top3}/{report.overall.questions} (in-sample weights)",
        ),
    ]


def run(quick: bool = False) -> list[Row]:
    """Every benchmark row; about ten seconds with the full CR (``quick``: far fewer calls)."""
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="judgebot-rules-bench-") as folder:
        data_dir = Path(folder)
        label = "digest only"
        if CURRENT_CR.exists():
            samples = _import_samples(data_dir, 1 if quick else 5)
            rows.append(row("rules import + index, one full CR edition", samples))
            label = "full CR"
            if not quick and CARD_FILE.exists():
                _import_cards(data_dir)
                label = "full CR, cards and terms imported"
        else:
            RulesLibrary(data_dir).rebuild()
        rows.extend(asyncio.run(_queries(data_dir, label, quick)))
        if CURRENT_CR.exists() and DEV_QUESTIONS.exists() and semantic.available():
            rows.extend(asyncio.run(_reranked(data_dir, quick)))
    return rows


async def _reranked(data_dir: Path, quick: bool) -> list[Row]:
    """The semantic re-ranker: encoding the edition's rules once (what ``judgebot index``
    does when it is on), then ``!rule`` on the player questions with it."""
    previous = os.environ.get(semantic.SETTING)
    os.environ[semantic.SETTING] = "true"
    library = RulesLibrary(data_dir)
    try:
        started = time.perf_counter()
        await library.ready()
        encoded = time.perf_counter() - started
        ranker = await library.ranker()
        assert ranker is not None and ranker.semantic is not None
        questions = [q.text for q in load_questions(DEV_QUESTIONS)]
        upcoming = itertools.cycle(questions)
        encoder = ranker.semantic.encoder
        encode = time_calls(lambda: encoder.encode([next(upcoming)]), len(questions))

        async def fresh(question: str) -> object:
            library.forget_answers()
            return await library.answer(question)

        n = len(questions) if quick else 4 * len(questions)
        return [
            row("semantic re-ranker: open the index and encode one CR edition's rules", [encoded]),
            row("semantic re-ranker: encode one player question", encode),
            row(
                "library.answer player question with the semantic re-ranker (full CR,"
                " answer cache emptied each time)",
                await time_awaits(_cycling(questions, fresh), n, 5),
            ),
        ]
    finally:
        await library.close()
        if previous is None:
            del os.environ[semantic.SETTING]
        else:
            os.environ[semantic.SETTING] = previous


if __name__ == "__main__":  # pragma: no cover - `python bench/rules_bench.py`
    for result in run():
        print(result)
