"""The development scenarios (dev_scenarios.toml) and how a ``!layers`` reply is checked
against their expected values.

The expected values keep the field names of ``../shared/data/layers/dev-scenarios.jsonl``
(players A-D, Oracle wording for abilities); :func:`problems` compares each one with the
JSON objects of the reply and returns what differs, in words. Shared by the golden test
(``test_dev_scenarios.py``) and ``python -m bench.layers_dev``.
"""

from __future__ import annotations

import itertools
import re
import tomllib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.core.context import Services
from bot.core.core import CommandCore
from engine.names import normalize_name
from engine.scenario.copies import cards_named_by
from tests.scryfall_cards import ParsedCardSource, parsed, read_records

SCENARIOS: list[dict[str, Any]] = tomllib.loads(
    (Path(__file__).parent / "dev_scenarios.toml").read_text("utf-8")
)["scenario"]

#: How the reply names each player of the neutral form (A is "you").
PLAYER_NAMES: dict[str, frozenset[str]] = {
    "A": frozenset({"you", "a", "p1"}),
    "B": frozenset({"opponent", "opp", "b", "p2"}),
    "C": frozenset({"p3", "c"}),
    "D": frozenset({"p4", "d"}),
}

#: Names a reply gives an object without a name (708.2: a face-down permanent).
NAMELESS = frozenset({"", "face-down creature", "nameless creature"})

#: Expected-value keys that pick or describe an object rather than compare a field.
_SELECTION_KEYS = frozenset(
    {"card", "note", "ref", "id", "on_battlefield", "zone", "count_on_battlefield", "lacks"}
)
_ALL_CREATURE_TYPES = "all creature types"


def _words(values: Iterable[str]) -> set[str]:
    return {value.casefold() for value in values}


def _ability_text(text: str) -> str:
    """An ability's words for comparison: case, a final period, "this creature" (or token)
    and the style of the quotes around an ability quoted inside another aside."""
    text = text.casefold().strip().rstrip(".").replace("'", '"')
    return re.sub(r"\bthis (creature|land|enchantment|artifact|permanent|token)\b", "~", text)


@dataclass
class AbilityReader:
    """Reads an expected ability (Oracle wording) the way a reply names it.

    A reply names an ability by its keyword or by our own summary, not by its Oracle
    text. An expected text is present when a reply label equals it, or when every label
    the Oracle parser gives that text (read as a line of the card it is printed on, or of
    a plain creature when no card on the board prints it) is among the reply's labels.
    """

    records: dict[str, dict[str, Any]]
    _cache: dict[str, frozenset[str]] = field(default_factory=dict)

    def labels(self, text: str) -> frozenset[str]:
        if text not in self._cache:
            self._cache[text] = self._read(text)
        return self._cache[text]

    def _read(self, text: str) -> frozenset[str]:
        wanted = _ability_text(text)
        home: dict[str, Any] = {
            "name": "Plain Creature",
            "type_line": "Creature",
            "layout": "normal",
        }
        for record in self.records.values():
            lines = (record.get("oracle_text") or "").split("\n")
            if any(_ability_text(line) == wanted for line in lines):
                home = record
                break
        line_only = {**home, "oracle_text": text, "card_faces": None}
        line_only["keywords"] = [k for k in home.get("keywords") or () if k.casefold() in wanted]
        return frozenset(_ability_text(a.label) for a in parsed(line_only).abilities)

    def present(self, text: str, reply_labels: list[str], name: str = "") -> bool:
        """A reply names the object an ability is on by its name where the Oracle text
        says "this creature" (201.5): ``name`` is read as "~" in its labels."""
        have = {
            _ability_text(label.replace(name, "~") if name else label) for label in reply_labels
        }
        if _ability_text(text) in have:
            return True
        labels = self.labels(text)
        return bool(labels) and labels <= have


def _is_off_battlefield(obj: dict[str, Any]) -> bool:
    return obj.get("zone") not in (None, "battlefield")


def _card_names(obj: dict[str, Any]) -> set[str]:
    names = {normalize_name(obj.get("card") or ""), normalize_name(obj.get("name") or "")}
    return {n.removesuffix(" token") for n in names if n}


def _is_card(obj: dict[str, Any], expected: dict[str, Any]) -> bool:
    """The object is the expected card (a token "Soldier Token" is the token "Soldier")."""
    wanted = normalize_name(expected["card"]).removesuffix(" token")
    return normalize_name(obj.get("card") or obj.get("name") or "").removesuffix(" token") == wanted


def _is_named(obj: dict[str, Any], expected: dict[str, Any]) -> bool:
    """A merged permanent is found by the name its top card gives it (721.2)."""
    name = expected.get("name")
    return bool(name) and normalize_name(name).removesuffix(" token") in _card_names(obj)


def _compare(obj: dict[str, Any], key: str, value: Any, reader: AbilityReader) -> str | None:
    """One expected field against the reply object; ``None`` when they agree."""
    shown = f"{key}: expected {value!r}"
    match key:
        case "power" | "toughness" | "face_down":
            got = obj.get(key)
            return None if got == value else f"{shown}, got {got!r}"
        case "name":
            return None if obj.get("name") == value else f"{shown}, got {obj.get('name')!r}"
        case "token":
            return None if obj.get("is_token") == value else f"{shown}, got {obj.get('is_token')}"
        case "types" | "supertypes" | "colors":
            got = obj.get(key) or []
            return None if _words(got) == _words(value) else f"{shown}, got {got}"
        case "subtypes" | "subtypes_include":
            return _compare_subtypes(obj, value, exact=key == "subtypes", shown=shown)
        case "is_land" | "is_creature":
            got = key.removeprefix("is_").title() in (obj.get("types") or [])
            return None if got == value else f"{shown}, got {got} ({obj.get('types')})"
        case "controller" | "owner":
            got = obj.get(key)
            if got is None:
                return f"{shown}: the reply has no {key} field"
            return None if str(got).casefold() in PLAYER_NAMES[value] else f"{shown}, got {got!r}"
        case "abilities_include" | "abilities_exclude":
            labels = obj.get("abilities") or []
            name = obj.get("name") or ""
            including = key == "abilities_include"
            wrong = [t for t in value if reader.present(t, labels, name) != including]
            return f"{key}: {wrong} (abilities: {labels})" if wrong else None
        case "counters":
            got = {k.casefold(): n for k, n in (obj.get("counters") or {}).items() if n}
            want = {k.casefold(): n for k, n in value.items()}
            return None if got == want else f"{shown}, got {got}"
        case "attached_to":
            got = obj.get("attached_to")
            return None if got == value else f"{shown}, got {got!r}"
        case "all_creature_types" | "damage" | "is_commander":
            if key not in obj:
                return f"{shown}: the reply has no {key} field"
            return None if obj[key] == value else f"{shown}, got {obj[key]!r}"
    return f"{key}: a field this harness does not know"


def _compare_subtypes(
    obj: dict[str, Any], value: list[str], *, exact: bool, shown: str
) -> str | None:
    """Subtypes as sets; "all creature types" is the reply's ``all_creature_types`` flag,
    which stands for every creature type (205.3m), so listed creature types are not extra."""
    got = obj.get("subtypes") or []
    every = _ALL_CREATURE_TYPES in value
    if every and not obj.get("all_creature_types"):
        return f"{shown}, got {got} without all creature types"
    want = _words(v for v in value if v != _ALL_CREATURE_TYPES)
    have = _words(got)
    if not want <= have or (exact and not every and have != want):
        return f"{shown}, got {got}"
    return None


def _lacks(obj: dict[str, Any], key: str) -> str | None:
    if key == "name":
        name = obj.get("name") or ""
        return None if name in NAMELESS else f"name: expected none, got {name!r}"
    got = obj.get(key)
    return None if got is None else f"{key}: expected none, got {got!r}"


def object_problems(
    obj: dict[str, Any], expected: dict[str, Any], reader: AbilityReader
) -> list[str]:
    """Every expected field of one object that the reply object does not show."""
    found = [
        _compare(obj, key, value, reader)
        for key, value in expected.items()
        if key not in _SELECTION_KEYS
    ]
    found += [_lacks(obj, key) for key in expected.get("lacks", ())]
    return [problem for problem in found if problem]


def _stays(expected: dict[str, Any]) -> bool:
    return expected.get("on_battlefield", True) and expected.get("zone", "battlefield") in (
        "battlefield"
    )


def _zone_problem(objects: list[dict[str, Any]], expected: dict[str, Any]) -> str | None:
    """Where a card that left went, when the reply says where objects went."""
    if "zone" not in expected:
        return None
    gone = [o for o in objects if _is_card(o, expected) and _is_off_battlefield(o)]
    if not gone:
        return f"{expected['card']}: the reply does not say where it went ({expected['zone']})"
    wanted = expected["zone"].casefold().split("'s ")[-1]
    if any(wanted in str(o["zone"]).casefold() for o in gone):
        return None
    return f"{expected['card']}: expected in {expected['zone']}, got {[o['zone'] for o in gone]}"


def _card_problems(
    objects: list[dict[str, Any]], group: list[dict[str, Any]], reader: AbilityReader
) -> list[str]:
    """One card's expectations: how many copies are left, and the best match of each."""
    name = group[0]["card"]
    on_battlefield = [o for o in objects if not _is_off_battlefield(o)]
    present = [o for o in on_battlefield if _is_card(o, group[0])] or [
        o for o in on_battlefield if any(_is_named(o, e) for e in group)
    ]
    staying = [e for e in group if _stays(e) for _ in range(e.get("count_on_battlefield", 1))]
    found: list[str] = []
    counted = any("count_on_battlefield" in e for e in group)
    if (len(staying) < len(group) or counted) and len(present) != len(staying):
        found.append(f"{name}: {len(present)} on the battlefield, expected {len(staying)}")
    found += [p for e in group if not _stays(e) if (p := _zone_problem(objects, e))]
    if len(present) < len(staying):
        missing = f"{name}: {len(present)} on the battlefield, expected {len(staying)}"
        return found + ([] if found else [missing])
    best: list[str] | None = None
    for chosen in itertools.permutations(present, len(staying)):
        attempt = [
            f"{name}: {problem}"
            for obj, expected in zip(chosen, staying, strict=True)
            for problem in object_problems(obj, expected, reader)
        ]
        if best is None or len(attempt) < len(best):
            best = attempt
        if not best:
            break
    return found + (best or [])


def problems(reply: dict[str, Any], scenario: dict[str, Any], reader: AbilityReader) -> list[str]:
    """Everything the reply gets wrong against the scenario's expected values."""
    objects = reply["objects"]
    groups: dict[str, list[dict[str, Any]]] = {}
    for expected in scenario["expect"]:
        groups.setdefault(normalize_name(expected["card"]), []).append(expected)
    return [p for group in groups.values() for p in _card_problems(objects, group, reader)]


def golden_param(scenario: dict[str, Any]) -> Any:
    """The scenario as a pytest parameter with its id; a strict xfail when it says why it
    doesn't pass yet, so a fix shows up as XPASS."""
    import pytest  # only the golden tests need it, not ``python -m bench.layers_dev``

    reason = scenario.get("xfail")
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(scenario, id=scenario["id"], marks=marks)


def _mentions(messages: list[str]) -> Callable[[str], bool]:
    """Whether a card name is written in one of the messages (loading a few extra cards
    whose names happen to be inside others is harmless)."""
    text = " | ".join(f" {normalize_name(m)} " for m in messages)
    return lambda key: f" {key} " in text


@dataclass
class DevRun:
    """A command core with the Scryfall cards the scenarios name, and their ability reader."""

    core: CommandCore
    reader: AbilityReader

    @classmethod
    def load(cls, scenarios: list[dict[str, Any]] = SCENARIOS) -> DevRun:
        records = read_records(_mentions([s["message"] for s in scenarios]))
        cards = {key: parsed(record) for key, record in records.items()}
        named = {normalize_name(n) for n in cards_named_by(cards.values())} - set(cards)
        if named:  # "create a Tarmogoyf token": the command looks those cards up too (111.11)
            more = read_records(named.__contains__)
            records |= more
            cards |= {key: parsed(record) for key, record in more.items()}
        return cls(CommandCore(Services(cards=ParsedCardSource(cards))), AbilityReader(records))

    async def check(self, scenario: dict[str, Any]) -> list[str]:
        """What is wrong with the reply to one scenario (empty: it passes)."""
        outcome = await self.core.handle(scenario["message"])
        if not outcome.ok:
            return [f"refused: {outcome.error}"]
        reply = outcome.model_dump()["reply"]
        return problems(reply, scenario, self.reader)
