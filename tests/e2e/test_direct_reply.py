"""With the default ``JUDGEBOT_DEFER_AFTER``, a quick slash command is answered directly
(no "thinking…"): in public, or only to the asker when it is a refusal."""

from __future__ import annotations

from pathlib import Path

from .conftest import start_bot
from .standin import OWNER, StandIn, someone

REPLY = 4


def test_a_quick_slash_answer_is_direct_and_a_refusal_private(tmp_path: Path) -> None:
    with StandIn() as standin:
        bot = start_bot(standin, tmp_path, JUDGEBOT_DEFER_AFTER="2.5")
        try:
            bot.wait_for_log("connected as", timeout=60)
            standin.wait_for_replies(standin.post("!sync global", author=OWNER))
            option = standin.option_of("card")
            answered = standin.slash("card", {option: "Grizzly Bears"}, user=someone())
            refused = standin.slash("card", {option: "Grizly Bears"}, user=someone())
            [answer] = standin.wait_for_answers(answered)
            [refusal] = standin.wait_for_answers(refused)
        finally:
            bot.stop()
    for interaction_id in (answered, refused):
        interaction = standin.interactions[interaction_id]
        assert interaction.response_type == REPLY
        assert interaction.response_at is not None
        assert interaction.response_at - interaction.created < 3
    assert "Grizzly Bears" in answer.text and not answer.ephemeral
    assert "Grizly Bears" in refusal.text and refusal.ephemeral
