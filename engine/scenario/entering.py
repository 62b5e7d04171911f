"""What a permanent enters with (614.1c): the counters its own text gives it, and the extra
counters another permanent's "each other ... you control enters with an additional counter"
gives it; and how many counters a term puts when a replacement effect changes that number
(614.1a: Hardened Scales, Doubling Season). The reading of the words is in
:mod:`engine.game.enters` and :mod:`engine.game.replacements`; this is where a scenario puts
them on and says what it could not work out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from itertools import islice
from typing import TYPE_CHECKING

from engine.cards import Card
from engine.game.enters import (
    applies_to,
    entered_with_keywords,
    entering_counters,
    others_enter_with,
)
from engine.game.replacements import counter_replacements, replaced_amount
from engine.game.transform import back_face, transforms
from engine.objects import GameObject
from engine.scenario.choices import apply_entering_choices
from engine.scenario.counted_entering import counted_as_it_enters, counters_if_this_turn
from engine.scenario.originals import text_card
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: A card with no rules for other permanents entering (``others_enter_with``).
NONE: tuple[tuple[()], tuple[()]] = ((), ())


class EnteringWatch:
    """The objects whose text changes what enters later (Metallic Mimic) or how many counters
    are put (Hardened Scales), each card read once as its object is added to the game, so a
    scenario's terms don't read the whole board again."""

    def __init__(self) -> None:
        self._checked = 0
        self._extra: list[GameObject] = []
        self._replacing: list[GameObject] = []

    def before_term(
        self, player: ScenarioPlayer
    ) -> tuple[list[GameObject], dict[int, dict[str, int]] | None]:
        """Before a term: the permanents that give what enters later extra counters
        (Metallic Mimic), and the counters on each permanent when one on the battlefield
        changes how many counters are put or tokens created (else ``None``)."""
        objects = player.game.objects
        if len(objects) != self._checked:
            for obj in islice(objects.values(), self._checked, None):
                card = text_card(player, obj)
                if card is not None and others_enter_with(card) != NONE:
                    self._extra.append(obj)
                if card is not None and counter_replacements(card) != NONE:
                    self._replacing.append(obj)
            self._checked = len(objects)
        if not self._extra and not self._replacing:
            return [], None  # most boards: nothing of the kind, nothing to read
        sources = [obj for obj in self._extra if obj.zone == "battlefield"]
        if not any(obj.zone == "battlefield" for obj in self._replacing):
            return sources, None
        return sources, {obj.id: dict(obj.counters) for obj in player.game.battlefield()}


def others_add_counters(
    player: ScenarioPlayer, sources: list[GameObject], known: set[int], term: Term
) -> None:
    """614.1c: what entered during ``term`` under the control of a permanent that was
    already there and says "each other ... you control enters with an additional
    counter" (Metallic Mimic) gets it; a rule its source lost with its abilities, or one
    not read, is said."""
    entered = [o for o in player.game.battlefield() if o.id not in known]
    if not entered:
        return
    state = player.layers().characteristics
    for source in sources:
        card = text_card(player, source)
        if source.zone != "battlefield" or card is None:
            continue
        rules, unread = others_enter_with(card)
        name = state[source.id].name or card.name
        mine = [o for o in entered if state[o.id].controller is state[source.id].controller]
        printed = {a for a in card.abilities if a.kind != "keyword"}
        kept = printed & set(state[source.id].abilities)
        if not mine or not kept:
            continue  # nothing entered under its control, or it has lost its abilities
        if kept != printed:
            player.unmodelled.append(
                f"{name} lost some of its abilities, so whether what entered in "
                f"{term.where()} gets its extra counters was not worked out (614.1c)."
            )
            continue
        player.unmodelled.extend(
            f"{name} ({term.where()}): not carried out for what entered: “{sentence}”"
            for sentence in unread
        )
        for obj in mine:
            for rule in rules:
                if applies_to(rule, state[obj.id], source.choices.creature_type):
                    obj.add_counters(rule.kind, 1, term.position - 1)
                    player.notes.append(
                        f"{state[obj.id].name or obj.card.name} entered with an additional "
                        f"{rule.kind} counter from {name} (614.1c)."
                    )


def entering_face(card: Card, term: Term) -> Card:
    """The face a permanent enters with: the back face of a transforming double-faced card
    put onto the battlefield transformed (``[transformed]``, 712.8e: a disturb card cast
    transformed is an Aura, Katilda's Rising Dawn), else the card."""
    return back_face(card) if term.chose("transformed") and transforms(card) else card


def enters_with_counters(
    player: ScenarioPlayer, obj: GameObject, term: Term, timestamp: int, x: int | None
) -> None:
    """What its own text says it enters with (614.1c): a planeswalker's printed loyalty
    (306.5b; one entering transformed, its back face's, 712.14a) and the counters its text
    gives it, X being ``x``; a sentence about them not worked out is said, never left off
    in silence."""
    face = entering_face(obj.card, term)
    loyalty = face.loyalty or ""
    if "Planeswalker" in face.types and loyalty.isdigit():
        obj.counters["loyalty"] = int(loyalty)
        obj.counter_timestamps["loyalty"] = timestamp
    entering = entering_counters(face, x, kicked=term.chose("kicked"))
    for kind, amount in entering.counters.items():
        obj.add_counters(kind, amount, timestamp)
    player.game.resolved.extend(entered_with_keywords(obj, entering.keywords, timestamp))
    for counted in entering.counted:
        counted_as_it_enters(player, obj, term, timestamp, counted)
    for asked in entering.if_this_turn:
        counters_if_this_turn(player, obj, timestamp, asked)
    if entering.tapped and not player.setting_up:  # the starting board may have untapped
        obj.states.add("tapped")
        player.notes.append(f"{obj.card.name} entered tapped, as its text says (614.1c).")
    # [x N] is offered only where it would read the sentence: a cast X, not "where X is ..."
    read_with_x = () if x is not None else entering_counters(obj.card, 1, kicked=False).unread
    player.unmodelled.extend(
        f"{obj.card.name} ({term.where()}): not carried out as it entered: “{sentence}”"
        + (" (give X with [x N])" if x is None and sentence not in read_with_x else "")
        for sentence in entering.unread
    )
    exiles = any(c.partition(":")[0].strip().casefold() == "exile" for c in term.choices)
    if entering.per_exiled and not exiles:
        player.notes.append(
            f"{obj.card.name} exiled no card as it entered, so it got no counters for them "
            f"(614.1c); name the cards with [exile: Name, Name]."
        )


#: ``[spent {w}{u}]``: the mana spent to cast the permanent's spell (601.2h).
_SPENT = re.compile(r"spent ((?:\{[wubrg]\})+)")


def sunburst_counters(player: ScenarioPlayer, obj: GameObject, term: Term, timestamp: int) -> None:
    """702.44a: a permanent with sunburst that was cast enters with a +1/+1 counter (a
    creature) or a charge counter (anything else) for each color of mana spent to cast it,
    which its term states with ``[spent {w}{u}]``; not stated, it is shown with none and the
    reply says so. One put onto the battlefield without being cast gets none (702.44a), so
    :func:`enters_from_elsewhere` never comes here."""
    card = obj.card
    if obj.face_down or not any(a.keyword == "sunburst" for a in card.abilities):
        return
    kind = "+1/+1" if "Creature" in card.types else "charge"
    spent = [found[1] for c in term.choices if (found := _SPENT.fullmatch(c.strip().casefold()))]
    if not spent:
        player.unmodelled.append(
            f"{card.name} ({term.where()}): sunburst (702.44a) gives it a {kind} counter for "
            "each color of mana spent to cast it, which the scenario doesn't state: it is "
            "shown with none. State the mana on its term, e.g. [spent {W}{U}] (none if it "
            "wasn't cast)."
        )
        return
    colors = len(set(re.findall(r"[wubrg]", "".join(spent))))
    obj.add_counters(kind, colors, timestamp)
    player.notes.append(
        f"{card.name} entered with {colors} {kind} counter{'s' if colors != 1 else ''} "
        f"from sunburst: {colors} color{'s' if colors != 1 else ''} of mana spent (702.44a)."
    )


def enters_from_elsewhere(
    player: ScenarioPlayer, obj: GameObject, term: Term, timestamp: int
) -> None:
    """A card a spell, an ability or a game term put onto the battlefield rather than cast
    (Reanimate, Animate Dead, Cloudshift, ``blink``, undying) is a new object (400.7) that
    enters the way every permanent does (614.1c, 614.12): with its printed loyalty and the
    counters its own text gives it (X is 0: no spell of its own had one, 107.3m), and with
    the choices it makes as it enters, which the term that put it there states (``Reanimate
    -> Clone [copy: Serra Angel]``); a choice it needs that the term doesn't make is said
    (a Clone that copies nothing enters as itself, 707.5). An "as this enters" replacement
    of another kind is said, not carried out."""
    enters_with_counters(player, obj, term, timestamp, x=0)
    apply_entering_choices(player, obj, term)
    player.unmodelled.extend(
        f"{obj.card.name} ({term.where()}): not carried out as it entered: {ability.summary}"
        for ability in obj.card.abilities
        if ability.kind == "other" and ability.trigger == "enters" and not ability.alternatives
    )
    player.put_onto_battlefield.append(obj.id)


def came_back(
    player: ScenarioPlayer, left: Iterable[int], term: Term, timestamp: int, *, chose: bool
) -> None:
    """Each of these objects that left the battlefield and whose card came straight back (a
    blink, persist, undying: a new object, 400.7) enters as any permanent does; with the
    term's choices if the term itself put it there (``chose``), not after state-based
    actions (persist and undying return it on their own)."""
    for obj_id in left:
        back = player.game.objects[obj_id].returned_as
        if back is not None and back not in player.put_onto_battlefield:
            # the term without its choices is made only for a card that comes back: most
            # calls (after state-based actions) have none
            entering = term if chose else replace(term, choices=())
            enters_from_elsewhere(player, player.game.objects[back], entering, timestamp)


def double_tokens(player: ScenarioPlayer, before: dict[int, dict[str, int]], term: Term) -> None:
    """614.1a: the tokens a term created under the control of a player whose permanents say
    "it creates twice that many of those tokens instead" are that many times more (each
    doubler doubles again). A token that is a copy, or that an effect of the same term
    already changed, is not duplicated here and the reply says so."""
    made = [o for o in player.game.battlefield() if o.id not in before and o.is_token]
    if not made:
        return
    state = player.layers().characteristics
    for token in made:
        controller = state[token.id].controller
        doublers = [
            rule
            for source in player.game.battlefield()
            if source.id in before
            and state[source.id].controller is controller
            and (card := text_card(player, source)) is not None
            for rule in counter_replacements(card)[0]
            if rule.tokens and (state[token.id].is_creature or not rule.creatures_only)
        ]
        if not doublers:
            continue
        name = state[token.id].name or token.card.name
        changed = any(e.locked and token.id in e.locked for e in player.game.resolved)
        if token.choices.copy_of is not None or changed:
            player.unmodelled.append(
                f"{name} ({term.where()}): a token doubler applies, but a copy or a token an "
                "effect already changed is not made twice here (614.1a)."
            )
            continue
        extra = 2 ** len(doublers) - 1
        for _ in range(extra):
            player.game.add(
                GameObject(
                    id=player.game.next_id(), card=token.card, owner=token.owner,
                    controller=token.controller, timestamp=token.timestamp, is_token=True,
                    states=set(token.states), counters=dict(token.counters),
                    counter_timestamps=dict(token.counter_timestamps),
                )
            )  # fmt: skip
        player.notes.append(
            f"{name}: {extra} more {'was' if extra == 1 else 'were'} created, twice as many "
            "for each doubler (614.1a)."
        )


def replace_counters(player: ScenarioPlayer, before: dict[int, dict[str, int]], term: Term) -> None:
    """614.1a: the +1/+1 counters a term put on a permanent become as many as the counter
    replacements of its controller's permanents say (Hardened Scales, Corpsejack Menace,
    Doubling Season), applied to what the term put, as one event; text of this kind the
    model doesn't read, or counters of another kind a "twice that many" would change, are
    said instead of left out."""
    state = player.layers().characteristics
    cards = {o.id: text_card(player, o) for o in player.game.battlefield()}
    sources = [o for o in player.game.battlefield() if _replaces(cards[o.id])]
    unread: dict[str, None] = {}
    for obj in player.game.battlefield():
        had = before.get(obj.id, {})
        added = {k: n - had.get(k, 0) for k, n in obj.counters.items() if n > had.get(k, 0)}
        created = obj.id not in before and obj.is_token
        if not added and not created:
            continue
        controller = state[obj.id].controller
        mine = [s for s in sources if state[s.id].controller is controller]
        rules = [r for s in mine for r in counter_replacements(cards[s.id] or s.card)[0]]
        for source in mine:
            for sentence in counter_replacements(cards[source.id] or source.card)[1]:
                if ("token" in sentence) == created or (added and "counter" in sentence):
                    name = state[source.id].name or source.card.name
                    unread[f"{name} ({term.where()}): not carried out: “{sentence}”"] = None
        for kind, amount in added.items():
            if kind != "+1/+1":
                if any(r.kind is None for r in rules):
                    player.unmodelled.append(
                        f"{state[obj.id].name or obj.card.name}: the {kind} counters it got were "
                        "not doubled here (only +1/+1 counters are, 614.1a)."
                    )
                continue
            total = replaced_amount(amount, kind, state[obj.id].is_creature, rules)
            if total != amount:
                obj.counters[kind] = had.get(kind, 0) + total
                order = (
                    " (its controller's order that gives the most, 616.1)" if len(rules) > 1 else ""
                )
                player.notes.append(
                    f"{state[obj.id].name or obj.card.name}: {total} {kind} counters were put on "
                    f"it instead of {amount} (614.1a){order}."
                )
    player.unmodelled.extend(unread)


def _replaces(card: Card | None) -> bool:
    return card is not None and counter_replacements(card) != NONE
