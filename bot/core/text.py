"""Small text helpers shared by every front end."""

from __future__ import annotations

import re

ZERO_WIDTH_SPACE = "\u200b"
_MENTION = re.compile(r"@(everyone|here)|<(@[!&]?|#)(\d+)>")
_INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]")


def neutralize_mentions(text: str) -> str:
    """Make ``@everyone``, ``@here`` and user/role/channel mentions inert text.

    Discord's allowed-mentions setting already stops pings; this also keeps the
    console and JSON output from carrying a live mention someone could paste.
    """

    def defuse(match: re.Match[str]) -> str:
        whole = match.group(0)
        return whole[0] + ZERO_WIDTH_SPACE + whole[1:]

    return _MENTION.sub(defuse, text)


def strip_invisible(text: str) -> str:
    """Remove zero-width and direction-control characters users paste by accident.

    Lone UTF-16 surrogates (which no encoder accepts) become U+FFFD; a valid pair
    written as two escapes is joined into its character.
    """
    text = text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return _INVISIBLE.sub("", text)


def shorten(text: str, limit: int, marker: str = "…") -> str:
    """``text`` cut to at most ``limit`` characters, ending with ``marker`` if cut."""
    return text if len(text) <= limit else text[: max(0, limit - len(marker))] + marker
