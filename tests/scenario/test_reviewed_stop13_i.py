"""What the thirteenth stop's review found in Sylvan Advocate's reading: "this creature and
land creatures you control get +2/+2" is one effect (611.3a), so the source gets it once even
when it is a land creature itself; so does an object in both of two groups named together.
The fifth draw's two: "named ~" and abilities with one cost that nothing tells apart."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = [
    "Sylvan Advocate", "Forest", "Ashaya, Soul of the Wild", "Grizzly Bears", "Death Baron",
    "Changeling Outcast", "Verdeloth the Ancient", "Genasi Enforcers", "Storm Elemental",
]  # fmt: skip

SIX_FORESTS = " + ".join(["Forest"] * 6)


async def test_the_source_and_a_group_it_is_in_get_the_bonus_once(layers: Any) -> None:
    # Ashaya makes nontoken creatures Forest lands: Advocate is then in "land creatures you
    # control" too, and is 2/3 + 2/+2 = 4/5, not 6/7
    answer = await layers(f"Sylvan Advocate + {SIX_FORESTS} + Ashaya, Soul of the Wild")
    advocate = only_named(answer, "Sylvan Advocate")
    assert (advocate["power"], advocate["toughness"]) == (4, 5)
    # the other land creature still gets it: 8 lands (six Forests and two creatures) + 2
    ashaya = only_named(answer, "Ashaya, Soul of the Wild")
    assert (ashaya["power"], ashaya["toughness"]) == (10, 10)


async def test_the_source_alone_gets_the_bonus_and_a_non_land_creature_does_not(
    layers: Any,
) -> None:
    answer = await layers(f"Sylvan Advocate + {SIX_FORESTS} + Grizzly Bears")
    advocate = only_named(answer, "Sylvan Advocate")
    assert (advocate["power"], advocate["toughness"]) == (4, 5)
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (2, 2)


async def test_an_object_in_both_groups_gets_the_bonus_once(layers: Any) -> None:
    # a changeling is a Skeleton and a Zombie: "Skeletons you control and other Zombies you
    # control get +1/+1 and have deathtouch" gives it +1/+1 once; Death Baron, a Zombie
    # Wizard, is not among the other Zombies
    answer = await layers("Death Baron + Changeling Outcast")
    outcast = only_named(answer, "Changeling Outcast")
    assert (outcast["power"], outcast["toughness"]) == (2, 2)
    assert outcast["abilities"].count("deathtouch") == 1
    baron = only_named(answer, "Death Baron")
    assert (baron["power"], baron["toughness"]) == (2, 2)


async def test_other_in_one_of_two_groups_still_leaves_the_source_out(layers: Any) -> None:
    # "Saproling creatures and other Treefolk creatures get +1/+1": Verdeloth, a Treefolk,
    # is not among the others; a changeling (Saproling and Treefolk) gets +1/+1 once
    answer = await layers("Verdeloth the Ancient + Changeling Outcast")
    verdeloth = only_named(answer, "Verdeloth the Ancient")
    assert (verdeloth["power"], verdeloth["toughness"]) == (4, 7)
    outcast = only_named(answer, "Changeling Outcast")
    assert (outcast["power"], outcast["toughness"]) == (2, 2)


async def test_an_ability_that_names_the_sources_own_name_affects_it(layers: Any) -> None:
    # Genasi Enforcers: "Creatures you control named Genasi Enforcers get +1/+0" ("named ~",
    # 201.2): the set it locks as it resolves (611.2c) holds every one of them
    one = only_named(
        await layers("Genasi Enforcers + activate Genasi Enforcers"), "Genasi Enforcers"
    )
    assert (one["power"], one["toughness"]) == (2, 3)


async def test_abilities_with_one_cost_that_nothing_tells_apart_are_said(layers: Any) -> None:
    # Storm Elemental's two "{U}, Exile the top card of your library" abilities: the first is
    # used and the reply says so, never a silent choice
    answer = await layers("Storm Elemental + activate Storm Elemental")
    warned = " ".join(answer["reply"]["unmodelled"])
    assert "it has 2 abilities costing" in warned and "Tap target creature" in warned
    assert "[ability 2]" in warned
