"""Commander deck rules (CR 903): identity, basic land types, size, singleton, commanders.

Pure functions over :class:`~engine.cards.Card`; the bot resolves names and reads
the banned list, then asks :func:`check_deck`.

>>> from engine.cards import Card
>>> add_commander_tax("{1}{G}{W}{U}", times_cast=2)
'{5}{G}{W}{U}'
>>> badlands = Card(name="Badlands", types=("Land",), subtypes=("Swamp", "Mountain"),
...                 oracle_text="({T}: Add {B} or {R}.)")
>>> identity_verdict(badlands, (Color.GREEN,)).legal
False
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.cards import BASIC_LAND_MANA, BASIC_LAND_TYPES, COLOR_ORDER, Card, Color
from engine.identity import color_identity, strip_reminder_text, symbol_colors
from engine.names import normalize_name

DECK_SIZE = 100
COLOR_LETTER = {
    Color.WHITE: "W",
    Color.BLUE: "U",
    Color.BLACK: "B",
    Color.RED: "R",
    Color.GREEN: "G",
}
_LETTER_COLOR = {letter: color for color, letter in COLOR_LETTER.items()}
_ADD = re.compile(r"\badd\b[^.]*", re.IGNORECASE)
_NUMBERS = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}


def symbols(colors: Sequence[Color]) -> str:
    """``(white, blue)`` -> ``"{W}{U}"``; colorless -> ``"colorless"``."""
    ordered = [c for c in COLOR_ORDER if c in colors]
    return "".join(f"{{{COLOR_LETTER[c]}}}" for c in ordered) or "colorless"


def possessive(name: str) -> str:
    """``"Goblin Piker's"``, but ``"Relentless Rats'"``."""
    return name + ("'" if name.endswith("s") else "'s")


def color_words(colors: Sequence[Color]) -> str:
    ordered = [c.value for c in COLOR_ORDER if c in colors]
    if not ordered:
        return "colorless"
    return ordered[0] if len(ordered) == 1 else ", ".join(ordered[:-1]) + " and " + ordered[-1]


# --- Commander tax (903.8) ----------------------------------------------------------


def commander_tax(times_cast: int) -> int:
    """{2} more for each previous time it was cast from the command zone (903.8)."""
    if times_cast < 0:
        raise ValueError("times_cast must be 0 or more")
    return 2 * times_cast


def add_commander_tax(mana_cost: str, times_cast: int) -> str:
    """The cost with the tax folded into its generic part: ``{1}{G}`` taxed once is ``{3}{G}``."""
    tax = commander_tax(times_cast)
    if tax == 0:
        return mana_cost
    parts = re.findall(r"\{[^}]*\}", mana_cost)
    generic = [i for i, part in enumerate(parts) if part[1:-1].isdigit()]
    if generic:
        i = generic[0]
        parts[i] = f"{{{int(parts[i][1:-1]) + tax}}}"
    else:
        variables = sum(1 for part in parts if part in {"{X}", "{Y}", "{Z}"})
        parts.insert(variables, f"{{{tax}}}")
    return "".join(parts)


# --- Color identity and basic land types -----------------------------------------------


def _faces(card: Card) -> tuple[Card, ...]:
    return card.faces or (card,)


def identity_sources(card: Card) -> list[str]:
    """Where each color of the identity comes from, in words (903.4, 903.4c-e)."""
    found: list[str] = []
    for face in _faces(card):
        label = f"{face.name}: " if card.faces else ""
        cost = symbol_colors(face.mana_cost)
        if cost:
            found.append(f"{label}mana cost {face.mana_cost} → {symbols(tuple(cost))}")
        text = symbol_colors(strip_reminder_text(face.oracle_text))
        if text:
            found.append(f"{label}mana symbols in its rules text → {symbols(tuple(text))}")
        if face.color_indicator:
            found.append(f"{label}color indicator → {symbols(face.color_indicator)}")
    if card.faces and card.mana_cost and not any(f.mana_cost for f in card.faces):
        cost = symbol_colors(card.mana_cost)
        if cost:
            found.append(f"mana cost {card.mana_cost} → {symbols(tuple(cost))}")
    return found


def reminder_only_colors(card: Card) -> tuple[Color, ...]:
    """Colors whose symbols appear only in reminder text, which doesn't count (903.4c)."""
    everything: set[Color] = set()
    for face in _faces(card):
        everything |= symbol_colors(face.oracle_text)
    identity = set(color_identity(card))
    return tuple(c for c in COLOR_ORDER if c in everything - identity)


def basic_land_types(card: Card) -> tuple[str, ...]:
    """The basic land types on the card's type line(s) (305.6)."""
    found = [t for face in _faces(card) for t in face.subtypes if t in BASIC_LAND_TYPES]
    found += [t for t in card.subtypes if t in BASIC_LAND_TYPES]
    return tuple(dict.fromkeys(found))


def mana_it_could_produce(card: Card) -> tuple[Color, ...]:
    """Colors of mana the card could produce: its basic land types' intrinsic abilities
    (305.6) and the colors its "Add …" abilities name (any color: all five)."""
    found = {_LETTER_COLOR[BASIC_LAND_MANA[t]] for t in basic_land_types(card)}
    for face in _faces(card):
        for clause in _ADD.findall(face.oracle_text):
            found |= symbol_colors(clause)
            if "any color" in clause.casefold():
                found |= set(COLOR_ORDER)
    return tuple(c for c in COLOR_ORDER if c in found)


@dataclass(frozen=True)
class IdentityVerdict:
    """Whether a card may be in a deck led by a commander of this identity, and why."""

    card: str
    identity: tuple[Color, ...]
    commander_identity: tuple[Color, ...]
    land_types: tuple[str, ...]
    land_colors: tuple[Color, ...]
    legal: bool
    reasons: tuple[str, ...]
    rules: tuple[str, ...]


def identity_verdict(card: Card, commander_identity: Sequence[Color]) -> IdentityVerdict:
    """903.5c (identity inside the commander's) and 903.5d (basic land types' mana)."""
    allowed = set(commander_identity)
    identity = color_identity(card)
    reasons: list[str] = []
    rules: list[str] = ["903.4"]
    outside = [c for c in identity if c not in allowed]
    if outside:
        rules.append("903.5c")
        reasons.append(
            f"{possessive(card.name)} color identity is {symbols(identity)}; "
            f"{symbols(outside)} {'is' if len(outside) == 1 else 'are'} not in the commander's "
            "identity "
            f"{symbols(tuple(allowed))} (903.5c)."
        )
    land_types = basic_land_types(card)
    land_colors: tuple[Color, ...] = ()
    if land_types:
        land_colors = mana_it_could_produce(card)
        rules.append("903.5d")
        bad = [c for c in land_colors if c not in allowed]
        if bad:
            reasons.append(
                f"{card.name} has the basic land type{'s' if len(land_types) > 1 else ''} "
                f"{' and '.join(land_types)}, so it could produce {symbols(land_colors)} mana "
                f"(305.6); a card with a basic land type may be in the deck only if each color "
                f"of mana it could produce is in the commander's identity, and "
                f"{symbols(bad)} {'is' if len(bad) == 1 else 'are'} not (903.5d)."
            )
    hidden = reminder_only_colors(card)
    if hidden:
        rules.append("903.4c")
        reasons.append(
            f"The {symbols(hidden)} in the reminder text of {card.name} doesn't count toward "
            "its color identity (903.4c)"
            + ("; the basic land type rule is what decides it." if land_types else ".")
        )
    return IdentityVerdict(
        card=card.name,
        identity=identity,
        commander_identity=tuple(c for c in COLOR_ORDER if c in allowed),
        land_types=land_types,
        land_colors=land_colors,
        legal=not outside and not any(c not in allowed for c in land_colors),
        reasons=tuple(reasons),
        rules=tuple(rules),
    )


# --- Commanders (903.3, 702.124) -----------------------------------------------------


def _rules_lines(card: Card) -> list[str]:
    return [
        line.strip().casefold()
        for face in _faces(card)
        for line in strip_reminder_text(face.oracle_text).splitlines()
        if line.strip()
    ]


def can_be_commander(card: Card) -> bool:
    """903.3: a legendary creature, Vehicle or Spacecraft with P/T, or one that says so."""
    if any("can be your commander" in line for line in _rules_lines(card)):
        return True
    front = _faces(card)[0]
    if "Legendary" not in front.supertypes and "Legendary" not in card.supertypes:
        return False
    if "Creature" in front.types or "Vehicle" in front.subtypes:
        return True
    return "Spacecraft" in front.subtypes and front.power is not None


def is_background(card: Card) -> bool:
    front = _faces(card)[0]
    return "Legendary" in front.supertypes and "Background" in front.subtypes


def partner_abilities(card: Card) -> set[str]:
    """The partner abilities a card has (702.124a), normalised for comparison."""
    found: set[str] = set()
    for line in _rules_lines(card):
        if line.startswith("partner with "):
            found.add("partner with " + normalize_name(line.removeprefix("partner with ")))
            continue
        for part in line.split(","):
            text = part.strip().replace("\u2014", "—").replace(" — ", "—")
            if text == "partner":
                found.add("partner")
            elif text.startswith("partner—"):
                found.add(text)
            elif text.startswith("partner with "):
                found.add("partner with " + normalize_name(text.removeprefix("partner with ")))
            elif text == "friends forever":
                found.add("partner—friends forever")
            elif text == "choose a background":
                found.add("choose a background")
            elif text == "doctor's companion":
                found.add("doctor's companion")
    return found


def commander_pair_problem(first: Card, second: Card) -> str | None:
    """Why these two can't lead one deck together (702.124), or ``None`` if they can."""
    a, b = partner_abilities(first), partner_abilities(second)
    if "partner" in a and "partner" in b:
        return None
    if any(x.startswith("partner—") and x in b for x in a):
        return None
    if (
        f"partner with {normalize_name(second.name)}" in a
        and f"partner with {normalize_name(first.name)}" in b
    ):
        return None
    for other, lead_abilities in ((second, a), (first, b)):
        if "choose a background" in lead_abilities and is_background(other):
            return None
        if "doctor's companion" in lead_abilities:
            front = _faces(other)[0]
            if "Legendary" in front.supertypes and set(front.subtypes) == {
                "Time",
                "Lord",
                "Doctor",
            }:
                return None
    return (
        f"{first.name} and {second.name} can't be commanders together: two commanders need a "
        "matching partner ability — both with partner, the same partner—[text], "
        "“partner with” each other, or “choose a Background” with a legendary Background "
        "(702.124)."
    )


def deck_limit(card: Card) -> int | None:
    """How many copies 903.5b allows: ``None`` for any number (basics, "any number")."""
    front = _faces(card)[0]
    if "Basic" in front.supertypes or "Basic" in card.supertypes:
        return None
    for line in _rules_lines(card):
        if "a deck can have any number of cards named" in line:
            return None
        match = re.search(r"a deck can have up to (\w+) cards named", line)
        if match:
            word = match.group(1)
            return int(word) if word.isdigit() else _NUMBERS.get(word, 1)
    return 1


# --- The whole deck -------------------------------------------------------------------


@dataclass(frozen=True)
class DeckCard:
    card: Card
    count: int


@dataclass(frozen=True)
class DeckProblem:
    rule: str
    message: str
    card: str | None = None


@dataclass(frozen=True)
class DeckCheck:
    commanders: tuple[str, ...]
    identity: tuple[Color, ...]
    size: int
    problems: tuple[DeckProblem, ...]

    @property
    def legal(self) -> bool:
        return not self.problems


def check_deck(
    commanders: Sequence[Card],
    cards: Sequence[DeckCard],
    is_banned: Callable[[Card], str | None],
    unresolved: int = 0,
) -> DeckCheck:
    """Every construction rule of 903.3-903.5 and 702.124, plus the banned list.

    ``is_banned`` returns why a card is banned (e.g. "on the Commander banned list"),
    or ``None``. ``unresolved`` counts listed cards that couldn't be identified; they
    still count toward the deck's size.
    """
    problems: list[DeckProblem] = []
    if not commanders:
        problems.append(DeckProblem("903.3", "The deck has no commander."))
    if len(commanders) > 2:
        problems.append(
            DeckProblem("702.124g", f"{len(commanders)} commanders: a deck has at most two.")
        )
    for card in commanders:
        background_pair = is_background(card) and any(
            "choose a background" in partner_abilities(other) for other in commanders
        )
        if not can_be_commander(card) and not background_pair:
            problems.append(
                DeckProblem(
                    "903.3",
                    f"{card.name} can't be a commander: it must be a legendary creature, Vehicle "
                    "or Spacecraft with power/toughness, or say it can be your commander.",
                    card.name,
                )
            )
    if len(commanders) == 2:
        problem = commander_pair_problem(commanders[0], commanders[1])
        if problem:
            problems.append(DeckProblem("702.124", problem))
    identity = tuple(
        c for c in COLOR_ORDER if any(c in color_identity(card) for card in commanders)
    )
    size = len(commanders) + sum(entry.count for entry in cards) + unresolved
    if size != DECK_SIZE:
        problems.append(
            DeckProblem(
                "903.5a",
                f"The deck has {size} cards including its commander"
                f"{'s' if len(commanders) > 1 else ''}; it must have exactly {DECK_SIZE}.",
            )
        )
    counts: dict[str, tuple[Card, int]] = {}
    for card in [*commanders]:
        counts[normalize_name(card.name)] = (card, 1)
    for entry in cards:
        key = normalize_name(entry.card.name)
        seen = counts.get(key, (entry.card, 0))[1]
        counts[key] = (entry.card, seen + entry.count)
    for card, count in counts.values():
        limit = deck_limit(card)
        if limit is not None and count > limit:
            allowed = "one copy" if limit == 1 else f"{limit} copies"
            problems.append(
                DeckProblem(
                    "903.5b",
                    f"{count} copies of {card.name}; a Commander deck may have {allowed} "
                    "(other than basic lands, each card must have a different name).",
                    card.name,
                )
            )
    if commanders:
        for entry in cards:
            verdict = identity_verdict(entry.card, identity)
            if not verdict.legal:
                rule = "903.5c" if any("903.5c" in r for r in verdict.reasons) else "903.5d"
                message = " ".join(verdict.reasons)
                problems.append(DeckProblem(rule, message, entry.card.name))
    for card in [*commanders, *(entry.card for entry in cards)]:
        why = is_banned(card)
        if why:
            problems.append(DeckProblem("banned", f"{card.name} is {why}.", card.name))
    return DeckCheck(
        commanders=tuple(card.name for card in commanders),
        identity=identity,
        size=size,
        problems=tuple(problems),
    )
