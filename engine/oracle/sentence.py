"""One sentence: [duration] [condition] subject verb predicate (611.2, 611.3).

The frame (:mod:`engine.oracle.durations`, :mod:`engine.oracle.conditions`) is taken off,
templates whose subject is not first (:mod:`engine.oracle.special`) are tried, then every
verb position splits subject (:mod:`engine.oracle.subjects`) from predicate
(:mod:`engine.oracle.predicates`), with the counts of :mod:`engine.oracle.amounts`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.cards import (
    Ability,
    AbilityEffect,
    CdaPowerToughness,
    ColorEffect,
    Condition,
    CopyEffect,
    EffectSpec,
    Filter,
    Formula,
    FullTextEffect,
    ModifyPowerToughness,
    NameEffect,
    SetPowerToughness,
    TypeEffect,
)
from engine.oracle.amounts import (
    ON_SOURCE,
    counted_size,
    each_counts_its_own_kind,
    formula_pt,
    on_source_amounts,
    read_formula,
)
from engine.oracle.condition_clauses import split_condition
from engine.oracle.conditions import about_the_board, state_clause
from engine.oracle.copies import read_copy, static_change
from engine.oracle.coverage import is_characteristic_changing
from engine.oracle.durations import counter_kept, power_kept, split_duration
from engine.oracle.granted import granted_static
from engine.oracle.one_shots import OneShotPart, split_one_shot
from engine.oracle.predicates import (
    LEADING_RESTRICTION,
    PLACEHOLDER,
    RESTRICTION,
    VERB,
    read_predicate,
)
from engine.oracle.references import named_target
from engine.oracle.sentences import (
    QUOTE,
    mask_quotes,
    outside_quotes_colon,
    quoted_summary,
    you_may_have,
)
from engine.oracle.special import read_special
from engine.oracle.subjects import Reading, Subject, anaphor, read_subject
from engine.oracle.token_copies import read_token_copy
from engine.oracle.typeline import read_typeline
from engine.oracle.vocabulary import SELF


def read_sentence(sentence: str, previous: Subject | None) -> Reading | None:
    """One sentence read completely into a subject and its effects, or ``None``.

    Quoted abilities are read under a neutral mask (their words are not ours to parse) and
    get their own words back afterwards, so what an effect grants is shown as printed.
    """
    if renamed := _RENAMED.fullmatch(sentence):  # the name is set in layer 3 (612.8)
        reading = read_sentence(renamed["rest"], previous)
        if reading is not None:
            reading.effects.append(NameEffect(name=renamed["name"]))
        return reading
    # "That land is an Island ... for as long as it has a flood counter on it": the object a
    # resolving ability named before, which keeps the effect while it keeps the counter
    resolved = previous is not None and previous.affects.scope in ("target", "made", "chosen")
    if resolved and (kept := counter_kept(sentence)):
        reading = read_sentence(kept[1], previous)
        if reading is not None and not reading.duration and reading.subject is previous:
            return replace(reading, duration="while_counter", kept_counter=kept[0])
    if kept_power := power_kept(sentence):  # "that creature": the target or the one before
        reading = read_sentence(kept_power[1], previous)
        if reading is not None and (reading.subject.target is not None or resolved):
            return replace(reading, power_kept_at_most=kept_power[0])
    return _a_target_of_its_own(_read_whole(sentence, previous), previous)


def _a_target_of_its_own(reading: Reading | None, previous: Subject | None) -> Reading | None:
    """A "target" phrase in a later sentence is a target of its own (115.1, 115.3), not the
    one an earlier sentence chose: Cankerous Thirst's two "target creature" are two targets,
    named ``-> A, B`` (they may be the same creature). "It" / "that creature" stay the
    earlier target (the subject read is then ``previous`` itself)."""
    if reading is None or previous is None or reading.subject is previous:
        return reading
    subject, target = reading.subject, reading.subject.target
    if (
        target is None
        or target.other  # "another target": its own already
        or target.several_targets  # "any number of target ...": named apart (several_targets)
        or previous.affects.scope != "target"
        or subject.affects.scope != "target"
        or re.search(r"\btarget\b", subject.words) is None
    ):
        return reading
    marked = target.model_copy(update={"new_target": True})
    return replace(reading, subject=replace(subject, target=marked))


def _read_whole(sentence: str, previous: Subject | None) -> Reading | None:
    """:func:`read_sentence` of a sentence its name doesn't change."""
    reading = _read_masked(sentence, previous)
    if reading is None and (sized := counted_size(sentence)) is not None:
        reading = _read_masked(sized, previous)  # "with power and toughness each equal to"
    if reading is None and (parts := split_one_shot(sentence)) is not None:
        return _beside_one_shot(parts, previous)
    quoted = QUOTE.findall(sentence)
    if reading is None or not quoted:
        return reading
    return _with_quoted_words(reading, quoted)


def _beside_one_shot(parts: OneShotPart, previous: Subject | None) -> Reading | None:
    """The continuous part of a sentence that also gives a one-shot instruction, read only
    when the action grammar reads that instruction (the game model carries it out)."""
    from engine.oracle.actions import read_actions  # actions reads cards with this parser

    done = read_actions(parts.action)
    if len(done.actions) != 1 or done.unread:
        return None
    if parts.action_first:  # "that creature" is the target the instruction named
        previous = named_target(parts.action)
        if previous is None:
            return None
    reading = _read_masked(parts.continuous, previous)
    if reading is None or reading.restricted:
        return None
    return replace(reading, one_shot=parts.action)


#: "It becomes a legendary 0/0 Elemental creature with haste named Vitu-Ghazi": a name given
#: by the effect, which the engine does not change (the rest of the sentence is read).
_RENAMED = re.compile(r"(?P<rest>.+ (?:becomes?|is|are) .+?) named (?P<name>[A-Z][^.\"]*?)\.?")


#: A granted ability that defines the power and toughness of what has it ("This creature's
#: power and toughness are each equal to ..."): given by an effect, it is no CDA (604.3a)
#: but a layer-7b effect that sets them (613.4b).
_GRANTED_PT = re.compile(r"~'s power and toughness are each equal to (.+?)\.?")


def _with_quoted_words(reading: Reading, quoted: list[str]) -> Reading | None:
    left = list(quoted)

    def words(summary: str) -> str:
        for index, text in enumerate(left):
            if quoted_summary(text) == summary:
                return left.pop(index)
        return summary

    effects: list[EffectSpec] = []
    for effect in reading.effects:
        if isinstance(effect, AbilityEffect) and effect.granted:
            effect = effect.model_copy(update={"granted": tuple(map(words, effect.granted))})
        elif isinstance(effect, CopyEffect) and effect.extra_granted:
            granted = tuple(map(words, effect.extra_granted))
            if any(map(static_change, granted)):
                return None
            effect = effect.model_copy(update={"extra_granted": granted})
        effects.append(effect)
    unread = ["the copy the granted ability makes"] if _grants_a_copy(effects) else []
    for index, effect in enumerate(effects):
        read: list[Ability] = []
        for text in effect.granted if isinstance(effect, AbilityEffect) else ():
            if re.match(r"~'s (?:power|toughness)\b", text):
                match = _GRANTED_PT.fullmatch(text)
                amount = read_formula(match.group(1)) if match else None
                if amount is None:
                    return None  # a P/T the engine could not work out: not read at all
                sets = SetPowerToughness(power=amount, toughness=amount)
                read.append(Ability(kind="static", summary=text, effects=(sets,)))
            elif (static := granted_static(text)) is not None:  # "Equipped creature gets ..."
                read.append(static)
        if read:
            effects[index] = effect.model_copy(update={"granted_abilities": tuple(read)})
    return replace(reading, effects=effects, unread=[*reading.unread, *unread])


#: The instruction of an activated or triggered ability that makes a copy (707.2, 111.2).
_MAKES_A_COPY = re.compile(r"\bcop(?:y|ies) of\b")


def _grants_a_copy(effects: list[EffectSpec]) -> bool:
    """Granted quoted abilities that make a copy when activated or triggered, in words the
    copy grammar does not read: the grant is read, the copy its ability would make is not,
    so it is reported (issue 13: never silent). Splinter Twin's "{T}: Create a token that's
    a copy of ~, except it has haste" reads, and the game model makes the token when the
    enchanted creature's ability is activated."""
    return any(
        quoted_summary(text) != "a static ability (quoted on the card)"
        and _MAKES_A_COPY.search(text)
        and not _granted_copy_reads(text)
        for effect in effects
        if isinstance(effect, AbilityEffect)
        for text in effect.granted
    )


def _granted_copy_reads(text: str) -> bool:
    """Whether a granted activated ability's first instruction is a token copy of the
    permanent that has it (``~``), read by :func:`read_token_copy`."""
    colon = outside_quotes_colon(text)
    if colon <= 0 or re.match(r"(?:When|Whenever|At)\b", text):
        return False
    first = text[colon + 1 :].strip().split(". ")[0].rstrip(".")
    reading = read_token_copy(first, None)
    return reading is not None and bool(re.search(r"\bcopy of ~", first))


_BE = {"it": "is", "they": "are"}


#: "Double the power of target creature" / "Double target creature's toughness" (701.10b-c):
#: it gets +X/+0 (or +0/+X), where X is that value as the effect begins (608.2h); doubling
#: both gives +X/+Y, X its power and Y its toughness.
_DOUBLE = re.compile(
    r"(?P<lead>Until end of turn, )?"
    r"Double (?:the (?P<of>power and toughness|power|toughness) of (?P<who>.+?)|(?P<whose>.+?)"
    r"'s? (?P<value>power and toughness|power|toughness))(?P<rest>(?: until end of turn)?)"
    r"(?: and it gains (?P<gains>[a-z ]+))?\.?",
    re.I,
)
_DOUBLED_PUMP = {
    "power": "+X/+0, where X is its power",
    "toughness": "+0/+X, where X is its toughness",
    "power and toughness": "+X/+Y, where X is its power and Y is its toughness",
}


def _doubled(sentence: str) -> str | None:
    """A "double the power" sentence in the words the grammar reads, or ``None``."""
    match = _DOUBLE.fullmatch(sentence.strip())
    if match is None:
        return None
    value = match.group("of") or match.group("value")
    who = match.group("who") or match.group("whose")
    pump, where = _DOUBLED_PUMP[value.casefold()].split(", ")
    subject = who[:1].upper() + who[1:]
    if match.group("lead") and match.group("rest"):
        return None
    rest = " until end of turn" if match.group("lead") else match.group("rest")
    gains = f"gains {match.group('gains')} and " if match.group("gains") else ""
    return f"{subject} {gains}gets {pump}{rest}, {where}."


def _doubling(effect: EffectSpec, both: bool) -> EffectSpec:
    """The pump a "double" sentence reads as, its X marked as doubling (701.10c); with
    ``both``, Y is its toughness."""
    if not isinstance(effect, ModifyPowerToughness):
        return effect
    if both:
        effect = effect.model_copy(update={"toughness": Formula(of="its_toughness")})
    return effect.model_copy(
        update={
            side: amount.model_copy(update={"doubles": True})
            for side in ("power", "toughness")
            if isinstance(amount := getattr(effect, side), Formula)
        }
    )


#: "becomes an X/X Elemental creature until end of turn, where X is the number of Allies you
#: control" / "has base power and toughness X/X, where X is ...": a size counted, not paid.
_SIZE_WHERE_X = re.compile(r"(?P<rest>.*(?<![+-])\bX/X\b[^\"]*?), where X is (?P<what>[^,\"]+?)\.?")


def _counted_x(reading: Reading, amount: Formula) -> Reading | None:
    """The reading with the X of its set power and toughness counted by ``amount``: once as a
    spell or ability resolves, continuously in a static ability (608.2h, 611.3a); ``None``
    if no size of the sentence is X."""
    effects: list[EffectSpec] = []
    for effect in reading.effects:
        if isinstance(effect, SetPowerToughness):  # each of power and toughness that is X
            counted = {
                which: amount
                for which in ("power", "toughness")
                if isinstance(value := getattr(effect, which), Formula) and value.of == "chosen_x"
            }
            effect = effect.model_copy(update=counted)
        effects.append(effect)
    if effects == reading.effects:
        return None
    return replace(reading, effects=effects)


#: "~ has ward {X}, where X is the number of experience counters you have" / "~ has
#: soulshift X, where X is ...": a keyword's X counted, not paid.
_KEYWORD_WHERE_X = re.compile(
    r"(?P<rest>[^\"]+ (?:has|have|gains?) [^\"]*?(?:\{X\}| X(?![/\w]))[^\",]*), where X is"
    r" (?P<what>[^,\"]+?)\.?"
)


def _counted_keyword_x(reading: Reading, amount: Formula) -> Reading | None:
    """The reading with the X of its granted keywords counted by ``amount`` (608.2h in a
    spell or ability, continuously in a static one); ``None`` if no keyword has X, or if X
    is a power or toughness, which layer 7 has not worked out yet when layer 6 counts it."""
    if amount.of in ("its_power", "its_toughness", "source_power", "source_toughness"):
        return None
    effects = [
        e.model_copy(update={"keyword_x": amount})
        if isinstance(e, AbilityEffect) and e.keyword_x is not None
        else e
        for e in reading.effects
    ]
    return None if effects == reading.effects else replace(reading, effects=effects)


#: "target creature with power less than or equal to the number of Islands you control",
#: "... less than the number of cards in your graveyard and gain control of it", "... less
#: than or equal to ~'s power gains skulk": a bound on the target counted as it is checked
#: (608.2b); the rest is read as usual.
_COUNTED_BOUND = re.compile(
    r"(?P<head>.*\b[Tt]arget [a-z ]+?) with power less than (?P<equal>or equal to )?"
    r"(?P<count>the number of [A-Za-z' ]+?|~'s power)"
    r"(?P<tail>(?: for | until |, | and | gains? | gets? | has ).*)?"
)


def _bounded_by_count(sentence: str, previous: Subject | None) -> Reading | None:
    """The sentence with its target's counted power bound (:data:`_COUNTED_BOUND`), or
    ``None`` when it has none or the rest does not read."""
    match = _COUNTED_BOUND.fullmatch(sentence.strip().rstrip("."))
    count = read_formula(match["count"]) if match else None
    if match is None or count is None or count.whose == "its_controller":
        return None  # "its controller's graveyard": the target's, which no bound reads
    reading = _read_masked(match["head"] + (match["tail"] or ""), previous)
    target = reading.subject.target if reading is not None else None
    if reading is None or target is None or target.power_at_most is not None:
        return None
    bound = count if match["equal"] else count.model_copy(update={"plus": count.plus - 1})
    target = target.model_copy(update={"power_at_most_count": bound})
    return replace(reading, subject=replace(reading.subject, target=target))


#: "As long as the top card of your graveyard is a creature card, ~ has the full text of that
#: card and has the text "..."" (Volrath's Shapeshifter): a text-changing effect (612).
_FULL_TEXT = re.compile(
    r"As long as the top card of your graveyard is a creature card, ~ has the full text of "
    r"that card(?: and has the text \"(?P<keeps>[^\"]+)\")?\.?"
)


def as_set_pt(effects: list[EffectSpec]) -> list[EffectSpec]:
    """Characteristic-defining P/T read under a condition, as the 7b effect it is (604.3a)."""
    return [
        SetPowerToughness(power=e.power, toughness=e.toughness)
        if isinstance(e, CdaPowerToughness)
        else e
        for e in effects
    ]


def _each_that_is(condition: Condition, subject: Subject) -> Subject | None:
    """ "Each land gets +2/+2 as long as it's a creature": a condition on each member of a
    group is part of the group (the lands that are creatures, checked continuously like the
    group itself, 611.3a); ``None`` unless the group is a group and the condition says only
    which card types each one has."""
    asked = condition.model_dump(exclude_defaults=True).keys() - {"subject"}
    if subject.affects.scope == "all" and (state := state_clause(condition)) is not None:
        merged = _merged_states(subject.affects, state)  # "... as long as it's not attacking"
        return None if merged is None else replace(subject, affects=merged)
    if subject.affects.scope != "all" or asked != {"types"}:
        return None
    types = tuple(dict.fromkeys((*subject.affects.types, *condition.types)))
    return replace(subject, affects=subject.affects.model_copy(update={"types": types}))


def _merged_states(group: Filter, state: dict[str, object]) -> Filter | None:
    """``group`` narrowed by a state each member must (not) be in; ``None`` when it
    contradicts a state the group already names."""
    states = (*group.states, *state.get("states", ()))  # type: ignore[misc]
    not_states = (*group.not_states, *state.get("not_states", ()))  # type: ignore[misc]
    untapped = group.untapped or bool(state.get("untapped"))
    if set(states) & set(not_states) or (untapped and "tapped" in states):
        return None
    update = {"states": tuple(dict.fromkeys(states)), "untapped": untapped}
    return group.model_copy(update={**update, "not_states": tuple(dict.fromkeys(not_states))})


def _read_masked(sentence: str, previous: Subject | None) -> Reading | None:
    if full := _FULL_TEXT.fullmatch(sentence.strip()):
        keeps = (full["keeps"],) if full["keeps"] else ()
        return Reading(Subject(Filter(scope="self")), [FullTextEffect(keeps=keeps)])
    if (doubled := _doubled(sentence)) is not None:
        reading = read_sentence(doubled, previous)
        if reading is None:
            return None
        # both doubled (701.10b): +X/+Y, where Y is its toughness, both as it resolves
        both = "power and toughness" in sentence
        return replace(reading, effects=[_doubling(e, both) for e in reading.effects])
    if (bounded := _bounded_by_count(sentence, previous)) is not None:
        return bounded
    keyed = _KEYWORD_WHERE_X.fullmatch(sentence.strip())
    if keyed and (amount := read_formula(keyed["what"])) is not None:
        reading = _read_masked(keyed["rest"], previous)
        if reading is not None and (with_x := _counted_keyword_x(reading, amount)) is not None:
            return with_x
    sized = _SIZE_WHERE_X.fullmatch(sentence.strip())
    if sized and (amount := read_formula(sized["what"])) is not None:
        reading = _read_masked(sized["rest"], previous)
        return None if reading is None else _counted_x(reading, amount)
    body = mask_quotes(sentence.strip()).rstrip(".").strip()
    body = re.sub(r"(?:(?<= )f|^F)or (?=as long as )", "", body)
    body = re.sub(r"^Then (?=[a-z])", "", body)  # "Then gain control of ...": what comes next
    body = you_may_have(body)
    body = body[:1].upper() + body[1:]
    body = re.sub(
        r"^(It|They)(?:'s|'re) ",
        lambda m: f"{m.group(1)} {'is' if m.group(1) == 'It' else 'are'} ",
        body,
    )
    body = re.sub(r" (?:each|also) (?=(?:get|have|has|gain|lose|become)s?\b)", " ", body)
    # a character's pronoun ("He gains hexproof", Ultimate Spider-Man), as "he's" is below
    body = re.sub(r"^(?:He|She) (?=(?:gets|gains|has|loses|becomes)\b)", "It ", body)
    framed = split_duration(body)
    if framed is None:
        return None
    duration, body = framed
    if (typeline := read_typeline(body, previous)) is not None:  # supertypes, Theros Gods
        typeline.duration = duration
        return typeline
    conditioned = split_condition(body)
    if conditioned is None:
        return None
    condition, condition_text, body = conditioned
    if condition is not None and condition.top_of_library is not None:  # the card it names
        body = re.sub(r" of that card$", " of the top card of your library", body)
    # "As long as ..., it's a creature": the contraction after the condition, too
    body = re.sub(r"^(?:he|she)'s ", "it's ", body)  # a planeswalker's pronoun (Kaito)
    body = re.sub(r"^(it|they)(?:'s|'re) ", lambda m: f"{m.group(1)} {_BE[m.group(1)]} ", body)
    if condition_text.startswith(SELF):  # "As long as ~ isn't attacking, its power ..."
        body = re.sub(r"^its (?=power and toughness are each equal to )", "~'s ", body)
    # "~'s base power becomes A and its base toughness becomes B" (613.4b): one predicate
    body = re.sub(
        r"^(.+?)'s base power becomes (.+) and its base toughness becomes (.+)$",
        r"\1 has base power \2 and base toughness \3",
        body,
    )
    # "~'s base power becomes equal to the number of Towns you control" (613.4b): one of two
    body = re.sub(r"^(.+?)'s base (power|toughness) becomes (.+)$", r"\1 has base \2 \3", body)
    # "~ has all activated abilities of all creature cards exiled with it": with ~ (607.2a)
    body = re.sub(r"^(~ has all activated abilities of .+ exiled with) it$", r"\1 ~", body)
    special = (
        read_special(body, previous) or read_token_copy(body, previous) or read_copy(body, previous)
    )
    if special is not None:
        # "gain control of target creature for as long as ~ remains tapped": a state of the
        # source is the one condition such a template takes
        source_state = (
            condition == Condition(subject="self", states=condition.states) if condition else False
        )
        # Duplicant: "as long as a card exiled with ~ is a creature card", about what it exiled
        linked = special.choice == "exile" and condition == Condition(
            subject="self", exiled=Filter(types=("Creature",))
        )
        # "During your turn, ~'s power and toughness are each equal to ...", "As long as ~
        # isn't attacking, ...": set only under a condition about the game or the source, so
        # no characteristic-defining ability (604.3a) but a 7b effect (613.4b)
        conditional = (
            special.cda
            and condition is not None
            and (about_the_board(condition) or condition_text.startswith(SELF))
        )
        if conditional:
            special = replace(special, cda=False, effects=as_set_pt(special.effects))
        elif special.cda and any(isinstance(e.power, int) for e in special.effects
                                 if isinstance(e, CdaPowerToughness)):  # fmt: skip
            return None  # "are each 2" with no condition: no CDA (604.3a)
        if (
            (condition and not (source_state or linked or conditional))
            or special.condition
            or (duration and special.duration)
        ):
            return None
        special.duration = special.duration or duration
        special.condition = condition
        aimed = special.subject.target
        if special.choice is None and aimed and (aimed.chosen_subtype or aimed.not_chosen_subtype):
            special.choice = "creature_type"  # "gain control of target creature that isn't of
            # the chosen type": the type chosen as the source entered
        return special
    if condition is not None and "paired" in condition.states:
        # soulbond: "each of those creatures" / "both creatures" are the pair (702.95)
        previous = Subject(Filter(scope="pair"), words="the pair")
        body = re.sub(r"^(?:each of those creatures|both creatures) ", "they ", body)
    elif condition is not None and not about_the_board(condition):
        # "as long as enchanted creature is red, it gets ...": "it" is the condition's subject
        previous = Subject(Filter(scope=condition.subject))
    restricted = ""
    match = RESTRICTION.fullmatch(body)
    if match and not is_characteristic_changing(body[match.end(1) :]):
        body, restricted = match.group(1), re.sub(r"^,? and |^, ", "", body[match.end(1) :])
    elif (lead := LEADING_RESTRICTION.fullmatch(body)) is not None and '"' not in lead["rest"]:
        # (a quoted ability there may name the Aura by its name, which ~ can't tell apart)
        restricted = body[lead.end("subject") : lead.start("rest")].strip().removesuffix(" and")
        body = f"{lead['subject']} {lead['rest']}"
    if restricted and body.endswith(" until end of turn"):
        if duration:
            return None
        duration, body = "end_of_turn", body.removesuffix(" until end of turn")
    also: list[EffectSpec] = []
    gains_then = re.fullmatch(
        r"(?P<subject>.+?) (?P<gain>(?:gains?|has|have) .+?),? and (?:it )?(?P<pump>gets? "
        r"(?:[+-]X.+, where X is .+|[+-]\d+/[+-]\d+.*? for each .+))",
        body,
    )
    counted = None  # the count of a "for each" / "where X is" pump, read once
    pump_only = f"{gains_then['subject']} {gains_then['pump']}" if gains_then else ""
    if gains_then and (found := formula_pt(pump_only)) is not None:
        # "gains trample and gets +X/+0 until end of turn, where X is its power" / "has first
        # strike and gets +1/+0 for each instant and sorcery card in your graveyard"
        more = read_predicate(gains_then["gain"])
        if more is None:
            return None
        body, also, counted = pump_only, more, found
    pump_and = re.fullmatch(
        r"(.+ (?:for each|where X is) .+?),? and ((?:has|have|gains?|is|are) .+)", body
    )
    if pump_and and (found := formula_pt(pump_and.group(1))) is not None:
        # "gets +1/+1 for each Elf you control and has reach" (or ", and has"): the count,
        # then the rest
        more = read_predicate(pump_and.group(2))
        if more is None:
            return None
        body, also, counted = pump_and.group(1), more, found
    if counted is None:
        counted = formula_pt(body)
    #: "for each counter on ~" / "Aura attached to ~" count on the source, which the formula
    #: (counting on each affected object) only matches when the subject is the source
    on_source = re.search(r" (?:on|to) ~(?: until end of turn)?$", body) is not None
    if counted is not None:
        head = counted[0]
        if head.endswith(" until end of turn"):
            if duration:
                return None
            duration, head = "end_of_turn", head.removesuffix(" until end of turn")
        body = head + " " + PLACEHOLDER
    for verb in VERB.finditer(body):
        head, tail = body[: verb.start()], body[verb.end() :]
        subject = anaphor(head, previous) or read_subject(head)
        if subject is None:
            continue
        if counted is not None:
            if tail.strip() not in ("get " + PLACEHOLDER, "gets " + PLACEHOLDER):
                return None
            count = counted[1].count
            hosts = count is not None and "Creature" in count.types  # the creature it's on
            if subject.affects.scope not in ("self", "attached"):  # "for each other" of its kind
                group = subject.target if subject.affects.scope == "target" else subject.affects
                hosts = bool(count and group and each_counts_its_own_kind(count, group))
            if count is not None and count.other and subject.affects.scope != "self" and hosts:
                host = {"count": count.model_copy(update={"other": False}),
                        "other_than_affected": True}  # "other" than the host  # fmt: skip
                power, toughness = (
                    a.model_copy(update=host) if isinstance(a, Formula) else a for a in counted[2:]
                )
                counted = (counted[0], counted[1].model_copy(update=host), power, toughness)
            elif (
                count is not None
                and count.other
                and subject.affects.scope not in ("self", "attached")
            ):  # "other" of another kind than the group: other than the source, or unclear
                return None  # (on an Aura, "each other enchantment": other than the Aura)
            if on_source and subject.affects.scope != "self" and counted[1].of in ON_SOURCE:
                # counted on ~, not on each affected one
                on_it = counted[1].model_copy(update={"of": ON_SOURCE[counted[1].of]})
                counted = (counted[0], on_it, *on_source_amounts(counted, on_it))
            effects: list[EffectSpec] | None = [
                ModifyPowerToughness(power=counted[2], toughness=counted[3]),
                *also,
            ]
        else:
            effects = read_predicate(tail)
        if effects is None:
            return None
        if (
            condition is not None
            and (condition_text.startswith("it") or condition_text.endswith(" attached to it"))
            and not about_the_board(condition)
        ):
            # "as long as it's attacking": "it" is the sentence's own subject
            if (each := _each_that_is(condition, subject)) is not None:
                subject, condition = each, None
            elif subject.affects.scope not in ("self", "attached"):
                return None
            else:
                condition = condition.model_copy(update={"subject": subject.affects.scope})
        elif (
            condition
            and condition.subject == "self"
            and not about_the_board(condition)
            and subject.affects.scope == "attached"
            and not condition_text.startswith(SELF)  # "as long as ~ has four or more counters"
            and " exiled with ~" not in condition_text  # the cards ~ exiled (607.2a)
        ):
            return None
        chosen_type = subject.affects.chosen_subtype or subject.affects.not_chosen_subtype
        choice = "creature_type" if chosen_type else None
        if subject.affects.chosen_color:
            choice = "color" if choice is None else "two"
            if choice == "two":
                return None
        if any(
            (isinstance(e, TypeEffect) and e.chosen_subtype)
            or (isinstance(e, AbilityEffect) and e.landwalk_of_chosen_type)
            for e in effects
        ):
            choice = "creature_type"  # ability_from makes it a land type where the card says so
        if any(isinstance(e, SetPowerToughness) and e.chosen_one for e in effects):
            choice = "power_or_toughness"
        if any(
            (isinstance(e, ColorEffect) and (e.chosen_color or e.chosen_colors))
            or (isinstance(e, AbilityEffect) and e.protection_from_chosen_color)
            for e in effects
        ):
            if choice is not None:
                return None  # one choice per ability
            choice = "color"
        return Reading(subject, effects, duration, condition, choice=choice, restricted=restricted)
    return None
