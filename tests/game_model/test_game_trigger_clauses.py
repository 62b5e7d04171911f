"""Triggered abilities whose effect names more than a target: an intervening "if" clause
(603.4) checked as the ability resolves, and an amount read from the source (608.2h)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = (
    "Keldon Overseer", "Grizzly Bears", "Veiled Crocodile", "Gruul Beastmaster", "Giant Growth",
    "Savannah Lions", "Huntmaster Liger", "Dreamtail Heron", "Exuberant Wolfbear",
    "Elite Vanguard",
)  # fmt: skip


async def test_a_kicked_enters_trigger_happens_only_when_kicked(layers: Any) -> None:
    answer = await layers("opp: Grizzly Bears + Keldon Overseer [kicked] -> Grizzly Bears")
    assert named(answer["reply"], "Grizzly Bears")[0]["controller"] == "you"
    answer = await layers("opp: Grizzly Bears + Keldon Overseer -> Grizzly Bears")
    reply = answer["reply"]
    assert named(reply, "Grizzly Bears")[0]["controller"] == "opponent"
    assert any("did nothing" in n and "(603.4" in n for n in reply["notes"])


async def test_the_if_clause_is_checked_as_it_resolves(layers: Any) -> None:
    # Veiled Crocodile stops being an enchantment as it becomes a Crocodile creature, so a
    # second trigger finds the clause false (603.4) and the first effect stays
    answer = await layers("Veiled Crocodile + trigger Veiled Crocodile")
    croc = named(answer["reply"], "Veiled Crocodile")[0]
    assert (croc["types"], croc["power"], croc["toughness"]) == (["Creature"], 4, 4)
    assert answer["reply"]["unmodelled"] == []
    answer = await layers("Veiled Crocodile + trigger Veiled Crocodile + trigger Veiled Crocodile")
    assert any("didn't hold" in n for n in answer["reply"]["notes"])


async def test_an_amount_read_from_the_source_is_counted_as_it_resolves(layers: Any) -> None:
    # Gruul Beastmaster: +X/+0 where X is its power, counted once (608.2h)
    answer = await layers(
        "Gruul Beastmaster + Grizzly Bears + Giant Growth -> Gruul Beastmaster + "
        "trigger Gruul Beastmaster -> Grizzly Bears"
    )
    bears = named(answer["reply"], "Grizzly Bears")[0]
    assert (bears["power"], bears["toughness"]) == (7, 2)


async def test_the_times_a_creature_has_mutated_are_counted(layers: Any) -> None:
    # Huntmaster Liger: X is the number of times it has mutated (the cards merged with it)
    answer = await layers(
        "Savannah Lions + Grizzly Bears + mutate Huntmaster Liger -> Savannah Lions + "
        "trigger Huntmaster Liger + mutate Dreamtail Heron [under] -> Huntmaster Liger + "
        "trigger Huntmaster Liger"
    )
    bears = named(answer["reply"], "Grizzly Bears")[0]
    assert (bears["power"], bears["toughness"]) == (5, 5)  # +1/+1, then +2/+2


async def test_a_base_pt_copied_from_the_source_as_it_resolves(layers: Any) -> None:
    # Exuberant Wolfbear: the Human's base P/T becomes the Wolfbear's P/T as the trigger
    # resolves (counted once, 608.2h), and a later pump applies on top of it (613.4b, 613.4c)
    answer = await layers(
        "Elite Vanguard + Exuberant Wolfbear + Giant Growth -> Exuberant Wolfbear + "
        "trigger Exuberant Wolfbear -> Elite Vanguard"
    )
    human = named(answer["reply"], "Elite Vanguard")[0]
    assert (human["power"], human["toughness"]) == (7, 7)
    assert answer["reply"]["unmodelled"] == []
