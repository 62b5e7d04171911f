"""Groups named by more words (611.3a, 613.1), played through the command core with Scryfall
cards read by the Oracle parser: spells and cards in other zones picked by mana value,
color list, subtype list or commander; one creature and each other one that shares a color,
a creature type or a name with it (611.2c: fixed as the ability resolves); see docs/CARDS.md
(the groups2 round)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named, only_named

NAMES = (
    "Imoti, Celebrant of Bounty", "Craw Wurm", "Serra Angel", "Firesong and Sunspeaker",
    "Lightning Bolt", "Giant Growth", "Solemn Doomguide", "Grizzly Bears",
    "Tezzeret, Master of the Bridge", "Jace Beleren", "Dark Confidant", "Wojek Siren",
    "Llanowar Elves", "Cylian Sunsinger", "Crown of Vigor", "Elvish Archers", "Hill Giant",
    "Quicksand", "Zealous Persecution", "Stronghold Overseer", "Dauthi Slayer",
    "Kefnet's Last Word", "Glorious Anthem", "Bayek of Siwa", "Isamaru, Hound of Konda",
    "Ornithopter", "Plague Engineer", "Sylvia Brightspear", "Shivan Dragon",
    "Henry Wu, InGen Geneticist", "Raging Goblin", "Deathleaper, Terror Weapon",
)  # fmt: skip


async def test_spells_with_mana_value_six_or_greater_have_cascade(layers: Any) -> None:
    answer = await layers("Imoti, Celebrant of Bounty + stack: Craw Wurm + stack: Serra Angel")
    assert "cascade" in only_named(answer, "Craw Wurm")["abilities"]  # mana value 6
    assert "cascade" not in only_named(answer, "Serra Angel")["abilities"]  # mana value 5
    assert answer["reply"]["unmodelled"] == []


async def test_red_instant_and_sorcery_spells_have_lifelink(layers: Any) -> None:
    answer = await layers(
        "Firesong and Sunspeaker + stack: Lightning Bolt + stack: Giant Growth"
        " + opp: stack: Lightning Bolt"
    )
    bolts = named(answer["reply"], "Lightning Bolt")
    assert ["lifelink" in bolt["abilities"] for bolt in bolts] == [True, False]  # not theirs
    assert "lifelink" not in only_named(answer, "Giant Growth")["abilities"]  # green


async def test_creature_cards_of_any_listed_subtype_have_unearth(layers: Any) -> None:
    # Dark Confidant is a Human Wizard; Grizzly Bears a Bear
    answer = await layers("Solemn Doomguide + graveyard: Dark Confidant + graveyard: Grizzly Bears")
    assert "unearth {1}{B}" in only_named(answer, "Dark Confidant")["abilities"]
    assert "unearth {1}{B}" not in only_named(answer, "Grizzly Bears")["abilities"]


async def test_creature_and_planeswalker_spells_have_affinity_for_artifacts(layers: Any) -> None:
    answer = await layers(
        "Tezzeret, Master of the Bridge + stack: Jace Beleren + stack: Lightning Bolt"
    )
    assert "affinity for artifacts" in only_named(answer, "Jace Beleren")["abilities"]
    assert "affinity for artifacts" not in only_named(answer, "Lightning Bolt")["abilities"]


def _pt(answer: dict[str, Any], name: str) -> list[tuple[int, int]]:
    assert answer["ok"] is True, answer
    return [(obj["power"], obj["toughness"]) for obj in named(answer["reply"], name)]


async def test_target_creature_and_each_other_creature_that_shares_a_color(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + Llanowar Elves + Hill Giant + Wojek Siren -> Grizzly Bears"
    )
    assert _pt(answer, "Grizzly Bears") == [(3, 3)]
    assert _pt(answer, "Llanowar Elves") == [(2, 2)]  # green too
    assert _pt(answer, "Hill Giant") == [(3, 3)]  # red: no color in common
    assert answer["reply"]["unmodelled"] == []


async def test_the_source_and_each_other_creature_with_its_name(layers: Any) -> None:
    answer = await layers(
        "Cylian Sunsinger + Cylian Sunsinger + Grizzly Bears + activate Cylian Sunsinger"
    )
    assert _pt(answer, "Cylian Sunsinger") == [(5, 5), (5, 5)]
    assert _pt(answer, "Grizzly Bears") == [(2, 2)]


async def test_the_enchanted_creature_and_each_creature_sharing_a_type(layers: Any) -> None:
    # Crown of Vigor on Llanowar Elves (Elf Druid): Elvish Archers is an Elf, the Bears not;
    # the Crown is sacrificed to pay the cost (602.2b), so its static +1/+1 is gone and the
    # enchanted creature is the one it was attached to as it last existed (608.2h)
    answer = await layers(
        "Llanowar Elves + Crown of Vigor + Elvish Archers + Grizzly Bears + activate Crown of Vigor"
    )
    assert _pt(answer, "Llanowar Elves") == [(2, 2)]
    assert _pt(answer, "Elvish Archers") == [(3, 2)]
    assert _pt(answer, "Grizzly Bears") == [(2, 2)]
    assert only_named(answer, "Crown of Vigor")["zone"] == "graveyard"


async def test_a_target_without_a_keyword_is_checked(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears [attacking] + Quicksand + activate Quicksand -> Grizzly Bears"
    )
    assert only_named(answer, "Grizzly Bears")["zone"] == "graveyard"  # 2/2 gets -1/-2: dies
    refused = await layers(
        "Serra Angel [attacking] + Quicksand + activate Quicksand -> Serra Angel"
    )
    assert refused["ok"] is False and "isn't a legal target" in refused["error"]


async def test_two_clauses_each_with_its_own_group(layers: Any) -> None:
    # Stronghold Overseer: creatures with shadow +1/+0, creatures without shadow -1/-0
    answer = await layers(
        "Stronghold Overseer + Dauthi Slayer + Grizzly Bears + activate Stronghold Overseer"
    )
    assert _pt(answer, "Stronghold Overseer") == [(6, 5)]  # a 5/5 with shadow
    assert _pt(answer, "Dauthi Slayer") == [(3, 2)]
    assert _pt(answer, "Grizzly Bears") == [(1, 2)]


async def test_a_leading_until_end_of_turn_is_both_clauses(layers: Any) -> None:
    answer = await layers("Grizzly Bears + opp: Serra Angel + Zealous Persecution")
    assert _pt(answer, "Grizzly Bears") == [(3, 3)]
    assert _pt(answer, "Serra Angel") == [(3, 3)]


async def test_gain_control_of_target_artifact_creature_or_enchantment(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + opp: Glorious Anthem + Kefnet's Last Word -> Glorious Anthem"
    )
    assert only_named(answer, "Glorious Anthem")["controller"] == "you"
    assert _pt(answer, "Grizzly Bears") == [(3, 3)]  # its anthem is now yours
    assert any("don't untap" in note for note in answer["reply"]["unmodelled"])


def _has(answer: dict[str, Any], name: str, ability: str) -> list[bool]:
    assert answer["ok"] is True, answer
    return [ability in obj["abilities"] for obj in named(answer["reply"], name)]


async def test_historic_creatures_during_your_turn(layers: Any) -> None:
    # 700.6: legendary (Isamaru), an artifact (Ornithopter); the Bears are neither
    answer = await layers("Bayek of Siwa + Isamaru, Hound of Konda + Ornithopter + Grizzly Bears")
    assert _has(answer, "Isamaru, Hound of Konda", "double strike") == [True]
    assert _has(answer, "Ornithopter", "double strike") == [True]
    assert _has(answer, "Grizzly Bears", "double strike") == [False]
    theirs = await layers("Bayek of Siwa [opponent's turn] + Isamaru, Hound of Konda")
    assert _has(theirs, "Isamaru, Hound of Konda", "double strike") == [False]


async def test_creatures_of_the_chosen_type_your_opponents_control(layers: Any) -> None:
    answer = await layers("Plague Engineer [Bear] + opp: Grizzly Bears + Grizzly Bears")
    assert _pt(answer, "Grizzly Bears") == [(1, 1), (2, 2)]  # theirs, then yours


async def test_your_team_is_you_outside_a_team_game(layers: Any) -> None:
    # 102.4: "Dragons your team controls" are the Dragons you control
    answer = await layers("Sylvia Brightspear + Shivan Dragon + opp: Shivan Dragon")
    assert _has(answer, "Shivan Dragon", "double strike") == [True, False]


async def test_the_source_and_a_group_named_together(layers: Any) -> None:
    # Henry Wu: "~ and other Human creatures you control have exploit"
    answer = await layers("Henry Wu, InGen Geneticist + Dark Confidant + Raging Goblin")
    assert _has(answer, "Henry Wu, InGen Geneticist", "exploit") == [True]
    assert _has(answer, "Dark Confidant", "exploit") == [True]  # a Human Wizard
    assert _has(answer, "Raging Goblin", "exploit") == [False]


async def test_creatures_that_entered_this_turn_as_the_scenario_states(layers: Any) -> None:
    answer = await layers(
        "Deathleaper, Terror Weapon + Grizzly Bears [entered this turn] + Hill Giant"
    )
    assert _has(answer, "Grizzly Bears", "double strike") == [True]
    assert _has(answer, "Hill Giant", "double strike") == [False]  # not stated: it didn't
