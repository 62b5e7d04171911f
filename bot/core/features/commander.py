"""``!identity``, ``!deck`` and ``!tax``: Commander deck building and the commander tax."""

from __future__ import annotations

import asyncio
import re

from pydantic import BaseModel

from bot.core.commander.banned import load_banned_list
from bot.core.commander.decklist import DeckEntry, parse_decklist
from bot.core.commands import Command, CommandRegistry
from bot.core.context import CommandContext, Services
from bot.core.reply import DocField, Document, Reply
from engine.cards import Card
from engine.commander import (
    DeckCard,
    add_commander_tax,
    can_be_commander,
    check_deck,
    commander_tax,
    identity_sources,
    identity_verdict,
    possessive,
    symbols,
)
from engine.errors import UnknownCardError, UserError
from engine.identity import color_identity

BASIC_LAND_RULE = (
    "903.5d: a card with a basic land type (Plains, Island, Swamp, Mountain, Forest) may be in "
    "a Commander deck only if every color of mana it could produce is in the commander's color "
    "identity. Such a land has the intrinsic mana ability of each of its basic land types "
    "(305.6), even when that ability is only printed as reminder text, and reminder text itself "
    "never counts toward color identity (903.4c)."
)
MAX_FIELD = 1000
MAX_TAX_TIMES = 50


def _chunks(title: str, lines: list[str]) -> list[DocField]:
    """Lines grouped into fields that each fit a Discord embed field."""
    fields: list[DocField] = []
    current: list[str] = []
    for line in lines:
        line = line if len(line) <= MAX_FIELD else line[: MAX_FIELD - 1] + "…"
        if current and len("\n".join([*current, line])) > MAX_FIELD:
            fields.append(DocField(name=title, value="\n".join(current)))
            current = []
        current.append(line)
    if current:
        fields.append(DocField(name=title, value="\n".join(current)))
    if len(fields) > 1:
        for number, entry in enumerate(fields, start=1):
            entry.name = f"{title} ({number}/{len(fields)})"
    return fields


# --- !identity -----------------------------------------------------------------------


class IdentityReply(Reply):
    kind: str = "identity"
    card: str
    identity: str
    sources: list[str]
    land_types: list[str]
    commander: str | None = None
    commander_identity: str | None = None
    legal: bool | None = None
    reasons: list[str] = []
    rules: list[str] = []

    def document(self) -> Document:
        fields = [
            DocField(
                name="Where the colors come from",
                value="\n".join(self.sources) or "No colored mana symbols and no color indicator.",
            )
        ]
        if self.reasons:
            fields.append(DocField(name="Why", value="\n".join(self.reasons)))
        if self.land_types:
            fields.append(
                DocField(
                    name=f"Basic land types: {', '.join(self.land_types)}", value=BASIC_LAND_RULE
                )
            )
        fields.append(DocField(name="Rules", value=", ".join(self.rules)))
        if self.commander is None:
            return Document(
                title=f"Color identity of {self.card}: {self.identity}",
                description="Color identity: the colors of the mana symbols in its mana cost "
                "and rules text (not reminder text), plus its color indicator, on every face "
                "(903.4).",
                fields=fields,
            )
        verdict = "allowed" if self.legal else "not allowed"
        return Document(
            title=f"{self.card} in a {self.commander} deck: {verdict}",
            description=f"{self.card}: {self.identity}. {possessive(self.commander)} color "
            f"identity: {self.commander_identity}.",
            fields=fields,
            tone="success" if self.legal else "warning",
        )


async def _split_in(context: CommandContext, argument: str) -> tuple[Card, Card | None]:
    """``"<card> in <commander>"``; tries each " in " from the right, card names may hold one."""
    cards = context.services.cards
    text = " ".join(argument.split())
    if not text:
        raise UserError("Which card?", "!identity Badlands in Phelddagrif")
    spots = [m.start() for m in re.finditer(r" in ", text, flags=re.IGNORECASE)]
    first_error: UserError | None = None
    for spot in reversed(spots):
        left, right = text[:spot], text[spot + 4 :]
        try:
            return await cards.get(left), await cards.get(right)
        except UnknownCardError as error:
            first_error = first_error or error
    try:
        return await cards.get(text), None
    except UnknownCardError:
        if first_error is not None:
            raise first_error from None
        raise


async def identity(context: CommandContext, argument: str) -> Reply:
    card, commander = await _split_in(context, argument)
    own = color_identity(card)
    if commander is None:
        verdict = identity_verdict(card, own)
        return IdentityReply(
            card=card.name,
            identity=symbols(own),
            sources=identity_sources(card),
            land_types=list(verdict.land_types),
            reasons=[r for r in verdict.reasons if "903.4c" in r],
            rules=["903.4", *(["903.4c"] if "903.4c" in verdict.rules else [])]
            + (["903.5d", "305.6"] if verdict.land_types else []),
        )
    commander_identity = color_identity(commander)
    verdict = identity_verdict(card, commander_identity)
    reasons = list(verdict.reasons)
    if verdict.legal:
        reasons.insert(
            0,
            f"Its color identity ({symbols(verdict.identity)}) is within the commander's "
            f"({symbols(commander_identity)}) (903.5c)"
            + (
                f", and the {symbols(verdict.land_colors)} mana its basic land types make is too "
                "(903.5d)."
                if verdict.land_types
                else "."
            ),
        )
    if not can_be_commander(commander):
        reasons.append(
            f"Note: {commander.name} can't itself be a commander; it isn't a legendary creature "
            "(903.3)."
        )
    return IdentityReply(
        card=card.name,
        identity=symbols(verdict.identity),
        sources=identity_sources(card),
        land_types=list(verdict.land_types),
        commander=commander.name,
        commander_identity=symbols(commander_identity),
        legal=verdict.legal,
        reasons=reasons,
        rules=list(dict.fromkeys([*verdict.rules, "903.5c"])),
    )


# --- !deck ---------------------------------------------------------------------------


class DeckProblemView(BaseModel):
    rule: str
    card: str | None
    message: str


class DeckReply(Reply):
    kind: str = "deck"
    legal: bool
    commanders: list[str]
    identity: str
    size: int
    problems: list[DeckProblemView]
    unknown: list[str]
    garbage: list[str]
    skipped: int
    banned_list: str

    def document(self) -> Document:
        count = len(self.problems) + len(self.unknown)
        title = (
            "Deck check: legal"
            if self.legal
            else f"Deck check: {count} problem{'s' if count != 1 else ''}"
        )
        leaders = " + ".join(self.commanders) or "no commander"
        description = f"{leaders} ({self.identity}) · {self.size} cards"
        fields = _chunks("Problems", [f"**{p.rule}** {p.message}" for p in self.problems])
        fields += _chunks("Unknown cards", self.unknown)
        fields += _chunks("Lines I couldn't read (skipped)", self.garbage)
        notes = [f"Banned list: {self.banned_list}."]
        if self.skipped:
            notes.insert(
                0,
                f"Skipped {self.skipped} sideboard/maybeboard card"
                f"{'s' if self.skipped != 1 else ''}: Commander doesn't use sideboards (903.5e).",
            )
        return Document(
            title=title,
            description=description,
            fields=fields,
            footer=" ".join(notes),
            tone="success" if self.legal else "warning",
        )


async def _resolve(
    context: CommandContext, entries: list[DeckEntry]
) -> tuple[dict[str, Card], list[str]]:
    names = list(dict.fromkeys(entry.name for entry in entries))
    results = await asyncio.gather(
        *(context.services.cards.get(name) for name in names), return_exceptions=True
    )
    found: dict[str, Card] = {}
    unknown: list[str] = []
    for name, result in zip(names, results, strict=True):
        if isinstance(result, UnknownCardError):
            hint = (
                f" — did you mean {', '.join(result.suggestions[:3])}?"
                if result.suggestions
                else ""
            )
            unknown.append(f"{name}{hint}")
        elif isinstance(result, BaseException):
            raise result
        else:
            found[name] = result
    return found, unknown


async def deck(context: CommandContext, argument: str) -> Reply:
    text = context.attachment_text if context.attachment_text else argument
    if not text or not text.strip():
        raise UserError(
            "Paste a decklist after !deck, or attach it as a text file.",
            "One card a line, e.g. `1 Sol Ring`, with the commander under a `Commander` heading.",
        )
    parsed = parse_decklist(text)
    if not parsed.entries:
        raise UserError(
            "I found no cards in that decklist.",
            "One card a line, e.g. `1 Sol Ring`, with the commander under a `Commander` heading.",
        )
    banned = load_banned_list(context.services.data_dir)
    found, unknown = await _resolve(context, parsed.entries)
    commanders = [found[e.name] for e in parsed.commanders if e.name in found]
    main = [DeckCard(found[e.name], e.count) for e in parsed.main if e.name in found]
    unresolved = sum(e.count for e in parsed.entries if e.name not in found)
    result = check_deck(commanders, main, banned.why, unresolved=unresolved)
    problems = [
        DeckProblemView(rule=p.rule, card=p.card, message=p.message) for p in result.problems
    ]
    if not parsed.commanders:
        problems.insert(
            0,
            DeckProblemView(
                rule="903.3",
                card=None,
                message="No commander is marked: put it under a `Commander` heading, "
                "or end its line with *CMDR*.",
            ),
        )
        problems = [p for p in problems if p.message != "The deck has no commander."]
    return DeckReply(
        legal=not problems and not unknown,
        commanders=list(result.commanders),
        identity=symbols(result.identity),
        size=result.size,
        problems=problems,
        unknown=unknown,
        garbage=[f"line {number}: {line}" for number, line in parsed.garbage],
        skipped=parsed.skipped,
        banned_list=banned.source + (f", as of {banned.as_of}" if banned.as_of else ""),
    )


# --- !tax ----------------------------------------------------------------------------


class TaxReply(Reply):
    kind: str = "tax"
    times: int
    tax: int
    commander: str | None = None
    cost: str | None = None
    total_mana_value: int | None = None

    def document(self) -> Document:
        line = (
            f"Cast {self.times} time{'s' if self.times != 1 else ''} from the command zone "
            f"before: the commander tax is {{{self.tax}}}."
        )
        if self.commander:
            line += (
                f" {self.commander} now costs {self.cost} ({self.total_mana_value} mana in total)."
            )
        return Document(
            title="Commander tax",
            description=line,
            footer="903.8: {2} more for each previous time you cast it from the command zone "
            "this game. Partners count separately (702.124d).",
        )


async def tax(context: CommandContext, argument: str) -> Reply:
    words = argument.split(maxsplit=1)
    if not words or not re.fullmatch(r"-?\d{1,12}", words[0]):
        raise UserError(
            "How many times has it already been cast from the command zone?",
            "!tax 2 Phelddagrif",
        )
    times = int(words[0])
    if not 0 <= times <= MAX_TAX_TIMES:
        raise UserError(
            f"{times} casts is outside what I work out (0 to {MAX_TAX_TIMES}).",
            "Count only previous casts from the command zone this game.",
        )
    reply = TaxReply(times=times, tax=commander_tax(times))
    if len(words) == 2:
        card = await context.services.cards.get(words[1])
        reply.commander = card.name
        reply.cost = add_commander_tax(card.mana_cost, times) or f"{{{reply.tax}}}"
        reply.total_mana_value = card.mana_value + reply.tax
    return reply


def register(registry: CommandRegistry, services: Services) -> None:
    registry.add(
        Command(
            name="identity",
            handler=identity,
            usage="identity <card> [in <commander>]",
            summary="A card's color identity, or whether it can be in a commander's deck.",
            help=(
                "Shows where each color of a card's identity comes from (903.4) and the basic "
                "land type rule (903.5d). With `in <commander>`, says whether the card may be "
                "in that commander's deck, and why."
            ),
            aliases=("ci",),
            examples=("!identity Boros Guildmage", "!identity Badlands in Phelddagrif"),
            argument="card",
            argument_help="a card, optionally `in <commander>`",
            category="Commander",
        )
    )
    registry.add(
        Command(
            name="deck",
            handler=deck,
            usage="deck <decklist, or attach a .txt>",
            summary="Check a Commander decklist: size, singleton, identity, partners, bans.",
            help=(
                "Paste a list (one `1 Card Name` a line; `1x`, set codes and collector numbers "
                "are fine) or attach a text file. Mark the commander with a `Commander` heading "
                "or `*CMDR*`. Sideboards and maybeboards are skipped. Up to 1,000 lines."
            ),
            examples=("!deck Commander\n1 Phelddagrif\nDeck\n1 Sol Ring\n…",),
            argument="decklist",
            argument_help="the decklist text",
            category="Commander",
        )
    )
    registry.add(
        Command(
            name="tax",
            handler=tax,
            usage="tax <times already cast from the command zone> [commander]",
            summary="The commander tax (903.8) and the commander's cost with it.",
            examples=("!tax 2", "!tax 3 Phelddagrif"),
            argument="times",
            argument_help="previous casts from the command zone, then the commander",
            category="Commander",
        )
    )
