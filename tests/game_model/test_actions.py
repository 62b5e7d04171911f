"""The one-shot grammar (engine.oracle.actions): what a sentence makes happen, and which
sentences it leaves unread so the game model can say so."""

from __future__ import annotations

import pytest

from engine.cards import Color, Filter
from engine.oracle.ability_texts import effect_text
from engine.oracle.actions import read_actions
from engine.oracle.object_phrases import read_objects, target_restrictions


def test_a_target_restriction_reads_like_the_card() -> None:
    assert read_objects("nonland permanent you don't control") == Filter(
        not_types=("Land",), controller="opponent"
    )
    assert read_objects("artifact or enchantment") == Filter(any_types=("Artifact", "Enchantment"))
    assert read_objects("nonblack creature") == Filter(
        types=("Creature",), not_colors=(Color.BLACK,)
    )
    assert read_objects("creature card in a graveyard") is None  # not a permanent: not read


def test_exile_then_return_is_one_blink() -> None:
    reading = read_actions(
        "Exile target creature you control, then return that card to the battlefield under "
        "your control.",
        "Cloudshift",
    )
    assert [(a.verb, a.under) for a in reading.actions] == [("blink", "you")]
    assert reading.targets == (Filter(types=("Creature",), controller="you"),)


def test_damage_to_any_target_names_the_card_itself() -> None:
    (bolt,) = read_actions("Lightning Bolt deals 3 damage to any target.", "Lightning Bolt").actions
    assert (bolt.verb, bolt.scope, bolt.amount) == ("damage", "target", 3)


def test_tokens_with_keywords() -> None:
    (souls,) = read_actions(
        "Create two 1/1 white Spirit creature tokens with flying.", "Lingering Souls"
    ).actions
    assert souls.token is not None
    assert (souls.amount, souls.token.name, souls.token.keywords) == (2, "Spirit", ("flying",))


def test_each_player_sacrifices_of_their_choice() -> None:
    (blood,) = read_actions("Each player sacrifices a creature of their choice.", "").actions
    assert (blood.verb, blood.scope, blood.what.types) == (
        "sacrifice",
        "each_player",
        ("Creature",),
    )


def test_a_sentence_neither_action_nor_effect_is_unread() -> None:
    reading = read_actions("Exile target creature. Its controller gains life equal to its power.")
    assert [a.verb for a in reading.actions] == ["exile"]
    assert reading.unread == ("Its controller gains life equal to its power.",)


def test_continuous_effects_are_not_unread() -> None:
    reading = read_actions(
        "Gain control of target creature until end of turn. Untap that creature."
    )
    assert reading.unread == ()
    assert [a.verb for a in reading.actions] == ["untap"]


def test_one_ability_of_a_permanent_by_its_cost() -> None:
    text = "Flying\n{1}{R}: Deal 1 damage.\n{2}: Put a +1/+1 counter on target creature."
    assert effect_text(text, cost="{2}") == "Put a +1/+1 counter on target creature."
    assert effect_text("When this creature enters, destroy target artifact.", triggered=True) == (
        "destroy target artifact."
    )


def test_a_target_may_be_one_of_a_list_of_card_types() -> None:
    """115.1: "target artifact, creature, enchantment, or land" is one target of four types,
    not an artifact only (Mirage Mirror)."""
    (restriction,) = target_restrictions(
        "Mirage Mirror becomes a copy of target artifact, creature, enchantment, or land "
        "until end of turn."
    )
    assert restriction.any_types == ("Artifact", "Creature", "Enchantment", "Land")


def test_still_a_land_belongs_to_the_animation_before_it() -> None:
    """205.1b: "It's still a land." is part of the animation's continuous effect, so it is
    neither an action nor a sentence left unread (Mutavault)."""
    reading = read_actions(
        "Mutavault becomes a 2/2 creature with all creature types until end of turn. "
        "It's still a land.",
        "Mutavault",
    )
    assert (reading.actions, reading.unread) == ((), ())


@pytest.mark.parametrize(
    ("text", "scope"),
    [
        ("Untap target creature and gain control of it until end of turn.", "target"),
        ("If you do, untap it and it gets +1/+1 until end of turn.", "it"),
        ("If it's a land card, untap ~ and it gets +1/+1 until end of turn.", "self"),
        ("Gain control of target creature an opponent controls and untap it.", "it"),
    ],
)
def test_an_untap_beside_a_continuous_part_is_carried_out(text: str, scope: str) -> None:
    reading = read_actions(text, "Card")
    assert [(a.verb, a.scope) for a in reading.actions] == [("untap", scope)]
    assert reading.unread == ()


def test_an_untap_that_cant_be_read_beside_a_continuous_part_is_reported() -> None:
    # "all Dragons" is no group the action grammar reads: said, never dropped
    karrthus = "Gain control of all Dragons, then untap all Dragons."
    assert read_actions(karrthus, "Karrthus").unread == (karrthus,)
    # an untap inside a quoted ability is that ability's, not an instruction of the sentence
    umbra = (
        'Enchanted creature gets +2/+2 and has "Whenever ~ attacks, untap all lands you control."'
    )
    assert read_actions(umbra, "Bear Umbra").unread == ()
