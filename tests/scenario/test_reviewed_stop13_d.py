"""What the thirteenth stop's review of newly read cards found in `!layers` (issue 13, fourth
part): what happened this turn inside the scenario (a permanent entering, 603.6a), what a
spell does first (608.2c), and what a permanent enters with for the cards it exiled (614.1c).
Each answer is read as the card says, or says what it does not carry out."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named, warnings_in

NAMES = [
    "Grizzly Bears", "Lightning Bolt", "Shardmage's Rescue", "Saddled Rimestag",
    "Sentinel Sarah Lyons", "Ornithopter", "Duelist of the Mind", "Gideon's Phalanx", "Shock",
    "Divination", "Gilt-Leaf Ambush", "Mimeoplasm, Revered One", "Serra Angel",
]  # fmt: skip


def _notes(answer: dict[str, Any]) -> str:
    assert answer["ok"] is True, answer
    return " ".join(answer["reply"]["notes"])


def _pt(obj: dict[str, Any]) -> tuple[int, int]:
    return obj["power"], obj["toughness"]


async def test_an_aura_that_enters_in_the_scenario_entered_this_turn(layers: Any) -> None:
    # Shardmage's Rescue: hexproof "as long as this Aura entered this turn"; after a spell
    # it enters now, so it did; on the starting board that is unknown, and said
    entered = await layers("Grizzly Bears + Lightning Bolt -> opp + Shardmage's Rescue")
    bears = only_named(entered, "Grizzly Bears")
    assert "hexproof" in bears["abilities"] and _pt(bears) == (3, 3)
    assert "entered this turn" not in warnings_in(entered)
    board = await layers("Grizzly Bears + Shardmage's Rescue")
    assert "hexproof" not in only_named(board, "Grizzly Bears")["abilities"]
    assert "[entered this turn]" in warnings_in(board)
    stated = await layers("Grizzly Bears + Shardmage's Rescue [entered this turn]")
    assert "hexproof" in only_named(stated, "Grizzly Bears")["abilities"]


async def test_a_creature_entering_in_the_scenario_counts_for_another_creature(
    layers: Any,
) -> None:
    # Saddled Rimestag: +2/+2 while you had another creature enter under your control this
    # turn; the Bears entering after the Bolt is one, and the warning says only that more
    # may have entered before the scenario
    answer = await layers("Saddled Rimestag + Lightning Bolt -> opp + Grizzly Bears")
    assert _pt(only_named(answer, "Saddled Rimestag")) == (4, 4)
    assert "1 entered in this scenario" in warnings_in(answer)
    assert "doesn't show" not in warnings_in(answer)
    # the Rimestag itself entering is not "another creature"
    alone = await layers("Grizzly Bears + Lightning Bolt -> opp + Saddled Rimestag")
    assert _pt(only_named(alone, "Saddled Rimestag")) == (2, 2)


async def test_an_artifact_entering_in_the_scenario_turns_on_the_bonus(layers: Any) -> None:
    # Sentinel Sarah Lyons: your creatures get +2/+2 while an artifact entered under your
    # control this turn; an opponent's artifact is not yours, a creature is not an artifact
    mine = await layers(
        "Sentinel Sarah Lyons + Grizzly Bears + Lightning Bolt -> opp + Ornithopter"
    )
    assert _pt(only_named(mine, "Grizzly Bears")) == (4, 4)
    assert _pt(only_named(mine, "Ornithopter")) == (2, 4)
    theirs = await layers(
        "Sentinel Sarah Lyons + Grizzly Bears + Lightning Bolt -> opp + opp: Ornithopter"
    )
    assert _pt(only_named(theirs, "Grizzly Bears")) == (2, 2)
    assert "doesn't show" in warnings_in(theirs)


async def test_cards_drawn_this_turn_is_the_stated_fact(layers: Any) -> None:
    # Duelist of the Mind: power equal to the number of cards you've drawn this turn
    stated = await layers("Duelist of the Mind [cards drawn 2]")
    assert _pt(only_named(stated, "Duelist of the Mind")) == (2, 3)
    assert warnings_in(stated) == ""
    unknown = await layers("Duelist of the Mind")
    assert _pt(only_named(unknown, "Duelist of the Mind")) == (0, 3)
    assert "[cards drawn N]" in warnings_in(unknown)


async def test_tokens_made_first_are_among_creatures_you_control(layers: Any) -> None:
    # Gideon's Phalanx: the Knights are made before "creatures you control gain
    # indestructible" locks in what it affects (608.2c, 611.2c)
    answer = await layers(
        "Grizzly Bears + graveyard: Shock + graveyard: Divination + Gideon's Phalanx"
    )
    knights = [o for o in answer["reply"]["objects"] if o["name"] == "Knight Token"]
    assert len(knights) == 4
    assert all({"vigilance", "indestructible"} <= set(k["abilities"]) for k in knights)
    assert "indestructible" in only_named(answer, "Grizzly Bears")["abilities"]


async def test_those_creatures_are_the_tokens_just_made(layers: Any) -> None:
    # Gilt-Leaf Ambush: "If you win, those creatures gain deathtouch"
    won = await layers("Grizzly Bears + Gilt-Leaf Ambush [won]")
    elves = [o for o in won["reply"]["objects"] if o["name"] == "Elf Warrior Token"]
    assert len(elves) == 2 and all("deathtouch" in e["abilities"] for e in elves)
    assert "deathtouch" not in only_named(won, "Grizzly Bears")["abilities"]
    assert "puts onto the battlefield" not in warnings_in(won)
    lost = await layers("Grizzly Bears + Gilt-Leaf Ambush [lost]")
    lost_elves = [o for o in lost["reply"]["objects"] if o["name"] == "Elf Warrior Token"]
    assert not any("deathtouch" in e["abilities"] for e in lost_elves)


async def test_counters_for_each_creature_card_exiled_as_it_entered(layers: Any) -> None:
    # Mimeoplasm, Revered One: three +1/+1 counters for each creature card exiled this way
    one = await layers("Grizzly Bears + Mimeoplasm, Revered One [exile: Serra Angel]")
    assert only_named(one, "Mimeoplasm, Revered One")["counters"] == {"+1/+1": 3}
    none = await layers("Grizzly Bears + Mimeoplasm, Revered One")
    assert "exiled no card" in _notes(none)
    copied = await layers(
        "Mimeoplasm, Revered One [exile: Serra Angel, Grizzly Bears] "
        "+ activate Mimeoplasm, Revered One [copy: Serra Angel]"
    )
    angel = only_named(copied, "Serra Angel")
    assert _pt(angel) == (6, 6) and "flying" in angel["abilities"]
    assert "a card exiled with it" in _notes(copied)
