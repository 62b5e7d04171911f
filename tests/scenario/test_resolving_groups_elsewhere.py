"""An ability that resolves and gives cards outside the battlefield something for a while
(611.2c: the group is fixed as it resolves, in the zone it names), played through the
command core with Scryfall cards read by the Oracle parser."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = ("Kethis, the Hidden Hand", "Isamaru, Hound of Konda", "Grizzly Bears")


async def test_kethis_gives_the_legendary_cards_in_your_graveyard_not_itself(layers: Any) -> None:
    answer = await layers(
        "Kethis, the Hidden Hand + graveyard: Isamaru, Hound of Konda + graveyard: Grizzly"
        " Bears + activate Kethis, the Hidden Hand"
    )
    isamaru = only_named(answer, "Isamaru, Hound of Konda")
    assert [step["source"] for step in isamaru["steps"]] == ["Kethis, the Hidden Hand"]
    assert any("from your graveyard" in a for a in isamaru["abilities"])
    assert only_named(answer, "Grizzly Bears")["steps"] == []  # not legendary
    assert only_named(answer, "Kethis, the Hidden Hand")["steps"] == []  # on the battlefield
