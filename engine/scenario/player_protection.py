"""What players have from the board and from resolved spells: hexproof, shroud and
protection (702.11c, 702.18a, 702.16b). A player has no characteristics, so no layer orders
these; the reply lists them beside the permanents, and a spell or ability a term aims at a
player is checked against them (601.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from engine.errors import ScenarioError
from engine.game.table import player_named
from engine.layers import LayerResult
from engine.layers.conditions import condition_holds_for
from engine.objects import Player
from engine.oracle.describe import DURATION_WORDS, condition_words
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


class PlayerGets(NamedTuple):
    """One thing a player has now, where it comes from and for how long."""

    player: Player
    gets: str
    source: str
    lasting: str

    def sentence(self) -> str:
        rule = {"shroud": "702.18a"}.get(self.gets, "702.11c")
        rule = "702.16b" if self.gets.startswith("protection") else rule
        return f"{self.gets} (from {self.source}, {self.lasting}; {rule})"


def players_have(player: ScenarioPlayer, result: LayerResult) -> list[PlayerGets]:
    """What each player has now: from the static abilities the permanents have after the
    layers (a permanent that lost its abilities gives nothing, 613.1f), then from the
    spells and abilities that resolved and haven't ended (611.2)."""
    found: list[PlayerGets] = []
    state = dict(result.characteristics)
    for obj in player.game.battlefield():
        chars = state[obj.id]
        name = chars.name or obj.card.name
        for ability in chars.abilities:
            if not ability.player_gets:
                continue
            condition = ability.condition
            if condition is not None and not condition_holds_for(
                condition, player.game, state, chars.controller, name, player.unmodelled, obj.id
            ):
                continue
            lasting = (
                f"while {condition_words(condition)}"
                if condition
                else "while it's on the battlefield"
            )
            found.append(PlayerGets(chars.controller, ability.player_gets, name, lasting))
    seen: set[tuple[int, Player]] = set()
    for effect in player.game.resolved:
        given = effect.ability  # (one effect per part of the ability: said once)
        if given is None or not given.player_gets or (id(given), effect.controller) in seen:
            continue
        seen.add((id(given), effect.controller))
        lasting = DURATION_WORDS.get(effect.duration, " for the rest of the game").strip()
        found.append(PlayerGets(effect.controller, given.player_gets, effect.source_name, lasting))
    return found


def check_player_target(player: ScenarioPlayer, term: Term) -> None:
    """Refuse a term whose spell or ability targets a player with shroud, or an opponent
    with hexproof (601.2c: an illegal target can't be chosen); hexproof or protection
    from a quality is listed for the judge to check, the source's qualities not being read."""
    aimed = player_named(term.target or "")
    if aimed is None or term.kind not in ("card", "activate", "trigger"):
        return
    caster = term.seat()
    for has in players_have(player, player.layers()):
        if has.player is not aimed:
            continue
        if has.gets == "shroud" or (has.gets == "hexproof" and caster is not aimed):
            whose = "" if has.gets == "shroud" else " an opponent controls"
            raise ScenarioError(
                f"In {term.where()}: {aimed.value} has {has.sentence()}, so no spell or "
                f"ability{whose} can target them (601.2c).",
                "Remove the term, or end the effect first (e.g. with end turn).",
            )
        if has.gets != "hexproof":
            player.unmodelled.append(
                f"In {term.where()}: {aimed.value} has {has.sentence()}; whether it stops this "
                "target, or for protection its damage (702.16e), depends on the source's "
                "qualities, which aren't checked: check by hand."
            )
