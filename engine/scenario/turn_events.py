"""What a scenario's terms did this turn that a card counts later: spells cast (601.2i) by
kind, and crimes committed (700.13). Each is counted on the game
(``Game.seen_this_turn``) under a key of ``engine/oracle/this_turn.toml``, so "as long as
you've cast two or more noncreature spells this turn" sees the spells the scenario cast,
not only the ones a bracket states.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import Card
from engine.objects import Player
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def count_spell_cast(player: ScenarioPlayer, term: Term) -> None:
    """A spell the term cast (a card named after the starting board, or ``stack: Name``),
    counted for its caster as a spell, and as a noncreature or an instant or sorcery spell
    when it is one; a land is played, never cast (305.1)."""
    if term.kind == "elsewhere" and term.zone == "stack":
        card, caster = player.card(term.name, term), term.seat()
    elif (cast := spell_cast(player, term)) is not None:
        card, caster = cast
    else:
        return
    if "Land" in card.types:
        return
    player.game.saw(caster, "spells cast")
    if "Creature" not in card.types:
        player.game.saw(caster, "noncreature spells cast")
    if {"Instant", "Sorcery"} & set(card.types):
        player.game.saw(caster, "instant and sorcery spells cast")


def spell_cast(player: ScenarioPlayer, term: Term) -> tuple[Card, Player] | None:
    """The spell a card term cast and its caster; a permanent named while the board is
    being set up was already there, not cast."""
    if term.kind != "card" or player.setting_up:
        return None
    return player.card(term.name, term), term.seat()


def commit_crime(player: ScenarioPlayer, criminal: Player, victim: Player, term: Term) -> None:
    """700.13: a spell or ability that targets an opponent of its controller, or something
    an opponent controls, is a crime, once however many such targets it has."""
    if victim is criminal or term.position in player.crimes:
        return
    player.crimes.add(term.position)
    player.game.saw(criminal, "crimes committed")
