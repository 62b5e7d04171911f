"""``judgebot ask`` in a shell pipeline: a reader that stops reading (``| head``) ends it
quietly, as any command-line tool does, never with a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_ask_into_a_closed_pipe_exits_quietly(tmp_path: Path) -> None:
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before anything is written
    try:
        done = subprocess.run(
            [sys.executable, "-m", "bot.cli", "ask", "!help"],
            cwd=ROOT,
            env={**os.environ, "JUDGEBOT_DATA_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)},
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
            check=False,
        )
    finally:
        os.close(write_end)
    assert "Traceback" not in done.stderr and "BrokenPipeError" not in done.stderr, done.stderr
    assert done.returncode == 0
