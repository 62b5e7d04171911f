"""Canon cards read by the Oracle parser and played in ``!layers``: the canon6 round.

A revealed card's power and toughness are a fact the scenario states by naming the card,
``[revealed: Name]``: Amplifire's upkeep trigger sets its base power and toughness to twice
those of the creature card it revealed until your next turn (613.4b, counted once as it
resolves, 608.2h); without the bracket the reply says none was named. Mystic Reflection's
delayed replacement (614.1c, 712.13a): the next term that puts creatures or planeswalkers onto
the battlefield this turn has every one of them enter as a copy of its target, and is used up;
an ``end turn`` before that ends it unused. Tezzeret, Cruel Machinist's −7 puts cards from
its player's hand (``hand: Name``, chosen with ``-> Name``) onto the battlefield face down as
5/5 artifact creatures (708.2a: the characteristics the effect gives, not a 2/2's).
"""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _objects, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Amplifire",
    "Serra Angel",
    "Grizzly Bears",
    "Giant Growth",
    "Mystic Reflection",
    "Raise the Alarm",
    "Glorious Anthem",
    "Isamaru, Hound of Konda",
    "Tezzeret, Cruel Machinist",
    "Clone",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


def _amplifire(reply: dict[str, object]) -> tuple[object, object]:
    (amplifire,) = _objects(reply, "Amplifire")  # type: ignore[arg-type]
    return amplifire["power"], amplifire["toughness"]


@pytest.mark.parametrize(("revealed", "size"), [("Serra Angel", (8, 8)), ("Grizzly Bears", (4, 4))])
async def test_amplifire_becomes_twice_the_revealed_creature(
    core: CommandCore, revealed: str, size: tuple[int, int]
) -> None:
    reply = await _reply(core, f"!layers Amplifire + trigger Amplifire [revealed: {revealed}]")
    assert _amplifire(reply) == size
    assert not any("judge's canon" in line for line in reply["unmodelled"])
    assert not any("chosen revealed card" in line for line in reply["unmodelled"])


async def test_amplifire_base_size_lasts_until_your_next_turn(core: CommandCore) -> None:
    # a base P/T (layer 7b) under a pump (7c): 8/8 + 3/3; the pump ends in the cleanup step,
    # the base size at the start of your next turn
    scenario = "!layers Amplifire + trigger Amplifire [revealed: Serra Angel] + Giant Growth"
    assert _amplifire(await _reply(core, scenario)) == (11, 11)
    assert _amplifire(await _reply(core, scenario + " + end turn")) == (8, 8)
    assert _amplifire(await _reply(core, scenario + " + end turn + end turn")) == (1, 1)


async def test_amplifire_without_a_revealed_card_says_so(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Amplifire + trigger Amplifire")
    assert any(
        "chosen revealed card" in line and "[revealed: Serra Angel]" in line
        for line in reply["unmodelled"]
    )


def _sizes(reply: dict[str, object]) -> list[tuple[str, object, object]]:
    objects = reply["objects"]
    assert isinstance(objects, list)
    return [(o["name"], o["power"], o["toughness"]) for o in objects if o["power"] is not None]


async def test_the_next_creature_to_enter_is_a_copy_of_the_chosen_one(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Grizzly Bears + Mystic Reflection -> Grizzly Bears + Serra Angel"
    )
    assert _sizes(reply) == [("Grizzly Bears", 2, 2), ("Grizzly Bears", 2, 2)]
    assert not any("judge's canon" in line for line in reply["unmodelled"])
    assert not any("not carried out" in line for line in reply["unmodelled"])


async def test_all_that_enter_at_once_are_copies_and_the_replacement_is_used_up(
    core: CommandCore,
) -> None:
    # an enchantment entering first doesn't use it up; both tokens of one spell are copies
    # (they enter at the same time), the Angel entering after them is itself
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Mystic Reflection -> Grizzly Bears + Glorious Anthem"
        " + Raise the Alarm + Serra Angel",
    )
    assert _sizes(reply) == [
        ("Grizzly Bears", 3, 3),
        ("Grizzly Bears", 3, 3),
        ("Grizzly Bears", 3, 3),
        ("Serra Angel", 5, 5),
    ]


async def test_the_replacement_ends_with_the_turn(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Grizzly Bears + Mystic Reflection -> Grizzly Bears + end turn + Serra Angel"
    )
    assert ("Serra Angel", 4, 4) in _sizes(reply)


async def test_a_legendary_creature_cant_be_chosen(core: CommandCore) -> None:
    outcome = await core.handle(
        "!layers Isamaru, Hound of Konda + Mystic Reflection -> Isamaru, Hound of Konda"
    )
    assert not outcome.ok
    assert "isn't a legal target for Mystic Reflection" in str(outcome.error)


async def test_a_revealed_card_nothing_reads_is_a_warning(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Grizzly Bears + Serra Angel [revealed: Grizzly Bears]")
    assert any(
        "[revealed: Grizzly Bears]" in line and "was not used" in line
        for line in reply["unmodelled"]
    )


async def test_the_revealed_card_is_one_the_reveal_stops_at(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Amplifire + trigger Amplifire [revealed: Serra Angel]")
    assert not any("reveal cards from the top" in line for line in reply["unmodelled"])
    outcome = await core.handle("!layers Amplifire + trigger Amplifire [revealed: Giant Growth]")
    assert not outcome.ok
    assert "the reveal stops at the first creature card" in str(outcome.error)


_TEZZERET = (
    "!layers hand: Grizzly Bears + hand: Serra Angel + Tezzeret, Cruel Machinist"
    " [7 loyalty counters] + activate Tezzeret, Cruel Machinist [-7]"
)


async def test_tezzeret_puts_the_named_hand_cards_face_down_as_5_5_artifacts(
    core: CommandCore,
) -> None:
    reply = await _reply(core, _TEZZERET + " -> Serra Angel")
    (down,) = [o for o in reply["objects"] if o["face_down"]]
    assert (down["card"], down["name"], down["zone"]) == (
        "Serra Angel",
        "face-down creature",
        "battlefield",
    )
    assert (down["power"], down["toughness"], down["types"]) == (5, 5, ["Artifact", "Creature"])
    assert (down["colors"], down["abilities"]) == ([], [])
    (bears,) = _objects(reply, "Grizzly Bears")
    assert bears["zone"] == "hand"
    assert not any("judge's canon" in line for line in reply["unmodelled"])


async def test_tezzeret_without_names_puts_every_hand_card_and_a_clone_copies_5_5(
    core: CommandCore,
) -> None:
    # 707.2, 708.2a: a copy of a face-down permanent copies the values the effect gave it
    reply = await _reply(core, _TEZZERET + " + Clone [copy: Serra Angel]")
    sizes = [(o["power"], o["toughness"]) for o in reply["objects"] if o["face_down"]]
    assert sizes == [(5, 5), (5, 5)]
    (clone,) = [o for o in reply["objects"] if o["card"] == "Clone"]
    assert (clone["power"], clone["toughness"], clone["types"]) == (5, 5, ["Artifact", "Creature"])


async def test_tezzeret_needs_the_cards_in_hand(core: CommandCore) -> None:
    outcome = await core.handle(
        "!layers Tezzeret, Cruel Machinist [7 loyalty counters]"
        " + activate Tezzeret, Cruel Machinist [-7]"
    )
    assert not outcome.ok
    assert "no such card in that hand" in str(outcome.error)
