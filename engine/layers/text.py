"""Layer 3 text changes (CR 612): swap one color word or basic land type for another.

Abilities are data, so "changing the text" means rewriting every place a word
appears in an ability: its summary and every field that names the word (a filter's
colors or subtypes, a type-changing effect's subtypes). A word that is not there
is left alone, so a second change of the same word does nothing (612.2).

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

from engine.cards import Ability


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
