"""Counts of cards in graveyards read every clause of their filter against each card's own
characteristics (604.3: characteristic-defining abilities work there too; 108.4a: a card's
controller is its owner), and a card a clause can't be read against is never counted in
silence: the reply says so in ``unmodelled``."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.context import Services
from bot.core.core import CommandCore
from engine.cards import Card
from engine.names import normalize_name
from engine.oracle import parse_card
from tests.game_model.scryfall import load
from tests.scryfall_cards import ParsedCardSource

NAMES = (
    "Vengeful Firebrand", "Changeling Outcast", "Grizzly Bears", "Hill Giant", "Forest",
    "Boneyard Mycodrax", "Crib Swap", "Runaway Trash-Bot", "Ornithopter", "Glorious Anthem",
    "Lightning Helix", "Boros Charm", "Isamaru, Hound of Konda", "Lhurgoyf",
)  # fmt: skip

#: Made-up creatures whose counts use clauses no printed graveyard count has yet, written
#: as Oracle text and read by the parser like any imported card.
MADE_UP = {
    "Gilded Collector": "Gilded Collector gets +1/+1 for each multicolored card in your graveyard.",
    "Common Grave": "Common Grave gets +1/+1 for each nonlegendary creature card in your "
    "graveyard.",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    cards = load(list(NAMES))
    for name, text in MADE_UP.items():
        card = Card(name=name, types=("Creature",), power="1", toughness="1", oracle_text=text)
        cards[normalize_name(name)] = parse_card(card)
    return CommandCore(Services(cards=ParsedCardSource(cards)))


def _object(answer: dict[str, Any], name: str) -> dict[str, Any]:
    return next(o for o in answer["reply"]["objects"] if o["name"] == name)


def _pt(answer: dict[str, Any], name: str) -> tuple[int, int]:
    found = _object(answer, name)
    return found["power"], found["toughness"]


def _count_doubts(answer: dict[str, Any]) -> list[str]:
    return [line for line in answer["reply"]["unmodelled"] if "its count of cards" in line]


async def test_a_changeling_card_in_the_graveyard_is_a_warrior_card(layers: Any) -> None:
    # Vengeful Firebrand has haste while a Warrior card is in your graveyard; changeling
    # makes a card every creature type in every zone (702.73a, 604.3)
    answer = await layers("Vengeful Firebrand [graveyard: Changeling Outcast]")
    assert "haste" in _object(answer, "Vengeful Firebrand")["abilities"]
    assert _count_doubts(answer) == []
    answer = await layers("Vengeful Firebrand [graveyard: Grizzly Bears, Hill Giant]")
    assert "haste" not in _object(answer, "Vengeful Firebrand")["abilities"]
    assert _count_doubts(answer) == []


async def test_a_kindred_changeling_card_is_every_creature_type_too(layers: Any) -> None:
    # Crib Swap is a Kindred Instant with changeling: a kindred card has creature types
    # (205.3m), so it is a Warrior card; a noncreature, nonkindred card would not be
    answer = await layers("Vengeful Firebrand [graveyard: Crib Swap]")
    assert "haste" in _object(answer, "Vengeful Firebrand")["abilities"]


async def test_a_card_given_only_by_its_type_is_not_counted_for_a_subtype(layers: Any) -> None:
    answer = await layers("Vengeful Firebrand [graveyard: creature land]")
    assert "haste" not in _object(answer, "Vengeful Firebrand")["abilities"]
    creature, land = _count_doubts(answer)
    assert "whether the creature card given by its type counts" in creature
    assert "whether the land card given by its type counts" in land
    assert "name the card" in creature and "it was not counted" in creature


async def test_cards_known_only_by_the_graveyard_size_are_said_not_counted(layers: Any) -> None:
    answer = await layers("Vengeful Firebrand [graveyard: Grizzly Bears] [graveyard size 5]")
    assert "haste" not in _object(answer, "Vengeful Firebrand")["abilities"]
    (doubt,) = _count_doubts(answer)
    assert "the 4 card(s) of your graveyard known only by its size" in doubt


async def test_an_opponents_graveyard_known_only_by_its_size_is_said(layers: Any) -> None:
    # Lhurgoyf counts creature cards in all graveyards: the opponent's one named card counts,
    # the other two of "[opponent graveyard size 3]" can't be read
    scenario = "Lhurgoyf [graveyard: Grizzly Bears] [opponent graveyard: Hill Giant]"
    answer = await layers(scenario)
    assert _pt(answer, "Lhurgoyf") == (2, 3) and _count_doubts(answer) == []
    answer = await layers(f"{scenario} [opponent graveyard size 3]")
    assert _pt(answer, "Lhurgoyf") == (2, 3)
    (doubt,) = _count_doubts(answer)
    assert "[opponent graveyard size 3]" in doubt and "not counted" in doubt


async def test_other_creature_cards_leave_out_only_the_source(layers: Any) -> None:
    # Boneyard Mycodrax: P/T each equal to the number of other creature cards in your
    # graveyard; on the battlefield every creature card there is another one
    answer = await layers("Boneyard Mycodrax [graveyard: Grizzly Bears, Hill Giant, Forest]")
    assert _pt(answer, "Boneyard Mycodrax") == (2, 2)
    assert answer["reply"]["unmodelled"] == []
    # Crib Swap is a kindred instant with changeling: every creature type, no creature card
    answer = await layers("Boneyard Mycodrax [graveyard: Crib Swap, Grizzly Bears]")
    assert _pt(answer, "Boneyard Mycodrax") == (1, 1)


async def test_artifact_and_or_enchantment_cards_count_each_card_once(layers: Any) -> None:
    # Runaway Trash-Bot (0/4) gets +1/+0 for each artifact and/or enchantment card
    scenario = "Runaway Trash-Bot [graveyard: Ornithopter, Glorious Anthem, Grizzly Bears]"
    answer = await layers(scenario)
    assert _pt(answer, "Runaway Trash-Bot") == (2, 4)
    assert answer["reply"]["unmodelled"] == []


async def test_multicolored_cards_count_only_cards_of_two_or_more_colors(layers: Any) -> None:
    scenario = "Gilded Collector [graveyard: Lightning Helix, Grizzly Bears, Boros Charm, Forest]"
    answer = await layers(scenario)
    assert _pt(answer, "Gilded Collector") == (3, 3)  # Helix and Charm, not Bears or Forest
    assert _count_doubts(answer) == []


async def test_nonlegendary_creature_cards_leave_out_legendary_ones(layers: Any) -> None:
    scenario = "Common Grave [graveyard: Isamaru, Hound of Konda, Grizzly Bears, Hill Giant]"
    answer = await layers(scenario)
    assert _pt(answer, "Common Grave") == (3, 3)  # Bears and Giant; Isamaru is legendary
    answer = await layers("Common Grave [graveyard: creature creature]")
    assert _pt(answer, "Common Grave") == (1, 1)
    assert len(_count_doubts(answer)) == 1  # two cards, one sentence: the same doubt
