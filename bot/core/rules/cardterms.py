"""Card names in a question -> what those cards do, in the CR's words.

"blinked my Ravenous Chupacabra with Ephemerate" names two cards; the words that matter
for the rules are in their Oracle text ("When this creature enters, destroy ...", "Exile
target creature ..., then return it to the battlefield"). This module finds card names in
a question using the imported card index (``cards.sqlite3``, :mod:`bot.core.cards`) and
returns each card's types, keyword abilities, kinds of abilities and Oracle words.

A one-word name that is also a rules word ("Fog", "Clone", "Counterspell") counts only
when the player capitalised it mid-sentence; longer names need one capital or one word
the rules never use, so "time warp" and "Time Warp" both find the card. A lower-case word
written with an accent the card's name does not have ("última" is not Ultima) is the
player's own language, not a one-word card name.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from bot.core.cards.store import NICKNAME, SHORT_NAME, index_path
from bot.core.rules.search import fold, stems
from engine.names import normalize_name

#: Longest card name looked for, in words.
MAX_NAME_WORDS = 7
#: A one-word name this long, inflected in lower case, is still the card.
LONG_NAME = 9
#: Oracle words kept per card (the rarest in the CR first would need the index; the
#: first ones are the card's main effect, which is what a question is about).
MAX_ORACLE_WORDS = 40
#: Endings a player adds to a card name used as a noun or a verb, longest first.
INFLECTIONS = ("ing", "ed", "es", "s", "d")
_REMINDER = re.compile(r"\([^)]*\)")
_SENTENCE_END = re.compile(r"[.\n]")
_ABILITY_WORDS = {
    "triggered": "triggered ability",
    "activated": "activated ability",
    "static": "static ability",
    "mana": "mana ability",
    "spell": "spell",
}


class _Described(NamedTuple):
    """What a card brings to a question, worked out once per card."""

    name: str
    #: its type line, keywords, ability kinds and first Oracle words, as stems
    terms: tuple[str, ...]
    keywords: tuple[str, ...]
    #: the stems of its Oracle text in order (for the lexicon's Oracle phrases)
    oracle: tuple[str, ...]
    #: the stems of each Oracle sentence, reminder text left out
    sentences: tuple[tuple[str, ...], ...]
    #: the stems of its type line, ability kinds and keywords
    kind_words: tuple[str, ...]


@dataclass(frozen=True)
class CardMention:
    """A card named in a question and the rules words it brings."""

    name: str
    start: int
    terms: tuple[str, ...]
    keywords: tuple[str, ...]
    #: the stems of its Oracle text in order (for the lexicon's Oracle phrases)
    oracle: tuple[str, ...] = ()
    sentences: tuple[tuple[str, ...], ...] = ()
    kind_words: tuple[str, ...] = ()

    def words_about(self, asked: frozenset[str]) -> tuple[str, ...]:
        """The card's words for a question with the stems ``asked``: its type line, kinds
        of abilities and keywords, and the Oracle sentences that share a word with the
        question ("blinked my Chupacabra with Ephemerate, do I destroy again": the enters
        ability that destroys, and the blink, not Ephemerate's rebound); all its words
        when no sentence does."""
        said = [
            word for sentence in self.sentences if asked.intersection(sentence) for word in sentence
        ]
        return (*self.kind_words, *said) if said else self.terms


class CardTerms:
    """Card names from an imported card index, loaded once, looked up per question."""

    def __init__(self, path: Path) -> None:
        self.path = path
        connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        self._db = connection
        self.names: dict[str, int] = {}
        #: nicknames count even when short and lower-case ("goyf")
        self.nicknames: set[str] = set()
        #: names that count only when capitalised: legends' short names ("Mine" is one,
        #: "mine" a word) and one-word halves of split cards ("response", "survive")
        self.needs_capital: set[str] = set()
        rows = connection.execute("SELECT key, card_id, name, language FROM names ORDER BY rank")
        for key, card_id, name, language in rows:
            if key not in self.names:
                if language == NICKNAME:
                    self.nicknames.add(key)
                elif language == SHORT_NAME or (" " not in key and key != normalize_name(name)):
                    self.needs_capital.add(key)
            self.names.setdefault(key, card_id)
        #: the first words of names of several words: most spans start with none of them
        self._first_words = {key.split(" ", 1)[0] for key in self.names if " " in key}
        self._cards: dict[int, _Described] = {}

    @classmethod
    def open(cls, data_dir: Path) -> CardTerms | None:
        """The imported card index in ``data_dir``, or ``None`` when none was imported."""
        path = index_path(data_dir)
        if not path.exists():
            return None
        try:
            return cls(path)
        except sqlite3.DatabaseError:
            return None

    def close(self) -> None:
        self._db.close()

    def find(self, text: str, is_rules_word: Callable[[str], bool]) -> list[CardMention]:
        """Card names in ``text``, longest first, never overlapping."""
        raw = text.split()
        tokens: list[tuple[str, bool]] = []  # (folded word, written with a capital)
        accented: list[bool] = []  # written with a letter folding took an accent from
        for position, chunk in enumerate(raw):
            mid_sentence = position > 0 and not raw[position - 1].endswith((".", "!", "?"))
            for piece in normalize_name(chunk).split():
                capital = chunk[:1].isupper() and mid_sentence
                tokens.append((piece, capital))
                accented.append(not chunk.isascii() and fold(chunk) != chunk.casefold())
        keys = [t for t, _ in tokens]
        found: list[CardMention] = []
        taken = [False] * len(tokens)
        for length in range(min(MAX_NAME_WORDS, len(tokens)), 0, -1):
            for start in range(len(tokens) - length + 1):
                if length > 1 and keys[start] not in self._first_words:
                    continue
                if any(taken[start : start + length]):
                    continue
                words = " ".join(keys[start : start + length])
                key = self._key(words)
                if key is None:
                    continue
                card_id = self.names[key]
                span = tokens[start : start + length]
                capitalised = any(capital for _, capital in span)
                unusual = any(not is_rules_word(word) for word, _ in span)
                telling = length > 1 or len(keys[start]) > 5 or key in self.nicknames
                if not (capitalised or (unusual and telling)):
                    continue
                if not capitalised and (
                    key in self.needs_capital or (key != words and not _plain_plural(key, length))
                ):
                    continue
                card = self._card(card_id)
                if (
                    length == 1
                    and not capitalised
                    and accented[start]
                    and fold(card.name) == card.name.casefold()
                ):
                    continue
                found.append(CardMention(start=start, **card._asdict()))
                for i in range(start, start + length):
                    taken[i] = True
        return sorted(found, key=lambda m: m.start)

    def _key(self, words: str) -> str | None:
        """The name key ``words`` are, also when the player inflected the name's last word
        ("Time Warps", "got Counterspelled"; the caller accepts an inflected name only
        when it is capitalised)."""
        if words in self.names:
            return words
        for ending in INFLECTIONS:
            stem = words.removesuffix(ending)
            if stem != words and len(stem.rsplit(" ", 1)[-1]) >= 3 and stem in self.names:
                return stem
        return None

    def _card(self, card_id: int) -> _Described:
        cached = self._cards.get(card_id)
        if cached is None:
            row = self._db.execute(
                "SELECT name, type_line, card_json FROM cards WHERE id = ?", (card_id,)
            ).fetchone()
            cached = _describe(row[0], row[1], json.loads(row[2]))
            self._cards[card_id] = cached
        return cached


def _plain_plural(key: str, length: int) -> bool:
    """Whether a lower-case inflected name is still surely the card: a name of several
    words ("2 anointed processions") or one long word ("two panharmonicons"); a short
    one-word name inflected in lower case ("counters", "mines") is the player's English."""
    return length > 1 or len(key) >= LONG_NAME


def _describe(name: str, type_line: str, card: dict[str, Any]) -> _Described:
    """A card's rules words: type line, keyword abilities, ability kinds, Oracle text
    (its first words, and all of it in order)."""
    faces = [card, *(f for f in card.get("faces", []) or [] if isinstance(f, dict))]
    keywords: list[str] = []
    words: list[str] = stems(type_line.replace("—", " "))
    oracle: list[str] = []
    sentences: list[tuple[str, ...]] = []
    for face in faces:
        rules_text = _REMINDER.sub(" ", str(face.get("oracle_text") or ""))
        sentences.extend(tuple(stems(s)) for s in _SENTENCE_END.split(rules_text) if s.strip())
        for ability in face.get("abilities", []) or []:
            if not isinstance(ability, dict):
                continue
            if ability.get("keyword"):
                keywords.append(str(ability["keyword"]))
            words.extend(stems(_ABILITY_WORDS.get(str(ability.get("kind")), "")))
        oracle.extend(stems(str(face.get("oracle_text") or "")))
    name_words = set(stems(name))
    first = [w for w in oracle if w not in name_words][:MAX_ORACLE_WORDS]
    for keyword in keywords:
        words.extend(stems(keyword))
    terms = tuple(dict.fromkeys([*words, *first]))
    folded = tuple(fold(k) for k in keywords)
    return _Described(name, terms, folded, tuple(oracle), tuple(sentences), tuple(words))
