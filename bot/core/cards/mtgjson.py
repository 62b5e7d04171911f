"""Card facts from MTGJSON card entries (AtomicCards and per-set files) into :class:`Card`.

MTGJSON lists one entry per face; a multi-face card is the list of its faces'
entries, each carrying the whole card's ``name`` and its own ``faceName``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.card_data import colors_from_letters, split_type_line
from engine.cards import Card

_LAYOUTS = {
    "normal": "normal",
    "split": "split",
    "aftermath": "split",
    "adventure": "adventure",
    "modal_dfc": "modal_dfc",
    "transform": "transform",
    "flip": "flip",
    "token": "token",
}

#: MTGJSON's language names -> the codes we store.
LANGUAGES = {
    "English": "en",
    "German": "de",
    "Spanish": "es",
    "French": "fr",
    "Italian": "it",
    "Japanese": "ja",
    "Korean": "ko",
    "Portuguese (Brazil)": "pt",
    "Russian": "ru",
    "Chinese Simplified": "zhs",
    "Chinese Traditional": "zht",
    "Phyrexian": "ph",
}


def _face(entry: Mapping[str, Any], name: str, layout: str) -> Card:
    supertypes, types, subtypes = split_type_line(str(entry.get("type", "")))
    return Card(
        name=name,
        mana_cost=str(entry.get("manaCost") or ""),
        mana_value=int(float(entry.get("faceManaValue", entry.get("manaValue")) or 0)),
        colors=colors_from_letters(entry.get("colors") or ()),
        color_indicator=colors_from_letters(entry.get("colorIndicator") or ()),
        supertypes=supertypes,
        types=types,
        subtypes=subtypes,
        power=entry.get("power"),
        toughness=entry.get("toughness"),
        loyalty=entry.get("loyalty"),
        layout=layout,
        oracle_text=str(entry.get("text") or ""),
    )


def card_from_mtgjson(entries: Sequence[Mapping[str, Any]]) -> Card:
    """One card from its MTGJSON entries (one per face, in side order)."""
    first = entries[0]
    layout = _LAYOUTS.get(str(first.get("layout", "normal")), "normal")
    name = str(first["name"])
    if len(entries) == 1 and not first.get("faceName"):
        return _face(first, name, layout)
    ordered = sorted(entries, key=lambda entry: str(entry.get("side") or "a"))
    faces = tuple(_face(e, str(e.get("faceName") or e["name"]), layout) for e in ordered)
    front = faces[0]
    colors = colors_from_letters(
        {letter for entry in ordered for letter in entry.get("colors") or ()}
        if layout == "split"
        else first.get("colors") or ()
    )
    types = (
        tuple(dict.fromkeys(t for face in faces for t in face.types))
        if layout == "split"
        else front.types
    )
    mana_cost = (
        " // ".join(face.mana_cost for face in faces if face.mana_cost)
        if layout == "split"
        else front.mana_cost
    )
    return front.model_copy(
        update={
            "name": name,
            "mana_cost": mana_cost,
            "mana_value": int(float(first.get("manaValue") or 0)),
            "colors": colors or front.colors,
            "types": types,
            "faces": faces,
            "oracle_text": "\n//\n".join(face.oracle_text for face in faces),
        }
    )


def foreign_names(entries: Sequence[Mapping[str, Any]]) -> list[tuple[str, str]]:
    """``(name, language code)`` for every foreign printed name, faces included."""
    found: dict[tuple[str, str], None] = {}
    for entry in entries:
        for foreign in entry.get("foreignData") or ():
            language = LANGUAGES.get(str(foreign.get("language")), "")
            if not language:
                continue
            for field in ("name", "faceName"):
                value = foreign.get(field)
                if value:
                    found[(str(value), language)] = None
    return list(found)


def commander_legality(entries: Sequence[Mapping[str, Any]]) -> str | None:
    value = (entries[0].get("legalities") or {}).get("commander")
    return str(value).casefold() if value else None
