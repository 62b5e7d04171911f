"""The Oracle parser: one template per test, and what it refuses to guess."""

from engine.cards import AbilityEffect, ModifyPowerToughness, SetPowerToughness, TypeEffect
from engine.oracle import parse_text


def test_anthem_for_creatures_you_control_is_a_layer_7c_static_ability() -> None:
    result = parse_text("Creatures you control get +1/+1.", name="Anthem", types=("Enchantment",))
    (ability,) = result.abilities
    assert ability.kind == "static"
    assert ability.affects.controller == "you" and ability.affects.types == ("Creature",)
    assert ability.effects == (ModifyPowerToughness(power=1, toughness=1),)


def test_pump_spell_lasts_until_end_of_turn_and_targets() -> None:
    text = "Target creature gets +3/+3 and gains trample until end of turn."
    (ability,) = parse_text(text, name="Pump", types=("Instant",)).abilities
    assert (ability.kind, ability.affects.scope, ability.duration) == (
        "spell",
        "target",
        "end_of_turn",
    )
    assert ability.effects[1] == AbilityEffect(keywords=("trample",))


def test_aura_that_removes_abilities_and_sets_base_pt() -> None:
    text = (
        "Enchant creature\n"
        "Enchanted creature loses all abilities and has base power and toughness 1/1."
    )
    result = parse_text(text, name="Aura", types=("Enchantment",))
    assert [a.kind for a in result.abilities] == ["keyword", "static"]
    assert result.abilities[1].effects == (
        AbilityEffect(mode="lose_all"),
        SetPowerToughness(power=1, toughness=1),
    )


def test_land_type_setting_follows_the_sentence() -> None:
    (ability,) = parse_text(
        "Nonbasic lands are Mountains.", name="Moon", types=("Enchantment",)
    ).abilities
    assert ability.affects.not_supertypes == ("Basic",)
    assert ability.effects == (TypeEffect(mode="set", subtypes=("Mountain",)),)


def test_unreadable_condition_is_reported_not_guessed() -> None:
    text = "Spirit Wolf gets +2/+2 as long as you control a Forest."
    result = parse_text(text, name="Spirit Wolf", types=("Creature",))
    assert result.unmodelled == ("~ gets +2/+2 as long as you control a Forest.",)
    assert all(not ability.effects for ability in result.abilities)


def test_triggers_are_described_in_our_words_not_pasted() -> None:
    text = "When this creature enters, draw a card.\nFlying"
    result = parse_text(text, name="Bird", types=("Creature",))
    assert [a.summary for a in result.abilities] == [
        "Triggered ability (not a continuous effect).",
        "Flying (keyword ability).",
    ]
    assert result.unmodelled == ()


def test_reminder_text_is_ignored() -> None:
    text = "Equipped creature gets +2/+0.\nEquip {1} (Attach to target creature you control.)"
    result = parse_text(text, name="Sword", types=("Artifact",))
    assert [a.kind for a in result.abilities] == ["static", "keyword"]
    assert result.abilities[1].keyword == "equip {1}"
