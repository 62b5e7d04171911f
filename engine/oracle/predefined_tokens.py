"""Predefined tokens (111.10): Treasure, Food, Clue ... have the characteristics the rules
define, not a card's, so "create a Treasure token" and a scenario term "Treasure" make that
token (read from ``predefined_tokens.toml`` by the Oracle parser like any card)."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib.resources import files
from typing import Any


@cache
def _entries() -> dict[str, Any]:
    text = files("engine.oracle").joinpath("predefined_tokens.toml").read_text("utf-8")
    return tomllib.loads(text)


@cache
def predefined_token_names() -> frozenset[str]:
    """Every predefined token's name (111.10), including those not modelled here."""
    data = _entries()
    return frozenset((*(t["name"] for t in data["token"]), *data["named_only"]))


def predefined_token_record(name: str) -> dict[str, Any] | None:
    """The predefined token called ``name`` (any case) as a Scryfall-shaped record with the
    ``token`` layout, ``None`` when no such token is modelled."""
    for entry in _entries()["token"]:
        if entry["name"].casefold() == name.strip().casefold():
            return {"layout": "token", **entry}
    return None
