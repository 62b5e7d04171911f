"""A card's color identity (CR 903.4), as Commander deck building reads it.

The identity is every color of the mana symbols in the card's mana cost and rules
text, plus its color indicator, across all of its faces (903.4, 903.4d). A hybrid
symbol counts each of its colors and a Phyrexian symbol its color (903.4). Reminder
text in parentheses is not rules text for this purpose (903.4c): Extort's reminder
mentions {W/B}, yet a card with extort has no identity from it.

>>> from engine.cards import Card
>>> card = Card(name="Kitchen Finks", mana_cost="{1}{G/W}{G/W}")
>>> [color.value for color in color_identity(card)]
['white', 'green']
"""

from __future__ import annotations

import re

from engine.cards import COLOR_ORDER, Card, Color

_LETTERS = {"W": Color.WHITE, "U": Color.BLUE, "B": Color.BLACK, "R": Color.RED, "G": Color.GREEN}
_SYMBOL = re.compile(r"\{([^{}]+)\}")
_REMINDER = re.compile(r"\([^()]*\)")


def strip_reminder_text(text: str) -> str:
    """Rules text without its parenthesised reminder text (CR 207.2)."""
    previous = None
    while previous != text:  # nested parentheses, innermost first
        previous, text = text, _REMINDER.sub("", text)
    return text


def symbol_colors(text: str) -> set[Color]:
    """The colors of every mana symbol in ``text``: ``{2/W}``, ``{G/P}``, ``{U/R}``..."""
    found: set[Color] = set()
    for symbol in _SYMBOL.findall(text):
        for part in symbol.upper().split("/"):
            letter = part.removeprefix("H") if len(part) == 2 else part  # {HW}: half white
            if letter in _LETTERS:
                found.add(_LETTERS[letter])
    return found


def _face_colors(card: Card) -> set[Color]:
    found = symbol_colors(card.mana_cost)
    found |= symbol_colors(strip_reminder_text(card.oracle_text))
    found |= set(card.color_indicator)
    return found


def color_identity(card: Card) -> tuple[Color, ...]:
    """The card's color identity in the CR's color order (WUBRG), faces included."""
    found = _face_colors(card)
    for face in card.faces:
        found |= _face_colors(face)
    return tuple(color for color in COLOR_ORDER if color in found)
