"""Shared fixtures: a library over the digest alone, and one with the current CR imported.

The official CR is not in the repository; it lives in ``../shared/data`` next to the
checkout. Tests that need it skip with the reason when it is absent.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import date
from pathlib import Path

import pytest

from bot.core.rules.encoding import decode_rules
from bot.core.rules.library import RulesLibrary
from bot.core.rules.parser import parse_rules_text
from bot.core.rules.store import save_import

REPO_ROOT = Path(__file__).resolve().parents[2]
SHARED_DATA = REPO_ROOT.parent / "shared" / "data"
CURRENT_CR = SHARED_DATA / "comprehensive-rules.txt"
CR_2020 = SHARED_DATA / "comprehensive-rules-20200124.txt"
CR_2026_01 = SHARED_DATA / "comprehensive-rules-20260116.txt"
ALL_EDITIONS = (CR_2020, CR_2026_01, CURRENT_CR)
TODAY = date(2026, 11, 22)

needs_cr = pytest.mark.skipif(
    not CURRENT_CR.exists(),
    reason=f"the official CR is not in the repository; expected it at {CURRENT_CR}",
)


def import_files(data_dir: Path, *files: Path) -> None:
    for path in files:
        text, _ = decode_rules(path.read_bytes())
        save_import(data_dir, parse_rules_text(text), text)


@pytest.fixture
async def digest_library(tmp_path: Path) -> AsyncIterator[RulesLibrary]:
    library = RulesLibrary(tmp_path, today=lambda: TODAY)
    yield library
    await library.close()


@pytest.fixture(scope="session")
def cr_data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data dir with all three editions imported (built once per test session)."""
    if not CURRENT_CR.exists():
        pytest.skip(f"the official CR is not in the repository; expected it at {CURRENT_CR}")
    data_dir = tmp_path_factory.mktemp("cr")
    import_files(data_dir, *ALL_EDITIONS)
    RulesLibrary(data_dir).rebuild()
    return data_dir


@pytest.fixture
async def cr_library(cr_data_dir: Path) -> AsyncIterator[RulesLibrary]:
    library = RulesLibrary(cr_data_dir, today=lambda: TODAY)
    yield library
    await library.close()
