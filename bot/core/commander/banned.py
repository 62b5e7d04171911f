"""The Commander banned list: shipped as package data, overridable by the operator.

The shipped list is ``data/banned.txt`` (``[category]`` headings, one name a line).
An operator who wants a newer list drops ``commander-banned.json`` in the data
directory, in the shared format ``{"as_of": "...", "cards": [{"name": ..., "category":
...}]}``; it replaces the shipped list entirely. Conspiracy cards are banned by card
type and are recognised by type either way.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from engine.cards import Card
from engine.errors import UserError
from engine.names import normalize_name

OVERRIDE_FILE = "commander-banned.json"
_CATEGORY_WORDS = {
    "commander_banlist": "on the Commander banned list",
    "ante": "banned in Commander (an ante card)",
    "removed_from_all_formats_2020": "banned in Commander (removed from all formats in 2020)",
    "conspiracy_card_type": "banned in Commander (Conspiracy cards are banned)",
}


@dataclass(frozen=True)
class BannedList:
    """Normalised name -> category, plus where the list came from."""

    categories: dict[str, str]
    source: str
    as_of: str = ""

    def why(self, card: Card) -> str | None:
        """Why ``card`` is banned, or ``None``."""
        if "Conspiracy" in card.types:
            return _CATEGORY_WORDS["conspiracy_card_type"]
        keys = {normalize_name(card.name)} | {normalize_name(f.name) for f in card.faces}
        for key in keys:
            category = self.categories.get(key)
            if category is not None:
                return _CATEGORY_WORDS.get(category, "on the Commander banned list")
        return None

    def names(self, category: str) -> set[str]:
        return {name for name, cat in self.categories.items() if cat == category}


def parse_banned_text(text: str) -> dict[str, str]:
    """``[category]`` headings then names; ``#`` starts a comment."""
    categories: dict[str, str] = {}
    category = "commander_banlist"
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("[") and line.endswith("]"):
            category = line[1:-1].strip()
            continue
        categories[normalize_name(line)] = category
    return categories


def shipped_banned_list() -> BannedList:
    text = (resources.files("bot.core.commander") / "data" / "banned.txt").read_text("utf-8")
    return BannedList(parse_banned_text(text), source="shipped list", as_of="2025-11-03")


def banned_list_from_json(path: Path) -> BannedList:
    """The shared ``commander-banned.json`` format."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        cards = data["cards"]
        categories = {
            normalize_name(str(entry["name"])): str(entry.get("category", "commander_banlist"))
            for entry in cards
        }
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise UserError(
            f"The operator's banned list {path.name} can't be read ({error}).",
            "Fix or remove that file; until then I can't check decks.",
        ) from error
    return BannedList(categories, source=str(path.name), as_of=str(data.get("as_of", "")))


def load_banned_list(data_dir: Path) -> BannedList:
    """The operator's override if there is one, else the shipped list."""
    override = data_dir / OVERRIDE_FILE
    if override.exists():
        return banned_list_from_json(override)
    return shipped_banned_list()
