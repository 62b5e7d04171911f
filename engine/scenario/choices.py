"""Choices in brackets after a term (``[Goblin]``, ``[x 3]``, ``[graveyard: ...]``, ...).

A choice is made for an object as it enters (a color for Painter's Servant, a creature
type for Conspiracy), for a spell or ability as it resolves (one of its alternatives,
608.2d), or says something about the game (``[opponent's turn]``, ``[life 12]``). A word
that is no choice this model knows is refused, never guessed at (a creature type must be a
real one, 205.3m). The kinds of choice and the check that each is read are in
:mod:`engine.scenario.choice_kinds`; copies made by a choice, in :mod:`engine.scenario.copies`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.cards import (
    CARD_TYPES,
    Ability,
    Card,
    Color,
    TextChangeEffect,
)
from engine.errors import ScenarioError, UnknownCardError
from engine.game.enters import counters_for_exiled
from engine.game.flip import flip, flipped_half
from engine.game.prototype import prototyped
from engine.game.table import SEAT_WORDS
from engine.game.transform import transform
from engine.game.zones import elsewhere
from engine.layers.filters import card_of_type
from engine.layers.gather import KEYWORD_COUNTERS
from engine.layers.text import example_pair, text_change_problem
from engine.objects import Choices, GameObject, Player
from engine.oracle.actions import read_actions
from engine.oracle.cast_facts import is_cast_fact
from engine.oracle.describe import alternative_bracket
from engine.oracle.this_turn import turn_facts
from engine.oracle.triggers import PAID
from engine.scenario.attacks import attacks, blocks
from engine.scenario.choice_kinds import (
    choice_made,
    labelled_number,
    note_missing_choices,
    reads_choice,
)
from engine.scenario.copies import (
    choose_copy,
    copies_a_chosen_permanent,
    copy_enters_with_counters,
    copy_example,
    enters_as_a_copy,
)
from engine.scenario.enters_choices import names_what_enters
from engine.scenario.originals import is_copy_choice
from engine.scenario.parse import Term
from engine.scenario.riot import names_riot_choice
from engine.scenario.team_games import refuse_team_game

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
#: Designations of the game rather than of a player: day and night (728.1).
GAME_DESIGNATIONS = frozenset({"night"})
STATES = (
    "attacking", "blocking", "unblocked", "blocked", "tapped", "monstrous", "renowned",
    "entered this turn", "solved", "stickered", "dealt damage", "devoured",
    "attacked this turn", "blocked this turn",
)  # fmt: skip
#: ``[opponent graveyard: Hill Giant]``, ``[p3 graveyard: ...]``: cards in another
#: player's graveyard (``[graveyard: ...]`` alone is yours).
_PLAYERS_GRAVEYARD = re.compile(r"(?P<who>you|your|p[1-4]|opp|opponent)(?:'s|’s)? graveyard")
#: Choices another step reads: a kicked, overloaded or awakened spell (702.33, 702.96,
#: 702.113), a mutating
#: creature that goes under (702.140), a Vehicle's crew ability (702.122), prowess and
#: evolve among a card's triggers (702.108, 702.100), a creature
#: card cast bestowed (702.103).
_READ_ELSEWHERE = frozenset(
    {"kicked", "overload", "overloaded", "under", "crew", "prowess", "evolve", "bestow", "awaken"}
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


#: What opens a line before its instructions: a cost ("{T}: ") or a trigger condition.
_BEFORE_INSTRUCTIONS = re.compile(r"^(?:[^:\"]*: |(?:[^—]+ — )?(?:When|Whenever|At) [^,]+, )")


def offers_may(card: Card) -> bool:
    """Whether the card offers a "you may" that I carry out as a choice, which ``[did]`` /
    ``[didn't]`` answers (603.5, 608.2d): a continuous effect it may have happen ("you may
    have target creature get -1/-1"), or an instruction of its spell text or of one of its
    abilities ("you may exile target historic permanent you control")."""
    if any(a.alternatives == ("did", "didn't") for a in card.abilities):
        return True
    for line in card.oracle_text.splitlines():
        body = _BEFORE_INSTRUCTIONS.sub("", line)
        actions = read_actions(body, card.name, legendary=card.is_legendary).actions
        if PAID.match(body) or any(a.sentence.casefold().startswith("you may ") for a in actions):
            return True
    return False


def may_answers(card: Card, term: Term) -> list[str]:
    """The term's ``[did]`` / ``[didn't]`` when the card offers a "you may" that I carry out:
    read as the spell or ability resolves (603.5), no other choice."""
    said = [c for c in term.choices if c.strip().casefold() in ("did", "didn't")]
    return said if said and offers_may(card) else []


def apply_choices(player: ScenarioPlayer, obj: GameObject, term: Term) -> None:
    if flipped_half(obj.card, term.name) and not term.chose("flipped"):
        flip_it(player, obj, term)  # "Homura's Essence": the permanent once flipped (710.5)
    for choice in term.choices:
        apply_choice(player, obj, obj.choices, choice, term)
    _as_it_entered(player, obj, term)


def flip_it(player: ScenarioPlayer, obj: GameObject, term: Term) -> None:
    """``[flipped]``, or a flip card named by its bottom half: the permanent is flipped (710.2)."""
    if (why := flip(obj)) is not None:
        raise ScenarioError(
            f"In {term.where()}: {why} (710.1).",
            "[flipped] puts a flip card such as Homura, Human Ascendant on its bottom half.",
        )
    player.notes.append(
        f"{obj.card.own_name} is flipped: {obj.card.faces[1].name}, its bottom half, applies "
        "(710.2: its name, text, types, power and toughness; its color and mana cost stay "
        "the card's, 710.1c)."
    )


def apply_entering_choices(player: ScenarioPlayer, obj: GameObject, term: Term) -> None:
    """For a card the term's spell or ability put onto the battlefield, the term's choices
    that card makes as it enters (614.1c): what it copies (``[copy: Name]``, 707.5), a
    color, a creature type, a card name or a player; the term's others (an X, a mode) are
    the spell's own."""
    statics = [a for a in obj.card.abilities if a.kind == "static"]
    copier = any(  # a clone's original, not another copy the term's spell makes
        a.affects.scope == "self" and any(e.kind == "copy" for e in a.effects) for a in statics
    )
    for choice in term.choices:
        made = choice_made(choice)
        label = choice.partition(":")[0].strip().casefold()
        if (
            (copier and is_copy_choice(choice))
            or label in ("name", "chosen")
            or (made is not None and made[0].field != "x")
        ):
            apply_choice(player, obj, obj.choices, choice, term)
    _as_it_entered(player, obj, term)


def _as_it_entered(player: ScenarioPlayer, obj: GameObject, term: Term) -> None:
    """What its choices made it as it entered: a choice its abilities read and the scenario
    didn't make is said, and so is a copy it may have entered as and didn't; a copy gets
    the counters it enters with (614.1c)."""
    statics = [a for a in obj.card.abilities if a.kind == "static"]
    note_missing_choices(player, obj.card.name, statics, obj.choices, term)
    if obj.choices.copy_of is not None:
        copy_enters_with_counters(player, obj, obj.choices.copy_of, statics, term)
    elif any(s.affects.scope != "self" and copies_a_chosen_permanent(s) for s in statics):
        player.unmodelled.append(
            f"{obj.card.name} ({term.where()}): it makes another permanent a copy of one chosen "
            "as it entered, and the scenario chose none, so it copies nothing (707.2). Name "
            f"the original on this term, e.g. {term.name or obj.card.name} [copy: Serra Angel]."
        )
    elif not obj.face_down and any(map(enters_as_a_copy, statics)):
        size = f", a {obj.card.power}/{obj.card.toughness}" if obj.card.power else ""
        player.unmodelled.append(
            f"{obj.card.name} ({term.where()}): it may enter as a copy and the scenario chose "
            f"nothing to copy, so it entered as itself{size} (707.5, 614.1c). Name the "
            f"original on this term, e.g. {copy_example(obj.card, term.name or obj.card.name)}."
        )


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


def state_graveyards_first(player: ScenarioPlayer, term: Term) -> None:
    """The graveyards a term states (``[graveyard: Hill Giant]``, ``[opponent graveyard size
    4]``), in place before its permanent enters, so a count made as it enters sees them
    (614.1c: Undergrowth Scavenger); each is put in place once."""
    for choice in term.choices:
        if _states_a_graveyard(choice) and (id(term), choice) not in player.stated_first:
            apply_choice(player, None, Choices(), choice, term)
            player.stated_first.add((id(term), choice))


def _states_a_graveyard(choice: str) -> bool:
    label, colon, _ = choice.partition(":")
    if colon:
        return graveyard_owner(label.strip().casefold()) is not None
    sizes = ("graveyard size", "opponent graveyard size")
    return labelled_number(choice.casefold().strip(), sizes) is not None


def apply_choice(
    player: ScenarioPlayer, obj: GameObject | None, choices: Choices, choice: str, term: Term
) -> None:
    if (id(term), choice) in player.stated_first:
        return  # put in place as the term's permanent entered
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
    elif (number := labelled_number(lowered, ("opponent life",))) is not None:
        player.game.opponent_life = number
    elif (number := labelled_number(lowered, ("opponent graveyard size",))) is not None:
        player.game.opponent_graveyard_size = number
    elif (number := labelled_number(lowered, ("opponent poison",))) is not None:
        player.game.opponent_poison = number
    elif (number := labelled_number(lowered, ("graveyard size",))) is not None:
        player.game.graveyard_size = number
    elif re.fullmatch(r"mode \d+", lowered):
        if obj is not None:  # modes are chosen for a modal spell as it is cast
            raise ScenarioError(
                f"In {term.where()}: “[{choice}]” chooses a mode of a modal spell.",
                "Write it after the spell's name, e.g. Boros Charm [mode 3].",
            )
    elif _turn_fact(lowered) is not None:
        state_turn_facts(player, term)
    elif (number := labelled_number(lowered, ("starting life",))) is not None:
        player.game.starting_life = number
    elif (number := labelled_number(lowered, ("opponent hand", "p2 hand"))) is not None:
        player.game.opponent_hand_size = number
    elif (number := labelled_number(lowered, ("p3 hand", "p4 hand"))) is not None:
        seat = Player.THIRD if lowered.startswith("p3") else Player.FOURTH
        if seat not in player.game.players:
            raise ScenarioError(
                f"In {term.where()}: “[{choice}]” gives {seat.value}'s hand, and this game has "
                f"no {seat.value}.",
                "Say how many play first, e.g. [players 4] on the first term.",
            )
        player.game.other_hand_sizes[seat] = number  # a third or fourth player's (102.1)
    elif (number := labelled_number(lowered, ("experience",))) is not None:
        player.game.experience[term.seat()] = number  # the term's player's counters (122.1)
    elif (number := labelled_number(lowered, ("speed",))) is not None:
        state_speed(player, term, number)
    elif (number := labelled_number(lowered, ("foretold",))) is not None:
        player.game.foretold[term.seat()] = number  # the term's player's (702.143a)
    elif lowered.replace("’", "'") in _DESIGNATIONS:
        designation = _DESIGNATIONS[lowered.replace("’", "'")]
        holder = None if designation in GAME_DESIGNATIONS else term.seat()
        player.game.designations.add((holder, designation))
        if designation == "max speed":
            player.game.speed[term.seat()] = MAX_SPEED
    elif lowered in ("opponent's turn", "opponents turn", "opponent’s turn"):
        player.table.active = player.game.active = Player.OPPONENT
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
    elif colon and label == "chosen" and obj is not None and value.casefold() in SEAT_WORDS:
        obj.choices.chosen_player = SEAT_WORDS[value.casefold()]  # "choose an opponent"
        player.table.require(obj.choices.chosen_player, term.where(), ", so can't be chosen")
    elif colon and label == "turn" and value.casefold() in SEAT_WORDS:
        player.table.active = player.game.active = SEAT_WORDS[value.casefold()]
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
        cards = []
        for card in _cards_in(player, value, term):
            exiled = elsewhere(player.game, card, term.seat(), "exile", term.position - 1)
            obj.exiled.append(exiled.id)
            cards.append(exiled)
        counters_for_exiled(obj, cards, term.position - 1)  # Mimeoplasm, Revered One
    elif colon and label == "copy":
        choose_copy(player, obj, choices, value, term)
    elif colon and label == "revealed":
        # the card a resolving ability revealed from its player's library (701.20a); its
        # power and toughness are what "that card's power" reads (Amplifire)
        card = player.card(value, term)
        choices.revealed = elsewhere(player.game, card, term.seat(), "library", term.position).id
    elif lowered == "transformed" and obj is not None:
        if (why := transform(obj)) is not None:
            raise ScenarioError(
                f"In {term.where()}: {why} (701.27a, 701.27g).",
                "[transformed] puts the back face of a card such as Delver of Secrets up.",
            )
        player.notes.append(
            f"{obj.card.name} is transformed: its back face, {obj.card.faces[1].name}, is up "
            "(712.8e: its characteristics, with its front face's mana value)."
        )
    elif lowered == "flipped" and obj is not None:
        flip_it(player, obj, term)
    elif lowered == "prototype" and obj is not None:
        if (values := prototyped(obj.card)) is None:
            raise ScenarioError(
                f"In {term.where()}: {obj.card.name} has no prototype (702.160a).",
                "[prototype] casts a card such as Phyrexian Fleshgorger for its prototype cost.",
            )
        obj.own_values = values
        player.notes.append(
            f"{obj.card.name} was cast prototyped: a {values.power}/{values.toughness} with "
            f"mana cost {values.mana_cost}, which a copy of it copies (718.3b, 718.3d)."
        )
    elif lowered == "keep" and obj is not None:
        player.kept.add(obj.id)  # its controller keeps it under the legend rule (704.5j)
    elif lowered in STATES and obj is not None:
        obj.states.add(lowered)
        if lowered in ("attacking", "unblocked", "blocked"):
            attacks(player, obj, None, term)  # a player: whom "attacking you" reads (506.4)
        if lowered == "blocking":
            obj.states.add("blocked this turn")  # (509.1: it blocked as blockers were declared)
    elif colon and label == "attacking" and obj is not None:
        attacks(player, obj, value, term)
    elif colon and label == "blocking" and obj is not None:
        blocks(player, obj, value, term)
    elif lowered in ("face down", "face-down") and obj is not None:
        obj.face_down = True
    elif lowered == "commander" and obj is not None:
        obj.states.add("commander")
    elif lowered == "token" and obj is not None:
        obj.is_token = True
        obj.states.add("token")
    elif (number := labelled_number(lowered, ("life",))) is not None:
        player.game.life = number
    elif (number := labelled_number(lowered, ("hand",))) is not None:
        player.game.hand_size = number
    elif names_riot_choice(player, obj, choice):
        pass  # read once it has entered (engine.scenario.riot)
    elif names_what_enters(player, obj.card if obj else None, choice, term):
        pass  # read as it enters (engine.scenario.enters_choices)
    elif (made := choice_made(choice)) is not None:
        setattr(choices, made[0].field, made[1])
        if isinstance(made[1], Color):  # "the color or colors of your choice": each one named
            choices.colors = (*choices.colors, made[1])
    elif (pt := re.fullmatch(r"(?:(\d+|an?) )?([+-]\d+/[+-]\d+) counters?", lowered)) and obj:
        count = pt.group(1) if pt.group(1) and pt.group(1).isdigit() else "1"
        counters = f"{count} {pt.group(2)} counter{'s' if count != '1' else ''}"
        raise ScenarioError(  # a P/T counter has its own term, which says when it was put
            f"In {term.where()}: +1/+1 and -1/-1 counters are a term of their own, not a "
            "choice in brackets.",
            f"Write “+ {counters} -> {obj.card.name}”: a counter term goes on the subject "
            "unless its arrow names another permanent.",
        )
    elif lowered in ("did", "didn't") and obj is not None and offers_may(obj.card):
        pass  # read by the ability or spell that offers it, as it resolves (603.5)
    elif lowered in ("did", "didn't"):  # left over: no "you may ... If you do" read it
        raise ScenarioError(
            f"In {term.where()}: “[{choice}]” says whether a player did what a “you may ...” "
            "offered, and nothing on this term that I carry out asks it (an “If you do, ...” "
            "after a “you may”, or a “you may have ...”, in a spell or an ability that "
            "resolves here).",
            "Leave it out: a “you may” I don't carry out is listed as a warning instead.",
        )
    else:
        refuse_team_game(choice, term)
        raise ScenarioError(
            f"In {term.where()}: I don't understand the choice “[{choice}]”"
            + (" (it is no creature type)." if " " not in lowered else "."),
            "Choices look like [Goblin], [black], [power 1], [x 3], [unblocked], "
            "[graveyard: creature instant land], [graveyard size 7], [opponent's turn], "
            "[2 oil counters], [exile: Tarmogoyf], [copy: Grizzly Bears], [black to green], "
            "[name: Lightning Bolt], [owner: opp], [turn: p3], [players 4], [overload], "
            "[p3 graveyard: Hill Giant], [bestow], [prototype], [cards drawn 2], "
            "[starting life 40], [opponent hand 3], [p3 hand 4], [experience 2], "
            "[revealed: Serra Angel].",
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
    reading = [a.alternative for a in options if any(reads_choice(a, k) for k in kinds)]
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


def named_alternative(words: tuple[str, ...], term: Term) -> int | None:
    """The number of the alternative a bracket of the term names (608.2d), or ``None``."""
    number, choice = _named_alternative(words, term)
    return number if choice is not None else None


def _alternative_key(words: str) -> str:
    return re.sub(r"^(?:an?|the) ", "", words.strip().casefold().replace("−", "-"))


def fill_graveyard(player: ScenarioPlayer, value: str, term: Term) -> None:
    if all_type_words(value):
        for word in value.replace(",", " ").split():
            player.game.graveyard_types.add(_TYPE_WORDS[word.casefold()])
        return
    for card in _cards_in(player, value, term):
        player.game.graveyard_types.update(card.types)


def state_turn_facts(player: ScenarioPlayer, term: Term) -> None:
    """The facts about this turn a term states (``[opponents dealt damage]``), for its player;
    in place before its permanent enters, which may ask one (bloodthirst, 614.1c)."""
    for choice in term.choices:
        if (fact := _turn_fact(choice.casefold().strip())) is not None:
            player.game.this_turn[(term.seat(), fact[0])] = fact[1]


def _turn_fact(text: str) -> tuple[str, int] | None:
    """``[cards drawn 2]`` / ``[crimes committed]`` (1): a fact about this turn that a
    condition asks (the keys of ``engine/oracle/this_turn.toml``), with its count."""
    found = re.fullmatch(r"(?P<key>.+?)(?: (?P<n>\d{1,3}))?", text)
    if found is None or found["key"] not in turn_facts():
        return None
    return found["key"], int(found["n"] or 1)


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


#: The highest speed a player can have, and the one that is "max speed" (702.179d-e).
MAX_SPEED = 4


def state_speed(player: ScenarioPlayer, term: Term, number: int) -> None:
    """The term's player's speed (702.179); at 4 they have max speed (702.179e), so
    ``[speed 4]`` and ``[max speed]`` say one thing; above 4 it can't go (702.179d)."""
    if number > MAX_SPEED:
        raise ScenarioError(
            f"In {term.where()}: a player's speed is at most {MAX_SPEED} (702.179d).",
            f"Write [speed {MAX_SPEED}] or [max speed].",
        )
    player.game.speed[term.seat()] = number
    if number == MAX_SPEED:
        player.game.designations.add((term.seat(), "max speed"))
