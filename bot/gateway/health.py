"""Is the bot alive? The heartbeat file check behind the Docker ``HEALTHCHECK``.

While it is connected to Discord the bot rewrites ``<data dir>/heartbeat`` every
:data:`HEARTBEAT_SECONDS` (see :mod:`bot.gateway.extensions.heartbeat`). The check
passes when that file was written less than :data:`STALE_AFTER_SECONDS` ago::

    python -m bot.gateway.health      # exit 0 healthy, 1 stale or missing

This module imports neither discord.py nor the settings, so the check costs almost nothing.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from bot.core.context import default_data_dir

HEARTBEAT_NAME = "heartbeat"
HEARTBEAT_SECONDS = 30
#: Three missed beats: the gateway is gone or the event loop is stuck.
STALE_AFTER_SECONDS = 3 * HEARTBEAT_SECONDS


def heartbeat_age(path: Path, now: float | None = None) -> float | None:
    """Seconds since the heartbeat was written, or ``None`` if there is none."""
    try:
        written = float(path.read_text(encoding="utf-8").strip())
    except (OSError, ValueError):
        return None
    return (time.time() if now is None else now) - written


def write_heartbeat(path: Path, now: float | None = None) -> None:
    """Record "alive at ``now``" atomically (a reader never sees half a number)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    temporary.write_text(f"{time.time() if now is None else now:.3f}\n", encoding="utf-8")
    temporary.replace(path)


def check(path: Path | None = None, now: float | None = None) -> tuple[bool, str]:
    """``(healthy, one line saying why)``."""
    path = path or default_data_dir() / HEARTBEAT_NAME
    age = heartbeat_age(path, now)
    if age is None:
        return False, f"no heartbeat at {path}"
    if age > STALE_AFTER_SECONDS:
        return False, f"heartbeat is {age:.0f} s old (limit {STALE_AFTER_SECONDS} s)"
    return True, f"heartbeat {age:.0f} s ago"


def main() -> int:
    healthy, why = check()
    print(why)
    return 0 if healthy else 1


if __name__ == "__main__":
    sys.exit(main())
