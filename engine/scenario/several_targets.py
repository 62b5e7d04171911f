"""One target phrase that chooses several targets: "each of up to two target creatures",
"any number of target creatures", "two target lands" (115.1, 601.2c).

A scenario names them after one arrow, ``-> A, B``; each is a different object (115.3: an
object is chosen once for each "target" word), as many as the phrase allows ("up to two"
may take fewer), and each is checked against what the phrase may target. The effect then
applies to every one of them, the set locked as the spell or ability resolves (611.2c).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.cards import Filter
from engine.errors import ScenarioError
from engine.scenario.choice_kinds import stated_x
from engine.scenario.choices import card_list
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: The fields that make a target phrase choose several targets, set back to one target.
ONE_TARGET = {"targets_at_least": 1, "targets_at_most": 1, "targets_x": None}


def each_target(player: ScenarioPlayer, target: Filter, term: Term, source_name: str) -> list[Term]:
    """One term for each target ``-> A, B`` names for a phrase that chooses several (each
    read like a spell's one target); without an arrow, the subject is the one target of a
    phrase that may choose one. Too many or too few names, or one named twice, is refused
    with the count the phrase allows."""
    least, most = target.targets_at_least, target.targets_at_most
    if target.targets_x is not None and (x := stated_x(term)) is not None:
        least = x if target.targets_x == "exactly" else 0  # X chosen as it was cast (107.3)
        most = x
    if not term.target:
        if least > 1:
            raise ScenarioError(
                f"In {term.where()}: {source_name} has {allowed(least, most)}; say which.",
                f"Name them after one arrow, separated by a comma: {term.name or source_name}"
                " -> Grizzly Bears, Hill Giant",
            )
        return [term]
    names = card_list(term.target, on_battlefield(player, term))
    if len(names) < least or (most is not None and len(names) > most):
        raise ScenarioError(
            f"In {term.where()}: {source_name} has {allowed(least, most)}, and "
            f"{len(names)} {'is' if len(names) == 1 else 'are'} named "
            f"({', '.join(names)}) (601.2c).",
            "Name as many as it may target, after one arrow, separated by a comma.",
        )
    player.targets(term, len(names))  # one named twice: refused with why (115.3)
    said = []
    if target.targets_x is not None and stated_x(term) is None:
        said.append(
            f"{source_name} ({term.where()}): X isn't stated, so the {len(names)} targets named "
            "were taken as the ones chosen (107.3); state X with [x N]."
        )
    if len(names) > 1:
        said.append(
            f"{source_name} ({term.where()}) targets {_listed(names)}: each of them gets "
            "what it does (115.1)."
        )
    player.notes.extend(note for note in said if note not in player.notes)  # once a spell
    return [replace(term, target=name) for name in names]


def on_battlefield(player: ScenarioPlayer, term: Term) -> Callable[[str], bool]:
    """Whether a name is a permanent's (a comma inside a name on the battlefield stays)."""

    def named(name: str) -> bool:
        try:
            player.find_permanent(name, term)
        except ScenarioError:
            return False
        return True

    return named


def allowed(least: int, most: int | None) -> str:
    """ "up to 2 targets", "2 targets", "1 to 2 targets", "any number of targets"."""
    if most is None:
        return "any number of targets" if least == 0 else f"{least} or more targets"
    if least == most:
        return f"{most} target{'s' if most != 1 else ''}"
    if least == 0:
        return f"up to {most} targets"
    return f"{least} to {most} targets"


def _listed(names: list[str]) -> str:
    return ", ".join(names[:-1]) + f" and {names[-1]}" if len(names) > 1 else names[0]
