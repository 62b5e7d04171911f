"""What the fifteenth stop's review of newly read cards found in play: a planeswalker that
enters transformed gets its back face's loyalty (306.5b, 712.8e), a trigger with two events
resolves for either, a shield counter is removed instead of damage or destruction (122.1c),
and a refusal gives its true reason."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named, refusal_in, size_of, warnings_in

NAMES = [
    "Grizzly Bears", "Forest", "Nissa, Vastwood Seer",
    "Jace, Vryn's Prodigy", "Luxior, Giada's Gift", "Island", "Plains", "Eluge, the Shoreless Sea",
    "Xolatoyac, the Smiling Flood", "Shield Broker", "Lightning Bolt", "Murder",
    "Kargan Intimidator", "Obsidian Fireheart", "Temporary Insanity", "Hill Giant",
]  # fmt: skip


async def test_a_planeswalker_entering_transformed_has_its_back_face_loyalty(layers: Any) -> None:
    # Nissa put onto the battlefield transformed (712.8e) enters with her back face's
    # loyalty, 3 (306.5b): equipped with Luxior she is a 3/3, not a 0/0 that dies
    answer = await layers(
        "Nissa, Vastwood Seer [transformed] + Luxior, Giada's Gift "
        "+ equip Luxior, Giada's Gift -> Nissa, Vastwood Seer"
    )
    assert size_of(answer, "Nissa, Sage Animist") == (3, 3)
    assert only_named(answer, "Nissa, Sage Animist")["zone"] == "battlefield"


async def test_a_loyalty_cost_beyond_the_back_face_loyalty_is_refused(layers: Any) -> None:
    # Nissa, Sage Animist enters with 3 loyalty: her -7 can't be paid (606.6); Jace,
    # Telepath Unbound enters with 5 and his +1 makes 6
    refused = await layers(
        "Forest + Nissa, Vastwood Seer [transformed] + activate Nissa, Vastwood Seer [-7] -> Forest"
    )
    assert "3 loyalty" in refusal_in(refused)
    jace = "Jace, Vryn's Prodigy [transformed]"
    paid = await layers(
        f"Grizzly Bears + {jace} + activate Jace, Vryn's Prodigy [+1] -> Grizzly Bears"
    )
    assert only_named(paid, "Jace, Telepath Unbound")["counters"].get("loyalty") == 6


async def test_an_enters_or_attacks_trigger_resolves_again_when_it_attacks(layers: Any) -> None:
    # "Whenever Xolatoyac enters or attacks, put a flood counter on target land": attacking,
    # it triggers again (508.3a), and the Plains becomes an Island too
    answer = await layers(
        "Forest + Xolatoyac, the Smiling Flood [attacking] + Plains "
        "+ trigger Xolatoyac, the Smiling Flood -> Plains"
    )
    plains = only_named(answer, "Plains")
    assert plains["counters"] == {"flood": 1}
    assert "Island" in plains["subtypes"]


async def test_an_enters_or_attacks_trigger_not_attacking_is_refused_for_that(layers: Any) -> None:
    # not attacking, the trigger is refused with its true reason: it has not attacked
    refused = refusal_in(
        await layers(
            "Forest + Island + Eluge, the Shoreless Sea "
            "+ trigger Eluge, the Shoreless Sea -> Forest"
        )
    )
    assert "isn't attacking (508.3a)" in refused
    assert "once each time it enters" not in refused


async def test_a_shield_counter_is_removed_instead_of_damage(layers: Any) -> None:
    # Shield Broker's shield counter prevents Lightning Bolt's damage and is removed
    # (122.1c): the Bears live, and control goes back with the counter gone (611.2b)
    answer = await layers(
        "opp: Grizzly Bears + Shield Broker -> Grizzly Bears + Lightning Bolt -> Grizzly Bears"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert bears["zone"] == "battlefield" and bears["counters"] == {}
    assert bears["controller"] == "opponent"
    assert any("122.1c" in note for note in answer["reply"]["notes"])
    term = await layers(
        "opp: Grizzly Bears + Shield Broker -> Grizzly Bears + 2 damage -> Grizzly Bears"
    )
    assert only_named(term, "Grizzly Bears")["zone"] == "battlefield"


async def test_a_shield_counter_is_removed_instead_of_destruction_once(layers: Any) -> None:
    # the first Murder removes the shield counter instead (122.1c), the second destroys
    answer = await layers(
        "opp: Grizzly Bears + Shield Broker -> Grizzly Bears + destroy Grizzly Bears"
    )
    assert only_named(answer, "Grizzly Bears")["zone"] == "battlefield"
    twice = await layers(
        "opp: Grizzly Bears + Shield Broker -> Grizzly Bears + Murder -> Grizzly Bears "
        "+ Murder -> Grizzly Bears"
    )
    assert only_named(twice, "Grizzly Bears")["zone"] == "graveyard"


async def test_a_named_mode_with_an_illegal_target_is_refused_for_the_target(layers: Any) -> None:
    # Kargan Intimidator's third mode, "Target Warrior gains trample": a Bear is no legal
    # target for it (115.1), whatever another mode may target
    refused = refusal_in(
        await layers(
            "Grizzly Bears + Kargan Intimidator + activate Kargan Intimidator [mode 3] "
            "-> Grizzly Bears"
        )
    )
    assert "isn't a legal target" in refused and "Warrior" in refused


async def test_a_refused_target_names_its_missing_counter_restriction(layers: Any) -> None:
    # "target land without a blaze counter on it": the second activation at the same land
    refused = refusal_in(
        await layers(
            "opp: Forest + Obsidian Fireheart + activate Obsidian Fireheart -> Forest "
            "+ activate Obsidian Fireheart -> Forest"
        )
    )
    assert "a land without a blaze counter on it" in refused


async def test_an_untap_beside_gaining_control_is_carried_out(layers: Any) -> None:
    # Temporary Insanity untaps the target and its caster gains control of it: nothing of
    # the sentence is left undone, so nothing is warned
    answer = await layers(
        "opp: Hill Giant [tapped] + Temporary Insanity [graveyard size 4] -> Hill Giant"
    )
    giant = only_named(answer, "Hill Giant")
    assert giant["controller"] == "you" and giant["tapped"] is False
    assert "not carried out" not in warnings_in(answer)


async def test_a_shield_counter_term_stands_in_for_damage_once(layers: Any) -> None:
    # a shield counter put by a term: Lightning Bolt removes it (122.1c), Murder then destroys
    answer = await layers(
        "Grizzly Bears + shield counter -> Grizzly Bears + Lightning Bolt -> Grizzly Bears "
        "+ Murder -> Grizzly Bears"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert bears["zone"] == "graveyard"
    shielded = [note for note in answer["reply"]["notes"] if "122.1c" in note]
    assert len(shielded) == 1 and "dealt 3 damage" in shielded[0]
