"""One-shot instructions under a condition, read in the `oneshot4` round of issue 13 and
played in ``!layers`` with real cards read by the Oracle parser: each test is one ruling,
the reply a judge would see (608.2c: the condition is checked as the spell or ability
resolves).
"""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _objects, _one, _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Serra Angel",
    "Savannah Lions",
    "Ornithopter",
    "Isamaru, Hound of Konda",
    "Soul Rend",
    "Pyroblast",
    "Hydroblast",
    "Ring of Thune",
    "Ancient Animus",
    "Forge of Heroes",
    "Tezzeret, Cruel Captain",
    "Hobble",
    "Conqueror's Pledge",
    "Saproling Migration",
    "Gather the Townsfolk",
    "Increasing Devotion",
    "Llanowar Elves",
    "Nature's Blessing",
    "Flowstone Sculpture",
    "Burnout",
    "Counterspell",
    "Lightning Bolt",
    "Skeletal Swarming",
    "Starnheim Unleashed",
    "Molten Frame",
    "Sol Ring",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


async def test_soul_rend_destroys_a_white_creature(core: CommandCore) -> None:
    # "Destroy target creature if it's white": the target is white as it resolves
    reply = await _reply(core, "!layers Serra Angel + Soul Rend")
    assert _one(reply, "Serra Angel")["zone"] == "graveyard"


async def test_soul_rend_leaves_a_creature_that_isnt_white(core: CommandCore) -> None:
    # 608.2c: the "if" is checked as it resolves; a green creature is a legal target, and
    # nothing happens to it
    reply = await _reply(core, "!layers Grizzly Bears + Soul Rend")
    assert _one(reply, "Grizzly Bears")["zone"] == "battlefield"
    assert any("isn't white as it resolves" in note for note in reply["notes"])


@pytest.mark.parametrize(
    ("spell", "victim"), [("Pyroblast", "Ornithopter"), ("Hydroblast", "Grizzly Bears")]
)
async def test_the_blasts_destroy_only_a_permanent_of_their_color(
    core: CommandCore, spell: str, victim: str
) -> None:
    # Pyroblast may target any permanent; only a blue one is destroyed (Hydroblast: red)
    reply = await _reply(core, f"!layers {victim} + {spell} [mode 2] -> {victim}")
    assert _one(reply, victim)["zone"] == "battlefield"
    assert any("as it resolves" in note for note in reply["notes"])


async def test_an_equipment_puts_a_counter_only_on_a_creature_of_its_color(
    core: CommandCore,
) -> None:
    # Ring of Thune's upkeep trigger: "put a +1/+1 counter on equipped creature if it's white"
    white = await _reply(core, "!layers Savannah Lions + Ring of Thune + trigger Ring of Thune")
    assert _one(white, "Savannah Lions")["power"] == 3
    green = await _reply(core, "!layers Grizzly Bears + Ring of Thune + trigger Ring of Thune")
    assert _one(green, "Grizzly Bears")["power"] == 2


async def test_ancient_animus_puts_its_counter_only_on_a_legendary_creature(
    core: CommandCore,
) -> None:
    legend = await _reply(
        core,
        "!layers Isamaru, Hound of Konda + opp: Serra Angel + Ancient Animus "
        "-> Isamaru, Hound of Konda",
    )
    assert _one(legend, "Isamaru, Hound of Konda")["power"] == 3
    assert any("fights" in line for line in legend["unmodelled"])  # the fight: said, not done
    bears = await _reply(core, "!layers Grizzly Bears + Ancient Animus -> Grizzly Bears")
    assert _one(bears, "Grizzly Bears")["power"] == 2


async def test_forge_of_heroes_puts_the_counter_its_target_can_have(core: CommandCore) -> None:
    # a +1/+1 counter if it's a creature, a loyalty counter if it's a planeswalker; the mana
    # ability of the same cost is not the one activated
    reply = await _reply(
        core, "!layers Grizzly Bears + Forge of Heroes + activate Forge of Heroes [{T}]"
    )
    assert _one(reply, "Grizzly Bears")["counters"] == {"+1/+1": 1}
    assert any("isn't a planeswalker" in note for note in reply["notes"])


async def test_tezzeret_counts_only_an_artifact_creature(core: CommandCore) -> None:
    thopter = await _reply(
        core,
        "!layers Ornithopter + Tezzeret, Cruel Captain + activate Tezzeret, Cruel Captain [0] "
        "-> Ornithopter",
    )
    assert _one(thopter, "Ornithopter")["power"] == 1  # 0/2 with a +1/+1 counter
    bears = await _reply(
        core,
        "!layers Grizzly Bears + Tezzeret, Cruel Captain + activate Tezzeret, Cruel Captain [0] "
        "-> Grizzly Bears",
    )
    assert _one(bears, "Grizzly Bears")["power"] == 2


@pytest.mark.parametrize(
    ("spell", "bracket", "made"),
    [
        ("Conqueror's Pledge", "", 6),
        ("Conqueror's Pledge", " [kicked]", 12),
        ("Saproling Migration", " [kicked]", 4),
        ("Gather the Townsfolk", "", 2),
        ("Gather the Townsfolk", " [life 5]", 5),
        ("Increasing Devotion", "", 5),
        ("Increasing Devotion", " [cast from a graveyard]", 10),
    ],
)
async def test_more_of_those_tokens_under_a_condition(
    core: CommandCore, spell: str, bracket: str, made: int
) -> None:
    # "create N of those tokens instead": the same tokens, that many, when the kicker was
    # paid (702.33d), your life is 5 or less, or it was cast from a graveyard (608.2c)
    reply = await _reply(core, f"!layers Grizzly Bears + {spell}{bracket}")
    tokens = [o for o in reply["objects"] if o["name"] != "Grizzly Bears"]
    assert len(tokens) == made


async def test_an_unstated_cast_fact_is_assumed_not_and_said(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Grizzly Bears + Increasing Devotion")
    assert any("cast from a graveyard" in line for line in reply["unmodelled"])


async def test_a_kicker_a_token_spell_does_not_have_is_refused(core: CommandCore) -> None:
    outcome = await core.handle("!layers Grizzly Bears + Gather the Townsfolk [kicked]")
    assert not outcome.ok
    assert "no kicker" in str(outcome.error)


async def test_hobble_changes_no_characteristic(core: CommandCore) -> None:
    # "can't block if it's black" tests a color; it is a rule about blocking, not a layer
    reply = await _reply(core, "!layers Grizzly Bears + Hobble")
    bears = _objects(reply, "Grizzly Bears")[0]
    assert bears["colors"] == ["green"]
    assert not any("Hobble" in line for line in reply["unmodelled"])


async def test_natures_blessing_gives_the_keyword_chosen_for_good(core: CommandCore) -> None:
    # 608.2d: the controller chooses as it resolves; "gains trample" lasts indefinitely
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Nature's Blessing + activate Nature's Blessing [trample] "
        "-> Grizzly Bears + end turn",
    )
    bears = _one(reply, "Grizzly Bears")
    assert "trample" in bears["abilities"]
    assert (bears["power"], bears["counters"]) == (2, {})


async def test_natures_blessing_puts_the_counter_when_it_is_chosen(core: CommandCore) -> None:
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Nature's Blessing + activate Nature's Blessing "
        "[+1/+1 counter] -> Grizzly Bears",
    )
    bears = _one(reply, "Grizzly Bears")
    assert (bears["power"], bears["counters"]) == (3, {"+1/+1": 1})
    assert "trample" not in bears["abilities"]


async def test_flowstone_sculpture_takes_the_choice_by_number(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Flowstone Sculpture + activate Flowstone Sculpture [choice 1]"
    )
    assert _one(reply, "Flowstone Sculpture")["power"] == 5


async def test_a_choice_of_an_instruction_not_named_is_refused_with_the_options(
    core: CommandCore,
) -> None:
    outcome = await core.handle("!layers Flowstone Sculpture + activate Flowstone Sculpture")
    assert not outcome.ok
    error = str(outcome.error)
    assert "[+1/+1 counter] or [flying] or [first strike] or [trample]" in error


@pytest.mark.parametrize(
    ("spell", "countered", "kept"),
    [
        ("Pyroblast [mode 1]", "Counterspell", "Lightning Bolt"),
        ("Hydroblast [mode 1]", "Lightning Bolt", "Counterspell"),
    ],
)
async def test_the_blasts_counter_only_a_spell_of_their_color(
    core: CommandCore, spell: str, countered: str, kept: str
) -> None:
    # 701.6a: a countered spell goes to its owner's graveyard; any spell is a legal target,
    # and one of another color stays on the stack (608.2c)
    hit = await _reply(core, f"!layers Grizzly Bears + stack: {countered} + {spell} -> {countered}")
    assert _one(hit, countered)["zone"] == "graveyard"
    missed = await _reply(core, f"!layers Grizzly Bears + stack: {kept} + {spell} -> {kept}")
    assert _one(missed, kept)["zone"] == "stack"


async def test_burnout_can_target_only_an_instant_spell(core: CommandCore) -> None:
    outcome = await core.handle(
        "!layers Grizzly Bears + stack: Serra Angel + Burnout -> Serra Angel"
    )
    assert not outcome.ok
    assert "instant spell" in str(outcome.error)


async def test_countering_needs_a_spell_on_the_stack(core: CommandCore) -> None:
    outcome = await core.handle("!layers Grizzly Bears + Pyroblast [mode 1]")
    assert not outcome.ok
    assert "no spell is on the stack" in str(outcome.error)
    assert "stack: Lightning Bolt" in str(outcome.hint)


@pytest.mark.parametrize(("bracket", "made"), [("", 1), (" [creatures died 1]", 2)])
async def test_skeletal_swarming_makes_two_tapped_tokens_if_a_creature_died(
    core: CommandCore, bracket: str, made: int
) -> None:
    # "create a tapped 1/1 ... token. If a creature died this turn, create two of those
    # tokens instead": a fact of the turn the scenario states on the trigger's own term
    reply = await _reply(core, f"!layers Skeletal Swarming + trigger Skeletal Swarming{bracket}")
    tokens = _objects(reply, "Skeleton Token")
    assert len(tokens) == made
    assert all(token["tapped"] for token in tokens)


@pytest.mark.parametrize(("bracket", "made"), [("", 1), (" [foretold] [x 3]", 3)])
async def test_starnheim_unleashed_makes_x_angels_when_foretold(
    core: CommandCore, bracket: str, made: int
) -> None:
    # "If this spell was foretold, create X of those tokens instead": X paid in the foretell
    # cost (107.3), stated with [x N]
    reply = await _reply(core, f"!layers Grizzly Bears + Starnheim Unleashed{bracket}")
    assert len(_objects(reply, "Angel Warrior Token")) == made
    assert not any("[x 3]" in line for line in reply["unmodelled"])


async def test_x_tokens_without_x_are_refused(core: CommandCore) -> None:
    outcome = await core.handle("!layers Grizzly Bears + Starnheim Unleashed [foretold]")
    assert not outcome.ok
    assert "[x N]" in str(outcome.hint)


async def test_an_artifact_creature_target_must_be_both(core: CommandCore) -> None:
    # 205.2a: "target artifact creature" is one object with both types, not either
    thopter = await _reply(core, "!layers Ornithopter + Molten Frame -> Ornithopter")
    assert _one(thopter, "Ornithopter")["zone"] == "graveyard"
    for name in ("Grizzly Bears", "Sol Ring"):
        outcome = await core.handle(f"!layers {name} + Molten Frame -> {name}")
        assert not outcome.ok
        assert "it may target an artifact creature" in str(outcome.error)
