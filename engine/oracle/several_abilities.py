"""One sentence, several abilities: a choice made as the spell or ability resolves ("gets
+1/-1 or -1/+1", "your choice of flying, vigilance, or haste", 608.2d), two objects or two
groups given the same effect ("~ and enchanted creature each get ...", "Saproling creatures
and other Treefolk creatures get ...", 611.3a).
"""

from __future__ import annotations

import re

from engine.card_clauses import Filter
from engine.cards import Ability
from engine.oracle.ability_kinds import Face, ability_from, redescribed
from engine.oracle.sentence import read_sentence
from engine.oracle.subjects import Subject, read_subject
from engine.oracle.vocabulary import SELF

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


def alternatives(
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
        ability = ability_from(reading, kind, cost, face) if reading else None
        if reading is None or ability is None or reading.unread:
            return None
        tag = {"alternatives": labels, "alternative": number}
        made.append(redescribed(ability, face.types, **tag))
    assert reading is not None
    return made, reading.subject


#: "This creature and enchanted creature each get +X/+X" (Nighthowler, a bestow card): two
#: objects named one by one, each given the same predicate.
_EACH_OF_TWO = re.compile(
    r"(?P<first>~|[Ee]nchanted creature|[Ee]quipped creature|[Tt]arget creature you control)"
    r" and (?P<second>~|enchanted creature|equipped creature|(?:up to one )?(?:another|other)"
    r" target creature|target creature an opponent controls) each (?P<verb>get|gain|have) "
    r"(?P<rest>.+)"
)
_ONE_VERB = {"get": "gets", "gain": "gains", "have": "has", "lose": "loses"}


def each_of_two(
    sentence: str, previous: Subject | None, kind: str, cost: str | None, face: Face
) -> tuple[list[Ability], Subject | None] | None:
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


def _each_target_its_own(abilities: list[Ability]) -> list[Ability]:
    """The abilities of one sentence that names its objects one by one, each "target" word
    after the first marked a target of its own (:attr:`Filter.new_target`, 115.3), so that
    two clauses about "up to one other target creature" stay two targets."""
    marked: list[Ability] = []
    seen = False
    for ability in abilities:
        target = ability.target
        if ability.affects.scope == "target" and target is not None:
            if seen:
                ability = ability.model_copy(
                    update={"target": target.model_copy(update={"new_target": True})}
                )
            seen = True
        marked.append(ability)
    return marked


def _each_read(
    sentences: list[str], previous: Subject | None, kind: str, cost: str | None, face: Face
) -> tuple[list[Ability], Subject | None] | None:
    """One ability per sentence and the last sentence's subject, or ``None`` unless every
    sentence reads completely (a sentence about two objects or groups, said once each).
    After several targets no subject is kept: "Those creatures gain vigilance" means all of
    them, which no one subject says, so it is left unread rather than given to the last."""
    made: list[Ability] = []
    reading = None
    for sentence in sentences:
        reading = read_sentence(sentence, previous)
        ability = ability_from(reading, kind, cost, face) if reading else None
        if reading is None or ability is None or reading.unread:
            return None
        made.append(ability)
    assert reading is not None
    targets = sum(a.affects.scope == "target" for a in made)
    return _each_target_its_own(made), None if targets > 1 else reading.subject


#: What two clauses joined by "and" share when the sentence begins with it: a duration or a
#: condition ("Until end of turn, creatures you control get +1/+1 and creatures your
#: opponents control get -1/-1").
_SHARED_LEAD = re.compile(
    r"((?:[Uu]ntil end of turn|[Uu]ntil your next turn|During your turn|As long as [^,]+), )(.+)"
)
#: "..., where X is the number of artifacts you control": the X of every clause before it.
_WHERE_X = re.compile(r", where X is [^,]+$")
#: "Saproling creatures and other Treefolk creatures get +1/+1" (Verdeloth the Ancient): two
#: groups joined by "and", each given the whole predicate.
_TWO_GROUPS = re.compile(
    r"(?P<first>[^,\"]+?) and (?P<second>[^,\"]+?) (?P<verb>get|have|gain|lose|are)(?P<rest> .+)"
)


#: Who controls a group, said once after the second of two groups and meant for both.
_CONTROLLED = re.compile(r" (?:you control|an opponent controls|your opponents control)$")


def two_groups(
    sentence: str, previous: Subject | None, kind: str, cost: str | None, face: Face
) -> tuple[list[Ability], Subject | None] | None:
    """One ability for each of two groups that a sentence names together (each group is
    affected by the same effect, 611.3a), or ``None`` unless the sentence does not read as it
    stands and both halves read completely as groups. It is one effect, so an object in both
    groups gets it once: two groups on the battlefield become one ability for their union
    (groups in different zones cannot share an object)."""
    lead_found = _SHARED_LEAD.fullmatch(sentence)  # "During your turn, ~ and other Knights"
    lead, body = (lead_found[1], lead_found[2]) if lead_found else ("", sentence)
    match = _TWO_GROUPS.fullmatch(body)
    if match is None or read_sentence(sentence, previous) is not None:
        return None
    first, second = match["first"], match["second"]
    shared = _CONTROLLED.search(second)
    if shared and not _CONTROLLED.search(first) and first != SELF:  # "Creatures and Vehicles
        first += shared.group(0)  # you control"
    for group in (first, second):
        subject = read_subject(group)
        if subject is None or subject.affects.scope != (
            "self" if group == first == SELF else "all"
        ):
            return None  # the source itself, or a group ("~ and other Knights you control")
    verb = _ONE_VERB.get(match["verb"], match["verb"]) if first == SELF else match["verb"]
    said = [f"{first} {verb}{match['rest']}", f"{second} {match['verb']}{match['rest']}"]
    said = [lead + one if lead else one[:1].upper() + one[1:] for one in said]
    read = _each_read(said, previous, kind, cost, face)
    if read is None:
        return None
    (one, two), subject = read
    if first == SELF:  # "~ and land creatures you control": the source gets it once
        others = two.affects.model_copy(update={"other": True})
        return [one, redescribed(two, face.types, affects=others)], subject
    same = one.model_copy(update={"affects": two.affects, "summary": two.summary}) == two
    if not same or one.affects.zones or two.affects.zones:
        return read
    union = Filter(any_of=(one.affects, two.affects))
    return [redescribed(one, face.types, affects=union)], subject


#: Where a second clause with a subject of its own may begin after " and ", or after a
#: comma in a list of three ("target creature gets +3/+3, up to one other target creature
#: gets +2/+2, and up to one other target creature gets +1/+1").
_CLAUSE_JOIN = re.compile(
    r"(?: and |, and |, )(?=~ |(?:creatures|other|each|all|another target|enchanted|"
    r"equipped|lands|artifacts|target|up to one (?:another|other) target)\b)"
)


def two_clauses(
    sentence: str, previous: Subject | None, kind: str, cost: str | None, face: Face
) -> tuple[list[Ability], Subject | None] | None:
    """One ability for each of two (or three) clauses joined by "and", each with its own
    subject and predicate ("Creatures with shadow get +1/+0 until end of turn and creatures
    without shadow get -1/-0 until end of turn"), or ``None`` unless the sentence does not
    read as it stands and every clause reads completely. Each clause's "target" is a target
    of its own, named in a scenario one after the other (``-> A, B``, 115.3)."""
    if read_sentence(sentence, previous) is not None:
        return None
    lead_found = _SHARED_LEAD.fullmatch(sentence)
    lead, body = (lead_found[1], lead_found[2]) if lead_found else ("", sentence)
    where = _WHERE_X.search(body)  # "..., where X is ...": said once, meant for each clause
    tail = where.group(0) if where else ""
    body = body[: where.start()] if where else body

    def said(clauses: list[str]) -> list[str]:
        with_x = [c + tail if "X" in c else c for c in clauses]
        return [lead + c if lead else c[:1].upper() + c[1:] for c in with_x]

    joins = list(_CLAUSE_JOIN.finditer(body))
    if len(joins) == 2 and joins[1].group(0) == ", and ":  # "A gets ..., B gets ..., and C"
        bounds = [0, *(at for join in joins for at in join.span()), len(body)]
        clauses = [body[bounds[i] : bounds[i + 1]] for i in range(0, len(bounds), 2)]
        return _each_read(said(clauses), previous, kind, cost, face)
    for join in joins:
        clauses = [body[: join.start()], body[join.end() :]]
        if (read := _each_read(said(clauses), previous, kind, cost, face)) is not None:
            return read
    return None
