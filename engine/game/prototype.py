"""A prototype card cast prototyped (702.160a, 718.3b): the spell and the permanent it
becomes have only its alternative power, toughness and mana cost, and the colors of that
cost. They are its copiable values (718.3d: a copy of it is prototyped too); a new object
(a blink, 400.7) is the card as printed again.

>>> from engine.cards import Ability
>>> prototype = Ability(kind="keyword", summary="", keyword="prototype {1}{b}{b} — 3/3")
>>> card = Card(name="Fleshgorger", mana_cost="{7}", mana_value=7, power="7", toughness="5",
...             abilities=(prototype,))
>>> values = prototyped(card)
>>> values.mana_cost, values.mana_value, values.power, [c.value for c in values.colors]
('{1}{B}{B}', 3, '3', ['black'])
"""

from __future__ import annotations

import re

from engine.cards import COLOR_ORDER, Card
from engine.identity import symbol_colors

_PROTOTYPE = re.compile(r"prototype (?P<cost>(?:\{[^}]+\})+) — (?P<power>\d+)/(?P<toughness>\d+)")


def prototyped(card: Card) -> Card | None:
    """``card``'s values as a prototyped permanent; ``None`` for a card without prototype."""
    found = next((m for a in card.abilities if (m := _PROTOTYPE.fullmatch(a.keyword or ""))), None)
    if found is None:
        return None
    cost = found["cost"].upper()
    symbols = re.findall(r"\{([^}]+)\}", cost)
    colors = symbol_colors(cost)
    return card.model_copy(
        update={
            "mana_cost": cost,
            "mana_value": sum(max(_symbol_value(p) for p in s.split("/")) for s in symbols),
            "colors": tuple(c for c in COLOR_ORDER if c in colors),
            "power": found["power"],
            "toughness": found["toughness"],
        }
    )


def _symbol_value(part: str) -> int:
    """What one half of a mana symbol adds to a mana value (202.3): its number, X as 0."""
    return int(part) if part.isdigit() else 0 if part in ("X", "Y", "Z") else 1
