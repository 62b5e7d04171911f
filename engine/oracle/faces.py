"""Faces and lines: the parser's entry points (``parse_text``, ``parse_card``, ``read_card``).

A card's rules text is read face by face (709-712), line by line: keyword lines (702),
triggered abilities (603), modal spells (700.2), a die's results table (706.3, in
:mod:`engine.oracle.dice`), levelers (711) and Class levels (716),
"Max speed" and "Solved" gates, and the rest through :mod:`engine.oracle.abilities`.
A sentence becomes effects only when a template reads it completely; one that changes
characteristics (:mod:`engine.oracle.coverage`) but matches no template goes to
``unmodelled``, verbatim. Triggered abilities stay outside the coverage count.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from engine.cards import (
    Ability,
    AbilityEffect,
    Card,
    ColorEffect,
    Condition,
    Filter,
    SetPowerToughness,
    TypeEffect,
)
from engine.oracle.abilities import NOT_CONTINUOUS, add_other, effect_sentences
from engine.oracle.ability_kinds import Face, redescribed
from engine.oracle.conditional_effects import KICKED
from engine.oracle.coverage import is_characteristic_changing
from engine.oracle.dice import Roller, read_row, roller, table_row
from engine.oracle.predicates import read_predicate
from engine.oracle.resolution_ifs import without_ability_word
from engine.oracle.sentences import keyword_line, outside_quotes_colon, prepare, split_sentences
from engine.oracle.subjects import graveyard_filter
from engine.oracle.triggers import (
    ABILITY_WORD,
    CHAPTER,
    TRIGGER,
    note_unread,
    read_triggered,
    reflexive_exert,
)


@dataclass(frozen=True)
class ParsedText:
    """What the parser made of one face's rules text."""

    abilities: tuple[Ability, ...] = ()
    unmodelled: tuple[str, ...] = ()
    #: Sentences (outside triggered abilities) that change characteristics.
    characteristic: int = 0

    @property
    def fully_parsed(self) -> bool:
        return not self.unmodelled


#: Lines whose ability exists only under a condition: "Max speed — " (as long as you have
#: max speed) and a Case's "Solved — " (as long as it is solved).
_GATED_LINE = re.compile(r"(Max speed|Solved) — ")


_GATES = {
    "Max speed": Condition(subject="self", designation="max speed"),
    "Solved": Condition(subject="self", states=("solved",)),
}


#: A leveler's striation (711.2a-b): "LEVEL 2-6" / "LEVEL 7+".
_LEVEL = re.compile(r"LEVEL (\d+)(?:-(\d+)|\+)")

#: "STATION 8+": the lines below apply while the Spacecraft has that many charge counters
#: (721.2a), read like a leveler's striation.
_STATION = re.compile(r"STATION (\d+)\+")


def _at_level(face: Face, level: Condition, start: int, pt_line: str | None) -> None:
    """711.2: a striation's abilities and P/T box apply as long as the leveler has that many
    level counters; what its lines produced from ``start`` on gets that condition."""
    made = face.abilities[start:]
    del face.abilities[start:]
    if pt_line is not None:
        power, toughness = (int(n) for n in pt_line.split("/"))
        made = [
            Ability(
                kind="static",
                summary="",
                effects=(SetPowerToughness(power=power, toughness=toughness),),
            )
        ]
        face.characteristic += 1
    for ability in made:
        if ability.kind == "keyword" and ability.keyword:
            ability = Ability(
                kind="static", summary="", effects=(AbilityEffect(keywords=(ability.keyword,)),)
            )
        if ability.kind == "activated" and ability.effects and ability.affects.zones:
            face.unmodelled.append(  # a resolving effect reaches only permanents in !layers
                f"{ability.summary} (an ability it has {gate_words(level)}, on cards outside "
                "the battlefield)"
            )
            continue
        if ability.kind == "activated" and ability.effects:  # had only while the gate holds
            summary = f"{ability.summary.rstrip('.')} ({gate_words(level)} only)."
            face.abilities.append(ability.model_copy(update={"gate": level, "summary": summary}))
            continue
        if ability.kind == "static" and ability.effects:
            if ability.condition is not None:
                face.unmodelled.append(f"{ability.summary} (at a level)")
                continue
            ability = redescribed(ability, face.types, condition=level)
        else:  # described (or a trigger): say when the permanent has it (711.2a)
            summary = f"{ability.summary.rstrip('.')} ({gate_words(level)} only)."
            ability = ability.model_copy(update={"summary": summary})
        face.abilities.append(ability)


def gate_words(gate: Condition) -> str:
    """When a permanent has a gated ability: "with level 2-6" / "with level 2+" / "with max
    speed" / "once solved" / "with 8+ charge counters (station)"."""
    if gate.designation == "max speed":
        return "with max speed"
    if gate.states == ("solved",):
        return "once solved"
    if gate.counter == "charge":
        return f"with {gate.counters_at_least}+ charge counters (station)"
    least = gate.class_level_at_least or gate.counters_at_least
    most = None if gate.class_level_at_least else gate.counters_at_most
    return f"with level {least}-{most}" if most else f"with level {least}+"


def _read_face(face: Face, text: str) -> None:
    lines = [line.strip() for line in text.split("\n")]
    level: Condition | None = None  # the leveler striation being read
    gated = False
    modal: list[str] | None = None
    modal_triggered = False  # modes of a triggered ability are not counted (docs/CARDS.md)
    choose: str | None = None  # a modal spell or ability whose modes are read one by one
    modal_cost: str | None = None  # the cost of a modal activated ability
    rolling: Roller | None = None  # the ability whose die's results table follows
    for line in lines:
        if not line:
            continue
        bullet = line.startswith("•")
        words = mode_words(line) if bullet or "spree" in face.keywords else None
        if words is not None:
            if modal is None and not bullet:  # 702.172a: spree modes, any number of them
                modal, modal_triggered, choose, modal_cost = [], False, "one or more", None
            if modal is not None:
                modal.append(words)
            continue
        if modal is not None:
            if not modal_triggered:
                _modal(face, modal, choose, modal_cost)
            else:
                note_unread(face, " ".join(modal))
            modal = None
        row = table_row(line) if rolling is not None else None
        if row is not None and rolling is not None:  # a die's results table (706.3b)
            read_row(face, row, rolling)
            continue
        rolling = roller(face, line)
        if striation := _LEVEL.fullmatch(line):
            low, high = striation.group(1), striation.group(2)
            level = Condition(
                subject="self",
                counter="level",
                counters_at_least=int(low),
                counters_at_most=int(high) if high else None,
            )
            continue
        if gate := _GATED_LINE.match(line):  # "Max speed — ..." / "Solved — ...": only then
            start = len(face.abilities)
            _read_line(face, line[gate.end() :])
            _at_level(face, _GATES[gate.group(1)], start, None)
            continue
        if station := _STATION.fullmatch(line):
            level = Condition(subject="self", counter="charge", counters_at_least=int(station[1]))
            continue
        if class_level := re.search(r": Level (\d+)$", line):  # 716.2a: the level bar
            level = Condition(subject="self", class_level_at_least=int(class_level.group(1)))
            add_other(face, "class_level", line.partition(":")[0])
            continue
        if level is not None:
            start = len(face.abilities)
            pt_line = line if re.fullmatch(r"\d+/\d+", line) else None
            if pt_line is None:
                _read_line(face, line)
            _at_level(face, level, start, pt_line)
            continue
        if re.match(r"\d+/\d+$", line) or re.search(r": Level \d", line):
            gated = True
        if gated:
            _gated(face, line)
            continue
        started = _read_line(face, line)
        if started is not None:
            modal, (modal_triggered, choose, modal_cost) = [], started
    if modal is not None and not modal_triggered:
        _modal(face, modal, choose, modal_cost)
    elif modal is not None:
        note_unread(face, " ".join(modal))
    if face.is_spell and any(
        re.search(r"\binstead\b", sentence)
        and not re.search(r"\bwould\b", sentence)
        and not KICKED.fullmatch(sentence)
        and without_ability_word(sentence) not in face.read_instead  # read: 608.2c
        for line in lines
        for sentence in split_sentences(line)
    ):  # "if it would die, exile it instead" replaces a later event (614.1a), not the spell
        _drop_replaced_spell_effects(face)


#: Keywords whose effect changes characteristics in a way not modelled yet: reported unread,
#: never dropped in silence (what each does, in our words).
_UNREAD_KEYWORDS = {
    "awaken": (
        "awaken, 702.113: cast for its awaken cost, the spell also puts that many +1/+1 "
        "counters on a target land you control, which becomes a 0/0 Elemental creature with "
        "haste and stays a land; not modelled"
    ),
}
_UNREAD_KEYWORD = re.compile(r"(?P<word>" + "|".join(_UNREAD_KEYWORDS) + r")\b.*")


def _awaken(face: Face, keyword: str) -> Ability | None:
    """Awaken N (702.113a): cast for its awaken cost, the spell also puts N +1/+1 counters on
    target land you control, which becomes a 0/0 Elemental creature with haste and is still a
    land (205.1b); ``None`` for any other keyword, or on a face that is no spell."""
    match = re.fullmatch(r"awaken (\d+)(?:—| ).+", keyword)
    if match is None or not face.is_spell:
        return None
    ability = Ability(
        kind="spell",
        summary="",
        affects=Filter(scope="target"),
        target=Filter(types=("Land",), controller="you"),
        duration="indefinitely",
        effects=(
            TypeEffect(mode="add", types=("Creature",), subtypes=("Elemental",)),
            SetPowerToughness(power=0, toughness=0),
            AbilityEffect(keywords=("haste",)),
        ),
        awaken=int(match.group(1)),
    )
    return redescribed(ability, face.types)


#: Keywords that are characteristic-defining abilities (604.3), applied first in their layer:
#: changeling, "this object is every creature type" (702.73a); devoid, "this object is
#: colorless" (702.114a).
_DEFINING_KEYWORDS = {
    "changeling": Ability(
        kind="static",
        cda=True,
        summary="Changeling: it is every creature type (a characteristic-defining ability).",
        effects=(TypeEffect(mode="add", all_creature_types=True),),
    ),
    "devoid": Ability(
        kind="static",
        cda=True,
        summary="Devoid: it is colorless (a characteristic-defining ability).",
        effects=(ColorEffect(mode="colorless"),),
    ),
}


#: A sticker sheet's line, "{TK}{TK} — ...": the ability a permanent gets from that sticker.
_STICKER = re.compile(r"(?:\{TK\})+ — ")


def _read_line(face: Face, line: str) -> tuple[bool, str | None, str | None] | None:
    """One line of rules text; a modal header returns (whether it is triggered, how many
    modes a modal spell or ability chooses, the ability's cost) so the caller collects the
    bulleted modes."""
    sticker = _STICKER.match(line)
    if sticker:  # a sticker sheet is no permanent: each line is for the permanent it goes on
        unread = [
            s for s in split_sentences(line[sticker.end() :]) if is_characteristic_changing(s)
        ]
        face.characteristic += len(unread)
        face.unmodelled.extend(f"{s} (a sticker's ability: not modelled)" for s in unread)
        add_other(face, "sticker")
        return None
    keywords = keyword_line(line, face.keywords)
    if keywords is not None:
        for keyword in keywords:
            face.abilities.append(
                Ability(kind="keyword", keyword=keyword, summary=_keyword_summary(keyword))
            )
            if keyword in _DEFINING_KEYWORDS:
                face.abilities.append(_DEFINING_KEYWORDS[keyword])
            if (awakened := _awaken(face, keyword)) is not None:
                face.characteristic += 1
                face.abilities.append(awakened)
            elif (unread_keyword := _UNREAD_KEYWORD.fullmatch(keyword)) is not None:
                face.characteristic += 1
                face.unmodelled.append(f"{line} ({_UNREAD_KEYWORDS[unread_keyword['word']]})")
        return None
    body = reflexive_exert(ABILITY_WORD.sub("", line, count=1))
    # Saga chapters (714.2b), dungeon rooms (309.4c) and Attractions' "Visit" are triggered
    # abilities too; they are described only
    room = "Dungeon" in face.types and body != line
    described = TRIGGER.match(line) or room or line.startswith("Visit — ")
    if TRIGGER.match(body) or described:
        modal = re.search(r"choose (?:one|two|one or more|any number)\b.*—$", body)
        if modal or not TRIGGER.match(body):
            if CHAPTER.match(line) and not modal:
                read_triggered(face, line)  # a chapter is read like any triggered ability
                return None
            note_unread(face, body)
            add_other(face, "triggered")
            return (True, None, None) if modal else None
        read_triggered(face, body)
        return None
    if re.search(r"(?:choose|Choose) (?:one|two|three|one or more|any number|up to)\b.*—$", body):
        colon = outside_quotes_colon(body)
        cost = body[:colon].strip() if colon > 0 and "." not in body[:colon] else None
        header = _MODAL_SPELL.fullmatch(body[colon + 1 :].strip() if cost else body)
        add_other(face, "modal", cost)
        if header and cost:  # "{T}, Sacrifice an artifact: Choose one —": modes of an ability
            return False, header.group(1), cost
        return False, header.group(1) if header and face.is_spell else None, None
    colon = outside_quotes_colon(body)
    if colon > 0 and "." not in body[:colon]:
        cost, effect = body[:colon].strip(), body[colon + 1 :].strip()
        if _ADDS_MANA.match(effect):
            add_other(face, "activated" if _LOYALTY_COST.fullmatch(cost) else "mana", cost)
            _mana_riders(face, effect, cost)
            return None
        effect_sentences(face, split_sentences(effect), "activated", cost, "activated")
        return None
    kind = "spell" if face.is_spell else "static"
    effect_sentences(face, split_sentences(body), kind, None, kind)
    return None


#: An ability that could add mana (605.1a): "Add {R}", "Add X mana ...", "Add an amount of
#: {R} ...", never "Add or subtract X from a number" (Truss, Chief Engineer).
_ADDS_MANA = re.compile(r"Add\b[^.]*?(?:\{|\bmana\b)")
#: A loyalty cost ("+2", "−4", "0", "−X"): an ability with one is a loyalty ability, never a
#: mana ability even when it adds mana (605.1a, 606.3).
_LOYALTY_COST = re.compile(r"[+−-]?(?:\d+|X)")


def _mana_riders(face: Face, effect: str, cost: str) -> None:
    """A mana ability's other sentences: what the spell the mana is spent on gains
    (:func:`_spent_on`); one that changes characteristics in other words is reported, never
    dropped with the mana (issue 13: never silent)."""
    for sentence in split_sentences(effect)[1:]:
        if is_characteristic_changing(sentence) and not sentence.startswith("Activate only"):
            face.characteristic += 1
            rider = _spent_on(sentence, cost, face)
            if rider is not None:
                face.abilities.append(rider)
            else:
                face.unmodelled.append(f"{sentence} (a mana ability's rider: not modelled)")


#: "If that mana is spent on a creature spell, it gains riot" (Domri, Chaos Bringer).
_SPENT_ON = re.compile(
    r"If that mana is spent on (?:an? )?(?P<kind>[\w -]+?) spell, (?:it|that spell) "
    r"(?P<rest>gains .+?)\.?"
)


def _spent_on(sentence: str, cost: str, face: Face) -> Ability | None:
    """What the spell the mana pays for gets (106.6): an effect of the ability on that spell
    (``Filter(scope="spent_on")``, named with ``-> Name`` as it is on the stack, 601.2a:
    the spell is cast while the mana is spent), or ``None`` if the sentence is no such rider."""
    match = _SPENT_ON.fullmatch(sentence)
    spell = graveyard_filter(match["kind"]) if match else None
    if match is None or spell is None:
        return None
    rest, duration = match["rest"], "indefinitely"
    if rest.endswith(" until end of turn"):
        rest, duration = rest.removesuffix(" until end of turn"), "end_of_turn"
    effects = read_predicate(rest)
    if effects is None:
        return None
    ability = Ability(
        kind="activated",
        cost=cost,
        summary="",
        affects=Filter(scope="spent_on"),
        target=spell.model_copy(update={"zones": ("stack",)}),
        effects=tuple(effects),
        duration=duration,
    )
    return redescribed(ability, face.types)


def _drop_replaced_spell_effects(face: Face) -> None:
    """A spell that does something else "instead" under a condition (Toxic Stench's
    threshold) may never apply its modelled effect: leave it unmodelled, not guessed."""
    for ability in [a for a in face.abilities if a.kind == "spell" and a.effects]:
        face.abilities.remove(ability)
        face.unmodelled.append(f"{ability.summary} (replaced by an 'instead' under a condition)")


#: A spree mode (702.172a): "+ {1}{R} — effect", its additional cost before the dash.
_SPREE_MODE = re.compile(r"\+ ?(?:\{[^}]+\})+ — ")


def mode_words(line: str) -> str | None:
    """The words of a mode when ``line`` is one: a "•" line (700.2) or a spree mode with
    its additional cost cut (702.172a); ``None`` for any other line."""
    if line.startswith("•"):
        return line.lstrip("• ").strip()
    if spree := _SPREE_MODE.match(line):
        return line[spree.end() :]
    return None


#: The modal spells whose modes are read (700.2): how many modes the caster chooses; "one
#: that hasn't been chosen this turn" (Kargan Intimidator) may choose each mode once a turn.
_MODAL_SPELL = re.compile(
    r"Choose (one|two|one or both|one or more|one that hasn't been chosen this turn) ?—"
)


_CHOOSE = {
    "one": "one",
    "two": "two",
    "one or both": "one or both",
    "one or more": "one or more",
    "one that hasn't been chosen this turn": "one not chosen this turn",
}


def _modal(
    face: Face, modes: list[str], choose: str | None = None, cost: str | None = None
) -> None:
    """Modes of a modal spell (or of an activated ability with ``cost``) become spell
    (activated) abilities tagged with their mode number; modes with a cost of their own
    (spree, tiered) and modes of other abilities stay unmodelled."""
    if choose == "one" and "entwine" in face.keywords and len(modes) == 2:
        choose = "one or both"  # paying entwine chooses both modes (702.42)
    if (
        choose is not None
        and ("entwine" not in face.keywords or choose == "one or both")
        and not any(re.match(r"[+{]|[^—]*— ?\{", m) for m in modes)
    ):
        kept = face.abilities
        if kept and kept[-1].summary == NOT_CONTINUOUS["modal"]:
            header = f"Modal: choose {choose}; its modes follow (a scenario names them: [mode N])."
            kept[-1] = kept[-1].model_copy(update={"summary": header})
        for number, mode in enumerate(modes, start=1):
            face.abilities = []
            text = ABILITY_WORD.sub("", mode, count=1)
            kind = "activated" if cost else "spell"
            effect_sentences(face, split_sentences(text), kind, cost, kind)
            produced = face.abilities or [
                Ability(kind="other", summary=NOT_CONTINUOUS[kind], cost=cost)
            ]
            kept.extend(
                a.model_copy(
                    update={
                        "mode": number,
                        "choose": _CHOOSE[choose],
                        "summary": f"Mode {number}: {a.summary}",
                    }
                )
                for a in produced
            )
        face.abilities = kept
        return
    for mode in modes:
        for sentence in split_sentences(mode):
            if is_characteristic_changing(sentence):
                face.characteristic += 1
                face.unmodelled.append(sentence)


def _gated(face: Face, line: str) -> None:
    for sentence in split_sentences(line):
        if is_characteristic_changing(sentence) or re.fullmatch(r"\d+/\d+", sentence):
            face.characteristic += 1
            face.unmodelled.append(sentence)
    add_other(face, "level")


def _keyword_summary(keyword: str) -> str:
    return f"{keyword[:1].upper()}{keyword[1:]} (keyword ability)."


def parse_text(
    text: str,
    *,
    name: str,
    types: tuple[str, ...] = (),
    keywords: Iterable[str] = (),
    mana_cost: str = "",
    legendary: bool = False,
) -> ParsedText:
    """Abilities and unmodelled sentences of one face's Oracle text (``legendary``: its text
    may call it by a short name, 201.5c)."""
    face = Face(
        name=name,
        types=types,
        keywords=frozenset(k.casefold() for k in keywords),
        mana_cost=mana_cost,
        legendary=legendary,
        text=text,
    )
    _read_face(face, prepare(text, name, legendary=legendary))
    if _ATTACHES_TO_A_CREATURE.search(text):
        face.abilities = [_other_than_host(ability) for ability in face.abilities]
    return ParsedText(tuple(face.abilities), tuple(face.unmodelled), face.characteristic)


#: An Aura or Equipment attached to a creature: "Enchant creature", "Equip {2}".
_ATTACHES_TO_A_CREATURE = re.compile(r"^(?:Enchant creature|Equip\b)", re.M)


def _other_than_host(ability: Ability) -> Ability:
    """ "Other creatures you control get -1/-1" on an Aura or Equipment leaves out the
    creature it is attached to, as "for each other creature" beside it does (Vampirism):
    one reading of "other" for both."""
    group = ability.affects
    if ability.kind != "static" or group.scope != "all" or not group.other:
        return ability
    if "Creature" not in group.types:
        return ability
    others = group.model_copy(update={"other_than_host": True})
    return ability.model_copy(update={"affects": others})


def parse_card(card: Card, keywords: Iterable[str] = ()) -> Card:
    """The card with abilities read from its Oracle text (faces read one by one).

    Keyword abilities already on the card (from the card database's keyword list)
    help recognise keyword lines; the parsed abilities replace them.
    """
    return read_card(card, keywords)[0]


def read_card(card: Card, keywords: Iterable[str] = ()) -> tuple[Card, int]:
    """:func:`parse_card` plus the number of characteristic-changing sentences it read."""
    known = {*(k.casefold() for k in keywords)}
    known.update(a.keyword for a in card.abilities if a.keyword)
    for face in card.faces:
        known.update(a.keyword for a in face.abilities if a.keyword)
    if not card.faces:
        return _parse_face(card, known)
    parsed = [_parse_face(face, known) for face in card.faces]
    faces = tuple(face for face, _ in parsed)
    count = sum(n for _, n in parsed)
    unmodelled = tuple(sentence for face in faces for sentence in face.unmodelled)
    update: dict[str, object] = {"faces": faces, "unmodelled": unmodelled, "abilities": ()}
    if card.layout != "split":  # a split card has both halves' (709.4); an adventurer
        update["abilities"] = faces[0].abilities  # its creature's (715.4), the others the front's
    return card.model_copy(update=update), count


def _parse_face(card: Card, keywords: set[str]) -> tuple[Card, int]:
    parsed = parse_text(
        card.oracle_text,
        name=card.name,
        types=card.types,
        keywords=keywords,
        mana_cost=card.mana_cost,
        legendary=card.is_legendary,
    )
    abilities = parsed.abilities + station_creature(card)
    update = {"abilities": abilities, "unmodelled": parsed.unmodelled}
    return card.model_copy(update=update), parsed.characteristic


#: A Spacecraft's station reminder names the striation with its power/toughness box.
_STATION_CREATURE = re.compile(r"It's an artifact creature at (\d+)\+")


def station_creature(card: Card) -> tuple[Ability, ...]:
    """721.2b: the striation printed with a power/toughness box makes the permanent a
    creature with that base power and toughness while it has that many charge counters.
    Oracle text shows the box only as the card's P/T and the reminder's "at 8+"."""
    gate = _STATION_CREATURE.search(card.oracle_text)
    if gate is None or "Creature" in card.types:
        return ()
    if not (card.power or "").isdigit() or not (card.toughness or "").isdigit():
        return ()
    counters = Condition(subject="self", counter="charge", counters_at_least=int(gate[1]))
    box = Ability(
        kind="static",
        summary="",
        effects=(
            TypeEffect(types=("Creature",)),
            SetPowerToughness(power=int(card.power or 0), toughness=int(card.toughness or 0)),
        ),
    )
    return (redescribed(box, card.types, condition=counters),)
