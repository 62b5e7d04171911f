"""Never a silent no-op: targets are checked for every spell (115.1, 601.2c), and text the
engine neither read as an effect nor carried out is listed and shown as a warning."""

from __future__ import annotations

from typing import Any

from bot.core.features.layers import LayersReply

NAMES = (
    "Grizzly Bears", "Disenchant", "Swords to Plowshares", "Vapor Snag", "Raise the Alarm",
    "Murder", "Slippery Bogle", "Tribal Unity", "Hill Giant", "Glorious Anthem", "Doom Blade",
    "Dread Shade", "Cyclonic Rift", "Abzan Charm", "Boros Charm",
)  # fmt: skip


async def test_disenchant_cant_target_a_creature(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Disenchant -> Grizzly Bears")
    assert answer["ok"] is False
    assert "isn't a legal target for Disenchant" in answer["error"]
    assert "an artifact or enchantment" in answer["error"]


async def test_doom_blade_cant_target_a_black_creature(layers: Any) -> None:
    answer = await layers("Dread Shade + Doom Blade")
    assert answer["ok"] is False and "a nonblack creature" in answer["error"]


async def test_hexproof_stops_an_opponents_spell(layers: Any) -> None:
    answer = await layers("Grizzly Bears + opp: Slippery Bogle + Murder -> Slippery Bogle")
    assert answer["ok"] is False and "hexproof" in answer["error"]
    answer = await layers("Grizzly Bears + Slippery Bogle + Murder -> Slippery Bogle")
    assert answer["ok"] is True  # your own spell may target your hexproof creature


async def test_a_spell_without_a_target_cant_be_pointed(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Raise the Alarm -> Grizzly Bears")
    assert answer["ok"] is False and "has no target" in answer["error"]


async def test_text_not_carried_out_is_listed_and_warned_about(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Swords to Plowshares")
    reply = answer["reply"]
    assert reply["objects"][0]["zone"] == "exile"
    assert reply["unmodelled"] == [
        "Swords to Plowshares (term 2 (“Swords to Plowshares”)): not carried out: "
        "“Its controller gains life equal to its power.”"
    ]
    document = LayersReply(**reply).document()
    assert document.tone == "warning"
    warning = [f for f in document.fields if f.name.startswith("⚠")]
    assert warning and "gains life" in warning[0].value


async def test_a_fully_carried_out_spell_has_no_warning(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Murder")
    assert answer["reply"]["unmodelled"] == []
    assert LayersReply(**answer["reply"]).document().tone == "info"


async def test_every_unread_sentence_is_listed(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Vapor Snag")
    assert answer["reply"]["objects"][0]["zone"] == "hand"
    assert len(answer["reply"]["unmodelled"]) == 1
    assert "loses 1 life" in answer["reply"]["unmodelled"][0]


async def test_a_chosen_creature_type_decides_what_a_spell_locks_in(layers: Any) -> None:
    # 611.2c: the type is chosen as Tribal Unity resolves, so it picks the affected set
    answer = await layers("Grizzly Bears + Hill Giant + Tribal Unity [Bear] [x 2]")
    pts = {o["name"]: (o["power"], o["toughness"]) for o in answer["reply"]["objects"]}
    assert pts == {"Grizzly Bears": (4, 4), "Hill Giant": (3, 3)}


async def test_a_target_restriction_with_dont_is_read(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Cyclonic Rift -> Grizzly Bears")
    assert answer["ok"] is False
    assert "a nonland permanent an opponent controls" in answer["error"]


async def test_the_chosen_mode_of_a_modal_spell_is_carried_out(layers: Any) -> None:
    answer = await layers("Grizzly Bears + opp: Hill Giant + Abzan Charm [mode 1] -> Hill Giant")
    assert [o["zone"] for o in answer["reply"]["objects"]] == ["battlefield", "exile"]
    answer = await layers("Grizzly Bears + Abzan Charm [mode 1]")
    assert answer["ok"] is False and "a creature with power 3 or greater" in answer["error"]


async def test_a_mode_that_hits_a_player_needs_the_player_and_deals_the_damage(
    layers: Any,
) -> None:
    answer = await layers("Grizzly Bears + opp: Hill Giant + Boros Charm [mode 1]")
    assert answer["ok"] is False
    assert "it may target a planeswalker or a player" in answer["error"]
    assert "-> opp" in answer["hint"]
    answer = await layers("Grizzly Bears + opp: Hill Giant + Boros Charm [mode 1] -> opp")
    assert "opponent took 4 damage: life 20 -> 16 (120.3a)." in answer["reply"]["notes"]
