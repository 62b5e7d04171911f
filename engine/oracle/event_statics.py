"""Static abilities that change or stop an event instead of a characteristic (614.1, 615.1):
"Creatures you control can't have -1/-1 counters put on them", "Prevent all noncombat damage
that would be dealt to other creatures you control", "If a creature would die, exile it
instead", "Creatures your opponents control enter tapped" (614.1d).

They change no characteristic, so the layer system never sees them; a scenario carries out
an event they govern (counters put, damage dealt, a permanent put into a graveyard ...) and
must either apply them or say that it didn't. Each is read here as the kinds of event it
governs, and for the simple forms (counters a group can't have, damage to a group that is
prevented, a group that enters tapped) as the group and what it does, which a scenario
carries out. Replacements of
counters and tokens are left to :mod:`engine.game.replacements`, which reads them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from engine.cards import Filter
from engine.game.replacements import ABOUT_COUNTERS_OR_TOKENS
from engine.oracle.sentences import NOT_STATIC, mask_quotes, prepare, split_sentences
from engine.oracle.subjects import read_group
from engine.oracle.triggers import ABILITY_WORD

#: The events a scenario carries out that such an ability may govern.
GovernedEvent = Literal[
    "counters", "damage", "graveyard", "leaves", "enters", "life_gain", "life_loss"
]


@dataclass(frozen=True)
class EventStatic:
    """One such sentence, with ``~`` for its own object: the events it governs, and for the
    forms carried out, the permanents it protects (``group``; ``None`` for ~ itself)."""

    sentence: str
    governs: frozenset[GovernedEvent]
    carried_out: bool = False
    group: Filter | None = None
    #: "can't have -1/-1 counters put on them": that kind; "" for counters of any kind.
    counter: str | None = None
    #: The damage a prevention stops: "all", "noncombat" or "combat".
    damage: Literal["all", "noncombat", "combat"] | None = None
    #: "Creatures your opponents control enter tapped" (614.1d).
    enters_tapped: bool = False


_NO_COUNTERS = re.compile(
    r"(?P<who>.+?) can't have (?:(?P<kind>[+-]\d+/[+-]\d+|[a-z]+) )?counters put on (?:them|it)\."
)
_PREVENT = re.compile(
    r"Prevent all (?P<which>combat |noncombat )?damage that would be dealt to (?P<who>.+?)\."
)
_ENTER_TAPPED = re.compile(r"(?P<who>(?!It |If )[A-Z][^.~]*?) enter tapped\.")
#: What an "If ... would ..." sentence's event is, by the words of its "would" clause.
_WOULD = (
    ("damage", re.compile(r"\bdamage\b")),
    ("counters", re.compile(r"\bcounters?\b")),
    ("graveyard", re.compile(r"\bwould (?:die|be destroyed|be put into [a-z ]*graveyard)")),
    ("leaves", re.compile(r"\bwould (?:leave the battlefield|be exiled|be returned|be put into)")),
    ("enters", re.compile(r"\bwould (?:enter|be put onto the battlefield)|\bwould create\b")),
    ("life_gain", re.compile(r"\bwould gain life\b|\blife total\b")),
    ("life_loss", re.compile(r"\bwould lose life\b|\blife total\b")),
)
#: Other sentences of the kind, each with the event it governs.
_OTHER_FORMS = (
    ("enters", re.compile(r"(?!~ |It |If )[^.~]* enter (?:un)?tapped\.")),  # not its own
    ("graveyard", re.compile(r"[^.]* can't be destroyed\b")),
    ("life_gain", re.compile(r"[^.]* can't gain life\b")),
    ("life_loss", re.compile(r"[^.]* can't lose life\b")),
    ("damage", re.compile(r"Prevent all [^.]*damage\b|[^.]*damage can't be prevented\b")),
)


def event_statics(oracle_text: str, name: str) -> tuple[EventStatic, ...]:
    """The card's static sentences that govern an event a scenario may carry out."""
    found: list[EventStatic] = []
    for line in prepare(oracle_text, name).splitlines():
        line = ABILITY_WORD.sub("", line.strip())
        if NOT_STATIC.match(line) or ":" in mask_quotes(line):
            continue  # a triggered or activated ability: a one-shot as it resolves
        for sentence in split_sentences(mask_quotes(line)):
            if "this turn" in sentence or '"' in sentence:
                continue
            if (read := _read(sentence.strip())) is not None:
                found.append(read)
    return tuple(found)


def _read(sentence: str) -> EventStatic | None:
    if (counters := _NO_COUNTERS.fullmatch(sentence)) is not None:
        group, read = _protected(counters["who"])
        kind = counters["kind"] or ""
        return EventStatic(sentence, frozenset({"counters"}), read, group, counter=kind)
    if (prevent := _PREVENT.fullmatch(sentence)) is not None:
        group, read = _protected(prevent["who"])
        which = (prevent["which"] or "all").strip()
        return EventStatic(sentence, frozenset({"damage"}), read, group, damage=which)  # type: ignore[arg-type]
    if (tapped := _ENTER_TAPPED.fullmatch(sentence)) is not None:
        group, read = _protected(tapped["who"])
        read = read and group is not None
        return EventStatic(sentence, frozenset({"enters"}), read, group, enters_tapped=True)
    if sentence.startswith("If ") and " would " in sentence and not _counts_or_tokens(sentence):
        clause = sentence.split(",")[0]
        governs = frozenset(kind for kind, words in _WOULD if words.search(clause))
        return EventStatic(sentence, governs) if governs else None  # type: ignore[arg-type]
    for kind, form in _OTHER_FORMS:
        if form.match(sentence):
            return EventStatic(sentence, frozenset({kind}))  # type: ignore[arg-type]
    return None


def _counts_or_tokens(sentence: str) -> bool:
    """A replacement of how many counters are put or tokens created: read elsewhere."""
    return ABOUT_COUNTERS_OR_TOKENS.fullmatch(sentence) is not None


def _protected(words: str) -> tuple[Filter | None, bool]:
    """The permanents a sentence protects and whether they are read: ``None`` for ~ itself
    ("~ can't have counters put on it"), a group ("other creatures you control")."""
    if words == "~":
        return None, True
    words = words[0].lower() + words[1:]
    fields = read_group(words, plural=True)
    if fields is None or words.startswith(("you", "each player", "players")):
        return None, False
    chosen = ("chosen_subtype", "not_chosen_subtype", "chosen_color", "chosen_name")
    if fields.get("controller") not in (None, "you", "opponent") or any(map(fields.get, chosen)):
        return None, False  # "enchanted player", "the chosen type": choices not read here
    return Filter(**fields), True
