"""The emblem an activated or spell ability makes (114): an object in the command zone of
the player who gets it, with no characteristics but the abilities the effect gives it
(114.2, 114.4). A static ability of an emblem applies as the ability resolves
(:func:`engine.scenario.resolve.add_effects`); this module puts the emblem of a triggered
ability there, described: it triggers later in the game, which a scenario does not play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import Ability, Card
from engine.game.zones import new_object
from engine.scenario.parse import Term
from engine.scenario.targets import targeted_player

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def emblem_with_trigger(ability: Ability) -> bool:
    """Whether ``ability`` makes an emblem whose triggered ability is only described."""
    return ability.emblem and not ability.effects


def make_emblem(
    player: ScenarioPlayer, card: Card, ability: Ability, term: Term, timestamp: int
) -> None:
    """Put the emblem ``ability`` makes in the command zone of the player who gets it (its
    controller's, or a target opponent's: ``-> opp`` when there are several, 115.1), with
    the triggered ability it describes; the reply lists it with the other objects."""
    theirs = ability.summary.startswith("Target opponent")
    owner = targeted_player(player, term, opponent=True) if theirs else term.seat()
    described = ability.summary.split(" with ", 1)[1]
    emblem = Card(
        name=f"{card.name}'s emblem",
        abilities=(Ability(kind="other", summary=f"An emblem with {described}"),),
        summary="An emblem (114): no characteristics but its ability.",
    )
    obj = new_object(player.game, emblem, owner, owner, timestamp, zone="command")
    player.elsewhere.append(obj.id)
    player.notes.append(
        f"{owner.value} got {card.name}'s emblem in the command zone (114.1); its triggered "
        "ability triggers later in the game and is not played here."
    )
