"""The whole ``!rule`` ranking: read the question, gather candidates, score, sort.

:class:`Ranker` is synchronous and pure CPU (a few milliseconds on the full CR); the
library calls it on the event loop. :func:`default_weights` reads the learned weights
from ``rules_text/ranking.json`` (written by ``judgebot rules train``); with the optional
sentence-embedding re-ranker (:mod:`bot.core.rules.semantic`) the weights learned with its
features, ``rules_text/ranking-semantic.json``, apply instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from bot.core.rules.digest import default_rules_text_dir
from bot.core.rules.question import QuestionReader, Reading
from bot.core.rules.ranking import DEFAULT_WEIGHTS, RuleIndex, Weights, score
from bot.core.rules.semantic import SemanticIndex

WEIGHTS_FILE = "ranking.json"
SEMANTIC_WEIGHTS_FILE = "ranking-semantic.json"


def weights_path(semantic: bool = False) -> Path:
    return default_rules_text_dir() / (SEMANTIC_WEIGHTS_FILE if semantic else WEIGHTS_FILE)


@cache
def default_weights() -> Weights:
    """The learned weights; the untrained defaults when the file is missing."""
    path = weights_path()
    return Weights.load(path) if path.exists() else DEFAULT_WEIGHTS


@cache
def semantic_weights() -> Weights | None:
    """The weights learned with the re-ranker's features; ``None`` if never trained."""
    path = weights_path(semantic=True)
    return Weights.load(path) if path.exists() else None


@dataclass
class Ranked:
    """A question as read, and its rules, best first, with their scores."""

    reading: Reading
    numbers: list[str]
    scores: list[float]


class Ranker:
    """Question text -> rule numbers, best first."""

    def __init__(
        self,
        index: RuleIndex,
        reader: QuestionReader,
        weights: Weights,
        semantic: SemanticIndex | None = None,
    ) -> None:
        self.index = index
        self.reader = reader
        self.weights = weights
        self.semantic = semantic
        self._vector = weights.vector()

    def lexical(self) -> Ranker:
        """The same index without the re-ranker, with the lexical weights."""
        return Ranker(self.index, self.reader, default_weights())

    def features(self, text: str) -> tuple[Reading, dict[int, list[float]]]:
        """Every candidate's feature vector (what training and ranking both use)."""
        reading = self.reader.read(text, self.index)
        found = self.index.candidates(reading.query)
        if self.semantic is not None:
            self.semantic.add_features(text, found, self.index.documents)
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
