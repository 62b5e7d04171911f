"""Groups defined by combat and conditions on a permanent's state (506.4, 303.4, 122.1),
played through ``!layers`` as a judge would: "creatures attacking you" (whom a creature
attacks: ``[attacking]`` in a game of two, ``[attacking: p3]`` in a larger one), "target
nonattacking creature", "each untapped creature you control ... as long as it's not
attacking", "enchanted by exactly two Auras", "as long as you control enchanted creature",
"it's blocking and you control a snow land", counts of counters among a group, an Aura
attached to a player (303.4: "creatures enchanted player controls", the Curses), and who
blocks whom (509.1: ``[blocking: Name]``, "creatures blocking or blocked by ~"), and "target
creature defending player controls" (506.2)."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from engine.cards import Card
from engine.oracle import parse_card
from engine.scenario import run_scenario
from tests.layers.test_formulas import BEARS
from tests.oracle.test_copies_imported import _one, _pt, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Hill Giant",
    "Boarded Window",
    "Watchdog",
    "Blast-Furnace Hellkite",
    "Arcades Sabboth",
    "Unlikely Alliance",
    "Timber Paladin",
    "Rancor",
    "Pacifism",
    "Holy Strength",
    "Mishra's Domination",
    "Act of Treason",
    "Snow Devil",
    "Snow-Covered Forest",
    "Forest",
    "Hundred-Battle Veteran",
    "Tom Bombadil",
    "Urza's Saga",
    "Curse of Death's Hold",
    "Curse of Hospitality",
    "Curse of Conformity",
    "Isamaru, Hound of Konda",
    "Alms Beast",
    "Barbed-Back Wurm",
    "Sting, the Glinting Dagger",
    "Goblin Piker",
    "The Wretched",
    "Knight of Valor",
    "Yare",
    "Spring Splasher",
    "Warkite Marauder",
    "Serra Angel",
    "Archon of the Wild Rose",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_creatures_attacking_you_get_minus_one_on_the_opponents_turn(
    core: CommandCore,
) -> None:
    # Boarded Window: the opponent's attacking Bears attack you, its controller (506.4)
    reply = await _reply(
        core, "!layers opp: Grizzly Bears [attacking] + Hill Giant + Boarded Window"
    )
    assert _pt(_one(reply, "Grizzly Bears")) == (1, 2)
    assert _pt(_one(reply, "Hill Giant")) == (3, 3)
    assert reply["unmodelled"] == []


async def test_your_own_attacker_is_not_attacking_you(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Grizzly Bears [attacking] + Boarded Window")
    assert _pt(_one(reply, "Grizzly Bears")) == (2, 2)


async def test_creatures_attacking_your_opponents_have_double_strike(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Grizzly Bears [unblocked] + opp: Hill Giant [attacking] + "
        "Blast-Furnace Hellkite",
    )  # fmt: skip
    assert "double strike" in _one(reply, "Grizzly Bears")["abilities"]
    assert "double strike" not in _one(reply, "Hill Giant")["abilities"]


async def test_watchdog_works_only_while_it_is_untapped(core: CommandCore) -> None:
    untapped = await _reply(core, "!layers opp: Grizzly Bears [attacking] + Watchdog")
    assert _pt(_one(untapped, "Grizzly Bears")) == (1, 2)
    tapped = await _reply(core, "!layers opp: Grizzly Bears [attacking] + Watchdog [tapped]")
    assert _pt(_one(tapped, "Grizzly Bears")) == (2, 2)


async def test_in_a_larger_game_the_attacked_player_is_named(core: CommandCore) -> None:
    # p3's Hill Giant attacks you, the opponent's Bears attack p3: only the Giant gets -1/-0
    reply = await _reply(
        core, "!layers opp: Grizzly Bears [attacking: p3] + p3: Hill Giant [attacking: you] + "
        "Boarded Window",
    )  # fmt: skip
    assert _pt(_one(reply, "Grizzly Bears")) == (2, 2)
    assert _pt(_one(reply, "Hill Giant")) == (2, 3)


async def test_an_attacked_player_left_unsaid_in_a_larger_game_is_warned(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers opp: Grizzly Bears [attacking] + p3: Hill Giant + Boarded Window"
    )
    assert _pt(_one(reply, "Grizzly Bears")) == (2, 2)
    assert any("whom it attacks isn't said" in line for line in reply["unmodelled"])


async def test_a_creature_cant_attack_its_own_controller(core: CommandCore) -> None:
    outcome = await core.handle("!layers Grizzly Bears [attacking: you]")
    assert not outcome.ok and outcome.error is not None
    assert "is not a player Grizzly Bears can attack" in outcome.error


async def test_each_untapped_creature_gets_toughness_while_not_attacking(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers Grizzly Bears + Hill Giant [attacking] + Forest + Arcades Sabboth"
    )
    assert _pt(_one(reply, "Grizzly Bears")) == (2, 4)
    assert _pt(_one(reply, "Hill Giant")) == (3, 3)  # attacking
    assert _pt(_one(reply, "Arcades Sabboth")) == (7, 9)


async def test_a_nonattacking_target_is_checked(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Grizzly Bears + activate Unlikely Alliance -> Grizzly Bears"
    )
    assert _pt(_one(reply, "Grizzly Bears")) == (2, 4)
    refused = await core.handle(
        "!layers Grizzly Bears [attacking] + Unlikely Alliance + activate Unlikely Alliance -> "
        "Grizzly Bears"
    )
    assert not refused.ok and refused.error is not None
    assert "nonattacking" in refused.error


@pytest.mark.parametrize(
    ("auras", "expected"),
    [
        ("", (1, 1)),
        (" + Holy Strength", (4, 5)),  # exactly one Aura: base 3/3, then +1/+2
        (" + Holy Strength + Pacifism", (6, 7)),  # exactly two: base 5/5 and vigilance
        (" + Holy Strength + Pacifism + Rancor", (13, 12)),  # three or more: 10/10
    ],
)
async def test_timber_paladin_counts_the_auras_on_it(
    core: CommandCore, auras: str, expected: tuple[int, int]
) -> None:
    reply = await _reply(core, f"!layers Timber Paladin{auras}")
    paladin = _one(reply, "Timber Paladin")
    assert _pt(paladin) == expected
    assert ("vigilance" in paladin["abilities"]) == (auras.count("+") >= 2)


async def test_mishras_domination_works_only_for_the_auras_controller(
    core: CommandCore,
) -> None:
    yours = await _reply(core, "!layers Grizzly Bears + Mishra's Domination")
    assert _pt(_one(yours, "Grizzly Bears")) == (4, 4)
    stolen = await _reply(
        core, "!layers Grizzly Bears + Mishra's Domination + opp: Act of Treason -> Grizzly Bears"
    )
    assert _pt(_one(stolen, "Grizzly Bears")) == (2, 2)


async def test_snow_devil_gives_first_strike_to_a_blocker_with_a_snow_land(
    core: CommandCore,
) -> None:
    blocking = await _reply(
        core, "!layers Grizzly Bears [blocking] + Snow-Covered Forest + Snow Devil"
    )
    assert "first strike" in _one(blocking, "Grizzly Bears")["abilities"]
    no_snow = await _reply(core, "!layers Grizzly Bears [blocking] + Forest + Snow Devil")
    assert "first strike" not in _one(no_snow, "Grizzly Bears")["abilities"]
    not_blocking = await _reply(core, "!layers Grizzly Bears + Snow-Covered Forest + Snow Devil")
    assert "first strike" not in _one(not_blocking, "Grizzly Bears")["abilities"]


async def test_kinds_of_counters_among_your_creatures(core: CommandCore) -> None:
    two = "Grizzly Bears [1 oil counter] [1 stun counter]"
    reply = await _reply(core, f"!layers Hundred-Battle Veteran + {two}")
    assert _pt(_one(reply, "Hundred-Battle Veteran")) == (4, 2)
    three = await _reply(core, f"!layers Hundred-Battle Veteran [1 shield counter] + {two}")
    assert _pt(_one(three, "Hundred-Battle Veteran")) == (6, 6)


async def test_lore_counters_among_your_sagas(core: CommandCore) -> None:
    few = await _reply(core, "!layers Tom Bombadil + Urza's Saga [3 lore counters]")
    assert "indestructible" not in _one(few, "Tom Bombadil")["abilities"]
    many = await _reply(
        core, "!layers Tom Bombadil + Urza's Saga [2 lore counters] + Urza's Saga [2 lore counters]"
    )
    assert {"hexproof", "indestructible"} <= set(_one(many, "Tom Bombadil")["abilities"])


async def test_a_curse_reaches_the_creatures_of_the_player_it_enchants(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers opp: Grizzly Bears + Hill Giant + Curse of Death's Hold -> opp"
    )
    assert _pt(_one(reply, "Grizzly Bears")) == (1, 1)
    assert _pt(_one(reply, "Hill Giant")) == (3, 3)
    assert "Curse of Death's Hold enchants opponent (303.4)." in reply["notes"]
    assert reply["unmodelled"] == []
    on_you = await _reply(
        core, "!layers opp: Grizzly Bears + Hill Giant + Curse of Death's Hold -> you"
    )
    assert _pt(_one(on_you, "Hill Giant")) == (2, 2)


async def test_a_curse_needs_a_player(core: CommandCore) -> None:
    unsaid = await core.handle("!layers opp: Grizzly Bears + Curse of Death's Hold")
    assert not unsaid.ok and unsaid.error is not None
    assert "enchants a player; which one isn't said" in unsaid.error
    creature = await core.handle(
        "!layers opp: Grizzly Bears + Curse of Death's Hold -> Grizzly Bears"
    )
    assert not creature.ok and creature.error is not None
    assert "is not a player in the game" in creature.error


async def test_a_curse_goes_when_its_player_leaves_the_game(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Hill Giant + opp: Grizzly Bears + p3: Curse of Death's Hold -> opp + "
        "opp: concede",
    )  # fmt: skip
    curse = _one(reply, "Curse of Death's Hold")
    assert curse["zone"] == "graveyard"  # 704.5m: attached to no player


async def test_curse_of_conformity_spares_legends(core: CommandCore) -> None:
    reply = await _reply(
        core,
        "!layers opp: Grizzly Bears + opp: Isamaru, Hound of Konda + Curse of Conformity -> opp",
    )
    bears = _one(reply, "Grizzly Bears")
    assert _pt(bears) == (3, 3) and bears["subtypes"] == []
    assert _pt(_one(reply, "Isamaru, Hound of Konda")) == (2, 2)


async def test_creatures_attacking_the_enchanted_player_have_trample(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Grizzly Bears [attacking: p3] + Hill Giant [attacking: opp] + "
        "Curse of Hospitality -> p3",
    )  # fmt: skip
    assert "trample" in _one(reply, "Grizzly Bears")["abilities"]
    assert "trample" not in _one(reply, "Hill Giant")["abilities"]


async def test_creatures_blocking_or_blocked_by_alms_beast_have_lifelink(
    core: CommandCore,
) -> None:
    blocked = await _reply(
        core, "!layers Alms Beast + opp: Grizzly Bears [blocking: Alms Beast] + opp: Hill Giant"
    )
    assert "lifelink" in _one(blocked, "Grizzly Bears")["abilities"]
    assert "lifelink" not in _one(blocked, "Hill Giant")["abilities"]
    assert "lifelink" not in _one(blocked, "Alms Beast")["abilities"]
    blocking = await _reply(
        core, "!layers opp: Hill Giant [attacking] + Alms Beast [blocking: Hill Giant]"
    )
    assert "lifelink" in _one(blocking, "Hill Giant")["abilities"]


async def test_a_blocker_blocks_an_opponents_creature(core: CommandCore) -> None:
    outcome = await core.handle("!layers Hill Giant + Grizzly Bears [blocking: Hill Giant]")
    assert not outcome.ok and outcome.error is not None
    assert "which the same player controls" in outcome.error


async def test_barbed_back_wurm_targets_a_green_creature_blocking_it(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Barbed-Back Wurm + opp: Grizzly Bears [blocking: Barbed-Back Wurm] + "
        "activate Barbed-Back Wurm -> Grizzly Bears",
    )  # fmt: skip
    assert _pt(_one(reply, "Grizzly Bears")) == (1, 1)
    refused = await core.handle(
        "!layers Barbed-Back Wurm [attacking] + opp: Grizzly Bears + "
        "activate Barbed-Back Wurm -> Grizzly Bears"
    )
    assert not refused.ok and refused.error is not None
    assert "isn't a legal target" in refused.error


async def test_sting_gives_first_strike_in_combat_with_a_goblin(core: CommandCore) -> None:
    goblin = await _reply(
        core, "!layers Grizzly Bears + Sting, the Glinting Dagger + "
        "opp: Goblin Piker [blocking: Grizzly Bears]",
    )  # fmt: skip
    assert "first strike" in _one(goblin, "Grizzly Bears")["abilities"]
    giant = await _reply(
        core, "!layers Grizzly Bears + Sting, the Glinting Dagger + "
        "opp: Hill Giant [blocking: Grizzly Bears]",
    )  # fmt: skip
    assert "first strike" not in _one(giant, "Grizzly Bears")["abilities"]


async def test_the_wretched_takes_the_creatures_blocking_it(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers The Wretched + opp: Grizzly Bears [blocking: The Wretched] + "
        "opp: Hill Giant + trigger The Wretched",
    )  # fmt: skip
    assert _one(reply, "Grizzly Bears")["controller"] == "you"
    assert _one(reply, "Hill Giant")["controller"] == "opponent"


async def test_knight_of_valor_shrinks_its_blockers_without_flanking(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Knight of Valor + opp: Grizzly Bears [blocking: Knight of Valor] + "
        "opp: Hill Giant [blocking: Knight of Valor] + activate Knight of Valor",
    )  # fmt: skip
    assert _pt(_one(reply, "Grizzly Bears")) == (1, 1)
    assert _pt(_one(reply, "Hill Giant")) == (2, 2)


async def test_yare_targets_a_creature_of_the_defending_player(core: CommandCore) -> None:
    # on the opponent's turn you are the defending player (506.2): your Bears may be targeted
    reply = await _reply(
        core, "!layers Grizzly Bears [opponent's turn] + opp: Hill Giant [attacking] + "
        "Yare -> Grizzly Bears",
    )  # fmt: skip
    assert _pt(_one(reply, "Grizzly Bears")) == (5, 2)
    refused = await core.handle("!layers Grizzly Bears + opp: Hill Giant + Yare -> Grizzly Bears")
    assert not refused.ok and refused.error is not None
    assert "a defending player only in combat (506.2)" in refused.error  # nobody attacks


async def test_spring_splasher_shrinks_a_creature_of_the_player_it_attacks(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers Spring Splasher [attacking] + opp: Hill Giant + "
        "trigger Spring Splasher -> Hill Giant",
    )  # fmt: skip
    assert _pt(_one(reply, "Hill Giant")) == (0, 3)
    many = "!layers Spring Splasher [attacking: p3] + opp: Hill Giant + p3: Grizzly Bears + "
    bears = await _reply(core, many + "trigger Spring Splasher -> Grizzly Bears")
    assert _pt(_one(bears, "Grizzly Bears")) == (-1, 2)
    assert any("defending player (p3)" in line for line in bears["unmodelled"])


async def test_warkite_marauder_grounds_a_creature_of_the_defending_player(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers Warkite Marauder [attacking] + opp: Serra Angel + "
        "trigger Warkite Marauder -> Serra Angel",
    )  # fmt: skip
    angel = _one(reply, "Serra Angel")
    assert _pt(angel) == (0, 1) and "flying" not in angel["abilities"]
    mine = await core.handle(
        "!layers Warkite Marauder [attacking] + Serra Angel + "
        "trigger Warkite Marauder -> Serra Angel"
    )
    assert not mine.ok and mine.error is not None


def test_each_creature_that_blocked_this_turn() -> None:
    # Hezrou's Demonic Stench: blocking now, or [blocked this turn] once combat is over
    stench = parse_card(
        Card(
            name="Demonic Stench",
            types=("Instant",),
            oracle_text="Each creature that blocked this turn gets -1/-1 until end of turn.",
        )
    )
    by_name = {card.name.casefold(): card for card in (stench, BEARS)}
    scenario = "Grizzly Bears [blocking] + Grizzly Bears [blocked this turn] + Grizzly Bears + "
    player, result = run_scenario(scenario + "Demonic Stench", lambda n: by_name[n.casefold()])
    bears = sorted(o.id for o in player.game.objects.values() if o.card.name == "Grizzly Bears")
    sizes = [(result.characteristics[i].power, result.characteristics[i].toughness) for i in bears]
    assert sizes == [(1, 1), (1, 1), (2, 2)]


async def test_archon_reads_whose_auras_enchant_your_creatures(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Grizzly Bears + Rancor + Hill Giant + opp: Pacifism -> Hill Giant + "
        "Archon of the Wild Rose",
    )  # fmt: skip
    bears = _one(reply, "Grizzly Bears")
    assert _pt(bears) == (6, 4) and "flying" in bears["abilities"]  # base 4/4, Rancor +2/+0
    assert _pt(_one(reply, "Hill Giant")) == (3, 3)  # the opponent's Aura
