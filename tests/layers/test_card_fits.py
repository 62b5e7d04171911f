"""A card in a graveyard read against a filter's clauses (:func:`card_fits`): every clause
is read as for a permanent, by the same reader, against the card's own characteristics, or
the card is said to be unreadable, never counted on a guess."""

from __future__ import annotations

from engine.cards import (
    Ability,
    Card,
    CdaPowerToughness,
    Color,
    ColorEffect,
    Filter,
    Formula,
    TypeEffect,
)
from engine.layers import Game
from engine.layers.counts import graveyard_count
from engine.layers.effects import ContinuousEffect, EffectKey, Layer
from engine.layers.filters import card_fits, card_of_type
from engine.objects import Player

BEARS = Card(name="Grizzly Bears", types=("Creature",), subtypes=("Bear",), power="2",
                  toughness="2", colors=(Color.GREEN,))  # fmt: skip
HELIX = Card(name="Lightning Helix", types=("Instant",), colors=(Color.RED, Color.WHITE))
FLIER = Card(
    name="Wind Drake", types=("Creature",), power="2", toughness="2", colors=(Color.BLUE,),
    abilities=(Ability(kind="keyword", keyword="flying", summary="flying"),),
)  # fmt: skip
SHAPESHIFTER = Card(
    name="Shapeshifter", types=("Creature",), subtypes=("Shapeshifter",), power="1",
    toughness="1",
    abilities=(
        Ability(kind="static", cda=True, summary="changeling",
                effects=(TypeEffect(mode="add", all_creature_types=True),)),
        Ability(kind="static", cda=True, summary="devoid",
                effects=(ColorEffect(mode="colorless"),)),
    ),
    colors=(Color.BLACK,),
)  # fmt: skip
GOYF = Card(
    name="Goyf", types=("Creature",), power="*", toughness="*",
    abilities=(Ability(kind="static", cda=True, summary="counts card types",
                       effects=(CdaPowerToughness(power=Formula(of="card_types_in_graveyards")),)),),
)  # fmt: skip


def _count(you: Player = Player.YOU) -> ContinuousEffect:
    return ContinuousEffect(
        key=EffectKey("count", None, 0, 0), layer=Layer.MODIFY_PT, spec=None, source_id=None,
        source_name="Counter", controller=you, timestamp=1,
    )  # fmt: skip


def _fits(rule: Filter, card: Card, owner: Player = Player.YOU) -> bool | str:
    return card_fits(rule, card, owner, Game(), _count())


def test_every_characteristic_clause_is_read_for_a_card() -> None:
    assert _fits(Filter(multicolored=True), HELIX) is True
    assert _fits(Filter(multicolored=True), BEARS) is False
    assert _fits(Filter(types=("Creature",), keywords=("flying",)), FLIER) is True
    assert _fits(Filter(types=("Creature",), keywords=("flying",)), BEARS) is False
    assert _fits(Filter(types=("Creature",), not_keywords=("flying",)), BEARS) is True
    assert _fits(Filter(power_at_least=2), BEARS) is True
    assert _fits(Filter(power_at_least=3), BEARS) is False
    assert _fits(Filter(power_at_least=1), HELIX) is False  # an instant has no power
    assert _fits(Filter(not_subtypes=("Bear",)), BEARS) is False
    assert _fits(Filter(colorless=True), BEARS) is False


def test_a_card_is_no_token_and_has_no_status_or_counters() -> None:
    # 111.7 (a token leaves no card), 110.5 (status), 122.2 (counters don't follow it)
    assert _fits(Filter(token=True), BEARS) is False
    assert _fits(Filter(token=False), BEARS) is True
    assert _fits(Filter(states=("attacking",)), BEARS) is False
    assert _fits(Filter(counter="+1/+1"), BEARS) is False


def test_a_cards_controller_is_its_owner() -> None:
    # 108.4a: asked for the controller of a card that has none, use its owner
    assert _fits(Filter(controller="you"), BEARS, Player.YOU) is True
    assert _fits(Filter(controller="you"), BEARS, Player.OPPONENT) is False
    assert _fits(Filter(controller="opponent"), BEARS, Player.OPPONENT) is True


def test_characteristic_defining_abilities_work_in_the_graveyard() -> None:
    # 604.3: changeling makes it every creature type, devoid makes it colorless
    assert _fits(Filter(subtypes=("Warrior",)), SHAPESHIFTER) is True
    assert _fits(Filter(colors=(Color.BLACK,)), SHAPESHIFTER) is False
    assert _fits(Filter(colorless=True), SHAPESHIFTER) is True


def test_what_cant_be_read_for_a_card_says_why() -> None:
    assert "commander" in str(_fits(Filter(commander=True), BEARS))
    assert "110.5" in str(_fits(Filter(untapped=True), BEARS))
    assert "power and toughness" in str(_fits(Filter(power_at_least=2), GOYF))
    assert _fits(Filter(types=("Creature",)), GOYF) is True  # its types are printed
    creature = card_of_type("Creature")
    assert _fits(Filter(types=("Creature",)), creature) is True
    assert _fits(Filter(types=("Creature",), controller="you"), creature) is True  # 108.4a
    assert "card type" in str(_fits(Filter(colors=(Color.GREEN,)), creature))


def test_a_count_is_never_too_high_and_says_what_it_left_out() -> None:
    game = Game(graveyard=[(Player.YOU, BEARS), (Player.YOU, card_of_type("Creature"))])
    doubts: list[str] = []
    assert graveyard_count(Filter(colors=(Color.GREEN,)), "you", game, _count(), doubts) == 1
    assert len(doubts) == 1 and doubts[0].startswith("Counter: its count of cards")
    assert graveyard_count(Filter(types=("Creature",)), "you", game, _count(), []) == 2


def test_a_union_of_groups_is_read_for_cards_too() -> None:
    bears_or_instants = Filter(any_of=(Filter(subtypes=("Bear",)), Filter(types=("Instant",))))
    assert _fits(bears_or_instants, BEARS) is True
    assert _fits(bears_or_instants, HELIX) is True
    assert _fits(bears_or_instants, FLIER) is False
    assert "card type" in str(_fits(bears_or_instants, card_of_type("Creature")))


def test_a_copied_filter_reads_the_bound_the_copy_was_given() -> None:
    # "creatures with power 1 or less" made from a filter already read once: the copy
    # works its cached ``bounded``/``seldom`` out again instead of inheriting "no bound"
    creatures = Filter(types=("Creature",))
    assert _fits(creatures, BEARS) is True  # reads the cached clauses of the original
    small = creatures.model_copy(update={"power_at_most": 1})
    assert _fits(small, BEARS) is False
    assert _fits(creatures.model_copy(update={"power_at_most": 2}), BEARS) is True
    back = small.model_copy(update={"power_at_most": None})
    assert _fits(small, BEARS) is False  # reads the bound, caching it on ``small``
    assert _fits(back, BEARS) is True  # ... which the unbounded copy doesn't inherit


def test_a_copied_card_works_out_where_it_lives_again() -> None:
    assert BEARS.stays_in_command_zone is False
    plane = BEARS.model_copy(update={"types": ("Plane",), "power": None, "toughness": None})
    assert plane.stays_in_command_zone is True
