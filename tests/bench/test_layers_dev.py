"""``python -m bench.layers_dev`` prints the dev scenarios' pass rate and what blocks them."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.scryfall_cards import DATA, MISSING_REASON

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(not DATA.exists(), reason=MISSING_REASON)
def test_layers_dev_prints_the_pass_rate_by_topic_and_the_blockers() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bench.layers_dev"],
        cwd=REPO, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    passed = re.search(r"^(\d+) of 77 development scenarios pass", done.stdout, re.M)
    assert passed, done.stdout[:500]
    topics = re.findall(r"^(\S.*?)\s+(\d+) / (\d+)$", done.stdout, re.M)
    assert sum(int(all_) for _, _, all_ in topics) == 77
    assert sum(int(ok) for _, ok, _ in topics) == int(passed[1])
    if int(passed[1]) == 77:
        assert "Nothing blocks: every scenario passes." in done.stdout
    else:
        blockers = done.stdout.partition("What blocks the others")[2]
        assert re.search(r"^\s+\d+  [a-z ]+: \S", blockers, re.M)  # the blockers, counted
    assert "Not as dev_scenarios.toml says" not in done.stdout
