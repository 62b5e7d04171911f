"""Instants and sorceries resolving (608.2): their continuous effects start (611.2), their
one-shot instructions happen, and the card goes to its owner's graveyard (608.2n).

What a scenario says about how the spell was cast is checked here: its modes (700.2),
kicker (702.33), awaken (702.113), overload (702.96) and its targets (115.1, 601.2c).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.cards import (
    Ability,
    Card,
    CopyEffect,
    Filter,
)
from engine.errors import ScenarioError
from engine.identity import strip_reminder_text
from engine.objects import Choices, GameObject
from engine.oracle.actions import OneShot, ReadActions, read_actions
from engine.oracle.faces import mode_words
from engine.scenario.ascend import ascend, has_ascend
from engine.scenario.carry_out import (
    carry_out,
    check_targets,
)
from engine.scenario.choices import apply_choice, keep_chosen_alternatives
from engine.scenario.control import control_given, swap_control
from engine.scenario.copies import (
    copier_without_original,
    copies_a_card,
    spell_copies_a_card,
    token_copies_of_each,
    token_copy_of_permanent,
    token_of_named_card,
)
from engine.scenario.dice import note_roll, on_the_roll, roll_choice, rolled, rolled_text
from engine.scenario.mode_targets import mode_parts
from engine.scenario.next_enters import wait_to_enter_as_copies
from engine.scenario.originals import EXILES_A_CARD, is_copy_choice
from engine.scenario.own_instructions import count_own_instructions
from engine.scenario.parse import Term
from engine.scenario.resolve import add_effects, face_named, read_instructions
from engine.scenario.targets import (
    aimed_among,
    aimed_terms,
    awaken_target,
    check_cast_facts,
    copy_original_named,
    holding_as_it_resolves,
    made_affected,
    part_target,
    resolve_affected,
)

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: Instructions that put a card onto the battlefield, a new object (400.7) that "it" and
#: "that creature" in the rest of the spell mean: they happen before its continuous part.
_PUTS_BACK = frozenset({"reanimate", "blink"})


def _before_continuous_part(text: str, reading: ReadActions) -> tuple[OneShot, ...]:
    """The instructions carried out before the spell's continuous effects: every one that
    puts a card back, and token making written before any continuous sentence (608.2c:
    instructions happen in the order written)."""
    first = [a for a in reading.actions if a.verb in _PUTS_BACK]
    said = (*(a.sentence for a in reading.actions), *reading.unread)
    for action in reading.actions:
        start = text.find(action.sentence)
        if action.verb != "tokens" or start < 0:
            continue
        before = re.sub(r"\([^)]*\)", "", text[:start])  # reminder text (207.2)
        for sentence in said:
            before = before.replace(sentence, "")
        if not before.strip():
            first.append(action)
    return tuple(first)


def spell_resolves(player: ScenarioPlayer, whole: Card, term: Term, timestamp: int) -> None:
    """An instant or sorcery resolves (its named half, for a split card) and is put into
    its owner's graveyard: its continuous effects start (611.2), its one-shot instructions
    happen, and text that was neither is reported as not carried out. Modes chosen with a
    target each take their own (700.2, 115.1): each such mode resolves with its name."""
    card = face_named(whole, term.name)
    chosen = modes(player, card, term)
    for part, chosen_here in mode_parts(player, card, term, chosen):
        _part_resolves(player, whole, card, part, chosen_here, timestamp)
    if whole.layout == "adventure":  # 715.4: exiled "on an adventure", not put in a graveyard
        player.notes.append(
            f"{card.name} resolved as an Adventure: {whole.name} is exiled, and its owner may "
            "cast the creature later from exile (715.4)."
        )
        return
    player.game.graveyard.append((term.seat(), whole))
    player.game.graveyard_types.update(card.types)


def _part_resolves(
    player: ScenarioPlayer,
    whole: Card,
    card: Card,
    term: Term,
    chosen: tuple[int, ...],
    timestamp: int,
) -> None:
    """The instructions of ``card`` (``whole``'s named half) for the ``chosen`` modes (all
    of them, unless its modes have targets of their own), read with ``term``'s target."""
    overloaded = _overloaded(card, term)
    abilities = [
        a for a in card.abilities if a.kind == "spell" and a.effects and a.mode in (None, *chosen)
    ]
    kicked = term.chose("kicked")
    abilities = [a for a in abilities if a.kicked in (None, kicked)]
    result = rolled(card, term)  # a die's results table: the row [roll N] names (706.3a)
    abilities = on_the_roll(abilities, result)
    awakening = _awakening(card, abilities, term)  # [awaken]: cast for its awaken cost
    abilities = [a for a in abilities if a.awaken is None]
    abilities, alternatives = keep_chosen_alternatives(
        player, card.name, abilities, abilities, term
    )
    if overloaded:
        abilities = [_each_instead_of_target(a) for a in abilities]
    text = card.oracle_text or (whole.oracle_text if not whole.faces else "")
    if abilities_are_modal(card):  # only the chosen modes happen (700.2)
        text = chosen_modes_text(text, chosen)
    note_roll(player, text, term)  # "whenever you roll" triggers see it (706.2)
    text = rolled_text(text, result)
    reading = read_instructions(text, card.name, card.is_legendary) if text else None
    instructions = reading.actions if reading is not None else ()
    said_kicked = any(a.kicked is not None for a in card.abilities) or any(
        a.kicked is not None for a in instructions
    )
    if kicked and not said_kicked:
        raise ScenarioError(
            f"In {term.where()}: {card.name} has no kicker text I model.",
            "Leave out [kicked].",
        )
    land = None  # the land an awakened spell also targets: the last name after the arrow
    if awakening:
        own = any(a.affects.scope == "target" for a in abilities) or bool(
            reading and (reading.targets or any(a.scope == "player" for a in reading.actions))
        )
        term, land = awaken_target(player, term, own)
    given_to, term = control_given(player, abilities, term, None)  # "-> opp, Permanent"
    term = copy_original_named(player, card, abilities, term)  # "-> Copier, Original"
    aimed = aimed_terms(player, abilities, term)  # "... other target creature ..." (115.3)
    if aimed is None:
        _check_spell_targets(player, card, abilities, reading, term, overloaded)
    choices = Choices(player=given_to)
    exiles_to_copy = any(map(copies_a_card, abilities))  # [copy: Name] is the exiled card
    for choice in term.choices:
        if (
            choice not in alternatives
            and choice != roll_choice(term)
            and not (exiles_to_copy and is_copy_choice(choice))
        ):
            apply_choice(player, None, choices, choice, term)
    asked = tuple(a.resolves_if for a in instructions if a.resolves_if is not None)
    check_cast_facts(card, term, asked)  # [bargained] on a spell that asks no such thing
    if has_ascend(card):  # before the words that ask for the blessing (702.131a)
        ascend(player, term.seat(), card.name)
    held = holding_as_it_resolves(player, card.name, abilities, term)  # facts stated
    aimed, abilities = aimed_among(abilities, aimed, held), held
    skipped = (*whole.unmodelled, *(card.unmodelled if card is not whole else ()))
    if skipped:
        player.unmodelled.append(
            f"{card.name} ({term.where()}): not modelled: {'; '.join(skipped)} — the "
            "layers this text would touch may be incomplete."
        )
    first = _before_continuous_part(text, reading) if reading and abilities else ()
    if reading and first:
        # "Put target creature card from a graveyard onto the battlefield under your control.
        # That creature is a black Zombie ...", "Exile target creature you control, then
        # return that card to the battlefield ... It gains first strike": the card comes back
        # first, and what the rest of the spell says of "that creature" or "it" applies to
        # the new object (608.2c, 400.7); "Create four ... tokens. ... creatures you control
        # gain indestructible": the tokens exist when the affected set is locked in (611.2c)
        carry_out(
            player, replace(reading, actions=first, unread=()), source_name=card.name,
            source=None, card=card, term=term, timestamp=timestamp,
        )  # fmt: skip
        reading = replace(reading, actions=tuple(a for a in instructions if a not in first))
    count_own_instructions(player, text, term.seat(), card.name)  # "Draw a card. ... for
    # each card you've drawn this turn": the draw happens first (608.2c)
    copied: GameObject | None = None  # "return it; create a token that's a copy of it"
    for index, ability in enumerate(abilities):
        aimed_at = part_target(player, card, ability, term, aimed, index)
        if aimed_at is None:
            continue
        copying = next((e for e in ability.effects if isinstance(e, CopyEffect)), None)
        if copying is not None and copying.next_to_enter is not None:  # Mystic Reflection
            wait_to_enter_as_copies(player, card, copying, term)
            continue
        if copying is not None and copies_a_card(ability):  # Mordor on the March
            spell_copies_a_card(player, card.name, ability, term)
            if reading is not None:  # [copy: Name] is the card it exiled
                kept = tuple(s for s in reading.unread if not EXILES_A_CARD.fullmatch(s))
                reading = replace(reading, unread=kept)
            continue
        if copying is not None and copying.for_each is not None:  # "for each token you ..."
            token_copies_of_each(player, card.name, None, ability, term, choices)
            continue
        if copying is not None and copying.original_name is not None:  # a card it names
            token_of_named_card(player, card.name, None, ability, term)
            continue
        copier_is_target = ability.affects.scope == "target" and choices.copy_of is None
        if copying is not None and not copying.token and copier_is_target:  # 115.3
            ability = copier_without_original(player, card, ability, term)
            copying = None
        if copying is not None:  # the original: "[copy: Name]", else "-> Name"
            aimed_original = choices.copy_of is None
            if choices.copy_of is None:
                choices.copy_of = player.target(term).id
            if copying.token:  # "create a token that's a copy of target creature"
                original = player.game.objects[choices.copy_of]
                token_copy_of_permanent(player, card.name, None, ability, original, term)
                # the spell's other instructions act on the original only when the arrow
                # named it (Supplant Form); a chosen one (Awaken the Maelstrom's "a permanent
                # you control") leaves the arrow to the spell's own target (115.1)
                copied = original if aimed_original else None
                continue
        made = None  # "Those tokens gain haste": what it made or put onto the battlefield
        if ability.affects.scope == "made":
            made = made_affected(player, ability, card.name, aimed_at)
        affected = (
            resolve_affected(player, ability, aimed_at, None, choices) if made is None else made
        )
        if copying is not None:  # "each other creature becomes a copy of it": not itself
            affected = [i for i in affected if i != choices.copy_of]
        ability, affected = swap_control(  # "You and target opponent each gain control ..."
            player, card.name, ability, affected, term, timestamp, given_to
        )
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
    """The text of the chosen modes of a modal spell (its "•" or spree lines, 700.2)."""
    modes = [words for line in text.splitlines() if (words := mode_words(line)) is not None]
    return "\n".join(modes[n - 1] for n in chosen if 0 < n <= len(modes))


def mode_words_by_number(card: Card) -> dict[int, str]:
    """Each mode's Oracle words by its number (700.2)."""
    lines = (card.oracle_text or "").splitlines()
    return dict(enumerate((w for line in lines if (w := mode_words(line)) is not None), 1))


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
        a.affects.scope in ("target", "made", "triggering", "chosen")
        or a.affects.same_name_as_target
        or a.affects.shares_with == "target"
        for a in abilities
    )
    if any(a.scope == "spell" or a.verb == "reanimate" for a in reading.actions):
        return  # a target spell or a card in a graveyard: checked as the spell resolves
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
        if ability.mode is not None and ability.effects:
            modes.setdefault(ability.mode, []).append(ability.summary)
    for n, words in mode_words_by_number(card).items():
        if any(a.mode == n for a in card.abilities) and n not in modes:
            # a one-shot mode: said in its own words, as casting it carries out what it can
            # and reports the rest (a summary "not a continuous effect" would mislead)
            modes[n] = [f"“{words.rstrip('.')}”"]
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


def one_target_named_twice(player: ScenarioPlayer, name: str, term: Term) -> ScenarioError:
    """``-> A, B`` where what the term does takes one target: when another "target" of its
    card is in an instruction not carried out here (Bite Down on Crime's damage), the
    refusal says so rather than that the card takes one target."""
    unread: tuple[str, ...] = ()
    if term.kind == "card" and term.name:  # a spell: its text is what it does
        card = player.card(term.name, term)
        text = strip_reminder_text(card.oracle_text)
        if abilities_are_modal(card):  # only the chosen modes' targets (700.2)
            text = chosen_modes_text(text, modes(player, card, term))
        unread = read_actions(text, card.name, legendary=card.is_legendary).unread
    other = next((s for s in unread if re.search(r"\btargets?\b", s, re.IGNORECASE)), None)
    if other is not None and re.match(r"(?:When|Whenever|At)\b", other):
        return ScenarioError(  # a permanent's trigger: carried out, with one target
            f"In {term.where()}: “{name}” names several permanents, and the “target” word "
            f"of {term.name} that this term points is in its triggered ability “{other}”, "
            "which takes one (115.1, 603.3d).",
            "Name one target after “->”.",
        )
    if other is not None:
        return ScenarioError(
            f"In {term.where()}: “{name}” names several permanents, but only one target of "
            f"{term.name} is in a part carried out here; its other target is in “{other}”, "
            "which is listed as not carried out (115.1).",
            "Name the first target after “->”, and carry out the rest by hand.",
        )
    return ScenarioError(
        f"In {term.where()}: “{name}” names several permanents, and what that term does "
        "takes one target (115.1).",
        "Name one after “->”, and write what happens to the other as a term of its own "
        "(switch -> Name, +2/+2 -> Name, flying -> Name).",
    )
