"""Questions answered before, as a ranking signal: the rules that answered the questions
most like this one.

Players ask the same things again in other words and other languages (two Panharmonicons,
Laboratory Maniac with an empty library, a stolen creature that dies). A question's words
alone often miss the rule a judge would quote, but a question asked before with the same
cards and words points straight at it. This is a k-nearest-neighbours memory over a
question set (``judgebot rules train`` writes it to ``rules_text/ranking-neighbours.json``):
each remembered question is the bag of its stems by source, weighted like the candidate
pass weighs sources (:data:`bot.core.rules.ranking.RECALL_SOURCES`: its own words count
most, card words least), plus the cards it names (``card:panharmonicon``, as much as one of
its own words: the same card is the surest sign of the same question), and the rules a
judge accepted for it. Spanish, French and Italian
questions are remembered after translation, so they meet English ones.

For a new question the :data:`NEAREST` remembered questions by tf-idf cosine lend their
rules two features (:data:`bot.core.rules.ranking.STRUCTURE`): ``neighbour``, the best
similarity of a remembered question that accepted the rule, and ``neighbour_kin``, the same
for the rule's parent and subrules; those rules join the candidates. Their weights are
learned with the others, so how much the memory counts is measured, not assumed; a
question is never its own neighbour while training or measuring (``skip``).
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from bot.core.rules.question import Reading
from bot.core.rules.ranking import RECALL_SOURCES, RuleIndex

#: How many remembered questions lend their rules to a new one.
NEAREST = 3
#: Below this cosine a remembered question shares too little to say anything.
MIN_SIMILARITY = 0.05
NEIGHBOURS_FILE = "ranking-neighbours.json"


@dataclass(frozen=True)
class Remembered:
    """One question of the training set: its id, weighted stems and accepted rules."""

    id: str
    terms: Mapping[str, float]
    accept: tuple[str, ...]


#: The prefix of a named card's term, which no stem of the rules' words has.
CARD = "card:"


def bag(reading: Reading) -> dict[str, float]:
    """A read question's stems, each weighted by the sources it came from, and its cards."""
    found: dict[str, float] = {f"{CARD}{name.casefold()}": 1.0 for name in reading.cards}
    for source, terms in reading.query.terms.items():
        weight = RECALL_SOURCES[source]
        for term in terms:
            found[term] = found.get(term, 0.0) + weight
    return found


class Neighbours:
    """The remembered questions as unit tf-idf vectors, and the nearest ones to a query."""

    def __init__(self, remembered: Iterable[Remembered], about: Mapping[str, object] = {}):
        self.remembered = list(remembered)
        self.about = dict(about)
        frequency: Counter[str] = Counter()
        for item in self.remembered:
            frequency.update(item.terms.keys())
        total = len(self.remembered)
        self._idf = {t: math.log(1 + total / (1 + n)) for t, n in frequency.items()}
        #: term -> [(remembered question, its weight in that question's unit vector)]
        self._postings: dict[str, list[tuple[int, float]]] = {}
        for number, item in enumerate(self.remembered):
            for term, weight in self._vector(item.terms).items():
                self._postings.setdefault(term, []).append((number, weight))

    def _vector(self, terms: Mapping[str, float]) -> dict[str, float]:
        idf = self._idf
        vector = {t: w * idf[t] for t, w in terms.items() if t in idf}
        norm = math.sqrt(sum(x * x for x in vector.values())) or 1.0
        return {t: x / norm for t, x in vector.items()}

    def nearest(self, reading: Reading, skip: str | None = None) -> list[tuple[float, Remembered]]:
        """The :data:`NEAREST` most similar remembered questions, most similar first
        (``skip``: the id of the question being ranked, never its own neighbour)."""
        similarity: dict[int, float] = {}
        for term, weight in self._vector(bag(reading)).items():
            for number, other in self._postings.get(term, ()):
                similarity[number] = similarity.get(number, 0.0) + weight * other
        scored = [
            (value, self.remembered[number])
            for number, value in similarity.items()
            if value >= MIN_SIMILARITY and self.remembered[number].id != skip
        ]
        scored.sort(key=lambda pair: -pair[0])
        return scored[:NEAREST]

    def add_features(
        self,
        reading: Reading,
        found: dict[int, dict[str, float]],
        index: RuleIndex,
        skip: str | None = None,
    ) -> None:
        """Set ``neighbour`` and ``neighbour_kin`` on the candidates; the rules the nearest
        questions accepted join them."""
        lent: dict[int, float] = {}
        for similarity, item in self.nearest(reading, skip):
            for number in item.accept:
                doc = index.by_number.get(number)
                if doc is not None:
                    lent[doc] = max(lent.get(doc, 0.0), similarity)
        documents = index.documents
        for doc, similarity in lent.items():
            found.setdefault(doc, {})["neighbour"] = similarity
            related = list(index.children.get(documents[doc].number, ()))
            parent = index.by_number.get(documents[doc].parent or "")
            if parent is not None:
                related.append(parent)
            for other in related:
                if other in found:
                    values = found[other]
                    values["neighbour_kin"] = max(values.get("neighbour_kin", 0.0), similarity)

    def save(self, path: Path) -> None:
        data = {
            "about": self.about,
            "questions": [
                {"id": r.id, "accept": list(r.accept), "terms": dict(sorted(r.terms.items()))}
                for r in self.remembered
            ],
        }
        path.write_text(json.dumps(data, ensure_ascii=False, indent=0) + "\n", "utf-8")

    @classmethod
    def load(cls, path: Path) -> Neighbours:
        data = json.loads(path.read_text("utf-8"))
        remembered = (
            Remembered(q["id"], {t: float(w) for t, w in q["terms"].items()}, tuple(q["accept"]))
            for q in data["questions"]
        )
        return cls(remembered, data.get("about", {}))
