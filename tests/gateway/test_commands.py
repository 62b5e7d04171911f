"""Core commands as hybrid commands: the same answer through ``!name`` and ``/name``."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.core.core import CommandCore
from bot.gateway.extensions.core_commands import SLASH_NAME, option_name

from .fakes import ALICE, OTHER_BOT, FakeDiscord, make_settings, message_payload

NO_PINGS = {"parse": []}


async def test_prefix_help_lists_the_commands(discord_fake: FakeDiscord) -> None:
    [sent] = await discord_fake.say("!help")
    assert sent.method == "POST" and sent.path == "/channels/{channel_id}/messages"
    [embed] = sent.embeds
    assert embed.title == "judgebot commands"
    assert "!card <name>" in "".join(f.value for f in embed.fields)
    assert sent.payload["allowed_mentions"] == NO_PINGS


async def test_slash_help_gives_the_same_embed_as_the_prefix_command(
    discord_fake: FakeDiscord,
) -> None:
    [prefix_reply] = await discord_fake.say("!help card")
    reply, *_ = await discord_fake.slash("help", {"command": "card"})
    # answered at once (within JUDGEBOT_DEFER_AFTER), so no "thinking…" first
    assert reply.path.endswith("/callback") and reply.payload["type"] == 4
    assert reply.embeds[0].to_dict() == prefix_reply.embeds[0].to_dict()
    assert reply.embeds[0].title == "!card" and not reply.ephemeral
    assert reply.data["allowed_mentions"] == NO_PINGS


async def test_a_slow_slash_command_is_deferred_and_its_refusal_stays_private(
    discord_fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(discord_fake.bot, "settings", make_settings(tmp_path, defer_after=0.01))
    defer, *rest = await discord_fake.slash("slow", {"name": "Grizly Bears"})
    assert defer.payload["type"] == 5 and not defer.ephemeral  # public "thinking…"
    # the public placeholder goes first, else the refusal would inherit its visibility
    delete, followup = (sent for sent in rest if sent.method in {"DELETE", "POST"})
    assert delete.method == "DELETE" and delete.path.endswith("/messages/@original")
    assert followup.ephemeral and "Grizly Bears" in (followup.embeds[0].description or "")


async def test_a_slow_slash_answer_is_a_public_follow_up(
    discord_fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(discord_fake.bot, "settings", make_settings(tmp_path, defer_after=0.01))
    defer, followup, *_ = await discord_fake.slash("slow", {"name": "Axebane Beast"})
    assert defer.payload["type"] == 5
    assert followup.method == "POST" and followup.path == "/webhooks/{webhook_id}/{webhook_token}"
    assert followup.embeds[0].title == "Axebane Beast" and not followup.ephemeral


async def test_aliases_work_as_prefix_commands(discord_fake: FakeDiscord) -> None:
    [sent] = await discord_fake.say("!commands")
    assert sent.embeds[0].title == "judgebot commands"


async def test_a_refusal_is_a_short_red_embed_with_the_hint(discord_fake: FakeDiscord) -> None:
    [sent] = await discord_fake.say("!card Grizly Bears")
    [embed] = sent.embeds
    assert embed.colour is not None and embed.colour.value == 0xE74C3C
    assert "I don't know a card called “Grizly Bears”" in (embed.description or "")
    assert "Check the spelling." in (embed.description or "")
    assert len(embed) < 600


async def test_an_autocompleted_value_is_validated_again_when_used(
    discord_fake: FakeDiscord,
) -> None:
    refusal, *_ = await discord_fake.slash("card", {"name": "Not In The Catalog"})
    assert "I don't know a card called" in (refusal.embeds[0].description or "")
    assert refusal.ephemeral  # only the asker sees a refusal
    answer, *_ = await discord_fake.slash("card", {"name": "Axebane Beast"})
    assert answer.embeds[0].title == "Axebane Beast" and not answer.ephemeral


async def test_autocomplete_offers_at_most_25_short_choices(discord_fake: FakeDiscord) -> None:
    [answer] = await discord_fake.autocomplete("card", "name", "")
    assert answer.payload["type"] == 8
    choices = answer.payload["data"]["choices"]
    assert len(choices) == 25
    assert all(len(c["name"]) <= 100 and len(c["value"]) <= 100 for c in choices)
    assert choices[0] == {"name": "Axebane Beast", "value": "Axebane Beast"}


async def test_autocomplete_narrows_as_the_user_types(discord_fake: FakeDiscord) -> None:
    [answer] = await discord_fake.autocomplete("card", "name", "gri")
    assert [c["value"] for c in answer.payload["data"]["choices"]] == ["Grizzly Bears"]


async def test_every_registry_command_is_a_described_hybrid_command(
    discord_fake: FakeDiscord,
) -> None:
    bot = discord_fake.bot
    for command in bot.core.registry:
        hybrid = bot.get_command(command.name)
        assert hybrid is not None, command.name
        slash = bot.tree.get_command(command.name)
        assert slash is not None, command.name
        [option] = slash.to_dict(bot.tree)["options"]
        assert option["name"] == option_name(command.argument)
        assert option["description"] == command.argument_help
        assert option["required"] is False
        assert 1 <= len(slash.description) <= 100


def test_the_real_core_commands_all_have_valid_slash_names() -> None:
    """Walks the command core as it is today, features added by others included."""
    core = CommandCore()
    for command in core.registry:
        assert SLASH_NAME.fullmatch(command.name), command.name
        assert SLASH_NAME.fullmatch(option_name(command.argument)), command.argument
        assert command.summary, command.name


async def test_messages_from_bots_are_ignored(discord_fake: FakeDiscord) -> None:
    assert await discord_fake.say("!help", author=OTHER_BOT) == []
    assert await discord_fake.say("[[Axebane Beast]]", author=OTHER_BOT) == []


async def test_everyone_in_the_input_is_echoed_without_pinging(discord_fake: FakeDiscord) -> None:
    [sent] = await discord_fake.say("!echo @everyone look <@1002> and @here", author=ALICE)
    description = sent.embeds[0].description or ""
    assert "@everyone" not in description and "@here" not in description
    assert "<@1002>" not in description
    assert "@\u200beveryone" in description and "<\u200b@1002>" in description
    assert sent.payload["allowed_mentions"] == NO_PINGS
    assert discord_fake.bot.allowed_mentions is not None
    assert discord_fake.bot.allowed_mentions.to_dict() == NO_PINGS


async def test_answers_in_a_channel_keep_the_order_of_the_questions(
    discord_fake: FakeDiscord,
) -> None:
    """A quick answer asked second waits for the slow one asked first."""
    before = len(discord_fake.sent)
    for content in ("!slow Axebane Beast", "!card Grizzly Bears"):
        discord_fake.bot._connection.parse_message_create(message_payload(content, ALICE))
    await discord_fake.settle()
    titles = [sent.embeds[0].title for sent in discord_fake.sent[before:]]
    assert titles == ["Axebane Beast", "Grizzly Bears"]
