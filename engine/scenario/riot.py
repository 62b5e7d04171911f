"""Riot (702.136a): "You may have this permanent enter with an additional +1/+1 counter on
it. If you don't, it gains haste." A permanent that has riot as it enters, its own or one
another permanent gives it (Rhythm of the Wild, 614.12), takes the choice its term states,
``[haste]`` or ``[+1/+1 counter]``; the haste has no duration, so it stays through a change
of control and the turn's end. A choice not stated is a warning, never guessed.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.game.enters import entered_with_keywords
from engine.objects import GameObject
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: The keyword in a permanent's text that may give riot ("Nontoken creatures you control
#: have riot"), not "Chariot".
_RIOT = re.compile(r"\briot\b", re.IGNORECASE)

#: The words of each riot choice in brackets.
_CHOICES = {"haste": "haste", "+1/+1 counter": "counter", "counter": "counter"}


def names_riot_choice(player: ScenarioPlayer, obj: GameObject | None, choice: str) -> bool:
    """Whether a bracket is a riot choice for a permanent that may have riot as it enters:
    its own, or one a permanent's text on the battlefield gives ("have riot")."""
    if obj is None or choice.strip().casefold() not in _CHOICES:
        return False
    return _may_have_riot(player, obj)


def riot_as_it_entered(player: ScenarioPlayer, term: Term) -> None:
    """After a term: each permanent that entered with it and has riot gets the counter or
    haste its term chose (702.136a); none chosen is said."""
    now = term.position - 1
    entered = [o for o in player.game.battlefield() if o.timestamp == now and not o.face_down]
    if not entered or not any(_may_have_riot(player, o) for o in entered):
        return
    state = player.layers().characteristics
    for obj in entered:
        if "riot" not in state[obj.id].keywords:
            continue
        chosen = {
            _CHOICES[c.strip().casefold()] for c in term.choices if c.strip().casefold() in _CHOICES
        }
        if chosen == {"counter"}:
            obj.add_counters("+1/+1", 1, now)
        elif chosen == {"haste"}:
            player.game.resolved.extend(entered_with_keywords(obj, ("haste",), now))
        else:
            player.unmodelled.append(
                f"{obj.card.name} ({term.where()}): riot gives it a +1/+1 counter or haste, "
                "and the scenario doesn't say which: it is shown with neither (702.136a). "
                f"Write [haste] or [+1/+1 counter] on its term."
            )


def _may_have_riot(player: ScenarioPlayer, obj: GameObject) -> bool:
    """A cheap test before the layers are worked out: its own riot, or a permanent's text
    that may give it."""
    return any(a.keyword == "riot" for a in obj.card.abilities) or any(
        _RIOT.search(other.card.oracle_text) for other in player.game.battlefield()
    )
