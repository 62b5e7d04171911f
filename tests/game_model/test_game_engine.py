"""The game model on its own (engine.game), without a scenario: what ends when, what a
state-based action does, who plays next."""

from __future__ import annotations

from bot.core.core import CommandCore
from engine.cards import Ability, Card, ModifyPowerToughness
from engine.game import Table, check_state_based_actions, end_turn, leave_battlefield
from engine.layers import ContinuousEffect, EffectKey, Game, Layer, apply_layers
from engine.objects import GameObject, Player

BEARS = Card(name="Grizzly Bears", types=("Creature",), power="2", toughness="2")
SHADE = Card(name="Lingering Shade", types=("Creature",), power="1", toughness="1")


def _game(*cards: Card) -> Game:
    game = Game()
    for index, card in enumerate(cards, 1):
        game.add(GameObject(id=index, card=card, owner=Player.YOU, controller=Player.YOU,
                            timestamp=index))  # fmt: skip
    return game


def _pump(
    source_id: int | None, target: int, duration: str, controller: Player
) -> ContinuousEffect:
    spec = ModifyPowerToughness(power=2, toughness=2)
    return ContinuousEffect(
        key=EffectKey(f"pump {duration}", source_id, 0, 0), layer=Layer.MODIFY_PT, spec=spec,
        source_id=source_id, source_name="pump", controller=controller, timestamp=5,
        ability=Ability(kind="activated", summary="pump", effects=(spec,)),
        duration=duration, locked=frozenset({target}),
    )  # fmt: skip


def test_an_effect_for_as_long_as_its_source_stays_ends_when_it_leaves() -> None:
    # 611.2b: a resolved effect that lasts while its source is on the battlefield
    game = _game(BEARS, SHADE)
    game.resolved.append(_pump(2, 1, "while_source", Player.YOU))
    assert apply_layers(game).characteristics[1].power == 4
    leave_battlefield(game, game.objects[2], "graveyard", "701.8", "destroyed")
    assert apply_layers(game).characteristics[1].power == 2


def test_until_end_of_turn_survives_its_source_leaving() -> None:
    game = _game(BEARS, SHADE)
    game.resolved.append(_pump(2, 1, "end_of_turn", Player.YOU))
    leave_battlefield(game, game.objects[2], "graveyard", "701.8", "destroyed")
    assert apply_layers(game).characteristics[1].power == 4


def test_until_your_next_turn_ends_as_that_players_turn_begins() -> None:
    game, table = _game(BEARS), Table.for_players({Player.YOU, Player.OPPONENT, Player.THIRD})
    game.resolved.append(_pump(None, 1, "until_your_next_turn", Player.YOU))
    assert end_turn(game, table, "term 2") is Player.OPPONENT
    assert end_turn(game, table, "term 3") is Player.THIRD
    assert apply_layers(game).characteristics[1].power == 4  # still the others' turns
    assert end_turn(game, table, "term 4") is Player.YOU
    assert apply_layers(game).characteristics[1].power == 2


def test_a_conceded_player_takes_no_more_turns() -> None:
    table = Table.for_players({Player.YOU, Player.OPPONENT, Player.THIRD})
    table.concede(Player.OPPONENT, "term 2")
    assert table.next_player() is Player.THIRD


def test_lethal_damage_and_its_report() -> None:
    game = _game(BEARS)
    game.objects[1].damage = 2
    outcome = check_state_based_actions(game, 3, lambda: apply_layers(game))
    assert game.objects[1].zone == "graveyard"
    assert outcome.said == [
        "Grizzly Bears went to its owner's graveyard: it has 2 damage marked and toughness 2 "
        "(704.5g)."
    ]
    assert outcome.last_known[1][0].toughness == 2


def test_no_state_based_action_leaves_the_board_alone() -> None:
    game = _game(BEARS)
    game.objects[1].damage = 1
    assert check_state_based_actions(game, 3, lambda: apply_layers(game)).said == []
    assert game.objects[1].zone == "battlefield"


async def test_a_huge_board_checks_state_based_actions_once_and_says_so() -> None:
    # 58 anthems after a switch: checking after each term would cost minutes on boards
    # full of copy and dependency effects, so past a budget the check waits for the end
    scenario = "Grizzly Bears + Invert + " + " + ".join(["Glorious Anthem"] * 58)
    outcome = (await CommandCore().handle(f"!layers {scenario}")).model_dump()
    assert outcome["ok"], outcome["error"]
    assert outcome["reply"]["objects"][0]["power"] == 60  # 2/2 switched, +58/+58
    assert any("checked once, after the last term" in u for u in outcome["reply"]["unmodelled"])


async def test_a_normal_scenario_is_checked_after_every_term() -> None:
    outcome = (
        await CommandCore().handle("!layers Grizzly Bears + Invert + Glorious Anthem")
    ).model_dump()
    assert outcome["reply"]["unmodelled"] == []
