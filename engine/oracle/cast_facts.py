"""How a spell was cast, which the board does not show: "If this spell was bargained, ...",
"If {G} was spent to cast this spell, ..." (a spell's "if", checked as it resolves, 608.2c).
The list is data, ``engine/oracle/cast_facts.toml``; a scenario states a fact with a bracket
on the spell's term (``[bargained]``, ``[spent {g}]``).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from importlib.resources import files

from engine.oracle.vocabulary import NUMBER_WORDS


@dataclass(frozen=True)
class CastFact:
    """One fact: its bracket (``{mana}`` stands for mana symbols), how a reply names it,
    the words that ask for it (and a card's words as an example)."""

    key: str
    says: str
    rule: str
    example: str
    reads: tuple[re.Pattern[str], ...]


@cache
def cast_facts() -> tuple[CastFact, ...]:
    """The facts of ``cast_facts.toml``."""
    text = files("engine.oracle").joinpath("cast_facts.toml").read_text("utf-8")
    return tuple(
        CastFact(
            key=entry["key"],
            says=entry["says"],
            rule=entry.get("rule", ""),
            example=entry["example"],
            reads=tuple(re.compile(words) for words in entry["reads"]),
        )
        for entry in tomllib.loads(text)["fact"]
    )


def read_cast_fact(words: str) -> str | None:
    """The bracket of the fact a spell's condition asks (``"spent {g}"`` for "{G} was spent
    to cast ~"), or ``None`` when the words ask about no fact of the list."""
    for fact in cast_facts():
        for pattern in fact.reads:
            if found := pattern.fullmatch(words):
                mana = found.groupdict().get("mana") or _counted_mana(found.groupdict())
                return fact.key.replace("{mana}", mana.casefold())
    return None


#: The mana symbol of each color word (105.1, 107.4a).
_SYMBOL = {"white": "{w}", "blue": "{u}", "black": "{b}", "red": "{r}", "green": "{g}"}


def _counted_mana(found: dict[str, str | None]) -> str:
    """ "at least three white mana" (adamant, an ability word, 207.2c): ``{w}{w}{w}``."""
    count, color = found.get("count"), found.get("color")
    if count is None or color is None:
        return ""
    return _SYMBOL[color] * NUMBER_WORDS[count]


def _fact_of(key: str) -> tuple[CastFact, str] | None:
    """The fact a bracket states, with the mana symbols it names."""
    for fact in cast_facts():
        head, _, tail = fact.key.partition("{mana}")
        if key == fact.key or (
            "{mana}" in fact.key
            and key.startswith(head)
            and key.endswith(tail)
            and re.fullmatch(r"(?:\{[wubrg]\})+", key[len(head) : len(key) - len(tail)])
        ):
            return fact, key[len(head) : len(key) - len(tail)]
    return None


def is_cast_fact(key: str) -> bool:
    """Whether a scenario's bracket states how a spell was cast (``[bargained]``)."""
    return _fact_of(key) is not None


def says_cast_fact(key: str) -> str:
    """How a reply names the fact of bracket ``key``, with the bracket and the rule: "{G}
    was spent to cast it ([spent {g}], 601.2h)"."""
    found = _fact_of(key)
    if found is None:
        return key
    fact, mana = found
    rule = f", {fact.rule}" if fact.rule else ""
    return f"{fact.says.replace('{mana}', mana.upper())} ([{key}]{rule})"
