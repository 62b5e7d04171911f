"""Permanents the legend rule (704.5j) doesn't apply to by the count of a name, and the
exemptions no reader takes.

"The "legend rule" doesn't apply [to <group>]" (Mirror Gallery, Mirror Box, "... to tokens
you control") is read by the parser into ``Ability.legend_rule_off``, which the state-based
check matches like any group. Here: "If there are exactly two permanents named Brothers
Yamazaki on the battlefield, the "legend rule" doesn't apply to them." (and "As long as you
control exactly two ..."); an exemption in other words is said, never applied by guess.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.objects import Characteristics, GameObject

_EXEMPTION = re.compile(
    r"(?:(?:If there are|As long as (?P<yours>you) control) exactly two permanents named "
    r"(?P<named>[^,]+?)(?: on the battlefield)?, )?"
    r"[Tt]he \"legend rule\" doesn't apply(?: to (?P<whom>them|[^.,]+?))?(?=[.,])"
)

Exempt = Callable[[GameObject, Characteristics], bool]


def legend_rule_exemptions(
    battlefield: list[GameObject], state: dict[int, Characteristics]
) -> tuple[Exempt, list[str]]:
    """Whether a count-of-a-name exemption spares a permanent now, and the exemptions on the
    board that neither it nor the parser reads (the caller says them when the rule would put
    a legend away)."""
    spared: list[Exempt] = []
    unread: list[str] = []
    for source in battlefield:
        chars = state[source.id]
        if not chars.abilities:  # lost its abilities (613.1f): no exemption either
            continue
        parsed = any(a.legend_rule_off is not None for a in chars.abilities)
        for found in _EXEMPTION.finditer(source.card.oracle_text):
            rule = _named_pair(found, source, chars, battlefield, state)
            if rule is not None:
                spared.append(rule)
            elif not parsed:
                unread.append(f"{chars.name or source.card.name}: “{found.group(0)}”")
    return (lambda obj, chars: any(rule(obj, chars) for rule in spared)), unread


def _named_pair(
    found: re.Match[str],
    source: GameObject,
    mine: Characteristics,
    battlefield: list[GameObject],
    state: dict[int, Characteristics],
) -> Exempt | None:
    """The two permanents of one name an exemption spares, or ``None`` for another shape."""
    named = found.group("named")
    if found.group("whom") != "them" or named is None:
        return None
    name = mine.name if named in (source.card.name, "~") else named
    counted = [
        o
        for o in battlefield
        if state[o.id].name == name
        and (found.group("yours") is None or state[o.id].controller is mine.controller)
    ]
    if len(counted) != 2:
        return lambda obj, chars: False  # not exactly two: the rule applies (704.5j)
    return lambda obj, chars: obj in counted
