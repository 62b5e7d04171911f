"""What the thirteenth stop's review of newly read cards found in `!layers` (issue 13): a
refusal must give the true reason, and what happens or is left out must be said. A wrong
reason sends a judge down a path that is refused again."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named, only_named

NAMES = [
    "Grizzly Bears", "Hill Giant",
]  # fmt: skip


async def test_the_counter_hint_writes_what_reaches_that_permanent(layers: Any) -> None:
    # a counter term goes on the subject; the hint for "[+1/+1 counter]" on another permanent
    # must write the arrow, and what it writes must put the counter there
    answer = await layers("Grizzly Bears + Hill Giant [+1/+1 counter]")
    assert answer["ok"] is False
    written = answer["hint"].split("“+ ")[1].split("”")[0]
    assert written == "1 +1/+1 counter -> Hill Giant"
    followed = await layers(f"Grizzly Bears + Hill Giant + {written}")
    assert only_named(followed, "Hill Giant")["power"] == 4
    assert only_named(followed, "Grizzly Bears")["power"] == 2
