"""Importing card files into the index and finding cards by any name."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.core.cards import ImportedCardSource, index_path, open_card_source
from bot.core.cards.importer import CardImportError, import_files
from bot.core.context import CatalogCardSource
from engine.errors import UnknownCardError

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "cards"
pytestmark = pytest.mark.skipif(not DATA.exists(), reason=f"card data not found at {DATA}")


@pytest.fixture
async def source(tmp_path: Path) -> ImportedCardSource:
    files = [DATA / "rules-cards.scryfall.json", DATA / "rules-cards.mtgjson-atomic.json"]
    await import_files(files, tmp_path)
    opened = await open_card_source(tmp_path)
    assert isinstance(opened, ImportedCardSource)
    yield opened  # type: ignore[misc]
    await opened.close()


async def test_subsets_import_cleanly(tmp_path: Path) -> None:
    sets = sorted((DATA / "mtgjson-sets").glob("*.json"))
    summary = await import_files(
        [DATA / "rules-cards.scryfall.json", DATA / "rules-cards.mtgjson-atomic.json", *sets],
        tmp_path,
    )
    assert summary.cards > 1800 and summary.names > 10 * summary.cards
    assert "Imported" in summary.lines()[0]


async def test_foreign_names_resolve_and_say_how(source: ImportedCardSource) -> None:
    record = await source.record("Lune de sang")
    assert record.card.name == "Blood Moon"
    assert record.match.describe() == "matched the French name Lune de sang"


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("invert//invent", "Invert // Invent"),
        ("Invent", "Invert // Invent"),
        ("KASMINA’S TRANSMUTATION", "Kasmina's Transmutation"),
        ("The Prismatic Bridge", "Esika, God of the Tree // The Prismatic Bridge"),
        ("urborg tomb of yawgmoth", "Urborg, Tomb of Yawgmoth"),
    ],
)
async def test_exact_spellings(source: ImportedCardSource, query: str, name: str) -> None:
    assert (await source.get(query)).name == name


async def test_catalog_card_wins_over_the_parsed_one(source: ImportedCardSource) -> None:
    record = await source.record("Blood Moon")
    assert record.curated and record.source == "catalog"


async def test_unknown_name_suggests_at_most_five(source: ImportedCardSource) -> None:
    with pytest.raises(UnknownCardError) as error:
        await source.get("Tarmogof")
    assert error.value.suggestions[0] == "Tarmogoyf"
    assert len(error.value.suggestions) <= 5


async def test_a_name_without_its_the_suggests_the_card_first(
    source: ImportedCardSource,
) -> None:
    with pytest.raises(UnknownCardError) as error:
        await source.get("Scarab God")
    assert error.value.suggestions[0] == "The Scarab God"


async def test_no_index_falls_back_to_the_catalog(tmp_path: Path) -> None:
    assert isinstance(await open_card_source(tmp_path), CatalogCardSource)


async def _previous_index(tmp_path: Path) -> bytes:
    await import_files([DATA / "rules-cards.scryfall.json"], tmp_path)
    return index_path(tmp_path).read_bytes()


async def test_truncated_file_keeps_the_previous_index(tmp_path: Path) -> None:
    before = await _previous_index(tmp_path)
    broken = tmp_path / "broken.json"
    broken.write_bytes((DATA / "rules-cards.scryfall.json").read_bytes()[:50_000])
    with pytest.raises(CardImportError, match="malformed or truncated"):
        await import_files([broken], tmp_path)
    assert index_path(tmp_path).read_bytes() == before
    assert not list(tmp_path.glob("*.building"))


async def test_wrong_format_keeps_the_previous_index(tmp_path: Path) -> None:
    before = await _previous_index(tmp_path)
    wrong = tmp_path / "wrong.json"
    wrong.write_text('{"rules": [1, 2, 3]}')
    with pytest.raises(CardImportError, match="not a card database"):
        await import_files([wrong], tmp_path)
    assert index_path(tmp_path).read_bytes() == before


async def test_interrupted_import_keeps_the_previous_index(tmp_path: Path) -> None:
    before = await _previous_index(tmp_path)
    big = tmp_path / "copy.json"
    shutil.copy(DATA / "rules-cards.scryfall.json", big)

    def interrupt(done: int, total: int) -> None:
        if done > total // 2:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        await import_files([big], tmp_path, progress=interrupt)
    assert index_path(tmp_path).read_bytes() == before
    assert not list(tmp_path.glob("*.building"))


async def test_every_imported_card_comes_back_whole(source: ImportedCardSource) -> None:
    """Each stored card rebuilds from the index, parsed effects and keywords included."""
    import json

    names = [card["name"] for card in json.loads((DATA / "rules-cards.scryfall.json").read_text())]
    for name in names:
        card = await source.get(name)
        assert card.name == name
    serra = await source.get("Serra Angel")
    assert {"flying", "vigilance"} <= {a.keyword for a in serra.abilities}


def test_the_cli_imports_where_the_bot_reads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # JUDGEBOT_DATA_DIR is where open_core looks for cards.sqlite3: the import goes there too
    from bot.cli import main

    monkeypatch.setenv("JUDGEBOT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    assert main(["cards", "import", str(DATA / "rules-cards.scryfall.json")]) == 0
    assert index_path(tmp_path / "data").exists() and not (tmp_path / "var").exists()
    # stderr captured is no terminal, as in `docker logs`: plain lines, no carriage returns
    log = capsys.readouterr().err
    assert "\r" not in log and log.splitlines()[-1].startswith("Importing: 100% of ")
    assert main(["cards", "coverage"]) == 0
    assert "Parsed fully:" in capsys.readouterr().out
