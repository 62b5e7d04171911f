"""Documents become embeds that Discord accepts, whatever their size."""

from __future__ import annotations

import discord
import pytest

from bot.core.reply import DocField, Document, Outcome
from bot.gateway.render import (
    DESCRIPTION_LIMIT,
    FIELD_COUNT_LIMIT,
    FIELD_NAME_LIMIT,
    FIELD_VALUE_LIMIT,
    TITLE_LIMIT,
    TOTAL_LIMIT,
    render_outcome,
    render_pages,
    split_text,
)


def assert_discord_accepts(embed: discord.Embed) -> None:
    data = embed.to_dict()
    assert len(data.get("title", "")) <= TITLE_LIMIT
    assert len(data.get("description", "")) <= DESCRIPTION_LIMIT
    assert len(data.get("fields", [])) <= FIELD_COUNT_LIMIT
    for field in data.get("fields", []):
        assert 0 < len(field["name"]) <= FIELD_NAME_LIMIT
        assert 0 < len(field["value"]) <= FIELD_VALUE_LIMIT
    assert len(embed) <= TOTAL_LIMIT


def all_text(pages: list[discord.Embed]) -> str:
    return "".join((p.description or "") + "".join(f.value or "" for f in p.fields) for p in pages)


def many_fields(count: int, size: int) -> list[DocField]:
    return [DocField(name=f"field {i}", value="w" * size) for i in range(count)]


@pytest.mark.parametrize(
    ("document", "pages_at_least"),
    [
        (Document(title="T" * 400, description="short"), 1),  # title
        (Document(title="t", description="\n".join(["d" * 99] * 120)), 2),  # description
        (Document(title="t", fields=[DocField(name="N" * 400, value="v")]), 1),  # field name
        (Document(title="t", fields=[DocField(name="n", value="v " * 2000)]), 1),  # field value
        (Document(title="t", fields=many_fields(60, 1)), 3),  # field count
        (Document(title="t", fields=many_fields(12, 1000)), 3),  # 6,000 in all
        (Document(title="t", description="x" * 9000), 3),  # one huge line
    ],
)
def test_a_reply_over_each_limit_is_split_into_pages_discord_accepts(
    document: Document, pages_at_least: int
) -> None:
    pages = render_pages(document)
    for page in pages:
        assert_discord_accepts(page)
    assert len(pages) >= pages_at_least


def test_an_over_long_field_value_continues_in_a_second_field() -> None:
    [page] = render_pages(Document(title="t", fields=[DocField(name="n", value="v " * 2000)]))
    assert [f.name for f in page.fields] == ["n", "n (continued)", "n (continued)", "n (continued)"]
    assert all_text([page]).replace("\n", " ").count("v") == 2000


def test_no_text_is_lost_when_paging() -> None:
    lines = [f"line {n}" for n in range(2000)]
    pages = render_pages(Document(title="t", description="\n".join(lines)))
    assert len(pages) > 1
    text = all_text(pages)
    assert all(line in text for line in lines[-5:] + lines[:5])
    assert [p.footer.text for p in pages][-1] == f"page {len(pages)}/{len(pages)}"


def test_a_table_cut_in_two_stays_a_code_block_on_both_sides() -> None:
    table = "```text\n" + "\n".join(f"L{n:<3} {'effect':<20} +1/+1" for n in range(120)) + "\n```"
    pieces = split_text(table, FIELD_VALUE_LIMIT)
    assert len(pieces) > 1
    for piece in pieces:
        assert len(piece) <= FIELD_VALUE_LIMIT
        assert piece.startswith("```text\n") and piece.endswith("```")


def test_tables_are_never_squeezed_into_inline_columns() -> None:
    document = Document(
        title="layers",
        fields=[
            DocField(name="Result", value="3/3 green", inline=True),
            DocField(name="Table", value="```\nL7c +3/+3\n```", inline=True),
        ],
    )
    [page] = render_pages(document)
    assert [f.inline for f in page.fields] == [True, False]


def test_mentions_in_a_document_are_neutralized() -> None:
    [page] = render_pages(Document(title="@everyone", description="hi @here <@&5>"))
    assert page.title == "@\u200beveryone"
    assert "@here" not in (page.description or "") and "<@&5>" not in (page.description or "")


def test_an_error_outcome_is_short_red_and_carries_the_hint() -> None:
    outcome = Outcome(ok=False, command="layers", error="No such card.", hint="Try !card Bears.")
    [embed] = render_outcome(outcome)
    assert embed.colour == discord.Colour.red()
    assert embed.description == "No such card.\n\nTry !card Bears."
    assert embed.title == "I couldn't do that"
