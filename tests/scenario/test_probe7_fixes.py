"""What the seventh probe draw found, through the command core with Scryfall cards read by
the Oracle parser: a creature or a permanent that is neither an Aura, an Equipment nor a
Fortification and is attached to something becomes unattached (704.5p); loyalty counters put
on a planeswalker by a term, which its loyalty abilities pay from (606.6); a leaves trigger an
effect gave a creature ("gains 'When this creature dies, ...'") triggers as it leaves
(603.10a) and is warned of until it resolves; "destroy/exile/return target X and all other Xs
[that player controls] with the same name as that X" acts on those others too (Maelstrom
Pulse, Deputy of Detention, Legion's End); "transform ~", "Transform all Humans" turn a
double-faced permanent over, the same object (701.27a, 712.18); "It phases out" takes a
permanent and what is attached to it out of the game's view until its controller's next untap
step (702.26); ``[prototype]`` casts a card for its prototype cost, whose values a copy takes
(718.3b, 718.3d); reconfigure attaches an Equipment creature, which isn't a creature while
attached (702.151), and an Equipment creature enters unattached (301.5c); a card elsewhere may
be a commander (``graveyard: Name [commander]``, 903.3); Cytoshape's "Choose a nonlegendary
creature on the battlefield" is the choice ``[copy: Name]`` states, not a warning; "Exchange
your life total with ~'s power" sets the power and the life total (701.12c)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = (
    "Bonesplitter",
    "Grizzly Bears",
    "Ornithopter",
    "Saheeli, Sublime Artificer",
    "Tezzeret, Cruel Machinist",
    "Clone",
    "Abnormal Endurance",
    "Feign Death",
    "Ovinize",
    "Maelstrom Pulse",
    "Deputy of Detention",
    "Holy Strength",
    "Legion's End",
    "Hill Giant",
    "Serra Angel",
    "Declaration in Stone",
    "Echoing Truth",
    "Moonmist",
    "Village Ironsmith",
    "Giant Growth",
    "Delver of Secrets",
    "Huntmaster of the Fells",
    "Kruin Outlaw",
    "Elite Vanguard",
    "Cytoshape",
    "Slip Out the Back",
    "Wrath of God",
    "Tranquility",
    "Phyrexian Fleshgorger",
    "Lizard Blades",
    "Divine Smite",
    "Vampire Nighthawk",
    "Body Double",
    "Infernal Scarring",
    "Evra, Halcyon Witness",
    "Dub",
    "Tree of Redemption",
)

SAHEELI = "Saheeli, Sublime Artificer"

TEZZERET = "Tezzeret, Cruel Machinist"


async def test_a_copy_of_an_equipment_falls_off_when_the_copy_ends(layers: Any) -> None:
    # Saheeli's ruling: the Ornithopter equips as a Bonesplitter until end of turn; once it
    # is a creature again it becomes unattached (704.5p)
    board = (
        f"Bonesplitter + Grizzly Bears + Ornithopter + {SAHEELI} + activate {SAHEELI} [-2] "
        "-> Ornithopter, Bonesplitter + equip Ornithopter -> Grizzly Bears"
    )
    equipped = only_named(await layers(board), "Grizzly Bears")
    assert (equipped["power"], equipped["toughness"]) == (4, 2)
    answer = await layers(f"{board} + end turn")
    ornithopter = only_named(answer, "Ornithopter")
    assert ornithopter["attached_to"] is None
    assert ornithopter["zone"] == "battlefield"
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (2, 2)
    assert any("704.5p" in said for said in answer["reply"]["notes"])


async def test_loyalty_counters_pay_for_an_ultimate(layers: Any) -> None:
    # Tezzeret's ruling: a copy of a face-down 5/5 is a face-up nameless 5/5 artifact creature
    answer = await layers(
        f"{TEZZERET} + 3 loyalty counters + hand: Grizzly Bears + activate {TEZZERET} [-7] "
        "-> Grizzly Bears + Clone [copy: Grizzly Bears]"
    )
    (clone,) = [o for o in answer["reply"]["objects"] if o["card"] == "Clone"]
    assert (clone["power"], clone["toughness"], clone["name"]) == (5, 5, "nameless creature")
    assert clone["types"] == ["Artifact", "Creature"]
    assert clone["face_down"] is False


async def test_one_loyalty_counter_is_not_enough_for_minus_seven(layers: Any) -> None:
    # 306.5b: it enters with its printed 4 loyalty; 606.6: 5 can't pay -7
    answer = await layers(
        f"{TEZZERET} + loyalty counter + hand: Grizzly Bears + activate {TEZZERET} [-7] "
        "-> Grizzly Bears"
    )
    assert answer["ok"] is False
    assert "has 5 loyalty, not enough to pay" in str(answer["error"])


async def test_loyalty_counters_on_a_creature_are_still_refused(layers: Any) -> None:
    answer = await layers("Grizzly Bears + loyalty counter")
    assert answer["ok"] is False
    assert "on a permanent that has no loyalty" in str(answer["error"])


def _unresolved(answer: dict[str, Any]) -> list[str]:
    return [w for w in answer["reply"]["unmodelled"] if "triggered and was not resolved" in w]


async def test_a_granted_dies_trigger_is_warned_of_when_destroyed(layers: Any) -> None:
    # Tezzeret's ruling (a face-down creature that dies is returned face up) hinges on it
    answer = await layers(
        "Grizzly Bears + Abnormal Endurance -> Grizzly Bears + destroy Grizzly Bears"
    )
    assert only_named(answer, "Grizzly Bears")["zone"] == "graveyard"
    (warning,) = _unresolved(answer)
    assert "When Grizzly Bears dies, return it to the battlefield tapped" in warning


async def test_a_granted_dies_trigger_is_warned_of_after_lethal_damage(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + Feign Death -> Grizzly Bears + 2 damage -> Grizzly Bears"
    )
    (warning,) = _unresolved(answer)
    assert "with a +1/+1 counter on it" in warning


async def test_an_auras_granted_dies_trigger_is_warned_of_when_destroyed(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + Infernal Scarring -> Grizzly Bears + destroy Grizzly Bears"
    )
    (warning,) = _unresolved(answer)
    assert "When Grizzly Bears dies, draw a card" in warning


async def test_a_granted_dies_trigger_lost_before_it_died_does_not_trigger(layers: Any) -> None:
    # 603.10a: the abilities it had as it last existed; Ovinize took the granted one away
    answer = await layers(
        "Grizzly Bears + Abnormal Endurance -> Grizzly Bears + Ovinize -> Grizzly Bears "
        "+ destroy Grizzly Bears"
    )
    assert _unresolved(answer) == []


def _zones(answer: dict[str, Any], name: str) -> list[str]:
    assert answer["ok"] is True, answer
    return sorted(o["zone"] for o in answer["reply"]["objects"] if o["card"] == name)


async def test_maelstrom_pulse_destroys_every_permanent_of_that_name(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + opp: Grizzly Bears + opp: Hill Giant + Maelstrom Pulse -> Grizzly Bears #2"
    )
    assert _zones(answer, "Grizzly Bears") == ["graveyard", "graveyard"]
    assert _zones(answer, "Hill Giant") == ["battlefield"]


async def test_declaration_in_stone_spares_another_players_namesake(layers: Any) -> None:
    # "all other creatures its controller controls with the same name"
    answer = await layers(
        "Grizzly Bears + opp: Grizzly Bears + opp: Grizzly Bears + "
        "Declaration in Stone -> Grizzly Bears #2"
    )
    bears = [o for o in answer["reply"]["objects"] if o["card"] == "Grizzly Bears"]
    assert sorted((o["controller"], o["zone"]) for o in bears) == [
        ("opponent", "exile"), ("opponent", "exile"), ("you", "battlefield"),
    ]  # fmt: skip


async def test_echoing_truth_returns_each_namesake_to_its_owners_hand(layers: Any) -> None:
    answer = await layers("opp: Hill Giant + Hill Giant + Echoing Truth -> Hill Giant")
    assert _zones(answer, "Hill Giant") == ["hand", "hand"]


async def test_deputy_of_detention_exiles_and_returns_every_namesake(layers: Any) -> None:
    # its ruling: the Aura goes to the graveyard, the counter ceases to exist, both return
    board = (
        "opp: Grizzly Bears + opp: Grizzly Bears + +1/+1 counter -> Grizzly Bears + "
        "opp: Holy Strength -> Grizzly Bears #2 + Deputy of Detention -> Grizzly Bears"
    )
    exiled = await layers(board)
    assert _zones(exiled, "Grizzly Bears") == ["exile", "exile"]
    assert _zones(exiled, "Holy Strength") == ["graveyard"]
    back = await layers(f"{board} + destroy Deputy of Detention")
    bears = [
        (o["controller"], o["power"], o["counters"])
        for o in back["reply"]["objects"]
        if o["card"] == "Grizzly Bears" and o["zone"] == "battlefield"
    ]
    assert bears == [("opponent", 2, {}), ("opponent", 2, {})]  # new objects (400.7)


async def test_legions_end_finds_no_namesake_for_a_face_down_creature(layers: Any) -> None:
    # its ruling: a face-down creature has no name (708.2), so it shares none
    answer = await layers(
        "opp: face-down Hill Giant + opp: face-down Serra Angel + Legion's End -> Hill Giant"
    )
    assert _zones(answer, "Hill Giant") == ["exile"]
    assert _zones(answer, "Serra Angel") == ["battlefield"]


async def test_a_transformed_permanent_keeps_its_pump(layers: Any) -> None:
    # CR 712.18's example: Giant Growth still applies to Ironfang (3/1)
    answer = await layers("Village Ironsmith + Giant Growth -> Village Ironsmith + Moonmist")
    ironfang = only_named(answer, "Ironfang")
    assert (ironfang["power"], ironfang["toughness"]) == (6, 4)
    assert "first strike" in ironfang["abilities"]


async def test_a_transformed_permanent_keeps_its_counters_and_aura(layers: Any) -> None:
    answer = await layers(
        "Delver of Secrets + +1/+1 counter + Holy Strength -> Delver of Secrets + Moonmist"
    )
    aberration = only_named(answer, "Insectile Aberration")
    assert (aberration["power"], aberration["toughness"]) == (5, 5)
    assert aberration["counters"] == {"+1/+1": 1}
    assert (
        only_named(answer, "Holy Strength")["attached_to"]
        == "Delver of Secrets // Insectile Aberration"
    )


async def test_transforming_again_turns_the_front_face_up(layers: Any) -> None:
    answer = await layers("Delver of Secrets [transformed] + Moonmist")
    (delver,) = [o for o in answer["reply"]["objects"] if o["card"].startswith("Delver")]
    assert (delver["power"], delver["toughness"]) == (1, 1)
    assert "flying" not in delver["abilities"]


async def test_a_copy_of_a_human_transforms_but_stays_a_copy(layers: Any) -> None:
    # CR 712.9's example: the back face is up, the copy effect still applies (613.2)
    answer = await layers(
        "Kruin Outlaw + Elite Vanguard + Cytoshape -> Kruin Outlaw [copy: Elite Vanguard] "
        "+ Moonmist"
    )
    (outlaw,) = [o for o in answer["reply"]["objects"] if o["card"].startswith("Kruin")]
    assert (outlaw["name"], outlaw["power"], outlaw["toughness"]) == ("Elite Vanguard", 2, 1)
    after = await layers(
        "Kruin Outlaw + Elite Vanguard + Cytoshape -> Kruin Outlaw [copy: Elite Vanguard] "
        "+ Moonmist + end turn"
    )
    terror = only_named(after, "Terror of Kruin Pass")
    assert (terror["power"], terror["toughness"]) == (3, 3)


async def test_a_transforms_into_trigger_is_warned_of(layers: Any) -> None:
    answer = await layers("Huntmaster of the Fells + Moonmist")
    assert only_named(answer, "Ravager of the Fells")["power"] == 4
    assert any("transforms into" in w for w in answer["reply"]["unmodelled"])


async def test_a_single_faced_human_is_left_as_it_is(layers: Any) -> None:
    answer = await layers("Elite Vanguard + Moonmist")
    vanguard = only_named(answer, "Elite Vanguard")
    assert (vanguard["power"], vanguard["toughness"]) == (2, 1)
    assert not any("transform" in note for note in answer["reply"]["notes"])


async def test_a_phased_out_creature_is_not_destroyed_by_a_wrath(layers: Any) -> None:
    # CR 702.26b's example: it is treated as though it doesn't exist
    answer = await layers(
        "Grizzly Bears + Hill Giant + Slip Out the Back -> Grizzly Bears + Wrath of God"
    )
    assert only_named(answer, "Hill Giant")["zone"] == "graveyard"
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["zone"], bears["status"], bears["counters"]) == (
        "battlefield", ["phased out"], {"+1/+1": 1},
    )  # fmt: skip


SLIPPED = (
    "Grizzly Bears + Holy Strength -> Grizzly Bears + Slip Out the Back -> Grizzly Bears "
    "+ Tranquility + end turn"
)


async def test_an_aura_phases_out_with_its_creature_until_their_untap_step(
    layers: Any,
) -> None:
    # 702.26g: indirectly, with the Bears; 702.26a: in their controller's untap step only
    opponents_turn = await layers(SLIPPED)
    assert only_named(opponents_turn, "Holy Strength")["status"] == ["phased out"]
    assert only_named(opponents_turn, "Grizzly Bears")["status"] == ["phased out"]
    back = await layers(f"{SLIPPED} + end turn")
    bears = only_named(back, "Grizzly Bears")
    assert (bears["power"], bears["toughness"], bears["status"]) == (4, 5, [])
    assert only_named(back, "Holy Strength")["attached_to"] == "Grizzly Bears"


async def test_a_prototyped_permanent_is_small_and_black(layers: Any) -> None:
    gorger = only_named(await layers("Phyrexian Fleshgorger [prototype]"), "Phyrexian Fleshgorger")
    assert (gorger["power"], gorger["toughness"], gorger["colors"]) == (3, 3, ["black"])


async def test_a_copy_of_a_prototyped_permanent_is_prototyped(layers: Any) -> None:
    # 718.3d
    answer = await layers("Phyrexian Fleshgorger [prototype] + Clone [copy: Phyrexian Fleshgorger]")
    (clone,) = [o for o in answer["reply"]["objects"] if o["card"] == "Clone"]
    assert (clone["power"], clone["toughness"], clone["colors"]) == (3, 3, ["black"])


async def test_a_blinked_prototyped_permanent_comes_back_full_size(layers: Any) -> None:
    # 400.7: a new object, not cast prototyped
    answer = await layers("Phyrexian Fleshgorger [prototype] + blink Phyrexian Fleshgorger")
    (back,) = [
        o for o in answer["reply"]["objects"]
        if o["card"] == "Phyrexian Fleshgorger" and o["zone"] == "battlefield"
    ]  # fmt: skip
    assert (back["power"], back["toughness"], back["colors"]) == (7, 5, [])


async def test_prototype_on_a_card_without_it_is_refused(layers: Any) -> None:
    answer = await layers("Grizzly Bears [prototype]")
    assert answer["ok"] is False
    assert "has no prototype" in str(answer["error"])


RECONFIGURED = "Lizard Blades + Grizzly Bears + activate Lizard Blades -> Grizzly Bears"


async def test_a_reconfigured_equipment_is_not_a_creature_while_attached(layers: Any) -> None:
    answer = await layers(RECONFIGURED)
    blades = only_named(answer, "Lizard Blades")
    assert "Creature" not in blades["types"]
    assert blades["attached_to"] == "Grizzly Bears"
    assert "double strike" in only_named(answer, "Grizzly Bears")["abilities"]


async def test_a_reconfigured_equipment_is_a_creature_again_once_unattached(
    layers: Any,
) -> None:
    for unattached in ("destroy Grizzly Bears", "activate Lizard Blades"):
        blades = only_named(await layers(f"{RECONFIGURED} + {unattached}"), "Lizard Blades")
        assert (blades["attached_to"], blades["power"], blades["toughness"]) == (None, 1, 1)
        assert "Creature" in blades["types"]


async def test_reconfigure_attaches_only_to_a_creature_of_its_controller(layers: Any) -> None:
    answer = await layers(
        "Lizard Blades + opp: Grizzly Bears + activate Lizard Blades -> Grizzly Bears"
    )
    assert answer["ok"] is False
    assert "another creature its controller controls" in str(answer["error"])


async def test_an_equipment_creature_enters_unattached(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Lizard Blades")
    assert only_named(answer, "Lizard Blades")["attached_to"] is None
    assert "double strike" not in only_named(answer, "Grizzly Bears")["abilities"]


async def test_exile_instead_of_phasing_out_for_a_black_creature(layers: Any) -> None:
    # Divine Smite: "... phases out. If that permanent is black, exile it instead."
    black = await layers("opp: Vampire Nighthawk + Divine Smite -> Vampire Nighthawk")
    assert only_named(black, "Vampire Nighthawk")["zone"] == "exile"
    green = await layers("opp: Grizzly Bears + Divine Smite -> Grizzly Bears")
    assert only_named(green, "Grizzly Bears")["status"] == ["phased out"]


async def test_a_copy_of_a_commander_in_a_graveyard_is_no_commander(layers: Any) -> None:
    # CR 903.3's example: the designation is the card's, not a copiable value
    answer = await layers(
        "Hill Giant + graveyard: Grizzly Bears [commander] + Body Double [copy: Grizzly Bears]"
    )
    objects = {o["card"]: o for o in answer["reply"]["objects"]}
    assert (objects["Body Double"]["name"], objects["Body Double"]["is_commander"]) == (
        "Grizzly Bears", False,
    )  # fmt: skip
    assert (objects["Grizzly Bears"]["zone"], objects["Grizzly Bears"]["is_commander"]) == (
        "graveyard", True,
    )  # fmt: skip


async def test_other_brackets_on_a_card_elsewhere_are_still_refused(layers: Any) -> None:
    answer = await layers("Hill Giant + graveyard: Grizzly Bears [tapped]")
    assert answer["ok"] is False
    assert "[tapped] would apply to nothing" in str(answer["error"])


async def test_the_creature_cytoshape_chooses_is_the_copy_bracket(layers: Any) -> None:
    answer = await layers("Hill Giant + Serra Angel + Cytoshape -> Hill Giant [copy: Serra Angel]")
    (giant,) = [o for o in answer["reply"]["objects"] if o["card"] == "Hill Giant"]
    assert (giant["name"], giant["power"]) == ("Serra Angel", 4)
    assert answer["reply"]["unmodelled"] == []
    unstated = await layers("Hill Giant + Serra Angel + Cytoshape -> Hill Giant")
    assert unstated["ok"] is False  # the copy still asks which creature (707.2)


EVRA = "Evra, Halcyon Witness"


async def test_evras_exchange_sets_its_power_under_dub(layers: Any) -> None:
    # Evra's ruling: its power becomes 7 (613.4b), Dub's +2/+2 still applies: 9/6, life 6
    answer = await layers(f"{EVRA} [life 7] + Dub -> {EVRA} + activate {EVRA}")
    evra = only_named(answer, EVRA)
    assert (evra["power"], evra["toughness"]) == (9, 6)
    assert any("life 6, power set to 7" in note for note in answer["reply"]["notes"])


async def test_tree_of_redemption_exchanges_its_toughness(layers: Any) -> None:
    answer = await layers("Tree of Redemption [life 5] + activate Tree of Redemption")
    tree = only_named(answer, "Tree of Redemption")
    assert (tree["power"], tree["toughness"]) == (0, 5)
    assert any("life 13, toughness set to 5" in note for note in answer["reply"]["notes"])
