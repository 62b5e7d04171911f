"""Facts about this turn that the board does not show: "as long as you've drawn two or more
cards this turn" (a static ability's condition, 611.3a). The list is data,
``engine/oracle/this_turn.toml``; a scenario states a fact with ``[<key> N]``.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from importlib.resources import files

from engine.oracle.vocabulary import COUNT_WORDS

#: ``{n}`` in a fact's words: "a", "one or more", "two or more", ... (the least count).
_AT_LEAST = r"(?P<n>an?|one|(?:one|two|three|four|five|six|seven|eight|nine|ten) or more)"


@dataclass(frozen=True)
class TurnFact:
    """One fact: its scenario key, how a reply names it, the words that ask for it (and a
    card's words as an example)."""

    key: str
    says: str
    example: str
    reads: tuple[re.Pattern[str], ...]
    none: tuple[re.Pattern[str], ...]
    entered: str | None
    counts: tuple[str, ...]


def _as_list(words: str | list[str]) -> list[str]:
    """A fact's ``counts``: one amount's words or a list of ways to write them."""
    return [words] if isinstance(words, str) else words


@cache
def turn_facts() -> dict[str, TurnFact]:
    """The facts of ``this_turn.toml`` by key."""
    text = files("engine.oracle").joinpath("this_turn.toml").read_text("utf-8")
    facts: dict[str, TurnFact] = {}
    for entry in tomllib.loads(text)["fact"]:
        facts[entry["key"]] = TurnFact(
            key=entry["key"],
            says=entry["says"],
            example=entry["example"],
            reads=tuple(re.compile(words.replace("{n}", _AT_LEAST)) for words in entry["reads"]),
            none=tuple(re.compile(words) for words in entry.get("none", ())),
            entered=entry.get("entered"),
            counts=tuple(_as_list(entry.get("counts", []))),
        )
    return facts


def counted_turn_fact(fact: str | None) -> str | None:
    """The key of the fact an amount counts ("the number of cards you've drawn this turn"),
    which a scenario states like a condition's; ``None`` for any other amount."""
    return next((f.key for f in turn_facts().values() if fact in f.counts), None)


def read_turn_fact(words: str) -> tuple[str, int, int | None] | None:
    """The fact a condition's words ask about, with the least and most counts that satisfy
    it; ``None`` when the words ask about no fact of the list."""
    for fact in turn_facts().values():
        if any(pattern.fullmatch(words) for pattern in fact.none):
            return fact.key, 0, 0
        for pattern in fact.reads:
            if found := pattern.fullmatch(words):
                amount = found.groupdict().get("n") or "a"
                return fact.key, COUNT_WORDS[amount.removesuffix(" or more")], None
    return None
