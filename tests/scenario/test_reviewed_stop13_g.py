"""What the thirteenth stop's review found in four card readings: counters a kicked permanent
enters with (702.33d), the power a sacrificed source last had (113.7a), earthbend's land
creature (701.66), job select's Hero token (702.182). Each is carried out or said."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = [
    "Pixie Illusionist", "Kavu Titan", "Grizzly Bears", "Hill Giant", "Glorious Anthem",
    "Stalactite Stalker", "Forest", "Toph, the Blind Bandit", "Machinist's Arsenal",
    "Sol Ring", "Ornithopter", "Arixmethes, Slumbering Isle", "Lightning Bolt",
]  # fmt: skip


async def test_a_kicked_creature_enters_with_its_counters(layers: Any) -> None:
    # "If this creature was kicked, it enters with two +1/+1 counters on it" (702.33d, 614.1c)
    kicked = only_named(await layers("Pixie Illusionist [kicked]"), "Pixie Illusionist")
    assert (kicked["power"], kicked["toughness"]) == (3, 3)
    plain = only_named(await layers("Pixie Illusionist"), "Pixie Illusionist")
    assert (plain["power"], plain["toughness"]) == (1, 1)


async def test_what_a_kicked_creature_also_enters_with_is_given(layers: Any) -> None:
    # Kavu Titan: "... three +1/+1 counters on it and with trample": both, one replacement
    # (614.1c; more in tests/scenario/test_reviewed_stop14_a.py)
    titan = only_named(await layers("Kavu Titan [kicked]"), "Kavu Titan")
    assert titan["power"] == 5 and "trample" in titan["abilities"]


async def test_a_permanent_that_enters_tapped_with_counters_gets_both(layers: Any) -> None:
    # Arixmethes "enters tapped with five slumber counters on it" (614.1c): a tapped land,
    # not an untapped 12/12 creature; on the starting board it may have untapped since
    played = "Grizzly Bears + Lightning Bolt -> opp + Arixmethes, Slumbering Isle"
    isle = only_named(await layers(played), "Arixmethes, Slumbering Isle")
    assert isle["tapped"] is True and "Creature" not in isle["types"]
    assert isle["counters"] == {"slumber": 5}
    board = only_named(await layers("Arixmethes, Slumbering Isle"), "Arixmethes, Slumbering Isle")
    assert board["tapped"] is False and "Land" in board["types"]


async def test_a_sacrificed_source_counts_the_power_it_last_had(layers: Any) -> None:
    # "Sacrifice this creature: ... -X/-X, where X is this creature's power": the power it had
    # on the battlefield, counters and anthems included, not the card's in the graveyard (113.7a)
    sacrificed = "+ Hill Giant + sacrifice Stalactite Stalker + activate Stalactite Stalker"
    countered = await layers(f"Stalactite Stalker + 2 +1/+1 counters {sacrificed} -> Hill Giant")
    assert only_named(countered, "Hill Giant")["zone"] == "graveyard"
    anthem = await layers(f"Stalactite Stalker + Glorious Anthem {sacrificed} -> Hill Giant")
    giant = only_named(anthem, "Hill Giant")
    assert (giant["power"], giant["toughness"]) == (2, 2)


async def test_earthbend_makes_the_land_a_creature_and_says_its_return(layers: Any) -> None:
    # earthbend 2 (701.66a): the target land becomes a 0/0 creature with haste, still a land,
    # with two +1/+1 counters; Toph counts them. Its return when it dies is a delayed trigger
    # (603.7), said as it is set up (tests/scenario/test_reviewed_stop14_a.py plays it out)
    answer = await layers("Forest + Toph, the Blind Bandit -> Forest")
    forest = only_named(answer, "Forest")
    assert (forest["power"], forest["toughness"]) == (2, 2)
    assert only_named(answer, "Toph, the Blind Bandit")["power"] == 2
    assert any("returns to the battlefield tapped" in n for n in answer["reply"]["notes"])
    not_a_land = await layers("Grizzly Bears + Toph, the Blind Bandit -> Grizzly Bears")
    assert only_named(not_a_land, "Grizzly Bears")["power"] == 2  # a land you control only
    assert any("no legal target" in n for n in not_a_land["reply"]["notes"])


async def test_job_select_makes_a_hero_wearing_the_equipment(layers: Any) -> None:
    # 702.182a: a 1/1 colorless Hero token, then the Equipment attaches to it; alone it is the
    # only artifact, so the Hero is a 3/3 Artificer
    hero = only_named(await layers("Machinist's Arsenal"), "Hero Token")
    assert (hero["power"], hero["toughness"]) == (3, 3)
    moved = "Grizzly Bears + Machinist's Arsenal + Sol Ring + opp: Ornithopter"
    answer = await layers(f"{moved} + equip Machinist's Arsenal -> Grizzly Bears")
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (6, 6)
    assert only_named(answer, "Hero Token")["power"] == 1
