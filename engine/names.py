"""Card-name matching: one normal form for every spelling a judge might type.

>>> normalize_name("Kasmina’s  TRANSMUTATION")
'kasminas transmutation'
>>> normalize_name("Æther Vial") == normalize_name("Aether Vial")
True
>>> normalize_name("Lune de sang"), normalize_name("血染めの月")
('lune de sang', '血染めの月')
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_LIGATURES = str.maketrans(
    {"æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ß": "ss", "ø": "o", "Ø": "o", "ł": "l", "Ł": "l"}
)
#: Everything but letters and digits of any script, ``/`` and spaces (punctuation, symbols).
_NOT_WORD = re.compile(r"[^\w/ ]+|_")
_SPACES = re.compile(r"\s+")
_SPLIT = re.compile(r"\s*//\s*")


@lru_cache(maxsize=8192)
def normalize_name(text: str) -> str:
    """Case, accents, ligatures, apostrophes, punctuation and spacing removed (memoised: a
    scenario looks the same few names up after every term)."""
    text = unicodedata.normalize("NFKD", text.translate(_LIGATURES))
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
    text = _NOT_WORD.sub("", text.replace("-", " "))
    text = _SPLIT.sub(" // ", text)
    return _SPACES.sub(" ", text).strip()


def name_keys(name: str, face_names: tuple[str, ...] = ()) -> set[str]:
    """Every normal form a card answers to: the full name, each face, each half."""
    keys = {normalize_name(name)}
    keys.update(normalize_name(part) for part in _SPLIT.split(name))
    keys.update(normalize_name(face) for face in face_names)
    keys.add(normalize_name(name).replace(" // ", " "))
    return {key for key in keys if key}


def with_article(phrase: str) -> str:
    """``phrase`` after "a" or "an", by its first letter: "an artifact", "a Forest"."""
    return f"{'an' if phrase[:1].casefold() in 'aeiou' else 'a'} {phrase}"
