"""The curated card catalog: our own descriptions of the cards the layer rules need.

Cards live in TOML files under ``data/`` (one ``[[card]]`` table each); this module
loads and validates them and finds cards by any spelling of their name.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Iterator
from functools import cache
from importlib import resources

from rapidfuzz import fuzz, process

from engine.cards import Card
from engine.errors import UnknownCardError
from engine.names import name_keys, normalize_name

MAX_SUGGESTIONS = 5


class CardIndex:
    """Exact lookup by normalised name, then ranked "did you mean" suggestions."""

    def __init__(self, cards: Iterable[Card]) -> None:
        self._cards: dict[str, Card] = {}
        self._by_key: dict[str, Card] = {}
        for card in cards:
            if card.name in self._cards:
                raise ValueError(f"card {card.name!r} is defined twice")
            self._cards[card.name] = card
            for key in name_keys(card.name, tuple(face.name for face in card.faces)):
                self._by_key.setdefault(key, card)
        self._keys = list(self._by_key)

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self._cards.values())

    def find(self, name: str) -> Card | None:
        """The card whose name (or a face's, or a split half's) matches exactly."""
        return self._by_key.get(normalize_name(name))

    def suggest(self, name: str, limit: int = MAX_SUGGESTIONS) -> tuple[str, ...]:
        """Names close to ``name``, best first, without repeats."""
        matches = process.extract(
            normalize_name(name), self._keys, scorer=fuzz.WRatio, limit=limit * 3, score_cutoff=60
        )
        names: list[str] = []
        for key, _score, _index in matches:
            card_name = self._by_key[key].name
            if card_name not in names:
                names.append(card_name)
        return tuple(names[:limit])

    def get(self, name: str) -> Card:
        """The card, or an :class:`UnknownCardError` that suggests near misses."""
        card = self.find(name)
        if card is not None:
            return card
        suggestions = self.suggest(name)
        hint = f"Did you mean {', '.join(suggestions)}?" if suggestions else "Check the spelling."
        raise UnknownCardError(f"I don't know a card called “{name}”.", hint, suggestions)


def load_catalog_files() -> Iterator[Card]:
    """Every card in the packaged TOML files, validated."""
    folder = resources.files("engine.catalog") / "data"
    for entry in sorted(folder.iterdir(), key=lambda item: item.name):
        if entry.name.endswith(".toml"):
            data = tomllib.loads(entry.read_text(encoding="utf-8"))
            for raw in data.get("card", []):
                yield Card.model_validate(raw)


@cache
def default_catalog() -> CardIndex:
    """The embedded catalog, loaded once per process on first use."""
    return CardIndex(load_catalog_files())
