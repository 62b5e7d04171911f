"""The reviewed-sample format: a compact, comparable summary of a parsed card.

Every ability that creates effects is summarised with everything that decides what it
does: its kind (and ``trigger`` for a "when this enters" trigger), whether it is a
characteristic-defining ability, its duration, whom it affects (the non-default
:class:`~engine.cards.Filter` fields, always with ``scope``), its target and condition,
and each effect with its ``kind`` and non-default fields. Abilities without effects
(keywords, described triggers, mana, other) are left out; the card's ``unmodelled`` count
says how many characteristic-changing sentences the parser did not read.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from engine.card_data import card_from_scryfall
from engine.cards import Ability, AbilityEffect, Card, EffectSpec, Filter
from engine.oracle import parse_card


def _filter(value: Filter) -> dict[str, Any]:
    return {"scope": value.scope, **value.model_dump(mode="json", exclude_defaults=True)}


def ability_summary(ability: Ability) -> dict[str, Any]:
    """One ability with effects, in the reviewed-sample format."""
    mode = {} if ability.mode is None else {"mode": ability.mode, "choose": ability.choose}
    trigger = {} if ability.trigger is None else {"trigger": ability.trigger}
    flags = {"kicked": ability.kicked} if ability.kicked is not None else {}
    if ability.emblem:
        flags["emblem"] = True
    if ability.alternative is not None:  # one of a choice made as it resolves (608.2d)
        flags["alternative"] = ability.alternative
        flags["alternatives"] = list(ability.alternatives)
    if ability.awaken is not None:  # cast for its awaken cost only (702.113)
        flags["awaken"] = ability.awaken
    if ability.only_if is not None:  # what each object must be as it resolves (608.2c)
        flags["only_if"] = ability.only_if.model_dump(mode="json", exclude_defaults=True)
    if ability.resolves_if is not None:  # an "if" about the game or the casting (608.2c)
        flags["resolves_if"] = ability.resolves_if.model_dump(mode="json", exclude_defaults=True)
    if ability.gate is not None:  # had only at a level, a station count, max speed (711.2a)
        flags["gate"] = {
            "subject": ability.gate.subject,
            **ability.gate.model_dump(mode="json", exclude_defaults=True),
        }
    if ability.kept_counter is not None:  # lasts while the object keeps it (611.2b)
        flags["kept_counter"] = ability.kept_counter
    if ability.roll is not None:  # a row of a die's results table (706.3a)
        flags["roll"] = list(ability.roll)
    if ability.intervening_if is not None:
        condition = ability.intervening_if
        flags["intervening_if"] = {
            "subject": condition.subject,
            **condition.model_dump(mode="json", exclude_defaults=True),
        }
    return {
        **mode,
        "kind": ability.kind,
        **trigger,
        **flags,
        "cda": ability.cda,
        "duration": ability.duration,
        "affects": _filter(ability.affects),
        "target": None if ability.target is None else _filter(ability.target),
        "condition": (
            None
            if ability.condition is None
            else {
                "subject": ability.condition.subject,
                **ability.condition.model_dump(mode="json", exclude_defaults=True),
            }
        ),
        "effects": [_effect_summary(effect) for effect in ability.effects],
    }


def _effect_summary(effect: EffectSpec) -> dict[str, Any]:
    """One effect's kind and set fields; a granted ability it reads, summarised the same way."""
    summary = {"kind": effect.kind, **effect.model_dump(mode="json", exclude_defaults=True)}
    if isinstance(effect, AbilityEffect) and effect.granted_abilities:
        summary["granted_abilities"] = [ability_summary(a) for a in effect.granted_abilities]
    return summary


def parse_summary(card: Card) -> dict[str, Any]:
    """The card's abilities with effects (all faces) and its unmodelled-sentence count."""
    faces = card.faces or (card,)
    return {
        "abilities": [
            ability_summary(ability)
            for face in faces
            for ability in face.abilities
            if ability.effects
        ],
        "unmodelled": len(card.unmodelled),
    }


# --- Reviewed samples as tests (shared by the sample test modules) -----------------------

#: Scryfall's ``oracle-cards`` bulk file, outside the repository (``/work/shared/data``).
CARDS = (
    Path(__file__).resolve().parents[2].parent
    / "shared"
    / "data"
    / "cards"
    / "scryfall-oracle-cards.json"
)


def load_sample(filename: str) -> dict[str, Any]:
    """A reviewed sample next to this module (``sample_200.json``, ...)."""
    return json.loads(Path(__file__).with_name(filename).read_text(encoding="utf-8"))


@cache
def card_records() -> dict[str, dict[str, Any]] | None:
    """The card data's records by name, or ``None`` when the data is absent."""
    if not CARDS.exists():
        return None
    return {record["name"]: record for record in json.loads(CARDS.read_text(encoding="utf-8"))}


def record_summary(record: dict[str, Any]) -> dict[str, Any]:
    """A card record parsed and summarised, as plain JSON values (tuples become lists)."""
    card = parse_card(card_from_scryfall(record), record.get("keywords") or ())
    return json.loads(json.dumps(parse_summary(card)))


def _is_subsequence(part: list[Any], whole: list[Any]) -> bool:
    rest = iter(whole)
    return all(any(item == candidate for candidate in rest) for item in part)


def matches(got: dict[str, Any], entry: dict[str, Any]) -> bool:
    """The parse equals the reviewed one, or, where the entry accepts it, is more cautious.

    ``acceptable_unmodelled``: some expected abilities may be left out, as long as at least
    that many more sentences are reported as unmodelled.
    """
    expected = entry["expected"]
    if got == expected:
        return True
    if not entry.get("acceptable_unmodelled"):
        return False
    missing = len(expected["abilities"]) - len(got["abilities"])
    return _is_subsequence(got["abilities"], expected["abilities"]) and (
        got["unmodelled"] >= expected["unmodelled"] + missing
    )


def entry_param(entry: dict[str, Any]) -> Any:
    """A pytest parameter for one entry; a known wrong parse is a strict xfail."""
    marks = [pytest.mark.xfail(strict=True, reason=entry["wrong"])] if "wrong" in entry else []
    return pytest.param(entry, id=entry["name"], marks=marks)
