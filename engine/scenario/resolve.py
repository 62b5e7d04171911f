"""Spells and abilities resolving: their continuous effects (611.2) and where they go.

An instant or sorcery resolves and goes to the graveyard; ``activate``/``trigger``
resolves an ability of a permanent. The objects an effect applies to are locked in as it
resolves (611.2c), after the choices made for it; amounts are counted then (608.2h).
The one-shot part of the text (destroy, exile, damage, tokens, ...) is carried out by
:mod:`engine.scenario.carry_out`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING

from engine.cards import (
    Ability,
    AbilityEffect,
    Card,
    ControlEffect,
    CopyEffect,
    Filter,
    Formula,
    ModifyPowerToughness,
    SetPowerToughness,
    TextChangeEffect,
    TypeEffect,
)
from engine.errors import ScenarioError
from engine.game.sagas import chapter, lore_counters
from engine.game.table import player_named
from engine.layers import ContinuousEffect, EffectKey
from engine.layers.effects import LAYER_OF_KIND
from engine.layers.filters import formula_value
from engine.names import normalize_name
from engine.objects import Choices, GameObject, Player
from engine.oracle import parse_card
from engine.oracle.actions import ReadActions, effect_text, enters_text, read_actions
from engine.scenario.carry_out import (
    carry_out,
    check_target,
    check_targets,
    describe,
    fits,
    probe,
)
from engine.scenario.choices import (
    apply_choice,
    check_text_change,
    copy_exiled_card,
    keep_chosen_alternatives,
    names_alternative,
    note_missing_choices,
    revealed_until,
    token_copy_of_permanent,
)
from engine.scenario.gained import (
    activated_abilities_of_target,
    gained_activated,
    text_of,
)
from engine.scenario.leaves import resolve_leaves_trigger
from engine.scenario.next_enters import CHOOSES_ORIGINAL, wait_to_enter_as_copies
from engine.scenario.originals import (
    EXILES_A_CARD,
    EXILES_IT,
    card_from_a_graveyard,
    exile_the_one_that_died,
    is_copy_choice,
    names_a_copy,
    token_original,
)
from engine.scenario.parse import Term, without_number
from engine.scenario.targets import (
    aimed_terms,
    awaken_target,
    check_cast_facts,
    copy_original_named,
    holding_as_it_resolves,
    intervening_holds,
    part_target,
    resolve_affected,
)

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


@lru_cache(maxsize=1024)
def _read_actions(text: str, name: str) -> ReadActions:
    """A spell's or ability's one-shot instructions, read once per text: reading them is
    pure and what it returns is immutable, and a card's text is read each time it
    resolves (three Raise the Alarms in one scenario, Lightning Bolt in many)."""
    return read_actions(text, name)


def face_named(card: Card, typed: str) -> Card:
    """The face of a split/adventure/MDFC card the judge named (``Invert``)."""
    wanted = normalize_name(without_number(typed))
    for face in card.faces:
        if normalize_name(face.name) == wanted:
            return face
    with_effects = [face for face in card.faces if any(a.effects for a in face.abilities)]
    return with_effects[0] if with_effects else card


def spell_resolves(player: ScenarioPlayer, whole: Card, term: Term, timestamp: int) -> None:
    """An instant or sorcery resolves (its named half, for a split card) and is put into
    its owner's graveyard: its continuous effects start (611.2), its one-shot instructions
    happen, and text that was neither is reported as not carried out."""
    card = face_named(whole, term.name)
    overloaded = _overloaded(card, term)
    abilities = [
        a
        for a in card.abilities
        if a.kind == "spell" and a.effects and a.mode in (None, *modes(player, card, term))
    ]
    kicked = term.chose("kicked")
    if kicked and not any(a.kicked is not None for a in card.abilities):
        raise ScenarioError(
            f"In {term.where()}: {card.name} has no kicker text I model.",
            "Leave out [kicked].",
        )
    abilities = [a for a in abilities if a.kicked in (None, kicked)]
    awakening = _awakening(card, abilities, term)  # [awaken]: cast for its awaken cost
    abilities = [a for a in abilities if a.awaken is None]
    abilities, alternatives = keep_chosen_alternatives(
        player, card.name, abilities, abilities, term
    )
    if overloaded:
        abilities = [_each_instead_of_target(a) for a in abilities]
    text = card.oracle_text or (whole.oracle_text if not whole.faces else "")
    if abilities_are_modal(card):  # only the chosen modes happen (700.2)
        text = chosen_modes_text(text, modes(player, card, term))
    reading = _read_actions(text, card.name) if text else None
    land = None  # the land an awakened spell also targets: the last name after the arrow
    if awakening:
        own = any(a.affects.scope == "target" for a in abilities) or bool(
            reading and (reading.targets or any(a.scope == "player" for a in reading.actions))
        )
        term, land = awaken_target(player, term, own)
    term = copy_original_named(player, abilities, term)  # "-> Copier, Original"
    aimed = aimed_terms(player, abilities, term)  # "... other target creature ..." (115.3)
    if aimed is None:
        _check_spell_targets(player, card, abilities, reading, term, overloaded)
    choices = Choices()
    for choice in term.choices:
        if choice not in alternatives:
            apply_choice(player, None, choices, choice, term)
    check_cast_facts(card, term)  # [bargained] on a spell that asks no such thing
    abilities = holding_as_it_resolves(player, card.name, abilities, term)  # facts stated
    skipped = (*whole.unmodelled, *(card.unmodelled if card is not whole else ()))
    if skipped:
        player.unmodelled.append(
            f"{card.name} ({term.where()}): not modelled: {'; '.join(skipped)} — the "
            "layers this text would touch may be incomplete."
        )
    copied: GameObject | None = None  # "return it; create a token that's a copy of it"
    for index, ability in enumerate(abilities):
        aimed_at = part_target(player, card, ability, term, aimed, index)
        if aimed_at is None:
            continue
        copying = next((e for e in ability.effects if isinstance(e, CopyEffect)), None)
        if copying is not None and copying.next_to_enter is not None:  # Mystic Reflection
            wait_to_enter_as_copies(player, card, copying, term)
            if reading is not None:  # choosing the original is part of the replacement
                kept = tuple(s for s in reading.unread if not CHOOSES_ORIGINAL.fullmatch(s))
                reading = replace(reading, unread=kept)
            continue
        if copying is not None:  # the original: "[copy: Name]", else "-> Name"
            if choices.copy_of is None:
                choices.copy_of = player.target(term).id
            if copying.token:  # "create a token that's a copy of target creature"
                original = player.game.objects[choices.copy_of]
                token_copy_of_permanent(player, card.name, None, ability, original, term)
                copied = original
                continue
        affected = resolve_affected(player, ability, aimed_at, None, choices)
        if copying is not None:  # "each other creature becomes a copy of it": not itself
            affected = [i for i in affected if i != choices.copy_of]
        add_effects(
            player,
            source_name=card.name,
            ability=ability,
            affected=affected,
            term=term,
            timestamp=timestamp,
            source_id=None,
            choices=choices,
        )
    if reading is not None:
        carry_out(
            player, reading, source_name=card.name, source=None, card=card, term=term,
            timestamp=timestamp, overloaded=overloaded, chosen_target=copied,
        )  # fmt: skip
    elif not text:
        _unread_without_text(player, card, term)
    for ability in awakening:
        assert land is not None
        _awaken_land(player, card, ability, land, timestamp, choices)
    if not abilities and not (reading and (reading.actions or reading.unread)) and text:
        player.notes.append(
            f"{card.name} resolved without creating a continuous effect, so it changes no "
            "characteristic here."
        )
    player.game.graveyard.append((term.seat(), whole))
    player.game.graveyard_types.update(card.types)


def _awakening(card: Card, abilities: list[Ability], term: Term) -> list[Ability]:
    """The awaken abilities that apply: the spell was cast for its awaken cost (702.113,
    ``[awaken]``); a spell without awaken refuses the bracket."""
    awakened = term.chose("awaken")
    if awakened and not any(a.awaken is not None for a in card.abilities):
        raise ScenarioError(
            f"In {term.where()}: {card.name} has no awaken.",
            "Leave out [awaken]; cards with it include Coastal Discovery and Clutch of Currents.",
        )
    return [a for a in abilities if a.awaken is not None] if awakened else []


def _awaken_land(
    player: ScenarioPlayer,
    card: Card,
    ability: Ability,
    land: Term,
    timestamp: int,
    choices: Choices,
) -> None:
    """702.113a: the target land becomes a 0/0 Elemental creature with haste (still a land)
    and gets N +1/+1 counters."""
    affected = resolve_affected(player, ability, land, None, choices)
    add_effects(
        player, source_name=f"{card.name} (awaken)", ability=ability, affected=affected,
        term=land, timestamp=timestamp, source_id=None, choices=choices,
    )  # fmt: skip
    for obj_id in affected:
        obj = player.game.objects[obj_id]
        obj.add_counters("+1/+1", ability.awaken or 0, timestamp)
        player.notes.append(
            f"{card.name} was cast for its awaken cost: {obj.card.name} got {ability.awaken} "
            "+1/+1 counters and became a 0/0 Elemental creature with haste (702.113a)."
        )


def abilities_are_modal(card: Card) -> bool:
    return any(a.mode is not None for a in card.abilities)


def chosen_modes_text(text: str, chosen: tuple[int, ...]) -> str:
    """The text of the chosen modes of a modal spell (its "•" lines, 700.2)."""
    modes = [line.lstrip("•").strip() for line in text.splitlines() if line.startswith("•")]
    return "\n".join(modes[n - 1] for n in chosen if 0 < n <= len(modes))


def _unread_without_text(player: ScenarioPlayer, card: Card, term: Term) -> None:
    """A card known only by our summary (no Oracle text): what it does beyond continuous
    effects can't be carried out, and says so."""
    for ability in card.abilities:
        if ability.kind == "other":
            player.unmodelled.append(
                f"{card.name} ({term.where()}): not carried out: {ability.summary}"
            )


def _overloaded(card: Card, term: Term) -> bool:
    """``[overload]``: cast for its overload cost, "target" reads "each" (702.96a)."""
    wanted = term.chose("overload") or term.chose("overloaded")
    if wanted and not any((a.keyword or "").startswith("overload") for a in card.abilities):
        raise ScenarioError(
            f"In {term.where()}: {card.name} has no overload.",
            "Leave out [overload]; cards with it include Cyclonic Rift and Dynacharge.",
        )
    if wanted and term.target:
        raise ScenarioError(
            f"In {term.where()}: an overloaded spell has no targets (702.96b).",
            f"Leave out “-> {term.target}”.",
        )
    return wanted


def _each_instead_of_target(ability: Ability) -> Ability:
    """702.96a: "target" becomes "each": the target restriction becomes the filter."""
    if ability.affects.scope not in ("target",):
        return ability
    affects = (ability.target or Filter()).model_copy(update={"scope": "all"})
    return ability.model_copy(update={"affects": affects, "target": None})


def _check_spell_targets(
    player: ScenarioPlayer,
    card: Card,
    abilities: list[Ability],
    reading: ReadActions | None,
    term: Term,
    overloaded: bool,
) -> None:
    """Every spell's target is checked against what its text may target (115.1, 601.2c);
    a spell that targets nothing can't be pointed at something."""
    if overloaded or reading is None:
        return
    if reading.targets or any(a.scope == "player" or a.players != "none" for a in reading.actions):
        check_targets(player, reading, term, card.name, None, term.seat())
        return
    continuous = any(
        a.affects.scope in ("target", "made", "triggering") or a.affects.same_name_as_target
        for a in abilities
    )
    if term.target and not continuous and not reading.actions:
        return  # nothing read either way: its unread text is reported instead
    if term.target and not continuous:
        raise ScenarioError(
            f"In {term.where()}: {card.name} has no target, so “-> {term.target}” points "
            "at nothing.",
            f"Leave out “-> {term.target}”.",
        )


def modes(player: ScenarioPlayer, card: Card, term: Term) -> tuple[int, ...]:
    """The modes a scenario chose for a modal spell (``[mode 2]``, 700.2)."""
    chosen = tuple(
        int(m.group(1))
        for choice in term.choices
        if (m := re.fullmatch(r"mode (\d+)", choice.strip().casefold()))
    )
    modes: dict[int, list[str]] = {}
    for ability in card.abilities:
        if ability.mode is not None:
            modes.setdefault(ability.mode, []).append(ability.summary)
    if not modes:
        if chosen:
            raise ScenarioError(
                f"In {term.where()}: {card.name} is not a modal spell I model, so it has "
                "no mode to choose.",
                "Leave out [mode N].",
            )
        return ()
    choose = next(a.choose for a in card.abilities if a.mode is not None)
    counts = {"one": (1, 1), "two": (2, 2), "one or both": (1, 2)}
    least, most = counts.get(choose or "", (1, len(modes)))
    listing = "; ".join(
        f"[mode {n}] {' '.join(s.removeprefix(f'Mode {n}: ') for s in summaries).rstrip('.')}"
        for n, summaries in sorted(modes.items())
    )
    wrong = [n for n in chosen if n not in modes]
    if wrong or len(set(chosen)) != len(chosen) or not least <= len(chosen) <= most:
        raise ScenarioError(
            f"In {term.where()}: {card.name} is modal (choose {choose}); say which "
            f"mode{'s' if most > 1 else ''} it was cast with. Its modes: {listing}.",
            f"Add it after the card name, e.g. {card.name} [mode 1]"
            + (" [mode 2]" if least > 1 else "")
            + ".",
        )
    return chosen


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
    elif source is not None and term.kind == "trigger" and _triggers_on_leaving(whole):
        raise ScenarioError(
            f"In {term.where()}: {source.card.name} is on the battlefield, and its ability "
            "triggers when it leaves it (603.6c).",
            f"Move it first, e.g. destroy {source.card.name}, then trigger {source.card.name}.",
        )
    if source is None:
        plain = Term(term.position, term.text, "card", name=term.name, player=term.player)
        source = player.enter(whole, plain, timestamp)
        player.notes.append(f"{card.name} was put onto the battlefield to {term.kind} it.")
    kind = "activated" if term.kind == "activate" else "triggered"
    abilities = [a for a in card.abilities if _resolvable(card, a, kind)]
    if abilities and card is whole and source.zone == "battlefield" and not source.face_down:
        abilities = _still_has(player, source, card, abilities, term)  # (a face: not read)
    if kind == "activated" and source.zone == "battlefield":  # 613.1f: given by an effect
        gained = gained_activated(player, card, source)
        abilities += [a for a in gained if _resolvable(text_of(card, a), a, kind)]
    if not abilities and (granted := _granted_card(player, source, card, kind)) is not None:
        card = granted  # Splinter Twin's "{T}: Create a token that's a copy of this creature"
        abilities = [a for a in card.abilities if _resolvable(card, a, kind)]
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
    if len({a.cost for a in abilities}) == 1 and len(abilities) > 1:
        abilities = _told_apart_by_target(player, card, abilities, source, term)
    elif not named and len(set(costs)) > 1:
        listing = ", ".join(f"[{c}]" for c in dict.fromkeys(costs))
        player.notes.append(
            f"{card.name} has more than one {kind} ability with an effect; the first was "
            f"used. Name another by its cost: {listing}."
        )
    if any(a.mode is not None for a in card.abilities if a.kind == kind):
        chosen = modes(player, card, term)  # a modal ability: the scenario names its mode
        selected = [a for a in abilities if a.mode in chosen]
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
    selected, alternatives = keep_chosen_alternatives(player, card.name, selected, abilities, term)
    named = [*named, *alternatives]
    _pay_cost(player, card, source, selected[0].cost or "", term)
    nothing = [trigger_does_nothing(player, source, part, term) for part in selected]
    if all(nothing):  # "... Otherwise, ...": each part under its own "if" (608.2c)
        player.notes.append(str(nothing[0]))
        return
    term = copy_original_named(player, selected, term)  # "-> Copier, Original"
    aimed = aimed_terms(player, selected, term)  # "Another target creature gets ..." (115.3)
    doing = nothing.index(None)  # the first part that resolves
    for part, ability in enumerate(selected):  # its instructions happen once, with the first
        if (why := nothing[part]) is not None:
            player.notes.append(why)
            continue
        aimed_at = part_target(player, card, ability, term, aimed, part)
        if aimed_at is None:
            continue
        _resolve_ability(player, card, ability, source, aimed_at, timestamp, named, part == doing)


def _made_or_affected(
    player: ScenarioPlayer, ability: Ability, term: Term, source: GameObject, choices: Choices
) -> list[int]:
    """The token this activation or trigger just made, for a later part of it ("It gains
    haste until end of turn"), else what the ability affects."""
    if ability.same_trigger and ability.affects.scope == "made" and player.made_token:
        return [player.made_token]
    return resolve_affected(player, ability, term, source, choices)


def enters_trigger(player: ScenarioPlayer, source: GameObject, term: Term, timestamp: int) -> None:
    """A permanent that enters during the scenario: the one-shot instructions of its "when
    this enters" ability happen (603.6a), at ``-> Name`` or the subject; one with no legal
    target there does nothing, and says so."""
    for ability in source.card.abilities:
        on_itself = ability.affects.scope == "self" and ability.target is None
        if ability.trigger == "enters" and ability.effects and on_itself:
            # its continuous part on itself ("it loses ... and gains ...", Animate Dead)
            if (why := trigger_does_nothing(player, source, ability, term)) is not None:
                player.notes.append(why)  # its "if" didn't hold (603.4)
                continue
            add_effects(
                player, source_name=source.card.name, ability=ability, affected=[source.id],
                term=term, timestamp=timestamp, source_id=source.id, choices=Choices(),
            )  # fmt: skip
    text = enters_text(source.card.oracle_text, source.card.name)
    reading = _read_actions(text, source.card.name) if text else None
    if reading is None or not (reading.actions or reading.unread):
        return
    if reading.targets:
        try:
            check_targets(player, reading, term, source.card.name, source, source.controller)
        except ScenarioError as error:
            player.notes.append(
                f"{source.card.name}'s “when this enters” ability did nothing: {error.message}"
            )
            return
    carry_out(
        player, reading, source_name=f"{source.card.name}'s enters ability", source=source,
        card=source.card, term=term, timestamp=timestamp,
    )  # fmt: skip


#: Crew N (702.122a): "This permanent becomes an artifact creature until end of turn."
CREW = Ability(
    kind="activated",
    summary="It becomes an artifact creature until end of turn (crew, 702.122a).",
    duration="end_of_turn",
    effects=(TypeEffect(mode="add", types=("Artifact", "Creature")),),
)


def _pay_cost(
    player: ScenarioPlayer, card: Card, source: GameObject, cost: str, term: Term
) -> None:
    """The parts of a cost that change the board: {T} taps the source, a loyalty cost puts on
    or removes loyalty counters (606.4, 606.6); a sacrifice in the cost is said, not made."""
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
    if re.search(r"\bsacrifice\b", cost, re.I):
        player.notes.append(
            f"{card.name}'s cost “{cost}” includes a sacrifice this scenario doesn't make: write "
            "it as its own term (sacrifice Name) before activating."
        )


def _ability_text(card: Card, ability: Ability) -> str:
    """The instructions of a permanent's activated or triggered ability, from its text."""
    triggered = ability.kind == "triggered"
    return effect_text(card.oracle_text, cost=ability.cost, triggered=triggered)


#: A triggered ability of the card itself that triggers as it leaves the battlefield.
_LEAVES = re.compile(
    r"When (?:~|this [a-z]+) (?:dies|leaves the battlefield|is put into a graveyard from "
    r"the battlefield),",
    re.I,
)


def _triggers_on_leaving(card: Card) -> bool:
    """Whether the card's first triggered ability (the one ``trigger`` resolves) is a
    leaves-the-battlefield trigger of its own (603.6c)."""
    for line in card.oracle_text.replace(card.name, "~").splitlines():
        if re.match(r"(?:When|Whenever|At)\b", line):
            return bool(_LEAVES.match(line))
    return False


def _told_apart_by_target(
    player: ScenarioPlayer, card: Card, abilities: list[Ability], source: GameObject, term: Term
) -> list[Ability]:
    """Abilities with the same cost (Arcum's Weathervane: "{2}, {T}: target snow land is no
    longer snow" and "... target nonsnow basic land becomes snow"): the one whose target the
    term's ``-> Name`` may be (115.1) is meant; all of them when none or several fit."""
    if not term.target or player_named(term.target) is not None:
        return abilities
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


def _still_has(
    player: ScenarioPlayer, source: GameObject, card: Card, abilities: list[Ability], term: Term
) -> list[Ability]:
    """The printed abilities the permanent still has now: one an effect removed (613.1f:
    Blood Moon makes Mutavault a Mountain with only "{T}: Add {R}", 305.7; Humility) can't
    be activated and doesn't trigger, so naming it is refused, never carried out."""
    now = {(a.kind, a.cost) for a in player.layers().characteristics[source.id].abilities}
    kept = [a for a in abilities if (a.kind, a.cost) in now]
    if kept:
        return kept
    what = "activate" if term.kind == "activate" else "trigger"
    raise ScenarioError(
        f"In {term.where()}: {card.name} doesn't have that ability now: an effect on the board "
        f"removed it (613.1f), so it can't {what}.",
        "Look at the board without that term: the reply lists the abilities it has.",
    )


#: A quoted ability's words: activated ("{T}: ...", "Sacrifice ~: ...") or triggered.
_GRANTED_SHAPE = {"activated": re.compile(r"[^\"]+?: \S"), "triggered": re.compile(r"(?:When|At) ")}


def _granted_card(player: ScenarioPlayer, source: GameObject, card: Card, kind: str) -> Card | None:
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
    granted = Card(name=card.name, types=card.types, subtypes=card.subtypes)
    return parse_card(granted.model_copy(update={"oracle_text": "\n".join(texts)}))


def _resolvable(card: Card, ability: Ability, kind: str) -> bool:
    """An ability ``activate``/``trigger`` can resolve: one with a continuous effect, or one
    whose instructions (its text after the cost or the trigger) include an action."""
    if ability.kind == kind and ability.effects:
        return True
    one_shot = ability.kind == "triggered" if kind == "triggered" else bool(ability.cost)
    if not one_shot or ability.kind == "mana" or (kind == "activated" and ability.effects):
        return False
    actions = _read_actions(_ability_text(card, ability), card.name).actions
    return any(a.verb != "flips" for a in actions)  # flips alone change nothing: a count does


def _resolve_ability(
    player: ScenarioPlayer,
    card: Card,
    ability: Ability,
    source: GameObject,
    term: Term,
    timestamp: int,
    named: list[str],
    instructions: bool,
) -> None:
    """One ability (or one part of it) resolves: its continuous effects (611.2), then, for
    its first part (``instructions``), what its text says to do once (608.2)."""
    text = _ability_text(text_of(card, ability), ability)
    reading = _read_actions(text, card.name) if text and instructions else None
    copying = [e for e in ability.effects if isinstance(e, CopyEffect)]
    exiles_to_copy = bool(copying) and copying[0].token and copying[0].original == "exiled"
    if exiles_to_copy and reading is not None:  # the exile is the token copy's first half
        kept = tuple(s for s in reading.unread if not EXILES_IT.fullmatch(s))
        reading = replace(reading, unread=kept)
    if copying and copying[0].from_card and reading is not None:  # [copy: Name] exiled it
        kept = tuple(s for s in reading.unread if not EXILES_A_CARD.fullmatch(s))
        reading = replace(reading, unread=kept)
    if exiles_to_copy and not names_a_copy(term):
        died = exile_the_one_that_died(player, source, term)  # Nightmare Shepherd
        copy_exiled_card(player, source, ability, died, term)
    elif copying and copying[0].token and not names_a_copy(term):  # Helm of the Host
        original = token_original(player, text, source, term)
        token_copy_of_permanent(
            player, f"{card.name}'s ability", source.id, ability, original, term
        )
    elif copying and copying[0].next_to_enter is not None:  # Mystic Reflection
        wait_to_enter_as_copies(player, card, copying[0], term)
    elif copying and copying[0].token:  # The Scarab God: [copy: Card] makes the token
        for choice in term.choices:
            if choice not in named:
                apply_choice(player, source, source.choices, choice, term)
    elif ability.effects:
        choices = Choices()
        for choice in term.choices:
            if copying and copying[0].from_card and is_copy_choice(choice):
                choices.copy_of = card_from_a_graveyard(player, card, choice, term).id
            elif not re.fullmatch(r"mode \d+", choice.strip().casefold()) and choice not in named:
                apply_choice(player, None, choices, choice, term)
        if reading is not None and choices.revealed is not None:  # [revealed: Name]
            unread = revealed_until(player, choices.revealed, reading.unread, term)
            reading = replace(reading, unread=unread)
        if copying and choices.copy_of is None and copying[0].from_card:
            raise ScenarioError(
                f"In {term.where()}: say which creature card {card.name} becomes a copy of.",
                f"Name the card, e.g. activate {card.name} [copy: Grizzly Bears].",
            )
        if copying and choices.copy_of is None:  # "becomes a copy of target creature"
            if not term.target:
                raise ScenarioError(
                    f"In {term.where()}: say what {card.name} becomes a copy of.",
                    f"Point it at the original, e.g. activate {card.name} -> Grizzly Bears.",
                )
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
    if reading is not None:  # the target is checked after the effects' own checks
        if reading.targets:
            check_targets(player, reading, term, card.name, source, source.controller)
        carry_out(
            player, reading, source_name=card.name, source=source, card=card, term=term,
            timestamp=timestamp,
        )  # fmt: skip


def add_effects(
    player: ScenarioPlayer,
    *,
    source_name: str,
    ability: Ability,
    affected: list[int],
    term: Term,
    timestamp: int,
    source_id: int | None,
    choices: Choices,
) -> None:
    controller = term.seat()
    if source_id is not None:  # who controls the source now controls its ability (113.8)
        source = player.game.objects[source_id]
        stolen = source.zone == "battlefield" and _control_may_change(player)
        controller = player.current(source).controller if stolen else source.controller
    if any(isinstance(s, ControlEffect) and s.to_triggering_controller for s in ability.effects):
        controller = _triggering_controller(player, ability, source_name, term)
    if any(
        isinstance(s, AbilityEffect) and s.activated_abilities_of_target for s in ability.effects
    ):
        ability = activated_abilities_of_target(player, ability, source_name, source_id, term)
    note_missing_choices(player, source_name, [ability], choices, term)
    for spec in ability.effects:
        if isinstance(spec, TextChangeEffect) and choices.text_change is not None:
            check_text_change(spec, choices.text_change, source_name, term)
    if ability.emblem:  # the emblem's own static ability: no source, nothing locked (114.4)
        source_id, source_name = None, f"{source_name}'s emblem"
    for part, spec in enumerate(ability.effects):
        effect = ContinuousEffect(
            key=EffectKey(f"term {term.position}", source_id, id(ability), part),
            layer=LAYER_OF_KIND[spec.kind],
            spec=spec,
            source_id=source_id,
            source_name=source_name,
            controller=controller,
            timestamp=timestamp,
            ability=ability,
            duration=ability.duration,
            locked=None if ability.emblem else frozenset(affected),
            choices=choices,
        )
        if isinstance(spec, ModifyPowerToughness | SetPowerToughness) and any(
            isinstance(amount, Formula) for amount in (spec.power, spec.toughness)
        ):
            player.game.resolved.extend(fixed_amounts(player, effect, spec, affected))
        else:
            player.game.resolved.append(effect)


def _triggering_controller(
    player: ScenarioPlayer, ability: Ability, source_name: str, term: Term
) -> Player:
    """Who controls the object that made the ability trigger ("that creature's controller
    gains control of ~", 603.2): the one named with ``-> Name``, as the ability resolves."""
    if not term.target:
        raise ScenarioError(
            f"In {term.where()}: say which creature made {source_name}'s ability trigger.",
            f"Name it with “-> Name”: trigger {source_name} -> Grizzly Bears",
        )
    made_it = player.target(term)
    chars = player.current(made_it)
    seen_by = probe(term.seat(), None, term.position - 1)
    if ability.target is not None and not fits(ability.target, made_it, chars, seen_by):
        raise ScenarioError(
            f"In {term.where()}: {chars.name} can't have made {source_name}'s ability trigger: "
            f"it triggers for {describe(ability.target)} (603.2).",
            "Name the creature that dealt the damage with “-> Name”.",
        )
    return chars.controller


def _control_may_change(player: ScenarioPlayer) -> bool:
    """Whether any effect on the board changes control (layer 2); without one, every
    permanent is controlled as it entered and no layer run is needed to say by whom."""
    statics = (
        spec
        for obj in player.game.battlefield()
        for ability in obj.card.abilities
        for spec in ability.effects
    )
    resolved = (effect.spec for effect in player.game.resolved)
    return any(isinstance(spec, ControlEffect) for spec in (*resolved, *statics))


def fixed_amounts(
    player: ScenarioPlayer,
    effect: ContinuousEffect,
    spec: ModifyPowerToughness | SetPowerToughness,
    affected: list[int],
) -> list[ContinuousEffect]:
    """608.2h: an amount in a resolving spell or ability is counted once, as it resolves.

    Each affected object gets its own copy with the numbers fixed (an amount such
    as "its mana value" can differ from one object to the next).
    """
    state = player.layers().characteristics
    fixed: list[ContinuousEffect] = []
    for obj_id in affected:
        values = {
            name: formula_value(amount, player.game, state, effect, obj_id, player.unmodelled)
            if isinstance(amount, Formula)
            else amount
            for name, amount in (("power", spec.power), ("toughness", spec.toughness))
        }
        key = replace(effect.key, origin=f"{effect.key.origin}/{obj_id}")
        one = frozenset({obj_id})
        fixed.append(replace(effect, key=key, spec=spec.model_copy(update=values), locked=one))
        signed = isinstance(spec, ModifyPowerToughness)
        shown = "/".join(
            "–" if v is None else f"{v:+d}" if signed else str(v) for v in values.values()
        )
        player.notes.append(
            f"{effect.source_name}: its amount was counted as it resolved, {shown} for "
            f"{state[obj_id].name or 'the face-down creature'} (608.2h)."
        )
    return fixed


#: A cost as a scenario writes it: mana symbols (``{3}{B}{B}``) or a loyalty cost (``-4``).
_COST = re.compile(r"(?:\{[^{}]+\}[^\[\]]*|[+−-]\d{1,2})")


def _cost_key(cost: str) -> str:
    """A cost as a scenario may write it: ``[-4]`` for "−4", ``[{2}{u}]`` for "{2}{U}"."""
    return re.sub(r"\s+", "", cost).replace("−", "-").casefold()
