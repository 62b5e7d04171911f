"""The counters a permanent enters with (614.1c), read from its own Oracle text.

"This creature enters with two +1/+1 counters on it" is a replacement effect: the permanent
is never on the battlefield without them (Spike Feeder is a 2/2, not a 0/0 that dies).
Keywords that stand for the same thing put theirs on too: fading N (fade counters,
702.32a), vanishing N (time counters, 702.63a), modular N and graft N (+1/+1 counters,
702.43a, 702.58a). "enters with X ..." takes the X the scenario gives (``[x 3]``, 107.3).
A sentence that adds a condition or a count this reading doesn't work out ("if you cast it
from your hand", "for each creature that died this turn") is returned as unread, so the
reply says so instead of leaving the counters off in silence. "If ~ was kicked, it enters
with ..." (Kavu Titan) gives its counters only when the term says ``[kicked]`` (702.33d); a
condition about this turn (bloodthirst) and "a number of counters equal to ..." are
returned for the scenario to check and count as it enters; any other "If ..., it enters
with" condition is returned as unread. "... counters on it and with trample": the keywords
are part of the same replacement (614.1c), so the permanent has them for as long as it is
on the battlefield.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from engine.cards import Ability, AbilityEffect, Card
from engine.layers import ContinuousEffect, EffectKey, Layer
from engine.objects import Characteristics, GameObject
from engine.oracle.sentences import as_self
from engine.oracle.this_turn import read_turn_fact
from engine.oracle.vocabulary import COUNT_WORDS, SIMPLE_KEYWORDS

_ENTERS_WITH = re.compile(
    r"(?:this \w+|~) enters (?:tapped )?with (?P<amount>\w+) "
    r"(?P<kind>[+-]?[\w/+-]+(?: \w+)?) counters? on it(?P<rest>[^.]*)\.",
    re.IGNORECASE,
)
#: "~ enters tapped." / "~ enters tapped with five slumber counters on it." (614.1c): with
#: no condition, so a land that "enters tapped unless ..." is not read here.
_ENTERS_TAPPED = re.compile(r"(?:^|\. )(?:This \w+|~) enters tapped(?: with [^.]*)?\.")
#: "If this creature was kicked, it enters with two +1/+1 counters on it." (702.33d)
_KICKED = re.compile(r"If (?:this \w+|~) was kicked, it enters with", re.IGNORECASE)
#: Another condition before "it enters with": one about this turn (bloodthirst's "If an
#: opponent was dealt damage this turn, this creature enters with ...", also as reminder
#: text) is checked as it enters; any other is said, and its counters are left off.
_OTHER_CONDITION = re.compile(
    r"(?:^|\. |\()(?P<sentence>If [^.]*, (?:it|this \w+|~) enters with [^.]*\.)"
)
#: Any other sentence that says what this permanent enters with ("a number of +1/+1 counters
#: on it equal to ..."): what :data:`_ENTERS_WITH` does not read is said, never dropped.
_ENTERS_WITH_ANY = re.compile(
    r"(?:^|(?<=\. )|(?<=\())(?:This \w+|~|It) enters (?:tapped )?with [^.]*\."
)
#: "Ulamog enters with a number of +1/+1 counters on it equal to the greatest mana value
#: among cards in exile": the count's words, counted as it enters by the scenario (614.1c).
_A_NUMBER = re.compile(
    r"(?:this \w+|~) enters with a number of (?P<kind>[+-]?[\w/+-]+) counters on "
    r"(?:it|him|her) equal to (?P<amount>[^.]+)\.",
    re.IGNORECASE,
)
#: Keyword abilities that mean "enters with N counters of this kind".
_KEYWORD_COUNTERS = {"fading": "fade", "vanishing": "time", "modular": "+1/+1", "graft": "+1/+1"}
_KEYWORD = re.compile(r"^(?P<word>fading|vanishing|modular|graft) (?P<amount>\d+)\b", re.I | re.M)


@dataclass
class EnteringCounters:
    """The counters a permanent enters with, and the sentences about them not worked out."""

    counters: dict[str, int] = field(default_factory=dict)
    unread: list[str] = field(default_factory=list)
    #: Whether an amount is the X chosen as it was cast (``[x 3]``, 107.3).
    reads_x: bool = False
    #: "It enters with three +1/+1 counters on it for each creature card exiled this way"
    #: (after "As ~ enters, exile ..."): the counter, how many per card, the card type; put
    #: on once the scenario's ``[exile: Name]`` names the cards exiled.
    per_exiled: list[tuple[str, int, str]] = field(default_factory=list)
    #: "~ enters tapped" with no condition (614.1c).
    tapped: bool = False
    #: "... counters on it and with first strike": keywords it enters with (614.1c).
    keywords: tuple[str, ...] = ()
    #: "If an opponent was dealt damage this turn, this creature enters with a +1/+1 counter
    #: on it" (bloodthirst, 702.54a): the fact asked, how many times at least, the counter,
    #: how many, and the sentence; checked as it enters.
    if_this_turn: list[tuple[str, int, str, int, str]] = field(default_factory=list)
    #: "enters with a number of +1/+1 counters on it equal to ...": the counter, the words of
    #: the count, and the sentence (said as unread when the count can't be read).
    counted: list[tuple[str, str, str]] = field(default_factory=list)


#: The count after "enters with N ... counters on it" that :func:`entering_counters` reads.
_PER_EXILED = re.compile(r" for each (?P<type>\w+) card exiled this way")


def entering_counters(card: Card, x: int | None, *, kicked: bool = False) -> EnteringCounters:
    """What ``card`` enters the battlefield with, by its own text (face up, 614.1c);
    ``kicked`` is whether its spell was kicked (702.33d)."""
    found = EnteringCounters()
    text = card.oracle_text
    if "enters with" not in text and "enters tapped" not in text and not _KEYWORD.search(text):
        return found  # most cards: nothing to read
    text = as_self(
        text, card.name, legendary=card.is_legendary
    )  # "Crovax enters with" on Crovax the Cursed
    for line in text.splitlines():
        if line.startswith("As ~ enters"):  # "It enters with ...": the same permanent
            line = line.replace(". It enters with", ". ~ enters with")
        if _KICKED.search(line):
            if not kicked:
                continue  # its counters are only for a kicked spell
            line = _KICKED.sub("~ enters with", line)
        found.tapped = found.tapped or _ENTERS_TAPPED.search(line) is not None
        for other in _OTHER_CONDITION.finditer(line):
            asked = _if_this_turn(other["sentence"].replace("~", card.name))
            if asked is not None:
                found.if_this_turn.append(asked)
            else:
                found.unread.append(other["sentence"])
        line = _OTHER_CONDITION.sub(lambda m: m.group(0)[: m.start("sentence") - m.start()], line)
        if keyword := _KEYWORD.match(line):
            kind = _KEYWORD_COUNTERS[keyword["word"].casefold()]
            found.counters[kind] = found.counters.get(kind, 0) + int(keyword["amount"])
            continue
        for match in _ENTERS_WITH.finditer(line):
            found.reads_x = found.reads_x or match["amount"] == "X"
            amount = _amount(match["amount"], x)
            per = _PER_EXILED.fullmatch(match["rest"])
            if per is not None and amount is not None:
                kind = match["kind"].casefold()
                found.per_exiled.append((kind, amount, per["type"].capitalize()))
                continue
            also = _AND_WITH.fullmatch(match["rest"])
            granted = also["keyword"].casefold() if also else ""
            if amount is None or (match["rest"].strip() and granted not in SIMPLE_KEYWORDS):
                found.unread.append(match.group(0))
                continue
            found.keywords += (granted,) if granted else ()
            kind = match["kind"].casefold()
            found.counters[kind] = found.counters.get(kind, 0) + amount
        read = {match.group(0) for match in _ENTERS_WITH.finditer(line)}
        for number in _A_NUMBER.finditer(line):
            sentence = number.group(0).replace("~", card.name)
            found.counted.append((number["kind"].casefold(), number["amount"], sentence))
            read.add(number.group(0))
        found.unread.extend(
            sentence.group(0)
            for sentence in _ENTERS_WITH_ANY.finditer(line)
            if sentence.group(0) not in read
            and "counter" in sentence.group(0)
            and _RIOT not in sentence.group(0)  # engine.scenario.riot makes that choice
        )
    found.unread = [sentence.replace("~", card.name) for sentence in found.unread]
    return found


#: Riot's reminder text (702.136a), whose choice a scenario's term makes.
_RIOT = "enters with your choice of a +1/+1 counter or haste"

#: "... counters on it and with trample" (Kavu Titan): one keyword after the counters.
_AND_WITH = re.compile(r" and with (?P<keyword>[A-Za-z ]+)")


@cache
def _entered_with(keyword: str) -> Ability:
    """The ability-adding effect of "enters ... with <keyword>", one object per keyword."""
    return Ability(
        kind="static",
        summary=f"entered with {keyword} (614.1c)",
        duration="indefinitely",
        effects=(AbilityEffect(mode="gain", keywords=(keyword,)),),
    )


def entered_with_keywords(
    obj: GameObject, keywords: tuple[str, ...], timestamp: int
) -> list[ContinuousEffect]:
    """The effects giving ``obj`` the keywords it entered with (614.1c, layer 6): locked to
    this object, so they end when it leaves the battlefield (400.7)."""
    return [
        ContinuousEffect(
            key=EffectKey(f"entered {obj.id}", obj.id, id(_entered_with(keyword)), 0),
            layer=Layer.ABILITY,
            spec=_entered_with(keyword).effects[0],
            source_id=None,
            source_name=f"{obj.card.name} (as it entered)",
            controller=obj.controller,
            timestamp=timestamp,
            ability=_entered_with(keyword),
            duration="indefinitely",
            locked=frozenset({obj.id}),
        )
        for keyword in keywords
    ]


#: "If <a fact about this turn>, it enters with two +1/+1 counters on it."
_IF_ENTERS = re.compile(
    r"If (?P<condition>[^,]+), (?:it|this \w+|~) enters with (?P<amount>\w+) "
    r"(?P<kind>[+-]?[\w/+-]+) counters? on it\."
)


def _if_this_turn(sentence: str) -> tuple[str, int, str, int, str] | None:
    """A condition about what happened this turn (:mod:`engine.oracle.this_turn`) before
    "enters with N counters", read to be checked as the permanent enters; else ``None``."""
    match = _IF_ENTERS.fullmatch(sentence)
    fact = read_turn_fact(match["condition"]) if match else None
    amount = _amount(match["amount"], None) if match else None
    if match is None or fact is None or fact[2] is not None or amount is None:
        return None  # not read, or "if it hasn't happened" (no least count)
    return fact[0], fact[1], match["kind"].casefold(), amount, sentence


def counters_for_exiled(obj: GameObject, exiled: list[GameObject], timestamp: int) -> None:
    """ "It enters with three +1/+1 counters on it for each creature card exiled this way"
    (614.1c): the cards ``[exile: ...]`` names are the ones it exiled as it entered."""
    for kind, amount, card_type in entering_counters(obj.card, None).per_exiled:
        counted = sum(1 for card in exiled if card_type in card.card.types)
        if counted:
            obj.add_counters(kind, amount * counted, timestamp)


def _amount(word: str, x: int | None) -> int | None:
    if word == "X":
        return x
    if word.isdigit():
        return int(word)
    return COUNT_WORDS.get(word.casefold())


#: "Each other creature you control of the chosen type enters with an additional +1/+1
#: counter on it" (Metallic Mimic), "Each other non-Human creature you control ...", and
#: from the start of a line "Each creature you control that's a Wolf or a Werewolf ..."
#: (Arlinn, Voice of the Pack: a static ability only applies once its source is there,
#: 614.12): another permanent's replacement effect on what enters under its controller's
#: control (614.1c).
_OTHERS_ENTER = re.compile(
    r"(?:Each other|Other|(?m:^)Each) (?P<what>[\w -]+?) you control"
    r"(?: that's (?P<either>an? [A-Z]\w+(?: or an? [A-Z]\w+)*))?(?P<chosen> of the chosen type)? "
    r"enters? with an additional (?P<kind>\+1/\+1|loyalty) counter on (?:it|them)\.",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class OthersEnterWith:
    """One "each other ... you control enters with an additional counter" rule: the counter,
    and what the entering permanent must be (a creature unless it names a planeswalker; of a
    subtype, not of one, or of the type its source chose)."""

    kind: str
    card_type: str
    #: It must have one of these subtypes ("that's a Wolf or a Werewolf"); none: any.
    subtypes: tuple[str, ...] = ()
    not_subtype: str | None = None
    chosen_type: bool = False


#: Rules by card identity; each entry keeps its card alive, so an id is never reused.
_RULES: dict[int, tuple[Card, tuple[OthersEnterWith, ...], tuple[str, ...]]] = {}


def others_enter_with(card: Card) -> tuple[tuple[OthersEnterWith, ...], tuple[str, ...]]:
    """The rules ``card`` has for other permanents entering, and its sentences of that kind
    this reading doesn't work out ("for each Angel you already control")."""
    entry = _RULES.get(id(card))
    if entry is not None and entry[0] is card:
        return entry[1], entry[2]
    rules: list[OthersEnterWith] = []
    unread: list[str] = []
    if "enter with an additional" in card.oracle_text or "enters with an additional" in (
        card.oracle_text
    ):
        for match in _OTHERS_ENTER.finditer(card.oracle_text):
            rule = _rule(match)
            if rule is None:
                unread.append(match.group(0))
            else:
                rules.append(rule)
        others = re.findall(r"[^.\n]*\benters? with an additional[^.\n]*\.", card.oracle_text)
        unread += [s.strip() for s in others if not _OTHERS_ENTER.search(s) and "this" not in s]
    found = (tuple(rules), tuple(unread))
    if len(_RULES) > 4096:
        _RULES.clear()
    _RULES[id(card)] = (card, *found)
    return found


def _rule(match: re.Match[str]) -> OthersEnterWith | None:
    """The rule one matched sentence says, or ``None`` for words this reading doesn't know."""
    words = match["what"].split()
    card_type = "Planeswalker" if match["kind"].casefold() == "loyalty" else "Creature"
    if words and words[-1].casefold().rstrip("s") in ("creature", "planeswalker"):
        words = words[:-1]
    kind = match["kind"].casefold()
    chosen = bool(match["chosen"])
    either = tuple(re.findall(r"\b[A-Z]\w+", match["either"] or ""))
    if not words:
        return OthersEnterWith(kind, card_type, either, chosen_type=chosen)
    if len(words) == 1 and words[0].startswith("non-") and not either:
        return OthersEnterWith(kind, card_type, not_subtype=words[0][4:], chosen_type=chosen)
    if len(words) == 1 and words[0][:1].isupper() and not either:
        return OthersEnterWith(kind, card_type, (words[0],), chosen_type=chosen)
    return None


def applies_to(rule: OthersEnterWith, chars: Characteristics, chosen: str | None) -> bool:
    """Whether a permanent entering with ``chars`` gets the rule's counter (614.12: as it
    would exist on the battlefield); ``chosen`` is the creature type the source chose."""
    if rule.card_type not in chars.types:
        return False
    if rule.chosen_type and (chosen is None or not chars.has_subtype(chosen)):
        return False
    if rule.subtypes and not any(chars.has_subtype(s) for s in rule.subtypes):
        return False
    return rule.not_subtype is None or not chars.has_subtype(rule.not_subtype)
