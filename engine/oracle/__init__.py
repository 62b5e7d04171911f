"""Oracle text -> structured abilities (pure, sync, no I/O).

The parser reads the common templates of continuous effects and reports every
sentence it cannot read as "not modelled" instead of guessing (docs/CARDS.md).

>>> from engine.oracle import parse_text
>>> result = parse_text("Creatures you control get +1/+1.", name="Glorious Anthem",
...                     types=("Enchantment",))
>>> result.abilities[0].summary
'Creatures you control get +1/+1.'
>>> result.unmodelled
()
"""

from __future__ import annotations

from engine.oracle.coverage import is_characteristic_changing
from engine.oracle.faces import ParsedText, parse_card, parse_text, read_card

__all__ = ["ParsedText", "is_characteristic_changing", "parse_card", "parse_text", "read_card"]
