"""Terms that are an effect by themselves: ``+3/+3``, ``base 1/1``, ``switch``, ``loses all
abilities``, ``gains flying`` (each until end of turn, 611.2, on ``-> Name`` or the subject)
and counters put on a permanent (``+1/+1 counter``, ``flying counter``, 122.1a-b).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from engine.cards import (
    Ability,
    AbilityEffect,
    EffectSpec,
    ModifyPowerToughness,
    SetPowerToughness,
    SwitchPowerToughness,
)
from engine.errors import ScenarioError
from engine.layers.gather import KEYWORD_COUNTERS
from engine.objects import Choices
from engine.scenario.parse import Term
from engine.scenario.resolve import add_effects

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def put_counters(player: ScenarioPlayer, term: Term, timestamp: int) -> None:
    """``+1/+1 counter`` / ``flying counter`` / ``2 loyalty counters``: counters put on
    ``-> Name`` or the subject; only those that change P/T or grant a keyword (122.1a-b),
    shield counters (122.1c) and a planeswalker's loyalty, which its loyalty abilities pay
    from (606.6), are modelled."""
    target = player.target(term)
    kind = term.counter
    loyalty = kind == "loyalty" and "loyalty" in target.counters
    if kind not in KEYWORD_COUNTERS and "/" not in kind and kind != "shield" and not loyalty:
        raise ScenarioError(
            f"In {term.where()}: I don't model “{kind}” counters"
            + (" on a permanent that has no loyalty." if kind == "loyalty" else "."),
            "Counters I know: +1/+1, -1/-1, +N/+M, keyword counters such as flying, shield "
            "counters, and loyalty on a planeswalker.",
        )
    target.add_counters(kind, term.count, timestamp)


def typed_effect(player: ScenarioPlayer, term: Term, timestamp: int) -> None:
    """``+3/+3``, ``switch``, ``gains flying``, ...: an effect that lasts until end of
    turn, locked to ``-> Name`` or the subject as it starts (611.2c)."""
    ability = _generic_ability(term.kind, term.power, term.toughness, term.keyword)
    target = player.target(term)
    add_effects(
        player,
        source_name=f"{term.text} (effect)",
        ability=ability,
        affected=[target.id],
        term=term,
        timestamp=timestamp,
        source_id=None,
        choices=Choices(),
    )


@lru_cache(maxsize=256)
def _generic_ability(kind: str, power: int, toughness: int, keyword: str) -> Ability:
    """The until-end-of-turn ability a typed effect ("+3/+3", "switch", "gains flying") is,
    built once per wording: the same object each time, so what is worked out about it
    (which choices it reads) is kept."""
    spec: EffectSpec
    match kind:
        case "modify":
            spec = ModifyPowerToughness(power=power, toughness=toughness)
            summary = f"{power:+d}/{toughness:+d} until end of turn"
        case "base":
            spec = SetPowerToughness(power=power, toughness=toughness)
            summary = f"base P/T {power}/{toughness} until end of turn"
        case "switch":
            spec = SwitchPowerToughness()
            summary = "switch power and toughness until end of turn"
        case "lose_all":
            spec = AbilityEffect(mode="lose_all")
            summary = "loses all abilities until end of turn"
        case _:
            spec = AbilityEffect(mode="gain", keywords=(keyword,))
            summary = f"gains {keyword} until end of turn"
    return Ability(kind="spell", summary=summary, duration="end_of_turn", effects=(spec,))
