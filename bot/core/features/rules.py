"""Rules commands: !cr, !rule, !define, !turn, !step, !cast, !crdiff, !mulligan.

Answers come from the official CR once imported (quoted, with its effective date) and
from our own-words digest in ``rules_text/`` otherwise (labelled "summary").
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from bot.core.commands import Command, CommandRegistry
from bot.core.context import CommandContext, Services
from bot.core.reply import DocField, Document, Reply
from bot.core.rules.digest import DigestEntry
from bot.core.rules.library import RuleRow, RulesLibrary, SectionDiff, word_diff
from bot.core.rules.model import RuleNumber
from bot.core.rules.search import words
from bot.core.text import shorten
from engine.errors import UserError

CATEGORY = "Rules"
#: Discord caps a field at 1,024 characters and an embed description at 4,096.
FIELD_LIMIT = 1000
TEXT_LIMIT = 1800
OUTLINE_PAGE = 14
SUMMARY_NOTE = "summary (our own words, not the official text)"


class RuleOut(BaseModel):
    """One rule as the JSON contract shows it."""

    rulebook: str
    number: str
    title: str
    text: str
    source: str
    url: str | None = None
    snippet: str | None = None
    examples: list[str] = Field(default_factory=list)


def rule_out(row: RuleRow, source: str, snippet: str | None = None) -> RuleOut:
    return RuleOut(
        rulebook=row.rulebook,
        number=row.number,
        title=row.title,
        text=row.text,
        source=source,
        url=row.url,
        snippet=snippet,
        examples=list(row.examples),
    )


def _label(rule: RuleOut) -> str:
    """``CR 613.4c``; Force of Will's own rules never pass for Magic's (its 903 is not
    Commander): ``Force of Will TCG rule 903.2e``."""
    if rule.rulebook == "FoW":
        return f"Force of Will TCG rule {rule.number}"
    return f"{rule.rulebook} {rule.number}"


def _footer(source: str, warning: str | None) -> str:
    label = SUMMARY_NOTE if source == "summary" else source
    return f"Source: {label}" + (f" — ⚠ {warning}" if warning else "")


class RuleReply(Reply):
    """``!cr 613.4c``: one rule, its subrules, where it sits, and its neighbours."""

    kind: str = "rule"
    rules: list[RuleOut]
    subrules: list[RuleOut] = Field(default_factory=list)
    breadcrumb: list[str] = Field(default_factory=list)
    previous: str | None = None
    next: str | None = None
    summary: str | None = None
    source: str
    warning: str | None = None

    def document(self) -> Document:
        rule = self.rules[0]
        text = shorten(rule.text, TEXT_LIMIT)
        if rule.examples:
            text += "\n\n" + "\n".join(f"*Example:* {shorten(e, 300)}" for e in rule.examples[:2])
        fields = []
        if self.subrules:
            lines, used, hidden = [], 0, 0
            for sub in self.subrules:
                line = f"**{sub.number}** {shorten(sub.text, 160)}"
                if used + len(line) + 1 > FIELD_LIMIT - 40:
                    hidden += 1
                    continue
                lines.append(line)
                used += len(line) + 1
            if hidden:
                lines.append(f"… and {hidden} more (ask for each with !cr <number>)")
            fields.append(DocField(name=f"Subrules ({len(self.subrules)})", value="\n".join(lines)))
        if self.summary:
            fields.append(DocField(name="In our words", value=shorten(self.summary, FIELD_LIMIT)))
        if self.breadcrumb:
            fields.append(DocField(name="Part of", value=" › ".join(self.breadcrumb), inline=True))
        around = [
            f"◀ {self.previous}" if self.previous else "",
            f"{self.next} ▶" if self.next else "",
        ]
        if any(around):
            fields.append(
                DocField(name="Nearby", value="  ".join(filter(None, around)), inline=True)
            )
        return Document(
            title=f"{_label(rule)} — {rule.title}",
            description=text,
            fields=fields,
            footer=_footer(self.source, self.warning),
            url=rule.url,
            tone="warning" if self.warning else "info",
        )


class OutlineReply(Reply):
    """``!cr 613``: the section's rules, paged."""

    kind: str = "outline"
    rules: list[RuleOut]
    pages: list[list[str]]
    source: str
    warning: str | None = None

    def document(self) -> Document:
        head = self.rules[0]
        fields = [
            DocField(name=f"Page {n}/{len(self.pages)}", value="\n".join(page))
            for n, page in enumerate(self.pages, 1)
        ]
        return Document(
            title=f"{_label(head)} — {head.title}",
            description=f"{len(self.rules) - 1} rules and subrules. Open one with !cr <number>.",
            fields=fields,
            footer=_footer(self.source, self.warning),
            url=head.url,
        )


class SearchReply(Reply):
    """``!rule <question>``: the best rule in full, then two more with highlighted snippets;
    for a question in Spanish, French or Italian, one line in that language saying the
    answer quotes the English CR."""

    kind: str = "search"
    query: str
    rules: list[RuleOut]
    warning: str | None = None
    language: str = "en"
    language_note: str | None = None
    cards: list[str] = Field(default_factory=list)

    def document(self) -> Document:
        best, *others = self.rules
        source = "summary" if best.source == "summary" else best.source
        lines = [self.language_note] if self.language_note else []
        if self.cards:
            lines.append("Cards read: " + ", ".join(self.cards[:5]) + ".")
        lines += [
            f"**{_label(best)} — {best.title}**",
            shorten(best.snippet or best.text, TEXT_LIMIT),
            f"*{source}*",
        ]
        fields = [
            DocField(
                name=f"{n}. {_label(rule)} — {rule.title}",
                value=shorten(rule.snippet or rule.text, 600)
                + f"\n*{'summary' if rule.source == 'summary' else rule.source}*",
            )
            for n, rule in enumerate(others, 2)
        ]
        return Document(
            title=f"Rules about “{shorten(self.query, 80)}”",
            description="\n".join(lines),
            fields=fields,
            footer=(f"⚠ {self.warning} — " if self.warning else "")
            + "Open one in full with !cr <number>.",
            url=best.url,
        )


class DefinitionReply(Reply):
    """``!define <term>``: the glossary entry and the rule that defines it."""

    kind: str = "definition"
    term: str
    text: str
    source: str
    rules: list[RuleOut] = Field(default_factory=list)
    warning: str | None = None

    def document(self) -> Document:
        fields = [
            DocField(name=f"{_label(r)} — {r.title}", value=shorten(r.text, FIELD_LIMIT))
            for r in self.rules
        ]
        return Document(
            title=self.term,
            description=shorten(self.text, TEXT_LIMIT),
            fields=fields,
            footer=_footer(self.source, self.warning),
            url=self.rules[0].url if self.rules else None,
        )


class RulesListReply(Reply):
    """A titled run of rules: the turn, one step, the casting sequence, the mulligan."""

    kind: str = "rules"
    title: str
    text: str = ""
    rules: list[RuleOut]
    notes: list[str] = Field(default_factory=list)
    source: str
    warning: str | None = None

    def document(self) -> Document:
        fields = [
            DocField(name=f"{_label(r)} — {r.title}", value=shorten(r.text, FIELD_LIMIT))
            for r in self.rules
        ]
        fields += [DocField(name="Note", value=note) for note in self.notes]
        return Document(
            title=self.title,
            description=self.text,
            fields=fields,
            footer=_footer(self.source, self.warning),
        )


class DiffReply(Reply):
    """``!crdiff 613``: rules added, removed, renumbered and reworded between two editions."""

    kind: str = "diff"
    section: str
    older: str
    newer: str
    added: list[str]
    removed: list[str]
    renumbered: list[str]
    changed: list[str]
    rules: list[RuleOut] = Field(default_factory=list)

    def document(self) -> Document:
        fields = []
        for name, lines in (
            ("Renumbered", self.renumbered),
            ("Added", self.added),
            ("Removed", self.removed),
            ("Reworded", self.changed),
        ):
            if lines:
                value, shown = "", 0
                for line in lines:
                    if len(value) + len(line) + 1 > FIELD_LIMIT - 40:
                        break
                    value += line + "\n"
                    shown += 1
                if shown < len(lines):
                    value += f"… and {len(lines) - shown} more"
                fields.append(DocField(name=f"{name} ({len(lines)})", value=value.strip()))
        total = len(self.added) + len(self.removed) + len(self.renumbered) + len(self.changed)
        return Document(
            title=f"CR {self.section}: {self.older} → {self.newer}",
            description=f"{total} differences." if total else "No differences in this section.",
            fields=fields,
            footer=f"Source: CR effective {self.older} and {self.newer}",
        )


def breadcrumb(number: str, title: str) -> list[str]:
    chain, current = [], RuleNumber.parse(number).parent
    while current:
        chain.append(current)
        current = RuleNumber.parse(current).parent
    return [*reversed(chain), f"{number} {title}".strip()]


def _digest_out(entry: DigestEntry) -> RuleOut:
    rule = entry.rule
    url = None
    if rule.rulebook == "CR":
        url = "https://yawgatog.com/resources/magic-rules/#R" + rule.number.replace(".", "")
    return RuleOut(
        rulebook=rule.rulebook, number=rule.number, title=rule.title, text=rule.text,
        source="summary", url=url,
    )  # fmt: skip


def _split_edition(argument: str) -> tuple[str, str | None]:
    parts = argument.split()
    if not parts:
        return "", None
    if len(parts) > 1 and parts[-1][:4].isdigit() and len(parts[-1]) >= 4:
        return parts[0], parts[-1]
    return parts[0], None


def _match_step(name: str, entries: list[DigestEntry]) -> DigestEntry:
    wanted = " ".join(words(name))
    for entry in entries:
        names = {entry.step or "", entry.rule.title.casefold(), *entry.rule.aliases}
        if wanted and (wanted in names or (entry.step or "").startswith(wanted)):
            return entry
    steps = ", ".join(e.step or "" for e in entries)
    raise UserError(f"I don't know a step called “{shorten(name, 40)}”.", f"Steps: {steps}.")


def register(registry: CommandRegistry, services: Services) -> None:
    library = RulesLibrary(services.data_dir)
    registry.on_close(library.close)

    async def quote_or_summary(entry: DigestEntry) -> tuple[RuleOut, str]:
        """The CR text for a digest entry when imported; else the summary."""
        if entry.rule.rulebook == "CR" and library.newest:
            try:
                view = await library.rule(entry.rule.number)
            except UserError:
                return _digest_out(entry), "summary"
            if view.rule.edition != "summary":
                out = rule_out(view.rule, view.source)
                return out.model_copy(update={"title": entry.rule.title}), view.source
        return _digest_out(entry), "summary"

    async def cr(context: CommandContext, argument: str) -> Reply:
        text, edition = _split_edition(argument)
        if not text:
            raise UserError("Which rule?", "Try !cr 613.4c, or !cr 613 for a whole section.")
        exact = text.endswith(".") and text.count(".") >= 2
        number = text.rstrip(".")
        await library.ready()
        warning = library.staleness_warning()
        parsed = RuleNumber.parse(number) if _is_number(number) else None
        if parsed is None:
            raise UserError(
                f"“{shorten(text, 40)}” is not a rule number.",
                "Rule numbers look like 613, 613.4 or 613.4c; to search by words use !rule.",
            )
        if parsed.kind in ("section", "chapter"):
            head, rows, source = await library.section(number, edition)
            lines = [f"**{r.number}** {shorten(r.text, 90)}" for r in rows]
            if parsed.kind == "chapter":
                lines = [f"**{r.number}** {r.title}" for r in rows if r.kind == "section"]
            pages = [lines[i : i + OUTLINE_PAGE] for i in range(0, len(lines), OUTLINE_PAGE)]
            return OutlineReply(
                rules=[rule_out(head, source), *(rule_out(r, source) for r in rows)],
                pages=pages or [["(no rules)"]],
                source=source,
                warning=None if source == "summary" else warning,
            )
        view = await library.rule(number, edition)
        return RuleReply(
            rules=[rule_out(view.rule, view.source)],
            subrules=[] if exact else [rule_out(c, view.source) for c in view.children],
            breadcrumb=breadcrumb(view.rule.number, view.rule.title),
            previous=view.previous,
            next=view.next,
            summary=view.summary.text if view.summary else None,
            source=view.source,
            warning=None if view.source == "summary" else warning,
        )

    async def complete_rule(context: CommandContext, prefix: str) -> list[str]:
        return await library.complete(prefix)

    async def rule(context: CommandContext, argument: str) -> Reply:
        if not words(argument):
            raise UserError(
                "What should I look for?",
                "Ask in plain words, e.g. !rule can a creature with summoning sickness block",
            )
        answer = await library.answer(argument)
        hits = answer.hits
        if not hits:
            raise UserError(
                f"No rule matches “{shorten(argument, 60)}”.",
                "Try other words, a keyword (!define trample) or a number (!cr 702.19).",
            )
        return SearchReply(
            query=shorten(" ".join(argument.split()), 200),
            rules=[rule_out(h.rule, h.source, h.snippet) for h in hits],
            warning=library.staleness_warning(),
            language=answer.language,
            language_note=library.answer_note(answer.language),
            cards=answer.cards,
        )

    async def define(context: CommandContext, argument: str) -> Reply:
        found = await library.define(shorten(argument, 100))
        rules = [rule_out(found.rule, found.source)] if found.rule else []
        text = found.text if found.source != "summary" else ""
        return DefinitionReply(
            term=found.term,
            text=text or "From our summary of the rules:",
            source=found.source,
            rules=rules,
            warning=None if found.source == "summary" else library.staleness_warning(),
        )

    def steps() -> list[DigestEntry]:
        return [e for e in library.digest.entries if e.phase]

    async def turn(context: CommandContext, argument: str) -> Reply:
        rules = []
        for entry in steps():
            text = entry.rule.text.split("\n\n")[0]
            if entry.priority:
                text += f"\nPriority: {entry.priority}"
            rules.append(_digest_out(entry).model_copy(update={"text": text}))
        return RulesListReply(
            title="The turn, phase by phase",
            text="Five phases: beginning (untap, upkeep, draw), first main, combat (beginning, "
            "declare attackers, declare blockers, combat damage, end of combat), second main, "
            "ending (end, cleanup). Details: !step <name>.",
            rules=rules,
            source="summary",
        )

    async def step(context: CommandContext, argument: str) -> Reply:
        if not argument.strip():
            return await turn(context, argument)
        entry = _match_step(argument, [e for e in steps() if e.step])
        out, source = await quote_or_summary(entry)
        rules = [out]
        if source != "summary":
            rules.append(_digest_out(entry))
        related = [library.digest.get("CR", n) for n in entry.rule.related]
        notes = [f"Priority: {entry.priority}"] if entry.priority else []
        see_also = [f"{e.rule.number} {e.rule.title}" for e in related if e]
        if see_also:
            notes.append("See also: " + ", ".join(see_also))
        return RulesListReply(
            title=f"{(entry.step or '').capitalize()} step ({entry.phase} phase)",
            rules=rules,
            notes=notes,
            source=source,
            warning=None if source == "summary" else library.staleness_warning(),
        )

    async def cast(context: CommandContext, argument: str) -> Reply:
        which = " ".join(words(argument))
        if which in ("fow", "force of will", "force"):
            entries = [e for e in library.digest.entries if e.rule.rulebook == "FoW"]
            return RulesListReply(
                title="Playing a card or ability — Force of Will TCG",
                text="The order used by the Force of Will comprehensive rules (903.2).",
                rules=[_digest_out(e) for e in entries],
                source="summary",
            )
        if which in ("", "spell", "mtg", "magic", "ability", "activate"):
            numbers = ["601.2", *(f"601.2{c}" for c in "abcdefghi")]
            if which in ("ability", "activate"):
                numbers = ["602.2", "602.5a", "602.5d"]
            await library.ready()
            outs, source = [], "summary"
            for number in numbers:
                entry = library.digest.get("CR", number)
                if entry:
                    out, source = await quote_or_summary(entry)
                    outs.append(out)
            return RulesListReply(
                title="Casting a spell, step by step"
                if which != "ability"
                else "Activating an ability",
                text="Targets come after modes and X, and the cost is locked in before you pay.",
                rules=outs,
                source=source,
                warning=None if source == "summary" else library.staleness_warning(),
            )
        raise UserError(
            f"I know no casting sequence “{shorten(which, 30)}”.", "Try !cast or !cast fow."
        )

    async def crdiff(context: CommandContext, argument: str) -> Reply:
        parts = argument.split()
        if not parts:
            raise UserError("Which section?", "Try !crdiff 613, or !crdiff 613 2020 2026.")
        dates = parts[1:3]
        result: SectionDiff = await library.diff(
            parts[0], dates[0] if dates else None, dates[1] if len(dates) > 1 else None
        )
        return DiffReply(
            section=result.section,
            older=result.older,
            newer=result.newer,
            added=[f"**{r.number}** {shorten(r.text, 140)}" for r in result.added],
            removed=[f"~~{r.number}~~ {shorten(r.text, 140)}" for r in result.removed],
            renumbered=[
                f"{a.number} → **{b.number}** {shorten(b.text, 110)}" for a, b in result.renumbered
            ],
            changed=[f"**{b.number}** {word_diff(a.text, b.text, 300)}" for a, b in result.changed],
            rules=[rule_out(b, library.source_label(b.edition)) for _, b in result.changed],
        )

    async def mulligan(context: CommandContext, argument: str) -> Reply:
        await library.ready()
        outs, source = [], "summary"
        for number in ("103.5", "103.5c"):
            entry = library.digest.get("CR", number)
            if entry:
                out, source = await quote_or_summary(entry)
                outs.append(out)
        return RulesListReply(
            title="Mulligans in Commander and multiplayer",
            text="The London mulligan, with the first mulligan free in multiplayer games.",
            rules=outs,
            notes=[
                "The old “Partial Paris” mulligan (exile part of your hand, draw one fewer) from "
                "the 2013 Commander rules was replaced: first by the Vancouver mulligan, then by "
                "the London mulligan in 2019."
            ],
            source=source,
            warning=None if source == "summary" else library.staleness_warning(),
        )

    for command in (
        Command(
            name="cr", handler=cr, usage="cr <number> [date]",
            summary="Show a rule with its subrules, or a section's outline.",
            help="Quotes the Comprehensive Rules when imported (else our summary). A trailing "
            "dot (613.4c.) shows just that rule; a section number (613) pages its outline; "
            "add a date (2020) for an older imported edition.",
            examples=("!cr 613.4c", "!cr 613.4c.", "!cr 613", "!cr 613.3 2020"),
            argument="number", argument_help="a rule number such as 613.4c",
            category=CATEGORY, complete=complete_rule,
        ),
        Command(
            name="rule", handler=rule, usage="rule <words or question>",
            summary="Search the rules; the best three with highlighted snippets.",
            help="Ask in plain words. Synonyms and nicknames work: summoning sickness, "
            "damage assignment order, trample over deathtouch.",
            examples=("!rule can a creature with summoning sickness block?",
                      "!rule trample over deathtouch"),
            argument="question", argument_help="words or a question", category=CATEGORY,
        ),
        Command(
            name="define", handler=define, usage="define <term>",
            summary="A glossary term; for a keyword, the rule that defines it.",
            examples=("!define trample", "!define priority"),
            argument="term", argument_help="a game term or keyword", category=CATEGORY,
        ),
        Command(
            name="turn", handler=turn, usage="turn",
            summary="Every phase and step of a turn and who gets priority.",
            examples=("!turn",), argument="extra", argument_help="not needed; leave it empty",
            category=CATEGORY,
        ),
        Command(
            name="step", handler=step, usage="step <name>",
            summary="What happens in one step and who gets priority, with citations.",
            examples=("!step upkeep", "!step declare blockers", "!step cleanup"),
            argument="step", argument_help="a step name, e.g. cleanup", category=CATEGORY,
        ),
        Command(
            name="cast", handler=cast, usage="cast [fow|ability]",
            summary="The casting sequence step by step (Magic, or Force of Will).",
            examples=("!cast", "!cast ability", "!cast fow"),
            argument="game", argument_help="empty for Magic, fow for Force of Will",
            category=CATEGORY,
        ),
        Command(
            name="crdiff", handler=crdiff, usage="crdiff <section> [date] [date]",
            summary="What changed in a section between two imported CR editions.",
            help="Defaults to the two newest imported editions; dates may be partial (2020).",
            examples=("!crdiff 613", "!crdiff 613 2020 2026-04"),
            argument="section", argument_help="a section or rule number", category=CATEGORY,
        ),
        Command(
            name="mulligan", handler=mulligan, usage="mulligan",
            summary="The current mulligan rule for Commander and multiplayer.",
            examples=("!mulligan",), argument="extra", argument_help="not needed; leave it empty",
            category=CATEGORY,
        ),
    ):  # fmt: skip
        registry.add(command)


def _is_number(text: str) -> bool:
    try:
        RuleNumber.parse(text)
    except ValueError:
        return False
    return True
