"""``judgebot rules eval FILE`` and ``judgebot rules train FILE``.

``eval`` ranks every question of a set with the stored weights and prints top-1/top-3 per
language and topic and the misses; with ``--folds K`` it also prints the K-fold
cross-validated figure (weights learned without the fold being scored), the one to report.
``train`` learns weights on the whole set and writes them to ``rules_text/ranking.json``
together with both figures; with ``--memory`` also the set's questions to
``rules_text/ranking-neighbours.json`` (questions answered before,
:mod:`bot.core.rules.neighbours`). The memory is off by default: it lends the rules of
similar questions, which helps only when new questions ask the set's points again (a
question set on other points of the rules loses by it, docs/RULES.md). With the semantic
re-ranker on (``JUDGEBOT_SEMANTIC``), both do it twice: lexical alone, then with the
re-ranker (``rules_text/ranking-semantic.json``).
"""

from __future__ import annotations

import sys
import time
from datetime import date
from pathlib import Path

from bot.core.rules import learn
from bot.core.rules.evaluate import Report, load_questions
from bot.core.rules.library import RulesLibrary
from bot.core.rules.ranker import Ranker, neighbours_path, weights_path
from engine.errors import UserError


async def _ranker(library: RulesLibrary) -> Ranker:
    ranker = await library.ranker()
    if ranker is None:
        raise UserError("The rules index has no rules to rank.", "Run: judgebot index")
    if not library.newest:
        print("note: no CR imported; ranking our summary only (judgebot rules import FILE)")
    return ranker


def _summary(report: Report) -> dict[str, object]:
    tallies = {"all": report.overall, **{f"lang {k}": v for k, v in report.by_lang.items()}}
    return {
        name: {"questions": t.questions, "top3": t.top3, "top1": t.top1}
        for name, t in tallies.items()
    }


def _variants(ranker: Ranker) -> list[tuple[str, Ranker]]:
    """The lexical ranking, and the semantic re-ranker on top of it when it is on."""
    if ranker.semantic is None:
        return [("", ranker)]
    return [("lexical: ", ranker.lexical()), ("with the semantic re-ranker: ", ranker)]


async def evaluate_file(
    data_dir: Path, path: Path, k: int, misses: bool, memory: bool = False, apart: bool = False
) -> int:
    """Rank ``path``'s questions with the stored weights (and memory, if one was trained: no
    question is its own neighbour), then, with ``k`` > 1, cross-validate the weights (and,
    with ``memory``, a memory learned with them)."""
    questions = load_questions(path)
    library = RulesLibrary(data_dir)
    try:
        for label, ranker in _variants(await _ranker(library)):
            started = time.perf_counter()
            prepared = learn.prepare(ranker, questions)
            samples = learn.samples(ranker, prepared, ranker.neighbours)
            report = learn.in_sample(samples, ranker.weights.vector(), ranker.weights.rerank)
            elapsed = time.perf_counter() - started
            trained = ranker.weights.about.get("trained_on", "untrained")
            title = f"{label}{path.name}: stored weights ({trained})"
            print("\n".join(report.lines(title, misses)))
            print(f"ranked {len(questions)} questions in {elapsed:.2f} s")
            if k > 1:
                folded = learn.cross_validate(ranker, prepared, k, memory, apart=apart)
                remembered = "weights and memory" if memory else "weights, no memory"
                kind = ", folds apart by rule" if apart else ""
                title = (
                    f"{label}{k}-fold cross-validated{kind} ({remembered} learned without the fold)"
                )
                print("\n".join(folded.lines(title, misses)))
    finally:
        await library.close()
    return 0


async def train_file(data_dir: Path, path: Path, k: int, remembered: bool = False) -> int:
    """Learn the lexical weights, and those of the semantic re-ranker when it is on (each
    into its own file, so the lexical ranking stands alone without the model); with
    ``remembered``, the questions as a memory too (else a stored memory is removed, so it
    never meets weights learned without it)."""
    questions = load_questions(path)
    library = RulesLibrary(data_dir)
    trained_on = f"{path.name}, {len(questions)} questions, {date.today()}"
    try:
        for label, ranker in _variants(await _ranker(library)):
            prepared = learn.prepare(ranker, questions)
            memory = learn.remember(prepared, {"trained_on": trained_on}) if remembered else None
            samples = learn.samples(ranker, prepared, memory)
            vector = learn.train(samples)
            rerank = learn.train_rerank(samples, vector)
            folded = learn.cross_validate(ranker, prepared, k, remembered)
            fitted = learn.in_sample(samples, vector, rerank)
            about: dict[str, object] = {
                "trained_on": trained_on,
                "memory": remembered,
                "cross_validated": {"folds": k, **_summary(folded)},
                "in_sample": _summary(fitted),
            }
            target = weights_path(semantic=ranker.semantic is not None)
            learn.as_weights(vector, about, rerank).save(target)
            if ranker.semantic is None:  # the same memory for both rankings: written once
                if memory is not None:
                    memory.save(neighbours_path())
                else:
                    neighbours_path().unlink(missing_ok=True)
            print("\n".join(folded.lines(f"{label}{k}-fold cross-validated", misses=False)))
            print("\n".join(fitted.lines(f"{label}in-sample (trained on all)", misses=False)))
            print(f"Wrote {target}", file=sys.stderr)
    finally:
        await library.close()
    return 0
