"""Permanents the legend rule (704.5j) doesn't apply to, as a permanent's ability says.

"The "legend rule" doesn't apply." (Mirror Gallery), "... to permanents you control" (Mirror
Box), "... to tokens / creature tokens / Slivers / commanders you control", and "If there are
exactly two permanents named Brothers Yamazaki on the battlefield, the "legend rule" doesn't
apply to them." are read here; an exemption in other words is said, never applied by guess.
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
#: "... you control": which of the controller's permanents it spares.
_YOURS = re.compile(r"(?P<what>[a-z]+(?: tokens)?|[A-Z][a-z]+s) you control")

Exempt = Callable[[GameObject, Characteristics], bool]


def legend_rule_exemptions(
    battlefield: list[GameObject], state: dict[int, Characteristics]
) -> tuple[Exempt, list[str]]:
    """Whether the legend rule spares a permanent now, and the exemptions on the board this
    model can't read (the caller says them when the rule would put a legend away)."""
    spared: list[Exempt] = []
    unread: list[str] = []
    for source in battlefield:
        chars = state[source.id]
        if not chars.abilities:  # lost its abilities (613.1f): no exemption either
            continue
        for found in _EXEMPTION.finditer(source.card.oracle_text):
            rule = _spares(found, source, chars, battlefield, state)
            if rule is None:
                unread.append(f"{chars.name or source.card.name}: “{found.group(0)}”")
            else:
                spared.append(rule)
    return (lambda obj, chars: any(rule(obj, chars) for rule in spared)), unread


def _spares(
    found: re.Match[str],
    source: GameObject,
    mine: Characteristics,
    battlefield: list[GameObject],
    state: dict[int, Characteristics],
) -> Exempt | None:
    """The permanents one exemption spares, or ``None`` when its words aren't read."""
    whom, named = found.group("whom"), found.group("named")
    if whom is None and named is None:
        return lambda obj, chars: True  # Mirror Gallery
    if whom == "them" and named is not None:
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
    yours = _YOURS.fullmatch(whom or "")
    if yours is None or named is not None:
        return None
    kind = _kind(yours.group("what"))
    if kind is None:
        return None
    return lambda obj, chars: chars.controller is mine.controller and kind(obj, chars)


def _kind(what: str) -> Exempt | None:
    """The permanents "<what> you control" names: a kind of permanent, or a subtype in the
    plural ("Slivers")."""
    if what in _KINDS:
        return _KINDS[what]
    if what[0].isupper():
        subtype = what.removesuffix("s")
        return lambda obj, chars: subtype in chars.subtypes
    return None


_KINDS: dict[str, Exempt] = {
    "permanents": lambda obj, chars: True,
    "tokens": lambda obj, chars: obj.is_token,
    "creature tokens": lambda obj, chars: obj.is_token and chars.is_creature,
    "commanders": lambda obj, chars: "commander" in obj.states,
}
