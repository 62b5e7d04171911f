"""The kinds of choice a bracket makes for a card or a spell (a color, an X, a creature or
basic land type, a pair of words, a card name, ...), and whether anything reads them.

A choice the effects read that the scenario didn't make is said, never picked in silence
(an X counts as 0, 107.3); a choice made that nothing the card does reads is said too, so a
reply never looks as if it used it. A creature type must be a real one (205.3m).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pydantic import BaseModel

from engine.cards import (
    BASIC_LAND_TYPES,
    Ability,
    Card,
    Color,
    Condition,
    Filter,
    Formula,
    TextChangeEffect,
)
from engine.errors import ScenarioError, UnknownCardError
from engine.game.enters import entering_counters
from engine.objects import Choices
from engine.oracle.actions import read_actions
from engine.oracle.amounts import least_stated
from engine.oracle.this_turn import counted_turn_fact
from engine.oracle.triggers import IF_KICKED, enters_text
from engine.oracle.vocabulary import CREATURE_TYPES, NONBASIC_LAND_TYPES, PLANESWALKER_TYPES
from engine.scenario.enters_choices import names_what_enters
from engine.scenario.originals import is_copy_choice
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


_COLOR_WORDS = {color.value: color for color in Color}
#: Subtypes a scenario may choose: a creature type (Conspiracy), a basic land type (Land
#: Mirage) or, for "choose a land type", any other land type (Traveler's Cloak), 205.3m, 205.3i.
_CREATURE_TYPE_WORDS = {t.casefold(): t for t in CREATURE_TYPES}
_LAND_TYPE_WORDS = {t.casefold(): t for t in BASIC_LAND_TYPES}
_NONBASIC_LAND_TYPE_WORDS = {t.casefold(): t for t in NONBASIC_LAND_TYPES}
#: A planeswalker type (Deification, 205.3j), kept where a chosen creature type is.
_PLANESWALKER_TYPE_WORDS = {t.casefold(): t for t in PLANESWALKER_TYPES}


@dataclass(frozen=True)
class ChoiceKind:
    """A kind of choice a bracket makes for the term's card or spell (a color, an X, ...)."""

    #: What an unused-choice warning calls it ("nothing ... reads a chosen {name}").
    name: str
    #: The :class:`Choices` field the chosen value is kept in.
    field: str
    #: The chosen value a bracket's text stands for, or ``None`` if it is no such choice.
    read: Callable[[str], object]
    #: What a card's model reads it with: an ability that asks for it (``Ability.choice``)
    #: and the flags of filters and effects the layers read it through.
    asks: frozenset[str] = frozenset()
    flags: tuple[str, ...] = ()
    why_unused: str = ""
    #: A bracket that makes this choice, for the warning when a card reads one and the
    #: scenario names none (empty: that warning is not given for this kind).
    example: str = ""


def _chosen_one(choice: str) -> tuple[str, int] | None:
    """``[power 1]`` or ``[toughness 3]``: which of the two an effect "has base power N or
    base toughness N" sets, chosen as it resolves."""
    lowered = choice.casefold()
    number = labelled_number(lowered, ("power", "toughness"))
    if number is None:
        return None
    return ("power" if lowered.startswith("power") else "toughness", number)


def chosen_x(choice: str) -> int | None:
    """The X a bracket gives (``[x 3]``), or ``None`` when it gives none."""
    return labelled_number(choice.strip().casefold(), ("x", "x =", "x="))


def stated_x(term: Term) -> int | None:
    """The number a term states with ``[x N]`` (a value chosen, or a fact of the game such
    as the coin flips won, 705), or ``None``."""
    return next((x for choice in term.choices if (x := chosen_x(choice)) is not None), None)


#: Every kind of choice made for an object, in the order a bracket is tried against them;
#: :func:`apply_choice` keeps the value and :func:`note_unused_choices` checks it is read.
CHOICE_KINDS: tuple[ChoiceKind, ...] = (
    ChoiceKind(
        "color", "color", lambda c: _COLOR_WORDS.get(c.casefold()),
        frozenset({"color"}), ("chosen_color", "chosen_colors", "protection_from_chosen_color"),
        example="[black]",
    ),
    ChoiceKind("pair of words", "text_change", lambda c: _two_words(c)),
    ChoiceKind(
        "power or toughness", "one", _chosen_one,
        frozenset({"power_or_toughness"}), ("chosen_one",),
    ),
    ChoiceKind(
        "X", "x", chosen_x, frozenset({"x"}),
        why_unused=" (an X the card counts itself, or one in text I don't carry out, ignores it)",
    ),
    ChoiceKind(
        "creature type", "creature_type", lambda c: _CREATURE_TYPE_WORDS.get(c.casefold()),
        frozenset({"creature_type"}), ("chosen_subtype", "not_chosen_subtype"),
        example="[Goblin]",
    ),
    ChoiceKind(  # a basic land type is a land type: "choose a land type" reads it too
        "land type", "creature_type", lambda c: _LAND_TYPE_WORDS.get(c.casefold()),
        frozenset({"basic_land_type", "land_type"}),
        ("chosen_subtype", "landwalk_of_chosen_type"), example="[Island]",
    ),
    ChoiceKind(
        "nonbasic land type", "creature_type",
        lambda c: _NONBASIC_LAND_TYPE_WORDS.get(c.casefold()), frozenset({"land_type"}),
    ),
    ChoiceKind(
        "planeswalker type", "creature_type", lambda c: _PLANESWALKER_TYPE_WORDS.get(c.casefold()),
        frozenset({"planeswalker_type"}), ("chosen_subtype",), example="[Jace]",
    ),
    # named by ``[name: ...]`` (read with the other labelled brackets), never by a bare word
    ChoiceKind(
        "card name", "card_name", lambda c: None, flags=("chosen_name",),
        example="[name: Grizzly Bears]",
    ),
)  # fmt: skip
#: Named by ``[revealed: ...]``, never by a bare word: the card a resolving ability revealed.
_REVEALED = ChoiceKind(
    "revealed card", "revealed", lambda c: None, example="[revealed: Serra Angel]"
)


#: Named by ``[chosen: opp]``: the player chosen as the card entered ("choose an opponent").
#: Not among the missing choices: the count that reads it says when it has no player.
_CHOSEN_PLAYER = ChoiceKind("player", "chosen_player", lambda c: None)


def choice_made(choice: str) -> tuple[ChoiceKind, object] | None:
    """The kind of choice a bracket makes for the term's card and the value chosen
    (``None`` for brackets that say something about the game or the object instead)."""
    text = choice.strip()
    if ":" in text:
        return None
    for kind in CHOICE_KINDS:
        if (value := kind.read(text)) is not None:
            return kind, value
    return None


#: The choices a missing bracket leaves as none at all (X has its own warning).
_MISSING_KINDS = (*(kind for kind in CHOICE_KINDS if kind.example), _REVEALED)


def note_missing_choices(
    player: ScenarioPlayer, name: str, abilities: list[Ability], choices: Choices, term: Term
) -> None:
    """A choice the effects read that the scenario didn't make is said, never picked in
    silence: an X (paid in a cost, 107.3, or a fact of the game such as "the sacrificed
    creature's power", 608.2h) counts as 0; a color or a creature or land type chosen as
    it enters or resolves is then none at all."""
    _note_missing_x(player, name, abilities, choices, term)
    for kind in _MISSING_KINDS:
        if getattr(choices, kind.field) is None and any(_ability_reads(a, kind) for a in abilities):
            player.unmodelled.append(
                f"{name} ({term.where()}): it reads a chosen {kind.name} and the scenario names "
                f"none, so none was chosen. Name it, e.g. {term.name or name} {kind.example}."
            )


def _note_missing_x(
    player: ScenarioPlayer, name: str, abilities: list[Ability], choices: Choices, term: Term
) -> None:
    if choices.x is not None:
        return
    facts = {
        amount.fact or "the value chosen for X as it was cast or activated"
        for ability in abilities
        for effect in ability.effects
        for amount in (getattr(effect, "power", None), getattr(effect, "toughness", None))
        if isinstance(amount, Formula)
        and amount.of == "chosen_x"
        and counted_turn_fact(amount.fact) is None  # stated as [cards drawn 2]
    }
    for fact in sorted(facts):
        least = least_stated(fact)
        why = " (the least it can be: this resolution counts)" if least else ""
        player.unmodelled.append(
            f"{name} ({term.where()}): X is {fact}, which the scenario doesn't say, so it "
            f"counted as {least}{why}. Give it with [x N], e.g. {term.name or name} [x 3]."
        )


def note_unused_choices(player: ScenarioPlayer, term: Term) -> None:
    """A choice in brackets that nothing the term's card reads (``[x 5]`` on Huntmaster
    Liger, whose X counts its mutations; ``[black]`` on a card that chooses no color) goes
    into ``unmodelled``, never dropped silently."""
    chosen = [(c, made[0]) for c in term.choices if (made := choice_made(c)) is not None]
    labelled = {"revealed": _REVEALED, "chosen": _CHOSEN_PLAYER}
    chosen += [
        (c, labelled[label])
        for c in term.choices
        if (label := c.partition(":")[0].strip().casefold()) in labelled
    ]
    if not chosen:
        return
    cards: list[Card] = []
    names = [term.name] if term.name and term.kind in _NAMES_A_CARD else []
    for choice in term.choices:
        value = choice.partition(":")[2].strip()
        if is_copy_choice(choice) and value:
            names.append(value)  # a copy may read the copier's X
    for name in names:
        try:
            cards.append(player.card(name, term))
        except (ScenarioError, UnknownCardError, LookupError):  # a token's name, say
            continue
    # a card the term put onto the battlefield from another zone chose as it entered (614.1c)
    cards += [player.game.objects[obj_id].card for obj_id in player.put_onto_battlefield]
    where = f"{cards[0].name} ({term.where()})" if cards else term.where()
    where = where[:1].upper() + where[1:]
    what = f"of {cards[0].name} that I carry out" if cards else "in this term"
    for choice, kind in chosen:
        becomes = any(names_what_enters(player, c, choice, term) for c in [*cards, None])
        if not becomes and not any(  # "[Wall]": what Primal Clay becomes as it enters
            reads_choice(card, kind) or _enters_with_x(card, kind) or _makes_x(card, kind)
            for card in cards
        ):
            player.unmodelled.append(
                f"{where}: “[{choice.strip()}]” was not used: nothing {what} reads a chosen "
                f"{kind.name}{kind.why_unused}."
            )


def _enters_with_x(card: Card, kind: ChoiceKind) -> bool:
    """An X a card reads as the number of counters it enters with (614.1c, 107.3)."""
    return kind.field == "x" and entering_counters(card, None).reads_x


def _makes_x(card: Card, kind: ChoiceKind) -> bool:
    """An X a card's instructions read as how many tokens they make (107.3: "create X of
    those tokens")."""
    if kind.field != "x" or not card.oracle_text:
        return False
    entering = IF_KICKED.sub(
        "", enters_text(card.oracle_text, card.name, legendary=card.is_legendary), 1
    )
    return any(
        a.x_amount
        for text in (card.oracle_text, entering)
        for a in read_actions(text, card.name, legendary=card.is_legendary).actions
    )


#: Terms whose name is a card's (not a token's or a damage amount's).
_NAMES_A_CARD = frozenset({"card", "activate", "trigger", "mutate"})


#: The choices of a subtype an ability may ask for; a chosen one of the other kind is unread.
_SUBTYPE_ASKS = frozenset({"creature_type", "basic_land_type", "land_type", "planeswalker_type"})


def reads_choice(value: object, kind: ChoiceKind) -> bool:
    """Whether a card, ability or effect anywhere inside ``value`` reads a choice of this
    kind made for it (107.3: an X whose value is chosen, rather than one it computes)."""
    if value is None or isinstance(value, str | bool | int | float):
        return False  # most fields: decided before any model test
    if isinstance(value, Ability):
        return _ability_reads(value, kind)
    if isinstance(value, Formula) and value.of == "chosen_x":
        return kind.field == "x"
    if isinstance(value, Formula) and value.of in ("revealed_power", "revealed_toughness"):
        return kind.field == "revealed"
    if isinstance(value, Formula) and value.chosen_player is not None:
        return kind.field == "chosen_player" or _model_reads(value, kind)
    if isinstance(value, TextChangeEffect):
        return kind.field == "text_change"
    if isinstance(value, Condition) and value.revealed is not None:  # "If it's a land card"
        return kind.field == "revealed"
    if isinstance(value, Filter) and value.mana_value_x is not None and kind.field == "x":
        return True  # "target creature with mana value X" (107.3)
    if isinstance(value, Filter) and value.targets_x is not None and kind.field == "x":
        return True  # "X target creatures": X is how many targets it chose (107.3, 601.2c)
    if isinstance(value, BaseModel):
        return _model_reads(value, kind)
    if isinstance(value, tuple | list):
        return any(reads_choice(item, kind) for item in value)
    return False


def _model_reads(value: BaseModel, kind: ChoiceKind) -> bool:
    """A model reads the choice when one of the kind's flags is set on it or on a model in
    one of its fields."""
    if any(getattr(value, flag, False) is True for flag in kind.flags):
        return True
    return any(reads_choice(getattr(value, name), kind) for name in type(value).model_fields)


#: (id of an ability, kind) -> (the ability, whether it reads that kind): every resolving
#: term asks this of the same few abilities, and the walk through their models is costly.
_ABILITY_READS: dict[tuple[int, str], tuple[Ability, bool]] = {}


def _ability_reads(ability: Ability, kind: ChoiceKind) -> bool:
    """:func:`reads_choice` for one ability, worked out once (abilities are immutable; the
    cache keeps each one it holds alive, so its id can't be reused)."""
    found = _ABILITY_READS.get((id(ability), kind.name))
    if found is not None and found[0] is ability:
        return found[1]
    if ability.choice in kind.asks:
        reads = True
    elif ability.choice in _SUBTYPE_ASKS and kind.field == "creature_type":
        reads = False  # it asks for the other kind of subtype: [Goblin] for a land type
    else:
        reads = _model_reads(ability, kind)
    if len(_ABILITY_READS) > 8192:
        _ABILITY_READS.clear()
    _ABILITY_READS[(id(ability), kind.name)] = (ability, reads)
    return reads


def _two_words(choice: str) -> tuple[str, str] | None:
    """``[black to green]``: the two words a text-changing effect swaps (612.2)."""
    for separator in (" to ", "->", "→"):
        if separator in choice:
            old, _, new = choice.partition(separator)
            if old.strip() and new.strip() and " " not in old.strip() + new.strip():
                return old.strip(), new.strip()
    return None


def labelled_number(text: str, labels: tuple[str, ...]) -> int | None:
    """The number after one of ``labels`` (``[opponent life 7]``, ``[x = 3]``), or ``None``."""
    for label in labels:
        rest = text.removeprefix(label).strip().lstrip("=").strip()
        if text.startswith(label) and rest.lstrip("-").isdigit() and len(rest) < 8:
            return int(rest)
    return None
