"""What an Aura may enchant: its "enchant" keyword read as card types and a controller.

303.4a: an Aura's enchant keyword restricts what it can be attached to, and 704.5m puts an
Aura attached to an illegal object into its owner's graveyard. "Enchant creature or
planeswalker you control" asks for either card type, controlled by the Aura's controller
(Kaya's Ghostform leaves once another player controls the creature). A word this reading
doesn't know ("red or green creature", "creature or Vehicle") asks for no card type, so an
Aura is never put into the graveyard for a restriction this model can't check.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from engine.cards import Card

_CARD_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land", "planeswalker"})
_CONTROL = re.compile(r"\s+(?P<who>you control|you don't control|an opponent controls)$")


@dataclass(frozen=True)
class EnchantRestriction:
    """The card types an Aura's object must have one of (empty: any permanent), and who must
    control it, relative to the Aura's controller (``None``: anyone)."""

    types: frozenset[str]
    controller: Literal["you", "opponent"] | None


def enchant_restriction(card: Card) -> EnchantRestriction | None:
    """The restriction of ``card``'s enchant keyword (303.4a), or ``None`` without one."""
    words = enchant_words(card)
    return None if words is None else _read(words)


#: An enchant keyword line of the Oracle text ("Enchant creature, land, or planeswalker").
_ENCHANT_LINE = re.compile(r"^Enchant (?P<words>[^\n(]+?)\.?\s*(?:\(|$)", re.M)


def enchant_words(card: Card) -> str | None:
    """What ``card``'s enchant keyword names ("creature", "land you control"), lowered: from
    the parsed keyword, else from its Oracle line (a list of three types, Imprisoned in the
    Moon, is not filed as a keyword); ``None`` for a card without one (702.5a)."""
    for ability in card.abilities:
        if ability.keyword and ability.keyword.startswith("enchant "):
            return ability.keyword.removeprefix("enchant ").strip().rstrip(".")
    line = _ENCHANT_LINE.search(card.oracle_text)
    return line["words"].strip().casefold() if line else None


def enchants_a_player(card: Card) -> Literal["player", "opponent"] | None:
    """ "Enchant player" / "enchant opponent" (303.4, 702.5a): an Aura attached to a player,
    not to an object; ``None`` for any other enchant keyword."""
    for ability in card.abilities:
        keyword = (ability.keyword or "").rstrip(".")
        if keyword in ("enchant player", "enchant opponent"):
            return "player" if keyword == "enchant player" else "opponent"
    return None


def _read(words: str) -> EnchantRestriction:
    controller: Literal["you", "opponent"] | None = None
    if match := _CONTROL.search(words):
        controller = "you" if match["who"] == "you control" else "opponent"
        words = words[: match.start()]
    alternatives = [w.strip() for w in re.split(r",\s*(?:or\s+)?|\s+or\s+", words) if w.strip()]
    types = {word.casefold() for word in alternatives}
    if not types <= _CARD_TYPES:  # "permanent", or a word this reading doesn't check
        return EnchantRestriction(frozenset(), controller)
    return EnchantRestriction(frozenset(t.capitalize() for t in types), controller)
