"""Faults Discord really produces, against the real process: rate limits, 5xx answers,
dropped and silent gateway connections, reconnect and invalid-session opcodes.

What must hold through all of them: every message is answered exactly once, replies in a
channel keep the order of the questions, and the bot waits as long as Discord asked.
"""

from __future__ import annotations

import time

import pytest

from .process import BotProcess
from .standin import StandIn, someone

pytestmark = pytest.mark.usefixtures("judgebot")

SEND = "POST /channels/{channel_id}/messages"


def ask_many(standin: StandIn, count: int, channels: int = 2) -> list[tuple[int, str]]:
    """``count`` questions spread over ``channels`` channels, each from a different member."""
    asked = []
    for n in range(count):
        channel = standin.channel_ids[n % channels]
        asked.append((channel, standin.post(f"!cr 613.{1 + n % 9}", channel, someone())))
    return asked


def assert_answered_once_in_order(standin: StandIn, asked: list[tuple[int, str]]) -> None:
    for _, message_id in asked:
        standin.wait_for_replies(message_id)
    time.sleep(0.3)  # a duplicate would arrive about now
    for _, message_id in asked:
        assert len(standin.replies_to(message_id)) == 1, f"{message_id} answered twice"
    for channel in {channel for channel, _ in asked}:
        questions = [message_id for c, message_id in asked if c == channel]
        replies = [
            s.reply_to for s in standin.sent if s.channel_id == channel and s.reply_to in questions
        ]
        assert replies == questions, f"replies out of order in channel {channel}"


def test_a_burst_that_draws_429s_is_answered_once_in_order_after_the_wait(
    discord_standin: StandIn,
) -> None:
    discord_standin.plan(SEND, 429, times=3, retry_after=0.6)
    discord_standin.plan(SEND, 429, times=1, retry_after=0.8, is_global=True)
    before = len(discord_standin.calls)
    asked = ask_many(discord_standin, 10)
    assert_answered_once_in_order(discord_standin, asked)
    calls = [c for c in discord_standin.calls[before:] if c.route == SEND]
    limited = [c for c in calls if c.status == 429]
    assert len(limited) == 4 and discord_standin.counters["unplanned_429"] == 0
    for refused in limited:
        retry = next(c for c in calls if c.at > refused.at and c.path == refused.path)
        assert retry.at - refused.at >= refused.retry_after, "retried before retry_after"


def test_a_500_on_send_is_retried(discord_standin: StandIn) -> None:
    discord_standin.plan(SEND, 500, times=1)
    asked = discord_standin.post("!help card", author=someone())
    [reply] = discord_standin.wait_for_replies(asked)
    statuses = [c.status for c in discord_standin.calls if c.route == SEND][-2:]
    assert statuses == [500, 200] and "!card" in reply.text


def test_a_send_that_keeps_failing_is_logged_with_an_error_id(
    discord_standin: StandIn, judgebot: BotProcess
) -> None:
    discord_standin.plan(SEND, 503, times=1)  # discord.py does not retry a 503
    start = len(judgebot.log())
    discord_standin.post("!help card", author=someone())
    log = judgebot.wait_for_log("could not send the answer", after=start)
    line = next(line for line in log[start:].splitlines() if "could not send the answer" in line)
    assert "error id" in line and "HTTP 503" in line


def test_a_dropped_connection_resumes_and_replays_missed_messages_once(
    discord_standin: StandIn,
) -> None:
    resumes = len(discord_standin.gateway.resumes)
    discord_standin.drop_connection()
    asked = ask_many(discord_standin, 4)  # sent while nobody listens: kept for replay
    discord_standin.wait_connected()
    [resume] = discord_standin.gateway.resumes[resumes:]
    assert resume["session_id"] == discord_standin.gateway.current.session_id  # type: ignore[union-attr]
    assert_answered_once_in_order(discord_standin, asked)


def test_a_missed_heartbeat_ack_is_noticed_and_the_session_resumed(
    discord_standin: StandIn,
) -> None:
    resumes = len(discord_standin.gateway.resumes)
    identifies = len(discord_standin.gateway.identifies)
    discord_standin.go_silent()  # no ACKs, no events: a zombie connection
    asked = ask_many(discord_standin, 3)
    discord_standin.wait_connected(timeout=20)  # JUDGEBOT_HEARTBEAT_TIMEOUT is 6 s here
    assert len(discord_standin.gateway.resumes) == resumes + 1
    assert len(discord_standin.gateway.identifies) == identifies  # the same session
    assert_answered_once_in_order(discord_standin, asked)


def test_opcode_7_reconnects_and_resumes(discord_standin: StandIn) -> None:
    resumes = len(discord_standin.gateway.resumes)
    discord_standin.request_reconnect()
    asked = ask_many(discord_standin, 2)
    discord_standin.wait_connected()
    assert len(discord_standin.gateway.resumes) == resumes + 1
    assert_answered_once_in_order(discord_standin, asked)


def test_close_code_4000_resumes(discord_standin: StandIn) -> None:
    resumes = len(discord_standin.gateway.resumes)
    discord_standin.close_gateway(4000)  # "unknown error": Discord says reconnect
    asked = ask_many(discord_standin, 2)
    discord_standin.wait_connected()
    assert len(discord_standin.gateway.resumes) == resumes + 1
    assert_answered_once_in_order(discord_standin, asked)


def test_opcode_9_starts_a_new_session(discord_standin: StandIn) -> None:
    identifies = len(discord_standin.gateway.identifies)
    old_session = discord_standin.gateway.current.session_id  # type: ignore[union-attr]
    discord_standin.invalidate_session(resumable=False)
    discord_standin.wait_until(
        lambda: len(discord_standin.gateway.identifies) > identifies, what="a new IDENTIFY"
    )
    discord_standin.wait_connected()
    assert discord_standin.gateway.current.session_id != old_session  # type: ignore[union-attr]
    asked = ask_many(discord_standin, 2)
    assert_answered_once_in_order(discord_standin, asked)


def test_a_small_load_is_answered_once_without_429s(discord_standin: StandIn) -> None:
    """Smoke version of bench/gateway_bench.py's load run: 100 messages, 5 channels,
    posted within about a second, under per-channel buckets and the global limit."""
    discord_standin.limit(SEND, requests=5, per_seconds=1.0)  # a bucket per channel
    discord_standin.limit_globally(50)  # Discord's global limit, kept by the bot's own pace
    asked = ask_many(discord_standin, 100, channels=5)
    assert_answered_once_in_order(discord_standin, asked)
    assert discord_standin.counters["unplanned_429"] == 0


def test_the_process_survived_every_fault(judgebot: BotProcess) -> None:
    assert judgebot.process.poll() is None
