"""Awaken (702.113): a spell cast for its awaken cost (``[awaken]``) also puts N +1/+1
counters on a target land you control, which becomes a 0/0 Elemental creature with haste
that's still a land; the land is named last after the arrow when the spell has a target of
its own (``Clutch of Currents [awaken] -> Grizzly Bears, Forest``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.cards import Ability, Card
from engine.errors import ScenarioError
from engine.objects import GameObject
from engine.oracle.actions import read_actions
from engine.scenario.carry_out import carry_out, check_targets
from engine.scenario.choices import card_list
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def awakened(card: Card, awakening: list[Ability], term: Term) -> bool:
    """``[awaken]``: the spell was cast for its awaken cost (702.113a)."""
    wanted = any(choice.strip().casefold() == "awaken" for choice in term.choices)
    if wanted and not awakening:
        raise ScenarioError(
            f"In {term.where()}: {card.name} has no awaken.",
            "Leave out [awaken]; cards with it include Coastal Discovery and Clutch of Currents.",
        )
    return wanted


def awaken_targets(player: ScenarioPlayer, term: Term, other_targets: bool) -> tuple[Term, Term]:
    """The spell's own target and the land it awakens: ``-> Grizzly Bears, Forest`` when the
    spell targets something else too, else ``-> Forest``."""

    def on_battlefield(name: str) -> bool:
        try:
            player.find_permanent(name, term)
        except ScenarioError:
            return False
        return True

    names = card_list(term.target or "", on_battlefield) if other_targets else [term.target or ""]
    if other_targets and len(names) != 2:
        raise ScenarioError(
            f"In {term.where()}: an awakened spell with a target of its own has two targets.",
            "Name its target, then the land: Clutch of Currents [awaken] -> Grizzly Bears, Forest",
        )
    if not names[-1]:
        raise ScenarioError(
            f"In {term.where()}: say which land you control it awakens.",
            "Point it at the land: Coastal Discovery [awaken] -> Forest",
        )
    return replace(term, target=names[0] if other_targets else None), replace(
        term, target=names[-1]
    )


def awaken_counters(
    player: ScenarioPlayer, card: Card, ability: Ability, land_term: Term, timestamp: int
) -> GameObject:
    """Awaken N (702.113a): N +1/+1 counters on the target land, checked as a target first;
    the land, which the awaken ability then makes a 0/0 Elemental creature with haste."""
    counters = f"Put {ability.awaken} +1/+1 counters on target land you control."
    reading = read_actions(counters, card.name)
    check_targets(player, reading, land_term, card.name, None, land_term.seat())
    carry_out(
        player, reading, source_name=card.name, source=None, card=card, term=land_term,
        timestamp=timestamp,
    )  # fmt: skip
    return player.target(land_term)
