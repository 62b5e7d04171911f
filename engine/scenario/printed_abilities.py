"""A permanent's activated abilities as printed, one a line (602.1): ``activate Card [ability
2]`` names the second, and an ability is read from its own line even when another has the
same cost (Storm Elemental's two "{U}, Exile the top card of your library" abilities).

The parse gives an ability's cost but not its line: parts of one ability share its cost
(Gideon's "+1: ... Prevent all damage ..."), so a parsed ability is matched to a line only
when its cost is on one line, or when there are as many lines as abilities with that cost.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.cards import Ability, Card
from engine.errors import ScenarioError
from engine.oracle.ability_texts import activated_texts, effect_text
from engine.oracle.resolution_ifs import without_ability_word
from engine.scenario.emblems import emblem_with_trigger
from engine.scenario.resolve import read_instructions

if TYPE_CHECKING:
    from engine.scenario.parse import Term
    from engine.scenario.play import ScenarioPlayer

#: ``[ability 2]``: the second activated ability printed on the card.
_ABILITY_NUMBER = re.compile(r"ability (?P<n>\d{1,2})", re.I)


def _printed_costs(card: Card) -> list[str]:
    """The cost of each activated ability printed on ``card`` (mana abilities too, 605.1a),
    in printed order, as the parse writes it (a line whose cost no parsed ability has is not
    counted)."""
    costs = list(dict.fromkeys(a.cost for a in card.abilities if a.cost))
    found = []
    for line in card.oracle_text.splitlines():
        cost = next(
            (c for c in costs if activated_texts(line, c, card.name, legendary=card.is_legendary)),
            None,
        )
        if cost is not None:
            found.append(cost)
    return found


def instructions_of(card: Card, ability: Ability) -> str:
    """The instructions of a permanent's ability: after the trigger condition of a triggered
    one (603.1), its own trigger line's when each line was read as abilities of its own (the
    first part of each is the line's), else the first trigger's; an activated one's from its
    own printed line (602.1), even beside another with its cost; the first line with its
    cost when the parse can't tell which line is its own."""
    if ability.kind == "triggered":
        firsts = [a for a in card.abilities if a.kind == "triggered" and not a.same_trigger]
        lines = [
            line.partition(", ")[2]
            for line in map(without_ability_word, card.oracle_text.splitlines())
            if re.match(r"(?:When|Whenever|At)\b", line)
        ]
        if ability in firsts and len(firsts) == len(lines) > 1:
            return lines[firsts.index(ability)]
        return effect_text(
            card.oracle_text,
            cost=ability.cost,
            triggered=True,
            name=card.name,
            legendary=card.is_legendary,
        )
    same = activated_texts(
        card.oracle_text, ability.cost or "", card.name, legendary=card.is_legendary
    )
    starts = _starts(card, ability.cost or "")
    start = _start_of(card, ability)
    if len(same) > 1 and len(starts) == len(same) and start is not None:
        return same[next(i for i, s in enumerate(starts) if s is start)]
    return effect_text(
        card.oracle_text, cost=ability.cost, name=card.name, legendary=card.is_legendary
    )


def named_by_place(
    card: Card, abilities: list[Ability], term: Term
) -> tuple[list[Ability], str] | None:
    """``[ability N]``: those of ``abilities`` that are parts of the N-th activated ability
    printed on the card, with the bracket that named it; ``None`` when the term names none
    by its place."""
    found = [(c, m) for c in term.choices if (m := _ABILITY_NUMBER.fullmatch(c.strip()))]
    if not found:
        return None
    said, n = found[0][0], int(found[0][1]["n"])
    parts = _numbered(card, n)
    if parts is None:
        raise ScenarioError(
            f"In {term.where()}: I can't tell {card.name}'s ability {n} apart from another "
            "ability with the same cost in my reading of the card.",
            "Write the effect itself instead, e.g. +1/+0.",
        )
    if not parts:
        raise ScenarioError(
            f"In {term.where()}: {card.name} has {len(_printed_costs(card))} activated "
            f"abilities printed (cost: effect), so there is no ability {n}.",
            f"Count them in printed order, e.g. activate {card.name} [ability 1].",
        )
    chosen = [a for a in abilities if any(a is part for part in parts)]
    if not chosen:
        raise ScenarioError(
            f"In {term.where()}: {card.name}'s ability {n} (“{instructions_of(card, parts[0])}”)"
            " has no continuous effect or instruction that I model.",
            "Write the effect itself instead, e.g. +1/+0 or switch.",
        )
    return chosen, said


def say_which_was_used(
    player: ScenarioPlayer,
    card: Card,
    kind: str,
    costs: list[str],
    used: Ability,
    abilities: list[Ability],
) -> None:
    """Which of several abilities with different costs was used: the first, or the one whose
    choice a bracket names (608.2d); and how to name another."""
    listing = ", ".join(f"[{c}]" for c in dict.fromkeys(costs))
    place = " or by its place among them ([ability 2])" if kind == "activated" else ""
    why = "the first" if used is abilities[0] else "the one whose choice the bracket names"
    player.notes.append(
        f"{card.name} has more than one {kind} ability with an effect; {why}, costing "
        f"{used.cost} (“{instructions_of(card, used)}”), was used. Name another by its cost "
        f"({listing}){place}."
    )


def _numbered(card: Card, n: int) -> list[Ability] | None:
    """The parsed parts of the ``n``-th printed activated ability (1-based), all parts of one
    ability together; ``[]`` when there is no such line, ``None`` when the parse can't tell
    its parts from those of another ability with the same cost."""
    costs = _printed_costs(card)
    if not 1 <= n <= len(costs):
        return []
    cost = costs[n - 1]
    place = costs[: n - 1].count(cost)
    starts = _starts(card, cost)
    if costs.count(cost) == 1:
        return [a for a in card.abilities if a.cost == cost]
    if len(starts) != costs.count(cost):
        return None
    first = next(i for i, a in enumerate(card.abilities) if a is starts[place])
    parts = [starts[place]]
    for following in card.abilities[first + 1 :]:
        if not following.same_trigger:
            break
        parts.append(following)
    return parts


def _starts(card: Card, cost: str) -> list[Ability]:
    """The parsed abilities with that cost that begin an ability (not a further part)."""
    return [a for a in card.abilities if a.cost == cost and not a.same_trigger]


def _start_of(card: Card, ability: Ability) -> Ability | None:
    """The parsed ability that begins the one ``ability`` is a part of (``None``: not the
    card's own, one an effect gave it)."""
    index = next((i for i, a in enumerate(card.abilities) if a is ability), None)
    if index is None:
        return None
    while index > 0 and card.abilities[index].same_trigger:
        index -= 1
    return card.abilities[index]


def can_trigger(card: Card) -> bool:
    """Whether ``trigger Name`` resolves one of the card's own triggered abilities (or its
    prowess or evolve), so a reply may tell the judge to write it; else that term is refused
    and the reply must not offer it."""
    keywords = {a.keyword for a in card.abilities if a.kind == "keyword"}
    if keywords & {"prowess", "evolve"}:
        return True
    return any(resolvable(card, a, "triggered") for a in card.abilities)


def resolvable(card: Card, ability: Ability, kind: str) -> bool:
    """An ability ``activate``/``trigger`` can resolve: one with a continuous effect, or one
    whose instructions (its text after the cost or the trigger) include an action."""
    if ability.kind == kind and ability.effects:
        return True
    if kind == "activated" and ability.cost and emblem_with_trigger(ability):
        return True  # it makes an emblem (engine.scenario.emblems)
    one_shot = ability.kind == "triggered" if kind == "triggered" else bool(ability.cost)
    if not one_shot or ability.kind == "mana" or (kind == "activated" and ability.effects):
        return False
    actions = read_instructions(
        instructions_of(card, ability), card.name, card.is_legendary
    ).actions
    return any(a.verb != "flips" for a in actions)  # flips alone change nothing: a count does
