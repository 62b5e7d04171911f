"""The Discord adapter: its overhead without a network, and the real process under load.

``run()`` returns rows ``{"name", "median_ms", "p99_ms", "n"}``:

* rendering a help document, a ``!layers`` breakdown and a 40-field document (paged);
* ``core.handle("!help")`` alone, then the same command through the adapter
  (``bot.process_commands``: prefix parsing, cooldown, context, core, rendering, send
  to a fake HTTP client that answers at once). The difference is the adapter's cost;
* load, end to end: ``judgebot run`` as a subprocess against the local Discord stand-in
  of ``tests/e2e/standin``, 1,000 messages from 50 channels posted evenly over 10 s.
  The time of one message runs from the stand-in sending MESSAGE_CREATE to it receiving
  the reply. See :data:`LOAD_LIMITS`: the bot alone, then under Discord's limits with and
  without the bot's own global pace (1,000 replies at 50 a second need 20 s, so those
  rows measure the queue Discord's limits impose, not the bot).
"""

from __future__ import annotations

import asyncio
import datetime
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
from discord.ext import commands

from bench import Row, row, time_awaits, time_calls
from bot.core.context import Services
from bot.core.core import CommandCore
from bot.core.reply import DocField, Document
from bot.gateway.client import create_bot
from bot.gateway.render import render_pages
from bot.gateway.settings import GatewaySettings
from tests.e2e.standin.payloads import message

USER = {"id": "1001", "username": "alice", "discriminator": "0", "avatar": None, "bot": False}
BOT_USER = {**USER, "id": "900", "username": "judgebot", "bot": True}


def _payload(content: str, number: int, author: dict[str, Any] = USER) -> dict[str, Any]:
    snowflake = discord.utils.time_snowflake(datetime.datetime.now(datetime.UTC)) + number
    return message(str(snowflake), 5000, author, content)


def _message(bot: Any, content: str, number: int) -> discord.Message:
    payload = _payload(content, number)
    channel = discord.DMChannel._from_message(bot._connection, 5000)
    return discord.Message(state=bot._connection, channel=channel, data=payload)  # type: ignore[arg-type]


async def _dispatch_rows(n: int) -> list[Row]:
    with tempfile.TemporaryDirectory() as folder:
        settings = GatewaySettings(discord_token="bench", data_dir=Path(folder))
        core = CommandCore(Services(prefix="!", data_dir=Path(folder)))
        bot = create_bot(settings, core)
        bot.user_cooldown = commands.CooldownMapping.from_cooldown(  # no throttling
            10**9, 1, commands.BucketType.user
        )
        sent: list[object] = []

        async def request(route: Any, **kwargs: Any) -> Any:
            sent.append(kwargs.get("json"))
            return _payload("", 0, BOT_USER)

        bot.http.request = request  # type: ignore[method-assign]
        await bot._async_setup_hook()
        bot._connection.user = discord.ClientUser(state=bot._connection, data=BOT_USER)  # type: ignore[arg-type]
        await bot.setup_hook()
        try:
            await core.handle("!help")  # warm caches
            core_only = await time_awaits(lambda: core.handle("!help"), n, warmup=0)
            counter = iter(range(10**9))
            adapter = await time_awaits(
                lambda: bot.process_commands(_message(bot, "!help", next(counter))), n, warmup=0
            )
        finally:
            await bot.close()
            await core.close()
    if len(sent) != n:
        raise RuntimeError(f"the adapter answered {len(sent)} of {n} commands")
    overhead = [max(0.0, a - c) for a, c in zip(sorted(adapter), sorted(core_only), strict=True)]
    return [
        row("core.handle !help (no Discord)", core_only),
        row("prefix dispatch !help (adapter + core + send)", adapter),
        row("adapter overhead (dispatch - core, by rank)", overhead),
    ]


def _layers_document() -> Document | None:
    async def ask() -> Document | None:
        core = CommandCore()
        try:
            outcome = await core.handle("!layers Axebane Beast + Invert + Bedeck")
        finally:
            await core.close()
        return outcome.document() if outcome.ok else None

    return asyncio.run(ask())


LOAD_COMMANDS = (
    "!cr 613.{n}",
    "!card Grizzly Bears",
    "!help card",
    "what does [[Axebane Beast]] do?",
    "!layers Axebane Beast + Invert + Bedeck",
)
SEND = "POST /channels/{channel_id}/messages"


@dataclass(frozen=True)
class Limits:
    """What the stand-in enforces, and the bot's own pace (``JUDGEBOT_REST_PER_SECOND``)."""

    label: str
    channel_bucket: tuple[int, float] | None = None
    global_per_second: int | None = None
    bot_pace: int = 0


#: The bot alone; then Discord's limits (5 messages per 5 s a channel, 50 requests a
#: second per token) with and without the bot's own pace.
LOAD_LIMITS = (
    Limits("no rate limits, no pace: the bot alone"),
    Limits("Discord's limits, the bot's pace of 50/s", (5, 5.0), 50, bot_pace=50),
    Limits("Discord's limits, no pace", (5, 5.0), 50),
)


def _load_row(messages: int, channels: int, seconds: float, limits: Limits) -> Row:
    """Post ``messages`` over ``seconds`` from ``channels`` channels; time every reply."""
    from tests.e2e.process import BotProcess
    from tests.e2e.standin import StandIn, someone

    with tempfile.TemporaryDirectory() as folder, StandIn(channels=channels) as standin:
        if limits.channel_bucket is not None:
            standin.limit(SEND, *limits.channel_bucket)
        if limits.global_per_second is not None:
            standin.limit_globally(limits.global_per_second)
        environment = standin.bot_environment(
            f"{folder}/data", JUDGEBOT_REST_PER_SECOND=str(limits.bot_pace)
        )
        bot = BotProcess(environment, Path(folder) / "bot.log")
        try:
            bot.wait_for_log("connected as", timeout=60)
            standin.wait_connected()
            warm = standin.post("!cr 613.1", author=someone())  # builds the rules index
            standin.wait_for_replies(warm, timeout=60)
            posted: dict[str, float] = {}
            start = time.monotonic()
            for number in range(messages):
                time.sleep(max(0.0, start + number * seconds / messages - time.monotonic()))
                text = LOAD_COMMANDS[number % len(LOAD_COMMANDS)].format(n=1 + number % 9)
                channel = standin.channel_ids[number % channels]
                sent_at = time.monotonic()
                posted[standin.post(text, channel, someone())] = sent_at
            posting = time.monotonic() - start
            standin.wait_until(
                lambda: all(standin.replies_to(m) for m in posted), timeout=180, what="replies"
            )
            time.sleep(0.5)  # room for a duplicate to show
            replies = {m: standin.replies_to(m) for m in posted}
        finally:
            bot.stop()
        latencies = [replies[m][0].at - at for m, at in posted.items()]
        return row(
            f"load: {messages:,} messages, {channels} channels, {seconds:g} s ({limits.label})",
            latencies,
            answered=sum(1 for found in replies.values() if found),
            duplicates=sum(len(found) - 1 for found in replies.values()),
            global_429=standin.counters["unplanned_429_global"],
            route_429=standin.counters["unplanned_429_route"],
            posting_s=round(posting, 2),
        )


def run(n: int = 300, quick: bool = False) -> list[Row]:
    """Every row; ``quick`` times 20 calls of each instead of ``n``."""
    if quick:
        n = min(n, 20)
    big = Document(
        title="big",
        description="\n".join("line " + "x" * 70 for _ in range(120)),
        fields=[DocField(name=f"field {i}", value="y" * 900) for i in range(40)],
    )
    help_doc = Document(
        title="judgebot commands",
        fields=[DocField(name="Layers", value="`!layers <scenario>` — the layer system")] * 6,
    )
    rows = [
        row("render help document -> embed", time_calls(lambda: render_pages(help_doc), n, 0)),
        row("render 40-field document -> pages", time_calls(lambda: render_pages(big), n, 0)),
    ]
    layers = _layers_document()
    if layers is not None:
        samples = time_calls(lambda: render_pages(layers), n, warmup=0)
        rows.insert(1, row("render !layers breakdown -> embed", samples))
    rows.extend(asyncio.run(_dispatch_rows(n)))
    load = (100, 10, 2.0) if quick else (1000, 50, 10.0)
    for limits in LOAD_LIMITS[:1] if quick else LOAD_LIMITS:
        rows.append(_load_row(*load, limits))
    return rows


if __name__ == "__main__":
    for result in run():
        median, p99 = result["median_ms"], result["p99_ms"]
        print(f"{result['name']:<48} median {median:>8.3f} ms  p99 {p99:>8.3f} ms  n={result['n']}")
