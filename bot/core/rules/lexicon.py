"""A question in a player's words -> the Comprehensive Rules' words.

The data lives in ``rules_text/lexicon/<language>.toml``: ``markers`` (common words that
tell the language apart) and ``terms`` (a phrase -> the CR words it stands for). English
terms are slang and abbreviations (etb, blink, wipe, bolt); they *add* CR words to the
question. Spanish, French and Italian terms *translate*: a matched phrase is replaced by
its English words, so the question can be searched in the CR's English. Keyword and type
names per language can also come from imported card data (:mod:`bot.core.rules.foreign`),
and so can a word table learned from the cards' parallel text
(:mod:`bot.core.rules.translate`); our own phrases win over both.

Phrases match on stems (:func:`bot.core.rules.search.stem`), so plurals and accents don't
matter, and the longest phrase wins where phrases overlap. A language's ``endings`` (verb
and adjective endings: -ando, -ado, -ons, -ez, -ato ...) make a second, looser match: a
phrase whose words have the same roots as the question's ("sacrificamos", "sacrificando" ->
the root of "sacrificar") counts when no exact phrase does.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from bot.core.rules.digest import DigestError, default_rules_text_dir
from bot.core.rules.search import fold, stem, stems, words

ENGLISH = "en"
#: A language other than English needs this many of its marker words in the question.
MIN_MARKERS = 2
MAX_PHRASE = 6
#: The loose match keeps at least this many letters of a word.
MIN_ROOT = 4


@dataclass(frozen=True)
class Lexicon:
    """One language's vocabulary: how to recognise it and what its phrases mean in the CR."""

    language: str
    name: str
    answer_note: str
    markers: frozenset[str]
    #: stemmed phrase -> English CR words
    phrases: Mapping[tuple[str, ...], tuple[str, ...]] = field(default_factory=dict)
    #: word endings cut off for the loose match, longest first
    endings: tuple[str, ...] = ()
    #: Oracle-text phrases -> the CR words for what a card doing that is about (English)
    oracle: Mapping[tuple[str, ...], tuple[str, ...]] = field(default_factory=dict)
    #: the same phrases by the roots of their words (empty without endings)
    loose: Mapping[tuple[str, ...], tuple[str, ...]] = field(init=False, compare=False)

    def __post_init__(self) -> None:
        loose: dict[tuple[str, ...], tuple[str, ...]] = {}
        if self.endings:
            for phrase, english in self.phrases.items():
                loose.setdefault(self.roots(phrase), english)
        object.__setattr__(self, "loose", loose)

    def root(self, word: str) -> str:
        """``word`` without its longest ending from :attr:`endings` (at least
        :data:`MIN_ROOT` letters stay): "atacando" -> "atac", "bloquee" -> "bloqu"."""
        for ending in self.endings:
            if word.endswith(ending) and len(word) - len(ending) >= MIN_ROOT:
                return word[: -len(ending)]
        return word

    def roots(self, phrase: Iterable[str]) -> tuple[str, ...]:
        return tuple(self.root(word) for word in phrase)

    def with_terms(self, terms: Mapping[str, str]) -> Lexicon:
        """This lexicon plus learned ``terms`` (phrase -> English), in their order. Our own
        phrases win a clash, also by their roots: a learned "robas" never overrides our
        "robar", and our phrases come first in the loose match. A marker word alone is
        never learned: it is the language's grammar ("que", "contre", "tra"), which card
        text aligns with whatever rules word stands near it ("que" -> control)."""
        merged = dict(self.phrases)
        ours = {self.roots(phrase) for phrase in self.phrases} if self.endings else set()
        for phrase, english in _phrases(terms).items():
            if len(phrase) == 1 and phrase[0] in self.markers:
                continue
            if phrase not in merged and self.roots(phrase) not in ours:
                merged[phrase] = english
        return Lexicon(
            self.language, self.name, self.answer_note, self.markers, merged, self.endings,
            self.oracle,
        )  # fmt: skip

    def matches(self, tokens: list[str]) -> list[tuple[int, int, tuple[str, ...]]]:
        """``(start, end, english)`` for each phrase found, longest first, no overlaps."""
        found = []
        taken = [False] * len(tokens)
        loose = self.loose
        rooted = self.roots(tokens) if loose else ()
        for length in range(min(MAX_PHRASE, len(tokens)), 0, -1):
            for start in range(len(tokens) - length + 1):
                if any(taken[start : start + length]):
                    continue
                english = self.phrases.get(tuple(tokens[start : start + length]))
                if english is None and loose:
                    english = loose.get(tuple(rooted[start : start + length]))
                if english is not None:
                    found.append((start, start + length, english))
                    for i in range(start, start + length):
                        taken[i] = True
        return sorted(found)

    def translate(self, tokens: list[str]) -> list[str]:
        """Replace every known phrase by its English words; other tokens stay (card names,
        numbers and the English slang players mix in)."""
        out: list[str] = []
        position = 0
        for start, end, english in self.matches(tokens):
            out.extend(tokens[position:start])
            out.extend(english)
            position = end
        out.extend(tokens[position:])
        return out

    def expand(self, tokens: list[str]) -> list[str]:
        """The CR words that the phrases found in ``tokens`` stand for (for English slang)."""
        return [word for _, _, english in self.matches(tokens) for word in english]

    def card_rules(self, oracle: Iterable[str]) -> list[str]:
        """The CR words for what a card's (stemmed) Oracle text does: "when this creature
        enters" -> enters-the-battlefield abilities (603.6a), "enchant creature" -> Aura
        (303.4), "as a copy of" -> copiable values (707). Every phrase found counts."""
        tokens = tuple(oracle)
        seen: set[tuple[str, ...]] = set()
        by_first = self._oracle_by_first
        for i, token in enumerate(tokens):
            for phrase in by_first.get(token, ()):
                if tokens[i : i + len(phrase)] == phrase:
                    seen.add(phrase)
        return [
            word for phrase, english in self.oracle.items() if phrase in seen for word in english
        ]

    @cached_property
    def _oracle_by_first(self) -> dict[str, list[tuple[str, ...]]]:
        """The Oracle phrases by their first word: a card's text is read once, not once
        per phrase."""
        found: dict[str, list[tuple[str, ...]]] = {}
        for phrase in self.oracle:
            if phrase:
                found.setdefault(phrase[0], []).append(phrase)
        return found


def _phrases(terms: Mapping[str, str]) -> dict[tuple[str, ...], tuple[str, ...]]:
    return {
        tuple(stems(phrase)): tuple(stems(english))
        for phrase, english in terms.items()
        if stems(phrase) and stems(english)
    }


def load_lexicon(path: Path) -> Lexicon:
    """Read one ``<language>.toml``; :class:`DigestError` says what is wrong with it."""
    try:
        data = tomllib.loads(path.read_text("utf-8"))
        terms = data["terms"]
        language = str(data["language"])
        markers = frozenset(stem(w) for marker in data.get("markers", []) for w in words(marker))
        if not isinstance(terms, dict) or not all(isinstance(v, str) for v in terms.values()):
            raise TypeError("terms must map phrases to strings")
        return Lexicon(
            language,
            str(data.get("name", language)),
            str(data.get("answer_note", "")),
            markers,
            _phrases(terms),
            tuple(sorted({fold(e) for e in data.get("endings", [])}, key=len, reverse=True)),
            _phrases(data.get("oracle", {})),
        )
    except (OSError, tomllib.TOMLDecodeError, KeyError, TypeError) as error:
        raise DigestError([f"{path.name}: {type(error).__name__}: {error}"]) from None


def load_lexicons(folder: Path | None = None) -> dict[str, Lexicon]:
    """Every ``rules_text/lexicon/*.toml``, by language code."""
    folder = folder or default_rules_text_dir() / "lexicon"
    lexicons = [load_lexicon(path) for path in sorted(folder.glob("*.toml"))]
    return {lexicon.language: lexicon for lexicon in lexicons}


def detect_language(tokens: Iterable[str], lexicons: Mapping[str, Lexicon]) -> str:
    """The language whose marker words the (stemmed) question uses most; English unless
    another language has at least :data:`MIN_MARKERS` and more than English."""
    counts = dict.fromkeys(lexicons, 0)
    for token in tokens:
        for language, lexicon in lexicons.items():
            counts[language] += token in lexicon.markers
    english = counts.pop(ENGLISH, 0)
    if not counts:
        return ENGLISH
    best = max(counts, key=lambda language: counts[language])
    return best if counts[best] >= MIN_MARKERS and counts[best] > english else ENGLISH
