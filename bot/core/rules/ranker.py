"""The whole ``!rule`` ranking: read the question, gather candidates, score, sort.

:class:`Ranker` is synchronous and pure CPU (a few milliseconds on the full CR); the
library calls it on the event loop. :func:`default_weights` reads the learned weights
from ``rules_text/ranking.json`` (written by ``judgebot rules train``); with the optional
sentence-embedding re-ranker (:mod:`bot.core.rules.semantic`) the weights learned with its
features, ``rules_text/ranking-semantic.json``, apply instead. :func:`default_neighbours`
reads the questions answered before (:mod:`bot.core.rules.neighbours`), written by the same
command.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from bot.core.rules.digest import default_rules_text_dir
from bot.core.rules.neighbours import NEIGHBOURS_FILE, Neighbours
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


def neighbours_path() -> Path:
    return default_rules_text_dir() / NEIGHBOURS_FILE


@cache
def default_neighbours() -> Neighbours | None:
    """The questions answered before; ``None`` if never trained."""
    path = neighbours_path()
    return Neighbours.load(path) if path.exists() else None


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
        neighbours: Neighbours | None = None,
    ) -> None:
        self.index = index
        self.reader = reader
        self.weights = weights
        self.semantic = semantic
        self.neighbours = neighbours
        self._vector = weights.vector()

    def lexical(self) -> Ranker:
        """The same index without the re-ranker, with the lexical weights."""
        return Ranker(self.index, self.reader, default_weights(), neighbours=self.neighbours)

    def candidates(self, text: str) -> tuple[Reading, dict[int, dict[str, float]]]:
        """The question as read, and its candidates with their phrase, structure and
        semantic features (everything but the remembered questions)."""
        reading = self.reader.read(text, self.index)
        found = self.index.candidates(reading.query)
        if self.semantic is not None:
            self.semantic.add_features(text, found, self.index.documents)
        return reading, found

    def vectors(
        self,
        reading: Reading,
        found: dict[int, dict[str, float]],
        neighbours: Neighbours | None,
        skip: str | None = None,
    ) -> dict[int, list[float]]:
        """Every candidate's feature vector, with what ``neighbours`` remember (``skip``:
        the id of a remembered question being measured, never its own neighbour); the
        remembered questions' rules and features are added to ``found``."""
        if neighbours is not None:
            neighbours.add_features(reading, found, self.index, skip)
        return {doc: self.index.features(reading.query, doc, extra) for doc, extra in found.items()}

    def features(self, text: str) -> tuple[Reading, dict[int, list[float]]]:
        """Every candidate's feature vector (what ranking uses)."""
        reading, found = self.candidates(text)
        return reading, self.vectors(reading, found, self.neighbours)

    def rank(self, text: str, limit: int = 3) -> Ranked:
        reading, candidates = self.features(text)
        docs = list(candidates)
        rows = [candidates[doc] for doc in docs]
        linear = [score(self._vector, row) for row in rows]
        rerank = self.weights.rerank
        if rerank is not None:
            order = rerank.order(rows, linear)[:limit]
        else:
            order = sorted(range(len(docs)), key=lambda i: -linear[i])[:limit]
        documents = self.index.documents
        numbers = [documents[docs[i]].number for i in order]
        return Ranked(reading, numbers, [linear[i] for i in order])
