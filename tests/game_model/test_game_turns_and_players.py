"""Turn boundaries (514.2, 500.1), durations that end with them (611.2), more players
(p3, p4) and a player leaving the game (800.4a)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = (
    "Grizzly Bears", "Serra Angel", "Giant Growth", "Act of Treason", "Shivan Dragon",
    "Hill Giant", "Control Magic", "Jace, Vryn's Prodigy", "Jace, Telepath Unbound",
    "Liliana's Triumph", "Lhurgoyf", "Murder", "Trumpet Blast",
)  # fmt: skip


async def test_until_end_of_turn_ends_in_the_cleanup_step(layers: Any) -> None:
    answer = await layers("Serra Angel + Giant Growth + end turn")
    angel = answer["reply"]["objects"][0]
    assert (angel["power"], angel["toughness"]) == (4, 4)
    assert any("(514.2)" in note and "opponent's turn" in note for note in answer["reply"]["notes"])


async def test_control_gained_until_end_of_turn_returns(layers: Any) -> None:
    answer = await layers("opp: Serra Angel + Act of Treason")
    assert answer["reply"]["objects"][0]["controller"] == "you"
    answer = await layers("opp: Serra Angel + Act of Treason + end turn")
    assert answer["reply"]["objects"][0]["controller"] == "opponent"


async def test_creatures_leave_combat_when_the_turn_ends(layers: Any) -> None:
    # Trumpet Blast gives attacking creatures +2/+0: none attack on the next turn (511.3)
    combat = "Grizzly Bears [attacking] + opp: Hill Giant [blocking: Grizzly Bears]"
    answer = await layers(f"{combat} + Trumpet Blast")
    assert answer["reply"]["objects"][0]["power"] == 4
    answer = await layers(f"{combat} + end turn + Trumpet Blast")
    assert answer["reply"]["objects"][0]["power"] == 2
    notes = [n for n in answer["reply"]["notes"] if "(514.2)" in n]
    assert "Grizzly Bears, Hill Giant left combat (511.3)" in notes[0]


async def test_damage_is_removed_in_the_cleanup_step(layers: Any) -> None:
    answer = await layers("Serra Angel + 3 damage + end turn")
    angel = answer["reply"]["objects"][0]
    assert (angel["zone"], angel["damage"]) == ("battlefield", 0)


async def test_until_your_next_turn_lasts_through_the_other_players_turns(layers: Any) -> None:
    # Jace's +1 (−2/−0 until your next turn), activated by the opponent on their turn
    base = (
        "Grizzly Bears [opponent's turn] + opp: Jace, Telepath Unbound + "
        "opp: activate Jace, Telepath Unbound [+1] + end turn"
    )
    answer = await layers(base)
    assert answer["reply"]["objects"][0]["power"] == 0  # your turn now: still -2/-0
    answer = await layers(f"{base} + end turn")
    assert answer["reply"]["objects"][0]["power"] == 2  # the opponent's next turn began


async def test_turns_go_round_the_table_in_seat_order(layers: Any) -> None:
    answer = await layers("Grizzly Bears + opp: Hill Giant + p3: Serra Angel + end turn + end turn")
    notes = [n for n in answer["reply"]["notes"] if "(514.2)" in n]
    assert ["opponent's turn" in notes[0], "p3's turn" in notes[1]] == [True, True]


async def test_too_many_turn_ends_are_refused(layers: Any) -> None:
    answer = await layers("Grizzly Bears" + " + end turn" * 9)
    assert answer["ok"] is False and "term 10" in answer["error"]


async def test_a_third_player_can_take_control(layers: Any) -> None:
    answer = await layers("Grizzly Bears + p3: Act of Treason")
    assert answer["reply"]["objects"][0]["controller"] == "p3"


async def test_a_player_who_concedes_loses_what_effects_gave_them(layers: Any) -> None:
    # 800.4a: the effect giving the opponent control ends; p3 owns and controls the Dragon
    answer = await layers("p3: Shivan Dragon + opp: Act of Treason + opp: concede")
    dragon = answer["reply"]["objects"][0]
    assert (dragon["zone"], dragon["controller"]) == ("battlefield", "p3")


async def test_what_a_conceding_player_owns_leaves_the_game(layers: Any) -> None:
    answer = await layers("Grizzly Bears + p3: Hill Giant + p3: Control Magic + p3: concede")
    bears = answer["reply"]["objects"][0]
    assert (bears["zone"], bears["controller"]) == ("battlefield", "you")
    assert named(answer["reply"], "Hill Giant")[0]["zone"] == "left the game"


async def test_each_opponent_sacrifices_but_you_dont(layers: Any) -> None:
    answer = await layers("Grizzly Bears + opp: Hill Giant + p3: Serra Angel + Liliana's Triumph")
    zones = {obj["name"]: obj["zone"] for obj in answer["reply"]["objects"]}
    assert zones == {"Grizzly Bears": "battlefield", "Hill Giant": "graveyard",
                     "Serra Angel": "graveyard"}  # fmt: skip
    # its second sentence (a discard) is not modelled, and says so
    assert any("discards a card" in line for line in answer["reply"]["unmodelled"])


async def test_a_fifth_player_is_refused(layers: Any) -> None:
    answer = await layers("Grizzly Bears + p5: Hill Giant")
    assert answer["ok"] is False and "at most four players" in answer["error"]
    answer = await layers("Grizzly Bears [players 5]")
    assert answer["ok"] is False and "2 to 4 players" in answer["error"]


async def test_the_last_player_cant_concede(layers: Any) -> None:
    answer = await layers("Grizzly Bears + opp: concede + concede")
    assert answer["ok"] is False and "last player" in answer["error"]


async def test_a_third_players_graveyard_counts_for_all_graveyards(layers: Any) -> None:
    # Lhurgoyf counts creature cards in all graveyards: p3's destroyed Hill Giant is one
    answer = await layers("Lhurgoyf + p3: Hill Giant + Murder -> Hill Giant")
    goyf = answer["reply"]["objects"][0]
    assert (goyf["power"], goyf["toughness"]) == (1, 2)


async def test_control_ending_after_the_default_controller_left_exiles_it(layers: Any) -> None:
    # 800.4c: the opponent (its default controller) left; when Act of Treason ends at
    # cleanup, no player in the game would control the Dragon, so it is exiled
    text = "opp: Shivan Dragon [owner: p3] + Act of Treason + opp: concede"
    answer = await layers(text)
    assert answer["reply"]["objects"][0]["zone"] == "battlefield"
    answer = await layers(f"{text} + end turn")
    assert answer["reply"]["objects"][0]["zone"] == "exile"
    assert any("(800.4c)" in note for note in answer["reply"]["notes"])


async def test_an_aura_stealing_for_a_player_who_left_falls_off(layers: Any) -> None:
    answer = await layers(
        "p4: Serra Angel + p3: Control Magic -> Serra Angel + p3: Hill Giant + "
        "Control Magic -> Hill Giant + p3: concede"
    )
    reply = answer["reply"]
    assert reply["objects"][0]["controller"] == "p4"
    assert [m["zone"] for m in named(reply, "Control Magic")] == ["left the game", "graveyard"]


async def test_stealing_changes_the_controller_never_the_owner(layers: Any) -> None:
    """108.3/108.4: Act of Treason gives you control; the JSON still names the owner."""
    answer = await layers("opp: Serra Angel + Act of Treason -> Serra Angel")
    (angel,) = named(answer["reply"], "Serra Angel")
    assert (angel["controller"], angel["owner"]) == ("you", "opponent")


async def test_the_commander_is_marked_in_the_reply(layers: Any) -> None:
    """903.3: being a commander is a designation of one card, not of every creature."""
    reply = (await layers("Grizzly Bears [commander] + Hill Giant"))["reply"]
    bears, giant = named(reply, "Grizzly Bears")[0], named(reply, "Hill Giant")[0]
    assert (bears["is_commander"], giant["is_commander"]) == (True, False)
