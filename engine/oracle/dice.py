"""A die's results table (706.3a-b): "Roll a d20." then rows such as "1—9 | ..." or
"4 — ...". The roll, its table and what each row does are one ability (706.3b): each row is
read like the ability that rolls (a spell's, an activated ability's with its cost, a
trigger's), its abilities tagged with the results they are for (``Ability.roll``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from engine.oracle.abilities import effect_sentences
from engine.oracle.ability_kinds import Face
from engine.oracle.references import named_target
from engine.oracle.sentences import outside_quotes_colon, split_sentences
from engine.oracle.subjects import Subject, read_subject
from engine.oracle.triggers import ABILITY_WORD, TRIGGER, note_unread
from engine.oracle.vocabulary import SELF

#: An instruction to roll a die (706.1a): "roll a d20", "Roll a six-sided die".
ROLLS = re.compile(r"\b[Rr]oll (?:a d\d+|an? [a-z]+-sided die)\b")

#: A row of the table: "1—9 | ...", "20 | ...", "4 — ...": a result or a range of them.
_ROW = re.compile(r"(?P<low>\d+)(?:—(?P<high>\d+))? (?:\||—) (?P<effect>.+)")


@dataclass(frozen=True)
class Row:
    """One row of a results table: the results it is for, and what it does."""

    low: int
    high: int
    effect: str

    @property
    def results(self) -> str:
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"


def table_row(line: str) -> Row | None:
    """The row ``line`` is, or ``None``."""
    found = _ROW.fullmatch(line.strip())
    if found is None:
        return None
    low = int(found["low"])
    return Row(low, int(found["high"] or low), found["effect"])


@lru_cache(maxsize=4096)
def results_table(text: str) -> tuple[Row, ...]:
    """The rows of the results table in a card's text (empty when it rolls no die); cached,
    as every spell a scenario casts asks it."""
    if not ROLLS.search(text):
        return ()
    return tuple(row for line in text.splitlines() if (row := table_row(line)) is not None)


@dataclass(frozen=True)
class Roller:
    """The ability whose instruction rolls the die: its kind, its cost, and what "it" means
    in its rows (the target it chose, or the source that "gets the indicated result")."""

    kind: str
    cost: str | None
    it: Subject | None


#: "This creature gets the indicated result." / "Whenever ~ attacks, roll a d20.": the rows'
#: "it" is the source.
_SOURCE_ROLLS = re.compile(r"~ gets the indicated result\.?|(?:When|Whenever) ~ [^,]+, roll .+")


def roller(face: Face, line: str) -> Roller | None:
    """The ability a line that rolls a die is (the rows after it are part of it), or
    ``None`` when the line rolls no die or is a static ability."""
    if not ROLLS.search(line):
        return None
    body = ABILITY_WORD.sub("", line, count=1)
    kind, cost, effect = ("spell" if face.is_spell else "static"), None, body
    colon = outside_quotes_colon(body)
    if TRIGGER.match(body):
        kind, effect = "triggered", body.partition(", ")[2]
    elif colon > 0 and "." not in body[:colon]:
        kind, cost, effect = "activated", body[:colon].strip(), body[colon + 1 :].strip()
    if kind == "static":
        return None
    it = read_subject(SELF) if _SOURCE_ROLLS.search(body) else None
    for sentence in split_sentences(effect):
        it = named_target(sentence) or it
    return Roller(kind, cost, it)


def read_row(face: Face, row: Row, rolled_by: Roller) -> None:
    """One row, read as a part of the ability that rolls (706.3b): the abilities it makes
    apply only on those results; a trigger's rows stay outside the coverage count like the
    trigger (its unread sentences are still reported)."""
    sentences = split_sentences(row.effect)
    kind = rolled_by.kind
    scratch = Face(face.name, face.types, face.keywords, face.mana_cost, face.text, face.legendary)
    effect_sentences(scratch, sentences, kind, rolled_by.cost, kind, rolled_by.it)
    if kind != "triggered":
        face.characteristic += scratch.characteristic
    failed = [e for e in scratch.unmodelled if e not in scratch.partly_read]
    if kind == "triggered" and failed:
        note_unread(face, f"{row.results} | {row.effect}")
        return
    face.unmodelled.extend(f"{row.results} | {entry}" for entry in scratch.unmodelled)
    words = f"On a roll of {row.results}"
    for ability in scratch.abilities:
        summary = f"{words}: {ability.summary}"
        face.abilities.append(
            ability.model_copy(update={"roll": (row.low, row.high), "summary": summary})
        )
