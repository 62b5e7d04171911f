"""Base power and toughness for the counts that ask for them (613.4b).

"Equipped creature gets +1/+1 for each creature you control with base power or toughness 1":
a creature's base values are its power and toughness once the effects of layers 7a and 7b
have applied, before 7c modifies them. The layer run keeps them on each object's
characteristics as 7c begins, only when an effect of 7c counts with them.
"""

from __future__ import annotations

from engine.cards import Formula, ModifyPowerToughness
from engine.layers.effects import ContinuousEffect
from engine.objects import Characteristics


def counts_base_values(effect: ContinuousEffect) -> bool:
    """Whether a P/T modification counts objects by their base power or toughness."""
    spec = effect.spec
    if not isinstance(spec, ModifyPowerToughness):
        return False
    amounts = (spec.power, spec.toughness)
    return any(isinstance(amount, Formula) and _asks_base(amount) for amount in amounts)


def _asks_base(formula: Formula) -> bool:
    counted = formula.count is not None and formula.count.reads_base_pt
    return counted or any(_asks_base(part) for part in formula.added)


def note_base_values(state: dict[int, Characteristics]) -> None:
    """Keep every object's power and toughness as its base values (run as 7c begins)."""
    for chars in state.values():
        chars.base_power, chars.base_toughness = chars.power, chars.toughness
