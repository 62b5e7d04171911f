"""Durations that end when a condition of the game stops holding (611.2b).

"Gain control of target Vampire for as long as you control Olivia Voldaren": the effect
lasts while its source is on the battlefield under the control of the player who
controlled the ability; "for as long as Rubinia Soulsinger remains tapped" lasts while
the source stays tapped; "gain control of target creature for as long as that creature is
enchanted" lasts while an Aura is attached to that creature, "for as long as it has a flood
counter on it" while that object keeps such a counter, "and that creature's power remains
less than or equal to this creature's power" (Old Man of the Sea) while that object's power
does. Once such a duration ends, the effect ends for good, even if control comes back, the
source is tapped again or an Aura is attached again later (611.2b). Who controls the source
is itself a result of the layer system (layer 2), and ending one effect can give another
source back to a player, so the check repeats until nothing more ends.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.layers import ContinuousEffect, Game, LayerResult
from engine.layers.counts import formula_value
from engine.objects import Characteristics

#: Why a duration ended, as the reply says it.
_CONTROL_LOST = "“for as long as you control it” ended: its controller no longer controls it"
_UNTAPPED = "“for as long as it remains tapped” ended: it is no longer tapped"
_UNENCHANTED = "“for as long as that creature is enchanted” ended: no Aura is attached to it"
_COUNTER_GONE = "“for as long as it has a {} counter on it” ended: the counter is gone"
_POWER_GROWN = "“that creature's power remains at most {}” ended: its power is now {}"


def end_broken_durations(game: Game, layers: Callable[[], LayerResult]) -> list[str]:
    """End every resolved "for as long as you control ~" / "... ~ remains tapped" effect
    whose duration stopped holding; the sentences for the reply."""
    said: list[str] = []
    while lasting := [
        e
        for e in game.resolved
        if e.duration in ("while_controlled", "while_counter")
        or _tapped(e)
        or _while_enchanted(e)
        or (e.ability is not None and e.ability.power_kept_at_most is not None)
    ]:
        characteristics = layers().characteristics
        reasons = {
            _resolution(e): why for e in lasting if (why := _ended(game, e, characteristics))
        }
        if not reasons:
            break
        for effect in lasting:
            why = reasons.get(_resolution(effect))
            if why and effect.key.part == 0:
                said.append(f"{effect.source_name}'s effect {why} (611.2b).")
        game.resolved = [e for e in game.resolved if _resolution(e) not in reasons]
    return said


def _tapped(effect: ContinuousEffect) -> bool:
    """ "for as long as ~ remains tapped": a resolved effect lasting while its source is
    tapped (the Oracle parser reads it as a condition on the source's state)."""
    condition = effect.ability.condition if effect.ability else None
    return (
        effect.key.origin != "static"
        and condition is not None
        and condition.subject == "self"
        and condition.states == ("tapped",)
    )


def _while_enchanted(effect: ContinuousEffect) -> bool:
    """ "for as long as that creature is enchanted": a resolved effect lasting while an Aura
    is attached to the object it is locked to."""
    return effect.duration == "while_enchanted"


def _enchanted(game: Game, effect: ContinuousEffect, state: dict[int, Characteristics]) -> bool:
    """Whether an Aura on the battlefield is attached to each object ``effect`` is locked to
    (an object that left the battlefield is a new one, 400.7: not enchanted)."""
    return all(
        any(
            aura.attached_to == obj_id and aura.id in state and state[aura.id].has_subtype("Aura")
            for aura in game.battlefield()
        )
        for obj_id in effect.locked or ()
    )


def _ended(
    game: Game, effect: ContinuousEffect, characteristics: dict[int, Characteristics]
) -> str | None:
    """Why ``effect``'s duration is over, or ``None`` while it lasts."""
    if _while_enchanted(effect):
        return None if _enchanted(game, effect, characteristics) else _UNENCHANTED
    if effect.duration == "while_counter":  # each object it is locked to keeps the counter
        kind = effect.ability.kept_counter if effect.ability else None
        kept = all(
            game.objects[i].counters.get(kind or "", 0) > 0 if i in game.objects else False
            for i in effect.locked or ()
        )
        return None if kept else _COUNTER_GONE.format(kind)
    source = game.objects.get(effect.source_id) if effect.source_id is not None else None
    if source is None or source.zone != "battlefield" or source.id not in characteristics:
        return _CONTROL_LOST if effect.duration == "while_controlled" else _UNTAPPED
    if effect.duration == "while_controlled" and (
        characteristics[source.id].controller is not effect.controller
    ):
        return _CONTROL_LOST
    if _tapped(effect) and "tapped" not in source.states:
        return _UNTAPPED
    return _power_grown(game, effect, characteristics, source.id)


def _power_grown(
    game: Game, effect: ContinuousEffect, state: dict[int, Characteristics], source_id: int
) -> str | None:
    """Why a duration that keeps the locked object's power at most an amount is over (its
    power as layer 7 leaves it, against the amount now), or ``None``."""
    bound = effect.ability.power_kept_at_most if effect.ability else None
    if bound is None:
        return None
    most = formula_value(bound, game, state, effect, source_id)
    for obj_id in effect.locked or ():
        power = state[obj_id].power if obj_id in state else None
        if power is not None and power > most:
            return _POWER_GROWN.format(most, power)
    return None


def _resolution(effect: ContinuousEffect) -> tuple[str, int | None, int]:
    """The parts of one ability's resolution (one per layer) end together."""
    return effect.key.origin, effect.key.source_id, effect.key.ability_id
