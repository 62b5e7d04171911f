"""Copies, control and pronouns read in the `actions3` round of issue 13, played in
``!layers`` with real cards read by the Oracle parser: each test is one ruling, the reply a
judge would see.
"""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from engine.cards import AbilityEffect, ColorEffect
from engine.oracle import parse_text
from tests.oracle.test_copies_imported import _one, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Serra Angel",
    "Ornithopter",
    "Sol Ring",
    "Forest",
    "Glorious Anthem",
    "Shifting Loyalties",
    "Modify Memory",
    "Shrewd Negotiation",
    "Legerdemain",
    "Gauntlets of Chaos",
    "Devastating Onslaught",
    "Urza, Prince of Kroog",
    "Soul Separator",
    "Body Double",
    "Superior Spider-Man",
    "Lightning Bolt",
    "The Jolly Balloon Man",
    "Crawling Barrens",
    "Academic Dispute",
    "Clone Legion",
    "Kindred Charge",
    "Llanowar Elves",
    "Elvish Mystic",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


def _controllers(reply: dict[str, object]) -> dict[str, str]:
    objects = reply["objects"]
    assert isinstance(objects, list)
    return {o["name"]: o["controller"] for o in objects}


@pytest.mark.parametrize(
    ("spell", "mine", "theirs"),
    [
        ("Shifting Loyalties", "Ornithopter", "Sol Ring"),  # artifacts share a card type
        ("Modify Memory", "Grizzly Bears", "Serra Angel"),  # creatures of different players
        ("Shrewd Negotiation", "Ornithopter", "Serra Angel"),  # your artifact, their creature
        ("Legerdemain", "Grizzly Bears", "Ornithopter"),  # both are artifacts or creatures
    ],
)
async def test_an_exchange_of_control_gives_each_to_the_other_player(
    core: CommandCore, spell: str, mine: str, theirs: str
) -> None:
    # 701.12b: each permanent goes to the other's controller, for the rest of the game
    reply = await _reply(core, f"!layers {mine} + opp: {theirs} + {spell} -> {mine}, {theirs}")
    assert _controllers(reply) == {mine: "opponent", theirs: "you"}
    # only Modify Memory's draw is left, said out loud: nothing else goes unread
    assert all("draw three cards" in line for line in reply["unmodelled"])


async def test_gauntlets_of_chaos_exchanges_an_artifact_for_an_artifact(
    core: CommandCore,
) -> None:
    # the second target must share one of the first's types (115.1); its cost names the
    # card ("Sacrifice this artifact"), and the Auras it then destroys are a one-shot part
    # the reply reports as not carried out
    reply = await _reply(
        core,
        "!layers Ornithopter + opp: Sol Ring + Gauntlets of Chaos + activate Gauntlets of Chaos "
        "-> Ornithopter, Sol Ring",
    )
    controllers = _controllers(reply)
    assert (controllers["Ornithopter"], controllers["Sol Ring"]) == ("opponent", "you")
    assert [line for line in reply["unmodelled"] if "destroy all Auras" in line]


@pytest.mark.parametrize(
    ("scenario", "refused"),
    [
        ("!layers Grizzly Bears + opp: Sol Ring + Shifting Loyalties -> Grizzly Bears, Sol Ring",
         "share no card type"),
        ("!layers Grizzly Bears + Serra Angel + Modify Memory -> Grizzly Bears, Serra Angel",
         "controlled by different players"),
        ("!layers Forest + opp: Serra Angel + Legerdemain -> Forest, Serra Angel",
         "Forest isn't a legal target"),  # the first target is an artifact or a creature
        ("!layers Grizzly Bears + opp: Forest + Legerdemain -> Grizzly Bears, Forest",
         "share no type of artifact or creature"),
    ],
)  # fmt: skip
async def test_an_exchange_checks_what_its_targets_share(
    core: CommandCore, scenario: str, refused: str
) -> None:
    outcome = await core.handle(scenario)
    assert not outcome.ok
    assert refused in str(outcome.error)


ONSLAUGHT = "!layers Grizzly Bears + Devastating Onslaught -> Grizzly Bears [x 2]"


async def test_x_token_copies_all_gain_haste_and_are_sacrificed_at_the_end_step(
    core: CommandCore,
) -> None:
    # "Create X tokens that are copies of ...": X is the X paid (107.3); "Those tokens gain
    # haste" is every token it made, and so is "Sacrifice them at the beginning of the next
    # end step" (603.7)
    bears = [o for o in (await _reply(core, ONSLAUGHT))["objects"] if o["name"] == "Grizzly Bears"]
    assert [("haste" in o["abilities"]) for o in bears] == [False, True, True]
    ended = await _reply(core, ONSLAUGHT + " + end turn")
    left = [o for o in ended["objects"] if o["zone"] == "battlefield"]
    assert [(o["name"], o["is_token"]) for o in left] == [("Grizzly Bears", False)]


async def test_x_token_copies_ask_for_x(core: CommandCore) -> None:
    outcome = await core.handle("!layers Grizzly Bears + Devastating Onslaught -> Grizzly Bears")
    assert not outcome.ok
    assert "[x N]" in str(outcome.error)


async def test_a_token_copy_that_is_a_creature_in_addition_to_its_other_types(
    core: CommandCore,
) -> None:
    # Urza, Prince of Kroog: the exceptions are copiable values (707.9b): a 1/1 Soldier
    # artifact creature, then Urza's own +2/+2 for artifact creatures (layer 7c)
    reply = await _reply(
        core,
        "!layers Urza, Prince of Kroog + Sol Ring + activate Urza, Prince of Kroog -> Sol Ring",
    )
    token = [o for o in reply["objects"] if o["name"] == "Sol Ring"][1]
    assert (token["types"], token["subtypes"]) == (["Artifact", "Creature"], ["Soldier"])
    assert (token["power"], token["toughness"]) == (3, 3)


async def test_soul_separator_copies_the_card_it_exiled_as_a_1_1_spirit(
    core: CommandCore,
) -> None:
    # "that card" is the card its ability exiled (607.2a), named with [copy: Name]
    reply = await _reply(
        core, "!layers Soul Separator + activate Soul Separator [copy: Serra Angel]"
    )
    angel = _one(reply, "Serra Angel")
    assert (angel["power"], angel["toughness"], angel["subtypes"]) == (1, 1, ["Angel", "Spirit"])
    assert any("black Zombie creature token" in line for line in reply["unmodelled"])


async def test_body_double_enters_as_a_copy_of_a_creature_card_in_a_graveyard(
    core: CommandCore,
) -> None:
    # 707.2: the card's copiable values; the card stays off the battlefield
    reply = await _reply(core, "!layers Body Double [copy: Serra Angel]")
    [angel] = reply["objects"]
    assert (angel["name"], angel["power"], angel["abilities"]) == (
        "Serra Angel",
        4,
        ["flying", "vigilance"],
    )
    assert any("a card from a graveyard" in note for note in reply["notes"])
    refused = await core.handle("!layers Body Double [copy: Lightning Bolt]")
    assert not refused.ok
    assert "not a creature card" in str(refused.error)
    assert str(refused.hint).startswith("Name a creature card, e.g. Body Double [copy:")


async def test_superior_spider_man_keeps_his_name_and_is_a_4_4_spider_in_addition(
    core: CommandCore,
) -> None:
    # "except his name is ~ and he's a 4/4 Spider Human Hero in addition to his other types"
    reply = await _reply(core, "!layers Superior Spider-Man [copy: Grizzly Bears]")
    [spider] = reply["objects"]
    assert (spider["name"], spider["power"], spider["toughness"]) == ("Superior Spider-Man", 4, 4)
    assert spider["subtypes"] == ["Bear", "Spider", "Human", "Hero"]
    assert spider["colors"] == ["green"]  # only the types are added to; the color is copied


async def test_a_token_copy_red_in_addition_to_its_other_colors(core: CommandCore) -> None:
    # The Jolly Balloon Man: "a 1/1 red Balloon creature in addition to its other colors and
    # types" (707.9b) keeps green and adds red
    reply = await _reply(
        core,
        "!layers The Jolly Balloon Man + Grizzly Bears + activate The Jolly Balloon Man "
        "-> Grizzly Bears",
    )
    token = [o for o in reply["objects"] if o["name"] == "Grizzly Bears"][1]
    assert (token["power"], token["colors"], token["subtypes"]) == (
        1,
        ["red", "green"],
        ["Bear", "Balloon"],
    )
    assert token["abilities"] == ["flying", "haste"]


async def test_you_may_have_it_become_a_creature_is_read_as_chosen(core: CommandCore) -> None:
    # Crawling Barrens: two +1/+1 counters, then "you may have it become a 0/0 Elemental
    # creature until end of turn. It's still a land": a 2/2 land creature (608.2d)
    barrens = _one(
        await _reply(core, "!layers Crawling Barrens + activate Crawling Barrens"),
        "Crawling Barrens",
    )
    assert (barrens["power"], barrens["types"], barrens["subtypes"]) == (
        2,
        ["Land", "Creature"],
        ["Elemental"],
    )
    # Academic Dispute: "You may have it gain reach": "it" is the spell's target
    reply = await _reply(core, "!layers Grizzly Bears + Academic Dispute -> Grizzly Bears")
    assert _one(reply, "Grizzly Bears")["abilities"] == ["reach"]
    assert any("blocks this turn if able" in line for line in reply["unmodelled"])


async def test_clone_legion_copies_each_creature_the_target_player_controls(
    core: CommandCore,
) -> None:
    # "For each creature target player controls, create a token that's a copy of that
    # creature": one token each, under the spell's controller (111.2, 707.2)
    reply = await _reply(
        core, "!layers opp: Grizzly Bears + opp: Serra Angel + Ornithopter + Clone Legion -> opp"
    )
    tokens = sorted((o["name"], o["controller"]) for o in reply["objects"] if o["is_token"])
    assert tokens == [("Grizzly Bears", "you"), ("Serra Angel", "you")]


async def test_kindred_charge_copies_each_creature_of_the_chosen_type(core: CommandCore) -> None:
    # the group is locked in as it resolves (611.2c): the Bear is not of the type; "Those
    # tokens gain haste" and "Exile them at the beginning of the next end step" are both
    scenario = "!layers Llanowar Elves + Elvish Mystic + Grizzly Bears + Kindred Charge [Elf]"
    reply = await _reply(core, scenario)
    tokens = [o for o in reply["objects"] if o["is_token"]]
    assert [(o["name"], "haste" in o["abilities"]) for o in tokens] == [
        ("Llanowar Elves", True),
        ("Elvish Mystic", True),
    ]
    assert reply["unmodelled"] == []
    ended = await _reply(core, scenario + " + end turn")
    assert not [o for o in ended["objects"] if o["is_token"] and o["zone"] == "battlefield"]


def test_a_characters_pronoun_is_the_permanent_itself() -> None:
    # Ultimate Spider-Man's Camouflage: "Put a +1/+1 counter on ~. He gains hexproof and
    # becomes colorless until end of turn": "he" is the source, as "it" would be
    text = (
        "{2}: Put a +1/+1 counter on Ultimate Spider-Man. He gains hexproof and becomes "
        "colorless until end of turn."
    )
    parsed = parse_text(text, name="Ultimate Spider-Man", types=("Creature",))
    assert parsed.unmodelled == ()
    ability = parsed.abilities[0]
    assert (ability.affects.scope, ability.duration) == ("self", "end_of_turn")
    assert ability.effects == (
        AbilityEffect(keywords=("hexproof",)),
        ColorEffect(mode="colorless"),
    )
