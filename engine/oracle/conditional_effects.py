"""Effects under an "if" or an "otherwise", each checked as the spell or ability resolves
(608.2c) unless it is a static ability's: "If you control three or more artifacts, ...
instead" (a spell's condition, with the effects it replaces), "if this spell was kicked"
(702.33d), "If it's a Goat, it also gets ..." (what the object is), "If you win the flip"
(705), "If it's a land card" after a reveal, "If ~ is a Scout, ..." on an activated
ability, a static ability's "Otherwise, ..." after "as long as" (611.3a), and "As long as ~
is in your graveyard, ..." (an ability that functions from there, 113.6b).

The clauses themselves are read by :mod:`engine.oracle.resolution_ifs` and
:mod:`engine.oracle.conditions`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.cards import Ability, Condition
from engine.oracle.ability_kinds import Face, ability_from, effect_kinds, redescribed
from engine.oracle.condition_clauses import in_your_graveyard
from engine.oracle.conditions import about_the_board, read_condition
from engine.oracle.coverage import is_characteristic_changing
from engine.oracle.resolution_ifs import (
    instead_if,
    intervening_clause,
    revealed_card_clause,
    the_target_you_control,
    what_it_is,
    without_ability_word,
)
from engine.oracle.sentence import read_sentence
from engine.oracle.subjects import Reading, Subject

#: "If this spell was kicked, that creature gets +5/+5 until end of turn instead."
KICKED = re.compile(
    r"If ~ was kicked, (?P<instead>instead )?(?P<rest>.+?)(?P<instead2> instead)?\.?",
)


#: "... as long as it's a Zombie. Otherwise, it gets -3/-3." (Gift of Fangs, Sea Legs)
OTHERWISE = re.compile(r"Otherwise, ")


def read_otherwise(produced: list[Ability], rest: str, previous: Subject | None) -> Reading | None:
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


#: "Enchanted creature gets -2/-2. It gets -5/-5 instead as long as you've completed a
#: dungeon." (Precipitous Drop, Mind Carver): a static ability's "instead" under a condition.
_STATIC_INSTEAD = re.compile(
    r"(?P<rest>.+) instead as long as (?P<condition>.+?)\.?"
    r"|As long as (?P<condition2>.+?), (?P<rest2>.+) instead\.?"
    r"|If (?P<is>it's [^,]+), (?P<rest3>it .+) instead\.?"  # Relic Axe: what "it" is
)


def static_instead(
    sentence: str, produced: list[Ability], previous: Subject | None, face: Face
) -> list[Ability] | None:
    """ "It gets -5/-5 instead as long as <condition>" after a static ability without a
    condition: that ability applies while the condition does not hold, this one while it
    does (611.3a: both are checked all the time). ``None`` unless the condition and the
    effect read completely, the effect is for the same objects and restates every kind of
    effect it replaces."""
    found = _STATIC_INSTEAD.fullmatch(sentence)
    last = produced[-1] if produced else None
    if found is None or last is None or last.kind != "static" or last.condition is not None:
        return None
    words = found["condition"] or found["condition2"] or found["is"]
    condition = read_condition(words)
    reading = read_sentence(found["rest"] or found["rest2"] or found["rest3"], previous)
    if condition is None or condition.negated or reading is None or reading.condition:
        return None
    if re.match(r"it\b", words) and not about_the_board(condition):
        # "If it's a Warrior, it gets +2/+1 instead": "it" is the sentence's own subject
        if reading.subject.affects.scope not in ("self", "attached"):
            return None
        condition = condition.model_copy(update={"subject": reading.subject.affects.scope})
    ability = ability_from(reading, "static", None, face)
    if ability is None or reading.unread:
        return None
    if reading.duration is not None or ability.affects != last.affects:
        return None
    if not effect_kinds(last) <= effect_kinds(ability):
        return None  # what it doesn't restate would stay: not what "instead" says
    otherwise = condition.model_copy(update={"negated": True})
    return [
        redescribed(last, face.types, condition=otherwise),
        redescribed(ability, face.types, condition=condition),
    ]


def spell_if(
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
    # a line on its own ("Metalcraft — That creature gets +4/+4 ... instead", "Addendum — If
    # you cast this spell during your main phase, that creature gains flying ..."): "that
    # creature" is the one the lines before named
    earlier = not produced
    if earlier:
        before = _last_spell_effects(face)
        previous = Subject(before[-1].affects, before[-1].target) if before else previous
        produced = before if instead else []
    if instead and (not produced or any(a.resolves_if for a in produced)):
        return None
    reading = read_sentence(the_target_you_control(rest, face.text), previous)
    ability = ability_from(reading, "spell", None, face) if reading else None
    if reading is None or ability is None or reading.unread or reading.condition is not None:
        return None
    if instead and not all(effect_kinds(a) <= effect_kinds(ability) for a in produced):
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


def ability_if(
    sentence: str, produced: list[Ability], previous: Subject | None, kind: str, cost: str | None,
    face: Face,
) -> list[Ability] | None:  # fmt: skip
    """A triggered or activated ability's effect followed by an "if" about the game ("creatures
    you control gain flying until end of turn if a creature you control has flying", Odric,
    Lunarch Marshal), checked once as the ability resolves (608.2c; not an intervening "if",
    which follows the trigger condition, 603.4), added to ``produced``; ``None`` unless both
    read completely. The clause is read like a spell's (:func:`instead_if`), without "instead"
    and without how a spell was cast."""
    if kind not in ("triggered", "activated") or sentence.startswith("If "):
        return None
    found = instead_if(sentence)
    if found is None or found[3] or found[0].cast is not None:
        return None
    condition, _, rest, _ = found
    reading = read_sentence(rest, previous)
    ability = ability_from(reading, kind, cost, face) if reading else None
    if reading is None or ability is None or reading.unread or reading.condition is not None:
        return None
    return [*produced, redescribed(ability, face.types, resolves_if=condition)]


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


def _last_spell_effects(face: Face) -> list[Ability]:
    """The spell abilities with effects the lines before this one ended with."""
    last: list[Ability] = []
    for ability in reversed(face.abilities):
        if ability.kind != "spell" or not ability.effects:
            break
        last.insert(0, ability)
    return last


def if_revealed(
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
    ability = ability_from(reading, kind, cost, face) if reading else None
    if reading is None or ability is None or reading.unread or reading.condition is not None:
        return None
    return redescribed(ability, face.types, intervening_if=clause), reading.subject


#: "If you win the flip, target creature gets +1/+1" / "If you lose the flip, it gets -0/-2" /
#: "If you win, that creature gets an additional +2/+2" (a clash): what happens depends on a
#: result of the resolution, which the scenario names like a choice: ``[won]``, ``[lost]``.
_IF_YOU_WIN = re.compile(r"If you (?P<result>win|lose)(?: the flip)?, (?P<rest>.+)")
_RESULTS = ("won", "lost")


def if_you_win(
    sentence: str, previous: Subject | None, kind: str, cost: str | None, face: Face
) -> tuple[Ability, Subject] | None:
    """The effect that happens only if the flip or clash was won (or lost), tagged as one
    alternative of that result (608.2d's choice machinery: ``[won]`` / ``[lost]``), and
    its subject (what "it" means next)."""
    match = _IF_YOU_WIN.fullmatch(sentence)
    if match is None or kind == "static":
        return None
    reading = read_sentence(match["rest"], previous)
    ability = ability_from(reading, kind, cost, face) if reading else None
    if reading is None or ability is None or reading.unread or reading.condition:
        return None
    number = 1 if match["result"] == "win" else 2
    tagged = redescribed(ability, face.types, alternatives=_RESULTS, alternative=number)
    return tagged, reading.subject


#: "You may sacrifice an artifact. If you do, target creature gets +5/+5 until end of turn.
#: Otherwise, that creature gets +3/+3 until end of turn." (Insatiable Appetite): whether the
#: player did what they may do is a choice made as it resolves, ``[did]`` / ``[didn't]``.
#: "When you do, ..." is a reflexive trigger (603.12) that triggers only if the player did:
#: the same choice, its effect beginning as that trigger resolves.
_IF_YOU_DO = re.compile(r"(?:If|When) you do, (?P<rest>.+)")
_OFFERED = re.compile(r"(?P<offer>\b[Yy]ou may [^.]+\.) (?:If|When) you do, ")
_AS_IT_ENTERS = re.compile(r"(?:[^—\n]+— )?When [^,]+ enters\b")
_DID = ("did", "didn't")


def if_you_do(
    sentence: str,
    previous: Subject | None,
    kind: str,
    cost: str | None,
    face: Face,
    produced: list[Ability],
) -> tuple[Ability, Subject] | None:
    """ "If you do, ..." after "you may ...", and "Otherwise, ..." after it: the effect that
    happens only if the player did (or didn't), one alternative of that choice (608.2d's
    machinery: ``[did]`` / ``[didn't]``), and its subject; ``None`` unless the sentence
    before offered the choice ("you may") and the effect reads completely."""
    last = produced[-1] if produced else None
    if kind == "static":
        return None
    if (done := _IF_YOU_DO.fullmatch(sentence)) is not None:
        offer = _OFFERED.search(face.text)  # the sentence just before offers it
        if offer is None or produced or is_characteristic_changing(offer["offer"]):
            return None  # "you may have ~ become ...": that part would apply either way
        if re.search(r"\bIf you (?:didn't|don't)\b", face.text):
            return None  # what happens if you didn't is not an alternative I read
        if re.search(r"\bcounters? on\b", offer["offer"]):
            return None  # "you may put three +1/+1 counters on target land": not carried out,
            # so "that land becomes a 0/0 creature" would put it into the graveyard
        if _AS_IT_ENTERS.match(face.text[: offer.start()].rpartition("\n")[2]):
            return None  # an enters trigger resolves as the permanent enters: no choice there
        rest, number = done["rest"], 1
    elif sentence.startswith("Otherwise, ") and last is not None and last.alternatives == _DID:
        rest, number = sentence[len("Otherwise, ") :], 2
    else:
        return None
    reading = read_sentence(rest, previous)
    ability = ability_from(reading, kind, cost, face) if reading else None
    if reading is None or ability is None or reading.unread or reading.condition:
        return None
    if reading.one_shot:  # "If you do, put a +1/+1 counter on ~ and it gains menace": the
        return None  # instruction of an alternative is not carried out
    tagged = redescribed(ability, face.types, alternatives=_DID, alternative=number)
    return tagged, reading.subject


#: "You may have it gain reach until end of turn." (Academic Dispute): the player chooses as
#: it resolves whether it happens (608.2d), so it is the [did] of a choice whose [didn't]
#: does nothing; a triggered ability's "you may have" too (603.5: chosen as it resolves).
_MAY_HAVE = re.compile(r"(?:Then )?[Yy]ou may have ")


def may_have(sentence: str, ability: Ability, kind: str, face: Face) -> Ability:
    """``ability`` read off a spell's, an activated or a triggered ability's "you may have
    ..." sentence, tagged as the [did] of that choice; any other ability as it is."""
    if kind == "static" or ability.alternative is not None:
        return ability
    if _MAY_HAVE.match(sentence) is None:
        return ability
    return redescribed(ability, face.types, alternatives=_DID, alternative=1)


#: "~ gets +0/+2 as long as you control a Plains, has flying as long as you control an Island,
#: ..., and has trample as long as you control a Forest" (Tek), "Equipped creature has
#: lifelink if you control a Cleric, deathtouch if you control a Rogue, ..." (Multiclass
#: Baldric): one static ability per part, each under its own condition.
_CONDITIONED_PART = re.compile(
    r"(?P<what>.+?) (?:as long as|if) (?P<condition>[^,]+?)(?:, and |, |\.?$)"
)
_HEAD = re.compile(r"(?P<subject>.+?) (?P<verb>has|have|gets|get) (?P<what>.+)")


def conditioned_parts(
    sentence: str, previous: Subject | None, kind: str, cost: str | None, face: Face
) -> tuple[list[Ability], Subject] | None:
    """A static ability's list of effects each with its own condition about the game, read
    as one ability per part (611.3a: each applies while its own condition holds), the
    subject and verb of the first part carried over to a part that leaves them out; ``None``
    unless there are two parts or more and every one reads."""
    if kind != "static":
        return None
    parts = list(_CONDITIONED_PART.finditer(sentence.strip()))
    if len(parts) < 2 or parts[-1].end() != len(sentence.strip()):
        return None
    if any(one.start() != (parts[i - 1].end() if i else 0) for i, one in enumerate(parts)):
        return None  # the parts must cover the sentence
    head = _HEAD.fullmatch(parts[0]["what"])
    if head is None:
        return None
    made: list[Ability] = []
    verb = head["verb"]
    subject: Subject | None = None
    for part in parts:
        what = head["what"] if part is parts[0] else part["what"]
        if (own := re.match(r"(has|have|gets|get) (.+)", what)) is not None:
            verb, what = own.group(1), own.group(2)
        reading = read_sentence(
            f"{head['subject']} {verb} {what} as long as {part['condition']}", previous
        )
        if reading is None or reading.unread or reading.condition is None:
            return None
        if not about_the_board(reading.condition):
            return None  # "it's ...": whose "it" is the sentence's to say
        ability = ability_from(reading, kind, cost, face)
        if ability is None:
            return None
        made.append(ability)
        subject = reading.subject
    return (made, subject) if subject is not None else None


#: "If it's an artifact creature, it gets +2/+2 until end of turn" / "If that creature is a
#: Goat, it also gets +3/+0" / "If it's a Human, instead it gets +3/+3" / "If it has a
#: counter on it, it also gains flying" / "If it doesn't have rampage, that creature gains
#: rampage 2": the effect applies to the object only if it is (or has) that (608.2c).
_IF_IT_IS = re.compile(
    r"If (?:it|that (?:creature|permanent))"
    r"(?P<verb>'s| is| isn't| is not| has| doesn't have| does not have) (?P<what>[^,]+), "
    r"(?P<instead>instead )?"
    r"(?P<rest>(?:it|that creature|that permanent) .+?)(?P<instead2> instead)?\.?"
)


#: "Exile target creature and ...", "exile it": what "it" means next is a card in exile.
_EXILES_IT = re.compile(r"\b[Ee]xile (?:target|it\b|that)")


#: "The creature you control gets +2/+1 until end of turn if it's a Knight.": the "if"
#: after the effect, about the object the sentence names.
_IT_IS_AFTER = re.compile(
    r"(?P<rest>(?:[Tt]arget|[Tt]he|[Tt]hat) .+?) if (?:it|that creature)"
    r"(?P<verb>'s| is| isn't| is not| has| doesn't have| does not have) (?P<what>[^,]+?)\.?"
)


def if_it_is(
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
    after = _IT_IS_AFTER.fullmatch(sentence) if match is None else None
    if (after is None and (match is None or previous is None)) or kind == "static":
        return None
    match = match or after  # "after": the sentence names its own object
    if match is None:
        return None
    instead = after is None and bool(match["instead"] or match["instead2"])
    if _EXILES_IT.search(face.text):
        return None  # "Exile target creature ... If it doesn't have suspend, it gains suspend":
        # "it" is then a card in exile, which the layers here don't reach (400.7)
    verb, what = match["verb"].strip().replace("'s", "is"), match["what"]
    if verb == "is" and what.startswith("not "):  # "If it's not a creature, ..."
        verb, what = "isn't", what.removeprefix("not ")
    clause = what_it_is(verb, what)
    if clause is None or (clause.negated and instead):
        return None  # "If it isn't a Vehicle, it has base power and toughness 4/4"
    rest = the_target_you_control(match["rest"], face.text)
    reading = read_sentence(rest, None if after else previous)
    ability = ability_from(reading, kind, cost, face) if reading else None
    if reading is None or ability is None or reading.unread or reading.condition:
        return None
    checked = redescribed(ability, face.types, only_if=clause)
    if not instead:
        return [*produced, checked]
    replaced = [a for a in produced if (a.affects, a.target) == (ability.affects, ability.target)]
    if not replaced or any(
        a.only_if or not effect_kinds(a) <= effect_kinds(ability) or a.duration != ability.duration
        for a in replaced
    ):
        return None  # nothing to replace, or a part it doesn't restate would be dropped
    otherwise = clause.model_copy(update={"negated": True})
    face.read_instead.append(sentence)
    return [
        *(redescribed(a, face.types, only_if=otherwise) if a in replaced else a for a in produced),
        checked,
    ]


def if_source_is(
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
    ability = ability_from(reading, kind, cost, face) if reading else None
    if reading is None or ability is None or reading.unread:
        return None
    return [redescribed(ability, face.types, intervening_if=clause[1])], reading.subject


def from_graveyard(
    sentence: str, previous: Subject | None, face: Face
) -> tuple[Ability, Subject] | None:
    """A static ability that states it functions from its owner's graveyard ("As long as ~
    is in your graveyard and you control a Mountain, creatures you control have haste"),
    read completely, or ``None`` (113.6b)."""
    rest = in_your_graveyard(sentence)
    reading = read_sentence(rest, previous) if rest is not None else None
    ability = ability_from(reading, "static", None, face) if reading else None
    if reading is None or ability is None or reading.unread or reading.restricted:
        return None
    return redescribed(ability, face.types, functions_in="graveyard"), reading.subject
