"""The real ``judgebot run`` process in a conversation with the stand-in Discord.

Every assertion is about what Discord received: the replies, their visibility, their
buttons, the commands registered, and whether anything would have pinged.
"""

from __future__ import annotations

import pytest

from .process import BotProcess
from .standin import ALICE, BOB, OWNER, StandIn, someone

pytestmark = pytest.mark.usefixtures("judgebot")

#: A scenario whose breakdown is too long for one embed: 59 pumps on one creature.
LONG_SCENARIO = "Grizzly Bears" + " + +1/+1" * 59


def test_a_prefix_command_is_answered_in_the_channel(discord_standin: StandIn) -> None:
    asked = discord_standin.post("!help card")
    [reply] = discord_standin.wait_for_replies(asked)
    assert reply.channel_id == discord_standin.channel_ids[0] and reply.via == "channel"
    assert "!card" in reply.text
    assert reply.payload["allowed_mentions"]["parse"] == []


def test_sync_is_for_owners_only(discord_standin: StandIn) -> None:
    asked = discord_standin.post("!sync global", author=ALICE)
    [refusal] = discord_standin.wait_for_replies(asked)
    assert "Only the bot's owners" in refusal.text
    assert not [c for c in discord_standin.calls if c.method == "PUT"]


def test_the_command_registration_is_one_discord_accepts(discord_standin: StandIn) -> None:
    asked = discord_standin.post("!sync global", author=OWNER)
    [reply] = discord_standin.wait_for_replies(asked)
    [put] = [c for c in discord_standin.calls if c.method == "PUT"]
    assert put.route == "PUT /applications/{application_id}/commands" and put.status == 200
    registered = discord_standin.rest.commands["global"]
    assert {"card", "cr", "layers", "help"} <= {c["name"] for c in registered}
    assert f"{len(registered)} slash commands everywhere" in reply.text
    guild = discord_standin.post("!sync", author=OWNER)  # the development guild
    assert "to guild" in discord_standin.wait_for_replies(guild)[0].text
    assert discord_standin.rest.commands["7000"]


def test_a_slash_command_defers_then_follows_up(discord_standin: StandIn) -> None:
    asked = discord_standin.slash("card", {discord_standin.option_of("card"): "Grizzly Bears"})
    [answer] = discord_standin.wait_for_answers(asked)
    interaction = discord_standin.interactions[asked]
    assert interaction.response_type == 5  # "thinking…", within the 3 s
    assert interaction.response_at is not None
    assert interaction.response_at - interaction.created < 3
    assert answer is interaction.original  # the follow-up took the placeholder's place
    assert "Grizzly Bears" in answer.text and not answer.ephemeral


def test_autocomplete_answers_within_the_time_limit(discord_standin: StandIn) -> None:
    asked = discord_standin.autocomplete("card", discord_standin.option_of("card"), "Grizz")
    interaction = discord_standin.wait_until(
        lambda: (i := discord_standin.interactions[asked]).response_type and i, what="choices"
    )
    assert interaction.response_type == 8
    assert interaction.response_at is not None
    assert interaction.response_at - interaction.created < 3
    choices = interaction.response_body["data"]["choices"]  # type: ignore[index]
    assert {"name": "Grizzly Bears", "value": "Grizzly Bears"} in choices


def test_inline_card_and_rule_mentions(discord_standin: StandIn) -> None:
    asked = discord_standin.post("is [[Grizzly Bears]] affected by [[613.4c]] here?")
    [reply] = discord_standin.wait_for_replies(asked)
    titles = [embed["title"] for embed in reply.payload["embeds"]]
    assert len(titles) == 2
    assert "Grizzly Bears" in titles[0] and "613.4c" in titles[1]


def test_a_paged_answer_turns_only_for_the_one_who_asked(discord_standin: StandIn) -> None:
    option = discord_standin.option_of("layers")
    asked = discord_standin.slash("layers", {option: LONG_SCENARIO}, user=ALICE)
    [answer] = discord_standin.wait_for_answers(asked)
    assert [b["label"] for b in answer.buttons] == ["Previous", "Next"]
    assert "page 1/2" in answer.text

    intruder = discord_standin.press(answer, "Next", user=BOB)
    [refusal] = discord_standin.wait_for_answers(intruder)
    assert refusal.ephemeral and "Only the person who asked" in refusal.text
    assert answer.edits == []  # Bob's click turned nothing

    turn = discord_standin.press(answer, "Next", user=ALICE)
    discord_standin.wait_until(lambda: answer.edits, what="the page to turn")
    assert discord_standin.interactions[turn].response_type == 7  # the message itself updated
    assert "page 2/2" in answer.text


def test_a_slash_refusal_after_the_defer_is_seen_only_by_the_asker(
    discord_standin: StandIn,
) -> None:
    asked = discord_standin.slash("card", {discord_standin.option_of("card"): "Grizly Bears"})
    [refusal] = discord_standin.wait_for_answers(asked)
    assert refusal.ephemeral and "Grizly Bears" in refusal.text
    placeholder = discord_standin.interactions[asked].original
    assert placeholder is not None and placeholder.deleted  # no public "thinking…" left


def test_a_slash_cooldown_notice_is_private(discord_standin: StandIn) -> None:
    hasty = someone("Hasty")
    option = discord_standin.option_of("cr")
    asked = [discord_standin.slash("cr", {option: "613.4c"}, user=hasty) for _ in range(6)]
    answers = [discord_standin.wait_for_answers(interaction)[0] for interaction in asked]
    assert [answer.ephemeral for answer in answers] == [False] * 5 + [True]
    assert "Slow down" in answers[-1].text


def test_a_stale_slash_command_gets_a_private_hint(discord_standin: StandIn) -> None:
    asked = discord_standin.slash("no-such-command")
    [hint] = discord_standin.wait_for_answers(asked)
    assert hint.ephemeral and "out of date" in hint.text.lower()


def test_everyone_in_a_card_name_never_pings(discord_standin: StandIn) -> None:
    asked = [
        discord_standin.post("!card @everyone", author=someone()),
        discord_standin.post("look: [[@here]]", author=someone()),
    ]
    replies = [discord_standin.wait_for_replies(message)[0] for message in asked]
    option = discord_standin.option_of("card")
    slash = discord_standin.slash("card", {option: "@everyone"}, user=someone())
    replies += discord_standin.wait_for_answers(slash)
    for reply in replies:
        assert reply.pings() == []
        assert "@everyone" not in reply.text and "@here" not in reply.text


def test_nothing_the_bot_sent_would_ping_or_was_refused(discord_standin: StandIn) -> None:
    """Runs last: every message of this conversation, checked as Discord would."""
    assert discord_standin.sent
    assert all(sent.pings() == [] for sent in discord_standin.sent)
    refused = [(c.route, c.status) for c in discord_standin.calls if c.status >= 400]
    assert refused == []
    assert discord_standin.counters["late_interaction"] == 0
    assert discord_standin.counters["unknown_route"] == 0


def test_the_process_logs_no_traceback(judgebot: BotProcess) -> None:
    assert "Traceback" not in judgebot.log()
