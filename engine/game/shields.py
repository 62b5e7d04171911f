"""Shield counters (122.1c): on a permanent they make one replacement effect, "if this
permanent would be destroyed as the result of an effect, instead remove a shield counter
from it", and one prevention effect, "if damage would be dealt to this permanent, prevent
that damage and remove a shield counter from it". Both are applied where an effect
destroys or deals damage; a state-based action is no effect, so 704.5g still applies."""

from __future__ import annotations

from engine.objects import GameObject


def shield_instead(obj: GameObject, name: str, damage: int | None = None) -> str | None:
    """Remove one shield counter from ``obj`` instead of its destruction or, with ``damage``,
    instead of being dealt that damage, and say so; ``None`` when it has none (or no damage
    is dealt, 120.8), so the event happens."""
    if obj.counters.get("shield", 0) <= 0 or damage == 0:
        return None
    obj.remove_counters("shield", 1)
    if damage is None:
        return f"{name} would have been destroyed: instead, a shield counter was removed (122.1c)."
    return (
        f"{name} would have been dealt {damage} damage: it was prevented and a shield counter "
        "was removed (122.1c)."
    )
