"""Counts and durations the counts6 round reads, played through ``!layers`` as a judge would:
permanents of the chosen color an opponent controls (Chameleon Spirit), cards with a keyword
in a graveyard, typecycling being cycling (702.29f: Vile Manifestation), two counts each with
its own amount (Eidolon of Countless Battles, bestowed), "7 minus the number of cards in that
creature's controller's hand" floored as a whole (107.1b: Flunk), foretold cards stated with
``[foretold N]`` (702.143a: Alrund), creatures counted by their base power or toughness, known
once layers 7a and 7b are done (613.4b: Zinnia, Valley's Voice; Sword of the Squeak), an
ability word that ends in "!" (Butch DeLoria's trigger), and "until your next upkeep" (Xenic
Poltergeist)."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _pt, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Hill Giant",
    "Serra Angel",
    "Llanowar Elves",
    "Goblin Guide",
    "Forest",
    "Rancor",
    "Glorious Anthem",
    "Humility",
    "Ornithopter",
    "Wall of Wood",
    "Gilded Lotus",
    "Zodiac Snake",
    "Nightveil Sprite",
    "Archfiend of Ifnir",
    "Twisted Abomination",
    "Chameleon Spirit",
    "Vile Manifestation",
    "Eidolon of Countless Battles",
    "Flunk",
    "Alrund, God of the Cosmos",
    "Zinnia, Valley's Voice",
    "Sword of the Squeak",
    "Butch DeLoria, Tunnel Snake",
    "Xenic Poltergeist",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_chameleon_spirit_counts_the_chosen_color_among_opponents_permanents(
    core: CommandCore,
) -> None:
    # 604.3a: a characteristic-defining ability, counting only what opponents control
    reply = await _reply(
        core, "!layers Chameleon Spirit [green] + opp: Grizzly Bears + opp: Llanowar Elves + "
        "opp: Goblin Guide + Grizzly Bears + opp: Forest",
    )  # fmt: skip
    assert _pt(_one(reply, "Chameleon Spirit")) == (2, 2)  # not the red one, nor your Bears
    assert reply["unmodelled"] == []
    unnamed = await _reply(core, "!layers Chameleon Spirit + opp: Grizzly Bears")
    assert any("chosen color" in line for line in unnamed["unmodelled"])


async def test_vile_manifestation_counts_cards_with_cycling_and_typecycling(
    core: CommandCore,
) -> None:
    # 702.29f: "any effect that looks for a card with cycling will find a card with typecycling"
    reply = await _reply(
        core, "!layers Vile Manifestation [graveyard: Archfiend of Ifnir, Twisted Abomination, "
        "Grizzly Bears]",
    )  # fmt: skip
    assert _pt(_one(reply, "Vile Manifestation")) == (2, 4)  # 0/4 +2/+0: not the Bears
    typed = await _reply(core, "!layers Vile Manifestation [graveyard: creature]")
    assert _pt(_one(typed, "Vile Manifestation")) == (0, 4)
    assert any("only its card type is known" in line for line in typed["unmodelled"])


async def test_eidolon_of_countless_battles_counts_creatures_and_auras_each(
    core: CommandCore,
) -> None:
    # bestowed (702.103b) it is an Aura: Serra Angel gets +1/+1 for each of the two
    # creatures and +1/+1 for each of the two Auras
    reply = await _reply(
        core, "!layers Grizzly Bears + Serra Angel + Rancor -> Grizzly Bears + "
        "Eidolon of Countless Battles [bestow] -> Serra Angel",
    )  # fmt: skip
    assert _pt(_one(reply, "Serra Angel")) == (8, 8)
    assert _pt(_one(reply, "Grizzly Bears")) == (4, 2)  # Rancor only


async def test_flunk_takes_the_hand_from_seven_and_floors_the_difference(
    core: CommandCore,
) -> None:
    five = await _reply(core, "!layers opp [opponent hand 5]: Serra Angel + Flunk -> Serra Angel")
    assert _pt(_one(five, "Serra Angel")) == (2, 2)  # -2/-2
    assert five["unmodelled"] == []
    # 107.1b: X = 7 - 9 is a negative result, so 0 is used: -0/-0, never +2/+2
    nine = await _reply(core, "!layers opp [opponent hand 9]: Serra Angel + Flunk -> Serra Angel")
    assert _pt(_one(nine, "Serra Angel")) == (4, 4)
    unstated = await _reply(core, "!layers opp: Serra Angel + Flunk -> Serra Angel")
    assert any("[opponent hand N]" in line for line in unstated["unmodelled"])


async def test_alrund_counts_the_hand_and_the_foretold_cards_stated(core: CommandCore) -> None:
    # 702.143a: foretold cards are exiled face down; the scenario states how many
    reply = await _reply(core, "!layers Alrund, God of the Cosmos [hand 3] [foretold 2]")
    assert _pt(_one(reply, "Alrund, God of the Cosmos")) == (6, 6)
    none = await _reply(core, "!layers Alrund, God of the Cosmos [hand 3]")
    assert _pt(_one(none, "Alrund, God of the Cosmos")) == (4, 4)


async def test_base_power_counts_read_the_values_after_layer_7b(core: CommandCore) -> None:
    # 613.4b: Glorious Anthem (7c) doesn't change a base power; Zinnia counts the Elves only
    reply = await _reply(
        core, "!layers Zinnia, Valley's Voice + Llanowar Elves + Glorious Anthem + "
        "Grizzly Bears + opp: Llanowar Elves",
    )  # fmt: skip
    assert _pt(_one(reply, "Zinnia, Valley's Voice")) == (3, 4)  # 1/3, +1 Elf, +1/+1
    # a base set in 7b counts: Hill Giant becomes 1/4 and the Sword counts it
    based = await _reply(
        core, "!layers Grizzly Bears + Sword of the Squeak -> Grizzly Bears + Hill Giant + "
        "base 1/4 -> Hill Giant",
    )  # fmt: skip
    assert _pt(_one(based, "Grizzly Bears")) == (3, 3)
    either = await _reply(
        core, "!layers Grizzly Bears + Sword of the Squeak -> Grizzly Bears + Ornithopter + "
        "Llanowar Elves + Wall of Wood + Glorious Anthem",
    )  # fmt: skip
    assert _pt(_one(either, "Grizzly Bears")) == (4, 4)  # the Elves only: 0/2 and 0/3 don't


async def test_butch_deloria_trigger_after_an_ability_word_with_an_exclamation_mark(
    core: CommandCore,
) -> None:
    # "Tunnel Snakes Rule! — Whenever ~ attacks, ...": a flavor word (207.2c), then a trigger
    reply = await _reply(
        core, "!layers Butch DeLoria, Tunnel Snake + Zodiac Snake + Nightveil Sprite + "
        "Grizzly Bears + opp: Zodiac Snake + trigger Butch DeLoria, Tunnel Snake",
    )  # fmt: skip
    assert _pt(_one(reply, "Butch DeLoria, Tunnel Snake")) == (4, 4)  # a Snake and a Rogue


async def test_until_your_next_upkeep_lasts_through_the_opponents_turn(core: CommandCore) -> None:
    start = "!layers Xenic Poltergeist + Gilded Lotus + activate Xenic Poltergeist -> Gilded Lotus"
    now = await _reply(core, start)
    assert _pt(_one(now, "Gilded Lotus")) == (5, 5)  # its mana value, counted as it resolved
    theirs = await _reply(core, start + " + end turn")
    assert _pt(_one(theirs, "Gilded Lotus")) == (5, 5)
    yours = await _reply(core, start + " + end turn + end turn")
    assert _pt(_one(yours, "Gilded Lotus")) == (None, None)
    assert _one(yours, "Gilded Lotus")["types"] == ["Artifact"]
