"""'If that creature would die this turn, exile it instead' (614.1a; Lava Coil, Anger of the
Gods' "a creature dealt damage this way", Cry of the Carnarium's "a creature": some 50
spells): a replacement effect for the rest of the turn, carried out as a state on each
creature it covers, which :func:`engine.game.zones.dies` reads. "A creature" also covers
creatures that enter later this turn, which is said, not carried out.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.game.zones import EXILED_IF_IT_WOULD_DIE
from engine.objects import GameObject
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

_INSTEAD = re.compile(
    r"If (?P<who>that creature|it|a creature dealt damage this way|a creature) would die "
    r"this turn, exile it instead\.",
    re.IGNORECASE,
)


def is_exile_instead(sentence: str) -> bool:
    """Whether an unread sentence is one :func:`exile_if_it_would_die` carries out."""
    return _INSTEAD.fullmatch(sentence.strip()) is not None


def exile_if_it_would_die(
    player: ScenarioPlayer,
    sentence: str,
    target: GameObject | None,
    damaged: list[GameObject],
    source_name: str,
    term: Term,
) -> None:
    """The creatures ``sentence`` covers are exiled if they would die this turn: the
    spell's target ("that creature"), those it dealt damage, or every creature now."""
    found = _INSTEAD.fullmatch(sentence.strip())
    assert found is not None
    who = found["who"].casefold()
    state = player.layers().characteristics
    if who in ("that creature", "it"):
        covered = [target] if target is not None else []
    elif who == "a creature dealt damage this way":
        covered = damaged
    else:
        covered = list(player.game.battlefield())
        player.unmodelled.append(
            f"{source_name} ({term.where()}): “{sentence}” covers creatures that enter later "
            "this turn too, which is not carried out: a creature entering after it that "
            "dies this turn would be exiled instead."
        )
    for obj in covered:
        if obj.zone == "battlefield" and state[obj.id].is_creature:
            obj.states.add(EXILED_IF_IT_WOULD_DIE)
