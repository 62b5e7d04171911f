"""What a permanent became by a choice as it entered or was turned face up (614.1c,
614.1e: "As ~ enters, it becomes your choice of a 3/3 creature, a 2/2 creature with
flying, or a 1/6 creature with defender").

The scenario names the alternative on the term that puts the permanent onto the battlefield
(or turns it face up, or brings it back): by its words (``[2/2 creature with flying]``), by
words that only one alternative has (``[flying]``, ``[3/3]``), or by its number
(``[choice 2]``). None named, the term is refused with what to write: the values are its
copiable values (707.2), which no later term could change, so nothing is guessed.
"""

from __future__ import annotations

import re
from contextlib import suppress
from typing import TYPE_CHECKING

from engine.cards import Ability, Card
from engine.errors import ScenarioError, UnknownCardError
from engine.game.entered_as import entered_as
from engine.oracle.enters_choices import turned_face_up_too
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def becomes_choices(card: Card) -> list[Ability]:
    """The alternatives ``card`` chooses among as it enters, one ability each (or none)."""
    return [
        a for a in card.abilities if a.kind == "other" and a.trigger == "enters" and a.alternatives
    ]


def names_what_it_becomes(card: Card, choice: str) -> bool:
    """Whether a bracket names one of the alternatives the card chooses among as it enters."""
    options = becomes_choices(card)
    return bool(options) and _named(options[0].alternatives, choice) is not None


def names_what_enters(player: ScenarioPlayer, card: Card | None, choice: str, term: Term) -> bool:
    """Whether a bracket names what the term's card, or the card it points at (``Animate Dead
    -> Primal Clay [flying]``: the card it puts onto the battlefield), becomes as it enters."""
    cards = [card] if card is not None else []
    if term.target:
        with suppress(ScenarioError, UnknownCardError, LookupError):  # a player, a token
            cards.append(player.card(term.target.split(",")[0].strip(), term))
    return any(names_what_it_becomes(one, choice) for one in cards)


def choose_what_each_became(player: ScenarioPlayer, term: Term) -> None:
    """After a term: every permanent with such a choice that hasn't made it (it entered,
    came back as a new object, 400.7, or was turned face up) makes it now, as the term's
    bracket says. One turned face up makes it only if its text says so (614.1e); otherwise
    it keeps its printed values (708.8)."""
    now = term.position - 1  # what entered, came back or turned face up has this timestamp
    for obj in player.game.battlefield():
        if obj.timestamp != now:
            continue
        options = becomes_choices(obj.card)
        if not options or obj.own_values is not None or obj.face_down:
            continue
        if term.kind == "face_up" and not turned_face_up_too(obj.card.oracle_text):
            obj.own_values = obj.card  # 708.8: its own values; "as ~ enters" is past
            continue
        chosen = _chosen(options, term, obj.card.name)
        obj.own_values = entered_as(obj.card, chosen)
        label = chosen.alternatives[(chosen.alternative or 1) - 1]
        when = "was turned face up" if term.kind == "face_up" else "entered"
        player.notes.append(
            f"As {obj.card.name} {when}, it became a {label}: its copiable values (707.2, "
            f"{'614.1e' if term.kind == 'face_up' else '614.1c'}), which a copy of it copies."
        )


def _chosen(options: list[Ability], term: Term, name: str) -> Ability:
    labels = options[0].alternatives
    for choice in term.choices:
        if (number := _named(labels, choice)) is not None:
            return next(a for a in options if a.alternative == number)
    examples = " or ".join(f"[{_short(label, labels)}]" for label in labels)
    raise ScenarioError(
        f"In {term.where()}: {name} becomes your choice of {' or '.join(labels)} as it enters "
        "(614.1c), and the scenario names none.",
        f"Name it in brackets on this term: {examples}, or [choice N].",
    )


def _named(labels: tuple[str, ...], choice: str) -> int | None:
    """The number of the alternative a bracket names: its words, words no other alternative
    has (its size, or the keyword after "with"), or ``choice N``."""
    key = re.sub(r"^(?:an?|choice:) ", "", choice.strip().casefold())
    if number := re.fullmatch(r"choice (\d+)", key):
        wanted = int(number.group(1))
        return wanted if 1 <= wanted <= len(labels) else None
    fitting = [n for n, label in enumerate(labels, start=1) if key in _parts(label)]
    return fitting[0] if len(fitting) == 1 else None


def _parts(label: str) -> set[str]:
    """The words one alternative may be named by: all of it, any one of its words (its
    size, a subtype), or the keywords after "with"."""
    words = label.casefold()
    parts = {words, *words.split(" ")}
    if " with " in words:
        parts.add(words.split(" with ", 1)[1])
    return parts


def _short(label: str, labels: tuple[str, ...]) -> str:
    """Words that name ``label`` alone, for the hint: its keyword, else its size."""
    words = label.casefold()
    keyword = words.split(" with ", 1)[1] if " with " in words else None
    for part in (keyword, words.split(" ")[0]):
        if part and sum(part in _parts(other) for other in labels) == 1:
            return part
    return label
