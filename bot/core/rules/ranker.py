"""The whole ``!rule`` ranking: read the question, gather candidates, score, sort.

:class:`Ranker` is synchronous and pure CPU (a few milliseconds on the full CR); the
library calls it on the event loop. :func:`default_weights` reads the learned weights
from ``rules_text/ranking.json`` (written by ``judgebot rules train``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from bot.core.rules.digest import default_rules_text_dir
from bot.core.rules.question import QuestionReader, Reading
from bot.core.rules.ranking import DEFAULT_WEIGHTS, RuleIndex, Weights, score

WEIGHTS_FILE = "ranking.json"


def weights_path() -> Path:
    return default_rules_text_dir() / WEIGHTS_FILE


@cache
def default_weights() -> Weights:
    """The learned weights; the untrained defaults when the file is missing."""
    path = weights_path()
    return Weights.load(path) if path.exists() else DEFAULT_WEIGHTS


@dataclass
class Ranked:
    """A question as read, and its rules, best first, with their scores."""

    reading: Reading
    numbers: list[str]
    scores: list[float]


class Ranker:
    """Question text -> rule numbers, best first."""

    def __init__(self, index: RuleIndex, reader: QuestionReader, weights: Weights) -> None:
        self.index = index
        self.reader = reader
        self.weights = weights
        self._vector = weights.vector()

    def features(self, text: str) -> tuple[Reading, dict[int, list[float]]]:
        """Every candidate's feature vector (what training and ranking both use)."""
        reading = self.reader.read(text, self.index)
        found = self.index.candidates(reading.query)
        return reading, {
            doc: self.index.features(reading.query, doc, extra) for doc, extra in found.items()
        }

    def rank(self, text: str, limit: int = 3) -> Ranked:
        reading, candidates = self.features(text)
        scored = sorted(
            ((score(self._vector, values), doc) for doc, values in candidates.items()),
            reverse=True,
        )[:limit]
        documents = self.index.documents
        return Ranked(reading, [documents[d].number for _, d in scored], [s for s, _ in scored])
