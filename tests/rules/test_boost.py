"""The boosted re-ranker of `!rule`: it learns what a weighted sum of features cannot,
and the trees it learned are the ones that rank after saving and loading."""

from __future__ import annotations

import json
import random

from bot.core.rules.boost import ROUNDS, Group, Rerank, fit
from bot.core.rules.ranker import weights_path
from bot.core.rules.ranking import RERANK_COLUMNS, Weights

#: Each question's four candidates: (feature x, feature y).
CANDIDATES = [(1.0, 0.0), (0.0, 1.0), (1.0, 1.0), (0.0, 0.0)]


def _question(chance: random.Random) -> tuple[float, list[tuple[float, float]], int]:
    """A question whose kind ``c`` decides which candidate is right: the one with both
    features when c is 1, the one with neither when c is 0. The kind is the same for all
    of a question's candidates, so no weight on it can change their order: only a model
    of how c and the features work together can."""
    kind = float(chance.random() < 0.5)
    candidates = CANDIDATES[:]
    chance.shuffle(candidates)
    right = candidates.index((1.0, 1.0) if kind else (0.0, 0.0))
    return kind, candidates, right


def test_the_trees_learn_which_candidate_is_right_from_how_features_work_together() -> None:
    chance = random.Random(3)
    groups = []
    for _ in range(80):
        kind, candidates, right = _question(chance)
        rows = [[kind, x, y, 0.0] for x, y in candidates]  # the last column: linear score
        groups.append(Group(rows, [2.0 if i == right else 0.0 for i in range(4)]))
    rerank = fit(groups)
    for _ in range(20):
        kind, candidates, right = _question(chance)
        order = rerank.order([[kind, x, y] for x, y in candidates], [0.0] * 4)
        assert order[0] == right, (kind, candidates)


def test_only_the_best_candidates_by_the_linear_score_are_reordered() -> None:
    chance = random.Random(5)
    groups = []
    for _ in range(80):  # the trees learn to prefer a large first feature
        values = [chance.random() for _ in range(4)]
        best = max(range(4), key=lambda i: values[i])
        groups.append(
            Group([[v, 0.0] for v in values], [2.0 if i == best else 0.0 for i in range(4)])
        )
    rerank = fit(groups, top=2)
    rows = [[0.9], [0.1], [0.5], [0.99]]
    linear = [3.0, 2.0, 1.0, 0.0]  # the trees see the first two only
    assert rerank.order(rows, linear) == [0, 1, 2, 3]
    assert rerank.order(rows, [2.0, 3.0, 1.0, 0.0]) == [0, 1, 2, 3]


def test_the_learned_trees_survive_saving_and_loading() -> None:
    chance = random.Random(3)
    groups = []
    for _ in range(80):
        kind, candidates, right = _question(chance)
        rows = [[kind, x, y, 0.0] for x, y in candidates]
        groups.append(Group(rows, [2.0 if i == right else 0.0 for i in range(4)]))
    rerank = fit(groups, columns=("kind", "x", "y", "linear"))
    loaded = Rerank.from_json(json.loads(json.dumps(rerank.as_json())))
    assert loaded.columns == ("kind", "x", "y", "linear")
    for _ in range(10):
        kind, candidates, _right = _question(chance)
        rows = [[kind, x, y] for x, y in candidates]
        assert loaded.order(rows, [0.0] * 4) == rerank.order(rows, [0.0] * 4)


def test_the_shipped_rankings_trees_read_the_features_the_ranking_computes() -> None:
    # a feature added or moved without `judgebot rules train` would make the trees read
    # the wrong columns: loading refuses such a file
    for path in (weights_path(), weights_path(semantic=True)):
        rerank = Weights.load(path).rerank
        assert rerank is not None and rerank.columns == RERANK_COLUMNS
        assert len(rerank.trees) == ROUNDS
