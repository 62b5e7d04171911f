"""Counts and conditions the parser produces, computed by the layer engine on a board."""

from __future__ import annotations

import pytest

from engine.cards import Card, Color, ColorEffect, Filter, ModifyPowerToughness, TypeEffect
from engine.errors import ScenarioError
from engine.oracle import parse_card, parse_text
from engine.scenario.play import run_scenario

BEARS = Card(name="Grizzly Bears", types=("Creature",), subtypes=("Bear",), power="2",
             toughness="2", colors=(Color.GREEN,))  # fmt: skip
FOREST = Card(name="Forest", supertypes=("Basic",), types=("Land",), subtypes=("Forest",))


def _parsed(name: str, text: str, power: str = "1", toughness: str = "1") -> Card:
    card = Card(name=name, types=("Creature",), power=power, toughness=toughness,
                oracle_text=text)  # fmt: skip
    return parse_card(card)


def _pt(scenario: str, *cards: Card) -> str:
    by_name = {card.name.casefold(): card for card in (BEARS, FOREST, *cards)}
    player, result = run_scenario(scenario, lambda name: by_name[name.casefold()])
    chars = result.characteristics[player.subject_id]
    return f"{chars.power}/{chars.toughness}"


def test_power_and_toughness_equal_to_the_number_of_lands_you_control() -> None:
    # Molimo-style CDA: counts lands you control in layer 7a
    text = (
        "Terrain Elemental's power and toughness are each equal to the number of lands you control."
    )
    card = _parsed("Terrain Elemental", text, "*", "*")
    assert _pt("Terrain Elemental + Forest + Forest + opp: Forest", card) == "2/2"


def test_gets_a_bonus_for_each_other_creature_you_control() -> None:
    card = _parsed("Crowd Lover", "Crowd Lover gets +1/+0 for each other creature you control.")
    assert _pt("Crowd Lover + Grizzly Bears + Grizzly Bears + opp: Grizzly Bears", card) == "3/1"


def test_condition_you_control_a_forest() -> None:
    card = _parsed("Forest Friend", "Forest Friend gets +2/+2 as long as you control a Forest.")
    assert _pt("Forest Friend", card) == "1/1"
    assert _pt("Forest Friend + opp: Forest", card) == "1/1"
    assert _pt("Forest Friend + Forest", card) == "3/3"


def test_condition_two_or_more_counts_matching_permanents() -> None:
    card = _parsed("Pack Runner", "Pack Runner gets +1/+1 as long as you control two or more "
                   "other creatures.")  # fmt: skip
    assert _pt("Pack Runner + Grizzly Bears", card) == "1/1"
    assert _pt("Pack Runner + Grizzly Bears + Grizzly Bears", card) == "2/2"


def test_condition_on_combat_state() -> None:
    card = _parsed("Charger", "Charger gets +2/+0 as long as it's attacking.")
    assert _pt("Charger", card) == "1/1"
    assert _pt("Charger [attacking]", card) == "3/1"


def test_legendary_filter_reads_supertypes() -> None:
    lord = Card(name="Lord", types=("Enchantment",),
                oracle_text="Legendary creatures you control get +1/+1.")  # fmt: skip
    hero = Card(name="Hero", supertypes=("Legendary",), types=("Creature",), power="2",
                toughness="2")  # fmt: skip
    assert _pt("Hero + Lord", parse_card(lord), hero) == "3/3"
    assert _pt("Grizzly Bears + Lord", parse_card(lord)) == "2/2"


def test_keyword_filter_reads_layer_6() -> None:
    lord = Card(name="Sky Lord", types=("Enchantment",),
                oracle_text="Creatures you control with flying get +1/+1.")  # fmt: skip
    bird = Card(name="Bird", types=("Creature",), power="1", toughness="1",
                oracle_text="Flying")  # fmt: skip
    assert _pt("Bird + Sky Lord", parse_card(bird, ["Flying"]), parse_card(lord)) == "2/2"
    assert _pt("Grizzly Bears + Sky Lord", parse_card(lord)) == "2/2"


# --- whose turn, counters, graveyards, devotion, attachments ------------------------------


def test_during_your_turn_holds_unless_the_scenario_says_opponents_turn() -> None:
    card = _parsed("Veteran", "During your turn, Veteran gets +0/+2.")
    assert _pt("Veteran", card) == "1/3"
    assert _pt("Veteran [opponent's turn]", card) == "1/1"


def test_bonus_for_each_counter_of_a_kind_on_it() -> None:
    # named counters have no P/T of their own; only the card that counts them cares (122.1)
    card = _parsed("Oiler", "Oiler gets +1/+1 for each oil counter on it.")
    assert _pt("Oiler", card) == "1/1"
    assert _pt("Oiler [2 oil counters]", card) == "3/3"


def test_condition_on_plus_one_counters_reads_the_counter_term() -> None:
    card = _parsed(
        "Grower", "Grower gets +0/+3 as long as it has two or more +1/+1 counters on it."
    )
    assert _pt("Grower + 1 +1/+1 counter", card) == "2/2"
    assert _pt("Grower + 2 +1/+1 counters", card) == "3/6"


def test_filter_with_a_counter_on_it() -> None:
    text = "Each creature you control with a +1/+1 counter on it gets +1/+0."
    lord = Card(name="Banner", types=("Enchantment",), oracle_text=text)
    assert _pt("Grizzly Bears + Banner", parse_card(lord)) == "2/2"
    assert _pt("Grizzly Bears + 1 +1/+1 counter + Banner", parse_card(lord)) == "4/3"


def test_threshold_counts_the_cards_named_or_the_given_size() -> None:
    card = _parsed("Wolf", "Wolf gets +2/+2 as long as seven or more cards are in your graveyard.")
    assert _pt("Wolf [graveyard: Forest, Grizzly Bears]", card) == "1/1"
    assert _pt("Wolf [graveyard size 7]", card) == "3/3"
    # type words only: one card per word, the fewest the listing allows
    assert _pt("Wolf [graveyard: creature land instant]", card) == "1/1"


def test_creature_cards_in_your_graveyard_count_only_creature_cards() -> None:
    card = _parsed("Ghoul", "Ghoul's power and toughness are each equal to the number of creature "
                   "cards in your graveyard.", "*", "*")  # fmt: skip
    assert _pt("Ghoul [graveyard: Grizzly Bears, Forest, Grizzly Bears]", card) == "2/2"
    # [graveyard size N] says how many cards, not which: unknown cards are never creatures
    assert _pt("Ghoul [graveyard: Grizzly Bears] [graveyard size 9]", card) == "1/1"


def test_devotion_counts_mana_symbols_of_permanents_you_control() -> None:
    # CR 700.5: {G}{G} on one permanent and {G} on another is devotion 3; opponents' don't count
    troll = Card(name="Troll", types=("Creature",), mana_cost="{1}{G}{G}", power="2",
                 toughness="2", colors=(Color.GREEN,))  # fmt: skip
    card = _parsed("Nylea Child", "Nylea Child's power is equal to your devotion to green.", "*")
    card = card.model_copy(update={"mana_cost": "{G/W}"})
    assert _pt("Nylea Child + Troll + Grizzly Bears + opp: Troll", card, troll) == "3/1"


def test_bonus_for_each_aura_and_equipment_attached() -> None:
    mantle = Card(name="Mantle", types=("Enchantment",), subtypes=("Aura",),
                  oracle_text="Enchant creature\nEnchanted creature gets +1/+1 for each Aura and "
                  "Equipment attached to it.")  # fmt: skip
    sword = Card(name="Sword", types=("Artifact",), subtypes=("Equipment",))
    parsed = parse_card(mantle, ["Enchant"])
    assert _pt("Grizzly Bears + Mantle -> Grizzly Bears", parsed, sword) == "3/3"
    assert _pt("Grizzly Bears + Mantle -> Grizzly Bears + Sword -> Grizzly Bears", parsed,
               sword) == "4/4"  # fmt: skip


# --- modal spells -------------------------------------------------------------------------


def _charm() -> Card:
    text = (
        "Choose one —\n• Destroy target artifact.\n"
        "• Target creature gets +2/+0 until end of turn.\n"
        "• Creatures you control get +0/+3 until end of turn."
    )
    return parse_card(Card(name="Test Charm", types=("Instant",), oracle_text=text))


def test_a_modal_spell_applies_only_the_chosen_mode() -> None:
    assert _pt("Grizzly Bears + Test Charm [mode 2]", _charm()) == "4/2"
    assert _pt("Grizzly Bears + Test Charm [mode 3]", _charm()) == "2/5"
    # mode 1 destroys target artifact: the Bears are no legal target for it (601.2c)
    with pytest.raises(ScenarioError, match="isn't a legal target"):
        _pt("Grizzly Bears + Test Charm [mode 1]", _charm())


def test_a_modal_spell_without_a_mode_lists_its_modes() -> None:
    for scenario in ("Grizzly Bears + Test Charm", "Grizzly Bears + Test Charm [mode 4]",
                     "Grizzly Bears + Test Charm [mode 2] [mode 3]"):  # fmt: skip
        with pytest.raises(ScenarioError) as raised:
            _pt(scenario, _charm())
        assert "[mode 2] Target creature gets +2/+0" in str(raised.value)
    with pytest.raises(ScenarioError):
        _pt("Grizzly Bears [mode 2]", _charm())


def test_delirium_counts_card_types_among_cards_in_your_graveyard() -> None:
    card = _parsed("Sentry", "Sentry gets +2/+1 as long as there are four or more card types "
                   "among cards in your graveyard.")  # fmt: skip
    assert _pt("Sentry [graveyard: creature instant land]", card) == "1/1"
    assert _pt("Sentry [graveyard: creature instant land sorcery]", card) == "3/2"
    # many cards of the same types, or cards of unknown kinds, are not more types
    assert _pt("Sentry [graveyard: creature creature land land] [graveyard size 9]", card) == "1/1"


def test_instant_and_sorcery_cards_count_cards_of_either_type() -> None:
    card = _parsed("Drake", "Drake's power is equal to the number of instant and sorcery cards "
                   "in your graveyard.", "*", "4")  # fmt: skip
    assert _pt("Drake [graveyard: instant sorcery creature land]", card) == "2/4"
    assert _pt("Drake [graveyard: creature] [graveyard size 6]", card) == "0/4"


def test_life_and_hand_size_conditions_read_the_scenario_facts() -> None:
    angel = _parsed("Angel", "Angel gets +2/+2 as long as you have 25 or more life.")
    assert _pt("Angel", angel) == "1/1"  # 20 life by default
    assert _pt("Angel [life 25]", angel) == "3/3"
    raider = _parsed("Raider", "Raider gets +2/+2 as long as you have no cards in hand.")
    assert _pt("Raider", raider) == "3/3"  # no hand given: zero cards
    assert _pt("Raider [hand 1]", raider) == "1/1"


def _spell(name: str, text: str) -> Card:
    return parse_card(Card(name=name, types=("Sorcery",), oracle_text=text))


def test_it_after_returning_a_card_is_the_permanent_named_for_it() -> None:
    encore = _spell(
        "Second Wind",
        "Return target creature card from your graveyard to the battlefield. "
        "It gains haste until end of turn.",
    )
    (ability,) = [a for a in encore.abilities if a.effects]
    assert ability.affects.scope == "made" and ability.target == Filter(types=("Creature",))
    by_name = {card.name.casefold(): card for card in (BEARS, FOREST, encore)}
    player, result = run_scenario(
        "Grizzly Bears + Second Wind -> Grizzly Bears", lambda name: by_name[name.casefold()]
    )
    assert "haste" in result.characteristics[player.subject_id].keywords
    with pytest.raises(ScenarioError, match="isn't what it made"):
        run_scenario(
            "Grizzly Bears + Forest + Second Wind -> Forest", lambda n: by_name[n.casefold()]
        )


def test_they_after_creating_tokens_are_the_tokens() -> None:
    call = _spell("Call Out", "Create two 1/1 white Soldier creature tokens. They gain haste.")
    (ability,) = [a for a in call.abilities if a.effects]
    assert ability.affects.scope == "made"
    assert ability.summary.startswith("The creature it put onto the battlefield")


def test_still_a_land_keeps_types_but_a_new_color_replaces_the_old_ones() -> None:
    (ability,) = parse_text(
        "Target land becomes a 3/3 green Elemental creature with haste that's still a land.",
        name="Awaken",
        types=("Sorcery",),
    ).abilities
    types, colors = ability.effects[0], ability.effects[1]
    assert types == TypeEffect(mode="add", types=("Creature",), subtypes=("Elemental",))
    assert colors == ColorEffect(mode="set", colors=(Color.GREEN,))  # 105.3
    (ability,) = parse_text(
        "Target creature is a black Zombie in addition to its other colors and types.",
        name="Raise",
        types=("Sorcery",),
    ).abilities
    assert ability.effects[1] == ColorEffect(mode="add", colors=(Color.BLACK,))


def test_a_levelers_striation_applies_with_that_many_level_counters() -> None:
    text = (
        "Level up {W}\n{R}: This creature gets +1/+0 until end of turn.\n"
        "LEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike"
    )
    student = _parsed("Pupil", text)
    assert _pt("Pupil", student) == "1/1"
    assert _pt("Pupil [3 level counters]", student) == "3/3"
    assert _pt("Pupil [7 level counters]", student) == "4/4"
    by_name = {"pupil": student}
    player, result = run_scenario("Pupil [6 level counters]", lambda name: by_name[name.casefold()])
    assert result.characteristics[player.subject_id].keywords == ("level up {w}", "first strike")
    # an activated ability printed in a striation exists only at that level (711.2b): read
    # with that gate, which ``activate`` checks (tests/scenario/test_gated_abilities.py)
    assert student.unmodelled == ()
    levelled = _parsed("Pupil", text + "\n{R}: This creature gets +1/+0 until end of turn.")
    assert levelled.unmodelled == ()
    gated = levelled.abilities[-1]
    assert gated.kind == "activated" and gated.gate is not None
    assert (gated.gate.counter, gated.gate.counters_at_least) == ("level", 7)


def test_conditions_on_what_the_equipped_creature_is_and_on_how_many_you_control() -> None:
    human = Card(name="Villager", types=("Creature",), subtypes=("Human",), power="1",
                 toughness="1")  # fmt: skip
    loner = _parsed("Loner", "Loner gets +2/+2 as long as you control exactly one creature.")
    assert _pt("Loner", loner) == "3/3"
    assert _pt("Loner + Grizzly Bears", loner) == "1/1"
    fearful = _parsed("Shade", "Shade gets +1/+0 as long as you control no untapped lands.")
    assert _pt("Shade + Forest", fearful) == "1/1"
    assert _pt("Shade + Forest [tapped]", fearful) == "2/1"
    blade = parse_card(
        Card(
            name="Heirloom Blade",
            types=("Artifact",),
            subtypes=("Equipment",),
            oracle_text="Equipped creature gets +3/+1 as long as it's a Human.",
        )
    )
    assert _pt("Villager + equip Heirloom Blade", human, blade) == "4/2"
    assert _pt("Grizzly Bears + equip Heirloom Blade", blade) == "2/2"


def test_commander_creatures_you_own_follow_the_owner_not_the_controller() -> None:
    crown = parse_card(
        Card(
            name="Crown of Command",
            types=("Artifact",),
            oracle_text="Commander creatures you own get +2/+2.",
        )
    )
    steal = _spell("Borrow", "Gain control of target creature.")
    assert _pt("Grizzly Bears [commander] + Crown of Command", crown) == "4/4"
    assert _pt("Grizzly Bears + Crown of Command", crown) == "2/2"
    assert _pt("opp: Grizzly Bears [commander] + Crown of Command", crown) == "2/2"
    stolen = "Grizzly Bears [commander] + Crown of Command + opp: Borrow -> Grizzly Bears"
    assert _pt(stolen, crown, steal) == "4/4"  # still yours to own (108.3)


def test_domain_counts_basic_land_types_and_a_count_on_the_source_is_on_the_source() -> None:
    domain = _parsed("Scout", "Scout gets +1/+1 for each basic land type among lands you control.")
    island = Card(name="Island", supertypes=("Basic",), types=("Land",), subtypes=("Island",))
    assert _pt("Scout + Forest + Forest + Island + opp: Island", domain, island) == "3/3"
    banner = parse_card(
        Card(
            name="Banner",
            types=("Artifact",),
            oracle_text="Other creatures you control get +1/+1 for each charge counter on Banner.",
        )
    )
    assert _pt("Grizzly Bears + Banner [2 charge counters]", banner) == "4/4"
    assert _pt("Grizzly Bears [2 charge counters] + Banner", banner) == "2/2"


def test_power_thresholds_read_power_after_the_other_pumps() -> None:
    small = parse_card(
        Card(
            name="Small Banner",
            types=("Enchantment",),
            oracle_text="Creatures you control with power 2 or less get +0/+3.",
        )
    )
    assert _pt("Grizzly Bears + Small Banner", small) == "2/5"
    # +1/+0 came later, but the banner's set depends on it (613.8a): the Bears have power 3
    assert _pt("Grizzly Bears + Small Banner + +1/+0", small) == "3/2"
    huge = parse_card(
        Card(
            name="Brute Rally",
            types=("Creature",),
            power="1",
            toughness="1",
            oracle_text=(
                "Brute Rally gets +2/+2 as long as you control a creature with power 4 or greater."
            ),
        )
    )
    assert _pt("Brute Rally", huge) == "1/1"
    assert _pt("Brute Rally + Grizzly Bears + +2/+0 -> Grizzly Bears", huge) == "3/3"


def test_soulbond_pairs_give_both_creatures_the_bonus() -> None:
    text = (
        "As long as Forcemage is paired with another creature, each of those creatures gets +1/+1."
    )
    forcemage = _parsed("Forcemage", text, "2", "2")
    assert forcemage.abilities[0].affects.scope == "pair"
    assert _pt("Forcemage + Grizzly Bears", forcemage) == "2/2"
    assert _pt("Forcemage + Grizzly Bears [paired: Forcemage]", forcemage) == "3/3"
    assert _pt("Grizzly Bears + Forcemage [paired: Grizzly Bears]", forcemage) == "3/3"


def test_for_as_long_as_it_remains_tapped_holds_once_the_cost_tapped_it() -> None:
    armor = parse_card(
        Card(
            name="Stone Armor",
            types=("Artifact",),
            oracle_text=(
                "{3}, {T}: Target creature gets +1/-1 for as long as Stone Armor remains tapped."
            ),
        )
    )
    assert _pt("Grizzly Bears + activate Stone Armor -> Grizzly Bears", armor) == "3/1"
    by_name = {"stone armor": armor, "grizzly bears": BEARS}
    player, _ = run_scenario(
        "Grizzly Bears + activate Stone Armor -> Grizzly Bears", lambda n: by_name[n.casefold()]
    )
    assert "Stone Armor was tapped to pay its {T} cost." in player.notes


def test_monstrous_and_the_hand_size_and_planeswalker_type_conditions() -> None:
    gorgon = _parsed("Gorgon", "As long as Gorgon is monstrous, it gets +2/+2.")
    assert (_pt("Gorgon", gorgon), _pt("Gorgon [monstrous]", gorgon)) == ("1/1", "3/3")
    hungry = _parsed("Hungry", "Hungry gets +2/+0 as long as you have one or fewer cards in hand.")
    assert (_pt("Hungry [hand 1]", hungry), _pt("Hungry [hand 2]", hungry)) == ("3/1", "1/1")
    (ability,) = _parsed(
        "Ambusher", "Ambusher gets +2/+0 as long as you control a Garruk planeswalker."
    ).abilities
    assert ability.condition is not None and ability.condition.controls == Filter(
        types=("Planeswalker",), subtypes=("Garruk",), controller="you"
    )


def test_a_modal_activated_ability_applies_the_mode_the_scenario_names() -> None:
    text = (
        "{2}, Sacrifice two artifacts: Choose one —\n"
        "• Shaper deals 3 damage to target player or planeswalker.\n"
        "• Target creature gets -4/-4 until end of turn.\n"
        "• Target creature gets +1/+1 until end of turn."
    )
    shaper = _parsed("Shaper", text, "4", "4")
    assert _pt("Grizzly Bears + activate Shaper [mode 3] -> Grizzly Bears", shaper) == "3/3"
    assert _pt("Grizzly Bears + activate Shaper [mode 2] -> Grizzly Bears", shaper) == "-2/-2"
    with pytest.raises(ScenarioError, match="say which mode"):
        _pt("Grizzly Bears + activate Shaper -> Grizzly Bears", shaper)
    with pytest.raises(ScenarioError, match="no continuous effect"):
        _pt("Grizzly Bears + activate Shaper [mode 1] -> Grizzly Bears", shaper)


def test_equipped_and_modified_creatures_as_filters() -> None:
    anthem = parse_card(
        Card(
            name="Forge Banner",
            types=("Enchantment",),
            oracle_text=(
                "Equipped creatures you control get +1/+0.\n"
                "Modified creatures you control get +0/+1."
            ),
        )
    )
    sword = Card(name="Plain Sword", types=("Artifact",), subtypes=("Equipment",))
    assert _pt("Grizzly Bears + Forge Banner", anthem) == "2/2"
    assert _pt("Grizzly Bears + Forge Banner + equip Plain Sword", anthem, sword) == "3/3"
    assert _pt("Grizzly Bears + +1/+1 counter + Forge Banner", anthem) == "3/4"


def test_kicker_instead_applies_one_of_the_two_pumps() -> None:
    growth = _spell(
        "Big Growth",
        "Kicker {5}\nTarget creature gets +2/+2 until end of turn. If this spell was kicked, "
        "that creature gets +5/+5 until end of turn instead.",
    )
    assert _pt("Grizzly Bears + Big Growth", growth) == "4/4"
    assert _pt("Grizzly Bears + Big Growth [kicked]", growth) == "7/7"
    with pytest.raises(ScenarioError, match="no kicker text"):
        _pt(
            "Grizzly Bears + Second Wind [kicked]",
            _spell("Second Wind", "Target creature gets +1/+1."),
        )


def test_a_replacement_for_dying_does_not_replace_the_spells_own_effect() -> None:
    text = "All creatures get -2/-2 until end of turn. "
    text += "If a creature would die this turn, exile it instead."
    (ability,) = [a for a in _spell("Tendrils", text).abilities if a.effects]
    assert ability.effects == (ModifyPowerToughness(power=-2, toughness=-2),)


def test_an_emblem_keeps_applying_to_creatures_that_arrive_later() -> None:
    text = '+1: Draw a card.\n−4: You get an emblem with "Creatures you control get +1/+1."'
    walker = parse_card(Card(name="Ally Walker", types=("Planeswalker",), oracle_text=text))
    (ability,) = [a for a in walker.abilities if a.effects]
    assert ability.emblem and ability.summary.startswith("You get an emblem:")
    # a static ability of the emblem: not locked to the creatures there when it was made
    assert _pt("Grizzly Bears + activate Ally Walker + Forest", walker) == "3/3"
    giant = Card(name="Hill Giant", types=("Creature",), power="3", toughness="3")
    by_name = {c.name.casefold(): c for c in (BEARS, walker, giant)}
    player, result = run_scenario(
        "Grizzly Bears + activate Ally Walker + Hill Giant", lambda n: by_name[n.casefold()]
    )
    (later,) = [o for o in player.game.objects.values() if o.card.name == "Hill Giant"]
    chars = result.characteristics[later.id]
    assert (chars.power, chars.toughness) == (4, 4)


def test_target_opponent_gains_control_hands_the_permanent_over() -> None:
    idol = parse_card(
        Card(
            name="Cursed Idol",
            types=("Artifact", "Creature"),
            power="2",
            toughness="2",
            oracle_text="{2}: Target opponent gains control of Cursed Idol.",
        )
    )
    by_name = {"cursed idol": idol}
    player, result = run_scenario(
        "Cursed Idol + activate Cursed Idol", lambda n: by_name[n.casefold()]
    )
    assert result.characteristics[player.subject_id].controller == "opponent"
    raid = _spell("Raid", "Until end of turn, gain control of target creature and it gains haste.")
    by_name = {"raid": raid, "grizzly bears": BEARS}
    player, result = run_scenario("opp: Grizzly Bears + Raid", lambda n: by_name[n.casefold()])
    chars = result.characteristics[player.subject_id]
    assert (chars.controller, chars.keywords) == ("you", ("haste",))


def test_cda_counts_with_twice_and_plus() -> None:
    goyf = _parsed(
        "Lurker",
        "Lurker's power is equal to the number of card types among cards in your graveyard "
        "and its toughness is equal to that number plus 1.",
        "*",
        "1+*",
    )
    assert _pt("Lurker [graveyard: creature instant]", goyf) == "2/3"
    hands = _parsed(
        "Hoarder",
        "Hoarder's power and toughness are each equal to twice the number of cards in your hand.",
        "*",
        "*",
    )
    assert _pt("Hoarder [hand 3]", hands) == "6/6"
    lands = _parsed(
        "Grower",
        "Grower's power and toughness are each equal to 1 plus the number of lands you control.",
        "*",
        "*",
    )
    assert _pt("Grower + Forest", lands) == "2/2"


def test_a_clone_with_exceptions_keeps_them_as_copiable_values() -> None:
    text = (
        "You may have Auton enter as a copy of any creature on the battlefield, except it "
        "isn't legendary, is an artifact in addition to its other types, and has haste."
    )
    auton = _parsed("Auton", text, "0", "0")
    hero = Card(name="Lone Hero", supertypes=("Legendary",), types=("Creature",), power="3",
                toughness="3")  # fmt: skip
    by_name = {c.name.casefold(): c for c in (auton, hero)}
    player, result = run_scenario(
        "Auton [copy: Lone Hero] + Lone Hero", lambda n: by_name[n.casefold()]
    )
    chars = result.characteristics[player.subject_id]
    assert (chars.name, chars.supertypes, chars.types) == (
        "Lone Hero",
        (),
        ("Creature", "Artifact"),
    )
    assert (chars.power, chars.keywords) == (3, ("haste",))


def test_designations_and_player_protection() -> None:
    blessed = _parsed("Snubhorn", "Snubhorn gets +3/+0 as long as you have the city's blessing.")
    assert (_pt("Snubhorn", blessed), _pt("Snubhorn [city's blessing]", blessed)) == ("1/1", "4/1")
    # a player is not an object: "You have hexproof" is no characteristic change (613.10);
    # what it gives its controller is kept for the scenario to show beside the board
    parsed = parse_text("You have hexproof.", name="Leyline", types=("Enchantment",))
    assert parsed.characteristic == 0
    assert [a.player_gets for a in parsed.abilities] == ["hexproof"]
    assert parsed.unmodelled == ()
    # "Players have hexproof" (every player) is not read: listed as not shown
    every = parse_text("Players have hexproof.", name="Ward", types=("Enchantment",))
    assert [line.startswith("Players have hexproof.") for line in every.unmodelled] == [True]


def test_colors_and_greatest_values_among_permanents() -> None:
    knight = _parsed("Knight", "Knight gets +1/+1 for each of its colors.")
    gold = Card(name="Gold Knight", types=("Creature",), power="1", toughness="1",
                colors=(Color.WHITE, Color.BLUE),
                oracle_text="Gold Knight gets +1/+1 for each of its colors.")  # fmt: skip
    assert _pt("Knight", knight) == "1/1"
    assert _pt("Gold Knight", parse_card(gold)) == "3/3"
    flail = _parsed("Flail", "Flail gets +1/+1 for each color among permanents you control.")
    assert _pt("Flail + Grizzly Bears + opp: Grizzly Bears", flail) == "2/2"
    titan = _parsed(
        "Titan",
        "Titan's power is equal to the greatest power among other creatures you control.",
        "*",
        "4",
    )
    giant = Card(name="Hill Giant", types=("Creature",), power="3", toughness="3")
    assert _pt("Titan + Grizzly Bears + Hill Giant", titan, giant) == "3/4"


def test_a_clone_that_is_7_7_and_one_with_a_quoted_ability() -> None:
    text = "You may have Gargantuan enter as a copy of any creature on the battlefield, "
    text += "except it's 7/7."
    gargantuan = _parsed("Gargantuan", text, "7", "7")
    assert _pt("Gargantuan [copy: Grizzly Bears] + Grizzly Bears", gargantuan) == "7/7"
    text = "You may have Crook enter as a copy of any creature on the battlefield, except it "
    text += 'has "Whenever Crook attacks, it connives."'
    crook = _parsed("Crook", text, "0", "0")
    by_name = {"crook": crook, "grizzly bears": BEARS}
    player, result = run_scenario(
        "Crook [copy: Grizzly Bears] + Grizzly Bears", lambda n: by_name[n.casefold()]
    )
    chars = result.characteristics[player.subject_id]
    assert chars.name == "Grizzly Bears" and any(
        a.summary == "Whenever ~ attacks, it connives." for a in chars.abilities
    )


def test_an_activated_ability_that_makes_the_source_a_copy_until_end_of_turn() -> None:
    mirror = parse_card(
        Card(
            name="Mirror Stone",
            types=("Artifact",),
            oracle_text="{2}: Mirror Stone becomes a copy of target creature until end of turn.",
        )
    )
    by_name = {"mirror stone": mirror, "grizzly bears": BEARS}
    player, result = run_scenario(
        "Mirror Stone + Grizzly Bears + activate Mirror Stone -> Grizzly Bears",
        lambda n: by_name[n.casefold()],
    )
    chars = result.characteristics[player.subject_id]
    assert (chars.name, chars.power, chars.types) == ("Grizzly Bears", 2, ("Creature",))
    with pytest.raises(ScenarioError, match="becomes a copy of"):
        run_scenario("Mirror Stone + activate Mirror Stone", lambda n: by_name[n.casefold()])


def test_x_is_its_power_is_counted_as_the_spell_resolves() -> None:
    berserk = _spell(
        "Rage",
        "Target creature gains trample and gets +X/+0 until end of turn, where X is its power.",
    )
    by_name = {"rage": berserk, "grizzly bears": BEARS}
    player, result = run_scenario("Grizzly Bears + +1/+0 + Rage", lambda n: by_name[n.casefold()])
    chars = result.characteristics[player.subject_id]
    assert (chars.power, chars.toughness, chars.keywords) == (6, 2, ("trample",))
    # a static "+X/+X, where X is its power" would chase itself: not read
    assert _parsed("Loop", "Loop gets +X/+X, where X is its power.").unmodelled


def test_x_chosen_by_an_additional_cost() -> None:
    deluge = _spell(
        "Flood of Bile",
        "As an additional cost to cast this spell, pay X life.\n"
        "All creatures get -X/-X until end of turn.",
    )
    assert _pt("Grizzly Bears + Flood of Bile [x 1]", deluge) == "1/1"


def test_a_class_gains_its_level_abilities_at_that_level() -> None:
    text = (
        "(Gain the next level as a sorcery to add its ability.)\n"
        "Creatures you control get +0/+1.\n"
        "{1}{U}{B}: Level 2\nCreatures you control get +1/+0.\n"
        "{2}{U}{B}: Level 3\nCreatures you control have menace."
    )
    school = parse_card(Card(name="Thief School", types=("Enchantment",), subtypes=("Class",),
                             oracle_text=text))  # fmt: skip
    assert school.unmodelled == ()
    assert _pt("Grizzly Bears + Thief School", school) == "2/3"
    assert _pt("Grizzly Bears + Thief School [level 2]", school) == "3/3"
    by_name = {"thief school": school, "grizzly bears": BEARS}
    player, result = run_scenario(
        "Grizzly Bears + Thief School [level 3]", lambda n: by_name[n.casefold()]
    )
    assert result.characteristics[player.subject_id].keywords == ("menace",)


def test_chosen_color_filters_and_attacking_or_blocking_targets() -> None:
    lord = parse_card(
        Card(
            name="Hue Lord",
            types=("Enchantment",),
            oracle_text=(
                "As Hue Lord enters, choose a color.\n"
                "Creatures you control of the chosen color get +1/+1."
            ),
        )
    )
    assert _pt("Grizzly Bears + Hue Lord [green]", lord) == "3/3"
    assert _pt("Grizzly Bears + Hue Lord [red]", lord) == "2/2"
    strike = _spell("Ambush", "Target attacking or blocking creature gets +2/+0 until end of turn.")
    assert _pt("Grizzly Bears [blocking] + Ambush", strike) == "4/2"
    with pytest.raises(ScenarioError, match="isn't a legal target"):
        _pt("Grizzly Bears + Ambush", strike)


def test_losing_one_keyword_keeps_the_others() -> None:
    drake = Card(name="Sky Drake", types=("Creature",), power="2", toughness="2",
                 oracle_text="Flying, vigilance")  # fmt: skip
    hammer = parse_card(
        Card(
            name="Heavy Hammer",
            types=("Artifact",),
            subtypes=("Equipment",),
            oracle_text="Equipped creature gets +10/+10 and loses flying.",
        )
    )
    by_name = {"sky drake": parse_card(drake, ["Flying", "Vigilance"]), "heavy hammer": hammer}
    player, result = run_scenario("Sky Drake + equip Heavy Hammer", lambda n: by_name[n.casefold()])
    chars = result.characteristics[player.subject_id]
    assert (chars.power, chars.keywords) == (12, ("vigilance",))


def test_becoming_an_artifact_creature_keeps_the_old_types_205_1b() -> None:
    animate = _spell("Animate Relic", "Target artifact becomes a 4/4 artifact creature.")
    relic = Card(name="Relic Land", types=("Artifact", "Land"), subtypes=("Island",))
    by_name = {"animate relic": animate, "relic land": relic}
    player, result = run_scenario("Relic Land + Animate Relic", lambda n: by_name[n.casefold()])
    chars = result.characteristics[player.subject_id]
    assert (set(chars.types), chars.subtypes) == ({"Artifact", "Land", "Creature"}, ("Island",))
    march = _parsed(
        "Machine March",
        "Each noncreature artifact is an artifact creature with power and toughness each equal "
        "to its mana value.",
    )
    rock = Card(name="Mind Rock", types=("Artifact",), mana_cost="{3}", mana_value=3)
    assert _pt("Mind Rock + Machine March", march, rock) == "3/3"


def test_two_or_more_equipment_attached_to_it() -> None:
    knuckles = parse_card(
        Card(
            name="Iron Knuckles",
            types=("Artifact",),
            subtypes=("Equipment",),
            oracle_text=(
                "Equipped creature has double strike as long as two or more Equipment are "
                "attached to it."
            ),
        )
    )
    sword = Card(name="Plain Sword", types=("Artifact",), subtypes=("Equipment",))
    by_name = {"iron knuckles": knuckles, "plain sword": sword, "grizzly bears": BEARS}
    player, result = run_scenario(
        "Grizzly Bears + equip Iron Knuckles", lambda n: by_name[n.casefold()]
    )
    assert result.characteristics[player.subject_id].keywords == ()
    player, result = run_scenario(
        "Grizzly Bears + equip Iron Knuckles + equip Plain Sword", lambda n: by_name[n.casefold()]
    )
    assert result.characteristics[player.subject_id].keywords == ("double strike",)


def test_a_chosen_basic_land_type() -> None:
    mirage = parse_card(
        Card(
            name="Land Mirage",
            types=("Enchantment",),
            subtypes=("Aura",),
            oracle_text=(
                "Enchant land\nAs this Aura enters, choose a basic land type.\n"
                "Enchanted land is the chosen type."
            ),
        )
    )
    assert [a.choice for a in mirage.abilities if a.effects] == ["basic_land_type"]
    by_name = {"land mirage": mirage, "forest": FOREST}
    player, result = run_scenario("Forest + Land Mirage [Island]", lambda n: by_name[n.casefold()])
    assert result.characteristics[player.subject_id].subtypes == ("Island",)


def test_opponent_facts_and_two_conditions_at_once() -> None:
    baron = _parsed(
        "Baron",
        "As long as you have 30 or more life and an opponent has 10 or less life, "
        "Baron gets +6/+6.",
    )
    assert _pt("Baron [life 30]", baron) == "1/1"
    assert _pt("Baron [life 30] [opponent life 10]", baron) == "7/7"
    assert _pt("Baron [opponent life 10]", baron) == "1/1"
    rogue = _parsed(
        "Rogue",
        "Rogue gets +3/+0 as long as an opponent has eight or more cards in their graveyard.",
    )
    assert _pt("Rogue [opponent graveyard size 8]", rogue) == "4/1"
    # "it" first in a compound condition is the sentence's subject (the enchanted creature);
    # after a condition about the board, whose "it" it is is not guessed
    text = (
        "Enchanted creature has first strike as long as it's blocking and you control a snow land."
    )
    devil = parse_text(text, name="Devil", types=("Enchantment",))
    assert not devil.unmodelled
    condition = devil.abilities[0].condition
    assert condition is not None and condition.subject == "attached"
    assert condition.states == ("blocking",) and condition.controls is not None
    text = (
        "Enchanted creature has first strike as long as you control a snow land and it's blocking."
    )
    assert parse_text(text, name="Devil", types=("Enchantment",)).unmodelled


def test_max_speed_and_solved_abilities_exist_only_then() -> None:
    racer = _parsed("Racer", "Start your engines!\nMax speed — Racer has double strike.")
    by_name = {"racer": racer}
    for text, keywords in (("Racer", ()), ("Racer [max speed]", ("double strike",))):
        player, result = run_scenario(text, lambda n: by_name[n.casefold()])
        assert result.characteristics[player.subject_id].keywords[1:] == keywords
    case = parse_card(
        Card(
            name="Case of the Kiss",
            types=("Enchantment",),
            subtypes=("Case",),
            oracle_text=(
                "Solved — This Case is a 4/4 Gorgon creature with deathtouch and lifelink in "
                "addition to its other types."
            ),
        )
    )
    assert _pt("Case of the Kiss", case) == "None/None"
    assert _pt("Case of the Kiss [solved]", case) == "4/4"


def test_face_down_basic_and_either_subtype_filters() -> None:
    shroud = _parsed("Veil", "Face-down creatures you control get +0/+1.")
    by_name = {"veil": shroud, "grizzly bears": BEARS}
    player, result = run_scenario("face-down Grizzly Bears + Veil", lambda n: by_name[n.casefold()])
    assert result.characteristics[player.subject_id].toughness == 3
    warg = _parsed("Warg", "As long as you control a Goblin or Orc, Warg gets +1/+0.")
    orc = Card(name="Orc Grunt", types=("Creature",), subtypes=("Orc",), power="1", toughness="1")
    assert (_pt("Warg", warg), _pt("Warg + Orc Grunt", warg, orc)) == ("1/1", "2/1")


def test_changeling_and_devoid_are_characteristic_defining_abilities() -> None:
    entity = _parsed("Shifter", "Changeling", "1", "1")
    crusade = _parsed("Crusade", "Zombie creatures get +1/+1.")
    assert _pt("Shifter + Crusade", entity, crusade) == "2/2"  # every creature type (702.73a)
    drone = parse_card(Card(name="Drone", types=("Creature",), power="1", toughness="1",
                            colors=(Color.BLUE,), oracle_text="Devoid"), ["Devoid"])  # fmt: skip
    by_name = {"drone": drone}
    player, result = run_scenario("Drone", lambda n: by_name[n.casefold()])
    assert result.characteristics[player.subject_id].colors == ()  # 702.114a


def test_relative_clauses_name_subtypes_or_states() -> None:
    pack = _parsed(
        "Pack Lord", "Each other creature you control that's a Wolf or a Werewolf gets +1/+1."
    )
    wolf = Card(name="Grey Wolf", types=("Creature",), subtypes=("Wolf",), power="2", toughness="2")
    assert _pt("Grey Wolf + Pack Lord", pack, wolf) == "3/3"
    assert _pt("Grizzly Bears + Pack Lord", pack) == "2/2"
    mark = parse_card(
        Card(
            name="Magemark",
            types=("Enchantment",),
            subtypes=("Aura",),
            oracle_text="Enchant creature\nCreatures you control that are enchanted get +1/+1.",
        )
    )
    assert _pt("Grizzly Bears + Magemark", mark) == "3/3"


def test_a_loyalty_ability_is_named_by_its_cost() -> None:
    text = (
        "+1: Until end of turn, Walker becomes a 5/5 creature.\n"
        '−4: You get an emblem with "Creatures you control get +1/+1."'
    )
    walker = parse_card(Card(name="Walker", types=("Planeswalker",), oracle_text=text))
    by_name = {"walker": walker, "grizzly bears": BEARS}
    player, result = run_scenario(
        "Grizzly Bears + activate Walker [-4]", lambda n: by_name[n.casefold()]
    )
    assert result.characteristics[player.subject_id].power == 3
    player, result = run_scenario(
        "Grizzly Bears + activate Walker", lambda n: by_name[n.casefold()]
    )
    assert result.characteristics[player.subject_id].power == 2
    assert any("Name another by its cost ([+1], [−4])" in note for note in player.notes)
