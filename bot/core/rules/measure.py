"""``judgebot rules eval FILE`` and ``judgebot rules train FILE``.

``eval`` ranks every question of a set with the stored weights and prints top-1/top-3 per
language and topic and the misses; with ``--folds K`` it also prints the K-fold
cross-validated figure (weights learned without the fold being scored), the one to report.
``train`` learns weights on the whole set and writes them to ``rules_text/ranking.json``
together with both figures.
"""

from __future__ import annotations

import sys
import time
from datetime import date
from pathlib import Path

from bot.core.rules import learn
from bot.core.rules.evaluate import Report, load_questions
from bot.core.rules.library import RulesLibrary
from bot.core.rules.ranker import Ranker, weights_path
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


async def evaluate_file(data_dir: Path, path: Path, k: int, misses: bool) -> int:
    questions = load_questions(path)
    library = RulesLibrary(data_dir)
    try:
        ranker = await _ranker(library)
        started = time.perf_counter()
        samples = learn.samples(ranker, questions)
        report = learn.in_sample(samples, ranker.weights.vector())
        elapsed = time.perf_counter() - started
        trained = ranker.weights.about.get("trained_on", "untrained")
        print("\n".join(report.lines(f"{path.name}: stored weights ({trained})", misses)))
        print(f"ranked {len(questions)} questions in {elapsed:.2f} s")
        if k > 1:
            folded = learn.cross_validate(samples, k)
            title = f"{k}-fold cross-validated (weights learned without the fold)"
            print("\n".join(folded.lines(title, misses)))
    finally:
        await library.close()
    return 0


async def train_file(data_dir: Path, path: Path, k: int) -> int:
    questions = load_questions(path)
    library = RulesLibrary(data_dir)
    try:
        ranker = await _ranker(library)
        samples = learn.samples(ranker, questions)
        vector = learn.train(samples)
        folded = learn.cross_validate(samples, k)
        fitted = learn.in_sample(samples, vector)
    finally:
        await library.close()
    about: dict[str, object] = {
        "trained_on": f"{path.name}, {len(questions)} questions, {date.today().isoformat()}",
        "cross_validated": {"folds": k, **_summary(folded)},
        "in_sample": _summary(fitted),
    }
    learn.as_weights(vector, about).save(weights_path())
    print("\n".join(folded.lines(f"{k}-fold cross-validated", misses=False)))
    print("\n".join(fitted.lines("in-sample (trained on everything)", misses=False)))
    print(f"Wrote {weights_path()}", file=sys.stderr)
    return 0
