"""The Oracle parser: one template per test, and what it refuses to guess."""

import pytest

from engine.cards import (
    Ability,
    AbilityEffect,
    CdaPowerToughness,
    Color,
    ColorEffect,
    Condition,
    ControlEffect,
    CopyEffect,
    Filter,
    Formula,
    ModifyPowerToughness,
    SetPowerToughness,
    TextChangeEffect,
    TypeEffect,
)
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
    # the size of a library: no Condition field says that
    text = "Spirit Wolf gets +2/+2 as long as a library has twenty or fewer cards in it."
    result = parse_text(text, name="Spirit Wolf", types=("Creature",))
    assert result.unmodelled == (
        "~ gets +2/+2 as long as a library has twenty or fewer cards in it.",
    )
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


def test_cda_counting_lands_you_control() -> None:
    # Molimo, Maro-Sorcerer: P/T each equal to the lands its controller controls
    text = "Molimo's power and toughness are each equal to the number of lands you control."
    (ability,) = parse_text(text, name="Molimo, Maro-Sorcerer", types=("Creature",)).abilities
    count = Formula(of="permanents", count=Filter(types=("Land",), controller="you"))
    assert ability.cda and ability.effects == (CdaPowerToughness(power=count, toughness=count),)


def test_cda_for_power_only() -> None:
    # Yavimaya Kavu: power counts red creatures on the battlefield; toughness is its own ability
    text = "Yavimaya Kavu's power is equal to the number of red creatures on the battlefield."
    (ability,) = parse_text(text, name="Yavimaya Kavu", types=("Creature",)).abilities
    count = Formula(of="permanents", count=Filter(types=("Creature",), colors=(Color.RED,)))
    assert ability.effects == (CdaPowerToughness(power=count),)


def test_bonus_for_each_permanent_you_control() -> None:
    # Akiri, Line-Slinger: +1/+0 per artifact you control
    text = "Akiri, Line-Slinger gets +1/+0 for each artifact you control."
    (ability,) = parse_text(text, name="Akiri, Line-Slinger", types=("Creature",)).abilities
    count = Formula(of="permanents", count=Filter(types=("Artifact",), controller="you"))
    assert ability.effects == (ModifyPowerToughness(power=count, toughness=0),)


def test_resolving_count_is_read_and_fixed_by_the_engine() -> None:
    # 608.2h: a spell's "for each" is counted once as it resolves (the scenario player fixes it)
    text = "Target creature gets +1/+1 until end of turn for each creature you control."
    (ability,) = parse_text(text, name="Pump", types=("Instant",)).abilities
    count = Formula(of="permanents", count=Filter(types=("Creature",), controller="you"))
    assert ability.kind == "spell" and ability.duration == "end_of_turn"
    assert ability.effects == (ModifyPowerToughness(power=count, toughness=count),)


def test_activated_where_x_is_a_count_of_your_permanents() -> None:
    # The Wandering Minstrel: +X/+X to your other creatures, X the Towns you control
    text = (
        "{5}: Other creatures you control get +X/+X until end of turn, "
        "where X is the number of Towns you control."
    )
    (ability,) = parse_text(text, name="Minstrel", types=("Creature",)).abilities
    count = Formula(of="permanents", count=Filter(subtypes=("Town",), controller="you"))
    assert ability.kind == "activated" and ability.affects.other
    assert ability.effects == (ModifyPowerToughness(power=count, toughness=count),)


def test_cards_in_hand_as_a_cda_and_a_count() -> None:
    # Tishana: P/T equal to the cards in your hand; a pump "for each card in your hand"
    cda = parse_text(
        "Tish's power and toughness are each equal to the number of cards in your hand.",
        name="Tish",
        types=("Creature",),
    ).abilities[0]
    assert cda.effects == (
        CdaPowerToughness(power=Formula(of="cards_in_hand"), toughness=Formula(of="cards_in_hand")),
    )
    pump = parse_text(
        "Target creature gets +1/+1 until end of turn for each card in your hand.",
        name="Pump",
        types=("Instant",),
    ).abilities[0]
    assert pump.effects == (
        ModifyPowerToughness(
            power=Formula(of="cards_in_hand"), toughness=Formula(of="cards_in_hand")
        ),
    )


def test_token_and_nontoken_groups() -> None:
    # Caretaker's Talent-style anthem for tokens; "nontoken creatures" for the opposite
    (tokens,) = parse_text(
        "Creature tokens you control get +2/+2.", name="Talent", types=("Enchantment",)
    ).abilities
    assert tokens.affects == Filter(types=("Creature",), controller="you", token=True)
    (nontoken,) = parse_text(
        "Nontoken creatures you control have haste.", name="Haste", types=("Enchantment",)
    ).abilities
    assert nontoken.affects == Filter(types=("Creature",), controller="you", token=False)


def test_a_list_of_subtypes_is_any_of_them() -> None:
    # Death-Priest of Myrkul: three creature types, any one of which qualifies
    (ability,) = parse_text(
        "Skeletons, Vampires, and Zombies you control get +1/+1.",
        name="Priest",
        types=("Creature",),
    ).abilities
    assert ability.affects == Filter(subtypes=("Skeleton", "Vampire", "Zombie"), controller="you")


def test_noncolor_multicolored_and_untapped_groups() -> None:
    (nonblack,) = parse_text(
        "Other nonblack creatures you control get +1/+1.", name="Angel", types=("Creature",)
    ).abilities
    assert nonblack.affects.not_colors == (Color.BLACK,) and nonblack.affects.other
    (multi,) = parse_text(
        "Multicolored creatures you control get +1/+1.", name="Glass", types=("Artifact",)
    ).abilities
    assert multi.affects.multicolored
    (untapped,) = parse_text(
        "Untapped creatures you control get +0/+2.", name="Castle", types=("Land",)
    ).abilities
    assert untapped.affects.untapped


def test_equipped_and_enchanted_conditions() -> None:
    # Armory Veteran: menace while an Equipment is attached to it
    (ability,) = parse_text(
        "As long as Vet is equipped, it has menace.", name="Vet", types=("Creature",)
    ).abilities
    assert ability.condition == Condition(subject="self", states=("equipped",))


def test_condition_on_an_enchanted_permanent_type() -> None:
    # Akki War Paint: the bonus applies only while the enchanted permanent is a creature
    (ability,) = parse_text(
        "As long as enchanted permanent is a creature, it gets +2/+1.",
        name="Paint",
        types=("Enchantment",),
    ).abilities
    assert ability.condition == Condition(subject="attached", types=("Creature",))
    assert ability.affects.scope == "attached"


def test_other_in_a_count_of_the_groups_own_kind_is_other_than_each_one() -> None:
    # Hit // Run's second half: "other" means other than each attacker, not the source
    text = "Attacking creatures you control get +1/+0 for each other attacking creature."
    (ability,) = parse_text(text, name="Run", types=("Enchantment",)).abilities
    (effect,) = ability.effects
    assert isinstance(effect, ModifyPowerToughness) and isinstance(effect.power, Formula)
    assert effect.power.other_than_affected and not effect.power.count.other  # type: ignore[union-attr]


def test_other_in_a_count_of_another_kind_is_not_guessed() -> None:
    # other than the source, or than each creature? The words don't say: left unread
    text = "Creatures you control get +1/+0 for each other enchantment you control."
    result = parse_text(text, name="Shrine", types=("Enchantment",))
    assert result.unmodelled == (text,)


def test_condition_you_control_a_subtype() -> None:
    # Kird Ape: +1/+2 while its controller controls a Forest
    text = "Kird Ape gets +1/+2 as long as you control a Forest."
    (ability,) = parse_text(text, name="Kird Ape", types=("Creature",)).abilities
    assert ability.condition == Condition(
        subject="self", controls=Filter(subtypes=("Forest",), controller="you")
    )


def test_condition_n_or_more_other() -> None:
    text = "Wolf gets +1/+1 as long as you control three or more other creatures."
    (ability,) = parse_text(text, name="Wolf", types=("Creature",)).abilities
    assert ability.condition is not None and ability.condition.at_least == 3
    assert ability.condition.controls == Filter(types=("Creature",), controller="you", other=True)


def test_condition_on_the_enchanted_creature_and_it() -> None:
    # Clout of the Dominus-style: "as long as enchanted creature is blue, it gets ..."
    text = "As long as enchanted creature is blue, it gets +1/+1 and has shroud."
    (ability,) = parse_text(text, name="Aura", types=("Enchantment",)).abilities
    assert ability.affects.scope == "attached"
    assert ability.condition == Condition(subject="attached", colors=(Color.BLUE,))


def test_condition_its_attacking_follows_the_subject() -> None:
    text = "Equipped creature has first strike as long as it's attacking."
    (ability,) = parse_text(text, name="Lance", types=("Artifact",)).abilities
    assert ability.condition == Condition(subject="attached", states=("attacking",))


def test_chosen_type_filter_asks_for_a_creature_type() -> None:
    # Rally the Ranks: creatures you control of the chosen type get +1/+1
    text = "Creatures you control of the chosen type get +1/+1."
    choose = "As Rally the Ranks enters, choose a creature type.\n"
    ability = parse_text(choose + text, name="Rally the Ranks", types=("Enchantment",)).abilities[1]
    assert ability.choice == "creature_type"
    assert ability.affects == Filter(types=("Creature",), controller="you", chosen_subtype=True)
    # without "choose a creature type", the chosen type may be a land type: not guessed
    alone = parse_text(text, name="Rally the Ranks", types=("Enchantment",))
    assert alone.unmodelled == (text,)


def test_legendary_and_keyword_filters() -> None:
    (legendary,) = parse_text(
        "Other legendary creatures you control get +2/+2.", name="Arvad", types=("Creature",)
    ).abilities
    assert legendary.affects.supertypes == ("Legendary",) and legendary.affects.other
    (flyers,) = parse_text(
        "Creatures you control with flying get +1/+1.", name="Lord", types=("Enchantment",)
    ).abilities
    assert flyers.affects.keywords == ("flying",)


def test_protection_from_two_colors_is_one_keyword() -> None:
    # Sword of Hearth and Home: +2/+2 and protection from green and from white
    text = "Equipped creature gets +2/+2 and has protection from green and from white."
    (ability,) = parse_text(text, name="Sword", types=("Artifact",)).abilities
    assert ability.effects[1] == AbilityEffect(keywords=("protection from green and from white",))


def test_becomes_a_creature_with_keywords() -> None:
    # Celestial Colonnade-style manland, in our own wording
    text = (
        "{1}: Until end of turn, Keep becomes a 4/4 white and blue Elemental creature with flying."
    )
    (ability,) = parse_text(text, name="Keep", types=("Land",)).abilities
    assert ability.effects[-1] == AbilityEffect(keywords=("flying",))
    assert SetPowerToughness(power=4, toughness=4) in ability.effects


def test_attack_restriction_is_split_off_and_described() -> None:
    # Copper Carapace: +2/+2, and a blocking restriction that is not a characteristic
    text = "Equipped creature gets +2/+2 and can't block."
    result = parse_text(text, name="Copper Carapace", types=("Artifact",))
    assert result.abilities[0].effects == (ModifyPowerToughness(power=2, toughness=2),)
    assert result.abilities[1].kind == "other" and not result.unmodelled


def test_it_refers_to_the_one_target_of_the_previous_sentence() -> None:
    # Snakeskin Veil: a counter on target creature you control, then it gains hexproof
    text = (
        "Put a +1/+1 counter on target creature you control. It gains hexproof until end of turn."
    )
    (ability,) = [
        a for a in parse_text(text, name="Veil", types=("Instant",)).abilities if a.effects
    ]
    assert ability.affects.scope == "target" and ability.target == Filter(
        types=("Creature",), controller="you"
    )


def test_two_targets_leave_it_unresolved() -> None:
    text = "Target creature fights target creature. It gains trample until end of turn."
    result = parse_text(text, name="Brawl", types=("Sorcery",))
    assert result.unmodelled == ("It gains trample until end of turn.",)


def test_is_a_creature_without_in_addition_replaces_card_types() -> None:
    # Kenrith's Transformation: the enchanted creature becomes only an Elk creature (205.1a)
    text = "Enchanted creature loses all abilities and is a green Elk creature."
    (ability,) = parse_text(text, name="Elk Curse", types=("Enchantment",)).abilities
    assert (
        TypeEffect(mode="set", types=("Creature",), subtypes=("Elk",), lose_other_card_types=True)
        in ability.effects
    )


def test_still_a_land_keeps_the_other_card_types_and_subtypes() -> None:
    # a manland: "It's still a land." keeps its card types and every subtype (205.1b)
    text = "{1}: Keep becomes a 2/2 Soldier creature until end of turn. It's still a land."
    (ability,) = [a for a in parse_text(text, name="Keep", types=("Land",)).abilities if a.effects]
    assert ability.effects[0] == TypeEffect(mode="add", types=("Creature",), subtypes=("Soldier",))
    assert "Soldier creature in addition to its other types" in ability.summary


def test_additional_bonus_for_each_sacrificed_card_is_a_stated_count() -> None:
    # Devouring Rage: the Spirits sacrificed as it was cast are a fact the scenario states
    # with [x N] (608.2h), the count first: "For each ..., that creature gets an additional"
    text = (
        "Target creature gets +3/+0 until end of turn. For each Spirit sacrificed this way, "
        "that creature gets an additional +3/+0 until end of turn."
    )
    (ability,) = parse_text(text, name="Rage", types=("Instant",)).abilities
    assert ability.effects[1] == ModifyPowerToughness(
        power=Formula(of="chosen_x", times=3, fact="the number of Spirit sacrificed this way"),
        toughness=0,
    )


def test_text_change_of_a_color_word_or_basic_land_type() -> None:
    # Mind Bend: layer 3, no end date (612, 611.2a)
    text = (
        "Change the text of target permanent by replacing all instances of one color word with "
        "another or one basic land type with another."
    )
    (ability,) = parse_text(text, name="Bend", types=("Instant",)).abilities
    assert (ability.affects.scope, ability.duration) == ("target", "indefinitely")
    assert ability.effects == (TextChangeEffect(words="color_or_basic_land_type"),)


def test_text_change_of_a_color_word_on_a_spell_or_permanent() -> None:
    # Sleight of Mind: only the permanent half of the target is modelled
    text = (
        "Change the text of target spell or permanent by replacing all instances of one color "
        "word with another."
    )
    (ability,) = parse_text(text, name="Sleight", types=("Instant",)).abilities
    assert ability.effects == (TextChangeEffect(words="color"),)


def test_text_change_of_a_creature_type_with_a_barred_word() -> None:
    text = (
        "Change the text of target permanent by replacing all instances of one creature type "
        "with another. The new creature type can't be Wall."
    )
    result = parse_text(text, name="Evolution", types=("Instant",))
    assert result.unmodelled == ()
    (ability,) = result.abilities
    assert ability.effects == (TextChangeEffect(words="creature_type", not_to=("Wall",)),)
    assert ability.summary.endswith("(the new word can't be Wall).")


def test_they_after_counters_on_up_to_two_targets() -> None:
    # Bretagard Stronghold: counters on up to two targets, then those targets gain keywords
    text = (
        "{T}: Put a +1/+1 counter on each of up to two target creatures you control. "
        "They gain vigilance until end of turn."
    )
    (ability,) = [a for a in parse_text(text, name="Hold", types=("Land",)).abilities if a.effects]
    assert ability.affects.scope == "target" and ability.target == Filter(
        types=("Creature",), controller="you", targets_at_least=0, targets_at_most=2
    )  # each of up to two targets (115.1)


def test_those_creatures_after_counters_on_each_creature_you_control() -> None:
    # Ajani Goldmane: the group that got counters, locked as it resolves (611.2c)
    text = (
        "-1: Put a +1/+1 counter on each creature you control. "
        "Those creatures gain vigilance until end of turn."
    )
    (ability,) = [
        a for a in parse_text(text, name="Ajani", types=("Planeswalker",)).abilities if a.effects
    ]
    assert ability.affects == Filter(types=("Creature",), controller="you")


def test_untap_and_gain_control_of_it() -> None:
    # Threaten: two verbs, one target; control is layer 2, haste layer 6
    text = (
        "Untap target creature and gain control of it until end of turn. "
        "That creature gains haste until end of turn."
    )
    (ability,) = parse_text(text, name="Threat", types=("Sorcery",)).abilities
    assert ability.effects == (ControlEffect(), AbilityEffect(keywords=("haste",)))
    assert ability.duration == "end_of_turn"


def test_every_basic_land_type_in_addition() -> None:
    # Dryad of the Ilysian Grove: all five basic land types, keeping the old ones (305.7 aside)
    (ability,) = parse_text(
        "Lands you control are every basic land type in addition to their other types.",
        name="Dryad",
        types=("Creature",),
    ).abilities
    assert ability.effects == (TypeEffect(mode="add", all_basic_land_types=True),)


def test_target_and_all_other_creatures_with_the_same_name() -> None:
    # Bile Blight: the target and every creature that shares its name
    text = (
        "Target creature and all other creatures with the same name as that creature get "
        "-3/-3 until end of turn."
    )
    (ability,) = parse_text(text, name="Blight", types=("Instant",)).abilities
    assert ability.affects == Filter(types=("Creature",), same_name_as_target=True)
    assert ability.target == Filter(types=("Creature",))


def test_base_power_or_base_toughness_is_a_choice() -> None:
    # Vhati il-Dal: one of the two is set, chosen as the ability resolves
    text = "{T}: Until end of turn, target creature has base power 1 or base toughness 1."
    (ability,) = parse_text(text, name="Vhati", types=("Creature",)).abilities
    assert ability.choice == "power_or_toughness"
    assert ability.effects == (SetPowerToughness(chosen_one=True),)


def test_power_and_toughness_of_the_exiled_cards() -> None:
    # Sutured Ghoul: a CDA summing the exiled cards' power and toughness
    text = (
        "Ghoul's power is equal to the total power of the exiled cards and its toughness is "
        "equal to their total toughness."
    )
    (ability,) = parse_text(text, name="Ghoul", types=("Creature",)).abilities
    assert ability.cda and ability.effects == (
        CdaPowerToughness(
            power=Formula(of="exiled_power"), toughness=Formula(of="exiled_toughness")
        ),
    )


def test_x_from_the_spells_mana_cost() -> None:
    # Bloodcurdling Scream: +X/+0, X chosen as the spell is cast (107.3)
    (ability,) = parse_text(
        "Target creature gets +X/+0 until end of turn.",
        name="Scream",
        types=("Instant",),
        mana_cost="{X}{B}",
    ).abilities
    assert ability.effects == (ModifyPowerToughness(power=Formula(of="chosen_x")),)


def test_x_in_an_activation_cost_and_minus_x() -> None:
    # Belbe's Armor: -X/+X, X paid in the activation cost
    (ability,) = parse_text(
        "{X}, {T}: Target creature gets -X/+X until end of turn.", name="Armor", types=("Artifact",)
    ).abilities
    assert ability.effects == (
        ModifyPowerToughness(
            power=Formula(of="chosen_x", times=-1), toughness=Formula(of="chosen_x")
        ),
    )


def test_x_that_no_cost_chooses_is_not_guessed() -> None:
    text = "Target creature gets +X/+X until end of turn."
    result = parse_text(text, name="Mystery", types=("Instant",), mana_cost="{1}{G}")
    assert result.unmodelled == (text,)


def test_pump_until_end_of_turn_then_an_evasion_clause() -> None:
    # Distortion Strike: the unblockability this turn is a rule the spell gives the creature
    # it affected, kept on the ability for the scenario to show (not a layer's effect)
    text = "Target creature gets +1/+0 until end of turn and can't be blocked this turn."
    result = parse_text(text, name="Strike", types=("Sorcery",))
    assert result.abilities[0].effects == (ModifyPowerToughness(power=1),)
    assert result.abilities[0].duration == "end_of_turn"
    assert result.abilities[0].rules_effect == "can't be blocked this turn"
    assert len(result.abilities) == 1
    assert result.unmodelled == ()


def test_a_rule_that_outlasts_the_turn_stays_unread() -> None:
    # "can't block for as long as ..." is no rule of the turn: still said as not modelled
    text = "Target creature gets +1/+0 and can't block."
    result = parse_text(text, name="Strike", types=("Sorcery",))
    assert not any(a.rules_effect for a in result.abilities)


# --- whose turn, counters, graveyards, devotion, attachments ------------------------------


def _one(text: str, name: str = "Vet", types: tuple[str, ...] = ("Creature",)) -> Ability:
    result = parse_text(text, name=name, types=types)
    assert result.unmodelled == ()
    (ability,) = result.abilities
    return ability


def test_during_your_turn_and_turns_other_than_yours() -> None:
    ability = _one("During your turn, Vet has first strike.")
    assert ability.condition == Condition(subject="self", your_turn=True)
    ability = _one("During turns other than yours, creatures you control get +0/+2.", "Glory")
    assert ability.condition == Condition(subject="self", your_turn=False)
    assert ability.affects == Filter(types=("Creature",), controller="you")
    ability = _one("As long as it's your turn, creatures you control have haste.", "Rush")
    assert ability.condition == Condition(subject="self", your_turn=True)


def test_counters_on_it_as_a_count_a_condition_and_a_filter() -> None:
    ability = _one("Vet gets +1/+0 for each oil counter on it.")
    assert ability.effects == (
        ModifyPowerToughness(power=Formula(of="counters_on_it", counter="oil"), toughness=0),
    )
    ability = _one("Vet has trample as long as it has two or fewer oil counters on it.")
    assert ability.condition == Condition(
        subject="self", counter="oil", counters_at_least=0, counters_at_most=2
    )
    ability = _one("Vet has flying as long as it has a +1/+1 counter on it.")
    assert ability.condition == Condition(subject="self", counter="+1/+1")
    ability = _one("Each creature you control with a counter on it has trample.", "Banner")
    assert ability.affects == Filter(types=("Creature",), controller="you", counter="any")


def test_counters_on_the_source_are_not_counters_on_each_affected_creature() -> None:
    # "on ~" for a group counts on the source, not on each affected object
    text = "Other creatures you control get +1/+1 for each charge counter on Vet."
    (ability,) = parse_text(text, name="Vet", types=("Creature",)).abilities
    on_source = Formula(of="counters_on_source", counter="charge")
    assert ability.effects == (ModifyPowerToughness(power=on_source, toughness=on_source),)
    text = "Creatures with no counters on them get +1/+1."  # no counter of any kind (122.1)
    (ability,) = parse_text(text, name="Vet", types=("Creature",)).abilities
    assert ability.affects == Filter(types=("Creature",), not_counter="any")


def test_graveyard_threshold_and_counts() -> None:
    ability = _one("As long as seven or more cards are in your graveyard, Vet gets +1/+1.")
    assert ability.condition == Condition(subject="self", graveyard=Filter(), graveyard_at_least=7)
    ability = _one("Vet has haste as long as a Warrior card is in your graveyard.")
    assert ability.condition == Condition(subject="self", graveyard=Filter(subtypes=("Warrior",)))
    text = "Vet's power is equal to the number of noncreature, nonland cards in your graveyard."
    (spec,) = _one(text).effects
    assert spec == CdaPowerToughness(
        power=Formula(of="cards_in_graveyard", count=Filter(not_types=("Creature", "Land")))
    )
    text = "Vet gets +1/+1 for each creature card in all graveyards."
    (spec,) = _one(text).effects
    count = Formula(of="cards_in_graveyard", count=Filter(types=("Creature",)), whose="all")
    assert spec == ModifyPowerToughness(power=count, toughness=count)


def test_graveyard_counts_the_schema_cannot_say_stay_unmodelled() -> None:
    # cards in an opponent's graveyard: the count has no such owner
    text = "Vet's power is equal to the number of creature cards in target opponent's graveyard."
    assert parse_text(text, name="Vet", types=("Creature",)).unmodelled


def test_devotion_as_a_cda_and_a_spell_amount() -> None:
    (spec,) = _one("Vet's toughness is equal to your devotion to white.").effects
    assert spec == CdaPowerToughness(toughness=Formula(of="devotion", devotion_to=(Color.WHITE,)))
    text = "Target creature gets +X/+X until end of turn, where X is your devotion to green."
    ability = _one(text, "Pump", ("Instant",))
    devotion = Formula(of="devotion", devotion_to=(Color.GREEN,))
    assert ability.effects == (ModifyPowerToughness(power=devotion, toughness=devotion),)


def test_auras_and_equipment_attached_to_it() -> None:
    text = "Enchanted creature gets +1/+1 for each Aura and Equipment attached to it."
    ability = _one(text, "Mantle", ("Enchantment",))
    count = Formula(of="attached_to_it", count=Filter(subtypes=("Aura", "Equipment")))
    assert ability.affects.scope == "attached"
    assert ability.effects == (ModifyPowerToughness(power=count, toughness=count),)
    text = "Other creatures you control get +1/+1 for each Equipment attached to Vet."
    (ability,) = parse_text(text, name="Vet", types=("Creature",)).abilities
    on_vet = Formula(of="attached_to_source", count=Filter(subtypes=("Equipment",)))
    assert ability.effects == (ModifyPowerToughness(power=on_vet, toughness=on_vet),)


# --- modal spells -------------------------------------------------------------------------


def test_modal_spell_modes_are_spell_abilities_tagged_with_their_number() -> None:
    text = (
        "Choose one —\n• Destroy target artifact.\n"
        "• Target creature gets +2/+0 until end of turn.\n"
        "• Creatures you control gain flying until end of turn."
    )
    parsed = parse_text(text, name="Test Charm", types=("Instant",))
    assert parsed.fully_parsed
    moded = [a for a in parsed.abilities if a.mode is not None]
    assert [(a.mode, a.choose, a.kind, bool(a.effects)) for a in moded] == [
        (1, "one", "other", False),
        (2, "one", "spell", True),
        (3, "one", "spell", True),
    ]
    assert moded[1].effects == (ModifyPowerToughness(power=2, toughness=0),)
    assert moded[1].affects.scope == "target"
    assert moded[2].affects.controller == "you"
    assert moded[2].summary.startswith("Mode 3: ")


def test_modes_with_costs_or_of_a_permanent_stay_unmodelled_and_entwine_allows_both() -> None:
    spree = "Spree\n+ {1} — Target creature gets +2/+2 until end of turn."
    assert not parse_text(spree, name="Spree Spell", types=("Instant",)).abilities[-1].mode
    entwined = (
        "Choose one —\n• Target creature gets +2/+2 until end of turn.\n"
        "• Target creature gains flying until end of turn.\nEntwine {2}"
    )
    parsed = parse_text(entwined, name="Twin", types=("Instant",), keywords=["Entwine"])
    # paying entwine chooses both modes (702.42): a scenario may name one or both
    assert {a.choose for a in parsed.abilities if a.mode} == {"one or both"}
    three = entwined.replace("\nEntwine", "\n• Draw a card.\nEntwine")
    assert (
        len(parse_text(three, name="Trio", types=("Instant",), keywords=["Entwine"]).unmodelled)
        == 2
    )
    permanent = (
        "Choose one —\n• Creatures you control get +1/+1.\n• Creatures you control have haste."
    )
    assert not parse_text(permanent, name="Mode Lord", types=("Enchantment",)).fully_parsed
    both = "Choose one or both —\n• Target creature gets +1/+1 until end of turn.\n• Draw a card."
    assert parse_text(both, name="Both", types=("Sorcery",)).abilities[1].choose == "one or both"


def test_delirium_card_types_among_cards_in_your_graveyard() -> None:
    text = (
        "Delirium — Sentry gets +2/+1 as long as there are four or more card types among "
        "cards in your graveyard."
    )
    (ability,) = parse_text(text, name="Sentry", types=("Creature",)).abilities
    assert ability.condition == Condition(subject="self", card_types_in_graveyard_at_least=4)
    assert ability.effects == (ModifyPowerToughness(power=2, toughness=1),)


def test_instant_and_sorcery_cards_are_cards_of_either_type() -> None:
    text = "Drake's power is equal to the number of instant and sorcery cards in your graveyard."
    (ability,) = parse_text(text, name="Drake", types=("Creature",)).abilities
    assert ability.effects == (
        CdaPowerToughness(
            power=Formula(of="cards_in_graveyard", count=Filter(any_types=("Instant", "Sorcery")))
        ),
    )
    text = (
        "As long as there are two or more instant and/or sorcery cards in your graveyard, "
        "Runner gets +1/+0."
    )
    (ability,) = parse_text(text, name="Runner", types=("Creature",)).abilities
    assert ability.condition is not None
    assert ability.condition.graveyard == Filter(any_types=("Instant", "Sorcery"))
    assert ability.condition.graveyard_at_least == 2


def test_either_of_two_colors() -> None:
    text = "Target blue or red creature gets +1/+0 until end of turn."
    (ability,) = parse_text(text, name="Weaver", types=("Instant",)).abilities
    assert ability.target == Filter(types=("Creature",), colors=(Color.BLUE, Color.RED))
    text = "Kin has lifelink as long as you control a white or black permanent."
    (ability,) = parse_text(text, name="Kin", types=("Creature",)).abilities
    assert ability.condition == Condition(
        subject="self", controls=Filter(controller="you", colors=(Color.WHITE, Color.BLACK))
    )
    # "white or blue creatures" in the plural, or a second color word, stays unread
    text = "Target white or blue green creature gets +1/+0 until end of turn."
    assert parse_text(text, name="Odd", types=("Instant",)).unmodelled


def test_life_and_hand_size_conditions() -> None:
    def condition(text: str) -> Condition | None:
        (ability,) = parse_text(text, name="Angel", types=("Creature",)).abilities
        return ability.condition

    assert condition("Angel gets +2/+2 as long as you have 25 or more life.") == Condition(
        subject="self", life_at_least=25
    )
    assert condition("As long as you have 5 or less life, Angel gets +1/+4.") == Condition(
        subject="self", life_at_most=5
    )
    assert condition("Angel has flying as long as you have no cards in hand.") == Condition(
        subject="self", hand_at_most=0
    )
    text = "As long as you have seven or more cards in hand, Angel gets +2/+1."
    assert condition(text) == Condition(subject="self", hand_at_least=7)


def test_it_after_putting_a_counter_on_or_tapping_the_source_is_the_source() -> None:
    text = "{2}: Put a +1/+1 counter on Hydra. It gains hexproof until end of turn."
    (ability,) = [
        a for a in parse_text(text, name="Hydra", types=("Creature",)).abilities if a.effects
    ]
    assert (ability.kind, ability.affects.scope, ability.duration) == (
        "activated",
        "self",
        "end_of_turn",
    )
    assert ability.effects == (AbilityEffect(keywords=("hexproof",)),)
    text = "{1}: Untap Hydra. It gains shroud until end of turn."
    (ability,) = [
        a for a in parse_text(text, name="Hydra", types=("Creature",)).abilities if a.effects
    ]
    assert ability.affects.scope == "self"


def test_the_creature_type_or_color_of_your_choice_is_the_scenarios_choice() -> None:
    text = "Target creature becomes the creature type of your choice until end of turn."
    (ability,) = parse_text(text, name="Trick", types=("Instant",)).abilities
    assert ability.choice == "creature_type"
    assert ability.effects == (TypeEffect(mode="set", chosen_subtype=True),)
    text = "{G}: Kavu becomes the color of your choice until end of turn."
    (ability,) = parse_text(text, name="Kavu", types=("Creature",)).abilities
    assert (ability.choice, ability.effects) == (
        "color",
        (ColorEffect(mode="set", chosen_color=True),),
    )
    text = "Target creature gains flying and protection from the color of your choice."
    (ability,) = parse_text(text, name="Ward Off", types=("Instant",)).abilities
    assert ability.effects == (
        AbilityEffect(keywords=("flying",), protection_from_chosen_color=True),
    )
    # a creature type and a color: two choices in one ability are not guessed
    text = (
        "Target creature becomes the creature type of your choice and gains protection "
        "from the color of your choice."
    )
    assert parse_text(text, name="Prism", types=("Instant",)).unmodelled


def test_an_effect_on_every_zone_reaches_permanents_spells_and_cards() -> None:
    # 611.3a: Mycosynth Lattice's second ability names every zone, not only the battlefield
    text = "All cards that aren't on the battlefield, spells, and permanents are colorless."
    parsed = parse_text(text, name="Lattice", types=("Artifact",))
    (ability,) = parsed.abilities
    assert ability.affects.zones == (
        "battlefield", "stack", "hand", "library", "graveyard", "exile", "command"
    )  # fmt: skip
    assert ability.effects == (ColorEffect(mode="colorless"),)
    assert ability.summary == "Permanents, spells and cards in every other zone are colorless."
    assert parsed.unmodelled == ()


def test_until_your_next_turn_is_a_duration() -> None:
    text = "+1: Up to one target creature gets -2/-0 until your next turn."
    (ability,) = parse_text(text, name="Jace", types=("Planeswalker",)).abilities
    assert (ability.duration, ability.summary) == (
        "until_your_next_turn",
        "Target creature gets -2/+0 until your next turn.",
    )


def test_as_though_it_didnt_have_defender_changes_no_characteristic() -> None:
    text = "Creatures you control can attack as though they didn't have defender."
    parsed = parse_text(text, name="High Alert", types=("Enchantment",))
    assert (parsed.characteristic, parsed.unmodelled) == (0, ())
    text = "Enchanted creature gets +1/+1 and can attack as though it didn't have defender."
    (ability, _) = parse_text(text, name="Animate", types=("Enchantment",)).abilities
    assert ability.effects == (ModifyPowerToughness(power=1, toughness=1),)


def test_a_quoted_ability_ending_a_sentence_ends_it() -> None:
    text = 'Create a 1/1 black Rat creature token with "This creature can\'t block." '
    text += "Creatures you control gain haste until end of turn."
    parsed = parse_text(text, name="Dance", types=("Sorcery",))
    assert [a.summary for a in parsed.abilities if a.effects] == [
        "Creatures you control have haste until end of turn."
    ]
    # the token's own quoted ability is how the token is made (111.3), not a change
    text = 'Create a 0/0 artifact creature token with "This creature gets +1/+1 for each artifact '
    text += 'you control."'
    assert parse_text(text, name="Command", types=("Instant",)).characteristic == 0


def test_saga_chapters_dungeon_rooms_and_visits_are_triggered_abilities() -> None:
    saga = "I, II — Create a 2/2 white Knight creature token.\nIII — Knights you control get +2/+1."
    parsed = parse_text(saga, name="History", types=("Enchantment",))
    assert [a.kind for a in parsed.abilities] == ["triggered", "triggered"]
    assert parsed.characteristic == 0  # triggered abilities are outside the count
    room = "Fungi Cavern — Target creature gets -4/-0 until your next turn."
    assert parse_text(room, name="Mine", types=("Dungeon",)).abilities[0].kind == "triggered"
    visit = "Visit — Creatures you control get +1/+0 until end of turn."
    assert parse_text(visit, name="Coaster", types=("Artifact",)).abilities[0].kind == "triggered"


# --- Triggered abilities: read like a spell, outside the coverage count -------------------

DESCRIBED = "Triggered ability (not a continuous effect)."
#: A triggered ability with characteristic-changing words the parser did not read: the words
#: go to ``unmodelled`` (never silent) but stay outside the coverage count.
UNREAD = (
    "Triggered ability whose effect changes characteristics in words not read yet (not modelled)."
)


def test_an_enters_trigger_reads_its_effect_after_the_condition() -> None:
    # Merfolk Trickster: tapping is no continuous effect, losing abilities is
    text = (
        "When this creature enters, tap target creature an opponent controls. It loses all "
        "abilities until end of turn."
    )
    parsed = parse_text(text, name="Trickster", types=("Creature",))
    (effect,) = parsed.abilities  # the tap is part of the one ability, never listed apart
    assert (effect.kind, effect.trigger, effect.affects.scope, effect.duration) == (
        "triggered",
        "enters",
        "target",
        "end_of_turn",
    )
    assert effect.target == Filter(types=("Creature",), controller="opponent")
    assert effect.effects == (AbilityEffect(mode="lose_all"),)
    # triggered abilities stay outside the denominator (docs/CARDS.md)
    assert (parsed.characteristic, parsed.unmodelled) == (0, ())


def test_it_at_the_start_of_the_effect_is_the_conditions_subject() -> None:
    text = "Whenever this creature attacks, it gets +2/+0 until end of turn."
    (ability,) = parse_text(text, name="Raider", types=("Creature",)).abilities
    assert (ability.kind, ability.trigger, ability.affects.scope, ability.duration) == (
        "triggered",
        None,
        "self",
        "end_of_turn",
    )
    assert ability.effects == (ModifyPowerToughness(power=2, toughness=0),)
    text = "Whenever enchanted creature attacks, it gains deathtouch until end of turn."
    (ability,) = parse_text(text, name="Talisman", types=("Enchantment",)).abilities
    assert ability.affects.scope == "attached"


def test_a_list_in_the_trigger_condition_ends_at_its_own_comma() -> None:
    text = (
        "Whenever you cast an instant, sorcery, or Wizard spell, this creature gets +2/+0 "
        "until end of turn."
    )
    (ability,) = parse_text(text, name="Mystic", types=("Creature",)).abilities
    assert ability.affects.scope == "self" and ability.effects == (
        ModifyPowerToughness(power=2, toughness=0),
    )


def test_an_intervening_if_about_kicker_or_the_source_is_read() -> None:
    # 603.4: the clause is checked as the trigger resolves; a scenario says [kicked]
    text = (
        "When this creature enters, if it was kicked, target creature gets +2/+2 until end of turn."
    )
    (ability,) = parse_text(text, name="Kicker", types=("Creature",)).abilities
    assert (ability.kicked, ability.summary.endswith("(if it was kicked).")) == (True, True)
    text = (
        "When a player has no cards in hand, if this enchantment is an enchantment, it becomes "
        "a 4/4 Crocodile creature."
    )
    (ability,) = parse_text(text, name="Croc", types=("Enchantment",)).abilities
    assert ability.intervening_if == Condition(subject="self", types=("Enchantment",))


def test_an_intervening_if_about_the_game_is_checked_as_it_resolves() -> None:
    # 603.4: "if you control an artifact" is checked for the source's controller
    text = (
        "When this creature enters, if you control an artifact, target creature gets +2/+2 "
        "until end of turn."
    )
    parsed = parse_text(text, name="Kicker", types=("Creature",))
    (ability,) = parsed.abilities
    clause = ability.intervening_if
    assert clause is not None and clause.controls is not None
    assert clause.controls.types == ("Artifact",) and not parsed.unmodelled


def test_another_intervening_if_is_described_only() -> None:
    # 603.4: "if you have a full party" is no condition the engine reads
    text = (
        "When this creature enters, if you have a full party, target creature gets +2/+2 "
        "until end of turn."
    )
    parsed = parse_text(text, name="Kicker", types=("Creature",))
    assert [a.summary for a in parsed.abilities] == [UNREAD]
    # never silent (issue 13): the unread pump is reported, outside the coverage count
    assert (parsed.characteristic, parsed.unmodelled) == (0, (text.replace("this creature", "~"),))


def test_a_trigger_whose_effect_does_not_all_read_is_described_only() -> None:
    # the second sentence has no formula: the first one is not kept on its own either
    text = (
        "Whenever this creature attacks, it gains flying until end of turn. It gets +X/+0 "
        "until end of turn, where X is the number of times the letter of your choice appears "
        "in its name."
    )
    parsed = parse_text(text, name="Flier", types=("Creature",))
    assert [a.summary for a in parsed.abilities] == [UNREAD]
    assert parsed.characteristic == 0
    assert parsed.unmodelled == (
        "It gets +X/+0 until end of turn, where X is the number of times the letter of your "
        "choice appears in its name.",
    )


def test_a_trigger_refuses_an_x_no_cost_chooses() -> None:
    text = "When this creature enters, target creature gets +X/+0 until end of turn."
    parsed = parse_text(text, name="Surge", types=("Creature",), mana_cost="{X}{R}")
    assert [a.summary for a in parsed.abilities] == [UNREAD]
    assert parsed.unmodelled == ("target creature gets +X/+0 until end of turn.",)


def test_a_trigger_with_an_effect_done_instead_is_described_only() -> None:
    text = (
        "Whenever you attack, target attacking creature gets +1/+1 until end of turn. If it's "
        "attacking a battle, put a +1/+1 counter on it instead."
    )
    parsed = parse_text(text, name="Geoderm", types=("Creature",))
    assert [a.summary for a in parsed.abilities] == [UNREAD]
    assert len(parsed.unmodelled) == 1


def test_a_created_tokens_own_text_is_not_an_effect_but_gaining_haste_is() -> None:
    # 111.3: "It has ..." right after creating a token is the token's text
    text = (
        "When this creature enters, create a 1/1 colorless Eldrazi Scion creature token. "
        'It has "Sacrifice this creature: Add {C}."'
    )
    parsed = parse_text(text, name="Skyspawner", types=("Creature",))
    assert [a.summary for a in parsed.abilities] == [DESCRIBED]
    text = (
        "At the beginning of combat on your turn, create a 1/1 red Goblin creature token. "
        "That token gains haste until end of turn."
    )
    (effect,) = parse_text(text, name="Warboss", types=("Creature",)).abilities
    assert (effect.affects.scope, effect.target, effect.effects) == (
        "made",
        Filter(types=("Creature",)),
        (AbilityEffect(keywords=("haste",)),),
    )


def test_the_exiled_cards_power_and_toughness_read_the_linked_exile() -> None:
    # Phyrexian Ingester: the trigger exiles, the static ability reads that card (607.2a)
    text = (
        "Imprint — When this creature enters, you may exile target nontoken creature.\n"
        "This creature gets +X/+Y, where X is the exiled creature card's power and Y is its "
        "toughness."
    )
    exile, bonus = parse_text(text, name="Ingester", types=("Creature",)).abilities
    assert (exile.kind, exile.choice, exile.trigger, exile.effects) == (
        "triggered",
        "exile",
        "enters",
        (),
    )
    assert (bonus.kind, bonus.affects.scope) == ("static", "self")
    assert bonus.effects == (
        ModifyPowerToughness(
            power=Formula(of="exiled_power"), toughness=Formula(of="exiled_toughness")
        ),
    )
    # a spell has no linked exile to read: its sentence stays unmodelled
    text = (
        "Exile target creature card from your graveyard. Target creature gets +X/+X until end "
        "of turn, where X is the exiled card's power."
    )
    assert parse_text(text, name="Rite", types=("Instant",)).unmodelled


def test_a_token_copy_of_the_exiled_card_with_what_the_copy_effect_can_say() -> None:
    # The Scarab God: 707.9b, the exceptions are part of the token's copiable values
    text = (
        "{2}{U}{B}: Exile target creature card from a graveyard. Create a token that's a copy "
        "of it, except it's a 4/4 black Zombie."
    )
    ability = parse_text(text, name="The Scarab God", types=("Creature",)).abilities[0]
    assert (ability.kind, ability.choice, ability.affects.scope, ability.target) == (
        "activated",
        "copy",
        "made",
        Filter(types=("Creature",)),
    )
    assert ability.effects == (
        CopyEffect(
            token=True,
            except_power=4,
            except_toughness=4,
            except_colors=(Color.BLACK,),
            except_subtypes=("Zombie",),
        ),
    )
    text = (
        "{T}: Exile target creature card from a graveyard. Create a token that's a copy of it, "
        "except it's a Nightmare in addition to its other types."
    )
    ability = parse_text(text, name="Harvester", types=("Creature",)).abilities[0]
    assert ability.effects == (CopyEffect(token=True, extra_subtypes=("Nightmare",)),)


def test_a_token_copy_is_read_only_of_an_exiled_card_and_only_what_the_schema_says() -> None:
    def copies(text: str, types: tuple[str, ...] = ("Creature",)) -> bool:
        parsed = parse_text(text, name="Copier", types=types)
        return any(e.kind == "copy" for a in parsed.abilities for e in a.effects)

    exile = "{T}: Exile target creature card from your graveyard. "
    assert copies(exile + "Create a token that's a copy of that card.")
    # "it" after the exile is that card too, with the exceptions the copies grammar reads
    # (707.9b): a keyword it has, a supertype added
    for exception, effect in [
        ("it has haste", CopyEffect(token=True, extra_keywords=("haste",))),
        ("it's legendary", CopyEffect(token=True, extra_supertypes=("Legendary",))),
    ]:
        text = f"{exile}Create a token that's a copy of it, except {exception}."
        assert parse_text(text, name="Copier", types=("Creature",)).abilities[0].effects == (
            effect,
        )
    # "it" is no exiled card here
    assert not copies("Whenever a creature dies, create a token that's a copy of it.")
    # a spell that exiles the card itself copies it (Mordor on the March; the scenario names
    # the card with [copy: Name]); one that only says "the exiled card" has none to copy
    text = "Exile target creature card from a graveyard. Create a token that's a copy of it."
    assert copies(text, types=("Sorcery",))
    assert not copies("Create a token that's a copy of the exiled card.", types=("Sorcery",))


def test_another_target_named_before_the_effect_stays_another() -> None:
    # Taranika: the untap sentence names the target the next sentence calls "that creature"
    text = (
        "Whenever Taranika attacks, untap another target creature you control. Until end of "
        "turn, that creature has base power and toughness 4/4 and gains indestructible."
    )
    (effect,) = parse_text(text, name="Taranika", types=("Creature",)).abilities
    assert effect.target == Filter(types=("Creature",), controller="you", other=True)


def test_a_tokens_own_text_later_in_the_effect_is_not_an_effect_either() -> None:
    text = (
        "When this creature enters, create a 4/4 Vehicle artifact token with crew 2. Put "
        'eight hour counters on it. It has "{T}: Add {C}."'
    )
    parsed = parse_text(text, name="Runner", types=("Creature",))
    assert [a.summary for a in parsed.abilities] == [DESCRIBED]


def test_a_trigger_on_this_or_another_permanent_entering_is_an_enters_trigger() -> None:
    text = (
        "Whenever this creature or another Ally you control enters, creatures you control gain "
        "haste until end of turn."
    )
    (ability,) = parse_text(text, name="Guide", types=("Creature",)).abilities
    assert ability.trigger == "enters"
    text = (
        "Whenever another creature you control enters, this creature gets +1/+1 until end of turn."
    )
    (ability,) = parse_text(text, name="Watcher", types=("Creature",)).abilities
    assert ability.trigger is None


def test_it_has_after_creating_a_token_is_the_tokens_own_text() -> None:
    text = (
        'Create two 1/1 Eldrazi Scion creature tokens. They have "Sacrifice this token: Add {C}."'
    )
    parsed = parse_text(text, name="Scions", types=("Sorcery",))
    assert (parsed.characteristic, [a for a in parsed.abilities if a.effects]) == (0, [])
    text = "Create a 3/3 Beast creature token. It gains haste until end of turn."
    (ability,) = [
        a for a in parse_text(text, name="Beast", types=("Sorcery",)).abilities if a.effects
    ]
    assert ability.affects.scope == "made"


def test_numbered_keywords_base_toughness_alone_and_a_fixed_part_beside_x() -> None:
    text = "Until end of turn, target creature gets +1/+3 and gains flying and toxic 1."
    (ability,) = parse_text(text, name="Ascent", types=("Instant",)).abilities
    assert ability.effects[1] == AbilityEffect(keywords=("flying", "toxic 1"))
    text = "Target creature has base toughness 1 until end of turn."
    (ability,) = parse_text(text, name="Chariot", types=("Instant",)).abilities
    assert ability.effects == (SetPowerToughness(toughness=1),)
    text = "Equipped creature gets +X/+1, where X is the number of artifacts you control."
    (ability,) = parse_text(text, name="Ram", types=("Artifact",)).abilities
    (effect,) = ability.effects
    assert isinstance(effect, ModifyPowerToughness) and effect.toughness == 1
    assert isinstance(effect.power, Formula) and effect.power.of == "permanents"


def test_review_round_4_findings_stay_fixed() -> None:
    # a color chosen before the game begins (607.2p, 903.4b) is a characteristic-defining
    # ability's (604.3), not an ordinary layer 5 effect
    text = "If Faceless One is your commander, choose a color before the game begins. "
    text += "Faceless One is the chosen color."
    parsed = parse_text(text, name="Faceless One", types=("Creature",))
    (chosen,) = [a for a in parsed.abilities if a.effects]
    assert parsed.unmodelled == () and chosen.cda and chosen.choice == "color"
    assert chosen.effects == (ColorEffect(chosen_color=True),)
    # face-down permanents' values (708.2a) are not a type change on the face-up card
    text = "−7: Put any number of cards from your hand onto the battlefield face down. "
    text += "They're 5/5 artifact creatures."
    parsed = parse_text(text, name="Tezzeret", types=("Planeswalker",))
    assert not any(ability.effects for ability in parsed.abilities)
    assert "face down with the P/T and card types" in parsed.abilities[0].summary
    # a leveler's described abilities say which level they belong to (711.2a)
    text = "Level up {1}{U}\nLEVEL 1-2\n0/1\n{T}: Draw a card.\nLEVEL 3+\n0/1\n{T}: Scry 1."
    summaries = [
        a.summary for a in parse_text(text, name="Cryptologist", types=("Creature",)).abilities
    ]
    assert "Activated ability (not a continuous effect) (with level 1-2 only)." in summaries


@pytest.mark.parametrize(
    "text",
    [
        "Foo gets +1/+1 as long as you have one or fewer cards in hand.",
        "Foo gets +1/+1 as long as you have 30 or more life.",
        "Foo gets +1/+1 as long as there are four or more card types among cards in your "
        "graveyard.",
        "Foo gets +1/+1 as long as you have the city's blessing.",
        "Foo gets +1/+1 as long as you control exactly one creature.",
    ],
)
def test_every_condition_is_described(text: str) -> None:
    (ability,) = parse_text(text, name="Foo", types=("Creature",)).abilities
    assert ability.condition is not None and not ability.summary.endswith("while .")


def test_a_count_then_more_abilities() -> None:
    text = "Enchanted creature gets +1/+1 for each enchantment you control and has first strike."
    (ability,) = parse_text(text, name="Armor", types=("Enchantment",)).abilities
    assert [e.kind for e in ability.effects] == ["modify_pt", "abilities"]
    assert ability.summary == (
        "The permanent it is attached to gets +X/+X and has first strike, "
        "where X is the number of enchantments you control."
    )


def test_spell_or_permanent_exact_counters_modified_and_alchemy_names() -> None:
    (ability,) = parse_text(
        "Target spell or permanent becomes red.", name="Lace", types=("Instant",)
    ).abilities
    assert ability.affects.scope == "target" and ability.effects == (
        ColorEffect(mode="set", colors=(Color.RED,)),
    )
    text = "Tide gets +1/+1 as long as there is exactly one tide counter on Tide."
    (ability,) = parse_text(text, name="Tide", types=("Enchantment",)).abilities
    assert ability.summary.endswith("while it has exactly 1 tide counters.")
    text = "As long as Veteran is equipped, it has menace."
    (ability,) = parse_text(text, name="A-Veteran", types=("Creature",)).abilities
    assert ability.condition == Condition(subject="self", states=("equipped",))


def test_targets_with_a_keyword_target_opponent_and_you_and_your_permanents() -> None:
    text = "Target creature with flying gets -2/-2 until end of turn."
    (ability,) = parse_text(text, name="Shot", types=("Instant",)).abilities
    assert ability.target == Filter(types=("Creature",), keywords=("flying",))
    assert ability.summary == "Target creature with flying gets -2/-2 until end of turn."
    text = "Creatures target opponent controls get -1/-1 until end of turn."
    (ability,) = parse_text(text, name="Sweep", types=("Sorcery",)).abilities
    assert ability.affects.controller == "target_opponent"  # the one the spell targets
    assert ability.summary.startswith("Creatures target opponent controls get -1/-1")
    text = "You and permanents you control gain hexproof until end of turn."
    (ability,) = parse_text(text, name="Truce", types=("Instant",)).abilities
    assert ability.affects == Filter(controller="you")  # the player's part is not a layer effect


def test_an_additional_bonus_every_creature_type_and_base_x_from_a_count() -> None:
    text = "Enchanted creature gets an additional +1/+0."
    (ability,) = parse_text(text, name="Extra", types=("Enchantment",)).abilities
    assert ability.effects == (ModifyPowerToughness(power=1, toughness=0),)
    text = "Mistform gets +2/+2, has reach, and is every creature type."
    (ability,) = parse_text(text, name="Mistform", types=("Creature",)).abilities
    assert TypeEffect(mode="add", all_creature_types=True) in ability.effects
    text = (
        "Until end of turn, creatures you control have base power and toughness X/X, "
        "where X is the number of cards in your hand."
    )
    (ability,) = parse_text(text, name="Jolt", types=("Sorcery",)).abilities
    (effect,) = ability.effects
    assert isinstance(effect, SetPowerToughness) and effect.power == Formula(of="cards_in_hand")


# --- Issue 13: the classic layer cards' templates -----------------------------------------


def _effects(text: str, name: str = "Card", types: tuple[str, ...] = ("Land",)) -> list[object]:
    result = parse_text(text, name=name, types=types)
    assert result.unmodelled == ()
    return [effect for ability in result.abilities for effect in ability.effects]


def test_becomes_a_creature_with_all_creature_types_that_is_still_a_land() -> None:
    text = (
        "{1}: Mutavault becomes a 2/2 creature with all creature types until end of turn. "
        "It's still a land."
    )
    (ability,) = [a for a in parse_text(text, name="Mutavault", types=("Land",)).abilities]
    assert ability.kind == "activated" and ability.duration == "end_of_turn"
    assert ability.effects == (
        TypeEffect(mode="add", types=("Creature",), all_creature_types=True),
        SetPowerToughness(power=2, toughness=2),
    )
    assert "every creature type" in ability.summary and "instead" not in ability.summary


def test_colonnade_description_says_the_subtypes_stay() -> None:
    # 205.1b: "It's still a land" keeps every prior type; the summary says what the engine does
    text = (
        "{3}{W}{U}: Until end of turn, Colonnade becomes a 4/4 white and blue Elemental "
        "creature with flying and vigilance. It's still a land."
    )
    (ability,) = parse_text(text, name="Colonnade", types=("Land",)).abilities
    assert "Elemental creature in addition to its other types" in ability.summary


def test_is_a_creature_with_base_power_and_toughness_in_addition_to_its_other_types() -> None:
    text = (
        "Enchanted artifact is a creature with base power and toughness 5/5 in addition to "
        "its other types."
    )
    assert _effects(text, "Ensoul", ("Enchantment",)) == [
        TypeEffect(mode="add", types=("Creature",)),
        SetPowerToughness(power=5, toughness=5),
    ]


def test_creatures_with_no_abilities_is_a_group_read_after_layer_6() -> None:
    (ability,) = parse_text(
        "Creatures with no abilities get +2/+2.", name="Petroglyphs", types=("Enchantment",)
    ).abilities
    assert ability.affects == Filter(types=("Creature",), no_abilities=True)
    assert ability.summary == "Creatures with no abilities get +2/+2."


def test_loses_all_creature_types_is_a_layer_4_effect() -> None:
    text = "Target creature gets +3/-3 and loses all creature types until end of turn."
    assert _effects(text, "Inversion", ("Tribal", "Instant")) == [
        ModifyPowerToughness(power=3, toughness=-3),
        TypeEffect(mode="set", lose_creature_types=True),
    ]


def test_a_colorless_land_with_a_quoted_ability_that_loses_all_other_types_and_abilities() -> None:
    text = (
        'Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all other '
        "card types and abilities."
    )
    assert _effects(text, "Imprisoned", ("Enchantment",)) == [
        TypeEffect(mode="set", types=("Land",), lose_other_card_types=True),
        ColorEffect(mode="colorless"),
        AbilityEffect(mode="lose_all_other", granted=("{T}: Add {C}",)),
    ]


def test_what_an_effect_grants_survives_its_loses_all_other_abilities_in_either_order() -> None:
    first = "Enchanted creature has defender and loses all other abilities."
    then = "Enchanted creature loses all other abilities and has defender."
    for text in (first, then):
        assert _effects(text, "Aura", ("Enchantment",)) == [
            AbilityEffect(mode="lose_all_other", keywords=("defender",))
        ]


def test_loses_all_other_card_types_needs_the_type_it_confirms() -> None:
    text = "Target creature loses all other card types until end of turn."
    result = parse_text(text, name="Odd", types=("Instant",))
    assert result.unmodelled == (text,)


def test_a_granted_ability_keeps_its_words_and_a_granted_pt_is_worked_out() -> None:
    text = (
        "{3}{B}{G}: Until end of turn, Svogthos becomes a black and green Plant Zombie "
        "creature with \"This creature's power and toughness are each equal to the number "
        "of creature cards in your graveyard.\" It's still a land."
    )
    (ability,) = [
        a for a in parse_text(text, name="Svogthos", types=("Land",)).abilities if a.effects
    ]
    granted = [e for e in ability.effects if isinstance(e, AbilityEffect)]
    assert granted[0].granted == (
        "~'s power and toughness are each equal to the number of creature cards in your graveyard.",
    )
    # the granted ability is a static ability of the land, counted continuously in layer 7b
    # for as long as the land has it (not a value fixed as the activation resolves)
    (static,) = granted[0].granted_abilities
    (set_pt,) = static.effects
    assert static.kind == "static" and isinstance(set_pt, SetPowerToughness)
    assert isinstance(set_pt.power, Formula) and set_pt.power == set_pt.toughness
    assert set_pt.power.of == "cards_in_graveyard"
    assert not any(isinstance(e, SetPowerToughness) for e in ability.effects)


def test_two_subtype_groups_become_creatures_and_lands_in_addition() -> None:
    text = (
        "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in "
        "addition to their other types."
    )
    (ability,) = parse_text(text, name="Life and Limb", types=("Enchantment",)).abilities
    assert ability.affects == Filter(subtypes=("Forest", "Saproling"))
    assert ability.effects == (
        TypeEffect(mode="add", types=("Creature", "Land"), subtypes=("Saproling", "Forest")),
        ColorEffect(colors=(Color.GREEN,)),
        SetPowerToughness(power=1, toughness=1),
    )


def test_cant_have_or_gain_is_read_with_its_loss_or_not_at_all() -> None:
    # 113.11: both halves about the same keyword are one layer-6 effect that no later grant
    # undoes; halves about different keywords are not read at all
    text = "Creatures your opponents control lose flying and can't have or gain flying."
    result = parse_text(text, name="Archetype", types=("Enchantment", "Creature"))
    assert result.unmodelled == ()
    assert result.abilities[0].effects == (
        AbilityEffect(mode="lose", keywords=("flying",), cant_have=True),
    )
    assert result.abilities[0].summary == (
        "Creatures your opponents control lose flying and can't have or gain it."
    )
    text = "Creatures your opponents control lose flying and can't have or gain trample."
    result = parse_text(text, name="Archetype", types=("Enchantment", "Creature"))
    assert result.unmodelled == (text,)
    assert not any(ability.effects for ability in result.abilities)
    assert "does not change characteristics" not in result.abilities[0].summary


def test_a_sticker_sheets_lines_are_not_its_own_abilities() -> None:
    text = "{TK}{TK} — {2}: This creature gets +2/+0 until end of turn.\n{TK}{TK} — 4/1"
    result = parse_text(text, name="Sheet", types=())
    assert not any(ability.effects for ability in result.abilities)
    assert result.unmodelled == (
        "{2}: ~ gets +2/+0 until end of turn. (a sticker's ability: not modelled)",
    )


def test_a_planes_static_ability_is_read_like_a_permanents() -> None:
    # it works from the command zone (113.6p): the game model puts it there, not on the
    # battlefield (tests/game_model/test_command_zone.py)
    result = parse_text("All creatures get +2/+2.", name="Krosa", types=("Plane",))
    assert result.abilities[0].effects == (ModifyPowerToughness(power=2, toughness=2),)
    assert result.unmodelled == ()


def test_base_power_and_toughness_each_equal_to_a_count() -> None:
    text = (
        "Creatures you control have base power and toughness each equal to the number of "
        "creatures you control."
    )
    (ability,) = parse_text(text, name="Anthem", types=("Enchantment",)).abilities
    (effect,) = ability.effects
    assert isinstance(effect, SetPowerToughness) and isinstance(effect.power, Formula)
    assert effect.power == effect.toughness and effect.power.of == "permanents"


def test_a_static_sentence_not_read_is_never_described_as_changing_nothing() -> None:
    text = "Creatures you control get +1/+1 for each sticker on ~."
    result = parse_text(text, name="Odd", types=("Enchantment",))
    assert result.unmodelled == ("Creatures you control get +1/+1 for each sticker on ~.",)
    (ability,) = result.abilities
    assert ability.summary.startswith("Ability whose text changes characteristics")


def test_a_rule_about_blocking_is_split_off_a_characteristic_change() -> None:
    text = "Enchanted creature gets +2/+0 and can't be blocked by creatures with flying."
    result = parse_text(text, name="Corona", types=("Enchantment",))
    pump, rule = result.abilities
    assert pump.effects == (ModifyPowerToughness(power=2, toughness=0),)
    assert (rule.kind, rule.effects, result.unmodelled) == ("other", (), ())
    # a rule clause that itself changes characteristics is not split off
    text = "Enchanted creature gets +2/+0, can't block, and has flying as long as it's red."
    assert parse_text(text, name="Odd", types=("Enchantment",)).unmodelled == (text,)


def test_comma_lists_of_land_types_and_colors() -> None:
    text = "Enchanted land is a Mountain, Forest, and Plains."
    (ability,) = parse_text(text, name="Lush Growth", types=("Enchantment",)).abilities
    assert ability.effects == (TypeEffect(mode="set", subtypes=("Mountain", "Forest", "Plains")),)
    text = "{2}: Artist becomes a 1/1 white, blue, and red Human creature until end of turn."
    (ability,) = parse_text(text, name="Artist", types=("Artifact",)).abilities
    assert ColorEffect(colors=(Color.WHITE, Color.BLUE, Color.RED)) in ability.effects


def test_a_creature_type_with_base_power_and_toughness_and_keywords() -> None:
    text = (
        "Sacrifice another creature: Until end of turn, Dragonheart becomes a Dragon with base "
        "power and toughness 4/4, flying, and haste."
    )
    (ability,) = parse_text(text, name="Dragonheart", types=("Creature",)).abilities
    assert ability.effects == (
        TypeEffect(mode="set", subtypes=("Dragon",)),
        SetPowerToughness(power=4, toughness=4),
        AbilityEffect(keywords=("flying", "haste")),
    )


def test_a_count_pump_and_a_type_in_addition() -> None:
    text = (
        "Equipped creature gets +2/+2 for each artifact you control and is an Artificer in "
        "addition to its other types."
    )
    (ability,) = parse_text(text, name="Arsenal", types=("Artifact",)).abilities
    assert ability.effects[1] == TypeEffect(mode="add", subtypes=("Artificer",))


def test_a_contraction_after_the_condition_is_read_as_its_words() -> None:
    text = "As long as Balloon has three or more fire counters on it, it's an artifact creature."
    (ability,) = parse_text(text, name="Balloon", types=("Artifact",)).abilities
    assert ability.condition == Condition(subject="self", counter="fire", counters_at_least=3)
    assert ability.effects == (TypeEffect(mode="add", types=("Artifact", "Creature")),)


def test_otherwise_applies_while_the_condition_before_it_does_not_hold() -> None:
    text = "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2."
    yes, no = parse_text(text, name="Gift of Fangs", types=("Enchantment",)).abilities
    assert yes.condition == Condition(subject="attached", subtypes=("Vampire",))
    assert no.condition == Condition(subject="attached", subtypes=("Vampire",), negated=True)
    assert no.effects == (ModifyPowerToughness(power=-2, toughness=-2),)
    assert no.summary.endswith("unless the permanent it is attached to is a Vampire.")
    # without a condition before it, "Otherwise" is not read
    text = "Target creature gets +2/+2 until end of turn. Otherwise, it gets -2/-2."
    result = parse_text(text, name="Odd", types=("Instant",))
    assert result.unmodelled == ("Otherwise, it gets -2/-2.",)


def test_doubling_power_is_a_bonus_equal_to_it() -> None:
    """701.10b: doubling a creature's power gives it +X/+0, X its power as the effect begins
    (a negative power doubles too, 701.10c: 107.1b does not floor a doubling); doubling both
    gives +X/+Y, Y its toughness."""
    for text in (
        "Double the power of target creature until end of turn.",
        "Double target creature's power until end of turn.",
    ):
        (ability,) = parse_text(text, name="Unleash Fury", types=("Instant",)).abilities
        (effect,) = ability.effects
        assert isinstance(effect, ModifyPowerToughness) and effect.toughness == 0
        assert isinstance(effect.power, Formula) and effect.power.of == "its_power"
        assert effect.power.doubles  # unlike "+X/+0, where X is its power" (107.1b)
        assert ability.duration == "end_of_turn"
    both = "Double the power and toughness of target creature until end of turn."
    (ability,) = parse_text(both, name="Twice", types=("Instant",)).abilities
    assert ability.effects == (
        ModifyPowerToughness(
            power=Formula(of="its_power", doubles=True),
            toughness=Formula(of="its_toughness", doubles=True),
        ),
    )


def test_a_spells_own_ability_is_no_permanents() -> None:
    # "This spell has flash as long as ...": it works where the card is cast from (702.8a,
    # Crashing Tide); an instant is never a permanent, so the ability is the card's own and
    # its summary says no permanent changes
    text = "This spell has flash as long as you control a Merfolk.\nDraw a card."
    result = parse_text(text, name="Crashing Tide", types=("Instant",))
    assert result.unmodelled == ()
    [flash] = [ability for ability in result.abilities if ability.effects]
    assert flash.affects == Filter(scope="self") and flash.condition is not None
    assert flash.summary.startswith("This card has flash while you control at least 1 Merfolk")
    assert "no permanent changes" in flash.summary
    # any other ability of the spell's own, on no permanent, stays unread
    other = parse_text("This spell has hexproof as long as you control a Merfolk.", name="X",
                       types=("Instant",))  # fmt: skip
    assert other.unmodelled == ("~ has hexproof as long as you control a Merfolk.",)
