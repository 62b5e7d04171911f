"""The real ``judgebot run`` process in a conversation with the stand-in Discord."""

from __future__ import annotations

from .process import BotProcess
from .standin import StandIn


def test_a_prefix_command_is_answered_in_the_channel(
    discord_standin: StandIn, judgebot: BotProcess
) -> None:
    asked = discord_standin.post("!help card")
    [reply] = discord_standin.wait_for_replies(asked)
    assert reply.channel_id == discord_standin.channel_ids[0] and reply.via == "channel"
    assert "!card" in reply.text
    assert reply.payload["allowed_mentions"]["parse"] == []
