"""Abilities of permanents resolving: ``activate Card`` and ``trigger Card`` (a permanent's
"when this enters" ability, as it enters, is in :mod:`engine.scenario.permanents`).

Which ability is meant (by cost, target, mode or chapter, 714.2b), whether it can be
activated now (its cost, 602.2, 606.4; an ability an effect removed, 613.1f; one an effect
granted as quoted text) and whether a trigger's "if" clause holds (603.4).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.cards import (
    Ability,
    Card,
    CopyEffect,
    ModifyPowerToughness,
    TypeEffect,
)
from engine.errors import ScenarioError
from engine.game.reconfigure import attach_reconfigured, end_reconfigured, has_reconfigure
from engine.game.sagas import chapter, lore_counters
from engine.game.table import player_named
from engine.game.zones import elsewhere, put_in_graveyard
from engine.objects import Choices, GameObject, Player
from engine.oracle.sentences import as_self
from engine.scenario.carry_out import (
    carry_out,
    check_target,
    check_targets,
    legal_as_it_resolves,
)
from engine.scenario.checked import paid_what_it_may
from engine.scenario.choices import (
    apply_choice,
    keep_chosen_alternatives,
    may_answers,
    names_alternative,
    revealed_until,
)
from engine.scenario.control import control_given
from engine.scenario.copies import (
    copy_example,
    copy_exiled_card,
    may_copy,
    sacrificed_original,
    token_copies_of_each,
    token_copy,
    token_copy_of_permanent,
    token_of_named_card,
)
from engine.scenario.dice import answered, note_roll, rolled_row, the_row
from engine.scenario.emblems import emblem_with_trigger, make_emblem
from engine.scenario.enters_triggers import (
    once_for_entering,
    resolves_enters_trigger,
    trigger_does_nothing,
    with_cast_facts,
)
from engine.scenario.evolve import resolve_evolve
from engine.scenario.gained import (
    gained_activated,
    granted_card,
    text_of,
)
from engine.scenario.game_terms import zone_change
from engine.scenario.gates import had_now
from engine.scenario.leaves import resolve_leaves_trigger
from engine.scenario.next_enters import wait_to_enter_as_copies
from engine.scenario.originals import (
    EXILES_A_CARD,
    EXILES_IT,
    card_from_a_graveyard,
    exiled_to_copy,
    is_copy_choice,
    names_a_copy,
    token_original,
)
from engine.scenario.own_instructions import count_own_instructions
from engine.scenario.parse import Term
from engine.scenario.printed_abilities import (
    instructions_of,
    named_by_place,
    resolvable,
    say_which_was_used,
)
from engine.scenario.resolve import add_effects, face_named, read_instructions
from engine.scenario.restrictions import may_activate, may_choose_modes
from engine.scenario.spells import modes
from engine.scenario.targets import (
    aimed_among,
    aimed_terms,
    copy_original_named,
    holding_as_it_resolves,
    made_affected,
    part_target,
    resolve_affected,
)
from engine.scenario.watch import check_roll_trigger

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def activate(player: ScenarioPlayer, term: Term, timestamp: int) -> None:
    """``activate Card`` / ``trigger Card``: resolve that ability of a permanent (of the
    face named, for a double-faced card)."""
    whole = player.card(term.name, term)
    card = face_named(whole, term.name)
    if whole.stays_in_command_zone:  # a plane's chaos ability, a vanguard's (113.6p)
        source: GameObject | None = player.in_command_zone(whole, term, timestamp)
    else:
        try:
            source = player.find_permanent(term.name, term)
        except ScenarioError:
            source = None
    if source is None and term.kind == "trigger":
        source = player.departed(term.name)  # a leaves-the-battlefield trigger (603.10a)
        if source is not None and source.id in player.leaves_triggered:
            resolve_leaves_trigger(player, source, term, timestamp)
            return
    elif source is None and (source := player.departed(term.name)) is not None:
        player.notes.append(
            f"{source.card.name} left the battlefield before its ability resolved (a sacrifice "
            "as its cost, or in response): it resolves with what it last was there (113.7a)."
        )
    elif source is not None and term.kind == "trigger" and _triggers_on_leaving(whole):
        raise ScenarioError(
            f"In {term.where()}: {source.card.name} is on the battlefield, and its ability "
            "triggers when it leaves it (603.6c).",
            f"Move it first, e.g. destroy {source.card.name}, then trigger {source.card.name}.",
        )
    if source is None and term.kind == "activate":
        source = _discarded_to_activate(player, card, term, timestamp)
    if source is None:
        plain = Term(term.position, term.text, "card", name=term.name, player=term.player)
        source = player.enter(whole, plain, timestamp)
        player.notes.append(f"{card.name} was put onto the battlefield to {term.kind} it.")
    kind = "activated" if term.kind == "activate" else "triggered"
    if kind == "triggered" and source.zone == "battlefield":
        check_roll_trigger(player, source, term)  # "whenever you roll a 5 or higher"
    if kind == "triggered":  # how it was cast: its own triggers read it (702.33d)
        term = with_cast_facts(player, source, term)
    abilities = [a for a in card.abilities if resolvable(card, a, kind)]
    if abilities and card is whole and source.zone == "battlefield" and not source.face_down:
        abilities = _still_has(player, source, card, abilities, term)  # (a face: not read)
    if kind == "activated" and source.zone == "battlefield":  # 613.1f: given by an effect
        gained = gained_activated(player, card, source)
        abilities += [a for a in gained if resolvable(text_of(card, a), a, kind)]
    if not abilities and (granted := granted_card(player, source, card, kind)) is not None:
        card = granted  # Splinter Twin's "{T}: Create a token that's a copy of this creature"
        abilities = [a for a in card.abilities if resolvable(card, a, kind)]
    abilities, rolled_as = rolled_row(card, abilities, term)  # a die's results table (706.3a)
    if kind == "activated" and abilities and all(_from_a_graveyard(a) for a in abilities):
        raise ScenarioError(
            f"In {term.where()}: {card.name}'s ability is activated from a graveyard (its cost "
            "exiles the card from there, 602.2), which this model doesn't play.",
            "Write what it does as terms of their own, e.g. the copy or the counters it gives.",
        )
    continuous = [a for a in abilities if a.effects]
    if kind == "triggered" and continuous and len(continuous) < len(abilities):
        abilities = continuous  # the trigger a layers question is about; the choice is said
        player.notes.append(
            f"{card.name} has more than one triggered ability; the one with a continuous "
            "effect was resolved (write the others' effects as their own terms)."
        )
    crew = [a.keyword for a in card.abilities if (a.keyword or "").startswith("crew")]
    wants_crew = term.chose("crew")
    if kind == "activated" and crew and (wants_crew or not abilities):
        add_effects(
            player, source_name=f"{card.name} ({crew[0]})", ability=CREW, affected=[source.id],
            term=term, timestamp=timestamp, source_id=source.id, choices=Choices(),
        )  # fmt: skip
        player.notes.append(
            f"{card.name} was crewed: an artifact creature until end of turn (702.122a); the "
            "creatures tapped to crew it are not chosen here (write them [tapped])."
        )
        return
    if kind == "activated" and has_reconfigure(source) and not abilities:
        player.notes.append(_reconfigure(player, source, term, timestamp))
        return
    prowess = any(a.keyword == "prowess" for a in card.abilities)
    if kind == "triggered" and prowess and (term.chose("prowess") or not abilities):
        add_effects(
            player, source_name=f"{card.name} (prowess)", ability=PROWESS, affected=[source.id],
            term=term, timestamp=timestamp, source_id=source.id, choices=Choices(),
        )  # fmt: skip
        player.notes.append(f"{card.name}'s prowess resolved: +1/+1 until end of turn (702.108a).")
        return
    evolves = any(a.keyword == "evolve" for a in card.abilities)
    if kind == "triggered" and evolves and (term.chose("evolve") or not abilities):
        resolve_evolve(player, source, term, timestamp)
        return
    if not abilities:
        raise ScenarioError(
            f"In {term.where()}: {card.name} has no {kind} ability with a continuous "
            "effect or an instruction that I model.",
            "Write the effect itself instead, e.g. +1/+0 or switch.",
        )
    costs = [a.cost for a in abilities if a.cost]
    named = [c for c in term.choices if _cost_key(c) in {_cost_key(x) for x in costs}]
    unknown = [c for c in term.choices if _COST.fullmatch(c.strip()) and c not in named]
    if unknown:
        listing = ", ".join(f"[{c}]" for c in dict.fromkeys(costs)) or "none"
        raise ScenarioError(
            f"In {term.where()}: {card.name} has no {kind} ability costing {unknown[0]} that "
            f"I model (abilities I model, by cost: {listing}).",
            "Name one of those costs, or write the effect itself, e.g. +1/+0.",
        )
    if named:  # "activate Gideon [-4]": the ability with that cost
        abilities = [a for a in abilities if _cost_key(a.cost or "") == _cost_key(named[0])]
    placed = named_by_place(card, abilities, term) if kind == "activated" else None
    if placed is not None:  # "activate Storm Elemental [ability 2]"
        abilities, named = placed[0], [*named, placed[1]]
    if source.zone == "battlefield" and any(map(_from_hand, abilities)):  # 113.6m
        abilities = [a for a in abilities if not _from_hand(a)]
        if not abilities:
            raise ScenarioError(
                f"In {term.where()}: {card.name}'s ability costing {named[0]} is activated "
                f"by discarding {card.name} from its owner's hand (113.6m), and it is on the "
                "battlefield here.",
                f"Leave it off the battlefield: “activate {card.name} [{named[0]}]” discards "
                "it from your hand to pay the cost.",
            )
    abilities = had_now(player, source, card, abilities, term)  # a level, station, max speed
    may_activate(player, source, card, abilities, term)  # "Activate only if ..." (602.5b)
    named += rolled_as  # [roll N] chose the row: no choice left for it to make
    modal = any(a.mode is not None for a in abilities)  # a mode is named (700.2), not guessed
    if len({a.cost for a in abilities}) == 1 and len(abilities) > 1 and placed is None:
        if not modal:  # from the target: an illegal one is refused as that (115.1)
            abilities = _told_apart_by_target(player, card, abilities, source, term)
        _same_cost_unchosen(player, card, abilities, term)
    several_costs = not named and len(set(costs)) > 1
    if any(a.mode is not None for a in card.abilities if a.kind == kind):
        chosen = modes(player, card, term)  # a modal ability: the scenario names its mode
        selected = [a for a in abilities if a.mode in chosen]
        may_choose_modes(player, source, card, selected, term)  # "hasn't been chosen"
        if not selected:
            raise ScenarioError(
                f"In {term.where()}: that mode of {card.name} has no continuous effect "
                "that I model.",
                "Write the effect itself instead, e.g. +1/+0 or switch.",
            )
    elif any(re.fullmatch(r"mode \d+", c.strip().casefold()) for c in term.choices):
        raise ScenarioError(
            f"In {term.where()}: {card.name}'s ability has no modes to choose.",
            "Write the mode after a modal spell's or ability's name, e.g. Boros Charm [mode 3].",
        )
    elif (lore := lore_counters(term.choices)) is not None and kind == "triggered":
        selected = [chapter(card, lore, term.where())]
        named = [*named, *(c for c in term.choices if lore_counters((c,)) is not None)]
        source.counters["lore"] = lore  # the counter that made the chapter trigger (714.2b)
        source.counter_timestamps.setdefault("lore", timestamp)
        if selected[0] not in abilities:
            raise ScenarioError(
                f"In {term.where()}: chapter {lore} of {card.name} has no continuous effect or "
                "instruction that I model.",
                "Trigger another chapter, or write its effect itself.",
            )
    else:  # the first, or the one whose choice a bracket names ("[-2/+2]", 608.2d)
        first = next((a for a in abilities if names_alternative(a, term)), abilities[0])
        selected = [first]
        rest = abilities[abilities.index(first) + 1 :]
        while rest and rest[0].same_trigger:  # the other parts of the same ability
            selected.append(rest.pop(0))
    if several_costs:
        say_which_was_used(player, card, kind, costs, selected[0], abilities)
    if kind == "triggered" and resolves_enters_trigger(card, selected):
        once_for_entering(player, source, card, term)
    cost = selected[0].cost or ""
    dropped = selected[0]
    if kind == "triggered" and not paid_what_it_may(player, instructions_of(card, dropped), term):
        return  # "you may pay {1}. If you do, ..." with [didn't] (603.5)
    selected, alternatives = keep_chosen_alternatives(player, card.name, selected, abilities, term)
    named = [*named, *alternatives, *may_answers(card, term)]  # 603.5
    _pay_cost(player, card, source, cost, term, _names_the_sacrifice(selected, term))
    if not selected:  # "If you do, ..." with [didn't]: no continuous effect (608.2d), but
        # what the ability does before the choice still happens ("Put two +1/+1 counters
        # on ~. Then you may have it become ...")
        player.notes.append(
            f"{card.name} ({term.where()}): the choice named for it as it resolved "
            f"({', '.join(alternatives)}) leaves no continuous effect to apply."
        )
        _resolve_ability(player, card, dropped, source, term, timestamp, named, True, False)
        return
    term = copy_original_named(player, card, selected, term)  # "-> Copier, Original"
    aimed = aimed_terms(player, selected, term)  # "Another target creature gets ..." (115.3)
    held = holding_as_it_resolves(player, card.name, selected, term)  # its "if"s (608.2c)
    aimed, selected = aimed_among(selected, aimed, held), held
    if not selected:  # the notes say which "if" did not hold
        return
    nothing = [trigger_does_nothing(player, source, part, term) for part in selected]
    if all(nothing):  # "... Otherwise, ...": each part under its own "if" (608.2c)
        player.notes.append(str(nothing[0]))
        return
    doing = nothing.index(None)  # the first part that resolves
    for part, ability in enumerate(selected):  # its instructions happen once, with the first
        if nothing[part] is not None:  # another part resolved: say which one didn't
            player.notes.append(
                f"{card.name}'s {ability.kind} ability: “{ability.summary.rstrip('.')}” didn't "
                "apply, as its “if” clause didn't hold (608.2c); the rest did."
            )
            continue
        aimed_at = part_target(player, card, ability, term, aimed, part)
        if aimed_at is None:
            continue
        _resolve_ability(player, card, ability, source, aimed_at, timestamp, named, part == doing)


def _made_or_affected(
    player: ScenarioPlayer, ability: Ability, term: Term, source: GameObject, choices: Choices
) -> list[int]:
    """The objects this activation or trigger just made or put onto the battlefield, for a
    part about them ("It gains haste until end of turn"), else what the ability affects."""
    if ability.affects.scope == "made":
        made = made_affected(player, ability, source.card.name, term)
        if made is not None:
            return made
    return resolve_affected(player, ability, term, source, choices)


#: Crew N (702.122a): "This permanent becomes an artifact creature until end of turn."
CREW = Ability(
    kind="activated",
    summary="It becomes an artifact creature until end of turn (crew, 702.122a).",
    duration="end_of_turn",
    effects=(TypeEffect(mode="add", types=("Artifact", "Creature")),),
)

#: Prowess (702.108a): whenever its controller casts a noncreature spell, it gets +1/+1
#: until end of turn; ``trigger Card`` resolves it (``[prowess]`` when the card has other
#: triggered abilities too).
PROWESS = Ability(
    kind="triggered",
    summary="It gets +1/+1 until end of turn (prowess, 702.108a).",
    duration="end_of_turn",
    effects=(ModifyPowerToughness(power=1, toughness=1),),
)


def _pay_cost(
    player: ScenarioPlayer,
    card: Card,
    source: GameObject,
    cost: str,
    term: Term,
    sacrifice_named: bool = False,
) -> None:
    """The parts of a cost that change the board: {T} taps the source, a loyalty cost puts on
    or removes loyalty counters (606.4, 606.6); a sacrifice in the cost is not made here,
    unless the term names "the sacrificed creature" the ability copies (``sacrifice_named``:
    it is sacrificed as the ability resolves, :func:`_sacrifice_named`); a ``sacrifice Name``
    term just before pays it, and without one the reply warns that nothing was sacrificed. A
    source that already left paid its costs before it did, or by leaving (113.7a)."""
    if source.zone != "battlefield":
        if re.search(r"\bsacrifice (?!~|this )", cost, re.I):
            _sacrifice_said(player, card, cost, term, sacrifice_named)
        _unpaid_parts(player, card, cost, term)
        return
    if "{T}" in cost and "tapped" in source.states:
        raise ScenarioError(
            f"In {term.where()}: {card.name} is tapped, so its {{T}} cost can't be paid: a "
            "tapped permanent can't be tapped again to pay a cost (107.5).",
            "Untap it first: end turns until its controller's untap step (502.3), or resolve "
            "an effect that untaps it.",
        )
    if "{T}" in cost:
        source.states.add("tapped")  # paying {T} taps it
        player.notes.append(f"{card.name} was tapped to pay its {{T}} cost.")
    loyalty = re.fullmatch(r"([+−-]?)(\d{1,2})", cost.strip())
    if loyalty and "loyalty" in source.counters:
        change = int(loyalty.group(2)) * (
            -1 if loyalty.group(1) in "−-" and loyalty.group(1) else 1
        )
        if source.counters["loyalty"] + change < 0:
            raise ScenarioError(
                f"In {term.where()}: {card.name} has {source.counters['loyalty']} loyalty, not "
                f"enough to pay {cost} (606.6).",
                "Add loyalty first, e.g. activate it for a + ability, or [N loyalty counters].",
            )
        source.counters["loyalty"] += change
    if _SELF_SACRIFICE.search(cost):  # no choice to make: paid as it is activated (602.2b)
        zone_change(player, source, replace(term, kind="sacrifice"), term.position - 1)
        player.notes.append(f"{card.name} was sacrificed to pay its cost “{cost}” (602.2b).")
    if re.search(r"\bsacrifice (?!~|this )", cost, re.I):
        _sacrifice_said(player, card, cost, term, sacrifice_named)
    _unpaid_parts(player, card, cost, term)


#: A cost that sacrifices the source itself ("{2}{R}, Sacrifice ~"): the one permanent it
#: can be, so the scenario pays it without a term of its own.
_SELF_SACRIFICE = re.compile(r"\bsacrifice (?:~|this \w+)(?:,|$)", re.I)


def _sacrifice_said(
    player: ScenarioPlayer, card: Card, cost: str, term: Term, sacrifice_named: bool
) -> None:
    """A sacrifice in a cost: paid by a ``sacrifice Name`` term just before, made as the
    ability resolves (``sacrifice_named``), or warned as not made (602.2b)."""
    if sacrifice_named:
        return
    before = player.term_before
    if before is not None and before.kind == "sacrifice" and before.player == term.player:
        player.notes.append(f"{card.name}'s cost “{cost}” was paid by {before.where()}.")
    else:  # the board would keep what the cost sacrifices: say so (602.2b)
        player.unmodelled.append(
            f"{card.name} ({term.where()}): its cost “{cost}” sacrifices a permanent, and "
            "this scenario sacrificed none for it; write the sacrifice as its own term "
            "(sacrifice Name) just before activating."
        )


def _unpaid_parts(player: ScenarioPlayer, card: Card, cost: str, term: Term) -> None:
    """Cost parts the scenario doesn't pay are said, never silently skipped (Kethis, Keldon
    Battlewagon's "Tap an untapped creature you control"); discarding the card itself is
    paid as it is activated from the hand (:func:`_discarded_to_activate`)."""
    for part in (p.strip() for p in cost.split(",")):
        paid = _PAID.fullmatch(part) or _DISCARDS_ITSELF.fullmatch(part)
        if part and not paid and not _EXILED_FROM_GRAVEYARD.search(part):
            player.unmodelled.append(
                f"{card.name} ({term.where()}): its cost “{part}” is not paid here, so what "
                "it would move or change stays as the scenario wrote it; write the cards, "
                "counters and states ([tapped]) as they are after paying."
            )


#: Cost parts :func:`_pay_cost` pays or that change nothing a reply shows (601.2h): mana
#: and {T} (not {Q}, which would untap it), a loyalty cost, a sacrifice (said on its own),
#: revealing, paying energy (107.14; no scenario counts it). Any other part (tap or untap
#: another permanent, exile, discard, return, put or remove counters, mill, pay life,
#: exert) is not carried out, and an effect may count what it changes (Kethis).
_PAID = re.compile(
    r"(?:\{(?!Q\})[^}]+\})+|[+−-]?(?:\d{1,2}|X)|(?:Sacrifice|Reveal)\b.*"
    r"|Pay (?:\{E\})+|Pay (?:an amount of|\w+) \{E\}",
    re.I,
)


#: A triggered ability of the card itself that triggers as it leaves the battlefield.
_LEAVES = re.compile(
    r"When (?:~|this [a-z]+) (?:dies|leaves the battlefield|is put into a graveyard from "
    r"the battlefield),",
    re.I,
)


def _triggers_on_leaving(card: Card) -> bool:
    """Whether the card's first triggered ability (the one ``trigger`` resolves) is a
    leaves-the-battlefield trigger of its own (603.6c)."""
    for line in as_self(card.oracle_text, card.name, legendary=card.is_legendary).splitlines():
        if re.match(r"(?:When|Whenever|At)\b", line):
            return bool(_LEAVES.match(line))
    return False


def _same_cost_unchosen(
    player: ScenarioPlayer, card: Card, abilities: list[Ability], term: Term
) -> None:
    """Separate abilities with one cost that neither a target nor a bracket tells apart
    (Storm Elemental's two "{U}, Exile the top card of your library" abilities): the first
    is used, and the reply says so, since the scenario can't name another yet."""
    if len(abilities) < 2 or all(a.same_trigger for a in abilities[1:]):
        return
    if any(a.alternative is not None or a.mode or names_alternative(a, term) for a in abilities):
        return  # told apart by a bracket (the modes of one ability by [mode N])
    player.unmodelled.append(
        f"{card.name} ({term.where()}): it has {len(abilities)} abilities costing "
        f"“{abilities[0].cost}”; the first (“{instructions_of(card, abilities[0])}”) was used. "
        f"Name another by its place among its activated abilities, e.g. {term.name or card.name} "
        "[ability 2]."
    )


def _told_apart_by_target(
    player: ScenarioPlayer, card: Card, abilities: list[Ability], source: GameObject, term: Term
) -> list[Ability]:
    """Abilities with the same cost (Arcum's Weathervane: "{2}, {T}: target snow land is no
    longer snow" and "... target nonsnow basic land becomes snow"): the one whose target the
    term's ``-> Name`` may be (115.1) is meant; all of them when none or several fit."""
    if not term.target or player_named(term.target) is not None:
        return abilities
    if all(a.same_trigger for a in abilities[1:]):  # the parts of one ability ("~ and
        return abilities  # another target creature each get ...") resolve together
    fitting = []
    for ability in abilities:
        if ability.affects.scope != "target" or ability.target is None:
            continue
        try:
            check_target(player, (ability.target,), term, card.name, source, source.controller)
        except ScenarioError:
            continue
        fitting.append(ability)
    if len(fitting) != 1:
        return abilities
    player.notes.append(
        f"{card.name} has more than one ability costing {fitting[0].cost}; the one that may "
        f"target {term.target} was used (115.1)."
    )
    return fitting


def _still_has(
    player: ScenarioPlayer, source: GameObject, card: Card, abilities: list[Ability], term: Term
) -> list[Ability]:
    """The printed abilities the permanent still has now: one an effect removed (613.1f:
    Blood Moon makes Mutavault a Mountain with only "{T}: Add {R}", 305.7; Humility) can't
    be activated and doesn't trigger, so naming it is refused, never carried out; unless an
    effect gave its words back (a copy "except it has this ability", Dimir Doppelganger)."""
    now = {(a.kind, a.cost) for a in player.layers().characteristics[source.id].abilities}
    kept = [a for a in abilities if (a.kind, a.cost) in now]
    kind = "activated" if term.kind == "activate" else "triggered"
    if kept or granted_card(player, source, card, kind) is not None:
        return kept  # none: the words a copy effect gave it back (707.9b) are read instead
    what = "activate" if term.kind == "activate" else "trigger"
    raise ScenarioError(
        f"In {term.where()}: {card.name} doesn't have that ability now: an effect on the board "
        f"removed it (613.1f), so it can't {what}.",
        "Look at the board without that term: the reply lists the abilities it has.",
    )


def _reconfigure(player: ScenarioPlayer, source: GameObject, term: Term, timestamp: int) -> str:
    """702.151a: ``activate Card -> Creature`` attaches it to another creature its controller
    controls; ``activate Card`` alone unattaches it, when it is attached."""
    if not term.target:
        if source.attached_to is None:
            raise ScenarioError(
                f"In {term.where()}: {source.card.name} isn't attached, so reconfigure can only "
                "attach it (702.151a).",
                f"Name the creature: activate {source.card.name} -> Grizzly Bears.",
            )
        end_reconfigured(player.game, source)
        return f"{source.card.name} unattached itself: a creature again (702.151a-b)."
    host = player.target(term, exclude=source.id)
    state = player.filter_state()
    if not state[host.id].is_creature or state[host.id].controller != state[source.id].controller:
        raise ScenarioError(
            f"In {term.where()}: reconfigure attaches {source.card.name} to another creature "
            f"its controller controls (702.151a), and {host.card.name} isn't one.",
            "Point it at a creature of the same player.",
        )
    return attach_reconfigured(player.game, source, host, timestamp)


def _resolve_ability(
    player: ScenarioPlayer,
    card: Card,
    ability: Ability,
    source: GameObject,
    term: Term,
    timestamp: int,
    named: list[str],
    instructions: bool,
    effects: bool = True,
) -> None:
    """One ability (or one part of it) resolves: its continuous effects (611.2) unless a
    choice left them out (``effects``), then, for its first part (``instructions``), what
    its text says to do once (608.2)."""
    if emblem_with_trigger(ability):  # 114.1: an emblem with a triggered ability
        make_emblem(player, card, ability, term, timestamp)
        return
    given_to, term = control_given(player, [ability], term, source)  # "-> opp, Permanent"
    text = instructions_of(text_of(card, ability), ability)
    if instructions:
        note_roll(player, text, term)  # "whenever you roll" triggers see it (706.2)
    if ability.roll is not None:  # the roll answered, then what its row says (706.3b)
        text = f"{answered(text)} {the_row(card, ability.roll[0]).effect}".strip()
    reading = (
        read_instructions(text, card.name, card.is_legendary) if text and instructions else None
    )
    if reading is not None:  # "You gain 2 life. Then ... where X is the amount of life you
        count_own_instructions(player, text, source.controller, card.name)  # gained": 608.2c
    legal = (  # 608.2b: checked before anything happens ("... and it loses flying")
        legal_as_it_resolves(player, reading, term, card.name, source) if reading else None
    )
    copying = [e for e in ability.effects if isinstance(e, CopyEffect)] if effects else []
    if copying and copying[0].from_card and term.target and not names_a_copy(term):
        term = _target_card_copied(term, text)
    if copying and copying[0].sacrificed:
        _sacrifice_named(player, term, source, timestamp)
    exiles_to_copy = bool(copying) and copying[0].token and copying[0].original == "exiled"
    if exiles_to_copy and reading is not None:  # the exile is the token copy's first half
        kept = tuple(
            s for s in reading.unread if not (EXILES_IT.fullmatch(s) or EXILES_A_CARD.fullmatch(s))
        )
        reading = replace(reading, unread=kept)
    exiles_it = False  # "Exile target creature card from a graveyard. ~ becomes a copy of it"
    if copying and copying[0].from_card and reading is not None:  # [copy: Name] exiled it
        kept = tuple(s for s in reading.unread if not EXILES_A_CARD.fullmatch(s))
        exiles_it = len(kept) < len(reading.unread)
        reading = replace(reading, unread=kept)
    if exiles_to_copy and not names_a_copy(term):
        exiled = exiled_to_copy(player, source, text, term)  # Nightmare Shepherd's died
        copy_exiled_card(player, source, ability, exiled, term)
    elif copying and copying[0].for_each is not None:  # Rhys the Redeemed: one of each
        token_copies_of_each(
            player, f"{card.name}'s ability", source, ability, term, source.choices
        )
    elif copying and copying[0].original_name is not None:  # "a copy of Bosh, Iron Golem"
        token_of_named_card(player, f"{card.name}'s ability", source, ability, term)
    elif copying and copying[0].token and (copying[0].itself or not names_a_copy(term)):
        if copying[0].sacrificed and term.target:  # Cleaver Skaab's sacrificed creature
            original = sacrificed_original(player, term.target, term, source.id)
        else:
            original = token_original(player, text, source, term, copying[0].itself)
        if reading is not None and reading.targets and term.target:  # Kiki-Jiki: before the
            # token exists, which would share the original's name (115.1, 601.2c)
            check_target(
                player, reading.targets, term, card.name, source, source.controller, original
            )
        token_copy_of_permanent(
            player, f"{card.name}'s ability", source.id, ability, original, term
        )
    elif copying and copying[0].next_to_enter is not None:  # Mystic Reflection
        wait_to_enter_as_copies(player, card, copying[0], term)
    elif copying and copying[0].token:  # The Scarab God: [copy: Card] makes the token
        for choice in term.choices:
            if is_copy_choice(choice) and choice not in named:  # of this ability, not the
                named_card = player.card(choice.partition(":")[2].strip(), term)  # first copier
                token_copy(player, source, ability, named_card, term)
            elif choice not in named:
                apply_choice(player, source, source.choices, choice, term)
    elif ability.effects and effects:
        # a type chosen as the source entered ("target creature that isn't of the chosen
        # type", Callous Oppressor); a bracket on the activation names one it chooses itself
        choices = Choices(player=given_to, creature_type=source.choices.creature_type)
        for choice in term.choices:
            if copying and copying[0].from_card and is_copy_choice(choice):
                kind = copying[0].original_is  # "target permanent card" (Shifting Woodland)
                original = card_from_a_graveyard(
                    player, card, choice, term, kind, source, exiles=exiles_it
                )
                choices.copy_of = original.id
            elif copying and copying[0].sacrificed and is_copy_choice(choice):
                said = choice.partition(":")[2].strip()  # The Ever-Changing 'Dane
                choices.copy_of = sacrificed_original(player, said, term, source.id).id
            elif not re.fullmatch(r"mode \d+", choice.strip().casefold()) and choice not in named:
                apply_choice(player, None, choices, choice, term)
        if copying and choices.copy_of is not None and not copying[0].from_card:
            may_copy(player, source, player.game.objects[choices.copy_of], term)  # 115.1
        if reading is not None and choices.revealed is not None:  # [revealed: Name]
            unread = revealed_until(player, choices.revealed, reading.unread, term)
            reading = replace(reading, unread=unread)
        if copying and choices.copy_of is None and copying[0].from_card:
            raise ScenarioError(
                f"In {term.where()}: say which creature card {card.name} becomes a copy of.",
                f"Name the card, e.g. {copy_example(card, f'activate {card.name}')}.",
            )
        if copying and choices.copy_of is None:  # "becomes a copy of target creature"
            if not term.target:
                raise ScenarioError(
                    f"In {term.where()}: say what {card.name} becomes a copy of.",
                    f"Point it at the original, e.g. activate {card.name} -> Grizzly Bears.",
                )
            if copying[0].sacrificed:  # "-> Name": the creature the cost sacrificed
                choices.copy_of = sacrificed_original(player, term.target, term, source.id).id
            else:
                choices.copy_of = player.target(term, exclude=source.id).id
        add_effects(
            player,
            source_name=card.name,
            ability=ability,
            affected=_made_or_affected(player, ability, term, source, choices),
            term=term,
            timestamp=timestamp,
            source_id=source.id,
            choices=choices,
        )
    elif reading is not None:  # instructions only: the facts its brackets state (this turn's)
        for choice in term.choices:
            if not re.fullmatch(r"mode \d+", choice.strip().casefold()) and choice not in named:
                apply_choice(player, None, Choices(), choice, term)
    if reading is not None:  # an illegal target is reported after the effects' own checks
        if reading.targets and legal is None:
            check_targets(player, reading, term, card.name, source, source.controller)
        carry_out(
            player, reading, source_name=card.name, source=source, card=card, term=term,
            timestamp=timestamp, chosen_target=legal,
        )  # fmt: skip


#: "a copy of target creature card in your graveyard" (Norin and Feldon), "Exile target
#: creature card from a graveyard" (Dimir Doppelganger): the original is a targeted card.
_TARGETS_A_CARD = re.compile(
    r"\btarget [a-z ]*?cards? (?:in|from) (?:a|your|an opponent's) graveyard"
)


def _target_card_copied(term: Term, text: str) -> Term:
    """``-> Name`` for an ability that copies a card it targets in a graveyard (115.1): the
    card named, as ``[copy: Name]`` names it."""
    if not _TARGETS_A_CARD.search(text):
        return term
    return replace(term, target=None, choices=(*term.choices, f"copy: {term.target}"))


def _names_the_sacrifice(selected: list[Ability], term: Term) -> bool:
    """Whether the term names the creature a cost sacrifices: the ability copies "the
    sacrificed creature" and the term says which (``-> Name`` or ``[copy: Name]``)."""
    copies_it = any(isinstance(e, CopyEffect) and e.sacrificed for a in selected for e in a.effects)
    return copies_it and bool(term.target or any(is_copy_choice(c) for c in term.choices))


def _sacrifice_named(
    player: ScenarioPlayer, term: Term, source: GameObject, timestamp: int
) -> None:
    """Sacrifice the creature the term names for a cost whose "sacrificed creature" the
    ability copies (``-> Name`` or ``[copy: Name]``), unless the scenario sacrificed it
    before: a cost is paid as the ability is activated (602.2b, 601.2h), and the copy takes
    its values as it last existed (608.2h)."""
    named = [c.partition(":")[2].strip() for c in term.choices if is_copy_choice(c)]
    for name in [*named, *([term.target] if term.target else [])][:1]:
        original = sacrificed_original(player, name, term, source.id)
        if original.zone != "battlefield":
            continue
        controller = player.filter_state()[original.id].controller
        if controller != player.filter_state()[source.id].controller:
            raise ScenarioError(
                f"In {term.where()}: {source.card.name}'s cost can't sacrifice {name}: a player "
                "sacrifices only a permanent they control (701.21a).",
                "Name a creature its controller controls.",
            )
        zone_change(player, original, replace(term, kind="sacrifice"), timestamp)


#: A cost as a scenario writes it: mana symbols (``{3}{B}{B}``) or a loyalty cost (``-4``).
_COST = re.compile(r"(?:\{[^{}]+\}[^\[\]]*|[+−-]\d{1,2})")


def _cost_key(cost: str) -> str:
    """A cost as a scenario may write it: ``[-4]`` for "−4", ``[{2}{u}]`` for "{2}{U}"."""
    return re.sub(r"\s+", "", cost).replace("−", "-").casefold()


#: A cost that exiles the card itself from its owner's graveyard ("Renew — {2}{U}, Exile
#: this card from your graveyard"): the ability is activated while the card is there.
_EXILED_FROM_GRAVEYARD = re.compile(r"\b[Ee]xile (?:~|this card) from your graveyard\b")


def _from_a_graveyard(ability: Ability) -> bool:
    return _EXILED_FROM_GRAVEYARD.search(ability.cost or "") is not None


#: A cost that discards the card itself ("Channel — {X}{U}, Discard this card"): the
#: ability is activated while the card is in its owner's hand (113.6m).
_DISCARDS_ITSELF = re.compile(r"\b[Dd]iscard (?:~|this card\b)")


def _from_hand(ability: Ability) -> bool:
    return _DISCARDS_ITSELF.search(ability.cost or "") is not None


def _discarded_to_activate(
    player: ScenarioPlayer, card: Card, term: Term, timestamp: int
) -> GameObject | None:
    """``activate Card [cost]`` naming a cost that discards the card (or one of a card whose
    activated abilities all do): the card is discarded from its owner's hand as the cost is
    paid (701.9a), so the ability resolves with its source in the graveyard, never on the
    battlefield; ``None`` for an ability of the permanent."""
    activated = [a for a in card.abilities if a.kind == "activated"]
    said = {_cost_key(choice) for choice in term.choices}
    if not any(map(_from_hand, activated)) or not (
        all(map(_from_hand, activated))
        or any(_cost_key(a.cost or "") in said for a in activated if _from_hand(a))
    ):
        return None
    seat = term.seat()
    held = [
        o for o in player.game.objects.values()
        if o.zone == "hand" and o.owner is seat and o.card.name == card.name
    ]  # fmt: skip
    if held:  # ``hand: Card``: that card leaves the hand
        source = held[-1]
        source.zone = "graveyard"
        put_in_graveyard(player.game, seat, card)
        if seat is Player.YOU:
            player.game.hand_size -= 1
    else:
        source = elsewhere(player.game, card, seat, "graveyard", timestamp)
        player.elsewhere.append(source.id)  # reported where it is
    player.notes.append(
        f"{card.name} was discarded from its owner's hand to pay its cost (701.9a): it is in "
        "the graveyard as its ability resolves."
    )
    return source
