"""What the fifteenth stop's review found about legal choices: a legend's short name in its
own text (201.5c), what a Clone-like may copy (707.2), what equip and enchant may target
(702.6a, 702.6c, 303.4a, 702.5a), and a hint that names only a term that works."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named, refusal_in, size_of, warnings_in

NAMES = [
    "Grizzly Bears", "Hill Giant", "Crovax the Cursed", "May of the Machine", "Murder",
    "Deceptive Frostkite", "Ulamog's Crusher", "Mockingbird", "Excalibur, Sword of Eden",
    "Isamaru, Hound of Konda", "Bonesplitter", "Faith Unbroken", "Endless Whispers",
    "Illusory Gains", "Llanowar Elves", "Champion of the Parish", "Elite Vanguard",
    "Verdeloth the Ancient", "Lizard, Connors's Curse",
]  # fmt: skip


async def test_a_legend_enters_with_the_counters_its_short_name_gets(layers: Any) -> None:
    # Crovax the Cursed: "Crovax enters with four +1/+1 counters on it" (201.5c)
    answer = await layers("Crovax the Cursed")
    assert size_of(answer, "Crovax the Cursed") == (4, 4)
    assert only_named(answer, "Crovax the Cursed")["zone"] == "battlefield"


async def test_a_legend_s_kicked_enters_trigger_is_read_by_its_short_name(layers: Any) -> None:
    # Verdeloth the Ancient: "When Verdeloth enters, if it was kicked, create X 1/1 ..."
    board = "Grizzly Bears + Murder -> Grizzly Bears + Verdeloth the Ancient"
    kicked = await layers(f"{board} [kicked] [x 2]")
    assert len([o for o in kicked["reply"]["objects"] if o["name"] == "Saproling Token"]) == 2
    assert warnings_in(kicked) == ""
    unkicked = await layers(board)
    assert not any(o["name"] == "Saproling Token" for o in unkicked["reply"]["objects"])
    assert any("only if it was kicked" in note for note in unkicked["reply"]["notes"])


async def test_a_short_name_that_is_a_creature_type_stays_the_type(layers: Any) -> None:
    # Lizard, Connors's Curse: "becomes a green Lizard creature" names the type, not itself
    answer = await layers(
        "Grizzly Bears + Hill Giant + Murder -> Grizzly Bears + Lizard, Connors's Curse "
        "-> Hill Giant"
    )
    giant = only_named(answer, "Hill Giant")
    assert (giant["power"], giant["toughness"]) == (4, 4)
    assert "Lizard" in giant["subtypes"] and warnings_in(answer) == ""


async def test_a_spell_s_first_word_is_not_taken_for_its_name(layers: Any) -> None:
    # May of the Machine is no legend: "May 6th" in its text is a date, not the card
    answer = await layers("Grizzly Bears + May of the Machine -> Grizzly Bears")
    assert "May 6th" in warnings_in(answer)
    assert "May of the Machine 6th" not in warnings_in(answer)


async def test_a_clone_like_refuses_an_original_its_limit_excludes(layers: Any) -> None:
    # Deceptive Frostkite copies "a creature you control with power 4 or greater"
    small = await layers("Grizzly Bears + Deceptive Frostkite [copy: Grizzly Bears]")
    assert "power 4 or greater" in refusal_in(small) and "707.2" in refusal_in(small)
    theirs = await layers("opp: Ulamog's Crusher + Deceptive Frostkite [copy: Ulamog's Crusher]")
    assert "you control" in refusal_in(theirs)
    mine = await layers("Ulamog's Crusher + Deceptive Frostkite [copy: Ulamog's Crusher]")
    assert [o["power"] for o in mine["reply"]["objects"]] == [8, 8]


async def test_the_copy_hint_names_the_card_s_own_limit(layers: Any) -> None:
    answer = await layers("Deceptive Frostkite")
    warned = warnings_in(answer)
    assert "[copy: Name], naming a creature you control with power 4 or greater" in warned
    assert "Grizzly Bears" not in warned


async def test_a_copy_limit_not_read_is_said(layers: Any) -> None:
    # Mockingbird: "mana value less than or equal to the amount of mana spent" is not read
    answer = await layers("Grizzly Bears + Mockingbird [copy: Grizzly Bears]")
    assert "not checked against Grizzly Bears" in warnings_in(answer)


async def test_equip_legendary_creature_refuses_another(layers: Any) -> None:
    # Excalibur, Sword of Eden: "Equip legendary creature {2}" (702.6c)
    board = "Grizzly Bears + Isamaru, Hound of Konda + Excalibur, Sword of Eden"
    bears = await layers(f"{board} + equip Excalibur, Sword of Eden -> Grizzly Bears")
    assert "legendary creature you control" in refusal_in(bears) and "702.6c" in refusal_in(bears)
    legend = await layers(f"{board} + equip Excalibur, Sword of Eden -> Isamaru, Hound of Konda")
    assert size_of(legend, "Isamaru, Hound of Konda") == (12, 2)


async def test_equip_targets_a_creature_its_activator_controls(layers: Any) -> None:
    # 702.6a: "Attach to target creature you control"
    theirs = await layers("Grizzly Bears + opp: Hill Giant + Bonesplitter + equip Bonesplitter "
                          "-> Hill Giant")  # fmt: skip
    assert "702.6a" in refusal_in(theirs)
    own = await layers("Grizzly Bears + opp: Hill Giant + opp: Bonesplitter + "
                       "opp: equip Bonesplitter -> Hill Giant")  # fmt: skip
    assert size_of(own, "Hill Giant") == (5, 3)


async def test_an_aura_that_enchants_your_creature_refuses_theirs(layers: Any) -> None:
    # Faith Unbroken: "Enchant creature you control" (303.4a, 702.5a)
    answer = await layers("Grizzly Bears + opp: Hill Giant + Faith Unbroken -> Hill Giant")
    assert "you control" in refusal_in(answer) and "702.5a" in refusal_in(answer)


async def test_an_aura_s_host_and_its_trigger_s_target_are_named_in_turn(layers: Any) -> None:
    # "-> Grizzly Bears, Hill Giant": the Aura enchants Bears, its trigger exiles Hill Giant
    answer = await layers(
        "Grizzly Bears + opp: Hill Giant + Faith Unbroken -> Grizzly Bears, Hill Giant"
    )
    assert size_of(answer, "Grizzly Bears") == (4, 4)
    assert only_named(answer, "Hill Giant")["zone"] == "exile"


async def test_a_hint_never_offers_a_trigger_term_that_is_refused(layers: Any) -> None:
    # Endless Whispers gives a dies trigger "trigger Grizzly Bears" can't resolve
    died = await layers("Grizzly Bears + Endless Whispers + Murder -> Grizzly Bears")
    assert "triggered and was not resolved" in warnings_in(died)
    assert "trigger Grizzly Bears" not in warnings_in(died)
    refused = await layers(
        "Grizzly Bears + Endless Whispers + Murder -> Grizzly Bears + trigger Grizzly Bears"
    )
    assert refused["ok"] is False
    # Illusory Gains's re-attach trigger: said, with no "trigger Illusory Gains" to write
    board = "Grizzly Bears + opp: Hill Giant + Illusory Gains -> Hill Giant + Murder -> "
    gains = await layers(f"{board}Grizzly Bears + opp: Llanowar Elves")
    assert "Illusory Gains" in warnings_in(gains)
    assert "trigger Illusory Gains" not in warnings_in(gains)


async def test_a_hint_still_offers_a_trigger_term_that_works(layers: Any) -> None:
    # Champion of the Parish's counter is carried out by "trigger Champion of the Parish"
    board = "Champion of the Parish + Grizzly Bears + Murder -> Grizzly Bears + Elite Vanguard"
    said = await layers(board)
    assert "add “trigger Champion of the Parish”" in warnings_in(said)
    resolved = await layers(f"{board} + trigger Champion of the Parish")
    assert size_of(resolved, "Champion of the Parish") == (2, 2)


async def test_an_equipment_entering_attached_says_its_equip_couldn_t_have(layers: Any) -> None:
    # Excalibur put onto the board on Grizzly Bears: a state equip can't reach (702.6c)
    answer = await layers("Grizzly Bears + Excalibur, Sword of Eden")
    notes = " ".join(answer["reply"]["notes"])
    assert "couldn't have done" in notes and "legendary creature you control" in notes
    plain = await layers("Grizzly Bears + Bonesplitter")
    assert not any("equip ability" in note for note in plain["reply"]["notes"])
