"""Ability kinds: what one line of rules text becomes (113.3).

A line's sentences are read one by one (:func:`effect_sentences`) into a static, spell
(or activated) ability with effects; kicker's "instead", emblems (114.4), a created token's
own text (111.3) and "in every zone" are handled here. Sentences that change
characteristics but do not read go to the face's ``unmodelled``; everything that creates no
continuous effect is kept as an ability of kind ``other`` with a neutral summary.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from engine.cards import (
    PERMANENT_TYPES,
    Ability,
    AbilityEffect,
    ColorEffect,
    Condition,
    CopyEffect,
    FaceDownEffect,
    Filter,
    Formula,
    TextChangeEffect,
    TypeEffect,
)
from engine.oracle.conditions import in_your_graveyard, read_condition
from engine.oracle.copies import THIS_ABILITY
from engine.oracle.coverage import is_characteristic_changing
from engine.oracle.describe import describe_ability, describe_subject
from engine.oracle.references import cost_subject, named_target
from engine.oracle.resolution_ifs import (
    instead_if,
    intervening_clause,
    revealed_card_clause,
    without_ability_word,
)
from engine.oracle.sentence import read_sentence
from engine.oracle.sentences import split_sentences, with_face_down_values
from engine.oracle.subjects import Reading, Subject, read_subject
from engine.oracle.vocabulary import NUMBER_WORDS, SUBTYPE


def _reads_own_pt(reading: Reading) -> bool:
    """A P/T read from the object or its source: a resolving ability counts it once (608.2h);
    a static ability would read a value layer 7 is still changing, so it is left unread."""
    return any(
        isinstance(amount, Formula)
        and amount.of in ("its_power", "its_toughness", "source_power", "source_toughness")
        for effect in reading.effects
        for amount in (getattr(effect, "power", None), getattr(effect, "toughness", None))
    )


def _defines_itself(reading: Reading) -> bool:
    """ "~ is every creature type" / "~ is all colors": a static ability of the card that
    defines its own subtypes or colors unconditionally is characteristic-defining (604.3a),
    applied before other effects of its layer (613.3)."""
    return (
        reading.subject.affects == Filter(scope="self")
        and reading.condition is None
        and bool(reading.effects)
        and all(
            (isinstance(e, TypeEffect) and e.all_creature_types and not e.types)
            or (
                isinstance(e, ColorEffect)
                and e.mode in ("set", "colorless")
                and not (e.chosen_color or e.chosen_colors)
            )
            for e in reading.effects
        )
    )


def _uses_x(reading: Reading) -> bool:
    target = reading.subject.target
    if target is not None and target.mana_value_x is not None:
        return True  # "target creature with mana value X or less" (Dominate)
    return any(
        isinstance(amount, Formula) and amount.of == "chosen_x" and amount.fact is None
        for effect in reading.effects
        for amount in (getattr(effect, "power", None), getattr(effect, "toughness", None))
    )


@dataclass
class Face:
    name: str
    types: tuple[str, ...]
    keywords: frozenset[str]
    mana_cost: str = ""
    #: The whole rules text, for choices made elsewhere on the card ("choose a creature type").
    text: str = ""
    abilities: list[Ability] = field(default_factory=list)
    unmodelled: list[str] = field(default_factory=list)
    characteristic: int = 0
    #: The ``unmodelled`` entries that note a part of a sentence read otherwise ("(not
    #: modelled: ...)"), as opposed to sentences not read at all.
    partly_read: list[str] = field(default_factory=list)
    #: The "instead" sentences read as a spell's effect under an "if" it checks as it
    #: resolves (608.2c): what they replace is read, not dropped.
    read_instead: list[str] = field(default_factory=list)

    @property
    def is_spell(self) -> bool:
        return bool({"Instant", "Sorcery"} & set(self.types))


def _ability_from(reading: Reading, kind: str, cost: str | None, face: Face) -> Ability | None:
    duration = reading.duration
    scope = reading.subject.affects.scope
    if _uses_x(reading) and not (
        (kind == "activated" and cost and re.search(r"\bX\b", cost))
        or (kind == "spell" and "{X}" in face.mana_cost)
        # "As an additional cost to cast this spell, pay X life": chosen as it is cast
        or (kind == "spell" and re.search(r"[Aa]dditional cost[^.]*\bX\b", face.text))
    ):
        return None  # an X no cost of this ability chooses is not ours to guess
    if reading.subject.affects.mana_value_x is not None:
        return None  # a group bounded by X: the scenario makes X a number for targets only
    if reading.choice == "creature_type" and "creature type" not in face.text:
        if not re.search(
            r"\b[Cc]hoose an? (?:basic )?land type"
            r"|basic land type of (?:your|its controller's) choice",
            face.text,
        ):
            return None  # "the chosen type" may be a card type or a planeswalker type
        reading.choice = "basic_land_type"  # the scenario names it like a creature type
    if reading.choice and "before the game begins" in face.text:
        return None  # a characteristic-defining choice (607.2p), not an effect in a layer
    if scope == "self" and face.types and not set(face.types) & PERMANENT_TYPES:
        return None  # "This spell has flash": an instant's or sorcery's own, never a permanent's
    if kind == "static":
        if (
            duration
            or scope == "target"
            or reading.subject.affects.controller in ("target_player", "target_opponent")
            or _reads_own_pt(reading)
        ):
            return None  # "+X/+X, where X is its power" is counted once, as a spell resolves
        final_duration = "while_source"
    else:
        token_copy = any(isinstance(e, CopyEffect) and e.token for e in reading.effects)
        if reading.cda or (reading.choice == "copy" and not (token_copy or reading.becomes_copy)):
            return None
        of_permanent = any(
            isinstance(e, CopyEffect) and (e.original == "permanent" or not e.token)
            for e in reading.effects
        )  # a spell copies a permanent the scenario names (engine.oracle.copies)
        if reading.choice in ("copy", "exile") and kind == "spell" and not of_permanent:
            # "the exiled card" is a permanent's (607.2a), and the scenario names what a
            # permanent's ability copies: a spell has neither
            return None
        # a count in a resolving spell or ability is fixed as it resolves (608.2h): the
        # scenario player counts once, so "for each" and "where X is" read the same here
        final_duration = duration or "indefinitely"  # CR 611.2a-b
    ability = Ability(
        kind=kind,
        summary="",
        cost=cost,
        cda=reading.cda or (kind == "static" and _defines_itself(reading)),
        affects=reading.subject.affects,
        target=reading.subject.target,
        condition=reading.condition,
        duration=final_duration,
        effects=tuple(reading.effects),
        choice=reading.choice,
    )
    return ability.model_copy(update={"summary": describe_ability(ability, face.types)})


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
            and last.duration == ability.duration
            and last.condition == ability.condition
            and last.kicked == ability.kicked
            and last.intervening_if == ability.intervening_if
            and last.alternative == ability.alternative
            and last.only_if == ability.only_if
            and last.resolves_if == ability.resolves_if
            and last.functions_in == ability.functions_in
            and not last.cda
            and not ability.cda
        ):
            merged[-1] = redescribed(last, face_types, effects=last.effects + ability.effects)
        else:
            merged.append(ability)
    return merged


#: "It's still a land." after an animation: part of the effect before it (205.1b).
STILL_A_TYPE = re.compile(
    r"(?:It's|It is|They're|They are) still (?:an? )?(?:[A-Z][a-z]+ )?"
    r"(?:land|artifact|enchantment)s?\.?"
)

#: "It's still a Shapeshifter." after an effect that sets creature types (Duplicant): that
#: creature type stays with the new ones.
_STILL_A_CREATURE_TYPE = re.compile(r"It's still an? (?P<type>[A-Z][a-z]+)\.?")

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
    "modal": "Modal ability: a choice of modes (not modelled here).",
    "level": "Ability that depends on a level or a condition (not modelled here).",
    "class_level": "Class level bar: pay it to raise the level (a scenario names it: [level N]).",
}


def add_other(face: Face, what: str, cost: str | None = None) -> None:
    kind = {"triggered": "triggered", "triggered_unread": "triggered", "mana": "mana"}.get(
        what, "other"
    )
    summary = NOT_CONTINUOUS[what]
    if face.abilities and face.abilities[-1].summary == summary and kind == "other":
        return
    face.abilities.append(Ability(kind=kind, summary=summary, cost=cost))


#: "If this spell was kicked, that creature gets +5/+5 until end of turn instead."
KICKED = re.compile(
    r"If ~ was kicked, (?P<instead>instead )?(?P<rest>.+?)(?P<instead2> instead)?\.?",
)


#: "Create a token that's a copy of target creature. If this spell was kicked, create five of
#: those tokens instead": the same token copy, made that many times (111.2).
_MORE_OF_THOSE = re.compile(r"create (?P<n>" + "|".join(NUMBER_WORDS) + r") of those tokens\.?")


def _more_copies(produced: list[Ability], sentence: str, face: Face) -> Ability | None:
    """The last token copy made again ``N`` times, or ``None`` if the sentence says no such
    thing or nothing before it made a token copy."""
    more = _MORE_OF_THOSE.fullmatch(sentence)
    if more is None or not produced:
        return None
    last = produced[-1]
    if not any(isinstance(e, CopyEffect) and e.token for e in last.effects):
        return None
    tokens = NUMBER_WORDS[more["n"]]
    effects = tuple(
        e.model_copy(update={"tokens": tokens}) if isinstance(e, CopyEffect) else e
        for e in last.effects
    )
    return redescribed(last.model_copy(update={"effects": effects}), face.types)


#: "Create a token. It has ...": the token's own text (111.3), not an effect that gives it.
_TOKEN_TEXT = re.compile(r"(?:It|They|That token|Those tokens)(?: each)? ha(?:s|ve) ")


#: "The flashback cost is equal to its mana cost." / "Its foretell cost is equal to its mana
#: cost reduced by {2}.": the cost of a keyword the sentence before granted without one.
KEYWORD_COST = re.compile(
    r"(?:The|Its|Their) (?P<keyword>[a-z]+) cost is equal to (?P<cost>.+?)\.?"
)


def _with_keyword_cost(sentence: str, produced: list[Ability]) -> Ability | None:
    """The last ability, its summary saying the cost of the keyword it grants (the keyword
    stays the word, 702: "has scavenge" is scavenge whatever its cost), or ``None`` unless
    the sentence states the cost of a keyword that ability grants."""
    match = KEYWORD_COST.fullmatch(sentence)
    if match is None or not produced:
        return None
    last = produced[-1]
    granted = {k for e in last.effects if isinstance(e, AbilityEffect) for k in e.keywords}
    if match["keyword"] not in granted:
        return None
    cost = match["cost"]
    summary = f"{last.summary.rstrip('.')} (its {match['keyword']} cost: {cost})."
    return last.model_copy(update={"summary": summary})


#: "The same is true for creature spells you control and creature cards you own that aren't
#: on the battlefield." (Conspiracy): the effect before it reaches these groups too.
_SAME_IS_TRUE = re.compile(r"The same is true for (?P<groups>.+?)\.?")


def _same_is_true(sentence: str, produced: list[Ability], face: Face) -> list[Ability] | None:
    """The last effect again for each group the sentence names (one or two, joined by
    "and"), each group read like a subject (611.3a: a static ability applies to whatever
    its text indicates, in any zone it names), or ``None`` unless every group reads."""
    match = _SAME_IS_TRUE.fullmatch(sentence)
    if match is None or not produced or produced[-1].affects.scope != "all":
        return None
    words = match["groups"]
    splits = [[words]] + [
        [words[: m.start()], words[m.end() :]] for m in re.finditer(" and ", words)
    ]
    for groups in splits:
        subjects = [read_subject(group) for group in groups]
        if all(s is not None and s.affects.scope == "all" for s in subjects):
            return [
                redescribed(produced[-1], face.types, affects=s.affects)
                for s in subjects
                if s is not None
            ]
    return None


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
    produced: list[Ability] = []
    previous: Subject | None = it or cost_subject(cost)
    other = False
    failed = False
    for sentence in sentences:
        if kind == "static" and (elsewhere := _from_graveyard(sentence, previous, face)):
            produced.append(elsewhere[0])  # "As long as ~ is in your graveyard, ..." (113.6b)
            previous = elsewhere[1]
            face.characteristic += 1
            continue
        if (emblem := _EMBLEM.fullmatch(sentence)) and kind != "static":
            made, rules = _emblem(emblem, kind, cost, face)
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
        kicker = KICKED.fullmatch(sentence) if kind == "spell" else None
        if kicker:  # read the rest, then tag it (and what it replaces) with the kicker
            sentence = kicker.group("rest")
        if (costed := _with_keyword_cost(sentence, produced)) is not None:
            produced[-1] = costed
            continue
        if kind == "static" and (same := _same_is_true(sentence, produced, face)) is not None:
            produced.extend(same)
            face.characteristic += 1
            continue
        instead = kicker is not None and bool(kicker["instead"] or kicker["instead2"])
        if instead and (again := _more_copies(produced, sentence, face)) is not None:
            produced = [_kicked(a, False, face) for a in produced]
            produced.append(_kicked(again, True, face))
            face.characteristic += 1
            continue
        barred = NEW_WORD_BARRED.fullmatch(sentence)
        if barred and produced and (changed := _bar_new_word(produced[-1], barred["word"])):
            produced[-1] = changed
            continue
        if STILL_A_TYPE.fullmatch(sentence):
            if produced:  # 205.1b: it keeps its card types
                produced[-1] = _keep_card_types(produced[-1], face.types)
            continue
        kept = _STILL_A_CREATURE_TYPE.fullmatch(sentence)
        if kept and produced and (still := _keep_creature_type(produced[-1], kept["type"])):
            produced[-1] = redescribed(still, face.types, effects=still.effects)
            continue
        if (
            previous is not None
            and previous.words == "the token it created"
            and _TOKEN_TEXT.match(sentence)
        ):  # "Create a Scion token. It has "...": the token's own text (111.3)
            other = True
            continue
        if kind == "static" and (turned := _turned_face_down(sentence, face)) is not None:
            face.abilities.append(turned)
            face.characteristic += 1
            continue
        seen = _if_revealed(sentence, sentences, produced, kind, cost, face)
        if seen is not None:
            produced.append(seen[0])  # "Reveal the top card ... If it's a land card, ..."
            previous = seen[1]
            face.characteristic += 1
            continue
        if (won := _if_you_win(sentence, previous, kind, cost, face)) is not None:
            produced.append(won[0])  # "If you win the flip, ..." (705: a coin flip; a clash)
            previous = won[1]
            face.characteristic += 1
            continue
        if kind == "spell" and (replaced := _instead_if(sentence, produced, previous, face)):
            produced, previous = replaced  # "..., that creature gets +4/+4 instead" (608.2c)
            face.characteristic += 1
            continue
        if (checked := _if_it_is(sentence, previous, kind, cost, face, produced)) is not None:
            produced = checked  # "If it's a Goat, it also gets +3/+0" (608.2c)
            face.characteristic += 1
            continue
        if (chosen := _alternatives(sentence, previous, kind, cost, face)) is not None:
            produced.extend(chosen[0])  # "gets +1/-1 or -1/+1": one ability per choice
            previous = chosen[1]
            face.characteristic += 1
            continue
        pair = (
            _each_of_two(sentence, previous, kind, cost, face)
            or _two_groups(sentence, previous, kind, cost, face)
            or _if_source_is(sentence, previous, kind, cost, face)
        )
        if pair is not None:
            produced.extend(pair[0])  # "~ and enchanted creature each get ...": two abilities
            previous = pair[1]
            face.characteristic += 1
            continue
        characteristic = is_characteristic_changing(sentence)
        otherwise = _OTHERWISE.match(sentence)
        reading = (
            _otherwise(produced, sentence[otherwise.end() :], previous)
            if otherwise
            else read_sentence(sentence, previous)
        )
        if reading is not None and cost is not None:
            reading = _with_this_ability(reading, f"{cost}: {' '.join(sentences)}")
        ability = _ability_from(reading, kind, cost, face) if reading else None
        if ability is not None and reading is not None and kicker:
            if kicker.group("instead") or kicker.group("instead2"):
                produced = [_kicked(a, False, face) for a in produced]
            ability = _kicked(ability, True, face)
        if ability is not None and reading is not None:
            if reading.one_shot:  # carried out by the game model (engine.oracle.one_shots)
                said = reading.one_shot.replace("~", "it").rstrip(".")
                also = f" Also, once as it resolves: {said} (carried out in !layers)."
                ability = ability.model_copy(update={"summary": ability.summary + also})
            produced.append(ability)
            unread = [*reading.unread]  # parts read off the sentence (engine.oracle.copies)
            if unread:
                note = f"{sentence} (not modelled: {'; '.join(unread)})"
                face.unmodelled.append(note)
                face.partly_read.append(note)
            previous = reading.subject
            face.characteristic += 1
            other = other or reading.restricted
            continue
        if previous is None or not characteristic:
            previous = named_target(sentence) or previous
        carried = _carried_out(sentence) if characteristic else None
        if characteristic and carried is None:
            face.characteristic += 1
            face.unmodelled.append(sentence)
            failed = True
        elif carried is not None:  # a one-shot action the game model carries out
            face.characteristic += 1
            add_other(face, carried, cost)
        else:
            other = True
    if produced:
        merged = _merge(produced, face.types)
        if kind == "activated":  # one cost: the parts resolve together (``activate Card``)
            merged[1:] = [a.model_copy(update={"same_trigger": True}) for a in merged[1:]]
        face.abilities.extend(merged)
    if failed and not produced:  # never "does not change characteristics" (docs/CARDS.md)
        add_other(face, "triggered_unread" if what == "triggered" else "unread", cost)
    elif other:
        add_other(face, what, cost)


#: One-shot actions that change characteristics, which the game model carries out as the
#: spell or ability resolves (``engine.scenario.carry_out``), with what the parse says of
#: each: an exchange of control (701.12b) gives each permanent a layer-2 effect; a permanent
#: turned face down is a nameless 2/2 creature (708.2a).
_LAYER_ACTIONS = {
    "exchange_control": "exchange",
    "face_down": "face_down",
    "face_down_from_hand": "face_down_from_hand",
}


def _carried_out(sentence: str) -> str | None:
    """What the parse says of a one-shot action the game model carries out in the layers
    (a key of :data:`NOT_CONTINUOUS`), or ``None`` when the sentence is not one."""
    from engine.oracle.actions import read_actions  # actions reads cards with this parser

    reading = read_actions(sentence)
    said = {_LAYER_ACTIONS.get(a.verb) for a in reading.actions}
    if reading.unread or len(said) != 1 or None in said:
        return None
    return said.pop()


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


#: "If you win the flip, target creature gets +1/+1" / "If you lose the flip, it gets -0/-2" /
#: "If you win, that creature gets an additional +2/+2" (a clash): what happens depends on a
#: result of the resolution, which the scenario names like a choice: ``[won]``, ``[lost]``.
_IF_YOU_WIN = re.compile(r"If you (?P<result>win|lose)(?: the flip)?, (?P<rest>.+)")
_RESULTS = ("won", "lost")


def _if_you_win(
    sentence: str, previous: Subject | None, kind: str, cost: str | None, face: Face
) -> tuple[Ability, Subject] | None:
    """The effect that happens only if the flip or clash was won (or lost), tagged as one
    alternative of that result (608.2d's choice machinery: ``[won]`` / ``[lost]``), and
    its subject (what "it" means next)."""
    match = _IF_YOU_WIN.fullmatch(sentence)
    if match is None or kind == "static":
        return None
    reading = read_sentence(match["rest"], previous)
    ability = _ability_from(reading, kind, cost, face) if reading else None
    if reading is None or ability is None or reading.unread or reading.condition:
        return None
    number = 1 if match["result"] == "win" else 2
    tagged = redescribed(ability, face.types, alternatives=_RESULTS, alternative=number)
    return tagged, reading.subject


#: "If it's an artifact creature, it gets +2/+2 until end of turn" / "If that creature is a
#: Goat, it also gets +3/+0" / "If it's a Human, instead it gets +3/+3": the effect applies to
#: the object only if it is that (608.2c).
_IF_IT_IS = re.compile(
    r"If (?:it's|it is|that (?:creature|permanent) is) (?P<what>[^,]+), (?P<instead>instead )?"
    r"(?P<rest>(?:it|that creature|that permanent) .+?)(?P<instead2> instead)?\.?"
)
#: What such a clause may ask: what the object is, checked as the ability resolves.
_WHAT_IT_IS = frozenset({"subject", "colors", "types", "subtypes", "supertypes"})


def _if_it_is(
    sentence: str,
    previous: Subject | None,
    kind: str,
    cost: str | None,
    face: Face,
    produced: list[Ability],
) -> list[Ability] | None:
    """A resolving ability's effect on "it" (the previous sentence's object) that applies only
    if the object is what the clause says as it resolves (608.2c), added to ``produced``, or
    ``None``. With "instead", what the sentences before did to that object applies only if
    it isn't, and only when this effect restates every kind of effect they make."""
    match = _IF_IT_IS.fullmatch(sentence)
    if match is None or previous is None or kind == "static":
        return None
    clause = read_condition(f"~ is {match['what']}")
    if clause is None or set(clause.model_dump(exclude_defaults=True)) - _WHAT_IT_IS:
        return None
    reading = read_sentence(match["rest"], previous)
    ability = _ability_from(reading, kind, cost, face) if reading else None
    if reading is None or ability is None or reading.unread or reading.condition:
        return None
    checked = redescribed(ability, face.types, only_if=clause)
    if not (match["instead"] or match["instead2"]):
        return [*produced, checked]
    replaced = [a for a in produced if (a.affects, a.target) == (ability.affects, ability.target)]
    if not replaced or any(
        a.only_if or not _kinds(a) <= _kinds(ability) or a.duration != ability.duration
        for a in replaced
    ):
        return None  # nothing to replace, or a part it doesn't restate would be dropped
    otherwise = clause.model_copy(update={"negated": True})
    face.read_instead.append(sentence)
    return [
        *(redescribed(a, face.types, only_if=otherwise) if a in replaced else a for a in produced),
        checked,
    ]


#: "gets +1/-1 or -1/+1" / "gets +X/+X or -X/-X": two sizes to choose from as it resolves.
_EITHER_SIZE = re.compile(
    r"(?P<pre>.*?\bgets? )(?P<a>[+-][\dX]+/[+-][\dX]+) or (?P<b>[+-][\dX]+/[+-][\dX]+)"
    r"(?P<post>.*)"
)
#: "gains protection from artifacts or from the color of your choice": two protections.
_EITHER_PROTECTION = re.compile(
    r"(?P<pre>.*?\bgains? protection from )(?P<a>[a-z]+) or from (?P<b>the color of your choice)"
    r"(?P<post>.*)"
)
#: "gains your choice of flying, vigilance, deathtouch, or haste" / "becomes your choice of a
#: blue Frog creature ... or a blue Octopus creature ...": a list to choose one from.
_YOUR_CHOICE_OF = re.compile(
    r"(?P<pre>.*?)your choice of (?P<list>.+?)(?P<post>(?: until end of turn)?\.?)"
)


def _alternatives(
    sentence: str, previous: Subject | None, kind: str, cost: str | None, face: Face
) -> tuple[list[Ability], Subject] | None:
    """A sentence that offers a choice made as the spell or ability resolves (608.2d), read
    once per alternative into abilities tagged with it; ``None`` unless every alternative
    reads completely. A static ability makes no such choice: it is left to the others."""
    if kind == "static":
        return None
    if size := _EITHER_SIZE.fullmatch(sentence) or _EITHER_PROTECTION.fullmatch(sentence):
        pre, post, words = size["pre"], size["post"], [size["a"], size["b"]]
    elif listed := _YOUR_CHOICE_OF.fullmatch(sentence):
        pre, post = listed["pre"], listed["post"]
        words = [w.strip() for w in re.split(r",? or |, ", listed["list"]) if w.strip()]
    else:
        return None
    if len(words) < 2:
        return None
    made: list[Ability] = []
    reading = None
    labels = tuple(re.sub(r"^an? ", "", w) for w in words)
    for number, choice in enumerate(words, start=1):
        reading = read_sentence(pre + choice + post, previous)
        ability = _ability_from(reading, kind, cost, face) if reading else None
        if reading is None or ability is None or reading.unread:
            return None
        tag = {"alternatives": labels, "alternative": number}
        made.append(redescribed(ability, face.types, **tag))
    assert reading is not None
    return made, reading.subject


#: "This creature and enchanted creature each get +X/+X" (Nighthowler, a bestow card): two
#: objects named one by one, each given the same predicate.
_EACH_OF_TWO = re.compile(
    r"(?P<first>~|[Ee]nchanted creature|[Ee]quipped creature) and "
    r"(?P<second>~|enchanted creature|equipped creature) each (?P<verb>get|gain|have) (?P<rest>.+)"
)
_ONE_VERB = {"get": "gets", "gain": "gains", "have": "has"}


def _each_of_two(
    sentence: str, previous: Subject | None, kind: str, cost: str | None, face: Face
) -> tuple[list[Ability], Subject] | None:
    """Both abilities of a sentence about two objects and the last subject, or ``None``
    unless both halves read completely."""
    match = _EACH_OF_TWO.fullmatch(sentence)
    if match is None:
        return None
    verb, rest = _ONE_VERB[match["verb"]], match["rest"]
    said = [
        f"{who[:1].upper()}{who[1:]} {verb} {rest}" for who in (match["first"], match["second"])
    ]
    return _each_read(said, previous, kind, cost, face)


def _each_read(
    sentences: list[str], previous: Subject | None, kind: str, cost: str | None, face: Face
) -> tuple[list[Ability], Subject] | None:
    """One ability per sentence and the last sentence's subject, or ``None`` unless every
    sentence reads completely (a sentence about two objects or groups, said once each)."""
    made: list[Ability] = []
    reading = None
    for sentence in sentences:
        reading = read_sentence(sentence, previous)
        ability = _ability_from(reading, kind, cost, face) if reading else None
        if reading is None or ability is None or reading.unread:
            return None
        made.append(ability)
    assert reading is not None
    return made, reading.subject


#: "Saproling creatures and other Treefolk creatures get +1/+1" (Verdeloth the Ancient): two
#: groups joined by "and", each given the whole predicate.
_TWO_GROUPS = re.compile(
    r"(?P<first>[^,\"]+?) and (?P<second>[^,\"]+?) (?P<verb>get|have|gain|lose|are)(?P<rest> .+)"
)


#: Who controls a group, said once after the second of two groups and meant for both.
_CONTROLLED = re.compile(r" (?:you control|an opponent controls|your opponents control)$")


def _two_groups(
    sentence: str, previous: Subject | None, kind: str, cost: str | None, face: Face
) -> tuple[list[Ability], Subject] | None:
    """One ability for each of two groups that a sentence names together (each group is
    affected by the same effect, 611.3a), or ``None`` unless the sentence does not read as it
    stands and both halves read completely as groups."""
    match = _TWO_GROUPS.fullmatch(sentence)
    if match is None or read_sentence(sentence, previous) is not None:
        return None
    first, second = match["first"], match["second"]
    shared = _CONTROLLED.search(second)
    if shared and not _CONTROLLED.search(first):  # "Creatures and Vehicles you control"
        first += shared.group(0)
    for group in (first, second):
        subject = read_subject(group)
        if subject is None or subject.affects.scope != "all":
            return None
    said = [f"{g[:1].upper()}{g[1:]} {match['verb']}{match['rest']}" for g in (first, second)]
    return _each_read(said, previous, kind, cost, face)


def _if_source_is(
    sentence: str, previous: Subject | None, kind: str, cost: str | None, face: Face
) -> tuple[list[Ability], Subject] | None:
    """ "{1}{G/W}{G/W}: If ~ is a Scout, it becomes a Kithkin Soldier ..." (Figure of Fable):
    an activated ability whose effect happens only if the source is that as it resolves
    (608.2c), or ``None`` unless the clause and the rest read completely."""
    if kind != "activated" or not sentence.startswith("If "):
        return None
    clause = intervening_clause("i" + sentence[1:])
    if clause is None or clause[1] is None:
        return None
    rest = clause[2]
    reading = read_sentence(rest[:1].upper() + rest[1:], previous)
    ability = _ability_from(reading, kind, cost, face) if reading else None
    if reading is None or ability is None or reading.unread:
        return None
    return [redescribed(ability, face.types, intervening_if=clause[1])], reading.subject


#: "The new creature type can't be Wall." (Artificial Evolution): a word a text change
#: (612) can't put in.
NEW_WORD_BARRED = re.compile(
    r"The new (?:creature type|color word|basic land type) can't be (?P<word>[A-Z][a-z]+)\.?"
)


def _bar_new_word(ability: Ability, word: str) -> Ability | None:
    """The text-changing ability with ``word`` barred as the new word, or ``None`` when the
    ability changes no text."""
    if not any(isinstance(e, TextChangeEffect) for e in ability.effects):
        return None
    effects = tuple(
        e.model_copy(update={"not_to": (*e.not_to, word)}) if isinstance(e, TextChangeEffect) else e
        for e in ability.effects
    )
    summary = f"{ability.summary.rstrip('.')} (the new word can't be {word})."
    return ability.model_copy(update={"effects": effects, "summary": summary})


#: "... as long as it's a Zombie. Otherwise, it gets -3/-3." (Gift of Fangs, Sea Legs)
_OTHERWISE = re.compile(r"Otherwise, ")


def _otherwise(produced: list[Ability], rest: str, previous: Subject | None) -> Reading | None:
    """The sentence after "Otherwise, ": its effect applies while the condition of the
    ability just read does not hold (611.3a), or the sentence is not read."""
    last = produced[-1] if produced else None
    condition = last.condition if last is not None else None
    if last is None or condition is None or condition.negated or last.kind != "static":
        return None
    reading = read_sentence(rest, previous)
    if reading is None or reading.condition is not None or reading.duration is not None:
        return None
    if reading.subject.affects != last.affects:
        return None
    return replace(reading, condition=condition.model_copy(update={"negated": True}))


#: "You get an emblem with "Creatures you control get +1/+1."" (one or two quoted abilities).
_EMBLEM = re.compile(r"You get an emblem with \"([^\"]+)\"(?: and \"([^\"]+)\")?\.?")


#: A quoted triggered ability (603.1) of an emblem: never a rule to describe and skip.
_TRIGGERED_OR_ACTIVATED = re.compile(r"(?:When|Whenever|At)\b")


def _emblem(
    match: re.Match[str], kind: str, cost: str | None, face: Face
) -> tuple[list[Ability], bool]:
    """The emblem's static abilities, each read like a permanent's (114.4), or nothing when
    any part is not read (its triggered abilities, conditions and "other" have no source);
    and whether it also has a static ability that changes no characteristics ("Artifact
    spells you cast cost {1} less to cast": a rule, described, not modelled)."""
    made: list[Ability] = []
    rules = False
    for quoted in filter(None, match.groups()):
        for sentence in split_sentences(quoted.replace("'", '"')):
            static = not (_TRIGGERED_OR_ACTIVATED.match(sentence) or ":" in sentence)
            if static and not is_characteristic_changing(sentence):
                rules = True
                continue
            reading = read_sentence(sentence, None)
            if reading is None or reading.condition or reading.subject.affects.other:
                return [], False
            if reading.subject.affects.scope != "all" or reading.restricted:
                return [], False
            ability = _ability_from(reading, "static", None, face)
            if ability is None:
                return [], False
            as_emblem = {"kind": kind, "cost": cost, "emblem": True, "duration": "indefinitely"}
            summary = "You get an emblem: " + ability.summary
            made.append(ability.model_copy(update={**as_emblem, "summary": summary}))
    return made, rules


def redescribed(ability: Ability, face_types: tuple[str, ...], **update: object) -> Ability:
    """The ability with ``update`` applied and its summary written again to match."""
    changed = ability.model_copy(update=update)
    return changed.model_copy(update={"summary": describe_ability(changed, face_types)})


def _instead_if(
    sentence: str, produced: list[Ability], previous: Subject | None, face: Face
) -> tuple[list[Ability], Subject | None] | None:
    """ "If you control three or more artifacts, that creature gets +4/+4 until end of turn
    instead": the spell checks the condition once as it resolves (608.2c); the effects read
    so far apply only if it doesn't hold, this one only if it does. Without "instead" ("If
    the gift was promised, that creature also gains ..."), this one applies only if it
    holds and the others stay. ``None`` unless the condition and the effect read completely
    and nothing before was under such a clause."""
    found = instead_if(sentence) or _otherwise_if(sentence, produced)
    if found is None:
        return None
    condition, _, rest, instead = found
    earlier = instead and not produced  # "Metalcraft — That creature gets +4/+4 ... instead":
    if earlier:  # a line on its own
        produced = _last_spell_effects(face)
        previous = Subject(produced[-1].affects, produced[-1].target) if produced else None
    if instead and (not produced or any(a.resolves_if for a in produced)):
        return None
    reading = read_sentence(rest, previous)
    ability = _ability_from(reading, "spell", None, face) if reading else None
    if reading is None or ability is None or reading.unread or reading.condition is not None:
        return None
    if instead and not all(_kinds(a) <= _kinds(ability) for a in produced):
        return None  # "it has base P/T 1/1 instead": the rest of what it replaces stays
    otherwise = condition.model_copy(update={"negated": True})
    kept = produced
    if instead:
        kept = [redescribed(a, face.types, resolves_if=otherwise) for a in produced]
    if earlier:  # read again with this line's abilities
        del face.abilities[len(face.abilities) - len(produced) :]
    if instead:
        face.read_instead.append(without_ability_word(sentence))
    return [*kept, redescribed(ability, face.types, resolves_if=condition)], reading.subject


def _from_graveyard(
    sentence: str, previous: Subject | None, face: Face
) -> tuple[Ability, Subject] | None:
    """A static ability that states it functions from its owner's graveyard ("As long as ~
    is in your graveyard and you control a Mountain, creatures you control have haste"),
    read completely, or ``None`` (113.6b)."""
    rest = in_your_graveyard(sentence)
    reading = read_sentence(rest, previous) if rest is not None else None
    ability = _ability_from(reading, "static", None, face) if reading else None
    if reading is None or ability is None or reading.unread or reading.restricted:
        return None
    return redescribed(ability, face.types, functions_in="graveyard"), reading.subject


def _if_revealed(
    sentence: str,
    sentences: list[str],
    produced: list[Ability],
    kind: str,
    cost: str | None,
    face: Face,
) -> tuple[Ability, Subject] | None:
    """ "Reveal the top card of your library. If it's a land card, ~ gets +1/+0 ...": the
    effect applies only if the card revealed (or exiled) is that, checked as the ability
    resolves (608.2c); "Otherwise, ..." after it, only if it isn't. ``None`` unless the
    clause and the effect read completely; an activated or triggered ability's only (the
    game model checks its "if" as it resolves)."""
    if kind not in ("activated", "triggered"):
        return None
    last = produced[-1].intervening_if if produced else None
    if sentence.startswith("Otherwise, ") and last is not None and last.revealed is not None:
        clause, rest = last.model_copy(update={"negated": True}), sentence[len("Otherwise, ") :]
    elif found := revealed_card_clause(sentence, f"{cost or ''} {' '.join(sentences)}"):
        clause, rest = found
    else:
        return None
    reading = read_sentence(rest, None)
    ability = _ability_from(reading, kind, cost, face) if reading else None
    if reading is None or ability is None or reading.unread or reading.condition is not None:
        return None
    return redescribed(ability, face.types, intervening_if=clause), reading.subject


def _otherwise_if(
    sentence: str, produced: list[Ability]
) -> tuple[Condition, str, str, bool] | None:
    """ "If it's your turn, that creature gains trample. Otherwise, it gains first strike":
    the effect after "Otherwise," applies only if the spell's last "if" did not hold."""
    last = produced[-1] if produced else None
    clause = last.resolves_if if last is not None else None
    if not sentence.startswith("Otherwise, ") or clause is None or clause.negated:
        return None
    if any(a.resolves_if is not None and a.resolves_if.negated for a in produced):
        return None  # after an "instead", which "otherwise" would be ambiguous
    return clause.model_copy(update={"negated": True}), "", sentence[len("Otherwise, ") :], False


def _kinds(ability: Ability) -> set[str]:
    """The kinds of effect an ability makes (a type change, a P/T change, ...)."""
    return {effect.kind for effect in ability.effects}


def _last_spell_effects(face: Face) -> list[Ability]:
    """The spell abilities with effects the lines before this one ended with."""
    last: list[Ability] = []
    for ability in reversed(face.abilities):
        if ability.kind != "spell" or not ability.effects:
            break
        last.insert(0, ability)
    return last


def _kicked(ability: Ability, kicked: bool, face: Face) -> Ability:
    return redescribed(ability, face.types, kicked=kicked)


def _keep_creature_type(ability: Ability, creature_type: str) -> Ability | None:
    """ "It's still a Shapeshifter" after an effect that sets creature types: that type is
    one of the new ones; ``None`` when no effect of the ability sets them."""
    if creature_type not in SUBTYPE.values():
        return None
    setting = [
        e
        for e in ability.effects
        if isinstance(e, TypeEffect) and e.mode == "set" and e.creature_types_of_exiled
    ]
    if not setting:
        return None
    effects = tuple(
        e.model_copy(update={"subtypes": (*e.subtypes, creature_type)}) if e in setting else e
        for e in ability.effects
    )
    return ability.model_copy(update={"effects": effects})


def _keep_card_types(ability: Ability, face_types: tuple[str, ...]) -> Ability:
    """ "It's still a land": every prior card type, subtype and supertype stays (205.1b)."""
    effects = tuple(
        e.model_copy(update={"lose_other_card_types": False, "mode": "add"})
        if isinstance(e, TypeEffect) and not e.lose_creature_types
        else e
        for e in ability.effects
    )
    return redescribed(ability, face_types, effects=effects)
