"""What sets off a triggered ability (603.2): the event of its trigger condition, read so
a scenario can tell that the ability triggered even when it can't carry the ability out.

Four kinds of event a scenario's terms make happen are read: a spell being cast ("Whenever
you cast a noncreature spell", prowess 702.108a), permanents entering ("Whenever another
creature you control enters", landfall), creatures dying ("Whenever a creature you
control dies", "When enchanted Mountain is put into a graveyard") and a die rolled
("Whenever you roll a 5 or higher on a die", 706.2); and a state ("When you control no
Islands", 603.8), which triggers whenever it holds. The objects the event is about are a
group like any other (:func:`engine.oracle.subjects.read_group`); an intervening "if"
clause (603.4) is kept in its words. A condition about the ability's own object ("When ~
enters", "When ~ dies") is left out: the scenario already carries those out as the object
enters or leaves.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

from engine.cards import Filter
from engine.oracle.sentences import prepare
from engine.oracle.subjects import read_group

EventKind = Literal["cast", "enters", "dies", "rolls", "state"]


@dataclass(frozen=True)
class TriggerEvent:
    """One trigger condition: the kind of event, the objects (or spells) it is about, and
    how a reply names the ability ("prowess", "“whenever a creature dies”")."""

    kind: EventKind
    group: Filter
    words: str
    #: Whose spells a cast trigger is about: the ability's controller's ("you cast"), an
    #: opponent's ("an opponent casts") or anyone's (``None``).
    caster: Literal["you", "opponent"] | None = None
    #: The results a roll trigger needs, lowest and highest ("a 5 or higher": 5 and no
    #: highest); ``None`` for any result ("Whenever you roll a die").
    results: tuple[int, int | None] | None = None
    #: The intervening "if" clause it triggers under (603.4), in its own words.
    only_if: str | None = None
    #: A "dies" trigger about what the ability's own Aura or Equipment is attached to
    #: ("When enchanted Mountain is put into a graveyard").
    attached: bool = False
    #: A state trigger (603.8): whose permanents of ``group`` must be none ("you": "When you
    #: control no Islands"; "anyone": "When there are no creatures on the battlefield").
    none_of: Literal["you", "anyone"] | None = None
    #: The words of what it does, for the reply's advice on writing it out.
    effect: str = ""
    #: A condition about something else entering whose group isn't read ("a creature you
    #: control with power equal to its toughness enters"): anything entering may have set it
    #: off, so the reply says so rather than skipping it.
    unread: bool = False

    @property
    def compares_power(self) -> bool:
        """ "if that creature's power is greater than ~'s" (603.4): the watch compares them."""
        return self.only_if == "that creature's power is greater than ~'s"


#: 702.108a: prowess triggers whenever its controller casts a noncreature spell.
PROWESS = TriggerEvent("cast", Filter(not_types=("Creature",)), "prowess", "you")
#: 702.100a: evolve triggers whenever a creature enters under its controller's control, if
#: that creature is greater in power or toughness (the watch compares them, 603.4).
EVOLVE = TriggerEvent("enters", Filter(types=("Creature",), controller="you", other=True), "evolve")

_ABILITY_WORD = re.compile(r"^[A-Z][A-Za-z' !-]{2,30} — ")
_CONDITION = re.compile(
    r"^(?P<when>When|Whenever) (?P<event>[^,]+), (?:if (?P<if>[^,]+), )?(?P<effect>[^.]*)"
)
_CAST = re.compile(
    r"(?P<who>you|a player|an opponent) casts? (?P<what>an?(?: [a-z, -]+?)?) spells?"
)
#: The group's words may hold a number or a counter ("with power 4 or greater", "with a
#: +1/+1 counter on it"): :func:`engine.oracle.subjects.read_group` says what it reads.
_WHO = r"(?P<who>(?:another|a|an|one or more) [A-Za-z0-9 ,'+/-]+?)"
_ENTERS = re.compile(_WHO + r" enters?(?: the battlefield)?(?P<yours> under your control)?")
#: "you roll a die", "you roll one or more dice", "you roll a 5 or higher on a die", "you
#: roll a 1 or 2": the controller's roll (706.2); a planar die, a natural result or the
#: third die of a turn is not read.
_ROLLS = re.compile(
    r"you roll (?:a die|one or more dice|a d\d+|an? (?P<low>\d+)(?P<higher> or higher)?"
    r"(?: or (?P<high>\d+))?(?: on a (?:die|d\d+))?)"
)
#: "Whenever another creature you control enters or dies": one ability, two events.
_ENTERS_OR_DIES = re.compile(r"(?P<who>(?:another|a|an) [A-Za-z ,'-]+?) enters or dies")
#: "When enchanted Mountain is put into a graveyard", "Whenever equipped creature dies".
_HOST_DIES = re.compile(
    r"(?:enchanted|equipped) [A-Za-z ]+? (?:dies|is put into a graveyard(?: from the battlefield)?)"
)
#: State triggers (603.8): "When you control no Islands", "When there are no creatures on
#: the battlefield".
_NONE_OF = re.compile(
    r"you control no (?P<yours>[A-Za-z ,'-]+)"
    r"|there are no (?P<any>[A-Za-z ,'-]+) on the battlefield"
)
_DIES = re.compile(
    _WHO + r" (?:dies|die|(?:is|are) put into (?:a|your) graveyard from the battlefield)"
)


def trigger_events(
    oracle_text: str, name: str, keywords: tuple[str, ...], *, legendary: bool = False
) -> list[TriggerEvent]:
    """The events that set off the card's triggered abilities that this module reads."""
    folded = {k.casefold() for k in keywords}
    found = [e for e in (PROWESS, EVOLVE) if e.words in folded]
    for line in prepare(oracle_text, name, legendary=legendary).splitlines():
        line = _ABILITY_WORD.sub("", line.strip())
        condition = _CONDITION.match(line)
        if condition is not None:
            said = f"its ability “{condition['when'].lower()} {condition['event']}”"
            events = read_events(condition["event"])
            if not events and _ANOTHER_ENTERS.search(condition["event"]):
                events = [TriggerEvent("enters", Filter(other=True), "", unread=True)]
            found.extend(
                replace(e, words=said, only_if=condition["if"], effect=condition["effect"])
                for e in events
            )
    return found


#: A trigger condition about something entering other than only the object itself ("~
#: enters" is its own enters trigger, 603.6a).
_ANOTHER_ENTERS = re.compile(r"^(?!~ enters\b).*\benters?\b")


def read_events(words: str) -> list[TriggerEvent]:
    """The events of one trigger condition ("another creature you control enters or dies"),
    none when it is about the object itself or is no event read here."""
    if (both := _ENTERS_OR_DIES.fullmatch(words)) is not None:
        who = both["who"]
        return [e for e in (_read_event(f"{who} enters"), _read_event(f"{who} dies")) if e]
    if _HOST_DIES.fullmatch(words):
        return [TriggerEvent("dies", Filter(), "", attached=True)]
    if (state := _NONE_OF.fullmatch(words)) is not None:
        fields = read_group(state["yours"] or state["any"], plural=True)
        if fields is None:
            return []
        whose: Literal["you", "anyone"] = "you" if state["yours"] else "anyone"
        return [TriggerEvent("state", Filter(**fields), "", none_of=whose)]
    event = _read_event(words)
    return [event] if event is not None else []


def _read_event(words: str) -> TriggerEvent | None:
    """The event of a condition about one kind of event ("another creature you control
    enters"), or ``None``."""
    words = words.removeprefix("~ or ")  # "~ or another creature dies": ~ itself leaves too
    if (cast := _CAST.fullmatch(words)) is not None:
        group = _spell_group(cast.group("what"))
        if group is None:
            return None
        caster = {"you": "you", "an opponent": "opponent"}.get(cast.group("who"))
        return TriggerEvent("cast", group, "", caster)  # type: ignore[arg-type]
    if (roll := _ROLLS.fullmatch(words)) is not None:
        return TriggerEvent("rolls", Filter(), "", "you", _results(roll))
    for kind, pattern in (("enters", _ENTERS), ("dies", _DIES)):
        found = pattern.fullmatch(words)
        if found is not None:
            who = found.group("who")
            if kind == "enters" and found.group("yours"):
                who += " you control"
            group = _permanent_group(who)
            if group is None:
                return None
            return TriggerEvent(kind, group, "")  # type: ignore[arg-type]
    return None


def roll_meets(event: TriggerEvent, result: int) -> bool:
    """Whether a die's result is one the roll trigger ``event`` triggers on."""
    if event.results is None:
        return True
    low, high = event.results
    return low <= result and (high is None or result <= high)


def _results(roll: re.Match[str]) -> tuple[int, int | None] | None:
    if roll["low"] is None:
        return None  # any result
    low = int(roll["low"])
    return (low, None) if roll["higher"] else (low, int(roll["high"] or low))


def _permanent_group(words: str) -> Filter | None:
    """ "another creature you control" -> a filter; the article or "one or more" goes."""
    other = words.startswith("another ")
    phrase = re.sub(r"^(?:another|an?|one or more) ", "", words)
    fields = read_group(phrase, plural=words.startswith("one or more"))
    if fields is None:
        return None
    if other:
        fields["other"] = True
    return Filter(**fields)


#: The kinds of spell a cast trigger names, as card types a spell must have any of or must
#: not have ("a noncreature spell"); anything else is not read.
_SPELL_KINDS: dict[str, Filter] = {
    "a": Filter(),
    "a noncreature": Filter(not_types=("Creature",)),
    "a creature": Filter(types=("Creature",)),
    "an instant or sorcery": Filter(any_types=("Instant", "Sorcery")),
    "an instant": Filter(types=("Instant",)),
    "a sorcery": Filter(types=("Sorcery",)),
    "an artifact": Filter(types=("Artifact",)),
    "an enchantment": Filter(types=("Enchantment",)),
    "a planeswalker": Filter(types=("Planeswalker",)),
}


def _spell_group(words: str) -> Filter | None:
    return _SPELL_KINDS.get(words.strip())
