"""Cards that come back from exile: "exile ... until ~ leaves the battlefield" (610.3) and a
delayed trigger's "return that card ... at the beginning of the next end step" (603.7); and
from a graveyard, a dies trigger's "return that card to the battlefield" (603.10a); and a
permanent watched by a delayed trigger of its own, earthbend's "When it dies or is put into
exile, return it to the battlefield tapped" (701.66a), back from its graveyard or exile.

The card in exile is a new object there, and comes back as another new one (400.7): no
counters, no Auras, no effect that applied to the permanent it was. It returns under its
owner's control unless the text says otherwise (610.3c), untapped. A token that left the
battlefield can't come back (111.8): it ceased to exist in exile. A card that left exile in
the meantime is a new object the return no longer finds (603.7c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.game.zones import put_onto_battlefield_from_graveyard, return_to_battlefield
from engine.layers import Game
from engine.objects import GameObject, Player


@dataclass(frozen=True)
class Exiled:
    """A card waiting in exile to return, and what brings it back."""

    card_id: int
    source_name: str
    #: The permanent whose leaving the battlefield returns it (610.3); ``None``: a delayed
    #: trigger at the beginning of the next end step returns it (603.7).
    until_leaves: int | None
    #: Under whose control it returns; ``None``: its owner's (610.3c).
    under: Player | None = None
    #: The counter it enters with if it enters as a creature (614.1c, Teferi's Time Twist).
    counter_if_creature: str = ""
    #: The counters it enters with whatever it is ("with a +1/+1 counter on it", 614.1c),
    #: and whether it enters tapped.
    counters: tuple[str, int] | None = None
    tapped: bool = False
    #: Where it waits: exile, or a graveyard for a dies trigger's "return that card".
    zone: Literal["exile", "graveyard"] = "exile"


def sources_gone(game: Game, waiting: list[Exiled]) -> tuple[list[Exiled], list[Exiled]]:
    """The exiles whose "until" event happened (their source is no longer on the
    battlefield), which return together (610.3d), and those still waiting."""
    due = [e for e in waiting if _left(game, e.until_leaves)]
    return due, [e for e in waiting if e not in due]


def _left(game: Game, source_id: int | None) -> bool:
    source = game.objects.get(source_id) if source_id is not None else None
    return source is not None and source.zone != "battlefield"


def comes_back(game: Game, exiled: Exiled, timestamp: int) -> GameObject | None:
    """The card returns as a new object with a new timestamp (400.7, 613.7d); ``None`` when
    it is a token (111.8) or no longer where it waited (603.7c)."""
    card = game.objects[exiled.card_id]
    if card.zone != exiled.zone:
        return None
    return back_from_where_it_went(game, card, exiled.under or card.owner, timestamp)


@dataclass(frozen=True)
class ReturnsWhenGone:
    """A delayed trigger about one permanent (603.7): "When it dies or is put into exile,
    return it to the battlefield tapped under your control" (earthbend, 701.66a)."""

    obj_id: int
    source_name: str
    under: Player


def back_from_where_it_went(
    game: Game, gone: GameObject, under: Player, timestamp: int
) -> GameObject | None:
    """The card of a permanent that died or was exiled returns as a new object (400.7);
    ``None`` for a token (111.7) or a card no longer in that zone (603.7c)."""
    if gone.is_token or gone.returned_as is not None:
        return None
    if gone.zone == "graveyard":  # it no longer counts among the graveyard's cards (404.1)
        return put_onto_battlefield_from_graveyard(game, gone, under, timestamp)
    if gone.zone == "exile":
        return return_to_battlefield(game, gone, under, timestamp)
    return None
