"""Counts the counts5 round reads, played through ``!layers`` as a judge would (107.3): what
the defending player controls, for each attacking creature the player it attacks (802.2a,
506.2: Mercadia's Downfall, Elturel Survivors), the points of bushido a creature has
(702.45b: Takeno, Samurai General), the creatures blocking it (509.1: Elvish Berserker,
Beastmaster's Magemark), the greatest mana value of a commander on the battlefield or in
the command zone (903.3: Cloudkill), and the hand, graveyard or permanents of the player chosen
as it entered (``[chosen: opp]``; the one opponent of a game of two where the card chooses an
opponent: Nyxathid, Lost Order of Jarkeld, Sewer Nemesis, Haunting Apparition), a creature
"with power and toughness each equal to" a count (Spark Rupture; Gideon, Champion of Justice,
who is still a planeswalker, 205.1b), and "that spell's mana value" stated as X (Manaplasm)."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _pt, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Hill Giant",
    "Serra Angel",
    "Forest",
    "Mutavault",
    "Mercadia's Downfall",
    "Elturel Survivors",
    "Takeno, Samurai General",
    "Samurai of the Pale Curtain",
    "Isamaru, Hound of Konda",
    "Elvish Berserker",
    "Beastmaster's Magemark",
    "Rancor",
    "Cloudkill",
    "Kenrith, the Returned King",
    "Nyxathid",
    "Lost Order of Jarkeld",
    "Sewer Nemesis",
    "Haunting Apparition",
    "Llanowar Elves",
    "Gideon, Champion of Justice",
    "Spark Rupture",
    "Jace Beleren",
    "Glorious Anthem",
    "Manaplasm",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_mercadias_downfall_counts_the_lands_of_the_player_each_creature_attacks(
    core: CommandCore,
) -> None:
    # 802.2a: each attacking creature's defending player is the one it attacks
    reply = await _reply(
        core, "!layers Grizzly Bears [attacking: p3] + Hill Giant [attacking: opp] + "
        "opp: Mutavault + p3: Mutavault + p3: Forest + p3: Mutavault + Mercadia's Downfall",
    )  # fmt: skip
    assert _pt(_one(reply, "Grizzly Bears")) == (4, 2)  # p3's two nonbasic lands
    assert _pt(_one(reply, "Hill Giant")) == (4, 3)  # the opponent's one
    assert reply["unmodelled"] == []
    two = await _reply(
        core, "!layers Grizzly Bears [attacking] + Mutavault + opp: Mutavault + opp: Forest + "
        "Mercadia's Downfall",
    )  # fmt: skip
    assert _pt(_one(two, "Grizzly Bears")) == (3, 2)  # not your own Mutavault


async def test_an_unknown_defending_player_is_said_not_guessed(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Elturel Survivors [attacking] + opp: Mutavault + p3: Forest + "
        "p3: Mutavault",
    )  # fmt: skip
    assert _pt(_one(reply, "Elturel Survivors")) == (0, 4)  # a 0/4: nothing counted
    assert any("defending player" in line for line in reply["unmodelled"])


async def test_elturel_survivors_counts_defending_players_lands_only_while_attacking(
    core: CommandCore,
) -> None:
    board = " + opp: Mutavault + opp: Forest + Mutavault"
    attacking = await _reply(core, "!layers Elturel Survivors [attacking]" + board)
    assert _pt(_one(attacking, "Elturel Survivors")) == (2, 4)  # the opponent's two lands
    home = await _reply(core, "!layers Elturel Survivors" + board)
    assert _pt(_one(home, "Elturel Survivors")) == (0, 4)


async def test_takeno_gives_each_other_samurai_a_bonus_per_point_of_its_bushido(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers Samurai of the Pale Curtain + Takeno, Samurai General + "
        "Isamaru, Hound of Konda",
    )  # fmt: skip
    assert _pt(_one(reply, "Samurai of the Pale Curtain")) == (3, 3)  # bushido 1
    assert _pt(_one(reply, "Takeno, Samurai General")) == (3, 3)  # "other"
    assert _pt(_one(reply, "Isamaru, Hound of Konda")) == (2, 2)  # no Samurai
    assert reply["unmodelled"] == []


async def test_a_creature_gets_a_bonus_for_each_creature_blocking_it(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Grizzly Bears [attacking] + Rancor + Beastmaster's Magemark + "
        "opp: Hill Giant [blocking: Grizzly Bears] + opp: Serra Angel [blocking: Grizzly Bears] + "
        "trigger Beastmaster's Magemark -> Grizzly Bears",
    )  # fmt: skip
    # 2/2, Rancor +2/+0, the Magemark's +1/+1, and +1/+1 for each of the two blockers
    assert _pt(_one(reply, "Grizzly Bears")) == (7, 5)
    one = await _reply(
        core, "!layers Elvish Berserker [attacking] + opp: Hill Giant [blocking: Elvish "
        "Berserker] + trigger Elvish Berserker",
    )  # fmt: skip
    assert _pt(_one(one, "Elvish Berserker")) == (2, 2)


async def test_cloudkill_reads_a_commander_on_the_battlefield_or_in_the_command_zone(
    core: CommandCore,
) -> None:
    command = await _reply(
        core, "!layers Hill Giant + command: Kenrith, the Returned King + Cloudkill"
    )
    counted = "Cloudkill: its amount was counted as it resolved, -5/-5 for Hill Giant (608.2h)."
    assert counted in command["notes"]
    # a card named in a graveyard is no commander the scenario states
    graveyard = await _reply(
        core, "!layers Hill Giant + graveyard: Kenrith, the Returned King + Cloudkill"
    )
    assert _pt(_one(graveyard, "Hill Giant")) == (3, 3)


async def test_the_chosen_opponent_of_a_game_of_two_needs_no_naming(core: CommandCore) -> None:
    nyxathid = await _reply(core, "!layers Nyxathid [opponent hand 2]")
    assert _pt(_one(nyxathid, "Nyxathid")) == (5, 5)  # a 7/7, -1/-1 for each of two cards
    lost_order = await _reply(
        core, "!layers Lost Order of Jarkeld + opp: Grizzly Bears + opp: Hill Giant + Hill Giant"
    )
    assert _pt(_one(lost_order, "Lost Order of Jarkeld")) == (3, 3)  # 1 plus two creatures
    assert lost_order["unmodelled"] == []


async def test_a_chosen_player_is_named_or_said_unknown(core: CommandCore) -> None:
    board = " + opp: Grizzly Bears + p3: Hill Giant + p3: Grizzly Bears"
    named = await _reply(core, "!layers Lost Order of Jarkeld [chosen: p3]" + board)
    assert _pt(_one(named, "Lost Order of Jarkeld")) == (3, 3)
    unnamed = await _reply(core, "!layers Lost Order of Jarkeld" + board)
    assert _pt(_one(unnamed, "Lost Order of Jarkeld")) == (1, 1)
    assert any("[chosen: opp]" in line for line in unnamed["unmodelled"])
    # "choose a player": you may be chosen, so a game of two still needs the name
    yards = " [graveyard: Hill Giant] [opponent graveyard: Grizzly Bears, Llanowar Elves]"
    mine = await _reply(core, "!layers Sewer Nemesis [chosen: you]" + yards)
    assert _pt(_one(mine, "Sewer Nemesis")) == (1, 1)
    theirs = await _reply(core, "!layers Sewer Nemesis [chosen: opp]" + yards)
    assert _pt(_one(theirs, "Sewer Nemesis")) == (2, 2)
    silent = await _reply(core, "!layers Sewer Nemesis" + yards)
    assert any("chosen as it entered" in line for line in silent["unmodelled"])
    unused = await _reply(core, "!layers Grizzly Bears [chosen: opp]")
    assert any("“[chosen: opp]” was not used" in line for line in unused["unmodelled"])


async def test_haunting_apparition_counts_green_creature_cards_of_the_chosen_opponent(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers Haunting Apparition [graveyard: Llanowar Elves] "
        "[opponent graveyard: Llanowar Elves, Hill Giant, Grizzly Bears]",
    )  # fmt: skip
    assert _pt(_one(reply, "Haunting Apparition")) == (3, 2)  # 1 plus two green creature cards


async def test_spark_rupture_makes_a_planeswalker_a_creature_sized_by_its_loyalty(
    core: CommandCore,
) -> None:
    reply = await _reply(core, "!layers Jace Beleren + Spark Rupture + Glorious Anthem")
    jace = _one(reply, "Jace Beleren")
    assert _pt(jace) == (4, 4)  # three loyalty counters, and the anthem's +1/+1
    assert jace["types"] == ["Creature"]  # no longer a planeswalker (205.1a)


async def test_gideon_is_a_creature_as_big_as_his_loyalty_and_still_a_planeswalker(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers Gideon, Champion of Justice + activate Gideon, Champion of Justice [0]"
    )
    gideon = _one(reply, "Gideon, Champion of Justice")
    assert _pt(gideon) == (4, 4)  # counted once as the ability resolved (608.2h)
    assert {"Creature", "Planeswalker"} <= set(gideon["types"])


async def test_manaplasm_grows_by_the_mana_value_the_scenario_states(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Manaplasm + trigger Manaplasm [x 3]")
    assert _pt(_one(reply, "Manaplasm")) == (4, 4)
    unstated = await _reply(core, "!layers Manaplasm + trigger Manaplasm")
    assert any("that spell's mana value" in line for line in unstated["unmodelled"])
