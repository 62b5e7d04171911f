"""Questions answered before lend their rules to new ones (bot/core/rules/neighbours.py).

The small index here is built from rules we wrote for the test; the last two run ``rules
eval`` and ``rules train`` with the official CR, and skip without ``../shared``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.cli import main
from bot.core.rules.neighbours import Neighbours, Remembered
from bot.core.rules.question import Reading
from bot.core.rules.ranker import default_neighbours
from bot.core.rules.ranking import Query, RuleIndex, Source
from bot.core.rules.search import stems

from .test_ranking import data_dir, needs_data

__all__ = ["data_dir"]

RULES = [
    Source("100.1", "rule", "Doubling", "An effect may make an ability trigger more times."),
    Source("100.2", "rule", "Drawing", "A player who draws from an empty library loses."),
    Source("100.2a", "subrule", "Drawing", "Some effects replace that draw.", (), "100.2"),
]
MEMORY = [
    Remembered("asked-1", {"two": 1.0, "panharmonicon": 1.0, "trigger": 1.0}, ("100.1",)),
    Remembered("asked-2", {"empty": 1.0, "library": 1.0, "maniac": 1.0}, ("100.2a",)),
]


def _reading(text: str) -> Reading:
    words = stems(text)
    return Reading("en", Query({"q": words}, f" {' '.join(words)} "))


def _lent(memory: Neighbours, text: str, skip: str | None = None) -> dict[str, dict[str, float]]:
    index = RuleIndex(RULES)
    found: dict[int, dict[str, float]] = {}
    memory.add_features(_reading(text), found, index, skip)
    return {index.documents[doc].number: values for doc, values in found.items()}


def test_a_question_like_one_answered_before_gets_its_rule_and_the_rule_tree_around_it() -> None:
    lent = _lent(Neighbours(MEMORY), "my maniac and an empty library")
    assert lent["100.2a"]["neighbour"] > 0.5
    assert "100.1" not in lent
    # the parent of the rule lent is not added, but is marked when it is a candidate
    index = RuleIndex(RULES)
    found: dict[int, dict[str, float]] = {index.by_number["100.2"]: {}}
    Neighbours(MEMORY).add_features(_reading("maniac empty library"), found, index)
    assert found[index.by_number["100.2"]]["neighbour_kin"] > 0.5


def test_a_question_is_never_its_own_neighbour() -> None:
    assert _lent(Neighbours(MEMORY), "two panharmonicon trigger", skip="asked-1") == {}
    assert "100.1" in _lent(Neighbours(MEMORY), "two panharmonicon trigger")


def test_a_question_sharing_nothing_gets_nothing() -> None:
    assert _lent(Neighbours(MEMORY), "what is a mulligan") == {}


def test_the_same_card_named_makes_two_questions_neighbours() -> None:
    memory = Neighbours(
        [
            Remembered("asked-1", {"card:panharmonicon": 1.0, "trigger": 1.0}, ("100.1",)),
            Remembered("asked-2", {"trigger": 1.0, "draw": 1.0}, ("100.2",)),
        ]
    )
    index = RuleIndex(RULES)
    found: dict[int, dict[str, float]] = {}
    reading = Reading("en", Query({"q": ["trigger"]}, " trigger "), cards=["Panharmonicon"])
    memory.add_features(reading, found, index)
    lent = {index.documents[doc].number: v["neighbour"] for doc, v in found.items()}
    assert lent["100.1"] > lent["100.2"]


def test_the_memory_survives_saving_and_loading(tmp_path: Path) -> None:
    path = tmp_path / "memory.json"
    Neighbours(MEMORY, {"trained_on": "two questions"}).save(path)
    loaded = Neighbours.load(path)
    assert loaded.about == {"trained_on": "two questions"}
    assert _lent(loaded, "two panharmonicon trigger") == _lent(
        Neighbours(MEMORY), "two panharmonicon trigger"
    )


def _four_questions(tmp_path: Path) -> Path:
    questions = tmp_path / "four.jsonl"
    lines = [
        ("a1", "how does trample work", "702.19b"),
        ("a2", "who gets priority after a spell resolves", "117.3b"),
        ("a3", "when does summoning sickness wear off", "302.6"),
        ("a4", "can an aura enchant a player", "303.4a"),
    ]
    questions.write_text(
        "".join(
            f'{{"id": "{i}", "lang": "en", "topic": "t", "question": "{q}", "accept": ["{r}"]}}\n'
            for i, q, r in lines
        ),
        "utf-8",
    )
    return questions


@needs_data
def test_rules_eval_measures_the_memory_only_when_asked(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    questions = _four_questions(tmp_path)
    args = ["rules", "eval", str(questions), "--data-dir", str(data_dir), "--folds", "2"]
    assert main([*args, "--quiet"]) == 0
    assert "2-fold cross-validated (weights, no memory learned without the fold)" in (
        capsys.readouterr().out
    )
    assert main([*args, "--quiet", "--memory", "--apart"]) == 0
    assert "2-fold cross-validated, folds apart by rule (weights and memory learned" in (
        capsys.readouterr().out
    )


@needs_data
def test_rules_train_writes_a_memory_only_when_asked(
    data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the shipped ranking has none: it lends the rules of other questions' points, which a
    # question set about other points of the rules loses by (docs/RULES.md)
    assert default_neighbours() is None
    rules_text = tmp_path / "rules_text"
    shutil.copytree(Path(__file__).parents[2] / "rules_text", rules_text)
    monkeypatch.setenv("JUDGEBOT_RULES_TEXT", str(rules_text))
    questions = _four_questions(tmp_path)
    args = ["rules", "train", str(questions), "--data-dir", str(data_dir), "--folds", "2"]
    assert main([*args, "--memory"]) == 0
    remembered = Neighbours.load(rules_text / "ranking-neighbours.json")
    assert sorted(r.id for r in remembered.remembered) == ["a1", "a2", "a3", "a4"]
    assert main(args) == 0
    assert not (rules_text / "ranking-neighbours.json").exists()
