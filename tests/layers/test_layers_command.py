"""!layers as a user sees it: the JSON contract, help, and every kind of bad input."""

from __future__ import annotations

import json

from bot.core.core import CommandCore
from bot.core.render.text import render_json, render_text

STEP_FIELDS = {"layer", "source", "timestamp", "description", "power", "toughness"}
OBJECT_FIELDS = {
    "name", "power", "toughness", "controller", "colors", "types", "subtypes", "supertypes",
    "abilities", "steps",
}  # fmt: skip


async def ask(message: str) -> dict:
    return json.loads(render_json(await CommandCore().handle(message)))


async def test_json_contract_for_the_axebane_example() -> None:
    answer = await ask("!layers Axebane Beast + Invert + Bedeck")
    assert answer["ok"] is True and answer["command"] == "layers" and answer["error"] is None
    beast = answer["reply"]["objects"][0]
    assert beast.keys() >= OBJECT_FIELDS
    assert all(step.keys() >= STEP_FIELDS for step in beast["steps"])
    bedeck, invert = beast["steps"]
    assert (bedeck["layer"], bedeck["source"], bedeck["timestamp"]) == ("7c", "Bedeck", 2)
    assert (bedeck["power"], bedeck["toughness"]) == (6, 1)
    assert (invert["layer"], invert["source"], invert["timestamp"]) == ("7d", "Invert", 1)
    assert beast["colors"] == ["green"] and beast["types"] == ["Creature"]
    assert beast["controller"] == "you"


async def test_console_text_is_a_breakdown_a_judge_can_paste() -> None:
    text = render_text(await CommandCore().handle("!layers Axebane Beast + Invert + Bedeck"))
    assert "Axebane Beast is 1/6" in text
    assert text.index("Bedeck (t2): +3/-3 → 6/1") < text.index("Invert (t1): switch")
    assert "613.4c" in text


async def test_every_permanent_is_reported_subject_first() -> None:
    answer = await ask("!layers Grizzly Bears + Glorious Anthem + opp: Hill Giant")
    names = [(o["name"], o["controller"]) for o in answer["reply"]["objects"]]
    assert names == [
        ("Grizzly Bears", "you"),
        ("Glorious Anthem", "you"),
        ("Hill Giant", "opponent"),
    ]
    bears, anthem, giant = answer["reply"]["objects"]
    assert (bears["power"], giant["power"], anthem["power"]) == (3, 3, None)


async def test_auras_can_point_at_another_permanent() -> None:
    answer = await ask("!layers Grizzly Bears + Hill Giant + Torpor Dust -> Hill Giant")
    bears, giant, _dust = answer["reply"]["objects"]
    assert (bears["power"], giant["power"]) == (2, 0)


async def test_layers_help_explains_the_2020_sublayer_change() -> None:
    text = render_text(await CommandCore().handle("!layers help"))
    plain = text.replace("**", "")
    assert "7d counters, 7e switching" in plain and "Ikoria" in plain
    assert "7c effects that modify P/T and counters" in plain


async def test_unknown_card_suggests_the_near_miss() -> None:
    answer = await ask("!layers Grizzly Bears + Giant Grwoth")
    assert answer["ok"] is False
    assert "term 2" in answer["error"] and "Giant Grwoth" in answer["error"]
    assert answer["suggestions"][0] == "Giant Growth"


async def test_names_ignore_case_punctuation_and_accents() -> None:
    answer = await ask("!layers grizzly bears + KASMINAS TRANSMUTATION + scale up")
    assert answer["ok"] and answer["reply"]["objects"][0]["power"] == 6


async def test_empty_scenario() -> None:
    answer = await ask("!layers")
    assert answer["ok"] is False and "Example" in answer["hint"]


async def test_unbalanced_brackets_point_at_the_problem() -> None:
    answer = await ask("!layers Conspiracy [Goblin + Grizzly Bears")
    assert answer["ok"] is False and "never closed" in answer["error"]
    answer = await ask("!layers Conspiracy Goblin] + Grizzly Bears")
    assert answer["ok"] is False and "“]”" in answer["error"]


async def test_ten_thousand_characters_is_refused_politely() -> None:
    answer = await ask("!layers " + "Grizzly Bears + " * 700)
    assert answer["ok"] is False and "characters long" in answer["error"]


async def test_the_subject_must_be_a_permanent() -> None:
    answer = await ask("!layers Giant Growth + Grizzly Bears")
    assert answer["ok"] is False and "instant" in answer["error"]
    assert "!layers Grizzly Bears + Giant Growth" in answer["hint"]


async def test_an_illegal_target_is_refused() -> None:
    answer = await ask("!layers Grizzly Bears + opp: Scale Up")
    assert answer["ok"] is False and "legal target" in answer["error"]


async def test_unicode_look_alikes_get_a_suggestion() -> None:
    answer = await ask("!layers Grizzly Bеars + Giant Growth")  # Cyrillic "е"
    assert answer["ok"] is False and "Grizzly Bears" in answer["suggestions"]


async def test_mentions_in_bad_input_are_echoed_without_pinging() -> None:
    answer = await ask("!layers @everyone + Giant Growth")
    assert answer["ok"] is False
    assert "@everyone" not in answer["error"] and "everyone" in answer["error"]


async def test_absurd_numbers_are_refused() -> None:
    answer = await ask("!layers Grizzly Bears + +99999999999999/+1")
    assert answer["ok"] is False and "1,000,000" in answer["error"]


async def test_an_unknown_choice_lists_the_valid_ones() -> None:
    answer = await ask("!layers Tarmogoyf [graveyard creature land !!]")
    assert answer["ok"] is False and "[graveyard: creature instant land]" in answer["hint"]


async def test_mutating_onto_a_human_is_refused() -> None:
    answer = await ask("!layers Savannah Lions + mutate Gemrazer -> Vhati il-Dal")
    assert answer["ok"] is False and "no permanent called" in answer["error"]
    answer = await ask("!layers Vhati il-Dal + mutate Gemrazer")
    assert answer["ok"] is False and "non-Human" in answer["error"]


async def test_only_auras_and_equipment_attach() -> None:
    answer = await ask("!layers Grizzly Bears + attach Giant Growth")
    assert answer["ok"] is False and "not an Aura or Equipment" in answer["error"]


async def test_a_spell_without_a_continuous_effect_still_goes_to_the_graveyard() -> None:
    # the catalog knows Lightning Bolt by our summary only, without its Oracle text: its
    # damage can't be carried out, and the reply says so instead of staying silent
    answer = await ask("!layers Tarmogoyf + Lightning Bolt")
    goyf = answer["reply"]["objects"][0]
    assert (goyf["power"], goyf["toughness"]) == (1, 2)  # the Bolt is an instant in the yard
    assert answer["reply"]["unmodelled"] == [
        "Lightning Bolt (term 2 (“Lightning Bolt”)): not carried out: Deal 3 damage to a "
        "creature, player, planeswalker or battle."
    ]


async def test_unmodelled_card_text_is_reported_not_ignored() -> None:
    answer = await ask("!layers Volrath's Shapeshifter")
    unmodelled = answer["reply"]["unmodelled"]
    assert any(line.startswith("Volrath's Shapeshifter:") for line in unmodelled)


async def test_a_mode_choice_on_an_ability_is_refused() -> None:
    answer = await ask("!layers Grizzly Bears + activate Aquamoeba [mode 2]")
    assert answer["ok"] is False and "has no modes to choose" in answer["error"]


async def test_ixidron_turns_the_other_creatures_face_down_as_it_enters() -> None:
    """614.1c, 708.2a: as Ixidron enters the Bears become a nameless face-down 2/2, and
    Ixidron counts that one face-down creature (1/1), so it doesn't die as a 0/0."""
    answer = await ask("!layers Grizzly Bears + Ixidron + Hill Giant")
    reply = answer["reply"]
    by_card = {obj["card"]: obj for obj in reply["objects"]}
    bears, ixidron, giant = by_card["Grizzly Bears"], by_card["Ixidron"], by_card["Hill Giant"]
    assert (bears["name"], bears["power"], bears["toughness"]) == ("face-down creature", 2, 2)
    assert bears["face_down"] is True
    assert (ixidron["power"], ixidron["toughness"], ixidron["zone"]) == (1, 1, "battlefield")
    assert giant["face_down"] is False  # it entered after Ixidron
    assert any("turned face down" in note for note in reply["notes"])
    assert reply["unmodelled"] == []


async def test_ixidron_leaves_a_face_down_creature_as_it_is() -> None:
    # 708.2b: a face-down permanent can't be turned face down; Ixidron counts it
    answer = await ask("!layers face-down Grizzly Bears + Ixidron")
    ixidron = next(o for o in answer["reply"]["objects"] if o["card"] == "Ixidron")
    assert (ixidron["power"], ixidron["toughness"]) == (1, 1)
    assert not any("turned face down" in note for note in answer["reply"]["notes"])


async def test_two_names_for_one_target_say_so_and_how_to_write_it() -> None:
    """Giant Growth targets one creature: "-> A, B" is refused with what to write instead,
    not as if no permanent had that name."""
    answer = await ask(
        "!layers Grizzly Bears + Hill Giant + Giant Growth -> Grizzly Bears, Hill Giant"
    )
    assert answer["ok"] is False
    assert "names several permanents" in answer["error"]
    assert "+2/+2 -> Name" in answer["hint"]
