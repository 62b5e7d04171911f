"""Exiles that end, through the command core with Scryfall cards read by the Oracle parser:
"exile ... until ~ leaves the battlefield" (610.3), Oblivion Ring's linked "return the exiled
card" (607.2a), delayed returns at the next end step (603.7), and devotion an Altar of the
Pantheon increases (700.5a)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = (
    "Grizzly Bears",
    "Oblivion Ring",
    "Disenchant",
    "Banisher Priest",
    "Raise the Alarm",
    "Teferi's Time Twist",
    "Sentinel of the Pearl Trident",
    "Bonesplitter",
    "Purphoros, God of the Forge",
    "Altar of the Pantheon",
    "Shivan Dragon",
    "Mogg Fanatic",
    "Lumbering Battlement",
    "Hill Giant",
    "Murder",
)


def _zones(reply: dict[str, Any], name: str) -> list[str]:
    return [o["zone"] for o in named(reply, name)]


async def test_oblivion_ring_returns_the_card_to_its_owner_as_a_new_object(layers: Any) -> None:
    # 607.2a, 610.3c-like wording of the card, 400.7: the counter was the old object's
    answer = await layers(
        "opp: Grizzly Bears + +1/+1 counter + Oblivion Ring -> Grizzly Bears "
        "+ Disenchant -> Oblivion Ring + trigger Oblivion Ring"
    )
    assert answer["ok"] is True, answer
    bears = {o["zone"]: o for o in named(answer["reply"], "Grizzly Bears")}
    back = bears["battlefield"]
    assert (back["power"], back["toughness"]) == (2, 2)
    assert back["controller"] == "opponent"
    assert not back.get("counters")
    assert not answer["reply"]["unmodelled"]


async def test_the_card_stays_in_exile_while_the_ring_stays(layers: Any) -> None:
    answer = await layers("opp: Grizzly Bears + Oblivion Ring -> Grizzly Bears + end turn")
    assert answer["ok"] is True, answer
    assert _zones(answer["reply"], "Grizzly Bears") == ["exile"]


async def test_the_rings_leaves_trigger_waits_for_trigger_and_says_so(layers: Any) -> None:
    # the return is a triggered ability (603.6c): the board is shown before it resolves
    answer = await layers(
        "opp: Grizzly Bears + Oblivion Ring -> Grizzly Bears + Disenchant -> Oblivion Ring"
    )
    assert answer["ok"] is True, answer
    assert _zones(answer["reply"], "Grizzly Bears") == ["exile"]
    assert any("trigger Oblivion Ring" in w for w in answer["reply"]["unmodelled"])


async def test_a_token_exiled_until_the_priest_leaves_never_returns(layers: Any) -> None:
    # 111.7, 111.8: the token ceased to exist in exile; the other Soldier stays
    answer = await layers(
        "opp: Grizzly Bears + opp: Raise the Alarm + Banisher Priest -> Soldier "
        "+ destroy Banisher Priest"
    )
    assert answer["ok"] is True, answer
    soldiers = [o for o in named(answer["reply"], "Soldier Token") if o["zone"] == "battlefield"]
    assert len(soldiers) == 1
    assert any("won't return (111.7, 111.8)" in note for note in answer["reply"]["notes"])


async def test_the_priests_card_returns_only_when_the_priest_leaves(layers: Any) -> None:
    answer = await layers("opp: Grizzly Bears + Banisher Priest -> Grizzly Bears + end turn")
    assert answer["ok"] is True, answer
    assert _zones(answer["reply"], "Grizzly Bears") == ["exile"]
    answer = await layers(
        "opp: Grizzly Bears + Banisher Priest -> Grizzly Bears + destroy Banisher Priest"
    )
    back = [o for o in named(answer["reply"], "Grizzly Bears") if o["zone"] == "battlefield"]
    assert [o["controller"] for o in back] == ["opponent"]


async def test_a_priest_gone_before_its_trigger_resolves_exiles_nothing(layers: Any) -> None:
    # 610.3b: the "until" event happened after the ability triggered, so the Bears stay
    answer = await layers(
        "opp: Grizzly Bears + Banisher Priest + Murder -> Banisher Priest "
        "+ trigger Banisher Priest -> Grizzly Bears"
    )
    assert answer["ok"] is True, answer
    assert _zones(answer["reply"], "Grizzly Bears") == ["battlefield"]
    assert any("(610.3b)" in note for note in answer["reply"]["notes"])


async def test_the_battlement_exiles_the_creatures_named_and_returns_them_all(layers: Any) -> None:
    # "any number of other nontoken creatures you control": +2/+2 for each card exiled with it
    scenario = "Grizzly Bears + Hill Giant + Lumbering Battlement -> Grizzly Bears, Hill Giant"
    answer = await layers(scenario)
    assert answer["ok"] is True, answer
    battlement = named(answer["reply"], "Lumbering Battlement")[0]
    assert (battlement["power"], battlement["toughness"]) == (8, 9)
    answer = await layers(f"{scenario} + destroy Lumbering Battlement")
    for name in ("Grizzly Bears", "Hill Giant"):
        assert "battlefield" in _zones(answer["reply"], name)
    refused = await layers("opp: Grizzly Bears + Lumbering Battlement -> Grizzly Bears")
    assert refused["ok"] is False
    assert "can't be chosen" in refused["error"]


async def test_time_twist_returns_the_card_at_the_end_step_not_before(layers: Any) -> None:
    waiting = await layers("Grizzly Bears + Teferi's Time Twist -> Grizzly Bears")
    assert waiting["ok"] is True, waiting
    assert _zones(waiting["reply"], "Grizzly Bears") == ["exile"]
    assert any("next end step" in note for note in waiting["reply"]["notes"])
    answer = await layers("Grizzly Bears + Teferi's Time Twist -> Grizzly Bears + end turn")
    back = [o for o in named(answer["reply"], "Grizzly Bears") if o["zone"] == "battlefield"]
    assert [(o["power"], o["counters"]) for o in back] == [(3, {"+1/+1": 1})]


async def test_a_sentinel_whose_controller_didnt_exile_leaves_the_equipment(layers: Any) -> None:
    # "you may exile ... If you do, return that card ...": [didn't] (603.5)
    answer = await layers(
        "Grizzly Bears + Bonesplitter + Sentinel of the Pearl Trident -> Bonesplitter [didn't]"
    )
    assert answer["ok"] is True, answer
    assert _zones(answer["reply"], "Bonesplitter") == ["battlefield"]
    bears = named(answer["reply"], "Grizzly Bears")[0]
    assert bears["power"] == 4


async def test_altar_of_the_pantheon_adds_one_to_devotion(layers: Any) -> None:
    # 700.5a: Purphoros 1 + Shivan Dragon 2 + Altar 1 is 4, less than five; Mogg Fanatic makes 5
    four = await layers("Purphoros, God of the Forge + Altar of the Pantheon + Shivan Dragon")
    purphoros = named(four["reply"], "Purphoros, God of the Forge")[0]
    assert "Creature" not in purphoros["types"]
    five = await layers(
        "Purphoros, God of the Forge + Altar of the Pantheon + Shivan Dragon + Mogg Fanatic"
    )
    purphoros = named(five["reply"], "Purphoros, God of the Forge")[0]
    assert "Creature" in purphoros["types"]
    assert (purphoros["power"], purphoros["toughness"]) == (6, 5)
