"""Canon cards read by the Oracle parser (not the curated catalog) and played in ``!layers``.

The canon4 round: exceptions a copy has only when it is of a card type ("if it's a creature,
it enters with two additional +1/+1 counters on it and has changeling", 707.9b, 614.1c) and
supertypes added by a copy's exceptions; an Aura that enchants a card in a graveyard and puts
it onto the battlefield (Animate Dead: 303.4, 400.7), with its enchant ability swapped by its
own trigger (a quoted keyword lost and gained, 702.5a); an activated ability an Aura grants,
activated from the creature that has it (Splinter Twin's token copy, 613.1f, 707.2); a
target's power bounded by a count, worked out as the target is checked (608.2b: Vedalken
Shackles' Islands, Yasova Dragonclaw's own power); control given to the controller of what made
a trigger trigger (Contested War Zone, 603.2); "gains all activated abilities of target
creature" found as it resolves and activated from the creature that gained them (Quicksilver
Elemental, 613.1f, 605.1a); a count over two zones, the cards you own in exile and in your
graveyard (Crackling Drake, 604.3); the P/T and creature types of the last creature card a
linked ability exiled (Duplicant, 607.2a), its "you may exile target nontoken creature" carried
out on the creature named with "->"; as many token copies as the flips won, stated with
``[x N]`` (Mirror March, 705, 707.2); the full text of the top card of the graveyard, a
text-changing effect (Volrath's Shapeshifter, 612, layer 3).
"""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Glorious Anthem",
    "Moritte of the Frost",
    "Animate Dead",
    "Dance of the Dead",
    "Serra Angel",
    "Lightning Bolt",
    "Splinter Twin",
    "Vedalken Shackles",
    "Island",
    "Yasova Dragonclaw",
    "Giant Growth",
    "Contested War Zone",
    "Quicksilver Elemental",
    "Mutavault",
    "Frozen Shade",
    "Royal Assassin",
    "Crackling Drake",
    "Opt",
    "Duplicant",
    "Mirror March",
    "Volrath's Shapeshifter",
    "Murder",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_moritte_copying_a_creature_is_a_legendary_snow_changeling_with_two_counters(
    core: CommandCore,
) -> None:
    reply = await _reply(core, "!layers Grizzly Bears + Moritte of the Frost [copy: Grizzly Bears]")
    _, moritte = reply["objects"]
    assert moritte["name"] == "Grizzly Bears"
    assert (moritte["power"], moritte["toughness"]) == (4, 4)  # 2/2 and two +1/+1 counters
    assert moritte["supertypes"] == ["Legendary", "Snow"]  # 707.9b: in addition
    assert "changeling" in moritte["abilities"]  # every creature type (702.73a)
    assert reply["unmodelled"] == []


async def test_moritte_copying_a_noncreature_gets_neither_counters_nor_changeling(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers Glorious Anthem + Moritte of the Frost [copy: Glorious Anthem]"
    )
    _, moritte = reply["objects"]
    assert moritte["name"] == "Glorious Anthem"
    assert moritte["types"] == ["Enchantment"]
    assert moritte["supertypes"] == ["Legendary", "Snow"]
    assert "changeling" not in moritte["abilities"]
    assert moritte["counters"] == {}


async def test_animate_dead_returns_the_card_under_your_control_with_minus_one_power(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers Grizzly Bears [graveyard: Serra Angel] + Animate Dead -> Serra Angel"
    )
    bears, aura, angel = reply["objects"]
    assert (angel["name"], angel["power"], angel["toughness"]) == ("Serra Angel", 3, 4)
    assert angel["controller"] == "you"
    assert (bears["power"], bears["toughness"]) == (2, 2)  # the Aura is not on the subject
    # its trigger swapped its enchant ability (layer 6, 613.1f)
    assert "enchant creature card in a graveyard" not in aura["abilities"]
    assert "enchant creature put onto the battlefield with Animate Dead" in aura["abilities"]
    assert any(
        "Serra Angel was put onto the battlefield from a graveyard" in n for n in reply["notes"]
    )
    assert reply["unmodelled"] == []


async def test_dance_of_the_dead_takes_a_card_from_the_opponents_graveyard_tapped(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core,
        "!layers Grizzly Bears [opponent graveyard: Serra Angel]"
        " + Dance of the Dead -> Serra Angel",
    )
    angel = reply["objects"][-1]
    assert (angel["name"], angel["power"], angel["toughness"]) == ("Serra Angel", 5, 5)
    assert angel["controller"] == "you"
    assert any("onto the battlefield tapped" in n for n in reply["notes"])


async def test_animate_dead_on_a_creature_already_on_the_battlefield_is_the_board_as_it_stands(
    core: CommandCore,
) -> None:
    reply = await _reply(core, "!layers Serra Angel + Animate Dead -> Serra Angel")
    angel, aura = reply["objects"]
    assert (angel["power"], angel["toughness"]) == (3, 4)
    assert "enchant creature put onto the battlefield with Animate Dead" in aura["abilities"]


@pytest.mark.parametrize(
    ("scenario", "said"),
    [
        ("!layers Grizzly Bears + Animate Dead", "name it with “-> Name”"),
        ("!layers Grizzly Bears + Animate Dead -> Serra Angel",
         "no card called “Serra Angel” is in a graveyard"),
        ("!layers Grizzly Bears [graveyard: Lightning Bolt] + Animate Dead -> Lightning Bolt",
         "Lightning Bolt isn't one"),
    ],
)  # fmt: skip
async def test_animate_dead_needs_a_creature_card_in_a_graveyard(
    core: CommandCore, scenario: str, said: str
) -> None:
    outcome = await core.handle(scenario)
    assert not outcome.ok
    assert said in str(outcome.error)


async def test_splinter_twins_granted_ability_makes_a_hasty_token_copy(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Grizzly Bears + Splinter Twin + Glorious Anthem + activate Grizzly Bears"
    )
    token = reply["objects"][-1]
    assert "Grizzly Bears was tapped to pay its {T} cost." in reply["notes"]
    assert (token["name"], token["power"], token["toughness"]) == ("Grizzly Bears", 3, 3)
    assert "haste" in token["abilities"]  # the exception (707.9b)
    # a copy doesn't copy what an effect granted (707.2): the token has no Splinter Twin
    assert not any("Create a token" in a for a in token["abilities"])
    # the end-step exile is a delayed trigger the game carries out (603.7)
    assert reply["unmodelled"] == []
    assert (
        "Grizzly Bears: the token will be exiled at the beginning of the next end step "
        "(a delayed trigger, 603.7)." in reply["notes"]
    )


async def test_a_creature_without_the_aura_has_nothing_to_activate(core: CommandCore) -> None:
    outcome = await core.handle("!layers Grizzly Bears + Splinter Twin + activate Splinter Twin")
    assert not outcome.ok
    assert "no activated ability" in str(outcome.error)


async def test_vedalken_shackles_takes_a_creature_no_stronger_than_your_islands(
    core: CommandCore,
) -> None:
    scenario = (
        "!layers Island + Island + Vedalken Shackles + opp: Grizzly Bears"
        " + activate Vedalken Shackles -> Grizzly Bears"
    )
    reply = await _reply(core, scenario)
    bears = reply["objects"][-1]
    assert (bears["name"], bears["controller"]) == ("Grizzly Bears", "you")  # power 2, 2 Islands
    assert reply["unmodelled"] == []


async def test_vedalken_shackles_refuses_a_creature_stronger_than_your_islands(
    core: CommandCore,
) -> None:
    outcome = await core.handle(
        "!layers Island + Vedalken Shackles + opp: Grizzly Bears"
        " + activate Vedalken Shackles -> Grizzly Bears"
    )
    assert not outcome.ok
    assert "with power 1 or less, now" in str(outcome.error)  # one Island (608.2b)


async def test_yasova_takes_a_creature_with_less_power_than_hers_until_end_of_turn(
    core: CommandCore,
) -> None:
    grown = (
        "!layers Yasova Dragonclaw + opp: Serra Angel + Giant Growth -> Yasova Dragonclaw"
        " + trigger Yasova Dragonclaw [did] -> Serra Angel"
    )
    reply = await _reply(core, grown)
    angel = reply["objects"][-1]
    assert angel["controller"] == "you"  # 4 is less than her 7
    assert "haste" in angel["abilities"]
    assert reply["unmodelled"] == []
    ended = await _reply(core, grown + " + end turn")
    assert ended["objects"][-1]["controller"] == "opponent"
    refused = await core.handle(
        "!layers Yasova Dragonclaw + opp: Serra Angel + trigger Yasova Dragonclaw -> Serra Angel"
    )
    assert not refused.ok  # 4 is not less than 4
    assert "with power 3 or less, now" in str(refused.error)


async def test_contested_war_zone_goes_to_the_controller_of_the_creature_that_hit_you(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core,
        "!layers Contested War Zone + opp: Grizzly Bears + trigger Contested War Zone"
        " -> Grizzly Bears",
    )
    assert reply["objects"][0]["controller"] == "opponent"
    assert reply["unmodelled"] == []
    # 603.2, 108.4: whoever controls that creature now, not its owner
    stolen = await _reply(
        core,
        "!layers Contested War Zone + Grizzly Bears [owner: opp] + trigger Contested War Zone"
        " -> Grizzly Bears",
    )
    assert stolen["objects"][0]["controller"] == "you"


async def test_contested_war_zone_needs_the_creature_named(core: CommandCore) -> None:
    unnamed = await core.handle("!layers Contested War Zone + trigger Contested War Zone")
    assert not unnamed.ok
    assert "say which creature made Contested War Zone's ability trigger" in str(unnamed.error)
    wrong = await core.handle(
        "!layers Contested War Zone + opp: Glorious Anthem + trigger Contested War Zone"
        " -> Glorious Anthem"
    )
    assert not wrong.ok
    assert "it triggers for a creature (603.2)" in str(wrong.error)


async def test_quicksilver_elemental_with_mutavaults_ability_is_a_2_2_of_every_type(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core,
        "!layers Quicksilver Elemental + Mutavault + activate Mutavault"
        " + activate Quicksilver Elemental -> Mutavault + activate Quicksilver Elemental [{1}]",
    )
    elemental = reply["objects"][0]
    assert (elemental["power"], elemental["toughness"]) == (2, 2)  # "This land becomes a 2/2"
    assert elemental["types"] == ["Creature"]  # "It's still a land": it never was one
    assert "{T}: Add {C}." in elemental["abilities"]  # a mana ability is activated (605.1a)
    assert (
        "Quicksilver Elemental gained Mutavault's 2 activated abilities (613.1f)." in reply["notes"]
    )
    assert reply["unmodelled"] == []


async def test_a_gained_ability_uses_the_elementals_name_and_ends_with_the_turn(
    core: CommandCore,
) -> None:
    pumped = (
        "!layers Quicksilver Elemental + opp: Frozen Shade"
        " + activate Quicksilver Elemental -> Frozen Shade + activate Quicksilver Elemental [{B}]"
    )
    reply = await _reply(core, pumped)
    elemental, shade = reply["objects"]
    assert (elemental["power"], elemental["toughness"]) == (4, 5)  # the Elemental got +1/+1
    assert (shade["power"], shade["toughness"]) == (0, 1)
    ended = await _reply(core, pumped + " + end turn")
    assert (
        "{B}: This creature gets +1/+1 until end of turn." not in ended["objects"][0]["abilities"]
    )


async def test_a_gained_ability_with_an_instruction_is_carried_out(core: CommandCore) -> None:
    reply = await _reply(
        core,
        "!layers Quicksilver Elemental + opp: Royal Assassin"
        " + activate Quicksilver Elemental -> Royal Assassin + opp: Grizzly Bears [tapped]"
        " + activate Quicksilver Elemental [{T}] -> Grizzly Bears",
    )
    assert any(
        "Grizzly Bears went to its owner's graveyard: destroyed" in n for n in reply["notes"]
    )


async def test_crackling_drake_counts_instants_and_sorceries_in_exile_and_your_graveyard(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core,
        "!layers Crackling Drake [graveyard: Lightning Bolt, Grizzly Bears]"
        " [exile: Opt, Serra Angel]",
    )
    drake = reply["objects"][0]
    assert (drake["power"], drake["toughness"]) == (2, 4)  # Lightning Bolt and Opt
    assert reply["unmodelled"] == []


async def test_duplicant_takes_the_exiled_creatures_size_and_creature_types(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers Glorious Anthem + Serra Angel + Duplicant [did] -> Serra Angel"
    )
    duplicant = next(o for o in reply["objects"] if o["name"] == "Duplicant")
    assert (duplicant["power"], duplicant["toughness"]) == (5, 5)  # base 4/4 (7b), +1/+1
    assert duplicant["subtypes"] == ["Angel", "Shapeshifter"]  # "It's still a Shapeshifter"
    assert any("Serra Angel went to exile" in n for n in reply["notes"])
    assert reply["unmodelled"] == []


async def test_duplicant_with_no_creature_card_exiled_is_itself(core: CommandCore) -> None:
    for scenario in ("!layers Duplicant", "!layers Duplicant [exile: Lightning Bolt]"):
        duplicant = (await _reply(core, scenario))["objects"][0]
        assert (duplicant["power"], duplicant["toughness"]) == (2, 4)
        assert duplicant["subtypes"] == ["Shapeshifter"]
    # the last creature card exiled with it counts, not every one (nor their total)
    last = await _reply(core, "!layers Duplicant [exile: Serra Angel, Grizzly Bears]")
    assert (last["objects"][0]["power"], last["objects"][0]["toughness"]) == (2, 2)


async def test_mirror_march_makes_a_hasty_token_copy_for_each_flip_won(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers Mirror March + Grizzly Bears + trigger Mirror March -> Grizzly Bears [x 2]"
    )
    tokens = reply["objects"][2:]
    assert [(t["name"], t["power"], "haste" in t["abilities"]) for t in tokens] == [
        ("Grizzly Bears", 2, True),
        ("Grizzly Bears", 2, True),
    ]
    assert "haste" not in reply["objects"][1]["abilities"]  # the original has none
    # "Exile them at the beginning of the next end step": both tokens, a delayed trigger
    assert any("the tokens will be exiled" in n for n in reply["notes"])
    ended = await _reply(
        core,
        "!layers Mirror March + Grizzly Bears + trigger Mirror March -> Grizzly Bears [x 2] "
        "+ end turn",
    )
    assert [o["is_token"] for o in ended["objects"] if o["zone"] == "battlefield"] == [False] * 2
    unsaid = await core.handle(
        "!layers Mirror March + Grizzly Bears + trigger Mirror March -> Grizzly Bears"
    )
    assert not unsaid.ok
    assert "say the number of flips you won with [x N]" in str(unsaid.error)


async def test_volraths_shapeshifter_has_the_full_text_of_the_top_creature_card(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core,
        "!layers Volrath's Shapeshifter [graveyard: Grizzly Bears, Serra Angel] + Glorious Anthem",
    )
    shifter = reply["objects"][0]  # the card named last is on top
    assert (shifter["name"], shifter["power"], shifter["toughness"]) == ("Serra Angel", 5, 5)
    assert shifter["colors"] == ["white"]
    assert shifter["abilities"] == ["flying", "vigilance", "{2}: Discard a card."]
    assert reply["unmodelled"] == []


async def test_volraths_shapeshifter_is_itself_when_the_top_card_is_no_creature(
    core: CommandCore,
) -> None:
    # Murder goes to the graveyard after the Bears it destroyed (608.2n): it is on top
    reply = await _reply(
        core,
        "!layers Volrath's Shapeshifter [graveyard: Serra Angel] + Grizzly Bears"
        " + Murder -> Grizzly Bears",
    )
    shifter = reply["objects"][0]
    assert (shifter["name"], shifter["power"], shifter["toughness"]) == (
        "Volrath's Shapeshifter",
        0,
        1,
    )
