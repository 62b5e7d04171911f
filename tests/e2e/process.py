"""``judgebot run`` as a child process, its log in a file, every wait bounded."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

#: A clean stop takes about half a second; closing the gateway waits for the stand-in's close
#: handshake, which took over 15 s twice on a 2-core machine running other suites at once.
STOP_SECONDS = 30.0


def judgebot_command() -> list[str]:
    """The installed ``judgebot`` script next to this Python, else ``python -m bot.cli``."""
    script = Path(sys.executable).with_name("judgebot")
    return [str(script)] if script.exists() else [sys.executable, "-m", "bot.cli"]


def clean_environment(extra: dict[str, str]) -> dict[str, str]:
    """This process's environment without any Discord or judgebot setting, plus ``extra``."""
    kept = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("JUDGEBOT_", "DISCORD_"))
    }
    return kept | {"PYTHONUNBUFFERED": "1"} | extra


class BotProcess:
    def __init__(self, environment: dict[str, str], log_path: Path) -> None:
        self.log_path = log_path
        self._log = log_path.open("wb")
        self.process = subprocess.Popen(
            [*judgebot_command(), "run"],
            env=clean_environment(environment),
            stdout=self._log,
            stderr=subprocess.STDOUT,
        )

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def wait_for_log(self, text: str, timeout: float = 30.0, after: int = 0) -> str:
        """Until ``text`` shows in the log (past character ``after``); returns the log."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            log = self.log()
            if text in log[after:]:
                return log
            if self.process.poll() is not None:
                raise AssertionError(f"judgebot exited ({self.process.returncode}):\n{log[-3000:]}")
            time.sleep(0.05)
        raise TimeoutError(f"no {text!r} in the log after {timeout} s:\n{self.log()[-3000:]}")

    def wait_exit(self, timeout: float = 30.0) -> int:
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired as error:
            self.stop()
            raise AssertionError(f"judgebot did not exit:\n{self.log()[-3000:]}") from error

    def stop(self) -> int:
        """Ctrl-C, then a kill if it does not stop in time."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(STOP_SECONDS)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(STOP_SECONDS)
        self._log.close()
        return self.process.returncode
