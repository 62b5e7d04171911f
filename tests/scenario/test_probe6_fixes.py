"""What the sixth probe draw found, through the command core with Scryfall cards read by the
Oracle parser: a text change reaches the type line (612.1); "the legend rule doesn't apply"
(Mirror Gallery, Mirror Box) holds off 704.5j while its source is there; "+X/+X, where X is
its power" uses 0 for a negative power (107.1b), where doubling keeps it (701.10c); the creature
a cost sacrifices and the ability copies is sacrificed when the term names it (602.2b), and
any other sacrifice in a cost that no term just before made is warned of; "...
until end of turn and you gain 1 life" reads as a change and an instruction; a trigger after
an ability word ("Landfall — ") has its instructions read."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named, only_named

NAMES = (
    "Forest",
    "Breeding Pool",
    "Mind Bend",
    "Artificial Evolution",
    "Grizzly Bears",
    "Elvish Archdruid",
    "Mirror Gallery",
    "Mirror Box",
    "Isamaru, Hound of Konda",
    "Chameleon Colossus",
    "Unleash Fury",
    "The Ever-Changing 'Dane",
    "Runeclaw Bear",
    "Cleaver Skaab",
    "Leonin Vanguard",
    "Hill Giant",
    "Rabaroo Troop",
    "Scute Swarm",
    "Nantuko Husk",
    "Brothers Yamazaki",
)

DANE = "The Ever-Changing 'Dane"

ISAMARU = "Isamaru, Hound of Konda"


async def test_mind_bend_makes_a_forest_an_island_that_taps_for_blue(layers: Any) -> None:
    # 612.1: the type line is text; 305.6: an Island has "{T}: Add {U}"; 612.2: not the name
    forest = only_named(await layers("Forest + Mind Bend -> Forest [Forest to Island]"), "Forest")
    assert forest["subtypes"] == ["Island"]
    assert forest["supertypes"] == ["Basic"]
    assert forest["abilities"] == ["{T}: Add {U}."]


async def test_a_shock_land_keeps_its_other_land_type(layers: Any) -> None:
    answer = await layers("Breeding Pool + Mind Bend -> Breeding Pool [Forest to Swamp]")
    pool = only_named(answer, "Breeding Pool")
    assert pool["subtypes"] == ["Swamp", "Island"]
    assert "{T}: Add {G}." not in pool["abilities"]


async def test_a_creature_type_changed_on_the_type_line_meets_a_lord(layers: Any) -> None:
    # 612.1 (layer 3) before the lord's "other Elf creatures you control" in 7c
    answer = await layers(
        "Grizzly Bears + Elvish Archdruid + Artificial Evolution -> Grizzly Bears [Bear to Elf]"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert bears["subtypes"] == ["Elf"]
    assert (bears["power"], bears["toughness"]) == (3, 3)


async def test_a_legend_rule_exception_not_read_is_warned_of(layers: Any) -> None:
    # Brothers Yamazaki's "if there are exactly two ..., ... doesn't apply to them"
    answer = await layers("Brothers Yamazaki + Brothers Yamazaki")
    assert any("legend rule" in w for w in answer["reply"]["unmodelled"])


def _zones(answer: dict[str, Any], name: str) -> list[str]:
    assert answer["ok"] is True, answer
    return sorted(o["zone"] for o in named(answer["reply"], name))


async def test_mirror_gallery_keeps_both_legends(layers: Any) -> None:
    answer = await layers(f"Mirror Gallery + {ISAMARU} + {ISAMARU}")
    assert _zones(answer, ISAMARU) == ["battlefield", "battlefield"]
    assert not answer["reply"]["unmodelled"]


async def test_the_legend_rule_applies_once_the_gallery_is_gone(layers: Any) -> None:
    answer = await layers(f"Mirror Gallery + {ISAMARU} + {ISAMARU} + destroy Mirror Gallery")
    assert _zones(answer, ISAMARU) == ["battlefield", "graveyard"]


async def test_mirror_box_spares_only_its_controllers_legends(layers: Any) -> None:
    mine = await layers(f"Mirror Box + {ISAMARU} + {ISAMARU}")
    assert _zones(mine, ISAMARU) == ["battlefield", "battlefield"]
    theirs = await layers(f"opp: Mirror Box + {ISAMARU} + {ISAMARU}")
    assert _zones(theirs, ISAMARU) == ["battlefield", "graveyard"]


async def test_a_negative_power_pumps_the_colossus_by_zero(layers: Any) -> None:
    # 107.1b's example: a -2/4 Chameleon Colossus stays -2/4, not -4/2
    answer = await layers("Chameleon Colossus + -6/-0 + activate Chameleon Colossus")
    colossus = only_named(answer, "Chameleon Colossus")
    assert (colossus["power"], colossus["toughness"]) == (-2, 4)


async def test_the_colossus_still_doubles_a_positive_power(layers: Any) -> None:
    colossus = only_named(
        await layers("Chameleon Colossus + activate Chameleon Colossus"), "Chameleon Colossus"
    )
    assert (colossus["power"], colossus["toughness"]) == (8, 8)


async def test_doubling_a_negative_power_makes_it_more_negative(layers: Any) -> None:
    # 701.10c: power -2 doubled gets -2/-0
    answer = await layers("Grizzly Bears + -4/-0 + Unleash Fury -> Grizzly Bears")
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (-4, 2)


async def test_the_dane_sacrifices_the_creature_it_becomes_a_copy_of(layers: Any) -> None:
    # 201.5b's example: the 'Dane is a Runeclaw Bear, and the Bear it sacrificed is gone
    for which in ("-> Runeclaw Bear", "[copy: Runeclaw Bear]"):
        answer = await layers(f"{DANE} + Runeclaw Bear + activate {DANE} {which}")
        assert _zones(answer, "Runeclaw Bear") == ["battlefield", "graveyard"], which
        (dane,) = [o for o in answer["reply"]["objects"] if o["zone"] == "battlefield"]
        assert (dane["power"], dane["toughness"], dane["supertypes"]) == (2, 2, [])


async def test_a_sacrifice_the_scenario_made_is_not_made_twice(layers: Any) -> None:
    answer = await layers(
        f"{DANE} + Runeclaw Bear + Runeclaw Bear + sacrifice Runeclaw Bear "
        f"+ activate {DANE} -> Runeclaw Bear"
    )
    assert _zones(answer, "Runeclaw Bear") == ["battlefield", "battlefield", "graveyard"]


async def test_a_cost_cannot_sacrifice_the_opponents_creature(layers: Any) -> None:
    answer = await layers(f"{DANE} + opp: Runeclaw Bear + activate {DANE} -> Runeclaw Bear")
    assert answer["ok"] is False and "701.21a" in answer["error"]


async def test_cleaver_skaabs_tokens_copy_the_creature_it_sacrificed(layers: Any) -> None:
    answer = await layers("Cleaver Skaab + Grizzly Bears + activate Cleaver Skaab -> Grizzly Bears")
    bears = named(answer["reply"], "Grizzly Bears")
    assert sorted((o["zone"], o["is_token"]) for o in bears) == [
        ("battlefield", True),
        ("battlefield", True),
        ("graveyard", False),
    ]


async def test_a_sacrifice_no_term_made_is_warned_of(layers: Any) -> None:
    answer = await layers("Nantuko Husk + Grizzly Bears + activate Nantuko Husk")
    husk = only_named(answer, "Nantuko Husk")
    assert (husk["power"], husk["toughness"]) == (4, 4)
    assert only_named(answer, "Grizzly Bears")["zone"] == "battlefield"
    assert any("sacrificed none" in w for w in answer["reply"]["unmodelled"])


async def test_a_sacrifice_term_just_before_pays_the_cost(layers: Any) -> None:
    answer = await layers(
        "Nantuko Husk + Grizzly Bears + sacrifice Grizzly Bears + activate Nantuko Husk"
    )
    assert only_named(answer, "Grizzly Bears")["zone"] == "graveyard"
    assert answer["reply"]["unmodelled"] == []


async def test_leonin_vanguards_bonus_stays_when_a_creature_leaves(layers: Any) -> None:
    # 603.4: the "if" holds as it resolves; 611.2c: the +1/+1 is locked in
    answer = await layers(
        "Leonin Vanguard + Grizzly Bears + Hill Giant + trigger Leonin Vanguard "
        "+ destroy Hill Giant"
    )
    vanguard = only_named(answer, "Leonin Vanguard")
    assert (vanguard["power"], vanguard["toughness"]) == (2, 2)
    assert any("You gain 1 life." in w for w in answer["reply"]["unmodelled"])


async def test_leonin_vanguard_with_two_creatures_gets_nothing(layers: Any) -> None:
    answer = await layers("Leonin Vanguard + Grizzly Bears + trigger Leonin Vanguard")
    vanguard = only_named(answer, "Leonin Vanguard")
    assert (vanguard["power"], vanguard["toughness"]) == (1, 1)


async def test_a_landfall_trigger_gains_flying_and_says_what_it_does_not_do(layers: Any) -> None:
    answer = await layers("Rabaroo Troop + trigger Rabaroo Troop")
    troop = only_named(answer, "Rabaroo Troop")
    assert "flying" in troop["abilities"]
    assert any("You gain 1 life." in w for w in answer["reply"]["unmodelled"])


async def test_a_landfall_trigger_creates_its_token(layers: Any) -> None:
    answer = await layers("Scute Swarm + trigger Scute Swarm")
    insect = only_named(answer, "Insect Token")
    assert (insect["power"], insect["toughness"], insect["is_token"]) == (1, 1, True)
