"""Exiles that end: "exile ... until ~ leaves the battlefield" (610.3), delayed returns "at
the beginning of the next end step" (603.7) and Oblivion Ring's linked "return the exiled
card" (607.2a), played out on the board (:mod:`engine.game.returns` brings the cards back).

An "until" exile returns its cards as soon as the source has left the battlefield, after the
term (or the state-based actions) that moved it: all of them at once (610.3d), so what
destroyed the source (Day of Judgment) doesn't reach them. If the source had already left
as its ability resolved, nothing is exiled (610.3b). ``end turn`` passes the end step, where
a delayed return resolves (513.1).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.errors import ScenarioError
from engine.game.returns import (
    Exiled,
    ReturnsWhenGone,
    back_from_where_it_went,
    comes_back,
    sources_gone,
)
from engine.game.table import player_named
from engine.layers import ContinuousEffect
from engine.layers.filters import matches_filter
from engine.objects import GameObject, Player
from engine.oracle.actions import OneShot
from engine.scenario.entering import enters_from_elsewhere
from engine.scenario.originals import card_that_died
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def source_still_there(player: ScenarioPlayer, source: GameObject | None, where: str) -> bool:
    """610.3b: an "until ~ leaves" exile whose source already left does nothing."""
    if source is not None and source.zone == "battlefield":
        return True
    player.notes.append(
        f"In {where}: the ability's source had left the battlefield as it resolved, so nothing "
        "was exiled (610.3b)."
    )
    return False


def hold_until_leaves(player: ScenarioPlayer, exiled: list[GameObject], source: GameObject) -> None:
    """The cards wait in exile until ``source`` leaves the battlefield (610.3); a token
    ceased to exist there and won't come back (111.8)."""
    for obj in exiled:
        if obj.is_token:
            player.notes.append(
                f"{source.card.name}: {obj.card.name} is a token, so it ceased to exist in exile "
                "and won't return (111.7, 111.8)."
            )
            continue
        player.exiled_until.append(Exiled(obj.id, source.card.name, until_leaves=source.id))
        player.notes.append(
            f"{source.card.name}: {obj.card.name} is exiled until {source.card.name} leaves the "
            "battlefield (610.3)."
        )


def chosen_permanents(
    player: ScenarioPlayer, action: OneShot, term: Term, seen_by: ContinuousEffect, name: str
) -> list[GameObject]:
    """ "Exile any number of other nontoken creatures you control": the permanents the term
    names with ``-> A, B`` (none without it), each one the text allows."""
    if not term.target or player_named(term.target):
        player.notes.append(
            f"{name}: no permanent was chosen for “{action.sentence}” (name them with “-> A, B”)."
        )
        return []
    try:  # one permanent, whose name may hold a comma (Yorion, Sky Nomad)
        chosen = [player.find_permanent(term.target, term)]
    except ScenarioError:
        chosen = player.targets(term, len([n for n in term.target.split(",") if n.strip()]))
    state = player.filter_state()
    for obj in chosen:
        if not matches_filter(
            action.what, state[obj.id], obj.states, seen_by, obj.id, obj.counters
        ):
            raise ScenarioError(
                f"In {term.where()}: {state[obj.id].name or obj.card.name} can't be chosen for "
                f"{name}: “{action.sentence}”.",
                "Name only permanents its text allows, after “->”.",
            )
    return chosen


def return_exiled(
    player: ScenarioPlayer,
    action: OneShot,
    source: GameObject | None,
    source_name: str,
    controller: Player,
    term: Term,
    timestamp: int,
) -> None:
    """ "Return that card / those cards" (what this ability exiled; after a dies trigger,
    the card that died, 603.10a) or "the exiled card" (what the linked ability exiled,
    607.2a): at once, or by a delayed trigger at the beginning of the next end step (603.7)."""
    linked = source.exiled if action.scope == "self" and source is not None else []
    ids = player.exiled_now if action.scope == "it" else linked
    under = controller if action.under == "you" else None
    counters = (action.counter, action.amount) if action.counter else None
    waiting = [
        Exiled(i, source_name, None, under, action.counter_if_creature, counters, action.tapped)
        for i in ids
        if player.game.objects[i].zone == "exile"
    ]
    dies_trigger = term.kind == "trigger" and action.scope == "it" and not ids
    died = card_that_died(player, source) if dies_trigger else None
    if died is not None:  # a dies trigger's "that card" (603.10a): from the graveyard
        waiting = [
            Exiled(died.id, source_name, None, under, "", counters, action.tapped, "graveyard")
        ]
    if not waiting:
        player.notes.append(f"{source_name}: no card it exiled is in exile, so none returns.")
    elif action.delayed:
        player.returns_at_end_step.extend(waiting)
        names = ", ".join(player.game.objects[e.card_id].card.name for e in waiting)
        player.notes.append(
            f"{source_name}: {names} will return at the beginning of the next end step (a "
            "delayed trigger, 603.7; write “end turn”)."
        )
    else:
        for exiled in waiting:
            rule = "603.10a" if exiled.zone == "graveyard" else "607.2a"
            _bring_back(player, exiled, term, timestamp, f"{source_name} resolved", rule)


def return_when_sources_left(player: ScenarioPlayer, term: Term, timestamp: int) -> bool:
    """The cards exiled until a permanent that has now left the battlefield return, all at
    once (610.3, 610.3d), and a watched permanent that died or was exiled (701.66a); whether
    any were due."""
    gone = _returns_of_their_own(player, term, timestamp) if player.returns_when_gone else False
    if not player.exiled_until:  # asked after every term and state-based action
        return gone
    due, player.exiled_until = sources_gone(player.game, player.exiled_until)
    for exiled in due:
        left = f"{exiled.source_name} left the battlefield"
        _bring_back(player, exiled, term, timestamp, left, "610.3c")
    return bool(due) or gone


#: Earthbend's delayed trigger (701.66a) as its keyword action is spelled out.
WHEN_IT_IS_GONE = re.compile(
    r"When it dies or is put into exile, return it to the battlefield tapped under your control\."
)


def watch_for_return(
    player: ScenarioPlayer, obj: GameObject | None, source_name: str, controller: Player
) -> bool:
    """ "When it dies or is put into exile, return it ...": a delayed trigger about the
    permanent the instructions acted on (603.7), set up as they resolve; whether there was
    one to watch."""
    if obj is None or obj.zone != "battlefield":
        return False
    player.returns_when_gone.append(ReturnsWhenGone(obj.id, source_name, controller))
    player.notes.append(
        f"{source_name}: when {obj.card.name} dies or is put into exile, it returns to the "
        "battlefield tapped (a delayed trigger, 603.7, 701.66a)."
    )
    return True


def _returns_of_their_own(player: ScenarioPlayer, term: Term, timestamp: int) -> bool:
    """Each watched permanent that died or was exiled comes back tapped under the trigger's
    controller (a new object, 400.7: no counters, none of the effects on the permanent it
    was); one that went elsewhere (a hand) didn't trigger it. Whether any left."""
    waiting: list[ReturnsWhenGone] = []
    left = False
    for watched in player.returns_when_gone:
        gone = player.game.objects[watched.obj_id]
        if gone.zone == "battlefield":
            waiting.append(watched)
            continue
        left = True
        if gone.zone not in ("graveyard", "exile"):
            continue  # it neither died nor was exiled: the trigger never triggers
        back = back_from_where_it_went(player.game, gone, watched.under, timestamp)
        name = gone.card.name
        if back is None:
            player.notes.append(
                f"{term.where()}: {watched.source_name}'s delayed trigger returned nothing: "
                f"{name} is a token, or no longer in its {gone.zone} (111.7, 603.7c)."
            )
            continue
        enters_from_elsewhere(player, back, replace(term, choices=()), timestamp)
        back.states.add("tapped")
        went = "was exiled" if gone.zone == "exile" else "died"
        player.notes.append(
            f"{term.where()}: {name} {went}, so {watched.source_name}'s "
            f"delayed trigger returned it to the battlefield tapped (603.7, 701.66a): a new "
            "object, without the counters and effects of the permanent it was (400.7)."
        )
    player.returns_when_gone = waiting
    return left


def end_step_returns(player: ScenarioPlayer, term: Term, timestamp: int) -> None:
    """513.1: the delayed returns "at the beginning of the next end step" resolve (603.7)."""
    due, player.returns_at_end_step = player.returns_at_end_step, []
    for exiled in due:
        resolved = f"{exiled.source_name}'s delayed trigger resolved"
        _bring_back(player, exiled, term, timestamp, resolved, "603.7")


def _bring_back(
    player: ScenarioPlayer, exiled: Exiled, term: Term, timestamp: int, why: str, rule: str
) -> None:
    """One card returns, a new object (400.7) entering as any permanent does (614.1c: its
    loyalty, the extra counter the return gives a creature)."""
    card = player.game.objects[exiled.card_id]
    back = comes_back(player.game, exiled, timestamp)
    if back is None:
        player.notes.append(
            f"{term.where()}: {why}, and {card.card.name} did not return: it is no longer in "
            f"{'its graveyard' if exiled.zone == 'graveyard' else 'exile'} (603.7c), or it is a "
            "token (111.8)."
        )
        return
    enters_from_elsewhere(player, back, replace(term, choices=()), timestamp)
    if exiled.counter_if_creature and player.current(back).is_creature:
        back.add_counters(exiled.counter_if_creature, 1, timestamp)
    if exiled.counters is not None:
        back.add_counters(*exiled.counters, timestamp)
    if exiled.tapped:
        back.states.add("tapped")
    under = exiled.under
    whose = "its owner's" if under is None else f"{under.value}'s"
    whose = "your" if under is Player.YOU else whose
    extra = f" with {exiled.counters[1]} {exiled.counters[0]} counter(s)" if exiled.counters else ""
    player.notes.append(
        f"{term.where()}: {why}, so {card.card.name} returned to the battlefield under {whose} "
        f"control ({rule}){extra}, {'tapped' if exiled.tapped else 'untapped'}: a new object, "
        "without the counters, Auras and effects of the permanent it was (400.7)."
    )
    player.follow_subject()
