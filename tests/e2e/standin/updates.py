"""Stand-ins for the two data sources: Wizards' rules page with its TXT file, and
Scryfall's bulk-data listing with its ``oracle-cards`` file.

Both files carry an ETag and answer ``If-None-Match`` with 304, as the real servers do.
Faults on demand: 429 with ``Retry-After`` for the next requests to a path, and a
download cut short (the full ``Content-Length`` announced, half the bytes sent).
"""

from __future__ import annotations

import hashlib
import threading
from collections import Counter
from dataclasses import dataclass

from aiohttp import web

from .background import BackgroundServer

RULES_PAGE = "/en/rules"
RULES_FILE = "/downloads/MagicCompRules%2020260116.txt"
BULK_LISTING = "/bulk-data/oracle-cards"
CARDS_FILE = "/file/oracle-cards.json"


@dataclass
class Served:
    """A file and how to serve it next."""

    body: bytes
    etag: str = ""
    truncate_next: int = 0
    too_many_next: int = 0

    def replace(self, body: bytes) -> None:
        self.body = body
        self.etag = '"' + hashlib.sha256(body).hexdigest()[:16] + '"'


@dataclass
class Request:
    path: str
    headers: dict[str, str]
    status: int = 0


class DataSources(BackgroundServer):
    def __init__(self, rules_text: bytes, cards_json: bytes) -> None:
        super().__init__()
        self.files: dict[str, Served] = {RULES_FILE: Served(b""), CARDS_FILE: Served(b"")}
        self.files[RULES_FILE].replace(rules_text)
        self.files[CARDS_FILE].replace(cards_json)
        self.requests: list[Request] = []
        self.statuses: Counter[int] = Counter()
        self.rules_link = RULES_FILE  # relative, as a page may have it
        self._lock = threading.Lock()
        self.listing_too_many = 0

    def __enter__(self) -> DataSources:
        super().__enter__()
        return self

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def environment(self) -> dict[str, str]:
        """Where ``judgebot rules update`` and ``judgebot cards update`` look."""
        return {
            "JUDGEBOT_RULES_PAGE_URL": self.base + RULES_PAGE,
            "JUDGEBOT_SCRYFALL_BULK_URL": self.base + BULK_LISTING,
        }

    def application(self) -> web.Application:
        app = web.Application(middlewares=[self._record])
        app.add_routes(
            [
                web.get(RULES_PAGE, self.rules_page),
                web.get(BULK_LISTING, self.bulk_listing),
                web.get("/downloads/{name}", self.file),
                web.get("/file/{name}", self.file),
            ]
        )
        return app

    @web.middleware
    async def _record(self, request: web.Request, handler: object) -> web.StreamResponse:
        seen = Request(request.raw_path, dict(request.headers))
        with self._lock:
            self.requests.append(seen)
        response: web.StreamResponse = await handler(request)  # type: ignore[operator]
        seen.status = response.status
        with self._lock:
            self.statuses[response.status] += 1
        return response

    async def rules_page(self, request: web.Request) -> web.Response:
        html = (
            "<html><body><h1>Magic: The Gathering Comprehensive Rules</h1>"
            f'<a href="{self.rules_link}">TXT</a> <a href="/downloads/rules.pdf">PDF</a>'
            "</body></html>"
        )
        return web.Response(text=html, content_type="text/html")

    async def bulk_listing(self, request: web.Request) -> web.Response:
        if self.listing_too_many:
            self.listing_too_many -= 1
            return web.json_response(
                {"object": "error", "status": 429}, status=429, headers={"Retry-After": "1"}
            )
        cards = self.files[CARDS_FILE]
        listing = {
            "object": "bulk_data",
            "type": "oracle_cards",
            "download_uri": self.base + CARDS_FILE,
            "size": len(cards.body),
            "content_type": "application/json",
            "content_encoding": "gzip",
        }
        return web.json_response(listing)

    async def file(self, request: web.Request) -> web.StreamResponse:
        served = self.files.get(request.raw_path)
        if served is None:
            return web.Response(status=404)
        if served.too_many_next:
            served.too_many_next -= 1
            return web.Response(status=429, headers={"Retry-After": "1"}, text="slow down")
        if request.headers.get("If-None-Match") == served.etag:
            return web.Response(status=304, headers={"ETag": served.etag})
        if served.truncate_next:
            served.truncate_next -= 1
            return await self._cut_short(request, served)
        return web.Response(body=served.body, headers={"ETag": served.etag})

    async def _cut_short(self, request: web.Request, served: Served) -> web.StreamResponse:
        response = web.StreamResponse(
            headers={"ETag": served.etag, "Content-Length": str(len(served.body))}
        )
        await response.prepare(request)
        await response.write(served.body[: len(served.body) // 2])
        request.transport.close()  # type: ignore[union-attr]
        return response

    def hits(self, path: str) -> list[Request]:
        with self._lock:
            return [r for r in self.requests if r.path == path]
