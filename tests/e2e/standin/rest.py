"""The stand-in's REST API: the routes the bot calls, with Discord's checks and answers.

Every request is recorded. Before a route runs: the bot token is checked (401), a fault
planned by the test is answered (a 429 with ``retry_after``, per route or global, or a
5xx), and the route's rate-limit bucket is applied, with Discord's ``X-RateLimit-*``
headers on every answer of a limited route. Bodies that break Discord's limits get a
400 (see :mod:`.limits`); an interaction answered more than 3 s after it was created
gets 404 "Unknown interaction", as on Discord.
"""

from __future__ import annotations

import json
import math
import re
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import web

from . import limits, payloads

if TYPE_CHECKING:
    from .server import StandIn

API = "/api/v10"
INTERACTION_SECONDS = 3.0
EPHEMERAL = 1 << 6
#: Interaction callback types (interactions/receiving-and-responding).
REPLY, DEFER, DEFER_UPDATE, UPDATE, AUTOCOMPLETE = 4, 5, 6, 7, 8


@dataclass
class Plan:
    """An answer the test asked for: the next ``times`` requests to ``route`` get it."""

    route: str
    status: int
    times: int = 1
    retry_after: float = 0.5
    is_global: bool = False


@dataclass
class Bucket:
    limit: int
    per: float
    remaining: int = 0
    reset_at: float = 0.0


@dataclass
class Call:
    """One REST request as Discord received it."""

    method: str
    route: str
    path: str
    body: Any
    at: float
    status: int = 0
    #: What a 429 answer asked the bot to wait, in seconds.
    retry_after: float = 0.0


@dataclass
class Sent:
    """A message the bot made: in a channel, as an interaction reply or as a follow-up."""

    id: str
    channel_id: int
    payload: dict[str, Any]
    via: str
    at: float
    flags: int = 0
    interaction_id: str | None = None
    reply_to: str | None = None
    deleted: bool = False
    edits: list[dict[str, Any]] = field(default_factory=list)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def current(self) -> dict[str, Any]:
        """The message as it reads now, after its edits."""
        merged = dict(self.payload)
        for edit in self.edits:
            merged.update(edit)
        return merged

    @property
    def text(self) -> str:
        """Everything a reader sees: content, titles, descriptions, fields, footers."""
        message = self.current
        parts = [message.get("content") or ""]
        for embed in message.get("embeds") or []:
            parts += [embed.get("title") or "", embed.get("description") or ""]
            parts += [f"{f.get('name')}\n{f.get('value')}" for f in embed.get("fields") or []]
            parts.append((embed.get("footer") or {}).get("text") or "")
        return "\n".join(part for part in parts if part)

    def pings(self) -> list[str]:
        """Who Discord would notify for this message, by its documented mention rules:
        ``@everyone``/``@here`` and ``<@id>`` in the content unless ``allowed_mentions``
        forbids them, and the replied-to author when ``replied_user`` is true. Text in
        embeds never notifies anyone."""
        content = self.current.get("content") or ""
        allowed = self.payload.get("allowed_mentions")
        parse = (
            set(allowed.get("parse", [])) if allowed is not None else {"everyone", "users", "roles"}
        )
        listed = set(allowed.get("users", [])) if allowed is not None else set()
        pinged = [
            word for word in ("@everyone", "@here") if word in content and "everyone" in parse
        ]
        for user_id in re.findall(r"<@!?(\d+)>", content):
            if "users" in parse or user_id in listed:
                pinged.append(user_id)
        if self.reply_to and allowed is not None and allowed.get("replied_user"):
            pinged.append("replied user")
        return pinged

    @property
    def buttons(self) -> list[dict[str, Any]]:
        rows = self.current.get("components") or []
        return [child for row in rows for child in row.get("components") or []]


@dataclass
class Interaction:
    """An interaction the stand-in sent, and how the bot answered it."""

    id: str
    token: str
    kind: int
    user: payloads.Person
    channel_id: int
    created: float
    message_id: str | None = None  # the message a pressed button is on
    response_type: int | None = None
    response_at: float | None = None
    response_body: dict[str, Any] | None = None
    deferred_flags: int = 0
    original: Sent | None = None
    #: A public or ephemeral "thinking…" the first follow-up will replace.
    placeholder_pending: bool = False


def answer_json(
    body: Any, status: int = 200, headers: dict[str, str] | None = None
) -> web.Response:
    """JSON with Discord's bare ``application/json`` (discord.py compares the header exactly)."""
    return web.Response(
        body=json.dumps(body).encode(),
        status=status,
        headers={"Content-Type": "application/json", **(headers or {})},
    )


def error(status: int, body: dict[str, Any], headers: dict[str, str] | None = None) -> web.Response:
    return answer_json(body, status, headers)


class Rest:
    def __init__(self, standin: StandIn) -> None:
        self.standin = standin
        self.plans: list[Plan] = []
        self.route_limits: dict[str, tuple[int, float]] = {}
        self.buckets: dict[tuple[str, str], Bucket] = {}
        self.global_bucket: Bucket | None = None
        self.commands: dict[str, list[dict[str, Any]]] = {}

    def routes(self) -> list[web.RouteDef]:
        r = web
        return [
            r.get(API + "/users/@me", self.me),
            r.get(API + "/gateway", self.gateway),
            r.get(API + "/gateway/bot", self.gateway),
            r.get(API + "/oauth2/applications/@me", self.application),
            r.post(API + "/channels/{channel_id}/messages", self.create_message),
            r.patch(API + "/channels/{channel_id}/messages/{message_id}", self.edit_message),
            r.delete(API + "/channels/{channel_id}/messages/{message_id}", self.delete_message),
            r.post(API + "/interactions/{interaction_id}/{token}/callback", self.callback),
            r.post(API + "/webhooks/{application_id}/{token}", self.followup),
            r.get(
                API + "/webhooks/{application_id}/{token}/messages/{message_id}",
                self.get_webhook_message,
            ),
            r.patch(
                API + "/webhooks/{application_id}/{token}/messages/{message_id}",
                self.edit_webhook_message,
            ),
            r.delete(
                API + "/webhooks/{application_id}/{token}/messages/{message_id}",
                self.delete_webhook_message,
            ),
            r.put(API + "/applications/{application_id}/commands", self.put_commands),
            r.put(
                API + "/applications/{application_id}/guilds/{guild_id}/commands", self.put_commands
            ),
            r.route("*", API + "/{tail:.*}", self.unknown),
        ]

    # -- what runs before every route -------------------------------------------
    @web.middleware
    async def middleware(self, request: web.Request, handler: Any) -> web.StreamResponse:
        if not request.path.startswith(API):
            return await handler(request)
        resource = request.match_info.route.resource
        template = resource.canonical.removeprefix(API) if resource is not None else request.path
        route = f"{request.method} {template}"
        body = (
            await request.json()
            if request.can_read_body and request.content_type == "application/json"
            else None
        )
        call = Call(request.method, route, request.path, body, time.monotonic())
        self.standin.record_call(call)
        response = self._gatekeeper(request, route, template)
        if response is None and not template.startswith(("/interactions/", "/webhooks/")):
            response = self._global_limit()  # interactions are not under the global limit
        if response is None:
            bucket_headers, response = self._rate_limit(route, request)
            if response is None:
                response = await handler(request)
                response.headers.update(bucket_headers)
        call.status = response.status
        if response.status == 429:
            call.retry_after = json.loads(response.body)["retry_after"]  # type: ignore[arg-type]
        return response

    def _gatekeeper(self, request: web.Request, route: str, template: str) -> web.Response | None:
        authorised = not template.startswith(("/webhooks/", "/interactions/"))
        if authorised and request.headers.get("Authorization") != f"Bot {self.standin.rest_token}":
            return error(401, {"message": "401: Unauthorized", "code": 0})
        for plan in self.plans:
            if plan.route == route and plan.times > 0:
                plan.times -= 1
                return self._planned(plan)
        return None

    def _planned(self, plan: Plan) -> web.Response:
        if plan.status != 429:
            self.standin.count("planned_5xx")
            return error(plan.status, {"message": f"{plan.status}: planned by the test", "code": 0})
        self.standin.count("planned_429")
        return self._too_many(plan.retry_after, plan.is_global, bucket=None)

    def _too_many(self, retry_after: float, is_global: bool, bucket: Bucket | None) -> web.Response:
        headers = {
            "Retry-After": str(math.ceil(retry_after)),
            "X-RateLimit-Scope": "global" if is_global else "user",
            "Via": "1.1 google",  # discord.py treats a 429 without it as a Cloudflare ban
        }
        if is_global:
            headers["X-RateLimit-Global"] = "true"
        if bucket is not None:
            headers |= {
                "X-RateLimit-Limit": str(bucket.limit),
                "X-RateLimit-Remaining": "0",
                "X-RateLimit-Reset-After": f"{retry_after:.3f}",
            }
        body = {
            "message": "You are being rate limited.",
            "retry_after": round(retry_after, 3),
            "global": is_global,
        }
        return error(429, body, headers)

    def _global_limit(self) -> web.Response | None:
        """Discord's global limit per bot token (50 requests a second), when set."""
        bucket = self.global_bucket
        if bucket is None:
            return None
        now = time.monotonic()
        if now >= bucket.reset_at:
            bucket.remaining, bucket.reset_at = bucket.limit, now + bucket.per
        if bucket.remaining == 0:
            self.standin.count("unplanned_429")
            self.standin.count("unplanned_429_global")
            return self._too_many(bucket.reset_at - now, True, bucket=None)
        bucket.remaining -= 1
        return None

    def _rate_limit(
        self, route: str, request: web.Request
    ) -> tuple[dict[str, str], web.Response | None]:
        """Discord's per-route buckets, keyed by the route's major parameter."""
        if route not in self.route_limits:
            return {}, None
        limit, per = self.route_limits[route]
        major = request.match_info.get("channel_id") or request.match_info.get("token") or ""
        bucket = self.buckets.setdefault((route, major), Bucket(limit, per, limit))
        now = time.monotonic()
        if now >= bucket.reset_at:
            bucket.remaining, bucket.reset_at = limit, now + per
        if bucket.remaining == 0:
            self.standin.count("unplanned_429")
            self.standin.count("unplanned_429_route")
            return {}, self._too_many(bucket.reset_at - now, False, bucket)
        bucket.remaining -= 1
        reset_after = bucket.reset_at - now
        return {
            "X-RateLimit-Limit": str(limit),
            "X-RateLimit-Remaining": str(bucket.remaining),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": f"{abs(hash(route)):x}",
        }, None

    # -- identity ----------------------------------------------------------------
    async def me(self, request: web.Request) -> web.Response:
        return answer_json(payloads.BOT.user())

    async def gateway(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        return answer_json(
            {"url": self.standin.gateway_url, "shards": 1, "session_start_limit": limit}
        )

    async def application(self, request: web.Request) -> web.Response:
        return answer_json(
            {
                "id": str(payloads.APP_ID),
                "name": "judgebot",
                "icon": None,
                "description": "",
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": payloads.OWNER.user(),
                "verify_key": "0",
                "flags": 0,
            }
        )

    async def unknown(self, request: web.Request) -> web.Response:
        self.standin.count("unknown_route")
        return error(404, {"message": "404: Not Found", "code": 0})

    # -- channel messages ------------------------------------------------------------
    def _new_message(
        self, channel_id: int, body: dict[str, Any], via: str, flags: int = 0, **extra: Any
    ) -> Sent:
        reference = (body.get("message_reference") or {}).get("message_id")
        reference = None if reference is None else str(reference)
        sent = Sent(
            payloads.snowflake(),
            channel_id,
            body,
            via,
            time.monotonic(),
            flags=flags,
            reply_to=reference,
            **extra,
        )
        self.standin.record_message(sent)
        return sent

    def message_json(self, sent: Sent) -> dict[str, Any]:
        current = sent.current
        return payloads.message(
            sent.id,
            sent.channel_id,
            payloads.BOT.user(),
            current.get("content") or "",
            embeds=current.get("embeds"),
            components=current.get("components"),
            flags=sent.flags,
            reference=sent.reply_to,
        )

    async def create_message(self, request: web.Request) -> web.Response:
        body = await request.json()
        if problem := limits.check_message(body):
            return error(400, problem)
        sent = self._new_message(int(request.match_info["channel_id"]), body, "channel")
        return answer_json(self.message_json(sent))

    async def edit_message(self, request: web.Request) -> web.Response:
        sent = self.standin.message(request.match_info["message_id"])
        if sent is None or sent.deleted:
            return error(404, {"message": "Unknown Message", "code": 10008})
        body = await request.json()
        if problem := limits.check_message(body, edit=True):
            return error(400, problem)
        sent.edits.append(body)
        return answer_json(self.message_json(sent))

    async def delete_message(self, request: web.Request) -> web.Response:
        sent = self.standin.message(request.match_info["message_id"])
        if sent is None or sent.deleted:
            return error(404, {"message": "Unknown Message", "code": 10008})
        sent.deleted = True
        return web.Response(status=204)

    # -- interactions ----------------------------------------------------------------
    async def callback(self, request: web.Request) -> web.Response:
        interaction = self.standin.interactions.get(request.match_info["interaction_id"])
        if interaction is None or interaction.token != request.match_info["token"]:
            return error(404, {"message": "Unknown interaction", "code": 10062})
        if time.monotonic() - interaction.created > INTERACTION_SECONDS:
            self.standin.count("late_interaction")
            return error(404, {"message": "Unknown interaction", "code": 10062})
        if interaction.response_type is not None:
            return error(
                400, {"message": "Interaction has already been acknowledged.", "code": 40060}
            )
        body = await request.json()
        kind, data = body.get("type"), body.get("data") or {}
        if kind == AUTOCOMPLETE:
            problem = limits.check_choices(data.get("choices") or [])
        elif kind in {REPLY, UPDATE}:
            problem = limits.check_message(data, edit=kind == UPDATE)
        else:
            problem = None
        if problem:
            return error(400, problem)
        interaction.response_type, interaction.response_at, interaction.response_body = (
            kind,
            time.monotonic(),
            body,
        )
        flags = int(data.get("flags") or 0)
        message: Sent | None = None
        if kind == REPLY:
            message = self._new_message(
                interaction.channel_id, data, "interaction", flags, interaction_id=interaction.id
            )
            interaction.original = message
        elif kind == DEFER:
            interaction.deferred_flags, interaction.placeholder_pending = flags, True
            message = self._new_message(
                interaction.channel_id,
                {"content": "", "thinking": True},
                "interaction",
                flags,
                interaction_id=interaction.id,
            )
            interaction.original = message
        elif kind == UPDATE and interaction.message_id:
            pressed = self.standin.message(interaction.message_id)
            if pressed is not None:
                pressed.edits.append(data)
        self.standin.notify()
        answer: dict[str, Any] = {
            "interaction": {
                "id": interaction.id,
                "type": interaction.kind,
                "response_message_id": message.id if message else None,
                "response_message_loading": kind == DEFER,
                "response_message_ephemeral": bool(flags & EPHEMERAL),
            }
        }
        if message is not None and kind == REPLY:
            answer["resource"] = {"type": kind, "message": self.message_json(message)}
        return (
            answer_json(answer) if request.query.get("with_response") else web.Response(status=204)
        )

    def _interaction_for(self, request: web.Request) -> Interaction | None:
        token = request.match_info["token"]
        return next((i for i in self.standin.interactions.values() if i.token == token), None)

    async def followup(self, request: web.Request) -> web.Response:
        """A follow-up: the first one after a defer takes the "thinking…" message's place
        and its visibility (its own ephemeral flag is ignored); the others are new messages."""
        interaction = self._interaction_for(request)
        if interaction is None or interaction.response_type is None:
            return error(404, {"message": "Unknown Webhook", "code": 10015})
        body = await request.json()
        if problem := limits.check_message(body):
            return error(400, problem)
        original = interaction.original
        if interaction.placeholder_pending and original is not None and not original.deleted:
            interaction.placeholder_pending = False
            original.payload = body
            original.at = time.monotonic()
            self.standin.notify()
            return answer_json(self.message_json(original))
        sent = self._new_message(
            interaction.channel_id,
            body,
            "followup",
            int(body.get("flags") or 0),
            interaction_id=interaction.id,
        )
        return answer_json(self.message_json(sent))

    def _webhook_message(self, request: web.Request) -> tuple[Interaction | None, Sent | None]:
        interaction = self._interaction_for(request)
        if interaction is None:
            return None, None
        wanted = request.match_info["message_id"]
        if wanted == "@original":
            return interaction, interaction.original
        return interaction, self.standin.message(wanted)

    async def get_webhook_message(self, request: web.Request) -> web.Response:
        _, sent = self._webhook_message(request)
        if sent is None or sent.deleted:
            return error(404, {"message": "Unknown Message", "code": 10008})
        return answer_json(self.message_json(sent))

    async def edit_webhook_message(self, request: web.Request) -> web.Response:
        interaction, sent = self._webhook_message(request)
        if interaction is None or sent is None or sent.deleted:
            return error(404, {"message": "Unknown Message", "code": 10008})
        body = await request.json()
        if problem := limits.check_message(body, edit=True):
            return error(400, problem)
        if sent is interaction.original and interaction.placeholder_pending:
            interaction.placeholder_pending = False
            sent.payload = body
        else:
            sent.edits.append(body)
        self.standin.notify()
        return answer_json(self.message_json(sent))

    async def delete_webhook_message(self, request: web.Request) -> web.Response:
        interaction, sent = self._webhook_message(request)
        if interaction is None or sent is None or sent.deleted:
            return error(404, {"message": "Unknown Message", "code": 10008})
        sent.deleted = True
        if sent is interaction.original:
            interaction.placeholder_pending = False
        self.standin.notify()
        return web.Response(status=204)

    # -- application commands ----------------------------------------------------------
    async def put_commands(self, request: web.Request) -> web.Response:
        if request.match_info["application_id"] != str(payloads.APP_ID):
            return error(403, {"message": "Missing Access", "code": 50001})
        commands = await request.json()
        if problem := limits.check_commands(commands):
            return error(400, problem)
        scope = request.match_info.get("guild_id", "global")
        stored = [
            {
                **command,
                "id": payloads.snowflake(),
                "application_id": str(payloads.APP_ID),
                "version": "1",
            }
            | ({"guild_id": scope} if scope != "global" else {})
            for command in commands
        ]
        self.commands[scope] = stored
        self.standin.notify()
        return answer_json(stored)
