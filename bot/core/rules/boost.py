"""A small boosted re-ranker over the linear ranking's best candidates.

The linear model (:mod:`bot.core.rules.learn`) weighs every feature the same way
whatever the others say, so it cannot learn that a subrule matters when its heading is
named, or that the remembered questions count only when the words agree. A few shallow
regression trees, boosted, can: they re-order the :data:`TOP` candidates the linear score
puts first, from the same features plus that linear score, and leave the rest in its order.

Training is gradient boosting on the same listwise softmax loss as the linear model (the
rule a judge named best counts twice as much as the other accepted ones), with Newton
steps per leaf, leaf-wise trees of :data:`LEAVES` leaves, and a seeded sample of rows and
features per tree, so the same questions always give the same trees. Pure Python: the
features are cut into at most :data:`BINS` bins once; a fit on the development set takes
seconds. The trees live in ``rules_text/ranking.json`` beside the weights (``rerank``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import pairwise
from typing import cast

#: How many of the linear ranking's best candidates the trees re-order.
TOP = 20
ROUNDS = 100
RATE = 0.05
LEAVES = 4
MIN_ROWS = 30
BINS = 16
L2 = 1.0
SAMPLE = 0.8
SEED = 7


@dataclass(frozen=True)
class Tree:
    """One tree as flat lists: node ``i`` sends a row left when
    ``row[feature[i]] < threshold[i]``; a node with ``feature[i] == -1`` is a leaf worth
    ``value[i]``."""

    feature: tuple[int, ...]
    threshold: tuple[float, ...]
    left: tuple[int, ...]
    right: tuple[int, ...]
    value: tuple[float, ...]

    def __call__(self, row: Sequence[float]) -> float:
        node = 0
        feature = self.feature
        while feature[node] >= 0:
            go_left = row[feature[node]] < self.threshold[node]
            node = self.left[node] if go_left else self.right[node]
        return self.value[node]

    def as_json(self) -> dict[str, list[float] | list[int]]:
        return {
            "feature": list(self.feature),
            "threshold": [round(x, 6) for x in self.threshold],
            "left": list(self.left),
            "right": list(self.right),
            "value": [round(x, 6) for x in self.value],
        }

    @classmethod
    def from_json(cls, data: dict[str, list[float]]) -> Tree:
        return cls(
            tuple(int(x) for x in data["feature"]),
            tuple(float(x) for x in data["threshold"]),
            tuple(int(x) for x in data["left"]),
            tuple(int(x) for x in data["right"]),
            tuple(float(x) for x in data["value"]),
        )


@dataclass(frozen=True)
class Rerank:
    """The trees, and how many of the linear ranking's best candidates they re-order.
    A row is a candidate's features followed by its linear score."""

    trees: tuple[Tree, ...]
    top: int = TOP
    #: What each column of a row is (the trees name columns by position).
    columns: tuple[str, ...] = ()

    def score(self, row: Sequence[float]) -> float:
        return self._scorer(row)

    @cached_property
    def _scorer(self) -> Callable[[Sequence[float]], float]:
        """The trees' sum as one compiled expression: it runs 20 times a question, and
        walking 100 trees node by node took a tenth of ``!rule``'s time."""
        if not self.trees:
            return lambda row: 0.0
        body = " + ".join(_expression(tree, 0) for tree in self.trees)
        return cast(Callable[[Sequence[float]], float], eval(f"lambda row: {body}"))

    def order(self, rows: Sequence[Sequence[float]], linear: Sequence[float]) -> list[int]:
        """Candidate positions, best first: the top ones by the trees, then the rest by
        ``linear``."""
        by_linear = sorted(range(len(linear)), key=lambda i: -linear[i])
        head, tail = by_linear[: self.top], by_linear[self.top :]
        boosted = {i: self.score([*rows[i], linear[i]]) for i in head}
        head.sort(key=lambda i: -boosted[i])
        return head + tail

    def as_json(self) -> dict[str, object]:
        return {
            "top": self.top,
            "columns": list(self.columns),
            "trees": [tree.as_json() for tree in self.trees],
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Rerank:
        trees, top, columns = data.get("trees"), data.get("top", TOP), data.get("columns", [])
        assert isinstance(trees, list) and isinstance(top, int) and isinstance(columns, list)
        return cls(tuple(Tree.from_json(t) for t in trees), top, tuple(map(str, columns)))


@dataclass
class Group:
    """One question's re-ranked candidates: their rows and how much each is wanted
    (2 the best rule, 1 another accepted one, 0 the rest)."""

    rows: list[list[float]]
    wanted: list[float]


def _expression(tree: Tree, node: int) -> str:
    """Python source for the value of ``tree`` from ``node`` down (numbers only, from
    :meth:`Tree.from_json`, so the source is safe to compile)."""
    if tree.feature[node] < 0:
        return repr(tree.value[node])
    yes, no = _expression(tree, tree.left[node]), _expression(tree, tree.right[node])
    return f"({yes} if row[{tree.feature[node]}] < {tree.threshold[node]!r} else {no})"


def _thresholds(column: list[float]) -> list[float]:
    """At most :data:`BINS` - 1 cut points between the column's distinct values."""
    values = sorted(set(column))
    if len(values) <= 1:
        return []
    if len(values) <= BINS:
        return [(a + b) / 2 for a, b in pairwise(values)]
    cuts = [values[len(values) * k // BINS] for k in range(1, BINS)]
    return sorted(set(cuts))


def _bin(value: float, cuts: list[float]) -> int:
    low, high = 0, len(cuts)
    while low < high:  # the first cut above the value
        middle = (low + high) // 2
        if value < cuts[middle]:
            high = middle
        else:
            low = middle + 1
    return low


def _gradients(groups: list[Group], scores: list[list[float]]) -> tuple[list[float], list[float]]:
    """Per row, the softmax loss's gradient and (diagonal) curvature."""
    gradient: list[float] = []
    curvature: list[float] = []
    for group, values in zip(groups, scores, strict=True):
        top = max(values)
        exps = [math.exp(v - top) for v in values]
        total = sum(exps)
        wanted = sum(group.wanted)
        for e, w in zip(exps, group.wanted, strict=True):
            p = e / total
            gradient.append(p - w / wanted)
            curvature.append(max(p * (1 - p), 1e-6))
    return gradient, curvature


class _Grower:
    """Grows one leaf-wise tree on binned rows."""

    def __init__(self, bins: list[list[int]], cuts: list[list[float]], features: list[int]):
        self.bins, self.cuts, self.features = bins, cuts, features

    def best_split(
        self, rows: list[int], g: list[float], h: list[float]
    ) -> tuple[float, int, int] | None:
        """(gain, feature, cut) of the best split of ``rows``, if any is allowed."""
        total_g = sum(g[r] for r in rows)
        total_h = sum(h[r] for r in rows)
        parent = total_g * total_g / (total_h + L2)
        best: tuple[float, int, int] | None = None
        for f in self.features:
            size = len(self.cuts[f]) + 1
            if size < 2:
                continue
            hist_g, hist_h, count = [0.0] * size, [0.0] * size, [0] * size
            for r in rows:
                b = self.bins[r][f]
                hist_g[b] += g[r]
                hist_h[b] += h[r]
                count[b] += 1
            left_g = left_h = 0.0
            left_n = 0
            for cut in range(size - 1):
                left_g += hist_g[cut]
                left_h += hist_h[cut]
                left_n += count[cut]
                right_n = len(rows) - left_n
                if left_n < MIN_ROWS or right_n < MIN_ROWS:
                    continue
                right_g, right_h = total_g - left_g, total_h - left_h
                gain = left_g**2 / (left_h + L2) + right_g**2 / (right_h + L2) - parent
                if gain > 1e-9 and (best is None or gain > best[0]):
                    best = (gain, f, cut)
        return best

    def grow(self, rows: list[int], g: list[float], h: list[float]) -> Tree:
        feature, threshold, left, right, value = [-1], [0.0], [-1], [-1], [0.0]
        members = {0: rows}
        splits = {0: self.best_split(rows, g, h)}
        while len(members) < LEAVES:
            open_leaves = [(s[0], n) for n, s in splits.items() if s is not None]
            if not open_leaves:
                break
            _, node = max(open_leaves)
            split = splits.pop(node)
            assert split is not None
            _, f, cut = split
            below = [r for r in members[node] if self.bins[r][f] <= cut]
            above = [r for r in members.pop(node) if self.bins[r][f] > cut]
            feature[node], threshold[node] = f, self.cuts[f][cut]
            for side, part in ((left, below), (right, above)):
                child = len(feature)
                side[node] = child
                feature.append(-1)
                threshold.append(0.0)
                left.append(-1)
                right.append(-1)
                value.append(0.0)
                members[child] = part
                splits[child] = self.best_split(part, g, h)
        for node, part in members.items():
            value[node] = -RATE * sum(g[r] for r in part) / (sum(h[r] for r in part) + L2)
        return Tree(tuple(feature), tuple(threshold), tuple(left), tuple(right), tuple(value))


def fit(groups: list[Group], top: int = TOP, columns: tuple[str, ...] = ()) -> Rerank:
    """Boosted trees for ``groups`` (questions with no wanted candidate teach nothing);
    ``columns`` names the rows' columns."""
    groups = [g for g in groups if any(g.wanted)]
    if not groups:
        return Rerank((), top, columns)
    flat = [row for group in groups for row in group.rows]
    width = len(flat[0])
    cuts = [_thresholds([row[f] for row in flat]) for f in range(width)]
    bins = [[_bin(row[f], cuts[f]) for f in range(width)] for row in flat]
    sizes = [len(group.rows) for group in groups]
    scores = [[0.0] * n for n in sizes]
    chance = random.Random(SEED)
    trees: list[Tree] = []
    for _ in range(ROUNDS):
        g, h = _gradients(groups, scores)
        rows = [r for r in range(len(flat)) if chance.random() < SAMPLE]
        features = [f for f in range(width) if chance.random() < SAMPLE]
        tree = _Grower(bins, cuts, features).grow(rows, g, h)
        trees.append(tree)
        position = 0
        for values in scores:
            for i in range(len(values)):
                values[i] += tree(flat[position])
                position += 1
    return Rerank(tuple(trees), top, columns)
