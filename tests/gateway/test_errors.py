"""The error handler: unknown commands, bad input, cooldowns, permissions, bugs."""

from __future__ import annotations

import logging

import pytest
from discord.ext import commands

from bot.gateway.client import COOLDOWN_RATE

from .fakes import ALICE, BOB, DEV_GUILD_ID, OWNER, FakeDiscord


async def test_a_close_unknown_command_gets_a_hint(discord_fake: FakeDiscord) -> None:
    [sent] = await discord_fake.say("!hepl")
    assert "Did you mean !help?" in (sent.embeds[0].description or "")


async def test_an_unrelated_unknown_command_is_ignored(discord_fake: FakeDiscord) -> None:
    assert await discord_fake.say("!!! wow") == []
    assert await discord_fake.say("!qzxv") == []


async def test_a_user_who_runs_too_many_commands_is_asked_to_slow_down(
    discord_fake: FakeDiscord,
) -> None:
    answers = [await discord_fake.say("!help", author=BOB) for _ in range(COOLDOWN_RATE + 1)]
    titles = [sent[0].embeds[0].title for sent in answers]
    assert titles == ["judgebot commands"] * COOLDOWN_RATE + ["Slow down"]
    assert "Try again in" in (answers[-1][0].embeds[0].description or "")
    # The cooldown is per user: someone else is not slowed down.
    [other] = await discord_fake.say("!help", author=ALICE)
    assert other.embeds[0].title == "judgebot commands"


async def test_a_bug_in_a_command_shows_an_error_id_and_no_traceback(
    discord_fake: FakeDiscord, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.ERROR):
        [sent] = await discord_fake.say("!boom")
    [embed] = sent.embeds
    error_id = (embed.footer.text or "").removeprefix("error id ")
    assert len(error_id) == 8 and error_id in (embed.description or "")
    assert "internal detail" not in str(embed.to_dict()) and "Traceback" not in str(embed.to_dict())
    assert error_id in caplog.text and "internal detail" in caplog.text


async def test_a_bug_in_the_adapter_shows_an_error_id_and_no_traceback(
    discord_fake: FakeDiscord, caplog: pytest.LogCaptureFixture
) -> None:
    @commands.command(name="explode")
    async def explode(ctx: commands.Context) -> None:
        raise RuntimeError("secret adapter detail")

    discord_fake.bot.add_command(explode)
    with caplog.at_level(logging.ERROR):
        [sent] = await discord_fake.say("!explode")
    [embed] = sent.embeds
    error_id = (embed.footer.text or "").removeprefix("error id ")
    assert embed.title == "Sorry" and error_id in (embed.description or "")
    assert "secret adapter detail" not in str(embed.to_dict())
    assert f"error id {error_id}" in caplog.text and "secret adapter detail" in caplog.text


async def test_bad_input_to_an_adapter_command_shows_its_usage(discord_fake: FakeDiscord) -> None:
    @commands.command(name="twice")
    async def twice(ctx: commands.Context, number: int) -> None:
        await ctx.send(str(number * 2))

    discord_fake.bot.add_command(twice)
    [sent] = await discord_fake.say("!twice lots")
    assert sent.embeds[0].title == "I couldn't read that"
    assert "Usage: `!twice <number>`" in (sent.embeds[0].description or "")


async def test_only_owners_may_sync(discord_fake: FakeDiscord, monkeypatch) -> None:
    synced: list[object] = []

    async def sync(*, guild=None):
        synced.append(guild)
        return ["help", "card"]

    monkeypatch.setattr(discord_fake.bot.tree, "sync", sync)
    [refused] = await discord_fake.say("!sync", author=ALICE)
    assert refused.embeds[0].title == "Owners only"
    assert synced == []

    [done] = await discord_fake.say("!sync", author=OWNER)
    assert done.embeds[0].description == f"2 slash commands to guild {DEV_GUILD_ID}."
    assert [guild.id for guild in synced] == [DEV_GUILD_ID]


async def test_the_owner_can_reload_the_core_commands(discord_fake: FakeDiscord) -> None:
    [done] = await discord_fake.say("!reload core_commands", author=OWNER)
    assert done.embeds[0].title == "Reloaded"
    [answer] = await discord_fake.say("!help", author=OWNER)
    assert answer.embeds[0].title == "judgebot commands"
    assert discord_fake.bot.tree.get_command("card") is not None
