"""Facts of a resolution played in ``!layers`` with real cards read by the Oracle parser.

Groups a target player controls ("creatures target player controls get -2/-2") apply to
what the player named with ``-> you`` / ``-> opp`` controls as the spell resolves (115.1,
611.2c). A choice made as a spell or ability resolves ("gets +1/-1 or -1/+1", "your choice
of deathtouch or lifelink", "the color or colors of your choice", 608.2d) is named in
brackets; without one, the first is taken (a color: none) and the reply warns. An X that
stands for a fact the scenario has no value for ("where X is the number of cards revealed
this way", "the sacrificed creature's power", 608.2h) is stated like a paid X (``[x N]``);
without it, X counts as 0 and the reply says so (never a silent pick). "It" in a trigger
about one object of a group ("Whenever a creature you control becomes blocked, it gets
+1/+1") is the object that made it trigger (603.2), named with ``-> Name``. "If it's an artifact
creature, it gains indestructible" applies only if it is one as the spell resolves (608.2c)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Ivy Seer",
    "Erratic Mutation",
    "Knowledge Is Power",
    "Chimeric Staff",
    "Hill Giant",
    "Arms of Hadar",
    "Jolrael, Empress of Beasts",
    "Forest",
    "Swamp",
    "Alchemist's Gift",
    "Liliana of the Dark Realms",
    "Shorecrasher Elemental",
    "Multiform Wonder",
    "Quickchange",
    "Distorting Lens",
    "Mabel's Mettle",
    "Gideon Blackblade",
    "Somberwald Alpha",
    "Built to Last",
    "Ornithopter",
    "Vicious Betrayal",
    "Neutralize the Guards",
    "Serra Angel",
    "Apostle's Blessing",
    "Chaotic Strike",
    "Clutch of Currents",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


def _pt(reply: dict[str, Any], index: int = 0) -> tuple[int, int]:
    obj = reply["objects"][index]
    return obj["power"], obj["toughness"]


async def test_the_cards_revealed_this_way_are_stated_with_x(core: CommandCore) -> None:
    # Ivy Seer: "Target creature gets +X/+X until end of turn, where X is the number of cards
    # revealed this way": the scenario can't reveal cards, so the judge says how many
    reply = await _reply(
        core, "!layers Grizzly Bears + Ivy Seer + activate Ivy Seer [x 3] -> Grizzly Bears"
    )
    assert _pt(reply) == (5, 5)
    assert not any("X is" in line for line in reply["unmodelled"])  # the reveal: listed


async def test_an_unstated_fact_counts_zero_and_says_so(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Grizzly Bears + Ivy Seer + activate Ivy Seer")
    assert _pt(reply) == (2, 2)
    assert any(
        "X is the number of cards revealed this way" in line and "[x N]" in line
        for line in reply["unmodelled"]
    )


async def test_a_spell_gets_plus_x_minus_x_from_one_stated_x(core: CommandCore) -> None:
    # Erratic Mutation: "+X/-X, where X is that card's mana value" (the revealed card's)
    reply = await _reply(core, "!layers Grizzly Bears + Erratic Mutation [x 1]")
    assert _pt(reply) == (3, 1)
    assert not any("X is" in line for line in reply["unmodelled"])


async def test_a_static_ability_reads_the_x_stated_on_its_permanent(core: CommandCore) -> None:
    # Knowledge Is Power: "+X/+X, where X is the number of cards you've drawn this turn"
    reply = await _reply(core, "!layers Grizzly Bears + Knowledge Is Power [x 2]")
    assert _pt(reply) == (4, 4)
    assert reply["unmodelled"] == []


async def test_an_x_paid_but_not_given_is_no_silent_zero(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Chimeric Staff + activate Chimeric Staff")
    assert any(
        "X is the value chosen for X" in line and "Chimeric Staff [x 3]" in line
        for line in reply["unmodelled"]
    )


async def test_creatures_target_player_controls_are_that_players(core: CommandCore) -> None:
    # Arms of Hadar: "Creatures target player controls get -2/-2 until end of turn"
    reply = await _reply(core, "!layers Grizzly Bears + opp: Hill Giant + Arms of Hadar -> opp")
    assert _pt(reply) == (2, 2)  # yours: untouched
    giant = next(o for o in reply["objects"] if o["name"] == "Hill Giant")
    assert (giant["power"], giant["toughness"]) == (1, 1)
    mine = await _reply(core, "!layers Grizzly Bears + opp: Hill Giant + Arms of Hadar -> you")
    assert _pt(mine) == (0, 0)


async def test_an_activated_ability_animates_the_lands_target_player_controls(
    core: CommandCore,
) -> None:
    # Jolrael: "All lands target player controls become 3/3 creatures until end of turn"
    reply = await _reply(
        core,
        "!layers Forest + opp: Forest + Jolrael, Empress of Beasts"
        " + activate Jolrael, Empress of Beasts -> opp",
    )
    assert reply["objects"][0]["types"] == ["Land"]
    theirs = [o for o in reply["objects"] if o["name"] == "Forest" and o["controller"] != "you"]
    assert [(o["power"], o["toughness"], o["types"]) for o in theirs] == [
        (3, 3, ["Land", "Creature"])
    ]


async def test_a_target_player_is_never_assumed(core: CommandCore) -> None:
    outcome = await core.handle("!layers Grizzly Bears + Arms of Hadar")
    assert not outcome.ok
    assert outcome.error is not None and "say which player" in outcome.error


async def test_your_choice_of_a_keyword_is_named_in_brackets(core: CommandCore) -> None:
    # Alchemist's Gift: "+1/+1 and gains your choice of deathtouch or lifelink"
    reply = await _reply(core, "!layers Grizzly Bears + Alchemist's Gift [lifelink]")
    bears = reply["objects"][0]
    assert (bears["power"], bears["toughness"]) == (3, 3)
    assert "lifelink" in " ".join(bears["abilities"]).casefold()
    assert "deathtouch" not in " ".join(bears["abilities"]).casefold()
    assert reply["unmodelled"] == []


async def test_an_unnamed_choice_takes_the_first_and_says_so(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Grizzly Bears + Alchemist's Gift")
    assert "deathtouch" in " ".join(reply["objects"][0]["abilities"]).casefold()
    assert any(
        "deathtouch or lifelink" in line and "[lifelink]" in line for line in reply["unmodelled"]
    )


async def test_one_of_two_sizes_counted_as_it_resolves(core: CommandCore) -> None:
    # Liliana of the Dark Realms, -3: "+X/+X or -X/-X, where X is the number of Swamps you control"
    board = "!layers Grizzly Bears + Swamp + Swamp + Liliana of the Dark Realms"
    pump = await _reply(core, f"{board} + activate Liliana of the Dark Realms [-3] [+X/+X]")
    assert _pt(pump) == (4, 4)
    shrink = await _reply(core, f"{board} + activate Liliana of the Dark Realms [-3] [choice 2]")
    assert shrink["objects"][0]["zone"] == "graveyard"  # 0/0 (704.5f)


async def test_plus_one_minus_one_or_minus_one_plus_one(core: CommandCore) -> None:
    # Shorecrasher Elemental, {1}: "gets +1/-1 or -1/+1 until end of turn" (a 3/3)
    reply = await _reply(
        core, "!layers Shorecrasher Elemental + activate Shorecrasher Elemental [{1}] [-1/+1]"
    )
    assert _pt(reply) == (2, 4)
    assert reply["unmodelled"] == []


async def test_a_named_choice_picks_its_ability_among_those_of_one_cost(core: CommandCore) -> None:
    # Multiform Wonder (a 3/3): two "Pay {E}" abilities; [-2/+2] is the size choice's
    reply = await _reply(core, "!layers Multiform Wonder + activate Multiform Wonder [-2/+2]")
    assert _pt(reply) == (1, 5)
    assert reply["unmodelled"] == []


async def test_the_color_or_colors_of_your_choice_are_every_color_named(
    core: CommandCore,
) -> None:
    # Quickchange: "Target creature becomes the color or colors of your choice until end of turn"
    reply = await _reply(core, "!layers Grizzly Bears + Quickchange [white] [blue]")
    assert reply["objects"][0]["colors"] == ["white", "blue"]
    one = await _reply(core, "!layers Grizzly Bears + Quickchange [black]")
    assert one["objects"][0]["colors"] == ["black"]


async def test_a_color_chosen_as_it_resolves_is_never_picked_in_silence(
    core: CommandCore,
) -> None:
    # Distorting Lens: "Target permanent becomes the color of your choice until end of turn"
    reply = await _reply(
        core, "!layers Grizzly Bears + Distorting Lens + activate Distorting Lens -> Grizzly Bears"
    )
    assert any("reads a chosen color" in line and "[black]" in line for line in reply["unmodelled"])


async def test_each_other_target_of_a_spell_takes_the_next_name(core: CommandCore) -> None:
    # Mabel's Mettle: "Target creature gets +2/+2 ... Up to one other target creature gets
    # +1/+1" (115.3: two targets, each a different object)
    reply = await _reply(
        core, "!layers Grizzly Bears + Hill Giant + Mabel's Mettle -> Hill Giant, Grizzly Bears"
    )
    assert _pt(reply) == (3, 3)
    assert _pt(reply, 1) == (5, 5)
    one = await _reply(core, "!layers Grizzly Bears + Hill Giant + Mabel's Mettle -> Grizzly Bears")
    assert (_pt(one), _pt(one, 1)) == ((4, 4), (3, 3))
    assert any("no target was named" in note for note in one["notes"])
    twice = await core.handle(
        "!layers Grizzly Bears + Hill Giant + Mabel's Mettle -> Grizzly Bears, Grizzly Bears"
    )
    assert twice.error is not None and "named twice" in twice.error


async def test_a_planeswalker_gives_another_creature_the_keyword_named(core: CommandCore) -> None:
    # Gideon Blackblade, +1: "Up to one other target creature you control gains your choice of
    # vigilance, lifelink, or indestructible until end of turn"
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Gideon Blackblade + activate Gideon Blackblade [+1] [lifelink]"
        " -> Grizzly Bears",
    )
    assert [a.casefold() for a in reply["objects"][0]["abilities"]] == ["lifelink"]


async def test_it_in_a_trigger_is_the_object_that_made_it_trigger(core: CommandCore) -> None:
    # Somberwald Alpha: "Whenever a creature you control becomes blocked, it gets +1/+1"
    reply = await _reply(
        core, "!layers Grizzly Bears + Somberwald Alpha + trigger Somberwald Alpha -> Grizzly Bears"
    )
    assert _pt(reply) == (3, 3)
    theirs = await core.handle(
        "!layers Grizzly Bears + opp: Hill Giant + Somberwald Alpha"
        " + trigger Somberwald Alpha -> Hill Giant"
    )
    assert theirs.error is not None and "isn't what made it trigger" in theirs.error


async def test_if_it_is_a_type_is_checked_as_the_spell_resolves(core: CommandCore) -> None:
    # Built to Last: "+2/+2 until end of turn. If it's an artifact creature, it gains
    # indestructible until end of turn"
    thopter = await _reply(core, "!layers Ornithopter + Built to Last")
    assert _pt(thopter) == (2, 4)
    assert "indestructible" in thopter["objects"][0]["abilities"]
    bears = await _reply(core, "!layers Grizzly Bears + Built to Last")
    assert _pt(bears) == (4, 4)
    assert "indestructible" not in bears["objects"][0]["abilities"]
    assert any("608.2c" in note for note in bears["notes"])


async def test_for_each_creature_sacrificed_this_way_is_a_stated_count(core: CommandCore) -> None:
    # Vicious Betrayal: "+2/+2 until end of turn for each creature sacrificed this way"
    reply = await _reply(core, "!layers Grizzly Bears + Vicious Betrayal [x 2]")
    assert _pt(reply) == (6, 6)
    assert not any("X is" in line for line in reply["unmodelled"])


async def test_a_target_opponent_is_named_once_there_are_several(core: CommandCore) -> None:
    # Neutralize the Guards: "Creatures target opponent controls get -1/-1 until end of turn"
    two = await _reply(core, "!layers Grizzly Bears + opp: Hill Giant + Neutralize the Guards")
    assert (_pt(two), _pt(two, 1)) == ((2, 2), (2, 2))  # one opponent: no choice to make
    board = "!layers Grizzly Bears + opp: Hill Giant + p3: Serra Angel + Neutralize the Guards"
    unsaid = await core.handle(board)
    assert unsaid.error is not None and "say which player" in unsaid.error
    p3 = await _reply(core, f"{board} -> p3")
    assert [_pt(p3, i) for i in range(3)] == [(2, 2), (3, 3), (3, 3)]  # Serra Angel 4/4
    yourself = await core.handle(f"{board} -> you")
    assert yourself.error is not None and "only an opponent" in yourself.error


async def test_protection_from_artifacts_or_from_the_color_named(core: CommandCore) -> None:
    # Apostle's Blessing: "gains protection from artifacts or from the color of your choice"
    red = await _reply(core, "!layers Ornithopter + Apostle's Blessing [red]")
    assert red["objects"][0]["abilities"] == ["flying", "protection from red"]
    assert red["unmodelled"] == []
    artifacts = await _reply(core, "!layers Ornithopter + Apostle's Blessing [artifacts]")
    assert artifacts["objects"][0]["abilities"] == ["flying", "protection from artifacts"]


async def test_a_coin_flip_won_or_lost_is_named_like_a_choice(core: CommandCore) -> None:
    # Chaotic Strike: "Flip a coin. If you win the flip, target creature gets +1/+1"
    won = await _reply(core, "!layers Grizzly Bears + Chaotic Strike [won]")
    assert _pt(won) == (3, 3)
    lost = await _reply(core, "!layers Grizzly Bears + Chaotic Strike [lost]")
    assert _pt(lost) == (2, 2)
    unsaid = await _reply(core, "!layers Grizzly Bears + Chaotic Strike")
    assert any("[won]" in line and "[lost]" in line for line in unsaid["unmodelled"])


async def test_an_awakened_spell_takes_its_land_last(core: CommandCore) -> None:
    # Clutch of Currents [awaken]: "Return target creature to its owner's hand" and, awakened,
    # three +1/+1 counters on target land you control (702.113a): two targets, the land last
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Forest + Clutch of Currents [awaken] -> Grizzly Bears, Forest",
    )
    bears, forest = reply["objects"][0], reply["objects"][1]
    assert bears["zone"] == "hand"
    assert any("Grizzly Bears went to its owner's hand" in note for note in reply["notes"])
    assert (forest["power"], forest["toughness"], forest["types"]) == (3, 3, ["Land", "Creature"])
    one = await core.handle(
        "!layers Grizzly Bears + Forest + Clutch of Currents [awaken] -> Forest"
    )
    assert one.error is not None and "name that land last" in one.error
