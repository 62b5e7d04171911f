"""The opt-in data refresh in the running bot: at start and on its interval it fetches a
newer CR and card file from the (stand-in) sources, swaps them in, and says so in the log."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import start_bot
from .standin import StandIn, someone
from .standin.updates import CARDS_FILE, DataSources
from .test_updates import CARD_FILE, CR_FILE, NEEDS_SHARED

pytestmark = pytest.mark.skipif(not (CR_FILE.exists() and CARD_FILE.exists()), reason=NEEDS_SHARED)


def test_the_bot_refreshes_its_data_and_answers_from_the_new_files(tmp_path: Path) -> None:
    with (
        DataSources(CR_FILE.read_bytes(), CARD_FILE.read_bytes()) as sources,
        StandIn() as standin,
    ):
        settings = sources.environment() | {
            "JUDGEBOT_REFRESH_DATA": "true",
            "JUDGEBOT_REFRESH_HOURS": "0.001",  # every 3.6 s instead of daily
        }
        bot = start_bot(standin, tmp_path, **settings)
        try:
            bot.wait_for_log("connected as", timeout=60)
            log = bot.wait_for_log("data refresh: CR 2026-01-16 imported", timeout=60)
            asked = standin.post("!cr 100.1", author=someone())
            [reply] = standin.wait_for_replies(asked)
            assert "100.1" in reply.text and "no rule" not in reply.text  # the official CR

            log = bot.wait_for_log("data refresh: nothing new", after=len(log), timeout=30)
            renamed = CARD_FILE.read_bytes().replace(b"Aquamoeba", b"Aquamoebx")
            sources.files[CARDS_FILE].replace(renamed)
            bot.wait_for_log("card index rebuilt", after=len(log), timeout=30)
            asked = standin.post("!card Aquamoebx", author=someone())
            [reply] = standin.wait_for_replies(asked)
            assert reply.payload["embeds"][0]["title"].startswith("Aquamoebx")
        finally:
            bot.stop()
    assert "Traceback" not in bot.log()
