"""Combat damage rulings: CR 510, 702.2, 702.4, 702.7, 702.19 as of the 2024 update."""

from __future__ import annotations

from bot.core.core import CommandCore
from bot.core.render.text import render_text
from engine.combat import parse_combat, resolve_combat


def fight(spec: str):  # type: ignore[no-untyped-def]
    return resolve_combat(parse_combat(spec))


def test_deathtouch_trample_needs_only_one_damage_per_blocker() -> None:
    """702.2c + 702.19b: 1 is lethal with deathtouch, so 3 of 5 tramples over."""
    result = fight("5/5 trample deathtouch vs 2/2, 3/3")
    (step,) = result.steps
    assert [(a.label, a.lethal, a.assigned) for a in step.assignments] == [
        ("Blocker 1", 1, 1),
        ("Blocker 2", 1, 1),
    ]
    assert step.to_player == 3
    assert result.player_damage == 3
    assert set(result.dead) == {"Attacker", "Blocker 1", "Blocker 2"}


def test_trample_without_deathtouch_must_cover_each_toughness() -> None:
    """702.19b: 2 + 3 toughness soak all 5 damage; nothing tramples over."""
    result = fight("5/5 trample vs 2/2, 3/3")
    assert result.player_damage == 0
    assert [a.assigned for a in result.steps[0].assignments] == [2, 3]


def test_damage_already_marked_lowers_lethal_damage() -> None:
    """702.19b counts damage already marked: a 0/4 wall with 2 damage needs only 2 more."""
    result = fight("Ghalta 12/12 trample vs Wall 0/4 damage 2")
    (assignment,) = result.steps[0].assignments
    assert assignment.lethal == 2
    assert result.player_damage == 10
    assert result.dead == ("Wall",)


def test_without_trample_nothing_reaches_the_player() -> None:
    """510.1c: a blocked creature assigns its damage only to its blockers."""
    result = fight("7/7 vs 2/2")
    assert result.player_damage == 0
    assert result.steps[0].assignments[0].assigned == 7


def test_without_trample_the_split_kills_the_most_blockers() -> None:
    """510.1c (2024): no order, so 3 damage kills the 1/1 and the 2/2, not the 4/4 first."""
    result = fight("3/3 vs 4/4, 1/1, 2/2")
    assert set(result.dead) == {"Blocker 2", "Blocker 3", "Attacker"}


def test_first_strike_blocker_kills_before_the_attacker_deals_damage() -> None:
    """702.7b: the first-strike step comes first; a dead attacker deals no regular damage."""
    result = fight("2/2 vs 3/3 first strike")
    first, regular = result.steps
    assert first.attacker_dies
    assert not regular.attacker_deals
    assert result.dead == ("Attacker",)


def test_double_strike_deals_damage_in_both_steps_and_tramples_when_blocker_is_gone() -> None:
    """702.4b + 702.19d: the 2/2 dies in the first step; all 3 tramples over in the second."""
    result = fight("3/3 double strike trample vs 2/2")
    assert [step.to_player for step in result.steps] == [1, 3]
    assert result.player_damage == 4


def test_double_strike_without_trample_deals_nothing_once_the_blocker_is_gone() -> None:
    """510.1c: a blocked creature with no blockers left assigns no combat damage."""
    result = fight("3/3 double strike vs 2/2")
    assert result.player_damage == 0
    assert not result.steps[1].assignments


def test_indestructible_blocker_still_needs_lethal_damage_for_trample() -> None:
    """702.12b: it survives, but 702.19b still asks for lethal damage before trampling over."""
    result = fight("6/6 trample vs 2/4 indestructible")
    assert result.player_damage == 2
    assert "Blocker 1" in result.survivors


def test_protection_prevents_the_damage_but_not_the_lethal_requirement() -> None:
    """702.16e prevents it; 702.19b ignores prevention when checking lethal damage."""
    result = fight("6/6 trample vs 2/2 protection")
    (assignment,) = result.steps[0].assignments
    assert (assignment.assigned, assignment.dealt) == (2, 0)
    assert result.player_damage == 4
    assert "Blocker 1" in result.survivors


def test_lifelink_gains_the_damage_actually_dealt() -> None:
    """702.15b: 3 to the blocker plus 2 to the player is 5 life; the prevented part isn't."""
    assert fight("5/5 trample lifelink vs 3/3").attacking_player_gains == 5
    assert fight("4/4 lifelink vs 4/4 prevent 3").attacking_player_gains == 1


def test_blocker_with_lifelink_gains_life_for_the_defending_player() -> None:
    result = fight("2/2 vs 1/3 lifelink")
    assert result.defending_player_gains == 1


def test_unblocked_creature_hits_the_player() -> None:
    """510.1b."""
    result = fight("4/4")
    assert result.player_damage == 4
    assert "510.1b" in result.rules


async def test_combat_reply_shows_each_step_and_the_rules(core: CommandCore) -> None:
    outcome = await core.handle("!combat 5/5 trample deathtouch vs 2/2, 3/3")
    text = render_text(outcome)
    assert outcome.ok
    assert "1 to Blocker 1 (lethal: 1)" in text
    assert "3 to the defending player" in text
    assert "702.2c" in text and "702.19b" in text and "510.1c" in text
    assert "No damage assignment order since November 2024" in text


async def test_first_strike_reply_is_split_by_step(core: CommandCore) -> None:
    text = render_text(await core.handle("!combat 3/3 double strike lifelink vs 2/2 first strike"))
    assert "First-strike combat damage step" in text
    assert "Regular combat damage step" in text
    assert "702.4b" in text


async def test_combat_order_explains_what_changed(core: CommandCore) -> None:
    text = render_text(await core.handle("!combat order"))
    assert "damage assignment order" in text
    assert "510.1c" in text


async def test_malformed_specs_get_a_clear_answer(core: CommandCore) -> None:
    for spec, words in [
        ("!combat", "attacker"),
        ("!combat big guy vs 2/2", "power/toughness"),
        ("!combat 5/5 flying vs 2/2", "flying"),
        ("!combat 5/0 vs 2/2", "704.5f"),
        ("!combat 99999/5 vs 2/2", "out of range"),
        ("!combat 2/2 vs", "blocker"),
    ]:
        outcome = await core.handle(spec)
        assert not outcome.ok, spec
        assert outcome.error_id is None, spec
        assert words in (outcome.error or ""), (spec, outcome.error)
