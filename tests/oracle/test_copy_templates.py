"""Unit tests of the templates in engine/oracle/copies.py and engine/oracle/typeline.py, and of
the never-silent rule (issue 13) for abilities that are only described."""

from __future__ import annotations

from engine.cards import Color, CopyEffect, EntersWithCounters, Formula, TypeEffect
from engine.oracle import parse_text


def _effects(text: str, types: tuple[str, ...], name: str = "Card") -> list[object]:
    parsed = parse_text(text, name=name, types=types)
    assert parsed.unmodelled == ()
    return [effect for ability in parsed.abilities for effect in ability.effects]


def test_a_group_becomes_a_copy_of_a_target_until_end_of_turn() -> None:
    text = "Each other creature becomes a copy of target nonlegendary creature until end of turn."
    parsed = parse_text(text, name="Mirrorweave", types=("Instant",))
    (ability,) = parsed.abilities
    assert (ability.kind, ability.duration, ability.affects.other) == ("spell", "end_of_turn", True)
    assert ability.effects == (CopyEffect(),)
    assert ability.summary.startswith("Other creatures become copies of a chosen permanent")


def test_a_target_becomes_a_copy_until_your_next_turn() -> None:
    text = "{2}{U}: Target Shapeshifter becomes a copy of target creature until your next turn."
    parsed = parse_text(text, name="Shapesharer", types=("Creature",))
    (ability,) = parsed.abilities
    assert (ability.kind, ability.affects.scope, ability.duration) == (
        "activated",
        "target",
        "until_your_next_turn",
    )


def test_an_aura_is_a_copy_of_the_chosen_creature() -> None:
    text = (
        "Enchant creature\nAs this Aura enters, choose a creature.\n"
        "Enchanted creature is a copy of the chosen creature."
    )
    parsed = parse_text(text, name="Metamorphic Alteration", types=("Enchantment",))
    (copying,) = [a for a in parsed.abilities if a.effects]
    assert (copying.kind, copying.affects.scope, copying.choice) == ("static", "attached", "copy")
    assert "is a copy of a chosen permanent" in copying.summary


def test_is_a_copy_of_without_a_choice_is_not_read() -> None:
    # only "the chosen creature" says what a scenario must name
    parsed = parse_text(
        "Enchanted creature is a copy of target creature.", name="X", types=("Enchantment",)
    )
    assert parsed.unmodelled == ("Enchanted creature is a copy of target creature.",)


def test_a_token_copy_of_a_target_with_a_new_size_color_and_type() -> None:
    text = "Create a token that's a copy of target non-Frog creature, except it's a 1/1 green Frog."
    (copy,) = _effects(text, ("Sorcery",))
    assert copy == CopyEffect(
        token=True,
        original="permanent",
        except_power=1,
        except_toughness=1,
        except_colors=(Color.GREEN,),
        except_subtypes=("Frog",),
    )


def test_populate_is_a_token_copy_of_a_creature_token_you_control() -> None:
    parsed = parse_text("Populate.", name="Sundering Growth", types=("Instant",))
    (ability,) = parsed.abilities
    assert ability.target is not None and ability.target.token is True
    made = ability.target.model_copy(update={"scope": "all"})
    assert ability.effects == (CopyEffect(token=True, original="permanent", original_is=made),)


def test_clone_exceptions_legendary_its_name_and_this_ability() -> None:
    text = (
        "You may have this creature enter as a copy of any creature on the battlefield, except "
        "its name is Clone Lord, it's legendary in addition to its other types, and it has this "
        "ability."
    )
    (copy,) = _effects(text, ("Creature",), name="Clone Lord")
    assert isinstance(copy, CopyEffect)
    assert (copy.keeps_name, copy.extra_supertypes) == (True, ("Legendary",))
    assert copy.extra_granted == ("this copy ability (707.9b)",)


def test_extra_counters_of_a_clone_are_how_it_enters() -> None:
    # 614.1c: no copiable value; the game model puts them on as the copy enters
    text = (
        "You may have this creature enter as a copy of any creature on the battlefield, except "
        "it enters with X additional +1/+1 counters on it."
    )
    x = Formula(of="chosen_x")
    entering = EntersWithCounters(counter="+1/+1", amount=x)
    assert _effects(text, ("Creature",), "Altered Ego") == [CopyEffect(enters_with=(entering,))]


def test_supertypes_added_and_taken_away() -> None:
    assert _effects("All nonland permanents are legendary.", ("Enchantment",)) == [
        TypeEffect(supertypes=("Legendary",))
    ]
    assert _effects("{2}, {T}: Target snow land is no longer snow.", ("Artifact",)) == [
        TypeEffect(not_supertypes=("Snow",))
    ]


def test_a_god_is_not_a_creature_while_devotion_is_low() -> None:
    text = (
        "As long as your devotion to white and black is less than seven, Athreos isn't a creature."
    )
    parsed = parse_text(text, name="Athreos, God of Passage", types=("Enchantment", "Creature"))
    (ability,) = parsed.abilities
    assert ability.effects == (TypeEffect(not_types=("Creature",)),)
    assert ability.condition is not None
    assert (ability.condition.devotion_to, ability.condition.devotion_below) == (
        (Color.WHITE, Color.BLACK),
        7,
    )


def test_every_creature_type_of_its_own_is_characteristic_defining() -> None:
    parsed = parse_text(
        "Mistform Ultimus is every creature type.", name="Mistform Ultimus", types=("Creature",)
    )
    (ability,) = parsed.abilities
    assert ability.cda is True


def test_for_as_long_as_the_source_remains_is_its_duration() -> None:
    text = (
        "When this creature enters, gain control of target creature for as long as this "
        "creature remains on the battlefield."
    )
    parsed = parse_text(text, name="Sower of Temptation", types=("Creature",))
    (ability,) = parsed.abilities
    assert (ability.kind, ability.trigger, ability.duration) == (
        "triggered",
        "enters",
        "while_source",
    )


def test_a_saga_chapter_is_read_like_a_triggered_ability() -> None:
    text = (
        "III — Artifacts you control become artifact creatures with base power and toughness "
        "5/5 until end of turn."
    )
    parsed = parse_text(text, name="The Antiquities War", types=("Enchantment",))
    (ability,) = parsed.abilities
    assert (ability.kind, ability.duration, len(ability.effects)) == ("triggered", "end_of_turn", 2)


def test_the_modes_of_a_triggered_ability_are_never_silent() -> None:
    text = (
        "At the beginning of combat on your turn, choose one —\n"
        "• Target creature you control gets +2/+0 until end of turn.\n"
        "• You gain 2 life."
    )
    parsed = parse_text(text, name="Ferocity", types=("Enchantment",))
    assert parsed.unmodelled == ("Target creature you control gets +2/+0 until end of turn.",)
    assert parsed.characteristic == 0  # triggered abilities stay outside the count


def test_for_as_long_as_you_control_the_source_is_its_own_duration() -> None:
    text = (
        '{T}: Target artifact you control gains "{T}: Draw a card" for as long as you control '
        "this creature."
    )
    parsed = parse_text(text, name="Spy", types=("Creature",))
    (ability,) = parsed.abilities
    assert ability.duration == "while_controlled"  # the game model ends it (611.2b)
    assert ability.effects[0].granted == ("{T}: Draw a card",)  # type: ignore[union-attr]
    assert parsed.unmodelled == ()


def test_a_paid_trigger_reads_as_paid() -> None:
    text = (
        "Whenever you surveil, you may pay {1}{U}. If you do, create a token that's a copy of "
        "this creature."
    )
    parsed = parse_text(text, name="Copy Catchers", types=("Creature",))
    (ability,) = parsed.abilities
    assert ability.effects == (CopyEffect(token=True, original="permanent", itself=True),)


def test_a_trigger_that_exiles_a_card_copies_the_exiled_card() -> None:
    text = (
        "At the beginning of combat on your turn, you may exile a creature card from your "
        "graveyard. If you do, create a token that's a copy of that card, except it's a 4/4 "
        "black Zombie. It gains haste until end of turn."
    )
    parsed = parse_text(text, name="God-Pharaoh's Gift", types=("Artifact",))
    copy, haste = parsed.abilities
    assert copy.effects == (
        CopyEffect(
            token=True,
            except_power=4,
            except_toughness=4,
            except_colors=(Color.BLACK,),
            except_subtypes=("Zombie",),
        ),
    )
    assert (copy.same_trigger, haste.same_trigger, haste.duration) == (False, True, "end_of_turn")
