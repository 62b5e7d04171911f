"""What the fourteenth stop's second review found (issue 13, group g): a token copy of "it"
after a sentence that chose a target checks the target's kind (115.1); ..."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = [
    "Grizzly Bears", "Yenna, Redtooth Regent", "Glorious Anthem", "Hill Giant",
]  # fmt: skip


async def test_a_token_copy_of_a_chosen_target_must_be_of_the_targets_kind(
    layers: Any,
) -> None:
    # Yenna copies "target enchantment you control": a creature is no such target
    refused = await layers(
        "Grizzly Bears + Yenna, Redtooth Regent + activate Yenna, Redtooth Regent"
        " -> Grizzly Bears"
    )
    assert refused["ok"] is False and "only an enchantment you control" in refused["error"]
    # nor is an opponent's enchantment
    refused = await layers(
        "Yenna, Redtooth Regent + opp: Glorious Anthem"
        " + activate Yenna, Redtooth Regent -> Glorious Anthem"
    )
    assert refused["ok"] is False and "only an enchantment you control" in refused["error"]


async def test_a_target_restriction_no_check_reads_is_said(layers: Any) -> None:
    # "that doesn't have the same name as another permanent you control" is not checked
    answer = await layers(
        "Grizzly Bears + Yenna, Redtooth Regent + Glorious Anthem"
        " + activate Yenna, Redtooth Regent -> Glorious Anthem"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (4, 4)
    warned = " ".join(answer["reply"]["unmodelled"])
    assert "the same name as another permanent" in warned
