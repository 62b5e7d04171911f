"""The stand-in's gateway: one websocket per connection, sessions that outlive them.

Follows Discord's gateway documentation (API v10, JSON, optional ``zlib-stream``):
HELLO (op 10) on connect; IDENTIFY (op 2) answered by READY, carrying
``resume_gateway_url``, then GUILD_CREATE; heartbeats (op 1) answered by ACKs (op 11);
RESUME (op 6) replays every event after the client's sequence number, then RESUMED.
Faults on demand: RECONNECT (op 7), INVALID SESSION (op 9), a close code, a dropped
connection, or a gateway that goes silent (no ACKs, no events) so the client must notice.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import zlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from . import payloads

if TYPE_CHECKING:
    from .server import StandIn

log = logging.getLogger(__name__)

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, RECONNECT, INVALID_SESSION, HELLO, HEARTBEAT_ACK = (
    0, 1, 2, 6, 7, 9, 10, 11,
)  # fmt: skip
AUTHENTICATION_FAILED = 4004
NOT_AUTHENTICATED = 4003
#: A zlib-stream frame ends with this flush marker.
ZLIB_SUFFIX = b"\x00\x00\xff\xff"


@dataclass
class Session:
    """What RESUME needs: every dispatched event, numbered, and who is listening now."""

    session_id: str
    intents: int
    events: list[dict[str, Any]] = field(default_factory=list)
    connection: Connection | None = None

    @property
    def sequence(self) -> int:
        return len(self.events)


class Connection:
    """One websocket: it sends only while ``silent`` is off (a zombie gateway sends nothing)."""

    def __init__(
        self, socket: web.WebSocketResponse, transport: asyncio.BaseTransport | None, compress: bool
    ) -> None:
        self.socket = socket
        self.transport = transport
        self.deflate = zlib.compressobj() if compress else None
        self.silent = False
        self.send_lock = asyncio.Lock()

    async def send(self, payload: dict[str, Any]) -> None:
        if self.silent or self.socket.closed:
            return
        text = json.dumps(payload, separators=(",", ":"))
        async with self.send_lock:
            try:
                if self.deflate is None:
                    await self.socket.send_str(text)
                else:
                    data = self.deflate.compress(text.encode()) + self.deflate.flush(
                        zlib.Z_SYNC_FLUSH
                    )
                    await self.socket.send_bytes(data)
            except (ConnectionError, RuntimeError) as error:
                log.debug("send on a closing socket: %s", error)


class Gateway:
    """Serves ``/gateway`` (first connections) and ``/resume`` (the resume_gateway_url)."""

    def __init__(self, standin: StandIn) -> None:
        self.standin = standin
        self.sessions: dict[str, Session] = {}
        self.current: Session | None = None
        self.identifies: list[dict[str, Any]] = []
        self.resumes: list[dict[str, Any]] = []
        #: Set while the bot is connected and has had its READY or RESUMED.
        self.live = asyncio.Event()

    # -- the websocket -------------------------------------------------------
    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse(max_msg_size=0)
        await socket.prepare(request)
        compress = request.query.get("compress") == "zlib-stream"
        connection = Connection(socket, request.transport, compress)
        self.standin.note("gateway connect", path=request.path, compress=compress)
        await connection.send({"op": HELLO, "d": {"heartbeat_interval": self.standin.heartbeat_ms}})
        session: Session | None = None
        try:
            async for frame in socket:
                if frame.type != WSMsgType.TEXT:
                    continue
                message = json.loads(frame.data)
                op, data = message.get("op"), message.get("d")
                if op == HEARTBEAT:
                    self.standin.note("heartbeat", seq=data)
                    await connection.send({"op": HEARTBEAT_ACK})
                elif op == IDENTIFY:
                    session = await self._identify(connection, data)
                elif op == RESUME:
                    session = await self._resume(connection, data)
                elif session is None:
                    await socket.close(code=NOT_AUTHENTICATED, message=b"Not authenticated.")
        finally:
            if session is not None and session.connection is connection:
                session.connection = None
                self.live.clear()
            self.standin.note("gateway closed", code=socket.close_code)
        return socket

    async def _identify(self, connection: Connection, data: dict[str, Any]) -> Session | None:
        self.identifies.append(data)
        if data.get("token") != self.standin.gateway_token:
            await connection.socket.close(
                code=AUTHENTICATION_FAILED, message=b"Authentication failed."
            )
            return None
        session = Session(secrets.token_hex(16), int(data.get("intents", 0)))
        self.sessions[session.session_id] = session
        self.current = session
        session.connection = connection
        ready = {
            "v": 10,
            "user": payloads.BOT.user(),
            "guilds": [{"id": str(payloads.GUILD_ID), "unavailable": True}],
            "session_id": session.session_id,
            "resume_gateway_url": self.standin.resume_url,
            "shard": [0, 1],
            "application": {"id": str(payloads.APP_ID), "flags": 0},
            "private_channels": [],
            "relationships": [],
        }
        await self._dispatch(session, "READY", ready)
        await self._dispatch(session, "GUILD_CREATE", payloads.guild_create(self.standin.channels))
        self.live.set()
        return session

    async def _resume(self, connection: Connection, data: dict[str, Any]) -> Session | None:
        self.resumes.append(data)
        session = self.sessions.get(data.get("session_id", ""))
        if session is None or data.get("token") != self.standin.gateway_token:
            await connection.send({"op": INVALID_SESSION, "d": False})
            return None
        session.connection = connection
        self.current = session
        after = int(data.get("seq") or 0)
        for event in session.events[after:]:
            await connection.send(event)
        await self._dispatch(session, "RESUMED", {})
        self.live.set()
        return session

    # -- events --------------------------------------------------------------
    async def _dispatch(self, session: Session, name: str, data: dict[str, Any]) -> None:
        event = {"op": DISPATCH, "t": name, "s": session.sequence + 1, "d": data}
        session.events.append(event)
        if session.connection is not None:
            await session.connection.send(event)

    async def dispatch(self, name: str, data: dict[str, Any]) -> None:
        """Send an event in the current session; kept for replay if nobody is listening."""
        if self.current is None:
            raise RuntimeError("the bot never identified")
        await self._dispatch(self.current, name, data)

    # -- faults --------------------------------------------------------------
    def _connection(self) -> Connection:
        if self.current is None or self.current.connection is None:
            raise RuntimeError("the bot is not connected")
        return self.current.connection

    async def drop(self) -> None:
        """Cut the TCP connection without a close frame (a network failure)."""
        connection = self._connection()
        self.live.clear()
        self.current.connection = None  # type: ignore[union-attr]
        if connection.transport is not None:
            connection.transport.abort()

    async def go_silent(self) -> None:
        """Stop answering heartbeats and stop sending events: a zombie connection."""
        connection = self._connection()
        self.live.clear()
        connection.silent = True
        self.current.connection = None  # type: ignore[union-attr]

    async def send_op(self, op: int, data: Any = None) -> None:
        """Opcode 7 (reconnect) or 9 (invalid session; ``data`` says if resumable)."""
        connection = self._connection()
        if op == INVALID_SESSION and not data:
            self.sessions.pop(self.current.session_id, None)  # type: ignore[union-attr]
        self.live.clear()
        await connection.send({"op": op, "d": data})

    async def close(self, code: int) -> None:
        connection = self._connection()
        self.live.clear()
        await connection.socket.close(code=code)
