"""Counts and amounts read from Oracle text (issue 13's `counts2` round), as a judge sees
them in `!layers`: doubling (701.10b-c), counts of the board, of hands and of other zones,
and amounts a scenario states."""

from __future__ import annotations

from typing import Any

NAMES = (
    "Grizzly Bears", "Hill Giant", "Choose Your Weapon", "Nylea's Colossus", "Giant Growth",
    "Targ Nar, Demon-Fang Gnoll", "Serra Angel", "Multani, Yavimaya's Avatar", "Forest",
    "Soulless One", "Gravecrawler", "Sliver Legion", "Muscle Sliver", "Heroes' Podium",
    "Isamaru, Hound of Konda", "Zurgo Helmsmasher", "Armament Master", "Bonesplitter",
    "Kor Duelist", "Gleam of Authority", "Fungal Behemoth", "Multani, Maro-Sorcerer",
    "Consuming Aberration", "Death's Approach", "Relentless Rats", "Pack Mastiff",
    "Muscle Burst", "Clone", "Walker of the Wastes", "Wastes", "Archpriest of Iona",
    "Changeling Outcast", "Merfolk Looter", "Blazing Sunsteel", "Lumbering Battlement",
    "Minion of the Wastes", "Coram, the Undertaker", "Monstrous War-Leech", "Pyretic Charge",
    "Umbris, Fear Manifest", "Primalcrux", "Llanowar Elves", "Light from Within",
)  # fmt: skip


def _pt(answer: dict[str, Any], name: str) -> tuple[int, int]:
    found = next(o for o in answer["reply"]["objects"] if o["name"] == name)
    return found["power"], found["toughness"]


async def test_doubling_power_and_toughness_adds_each_as_it_resolves(layers: Any) -> None:
    # 701.10b: +X/+Y, X its power and Y its toughness as the ability resolves (608.2h):
    # Targ Nar (2/2) with Giant Growth is 5/5, doubled 10/10
    answer = await layers(
        "Targ Nar, Demon-Fang Gnoll + Giant Growth -> Targ Nar, Demon-Fang Gnoll"
        " + activate Targ Nar, Demon-Fang Gnoll"
    )
    assert _pt(answer, "Targ Nar, Demon-Fang Gnoll") == (10, 10)
    assert not [line for line in answer["reply"]["unmodelled"] if "ouble" in line]


async def test_doubling_twice_doubles_what_the_first_made(layers: Any) -> None:
    answer = await layers(
        "Targ Nar, Demon-Fang Gnoll + activate Targ Nar, Demon-Fang Gnoll"
        " + activate Targ Nar, Demon-Fang Gnoll"
    )
    assert _pt(answer, "Targ Nar, Demon-Fang Gnoll") == (8, 8)


async def test_doubled_target_keeps_its_fixed_bonus_when_pumped_later(layers: Any) -> None:
    answer = await layers(
        "Serra Angel + Nylea's Colossus -> Serra Angel + Giant Growth -> Serra Angel"
    )
    # Serra Angel 4/4 doubled to 8/8 by the trigger, then +3/+3: 11/11
    assert _pt(answer, "Serra Angel") == (11, 11)


async def test_two_counts_added_up_read_the_board_and_the_graveyard(layers: Any) -> None:
    # Multani (0/0): +1/+1 for each land you control and each land card in your graveyard
    answer = await layers(
        "Multani, Yavimaya's Avatar [graveyard: Forest, Forest] + Forest + Forest + Forest"
    )
    assert _pt(answer, "Multani, Yavimaya's Avatar") == (5, 5)
    assert answer["reply"]["unmodelled"] == []


async def test_an_added_count_of_all_graveyards_counts_the_opponents_too(layers: Any) -> None:
    # Soulless One: Zombies on the battlefield (itself, the opponent's Gravecrawler) plus
    # Zombie cards in all graveyards (one in each)
    answer = await layers(
        "Soulless One [graveyard: Gravecrawler] [opponent graveyard: Gravecrawler]"
        " + opp: Gravecrawler"
    )
    assert _pt(answer, "Soulless One") == (4, 4)


async def test_each_other_of_its_kind_leaves_out_the_one_it_counts_for(layers: Any) -> None:
    # Sliver Legion: each Sliver gets +1/+1 for each OTHER Sliver; with two Slivers each
    # counts one (and Muscle Sliver gives both +1/+1)
    answer = await layers("Sliver Legion + Muscle Sliver")
    assert _pt(answer, "Sliver Legion") == (9, 9)
    assert _pt(answer, "Muscle Sliver") == (3, 3)


async def test_the_count_of_others_is_made_for_each_creature_of_the_group(layers: Any) -> None:
    # Heroes' Podium: each legendary creature you control counts the other legendary ones
    # you control; the opponent's legendary Isamaru is counted by no one
    answer = await layers(
        "Isamaru, Hound of Konda + Zurgo Helmsmasher + Heroes' Podium"
        " + opp: Isamaru, Hound of Konda"
    )
    assert _pt(answer, "Zurgo Helmsmasher") == (8, 3)
    isamarus = [o for o in answer["reply"]["objects"] if o["name"].startswith("Isamaru")]
    assert sorted((o["controller"], o["power"]) for o in isamarus) == [
        ("opponent", 2),
        ("you", 3),
    ]


async def test_equipment_attached_to_the_source_pumps_the_others(layers: Any) -> None:
    # Armament Master: other Kor you control get +2/+2 for each Equipment attached to IT
    answer = await layers("Armament Master + Bonesplitter + Kor Duelist")
    assert _pt(answer, "Kor Duelist") == (3, 3)
    assert _pt(answer, "Armament Master") == (4, 2)  # only Bonesplitter's +2/+0
    assert answer["reply"]["unmodelled"] == []


async def test_counters_on_a_group_are_counted_on_every_member(layers: Any) -> None:
    # Fungal Behemoth (*/*): +1/+1 counters on creatures you control, its own included
    answer = await layers(
        "Hill Giant + +1/+1 counter + +1/+1 counter + opp: Grizzly Bears"
        " + +1/+1 counter -> Grizzly Bears + Fungal Behemoth + +1/+1 counter -> Fungal Behemoth"
    )
    assert _pt(answer, "Fungal Behemoth") == (4, 4)  # 3 counters, one of them its own


async def test_counters_on_other_creatures_leave_out_the_enchanted_ones(layers: Any) -> None:
    # Gleam of Authority: +1/+1 for each +1/+1 counter on OTHER creatures you control
    answer = await layers(
        "Grizzly Bears + +1/+1 counter + Hill Giant + +1/+1 counter -> Hill Giant"
        " + Gleam of Authority"
    )
    assert _pt(answer, "Grizzly Bears") == (4, 4)
    assert _pt(answer, "Hill Giant") == (4, 4)


async def test_cards_in_all_players_hands_are_each_stated_hand(layers: Any) -> None:
    answer = await layers("Multani, Maro-Sorcerer [hand 3] [opponent hand 2]")
    assert _pt(answer, "Multani, Maro-Sorcerer") == (5, 5)
    assert answer["reply"]["unmodelled"] == []


async def test_a_hand_the_scenario_does_not_state_is_said_not_guessed(layers: Any) -> None:
    answer = await layers("Multani, Maro-Sorcerer [hand 3]")
    assert _pt(answer, "Multani, Maro-Sorcerer") == (3, 3)
    (doubt,) = answer["reply"]["unmodelled"]
    assert "opponent's hand" in doubt and "[opponent hand N]" in doubt


async def test_the_opponents_graveyard_counts_its_unnamed_cards_too(layers: Any) -> None:
    # Consuming Aberration: every card in your opponents' graveyards; yours don't count
    answer = await layers(
        "Consuming Aberration [graveyard: Hill Giant] [opponent graveyard size 4]"
    )
    assert _pt(answer, "Consuming Aberration") == (4, 4)


async def test_its_controllers_graveyard_is_the_enchanted_creatures_controllers(
    layers: Any,
) -> None:
    # Death's Approach on the opponent's Serra Angel counts the opponent's creature cards
    answer = await layers(
        "opp: Serra Angel [opponent graveyard: Hill Giant, Grizzly Bears]"
        " [graveyard: Hill Giant] + Death's Approach"
    )
    assert _pt(answer, "Serra Angel") == (2, 2)


async def test_other_creatures_named_like_it_count_a_copy_of_it_too(layers: Any) -> None:
    # Relentless Rats: +1/+1 for each other creature named Relentless Rats (a Clone
    # copying one has that name, 707.2)
    answer = await layers(
        "Relentless Rats + Relentless Rats + Clone [copy: Relentless Rats] + opp: Grizzly Bears"
    )
    rats = [o["power"] for o in answer["reply"]["objects"] if o["name"] == "Relentless Rats"]
    assert rats == [4, 4, 4]


async def test_an_activated_ability_pumps_each_creature_with_its_name(layers: Any) -> None:
    # "Each creature you control named Pack Mastiff gets +1/+0": both 2/2s are 3/2 (this
    # test used to expect 2, the answer of a bug: the set locked as it resolved was empty)
    answer = await layers("Pack Mastiff + Pack Mastiff + Hill Giant + activate Pack Mastiff")
    mastiffs = [o["power"] for o in answer["reply"]["objects"] if o["name"] == "Pack Mastiff"]
    assert mastiffs == [3, 3]
    assert _pt(answer, "Hill Giant") == (3, 3)


async def test_cards_with_the_spells_name_in_all_graveyards_add_up(layers: Any) -> None:
    # Muscle Burst: X is 3 plus the cards named Muscle Burst in all graveyards
    answer = await layers(
        "Grizzly Bears [graveyard: Muscle Burst] [opponent graveyard: Muscle Burst]"
        " + Muscle Burst -> Grizzly Bears"
    )
    assert _pt(answer, "Grizzly Bears") == (7, 7)


async def test_a_land_named_in_the_text_is_counted_by_its_name(layers: Any) -> None:
    answer = await layers("Walker of the Wastes + Wastes + Wastes + Forest")
    assert _pt(answer, "Walker of the Wastes") == (6, 6)


async def test_a_changeling_fills_whichever_role_makes_the_party_largest(layers: Any) -> None:
    # 700.8: Archpriest (Cleric), Changeling Outcast (every type), Merfolk Looter (Rogue):
    # the Outcast is the Warrior or the Wizard, so the party has three
    answer = await layers("Archpriest of Iona + Changeling Outcast + Merfolk Looter")
    assert _pt(answer, "Archpriest of Iona")[0] == 3


async def test_each_opponent_still_in_the_game_counts(layers: Any) -> None:
    # Blazing Sunsteel: +1/+0 for each opponent you have; p4 leaves the game (800.4a)
    answer = await layers("Grizzly Bears [players 4] + Blazing Sunsteel")
    assert _pt(answer, "Grizzly Bears") == (5, 2)
    answer = await layers("Grizzly Bears [players 4] + Blazing Sunsteel + p4: concede")
    assert _pt(answer, "Grizzly Bears") == (4, 2)


async def test_cards_exiled_with_it_are_its_linked_exile(layers: Any) -> None:
    # Lumbering Battlement (4/5): +2/+2 for each card exiled with it (607.2a)
    answer = await layers("Lumbering Battlement [exile: Grizzly Bears, Hill Giant]")
    assert _pt(answer, "Lumbering Battlement") == (8, 9)


async def test_the_life_paid_as_it_entered_is_stated_like_x(layers: Any) -> None:
    answer = await layers("Minion of the Wastes [x 6]")
    assert _pt(answer, "Minion of the Wastes") == (6, 6)
    answer = await layers("Grizzly Bears + Minion of the Wastes")
    assert any("the life paid as it entered" in line for line in answer["reply"]["unmodelled"])


async def test_the_greatest_power_in_graveyards_is_read_among_the_named_cards(
    layers: Any,
) -> None:
    # Coram (0/5): +X/+0, X the greatest power among creature cards in all graveyards
    answer = await layers(
        "Coram, the Undertaker [graveyard: Grizzly Bears] [opponent graveyard: Serra Angel]"
    )
    assert _pt(answer, "Coram, the Undertaker") == (4, 5)  # the opponent's Serra Angel
    assert answer["reply"]["unmodelled"] == []


async def test_cards_known_only_by_the_graveyards_size_are_said_left_out(layers: Any) -> None:
    # Monstrous War-Leech: the greatest mana value among cards in your graveyard
    answer = await layers("Monstrous War-Leech [graveyard: Hill Giant] [graveyard size 5]")
    assert _pt(answer, "Monstrous War-Leech") == (4, 4)
    (doubt,) = answer["reply"]["unmodelled"]
    assert "named cards only" in doubt and "4 card(s)" in doubt


async def test_for_each_first_counts_what_the_spell_did_as_stated(layers: Any) -> None:
    # Pyretic Charge: "For each card discarded this way, creatures you control get +1/+0"
    answer = await layers("Grizzly Bears + Pyretic Charge [x 3]")
    assert _pt(answer, "Grizzly Bears") == (5, 2)


async def test_cards_your_opponents_own_in_exile_are_theirs_only(layers: Any) -> None:
    # Umbris (1/1): +1/+1 for each card your opponents own in exile (yours don't count)
    answer = await layers("Umbris, Fear Manifest + opp: exile: Hill Giant + exile: Serra Angel")
    assert _pt(answer, "Umbris, Fear Manifest") == (2, 2)


async def test_chroma_counts_the_mana_symbols_of_your_permanents(layers: Any) -> None:
    # Primalcrux: green mana symbols in the mana costs of permanents you control (700.5)
    answer = await layers("Primalcrux + Llanowar Elves + opp: Llanowar Elves")
    assert _pt(answer, "Primalcrux") == (7, 7)


async def test_chroma_counts_each_creatures_own_mana_symbols(layers: Any) -> None:
    # Light from Within: +1/+1 for each white mana symbol in ITS mana cost ({3}{W}{W}: +2)
    answer = await layers("Serra Angel + Light from Within + Grizzly Bears")
    assert _pt(answer, "Serra Angel") == (6, 6)
    assert _pt(answer, "Grizzly Bears") == (2, 2)
