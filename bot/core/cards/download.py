"""Download Scryfall's newest ``oracle-cards`` bulk file, politely.

Scryfall asks for a descriptive User-Agent, an Accept header and no more than ten
requests a second; the bulk file itself changes once a day, so the download is
conditional (ETag / If-Modified-Since, remembered next to the file).
"""

from __future__ import annotations

import json
import shutil
import time
import urllib.error
import urllib.request
from pathlib import Path

from engine.errors import UserError

BULK_URL = "https://api.scryfall.com/bulk-data/oracle-cards"
USER_AGENT = "judgebot/0.1 (Magic rules bot; card index updater)"
MIN_INTERVAL = 0.1  # seconds between requests (Scryfall: at most 10 per second)


class DownloadError(UserError):
    """The card file could not be downloaded (offline, or Scryfall refused)."""


def _request(url: str, headers: dict[str, str]) -> urllib.request.Request:
    return urllib.request.Request(
        url,
        headers={"User-Agent": USER_AGENT, "Accept": "application/json;q=0.9,*/*;q=0.8"} | headers,
    )


def download_oracle_cards(folder: Path, timeout: float = 60.0) -> tuple[Path, bool]:
    """The bulk file in ``folder`` and whether it changed (``False``: the cached copy is new)."""
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "scryfall-oracle-cards.json"
    cache = folder / "scryfall-oracle-cards.http.json"
    cached: dict[str, str] = json.loads(cache.read_text()) if cache.exists() else {}
    try:
        with urllib.request.urlopen(_request(BULK_URL, {}), timeout=timeout) as response:
            bulk = json.load(response)
        time.sleep(MIN_INTERVAL)
        headers: dict[str, str] = {}
        if target.exists() and cached.get("etag"):
            headers["If-None-Match"] = cached["etag"]
        if target.exists() and cached.get("last_modified"):
            headers["If-Modified-Since"] = cached["last_modified"]
        partial = target.with_name(target.name + ".part")
        try:
            with (
                urllib.request.urlopen(
                    _request(str(bulk["download_uri"]), headers), timeout=timeout
                ) as response,
                partial.open("wb") as out,
            ):
                shutil.copyfileobj(response, out, 1 << 20)
                etag = response.headers.get("ETag", "")
                modified = response.headers.get("Last-Modified", "")
        except urllib.error.HTTPError as error:
            if error.code == 304:
                return target, False
            raise
        partial.replace(target)
        cache.write_text(json.dumps({"etag": etag, "last_modified": modified}))
        return target, True
    except (urllib.error.URLError, TimeoutError, OSError) as error:
        reason = getattr(error, "reason", error)
        raise DownloadError(
            f"I couldn't download the Scryfall card file ({reason}).",
            "Check the network connection, or import a file you have: judgebot cards import FILE",
        ) from error
    except (KeyError, ValueError) as error:
        raise DownloadError(
            "Scryfall's bulk-data answer was not what I expected.", "Try again later."
        ) from error
