"""Read a player's question: its language, its words in CR English, the cards it names.

The steps, in order: find card names (before anything changes the words), detect the
language from its marker words, translate Spanish/French/Italian phrases into the CR's
English, add the CR words behind English slang, drop stop words. The result is a
:class:`bot.core.rules.ranking.Query` with three sources of words (``q``, ``x``, ``c``).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from bot.core.rules.cardterms import CardTerms
from bot.core.rules.lexicon import ENGLISH, Lexicon, detect_language
from bot.core.rules.ranking import Query, RuleIndex
from bot.core.rules.search import MAX_WORDS, RULE_REFERENCE, stem, stems

#: Words taken from the cards a question names, at most.
MAX_CARD_WORDS = 60


@dataclass
class Reading:
    """What was understood of a question, for the search and for the reply."""

    language: str
    query: Query
    cards: list[str] = field(default_factory=list)
    #: the question's words as searched, in English
    english: list[str] = field(default_factory=list)


_SENTENCE = re.compile(r"(?<=[.?!])\s+")


class QuestionReader:
    """Turns question text into a :class:`Query` for one :class:`RuleIndex`."""

    def __init__(
        self,
        lexicons: Mapping[str, Lexicon],
        stopwords: frozenset[str],
        cards: CardTerms | None = None,
    ) -> None:
        self.lexicons = dict(lexicons)
        self.stopwords = frozenset(stem(w) for w in stopwords)
        self.cards = cards
        english = self.lexicons.get(ENGLISH)
        #: Players' words the English lexicon reads (etb, blink, wipe): never rewritten into
        #: a rules word that merely looks like them ("blinked" is not Blinkmoth).
        self.slang = frozenset(w for p in (english.phrases if english else {}) for w in p)

    def _english(
        self, tokens: list[str], language: str, dropped: frozenset[str], index: RuleIndex
    ) -> list[str]:
        """Translated phrase by phrase, then each unknown word to its rules-word cognate."""
        if language != ENGLISH and language in self.lexicons:
            tokens = self.lexicons[language].translate(tokens)
        kept = dropped | self.slang
        return [t if t in kept else index.cognate(t) or t for t in tokens]

    def _focus(
        self, text: str, language: str, dropped: frozenset[str], index: RuleIndex
    ) -> list[str]:
        """Stems of the question proper: the last sentence ending in "?" (else the last)."""
        sentences = [s for s in _SENTENCE.split(text.strip()) if s.strip()] or [text]
        asked = [s for s in sentences if "?" in s] or sentences
        return self._english(stems(asked[-1]), language, dropped, index)

    def _markers(self, language: str) -> frozenset[str]:
        lexicon = self.lexicons.get(language)
        return lexicon.markers if lexicon and language != ENGLISH else frozenset()

    def read(self, text: str, index: RuleIndex) -> Reading:
        text = text[: MAX_WORDS * 12]
        mentions = (
            self.cards.find(
                text, lambda word: index.is_rules_word(stem(word)) or word in self.stopwords
            )
            if self.cards
            else []
        )
        card_words = {w for m in mentions for w in stems(m.name)}
        tokens = stems(text)[:MAX_WORDS]
        language = detect_language(tokens, self.lexicons)
        dropped = self.stopwords | card_words | self._markers(language)
        tokens = self._english(tokens, language, dropped, index)
        english = self.lexicons.get(ENGLISH)
        expansion = english.expand(tokens) if english else []
        card_rules = [w for m in mentions for w in english.card_rules(m.oracle)] if english else []
        own = [t for t in tokens if t not in dropped and t in index.idf]
        own_set = set(own)
        asked = frozenset(own_set.union(expansion)) - self.stopwords
        extra = [
            t for t in dict.fromkeys(expansion) if t not in own_set and t not in self.stopwords
        ]
        card_terms = [
            t
            for t in dict.fromkeys(
                [*card_rules, *(w for m in mentions for w in m.words_about(asked))]
            )
            if t not in own_set and t not in self.stopwords
        ][:MAX_CARD_WORDS]
        keywords = [w for m in mentions for k in m.keywords for w in [*stems(k), "|"]]
        phrases = " " + " ".join([*tokens, "|", *expansion, "|", *keywords]) + " "
        query = Query(
            focus=frozenset(own) & frozenset(self._focus(text, language, dropped, index)),
            terms={"q": list(dict.fromkeys(own)), "x": extra, "c": card_terms},
            phrases=phrases,
            bigrams=set(itertools.pairwise(own)),
            references=set(RULE_REFERENCE.findall(text)),
            aliases=index.query_aliases(" " + " ".join(tokens) + " "),
        )
        return Reading(language, query, [m.name for m in mentions], tokens)
