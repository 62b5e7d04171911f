"""Download Scryfall's newest ``oracle-cards`` bulk file, politely.

Scryfall asks for a descriptive User-Agent, an Accept header and no more than ten
requests a second; the bulk file itself changes once a day, so the download is
conditional (ETag / If-Modified-Since, remembered next to the file). A 429 is waited
out (:mod:`bot.core.fetch`); a download cut short is thrown away, the previous file kept.

``JUDGEBOT_SCRYFALL_BULK_URL`` points the listing elsewhere (a mirror, or a local
stand-in in tests).
"""

from __future__ import annotations

import http.client
import json
import os
import time
import urllib.error
from pathlib import Path

from bot.core.fetch import copy_complete, open_url
from engine.errors import UserError

BULK_URL = "https://api.scryfall.com/bulk-data/oracle-cards"
USER_AGENT = "judgebot/0.1 (Magic rules bot; card index updater)"
MIN_INTERVAL = 0.1  # seconds between requests (Scryfall: at most 10 per second)


class DownloadError(UserError):
    """The card file could not be downloaded (offline, or Scryfall refused)."""


def bulk_url() -> str:
    """The bulk-data listing to ask: ``JUDGEBOT_SCRYFALL_BULK_URL``, else Scryfall's."""
    return os.environ.get("JUDGEBOT_SCRYFALL_BULK_URL") or BULK_URL


def _headers(extra: dict[str, str]) -> dict[str, str]:
    return {"User-Agent": USER_AGENT, "Accept": "application/json;q=0.9,*/*;q=0.8"} | extra


def download_oracle_cards(folder: Path, timeout: float = 60.0) -> tuple[Path, bool]:
    """The bulk file in ``folder`` and whether it changed (``False``: the cached copy is new)."""
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "scryfall-oracle-cards.json"
    cache = folder / "scryfall-oracle-cards.http.json"
    cached: dict[str, str] = json.loads(cache.read_text()) if cache.exists() else {}
    partial = target.with_name(target.name + ".part")
    try:
        with open_url(bulk_url(), _headers({}), timeout) as response:
            bulk = json.load(response)
        time.sleep(MIN_INTERVAL)
        headers: dict[str, str] = {}
        if target.exists() and cached.get("etag"):
            headers["If-None-Match"] = cached["etag"]
        if target.exists() and cached.get("last_modified"):
            headers["If-Modified-Since"] = cached["last_modified"]
        try:
            with open_url(str(bulk["download_uri"]), _headers(headers), timeout) as response:
                copy_complete(response, partial)
                etag = response.headers.get("ETag", "")
                modified = response.headers.get("Last-Modified", "")
        except urllib.error.HTTPError as error:
            if error.code == 304:
                return target, False
            raise
        partial.replace(target)
        cache.write_text(json.dumps({"etag": etag, "last_modified": modified}))
        return target, True
    except http.client.IncompleteRead as error:
        partial.unlink(missing_ok=True)
        raise DownloadError(
            f"The Scryfall card file was cut short ({error.expected:,} bytes missing); "
            "the previous file is kept.",
            "Try again later: judgebot cards update",
        ) from error
    except (urllib.error.URLError, TimeoutError, OSError, http.client.HTTPException) as error:
        partial.unlink(missing_ok=True)
        reason = getattr(error, "reason", error)
        raise DownloadError(
            f"I couldn't download the Scryfall card file ({reason}).",
            "Check the network connection, or import a file you have: judgebot cards import FILE",
        ) from error
    except (KeyError, ValueError) as error:
        raise DownloadError(
            "Scryfall's bulk-data answer was not what I expected.", "Try again later."
        ) from error
