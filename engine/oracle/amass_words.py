"""The words of amass (701.47a): "amass Zombies 2", the plural of the subtype the Army gets;
"amass 2" as older cards were printed is Zombies (701.47d)."""

from __future__ import annotations

import re

_AMASS = re.compile(
    r"(?:[Tt]hen )?[Aa]mass (?:(?P<kind>[A-Z][a-z]+) )?(?P<amount>\d+|one|two|three)\."
)
_NUMBERS = {"one": 1, "two": 2, "three": 3}
#: The subtype of a plural a card writes after "amass" (111.4 gives the token its name).
_SINGULAR = {"Zombies": "Zombie", "Orcs": "Orc", "Slivers": "Sliver"}


def read_amass(sentence: str) -> tuple[str, int] | None:
    """The subtype and the number an "amass" sentence gives, or ``None``."""
    if (match := _AMASS.fullmatch(sentence.strip())) is None:
        return None
    kind = match["kind"] or "Zombies"
    subtype = _SINGULAR.get(kind, kind.removesuffix("s"))
    amount = match["amount"]
    return subtype, int(amount) if amount.isdigit() else _NUMBERS[amount]
