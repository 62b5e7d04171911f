"""What the thirteenth stop's review of newly read cards found in `!layers` (issue 13, part
e): a card's words the engine reads must be carried out, and what it leaves out must be
said as a warning, never a quiet answer a judge would take for the ruling."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named, only_named, warnings_in

NAMES = [
    "Grizzly Bears", "Sol Ring", "Serra Angel", "Smuggler's Copter", "Katsumasa, the Animator",
    "Brothers Yamazaki", "Mirror Gallery", "Sliver Gravemother", "Dazzling Theater // Prop Room",
    "Traveler's Cloak", "Metamorphic Alteration", "Aethermage's Touch", "Secretkeeper",
    "The Herald of Numot", "Numot, the Devastator", "Ball Lightning", "Clone",
]  # fmt: skip


async def test_a_target_is_checked_once_before_the_ability_changes_it(layers: Any) -> None:
    # 608.2b: "target noncreature artifact ... becomes an artifact creature. If it's not a
    # Vehicle, it has base 1/1": the second part doesn't check the target again
    animated = await layers(
        "Sol Ring + Katsumasa, the Animator + activate Katsumasa, the Animator -> Sol Ring"
    )
    ring = only_named(animated, "Sol Ring")
    assert (ring["power"], ring["toughness"]) == (1, 1)
    assert "flying" in ring["abilities"]
    copter = only_named(
        await layers(
            "Smuggler's Copter + Katsumasa, the Animator + "
            "activate Katsumasa, the Animator -> Smuggler's Copter"
        ),
        "Smuggler's Copter",
    )
    assert (copter["power"], copter["toughness"]) == (3, 3)  # a Vehicle keeps its own
    refused = await layers(
        "Grizzly Bears + Katsumasa, the Animator + "
        "activate Katsumasa, the Animator -> Grizzly Bears"
    )
    assert refused["ok"] is False
    assert "noncreature artifact" in refused["error"]


async def test_choose_a_land_type_may_choose_a_nonbasic_one(layers: Any) -> None:
    # 205.3i: Desert and Gate are land types; "choose a land type" isn't only a basic one
    for chosen, keyword in (
        ("Desert", "desertwalk"),
        ("Gate", "gatewalk"),
        ("Island", "islandwalk"),
    ):
        bears = only_named(
            await layers(f"Grizzly Bears + Traveler's Cloak [{chosen}]"), "Grizzly Bears"
        )
        assert keyword in bears["abilities"]
    none = await layers("Grizzly Bears + Traveler's Cloak")
    assert "reads a chosen land type and the scenario names none" in warnings_in(none)
    assert "basic land type" not in warnings_in(none)


async def test_an_aura_that_copies_a_chosen_creature_says_when_none_was_chosen(
    layers: Any,
) -> None:
    # Metamorphic Alteration: "As this Aura enters, choose a creature." (707.2)
    chosen = await layers(
        "Grizzly Bears + opp: Serra Angel + Metamorphic Alteration [copy: Serra Angel] "
        "-> Grizzly Bears"
    )
    copies = named(chosen["reply"], "Serra Angel")
    assert len(copies) == 2 and all(c["power"] == 4 for c in copies)
    assert "copies nothing" not in warnings_in(chosen)
    none = await layers("Grizzly Bears + Metamorphic Alteration -> Grizzly Bears")
    assert only_named(none, "Grizzly Bears")["power"] == 2
    assert "the scenario chose none, so it copies nothing" in warnings_in(none)


async def test_a_hand_condition_with_an_unknown_third_hand_says_what_it_did(layers: Any) -> None:
    # Secretkeeper: "more cards in hand than each opponent"; p3's hand not stated, so the
    # condition is read as not met, and the warning says that (not "counts only ...") and
    # how to state it (tests/scenario/test_reviewed_stop14_a.py)
    two = only_named(await layers("Secretkeeper [hand 5] [opponent hand 3]"), "Secretkeeper")
    assert (two["power"], "flying" in two["abilities"]) == (4, True)
    three = await layers("Secretkeeper [hand 5] [opponent hand 3] [players 3]")
    keeper = only_named(three, "Secretkeeper")
    assert (keeper["power"], "flying" in keeper["abilities"]) == (2, False)
    said = warnings_in(three)
    assert "p3's hand size" in said and "its condition was read as not met" in said
    assert "counts only the players" not in said
    assert "[p3 hand N]" in said
    assert "list its cards: p3: hand: Name" in said


async def test_a_granted_end_step_trigger_is_said_when_the_turn_ends(layers: Any) -> None:
    # Aethermage's Touch: the arrow names the creature it put onto the battlefield, so it is
    # used; its granted "At the beginning of your end step" ability isn't resolved by end turn
    touched = "Grizzly Bears + Serra Angel + Aethermage's Touch -> Serra Angel"
    answer = await layers(touched)
    assert any(
        "At the beginning of your end step" in a
        for a in only_named(answer, "Serra Angel")["abilities"]
    )
    assert "was not used" not in warnings_in(answer)
    assert "end step" not in warnings_in(answer)
    ended = await layers(f"{touched} + end turn")
    assert "Serra Angel (term 4 (“end turn”)): its “At the beginning of your end step”" in (
        warnings_in(ended)
    )
    theirs = await layers(f"{touched} + end turn + end turn")
    assert warnings_in(theirs).count("At the beginning of your end step") == 1  # not on opp's


async def test_a_copied_end_step_trigger_is_said_too(layers: Any) -> None:
    # the Clone's own text names no end step; the Ball Lightning it copies does (707.2)
    ended = await layers("Grizzly Bears + Clone [copy: Grizzly Bears] + end turn")
    assert "end step" not in warnings_in(ended)
    copied = await layers("Grizzly Bears + Clone [copy: Ball Lightning] + end turn")
    assert "its “At the beginning of the end step” ability triggered" in warnings_in(copied)


async def test_an_exemption_from_the_legend_rule_is_applied(layers: Any) -> None:
    # Brothers Yamazaki: with exactly two on the battlefield the legend rule (704.5j) doesn't
    # apply to them, so both stay, and each gives the other +2/+2 and haste
    two = await layers("Brothers Yamazaki + Brothers Yamazaki")
    brothers = named(two["reply"], "Brothers Yamazaki")
    assert [(b["power"], b["toughness"], b["zone"]) for b in brothers] == [
        (4, 3, "battlefield")
    ] * 2
    assert all("haste" in b["abilities"] for b in brothers)
    three = await layers("Brothers Yamazaki + Brothers Yamazaki + Brothers Yamazaki")
    zones = [b["zone"] for b in named(three["reply"], "Brothers Yamazaki")]
    assert zones.count("battlefield") == 1  # three: the rule applies to all of them
    gallery = await layers(
        "Mirror Gallery + Brothers Yamazaki + Brothers Yamazaki + Brothers Yamazaki"
    )
    assert [b["zone"] for b in named(gallery["reply"], "Brothers Yamazaki")] == ["battlefield"] * 3


async def test_an_exemption_in_words_not_read_is_said(layers: Any) -> None:
    # Sliver Gravemother spares "Slivers you control": read as a subtype, so two of it stay
    kept = await layers("Sliver Gravemother + Sliver Gravemother")
    assert [s["zone"] for s in named(kept["reply"], "Sliver Gravemother")] == ["battlefield"] * 2
    assert "legend rule" not in warnings_in(kept)
    # The Herald of Numot's "... and the legend rule doesn't apply to them" isn't read: the
    # rule is applied as printed, and the reply says to check it
    herald = await layers("The Herald of Numot + Numot, the Devastator + Numot, the Devastator")
    assert "exempts some permanents in words I don't read" in warnings_in(herald)


async def test_a_room_as_the_subject_says_its_doors_are_locked(layers: Any) -> None:
    # 709.5: a Room named by both doors has none unlocked; as the first term too, it says so
    for scenario in (
        "Dazzling Theater // Prop Room + stack: Grizzly Bears",
        "Grizzly Bears + Dazzling Theater // Prop Room",
    ):
        answer = await layers(scenario)
        said = " ".join(answer["reply"]["notes"])
        assert said.count("Dazzling Theater and Prop Room locked") == 1
