"""What the twelfth stop's review of newly read cards checked in `!layers`: what a token copy
may copy, who a lieutenant's commander is, which abilities a card borrows (707.2, 115.1,
903.3, 607.2a). A wrong answer there is one a judge would paste into a ruling, so each is
refused or read as the card says."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named, only_named

NAMES = [
    "Grizzly Bears", "Hill Giant", "Sol Ring", "Serra Angel", "Myr Propagator",
    "Kiki-Jiki, Mirror Breaker", "Cytoshape", "Angelic Field Marshal", "Shivan Dragon",
    "Territory Forge", "Mishra's Factory", "Steward of the Harvest", "The Prismatic Piper",
    "Ashling's Command", "Air Elemental", "Thermal Flux", "Snow-Covered Forest",
    "Invasion of Alara // Awaken the Maelstrom", "Awaken the Maelstrom",
    "Imprisoned in the Moon", "Forest", "Jace Beleren", "Naga Fleshcrafter",
    "Secret Arcade // Dusty Parlor",
]  # fmt: skip


async def test_a_copy_of_this_creature_copies_only_itself(layers: Any) -> None:
    # Myr Propagator: "Create a token that's a copy of Myr Propagator" has no target (115.1)
    made = await layers("Myr Propagator + activate Myr Propagator")
    assert [o["power"] for o in named(made["reply"], "Myr Propagator")] == [1, 1]
    for pointed in ("-> Sol Ring", "[copy: Sol Ring]"):
        answer = await layers(f"Sol Ring + Myr Propagator + activate Myr Propagator {pointed}")
        assert answer["ok"] is False
        assert "copy of Myr Propagator itself" in answer["error"]


async def test_kiki_jiki_copies_only_a_creature_you_control(layers: Any) -> None:
    # the target is checked before the token exists: the token would share the name (601.2c)
    stolen = "opp: Hill Giant + Kiki-Jiki, Mirror Breaker + activate Kiki-Jiki, Mirror Breaker"
    answer = await layers(f"{stolen} -> Hill Giant")
    assert answer["ok"] is False
    assert "a nonlegendary creature you control" in answer["error"]
    mine = await layers(stolen.removeprefix("opp: ") + " -> Hill Giant")
    assert [o["controller"] for o in named(mine["reply"], "Hill Giant")] == ["you", "you"]


async def test_a_copy_target_not_on_the_battlefield_is_an_error_not_a_crash(
    layers: Any,
) -> None:
    # a name after the arrow is looked up like every other name of the scenario
    answer = await layers("Grizzly Bears + Cytoshape -> Grizzly Bears, Serra Angle")
    assert answer["ok"] is False
    assert "I don't know a card called “Serra Angle”" in answer["error"]


async def test_a_lieutenant_needs_a_commander_you_own(layers: Any) -> None:
    # "As long as you control your commander" (903.3): a commander you own, not one you took
    own = only_named(
        await layers("Shivan Dragon [commander] + Angelic Field Marshal"), "Angelic Field Marshal"
    )
    assert (own["power"], own["toughness"]) == (5, 5)
    taken = only_named(
        await layers("Shivan Dragon [commander] [owner: opp] + Angelic Field Marshal"),
        "Angelic Field Marshal",
    )
    assert (taken["power"], taken["toughness"]) == (3, 3)


async def test_two_borrowed_abilities_with_one_cost_keep_their_own_words(layers: Any) -> None:
    # Territory Forge has the activated abilities of the card it exiled (607.2a): Mishra's
    # Factory's two {T} abilities are two abilities, each with its printed words
    forge = only_named(await layers("Territory Forge [exile: Mishra's Factory]"), "Territory Forge")
    tapping = [a for a in forge["abilities"] if a.startswith("{T}: ")]
    assert tapping == [
        "{T}: Add {C}.",
        "{T}: Target Assembly-Worker creature gets +1/+1 until end of turn.",
    ]


async def test_an_effect_with_nothing_to_give_says_so(layers: Any) -> None:
    # Steward of the Harvest with no land card exiled, The Prismatic Piper with no color
    # chosen: the layer step names the empty result instead of a blank
    steward = only_named(await layers("Steward of the Harvest"), "Steward of the Harvest")
    assert "gains no ability (none to give now)" in " ".join(
        s["description"] for s in steward["steps"]
    )
    piper = only_named(await layers("The Prismatic Piper"), "The Prismatic Piper")
    assert "is colorless (no color was chosen)" in " ".join(
        s["description"] for s in piper["steps"]
    )


async def test_a_token_copy_of_a_target_of_one_creature_type(layers: Any) -> None:
    # Ashling's Command: "a copy of target Elemental you control" (115.1, 601.2c)
    command = "Ashling's Command [mode 1] [mode 2]"
    refused = await layers(f"Grizzly Bears + {command} -> Grizzly Bears")
    assert refused["ok"] is False
    assert "it may target an Elemental you control" in refused["error"]
    made = await layers(f"Air Elemental + {command} -> Air Elemental")
    assert len(named(made["reply"], "Air Elemental")) == 2
    stolen = await layers(f"opp: Air Elemental + {command} -> Air Elemental")
    assert stolen["ok"] is False


async def test_a_snow_permanent_that_isnt_snow_until_end_of_turn(layers: Any) -> None:
    # Thermal Flux's second mode takes the snow supertype away (205.4, layer 4)
    forest = only_named(
        await layers("Snow-Covered Forest + Thermal Flux [mode 2] -> Snow-Covered Forest"),
        "Snow-Covered Forest",
    )
    assert forest["supertypes"] == ["Basic"]


async def test_a_chosen_original_is_not_the_spells_target(layers: Any) -> None:
    # Awaken the Maelstrom copies "a permanent you control" (chosen, not targeted) and
    # destroys "target permanent an opponent controls": the arrow is the destroy's target
    answer = await layers(
        "Grizzly Bears + Sol Ring + opp: Hill Giant + Awaken the Maelstrom [copy: Sol Ring]"
        " -> Hill Giant"
    )
    reply = answer["reply"]
    assert [o["zone"] for o in named(reply, "Hill Giant")] == ["graveyard"]
    assert sorted(o["is_token"] for o in named(reply, "Sol Ring")) == [False, True]
    assert all(o["zone"] == "battlefield" for o in named(reply, "Sol Ring"))


async def test_an_aura_with_three_kinds_it_may_enchant(layers: Any) -> None:
    # Imprisoned in the Moon: "Enchant creature, land, or planeswalker" (303.4a)
    for host in ("Forest", "Jace Beleren"):
        moon = only_named(await layers(f"{host} + Imprisoned in the Moon -> {host}"), host)
        assert moon["types"] == ["Land"] and moon["colors"] == []
    refused = await layers("Sol Ring + Imprisoned in the Moon -> Sol Ring")
    assert refused["ok"] is False
    assert "a creature or a land or a planeswalker" in refused["error"]


async def test_an_ability_activated_from_a_graveyard_is_refused(layers: Any) -> None:
    # Naga Fleshcrafter's renew exiles it from your graveyard as a cost (602.2): it was put
    # onto the battlefield, copied an opponent's creature unchecked and died as a 0/0
    answer = await layers("Grizzly Bears + opp: Serra Angel + activate Naga Fleshcrafter")
    assert answer["ok"] is False
    assert "activated from a graveyard" in answer["error"]


async def test_a_room_says_its_doors_are_played_locked(layers: Any) -> None:
    # Secret Arcade's "nonland permanents you control are enchantments" is its left door's
    # ability: named by both doors, none was cast, so none is unlocked (709.5d) and it
    # doesn't apply; the reply says why (a door named alone: test_reviewed_stop14_a.py)
    answer = await layers("Grizzly Bears + Secret Arcade // Dusty Parlor")
    bears = only_named(answer, "Grizzly Bears")
    assert bears["types"] == ["Creature"]
    assert any("Dusty Parlor locked" in note for note in answer["reply"]["notes"])
