"""``judgebot cards coverage --canon FILE``: the judge's canon measured beside the whole pool."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli import main

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "cards"
CANON = """
[shapes]
effect-outlives-source = "the effect continues after its source leaves"

[[card]]
name = "Humility"
sources = ["seed:002_71c87ab78de92187.txt"]

[[card]]
name = "Clone"
sources = ["cr:707.2"]

[[card]]
name = "Titania's Song"
sources = ["cr:613.2"]
status = "unread"
shape = "effect-outlives-source"
reason = "'this effect continues until end of turn' after it leaves is not read"

[[card]]
name = "Not A Real Card At All"
sources = ["https://example.org/layers"]
"""


@pytest.fixture
def index(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    cards = DATA / "rules-cards.scryfall.json"
    if not cards.exists():
        pytest.skip(f"card data not found at {cards}")
    monkeypatch.setenv("JUDGEBOT_DATA_DIR", str(tmp_path / "data"))
    assert main(["cards", "import", str(cards)]) == 0
    return tmp_path


def test_canon_coverage_is_printed_beside_the_overall_figure(
    index: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    canon = index / "mini.toml"
    canon.write_text(CANON, encoding="utf-8")
    capsys.readouterr()
    assert main(["cards", "coverage", "--canon", str(canon)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[2].startswith("Parsed fully:")
    assert out[3] == "Judge's canon (mini.toml): 4 cards, 3 in the index"
    assert out[4] == (
        "Canon parsed fully: 2 (50.0%); reviewed correct: 2 (50.0%); "
        "listed unread or wrong with a reason: 1"
    )


def test_a_malformed_canon_file_is_a_friendly_error(
    index: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    canon = index / "bad.toml"
    canon.write_text('[[card]]\nname = "Clone"\n', encoding="utf-8")
    capsys.readouterr()
    assert main(["cards", "coverage", "--canon", str(canon)]) == 1
    err = capsys.readouterr().err
    assert "is not a canon file: Clone: no source." in err
    assert main(["cards", "coverage", "--canon", str(index / "missing.toml")]) == 1
    assert "I can't read" in capsys.readouterr().err
