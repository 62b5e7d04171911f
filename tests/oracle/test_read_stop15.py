"""Readings of the fifteenth stop, card by card as the parser gives them: what each new
shape reads, and the words beside it that stay reported as not read."""

from __future__ import annotations

import pytest

from engine.card_data import card_from_scryfall
from engine.cards import AbilityEffect, Card
from engine.oracle import parse_card
from tests.oracle.sample import card_records


def _card(name: str) -> Card:
    record = card_records().get(name)
    if record is None:
        pytest.skip(f"{name} is not in the Scryfall file")
    return parse_card(card_from_scryfall(record), record.get("keywords") or ())


def _granted(card: Card) -> list[str]:
    return [
        k
        for a in card.abilities
        for e in a.effects
        if isinstance(e, AbilityEffect)
        for k in e.keywords
    ]


def test_a_keyword_asked_of_the_cards_delve_exiled_is_read_for_each_keyword_listed() -> None:
    card = _card("Soulflayer")
    assert card.unmodelled == ()
    assert _granted(card) == [
        "flying", "first strike", "double strike", "deathtouch", "haste", "hexproof",
        "indestructible", "lifelink", "reach", "trample", "vigilance",
    ]  # fmt: skip
    for ability in card.abilities:
        if ability.effects:  # each asks for the keyword it grants, of the exiled cards
            assert ability.condition is not None and ability.condition.exiled is not None
            assert ability.condition.exiled.keywords == ability.effects[0].keywords


def test_the_exiled_cards_used_to_craft_it_are_the_cards_exiled_with_it() -> None:
    # 702.167c: the power the craft cards add up to, a characteristic-defining ability
    raptor = _card("Saheeli's Lattice // Mastercraft Raptor")
    assert raptor.unmodelled == ()
    (ability,) = [a for a in raptor.faces[1].abilities if a.effects]
    assert ability.cda
    assert ability.effects[0].model_dump(exclude_defaults=True) == {"power": {"of": "exiled_power"}}


@pytest.mark.parametrize(
    "name",
    [
        "Death-Mask Duplicant",
        "Eater of Virtue",
        "Cairn Wanderer",
        "Altar of the Wretched // Wretched Bonemass",
    ],
)
def test_landwalk_and_protection_in_a_keyword_list_are_copied_from_the_cards(name: str) -> None:
    card = _card(name)
    assert card.unmodelled == ()
    families = [
        e for face in (card, *card.faces) for a in face.abilities for e in a.effects
        if isinstance(e, AbilityEffect) and e.family_of_cards
    ]  # fmt: skip
    assert {e.family_of_cards for e in families} <= {"landwalk", "protection"}
    assert all(e.keywords_of_cards is not None for e in families) and families


def test_protection_from_any_color_of_a_permanent_stays_unread() -> None:
    # Escaped Shapeshifter asks about creatures an opponent controls: not read, still said
    assert _card("Escaped Shapeshifter").unmodelled


def test_they_after_up_to_six_targets_are_those_targets() -> None:
    card = _card("Nissa, Vastwood Seer // Nissa, Sage Animist")
    assert card.unmodelled == ()
    (ultimate,) = [a for face in card.faces for a in face.abilities if a.effects]
    assert ultimate.target is not None and ultimate.target.targets_at_most == 6
    assert {e.kind for e in ultimate.effects} == {"types", "set_pt"}


@pytest.mark.parametrize("name", ["Neurok Transmuter", "Luxior, Giada's Gift"])
def test_isnt_a_card_type_beside_another_clause_takes_that_type_away(name: str) -> None:
    card = _card(name)
    assert card.unmodelled == ()
    assert any(
        getattr(e, "not_types", ()) for a in card.abilities for e in a.effects
    )  # 205.1a: a card type taken away


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("Aquitect's Will", "flood"),
        ("Cyclopean Tomb", "mire"),
        ("Minas Morgul, Dark Fortress", "shadow"),
        ("Obsidian Fireheart", "blaze"),
        ("Makeshift Mannequin", "mannequin"),
        ("Shield Broker", "shield"),
        ("Eluge, the Shoreless Sea", "flood"),
    ],
)
def test_an_effect_lasting_while_its_object_keeps_a_counter(name: str, kind: str) -> None:
    card = _card(name)
    assert card.unmodelled == ()
    (lasting,) = [a for a in card.abilities if a.duration == "while_counter"]
    assert lasting.kept_counter == kind and lasting.condition is None
    assert lasting.affects.scope != "self"  # the object the sentence before named
