"""How many times a permanent entering makes a triggered ability trigger: not at all under
"Creatures entering don't cause abilities to trigger" (Torpor Orb, Hushwing Gryff, Doorkeeper
Thrull; Elesh Norn for its controller's opponents' permanents: 7 cards), once more for each
"If a permanent entering causes a triggered ability of a permanent you control to trigger,
that ability triggers an additional time" (603.2d; Yarok, the Desecrated; Panharmonicon: "an
artifact or creature"; Ancient Greenwarden: "a land") its controller controls. A "when this
enters" ability the scenario carries out resolves that many times; a group not read is said,
never skipped.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.cards import Filter
from engine.layers.filters import matches_filter
from engine.objects import GameObject, Player
from engine.oracle.subjects import read_group
from engine.scenario.carry_out import probe
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

_ADDITIONAL_TIME = re.compile(
    r"If an? (?P<what>[A-Za-z ]+?) entering(?: the battlefield)? causes a triggered ability "
    r"of a permanent you control to trigger, that ability triggers an additional time\."
)


_NO_TRIGGER = re.compile(
    r"(?P<what>[A-Z][a-z]+(?: and [a-z]+)?) entering(?: the battlefield)?(?: or dying)? don't "
    r"cause abilities(?P<theirs> of permanents your opponents control)? to trigger\."
)


def stops_triggers(player: ScenarioPlayer, entered: GameObject, controller: Player) -> str:
    """The permanent whose rule keeps ``entered`` from making an ability ``controller``
    controls trigger (Torpor Orb), or "" when none does."""
    found = [
        (obj, match)
        for obj in player.game.battlefield()
        if (match := _NO_TRIGGER.search(obj.card.oracle_text)) is not None
    ]
    if not found:
        return ""  # most boards: no such permanent, and no layers worked out for it
    state = player.layers().characteristics
    for obj, match in found:
        chars = state[obj.id]
        if match["theirs"] and chars.controller is controller:
            continue  # Elesh Norn: only its controller's opponents' abilities
        fields = read_group(match["what"].casefold(), plural=True)
        seer = probe(chars.controller, obj, 0, obj.card.name)
        if fields is not None and matches_filter(
            Filter(**fields), state[entered.id], entered.states, seer, entered.id
        ):
            return chars.name or obj.card.name
    return ""


def additional_times(player: ScenarioPlayer, entered: GameObject, term: Term) -> int:
    """How many more times the "when this enters" ability of ``entered`` (a permanent it
    controls) triggers, by the permanents on the battlefield that say so (603.2d)."""
    found = [
        (obj, match)
        for obj in player.game.battlefield()
        if (match := _ADDITIONAL_TIME.search(obj.card.oracle_text)) is not None
    ]
    if not found:
        return 0  # most boards: no such permanent, and no layers worked out for it
    state = player.layers().characteristics
    seen = state[entered.id]
    extra = 0
    for obj, match in found:
        chars = state[obj.id]
        if chars.controller is not seen.controller or not any(
            a.kind != "keyword" for a in chars.abilities
        ):
            continue  # an opponent's, or it lost its abilities (Humility)
        fields = read_group(match["what"], plural=False)
        if fields is None:
            player.unmodelled.append(
                f"{chars.name or obj.card.name} ({term.where()}): “{match.group(0)}” may make "
                f"{entered.card.name}'s “when this enters” ability trigger again, which I "
                "don't work out: it resolved once."
            )
            continue
        seer = probe(chars.controller, obj, 0, obj.card.name)
        if matches_filter(Filter(**fields), seen, entered.states, seer, entered.id):
            extra += 1
    return extra
