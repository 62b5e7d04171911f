"""A permanent's own "when this enters" trigger as it enters (603.6a), played through the
command core with Scryfall cards read by the Oracle parser: a group it affects, control it
gains, a second event beside entering ("enters and at the beginning of your upkeep",
"enters or attacks"), how it was cast (``[kicked]``, 702.33d), and what the model can't carry
out as it enters, which waits for ``trigger Name`` and is listed until then."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named, only_named

NAMES = (
    "Grizzly Bears", "Goblin Bushwhacker", "Lightning Bolt", "Karrthus, Tyrant of Jund",
    "Shivan Dragon", "Princess Snowfall", "Seven Dwarves", "Frenzied Fugue", "Hill Giant",
    "Haliya, Ascendant Cadet", "Syr Vondam, the Lucent", "Puppeteer Clique", "Serra Angel",
    "Frost Titan", "Cloudshift", "Flametongue Kavu", "Kitchen Finks", "Murder",
)  # fmt: skip

#: A spell before the permanent: the board is set up, so the permanent enters now.
_THEN = "Grizzly Bears + Lightning Bolt -> opp + "


def _pt(obj: dict[str, Any]) -> tuple[int, int]:
    return obj["power"], obj["toughness"]


async def test_a_kicked_enters_trigger_pumps_the_group_as_it_enters(layers: Any) -> None:
    answer = await layers(_THEN + "Goblin Bushwhacker [kicked]")
    bears = only_named(answer, "Grizzly Bears")
    assert _pt(bears) == (3, 2) and "haste" in bears["abilities"]
    assert _pt(only_named(answer, "Goblin Bushwhacker")) == (2, 1)
    assert answer["reply"]["unmodelled"] == []


async def test_an_unkicked_one_does_nothing_and_says_why(layers: Any) -> None:
    answer = await layers(_THEN + "Goblin Bushwhacker")
    assert _pt(only_named(answer, "Grizzly Bears")) == (2, 2)
    assert any("only if it was kicked" in note for note in answer["reply"]["notes"])


async def test_other_creatures_you_control_get_it_and_not_the_source(layers: Any) -> None:
    answer = await layers(_THEN + "opp: Hill Giant + Syr Vondam, the Lucent")
    assert _pt(only_named(answer, "Grizzly Bears")) == (3, 2)
    assert _pt(only_named(answer, "Hill Giant")) == (3, 3)  # not yours
    assert _pt(only_named(answer, "Syr Vondam, the Lucent")) == (4, 4)  # "other"


async def test_gain_control_of_all_dragons_as_karrthus_enters(layers: Any) -> None:
    answer = await layers(
        "opp: Shivan Dragon [tapped] + Lightning Bolt -> opp + Karrthus, Tyrant of Jund"
    )
    dragon = only_named(answer, "Shivan Dragon")
    assert dragon["controller"] == "you" and "haste" in dragon["abilities"]
    # "then untap all Dragons" is not read: said, not skipped
    assert any("untap all Dragons" in line for line in answer["reply"]["unmodelled"])


async def test_the_starting_board_did_not_enter_and_the_warning_says_how(layers: Any) -> None:
    # taken as already there: an assumption the judge may not have meant, so a warning
    answer = await layers("Grizzly Bears + Goblin Bushwhacker [kicked]")
    assert _pt(only_named(answer, "Grizzly Bears")) == (2, 2)
    assert any(
        "the scenario starts with" in line and "trigger Goblin Bushwhacker" in line
        for line in answer["reply"]["unmodelled"]
    )


async def test_kicked_on_the_entering_term_reaches_a_later_trigger_term(layers: Any) -> None:
    # 702.33d: the trigger reads how its own permanent was cast, stated where it entered
    answer = await layers(
        "Grizzly Bears + Goblin Bushwhacker [kicked] + trigger Goblin Bushwhacker"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert _pt(bears) == (3, 2) and "haste" in bears["abilities"]
    assert not any("the scenario starts with" in note for note in answer["reply"]["notes"])


async def test_a_trigger_that_resolved_as_it_entered_is_not_resolved_twice(layers: Any) -> None:
    answer = await layers(_THEN + "Goblin Bushwhacker [kicked] + trigger Goblin Bushwhacker")
    assert answer["ok"] is False
    assert "already resolved as it entered, in term 3" in answer["error"]


async def test_what_the_model_cant_do_as_it_enters_waits_and_is_listed(layers: Any) -> None:
    waiting = await layers(_THEN + "Princess Snowfall")
    assert named(waiting["reply"], "Seven Dwarves") == []
    assert any(
        "Princess Snowfall" in line and "trigger Princess Snowfall" in line
        for line in waiting["reply"]["unmodelled"]
    )
    resolved = await layers(_THEN + "Princess Snowfall + trigger Princess Snowfall")
    assert len(named(resolved["reply"], "Seven Dwarves")) == 1
    assert not any("add “trigger" in line for line in resolved["reply"]["unmodelled"])


async def test_enters_and_at_the_beginning_of_your_upkeep_triggers_as_it_enters(
    layers: Any,
) -> None:
    answer = await layers(
        "Grizzly Bears + opp: Hill Giant [tapped] + Lightning Bolt -> opp"
        " + Frenzied Fugue -> Hill Giant"
    )
    giant = only_named(answer, "Hill Giant")
    assert giant["controller"] == "you" and "haste" in giant["abilities"]
    assert giant["tapped"] is False  # "Untap that permanent."


async def test_enters_or_attacks_does_its_instructions_as_it_enters(layers: Any) -> None:
    answer = await layers(_THEN + "Haliya, Ascendant Cadet -> Grizzly Bears")
    assert _pt(only_named(answer, "Grizzly Bears")) == (3, 3)  # a +1/+1 counter


async def test_it_gains_haste_is_the_card_its_instructions_returned(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears [opponent graveyard: Serra Angel] + Lightning Bolt -> opp"
        " + Puppeteer Clique -> Serra Angel"
    )
    angel = only_named(answer, "Serra Angel")
    assert angel["controller"] == "you" and "haste" in angel["abilities"]
    assert "haste" not in only_named(answer, "Grizzly Bears")["abilities"]


async def test_the_note_never_points_at_a_term_that_resolves_another_ability(layers: Any) -> None:
    # Frost Titan's first trigger is its ward-like one: `trigger Frost Titan` resolves that
    answer = await layers("Grizzly Bears + Frost Titan")
    (note,) = [n for n in answer["reply"]["unmodelled"] if "Frost Titan" in n]
    assert "add “trigger Frost Titan”" not in note and "write what it does" in note


async def test_a_blinked_permanent_enters_again_and_its_trigger_resolves(layers: Any) -> None:
    # on the starting board its trigger didn't happen; blinked, it enters (400.7, 603.6a)
    answer = await layers(
        "Grizzly Bears + Syr Vondam, the Lucent + Cloudshift -> Syr Vondam, the Lucent"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert _pt(bears) == (3, 2) and "deathtouch" in bears["abilities"]


async def test_a_targeted_trigger_of_a_returned_card_waits_for_its_target(layers: Any) -> None:
    waiting = await layers("Hill Giant + Flametongue Kavu + blink Flametongue Kavu")
    assert only_named(waiting, "Hill Giant")["zone"] == "battlefield"
    assert any("trigger Flametongue Kavu" in line for line in waiting["reply"]["unmodelled"])
    resolved = await layers(
        "Hill Giant + Flametongue Kavu + blink Flametongue Kavu"
        " + trigger Flametongue Kavu -> Hill Giant"
    )
    assert named(resolved["reply"], "Hill Giant")[0]["zone"] == "graveyard"
    assert resolved["reply"]["unmodelled"] == []


async def test_persist_returns_it_and_its_trigger_is_said(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Kitchen Finks + Murder -> Kitchen Finks")
    assert any("gain 2 life" in line for line in answer["reply"]["unmodelled"])
