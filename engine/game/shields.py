"""Shield counters (122.1c): on a permanent they make one replacement effect, "if this
permanent would be destroyed as the result of an effect, instead remove a shield counter
from it", and one prevention effect, "if damage would be dealt to this permanent, prevent
that damage and remove a shield counter from it". Both are applied where an effect
destroys or deals damage; a state-based action is no effect, so 704.5g still applies."""

from __future__ import annotations

from engine.objects import GameObject


def shield_instead(obj: GameObject, name: str, event: str) -> str | None:
    """Remove one shield counter from ``obj`` instead of ``event`` ("destroyed", "dealt 3
    damage") and say so; ``None`` when it has none, so the event happens."""
    if obj.counters.get("shield", 0) <= 0:
        return None
    obj.counters["shield"] -= 1
    if not obj.counters["shield"]:
        del obj.counters["shield"]
        obj.counter_timestamps.pop("shield", None)
    instead = "that damage was prevented and" if "damage" in event else "instead,"
    return (
        f"{name} would have been {event}: {instead} a shield counter was removed from it (122.1c)."
    )
