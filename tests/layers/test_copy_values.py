"""A copy effect's values are fixed as it begins (707.2c): later changes to the original,
such as turning it face up, don't reach the copy."""

from __future__ import annotations

from engine.cards import Ability, Card
from engine.catalog import default_catalog
from engine.layers import apply_layers, copiable_values
from engine.objects import GameObject
from engine.scenario.play import ScenarioPlayer, run_scenario

EXALTED_ANGEL = Card(
    name="Exalted Angel", mana_cost="{4}{W}{W}", mana_value=6, colors=("white",),
    types=("Creature",), subtypes=("Angel",), power="4", toughness="5",
    abilities=(Ability(kind="keyword", keyword="flying", summary="flying"),),
)  # fmt: skip


def _lookup(name: str) -> Card:
    return EXALTED_ANGEL if name.casefold() == "exalted angel" else default_catalog().get(name)


def _played(scenario: str) -> tuple[ScenarioPlayer, dict[str, GameObject]]:
    player, _ = run_scenario(scenario, _lookup)
    return player, {obj.card.name: obj for obj in player.game.objects.values()}


def test_a_clone_of_a_face_down_creature_stays_a_nameless_2_2_when_it_turns_face_up() -> None:
    player, objects = _played("face-down Exalted Angel + Clone [copy: Exalted Angel]")
    angel, clone = objects["Exalted Angel"], objects["Clone"]
    clone.choices.copied = copiable_values(player.game, angel.id)  # as the Clone entered
    angel.face_down = False  # turned face up later (708.8)
    result = apply_layers(player.game).characteristics
    assert (result[clone.id].name, result[clone.id].power, result[clone.id].toughness) == (
        "",
        2,
        2,
    )  # the 707.2 example: a colorless 2/2 with no name
    assert result[clone.id].abilities == ()
    assert (result[angel.id].name, result[angel.id].power) == ("Exalted Angel", 4)


def test_without_kept_values_a_copy_reads_the_original_as_it_is_now() -> None:
    player, objects = _played("face-down Exalted Angel + Clone [copy: Exalted Angel]")
    objects["Clone"].choices.copied = None  # the layer system alone: nothing kept
    objects["Exalted Angel"].face_down = False
    result = apply_layers(player.game).characteristics
    assert result[objects["Clone"].id].name == "Exalted Angel"
