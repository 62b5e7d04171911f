"""Starting against a Discord that refuses: one clear log line, exit code 1, no retry loop."""

from __future__ import annotations

import signal
import time
from pathlib import Path

from .conftest import start_bot
from .standin import StandIn


def test_gateway_close_4004_ends_the_process_with_a_clear_line(tmp_path: Path) -> None:
    with StandIn() as standin:
        standin.gateway_token = "a-token-revoked-since-login"  # REST accepts, the gateway not
        bot = start_bot(standin, tmp_path)
        assert bot.wait_exit(timeout=30) == 1
        time.sleep(0.5)
        assert len(standin.gateway.identifies) == 1  # it did not try again
    log = bot.log()
    assert "Discord refused the token (gateway close code 4004): check DISCORD_TOKEN." in log
    assert "Traceback" not in log and standin.rest_token not in log


def test_a_token_refused_at_login_never_opens_the_gateway(tmp_path: Path) -> None:
    with StandIn() as standin:
        standin.rest_token = "the-token-discord-knows"
        bot = start_bot(standin, tmp_path)  # with the usual token, which Discord now refuses
        assert bot.wait_exit(timeout=30) == 1
        assert [c.status for c in standin.calls] == [401]
        assert not standin.gateway.identifies
    assert "Discord refused the token: check DISCORD_TOKEN." in bot.log()


def test_a_sharded_bot_finds_the_gateway_through_get_gateway_bot(tmp_path: Path) -> None:
    with StandIn() as standin:
        bot = start_bot(standin, tmp_path, JUDGEBOT_SHARDED="true")
        try:
            bot.wait_for_log("connected as", timeout=60)
            assert any(c.route == "GET /gateway/bot" for c in standin.calls)
            [identify] = standin.gateway.identifies
            assert identify["shard"] == [0, 1]  # the shard count Discord recommended
            asked = standin.post("!help card")
            assert "!card" in standin.wait_for_replies(asked)[0].text
        finally:
            assert bot.stop() == 0


def test_docker_stop_closes_the_gateway_and_exits_cleanly(tmp_path: Path) -> None:
    # `docker stop` sends SIGTERM: the bot closes its gateway connection and exits 0, as on
    # Ctrl-C, instead of being killed mid-reply
    with StandIn() as standin:
        bot = start_bot(standin, tmp_path, JUDGEBOT_SHARDED="true")
        bot.wait_for_log("connected as", timeout=60)
        bot.process.send_signal(signal.SIGTERM)
        assert bot.wait_exit(timeout=30) == 0
    log = bot.log()
    assert "stopping: closing the gateway connection" in log and log.rstrip().endswith("stopped")
