"""The fifteenth stop's second review: a spell's own flash works only on the stack (113.6e),
an Alchemy card's text names it without its "A-", [speed 4] is max speed (702.179e), and a
refusal or hint says what the card says and what works."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named, only_named, refusal_in, warnings_in

NAMES = [
    "Grizzly Bears", "Kabuto Moth", "Supernatural Rescue", "Crashing Tide", "A-Skemfar Elderhall",
    "Gastal Thrillseeker", "Ignition Team", "Endless One", "Forest", "Daily Bugle Building",
    "Grassland Crusader", "Ghor-Clan Rampager", "Fecund Greenshell", "Lightning Bolt",
    "Wall of Wood", "A-Stimulus Package", "Amulet of Vigor",
]  # fmt: skip


def _layer_steps(found: dict[str, Any]) -> list[str]:
    return [step["description"] for step in found["steps"]]


async def test_this_spell_has_flash_is_never_the_permanents(layers: Any) -> None:
    # Supernatural Rescue: "This spell has flash as long as you control a Spirit" (113.6e)
    aura = only_named(
        await layers("Grizzly Bears + Kabuto Moth + Supernatural Rescue -> Grizzly Bears"),
        "Supernatural Rescue",
    )
    assert not any("flash" in step for step in _layer_steps(aura))
    assert "flash" not in aura["abilities"]


async def test_this_spell_has_flash_on_the_stack_while_its_condition_holds(layers: Any) -> None:
    spell = only_named(
        await layers("Kabuto Moth + stack: Supernatural Rescue"), "Supernatural Rescue"
    )
    assert "flash" in spell["abilities"]
    alone = only_named(await layers("stack: Supernatural Rescue"), "Supernatural Rescue")
    assert "flash" not in alone["abilities"]
    merfolkless = only_named(await layers("Kabuto Moth + stack: Crashing Tide"), "Crashing Tide")
    assert "flash" not in merfolkless["abilities"]


async def test_an_alchemy_cards_cost_names_it_without_its_prefix(layers: Any) -> None:
    # A-Skemfar Elderhall: "{1}{B}{B}{G}, {T}, Sacrifice Skemfar Elderhall: ... Create two
    # 1/1 green Elf Warrior creature tokens. Activate only as a sorcery."
    answer = await layers(
        "opp: Grizzly Bears + A-Skemfar Elderhall + activate A-Skemfar Elderhall -> Grizzly Bears"
    )
    assert only_named(answer, "Grizzly Bears")["zone"] == "graveyard"
    assert len(named(answer["reply"], "Elf Warrior Token")) == 2
    assert "Activate only as a sorcery" in warnings_in(answer)


async def test_an_alchemy_cards_enters_trigger_names_it_without_its_prefix(
    layers: Any,
) -> None:
    # A-Stimulus Package: "When Stimulus Package enters, create two Treasure tokens."
    answer = await layers("Grizzly Bears + Lightning Bolt -> opp + A-Stimulus Package")
    assert len(named(answer["reply"], "Treasure")) == 2
    assert "trigger A-Stimulus Package" in warnings_in(
        await layers("Grizzly Bears + A-Stimulus Package")
    )


async def test_speed_four_is_max_speed(layers: Any) -> None:
    # Gastal Thrillseeker: "Max speed — This creature has deathtouch and haste" (702.179e)
    for said in ("[speed 4]", "[max speed]"):
        found = only_named(await layers(f"Gastal Thrillseeker {said}"), "Gastal Thrillseeker")
        assert {"deathtouch", "haste"} <= set(found["abilities"]), said
    slower = only_named(await layers("Gastal Thrillseeker [speed 3]"), "Gastal Thrillseeker")
    assert "haste" not in slower["abilities"]
    assert "at most 4" in refusal_in(await layers("Gastal Thrillseeker [speed 5]"))


async def test_the_x_hint_is_offered_only_where_x_is_cast(layers: Any) -> None:
    # Ignition Team's X is the number of tapped lands: [x N] doesn't give it counters
    counted = await layers("Ignition Team [x 2]")
    assert "[x N]" not in warnings_in(counted)
    assert "[x N]" not in warnings_in(await layers("Ignition Team"))
    cast = await layers("Endless One")
    assert "[x N]" in warnings_in(cast)
    assert only_named(await layers("Endless One [x 3]"), "Endless One")["power"] == 3


async def test_a_refused_target_is_told_the_whole_restriction(layers: Any) -> None:
    legendary = await layers(
        "Grizzly Bears + Daily Bugle Building + activate Daily Bugle Building [ability 3] "
        "-> Grizzly Bears"
    )
    assert "a legendary creature" in refusal_in(legendary)
    either = await layers(
        "Grassland Crusader + Grizzly Bears + activate Grassland Crusader -> Grizzly Bears"
    )
    assert "an Elf or Soldier creature" in refusal_in(either)


async def test_a_discarded_source_paid_its_discard(layers: Any) -> None:
    # Ghor-Clan Rampager's bloodrush: "{R}{G}, Discard this card: ..." (701.9a)
    answer = await layers(
        "Grizzly Bears [attacking] + activate Ghor-Clan Rampager -> Grizzly Bears"
    )
    assert only_named(answer, "Grizzly Bears")["power"] == 6
    assert any("discarded" in note for note in answer["reply"]["notes"])
    assert "Discard" not in warnings_in(answer)


async def test_a_trigger_on_a_creature_whose_toughness_exceeds_its_power(layers: Any) -> None:
    # Fecund Greenshell: "another creature you control with toughness greater than its
    # power enters": Wall of Wood (0/3) sets it off, Grizzly Bears (2/2) doesn't
    wall = await layers("Fecund Greenshell + Lightning Bolt -> opp + Wall of Wood")
    assert "look at the top card of your library" in warnings_in(wall)
    bears = await layers("Fecund Greenshell + Lightning Bolt -> opp + Grizzly Bears")
    assert "look at the top card of your library" not in warnings_in(bears)
    theirs = await layers("Fecund Greenshell + Lightning Bolt -> opp + opp: Wall of Wood")
    assert "look at the top card of your library" not in warnings_in(theirs)


async def test_a_trigger_on_entering_whose_group_is_unread_is_said(layers: Any) -> None:
    # Amulet of Vigor: "Whenever a permanent you control enters tapped" is not read: a land
    # entering may have set it off, and the reply says so
    answer = await layers("Grizzly Bears + Amulet of Vigor + Lightning Bolt -> opp + Forest")
    assert (
        "Amulet of Vigor: its ability “whenever a permanent you control enters tapped” may "
        "have triggered" in warnings_in(answer)
    )
