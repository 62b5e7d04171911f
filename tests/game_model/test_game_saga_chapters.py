"""``trigger Saga [N lore counters]``: the chapter that triggers as the Nth lore counter is
put on a Saga (714.2b) resolves, and the Saga has that many lore counters."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = ("Urza's Saga", "Blood Moon", "Grizzly Bears")


async def test_the_second_chapter_resolves_and_its_ability_outlasts_blood_moon(
    layers: Any,
) -> None:
    # Chapters I and II granted abilities (layer 6, 613.1f); Blood Moon's land type (layer 4)
    # removes only the Saga's own rules text, so both granted abilities stay.
    reply = (
        await layers(
            "Urza's Saga + trigger Urza's Saga + trigger Urza's Saga [2 lore counters] "
            "+ opp: Blood Moon"
        )
    )["reply"]
    saga = named(reply, "Urza's Saga")[0]
    assert saga["subtypes"] == ["Saga", "Mountain"]
    assert saga["counters"] == {"lore": 2}
    assert len(saga["abilities"]) == 3  # {T}: Add {R}, and the two granted abilities


async def test_a_chapter_that_does_nothing_i_model_is_refused(layers: Any) -> None:
    answer = await layers("Urza's Saga + trigger Urza's Saga [3 lore counters]")
    assert answer["ok"] is False and "chapter 3 of Urza's Saga" in answer["error"]


async def test_lore_counters_on_a_card_without_chapters_are_refused(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Urza's Saga + trigger Grizzly Bears [2 lore counters]")
    assert answer["ok"] is False
