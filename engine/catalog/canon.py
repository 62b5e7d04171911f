"""The judge's canon (issue 13): the cards layer, copy, control and type questions are about.

``canon.toml`` lists each card with the public sources that show judges ask about it and the
review of its parse: ``correct``, or ``unread`` / ``wrong`` with a *shape* (the kind of sentence,
the parser's work list) and a reason in our words. A reply that uses an ``unread`` or ``wrong``
card carries that reason as a warning (:func:`canon_warnings`), so a known gap is never a
silent answer.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Literal, get_args

from engine.cards import Card
from engine.names import normalize_name

Status = Literal["correct", "unread", "wrong"]

#: The forms a source may take (see the header of ``canon.toml``).
SOURCE_FORMS = {
    "cr": re.compile(r"cr:\d{3}\.\d+[a-z]?"),
    "ruling": re.compile(r"ruling:\d{4}-\d{2}-\d{2}:[\w.-]+\.json"),
    "seed": re.compile(r"seed:\d{3}_[0-9a-f]{16}\.txt"),
    "page": re.compile(r"https?://\S+"),
}


class CanonError(ValueError):
    """``canon.toml`` (or a file given to ``--canon``) is malformed; the message says where."""


@dataclass(frozen=True)
class CanonCard:
    """One canon entry: a card name, its sources and the review of its parse."""

    name: str
    sources: tuple[str, ...]
    status: Status
    shape: str | None = None
    reason: str | None = None

    @property
    def needs_note(self) -> bool:
        return self.status != "correct"


class Canon:
    """The canon's cards and the descriptions of the shapes their reasons are filed under."""

    def __init__(self, cards: Iterable[CanonCard], shapes: dict[str, str]) -> None:
        self.cards = tuple(cards)
        self.shapes = shapes
        self._by_key = {normalize_name(card.name): card for card in self.cards}
        if len(self._by_key) != len(self.cards):
            raise CanonError("a card is listed twice")

    def find(self, name: str) -> CanonCard | None:
        return self._by_key.get(normalize_name(name))


def source_kind(source: str) -> str:
    """``cr``, ``ruling``, ``seed`` or ``page``; :class:`CanonError` for anything else."""
    for kind, form in SOURCE_FORMS.items():
        if form.fullmatch(source):
            return kind
    raise CanonError(f"unrecognised source {source!r}")


def parse_canon(text: str) -> Canon:
    """Read and validate canon TOML: every card has a source; unread/wrong ones a known shape."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise CanonError(f"not valid TOML: {error}") from error
    shapes = {str(key): str(value) for key, value in data.get("shapes", {}).items()}
    cards: list[CanonCard] = []
    for raw in data.get("card", []):
        name = raw.get("name")
        if not isinstance(name, str) or not name:
            raise CanonError(f"a card without a name: {raw!r}")
        sources = tuple(raw.get("sources", ()))
        if not sources:
            raise CanonError(f"{name}: no source")
        for source in sources:
            source_kind(source)
        status = raw.get("status", "correct")
        if status not in get_args(Status):
            raise CanonError(f"{name}: unknown status {status!r}")
        shape, reason = raw.get("shape"), raw.get("reason")
        if status != "correct" and (shape not in shapes or not reason):
            raise CanonError(f"{name}: an {status} card needs a known shape and a reason")
        cards.append(CanonCard(name, sources, status, shape, reason))
    return Canon(cards, shapes)


@cache
def default_canon() -> Canon:
    """The packaged ``canon.toml``, loaded once."""
    return parse_canon((resources.files("engine.catalog") / "canon.toml").read_text("utf-8"))


def canon_warnings(cards: Iterable[Card]) -> list[str]:
    """A warning for each parsed card the canon review found unread or wrong.

    Cards the curated catalog describes are left out: their hand-written model is used, not
    the parse the review is about.
    """
    from engine.catalog import default_catalog

    warnings: list[str] = []
    for card in cards:
        entry = default_canon().find(card.name)
        if entry is None or not entry.needs_note or default_catalog().find(card.name):
            continue
        note = f"{entry.name} (judge's canon, {entry.status}): {entry.reason}."
        if note not in warnings:
            warnings.append(note)
    return warnings
