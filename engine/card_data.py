"""Card facts from card-database records (Scryfall card objects) into :class:`Card`.

Only facts are taken: names, costs, types, P/T, colors and the Oracle text the
operator imported. What the text *does* is left to :mod:`engine.oracle`; keyword
abilities are kept by name.

>>> split_type_line("Legendary Creature — Human Warrior")
(('Legendary',), ('Creature',), ('Human', 'Warrior'))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from engine.cards import CARD_TYPES, Ability, Card, Color

SUPERTYPES = ("Basic", "Legendary", "Ongoing", "Snow", "World", "Host", "Elite")
_COLOR_LETTERS = {
    "W": Color.WHITE,
    "U": Color.BLUE,
    "B": Color.BLACK,
    "R": Color.RED,
    "G": Color.GREEN,
}
_LAYOUTS = {"normal", "split", "adventure", "modal_dfc", "transform", "flip", "token"}
_TYPE_WORDS = {word.casefold(): word for word in CARD_TYPES} | {"tribal": "Kindred"}
#: The creature types of two words (205.3m): "Time Lord Rogue" is a Time Lord and a Rogue.
_TWO_WORD_CREATURE_TYPES = ("Time Lord",)


def split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Supertypes, card types and subtypes of one face's type line."""
    left, _, right = type_line.partition("—")
    supertypes: list[str] = []
    types: list[str] = []
    for word in left.split():
        if word in SUPERTYPES:
            supertypes.append(word)
        elif word.casefold() in _TYPE_WORDS:
            types.append(_TYPE_WORDS[word.casefold()])
    if "Plane" in types and right.strip():  # one planar type, maybe of several words (205.3n)
        return tuple(supertypes), tuple(types), (right.strip().replace("’", "'"),)
    return tuple(supertypes), tuple(types), _subtype_words(right)


def _subtype_words(right: str) -> tuple[str, ...]:
    """The subtypes after the dash, one a word except the two-word creature types (205.3m)."""
    subtypes: list[str] = []
    for word in right.split():
        if subtypes and f"{subtypes[-1]} {word}" in _TWO_WORD_CREATURE_TYPES:
            subtypes[-1] = f"{subtypes[-1]} {word}"
        else:
            subtypes.append(word)
    return tuple(subtypes)


def colors_from_letters(letters: Iterable[str]) -> tuple[Color, ...]:
    """``["G", "W"]`` -> ``(white, green)``, in the CR's color order."""
    wanted = {_COLOR_LETTERS[letter] for letter in letters if letter in _COLOR_LETTERS}
    return tuple(color for color in Color if color in wanted)


def _keyword_abilities(keywords: Iterable[str]) -> tuple[Ability, ...]:
    return tuple(
        Ability(kind="keyword", keyword=word.casefold(), summary=f"{word} (keyword ability)")
        for word in keywords
    )


def _mana_value(value: Any) -> int:
    return int(float(value or 0))


def _face(record: Mapping[str, Any], keywords: Iterable[str], layout: str) -> Card:
    supertypes, types, subtypes = split_type_line(record.get("type_line", ""))
    text = record.get("oracle_text", "") or ""
    own_keywords = [word for word in keywords if word.casefold() in text.casefold()]
    return Card(
        name=record["name"],
        mana_cost=record.get("mana_cost", "") or "",
        mana_value=_mana_value(record.get("cmc")),
        colors=colors_from_letters(record.get("colors") or ()),
        color_indicator=colors_from_letters(record.get("color_indicator") or ()),
        supertypes=supertypes,
        types=types,
        subtypes=subtypes,
        power=record.get("power"),
        toughness=record.get("toughness"),
        loyalty=record.get("loyalty"),
        abilities=_keyword_abilities(own_keywords),
        layout=layout if layout in _LAYOUTS else "normal",
        oracle_text=text,
    )


def card_from_scryfall(record: Mapping[str, Any]) -> Card:
    """A Scryfall card object (as in the oracle-cards bulk file) as a :class:`Card`.

    Multi-face cards keep their faces; the card itself carries the front face's
    characteristics (CR 712.8 for double-faced cards) except for split cards,
    whose combined characteristics outside the stack are both halves' (709.4).
    """
    layout = str(record.get("layout", "normal"))
    keywords = list(record.get("keywords") or ())
    faces = tuple(_face(face, keywords, layout) for face in record.get("card_faces") or ())
    if not faces:
        return _face(record, keywords, layout)
    front = faces[0]
    colors = colors_from_letters(record.get("colors") or ()) or front.colors
    if layout == "split":
        colors = colors_from_letters(record.get("colors") or ())
        types = tuple(dict.fromkeys(t for face in faces for t in face.types))
    else:
        types = front.types
    return front.model_copy(
        update={
            "name": record["name"],
            "mana_cost": record.get("mana_cost", front.mana_cost) or front.mana_cost,
            "mana_value": _mana_value(record.get("cmc", front.mana_value)),
            "colors": colors,
            "types": types,
            "faces": faces,
            "oracle_text": "\n//\n".join(face.oracle_text for face in faces),
        }
    )
