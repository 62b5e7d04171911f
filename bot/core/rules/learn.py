"""Learn the ranking weights from a question set, and measure them honestly.

The model is linear: a rule's score is ``weights · features``. Training maximises, for
every question, the softmax probability of the rules a judge would accept among its
candidates (a listwise logistic loss), with L2 regularisation, by full-batch Adam on
standardised features; the stored weights are scaled back to raw features. Pure Python:
the candidates and their features are computed once, then every fold reuses them.

:func:`cross_validate` is the figure to report: train on k-1 folds, rank the held-out
fold with those weights, add up the held-out answers. The questions answered before
(:mod:`bot.core.rules.neighbours`) are learned the same way: each fold remembers only its
training questions, and no question is ever its own neighbour. The in-sample figure
(train and score on everything) is always higher and only shows how much the model
memorises.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from bot.core.rules.boost import TOP, Group, Rerank, fit
from bot.core.rules.evaluate import Question, Report, folds
from bot.core.rules.neighbours import Neighbours, Remembered, bag
from bot.core.rules.question import Reading
from bot.core.rules.ranker import Ranker
from bot.core.rules.ranking import FEATURES, FIXED, RERANK_COLUMNS, Weights, score

L2 = 0.01
STEPS = 150
RATE = 0.05


@dataclass
class Sample:
    """One question's candidates (rule numbers and feature vectors) and which are right."""

    question: Question
    numbers: list[str]
    vectors: list[list[float]]
    positives: list[int]

    def ranked(self, weights: list[float], rerank: Rerank | None = None) -> list[str]:
        scores = [score(weights, v) for v in self.vectors]
        if rerank is not None:
            order = rerank.order(self.vectors, scores)
        else:
            order = sorted(range(len(scores)), key=lambda i: -scores[i])
        return [self.numbers[i] for i in order]

    def group(self, weights: list[float], top: int) -> Group:
        """The ``top`` candidates by the linear score, as the re-ranker learns them."""
        scores = [score(weights, v) for v in self.vectors]
        head = sorted(range(len(scores)), key=lambda i: -scores[i])[:top]
        right = set(self.positives)
        best = self.question.best

        def wanted(i: int) -> float:
            return 0.0 if i not in right else 2.0 if self.numbers[i] == best else 1.0

        return Group([[*self.vectors[i], scores[i]] for i in head], [wanted(i) for i in head])


@dataclass
class Prepared:
    """One question read and its candidates, before the remembered questions add theirs
    (worked out once, then reused by every fold)."""

    question: Question
    reading: Reading
    found: dict[int, dict[str, float]]


def prepare(ranker: Ranker, questions: list[Question]) -> list[Prepared]:
    return [Prepared(q, *ranker.candidates(q.text)) for q in questions]


def remember(prepared: list[Prepared], about: dict[str, object] | None = None) -> Neighbours:
    """The questions of a training set as a memory of questions answered before."""
    return Neighbours(
        (Remembered(p.question.id, bag(p.reading), p.question.accept) for p in prepared),
        about or {},
    )


def samples(ranker: Ranker, prepared: list[Prepared], memory: Neighbours | None) -> list[Sample]:
    """Every question's candidates as feature vectors, ``memory`` lending its rules (a
    question is never its own neighbour)."""
    documents = ranker.index.documents
    out = []
    for item in prepared:
        found = {doc: dict(values) for doc, values in item.found.items()}  # kept for every fold
        candidates = ranker.vectors(item.reading, found, memory, skip=item.question.id)
        numbers = [documents[doc].number for doc in candidates]
        vectors = list(candidates.values())
        positives = [i for i, n in enumerate(numbers) if n in item.question.accept]
        out.append(Sample(item.question, numbers, vectors, positives))
    return out


def train(training: list[Sample], steps: int = STEPS, l2: float = L2) -> list[float]:
    """Weights for raw features, learned on ``training`` (questions without a right
    candidate teach nothing and are skipped)."""
    useful = [s for s in training if s.positives]
    size = len(FEATURES)
    rows = [v for s in useful for v in s.vectors] or [[0.0] * size]
    scale = []
    for j in range(size):
        column = [r[j] for r in rows]
        mean = sum(column) / len(column)
        spread = math.sqrt(sum((x - mean) ** 2 for x in column) / len(column))
        scale.append(spread if spread > 1e-9 else 1.0)
    data = []
    for sample in useful:
        vectors = [[x / scale[j] for j, x in enumerate(vector)] for vector in sample.vectors]
        data.append((vectors, sample.positives))
    fixed = [j for j, name in enumerate(FEATURES) if name in FIXED]
    for vectors, _ in data:
        for vector in vectors:
            for j in fixed:
                vector[j] = 0.0
    weights = [0.0] * size
    first, second = [0.0] * size, [0.0] * size
    for step in range(1, steps + 1):
        gradient = [l2 * w for w in weights]
        for vectors, positives in data:
            scores = [score(weights, v) for v in vectors]
            top = max(scores)
            exps = [math.exp(s - top) for s in scores]
            total = sum(exps)
            right = set(positives)
            good = sum(exps[i] for i in right)
            for i, vector in enumerate(vectors):
                coefficient = exps[i] / total - (exps[i] / good if i in right else 0.0)
                if abs(coefficient) < 1e-6:
                    continue
                for j, x in enumerate(vector):
                    if x:
                        gradient[j] += coefficient * x / len(data)
        for j in range(size):
            first[j] = 0.9 * first[j] + 0.1 * gradient[j]
            second[j] = 0.999 * second[j] + 0.001 * gradient[j] ** 2
            corrected = first[j] / (1 - 0.9**step)
            weights[j] -= RATE * corrected / (math.sqrt(second[j] / (1 - 0.999**step)) + 1e-8)
    learned = [w / s for w, s in zip(weights, scale, strict=True)]
    return [FIXED.get(name, w) for name, w in zip(FEATURES, learned, strict=True)]


def train_rerank(training: list[Sample], weights: list[float], top: int = TOP) -> Rerank:
    """The boosted re-ranker (:mod:`bot.core.rules.boost`) of the linear ranking
    ``weights``, learned on the same questions."""
    return fit([sample.group(weights, top) for sample in training], top, RERANK_COLUMNS)


def as_weights(vector: list[float], about: dict[str, object], rerank: Rerank | None) -> Weights:
    return Weights(dict(zip(FEATURES, vector, strict=True)), about, rerank)


def in_sample(
    all_samples: list[Sample], weights: list[float], rerank: Rerank | None = None
) -> Report:
    report = Report()
    for sample in all_samples:
        report.add(sample.question, sample.ranked(weights, rerank))
    return report


def cross_validate(
    ranker: Ranker,
    prepared: list[Prepared],
    k: int = 5,
    memory: bool = False,
    boosted: bool = True,
    apart: bool = False,
) -> Report:
    """Each question ranked by weights (and, with ``memory``, remembered questions)
    learned without it (k folds, languages spread; with ``apart``, learned without any
    question that accepts one of its rules, :func:`~bot.core.rules.evaluate.folds`)."""
    report = Report()
    for held_out in folds([p.question for p in prepared], k, apart):
        held = {q.id for q in held_out}
        training = [p for p in prepared if p.question.id not in held]
        remembered = remember(training) if memory else None
        learning = samples(ranker, training, remembered)
        weights = train(learning)
        rerank = train_rerank(learning, weights) if boosted else None
        scored = samples(ranker, [p for p in prepared if p.question.id in held], remembered)
        for sample in scored:
            report.add(sample.question, sample.ranked(weights, rerank))
    return report
