"""Choices in brackets after a term (``[Goblin]``, ``[x 3]``, ``[graveyard: ...]``, ...).

A choice is made for an object as it enters (a color for Painter's Servant, a creature
type for Conspiracy), for a spell or ability as it resolves, or says something about the
game (``[opponent's turn]``, ``[life 12]``). A word that is no choice this model knows is
refused, never guessed at (a creature type must be a real one, 205.3m).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pydantic import BaseModel

from engine.cards import (
    BASIC_LAND_TYPES,
    CARD_TYPES,
    Ability,
    Card,
    Color,
    Condition,
    CopyEffect,
    Formula,
    TextChangeEffect,
)
from engine.errors import ScenarioError, UnknownCardError
from engine.game.enters import entering_counters
from engine.game.table import SEAT_WORDS
from engine.game.zones import elsewhere
from engine.layers import copiable_values
from engine.layers.apply import KEYWORD_COUNTERS
from engine.layers.filters import card_of_type
from engine.layers.text import example_pair, text_change_problem
from engine.objects import Choices, GameObject, Player
from engine.oracle.cast_facts import is_cast_fact
from engine.oracle.describe import alternative_bracket
from engine.oracle.this_turn import turn_facts
from engine.oracle.vocabulary import CREATURE_TYPES
from engine.scenario.originals import is_copy_choice, text_card
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: Scenario words for what you have or are (Condition.designation).
_DESIGNATIONS = {
    "city's blessing": "city's blessing",
    "monarch": "monarch",
    "initiative": "initiative",
    "dungeon completed": "completed a dungeon",
    "completed a dungeon": "completed a dungeon",
    "max speed": "max speed",
    "night": "night",
}
STATES = (
    "attacking", "blocking", "unblocked", "blocked", "tapped", "monstrous", "renowned",
    "entered this turn", "solved", "stickered", "dealt damage",
)  # fmt: skip
#: ``[opponent graveyard: Hill Giant]``, ``[p3 graveyard: ...]``: cards in another
#: player's graveyard (``[graveyard: ...]`` alone is yours).
_PLAYERS_GRAVEYARD = re.compile(r"(?P<who>you|your|p[1-4]|opp|opponent)(?:'s|’s)? graveyard")
_COLOR_WORDS = {color.value: color for color in Color}
#: Subtypes a scenario may choose: a creature type (Conspiracy) or a basic land type
#: (Land Mirage), 205.3m and 205.3i.
_CREATURE_TYPE_WORDS = {t.casefold(): t for t in CREATURE_TYPES}
_LAND_TYPE_WORDS = {t.casefold(): t for t in BASIC_LAND_TYPES}
#: Choices another step reads: a kicked, overloaded or awakened spell (702.33, 702.96,
#: 702.113), a mutating
#: creature that goes under (702.140), a Vehicle's crew ability (702.122), a creature
#: card cast bestowed (702.103).
_READ_ELSEWHERE = frozenset(
    {"kicked", "overload", "overloaded", "under", "crew", "bestow", "awaken"}
)
_TYPE_WORDS = {t.casefold(): t for t in CARD_TYPES} | {"tribal": "Kindred"}


def graveyard_owner(label: str) -> Player | None:
    """Whose graveyard a bracket label names: ``graveyard`` and ``your graveyard`` are yours,
    ``opponent graveyard`` (``opp``, ``p2``), ``p3 graveyard``, ``p4 graveyard`` theirs."""
    label = label.strip().casefold()
    if label == "graveyard":
        return Player.YOU
    if match := _PLAYERS_GRAVEYARD.fullmatch(label):
        who = match.group("who")
        return Player.YOU if who == "your" else SEAT_WORDS[who]
    return None


def all_type_words(text: str) -> bool:
    """Whether a ``[graveyard: ...]`` list is card types only (``creature instant land``)."""
    words = text.replace(",", " ").split()
    return bool(words) and all(word.casefold() in _TYPE_WORDS for word in words)


def card_list(value: str, known: Callable[[str], bool] | None) -> list[str]:
    """The card names in a bracket list. A comma can be part of a name (``Urborg, Tomb of
    Yawgmoth``): the longest run of pieces (up to three) that is a ``known`` card is one
    name. Without ``known``, every reading, for a caller that looks names up first."""
    pieces = [piece.strip() for piece in value.split(",") if piece.strip()]
    if known is None:
        return [
            ", ".join(pieces[i:j])
            for i in range(len(pieces))
            for j in range(i + 1, min(len(pieces), i + 3) + 1)
        ]
    names: list[str] = []
    start = 0
    while start < len(pieces):
        for end in range(min(len(pieces), start + 3), start, -1):
            candidate = ", ".join(pieces[start:end])
            if end == start + 1 or known(candidate):
                names.append(candidate)
                start = end
                break
    return names


def _cards_in(player: ScenarioPlayer, value: str, term: Term) -> list[Card]:
    def known(name: str) -> bool:
        try:
            player.lookup(name)
        except (UnknownCardError, LookupError):  # a lookup that only knows listed names
            return False
        return True

    return [player.card(name, term) for name in card_list(value, known)]


def apply_choices(player: ScenarioPlayer, obj: GameObject, term: Term) -> None:
    for choice in term.choices:
        apply_choice(player, obj, obj.choices, choice, term)
    statics = [a for a in obj.card.abilities if a.kind == "static"]
    note_missing_choices(player, obj.card.name, statics, obj.choices, term)
    if obj.choices.copy_of is not None:
        copy_enters_with_counters(player, obj, obj.choices.copy_of, statics, term)


def copy_enters_with_counters(
    player: ScenarioPlayer, obj: GameObject, copy_of: int, abilities: list[Ability], term: Term
) -> None:
    """614.1c: a permanent that enters as a copy (or a token copy) "except it enters with an
    additional +1/+1 counter on it if it's a creature" gets those counters as it enters,
    read against the values it copies (a Spark Double copying a planeswalker gets a loyalty
    counter on top of the copied loyalty, 306.5b)."""
    if any(a.affects.scope == "self" for a in abilities):  # a Clone, not an Aura or a token
        _copied_text_counters(player, obj, copy_of, term)  # (a token enters as the card)
    entering = [
        counters
        for ability in abilities
        for effect in ability.effects
        if isinstance(effect, CopyEffect)
        for counters in effect.enters_with
    ]
    if not entering:
        return
    copied = copiable_values(player.game, copy_of)
    original = player.game.objects[copy_of]
    loyalty = original.card.loyalty or ""
    if "Planeswalker" in copied.types and "loyalty" not in obj.counters:
        if original.choices.copy_of is None and loyalty.isdigit():  # its printed loyalty
            obj.counters["loyalty"] = int(loyalty)  # enters with the copied loyalty (306.5b)
            obj.counter_timestamps["loyalty"] = term.position - 1
        else:
            player.unmodelled.append(
                f"{obj.card.name}: the loyalty a copy of a copy enters with is not worked out."
            )
    for counters in entering:
        if counters.if_type is not None and counters.if_type not in copied.types:
            continue
        amount = counters.amount if isinstance(counters.amount, int) else obj.choices.x
        if amount is None:
            raise ScenarioError(
                f"In {term.where()}: {obj.card.name} enters with X more {counters.counter} "
                "counters; say what X is.",
                f"Add [x N] to it, e.g. {obj.card.name} [copy: Grizzly Bears] [x 2].",
            )
        obj.add_counters(counters.counter, amount, term.position - 1)
        player.notes.append(
            f"{obj.card.name} entered as a copy with {amount} more {counters.counter} "
            f"counter{'' if amount == 1 else 's'} (614.1c)."
        )


def _copied_text_counters(
    player: ScenarioPlayer, obj: GameObject, copy_of: int, term: Term
) -> None:
    """A copy has the original's "enters with" text, so it enters with those counters too
    (707.5: a Clone of Skyshroud Behemoth enters with its fade counters); X is 0 for a copy,
    whose spell had no X of its own (107.3), unless the scenario gives one."""
    card = text_card(player, player.game.objects[copy_of])  # a copy of a copy: 707.3
    if card is None:
        return  # a face-down permanent's copiable values have no text (708.2)
    entering = entering_counters(card, obj.choices.x or 0)
    for kind, amount in entering.counters.items():
        obj.add_counters(kind, amount, term.position - 1)
    player.unmodelled.extend(
        f"{obj.card.name} ({term.where()}): not carried out as it entered as a copy: “{sentence}”"
        for sentence in entering.unread
    )


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
    number = _labelled_number(lowered, ("power", "toughness"))
    if number is None:
        return None
    return ("power" if lowered.startswith("power") else "toughness", number)


def chosen_x(choice: str) -> int | None:
    """The X a bracket gives (``[x 3]``), or ``None`` when it gives none."""
    return _labelled_number(choice.strip().casefold(), ("x", "x =", "x="))


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
        frozenset({"creature_type"}), ("chosen_subtype",), example="[Goblin]",
    ),
    ChoiceKind(
        "basic land type", "creature_type", lambda c: _LAND_TYPE_WORDS.get(c.casefold()),
        frozenset({"basic_land_type"}), ("chosen_subtype",), example="[Island]",
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


#: "reveal cards from the top of your library until you reveal a creature card": the card
#: named with ``[revealed: Name]`` is the one the reveal stopped at (701.20a).
_REVEAL_UNTIL = re.compile(
    r"reveal cards from the top of your library until you reveal an? (?P<type>[a-z]+) card\.",
    re.I,
)


def revealed_until(
    player: ScenarioPlayer, revealed: int, unread: tuple[str, ...], term: Term
) -> tuple[str, ...]:
    """The sentences of ``unread`` left once the stated revealed card carries out the
    reveal it answers; that card must have the type the reveal stops at."""
    card = player.game.objects[revealed].card
    for sentence in unread:
        found = _REVEAL_UNTIL.fullmatch(sentence)
        if found and found["type"].capitalize() not in card.types:
            raise ScenarioError(
                f"In {term.where()}: {card.name} can't be the revealed card: the reveal stops "
                f"at the first {found['type']} card.",
                f"Name a {found['type']} card, e.g. [revealed: Serra Angel].",
            )
    return tuple(s for s in unread if not _REVEAL_UNTIL.fullmatch(s))


def apply_choice(
    player: ScenarioPlayer, obj: GameObject | None, choices: Choices, choice: str, term: Term
) -> None:
    label, colon, value = (part.strip() for part in choice.partition(":"))
    lowered = choice.casefold().strip()
    label = label.casefold()
    if colon and (owner := graveyard_owner(label)) not in (None, Player.YOU):
        player.table.require(owner, term.where(), ", so has no graveyard here")
        for card in _cards_in(player, value, term):
            player.game.graveyard.append((owner, card))
            player.game.graveyard_types.update(card.types)
        listed = sum(1 for whose, _ in player.game.graveyard if whose is owner)
        player.game.opponent_graveyard_size = max(player.game.opponent_graveyard_size, listed)
    elif colon and graveyard_owner(label) is Player.YOU:
        fill_graveyard(player, value, term)
        if all_type_words(value):  # one card per type word: the fewest the words allow
            words = value.replace(",", " ").split()
            for word in words:
                typed = _TYPE_WORDS[word.casefold()]
                player.game.graveyard.append((Player.YOU, card_of_type(typed)))
            player.notes.append(
                f"Graveyard given by card types only: counted as {len(words)} card(s) in "
                "your graveyard, one per type; name the cards or add [graveyard size N]."
            )
        else:
            for card in _cards_in(player, value, term):
                player.game.graveyard.append((Player.YOU, card))
    elif (number := _labelled_number(lowered, ("opponent life",))) is not None:
        player.game.opponent_life = number
    elif (number := _labelled_number(lowered, ("opponent graveyard size",))) is not None:
        player.game.opponent_graveyard_size = number
    elif (number := _labelled_number(lowered, ("opponent poison",))) is not None:
        player.game.opponent_poison = number
    elif (number := _labelled_number(lowered, ("graveyard size",))) is not None:
        player.game.graveyard_size = number
    elif re.fullmatch(r"mode \d+", lowered):
        if obj is not None:  # modes are chosen for a modal spell as it is cast
            raise ScenarioError(
                f"In {term.where()}: “[{choice}]” chooses a mode of a modal spell.",
                "Write it after the spell's name, e.g. Boros Charm [mode 3].",
            )
    elif (fact := _turn_fact(lowered)) is not None:
        player.game.this_turn[(term.seat(), fact[0])] = fact[1]
    elif (number := _labelled_number(lowered, ("starting life",))) is not None:
        player.game.starting_life = number
    elif (number := _labelled_number(lowered, ("opponent hand",))) is not None:
        player.game.opponent_hand_size = number
    elif (number := _labelled_number(lowered, ("experience",))) is not None:
        player.game.experience[term.seat()] = number  # the term's player's counters (122.1)
    elif lowered.replace("’", "'") in _DESIGNATIONS:
        player.game.designations.add(_DESIGNATIONS[lowered.replace("’", "'")])
    elif lowered in ("opponent's turn", "opponents turn", "opponent’s turn"):
        player.game.your_turn = False
        player.table.active = Player.OPPONENT
    elif (
        (named := re.fullmatch(r"(\d+) ([a-z][a-z-]*) counters?", lowered))
        and obj is not None
        and named.group(2) not in KEYWORD_COUNTERS
    ):
        # the counters it has now, in place of what it entered with (614.1c): a judge
        # describes a Roc Hatchling whose shell counters are gone as [0 shell counters]
        kind, number = named.group(2), int(named.group(1))
        obj.counters[kind] = number
        if not number:
            del obj.counters[kind]
    elif (level := re.fullmatch(r"(?:class )?level (\d{1,2})", lowered)) and obj is not None:
        obj.class_level = int(level.group(1))  # a Class's level (716.2a)
    elif colon and label == "name" and value:
        choices.card_name = player.card(value, term).name  # a chosen card name (201.3)
    elif colon and label == "owner" and obj is not None:
        owner = SEAT_WORDS.get(value.casefold())
        if owner is None:
            raise ScenarioError(
                f"In {term.where()}: “{value}” is not a player.",
                "Owners are you, opp (p2), p3 and p4: Shivan Dragon [owner: opp]",
            )
        obj.owner = owner
    elif colon and label == "turn" and value.casefold() in SEAT_WORDS:
        player.table.active = SEAT_WORDS[value.casefold()]
        player.game.your_turn = player.table.active is Player.YOU
    elif (
        re.fullmatch(r"players\s*\d{1,2}", lowered)
        or lowered in _READ_ELSEWHERE
        or is_cast_fact(lowered)  # [bargained]: how the spell was cast
    ):
        pass  # read when the table is set up, or by the spell that resolves
    elif colon and label == "paired" and obj is not None:
        partner = player.find_permanent(value, term, exclude=obj.id)
        obj.paired_with, partner.paired_with = partner.id, obj.id
    elif colon and label == "exile" and obj is not None:
        for card in _cards_in(player, value, term):
            exiled = player.enter(card, term, term.position - 1)
            exiled.zone = "exile"
            obj.exiled.append(exiled.id)
    elif colon and label == "copy":
        choose_copy(player, obj, choices, value, term)
    elif colon and label == "revealed":
        # the card a resolving ability revealed from its player's library (701.20a); its
        # power and toughness are what "that card's power" reads (Amplifire)
        card = player.card(value, term)
        choices.revealed = elsewhere(player.game, card, term.seat(), "library", term.position).id
    elif lowered == "keep" and obj is not None:
        player.kept.add(obj.id)  # its controller keeps it under the legend rule (704.5j)
    elif lowered in STATES and obj is not None:
        obj.states.add(lowered)
        if lowered in ("unblocked", "blocked"):
            obj.states.add("attacking")
    elif lowered in ("face down", "face-down") and obj is not None:
        obj.face_down = True
    elif lowered == "commander" and obj is not None:
        obj.states.add("commander")
    elif lowered == "token" and obj is not None:
        obj.is_token = True
        obj.states.add("token")
    elif (number := _labelled_number(lowered, ("life",))) is not None:
        player.game.life = number
    elif (number := _labelled_number(lowered, ("hand",))) is not None:
        player.game.hand_size = number
    elif (made := choice_made(choice)) is not None:
        setattr(choices, made[0].field, made[1])
        if isinstance(made[1], Color):  # "the color or colors of your choice": each one named
            choices.colors = (*choices.colors, made[1])
    else:
        raise ScenarioError(
            f"In {term.where()}: I don't understand the choice “[{choice}]”"
            + (" (it is no creature type)." if " " not in lowered else "."),
            "Choices look like [Goblin], [black], [power 1], [x 3], [unblocked], "
            "[graveyard: creature instant land], [graveyard size 7], [opponent's turn], "
            "[2 oil counters], [exile: Tarmogoyf], [copy: Grizzly Bears], [black to green], "
            "[name: Lightning Bolt], [owner: opp], [turn: p3], [players 4], [overload], "
            "[p3 graveyard: Hill Giant], [bestow], [cards drawn 2], [starting life 40], "
            "[opponent hand 3], [experience 2], [revealed: Serra Angel].",
        )


def keep_chosen_alternatives(
    player: ScenarioPlayer, name: str, abilities: list[Ability], pool: list[Ability], term: Term
) -> tuple[list[Ability], list[str]]:
    """Of each choice among alternatives in ``abilities`` (608.2d: "gets +1/-1 or -1/+1"),
    the alternative the scenario names (``[-1/+1]``, ``[choice 2]``) taken from ``pool``;
    without one, the first, and the reply says so (never a silent pick). Also the bracket
    choices that named alternatives, which no other choice reads."""
    kept: list[Ability] = []
    named: list[str] = []
    seen: set[tuple[tuple[str, ...], str | None]] = set()
    for ability in abilities:
        if ability.alternative is None:
            kept.append(ability)
            continue
        group = (ability.alternatives, ability.cost)
        if group in seen:
            continue
        seen.add(group)
        number, choice = _named_alternative(ability.alternatives, term)
        options = [a for a in pool if (a.alternatives, a.cost) == group]
        if choice is None and (read := _reads_a_choice_made(options, term)) is not None:
            number, choice = read, ""  # "[red]": the alternative that reads a chosen color
        if choice is None:
            others = " or ".join(map(alternative_bracket, ability.alternatives[1:]))
            player.unmodelled.append(
                f"{name} ({term.where()}): a choice is made as it resolves "
                f"({' or '.join(ability.alternatives)}) and the scenario names none, so I took "
                f"the first, {alternative_bracket(ability.alternatives[0])}; name another with "
                f"{others} "
                "or [choice N]."
            )
        elif choice:
            named.append(choice)
        kept.extend(
            a for a in pool if (a.alternatives, a.cost) == group and a.alternative == number
        )
    return kept, named


def _reads_a_choice_made(options: list[Ability], term: Term) -> int | None:
    """The one alternative that reads a choice the term makes (``[red]`` for "protection
    from artifacts or from the color of your choice"), or ``None``."""
    kinds = [made[0] for choice in term.choices if (made := choice_made(choice)) is not None]
    reading = [a.alternative for a in options if any(_reads_choice(a, k) for k in kinds)]
    return reading[0] if len(reading) == 1 else None


def names_alternative(ability: Ability, term: Term) -> bool:
    """Whether a bracket of the term names one of the ability's alternatives by its words."""
    words = {_alternative_key(w) for w in ability.alternatives}
    return any(_alternative_key(choice) in words for choice in term.choices)


def _named_alternative(words: tuple[str, ...], term: Term) -> tuple[int, str | None]:
    """Which alternative a bracket names (its words, or ``choice N``), and the bracket."""
    wanted = [_alternative_key(w) for w in words]
    for choice in term.choices:
        key = _alternative_key(choice)
        if key in wanted:
            return wanted.index(key) + 1, choice
        number = re.fullmatch(r"choice (\d+)", key)
        if number and 1 <= int(number.group(1)) <= len(words):
            return int(number.group(1)), choice
    return 1, None


def _alternative_key(words: str) -> str:
    return re.sub(r"^(?:an?|the) ", "", words.strip().casefold().replace("−", "-"))


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
        if isinstance(amount, Formula) and amount.of == "chosen_x"
    }
    for fact in sorted(facts):
        player.unmodelled.append(
            f"{name} ({term.where()}): X is {fact}, which the scenario doesn't say, so it "
            f"counted as 0. Give it with [x N], e.g. {term.name or name} [x 3]."
        )


def note_unused_choices(player: ScenarioPlayer, term: Term) -> None:
    """A choice in brackets that nothing the term's card reads (``[x 5]`` on Huntmaster
    Liger, whose X counts its mutations; ``[black]`` on a card that chooses no color) goes
    into ``unmodelled``, never dropped silently."""
    chosen = [(c, made[0]) for c in term.choices if (made := choice_made(c)) is not None]
    chosen += [(c, _REVEALED) for c in term.choices if c.partition(":")[0].strip() == "revealed"]
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
    where = f"{cards[0].name} ({term.where()})" if cards else term.where()
    where = where[:1].upper() + where[1:]
    what = f"of {cards[0].name} that I carry out" if cards else "in this term"
    for choice, kind in chosen:
        if not any(_reads_choice(card, kind) or _enters_with_x(card, kind) for card in cards):
            player.unmodelled.append(
                f"{where}: “[{choice.strip()}]” was not used: nothing {what} reads a chosen "
                f"{kind.name}{kind.why_unused}."
            )


def _enters_with_x(card: Card, kind: ChoiceKind) -> bool:
    """An X a card reads as the number of counters it enters with (614.1c, 107.3)."""
    return kind.field == "x" and entering_counters(card, None).reads_x


#: Terms whose name is a card's (not a token's or a damage amount's).
_NAMES_A_CARD = frozenset({"card", "activate", "trigger", "mutate"})


#: The choices of a subtype an ability may ask for; a chosen one of the other kind is unread.
_SUBTYPE_ASKS = frozenset({"creature_type", "basic_land_type"})


def _reads_choice(value: object, kind: ChoiceKind) -> bool:
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
    if isinstance(value, TextChangeEffect):
        return kind.field == "text_change"
    if isinstance(value, Condition) and value.revealed is not None:  # "If it's a land card"
        return kind.field == "revealed"
    if isinstance(value, BaseModel):
        return _model_reads(value, kind)
    if isinstance(value, tuple | list):
        return any(_reads_choice(item, kind) for item in value)
    return False


def _model_reads(value: BaseModel, kind: ChoiceKind) -> bool:
    """A model reads the choice when one of the kind's flags is set on it or on a model in
    one of its fields."""
    if any(getattr(value, flag, False) is True for flag in kind.flags):
        return True
    return any(_reads_choice(getattr(value, name), kind) for name in type(value).model_fields)


#: (id of an ability, kind) -> (the ability, whether it reads that kind): every resolving
#: term asks this of the same few abilities, and the walk through their models is costly.
_ABILITY_READS: dict[tuple[int, str], tuple[Ability, bool]] = {}


def _ability_reads(ability: Ability, kind: ChoiceKind) -> bool:
    """:func:`_reads_choice` for one ability, worked out once (abilities are immutable; the
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


def fill_graveyard(player: ScenarioPlayer, value: str, term: Term) -> None:
    if all_type_words(value):
        for word in value.replace(",", " ").split():
            player.game.graveyard_types.add(_TYPE_WORDS[word.casefold()])
        return
    for card in _cards_in(player, value, term):
        player.game.graveyard_types.update(card.types)


def choose_copy(
    player: ScenarioPlayer, obj: GameObject | None, choices: Choices, value: str, term: Term
) -> None:
    copier = next(
        (
            ability
            for ability in (obj.card.abilities if obj else ())
            if any(e.kind == "copy" for e in ability.effects)
        ),
        None,
    )
    if (
        obj is not None
        and copier is not None
        and any(isinstance(e, CopyEffect) and e.token for e in copier.effects)
    ):
        token_copy(player, obj, copier, player.card(value, term), term)
        return
    try:  # a permanent of that name, a token too ("[copy: Soldier]", 707.2)
        choices.copy_of = player.find_permanent(value, term, exclude=obj.id if obj else None).id
    except ScenarioError:
        card = player.card(value, term)
        original = player.enter(card, term, term.position - 1)
        player.notes.append(f"{card.name} was put onto the battlefield so it can be copied.")
        choices.copy_of = original.id


def token_copy(
    player: ScenarioPlayer, source: GameObject, ability: Ability, card: Card, term: Term
) -> None:
    """The Scarab God-style ability: exile the card, make a token copy of it (or, for a
    copy of a permanent, copy the named permanent where it stays)."""
    if any(isinstance(e, CopyEffect) and e.original == "permanent" for e in ability.effects):
        try:
            original = player.find_permanent(card.name, term, exclude=source.id)
        except ScenarioError:
            if card.name != source.card.name:
                raise
            original = source  # "create a token that's a copy of this creature"
        token_copy_of_permanent(
            player, f"{source.card.name}'s ability", source.id, ability, original, term
        )
        return
    exiled = player.enter(card, term, term.position - 1)
    exiled.zone = "exile"
    copy_exiled_card(player, source, ability, exiled, term)


def copy_exiled_card(
    player: ScenarioPlayer, source: GameObject, ability: Ability, exiled: GameObject, term: Term
) -> None:
    """The token copy of a card the ability exiled (707.2: a card's copiable values are its
    printed ones), under the ability's controller (111.2)."""
    _make_token_copy(
        player, ability, exiled, term,
        source_name=f"{source.card.name}'s ability", source_id=source.id,
        note=f"{source.card.name}'s ability exiled {exiled.card.name} and made a token copy of it.",
        owned_by_controller=True,
    )  # fmt: skip


def token_copy_of_permanent(
    player: ScenarioPlayer,
    source_name: str,
    source_id: int | None,
    ability: Ability,
    original: GameObject,
    term: Term,
) -> None:
    """A token that's a copy of a permanent (707.2, 111.3; populate, 701.36a): the token
    enters under the ability's controller and the copy effect gives it the copiable values
    of ``original``, which stays on the battlefield; "create five of those tokens" makes five."""
    copies = max((e.tokens for e in ability.effects if isinstance(e, CopyEffect)), default=1)
    counted = next((e.tokens_counted for e in ability.effects if isinstance(e, CopyEffect)), None)
    if counted is not None:  # "for each flip you won" (Mirror March): the scenario says
        stated = stated_x(term)
        if stated is None:
            raise ScenarioError(
                f"In {term.where()}: say {counted.fact or 'how many'} with [x N].",
                f"For example: {term.text} [x 2]",
            )
        copies = stated
        if not copies:
            player.notes.append(f"{source_name} made no token copy ({counted.fact}: 0).")
    for index in range(1, copies + 1):
        count = f" ({index} of {copies})" if copies > 1 else ""
        # each token gets a copy effect of its own (an effect is keyed by its ability object)
        own = ability if index == 1 else ability.model_copy()
        _make_token_copy(
            player, own, original, term,
            source_name=source_name, source_id=source_id,
            note=f"{source_name} made a token copy of {original.card.name}{count}.",
        )  # fmt: skip


def _make_token_copy(
    player: ScenarioPlayer,
    ability: Ability,
    original: GameObject,
    term: Term,
    *,
    source_name: str,
    source_id: int | None,
    note: str,
    owned_by_controller: bool = False,
) -> None:
    """A token of ``original``'s card that the ability's copy effect makes a copy of it;
    "it" and "that token" in the rest of the ability mean this token (``made_token``)."""
    token = player.enter(original.card, term, term.position - 1, token=True)
    player.made_token = token.id
    if source_id is not None:
        token.controller = player.game.objects[source_id].controller
        if owned_by_controller:
            token.owner = token.controller
    player.notes.append(note)
    from engine.scenario.resolve import add_effects  # resolve reads choices too

    add_effects(
        player,
        source_name=source_name,
        ability=ability,
        affected=[token.id],
        term=term,
        timestamp=term.position - 1,
        source_id=source_id,
        choices=Choices(copy_of=original.id),
    )
    copy_enters_with_counters(player, token, original.id, [ability], term)


def _two_words(choice: str) -> tuple[str, str] | None:
    for separator in (" to ", "->", "→"):
        if separator in choice:
            old, _, new = choice.partition(separator)
            if old.strip() and new.strip() and " " not in old.strip() + new.strip():
                return old.strip(), new.strip()
    return None


def _turn_fact(text: str) -> tuple[str, int] | None:
    """``[cards drawn 2]`` / ``[crimes committed]`` (1): a fact about this turn that a
    condition asks (the keys of ``engine/oracle/this_turn.toml``), with its count."""
    found = re.fullmatch(r"(?P<key>.+?)(?: (?P<n>\d{1,3}))?", text)
    if found is None or found["key"] not in turn_facts():
        return None
    return found["key"], int(found["n"] or 1)


def _labelled_number(text: str, labels: tuple[str, ...]) -> int | None:
    for label in labels:
        rest = text.removeprefix(label).strip().lstrip("=").strip()
        if text.startswith(label) and rest.lstrip("-").isdigit() and len(rest) < 8:
            return int(rest)
    return None


def check_text_change(
    spec: TextChangeEffect, pair: tuple[str, str], source_name: str, term: Term
) -> None:
    """A chosen ``[old to new]`` the effect can't make is refused, never applied to the
    wrong words (612.2)."""
    problem = text_change_problem(spec, pair)
    if problem is not None:
        raise ScenarioError(
            f"In {term.where()}: {source_name} can't change “{pair[0]}” to “{pair[1]}”: {problem}.",
            f"Name two words it can swap, e.g. [{example_pair(spec)}].",
        )
