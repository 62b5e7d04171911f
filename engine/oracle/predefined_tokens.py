"""Predefined tokens (111.10): Treasure, Food, Clue, the Roles, the Incubator ... have the
characteristics the rules define, not a card's, so "create a Treasure token" and a scenario
term "Treasure" make that token (read from ``predefined_tokens.toml`` by the Oracle parser
like any card). An instruction may call a token other than by its name: a "Monster Role
token" is a Role named Monster (111.10k)."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib.resources import files
from typing import Any


@cache
def _entries() -> list[dict[str, Any]]:
    text = files("engine.oracle").joinpath("predefined_tokens.toml").read_text("utf-8")
    return list(tomllib.loads(text)["token"])


def called(entry: dict[str, Any]) -> str:
    """What an instruction calls the token ("Monster Role", "Incubator", "Treasure")."""
    return str(entry.get("called", entry["name"]))


@cache
def predefined_token_names() -> frozenset[str]:
    """What every predefined token is called by an instruction (111.10)."""
    return frozenset(called(entry) for entry in _entries())


@cache
def _records() -> dict[str, dict[str, Any]]:
    """Each predefined token's record by what it is called and by its name, casefolded."""
    records: dict[str, dict[str, Any]] = {}
    for entry in _entries():
        record = {"layout": "token", **{k: v for k, v in entry.items() if k != "called"}}
        records.setdefault(called(entry).casefold(), record)
        records.setdefault(entry["name"].casefold(), record)
    return records


def predefined_token_record(name: str) -> dict[str, Any] | None:
    """The predefined token called ``name`` (any case; a Role by "Monster Role" or by its
    name "Monster") as a Scryfall-shaped record, ``None`` when no such token is modelled."""
    record = _records().get(name.strip().casefold())
    return None if record is None else dict(record)


@cache
def predefined_name(name: str) -> str:
    """The name of the predefined token an instruction calls ``name`` ("Monster Role" is
    named Monster), else ``name``: a term may call a token either way."""
    record = predefined_token_record(name)
    return name if record is None else str(record["name"])
