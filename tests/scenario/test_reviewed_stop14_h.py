"""What the fourteenth stop's second review found misleading in replies whose answer was
right: mode lists, "if" notes, quoted abilities, predefined tokens (111.10), back faces
named as terms, and spells with two target words."""

from __future__ import annotations

from typing import Any

import pytest

from tests.game_model.conftest import only_named

NAMES = [
    "Grizzly Bears", "Brutal Command", "Subtle Strike", "Gingerbrute", "Brute Suit",
    "Chaos Harlequin", "Forest", "Frodo, Sauron's Bane", "Discerning Financier", "Treasure",
    "Strike It Rich", "A-Spectral Binding", "Insectile Aberration", "Jwari Ruins",
    "Tibalt, Cosmic Impostor", "Bite Down on Crime", "Hill Giant",
]  # fmt: skip


async def refusal(layers: Any, scenario: str) -> str:
    answer = await layers(scenario)
    assert answer["ok"] is False, answer
    return str(answer["error"])


async def test_a_one_shot_mode_is_listed_in_its_own_words(layers: Any) -> None:
    # Subtle Strike's second mode places a counter when chosen: the mode list says the mode,
    # never "not modelled"
    said = await refusal(layers, "Grizzly Bears + Subtle Strike")
    assert "[mode 2] “Put a +1/+1 counter on target creature”" in said
    assert "not modelled" not in said and "not a continuous effect" not in said
    bears = only_named(
        await layers("Grizzly Bears + Subtle Strike [mode 2] -> Grizzly Bears"), "Grizzly Bears"
    )
    assert (bears["power"], bears["toughness"]) == (3, 3)


async def test_modes_that_make_tokens_or_cast_copies_are_listed_in_their_words(
    layers: Any,
) -> None:
    said = await refusal(layers, "Grizzly Bears + Brutal Command [mode 4]")
    assert "[mode 4] “Cast a copy of Brute Strength without paying its mana cost”" in said
    assert "not a continuous effect" not in said


async def test_the_part_whose_if_failed_is_named_when_another_part_applied(layers: Any) -> None:
    # Chaos Harlequin: "If that card is a land card, ~ gets -4/-0 ... Otherwise, ... +2/+0":
    # a land revealed applies -4/-0, and the note never says the ability did nothing
    answer = await layers("Chaos Harlequin + activate Chaos Harlequin [revealed: Forest]")
    harlequin = only_named(answer, "Chaos Harlequin")
    assert (harlequin["power"], harlequin["toughness"]) == (-2, 4)
    notes = " ".join(answer["reply"]["notes"])
    assert "did nothing" not in notes
    assert "+2/+0" in notes and "didn't apply" in notes


async def test_a_quoted_ability_with_two_sentences_is_one_instruction(layers: Any) -> None:
    # Frodo's second ability grants "Whenever ~ deals combat damage ... four or more times
    # this game. Otherwise, the Ring tempts you.": the full stop inside the quotes does not
    # end the sentence, so nothing of it is listed as not carried out
    frodo = "Frodo, Sauron's Bane"
    answer = await layers(f"{frodo} + activate {frodo} + activate {frodo} [ability 2]")
    got = only_named(answer, frodo)
    assert (got["power"], got["toughness"]) == (2, 3)
    assert "Rogue" in got["subtypes"]
    assert not any("Ring tempts you" in w for w in answer["reply"]["unmodelled"])


async def test_a_predefined_token_named_as_a_term_is_that_token(layers: Any) -> None:
    # 111.10a: a Treasure is a colorless Treasure artifact token; Discerning Financier's
    # "target Treasure you control" can then be aimed at it, and it changes control
    answer = await layers(
        "Discerning Financier + Treasure + activate Discerning Financier -> Treasure"
    )
    treasure = only_named(answer, "Treasure")
    assert treasure["types"] == ["Artifact"] and treasure["subtypes"] == ["Treasure"]
    assert treasure["is_token"] is True and treasure["colors"] == []
    assert treasure["controller"] == "opponent"


@pytest.mark.parametrize(("name", "kind"), [("Clue", "Clue"), ("Food", "Food")])
async def test_other_predefined_tokens_have_their_types(layers: Any, name: str, kind: str) -> None:
    token = only_named(await layers(f"Grizzly Bears + {name}"), name)
    assert (token["types"], token["subtypes"], token["is_token"]) == (["Artifact"], [kind], True)


async def test_a_spell_that_creates_a_predefined_token_makes_it(layers: Any) -> None:
    # Strike It Rich: "Create a Treasure token." makes the 111.10a token, which a later
    # term can aim at
    answer = await layers(
        "Grizzly Bears + Strike It Rich + Discerning Financier"
        " + activate Discerning Financier -> Treasure"
    )
    treasure = only_named(answer, "Treasure")
    assert (treasure["types"], treasure["is_token"]) == (["Artifact"], True)
    assert treasure["abilities"] == ["Mana ability."]
    assert treasure["controller"] == "opponent"
    assert not any("Create a Treasure token" in w for w in answer["reply"]["unmodelled"])


async def test_a_back_face_named_as_a_term_enters_transformed(layers: Any) -> None:
    # A-Spectral Binding, the disturb face of A-Binding Geist, is an Aura: "-2/-0" on the
    # creature it enchants (712.8e), never the front face's creature left beside it
    answer = await layers("Grizzly Bears + A-Spectral Binding")
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (0, 2)
    aura = only_named(answer, "A-Spectral Binding")
    assert "Aura" in aura["subtypes"]
    assert any("back face" in note for note in answer["reply"]["notes"])


async def test_a_creature_back_face_named_as_a_term_is_up(layers: Any) -> None:
    aberration = only_named(
        await layers("Grizzly Bears + Insectile Aberration"), "Insectile Aberration"
    )
    assert (aberration["power"], aberration["toughness"]) == (3, 2)
    assert "flying" in aberration["abilities"]


@pytest.mark.parametrize(
    ("face", "types"), [("Jwari Ruins", ["Land"]), ("Tibalt, Cosmic Impostor", ["Planeswalker"])]
)
async def test_a_modal_back_face_named_as_a_term_is_the_permanent_played(
    layers: Any, face: str, types: list[str]
) -> None:
    # a modal double-faced card is played with the face its player chooses (712.11b) and has
    # only that face's characteristics (712.8f): never its front face, nor nothing at all
    answer = await layers(f"Grizzly Bears + {face}")
    assert only_named(answer, face)["types"] == types
    assert len(answer["reply"]["objects"]) == 2


async def test_a_second_target_in_an_instruction_not_carried_out_is_said(layers: Any) -> None:
    # Bite Down on Crime has two targets (115.1); the damage to the second is not carried
    # out, so naming both is refused with that reason, not "takes one target"
    said = await refusal(
        layers, "Grizzly Bears + opp: Hill Giant + Bite Down on Crime -> Grizzly Bears, Hill Giant"
    )
    assert "takes one target" not in said
    assert "It deals damage equal to its power to target creature" in said
    bears = only_named(
        await layers("Grizzly Bears + opp: Hill Giant + Bite Down on Crime -> Grizzly Bears"),
        "Grizzly Bears",
    )
    assert (bears["power"], bears["toughness"]) == (4, 2)


async def test_one_chosen_mode_still_takes_one_target(layers: Any) -> None:
    said = await refusal(
        layers, "Grizzly Bears + Hill Giant + Subtle Strike [mode 1] -> Grizzly Bears, Hill Giant"
    )
    assert "takes one target" in said
