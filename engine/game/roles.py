"""Roles (303.7): an Aura with the subtype Role. A permanent keeps only one Role of each
player: the others of that player attached to it go to their owners' graveyards, the one
with the most recent timestamp stays (303.7a, a state-based action, 704.5y)."""

from __future__ import annotations

from collections import defaultdict

from engine.objects import Characteristics, GameObject, Player


def extra_roles(
    battlefield: list[GameObject], state: dict[int, Characteristics]
) -> dict[int, tuple[str, str]]:
    """Each Role 704.5y puts into its owner's graveyard, with the rule and why. A Role
    attached anew has the timestamp of that attachment (613.7e)."""
    roles: dict[tuple[int, Player], list[GameObject]] = defaultdict(list)
    for obj in battlefield:
        chars = state[obj.id]
        if "Role" in chars.subtypes and obj.attached_to is not None:
            roles[(obj.attached_to, chars.controller)].append(obj)
    extra: dict[int, tuple[str, str]] = {}
    for (host_id, _), attached in roles.items():
        newest = max(attached, key=lambda o: (o.effect_timestamp, o.id))
        host = state[host_id].name if host_id in state else "a permanent"
        for obj in attached:
            if obj is not newest:
                extra[obj.id] = (
                    "704.5y",
                    f"{state[newest.id].name or 'a newer Role'} is a newer Role of the same "
                    f"player attached to {host or 'the same permanent'}",
                )
    return extra
