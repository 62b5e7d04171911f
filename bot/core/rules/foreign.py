"""Official keyword and card type names per language, learned from MTGJSON card data.

MTGJSON cards carry their English ``keywords`` and ``types`` and, in ``foreignData``, the
printed text and type line of each translation. A keyword's name in Spanish is the phrase
that appears on (nearly) every Spanish card with that keyword and on few others: for
trample that is "arrollar", in French "piétinement", in Italian "travolgere". This module
counts those phrases and keeps, per keyword and type, the one with the best
coverage x precision. ``judgebot rules terms FILE...`` writes the result to
``<data dir>/rules-terms.json``; the search adds it to the hand-written lexicons, together
with the word table of :mod:`bot.core.rules.translate` (``rules-words.json``), learned by
the same command.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from bot.core.rules.search import words

TERMS_FILE = "rules-terms.json"
WORDS_FILE = "rules-words.json"
LANGUAGES = {"Spanish": "es", "French": "fr", "Italian": "it"}
#: A phrase must be on this share of the cards with the keyword, and this share of the
#: cards showing the phrase must have the keyword.
MIN_COVERAGE = 0.5
MIN_PRECISION = 0.6
MIN_CARDS = 2
MAX_PHRASE = 3
NEAR_BEST = 0.85


def card_entries(path: Path) -> Iterator[Mapping[str, Any]]:
    """Card entries of an MTGJSON set file (``data.cards``) or AtomicCards (``data``)."""
    data = json.loads(path.read_text("utf-8")).get("data", {})
    if isinstance(data, dict) and isinstance(data.get("cards"), list):
        yield from data["cards"]
    elif isinstance(data, dict):
        for faces in data.values():
            if isinstance(faces, list):
                yield from (f for f in faces if isinstance(f, dict))


def read_cards(paths: Iterable[Path]) -> list[Mapping[str, Any]]:
    """Every card entry of the MTGJSON files, read once for all that is learned from them."""
    return [card for path in paths for card in card_entries(path)]


def _phrases(text: str) -> set[str]:
    """The first one to three words of each line and of each comma-separated part: where a
    keyword's name is printed ("Vuela, arrolla.", "Equipar {2}")."""
    found = set()
    for line in text.replace(",", "\n").replace(";", "\n").splitlines():
        tokens = words(line)
        for n in range(1, min(MAX_PHRASE, len(tokens)) + 1):
            found.add(" ".join(tokens[:n]))
    return found


class _Counts:
    """For one language: phrase counts overall and per English name."""

    def __init__(self) -> None:
        self.cards = 0
        self.phrases: Counter[str] = Counter()
        self.named: dict[str, Counter[str]] = {}
        self.with_name: Counter[str] = Counter()

    def add(self, names: Iterable[str], phrases: set[str]) -> None:
        self.cards += 1
        self.phrases.update(phrases)
        for name in names:
            self.with_name[name] += 1
            self.named.setdefault(name, Counter()).update(phrases)

    def best(self) -> dict[str, str]:
        """foreign phrase -> English name, for names with a clear translation."""
        out: dict[str, str] = {}
        for name, counts in self.named.items():
            total = self.with_name[name]
            if total < MIN_CARDS:
                continue
            scored = [
                (coverage * precision, phrase)
                for phrase, support in counts.items()
                if (coverage := support / total) >= MIN_COVERAGE
                and (precision := support / self.phrases[phrase]) >= MIN_PRECISION
                and support >= MIN_CARDS
            ]
            if scored:
                # the longest phrase nearly as telling as the best: "attacco improvviso",
                # not "attacco" alone
                top = max(value for value, _ in scored)
                near = [p for value, p in scored if value >= NEAR_BEST * top]
                out.setdefault(max(near, key=lambda p: (len(p.split()), p)), name.casefold())
        return out


def learn_terms(cards: Iterable[Mapping[str, Any]]) -> dict[str, dict[str, str]]:
    """``{language: {foreign phrase: English keyword or type}}`` from MTGJSON card entries
    (:func:`read_cards`)."""
    keywords = {code: _Counts() for code in LANGUAGES.values()}
    types = {code: _Counts() for code in LANGUAGES.values()}
    seen: set[tuple[str, str]] = set()
    for card in cards:
        for foreign in card.get("foreignData") or []:
            code = LANGUAGES.get(str(foreign.get("language")))
            if code is None or (str(card.get("name")), code) in seen:
                continue
            seen.add((str(card.get("name")), code))
            text = str(foreign.get("text") or "")
            if text:
                keywords[code].add(card.get("keywords") or [], _phrases(text))
            type_line = str(foreign.get("type") or "").replace(":", "—")
            head = type_line.split("—")[0]
            if head:
                names = [*(card.get("supertypes") or []), *(card.get("types") or [])]
                types[code].add(names, _phrases(head))
    return {code: {**types[code].best(), **keywords[code].best()} for code in LANGUAGES.values()}


def save_terms(
    data_dir: Path, terms: Mapping[str, Mapping[str, str]], name: str = TERMS_FILE
) -> Path:
    """Write one learned table (keyword and type names, or the word table ``WORDS_FILE``)."""
    target = data_dir / name
    data_dir.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(terms, ensure_ascii=False, indent=1, sort_keys=True), "utf-8")
    return target


def _load(path: Path) -> dict[str, dict[str, str]]:
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {
        str(code): {str(k): str(v) for k, v in table.items()}
        for code, table in data.items()
        if isinstance(table, dict)
    }


def load_terms(data_dir: Path) -> dict[str, dict[str, str]]:
    """What ``rules terms`` learned in ``data_dir`` (empty when it was never run): per
    language, the word table with the keyword and type names over it (a name wins a clash)."""
    words = _load(data_dir / WORDS_FILE)
    names = _load(data_dir / TERMS_FILE)
    merged: dict[str, dict[str, str]] = {}
    for code in {*words, *names}:
        merged[code] = dict(names.get(code, {}))
        for word, english in words.get(code, {}).items():
            merged[code].setdefault(word, english)
    return merged
