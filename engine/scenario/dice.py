"""A die rolled as a spell or ability resolves, and its results table (706.3a-b): the scenario
names the result, ``[roll 12]``, like a mode, and only that row happens; without it the
reply lists the rows and asks. The roll itself is no instruction left undone then.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.cards import Ability, Card
from engine.errors import ScenarioError
from engine.oracle.dice import ROLLS, Row, results_table, table_row
from engine.scenario.choice_kinds import stated_x
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

_RESULT = re.compile(r"roll (\d+)")
_X_IS_THE_RESULT = re.compile(r"\bX is the result\b")


def note_roll(player: ScenarioPlayer, text: str, term: Term) -> None:
    """A die the resolving text rolls (706.2), with the result the term states: ``[roll N]``,
    or ``[x N]`` for "X is the result"; what "whenever you roll" triggers look at."""
    if not ROLLS.search(text):
        return
    said = roll_choice(term)
    result = int(said.split()[1]) if said else None
    if result is None and _X_IS_THE_RESULT.search(text):
        result = stated_x(term)
    player.rolls.append((term.seat(), result))
    player.last_roll = (term.seat(), result)


def roll_choice(term: Term) -> str | None:
    """The term's ``[roll N]`` as written, if it has one."""
    return next((c for c in term.choices if _RESULT.fullmatch(c.strip().casefold())), None)


def rolled(card: Card, term: Term) -> int | None:
    """The result the scenario names for the card's die (706.2), checked against its results
    table; ``None`` for a card that rolls no die."""
    rows = results_table(card.oracle_text)
    said = roll_choice(term)
    if not rows:
        if said is not None:
            raise ScenarioError(
                f"In {term.where()}: {card.name} has no die results table I read, so "
                f"“[{said}]” chooses nothing.",
                "Leave out [roll N].",
            )
        return None
    result = int(said.strip().split()[1]) if said else None
    if result is None or not any(row.low <= result <= row.high for row in rows):
        listing = "; ".join(f"[roll {row.results}] {row.effect.rstrip('.')}" for row in rows)
        raise ScenarioError(
            f"In {term.where()}: {card.name} rolls a die and does what its results table "
            f"says for the result (706.3a); say what was rolled. Its rows: {listing}.",
            f"Add it after the card name, e.g. {card.name} [roll {rows[-1].low}].",
        )
    return result


def on_the_roll(abilities: list[Ability], result: int | None) -> list[Ability]:
    """The abilities that happen on that result: those of its row and those of no row."""
    if result is None:
        return abilities
    return [a for a in abilities if a.roll is None or a.roll[0] <= result <= a.roll[1]]


def rolled_row(card: Card, abilities: list[Ability], term: Term) -> tuple[list[Ability], list[str]]:
    """For ``activate`` / ``trigger``: the abilities that happen on the result the term names
    when they include a results table's rows, and the ``[roll N]`` that chose them; a row
    that does nothing I model is refused with its words, never passed over in silence."""
    said = roll_choice(term)
    if said is None and not any(a.roll is not None for a in abilities):
        return abilities, []
    result = rolled(card, term)
    kept = on_the_roll(abilities, result)
    if result is not None and not any(a.roll is not None for a in kept):
        row = the_row(card, result)
        raise ScenarioError(
            f"In {term.where()}: on a roll of {result}, {card.name}'s ability does what I "
            f"don't model: “{row.effect}”",
            "Write what that row does as its own terms, or name another result.",
        )
    return kept, [said] if said is not None else []


def the_row(card: Card, result: int) -> Row:
    """The row of the card's results table for that result."""
    return next(row for row in results_table(card.oracle_text) if row.low <= result <= row.high)


def rolled_text(text: str, result: int | None) -> str:
    """A spell's text as it resolves with that result: the roll answered, the other rows
    left out, the chosen row's words without its results."""
    if result is None:
        return text
    kept = []
    for line in text.splitlines():
        row = table_row(line)
        if row is None:
            kept.append(answered(line))
        elif row.low <= result <= row.high:
            kept.append(row.effect)
    return "\n".join(kept)


#: The roll instruction, once a result is named: "Roll a d20.", ", then roll a d20",
#: "~ gets the indicated result." (what the row says happens).
_ROLL_WORDS = re.compile(
    rf"(?:(?:^| ){ROLLS.pattern}\.|,? (?:and |then )?{ROLLS.pattern}(?=\.)|(?:^| )(?:This "
    r"[a-z]+|~) gets the indicated result\.)"
)


def answered(text: str) -> str:
    """The instructions without the roll a stated result answers."""
    return _ROLL_WORDS.sub("", text).strip()
