"""Abilities a permanent has because an effect gave them from another object (613.1f),
resolved by ``activate`` and ``trigger``, and a granted "when this enters" as the permanent
enters.

- a quoted ability an effect grants (Splinter Twin's "{T}: ...", Teroh's Vanguard's own
  "When this creature enters, ..."), read as the permanent's own card: :func:`granted_card`.
- the activated abilities of another object, found as "gains all activated abilities of
  target creature" resolves (Quicksilver Elemental; mana abilities are activated abilities,
  605.1a) and written with the printed words of the card they came from, its name read as
  the gaining permanent's (201.5): :func:`activated_abilities_of_target`,
  :func:`gained_activated`, :func:`text_of`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.cards import Ability, AbilityEffect, Card, Filter
from engine.layers.borrowed import as_printed, is_activated
from engine.objects import GameObject
from engine.oracle import parse_card
from engine.scenario.carry_out import check_target
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def gained_activated(player: ScenarioPlayer, card: Card, source: GameObject) -> list[Ability]:
    """Activated abilities an effect gave ``source`` from another object (Quicksilver
    Elemental: "gains all activated abilities of target creature", 613.1f)."""
    return [
        a
        for a in player.layers().characteristics[source.id].abilities
        if a.kind in ("activated", "other") and a.cost and a not in card.abilities
    ]


def text_of(card: Card, ability: Ability) -> Card:
    """The card whose Oracle text holds ``ability``: ``card``, or for an ability gained from
    another object (Quicksilver Elemental), its printed words as :func:`_as_printed` wrote
    them."""
    if ability in card.abilities:
        return card
    return card.model_copy(update={"oracle_text": ability.summary})


def activated_abilities_of_target(
    player: ScenarioPlayer, ability: Ability, source_name: str, source_id: int | None, term: Term
) -> Ability:
    """ "gains all activated abilities of target creature" as it resolves: the target's
    activated abilities now (the ``-> Name`` target, checked), given by this effect."""
    source = player.game.objects[source_id] if source_id is not None else None
    target = check_target(
        player, (ability.target or Filter(),), term, source_name, source, term.seat()
    )
    gained = _as_printed(
        player,
        [a for a in player.layers().characteristics[target.id].abilities if is_activated(a)],
        source,
    )
    player.notes.append(
        f"{source_name} gained {target.card.name}'s {len(gained)} activated "
        f"abilit{'y' if len(gained) == 1 else 'ies'} (613.1f)."
    )
    spec = AbilityEffect(
        granted=tuple(a.summary for a in gained),
        granted_abilities=gained,
        activated_abilities_of_target=True,
    )
    return ability.model_copy(update={"effects": (spec,)})


def _as_printed(
    player: ScenarioPlayer, abilities: list[Ability], source: GameObject | None
) -> tuple[Ability, ...]:
    """Gained activated abilities described by their printed words, the name of the object
    each came from replaced by the name of the one that gains it (201.5)."""
    name = source.card.name if source is not None else "~"
    cards = [o.card for o in player.game.objects.values()]
    owners = [next((c for c in cards if a in c.abilities), None) for a in abilities]
    out = list(abilities)
    for owner in {id(c): c for c in owners if c is not None}.values():
        mine = [i for i, c in enumerate(owners) if c is owner]
        for i, printed in zip(
            mine, as_printed(owner, [abilities[i] for i in mine], name), strict=True
        ):
            out[i] = printed
    return tuple(out)


#: A quoted ability's words: activated ("{T}: ...", "Sacrifice ~: ...") or triggered.
_GRANTED_SHAPE = {"activated": re.compile(r"[^\"]+?: \S"), "triggered": re.compile(r"(?:When|At) ")}


def granted_card(player: ScenarioPlayer, source: GameObject, card: Card, kind: str) -> Card | None:
    """The abilities of that kind an effect gave the permanent as quoted text (613.1f:
    Splinter Twin's "Enchanted creature has "{T}: ..."") read as the permanent's own card,
    so ``activate`` and ``trigger`` can resolve them; ``None`` when it was given none."""
    texts = [
        ability.summary
        for ability in player.layers().characteristics[source.id].abilities
        if ability.kind == "other" and _GRANTED_SHAPE[kind].match(ability.summary)
    ]
    if not texts:
        return None
    name = player.layers().characteristics[source.id].name or card.name  # the words say it
    granted = Card(name=name, types=card.types, subtypes=card.subtypes)
    return parse_card(granted.model_copy(update={"oracle_text": "\n".join(texts)}))
