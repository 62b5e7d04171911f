"""Long replies page with Previous/Next; only the requester turns the pages."""

from __future__ import annotations

from unittest import mock

import discord

from bot.gateway.views import Pager

from .fakes import ALICE, BOB, FakeDiscord


async def test_a_long_reply_pages_and_only_the_requester_turns_them(
    discord_fake: FakeDiscord,
) -> None:
    [first] = await discord_fake.say("!big", author=ALICE)
    footer = first.embeds[0].footer.text or ""
    assert footer.startswith("CR 613 · page 1/")
    previous, following = first.buttons
    assert (previous["label"], previous.get("disabled")) == ("Previous", True)
    assert (following["label"], following.get("disabled", False)) == ("Next", False)

    [refusal] = await discord_fake.press(following["custom_id"], first, user=BOB)
    assert refusal.payload["type"] == 4 and refusal.ephemeral
    assert "Only the person who asked" in refusal.data["content"]

    [turned] = await discord_fake.press(following["custom_id"], first, user=ALICE)
    assert turned.payload["type"] == 7  # update the message in place
    assert "page 2/" in (turned.embeds[0].footer.text or "")
    assert turned.embeds[0].description != first.embeds[0].description
    assert turned.data["allowed_mentions"] == {"parse": []}


async def test_a_slash_command_pages_too(discord_fake: FakeDiscord) -> None:
    reply, *_ = await discord_fake.slash("big")
    assert [b["label"] for b in reply.buttons] == ["Previous", "Next"]


async def test_the_buttons_are_disabled_when_the_pager_times_out() -> None:
    pages = [discord.Embed(title="one"), discord.Embed(title="two")]
    pager = Pager(pages, requester_id=1)
    pager.message = mock.AsyncMock(spec=discord.Message)
    await pager.on_timeout()
    pager.message.edit.assert_awaited_once()
    view = pager.message.edit.await_args.kwargs["view"]
    assert all(item.disabled for item in view.children)
