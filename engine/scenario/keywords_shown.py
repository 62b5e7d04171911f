"""The keywords a reply shows: one of each keyword whose instances are redundant (702.2f,
702.9c and the like: a second flying does nothing), every instance of one that isn't (two
"ward {2}" are two abilities, 702.21). The list is data, ``redundant_keywords.toml``.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib.resources import files

from engine.cards import Ability


@dataclass(frozen=True)
class Redundant:
    """One keyword of the list: its words, the rule, and how an instance is matched."""

    keyword: str
    rule: str
    same_quality: bool = False
    ends_with: bool = False

    def names(self, keyword: str) -> bool:
        """Whether ``keyword`` (as the engine writes it) is an instance of this one."""
        if self.ends_with:
            return keyword.endswith(self.keyword)
        if self.same_quality:
            return keyword == self.keyword or keyword.startswith(f"{self.keyword} ")
        return keyword == self.keyword


@cache
def redundant_keywords() -> tuple[Redundant, ...]:
    """The keywords of ``redundant_keywords.toml``."""
    text = files("engine.scenario").joinpath("redundant_keywords.toml").read_text("utf-8")
    return tuple(Redundant(**entry) for entry in tomllib.loads(text)["keyword"])


def is_redundant(keyword: str) -> bool:
    """Whether a second instance of ``keyword`` on the same object adds nothing."""
    return any(entry.names(keyword) for entry in redundant_keywords())


def shown_once(abilities: tuple[Ability, ...]) -> list[Ability]:
    """``abilities`` without the second and later instances of a redundant keyword (the same
    words: "protection from red" twice, not "protection from red" and "from blue")."""
    shown: list[Ability] = []
    seen: set[str] = set()
    for ability in abilities:
        keyword = (
            ability.keyword.casefold() if ability.kind == "keyword" and ability.keyword else None
        )
        if keyword is not None and keyword in seen and is_redundant(keyword):
            continue
        if keyword is not None:
            seen.add(keyword)
        shown.append(ability)
    return shown
