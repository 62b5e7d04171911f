"""A line of rules text read sentence by sentence into abilities (113.3).

A line's sentences are read one by one (:func:`effect_sentences`) into a static, spell (or
activated) ability with effects (:mod:`engine.oracle.ability_kinds`). Sentences under an "if"
or an "otherwise" (:mod:`engine.oracle.conditional_effects`), sentences that finish the one
before (:mod:`engine.oracle.follow_ups`) and sentences that make several abilities, emblems
among them (:mod:`engine.oracle.several_abilities`), have modules of their own; "as this
enters, turn ... face down" (708.2a) and the one-shot actions the game model carries out are
noted here. Sentences that change characteristics but do not read go to the face's
``unmodelled``; everything that creates no continuous effect is kept as an ability of kind
``other`` with a neutral summary.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.cards import Ability, CopyEffect, FaceDownEffect, Filter
from engine.oracle.ability_kinds import Face, ability_from, redescribed
from engine.oracle.action_choices import action_or_gains
from engine.oracle.activation_limits import activation_limit
from engine.oracle.conditional_effects import (
    KICKED,
    OTHERWISE,
    ability_if,
    conditioned_parts,
    from_graveyard,
    if_it_is,
    if_revealed,
    if_source_is,
    if_you_do,
    if_you_win,
    may_have,
    read_otherwise,
    spell_if,
    static_instead,
)
from engine.oracle.control import named_before
from engine.oracle.copies import THIS_ABILITY, as_it_enters_copy
from engine.oracle.coverage import (
    PLAYER_PART,
    gives_a_player,
    is_characteristic_changing,
    player_gets,
)
from engine.oracle.describe import describe_subject
from engine.oracle.emblems import EMBLEM, emblem_abilities
from engine.oracle.enters_choices import choice_as_it_enters
from engine.oracle.follow_ups import (
    IDENTITY_KEPT,
    NEW_WORD_BARRED,
    STILL_A_CREATURE_TYPE,
    STILL_A_TYPE,
    TOKEN_TEXT,
    bar_new_word,
    keep_card_types,
    keep_creature_type,
    more_copies,
    same_is_true,
    to_each_target,
    with_keyword_cost,
)
from engine.oracle.references import EXILED_CARD_WORDS, cost_subject, named_target
from engine.oracle.resolution_ifs import without_ability_word
from engine.oracle.sentence import read_sentence
from engine.oracle.sentences import player_instruction_apart, with_face_down_values
from engine.oracle.several_abilities import (
    alternatives,
    each_of_two,
    two_clauses,
    two_groups,
)
from engine.oracle.spell_flash import spell_flash
from engine.oracle.spells_cast import next_cast_trigger
from engine.oracle.subjects import Reading, Subject, read_group, read_subject
from engine.oracle.token_copies import exiled_card


def _others_than_the_group_named(abilities: list[Ability], face: Face) -> list[Ability]:
    """On an instant or sorcery (never on the battlefield, so never "other than" itself),
    "Other creatures you control get ..." after a sentence about a narrower group means the
    rest of the group ("Zombies you control get +2/+1 ... Other creatures ..."): the earlier
    group's subtypes are left out; a group that can't be left out so simply is listed."""
    if not {"Instant", "Sorcery"} & set(face.types):
        return abilities
    out = list(abilities)
    for index in range(1, len(out)):
        earlier, group = out[index - 1].affects, out[index].affects
        if not (group.other and group.scope == "all" and earlier.scope == "all"):
            continue
        if earlier.subtypes and _but_for_subtypes(earlier, group):
            rest = group.model_copy(
                update={"other": False, "not_subtypes": group.not_subtypes + earlier.subtypes}
            )
            out[index] = out[index].model_copy(update={"affects": rest})
        else:
            face.unmodelled.append(
                f"{out[index].summary} (not modelled: the group named before it is not left out)"
            )
    return out


def _but_for_subtypes(earlier: Filter, group: Filter) -> bool:
    """Whether the earlier group is the later one narrowed by subtypes alone ("Zombies you
    control" within "creatures you control"), so leaving its subtypes out leaves the rest."""
    widened = earlier.model_copy(update={"subtypes": (), "types": group.types})
    return widened == group.model_copy(update={"other": False})


def _merge(abilities: list[Ability], face_types: tuple[str, ...]) -> list[Ability]:
    """Sentences about the same objects for the same time form one ability."""
    merged: list[Ability] = []
    for ability in abilities:
        last = merged[-1] if merged else None
        if (
            last is not None
            and last.kind == ability.kind
            and last.cost == ability.cost
            and last.affects == ability.affects
            and last.target == ability.target
            and not (ability.target and ability.target.new_target)  # a target of its own
            and last.duration == ability.duration
            and last.condition == ability.condition
            and last.kicked == ability.kicked
            and last.intervening_if == ability.intervening_if
            and last.alternatives == ability.alternatives
            and last.alternative == ability.alternative
            and last.only_if == ability.only_if
            and last.resolves_if == ability.resolves_if
            and last.functions_in == ability.functions_in
            and last.rules_effect == ability.rules_effect
            and last.player_gets == ability.player_gets
            and not last.cda
            and not ability.cda
        ):
            merged[-1] = redescribed(last, face_types, effects=last.effects + ability.effects)
        else:
            merged.append(ability)
    return merged


NOT_CONTINUOUS = {
    "triggered": "Triggered ability (not a continuous effect).",
    "mana": "Mana ability.",
    "activated": "Activated ability (not a continuous effect).",
    "static": "Static ability that does not change characteristics (not modelled here).",
    "sticker": "Sticker: an ability a permanent gets when the sticker is put on it (not modelled).",
    "unread": "Ability whose text changes characteristics in words not read yet (not modelled).",
    "triggered_unread": (
        "Triggered ability whose effect changes characteristics in words not read yet "
        "(not modelled)."
    ),
    "spell": "Spell effect that is not a continuous effect (not modelled here).",
    "exchange": (
        "Exchange of control (701.12b): each permanent goes to the other's controller as it "
        "resolves (carried out in !layers)."
    ),
    "face_down": (
        "Turns a permanent face down (708.2a): a nameless, colorless 2/2 creature with no "
        "abilities as it resolves (carried out in !layers)."
    ),
    "face_down_from_hand": (
        "Puts cards from your hand onto the battlefield face down with the P/T and card types "
        "it gives them (708.2a; carried out in !layers: name the cards with -> Name)."
    ),
    "checked_action": (
        'One-shot instruction done only to an object that is what its "if it\'s ..." says '
        "as it resolves (608.2c; carried out in !layers)."
    ),
    "conditional_action": (
        "One-shot instruction under a condition checked once as it resolves (608.2c; "
        "carried out in !layers: the scenario states a kicker or how the spell was cast)."
    ),
    "modal": "Modal ability: a choice of modes (not modelled here).",
    "level": "Ability that depends on a level or a condition (not modelled here).",
    "class_level": "Class level bar: pay it to raise the level (a scenario names it: [level N]).",
    "unspent_mana": (
        "Unspent mana you would lose changes color instead of emptying from your pool (a "
        "replacement effect on mana, 106.4, 614.1a): mana is no object, so no layer applies."
    ),
}
#: "If you would lose unspent mana, that mana becomes colorless / red instead." (Kruphix)
UNSPENT_MANA = re.compile(
    r"If you would lose unspent mana, that mana becomes (?:colorless|white|blue|black|red"
    r"|green) instead\."
)

#: "Your devotion to each color and each combination of colors is increased by one." (Altar
#: of the Pantheon): added wherever its controller's devotion is counted (700.5a).
DEVOTION_INCREASED = re.compile(
    r"Your devotion to each color and each combination of colors is increased by "
    r"(?P<amount>one|two|three)\."
)

#: "The "legend rule" doesn't apply." / "... doesn't apply to tokens you control." (704.5j)
LEGEND_RULE_OFF = re.compile(r"The [\"“]legend rule[\"”] doesn't apply(?: to (?P<group>[^.]+))?\.")
#: "Lethal damage dealt to creatures you control is determined by their power rather than
#: their toughness." (Zilortha): 704.5g and 120.6 measured against power for that group.
LETHAL_BY_POWER = re.compile(
    r"Lethal damage dealt to (?P<group>[^.]+?) is determined by their power rather than "
    r"their toughness\."
)


#: A rule about attacking or blocking for an object only while it is something ("Enchanted
#: creature can't block if it's black", Hobble): "if it's black" tests a color, it sets none.
RULE_IF_IT_IS = re.compile(
    r"(?P<rule>.+? (?:can't|can only|must) (?:attack|block|be blocked)[^.]*?) "
    r"if (?:it's|it is) [a-z ]+\.?"
)


def add_other(face: Face, what: str, cost: str | None = None) -> None:
    kind = {"triggered": "triggered", "triggered_unread": "triggered", "mana": "mana"}.get(
        what, "other"
    )
    summary = NOT_CONTINUOUS[what]
    last = face.abilities[-1] if face.abilities else None
    if last is not None and (last.summary, last.cost) == (summary, cost) and kind == "other":
        return  # one line for several alike; an activated one keeps its cost to be named by

    face.abilities.append(Ability(kind=kind, summary=summary, cost=cost))


def effect_sentences(
    face: Face,
    sentences: list[str],
    kind: str,
    cost: str | None,
    what: str,
    it: Subject | None = None,
) -> None:
    """Continuous effects of a spell, activated or static ability, sentence by sentence;
    ``it``: what "it" means in the first sentence, when the ability says it elsewhere (a
    trigger's object)."""
    sentences = with_face_down_values(sentences)  # 708.2a: "They're 5/5 ..." read with it
    sentences = player_instruction_apart(sentences)  # "... and you gain 1 life"
    produced: list[Ability] = []
    listed = len(face.abilities)  # what this line adds to the list before its end
    previous: Subject | None = it or cost_subject(cost) or exiled_card(cost)
    other = False
    failed = False
    for position, sentence in enumerate(sentences):
        sentence = next_cast_trigger(sentence)  # "When you next cast ..., it gains rebound"
        if kind == "static" and (elsewhere := from_graveyard(sentence, previous, face)):
            produced.append(elsewhere[0])  # "As long as ~ is in your graveyard, ..." (113.6b)
            previous = elsewhere[1]
            face.characteristic += 1
            continue
        if (emblem := EMBLEM.fullmatch(sentence)) and kind != "static":
            made, rules = emblem_abilities(emblem, kind, cost, face)
            face.characteristic += 1 if made or is_characteristic_changing(sentence) else 0
            if made:
                produced.extend(made)
                other = other or rules
            elif is_characteristic_changing(sentence):
                face.unmodelled.append(sentence)
                failed = True
            else:
                other = True
            continue
        if kind in ("spell", "static") and (flash := spell_flash(sentence, face)) is not None:
            face.abilities.append(flash)  # "This spell has flash as long as ..." (702.8a)
            face.characteristic += 1
            continue
        limited = activation_limit(sentence, produced, face.types) if kind == "activated" else None
        if limited is not None:
            produced = limited  # "Activate only if ~ is blue and only once" (602.5b)
            face.characteristic += 1 if is_characteristic_changing(sentence) else 0
            continue
        kicker = KICKED.fullmatch(sentence) if kind == "spell" else None
        if kicker:  # read the rest, then tag it (and what it replaces) with the kicker
            sentence = kicker.group("rest")
        if (costed := with_keyword_cost(sentence, produced)) is not None:
            produced[-1] = costed
            continue
        if kind == "static" and (both := static_instead(sentence, produced, previous, face)):
            produced[-1:] = both  # "It gets -5/-5 instead as long as ..." (611.3a)
            face.characteristic += 1
            continue
        if (same := same_is_true(sentence, produced, face, kind)) is not None:
            produced.extend(same)
            face.characteristic += 1
            continue
        if previous is None and (each := to_each_target(sentence, produced, kind, cost, face)):
            produced[-len(each) :] = each  # "Those creatures gain vigilance" (115.3)
            face.characteristic += 1
            continue
        instead = kicker is not None and bool(kicker["instead"] or kicker["instead2"])
        if kicker is not None and kicker["instead"] and not produced:
            # "If ~ was kicked, instead create ...": what it replaces is an instruction the
            # game model would still carry out, so the sentence stays unread (never silent)
            if is_characteristic_changing(kicker.string):
                face.unmodelled.append(kicker.string)
                face.characteristic += 1
                failed = True
            else:
                other = True
            continue
        if instead and (again := more_copies(produced, sentence, face)) is not None:
            produced = [_kicked(a, False, face) for a in produced]
            produced.append(_kicked(again, True, face))
            face.characteristic += 1
            continue
        barred = NEW_WORD_BARRED.fullmatch(sentence)
        if barred and produced and (changed := bar_new_word(produced[-1], barred["word"])):
            produced[-1] = changed
            continue
        if IDENTITY_KEPT.fullmatch(sentence) and produced:
            continue  # part of the color-setting ability before it (903.4)
        if STILL_A_TYPE.fullmatch(sentence):
            if produced:  # 205.1b: it keeps its card types
                produced[-1] = keep_card_types(produced[-1], face.types)
            continue
        kept = STILL_A_CREATURE_TYPE.fullmatch(sentence)
        if kept and produced and (still := keep_creature_type(produced[-1], kept["type"])):
            produced[-1] = redescribed(still, face.types, effects=still.effects)
            continue
        if (
            previous is not None
            and previous.words == "the token it created"
            and TOKEN_TEXT.match(sentence)
        ):  # "Create a Scion token. It has "...": the token's own text (111.3)
            other = True
            continue
        if kind == "static" and (becomes := choice_as_it_enters(sentence)) is not None:
            face.abilities.extend(becomes)  # "As ~ enters, it becomes your choice of ..."
            face.characteristic += 1
            continue
        if kind == "static" and (
            turned := _turned_face_down(sentence, face) or as_it_enters_copy(sentence)
        ):  # "as this enters" replacements the game model carries out (614.1c)
            face.abilities.append(turned)
            face.characteristic += 1
            continue
        seen = if_revealed(sentence, sentences, produced, kind, cost, face)
        if seen is not None:
            produced.append(seen[0])  # "Reveal the top card ... If it's a land card, ..."
            previous = seen[1]
            face.characteristic += 1
            continue
        if (done := if_you_do(sentence, previous, kind, cost, face, produced)) is not None:
            produced.append(done[0])  # "You may ... If you do, ..." (608.2d: [did])
            previous = done[1]
            face.characteristic += 1
            continue
        if (won := if_you_win(sentence, previous, kind, cost, face)) is not None:
            produced.append(won[0])  # "If you win the flip, ..." (705: a coin flip; a clash)
            previous = won[1]
            face.characteristic += 1
            continue
        if kind == "spell" and (replaced := spell_if(sentence, produced, previous, face)):
            produced, previous = replaced  # "..., that creature gets +4/+4 instead" (608.2c)
            face.characteristic += 1
            continue
        if (checked := ability_if(sentence, produced, previous, kind, cost, face)) is not None:
            produced = checked  # "... gain flying until end of turn if ... has flying" (608.2c)
            face.characteristic += 1
            continue
        if (checked := if_it_is(sentence, previous, kind, cost, face, produced)) is not None:
            produced = checked  # "If it's a Goat, it also gets +3/+0" (608.2c)
            face.characteristic += 1
            continue
        if (chosen := alternatives(sentence, previous, kind, cost, face)) is None:
            chosen = action_or_gains(sentence, previous, kind, cost, face)  # 608.2d
        if chosen is not None:
            produced.extend(chosen[0])  # "gets +1/-1 or -1/+1": one ability per choice
            previous = chosen[1]
            face.characteristic += 1
            continue
        pair = (
            each_of_two(sentence, previous, kind, cost, face)
            or two_groups(sentence, previous, kind, cost, face)
            or two_clauses(sentence, previous, kind, cost, face)
            or if_source_is(sentence, previous, kind, cost, face)
            or conditioned_parts(sentence, previous, kind, cost, face)
        )
        if pair is not None:
            produced.extend(pair[0])  # "~ and enchanted creature each get ...": two abilities
            previous = pair[1]
            face.characteristic += 1
            continue
        if (rule := RULE_IF_IT_IS.fullmatch(sentence)) and not is_characteristic_changing(
            rule["rule"]
        ):  # "Enchanted creature can't block if it's black": no characteristic changes
            face.characteristic += 1
            other = True
            continue
        if kind == "static" and (more := DEVOTION_INCREASED.fullmatch(sentence)):
            bonus = ("one", "two", "three").index(more["amount"]) + 1
            said = f"Your devotion to each color and each combination of colors is {bonus} more"
            said += " (700.5a: counted wherever your devotion is)."
            face.abilities.append(Ability(kind="other", summary=said, devotion_bonus=bonus))
            face.characteristic += 1
            continue
        if kind == "static" and ("legend rule" in sentence or LETHAL_BY_POWER.match(sentence)):
            if (off := legend_rule_off(sentence) or lethal_by_power(sentence)) is not None:
                face.abilities.append(off)
            else:  # a condition or a group not read (Brothers Yamazaki): warned of, 704.5j
                face.unmodelled.append(sentence)
                failed = True
            face.characteristic += 1
            continue
        if kind == "static" and UNSPENT_MANA.fullmatch(sentence):
            face.characteristic += 1  # read: it changes mana, which is no object (106.4)
            add_other(face, "unspent_mana")
            continue
        characteristic = is_characteristic_changing(sentence) or (
            # "The same is true for speed 2 and higher and trample": what the sentence
            # before it does, again (its words alone name no change)
            sentence.startswith("The same is true for")
            and position > 0
            and is_characteristic_changing(sentences[position - 1])
        )
        otherwise = OTHERWISE.match(sentence)
        reading = (
            read_otherwise(produced, sentence[otherwise.end() :], previous)
            if otherwise
            else read_sentence(named_before(sentence, sentences), previous)
        )
        if reading is not None and kind == "static" and reading.subject.affects.shares_with:
            reading = None  # a group fixed as a spell or ability resolves (611.2c) only
        if reading is not None and cost is not None:
            reading = _with_this_ability(reading, f"{cost}: {' '.join(sentences)}")
        ability = ability_from(reading, kind, cost, face) if reading else None
        if ability is not None:  # "You may have it gain reach": [did] or [didn't] (608.2d)
            ability = may_have(sentence, ability, kind, face)
        if ability is not None and reading is not None and kicker:
            if kicker.group("instead") or kicker.group("instead2"):
                produced = [_kicked(a, False, face) for a in produced]
            ability = _kicked(ability, True, face)
        if ability is not None and reading is not None:
            if reading.one_shot:  # carried out by the game model (engine.oracle.one_shots)
                said = reading.one_shot.replace("~", "it").rstrip(".")
                also = f" Also, once as it resolves: {said} (carried out in !layers)."
                ability = ability.model_copy(update={"summary": ability.summary + also})
            if gets := player_gets(sentence):  # "You and permanents you control gain hexproof"
                ability = ability.model_copy(update={"player_gets": gets})
            produced.append(ability)
            unread = [*reading.unread]  # parts read off the sentence (engine.oracle.copies)
            if reading.restricted and kind == "spell" and not ability.rules_effect:
                # (a permanent shows its rule as "other"; a spell's rule of the turn is shown
                # on what it affected, engine.scenario.resolve)
                unread.append(f"“{reading.restricted}”, a rules effect, not a characteristic")
            if gives_a_player(sentence) and not ability.player_gets:  # "Players and ..."
                unread.append(PLAYER_PART)
            if unread:
                note = f"{sentence} (not modelled: {'; '.join(unread)})"
                face.unmodelled.append(note)
                face.partly_read.append(note)
            previous = reading.subject
            face.characteristic += 1
            other = other or bool(reading.restricted and not ability.rules_effect)
            continue
        if previous is None or not characteristic or previous.words == EXILED_CARD_WORDS:
            # (a card exiled is what "it" means only in the copy sentence right after it)
            previous = exiled_card(sentence) or named_target(sentence) or previous
        elif (making := named_target(sentence)) is not None and making.affects.scope == "made":
            previous = making  # "create a token that's a copy of it. Those tokens gain haste"
        before = sentences[:position] or (_lines_before(face, sentence) if kind == "spell" else [])
        carried = _carried_out(sentences[position], before) if characteristic else None
        if characteristic and carried is None:
            face.characteristic += 1
            face.unmodelled.append(sentence)
            failed = True
        elif carried is not None:  # a one-shot action the game model carries out
            face.characteristic += 1
            add_other(face, carried, cost)
        elif kind == "static" and (gets := player_gets(sentence)):  # "You have hexproof"
            said = f"Its controller has {gets} (a player's, shown beside the board)."
            face.abilities.append(Ability(kind="other", summary=said, player_gets=gets))
        else:
            other = True
            if kind == "static" and gives_a_player(sentence):  # "Players have hexproof": said
                # (an instruction, "You gain shroud until end of turn", is listed unread)
                face.unmodelled.append(f"{sentence} (not modelled: {PLAYER_PART})")
    if produced:
        merged = _merge(_others_than_the_group_named(produced, face), face.types)
        if kind == "activated":  # one cost: the parts resolve together (``activate Card``)
            merged[1:] = [a.model_copy(update={"same_trigger": True}) for a in merged[1:]]
        face.abilities.extend(merged)
    if failed and not produced:  # never "does not change characteristics" (docs/CARDS.md)
        add_other(face, "triggered_unread" if what == "triggered" else "unread", cost)
    elif other and not (what in _ONE_ENTRY and len(face.abilities) > listed):
        add_other(face, what, cost)


#: Lines that are one ability with all their sentences (113.2c; 602.1: cost, effect and
#: activation instructions): once an entry stands for the line, a "not a continuous effect"
#: entry would list that ability twice (Eyes Everywhere's exchange, then "Activate only as a
#: sorcery"), and ``activate`` would find two abilities with its cost.
_ONE_ENTRY = frozenset({"activated", "triggered"})


def legend_rule_off(sentence: str) -> Ability | None:
    """Mirror Gallery's sentence as an ability the legend rule reads (704.5j); ``None`` for
    another sentence or a group not read ("... doesn't apply to them", Brothers Yamazaki)."""
    if not (match := LEGEND_RULE_OFF.fullmatch(sentence)):
        return None
    fields = read_group(match["group"], plural=True) if match["group"] else {}
    if fields is None:
        return None
    to = f" to {match['group']}" if match["group"] else ""
    return Ability(
        kind="other",
        summary=f"The legend rule (704.5j) doesn't apply{to}.",
        legend_rule_off=Filter(**fields),
    )


def lethal_by_power(sentence: str) -> Ability | None:
    """Zilortha's sentence as an ability 704.5g reads; ``None`` for another sentence or a
    group not read (then it stays unread and warned of where damage is marked)."""
    if not (match := LETHAL_BY_POWER.fullmatch(sentence)):
        return None
    if (fields := read_group(match["group"], plural=True)) is None:
        return None
    return Ability(
        kind="other",
        summary=f"Lethal damage dealt to {match['group']} is measured against power, not "
        "toughness (704.5g, 120.6).",
        lethal_by_power=Filter(**fields),
    )


def _kicked(ability: Ability, kicked: bool, face: Face) -> Ability:
    return redescribed(ability, face.types, kicked=kicked)


#: One-shot actions that change characteristics, which the game model carries out as the
#: spell or ability resolves (``engine.scenario.carry_out``), with what the parse says of
#: each: an exchange of control (701.12b) gives each permanent a layer-2 effect; a permanent
#: turned face down is a nameless 2/2 creature (708.2a).
_LAYER_ACTIONS = {
    "exchange_control": "exchange",
    "face_down": "face_down",
    "face_down_from_hand": "face_down_from_hand",
}


def _carried_out(sentence: str, before: list[str]) -> str | None:
    """What the parse says of a one-shot action the game model carries out in the layers,
    or of one it carries out under a condition it checks as it resolves (a key of
    :data:`NOT_CONTINUOUS`); ``None`` when the sentence is neither. ``before``: the
    sentences of the ability before it ("create five of those tokens instead")."""
    from engine.oracle.actions import read_actions  # actions reads cards with this parser

    reading = read_actions(sentence)
    said = {_LAYER_ACTIONS.get(a.verb) for a in reading.actions}
    if not reading.unread and len(said) == 1 and None not in said:
        return said.pop()
    alone = read_actions(" ".join(before))
    whole = read_actions(" ".join([*before, sentence]))
    added = whole.actions[len(alone.actions) :]
    if len(whole.unread) != len(alone.unread) or not added:
        return None
    if all(a.only_if is not None for a in added):
        return "checked_action"  # "Destroy target creature if it's white" (608.2c)
    if all(a.resolves_if is not None or a.kicked is not None for a in added):
        return "conditional_action"  # "If you have 5 or less life, create five ... instead"
    return None


def _lines_before(face: Face, sentence: str) -> list[str]:
    """The spell's sentences on the lines before the one that begins with ``sentence`` (a
    line after an ability word: "Fateful hour — If you have 5 or less life, create five of
    those tokens instead")."""
    from engine.oracle.actions import split_sentences  # actions reads cards with this parser

    said = [without_ability_word(s) for s in split_sentences(face.text, face.name, face.legendary)]
    return said[: said.index(sentence)] if sentence in said else []


#: "As this creature enters, turn all other nontoken creatures face down." (Ixidron)
_AS_IT_ENTERS_FACE_DOWN = re.compile(
    r"As ~ enters(?: the battlefield)?, turn (?P<group>.+) face down\.?"
)


def _turned_face_down(sentence: str, face: Face) -> Ability | None:
    """An "as this enters" replacement (614.1c) that turns a group of permanents face down,
    each a nameless 2/2 creature with no abilities (708.2a), which the game model carries out
    as the permanent enters; ``None`` unless the group reads as every object that fits."""
    found = _AS_IT_ENTERS_FACE_DOWN.fullmatch(sentence)
    subject = read_subject(found["group"]) if found else None
    if subject is None or subject.affects.scope != "all":
        return None
    ability = Ability(
        kind="other",
        trigger="enters",
        summary="",
        affects=subject.affects,
        effects=(FaceDownEffect(),),
    )
    group, _ = describe_subject(ability, face.types)
    summary = (
        f"As it enters, {group[:1].lower()}{group[1:]} turn face down (each a nameless, "
        "colorless 2/2 creature with no abilities, 708.2a)."
    )
    return ability.model_copy(update={"summary": summary})


def _with_this_ability(reading: Reading, text: str) -> Reading:
    """ "Becomes a copy of that card, except it has this ability" (707.9b): the copy has the
    activated ability's own text."""
    effects = [
        e.model_copy(
            update={
                "extra_granted": tuple(text if g == THIS_ABILITY else g for g in e.extra_granted)
            }
        )
        if isinstance(e, CopyEffect) and THIS_ABILITY in e.extra_granted
        else e
        for e in reading.effects
    ]
    return replace(reading, effects=effects)
