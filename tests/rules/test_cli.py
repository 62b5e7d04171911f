"""``judgebot rules import|update|list`` and ``judgebot index`` as a maintainer runs them."""

from __future__ import annotations

import codecs
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from bot.cli import main
from bot.core.rules.library import RulesLibrary

from .conftest import CURRENT_CR, needs_cr


def test_index_builds_from_the_digest(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["index", "--data-dir", str(tmp_path)]) == 0
    assert "from summary into" in capsys.readouterr().out
    assert (tmp_path / "rules.sqlite3").exists()


@needs_cr
async def test_a_utf16_cp1252_style_import_reads_the_same_rules(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = CURRENT_CR.read_text("utf-8-sig")
    utf16 = tmp_path / "MagicCompRules 20260417.txt"
    utf16.write_bytes(codecs.BOM_UTF16_LE + text.replace("\r\n", "\r").encode("utf-16-le"))
    assert main(["rules", "import", str(utf16), "--data-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "CR effective April 17, 2026 (utf-16-le)" in out
    assert "3,138 rules and subrules" in out and "0 unparsed lines" in out
    library = RulesLibrary(tmp_path)
    view = await library.rule("702.19b")
    await library.close()
    assert view.source == "CR effective April 17, 2026"


def test_importing_something_else_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("my shopping list\n", encoding="utf-8")
    assert main(["rules", "import", str(notes), "--data-dir", str(tmp_path)]) == 2
    assert "effective as of" in capsys.readouterr().err
    assert (
        main(["rules", "import", str(tmp_path / "missing.txt"), "--data-dir", str(tmp_path)]) == 2
    )


def test_update_offline_says_what_to_do(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def offline(*args: object, **kwargs: object) -> None:
        raise urllib.error.URLError("Name or service not known")

    monkeypatch.setattr(urllib.request, "urlopen", offline)
    assert main(["rules", "update", "--data-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "could not download" in err and "judgebot rules import FILE" in err


async def test_search_survives_hostile_text_directly(tmp_path: Path) -> None:
    """The core caps messages at 4,000 characters; the library must cope with more anyway."""
    library = RulesLibrary(tmp_path)
    for text in ['"', "*", "NEAR(a b)", "a:b", "((", "x" * 10_000, "deathtouch " * 2000, ""]:
        assert isinstance(await library.search(text), list)
    await library.close()
