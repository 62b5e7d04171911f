"""Whose numbers a condition reads (109.5, 102.3): "you" is the effect's controller and "an
opponent" one of the other players, played in ``!layers`` with real cards.

The opponent's Bloodghast has haste when *you* are at 10 life or less; the opponent's Serra
Ascendant reads the opponent's life. A third player's life is not kept: when the answer
would need it, the reply says so instead of reading another player's in silence."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _pt, _reply, parsed_core
from tests.scryfall_cards import DATA

NAMES = {
    "Bloodghast",
    "Serra Ascendant",
    "Grizzly Bears",
    "Guul Draz Specter",
    "Vishgraz, the Doomhive",
    "Hill Giant",
    "Boneyard Wurm",
    "Nighthowler",
    "Gruul Spellbreaker",
    "Snubhorn Sentry",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_an_opponents_condition_reads_your_numbers(core: CommandCore) -> None:
    # Bloodghast: haste while an opponent has 10 or less life
    theirs = await _reply(core, "!layers opp: Bloodghast + Grizzly Bears [life 5]")
    assert "haste" in _one(theirs, "Bloodghast")["abilities"]
    assert not theirs["unmodelled"]
    healthy = await _reply(core, "!layers opp: Bloodghast [opponent life 5] + Grizzly Bears")
    assert "haste" not in _one(healthy, "Bloodghast")["abilities"]
    mine = await _reply(core, "!layers Bloodghast [opponent life 5]")
    assert "haste" in _one(mine, "Bloodghast")["abilities"]


async def test_your_life_is_the_controllers(core: CommandCore) -> None:
    # Serra Ascendant (1/1): +5/+5 and flying while you have 30 or more life
    at_thirty = await _reply(core, "!layers opp: Serra Ascendant [opponent life 30]")
    assert _pt(_one(at_thirty, "Serra Ascendant")) == (6, 6)
    your_thirty = await _reply(core, "!layers opp: Serra Ascendant [life 30]")
    assert _pt(_one(your_thirty, "Serra Ascendant")) == (1, 1)


async def test_an_opponents_hand_is_yours_for_the_opponents_card(core: CommandCore) -> None:
    # Guul Draz Specter (2/2): +3/+3 while an opponent has no cards in hand
    reply = await _reply(core, "!layers opp: Guul Draz Specter + Grizzly Bears [hand 0]")
    assert _pt(_one(reply, "Guul Draz Specter")) == (5, 5)
    unstated = await _reply(core, "!layers Guul Draz Specter")
    assert _pt(_one(unstated, "Guul Draz Specter")) == (2, 2)
    assert any("[opponent hand N]" in line for line in unstated["unmodelled"])


async def test_a_third_players_life_is_never_guessed(core: CommandCore) -> None:
    # met by the opponent alone: the third player's life doesn't matter, nothing to warn
    met = await _reply(core, "!layers Bloodghast [opponent life 5] + p3: Grizzly Bears")
    assert "haste" in _one(met, "Bloodghast")["abilities"]
    assert not met["unmodelled"]
    # not met by the opponent: p3 might be at 10 or less, and the reply says it wasn't read
    unmet = await _reply(core, "!layers Bloodghast [opponent life 15] + p3: Grizzly Bears")
    assert "haste" not in _one(unmet, "Bloodghast")["abilities"]
    assert any("p3's life total" in line for line in unmet["unmodelled"])
    # p3's own Bloodghast reads your life and the opponent's, both known
    third = await _reply(core, "!layers p3: Bloodghast + Grizzly Bears [life 8]")
    assert "haste" in _one(third, "Bloodghast")["abilities"]


async def test_opponents_poison_counters_are_the_controllers_opponents(core: CommandCore) -> None:
    # Vishgraz (3/3): +1/+1 for each poison counter your opponents have
    mine = await _reply(core, "!layers Vishgraz, the Doomhive [opponent poison 3]")
    assert _pt(_one(mine, "Vishgraz, the Doomhive")) == (6, 6)
    # the opponent's Vishgraz counts your poison counters, which no bracket states yet
    theirs = await _reply(core, "!layers opp: Vishgraz, the Doomhive [opponent poison 3]")
    assert _pt(_one(theirs, "Vishgraz, the Doomhive")) == (3, 3)
    assert any("your poison counters" in line for line in theirs["unmodelled"])


async def test_your_graveyard_is_the_controllers(core: CommandCore) -> None:
    # Boneyard Wurm: P/T each the number of creature cards in your graveyard
    mine = "!layers Boneyard Wurm [graveyard: Grizzly Bears, Hill Giant]"
    assert _pt(_one(await _reply(core, mine), "Boneyard Wurm")) == (2, 2)
    theirs = "!layers opp: Boneyard Wurm [opponent graveyard: Grizzly Bears] + Hill Giant"
    assert _pt(_one(await _reply(core, theirs), "Boneyard Wurm")) == (1, 1)


async def test_a_creature_that_died_of_a_count_it_could_not_read_says_so(
    core: CommandCore,
) -> None:
    # Nighthowler counts creature cards in all graveyards; four cards known only by number
    # might be creatures, so its death as a 0/0 (704.5f) comes with the reason it is unsure
    reply = await _reply(core, "!layers Nighthowler [graveyard size 4]")
    assert any("went to its owner's graveyard" in note for note in reply["notes"])
    assert any("known only by its size" in line for line in reply["unmodelled"])


async def test_your_turn_is_the_controllers_turn(core: CommandCore) -> None:
    # Gruul Spellbreaker: hexproof during your turn, its controller's (109.5)
    def hexproof(reply: dict[str, object]) -> bool:
        return "hexproof" in _one(reply, "Gruul Spellbreaker")["abilities"]

    assert hexproof(await _reply(core, "!layers Gruul Spellbreaker"))
    assert not hexproof(await _reply(core, "!layers opp: Gruul Spellbreaker"))
    assert hexproof(await _reply(core, "!layers opp: Gruul Spellbreaker [opponent's turn]"))
    ended = "!layers opp: Gruul Spellbreaker + Grizzly Bears + end turn"
    assert hexproof(await _reply(core, ended))


async def test_a_designation_is_its_players(core: CommandCore) -> None:
    # Snubhorn Sentry (0/3): +3/+0 as long as you have the city's blessing
    def power(reply: dict[str, object]) -> int:
        return _pt(_one(reply, "Snubhorn Sentry"))[0]

    assert power(await _reply(core, "!layers Snubhorn Sentry [city's blessing]")) == 3
    yours = "!layers opp: Snubhorn Sentry + Grizzly Bears [city's blessing]"
    assert power(await _reply(core, yours)) == 0
    assert power(await _reply(core, "!layers opp: Snubhorn Sentry [city's blessing]")) == 3
