"""Draw a :class:`~bot.core.reply.Document` as Discord embeds, within Discord's limits.

A document that does not fit one embed becomes several *pages*: long descriptions and
field values are split at line breaks (a code block cut in two is closed and reopened,
so a table stays a table), fields overflow onto the next page, and every page says
"page i/n" in its footer. Every text is passed through
:func:`bot.core.text.neutralize_mentions` as well: embeds never ping, but a copied
``@everyone`` should not either.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import discord

from bot.core.reply import Document, Outcome
from bot.core.text import neutralize_mentions, shorten

# Discord's embed limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits)
TITLE_LIMIT = 256
DESCRIPTION_LIMIT = 4096
FIELD_NAME_LIMIT = 256
FIELD_VALUE_LIMIT = 1024
FIELD_COUNT_LIMIT = 25
FOOTER_LIMIT = 2048
TOTAL_LIMIT = 6000
#: Footers are one line of small print; longer ones are cut so the page keeps its text.
FOOTER_BUDGET = 300

TONE_COLOURS = {
    "info": discord.Colour.blurple(),
    "success": discord.Colour.green(),
    "warning": discord.Colour.gold(),
    "error": discord.Colour.red(),
}
BLANK = "\u200b"
FENCE = "```"


def embed_size(embed: discord.Embed) -> int:
    """The characters Discord counts towards the 6,000 limit."""
    return len(embed)


def _fence_after(fence: str | None, line: str) -> str | None:
    """The open code fence after ``line``, given the one open before it."""
    if line.count(FENCE) % 2 == 0:
        return fence
    if fence is not None:
        return None
    stripped = line.strip()
    return stripped[:13] if stripped.startswith(FENCE) else FENCE


def _wrap_line(line: str, width: int) -> list[str]:
    """A line cut into pieces of at most ``width``, at spaces when there are any."""
    pieces = []
    while len(line) > width:
        cut = line.rfind(" ", width // 2, width)
        cut = cut if cut > 0 else width
        pieces.append(line[:cut])
        line = line[cut:].lstrip(" ") if cut < width else line[cut:]
    pieces.append(line)
    return pieces


def split_text(text: str, limit: int) -> list[str]:
    """``text`` in chunks of at most ``limit`` characters, cut between lines.

    A chunk that ends inside a code block closes it, and the next chunk reopens it
    with the same language tag, so tables keep their monospace layout.
    """
    if len(text) <= limit:
        return [text]
    reserve = 4 + 14  # a closing "\n```" plus a reopening "```lang\n"
    chunks: list[str] = []
    current = ""
    fence: str | None = None
    lines = [piece for line in text.split("\n") for piece in _wrap_line(line, limit - reserve)]
    for line in lines:
        candidate = f"{current}\n{line}" if current else line
        after = _fence_after(fence, line)
        closing = 4 if after else 0
        if current and len(candidate) + closing > limit:
            chunks.append(current + ("\n" + FENCE if fence else ""))
            current = f"{fence}\n{line}" if fence else line
        else:
            current = candidate
        fence = after
    chunks.append(current)
    return [chunk for chunk in chunks if chunk.strip()] or [text[:limit]]


@dataclass
class _Page:
    description: str = ""
    fields: list[tuple[str, str, bool]] = field(default_factory=list)
    size: int = 0


def _field_pieces(name: str, value: str, inline: bool) -> list[tuple[str, str, bool]]:
    name = shorten(neutralize_mentions(name.strip()) or BLANK, FIELD_NAME_LIMIT)
    value = neutralize_mentions(value.strip()) or BLANK
    # A table squeezed into a third of a phone screen is unreadable: code blocks get full width.
    inline = inline and FENCE not in value
    pieces = split_text(value, FIELD_VALUE_LIMIT)
    continued = shorten(f"{name} (continued)", FIELD_NAME_LIMIT)
    return [(name if i == 0 else continued, piece, inline) for i, piece in enumerate(pieces)]


def render_pages(document: Document, total_limit: int = TOTAL_LIMIT) -> list[discord.Embed]:
    """The document as one or more embeds, each within every Discord limit.

    ``total_limit`` lowers the 6,000-character budget when several embeds share one
    message (Discord counts the limit per message).
    """
    title = shorten(neutralize_mentions(document.title.strip()) or BLANK, TITLE_LIMIT)
    footer = shorten(neutralize_mentions(document.footer.strip()), FOOTER_BUDGET)
    page_marker = len(" · page 999/999")
    budget = max(200, total_limit - len(title) - len(footer) - page_marker)
    description_limit = min(DESCRIPTION_LIMIT, budget)

    description = neutralize_mentions(document.description.strip())
    pages = [_Page(chunk, [], len(chunk)) for chunk in split_text(description, description_limit)]
    for doc_field in document.fields:
        field_limit = min(FIELD_VALUE_LIMIT, budget - FIELD_NAME_LIMIT)
        for name, value, inline in _field_pieces(doc_field.name, doc_field.value, doc_field.inline):
            if len(value) > field_limit:
                value = shorten(value, field_limit)
            size = len(name) + len(value)
            page = pages[-1]
            if len(page.fields) >= FIELD_COUNT_LIMIT or page.size + size > budget:
                page = _Page()
                pages.append(page)
            page.fields.append((name, value, inline))
            page.size += size

    colour = TONE_COLOURS.get(document.tone, TONE_COLOURS["info"])
    embeds = []
    for number, page in enumerate(pages, start=1):
        embed = discord.Embed(
            title=title, description=page.description or None, colour=colour, url=document.url
        )
        for name, value, inline in page.fields:
            embed.add_field(name=name, value=value, inline=inline)
        marker = f"page {number}/{len(pages)}" if len(pages) > 1 else ""
        text = " · ".join(part for part in (footer, marker) if part)
        if text:
            embed.set_footer(text=text)
        embeds.append(embed)
    return embeds


def render_outcome(outcome: Outcome, total_limit: int = TOTAL_LIMIT) -> list[discord.Embed]:
    """A reply's pages, or for a refusal one short red embed that carries the hint."""
    if outcome.ok:
        return render_pages(outcome.document(), total_limit)
    return [render_error(outcome)]


def render_error(outcome: Outcome) -> discord.Embed:
    """One short red embed: what went wrong and how to fix it (never a traceback)."""
    document = outcome.document()
    text = shorten(neutralize_mentions(outcome.error or document.description), 1500)
    if outcome.hint:
        text += "\n\n" + shorten(neutralize_mentions(outcome.hint), 1000)
    embed = discord.Embed(
        title=shorten(neutralize_mentions(document.title), TITLE_LIMIT),
        description=text,
        colour=TONE_COLOURS["error"],
    )
    if outcome.error_id:
        embed.set_footer(text=f"error id {outcome.error_id}")
    return embed


def notice(title: str, text: str, tone: str = "error") -> discord.Embed:
    """A small embed for messages the adapter writes itself (cooldowns, permissions)."""
    return discord.Embed(
        title=shorten(neutralize_mentions(title), TITLE_LIMIT),
        description=shorten(neutralize_mentions(text), 1500),
        colour=TONE_COLOURS.get(tone, TONE_COLOURS["error"]),
    )
