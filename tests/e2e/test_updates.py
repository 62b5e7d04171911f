"""``judgebot rules update`` and ``judgebot cards update`` against stand-ins of Wizards'
rules page and Scryfall's bulk data: conditional downloads, 429s, downloads cut short.

The commands run through the CLI's own ``main`` in this process (a subprocess per call
would triple the time); only the URLs differ from production, set by environment."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.cli import main

from .standin.updates import BULK_LISTING, CARDS_FILE, RULES_FILE, DataSources

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data"
CR_FILE = SHARED / "comprehensive-rules-20260116.txt"
CARD_FILE = SHARED / "cards" / "rules-cards.scryfall.json"

NEEDS_SHARED = f"needs the CR text and the small Scryfall file in {SHARED}"


@dataclass
class Result:
    returncode: int
    stdout: str
    stderr: str


Cli = Callable[..., Result]


@pytest.fixture
def sources(monkeypatch: pytest.MonkeyPatch) -> Iterator[DataSources]:
    if not (CR_FILE.exists() and CARD_FILE.exists()):
        pytest.skip(NEEDS_SHARED)
    with DataSources(CR_FILE.read_bytes(), CARD_FILE.read_bytes()) as running:
        for name, value in running.environment().items():
            monkeypatch.setenv(name, value)
        yield running


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    """``judgebot ARGS`` with ``JUDGEBOT_DATA_DIR=data_dir``; its exit status and output."""

    def run(data_dir: Path, *args: str) -> Result:
        monkeypatch.setenv("JUDGEBOT_DATA_DIR", str(data_dir))
        capsys.readouterr()
        status = main(list(args))
        out, err = capsys.readouterr()
        return Result(status, out, err)

    return run


def test_rules_update_imports_the_file_the_page_links(
    sources: DataSources, tmp_path: Path, cli: Cli
) -> None:
    result = cli(tmp_path, "rules", "update")
    assert result.returncode == 0, result.stderr
    assert "CR effective January 16, 2026" in result.stdout
    assert cli(tmp_path, "rules", "list").stdout.startswith("2026-01-16")
    [download] = sources.hits(RULES_FILE)
    assert "judgebot" in download.headers["User-Agent"]


def test_rules_update_asks_only_for_a_newer_file(
    sources: DataSources, tmp_path: Path, cli: Cli
) -> None:
    assert cli(tmp_path, "rules", "update").returncode == 0
    again = cli(tmp_path, "rules", "update")
    assert again.returncode == 0 and "has not changed" in again.stdout
    first, second = sources.hits(RULES_FILE)
    assert second.headers["If-None-Match"] == sources.files[RULES_FILE].etag
    assert (first.status, second.status) == (200, 304)


def test_rules_update_waits_out_a_429(sources: DataSources, tmp_path: Path, cli: Cli) -> None:
    sources.files[RULES_FILE].too_many_next = 1
    started = time.monotonic()
    result = cli(tmp_path, "rules", "update")
    assert result.returncode == 0, result.stderr
    assert [hit.status for hit in sources.hits(RULES_FILE)] == [429, 200]
    assert time.monotonic() - started >= 1.0  # Retry-After: 1


def test_a_rules_download_cut_short_imports_nothing(
    sources: DataSources, tmp_path: Path, cli: Cli
) -> None:
    sources.files[RULES_FILE].truncate_next = 1
    result = cli(tmp_path, "rules", "update")
    assert result.returncode == 2 and "cut short" in result.stderr
    assert "No CR imported yet" in cli(tmp_path, "rules", "list").stdout


def test_cards_update_downloads_imports_and_then_asks_only_for_a_newer_file(
    sources: DataSources, tmp_path: Path, cli: Cli
) -> None:
    result = cli(tmp_path, "cards", "update")
    assert result.returncode == 0, result.stderr
    answer = cli(tmp_path, "ask", "!card Aquamoeba")
    assert answer.returncode == 0 and "Aquamoeba" in answer.stdout
    again = cli(tmp_path, "cards", "update")
    assert again.returncode == 0 and "has not changed" in again.stdout
    first, second = sources.hits(CARDS_FILE)
    assert second.headers["If-None-Match"] == sources.files[CARDS_FILE].etag
    assert (first.status, second.status) == (200, 304)


def test_cards_update_waits_out_a_429_on_the_listing(
    sources: DataSources, tmp_path: Path, cli: Cli
) -> None:
    sources.listing_too_many = 1
    result = cli(tmp_path, "cards", "update")
    assert result.returncode == 0, result.stderr
    assert [hit.status for hit in sources.hits(BULK_LISTING)] == [429, 200]


def test_a_card_file_cut_short_keeps_the_previous_one(
    sources: DataSources, tmp_path: Path, cli: Cli
) -> None:
    assert cli(tmp_path, "cards", "update").returncode == 0
    downloaded = tmp_path / "downloads" / "scryfall-oracle-cards.json"
    kept = downloaded.read_bytes()
    sources.files[CARDS_FILE].replace(CARD_FILE.read_bytes().replace(b"Aquamoeba", b"Aquamoebb"))
    sources.files[CARDS_FILE].truncate_next = 1
    result = cli(tmp_path, "cards", "update")
    assert result.returncode == 1 and "cut short" in result.stderr
    assert downloaded.read_bytes() == kept
    assert not list(downloaded.parent.glob("*.part"))
    assert "Aquamoeba" in cli(tmp_path, "ask", "!card Aquamoeba").stdout


def test_the_txt_link_is_found_absolute_or_relative() -> None:
    from bot.core.rules.cli import find_txt_link

    page = "https://magic.wizards.com/en/rules"
    absolute = '<a href="https://media.wizards.com/2026/downloads/MagicCompRules 20260116.txt">'
    assert find_txt_link(absolute, page) == (
        "https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.txt"
    )
    relative = "<a href='/downloads/rules.pdf'>PDF</a> <a href='/downloads/cr.txt'>TXT</a>"
    assert find_txt_link(relative, page) == "https://magic.wizards.com/downloads/cr.txt"
    in_script = '{"url":"https://media.wizards.com/2026/MagicCompRules.txt"}'
    assert find_txt_link(in_script, page) == "https://media.wizards.com/2026/MagicCompRules.txt"
    assert find_txt_link("<p>no link today</p>", page) is None
