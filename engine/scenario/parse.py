"""The ``!layers`` scenario language: text -> a list of :class:`Term`.

A scenario is terms joined by ``+`` in timestamp order; the first is the subject::

    Axebane Beast + Invert + Bedeck
    Inkfathom Witch [unblocked] + Helm of the Ghastlord + activate Inkfathom Witch
    Grizzly Bears + 2 -1/-1 counters + opp: Control Magic + Giant Growth -> Control Magic

>>> [t.kind for t in parse_scenario("3/4 + switch + +3/-3")]
['vanilla', 'switch', 'modify']
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

from engine.errors import ScenarioError
from engine.objects import Player

MAX_TERMS = 60
MAX_NUMBER = 1_000_000

TermKind = Literal[
    "card",
    "activate",
    "trigger",
    "attach",
    "mutate",
    "counter",
    "modify",
    "base",
    "switch",
    "lose_all",
    "gain",
    "vanilla",
    "destroy",
    "exile",
    "bounce",
    "sacrifice",
    "blink",
    "face_up",
    "unlock",
    "damage",
    "end_turn",
    "concede",
    "elsewhere",
]

#: A ``+`` separates terms unless it is the sign of a number (``+1/+1``, ``+X``).
_SEPARATOR = re.compile(r"(?<![/\w])\+(?![\dXx])|(?<=\s)\+(?=\s)")
_BRACKETS = re.compile(r"\[([^\[\]]*)\]")
_TARGET = re.compile(r"\s*(?:->|→|=>)\s*(?P<target>[^\[\]]+?)\s*$")
_PT = r"([+-−]?\d+)/([+-−]?\d+)"
_COUNTER = re.compile(
    r"^(?:(?P<count>\d+)\s*x?\s+)?(?P<kind>[+-]\d+/[+-]\d+|[a-z][a-z ]*?)\s+counters?$", re.I
)
_MODIFY = re.compile(rf"^{_PT}$")
_BASE = re.compile(rf"^base\s+(?:p/?t\s+)?{_PT}$", re.I)
_VANILLA = re.compile(r"^(\d+)/(\d+)(?:\s+creature)?$", re.I)
_GAIN = re.compile(r"^(?:gains?|has)\s+(?P<keyword>[a-z][a-z ]+)$", re.I)
_LOSE_ALL = re.compile(r"^loses?\s+all\s+abilities$", re.I)
_SWITCH = re.compile(r"^switch(?:\s+p/?t|\s+power and toughness)?$", re.I)
_VERB = re.compile(r"^(?P<verb>activate|trigger|attach|equip|fortify|mutate)\s+", re.I)
_PLAYER = re.compile(r"^(?P<who>you|p[1-4]|opp|opponent)\s*:\s*", re.I)
#: Who a term's ``p3:`` prefix names (``opp:`` and ``p2:`` are the opponent, B).
PLAYERS = {"you": "you", "p1": "you", "opp": "opponent", "opponent": "opponent",
           "p2": "opponent", "p3": "p3", "p4": "p4"}  # fmt: skip
SEAT_OF = {player.value: player for player in Player}
_ZONE_CHANGE = re.compile(
    r"^(?P<verb>destroy|exile|bounce|sacrifice|blink|turn face up|turn face-up|unlock)\s+", re.I
)
_DAMAGE = re.compile(r"^(?P<amount>\d+)\s+damage$", re.I)
_END_TURN = re.compile(r"^end (?:the |of )?turn$", re.I)
_CONCEDE = re.compile(r"^(?:concedes?|leaves? the game)$", re.I)
_FACE_DOWN = re.compile(r"^(?:face[- ]down|morph|manifest(?:ed)?)\s+", re.I)
_SEAT_NUMBER = re.compile(r"p(\d+)", re.I)
_SEAT_PREFIX = re.compile(r"p(\d+)\s*:", re.I)
_ANY_BRACKET = re.compile(r"[\[\]]")
#: ``hand: Name``, ``stack: Name``: a card put into a zone other than the battlefield (a
#: spell on the stack, a card in a hand, library, graveyard or exile, a commander in the
#: command zone), where effects that name that zone reach it (611.3a).
_ELSEWHERE = re.compile(r"^(?P<zone>stack|hand|library|graveyard|exile|command)\s*:\s*", re.I)
_BARE_ZONE_VERB = re.compile(
    r"(?:destroy|exile|bounce|sacrifice|blink|turn face[- ]up|unlock)", re.I
)


@dataclass(frozen=True)
class Term:
    """One ``+``-separated part of a scenario, as written and as understood."""

    position: int
    text: str
    kind: TermKind
    name: str = ""
    opponent: bool = False
    #: Who controls the permanent, casts the spell, activates or concedes: "you",
    #: "opponent", "p3" or "p4" (``opponent`` is true for every player but you).
    player: str = "you"
    face_down: bool = False
    choices: tuple[str, ...] = ()
    target: str | None = None
    count: int = 1
    counter: str = ""
    power: int = 0
    toughness: int = 0
    keyword: str = ""
    #: Where an ``elsewhere`` term puts its card: stack, hand, library, graveyard, exile or
    #: command (a commander).
    zone: str = ""

    def seat(self) -> Player:
        """The player the term's prefix names (you when there is none)."""
        return SEAT_OF[self.player]

    def where(self) -> str:
        """How error messages point at this term."""
        return f"term {self.position} (“{self.text}”)"

    def chose(self, word: str) -> bool:
        """Whether a bracket of the term is that word alone (``[kicked]``, ``[awaken]``)."""
        return any(choice.strip().casefold() == word for choice in self.choices)


#: ``Name #2``: the second permanent with that name to have entered.
NUMBERED = re.compile(r"(.*?)\s*#\s*(\d{1,3})")


def without_number(name: str) -> str:
    """``Grizzly Bears #2`` -> ``Grizzly Bears`` (the number picks one of several)."""
    numbered = NUMBERED.fullmatch(name.strip())
    return numbered.group(1) if numbered else name.strip()


def _number(text: str, term: str) -> int:
    digits = text.replace("−", "-").lstrip("+-")
    value = int(text.replace("−", "-")) if len(digits) <= len(str(MAX_NUMBER)) else MAX_NUMBER + 1
    if abs(value) > MAX_NUMBER:
        raise ScenarioError(
            f"A number in “{term[:40]}” is beyond {MAX_NUMBER:,}, the largest I handle.",
            "Use a realistic number; P/T beyond a million changes no ruling.",
        )
    return value


def _check_brackets(text: str) -> None:
    depth = 0
    for bracket in _ANY_BRACKET.finditer(text):
        index, char = bracket.start(), bracket.group()
        if char == "[":
            depth += 1
            if depth > 1:
                raise ScenarioError(
                    f"Brackets can't be nested (at character {index + 1}).",
                    "Write each choice in its own brackets: Tarmogoyf [graveyard: creature land]",
                )
        elif char == "]":
            depth -= 1
            if depth < 0:
                raise ScenarioError(
                    f"There is a “]” without its “[” at character {index + 1}.",
                    "Choices go in square brackets after a card: Conspiracy [Goblin]",
                )
    if depth:
        raise ScenarioError(
            "A “[” is never closed.", "Close every choice: Painter's Servant [black]"
        )


def split_terms(text: str) -> list[str]:
    """The raw terms of a scenario, split on the ``+`` that are not number signs."""
    _check_brackets(text)
    parts = [part.strip() for part in _SEPARATOR.split(text)]
    if not any(parts):
        raise ScenarioError(
            "The scenario is empty.", "Example: !layers Axebane Beast + Invert + Bedeck"
        )
    if len(parts) > MAX_TERMS:
        raise ScenarioError(
            f"That scenario has {len(parts)} terms; I take at most {MAX_TERMS}.",
            "Split it into smaller questions.",
        )
    for position, part in enumerate(parts, 1):
        if not part:
            raise ScenarioError(
                f"Term {position} is empty (two “+” in a row, or one at an end).",
                "Remove the extra “+”.",
            )
    return parts


def parse_term(position: int, raw: str) -> Term:
    """Understand one term; raise a :class:`ScenarioError` that points at it."""
    choices = tuple(choice.strip() for choice in _BRACKETS.findall(raw) if choice.strip())
    body = _BRACKETS.sub(" ", raw)
    target = None
    if match := _TARGET.search(body):
        target = match.group("target").strip()
        body = body[: match.start()]
    body = " ".join(body.split())
    player = "you"
    aimed = _SEAT_NUMBER.fullmatch(target or "")
    if (seat := _SEAT_PREFIX.match(body) or aimed) and not 1 <= int(seat.group(1)) <= 4:
        raise ScenarioError(
            f"In term {position} (“{raw.strip()}”): a scenario has at most four players, "
            f"so there is no p{seat.group(1)}.",
            "The players are you, opp (p2), p3 and p4.",
        )
    if who := _PLAYER.match(body):
        player = PLAYERS[who.group("who").casefold()]
        body = body[who.end() :]
    opponent = player != "you"
    face_down = bool(_FACE_DOWN.match(body))
    body = _FACE_DOWN.sub("", body)
    if not body:
        raise ScenarioError(
            f"Term {position} (“{raw.strip()}”) has no card or effect in it.",
            "Each term is a card name, a counter, or an effect such as +2/+2 or switch.",
        )
    kind, fields = _understood(position, raw, body, choices)
    return Term(
        position,
        raw.strip(),
        kind,
        **{
            "name": body,
            "opponent": opponent,
            "player": player,
            "face_down": face_down,
            "choices": choices,
            "target": target,
            **fields,
        },
    )


def _understood(
    position: int, raw: str, body: str, choices: tuple[str, ...]
) -> tuple[TermKind, dict[str, Any]]:
    """What kind of term ``body`` is, and the fields its kind fills (a card by default);
    the term is built once from them (a frozen dataclass copied for every kind cost a
    tenth of a 30-term game)."""
    if position == 1 and (match := _VANILLA.match(body)):
        return "vanilla", {"power": _number(match[1], body), "toughness": _number(match[2], body)}
    if ":" in body and (match := _ELSEWHERE.match(body)):
        name = body[match.end() :].strip()
        if not name:
            raise ScenarioError(
                f"In term {position} (“{raw.strip()}”): say which card.",
                f"Name it after the colon: {match.group('zone').lower()}: Grizzly Bears",
            )
        zone = match.group("zone").lower()
        unused = [c for c in choices if c.casefold() != "commander"]  # a card's designation
        if unused and zone != "stack":  # nothing makes a choice there: never dropped
            # (a spell's brackets say how it was cast: engine.scenario.spells_cast)
            raise ScenarioError(
                f"In term {position} (“{raw.strip()}”): a card put in {zone} takes no brackets "
                f"but [commander], so [{unused[0]}] would apply to nothing.",
                "Put choices on a permanent that enters or a spell that resolves, and facts "
                "about the game ([life 12], [opponent's turn]) on another term: "
                "Conspiracy [Elf] + hand: Grizzly Bears",
            )
        return "elsewhere", {"name": name, "zone": zone}
    if _BARE_ZONE_VERB.fullmatch(body):
        raise ScenarioError(
            f"In term {position} (“{raw.strip()}”): say which permanent.",
            f"Name it after the word: {body} Grizzly Bears",
        )
    if match := _ZONE_CHANGE.match(body):
        verb = match.group("verb").casefold()
        kind = "face_up" if verb.startswith("turn") else verb
        return kind, {"name": body[match.end() :].strip()}  # type: ignore[return-value]
    if match := _DAMAGE.match(body):
        return "damage", {"count": _number(match.group("amount"), body)}
    if _END_TURN.match(body):
        return "end_turn", {}
    if _CONCEDE.match(body):
        return "concede", {}
    if match := _COUNTER.match(body):
        count = _number(match.group("count") or "1", body)
        return "counter", {"counter": match.group("kind").lower(), "count": count}
    if match := _MODIFY.match(body):
        return "modify", {"power": _number(match[1], body), "toughness": _number(match[2], body)}
    if match := _BASE.match(body):
        return "base", {"power": _number(match[1], body), "toughness": _number(match[2], body)}
    if _SWITCH.match(body):
        return "switch", {}
    if _LOSE_ALL.match(body):
        return "lose_all", {}
    if match := _GAIN.match(body):
        return "gain", {"keyword": match.group("keyword").lower()}
    if match := _VERB.match(body):
        verb = match.group("verb").lower()
        kind = verb if verb in ("activate", "trigger", "mutate") else "attach"
        return kind, {"name": body[match.end() :]}  # type: ignore[return-value]
    return "card", {}


def parse_scenario(text: str) -> list[Term]:
    """All terms of a scenario, or a :class:`ScenarioError` naming the bad one."""
    return [parse_term(position, raw) for position, raw in enumerate(split_terms(text), 1)]
