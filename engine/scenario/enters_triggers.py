"""A permanent's own "when this enters" triggered ability, as the permanent enters (603.6a).

It triggers as the permanent enters and resolves before the next term, so the reply shows
what it did: its continuous effects on the permanent itself, on a group ("creatures you
control get +1/+0 and gain haste until end of turn", "gain control of all Dragons") or on
what it is attached to, and its one-shot instructions ("then untap all Dragons"). What the
model can't carry out as it enters (a choice the scenario doesn't name, a copy, a token it
made) leaves the whole trigger waiting for ``trigger Name``, and the reply lists it in
``unmodelled`` until that term resolves it: never skipped in silence. A permanent of the
board the scenario starts with is taken as already there, so its trigger didn't happen: an
assumption that changes the board when the judge meant it to enter, so it is a warning
that says how to have it resolve.

How the permanent was cast (``[kicked]``, ``[bargained]`` on its term) is a fact of the
permanent its own enters trigger reads (603.4, 702.33d), also from a later ``trigger Name``.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.cards import Ability, Card, CopyEffect
from engine.errors import ScenarioError
from engine.game.transform import face_up
from engine.objects import Choices, GameObject
from engine.oracle.cast_facts import is_cast_fact
from engine.oracle.triggers import IF_KICKED, enters_other_event, enters_text
from engine.scenario.carry_out import carry_out, check_targets
from engine.scenario.extra_triggers import additional_times, stops_triggers
from engine.scenario.gained import granted_card
from engine.scenario.parse import Term
from engine.scenario.resolve import add_effects, read_instructions
from engine.scenario.targets import intervening_holds, resolve_affected

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: The scopes of a continuous part the model resolves as the permanent enters, with no
#: target and no choice: the permanent itself, every permanent of a group, its host, what
#: its instructions put onto the battlefield ("It gains haste", after the instructions).
_AS_IT_ENTERS = frozenset({"self", "all", "attached", "made"})


def remember_how_cast(player: ScenarioPlayer, obj: GameObject, term: Term) -> None:
    """Keep the cast facts the term states for the permanent (``[kicked]``, ``[bargained]``):
    its own triggers read them as they resolve (603.4, 702.33d)."""
    facts = tuple(c for c in term.choices if c.strip().casefold() == "kicked" or is_cast_fact(c))
    if facts:
        player.cast_facts[obj.id] = facts


def with_cast_facts(player: ScenarioPlayer, source: GameObject, term: Term) -> Term:
    """``term`` (a ``trigger Name`` term) with the cast facts stated when ``source`` entered,
    which its triggered abilities read (a kicked permanent's "if it was kicked", 702.33d)."""
    facts = [c for c in player.cast_facts.get(source.id, ()) if c not in term.choices]
    return replace(term, choices=(*term.choices, *facts)) if facts else term


#: A quoted "when this enters" ability the card's own words grant ("This creature has "When
#: this creature enters, ..." as long as ..."): the permanent may have it as it enters.
_GRANTS_ENTERS = re.compile(r"\"When(?:ever)? this \w+ enters\b")


def entering_card(player: ScenarioPlayer, source: GameObject) -> Card:
    """The face whose "when this enters" ability triggers as ``source`` enters: its own, or,
    when it has none, the quoted one its own static gives it now (a threshold, 603.6a: the
    ability triggers when the permanent has it as it enters), read as its card."""
    card = face_up(source)
    if has_enters_trigger(card) or not _GRANTS_ENTERS.search(card.oracle_text):
        return card
    granted = granted_card(player, source, card, "triggered")
    return granted if granted is not None and has_enters_trigger(granted) else card


def enters_parts(card: Card) -> list[Ability]:
    """The continuous parts of the card's "when this enters" trigger that don't target
    (a targeted one resolves at ``-> Name``: :mod:`engine.scenario.permanents`)."""
    return [
        a
        for a in card.abilities
        if a.trigger == "enters" and a.kind != "other" and a.effects and a.affects.scope != "target"
    ]


def _carried_out_as_it_enters(ability: Ability) -> bool:
    """Whether the model resolves this part as the permanent enters: no target, no choice
    left to the scenario, no copy (608.2d, 707.2)."""
    return (
        ability.affects.scope in _AS_IT_ENTERS
        and (ability.target is None or ability.affects.scope == "made")  # its target: the
        # instructions' (a card they return)
        and ability.choice is None
        and not ability.alternatives
        and not any(isinstance(effect, CopyEffect) for effect in ability.effects)
    )


#: A sentence of an enters trigger that changes nothing on the battlefield, the part of the
#: game a reply shows: cards drawn, looked at or discarded, life and energy.
_OFF_THE_BATTLEFIELD = re.compile(
    r"(?:then )?(?:you may )?(?:(?:you|each player|each opponent|target player) )?"
    r"(?:(?:draws?|scry|surveil|gains? \d+ life|loses? \d+ life|looks? at|reveal|search|"
    r"shuffle|discards?|mills?)\b|get \{E\})",
    re.IGNORECASE,
)


def shows_on_the_battlefield(card: Card) -> bool:
    """Whether the card's "when this enters" trigger would change the battlefield: a
    continuous part, or an instruction that isn't about hands, libraries, life or energy
    (Aven Eternal's amass is; Lazav's surveil 1 is not)."""
    if enters_parts(card):
        return True
    sentences = re.split(r"(?<=\.)\s+", _instructions(card).strip())
    return any(s and not _OFF_THE_BATTLEFIELD.match(s) for s in sentences)


def _instructions(card: Card) -> str:
    """The one-shot words of its "when this enters" trigger, "" when it has none."""
    return enters_text(card.oracle_text, card.name, legendary=card.is_legendary)


def trigger_does_nothing(
    player: ScenarioPlayer, source: GameObject, ability: Ability, term: Term
) -> str | None:
    """Why a triggered ability with an intervening "if" clause does nothing here (603.4):
    the permanent wasn't kicked (``[kicked]`` on the term), or its source isn't what the
    clause asks as it resolves; ``None`` when it resolves."""
    kicked = term.chose("kicked")
    name = source.card.name
    if ability.kind == "triggered" and ability.kicked is not None and ability.kicked != kicked:
        said = "it was kicked" if ability.kicked else "it wasn't kicked"
        return f"{name}'s triggered ability did nothing: only if {said} (603.4; write [kicked])."
    clause = ability.intervening_if
    if clause is not None and not intervening_holds(player, source, clause, term):
        rule = "603.4" if ability.kind == "triggered" else "608.2c"
        return (
            f"{name}'s {ability.kind} ability did nothing: its “if” clause didn't hold as it "
            f"resolved ({rule})."
        )
    return None


def has_enters_trigger(card: Card) -> bool:
    """Whether the card has an untargeted "when this enters" trigger: continuous parts
    that don't target, or one-shot instructions."""
    return bool(enters_parts(card) or _instructions(card))


def enters_trigger(player: ScenarioPlayer, source: GameObject, term: Term, timestamp: int) -> None:
    """A permanent that enters during the scenario: its "when this enters" ability resolves
    (603.6a), at ``-> Name`` or the subject when it targets; its continuous parts first,
    then its instructions, then the parts about what they made or the counter they put ("for
    as long as it has a shield counter on it"). One with no legal target does nothing, and
    says so; one the model can't carry out waits for ``trigger Name`` and is listed until
    then."""
    if source.face_down:  # a face-down permanent has no abilities (708.2)
        return
    card = entering_card(player, source)  # transformed: its back face's (712.8e)
    parts = enters_parts(card)
    waiting = [a for a in parts if not _carried_out_as_it_enters(a)]
    if waiting:
        player.enters_waiting[source.id] = term
        return
    player.enters_resolved[source.id] = term
    triggers = has_enters_trigger(card)  # none: nothing to stop or to double
    stops = stops_triggers(player, source, source.controller) if triggers else ""
    if stops:
        player.notes.append(
            f"{source.card.name}'s “when this enters” ability didn't trigger: {stops} says "
            "entering doesn't cause abilities to trigger."
        )
        return
    times = 1 + (additional_times(player, source, term) if triggers else 0)
    if times > 1:
        player.notes.append(
            f"{source.card.name}'s “when this enters” ability triggered {times} times: a "
            "permanent its controller controls makes it trigger an additional time (603.2d)."
        )
    for again in range(times):
        _resolve_once(player, source, card, parts, term, timestamp, again)


def _resolve_once(
    player: ScenarioPlayer,
    source: GameObject,
    card: Card,
    parts: list[Ability],
    term: Term,
    timestamp: int,
    again: int,
) -> None:
    """One resolution of the "when this enters" ability (``again``: how many came before it
    in this term; ``card``: the face it has): its continuous parts, then its instructions,
    then the parts about what they made or the counter they put."""
    for ability in (a for a in parts if not _after_instructions(a)):
        _part_resolves(player, source, ability, term, timestamp, again)
    text = _instructions(card)
    if kicker := IF_KICKED.match(text):  # "When Verdeloth enters, if it was kicked, ..."
        if not term.chose("kicked"):
            if not again:
                player.notes.append(
                    f"{card.name}'s “when this enters” ability did nothing: only if it was "
                    "kicked (603.4; write [kicked])."
                )
            text = ""
        text = text[kicker.end() :]
    reading = read_instructions(text, card.name, card.is_legendary) if text else None
    read = any(a.trigger == "enters" and a.effects for a in card.abilities)  # a
    # targeted part resolved as it entered (engine.scenario.permanents) is read too
    if reading is not None and not (read or reading.actions or reading.unread) and not again:
        player.unmodelled.append(  # words neither the ability nor the instructions read
            f"{card.own_name}'s enters ability ({term.where()}): not carried out: "
            f"“{text.replace('~', card.name)}”"
        )
    if reading is not None and (reading.actions or reading.unread):
        if reading.targets:
            try:
                check_targets(player, reading, term, source.card.name, source, source.controller)
            except ScenarioError as error:
                player.notes.append(
                    f"{source.card.name}'s “when this enters” ability did nothing: {error.message}"
                )
                return
        carry_out(
            player, reading, source_name=f"{source.card.own_name}'s enters ability",
            source=source, card=card, term=term, timestamp=timestamp,
        )  # fmt: skip
    for ability in (a for a in parts if _after_instructions(a)):
        _part_resolves(player, source, ability, term, timestamp, again)


def _after_instructions(ability: Ability) -> bool:
    """A part that needs the instructions done first: one about what they put onto the
    battlefield, or one lasting while its object keeps the counter they put (608.2c)."""
    return ability.affects.scope == "made" or ability.duration == "while_counter"


def _part_resolves(
    player: ScenarioPlayer,
    source: GameObject,
    ability: Ability,
    term: Term,
    timestamp: int,
    again: int = 0,
) -> None:
    """One continuous part of the trigger applies (611.2): to what it affects as it resolves,
    or to what the instructions just put onto the battlefield; an "if" that doesn't hold
    makes it do nothing, and the notes say so (603.4)."""
    if (why := trigger_does_nothing(player, source, ability, term)) is not None:
        player.notes.append(why)
        return
    if ability.affects.scope == "made":
        affected = list(player.made_tokens)
        if not affected:
            player.notes.append(
                f"{source.card.name}'s “when this enters” ability: “{ability.summary}” did "
                "nothing, since its instructions put nothing onto the battlefield."
            )
            return
    else:
        affected = resolve_affected(player, ability, term, source)
    add_effects(
        player, source_name=source.card.name, ability=ability, affected=affected, term=term,
        timestamp=timestamp, source_id=source.id, choices=Choices(), again=again,
    )  # fmt: skip


def on_the_board(player: ScenarioPlayer, source: GameObject, term: Term) -> None:
    """A permanent of the board the scenario starts with was already there: its "when this
    enters" ability didn't trigger in the scenario (the reply says so at the end, unless a
    ``trigger Name`` term resolves it)."""
    if not source.face_down and has_enters_trigger(entering_card(player, source)):
        player.enters_on_board[source.id] = term


def returned_enters(player: ScenarioPlayer, before: set[int], term: Term) -> None:
    """A card that came back to the battlefield during the term (blinked, returned by
    persist, put there from a graveyard: a new object, 400.7) entered, so its "when this
    enters" ability triggered (603.6a): it resolves then when it targets nothing; one that
    targets waits for ``trigger Name -> Target`` (the target is the judge's) and is listed
    until then, never left out in silence."""
    if len(player.game.objects) == len(before):
        return  # no new object, so none that came back: objects are never removed
    seen = player.enters_resolved.keys() | player.enters_waiting.keys()
    for old in list(player.game.objects.values()):
        new_id = old.returned_as
        if new_id is None or new_id in before or new_id in seen:
            continue
        new = player.game.objects[new_id]
        card = entering_card(player, new)
        if new.zone != "battlefield" or new.face_down or not has_enters_trigger(card):
            continue
        if _targets(card):
            player.enters_waiting[new_id] = term
        else:
            enters_trigger(player, new, term, term.position - 1)


def _targets(card: Card) -> bool:
    """Whether the card's "when this enters" ability targets (115.1)."""
    if any(a.trigger == "enters" and a.affects.scope == "target" for a in card.abilities):
        return True
    text = _instructions(card)
    return bool(text) and bool(read_instructions(text, card.name, card.is_legendary).targets)


#: The second event of an enters trigger that is a declared attack (508.3a): "Whenever ~
#: enters or attacks", "When ~ enters and whenever ~ attacks".
_ATTACKS = re.compile(r"(?:whenever (?:~|it|this [a-z]+) )?attacks")


def once_for_entering(player: ScenarioPlayer, source: GameObject, card: Card, term: Term) -> None:
    """``trigger Name`` for a permanent's "when this enters" ability: refused when it already
    resolved as the permanent entered (603.6a: it triggers once for each time it enters) and
    no other event of the same ability was seen since ("or another artifact ... enters", "or
    attacks" with the permanent attacking, 508.3a); else it resolves the trigger that waited
    for this term (two ``trigger`` terms are the judge's own: a trigger doubled by
    Panharmonicon). A refusal names the ability's other event and how to show it."""
    entered = player.enters_resolved.get(source.id)
    again = player.watched_triggers.get(source.id)  # "~ or another artifact ... enters"
    other = enters_other_event(card.oracle_text, card.name, legendary=card.is_legendary)
    attacks = _ATTACKS.fullmatch(other) is not None
    attacked = attacks and "attacking" in source.states  # [attacking]: declared so (508.3a)
    if (
        not attacked
        and entered is not None
        and (again is None or again.position <= entered.position)
    ):
        if attacks:
            said = f"it triggers again when it attacks, and {card.name} isn't attacking (508.3a)"
        elif other:
            said = f"it triggers again only on its other event, “{other}”"
        else:
            said = "it triggers once each time it enters"
        raise ScenarioError(
            f"In {term.where()}: {card.name}'s “when this enters” ability already resolved as "
            f"it entered, in {entered.where()} (603.6a); {said}.",
            f"Mark it attacking to resolve its trigger again: {card.name} [attacking]."
            if attacks
            else f"Leave out “trigger {card.name}”; if it triggered again (its other event, "
            "Panharmonicon), write its effect as a term of its own.",
        )
    player.enters_waiting.pop(source.id, None)
    player.enters_on_board.pop(source.id, None)


def resolves_enters_trigger(card: Card, selected: list[Ability]) -> bool:
    """Whether the abilities a ``trigger Name`` term selected are the card's "when this
    enters" trigger: a part marked so, or, for a trigger with instructions only, the card's
    first triggered ability (the one ``trigger`` resolves) when it is its enters trigger."""
    if any(a.trigger == "enters" for a in selected):
        return True
    return not any(a.effects for a in selected) and _first_trigger_enters(card)


def _first_trigger_enters(card: Card) -> bool:
    """Whether the card's first triggered ability is its "when this enters" trigger."""
    for line in card.oracle_text.splitlines():
        if re.match(r"(?:When|Whenever|At)\b", line):
            return bool(enters_text(line, card.name, legendary=card.is_legendary))
    return False


def _how_to_include(card: Card) -> str:
    """What the reply tells the judge to write for the card's enters trigger: ``trigger
    Name`` when that term resolves it (it takes the first triggered ability with a continuous
    effect, else the first one, if it has an instruction I carry out), else its effect
    written out as terms of their own, or carried out by hand."""
    continuous = [a for a in card.abilities if a.kind == "triggered" and a.effects]
    if continuous:
        reached = continuous[0].trigger == "enters"
    else:
        words = _instructions(card)
        does = bool(words) and bool(read_instructions(words, card.name, card.is_legendary).actions)
        if not does:
            return "carry out by hand what it says (I don't model it)"
        reached = _first_trigger_enters(card)
    if reached:
        return f"add “trigger {card.name}”"
    return (
        f"write what it does as terms of their own (“trigger {card.name}” resolves another "
        "of its triggered abilities)"
    )


def report_waiting_enters(player: ScenarioPlayer) -> None:
    """Each "when this enters" trigger the model didn't carry out as its permanent entered
    and that no ``trigger Name`` term resolved: listed in ``unmodelled`` (603.3); one of a
    permanent on the starting board, taken as already there, too, when what it does would
    show on the battlefield (the judge may have meant it to enter); else in the notes."""
    for obj_id, term in player.enters_waiting.items():
        card = entering_card(player, player.game.objects[obj_id])
        parts = "; ".join(a.summary for a in enters_parts(card)) or _instructions(card).replace(
            "~", card.name
        )
        player.unmodelled.append(
            f"{card.name} ({term.where()}): its “when this enters” ability triggered as it "
            f"entered ({parts}) and was not carried out: the board is shown without it. To "
            f"include it, {_how_to_include(card)} after that term (603.6a)."
        )
    for obj_id, term in player.enters_on_board.items():
        if player.game.objects[obj_id].zone != "battlefield":
            continue  # gone: no term can resolve that object's trigger any more
        card = entering_card(player, player.game.objects[obj_id])
        said = player.unmodelled if shows_on_the_battlefield(card) else player.notes
        said.append(
            f"{card.name} ({term.where()}) is on the board the scenario starts with, so I took "
            f"it as already there: its “when this enters” ability did not trigger and the "
            f"board is shown without it. If it entered, {_how_to_include(card)} (or name "
            f"{card.name} after a spell or action, where it enters, 603.6a)."
        )
