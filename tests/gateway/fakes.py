"""An offline Discord for the gateway tests (fixtures in ``conftest.py``).

The bot is real (``JudgeBot`` with its extensions, logged in through ``Client.login``);
only the network is fake: ``HTTPClient.request`` and the interaction webhook adapter
record every request and answer with plausible payloads. Events are fed in as gateway
payloads (``MESSAGE_CREATE``, ``INTERACTION_CREATE``), so the tests see exactly what
Discord would receive: embeds, components, flags and ``allowed_mentions``.
"""

from __future__ import annotations

import asyncio
import datetime
import itertools
from dataclasses import dataclass, field
from typing import Any, Literal
from unittest import mock

import discord
from discord.webhook import async_ as webhook_async

from bot.core.commands import Command, CommandRegistry
from bot.core.context import CommandContext, Services
from bot.core.core import CommandCore
from bot.core.features import help as help_feature
from bot.core.reply import DocField, Document, Reply, TextReply
from bot.gateway.client import JudgeBot
from bot.gateway.settings import GatewaySettings
from engine.errors import UnknownCardError
from tests.e2e.standin.payloads import message

TOKEN = "MTIz.fake-token-do-not-print.XYZ"
BOT_ID = 900
APP_ID = 901
OWNER_ID = 42
ALICE_ID = 1001
BOB_ID = 1002
DM_CHANNEL_ID = 5000
DEV_GUILD_ID = 7000

CARD_NAMES = [
    "Axebane Beast",
    "Grizzly Bears",
    "Giant Growth",
    *(f"Test Card {n:02}" for n in range(30)),
    "A" * 150,  # longer than a slash choice value may be
]
TASK_PREFIXES = ("discord.py:", "CommandTree", "discord-ui-view-dispatch")


class BigReply(Reply):
    """A reply far larger than one embed: long description, many fields, a code table."""

    kind: Literal["big"] = "big"
    fields: int = 40

    def document(self) -> Document:
        table = "```\n" + "\n".join(f"L{n}  row {n:03} +1/+1" for n in range(80)) + "\n```"
        return Document(
            title="A very long answer",
            description="\n".join(f"Paragraph line {n}: " + "x" * 60 for n in range(150)),
            fields=[
                DocField(name="Layer table", value=table),
                *(DocField(name=f"Field {n}", value="y" * 900) for n in range(self.fields)),
            ],
            footer="CR 613",
        )


def user_payload(user_id: int, name: str, bot: bool = False) -> dict[str, Any]:
    return {
        "id": str(user_id),
        "username": name.lower(),
        "discriminator": "0",
        "avatar": None,
        "global_name": name,
        "bot": bot,
    }


ALICE = user_payload(ALICE_ID, "Alice")
BOB = user_payload(BOB_ID, "Bob")
OWNER = user_payload(OWNER_ID, "Owner")
OTHER_BOT = user_payload(1003, "OtherBot", bot=True)
BOT_USER = user_payload(BOT_ID, "judgebot", bot=True)

#: Snowflakes from now on: an interaction whose id says "long ago" counts as expired.
_ids = itertools.count(discord.utils.time_snowflake(datetime.datetime.now(datetime.UTC)))


def message_payload(
    content: str,
    author: dict[str, Any],
    *,
    channel_id: int = DM_CHANNEL_ID,
    embeds: list[dict[str, Any]] | None = None,
    components: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """A MESSAGE_CREATE payload, shaped as the Discord stand-in shapes it."""
    return message(
        str(next(_ids)), channel_id, author, content, embeds=embeds, components=components
    )


def build_test_core() -> CommandCore:
    """A core with the real ``help`` plus small fake commands, isolated from new features."""
    core = CommandCore(Services())
    registry = CommandRegistry()
    help_feature.register(registry, core.services)
    core.registry = registry

    async def card(context: CommandContext, argument: str) -> Reply:
        if argument not in CARD_NAMES:
            raise UnknownCardError(
                f"I don't know a card called “{argument}”.", "Check the spelling."
            )
        return TextReply(title=argument, text=f"Card facts of {argument}.")

    async def complete_card(context: CommandContext, current: str) -> list[str]:
        return [name for name in CARD_NAMES if current.casefold() in name.casefold()]

    async def rule(context: CommandContext, argument: str) -> Reply:
        return TextReply(title=f"Rule {argument}", text=f"The text of rule {argument}.")

    async def echo(context: CommandContext, argument: str) -> Reply:
        return TextReply(title="Echo", text=argument)

    async def big(context: CommandContext, argument: str) -> Reply:
        return BigReply()

    async def slow(context: CommandContext, argument: str) -> Reply:
        await asyncio.sleep(0.05)  # longer than the tests' defer_after
        return await card(context, argument)

    async def boom(context: CommandContext, argument: str) -> Reply:
        raise RuntimeError("internal detail that must not reach the user")

    for command in (
        Command("card", card, "card <name>", "Card facts.", argument="name",
                argument_help="a card name", complete=complete_card),
        Command("cr", rule, "cr <rule>", "A rule of the CR.", argument="rule",
                argument_help="a rule number, e.g. 613.4c"),
        Command("echo", echo, "echo <text>", "Say it back."),
        Command("big", big, "big", "A long reply."),
        Command("boom", boom, "boom", "Fails."),
        Command("slow", slow, "slow <name>", "Card facts, slowly.", argument="name"),
    ):  # fmt: skip
        registry.add(command)
    return core


@dataclass
class Sent:
    """One request the bot made to Discord."""

    method: str
    path: str
    payload: dict[str, Any]
    message_id: str = ""

    @property
    def data(self) -> dict[str, Any]:
        """The message part (interaction callbacks wrap it in ``data``)."""
        return self.payload.get("data", self.payload) if "type" in self.payload else self.payload

    @property
    def embeds(self) -> list[discord.Embed]:
        return [discord.Embed.from_dict(e) for e in self.data.get("embeds") or []]

    @property
    def buttons(self) -> list[dict[str, Any]]:
        return [c for row in self.data.get("components") or [] for c in row["components"]]

    @property
    def ephemeral(self) -> bool:
        return bool(self.data.get("flags", 0) & 64)


@dataclass
class FakeDiscord:
    bot: JudgeBot
    sent: list[Sent] = field(default_factory=list)

    # -- what the bot sends -------------------------------------------------
    async def http_request(self, route: Any, **kwargs: Any) -> Any:
        payload = kwargs.get("json") or {}
        sent = Sent(route.method, route.path, payload)
        self.sent.append(sent)
        if route.method in {"POST", "PATCH"} and "/messages" in route.path:
            answer = message_payload(
                payload.get("content") or "",
                BOT_USER,
                channel_id=route.channel_id or DM_CHANNEL_ID,
                embeds=payload.get("embeds"),
                components=payload.get("components"),
            )
            sent.message_id = answer["id"]
            return answer
        return {}

    def webhook_adapter(self) -> webhook_async.AsyncWebhookAdapter:
        fake = self

        class Adapter(webhook_async.AsyncWebhookAdapter):
            async def request(self, route: Any, session: Any = None, **kwargs: Any) -> Any:
                payload = kwargs.get("payload") or {}
                sent = Sent(route.method, route.path, payload)
                fake.sent.append(sent)
                if route.path.endswith("/callback"):
                    return {"interaction": {"id": "1", "type": 2}}
                if route.method == "DELETE":
                    return None
                answer = message_payload(
                    payload.get("content") or "",
                    BOT_USER,
                    embeds=payload.get("embeds"),
                    components=payload.get("components"),
                )
                sent.message_id = answer["id"]
                return answer

        return Adapter()

    # -- what users do ------------------------------------------------------
    async def say(self, content: str, author: dict[str, Any] = ALICE) -> list[Sent]:
        """Post a message; returns the requests the bot made in answer."""
        before = len(self.sent)
        self.bot._connection.parse_message_create(message_payload(content, author))
        await self.settle()
        return self.sent[before:]

    def _interaction(self, kind: int, data: dict[str, Any], user: dict[str, Any]) -> dict[str, Any]:
        return {
            "id": str(next(_ids)),
            "application_id": str(APP_ID),
            "type": kind,
            "token": "interaction-token",
            "version": 1,
            "channel_id": str(DM_CHANNEL_ID),
            "channel": {"id": str(DM_CHANNEL_ID), "type": 1},
            "user": user,
            "locale": "en-US",
            "app_permissions": "0",
            "attachment_size_limit": 8_000_000,
            "entitlements": [],
            "authorizing_integration_owners": {},
            "context": 1,
            "data": data,
        }

    async def slash(
        self, name: str, options: dict[str, str] | None = None, user: dict[str, Any] = ALICE
    ) -> list[Sent]:
        data = {
            "id": "1",
            "name": name,
            "type": 1,
            "options": [{"name": k, "type": 3, "value": v} for k, v in (options or {}).items()],
        }
        return await self._dispatch(2, data, user)

    async def autocomplete(self, name: str, option: str, current: str) -> list[Sent]:
        data = {
            "id": "1",
            "name": name,
            "type": 1,
            "options": [{"name": option, "type": 3, "value": current, "focused": True}],
        }
        return await self._dispatch(4, data, ALICE)

    async def press(self, custom_id: str, message: Sent, user: dict[str, Any]) -> list[Sent]:
        """Press a button under a message the bot sent."""
        data = {"custom_id": custom_id, "component_type": 2}
        payload = self._interaction(3, data, user)
        payload["message"] = message_payload(
            "", BOT_USER, embeds=message.data.get("embeds"), components=message.data["components"]
        )
        payload["message"]["id"] = message.message_id
        before = len(self.sent)
        self.bot._connection.parse_interaction_create(payload)
        await self.settle()
        return self.sent[before:]

    async def _dispatch(self, kind: int, data: dict[str, Any], user: dict[str, Any]) -> list[Sent]:
        before = len(self.sent)
        self.bot._connection.parse_interaction_create(self._interaction(kind, data, user))
        await self.settle()
        return self.sent[before:]

    async def settle(self) -> None:
        """Wait until every event handler, command and button callback has finished."""
        for _ in range(100):
            pending = [
                task
                for task in asyncio.all_tasks()
                if task is not asyncio.current_task()
                and not task.done()
                and task.get_name().startswith(TASK_PREFIXES)
            ]
            if not pending:
                return
            await asyncio.wait(pending, timeout=5)
        raise AssertionError("the bot never settled")


def make_settings(tmp_path: Any, **overrides: Any) -> GatewaySettings:
    values: dict[str, Any] = {
        "discord_token": TOKEN,
        "owner_ids": {OWNER_ID},
        "data_dir": tmp_path,
        "dev_guild_id": DEV_GUILD_ID,
    }
    values.update(overrides)
    return GatewaySettings(**values)


def patch_login(bot: JudgeBot) -> mock.AsyncMock:
    """Answer the two REST calls ``Client.login`` makes; returns the static_login mock."""
    static_login = mock.AsyncMock(return_value=BOT_USER)
    bot.http.static_login = static_login  # type: ignore[method-assign]
    bot.http.application_info = mock.AsyncMock(  # type: ignore[method-assign]
        return_value={
            "id": str(APP_ID),
            "name": "judgebot",
            "icon": None,
            "description": "",
            "rpc_origins": [],
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": OWNER,
            "summary": "",
            "verify_key": "0",
            "flags": 0,
        }
    )
    return static_login
