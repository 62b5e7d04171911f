"""Polite HTTP for the two downloads (the CR text, Scryfall's card file).

Conditional requests are the caller's business (they know what they cached); here: a
429 is waited out as its ``Retry-After`` asks (twice at most, never longer than a
minute), and a body that stops short of its ``Content-Length`` raises ``IncompleteRead``
instead of passing for a complete file.
"""

from __future__ import annotations

import http.client
import shutil
import time
import urllib.error
import urllib.request
from pathlib import Path

#: How often a 429 is waited out, and the longest wait accepted.
RATE_LIMIT_RETRIES = 2
MAX_RETRY_AFTER = 60.0
MIN_WAIT = 0.1


def open_url(url: str, headers: dict[str, str], timeout: float) -> http.client.HTTPResponse:
    """``urlopen``, waiting out a 429 as its ``Retry-After`` says (at most twice)."""
    request = urllib.request.Request(url, headers=headers)
    for attempt in range(RATE_LIMIT_RETRIES + 1):
        try:
            response: http.client.HTTPResponse = urllib.request.urlopen(request, timeout=timeout)
            return response
        except urllib.error.HTTPError as error:
            wait = retry_after(error)
            if error.code != 429 or attempt == RATE_LIMIT_RETRIES or wait is None:
                raise
            time.sleep(wait)
    raise AssertionError("unreachable")  # pragma: no cover


def retry_after(error: urllib.error.HTTPError) -> float | None:
    """Seconds a 429 asks to wait, when it says so and it is not absurdly long."""
    try:
        seconds = float(error.headers.get("Retry-After", "1"))
    except ValueError:
        return None
    return max(seconds, MIN_WAIT) if seconds <= MAX_RETRY_AFTER else None


def read_complete(response: http.client.HTTPResponse) -> bytes:
    """The whole body; ``IncompleteRead`` if it stops short of its ``Content-Length``."""
    body = response.read()
    check_length(response, len(body))
    return body


def copy_complete(response: http.client.HTTPResponse, target: Path) -> None:
    """Stream the body into ``target``; ``IncompleteRead`` if it stops short."""
    with target.open("wb") as out:
        shutil.copyfileobj(response, out, 1 << 20)
        written = out.tell()
    check_length(response, written)


def check_length(response: http.client.HTTPResponse, received: int) -> None:
    expected = response.headers.get("Content-Length")
    if expected is not None and received != int(expected):
        raise http.client.IncompleteRead(b"", int(expected) - received)
