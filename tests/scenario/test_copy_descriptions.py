"""What a clone says it may copy is what its card says (707.2): "any creature on the
battlefield" is described as a creature, not as any permanent, and the scenario refuses
what the words don't allow; played through the command core with Scryfall cards read by the
Oracle parser."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = ("Grizzly Bears", "Clone", "Forest", "Vesuva", "Phyrexian Metamorph", "Body Double")


async def test_clone_says_it_copies_a_creature_on_the_battlefield(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Clone")
    clone = only_named(answer, "Clone")
    assert any("a chosen creature on the battlefield" in a for a in clone["abilities"])
    refused = await layers("Grizzly Bears + Forest + Clone [copy: Forest]")
    assert refused["ok"] is False and "copies only a creature" in refused["error"]


async def test_the_words_of_each_clone_are_its_own(layers: Any) -> None:
    lands = await layers("Forest + Vesuva")
    assert any(
        "a chosen land on the battlefield" in a for a in only_named(lands, "Vesuva")["abilities"]
    )
    metamorph = await layers("Grizzly Bears + Phyrexian Metamorph")
    said = only_named(metamorph, "Phyrexian Metamorph")["abilities"]
    assert any("a chosen artifact or creature on the battlefield" in a for a in said)


async def test_body_double_says_it_copies_a_creature_card_in_a_graveyard(layers: Any) -> None:
    # not "a card in a graveyard or in exile" (found by the twelfth stop's review)
    answer = await layers("Body Double")
    said = only_named(answer, "Body Double")["abilities"]
    assert any("a chosen creature card in a graveyard." in a for a in said), said
