"""A modal spell cast with several modes that each have a target (700.2, 115.1): every
"target" word is a target of its own, so Saheeli's Artistry cast with both modes copies a
target artifact and a target creature, two objects or one (115.3).

The scenario names them after one arrow in the order of the modes, ``-> Sol Ring, Grizzly
Bears``, or names one object for all of them (115.3: the same object may be chosen once for
each "target" word); each mode then resolves with its own name and is checked against what
that mode may target. A spell with at most one such mode reads the arrow as before.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.cards import Card
from engine.errors import ScenarioError
from engine.oracle.faces import mode_words
from engine.scenario.choices import card_list
from engine.scenario.parse import Term
from engine.scenario.several_targets import on_battlefield

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: A target word that may name a permanent ("target artifact", "any target"); a player
#: target is named with ``-> opp`` and left to the mode's own reading.
_OBJECT_TARGET = re.compile(r"\btargets?\b(?! (?:player|opponent)s?\b)", re.I)


def mode_parts(
    player: ScenarioPlayer, card: Card, term: Term, chosen: tuple[int, ...]
) -> list[tuple[Term, tuple[int, ...]]]:
    """The term and modes each part of the spell resolves with: one part with every mode,
    or, with two or more chosen modes that target, one part per mode, each targeting mode
    with the next name after the arrow (the others with none)."""
    texts = [words for line in card.oracle_text.splitlines() if (words := mode_words(line))]
    aiming = [n for n in chosen if 0 < n <= len(texts) and _OBJECT_TARGET.search(texts[n - 1])]
    if len(aiming) < 2:
        return [(term, chosen)]
    names: list[str | None] = [*card_list(term.target or "", on_battlefield(player, term))]
    if len(names) <= 1:  # one object (the subject, unnamed) may be every mode's target (115.3)
        names = (names or [None]) * len(aiming)
    if len(names) != len(aiming):
        listed = " and ".join(str(n) for n in aiming)
        raise ScenarioError(
            f"In {term.where()}: {card.name}'s modes {listed} each have a target of their own "
            f"(700.2, 115.1), and {len(names)} are named.",
            f"Name one for each, in the order of the modes, or one for all, after one arrow: "
            f"{term.name} "
            + " ".join(f"[mode {n}]" for n in chosen)
            + " -> "
            + ", ".join(f"target of mode {n}" for n in aiming),
        )
    others = tuple(c for c in term.choices if not re.fullmatch(r"mode \d+", c.strip().casefold()))
    named = dict(zip(aiming, names, strict=True))
    if len(set(names)) > 1:
        player.notes.append(
            f"{card.name} ({term.where()}): "
            + "; ".join(f"mode {n} targets {name}" for n, name in named.items())
            + " (115.1)."
        )
    return [
        (replace(term, target=named.get(n), choices=(*others, f"mode {n}")), (n,)) for n in chosen
    ]
