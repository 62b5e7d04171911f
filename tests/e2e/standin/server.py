"""``StandIn``: the local Discord, run on its own thread so tests can stay synchronous.

    with StandIn() as discord_:
        env = discord_.bot_environment(data_dir)      # what `judgebot run` needs
        ...start the bot...
        message_id = discord_.post("!help", channel=discord_.channel_ids[0])
        [reply] = discord_.wait_for_replies(message_id)

Every wait has a timeout and raises ``TimeoutError`` with what was seen instead.
"""

from __future__ import annotations

import collections
import secrets
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

from aiohttp import web

from . import payloads
from .background import BackgroundServer
from .gateway import INVALID_SESSION, RECONNECT, Gateway
from .rest import Bucket, Call, Interaction, Plan, Rest, Sent

T = TypeVar("T")
WAIT_SECONDS = 20.0


class StandIn(BackgroundServer):
    """A Discord gateway and REST API on 127.0.0.1, with an ephemeral port."""

    def __init__(self, channels: int = 3, heartbeat_ms: int = 41_250) -> None:
        super().__init__()
        self.channels = channels
        self.channel_ids = payloads.channel_ids(channels)
        self.heartbeat_ms = heartbeat_ms
        self.rest_token = payloads.TOKEN
        self.gateway_token = payloads.TOKEN
        self.calls: list[Call] = []
        self.sent: list[Sent] = []
        self.interactions: dict[str, Interaction] = {}
        self.events: list[tuple[float, str, dict[str, Any]]] = []
        self.counters: collections.Counter[str] = collections.Counter()
        self._by_id: dict[str, Sent] = {}
        self._condition = threading.Condition()
        self.gateway = Gateway(self)
        self.rest = Rest(self)

    def __enter__(self) -> StandIn:
        super().__enter__()
        return self

    def application(self) -> web.Application:
        app = web.Application(middlewares=[self.rest.middleware])
        app.add_routes(
            [web.get("/gateway", self.gateway.handle), web.get("/resume", self.gateway.handle)]
        )
        app.add_routes(self.rest.routes())
        return app

    # -- where the bot connects ------------------------------------------------------
    @property
    def api_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    @property
    def resume_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/resume"

    def bot_environment(self, data_dir: str, **settings: str) -> dict[str, str]:
        """The environment for ``judgebot run`` against this stand-in."""
        return {
            "DISCORD_TOKEN": payloads.TOKEN,  # what Discord accepts: rest_token, gateway_token
            "JUDGEBOT_DISCORD_API_URL": self.api_url,
            "JUDGEBOT_DISCORD_GATEWAY_URL": self.gateway_url,
            "JUDGEBOT_DATA_DIR": data_dir,
            "JUDGEBOT_OWNER_IDS": str(payloads.OWNER_ID),
            "JUDGEBOT_DEV_GUILD_ID": str(payloads.GUILD_ID),
            **settings,
        }

    # -- records (called on the stand-in's thread) --------------------------------------
    def note(self, what: str, **details: Any) -> None:
        with self._condition:
            self.events.append((time.monotonic(), what, details))
            self._condition.notify_all()

    def record_call(self, call: Call) -> None:
        with self._condition:
            self.calls.append(call)
            self._condition.notify_all()

    def record_message(self, sent: Sent) -> None:
        with self._condition:
            self.sent.append(sent)
            self._by_id[sent.id] = sent
            self._condition.notify_all()

    def count(self, what: str) -> None:
        with self._condition:
            self.counters[what] += 1

    def notify(self) -> None:
        with self._condition:
            self._condition.notify_all()

    def message(self, message_id: str) -> Sent | None:
        return self._by_id.get(message_id)

    # -- waiting ---------------------------------------------------------------------
    def wait_until(
        self, check: Callable[[], T], timeout: float = WAIT_SECONDS, what: str = ""
    ) -> T:
        """Wait until ``check()`` is truthy; return it. Raises ``TimeoutError`` otherwise."""
        deadline = time.monotonic() + timeout
        with self._condition:
            while not (result := check()):
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(f"waited {timeout:.0f} s for {what or check}")
                self._condition.wait(min(left, 0.2))
            return result

    def wait_connected(self, timeout: float = WAIT_SECONDS) -> None:
        """Until the bot has a live session (READY or RESUMED sent)."""
        self.wait_until(self.gateway.live.is_set, timeout, "the bot to connect")

    def replies_to(self, message_id: str) -> list[Sent]:
        return [s for s in self.sent if s.reply_to == message_id and not s.deleted]

    def wait_for_replies(
        self, message_id: str, count: int = 1, timeout: float = WAIT_SECONDS
    ) -> list[Sent]:
        return self.wait_until(
            lambda: (found := self.replies_to(message_id)) and len(found) >= count and found,
            timeout,
            f"{count} replies to message {message_id}",
        )

    def answers_to(self, interaction_id: str) -> list[Sent]:
        """The visible messages of an interaction: its reply (unless still "thinking…")
        and its follow-ups, oldest first."""
        interaction = self.interactions[interaction_id]
        return [
            s
            for s in self.sent
            if s.interaction_id == interaction_id
            and not s.deleted
            and not (s is interaction.original and interaction.placeholder_pending)
        ]

    def wait_for_answers(
        self, interaction_id: str, count: int = 1, timeout: float = WAIT_SECONDS
    ) -> list[Sent]:
        return self.wait_until(
            lambda: (found := self.answers_to(interaction_id)) and len(found) >= count and found,
            timeout,
            f"{count} answers to interaction {interaction_id}",
        )

    # -- what users do ---------------------------------------------------------------
    def post(
        self, content: str, channel: int | None = None, author: payloads.Person = payloads.ALICE
    ) -> str:
        """A user posts a message; returns its id."""
        message_id = payloads.snowflake()
        data = payloads.message_create(message_id, channel or self.channel_ids[0], author, content)
        self._run(self.gateway.dispatch("MESSAGE_CREATE", data))
        return message_id

    def _interact(
        self,
        kind: int,
        data: dict[str, Any],
        user: payloads.Person,
        channel: int | None,
        message: Sent | None = None,
    ) -> str:
        interaction_id, token = payloads.snowflake(), secrets.token_urlsafe(24)
        channel_id = channel or self.channel_ids[0]
        record = Interaction(
            interaction_id,
            token,
            kind,
            user,
            channel_id,
            time.monotonic(),
            message.id if message else None,
        )
        payload = payloads.interaction(interaction_id, token, kind, data, user, channel_id)
        if message is not None:
            payload["message"] = self.rest.message_json(message)
        with self._condition:
            self.interactions[interaction_id] = record
        self._run(self.gateway.dispatch("INTERACTION_CREATE", payload))
        return interaction_id

    def slash(
        self,
        name: str,
        options: dict[str, str] | None = None,
        user: payloads.Person = payloads.ALICE,
        channel: int | None = None,
    ) -> str:
        """A user runs ``/name option:value``; returns the interaction id."""
        command_id = self._command_id(name)
        data = {
            "id": command_id,
            "name": name,
            "type": 1,
            "options": [{"name": k, "type": 3, "value": v} for k, v in (options or {}).items()],
        }
        return self._interact(2, data, user, channel)

    def autocomplete(
        self, name: str, option: str, current: str, user: payloads.Person = payloads.ALICE
    ) -> str:
        data = {
            "id": self._command_id(name),
            "name": name,
            "type": 1,
            "options": [{"name": option, "type": 3, "value": current, "focused": True}],
        }
        return self._interact(4, data, user, None)

    def press(self, message: Sent, label: str, user: payloads.Person = payloads.ALICE) -> str:
        """A user presses the button called ``label`` under a message the bot sent."""
        button = next(b for b in message.buttons if b.get("label") == label)
        data = {"custom_id": button["custom_id"], "component_type": 2}
        return self._interact(3, data, user, message.channel_id, message)

    def option_of(self, command: str) -> str:
        """The name the bot registered for a command's first option (after ``!sync``)."""
        [spec] = [c for c in self.rest.commands.get("global", []) if c["name"] == command]
        return str(spec["options"][0]["name"])

    def _command_id(self, name: str) -> str:
        for commands in self.rest.commands.values():
            for command in commands:
                if command["name"] == name:
                    return str(command["id"])
        return payloads.snowflake()

    # -- faults ----------------------------------------------------------------------
    def plan(
        self,
        route: str,
        status: int,
        times: int = 1,
        retry_after: float = 0.5,
        is_global: bool = False,
    ) -> None:
        """Answer the next ``times`` requests to ``route`` with ``status``: a 429 carrying
        ``retry_after``, or a 5xx. ``route`` as ``"POST /channels/{channel_id}/messages"``."""
        self.rest.plans.append(Plan(route, status, times, retry_after, is_global))

    def limit(self, route: str, requests: int, per_seconds: float) -> None:
        """A rate-limit bucket for ``route``, one per channel (or interaction token)."""
        self.rest.route_limits[route] = (requests, per_seconds)

    def limit_globally(self, requests_per_second: int) -> None:
        """Discord's global limit: this many requests a second across all routes
        (interaction callbacks and follow-ups excepted), answered with a global 429."""
        self.rest.global_bucket = Bucket(requests_per_second, 1.0)

    def drop_connection(self) -> None:
        self._run(self.gateway.drop())

    def go_silent(self) -> None:
        self._run(self.gateway.go_silent())

    def request_reconnect(self) -> None:
        self._run(self.gateway.send_op(RECONNECT))

    def invalidate_session(self, resumable: bool = False) -> None:
        self._run(self.gateway.send_op(INVALID_SESSION, resumable))

    def close_gateway(self, code: int) -> None:
        self._run(self.gateway.close(code))
