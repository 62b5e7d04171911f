"""A copy keeps the values it began with (707.2b, 707.2c): the game model stores them
(``Choices.copied``) as the term that starts the copy effect ends."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = ("Exalted Angel", "Clone", "Grizzly Bears", "Serra Angel", "Cytoshape")


async def test_a_clone_of_a_face_down_creature_stays_a_2_2_when_it_turns_face_up(
    layers: Any,
) -> None:
    # 708.10 / 707.2: the Clone copied a nameless colorless 2/2; turning the original face
    # up doesn't change what the Clone copied.
    answer = await layers(
        "face-down Exalted Angel + opp: Clone [copy: Exalted Angel] + turn face up Exalted Angel"
    )
    clone = named(answer["reply"], "nameless creature")[0]
    assert (clone["power"], clone["toughness"], clone["colors"]) == (2, 2, [])
    angel = named(answer["reply"], "Exalted Angel")[0]
    assert (angel["power"], angel["toughness"]) == (4, 5)


async def test_a_copy_of_a_copy_keeps_it_after_the_first_copy_effect_ends(layers: Any) -> None:
    # The Clone copied the Bears while Cytoshape made them a Serra Angel; when Cytoshape ends
    # at cleanup the Bears are Bears again, the Clone stays a Serra Angel (707.2b).
    answer = await layers(
        "Grizzly Bears + opp: Serra Angel + Cytoshape -> Grizzly Bears [copy: Serra Angel] "
        "+ Clone [copy: Grizzly Bears] + end turn"
    )
    reply = answer["reply"]
    bears = next(o for o in reply["objects"] if o["card"] == "Grizzly Bears")
    clone = next(o for o in reply["objects"] if o["card"] == "Clone")
    assert (bears["name"], bears["power"]) == ("Grizzly Bears", 2)
    assert (clone["name"], clone["power"], clone["toughness"]) == ("Serra Angel", 4, 4)
