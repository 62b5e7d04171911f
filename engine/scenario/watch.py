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
from engine.game.transform import face_up
from engine.layers.filters import card_fits, matches_filter
from engine.objects import Characteristics, GameObject, Player
from engine.oracle.trigger_events import TriggerEvent, roll_meets, trigger_events
from engine.scenario.carry_out import probe
from engine.scenario.extra_triggers import stops_triggers
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
    """The board as a term began: its permanents, what each was attached to, and their
    characteristics as the layer system last worked them out (``{}`` if it hasn't yet)."""

    permanents: list[GameObject]
    ids: set[int]
    characteristics: Mapping[int, Characteristics]
    attached: dict[int, int | None]


def before_term(player: ScenarioPlayer, permanents: list[GameObject]) -> Before:
    """What a term's triggers are compared with (``permanents``: the battlefield as it
    begins)."""
    known = player.layers_known()
    return Before(
        permanents,
        {obj.id for obj in permanents},
        {} if known is None else known.characteristics,
        {obj.id: obj.attached_to for obj in permanents},
    )


def note_unresolved_triggers(
    player: ScenarioPlayer, term: Term, before: Before, later: list[Term]
) -> None:
    """List in ``unmodelled`` each triggered ability ``term`` set off that no later term
    resolves (``later``: the terms after it); each one it set off is kept in
    ``player.watched_triggers``, so a ``trigger Name`` term may resolve it."""
    entered = [obj for obj in player.game.battlefield() if obj.id not in before.ids]
    sources = [obj for obj in before.permanents if _events(face_up(obj))]
    sources += [obj for obj in entered if _events(face_up(obj))]  # it sees itself enter (603.6a)
    if not sources:
        return
    left = [obj for obj in before.permanents if obj.zone == "graveyard"]
    cast = spell_cast(player, term)
    states = any(e.kind == "state" for obj in sources for e in _events(face_up(obj)))
    if not (entered or left or cast or player.rolls or states):
        return
    now = player.layers().characteristics
    last = ChainMap(dict(before.characteristics), dict(now))  # last known information (603.10a)
    died = [obj for obj in left if obj.id in last and last[obj.id].is_creature]
    happened_now = Happened(cast, entered, died, left, before, now, last)
    for source in sources:
        card = face_up(source)  # transformed: its back face's triggers alone (712.8e)
        for event in _events(card):
            if event.kind == "state" and player.setting_up:
                continue  # a board still being laid out: its final state is checked at the end
            happened = (
                _rolled(event, player.rolls, last.get(source.id))
                if event.kind == "rolls"
                else _what_set_it_off(event, source, happened_now, player)
            )
            if happened and event.kind == "state" and source.id in player.watched_triggers:
                break  # its state held before: it triggered once, and that was said (603.8)
            if happened:
                player.watched_triggers[source.id] = term
                if not _resolved_later(card, later, event):
                    said = _unresolved(card, event, term, happened, player.setting_up)
                    player.unmodelled.append(said)
                break


def note_states_at_end(player: ScenarioPlayer) -> None:
    """A state trigger whose state holds on the board the scenario ends with (603.8) has
    triggered, also on a board only set up (never silent), unless a term's watch said so."""
    faces = [
        (s, face_up(s)) for s in player.game.battlefield() if s.id not in player.watched_triggers
    ]
    sources = [(s, card) for s, card in faces if any(e.kind == "state" for e in _events(card))]
    if not sources:
        return
    now = player.layers().characteristics
    for source, card in sources:
        for event in _events(card):
            if event.kind == "state" and (held := _state_holds(event, source, now, player)):
                player.unmodelled.append(_unresolved(card, event, None, held))


@dataclass(frozen=True)
class Happened:
    """What a term did that triggers read: the spell cast, what entered, the creatures
    that died, every permanent put into a graveyard, and the board around it."""

    cast: tuple[Card, Player] | None
    entered: list[GameObject]
    died: list[GameObject]
    left: list[GameObject]
    before: Before
    now: Mapping[int, Characteristics]
    last: Mapping[int, Characteristics]


def _unresolved(
    card: Card, event: TriggerEvent, term: Term | None, happened: str, on_the_board: bool = False
) -> str:
    """What a reply says of a trigger no term resolved, and how to include it; on the board
    the scenario starts with, its permanents were already there, so it is said to be the
    assumption it is (the judge may have meant them to enter one after another)."""
    name = card.own_name  # the name a term finds it by (712.8a)
    does = event.effect.replace("~", name)
    effect = (
        f"write what it does (“{does}”) as terms where I have them, or check it by hand"
        if does
        else f"write its effect out as a term (such as +1/+1 -> {name})"
    )
    if event.effect.startswith("sacrifice ~"):
        effect = f"write “sacrifice {name}”"
    keyword = event.words in ("prowess", "evolve")
    ability = f"its {event.words}" if keyword else event.words.replace("~", name)
    resolves = keyword or can_trigger(card)
    how = f"add “trigger {name}” after that term, or {effect}" if resolves else effect
    if term is None:
        return (
            f"{name}: {ability} triggered (603.8: {happened}), and no term resolved it: the "
            f"board is shown without it. To include it, {effect}."
        )
    if event.unread:  # its group isn't read: whether this entering fits is the judge's call
        board = " had it happened after the board the scenario starts with" if on_the_board else ""
        return (
            f"{name}: {ability} may have triggered on {term.where()} ({happened}){board}: I "
            f"don't read which permanents it triggers on, so check whether it did; if so, {how}."
        )
    if on_the_board:
        return (
            f"{name}: {ability} would have triggered on {term.where()} ({happened}) had it "
            "happened after the board the scenario starts with; I took that board as already "
            f"there, so it didn't trigger and the board is shown without it. If it did, {how}."
        )
    only_if = f" if “{event.only_if}” held" if event.only_if and not event.compares_power else ""
    return (
        f"{name}: {ability} triggered on {term.where()} ({happened}){only_if}, and no term "
        f"resolved it: the board is shown without it. To include it, {how}."
    )


#: The terms that carry out a state trigger's usual "sacrifice ~" by hand.
_REMOVING = frozenset({"sacrifice", "destroy", "exile", "bounce"})


def _resolved_later(card: Card, later: list[Term], event: TriggerEvent) -> bool:
    names = {card.name.casefold(), card.own_name.casefold()}
    kinds = _RESOLVING | _REMOVING if event.kind == "state" else _RESOLVING
    return any(
        term.kind in kinds
        and names & {without_number(term.name).casefold(), (term.target or "").casefold()}
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
    event: TriggerEvent, source: GameObject, done: Happened, player: ScenarioPlayer
) -> str:
    """The words for what set ``event`` off in this term, or "" when nothing did."""
    chars = done.last.get(source.id)
    if chars is None:
        return ""
    if event.kind == "state":
        return _state_holds(event, source, done.now, player)
    if source.id not in done.before.ids and event.kind != "enters":
        return ""  # it wasn't there to see a spell cast or a creature die (603.2)
    seer = probe(chars.controller, source, 0, source.card.name)
    if event.kind == "cast":
        if done.cast is None:
            return ""
        card, caster = done.cast
        if event.caster == "you" and caster is not chars.controller:
            return ""
        if event.caster == "opponent" and caster is chars.controller:
            return ""
        fits = card_fits(event.group, card, caster, player.game, seer) is True
        return f"{card.name} was cast" if fits else ""
    if event.attached:  # "When enchanted Mountain is put into a graveyard"
        host = done.before.attached.get(source.id)
        gone = [obj for obj in done.left if obj.id == host]
        return f"{gone[0].card.name} was put into a graveyard" if gone else ""
    objects, states = (done.entered, done.now) if event.kind == "enters" else (done.died, done.last)
    for obj in objects:
        if event.kind == "enters" and stops_triggers(player, obj, chars.controller):
            continue  # Torpor Orb: its entering set nothing off
        seen = states.get(obj.id)
        if seen is None or (
            event.words == "evolve" and not _greater(seen, done.now.get(source.id))
        ):
            continue  # evolve's intervening "if" (702.100a, 603.4)
        if event.compares_power and (seen.power or 0) <= (chars.power or 0):
            continue  # "if that creature's power is greater than ~'s" (603.4)
        if matches_filter(event.group, seen, obj.states, seer, obj.id):
            return f"{obj.card.name} {'entered' if event.kind == 'enters' else 'died'}"
    return ""


def _state_holds(
    event: TriggerEvent,
    source: GameObject,
    now: Mapping[int, Characteristics],
    player: ScenarioPlayer,
) -> str:
    """The words for a state trigger's state holding now (603.8: "you control no Islands"),
    "" when it doesn't or its source is gone."""
    chars = now.get(source.id)
    if chars is None or source.zone != "battlefield" or source.face_down:
        return ""
    seer = probe(chars.controller, source, 0, source.card.name)
    for obj in player.game.battlefield():
        seen = now.get(obj.id)
        if seen is None or (event.none_of == "you" and seen.controller is not chars.controller):
            continue
        if matches_filter(event.group, seen, obj.states, seer, obj.id):
            return ""
    whose = "its controller controls" if event.none_of == "you" else "the battlefield has"
    return f"{whose} none of them now"


def _greater(entered: Characteristics, evolving: Characteristics | None) -> bool:
    """Whether the creature that entered has greater power or toughness (702.100a, c)."""
    if evolving is None or not evolving.is_creature:
        return False
    return (entered.power or 0) > (evolving.power or 0) or (entered.toughness or 0) > (
        evolving.toughness or 0
    )
