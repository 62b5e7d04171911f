"""What the rules commands ask: look a rule up, search, define, diff two editions.

:class:`RulesLibrary` owns one read-only aiosqlite connection to the index. The first
call builds the index if it is missing (from ``rules_text/`` plus any imported CR), so a
fresh checkout answers ``!cr 613.4c`` without a set-up step.
"""

from __future__ import annotations

import asyncio
import bisect
import difflib
import functools
import gc
import itertools
import json
import re
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from datetime import date
from pathlib import Path
from typing import Any, TypeVar, cast

import aiosqlite
from rapidfuzz import fuzz, process

from bot.core.rules import semantic
from bot.core.rules.cardterms import CardTerms
from bot.core.rules.digest import Digest, default_digest
from bot.core.rules.foreign import load_terms
from bot.core.rules.lexicon import ENGLISH, load_lexicons
from bot.core.rules.model import RuleNumber
from bot.core.rules.question import QuestionReader
from bot.core.rules.ranker import Ranker, default_neighbours, default_weights, semantic_weights
from bot.core.rules.ranking import RuleIndex, Source
from bot.core.rules.search import fold, highlight, highlight_words
from bot.core.rules.store import (
    SUMMARY,
    build_index,
    imported_editions,
    index_is_current,
    index_path,
)
from engine.errors import UserError

#: An imported CR older than this many days gets a warning under every quote.
STALE_AFTER_DAYS = 120
VIEWER_URL = "https://yawgatog.com/resources/magic-rules/#R{anchor}"
_COLUMNS = "edition, rulebook, number, title, text, examples, related, aliases, kind, sort_key"
#: A question about the Force of Will TCG itself ("in Force of Will ...", "FoW rules",
#: its own words such as the chase); only these search FoW's rulebook.
FOW_ASKED = re.compile(
    r"^\W*(force of will|fow)\b(?! (by|for|with|and|on|to|pitch|exil))"
    r"|\b(in|under) (force of will|fow)\b|\b(force of will|fow) (tcg|rules?|game)\b"
    r"|\bchase area\b|\bthe chase\b|\bchant.standby\b"
)
_SEE_RULE = re.compile(r"rules? (\d{3}(?:\.\d+[a-z]?)?)")


@dataclass(frozen=True, slots=True)
class RuleRow:
    """One rule as stored in the index, from one edition (or ``summary``)."""

    edition: str
    rulebook: str
    number: str
    title: str
    text: str
    examples: tuple[str, ...]
    related: tuple[str, ...]
    aliases: tuple[str, ...]
    kind: str
    sort_key: str

    @classmethod
    def from_sql(cls, row: Iterable[Any]) -> RuleRow:
        e, book, number, title, text, examples, related, aliases, kind, key = row
        return cls(
            e, book, number, title, text,
            tuple(json.loads(examples)), tuple(json.loads(related)), tuple(json.loads(aliases)),
            kind, key,
        )  # fmt: skip

    @property
    def url(self) -> str | None:
        """The rule on a public CR viewer (anchors drop the dots: 613.4c -> R6134c)."""
        if self.rulebook != "CR" or self.kind == "chapter":
            return None
        return VIEWER_URL.format(anchor=self.number.replace(".", ""))


@dataclass
class RuleView:
    rule: RuleRow
    children: list[RuleRow]
    previous: str | None
    next: str | None
    source: str
    #: our own-words summary of the same rule, when the quote comes from the CR
    summary: RuleRow | None = None


@dataclass
class SearchHit:
    rule: RuleRow
    snippet: str
    score: float
    source: str


@dataclass
class SearchAnswer:
    """A question's best rules, the language it was asked in and the cards it named."""

    hits: list[SearchHit]
    language: str
    cards: list[str] = field(default_factory=list)


@dataclass
class Definition:
    term: str
    text: str
    source: str
    rule: RuleRow | None = None


@dataclass
class SectionDiff:
    section: str
    older: str
    newer: str
    added: list[RuleRow] = field(default_factory=list)
    removed: list[RuleRow] = field(default_factory=list)
    changed: list[tuple[RuleRow, RuleRow]] = field(default_factory=list)
    renumbered: list[tuple[RuleRow, RuleRow]] = field(default_factory=list)


def human_date(value: date) -> str:
    return f"{value:%B} {value.day}, {value.year}"


def parse_rule_number(text: str) -> RuleNumber:
    try:
        return RuleNumber.parse(text)
    except ValueError:
        raise UserError(
            f"“{text[:40]}” is not a rule number.",
            "Rule numbers look like 613, 613.4 or 613.4c. To search by words, use !rule.",
        ) from None


class RuleTable:
    """Every rule of the index in memory, for lookups by number and by order.

    The index is read-only while serving and holds a few thousand rules per edition,
    so loading it once keeps ``!cr`` off aiosqlite's single worker thread (the
    full-text search stays in SQLite).
    """

    def __init__(self, rows: Iterable[tuple[RuleRow, str | None]]) -> None:
        self._by_number: dict[tuple[str, str, str], RuleRow] = {}
        self._children: dict[tuple[str, str, str], list[RuleRow]] = {}
        self._ordered: dict[tuple[str, str], list[RuleRow]] = {}
        for rule, parent in rows:
            self._by_number[(rule.edition, rule.rulebook, rule.number)] = rule
            if parent is not None:
                self._children.setdefault((rule.edition, rule.rulebook, parent), []).append(rule)
            self._ordered.setdefault((rule.edition, rule.rulebook), []).append(rule)
        for rules in (*self._ordered.values(), *self._children.values()):
            rules.sort(key=lambda rule: rule.sort_key)
        self._keys = {book: [r.sort_key for r in rules] for book, rules in self._ordered.items()}

    def get(self, edition: str, rulebook: str, number: str) -> RuleRow | None:
        return self._by_number.get((edition, rulebook, number))

    def children(self, edition: str, rulebook: str, number: str) -> list[RuleRow]:
        return self._children.get((edition, rulebook, number), [])

    def before(self, edition: str, rulebook: str, sort_key: str) -> Iterator[RuleRow]:
        """The rules before ``sort_key``, nearest first."""
        rules = self._ordered.get((edition, rulebook), [])
        index = bisect.bisect_left(self._keys.get((edition, rulebook), []), sort_key)
        return reversed(rules[:index])

    def after(self, edition: str, rulebook: str, sort_key: str) -> Iterator[RuleRow]:
        """The rules after ``sort_key``, in order."""
        rules = self._ordered.get((edition, rulebook), [])
        index = bisect.bisect_right(self._keys.get((edition, rulebook), []), sort_key)
        return iter(rules[index:])

    def between(self, edition: str, rulebook: str, low: str, high: str) -> list[RuleRow]:
        """Rules whose sort key lies strictly between ``low`` and ``high``."""
        return list(itertools.takewhile(lambda r: r.sort_key < high,
                                        self.after(edition, rulebook, low)))  # fmt: skip


#: How many answers :func:`remembered` keeps (a few MB at most).
ANSWER_CACHE_SIZE = 4096

Answer = TypeVar("Answer")


def remembered(
    method: Callable[..., Awaitable[Answer]],
) -> Callable[..., Awaitable[Answer]]:
    """Keep a lookup's answer per arguments: the index is read-only while serving.

    Under load every query waits its turn on aiosqlite's one worker thread, so
    popular questions (the same few rules, asked by many players) are answered
    from memory. Errors are not kept; the cache empties when the index is rebuilt.
    """

    @functools.wraps(method)
    async def answer(self: RulesLibrary, *args: object, **kwargs: object) -> Answer:
        key = (method.__name__, args, tuple(sorted(kwargs.items())))
        answers = self._answers
        if key in answers:
            answers.move_to_end(key)
            return cast(Answer, answers[key])
        value = await method(self, *args, **kwargs)
        answers[key] = value
        if len(answers) > ANSWER_CACHE_SIZE:
            answers.popitem(last=False)
        return value

    return answer


class RulesLibrary:
    """Rule lookups over the index in ``data_dir``; build it on first use if missing."""

    def __init__(
        self,
        data_dir: Path,
        digest: Digest | None = None,
        today: Callable[[], date] = date.today,
    ) -> None:
        self.data_dir = data_dir
        self.path = index_path(data_dir)
        self._digest = digest
        self._today = today
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()
        #: CR editions in the index, newest first (ISO dates)
        self.editions: list[str] = []
        self._glossary: dict[str, tuple[str, str]] = {}
        self._ranker: Ranker | None = None
        self._fow_ranker: Ranker | None = None
        self._rows: list[tuple[RuleRow, str | None]] = []
        self._cards: CardTerms | None = None
        self._answers: OrderedDict[tuple[object, ...], object] = OrderedDict()
        self._table = RuleTable(())

    @property
    def digest(self) -> Digest:
        if self._digest is None:
            self._digest = default_digest()
        return self._digest

    async def ready(self) -> aiosqlite.Connection:
        """The open connection; builds the index first if it is missing or outdated."""
        if self._db is not None:
            return self._db
        async with self._lock:
            if self._db is None:
                if not index_is_current(self.path):
                    await asyncio.to_thread(self.rebuild)
                self._db = await self._open()
        return self._db

    def rebuild(self) -> None:
        build_index(self.path, self.digest, imported_editions(self.data_dir))
        self.forget_answers()

    def forget_answers(self) -> None:
        """Empty the answer cache (after a rebuild, or to time lookups from scratch)."""
        self._answers.clear()

    async def _open(self) -> aiosqlite.Connection:
        db = await aiosqlite.connect(f"file:{self.path}?mode=ro", uri=True)
        async with db.execute(
            "SELECT edition FROM editions WHERE edition != ? ORDER BY edition DESC", (SUMMARY,)
        ) as cursor:
            self.editions = [row[0] for row in await cursor.fetchall()]
        if self.editions:
            async with db.execute(
                "SELECT term, text FROM glossary WHERE edition = ?", (self.editions[0],)
            ) as cursor:
                self._glossary = {t.casefold(): (t, x) for t, x in await cursor.fetchall()}
        async with db.execute(f"SELECT {_COLUMNS}, parent FROM rules") as cursor:
            rows = [(RuleRow.from_sql(row[:10]), row[10]) for row in await cursor.fetchall()]
        self._table = RuleTable(rows)
        self._rows = rows
        self._ranker = await asyncio.to_thread(self.build_ranker)
        fow = [
            Source(e.rule.number, "rule", e.rule.title, e.rule.text)
            for e in self.digest.entries
            if e.rule.rulebook == "FoW"
        ]
        if fow:
            fow_digest = {
                e.rule.number: ("", e.rule.aliases)
                for e in self.digest.entries
                if e.rule.rulebook == "FoW"
            }
            self._fow_ranker = Ranker(
                RuleIndex(fow, (), fow_digest), self._ranker.reader, default_weights()
            )
        # The index is read-only from here on: keep the garbage collector from walking
        # its hundreds of thousands of objects on every full collection (that tripled
        # the time of a search).
        gc.freeze()
        return db

    def answer_note(self, language: str) -> str | None:
        """One line in the question's language: the answer quotes the English CR."""
        if language == ENGLISH or self._ranker is None:
            return None
        lexicon = self._ranker.reader.lexicons.get(language)
        return lexicon.answer_note if lexicon and lexicon.answer_note else None

    async def ranker(self) -> Ranker | None:
        """The search ranking (built with the index); ``rules eval`` and ``rules train``
        score question sets with it."""
        await self.ready()
        return self._ranker

    def build_ranker(self) -> Ranker:
        """The search index over the newest CR (or the digest alone), with the card index
        of the same data folder when one was imported."""
        edition = self.newest or SUMMARY
        sources = [
            Source(r.number, r.kind, r.title, r.text, r.examples, parent)
            for r, parent in self._rows
            if r.edition == edition and r.rulebook == "CR"
        ]
        # Without an imported CR the digest *is* the body text; only its aliases add.
        digest = {
            e.rule.number: (
                "" if edition == SUMMARY else f"{e.rule.title} {e.rule.text}",
                e.rule.aliases,
            )
            for e in self.digest.entries
            if e.rule.rulebook == "CR"
        }
        index = RuleIndex(sources, self._glossary.values(), digest)
        if self._cards is None:
            self._cards = CardTerms.open(self.data_dir)
        learned = load_terms(self.data_dir)
        lexicons = {
            code: lexicon.with_terms(learned.get(code, {}))
            for code, lexicon in load_lexicons().items()
        }
        reader = QuestionReader(lexicons, self.digest.vocabulary.stopwords, self._cards)
        trained = semantic_weights()
        texts = {source.number: source.text for source in sources}
        reranker = (
            semantic.load(self.data_dir, [texts[d.number] for d in index.documents], bool(trained))
            if edition != SUMMARY
            else None
        )
        memory = default_neighbours() if edition != SUMMARY else None
        if reranker is None:
            return Ranker(index, reader, default_weights(), neighbours=memory)
        return Ranker(index, reader, trained or default_weights(), reranker, memory)

    async def close(self) -> None:
        self.forget_answers()
        if self._cards is not None:
            self._cards.close()
            self._cards = None
        if self._db is not None:
            await self._db.close()
            self._db = None

    # -- labels ---------------------------------------------------------------------------

    @property
    def newest(self) -> str | None:
        return self.editions[0] if self.editions else None

    def source_label(self, edition: str) -> str:
        """ "CR effective April 17, 2026" for an import, "summary" for our digest."""
        if edition == SUMMARY:
            return "summary"
        return f"CR effective {human_date(date.fromisoformat(edition))}"

    def staleness_warning(self) -> str | None:
        """A warning when the newest imported CR is older than :data:`STALE_AFTER_DAYS`."""
        if not self.newest:
            return None
        age = (self._today() - date.fromisoformat(self.newest)).days
        if age <= STALE_AFTER_DAYS:
            return None
        return (
            f"The imported CR is {age} days old; newer rules may exist "
            "(judgebot rules update, or import the current file)."
        )

    def pick_edition(self, wanted: str | None) -> str:
        """The edition a user means by "2020", "2026-01" or nothing (the newest)."""
        if not wanted:
            return self.newest or SUMMARY
        matches = [e for e in self.editions if e.startswith(wanted.strip())]
        if not matches:
            known = ", ".join(self.editions) or "none yet"
            raise UserError(
                f"No imported CR edition matches “{wanted[:20]}”.",
                f"Imported editions: {known}. Import more with judgebot rules import FILE.",
            )
        return matches[0]

    # -- lookups --------------------------------------------------------------------------

    async def _fetch(self, sql: str, *args: object) -> list[RuleRow]:
        db = await self.ready()
        async with db.execute(sql, args) as cursor:
            return [RuleRow.from_sql(row) for row in await cursor.fetchall()]

    @remembered
    async def rule(self, text: str, edition: str | None = None, rulebook: str = "CR") -> RuleView:
        """One rule, its subrules and neighbours; :class:`UserError` naming the nearest."""
        await self.ready()
        number = parse_rule_number(text)
        key = self.pick_edition(edition)
        found = await self._rule_and_children(key, rulebook, str(number))
        if not found and key != SUMMARY and edition is None:
            found = await self._rule_and_children(SUMMARY, rulebook, str(number))
            key = SUMMARY if found else key
        rule = next((r for r in found if r.number == str(number)), None)
        if rule is None:
            await self._not_found(key, rulebook, number)
            raise AssertionError("unreachable")  # _not_found always raises
        children = [r for r in found if r.number != str(number)]
        table = self._table
        previous = next(
            (
                r.number
                for r in table.before(key, rulebook, rule.sort_key)
                if r.kind in ("rule", "subrule")
            ),
            None,
        )
        following = next(
            (
                r.number
                for r in table.after(key, rulebook, rule.sort_key)
                if r.kind in ("rule", "subrule") and not r.sort_key.startswith(rule.sort_key)
            ),
            None,
        )
        summary = table.get(SUMMARY, rulebook, rule.number) if key != SUMMARY else None
        return RuleView(rule, children, previous, following, self.source_label(key), summary)

    async def _rule_and_children(self, key: str, rulebook: str, number: str) -> list[RuleRow]:
        rule = self._table.get(key, rulebook, number)
        return [rule, *self._table.children(key, rulebook, number)] if rule else []

    async def _not_found(self, key: str, rulebook: str, number: RuleNumber) -> None:
        near = [
            *itertools.islice(self._table.before(key, rulebook, number.sort_key), 2),
            *itertools.islice(self._table.after(key, rulebook, number.sort_key), 2),
        ]
        same = [r for r in near if r.number.split(".")[0] == str(number).split(".")[0]]
        names = sorted({r.number for r in same or near}, key=lambda n: RuleNumber.parse(n).sort_key)
        where = self.source_label(key)
        hint = f"Nearest: {', '.join(names)}." if names else ""
        if key == SUMMARY:
            hint += " Only our summary is loaded; import the full CR with judgebot rules import."
        raise UserError(f"There is no rule {number} in the {where}.", hint.strip(), tuple(names))

    @remembered
    async def section(
        self, text: str, edition: str | None = None
    ) -> tuple[RuleRow, list[RuleRow], str]:
        """A section's heading and every rule and subrule in it, in order.

        The digest has no section headings, so without an imported CR the heading is
        made up from the summaries found in that section.
        """
        await self.ready()
        number = parse_rule_number(text)
        key = self.pick_edition(edition)
        if key == SUMMARY and number.kind == "section":
            rows = self._table.between(SUMMARY, "CR", number.sort_key, number.sort_key[:3] + "/")
            if not rows:
                await self._not_found(SUMMARY, "CR", number)
            head = RuleRow(
                SUMMARY, "CR", str(number), f"{rows[0].title} and related rules",
                "Rules of this section that our summary covers.", (), (), (), "section",
                number.sort_key,
            )  # fmt: skip
            return head, rows, self.source_label(SUMMARY)
        view = await self.rule(text, edition)
        if view.rule.kind != "section":
            return view.rule, view.children, view.source
        rows = self._table.between(
            view.rule.edition, "CR", view.rule.sort_key, view.rule.sort_key[:3] + "/"
        )
        return view.rule, rows, view.source

    @remembered
    async def complete(self, prefix: str, limit: int = 25) -> list[str]:
        """Rule numbers starting with ``prefix`` (newest edition, else the digest)."""
        digits = prefix.strip().rstrip(".")
        if not re.fullmatch(r"\d{0,3}(\.\d*[a-z]?)?", digits):
            return []
        db = await self.ready()
        key = self.newest or SUMMARY
        async with db.execute(
            "SELECT number FROM rules WHERE edition=? AND rulebook='CR' AND number LIKE ?"
            " AND kind != 'chapter' ORDER BY sort_key LIMIT ?",
            (key, digits + "%", limit),
        ) as cursor:
            return [row[0] for row in await cursor.fetchall()]

    # -- search ---------------------------------------------------------------------------

    @remembered
    async def search(self, text: str, limit: int = 3) -> list[SearchHit]:
        """The rules that best answer a question, best first (see :meth:`answer`)."""
        return (await self.answer(text, limit)).hits

    @remembered
    async def answer(self, text: str, limit: int = 3) -> SearchAnswer:
        """Rank the current CR (or the digest) for a question in any supported language.

        Only the Magic rulebook is searched: Force of Will's rules (``!cast fow``) never
        come back for a question. A top rule that is only a heading (702.6 "Equip") is
        replaced by the subrule of it that scores best.
        """
        await self.ready()
        ranker, edition, book = self._ranker, self.newest or SUMMARY, "CR"
        if FOW_ASKED.search(fold(text)) and self._fow_ranker is not None:
            ranker, edition, book = self._fow_ranker, SUMMARY, "FoW"
        if ranker is None:
            return SearchAnswer([], ENGLISH)
        ranked = ranker.rank(text, limit + 4)
        rows = [row for n in ranked.numbers if (row := self._table.get(edition, book, n))]
        if rows and rows[0].text == rows[0].title and book == "CR":
            children = {c.number for c in self._table.children(edition, "CR", rows[0].number)}
            better = [r for r in rows if r.number in children]
            rows = [
                better[0] if better else self._table.children(edition, "CR", rows[0].number)[0],
                *(r for r in rows[1:] if not better or r is not better[0]),
            ]
        words = highlight_words(ranked.reading.query, ranker.index.idf)
        hits = [
            SearchHit(
                row,
                highlight(row.text, words, full=n == 0),
                score,
                self.source_label(row.edition),
            )
            for n, (row, score) in enumerate(zip(rows[:limit], ranked.scores, strict=False))
        ]
        for hit in hits:
            entry = self.digest.get("CR", hit.rule.number)
            if entry is not None and hit.rule.edition != SUMMARY:
                # The CR's heading is its section's; our digest names the rule itself.
                hit.rule = replace(hit.rule, title=entry.rule.title)
        return SearchAnswer(hits, ranked.reading.language, ranked.reading.cards)

    # -- glossary -------------------------------------------------------------------------

    @remembered
    async def define(self, term: str) -> Definition:
        """A glossary term (fuzzy); for keywords, also the rule sentence that defines it."""
        await self.ready()
        wanted = " ".join(term.split()).casefold()
        if not wanted:
            raise UserError("Which term?", "Try !define trample or !define priority.")
        if not self._glossary:
            return self._define_from_digest(wanted)
        match = process.extractOne(wanted, list(self._glossary), scorer=fuzz.WRatio)
        if match is None or match[1] < 80:
            close = process.extract(wanted, list(self._glossary), scorer=fuzz.WRatio, limit=3)
            names = tuple(self._glossary[c[0]][0] for c in close)
            raise UserError(
                f"The glossary has no term like “{term[:40]}”.",
                f"Close terms: {', '.join(names)}." if names else "Try !rule with a question.",
                names,
            )
        name, text = self._glossary[match[0]]
        rule = await self._defining_rule(name, text)
        return Definition(name, text, self.source_label(self.editions[0]), rule)

    async def _defining_rule(self, term: str, text: str) -> RuleRow | None:
        """702.19 for trample -> 702.19b, the sentence that says what the keyword does."""
        reference = _SEE_RULE.search(text)
        if not reference:
            return None
        try:
            view = await self.rule(reference.group(1))
        except UserError:
            return None
        if not view.children or view.rule.kind != "rule":
            return view.rule
        quoted = f"“{term.casefold()}” means"
        for child in view.children:
            if quoted in child.text.casefold():
                return child
        section = view.rule.number.split(".")[0]
        if section == "702" and len(view.children) > 1:
            return view.children[1]
        return view.children[0]

    def _define_from_digest(self, wanted: str) -> Definition:
        names: dict[str, Any] = {}
        for entry in self.digest.entries:
            for name in (entry.rule.title.casefold(), *entry.rule.aliases):
                names.setdefault(name, entry)
        match = process.extractOne(wanted, list(names), scorer=fuzz.WRatio)
        if match is None or match[1] < 80:
            raise UserError(
                f"Our summary has no term like “{wanted[:40]}”.",
                "Only the digest is loaded; import the CR for the full glossary "
                "(judgebot rules import FILE), or try !rule.",
            )
        entry = names[match[0]]
        rule = RuleRow(
            SUMMARY, entry.rule.rulebook, entry.rule.number, entry.rule.title, entry.rule.text,
            (), entry.rule.related, entry.rule.aliases, "rule", entry.rule.number,
        )  # fmt: skip
        return Definition(entry.rule.title, entry.rule.text, "summary", rule)

    # -- editions -------------------------------------------------------------------------

    async def diff(
        self, section: str, older: str | None = None, newer: str | None = None
    ) -> SectionDiff:
        """What changed in a section between two imported editions."""
        await self.ready()
        if len(self.editions) < 2:
            raise UserError(
                "Comparing needs two imported CR editions; "
                f"{len(self.editions)} {'is' if len(self.editions) == 1 else 'are'} imported.",
                "Import older and newer files with judgebot rules import FILE.",
            )
        number = parse_rule_number(section)
        if number.kind == "chapter":
            raise UserError("Compare a section or a rule, not a whole chapter.", "Try !crdiff 613.")
        new_key = self.pick_edition(newer) if newer else self.editions[0]
        old_key = self.pick_edition(older) if older else self.editions[1]
        if old_key > new_key:
            old_key, new_key = new_key, old_key
        if old_key == new_key:
            raise UserError("Those are the same edition.", "Name two different dates.")
        prefix = str(number)
        sql = (
            f"SELECT {_COLUMNS} FROM rules WHERE edition=? AND rulebook='CR'"
            " AND (number=? OR number LIKE ?) ORDER BY sort_key"
        )
        like = prefix + ("." if number.kind == "section" else "") + "%"
        old = {r.number: r for r in await self._fetch(sql, old_key, prefix, like)}
        new = {r.number: r for r in await self._fetch(sql, new_key, prefix, like)}
        if not old and not new:
            raise UserError(f"Neither edition has rule {prefix}.", "Check the number with !cr.")
        result = SectionDiff(prefix, old_key, new_key)
        removed = [r for n, r in old.items() if n not in new]
        added = [r for n, r in new.items() if n not in old]
        for n, rule in new.items():
            if n in old and old[n].text != rule.text:
                # A rule that kept its number but not its meaning was moved elsewhere.
                if _similar(old[n].text, rule.text) >= 0.8:
                    result.changed.append((old[n], rule))
                else:
                    removed.append(old[n])
                    added.append(rule)
        pairs = sorted(
            (
                (score, gone.sort_key, fresh.sort_key, gone, fresh)
                for gone, fresh in _candidate_pairs(removed, added)
                if (score := _similar(gone.text, fresh.text)) >= 0.6
            ),
            key=lambda item: (-item[0], item[1], item[2]),
        )
        for _, _, _, gone, fresh in pairs:
            if gone in removed and fresh in added:
                removed.remove(gone)
                added.remove(fresh)
                if gone.number == fresh.number:
                    result.changed.append((gone, fresh))
                else:
                    result.renumbered.append((gone, fresh))
        result.changed.sort(key=lambda pair: pair[1].sort_key)
        result.renumbered.sort(key=lambda pair: pair[1].sort_key)
        order = lambda r: r.sort_key  # noqa: E731
        result.added = sorted(added, key=order)
        result.removed = sorted(removed, key=order)
        return result


#: Above this many removed x added pairs, only rules opening with the same words are compared.
_ALL_PAIRS_LIMIT = 4000


def _candidate_pairs(
    removed: list[RuleRow], added: list[RuleRow]
) -> Iterable[tuple[RuleRow, RuleRow]]:
    """Which removed/added rules might be one rule renumbered (all pairs when few)."""
    if len(removed) * len(added) <= _ALL_PAIRS_LIMIT:
        return [(gone, fresh) for gone in removed for fresh in added]
    opening: dict[str, list[RuleRow]] = {}
    for fresh in added:
        opening.setdefault(" ".join(fresh.text.split()[:3]), []).append(fresh)
    return [
        (gone, fresh)
        for gone in removed
        for fresh in opening.get(" ".join(gone.text.split()[:3]), [])
    ]


def _similar(a: str, b: str) -> float:
    """Word-level similarity in [0, 1]; the cheap upper bounds skip hopeless pairs."""
    matcher = difflib.SequenceMatcher(None, a.split(), b.split(), autojunk=False)
    if matcher.real_quick_ratio() < 0.6 or matcher.quick_ratio() < 0.6:
        return matcher.quick_ratio() * 0.5
    return matcher.ratio()


def word_diff(old: str, new: str, limit: int = 400) -> str:
    """Changed words: ~~removed~~ **added**, with a little unchanged context."""
    a, b = old.split(), new.split()
    parts: list[str] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            span = a[i1:i2]
            parts.append(
                " ".join(span)
                if len(span) <= 8
                else " ".join(span[:3]) + " … " + " ".join(span[-3:])
            )
        else:
            if i2 > i1:
                parts.append("~~" + " ".join(a[i1:i2]) + "~~")
            if j2 > j1:
                parts.append("**" + " ".join(b[j1:j2]) + "**")
    text = " ".join(parts)
    return text if len(text) <= limit else text[: limit - 1] + "…"
