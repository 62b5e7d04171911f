"""A token created and the source attached to it in one sentence: "create a 1/1 white Soldier
creature token, then attach this Equipment to it" (Ancestral Blade and some 50 other
Equipment): two instructions, the token (111.1) and the attachment to it (701.3a), whose
object is the token just made (the ``made`` scope of :mod:`engine.oracle.actions`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.oracle.actions import OneShot

_CREATE_THEN_ATTACH = re.compile(
    r"(?P<create>create .+? tokens?), then attach (?:~|this \w+|it) to (?:it|that token)\.",
    re.I,
)


def token_to_attach_to(sentence: str, read: Callable[[str], OneShot | None]) -> OneShot | None:
    """The token ``sentence`` creates before attaching the source to it, read by ``read``
    (the sentence reader); ``None`` for any other sentence, or a token not read."""
    if (match := _CREATE_THEN_ATTACH.fullmatch(sentence)) is None:
        return None
    created = read(match["create"] + ".")
    return created if created is not None and created.verb == "tokens" else None
