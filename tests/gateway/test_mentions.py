"""``[[Card]]`` and ``[[rule]]`` in ordinary messages."""

from __future__ import annotations

from bot.core.commands import Command, CommandRegistry
from bot.core.context import CommandContext
from bot.core.reply import Reply, TextReply
from bot.gateway.extensions.mentions import MAX_MENTIONS, mention_commands

from .fakes import FakeDiscord


async def test_a_card_and_a_rule_are_answered_in_one_reply(discord_fake: FakeDiscord) -> None:
    [reply] = await discord_fake.say("Does [[Axebane Beast]] care about [[613.4c]]?")
    assert [e.title for e in reply.embeds] == ["Axebane Beast", "Rule 613.4c"]
    assert reply.payload["message_reference"]["message_id"]  # a reply to the question
    assert reply.payload["allowed_mentions"] == {"parse": [], "replied_user": False}
    assert reply.payload["content"] is None


async def test_more_than_five_mentions_get_five_answers_and_a_note(
    discord_fake: FakeDiscord,
) -> None:
    names = [f"Test Card {n:02}" for n in range(7)]
    [reply] = await discord_fake.say(" ".join(f"[[{name}]]" for name in names))
    assert [e.title for e in reply.embeds] == names[:MAX_MENTIONS]
    assert (
        reply.payload["content"] == "I answer at most 5 mentions per message; 2 more were left out."
    )
    assert sum(len(e) for e in reply.embeds) <= 6000


async def test_an_unknown_card_mention_says_so_in_red(discord_fake: FakeDiscord) -> None:
    [reply] = await discord_fake.say("what about [[Grizly Bears]]")
    [embed] = reply.embeds
    assert "I don't know a card called “Grizly Bears”" in (embed.description or "")


async def test_a_command_with_brackets_is_answered_by_the_command_only(
    discord_fake: FakeDiscord,
) -> None:
    [reply] = await discord_fake.say("!echo [[Axebane Beast]]")
    assert [e.title for e in reply.embeds] == ["Echo"]


async def test_messages_without_mentions_get_no_answer(discord_fake: FakeDiscord) -> None:
    assert await discord_fake.say("just chatting about [[ ]] and [brackets]") == []


def registry_with_only(name: str) -> CommandRegistry:
    """A registry holding one command, ``name``, that echoes its argument."""

    async def echo(context: CommandContext, argument: str) -> Reply:
        return TextReply(title=name, text=argument)

    registry = CommandRegistry()
    registry.add(Command(name, echo, f"{name} <text>", f"{name.capitalize()}."))
    return registry


def test_without_a_card_command_a_card_mention_asks_layers() -> None:
    registry = registry_with_only("layers")
    assert mention_commands("[[Axebane Beast]] and [[613.4c]]", registry) == (
        ["layers Axebane Beast"],
        0,
    )


def test_repeated_mentions_are_answered_once() -> None:
    registry = registry_with_only("card")
    assert mention_commands("[[Giant Growth]] [[Giant  Growth]]", registry) == (
        ["card Giant Growth"],
        0,
    )
