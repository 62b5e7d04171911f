"""Rank the rules for a question: field-weighted BM25 plus the CR's own structure.

Every rule and subrule of one edition is a document with six fields: its ``body`` text,
its ``title`` (the heading it sits under: "Equip", "Handling Triggered Abilities"), its
``examples``, its ``parent`` rule's text, the ``glossary`` entries that point to it
("Dies ... See rule 700.4") and our ``digest`` summary of it. A question brings words
from three sources: its own words (``q``, translated to English first), the CR words its
slang stands for (``x``, :mod:`bot.core.rules.lexicon`) and what the cards it names do
(``c``, :mod:`bot.core.rules.cardterms`).

A rule's score is a weighted sum of :data:`FEATURES`: one BM25 score per field and source,
plus phrase and structure signals (a glossary term or rule heading named in the question,
adjacent question words found together, subrule depth, kinship with the best candidates).
The weights are learned on a question set (:mod:`bot.core.rules.learn`) and kept in
``rules_text/ranking.json``.
"""

from __future__ import annotations

import heapq
import itertools
import json
import math
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from operator import itemgetter, mul
from pathlib import Path

from bot.core.rules.boost import Rerank
from bot.core.rules.search import phrase_key, stems

FIELDS = ("body", "title", "examples", "parent", "glossary", "digest")
SOURCES = ("q", "x", "c")
STRUCTURE = (
    "recall",
    "rule_recall",
    "coverage",
    "bigrams",
    "heading_named",
    "glossary_rule",
    "glossary_section",
    "alias",
    "reference",
    "subrule",
    "first_subrule",
    "heading_only",
    "short",
    "focus",
    "focus_coverage",
    "kin",
    "neighbour",
    "neighbour_kin",
)
#: Set only by the optional sentence-embedding re-ranker (:mod:`bot.core.rules.semantic`).
SEMANTIC = ("semantic", "semantic_rank", "semantic_rule")
FEATURES = (*(f"{f}_{s}" for s in SOURCES for f in FIELDS), *STRUCTURE, *SEMANTIC)
_SLOT = {name: i for i, name in enumerate(FEATURES)}
#: A row of the boosted re-ranker (:mod:`bot.core.rules.boost`): the features, then the
#: linear score.
RERANK_COLUMNS = (*FEATURES, "linear")
#: Candidate pass: fixed weights that only decide which rules get a full score.
RECALL_FIELDS = {"body": 1.0, "title": 1.5, "examples": 0.5, "parent": 0.3, "glossary": 1.0,
                 "digest": 1.0}  # fmt: skip
RECALL_SOURCES = {"q": 1.0, "x": 0.6, "c": 0.3}
CANDIDATES = 80
#: The best candidates whose parent, subrules and sibling subrules join the candidates.
KIN_SEEDS = 5
#: A cognate shares at least this many first letters, and this share of the shorter word.
COGNATE_PREFIX = 5
COGNATE_SHARE = 0.7
#: Words in more than about a third of the rules do not choose candidates (they still score).
MIN_RECALL_IDF = 1.0
#: Card words that choose candidates: the rarest few (all of them still score).
RECALL_CARD_WORDS = 10
#: A word in this many rules or fewer (a card named in an example) is not a rules word.
RARE_RULES = 3
K1, B = 1.2, 0.75
_SEE = re.compile(r"\b(\d{3}(?:\.\d+[a-z]?)?)\b")


@dataclass(frozen=True)
class Source:
    """One rule as the index reads it (kept free of the library's row type)."""

    number: str
    kind: str
    title: str
    text: str
    examples: tuple[str, ...] = ()
    parent: str | None = None


@dataclass
class Query:
    """A question, ready to score: stemmed words by source and the phrases found in it."""

    terms: dict[str, list[str]]
    #: " stem stem ... " of the question with its lexicon and card words, for phrase tests
    phrases: str
    #: adjacent pairs of the question's own content words
    bigrams: set[tuple[str, str]] = field(default_factory=set)
    references: set[str] = field(default_factory=set)
    aliases: set[str] = field(default_factory=set)
    #: the question's own words in its last question sentence (the actual question)
    focus: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        self.sets = {source: frozenset(self.terms.get(source, ())) for source in SOURCES}


@dataclass(frozen=True)
class Document:
    number: str
    section: str
    parent: str | None
    subrule: bool
    first_subrule: bool
    heading_only: bool
    length: int
    bigrams: frozenset[tuple[str, str]]


class RuleIndex:
    """Every rule of one edition as BM25 postings per field, plus the phrase tables."""

    def __init__(
        self,
        rules: Iterable[Source],
        glossary: Iterable[tuple[str, str]] = (),
        digest: Mapping[str, tuple[str, Iterable[str]]] | None = None,
    ) -> None:
        rules = [r for r in rules if r.kind in ("rule", "subrule")]
        self.documents: list[Document] = []
        self.by_number: dict[str, int] = {}
        texts: dict[str, list[list[str]]] = {f: [] for f in FIELDS}
        bodies = {r.number: stems(r.text) if r.text != r.title else [] for r in rules}
        headings: dict[str, set[int]] = {}
        children: dict[str, list[int]] = {}
        for i, rule in enumerate(rules):
            body = bodies[rule.number]
            self.by_number[rule.number] = i
            heading_only = rule.text == rule.title
            self.documents.append(
                Document(
                    rule.number,
                    rule.number.split(".")[0],
                    rule.parent,
                    rule.kind == "subrule",
                    rule.kind == "subrule" and rule.number.endswith("a"),
                    heading_only,
                    len(body),
                    frozenset(itertools.pairwise(body)),
                )
            )
            texts["body"].append(body)
            texts["title"].append(stems(rule.title))
            texts["examples"].append(stems(" ".join(rule.examples)))
            texts["parent"].append(bodies.get(rule.parent or "", []))
            texts["glossary"].append([])
            texts["digest"].append([])
            headings.setdefault(phrase_key(rule.title), set()).add(i)
            children.setdefault(rule.parent or "", []).append(i)
        #: glossary phrase -> (specificity, rule documents, section numbers)
        self.glossary: dict[str, tuple[float, set[int], set[str]]] = {}
        for term, text in glossary:
            rules_named, sections = set(), set()
            for reference in _SEE.findall(text):
                if "." not in reference:
                    sections.add(reference)
                elif reference in self.by_number:
                    rules_named.add(self.by_number[reference])
                    rules_named.update(children.get(reference, ()))
            entry = stems(f"{term} {text}") if rules_named else []
            for index in rules_named:
                texts["glossary"][index].extend(entry)
            if rules_named or sections:
                self.glossary[phrase_key(term)] = (0.0, rules_named, sections)
        #: digest alias phrase -> documents
        self.aliases: dict[str, set[int]] = {}
        for number, (summary, aliases) in (digest or {}).items():
            if number not in self.by_number:
                continue
            index = self.by_number[number]
            texts["digest"][index].extend(stems(summary))
            for alias in aliases:
                texts["digest"][index].extend(stems(alias))
                if len(alias.split()) > 1:
                    self.aliases.setdefault(phrase_key(alias), set()).add(index)
        self.postings = {f: _bm25(texts[f]) for f in FIELDS}
        self._texts = {f: [tuple(words) for words in texts[f]] for f in FIELDS}
        self._forward: dict[int, dict[str, list[float]]] = {}
        self.idf = _idf(texts["body"])
        total = len(texts["body"]) or 1
        self._rare_idf = math.log(1 + (total - RARE_RULES + 0.5) / (RARE_RULES + 0.5))
        self.glossary = {
            key: (self.specificity(key), docs, sections)
            for key, (_, docs, sections) in self.glossary.items()
        }
        self.headings = {
            key: (self.specificity(key), docs)
            for key, docs in headings.items()
            if key.strip() and len(docs) <= 40
        }
        self.alias_words = frozenset(w for key in self.aliases for w in key.split())
        self._prefixes: dict[str, list[str]] = {}
        for word in self.idf:
            if len(word) >= COGNATE_PREFIX and word.isalpha():
                self._prefixes.setdefault(word[:COGNATE_PREFIX], []).append(word)
        self._recall: dict[tuple[str, str], dict[int, float]] = {}
        self._names = {s: [f"{f}_{s}" for f in FIELDS] for s in SOURCES}
        self.children = children

    def cognate(self, word: str) -> str | None:
        """The rules word that ``word`` most likely is, when it is not one itself: the one
        sharing the longest start, at least :data:`COGNATE_PREFIX` letters and most of the
        shorter word ("combates" -> combat, "exaltado" -> exalted, "unblockabe" ->
        unblockable). Finds cognates in Spanish, French and Italian, and typos. A word of a
        digest alias is a word of its own ("blink" is never Blinkmoth)."""
        if word in self.idf or len(word) < COGNATE_PREFIX or word in self.alias_words:
            return None
        best, length = None, 0
        for candidate in self._prefixes.get(word[:COGNATE_PREFIX], ()):
            common = COGNATE_PREFIX
            limit = min(len(candidate), len(word))
            while common < limit and candidate[common] == word[common]:
                common += 1
            if common > length or (common == length and best and len(candidate) < len(best)):
                best, length = candidate, common
        if best is None or length < COGNATE_SHARE * min(len(best), len(word)):
            return None
        return best

    def is_rules_word(self, stem: str) -> bool:
        """Whether the rules use ``stem`` as a word of their own, in more than
        :data:`RARE_RULES` rules ("shapeshifter" is in a few examples only)."""
        return self.idf.get(stem, math.inf) < self._rare_idf

    def specificity(self, key: str) -> float:
        """How telling a phrase is: the idf of its rarest word (0 for unknown words)."""
        return max((self.idf.get(word, 0.0) for word in key.split()), default=0.0)

    def _recall_postings(self, source: str, term: str) -> dict[int, float]:
        key = (source, term)
        found = self._recall.get(key)
        if found is None:
            found = {}
            for name, weight in RECALL_FIELDS.items():
                for doc, value in self.postings[name].get(term, {}).items():
                    found[doc] = found.get(doc, 0.0) + weight * value
            self._recall[key] = found
        return found

    def candidates(self, query: Query, limit: int = CANDIDATES) -> dict[int, dict[str, float]]:
        """The documents worth a full score, each with its phrase and structure features.

        Candidates come from a fixed-weight BM25 over all fields (words found in most
        rules and all but the rarest card words skipped, for speed), plus the rule tree
        around the best of them (:meth:`_add_kin`) and every rule a heading, glossary
        term, alias or rule number in the question points to.
        """
        recall: dict[int, float] = {}
        for source, terms in query.terms.items():
            self._recall_add(recall, source, terms)
        ranked = heapq.nlargest(limit, recall.items(), key=itemgetter(1))
        found: dict[int, dict[str, float]] = {doc: {} for doc, _ in ranked}
        self._add_kin(found, ranked[:KIN_SEEDS])
        best_in_rule: dict[str | None, float] = {}
        documents = self.documents
        for doc, value in ranked:
            group = documents[doc].parent
            best_in_rule[group] = max(best_in_rule.get(group, 0.0), value)
        text = query.phrases
        for key, (value, docs) in self.headings.items():
            if key in text:
                for doc in docs:
                    found.setdefault(doc, {})["heading_named"] = value
        for key, (value, docs, sections) in self.glossary.items():
            if key in text:
                for doc in docs:
                    found.setdefault(doc, {})["glossary_rule"] = value
                for doc in found:
                    if documents[doc].section in sections:
                        found[doc]["glossary_section"] = value
        for alias in query.aliases:
            for doc in self.aliases.get(alias, ()):
                found.setdefault(doc, {})["alias"] = 1.0
        for number in query.references:
            if number in self.by_number:
                found.setdefault(self.by_number[number], {})["reference"] = 1.0
        for doc, values in found.items():
            values["recall"] = recall.get(doc, 0.0)
            values["rule_recall"] = best_in_rule.get(documents[doc].parent, 0.0)
        return found

    def _recall_add(self, recall: dict[int, float], source: str, terms: list[str]) -> None:
        weight = RECALL_SOURCES[source]
        useful = [t for t in terms if self.idf.get(t, 0.0) >= MIN_RECALL_IDF]
        if source == "c":
            useful = sorted(useful, key=self.idf.__getitem__, reverse=True)[:RECALL_CARD_WORDS]
        for term in useful:
            for doc, value in self._recall_postings(source, term).items():
                recall[doc] = recall.get(doc, 0.0) + weight * value

    def _add_kin(self, found: dict[int, dict[str, float]], seeds: list[tuple[int, float]]) -> None:
        """The rule tree around the best candidates joins them (a rule's lettered subrules
        refine it): each seed's parent rule, its subrules, and a subrule's siblings.
        ``kin`` is the best related seed's recall score, as a share of the top one."""
        if not seeds:
            return
        top = seeds[0][1] or 1.0
        documents = self.documents
        for seed, value in seeds:
            number = documents[seed].number
            parent = documents[seed].parent
            related = list(self.children.get(number, ()))
            if documents[seed].subrule:
                related.extend(self.children.get(parent or "", ()))
            if parent in self.by_number:
                related.append(self.by_number[parent])
            for doc in related:
                if doc == seed:
                    continue
                values = found.setdefault(doc, {})
                values["kin"] = max(values.get("kin", 0.0), value / top)

    def features(self, query: Query, doc: int, extra: Mapping[str, float]) -> list[float]:
        """The feature vector of one document, in :data:`FEATURES` order."""
        out = [0.0] * len(FEATURES)
        slot = _SLOT
        for name, value in extra.items():
            out[slot[name]] = value
        weights = self._weights(doc)
        width = len(FIELDS)
        for number, source in enumerate(SOURCES):
            base = number * width
            for term in weights.keys() & query.sets[source]:
                for i, value in enumerate(weights[term]):
                    out[base + i] += value
        own = query.sets["q"]
        document = self.documents[doc]
        if own:
            seen = sum(1 for t in weights.keys() & own if weights[t][0] or weights[t][1])
            out[slot["coverage"]] = seen / len(own)
        out[slot["bigrams"]] = float(len(query.bigrams & document.bigrams))
        out[slot["subrule"]] = float(document.subrule)
        out[slot["first_subrule"]] = float(document.first_subrule)
        out[slot["heading_only"]] = float(document.heading_only)
        out[slot["short"]] = 1.0 / (1.0 + document.length / 20)
        focus = query.focus
        if focus:
            hits = [weights[t] for t in weights.keys() & focus]
            out[slot["focus"]] = sum(w[0] + w[1] for w in hits)
            out[slot["focus_coverage"]] = len(hits) / len(focus)
        return out

    def _weights(self, doc: int) -> dict[str, list[float]]:
        """The document's words -> their BM25 weight in each of :data:`FIELDS` (worked out
        the first time a question needs the document, then kept)."""
        found = self._forward.get(doc)
        if found is None:
            found = {}
            empty = [0.0] * len(FIELDS)
            for i, name in enumerate(FIELDS):
                postings = self.postings[name]
                for term in set(self._texts[name][doc]):
                    weights = found.get(term)
                    if weights is None:
                        weights = found[term] = empty.copy()
                    weights[i] = postings[term][doc]
            self._forward[doc] = found
        return found

    def query_aliases(self, text: str) -> set[str]:
        return {alias for alias in self.aliases if alias in text}


def _bm25(texts: list[list[str]]) -> dict[str, dict[int, float]]:
    """term -> {document: BM25 weight} for one field (Okapi BM25, k1=1.2, b=0.75)."""
    total = len(texts) or 1
    lengths = [len(t) for t in texts]
    average = (sum(lengths) / total) or 1.0
    counts: dict[str, dict[int, int]] = {}
    for doc, words in enumerate(texts):
        for word, tf in Counter(words).items():
            counts.setdefault(word, {})[doc] = tf
    postings: dict[str, dict[int, float]] = {}
    for word, row in counts.items():
        idf = math.log(1 + (total - len(row) + 0.5) / (len(row) + 0.5))
        postings[word] = {
            doc: idf * tf * (K1 + 1) / (tf + K1 * (1 - B + B * lengths[doc] / average))
            for doc, tf in row.items()
        }
    return postings


def _idf(texts: list[list[str]]) -> dict[str, float]:
    total = len(texts) or 1
    frequency: Counter[str] = Counter()
    for words in texts:
        frequency.update(set(words))
    return {w: math.log(1 + (total - n + 0.5) / (n + 0.5)) for w, n in frequency.items()}


@dataclass(frozen=True)
class Weights:
    """Learned feature weights (``rules_text/ranking.json``) and how they were measured."""

    values: dict[str, float]
    about: dict[str, object] = field(default_factory=dict)
    #: The boosted re-ranker of the best candidates (:mod:`bot.core.rules.boost`).
    rerank: Rerank | None = None

    def vector(self) -> list[float]:
        return [self.values.get(name, 0.0) for name in FEATURES]

    @classmethod
    def load(cls, path: Path) -> Weights:
        data = json.loads(path.read_text("utf-8"))
        rerank = Rerank.from_json(data["rerank"]) if "rerank" in data else None
        if rerank is not None and rerank.columns != RERANK_COLUMNS:
            raise ValueError(f"{path}: its re-ranker was trained on other features; run "
                             "`judgebot rules train` again")  # fmt: skip
        weights = {k: float(v) for k, v in data["weights"].items()}
        return cls(weights, data.get("about", {}), rerank)

    def save(self, path: Path) -> None:
        data: dict[str, object] = {
            "about": self.about,
            "weights": {k: round(v, 6) for k, v in self.values.items()},
        }
        if self.rerank is not None:
            data["rerank"] = self.rerank.as_json()
        text = json.dumps(data, indent=2, ensure_ascii=False)
        # a list of numbers (a tree's nodes) on one line: the file stays readable
        text = re.sub(r"\[([-0-9.eE,\s]*)\]", lambda m: f"[{' '.join(m[1].split())}]", text)
        path.write_text(text + "\n", "utf-8")


#: Not learned: a rule number typed in the question decides the answer (question sets
#: rarely contain one, so training can't weigh it). A digest alias phrase ("summoning
#: sickness") is learned like any feature since the digest grew to the rules players ask
#: about (docs/RULES.md); before training it counts as much as a rule number nearly.
FIXED = {"reference": 100.0}

#: Before any training: the recall weights for the question's words, small structure bonuses.
DEFAULT_WEIGHTS = Weights(
    {
        **{f"{f}_{s}": RECALL_FIELDS[f] * RECALL_SOURCES[s] for f in FIELDS for s in SOURCES},
        "heading_named": 1.0,
        "glossary_rule": 1.0,
        **FIXED,
        "alias": 40.0,
        "bigrams": 1.0,
    }
)


def score(vector: list[float], features: list[float]) -> float:
    """``vector · features``."""
    total: float = sum(map(mul, vector, features))
    return total
