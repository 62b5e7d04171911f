"""Measure ``!rule`` on a question set: top-1 and top-3 per language and topic, the misses.

A question set is JSON lines, one question a line, with ``id``, ``lang``, ``topic``,
``question``, ``accept`` (every rule number a judge would accept) and ``best`` (the one
best number). A question is a *hit* when one of the first three rules returned is in
``accept``; *top-1* counts how often ``best`` comes first.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from engine.errors import UserError

#: How many answers count: ``!rule`` shows three.
TOP = 3


class QuestionSetError(UserError):
    """A question file that cannot be read; the hint says which line and why."""


@dataclass(frozen=True, slots=True)
class Question:
    """One player question and the rule numbers that answer it."""

    id: str
    lang: str
    topic: str
    text: str
    accept: tuple[str, ...]
    best: str


@dataclass
class Tally:
    """Hits out of questions for one group (a language, a topic, or everything)."""

    questions: int = 0
    top1: int = 0
    top3: int = 0

    def add(self, best_first: bool, in_top3: bool) -> None:
        self.questions += 1
        self.top1 += best_first
        self.top3 += in_top3

    def line(self, name: str) -> str:
        n = max(self.questions, 1)
        return (
            f"{name:<32} {self.questions:>4}  top-3 {self.top3:>4} ({self.top3 / n:6.1%})"
            f"  top-1 {self.top1:>4} ({self.top1 / n:6.1%})"
        )


@dataclass
class Report:
    """Every tally and every miss of one evaluation."""

    overall: Tally = field(default_factory=Tally)
    by_lang: dict[str, Tally] = field(default_factory=dict)
    by_topic: dict[str, Tally] = field(default_factory=dict)
    misses: list[str] = field(default_factory=list)

    def add(self, question: Question, found: list[str]) -> None:
        shown = found[:TOP]
        best_first = bool(shown) and shown[0] == question.best
        in_top3 = any(number in question.accept for number in shown)
        for tally in (
            self.overall,
            self.by_lang.setdefault(question.lang, Tally()),
            self.by_topic.setdefault(question.topic, Tally()),
        ):
            tally.add(best_first, in_top3)
        if not in_top3:
            self.misses.append(
                f"{question.id} [{question.lang}/{question.topic}] got {', '.join(shown) or '-'};"
                f" want {question.best}: {question.text[:110]}"
            )

    def lines(self, title: str, misses: bool = True) -> list[str]:
        out = [title, self.overall.line("all")]
        out += [self.by_lang[lang].line(f"lang {lang}") for lang in sorted(self.by_lang)]
        weakest = sorted(
            self.by_topic.items(), key=lambda kv: (kv[1].top3 / kv[1].questions, kv[0])
        )
        out += [tally.line(f"topic {topic}") for topic, tally in weakest]
        if misses and self.misses:
            out += [f"misses ({len(self.misses)}):", *(f"  {m}" for m in self.misses)]
        return out


def load_questions(path: Path) -> list[Question]:
    """Read a JSON-lines question set; :class:`QuestionSetError` names the bad line."""
    try:
        raw = path.read_text("utf-8")
    except OSError as error:
        raise QuestionSetError(
            f"Cannot read the question set {path}: {error.strerror}.",
            "Pass a .jsonl file such as ../shared/data/questions/dev.jsonl.",
        ) from None
    questions = []
    for number, line in enumerate(raw.splitlines(), 1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
            accept = tuple(str(n) for n in item["accept"])
            questions.append(
                Question(
                    str(item["id"]), str(item.get("lang", "en")), str(item.get("topic", "-")),
                    str(item["question"]), accept, str(item.get("best") or accept[0]),
                )
            )  # fmt: skip
        except (ValueError, KeyError, TypeError, IndexError) as error:
            raise QuestionSetError(
                f"{path.name} line {number} is not a question ({type(error).__name__}: {error}).",
                "Each line is a JSON object with id, lang, topic, question, accept and best.",
            ) from None
    if not questions:
        raise QuestionSetError(f"{path.name} holds no questions.", "One JSON object a line.")
    return questions


def evaluate(questions: Iterable[Question], rank: Callable[[Question], list[str]]) -> Report:
    """Score ``rank`` (a question -> rule numbers, best first) on every question."""
    report = Report()
    for question in questions:
        report.add(question, rank(question))
    return report


def folds(questions: list[Question], k: int, apart: bool = False) -> list[list[Question]]:
    """``k`` folds with every language spread evenly: question ``i`` of a language (by id)
    goes to fold ``i % k``.

    With ``apart``, no question of a fold shares an accepted rule (``702.19`` for
    ``702.19b``) with a question of another fold, so the questions scored were asked about
    other points of the rules than those learned from, as a held-back set's are: the
    questions linked by a shared rule form one group, and each group, largest first, goes to
    the fold with fewest questions so far."""
    if not apart:
        out: list[list[Question]] = [[] for _ in range(k)]
        seen: dict[str, int] = {}
        for question in sorted(questions, key=lambda q: q.id):
            index = seen.get(question.lang, 0)
            seen[question.lang] = index + 1
            out[index % k].append(question)
        return out
    groups = sorted(_linked_by_rule(questions), key=lambda g: (-len(g), g[0].id))
    apart_folds: list[list[Question]] = [[] for _ in range(k)]
    for group in groups:
        min(apart_folds, key=len).extend(group)
    return apart_folds


def _rule_of(number: str) -> str:
    """The rule a citation belongs to: ``702.19`` for ``702.19b``, ``704`` for ``704``."""
    return number.rstrip("abcdefghijkmnpqrstuvwxyz.")


def _linked_by_rule(questions: list[Question]) -> list[list[Question]]:
    """The questions in groups, two questions together when they accept a common rule."""
    parent = list(range(len(questions)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    ordered = sorted(questions, key=lambda q: q.id)
    first_with: dict[str, int] = {}
    for i, question in enumerate(ordered):
        for rule in {_rule_of(n) for n in question.accept}:
            parent[root(i)] = root(first_with.setdefault(rule, i))
    grouped: dict[int, list[Question]] = {}
    for i, question in enumerate(ordered):
        grouped.setdefault(root(i), []).append(question)
    return list(grouped.values())
