"""Emblems (114): "You get an emblem with "..."" and "Target opponent gets an emblem with
"..."". An emblem is an object in the command zone with the abilities its quotes give it
and nothing else (114.2-114.4).

Its static abilities apply from there like a permanent's, with no source to leave (114.4):
they are read like a permanent's and resolve as part of the ability that makes the emblem.
Its triggered abilities are read with the trigger grammar (:mod:`engine.oracle.triggers`)
and described, with what they would do; they trigger later in the game, which a scenario
does not play.
"""

from __future__ import annotations

import re

from engine.cards import Ability
from engine.oracle.ability_kinds import Face, ability_from
from engine.oracle.coverage import is_characteristic_changing
from engine.oracle.sentence import read_sentence
from engine.oracle.sentences import split_sentences

#: "You get an emblem with "Creatures you control get +1/+1."" (one or two quoted abilities);
#: "Target opponent gets an emblem with "..."" (the emblem is that player's, 114.2).
EMBLEM = re.compile(
    r"(?P<who>You get|Target opponent gets) an emblem with,? \"([^\"]+)\""
    r"(?: and \"([^\"]+)\")?\.?"
)


#: A quotation mark inside the emblem's quoted text ('{T}: ...'), not an apostrophe ("it's").
_INNER_QUOTE = re.compile(r"(?<!\w)'|'(?!\w)")

#: A quoted triggered ability (603.1) of an emblem: never a rule to describe and skip.
_TRIGGERED = re.compile(r"(?:When|Whenever|At)\b")


def emblem_abilities(
    match: re.Match[str], kind: str, cost: str | None, face: Face
) -> tuple[list[Ability], bool]:
    """The emblem's abilities, or nothing when any part is not read: each static ability
    read like a permanent's (114.4; its conditions and "other" have no source, so they are
    not read), each triggered ability described with what it would do (603.1). Also whether
    it has a static ability that changes no characteristics ("Artifact spells you cast cost
    {1} less to cast": a rule, described, not modelled)."""
    made: list[Ability] = []
    rules = False
    theirs = match["who"] != "You get"  # "you" in its text is the opponent who gets it
    for quoted in filter(None, match.groups()[1:]):
        quoted = _INNER_QUOTE.sub('"', quoted)  # 'a quote' inside, not "it's"
        if _TRIGGERED.match(quoted):
            described = _triggered(quoted, cost, face, match["who"])
            if described is None:
                return [], False
            made.append(described)
            continue
        for sentence in split_sentences(quoted):
            static = ":" not in sentence
            if static and not is_characteristic_changing(sentence):
                rules = True
                continue
            reading = read_sentence(sentence, None)
            if theirs or reading is None or reading.condition or reading.subject.affects.other:
                return [], False
            if reading.subject.affects.scope != "all" or reading.restricted:
                return [], False
            ability = ability_from(reading, "static", None, face)
            if ability is None:
                return [], False
            as_emblem = {"kind": kind, "cost": cost, "emblem": True, "duration": "indefinitely"}
            summary = "You get an emblem: " + ability.summary
            made.append(ability.model_copy(update={**as_emblem, "summary": summary}))
    return made, rules


def _triggered(body: str, cost: str | None, face: Face, who: str) -> Ability | None:
    """The emblem's triggered ability, read by the trigger grammar and described with what it
    would do as it resolves; ``None`` when its effect is not read in full."""
    from engine.oracle.triggers import read_triggered  # the trigger grammar reads effects

    scratch = Face(face.name, face.types, face.keywords, face.mana_cost, face.text, face.legendary)
    read_triggered(scratch, body)
    read = [a for a in scratch.abilities if a.effects]
    if scratch.unmodelled or not read:
        return None
    does = " ".join(a.summary for a in read)
    summary = (
        f"{who} an emblem (114.4, in the command zone) with “{body}”: a triggered ability, "
        f"not played here; as it resolves, {does[:1].lower()}{does[1:]}"
    )
    return Ability(kind="other", summary=summary, cost=cost, emblem=True)
