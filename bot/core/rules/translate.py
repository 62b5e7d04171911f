"""A word translation table Spanish/French/Italian -> English, learned from card text.

MTGJSON gives every card's English text and, in ``foreignData``, the text printed on its
Spanish, French and Italian cards: a parallel corpus written in exactly the rules language
players use ("Sacrifica una criatura", "Piochez une carte", "Esilia il permanente
bersaglio"). A card's lines correspond one to one when both texts have as many lines;
each such pair of lines is a sentence pair, cut further into sentences and reminder text
when both sides have as many (cards whose line counts differ are left out, and so are
lines reworded since they were printed, :data:`MAX_LENGTH_RATIO`).

On those pairs, IBM Model 1 (Brown et al., 1993) learns by expectation-maximisation how
often each English word was produced by each foreign word of its pair (or by none). From
those expected counts come both p(english | foreign) (a foreign word's row) and
p(foreign | english) (an English word's column). A foreign word keeps its most probable
English word when the two directions agree well enough (their geometric mean,
:data:`MIN_AGREEMENT`), the word is on enough pairs (:data:`MIN_LINES`), and the English
word is not a stop word (which the search drops anyway).

Word order: two learned words whose English words stand the other way round on the same
cards ("criatura objetivo", target creature) also become a phrase in English order
(:func:`reorderings`).

Inflections: the foreign words are reduced to their roots (the search's stem, then the
language's ``endings`` from ``rules_text/lexicon/<lang>.toml``), so "sacrifica",
"sacrificas" and "sacrificar" are counted as one word; the table lists each root under
its most frequent printed form, and the question reader meets the other forms through
the same endings (:class:`bot.core.rules.lexicon.Lexicon`). English words keep their most
frequent printed form too ("flying", not the stem "fly").

``judgebot rules terms FILE...`` learns it (a few seconds) next to the keyword names of
:mod:`bot.core.rules.foreign`; the hand-written lexicon wins wherever it has the word.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.core.rules.foreign import LANGUAGES
from bot.core.rules.search import stem, words

#: EM rounds; with fewer, fewer pairs are sure enough to keep (3 rounds: a fifth fewer).
ITERATIONS = 5
#: A foreign word must be on this many sentence pairs to be learned.
MIN_LINES = 3
#: sqrt(p(english | foreign) * p(foreign | english)) of a kept pair.
MIN_AGREEMENT = 0.35
#: A line pair whose longer side has more than this many times the words of the shorter is
#: left out: the English text is today's Oracle wording, the foreign text what was printed,
#: and a reworded line ("Target player mills two cards." against the older "pone las dos
#: primeras cartas de su biblioteca en su cementerio") would teach wrong pairs.
MAX_LENGTH_RATIO = 2.0
#: A second English word is kept when it explains this share of the first one's alignments.
RUNNER_UP = 0.5
#: Two foreign words whose English words stand the other way round this many times are
#: learned as a phrase in English order (:func:`reorderings`).
MIN_REORDERED = 3
#: The longest word (root) allowed between those two: "de", "di", "du", "del".
MAX_BETWEEN = 3
#: Shorter foreign words (articles, "de", "y", mana symbols) are not learned.
MIN_LETTERS = 3

#: "don't", "can't": the search cuts them into "don" + "t"; here they read as "do not".
_NOT = re.compile(r"n['’]t\b")

#: Where a line divides into parts that correspond: sentence ends, a cost's colon,
#: the brackets of reminder text.
_SEGMENT = re.compile(r"[.;:!?()]+")

Sentence = tuple[list[int], list[int]]
Rooting = Callable[[str], str]


@dataclass
class _Vocabulary:
    """Word <-> id, with the most frequent printed form of each (rooted) word."""

    ids: dict[str, int] = field(default_factory=dict)
    keys: list[str] = field(default_factory=list)
    forms: list[Counter[str]] = field(default_factory=list)

    def add(self, key: str, form: str) -> int:
        number = self.ids.get(key)
        if number is None:
            number = self.ids[key] = len(self.keys)
            self.keys.append(key)
            self.forms.append(Counter())
        self.forms[number][form] += 1
        return number

    def form(self, number: int) -> str:
        return self.forms[number].most_common(1)[0][0]


@dataclass
class ParallelText:
    """One language's line pairs as word ids: ``(english ids, foreign ids)``."""

    english: _Vocabulary = field(default_factory=_Vocabulary)
    foreign: _Vocabulary = field(default_factory=_Vocabulary)
    pairs: list[Sentence] = field(default_factory=list)

    def add(self, english: str, foreign: str, names: set[str], root: Rooting) -> None:
        """One line pair; words of the card's names (in either language) are left out."""
        english_ids = [
            self.english.add(stem(w), w)
            for w in words(_NOT.sub(" not", english))
            if w.isalpha() and w not in names
        ]
        foreign_ids = [
            self.foreign.add(root(stem(w)), w)
            for w in words(foreign)
            if w.isalpha() and w not in names
        ]
        longer, shorter = sorted((len(english_ids), len(foreign_ids)), reverse=True)
        if shorter and longer <= MAX_LENGTH_RATIO * shorter:
            self.pairs.append((english_ids, foreign_ids))


def parallel_text(
    cards: Iterable[Mapping[str, Any]], roots: Mapping[str, Rooting]
) -> dict[str, ParallelText]:
    """Line pairs per language code from MTGJSON card entries (each card once per
    language; :func:`bot.core.rules.foreign.read_cards`)."""
    corpora = {code: ParallelText() for code in LANGUAGES.values()}
    seen: set[tuple[str, str]] = set()
    for card in cards:
        name = str(card.get("name") or "")
        english_lines = str(card.get("text") or "").splitlines()
        for printed in card.get("foreignData") or []:
            code = LANGUAGES.get(str(printed.get("language")))
            if code is None or (name, code) in seen:
                continue
            seen.add((name, code))
            foreign_lines = str(printed.get("text") or "").splitlines()
            if not english_lines or len(foreign_lines) != len(english_lines):
                continue
            names = {*words(name), *words(str(printed.get("name") or ""))}
            for english, foreign in zip(english_lines, foreign_lines, strict=True):
                for pair in _segments(english, foreign):
                    corpora[code].add(*pair, names, roots.get(code, str))
    return corpora


def _segments(english: str, foreign: str) -> Iterator[tuple[str, str]]:
    """A line pair cut into its sentences, cost and effect and reminder text when both
    sides have as many of them (shorter pairs align better and faster), else whole."""
    english_parts = [p for p in _SEGMENT.split(english) if p.strip()]
    foreign_parts = [p for p in _SEGMENT.split(foreign) if p.strip()]
    if len(english_parts) == len(foreign_parts):
        yield from zip(english_parts, foreign_parts, strict=True)
    else:
        yield english, foreign


def model1(pairs: Iterable[Sentence], foreign_words: int) -> list[dict[int, float]]:
    """IBM Model 1 by EM: ``counts[foreign][english]``, how many times the English word
    was explained by the foreign word in the last round (p(english | foreign) is a row
    divided by its sum, p(foreign | english) a column by its sum). Id ``foreign_words`` is
    the empty word, for English words no foreign word accounts for."""
    empty = foreign_words
    repeated = Counter((tuple(english), (*foreign, empty)) for english, foreign in pairs)
    chances: list[dict[int, float]] = [{} for _ in range(foreign_words + 1)]
    counts: list[dict[int, float]] = []
    for _ in range(ITERATIONS):
        counts = [{} for _ in range(foreign_words + 1)]
        for (english_ids, foreign_ids), times in repeated.items():
            rows = [chances[f] for f in foreign_ids]
            tallies = [counts[f] for f in foreign_ids]
            for english in english_ids:
                shares = [row.get(english, 1.0) for row in rows]
                scale = times / sum(shares)
                for tally, share in zip(tallies, shares, strict=True):
                    tally[english] = tally.get(english, 0.0) + share * scale
        for foreign, tally in enumerate(counts):
            total = sum(tally.values())
            chances[foreign] = {english: value / total for english, value in tally.items()}
    return counts


def translations(corpus: ParallelText, stopwords: frozenset[str]) -> dict[str, str]:
    """Printed foreign word -> its English words, for the confident pairs: the most
    probable English word, and the runner-up when it explains at least
    :data:`RUNNER_UP` as many of the foreign word's alignments ("jeton" -> token create,
    "initiative" -> strike first, "blessure" -> damage deal); then the
    :func:`reorderings` of those words."""
    counts = model1(corpus.pairs, len(corpus.foreign.keys))
    explained: Counter[int] = Counter()
    for tally in counts[:-1]:
        explained.update(tally)
    lines: Counter[int] = Counter(f for _, foreign in corpus.pairs for f in set(foreign))
    table: dict[str, str] = {}
    chosen: dict[int, int] = {}
    for foreign, key in enumerate(corpus.foreign.keys):
        tally = counts[foreign]
        if lines[foreign] < MIN_LINES or len(key) < MIN_LETTERS or not tally:
            continue
        total = sum(tally.values())
        ranked = sorted(tally.items(), key=lambda item: item[1], reverse=True)[:2]
        (english, count), *runner_up = ranked
        if (count / total * count / explained[english]) ** 0.5 < MIN_AGREEMENT:
            continue
        wanted = [english] + [e for e, n in runner_up if n >= RUNNER_UP * count]
        kept = [corpus.english.form(e) for e in wanted if corpus.english.keys[e] not in stopwords]
        if kept:
            table.setdefault(corpus.foreign.form(foreign), " ".join(kept))
            if corpus.english.keys[english] not in stopwords:
                chosen[foreign] = english
    for phrase, english_words in reorderings(corpus, chosen).items():
        table.setdefault(phrase, english_words)
    return table


def reorderings(corpus: ParallelText, chosen: Mapping[int, int]) -> dict[str, str]:
    """Two learned foreign words, side by side or with a short untranslated word between
    ("de", "di", "du"), whose English words stand the other way round on the same cards: "criatura
    atacante" -> attacking creature, "coste de maná" -> mana cost. They become phrases in
    English order (at least :data:`MIN_REORDERED` times reversed, and more often than not),
    so a question's words meet the CR's two-word terms and headings in their order."""
    reversed_order: Counter[tuple[int, ...]] = Counter()
    same_order: Counter[tuple[int, ...]] = Counter()
    for english, foreign in corpus.pairs:
        adjacent = set(itertools.pairwise(english))
        for start, first in enumerate(foreign):
            for end in range(start + 1, min(start + 3, len(foreign))):
                between = foreign[start + 1 : end]
                if any(len(corpus.foreign.keys[f]) > MAX_BETWEEN or f in chosen for f in between):
                    continue
                one, two = chosen.get(first), chosen.get(foreign[end])
                if one is None or two is None or one == two:
                    continue
                phrase = tuple(foreign[start : end + 1])
                if (two, one) in adjacent:
                    reversed_order[phrase] += 1
                elif (one, two) in adjacent:
                    same_order[phrase] += 1
    table: dict[str, str] = {}
    for phrase, times in reversed_order.items():
        if times >= MIN_REORDERED and times > same_order[phrase]:
            printed = " ".join(corpus.foreign.form(f) for f in phrase)
            first, last = chosen[phrase[0]], chosen[phrase[-1]]
            table[printed] = f"{corpus.english.form(last)} {corpus.english.form(first)}"
    return table


def learn_words(
    cards: Iterable[Mapping[str, Any]], roots: Mapping[str, Rooting], stopwords: frozenset[str]
) -> dict[str, dict[str, str]]:
    """``{language: {foreign word: English word}}`` from MTGJSON cards' parallel text;
    ``roots`` reduces a stemmed word of each language to its root, ``stopwords`` are
    English stems never worth a translation."""
    return {
        code: translations(corpus, stopwords)
        for code, corpus in parallel_text(cards, roots).items()
    }
