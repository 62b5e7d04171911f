"""User text -> plain words -> stems: the one tokenizer the rules search uses everywhere.

Users type questions, pasted card text, stray quotes and operators. Nothing they type
is syntax: text is cut into words (letters and digits), accents are folded away, and
each word is reduced to a light stem so "attacks", "attacked" and "attacking" meet.
The same functions cut the rules, so a question and a rule always agree on a word.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.core.rules.ranking import Query

_WORD = re.compile(r"[^\W_]+")
#: Enough words for any real question; longer text is cut (and stays fast).
MAX_WORDS = 120
RULE_REFERENCE = re.compile(r"\b(\d{3}(?:\.\d+[a-z]?)?)\b")


_COMBINING = re.compile(r"[\u0300-\u036f]")


def fold(text: str) -> str:
    """Lower case, accents removed: ``"Pétrifié"`` -> ``"petrifie"``."""
    text = text.casefold()
    if text.isascii():
        return text
    return _COMBINING.sub("", unicodedata.normalize("NFKD", text))


def words(text: str) -> list[str]:
    """Lower-case words, accents, punctuation and operators dropped.

    >>> words('trample "over" (deathtouch) NEAR -first* strike:')
    ['trample', 'over', 'deathtouch', 'near', 'first', 'strike']
    """
    return _WORD.findall(fold(text))


@functools.lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light English stem: plurals, -ed and -ing off, a final e off.

    >>> [stem(w) for w in ("attacks", "attacked", "attacking", "copies", "copied", "tapped")]
    ['attack', 'attack', 'attack', 'copy', 'copy', 'tap']
    """
    if len(word) <= 3 or not word.isalpha():
        return word
    for suffix, replacement in (("sses", "ss"), ("ies", "y"), ("ied", "y")):
        if word.endswith(suffix):
            word = word[: -len(suffix)] + replacement
            break
    else:
        if word.endswith("s") and not word.endswith(("ss", "us", "is")):
            word = word[:-1]
    if len(word) > 5 and word.endswith("ing"):
        word = word[:-3]
    elif len(word) > 4 and word.endswith("ed"):
        word = word[:-2]
    if len(word) >= 4 and word[-1] == word[-2] and word[-1] not in "lsz":
        word = word[:-1]
    if len(word) > 4 and word.endswith("e"):
        word = word[:-1]
    return word


def stems(text: str) -> list[str]:
    """``words`` then ``stem``: the form both rules and questions are indexed in."""
    return [stem(w) for w in words(text)]


def phrase_key(text: str) -> str:
    """Normalized form used to find a phrase inside a question (stem-insensitive).

    >>> phrase_key("Summoning-sick creatures!")
    ' summon sick creatur '
    """
    return " " + " ".join(stems(text)) + " "


#: Words never worth bolding even when a question has them ("be", "the", "can").
_TOO_SHORT = 2
SNIPPET = 320


#: Words in more rules than this idf says ("among", "player") are not worth bolding.
MIN_HIGHLIGHT_IDF = 2.0


def highlight_words(query: Query, idf: Mapping[str, float]) -> frozenset[str]:
    """The stems to bold in an answer: the question's own content words and the CR words
    its slang stood for, without stop words and words found in most rules."""
    return frozenset(
        t
        for t in (*query.terms.get("q", ()), *query.terms.get("x", ()))
        if len(t) > _TOO_SHORT and idf.get(t, 0.0) >= MIN_HIGHLIGHT_IDF
    )


def highlight(text: str, wanted: frozenset[str], full: bool = True) -> str:
    """``text`` with the words whose stem is in ``wanted`` in bold; a window of about
    :data:`SNIPPET` characters around the first of them unless ``full``."""
    pieces = re.split(r"([^\W_]+)", text)
    first = None
    for i in range(1, len(pieces), 2):
        if stem(fold(pieces[i])) in wanted:
            pieces[i] = f"**{pieces[i]}**"
            first = len("".join(pieces[:i])) if first is None else first
    marked = "".join(pieces)
    if full or len(marked) <= SNIPPET:
        return marked
    start = max(0, (first or 0) - SNIPPET // 3)
    start = marked.rfind(" ", 0, start) + 1 if start else 0
    cut = marked[start : start + SNIPPET]
    if cut.count("**") % 2:
        cut = cut[: cut.rfind("**")]
    return ("…" if start else "") + cut.rstrip() + ("…" if start + SNIPPET < len(marked) else "")
