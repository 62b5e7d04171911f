"""One-shot instructions under a condition, checked as the spell or ability resolves (608.2c).

"Destroy target creature if it's white" (Soul Rend): the target is checked as it resolves,
and a creature that isn't white is left as it is; "If you have 5 or less life, create five of
those tokens instead" (Gather the Townsfolk): the condition is about the game, checked once;
"If this spell was kicked, create twelve of those tokens instead" (Conqueror's Pledge): the
kicker, which the term states with ``[kicked]`` (702.33d). How a spell was cast is a fact the
scenario states (``[cast from a graveyard]``); unstated, it wasn't, and the reply says so.
Also here: the choice between an instruction and a keyword the scenario names (608.2d), the
permanent an Equipment's "equipped creature" is, countering a target spell (701.6a), and the
permanents that share the target's name ("and all other permanents with the same name").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import Condition
from engine.errors import ScenarioError
from engine.game.zones import put_in_graveyard
from engine.layers.conditions import condition_holds_for
from engine.layers.filters import matches_filter
from engine.names import normalize_name, with_article
from engine.objects import GameObject, Player
from engine.oracle.actions import OneShot
from engine.oracle.cast_facts import says_cast_fact
from engine.oracle.triggers import PAID
from engine.scenario.choices import named_alternative
from engine.scenario.parse import Term, without_number
from engine.scenario.turn_events import commit_crime

if TYPE_CHECKING:
    from engine.layers import ContinuousEffect
    from engine.scenario.play import ScenarioPlayer


def was_cast(player: ScenarioPlayer, fact: str, source_name: str, term: Term) -> bool:
    """Whether the spell was cast so (``[bargained]`` on its term); not stated, it wasn't,
    and the reply says so (the board doesn't show how a spell was cast)."""
    if term.chose(fact):
        return True
    player.unmodelled.append(
        f"{source_name} ({term.where()}): its “if” asks whether {says_cast_fact(fact)}, which "
        f"the scenario didn't state; assumed not. Write [{fact}] on the spell if it was."
    )
    return False


def clause_holds(player: ScenarioPlayer, clause: Condition, source_name: str, term: Term) -> bool:
    """Whether a spell's or ability's "if" (``negated`` left aside) holds as it resolves
    (608.2c): how the spell was cast, as the term states it, or a condition about the game
    for the term's player."""
    if clause.cast is not None:
        return was_cast(player, clause.cast, source_name, term)
    return condition_holds_for(
        clause, player.game, dict(player.filter_state()), term.seat(), source_name,
        player.unmodelled,
    )  # fmt: skip


def instruction_happens(
    player: ScenarioPlayer,
    action: OneShot,
    term: Term,
    source_name: str,
    decided: dict[Condition, bool],
) -> bool:
    """Whether an instruction under a kicker or an "if" about the game happens as the spell
    or ability resolves (702.33d, 608.2c); each "if" is checked once (``decided``) and the
    reply says which way it went."""
    if action.alternative is not None:
        return _chosen(action, term, source_name)
    if action.sentence.casefold().startswith("you may ") and not _chose_to(
        player, action, term, source_name
    ):
        return False
    if action.kicked is not None:
        return action.kicked == term.chose("kicked")
    clause = action.resolves_if
    if clause is None:
        return True
    asked = clause.model_copy(update={"negated": False})
    if asked not in decided:
        decided[asked] = clause_holds(player, asked, source_name, term)
        held, then = ("held", "happened") if decided[asked] else ("did not hold", "did not happen")
        player.notes.append(
            f"{source_name} ({term.where()}): its “if” {held} as it resolved, so the "
            f"instruction it names {then} (608.2c)."
        )
    return decided[asked] != clause.negated


def _took_it(player: ScenarioPlayer, term: Term, declined: str, assumed: str) -> bool:
    """Whether the controller took what a "you may" offers (603.5, 608.2d): ``[didn't]``
    declines it (``declined`` is noted); with neither ``[did]`` nor ``[didn't]`` it is taken,
    and ``assumed`` says so in the reply's warnings."""
    if term.chose("didn't"):
        player.notes.append(declined)
        return False
    if not term.chose("did"):
        player.unmodelled.append(assumed)
    return True


def _chose_to(player: ScenarioPlayer, action: OneShot, term: Term, source_name: str) -> bool:
    """Whether the controller did the optional instruction ``action``."""
    return _took_it(
        player,
        term,
        f"{source_name}: its controller chose not to (603.5, [didn't]).",
        f"{source_name} ({term.where()}): “{action.sentence}” is its controller's choice "
        "and the scenario names none, so I took it as done; write [didn't] if they didn't.",
    )


def paid_what_it_may(player: ScenarioPlayer, text: str, term: Term) -> bool:
    """ "you may pay {1}. If you do, ..." opening a trigger's instructions: whether its
    controller paid (603.5): ``[didn't]`` says not, and then nothing happens; with neither
    ``[did]`` nor ``[didn't]`` it was paid, and the reply says so."""
    offer = PAID.match(text)
    if offer is None:
        return True
    said = f"{term.name} ({term.where()}): “{offer[0].removesuffix(' If you do, ')}”"
    return _took_it(
        player,
        term,
        f"{said} was declined, so nothing else happens (603.5, [didn't]).",
        f"{said} is its controller's choice and the scenario names none, so I took it as "
        "paid; write [didn't] if it wasn't.",
    )


def _chosen(action: OneShot, term: Term, source_name: str) -> bool:
    """Whether the scenario chose this instruction of a choice made as it resolves (608.2d:
    ``[+1/+1 counter]`` or ``[choice 1]``); none named, it is refused with the alternatives,
    as a modal spell's missing mode is."""
    number = named_alternative(action.alternatives, term)
    if number is None:
        listing = " or ".join(f"[{label}]" for label in action.alternatives)
        raise ScenarioError(
            f"In {term.where()}: {source_name} makes a choice as it resolves: {listing} "
            "(608.2d); say which was chosen.",
            f"Add it after the name, e.g. {term.name or source_name} [{action.alternatives[-1]}].",
        )
    return number == action.alternative


def being_what_it_asks(
    player: ScenarioPlayer,
    action: OneShot,
    objects: list[GameObject],
    seen_by: ContinuousEffect,
    source_name: str,
) -> list[GameObject]:
    """The objects that are what the instruction's "if it's ..." asks as it resolves
    (608.2c: "Destroy target creature if it's white"); each one that isn't is left as it is,
    and the reply says so."""
    if action.only_if is None:
        return objects
    from engine.scenario.carry_out import fits  # carry_out calls this module

    state = player.layers().characteristics
    rule, unless = action.only_if, action.only_if_not  # "... instead": only if it isn't
    kept = [obj for obj in objects if fits(rule, obj, state[obj.id], seen_by) is not unless]
    for obj in objects:
        if obj not in kept:
            shown = state[obj.id].name or "the face-down creature"
            what = "is" if unless else "isn't"
            player.notes.append(
                f"{source_name}: {shown} {what} {action.only_if_words} as it resolves, so "
                f"“{action.sentence}” did nothing to it there (608.2c)."
            )
    return kept


def attached_host(player: ScenarioPlayer, source: GameObject | None) -> list[GameObject]:
    """The permanent the source is attached to ("equipped creature", "enchanted creature"),
    if it is on the battlefield; none when the source is attached to nothing (701.3). A
    source that left (an Aura sacrificed to pay for the ability) is read as it last was on
    the battlefield (113.7a, 608.2h)."""
    if source is None:
        return []
    on_battlefield = source.zone == "battlefield"
    host_id = source.attached_to if on_battlefield else source.last_attached_to
    host = player.game.objects.get(host_id) if host_id is not None else None
    return [host] if host is not None and host.zone == "battlefield" else []


def counter_target_spell(
    player: ScenarioPlayer,
    action: OneShot,
    term: Term,
    source_name: str,
    seen_by: ContinuousEffect,
) -> None:
    """701.6a: the target spell (``stack: Name``, named with ``-> Name``) is put into its
    owner's graveyard, if it is what the instruction asks as it resolves (608.2c); a term
    that names no spell on the stack, or one the text can't target, is refused (115.1)."""
    from engine.scenario.carry_out import fits  # carry_out calls this module

    wanted = normalize_name(without_number(term.target or ""))
    on_stack = [player.game.objects[i] for i in player.elsewhere]
    named = [o for o in on_stack if o.zone == "stack" and normalize_name(o.card.name) == wanted]
    if not named:
        raise ScenarioError(
            f"In {term.where()}: {source_name} targets a spell; no spell "
            f"{f'called “{term.target}” ' if term.target else ''}is on the stack here.",
            f"Cast it first and name it: stack: Lightning Bolt + {term.text} -> Lightning Bolt",
        )
    spell = named[-1]
    chars = player.layers().characteristics[spell.id]
    if not fits(action.what, spell, chars, seen_by):
        kind = " ".join(t.lower() for t in action.what.types)
        raise ScenarioError(
            f"In {term.where()}: {spell.card.name} isn't a legal target for {source_name}: it "
            f"may target {with_article(kind)} spell (115.1, 601.2c).",
            "Point it at a spell it can target with “-> Name”.",
        )
    commit_crime(player, seen_by.controller, spell.controller, term)  # 700.13
    for countered in being_what_it_asks(player, action, [spell], seen_by, source_name):
        countered.zone = "graveyard"
        put_in_graveyard(player.game, countered.owner, countered.card)
        player.notes.append(
            f"{source_name} countered {countered.card.name}: it was put into its owner's "
            "graveyard (701.6a)."
        )


def same_name_others(
    player: ScenarioPlayer,
    action: OneShot,
    target: GameObject,
    controller: Player,
    seen_by: ContinuousEffect,
) -> list[GameObject]:
    """ "... and all other permanents [that player controls] with the same name as that
    permanent": the others acted on with the target, as they are as it resolves; a
    face-down permanent has no name, so it shares none (708.2, 201.2b)."""
    state = player.filter_state()
    name = state[target.id].name
    if not name or action.same_name_as_target is None:
        return []
    whose = action.same_name_controlled_by
    return [
        obj
        for obj in player.game.battlefield()
        if obj is not target
        and state[obj.id].name == name
        and matches_filter(
            action.same_name_as_target, state[obj.id], obj.states, seen_by, obj.id, obj.counters
        )
        and (whose != "its_controller" or state[obj.id].controller is state[target.id].controller)
        and (whose != "opponents" or state[obj.id].controller is not controller)
    ]
