"""The heartbeat file and the health check the Docker image runs."""

from __future__ import annotations

from bot.gateway.health import STALE_AFTER_SECONDS, check, write_heartbeat


def test_a_fresh_heartbeat_is_healthy(tmp_path) -> None:
    path = tmp_path / "heartbeat"
    write_heartbeat(path, now=1000.0)
    assert check(path, now=1010.0) == (True, "heartbeat 10 s ago")


def test_a_stale_heartbeat_is_unhealthy(tmp_path) -> None:
    path = tmp_path / "heartbeat"
    write_heartbeat(path, now=1000.0)
    healthy, why = check(path, now=1000.0 + STALE_AFTER_SECONDS + 1)
    assert not healthy and "old" in why


def test_no_heartbeat_is_unhealthy(tmp_path) -> None:
    healthy, why = check(tmp_path / "heartbeat")
    assert not healthy and why.startswith("no heartbeat")
