"""Triggers a scenario set off and did not resolve (603.2): said, never silent.

A triggered ability triggers whenever its event happens (603.2), whether or not the judge
thought of it: Monastery Swiftspear's prowess as a Giant Growth is cast, Champion of
Lambholt's counter as a creature enters, Pawn of Ulamog's Spawn as a creature dies. A
scenario resolves a triggered ability only when the judge writes ``trigger Name`` (or as its
own permanent enters or leaves), so after each term what the term did (a spell cast,
permanents that entered, creatures that died) is compared with the trigger events of the
permanents around (:mod:`engine.oracle.trigger_events`). One that triggered, and that no
later term resolves or writes out, is listed in ``unmodelled``: the board is shown without it.
"""

from __future__ import annotations

from collections import ChainMap
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.cards import Card
from engine.errors import ScenarioError
from engine.layers.effects import Game
from engine.layers.filters import card_fits, matches_filter
from engine.objects import Characteristics, GameObject, Player
from engine.oracle.trigger_events import TriggerEvent, roll_meets, trigger_events
from engine.scenario.carry_out import probe
from engine.scenario.parse import Term, without_number
from engine.scenario.printed_abilities import can_trigger
from engine.scenario.turn_events import spell_cast

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: Terms that carry out a triggered ability by hand: ``trigger Name`` resolves it, and an
#: effect written out (``+1/+1 -> Name``, ``flying -> Name``) is its result.
_RESOLVING = frozenset({"trigger", "modify", "gain", "counter"})


@dataclass
class Before:
    """The board as a term began: its permanents, and their characteristics as the layer
    system last worked them out (``{}`` if it hasn't yet)."""

    permanents: list[GameObject]
    ids: set[int]
    characteristics: Mapping[int, Characteristics]


def before_term(player: ScenarioPlayer, permanents: list[GameObject]) -> Before | None:
    """What a term's triggers are compared with (``permanents``: the battlefield as it
    begins), or ``None`` when no permanent has a trigger read here (a permanent entering
    with the term can't see a spell cast before it was there, 603.2, and triggers on what
    enters with it too rarely to pay for here)."""
    if not any(_events(obj.card) for obj in permanents):
        return None
    known = player.layers_known()
    return Before(
        permanents,
        {obj.id for obj in permanents},
        {} if known is None else known.characteristics,
    )


def note_unresolved_triggers(
    player: ScenarioPlayer, term: Term, before: Before, later: list[Term]
) -> None:
    """List in ``unmodelled`` each triggered ability ``term`` set off that no later term
    resolves (``later``: the terms after it)."""
    entered = [obj for obj in player.game.battlefield() if obj.id not in before.ids]
    sources = [obj for obj in before.permanents if _events(obj.card)]
    if not sources:
        return
    left = [obj for obj in before.permanents if obj.zone == "graveyard"]
    cast = spell_cast(player, term)
    sources = [obj for obj in sources if not _resolved_later(obj.card.name, later)]
    if not (entered or left or cast or player.rolls) or not sources:
        return
    now = player.layers().characteristics
    last = ChainMap(dict(before.characteristics), dict(now))  # last known information (603.10a)
    died = [obj for obj in left if obj.id in last and last[obj.id].is_creature]
    for source in sources:
        for event in _events(source.card):
            happened = (
                _rolled(event, player.rolls, last.get(source.id))
                if event.kind == "rolls"
                else _what_set_it_off(
                    event, source, cast, entered, died, before, now, last, player.game
                )
            )
            if happened:
                player.unmodelled.append(_unresolved(source.card, event, term, happened))
                break


def _unresolved(card: Card, event: TriggerEvent, term: Term, happened: str) -> str:
    """What a reply says of a trigger no term resolved, and how to include it."""
    name = card.name
    effect = f"write its effect out as a term (such as +1/+1 -> {name})"
    ability = f"its {event.words}" if event.words in ("prowess", "evolve") else event.words
    how = f"add “trigger {name}” after that term, or {effect}" if can_trigger(card) else effect
    return (
        f"{name}: {ability} triggered on {term.where()} ({happened}), and no term resolved "
        f"it: the board is shown without it. To include it, {how}."
    )


def _resolved_later(name: str, later: list[Term]) -> bool:
    folded = name.casefold()
    return any(
        term.kind in _RESOLVING
        and folded in (without_number(term.name).casefold(), (term.target or "").casefold())
        for term in later
    )


#: The trigger events of each card text read so far, by its text and the name "~" stands for
#: (its keywords are read from that text, so they need no place in the key).
_EVENTS: dict[tuple[str, str], tuple[TriggerEvent, ...]] = {}


def _events(card: Card) -> tuple[TriggerEvent, ...]:
    found = _EVENTS.get((card.oracle_text, card.name))
    if found is None:
        keywords = tuple(a.keyword for a in card.abilities if a.kind == "keyword" and a.keyword)
        found = tuple(
            trigger_events(card.oracle_text, card.name, keywords, legendary=card.is_legendary)
        )
        _EVENTS[card.oracle_text, card.name] = found
    return found


def check_roll_trigger(player: ScenarioPlayer, source: GameObject, term: Term) -> None:
    """``trigger Card`` for a card whose triggers read here are all "whenever you roll ..."
    ones, after a roll of its controller's whose stated result none of them triggers on:
    refused (603.2), never resolved as if it had triggered."""
    events = _events(source.card)
    if not events or any(e.kind != "rolls" for e in events) or player.last_roll is None:
        return
    roller, result = player.last_roll
    if result is None or roller is not source.controller:
        return
    if any(roll_meets(event, result) for event in events):
        return
    needs = " or ".join(event.words for event in events)
    raise ScenarioError(
        f"In {term.where()}: the last die {source.card.name}'s controller rolled here was a "
        f"{result}, and {needs} didn't trigger on it (603.2).",
        "Leave the trigger out, or state the result that triggers it on the roll.",
    )


def _rolled(
    event: TriggerEvent, rolls: list[tuple[Player, int | None]], chars: Characteristics | None
) -> str:
    """The words for a die roll of the source's controller that sets ``event`` off (706.2):
    one whose result the term doesn't state may have, and is said too."""
    for roller, result in rolls:
        if chars is None or roller is not chars.controller:
            continue
        if event.results is None:
            return "a die was rolled"
        if result is None:
            return "a die was rolled and its result is not stated: it may have triggered"
        if roll_meets(event, result):
            return f"a {result} was rolled"
    return ""


def _what_set_it_off(
    event: TriggerEvent,
    source: GameObject,
    cast: tuple[Card, Player] | None,
    entered: list[GameObject],
    died: list[GameObject],
    before: Before,
    now: Mapping[int, Characteristics],
    last: Mapping[int, Characteristics],
    game: Game,
) -> str:
    """The words for what set ``event`` off in this term, or "" when nothing did."""
    chars = last.get(source.id)
    if chars is None:
        return ""
    seer = probe(chars.controller, source, 0, source.card.name)
    if event.kind == "cast":
        if cast is None or source.id not in before.ids:
            return ""
        card, caster = cast
        if event.caster == "you" and caster is not chars.controller:
            return ""
        if event.caster == "opponent" and caster is chars.controller:
            return ""
        fits = card_fits(event.group, card, caster, game, seer) is True
        return f"{card.name} was cast" if fits else ""
    objects, states = (entered, now) if event.kind == "enters" else (died, last)
    for obj in objects:
        seen = states.get(obj.id)
        if seen is None or (event.words == "evolve" and not _greater(seen, now.get(source.id))):
            continue  # evolve's intervening "if" (702.100a, 603.4)
        if matches_filter(event.group, seen, obj.states, seer, obj.id):
            return f"{obj.card.name} {'entered' if event.kind == 'enters' else 'died'}"
    return ""


def _greater(entered: Characteristics, evolving: Characteristics | None) -> bool:
    """Whether the creature that entered has greater power or toughness (702.100a, c)."""
    if evolving is None or not evolving.is_creature:
        return False
    return (entered.power or 0) > (evolving.power or 0) or (entered.toughness or 0) > (
        evolving.toughness or 0
    )
