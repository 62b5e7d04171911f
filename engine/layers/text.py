"""Layer 3 text changes (CR 612): swap one color word or basic land type for another.

Abilities are data, so "changing the text" means rewriting every place a word
appears in an ability: its summary and every field that names the word (a filter's
colors or subtypes, a type-changing effect's subtypes). A word that is not there
is left alone, so a second change of the same word does nothing (612.2). The type
line is text too (612.1): a subtype that is the word changes with it.

>>> from engine.cards import Ability, Filter, TypeEffect
>>> urborg = Ability(kind="static", summary="Each land is a Swamp too.",
...                  affects=Filter(types=("Land",)), effects=(TypeEffect(subtypes=("Swamp",)),))
>>> changed = change_words(urborg, "Swamp", "Island")
>>> changed.summary, changed.effects[0].subtypes
('Each land is a Island too.', ('Island',))
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards import BASIC_LAND_TYPES, Ability, Color, TextChangeEffect
from engine.oracle.vocabulary import CREATURE_TYPES


def _swap(value: Any, pattern: re.Pattern[str], new: str) -> Any:
    if isinstance(value, str):

        def keep_case(match: re.Match[str]) -> str:
            return new.capitalize() if match.group(0)[:1].isupper() else new.lower()

        return pattern.sub(keep_case, value)
    if isinstance(value, list | tuple):
        return [_swap(item, pattern, new) for item in value]
    if isinstance(value, dict):
        return {key: _swap(item, pattern, new) for key, item in value.items()}
    return value


def change_words(ability: Ability, old: str, new: str) -> Ability:
    """``ability`` with every instance of the word ``old`` (also in "swampwalk") replaced."""
    pattern = re.compile(rf"\b{re.escape(old)}(?=\b|walk)", re.IGNORECASE)
    return Ability.model_validate(_swap(ability.model_dump(), pattern, new))


def change_type_line(subtypes: tuple[str, ...], old: str, new: str) -> tuple[str, ...]:
    """``subtypes`` with the subtype ``old`` replaced by ``new`` (612.1: the type line is
    text, so Mind Bend makes a Forest an Island, and it then taps for {U}, 305.6)."""
    spelled = _SPELLING.get(new.casefold(), new)
    changed = (spelled if s.casefold() == old.casefold() else s for s in subtypes)
    return tuple(dict.fromkeys(changed))


#: The words each kind of text change may swap (612.2: only words used as that kind).
_CHANGEABLE = {
    "color": frozenset(color.value for color in Color),
    "basic_land_type": frozenset(t.casefold() for t in BASIC_LAND_TYPES),
    "creature_type": frozenset(t.casefold() for t in CREATURE_TYPES),
}
_SPELLING = {t.casefold(): t for t in (*BASIC_LAND_TYPES, *CREATURE_TYPES)}
_EXAMPLE_PAIRS = {"color": "black to green", "basic_land_type": "Island to Swamp",
                  "creature_type": "Goblin to Elf"}  # fmt: skip


def _kinds(spec: TextChangeEffect) -> tuple[str, ...]:
    if spec.words == "color_or_basic_land_type":
        return ("color", "basic_land_type")
    return (spec.words,)


def text_change_problem(spec: TextChangeEffect, pair: tuple[str, str]) -> str | None:
    """Why the effect can't swap ``pair``: both words must be of the kind it changes (a color
    word, a basic land type, a creature type) and the new one not barred ("can't be Wall");
    ``None`` when it can."""
    old, new = (word.casefold() for word in pair)
    if not any(old in _CHANGEABLE[k] and new in _CHANGEABLE[k] for k in _kinds(spec)):
        return "both words must be a " + " or ".join(k.replace("_", " ") for k in _kinds(spec))
    if new in {word.casefold() for word in spec.not_to}:
        return f"the new word can't be {pair[1]}"
    return None


def example_pair(spec: TextChangeEffect) -> str:
    """A bracket's words the effect can swap, for a hint."""
    return _EXAMPLE_PAIRS[_kinds(spec)[0]]
