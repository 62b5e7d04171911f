"""What the fourteenth stop's review found (sixth draw, findings D): a two-word creature type
on a type line, bloodthirst and other "enters with" counters under a condition or a count,
cost parts not paid, the defending player outside combat, two "target" words of one spell,
a copy that exiles the card it copies and keeps its ability."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = [
    "The Master, Multiplied", "Rabble-Rouser", "Apocalypse Hydra", "Ulamog, the Defiler",
    "Grizzly Bears", "Keldon Battlewagon", "Hill Giant", "Yare",
    "Cankerous Thirst", "Dimir Doppelganger", "Tarmogoyf", "Serra Angel",
    "Emrakul, the Aeons Torn", "Undergrowth Scavenger", "Bone Devourer", "Lightning Bolt",
]  # fmt: skip


def warnings(answer: dict[str, Any]) -> str:
    return " ".join(answer["reply"]["unmodelled"])


async def test_time_lord_is_one_creature_type(layers: Any) -> None:
    # 205.3m: "Time Lord" is the one creature type of two words; "Time" alone is a planar
    # type, which a creature can't have (205.3d), so splitting it dropped it
    master = only_named(await layers("The Master, Multiplied"), "The Master, Multiplied")
    assert master["subtypes"] == ["Time Lord", "Rogue"]
    assert master["steps"] == []


async def test_bloodthirst_gives_no_counter_unless_said_and_is_warned(layers: Any) -> None:
    # bloodthirst 1 (702.54a): the counter only if an opponent was dealt damage this turn;
    # with nothing stated or seen it enters as printed, and the reply says what it assumed
    answer = await layers("Rabble-Rouser")
    rouser = only_named(answer, "Rabble-Rouser")
    assert (rouser["power"], rouser["toughness"]) == (1, 1)
    assert "[opponents dealt damage N]" in warnings(answer)


async def test_bloodthirst_counts_damage_the_scenario_dealt_or_states(layers: Any) -> None:
    # damage to the opponent earlier in the turn (120.3a), or the fact stated
    for scenario in (
        "Grizzly Bears + Lightning Bolt -> opp + Rabble-Rouser",
        "Grizzly Bears [opponents dealt damage] + Rabble-Rouser",
        "Rabble-Rouser [opponents dealt damage]",  # stated as it enters
    ):
        answer = await layers(scenario)
        rouser = only_named(answer, "Rabble-Rouser")
        assert (rouser["power"], rouser["toughness"]) == (2, 2)
        assert answer["reply"]["unmodelled"] == []
    # damage to yourself is no opponent's, and a new turn forgets it
    for scenario in (
        "Grizzly Bears + Lightning Bolt -> you + Rabble-Rouser",
        "Grizzly Bears + Lightning Bolt -> opp + end turn + end turn + Rabble-Rouser",
    ):
        rouser = only_named(await layers(scenario), "Rabble-Rouser")
        assert (rouser["power"], rouser["toughness"]) == (1, 1)


async def test_a_condition_after_counters_it_does_read_keeps_them(layers: Any) -> None:
    # Apocalypse Hydra: X counters always, X more only "if X is 5 or more" (said)
    answer = await layers("Apocalypse Hydra [x 6]")
    hydra = only_named(answer, "Apocalypse Hydra")
    assert (hydra["power"], hydra["toughness"]) == (6, 6)
    assert "If X is 5 or more" in warnings(answer)


async def test_a_cost_that_taps_another_creature_is_said_when_not_paid(layers: Any) -> None:
    # Keldon Battlewagon: "Tap an untapped creature you control" (601.2h) is not carried
    # out, so Hill Giant stays untapped; the reply says so, as it does for a sacrifice
    answer = await layers("Keldon Battlewagon + Hill Giant + activate Keldon Battlewagon [x 3]")
    wagon = only_named(answer, "Keldon Battlewagon")
    assert (wagon["power"], wagon["toughness"]) == (3, 3)
    assert "“Tap an untapped creature you control” is not paid here" in warnings(answer)


async def test_the_defending_player_is_the_one_attacked_on_the_attackers_turn(
    layers: Any,
) -> None:
    # Yare: "target creature defending player controls" (506.2); on the opponent's turn,
    # with their creature attacking, your creature is one
    answer = await layers(
        "Grizzly Bears [opponent's turn] + opp: Hill Giant [attacking] + Yare -> Grizzly Bears"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (5, 2)


async def test_an_attack_on_the_wrong_turn_is_said_as_such(layers: Any) -> None:
    # the opponent's creature attacks, yet the scenario plays on your turn (its default):
    # the refusal names the turn, not the target (508.1a)
    answer = await layers("Grizzly Bears + opp: Hill Giant [attacking] + Yare -> Grizzly Bears")
    assert answer["ok"] is False
    assert "Hill Giant is attacking, but it is your turn" in answer["error"]
    assert "[opponent's turn]" in answer["hint"]


async def test_there_is_no_defending_player_outside_combat(layers: Any) -> None:
    answer = await layers("Grizzly Bears + opp: Hill Giant + Yare -> Hill Giant")
    assert answer["ok"] is False
    assert "no creature is attacking" in answer["error"] and "506.2" in answer["error"]


async def test_two_target_words_of_one_spell_are_two_targets(layers: Any) -> None:
    # Cankerous Thirst: each "target creature" is a target of its own (115.1), named in
    # order after one arrow
    answer = await layers(
        "Grizzly Bears + opp: Hill Giant + Cankerous Thirst [spent {B}] [spent {G}] "
        "-> Hill Giant, Grizzly Bears"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (5, 5)
    giant = only_named(answer, "Hill Giant")
    assert (giant["power"], giant["toughness"]) == (0, 0) and giant["zone"] == "graveyard"


async def test_a_target_keeps_its_word_when_an_earlier_if_fails(layers: Any) -> None:
    # only {G} spent: the -3/-3 part doesn't apply (608.2c), and the +3/+3 still goes to
    # the second creature named, the one its own "target" word chose (601.2c)
    answer = await layers(
        "Grizzly Bears + opp: Hill Giant + Cankerous Thirst [spent {G}] "
        "-> Hill Giant, Grizzly Bears"
    )
    assert (only_named(answer, "Grizzly Bears")["power"]) == 5
    assert (only_named(answer, "Hill Giant")["power"]) == 3


async def test_both_target_words_may_choose_one_creature(layers: Any) -> None:
    # 115.3: the same object may be chosen for each "target"; one name leaves the second
    # part without a target, and the reply says so
    both = await layers(
        "Grizzly Bears + Cankerous Thirst [spent {B}] [spent {G}] -> Grizzly Bears, Grizzly Bears"
    )
    bears = only_named(both, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (2, 2)
    one = await layers("Grizzly Bears + Cankerous Thirst [spent {B}] [spent {G}] -> Grizzly Bears")
    assert any("no target was named for" in note for note in one["reply"]["notes"])


async def test_the_card_a_copy_ability_exiles_leaves_its_graveyard(layers: Any) -> None:
    # Dimir Doppelganger exiles the creature card it copies (707.2): Tarmogoyf counts no
    # creature card in a graveyard any more (404.1), 0/1 not 1/2
    answer = await layers(
        "Tarmogoyf + Dimir Doppelganger + opp: graveyard: Serra Angel + "
        "activate Dimir Doppelganger [copy: Serra Angel]"
    )
    goyf = only_named(answer, "Tarmogoyf")
    assert (goyf["power"], goyf["toughness"]) == (0, 1)
    exiled = [o for o in answer["reply"]["objects"] if o["card"] == "Serra Angel"]
    assert [o["zone"] for o in exiled] == ["exile"]


async def test_a_copy_that_keeps_this_ability_can_use_it_again(layers: Any) -> None:
    # "except it has this ability" (707.9b): the Serra Angel copy, named Serra Angel now,
    # activates it to become a Hill Giant; named by its card's name, too
    start = (
        "Dimir Doppelganger [graveyard: Serra Angel, Hill Giant] + "
        "activate Dimir Doppelganger [copy: Serra Angel] + "
    )
    for name in ("Serra Angel", "Dimir Doppelganger"):
        answer = await layers(f"{start}activate {name} [copy: Hill Giant]")
        giant = only_named(answer, "Hill Giant")
        assert giant["card"] == "Dimir Doppelganger"
        assert (giant["power"], giant["toughness"]) == (3, 3)
        assert any("Exile target creature card" in a for a in giant["abilities"])


async def test_a_number_of_counters_equal_to_a_count_is_counted_as_it_enters(
    layers: Any,
) -> None:
    # Ulamog, the Defiler: as many +1/+1 counters as the greatest mana value among cards in
    # exile (614.1c), Emrakul's 15; annihilator X follows the counters
    answer = await layers("Grizzly Bears + exile: Emrakul, the Aeons Torn + Ulamog, the Defiler")
    ulamog = only_named(answer, "Ulamog, the Defiler")
    assert (ulamog["power"], ulamog["toughness"]) == (22, 22)
    assert "annihilator 15" in ulamog["abilities"]
    alone = only_named(await layers("Ulamog, the Defiler"), "Ulamog, the Defiler")
    assert (alone["power"], alone["toughness"]) == (7, 7)
    # Undergrowth Scavenger (0/0): the creature cards in all graveyards
    scavenger = only_named(
        await layers(
            "Grizzly Bears [graveyard: Hill Giant, Grizzly Bears] + Undergrowth Scavenger"
        ),
        "Undergrowth Scavenger",
    )
    assert (scavenger["power"], scavenger["toughness"]) == (2, 2)


async def test_a_graveyard_stated_on_the_entering_term_is_counted_as_it_enters(
    layers: Any,
) -> None:
    # the graveyard brackets of the Scavenger's own term are in place before it enters, so
    # its count sees them (614.1c); a graveyard known only by its size is said, not counted
    named = await layers("Undergrowth Scavenger [graveyard: Hill Giant, Grizzly Bears]")
    scavenger = only_named(named, "Undergrowth Scavenger")
    assert (scavenger["power"], scavenger["toughness"]) == (2, 2)
    theirs = await layers("Grizzly Bears + Undergrowth Scavenger [opponent graveyard: Hill Giant]")
    assert only_named(theirs, "Undergrowth Scavenger")["power"] == 1
    sized = await layers("Undergrowth Scavenger [graveyard size 3]")
    assert "known only by its size ([graveyard size 3])" in warnings(sized)


async def test_a_count_not_read_is_said_not_dropped(layers: Any) -> None:
    # Bone Devourer: "the number of creatures that died this turn" is not counted here
    answer = await layers("Bone Devourer")
    assert "creatures that died this turn" in warnings(answer)
