"""What an Aura may enchant: its "enchant" keyword read as card types and a controller.

303.4a: an Aura's enchant keyword restricts what it can be attached to, and 704.5m puts an
Aura attached to an illegal object into its owner's graveyard. "Enchant creature or
planeswalker you control" asks for either card type, controlled by the Aura's controller
(Kaya's Ghostform leaves once another player controls the creature). An alternative may be
a subtype ("creature or Vehicle", "Mountain you control", 205.3). A word this reading doesn't
know ("red or green creature") asks for nothing, so an Aura is never put into the graveyard
for a restriction this model can't check; ``checked`` says so, and the reply lists it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from engine.cards import Card
from engine.names import with_article
from engine.objects import Characteristics, is_creature_type
from engine.oracle.vocabulary import CREATURE_TYPES

#: The subtypes of permanents that can be attached to something (303.4, 301.5, 301.6);
#: any other permanent attached to something becomes unattached (704.5p).
ATTACHING = frozenset({"Aura", "Equipment", "Fortification"})
_CARD_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land", "planeswalker"})
#: A card type as a restriction names it: lowered, unlike a subtype ("a Vehicle").
_TYPE_NAMES = {kind.capitalize(): kind for kind in _CARD_TYPES}
_CONTROL = re.compile(r"\s+(?P<who>you control|you don't control|an opponent controls)$")


@dataclass(frozen=True)
class EnchantRestriction:
    """The card types or subtypes an Aura's object must have one of (empty: any permanent),
    who must control it, relative to the Aura's controller (``None``: anyone), and whether
    every word of the keyword was read (``False``: only the controller is checked)."""

    types: frozenset[str]
    controller: Literal["you", "opponent"] | None
    checked: bool = True

    def allows(self, chars: Characteristics) -> bool:
        """Whether an object with these characteristics has one of the kinds asked for."""
        return not self.types or bool(self.types & {*chars.types, *chars.subtypes})

    def wanted(self) -> str:
        """The kinds asked for, in words: "a creature or a Vehicle"."""
        kinds = sorted(self.types, key=lambda kind: (kind not in _TYPE_NAMES, kind))
        return " or ".join(with_article(_TYPE_NAMES.get(kind, kind)) for kind in kinds)


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
    kinds = {_kind(word) for word in alternatives}
    if alternatives == ["permanent"]:
        return EnchantRestriction(frozenset(), controller)
    if None in kinds:  # a word this reading doesn't check ("nonblack creature")
        return EnchantRestriction(frozenset(), controller, checked=False)
    return EnchantRestriction(frozenset(k for k in kinds if k is not None), controller)


def _kind(word: str) -> str | None:
    """A card type ("creature" -> Creature) or a subtype of one ("vehicle" -> Vehicle,
    205.3g-205.3n), else ``None``."""
    if word.casefold() in _CARD_TYPES:
        return word.capitalize()
    subtype = word.capitalize()
    known = not is_creature_type(subtype) or subtype in CREATURE_TYPES
    return subtype if known else None
