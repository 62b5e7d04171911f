"""Shapes of characteristic-changing text first read in the fifteenth stop, each played on
a board with the real cards: the reply a judge would see."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = [
    "Soulflayer", "Serra Angel", "Giant Spider", "Grizzly Bears", "Mastercraft Raptor",
    "Carnage Tyrant", "Wretched Bonemass", "Death-Mask Duplicant", "Bog Wraith", "White Knight",
    "Black Knight", "Cairn Wanderer", "Eater of Virtue", "Nissa, Sage Animist", "Forest",
    "Plains", "Neurok Transmuter", "Ornithopter", "Luxior, Giada's Gift", "Jace Beleren",
    "Weeping Angel", "Luxior and Shadowspear", "Aquitect's Will", "Minas Morgul, Dark Fortress",
    "Obsidian Fireheart", "Makeshift Mannequin", "Shield Broker", "Eluge, the Shoreless Sea",
    "Cyclopean Tomb", "Indigo Faerie", "Gaea's Liege", "Mountain", "Graceful Antelope",
    "Kargan Intimidator", "Outbreak", "Goblin Piker", "Warden of the Beyond", "Hill Giant",
    "Arvinox, the Mind Flail", "The Master, Mesmerist", "Temporary Insanity", "Possessed Goat",
    "Infernal Pet", "Coward",
]  # fmt: skip


def _keywords(found: dict[str, Any]) -> set[str]:
    """What the reply lists as the object's abilities (keywords by their names)."""
    return set(found["abilities"])


async def test_soulflayer_has_each_keyword_a_card_its_delve_exiled_has(layers: Any) -> None:
    # "If a creature card with flying was exiled with ~'s delve ability, ~ has flying. The
    # same is true for ... reach, ... vigilance": the cards its delve exiled (607.2a)
    answer = await layers("Soulflayer [exile: Serra Angel, Giant Spider]")
    assert {"flying", "vigilance", "reach"} <= _keywords(only_named(answer, "Soulflayer"))
    assert "first strike" not in _keywords(only_named(answer, "Soulflayer"))
    assert answer["reply"]["unmodelled"] == []
    plain = only_named(await layers("Soulflayer [exile: Grizzly Bears]"), "Soulflayer")
    assert not {"flying", "vigilance", "reach"} & _keywords(plain)


async def test_mastercraft_raptor_has_the_total_power_of_the_cards_used_to_craft_it(
    layers: Any,
) -> None:
    # "~'s power is equal to the total power of the exiled cards used to craft it": the
    # cards exiled to pay its craft cost (702.167c), 7 + 2; its toughness stays 4
    raptor = only_named(
        await layers("Mastercraft Raptor [exile: Carnage Tyrant, Grizzly Bears]"),
        "Mastercraft Raptor",
    )
    assert (raptor["power"], raptor["toughness"]) == (9, 4)
    alone = only_named(await layers("Mastercraft Raptor"), "Mastercraft Raptor")
    assert (alone["power"], alone["toughness"]) == (0, 4)


async def test_wretched_bonemass_counts_and_copies_keywords_of_the_crafting_cards(
    layers: Any,
) -> None:
    # P/T each the total power of the crafting cards (4 + 2), and flying and vigilance
    # because Serra Angel is among them
    answer = await layers("Wretched Bonemass [exile: Serra Angel, Grizzly Bears]")
    bonemass = only_named(answer, "Wretched Bonemass")
    assert (bonemass["power"], bonemass["toughness"]) == (6, 6)
    assert {"flying", "vigilance"} <= _keywords(bonemass)
    assert "lifelink" not in _keywords(bonemass)


async def test_death_mask_duplicant_has_the_landwalk_and_protections_of_its_exiled_cards(
    layers: Any,
) -> None:
    # "The same is true for ... landwalk, protection": each instance as the exiled card
    # has it, swampwalk from Bog Wraith, protection from black and from white from the
    # Knights (702.14, 702.16)
    answer = await layers("Death-Mask Duplicant [exile: Bog Wraith, White Knight, Black Knight]")
    duplicant = _keywords(only_named(answer, "Death-Mask Duplicant"))
    assert {"swampwalk", "protection from black", "protection from white"} <= duplicant
    assert answer["reply"]["unmodelled"] == []
    bare = _keywords(only_named(await layers("Death-Mask Duplicant"), "Death-Mask Duplicant"))
    assert not any(a.endswith("walk") or a.startswith("protection from") for a in bare)


async def test_cairn_wanderer_reads_every_graveyard_for_flying_and_protection(
    layers: Any,
) -> None:
    # "As long as a creature card with flying is in a graveyard": an opponent's graveyard
    # too, and a creature card there with protection gives that protection
    answer = await layers(
        "Cairn Wanderer [graveyard: Grizzly Bears] [opponent graveyard: Serra Angel, White Knight]"
    )
    wanderer = _keywords(only_named(answer, "Cairn Wanderer"))
    assert {"flying", "vigilance", "first strike", "protection from black"} <= wanderer
    assert "swampwalk" not in wanderer
    plain = only_named(await layers("Cairn Wanderer [graveyard: Grizzly Bears]"), "Cairn Wanderer")
    assert not {"flying", "first strike"} & _keywords(plain)


async def test_eater_of_virtue_gives_the_equipped_creature_an_exiled_cards_protection(
    layers: Any,
) -> None:
    answer = await layers("Grizzly Bears + Eater of Virtue -> Grizzly Bears [exile: White Knight]")
    bears = only_named(answer, "Grizzly Bears")
    assert {"first strike", "protection from black"} <= _keywords(bears)
    assert (bears["power"], bears["toughness"]) == (4, 2)


async def test_wretched_bonemass_has_the_protection_of_a_crafting_card(layers: Any) -> None:
    answer = await layers("Wretched Bonemass [exile: Black Knight]")
    assert "protection from white" in _keywords(only_named(answer, "Wretched Bonemass"))
    assert answer["reply"]["unmodelled"] == []


async def test_nissas_ultimate_makes_each_of_up_to_six_target_lands_a_6_6_elemental(
    layers: Any,
) -> None:
    # "Untap up to six target lands. They become 6/6 Elemental creatures. They're still
    # lands.": "they" are the targets (608.2c), land creatures from then on (205.1b); her
    # -7 is paid from the loyalty stated (606.6)
    answer = await layers(
        "Forest + Plains + Nissa, Sage Animist [7 loyalty counters] "
        "+ activate Nissa, Sage Animist -> Forest, Plains"
    )
    for name in ("Forest", "Plains"):
        land = only_named(answer, name)
        assert (land["power"], land["toughness"]) == (6, 6)
        assert set(land["types"]) == {"Land", "Creature"}
        assert "Elemental" in land["subtypes"] and name in land["subtypes"]


async def test_neurok_transmuter_makes_an_artifact_creature_blue_and_no_artifact(
    layers: Any,
) -> None:
    # "Until end of turn, target artifact creature becomes blue and isn't an artifact."
    answer = await layers(
        "Ornithopter + Neurok Transmuter + activate Neurok Transmuter [ability 2] -> Ornithopter"
    )
    thopter = only_named(answer, "Ornithopter")
    assert thopter["colors"] == ["blue"] and thopter["types"] == ["Creature"]
    after = only_named(
        await layers(
            "Ornithopter + Neurok Transmuter + activate Neurok Transmuter [ability 2]"
            " -> Ornithopter + end turn"
        ),
        "Ornithopter",
    )
    assert after["colors"] == [] and set(after["types"]) == {"Artifact", "Creature"}


async def test_luxior_makes_the_planeswalker_it_equips_a_creature_with_its_counters(
    layers: Any,
) -> None:
    # "Equipped permanent isn't a planeswalker and is a creature in addition to its other
    # types": attached by equip planeswalker (702.6e), Jace is a 0/0 creature getting +1/+1
    # for each of its three loyalty counters, and no planeswalker
    jace = only_named(
        await layers("Jace Beleren + Luxior, Giada's Gift -> Jace Beleren"), "Jace Beleren"
    )
    assert (jace["power"], jace["toughness"]) == (3, 3)
    assert "Creature" in jace["types"] and "Planeswalker" not in jace["types"]


async def test_weeping_angel_is_no_creature_until_the_turn_ends(layers: Any) -> None:
    # "Whenever an opponent casts a creature spell, this creature isn't a creature until
    # end of turn": an artifact only, then a creature again
    angel = only_named(await layers("Weeping Angel + trigger Weeping Angel"), "Weeping Angel")
    assert angel["types"] == ["Artifact"]
    later = await layers("Weeping Angel + trigger Weeping Angel + end turn")
    assert "Creature" in only_named(later, "Weeping Angel")["types"]


async def test_luxior_and_shadowspear_counts_the_counters_and_grants_two_keywords(
    layers: Any,
) -> None:
    # "Equipped creature gets +1/+1 for each counter on it, and has trample and lifelink."
    answer = await layers("Jace Beleren + Luxior and Shadowspear -> Jace Beleren")
    jace = only_named(answer, "Jace Beleren")
    assert (jace["power"], jace["toughness"]) == (3, 3)
    assert {"trample", "lifelink"} <= _keywords(jace)
    assert answer["reply"]["unmodelled"] == []


async def test_aquitects_will_makes_the_land_with_its_flood_counter_an_island(
    layers: Any,
) -> None:
    # "Put a flood counter on target land. That land is an Island in addition to its other
    # types for as long as it has a flood counter on it." (611.2b)
    forest = only_named(await layers("Forest + Aquitect's Will -> Forest"), "Forest")
    assert forest["counters"] == {"flood": 1}
    assert set(forest["subtypes"]) == {"Forest", "Island"}


async def test_cyclopean_tomb_makes_the_land_a_swamp_instead(layers: Any) -> None:
    answer = await layers("Forest + Cyclopean Tomb + activate Cyclopean Tomb -> Forest")
    assert only_named(answer, "Forest")["subtypes"] == ["Swamp"]  # 305.7: instead of Forest


async def test_minas_morgul_keeps_the_wraith_type_while_the_shadow_counter_stays(
    layers: Any,
) -> None:
    answer = await layers(
        "Grizzly Bears + Minas Morgul, Dark Fortress"
        " + activate Minas Morgul, Dark Fortress [ability 2] -> Grizzly Bears + end turn"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert "Wraith" in bears["subtypes"] and bears["counters"] == {"shadow": 1}


async def test_obsidian_fireheart_targets_only_a_land_without_a_blaze_counter(
    layers: Any,
) -> None:
    answer = await layers("Forest + Obsidian Fireheart + activate Obsidian Fireheart -> Forest")
    forest = only_named(answer, "Forest")
    assert forest["counters"] == {"blaze": 1}
    assert "At the beginning of your upkeep, Forest deals 1 damage to you." in forest["abilities"]
    again = await layers(
        "Forest + Obsidian Fireheart + activate Obsidian Fireheart -> Forest"
        " + activate Obsidian Fireheart -> Forest"
    )
    assert again["ok"] is False and "isn't a legal target" in again["error"]


async def test_makeshift_mannequin_returns_the_creature_with_its_counter_and_ability(
    layers: Any,
) -> None:
    answer = await layers(
        "Forest [graveyard: Grizzly Bears] + Makeshift Mannequin -> Grizzly Bears"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert bears["counters"] == {"mannequin": 1}
    assert bears["abilities"] == [
        "When Grizzly Bears becomes the target of a spell or ability, sacrifice it."
    ]


async def test_shield_broker_takes_the_creature_it_puts_a_shield_counter_on(
    layers: Any,
) -> None:
    # the target is checked before anything happens (608.2b), then the counter is put and
    # control changes for as long as it stays
    bears = only_named(
        await layers("opp: Grizzly Bears + Shield Broker -> Grizzly Bears"), "Grizzly Bears"
    )
    assert bears["controller"] == "you" and bears["counters"] == {"shield": 1}


async def test_eluge_makes_the_target_land_an_island_not_itself(layers: Any) -> None:
    # "put a flood counter on target land. It's an Island ...": "it" is the land, which
    # Eluge then counts (one Island: 1/1)
    answer = await layers("Forest + Eluge, the Shoreless Sea -> Forest")
    assert set(only_named(answer, "Forest")["subtypes"]) == {"Forest", "Island"}
    eluge = only_named(answer, "Eluge, the Shoreless Sea")
    assert (eluge["power"], eluge["toughness"]) == (1, 1)
    assert "Island" not in eluge["subtypes"]


async def test_indigo_faerie_adds_blue_to_the_colors_the_permanent_has(layers: Any) -> None:
    # "becomes blue in addition to its other colors" (105.3: the old colors stay)
    answer = await layers("Grizzly Bears + Indigo Faerie + activate Indigo Faerie -> Grizzly Bears")
    assert set(only_named(answer, "Grizzly Bears")["colors"]) == {"blue", "green"}


async def test_gaeas_liege_counts_your_forests_or_the_defending_players(layers: Any) -> None:
    # set in layer 7b under a condition about itself, so no characteristic-defining ability
    # (604.3a): two Forests of yours at rest, the defending player's one while attacking
    board = "Forest + Forest + opp: Forest + Gaea's Liege"
    resting = only_named(await layers(board), "Gaea's Liege")
    assert (resting["power"], resting["toughness"]) == (2, 2)
    attacking = only_named(await layers(board + " [attacking]"), "Gaea's Liege")
    assert (attacking["power"], attacking["toughness"]) == (1, 1)


async def test_a_land_becomes_a_forest_until_the_liege_leaves(layers: Any) -> None:
    # "Target land becomes a Forest until ~ leaves the battlefield" (611.2b)
    board = "Mountain + Gaea's Liege + activate Gaea's Liege -> Mountain"
    assert only_named(await layers(board), "Mountain")["subtypes"] == ["Forest"]
    antelope = "Mountain + Graceful Antelope + trigger Graceful Antelope [did] -> Mountain"
    assert only_named(await layers(antelope), "Mountain")["subtypes"] == ["Plains"]


async def test_kargan_intimidator_chooses_each_mode_once_a_turn(layers: Any) -> None:
    # "{1}: Choose one that hasn't been chosen this turn — ... • Target creature becomes a
    # Coward until end of turn": a Coward instead of its other creature types
    answer = await layers(
        "Grizzly Bears + Kargan Intimidator + activate Kargan Intimidator [mode 1]"
        " + activate Kargan Intimidator [mode 2] -> Grizzly Bears"
    )
    assert only_named(answer, "Grizzly Bears")["subtypes"] == ["Coward"]
    kargan = only_named(answer, "Kargan Intimidator")
    assert (kargan["power"], kargan["toughness"]) == (4, 2)
    assert answer["reply"]["unmodelled"] == []
    twice = "Kargan Intimidator + activate Kargan Intimidator [mode 1]"
    again = await layers(f"{twice} + activate Kargan Intimidator [mode 1]")
    assert again["ok"] is False and "chosen this turn already" in again["error"]
    next_turn = await layers(f"{twice} + end turn + activate Kargan Intimidator [mode 1]")
    assert only_named(next_turn, "Kargan Intimidator")["power"] == 4


async def test_outbreak_shrinks_the_creatures_of_the_type_chosen(layers: Any) -> None:
    # "Choose a creature type. All creatures of that type get -1/-1 until end of turn."
    answer = await layers("Grizzly Bears + Goblin Piker + Outbreak [Goblin]")
    assert only_named(answer, "Goblin Piker")["toughness"] == 0
    assert only_named(answer, "Grizzly Bears")["toughness"] == 2


async def test_warden_of_the_beyond_grows_while_an_opponent_owns_a_card_in_exile(
    layers: Any,
) -> None:
    theirs = await layers("Warden of the Beyond + opp: Grizzly Bears [exile: Hill Giant]")
    assert only_named(theirs, "Warden of the Beyond")["power"] == 4
    yours = await layers("Warden of the Beyond + Grizzly Bears [exile: Hill Giant]")
    assert only_named(yours, "Warden of the Beyond")["power"] == 2


async def test_arvinox_is_a_creature_only_with_three_permanents_you_dont_own(
    layers: Any,
) -> None:
    # "~ isn't a creature unless you control three or more permanents you don't own" (108.3)
    three = "Grizzly Bears [owner: opp] + Hill Giant [owner: opp] + Forest [owner: opp]"
    arvinox = only_named(
        await layers(f"Arvinox, the Mind Flail + {three}"), "Arvinox, the Mind Flail"
    )
    assert "Creature" in arvinox["types"] and arvinox["power"] == 9
    two = "Grizzly Bears [owner: opp] + Hill Giant [owner: opp]"
    fewer = only_named(await layers(f"Arvinox, the Mind Flail + {two}"), "Arvinox, the Mind Flail")
    assert fewer["types"] == ["Enchantment"]


async def test_a_target_bounded_by_a_power_counted_as_it_is_chosen(layers: Any) -> None:
    # "Target creature an opponent controls with power less than or equal to ~'s power gains
    # skulk": Serra Angel (4) is above The Master's 3 (608.2b)
    master = "The Master, Mesmerist + activate The Master, Mesmerist"
    bears = only_named(
        await layers(f"opp: Grizzly Bears + {master} -> Grizzly Bears"), "Grizzly Bears"
    )
    assert "skulk" in bears["abilities"]
    refused = await layers(f"opp: Serra Angel + {master} -> Serra Angel")
    assert refused["ok"] is False and "power 3 or less" in refused["error"]


async def test_temporary_insanity_counts_the_cards_in_your_graveyard(layers: Any) -> None:
    # "target creature with power less than the number of cards in your graveyard"
    four = "[graveyard: Grizzly Bears, Hill Giant, Serra Angel, Temporary Insanity]"
    answer = await layers(f"Forest {four} + opp: Hill Giant + Temporary Insanity -> Hill Giant")
    giant = only_named(answer, "Hill Giant")
    assert giant["controller"] == "you" and "haste" in giant["abilities"]
    three = "[graveyard: Grizzly Bears, Hill Giant, Serra Angel]"
    refused = await layers(f"Forest {three} + opp: Hill Giant + Temporary Insanity -> Hill Giant")
    assert refused["ok"] is False and "power 2 or less" in refused["error"]


async def test_counters_put_and_a_change_to_the_same_object_in_one_sentence(
    layers: Any,
) -> None:
    # "Put three +1/+1 counters on ~ and it becomes a black Demon in addition to its other
    # colors and types": the counters are put as it resolves, the change lasts (611.2a)
    goat = only_named(await layers("Possessed Goat + activate Possessed Goat"), "Possessed Goat")
    assert goat["counters"] == {"+1/+1": 3} and (goat["power"], goat["toughness"]) == (4, 4)
    assert set(goat["colors"]) == {"white", "black"} and "Demon" in goat["subtypes"]
    pet = only_named(await layers("Infernal Pet + trigger Infernal Pet"), "Infernal Pet")
    assert pet["counters"] == {"+1/+1": 1} and "flying" in pet["abilities"]


async def test_coward_makes_its_target_a_coward_not_a_copy_of_its_name(layers: Any) -> None:
    # "becomes a Coward in addition to its other types": the creature type, though the card
    # is named Coward too; "can't block this turn" is said as a rule beside it
    bears = only_named(await layers("Grizzly Bears + Coward -> Grizzly Bears"), "Grizzly Bears")
    assert bears["subtypes"] == ["Bear", "Coward"]
