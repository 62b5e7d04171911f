"""User text -> plain words -> a safe FTS5 query.

Users type questions, pasted card text, stray quotes and operators. Nothing they type
reaches FTS5 syntax: we cut the text into words ourselves and quote every word, so
``NEAR``, ``*``, ``"``, ``-``, ``:`` and parentheses are just characters that get dropped.
"""

from __future__ import annotations

import re

from bot.core.rules.digest import SearchVocabulary

_WORD = re.compile(r"[^\W_]+")
#: Enough words for any real question; longer text is cut (and stays fast).
MAX_WORDS = 24
RULE_REFERENCE = re.compile(r"\b(\d{3}(?:\.\d+[a-z]?)?)\b")


def words(text: str) -> list[str]:
    """Lower-case words, punctuation and operators dropped.

    >>> words('trample "over" (deathtouch) NEAR -first* strike:')
    ['trample', 'over', 'deathtouch', 'near', 'first', 'strike']
    """
    return _WORD.findall(text.casefold())


def _light_stem(word: str) -> str:
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def phrase_key(text: str) -> str:
    """Normalized form used to find an alias inside a question (plural-insensitive).

    >>> phrase_key("Summoning-sick creatures!")
    ' summoning sick creature '
    """
    return " " + " ".join(_light_stem(w) for w in words(text)) + " "


def query_terms(text: str, vocabulary: SearchVocabulary) -> list[str]:
    """The words worth searching for: stop words out, synonyms in, at most ``MAX_WORDS``."""
    found = words(text)[: MAX_WORDS * 4]
    key = phrase_key(text)
    extra: list[str] = []
    for phrase, expansion in vocabulary.synonyms.items():
        if phrase_key(phrase) in key:
            extra.extend(expansion)
    kept = [w for w in found if w not in vocabulary.stopwords] or found
    return list(dict.fromkeys(w.casefold() for w in [*kept, *extra]))[:MAX_WORDS]


def fts_query(terms: list[str], prefix_last: bool = True) -> str:
    """``["trample", "deathtouch"]`` -> ``"trample" OR "deathtouch"*``; '' for no terms.

    Every term is quoted (terms hold only letters and digits, so quoting is enough).
    """
    if not terms:
        return ""
    quoted = [f'"{term}"' for term in terms]
    if prefix_last and len(terms[-1]) >= 3 and not terms[-1].isdigit():
        quoted[-1] += "*"
    return " OR ".join(quoted)
