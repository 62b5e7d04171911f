"""What the eighth probe draw found, through the command core with Scryfall cards read by the
Oracle parser: a trigger condition whose group has a number in it ("a creature you control
with power 4 or greater enters", 603.2) is read and watched, also when the permanent that has
it is the one entering (603.6a); the board a scenario starts with is taken as already there,
and what would have triggered as it was laid out is a warning when it would change the
battlefield, never a silent board; riot's choice (702.136a) is the term's
``[haste]`` or ``[+1/+1 counter]``, also for riot another permanent gives; "that ability
triggers an additional time" (603.2d) resolves an enters trigger once more; an enters trigger
whose words nothing reads is a warning, not nothing; a cost that sacrifices the source itself
is paid as it is activated (602.2b); "create a ... token, then attach this Equipment to it"
makes the token and attaches the source to it (701.3a), and For Mirrodin! (702.163a) makes
its Rebel as living weapon and job select make theirs; amass (701.47a) makes a 0/0 Army
token when there is no Army, and puts its counters on the Army; "if that creature would die
this turn, exile it instead" (614.1a) exiles it when it would die, until the turn ends;
"creatures entering don't cause abilities to trigger" (Torpor Orb, Elesh Norn) is kept."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = (
    "Grizzly Bears",
    "Giant Growth",
    "Kronch Wrangler",
    "Glorious Anthem",
    "Hill Giant",
    "Territorial Boar",
    "Yarok, the Desecrated",
    "Attended Knight",
    "Elvish Visionary",
    "Aven Eternal",
    "Burning-Tree Vandal",
    "Act of Treason",
    "Rhythm of the Wild",
    "Panharmonicon",
    "Goblin Bushwhacker",
    "Massacre Girl",
    "Smelt-Ward Ignus",
    "Illness in the Ranks",
    "Ancestral Blade",
    "Lightning Bolt",
    "Bladehold War-Whip",
    "Changeling Outcast",
    "Lava Coil",
    "Anger of the Gods",
    "Colossal Dreadmaw",
    "Murder",
    "Cry of the Carnarium",
    "Centaur Courser",
    "Torpor Orb",
    "Elesh Norn, Mother of Machines",
    "Champion of Lambholt",
)

#: A spell first: the board is set up, so what is named after it enters now.
_THEN = "Grizzly Bears + Giant Growth -> Grizzly Bears + "


def _said(answer: dict[str, Any], name: str) -> list[str]:
    return [line for line in answer["reply"]["unmodelled"] if line.startswith(name)]


async def test_a_creature_with_power_4_entering_sets_off_kronch_wrangler(layers: Any) -> None:
    # Hill Giant is 4/4 under the anthem as it enters: the trigger fires and is warned of
    answer = await layers(_THEN + "Kronch Wrangler + Glorious Anthem + Hill Giant")
    [said] = _said(answer, "Kronch Wrangler")
    assert "power 4 or greater" in said and "Hill Giant entered" in said
    # a 3/3 Hill Giant without the anthem doesn't: the group's number is checked
    assert not _said(await layers(_THEN + "Kronch Wrangler + Hill Giant"), "Kronch Wrangler")


async def test_its_own_entering_with_power_4_sets_it_off(layers: Any) -> None:
    # two anthems make the 2/1 Wrangler a 4/3 as it enters: it sees itself enter (603.6a)
    two = await layers(_THEN + "Glorious Anthem + Glorious Anthem + Kronch Wrangler")
    [said] = _said(two, "Kronch Wrangler")
    assert "Kronch Wrangler entered" in said
    one = await layers(_THEN + "Glorious Anthem + Kronch Wrangler")  # a 3/2: not
    assert not _said(one, "Kronch Wrangler")


async def test_a_pump_trigger_with_a_power_condition_is_warned_of(layers: Any) -> None:
    answer = await layers(_THEN + "Territorial Boar + Glorious Anthem + Hill Giant")
    [said] = _said(answer, "Territorial Boar")
    assert "trigger Territorial Boar" in said
    assert (only_named(answer, "Territorial Boar")["power"]) == 3  # shown without it: 2/2 +1


async def test_the_starting_board_is_taken_as_already_there_and_says_so(layers: Any) -> None:
    answer = await layers("Kronch Wrangler + Glorious Anthem + Hill Giant")
    [said] = _said(answer, "Kronch Wrangler")
    assert "would have triggered" in said and "already there" in said
    assert only_named(answer, "Kronch Wrangler")["counters"] == {}


async def test_a_starting_board_enters_trigger_that_makes_a_token_is_a_warning(
    layers: Any,
) -> None:
    answer = await layers("Yarok, the Desecrated + Attended Knight")
    [said] = _said(answer, "Attended Knight")
    assert "starts with" in said and "trigger Attended Knight" in said
    alone = await layers("Aven Eternal")  # the subject's own amass, too
    assert _said(alone, "Aven Eternal")


async def test_one_that_only_draws_a_card_stays_a_note(layers: Any) -> None:
    # nothing on the battlefield would differ: said in the notes, not as a warning
    answer = await layers("Grizzly Bears + Elvish Visionary")
    assert not _said(answer, "Elvish Visionary")
    assert any("Elvish Visionary" in note for note in answer["reply"]["notes"])


async def test_riot_haste_has_no_duration(layers: Any) -> None:
    # the haste stays after Act of Treason's control and haste end at cleanup (702.136a)
    answer = await layers(
        "opp: Burning-Tree Vandal [haste] + Act of Treason -> Burning-Tree Vandal + end turn"
    )
    vandal = only_named(answer, "Burning-Tree Vandal")
    assert vandal["controller"] == "opponent" and "haste" in vandal["abilities"]
    assert vandal["counters"] == {}


async def test_riot_given_by_rhythm_of_the_wild_takes_the_counter(layers: Any) -> None:
    answer = await layers("Rhythm of the Wild + Grizzly Bears [+1/+1 counter]")
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["counters"]) == (3, {"+1/+1": 1})
    assert "haste" not in bears["abilities"]


async def test_riot_with_no_choice_stated_is_a_warning(layers: Any) -> None:
    answer = await layers("Burning-Tree Vandal")
    [said] = _said(answer, "Burning-Tree Vandal")
    assert "[haste]" in said
    assert only_named(answer, "Burning-Tree Vandal")["counters"] == {}


def _soldiers(answer: dict[str, Any]) -> int:
    """Soldier tokens: one for each time Attended Knight's enters trigger resolved."""
    return len([o for o in answer["reply"]["objects"] if o["name"].startswith("Soldier")])


async def test_yarok_makes_an_enters_trigger_resolve_twice(layers: Any) -> None:
    assert _soldiers(await layers(_THEN + "Yarok, the Desecrated + Attended Knight")) == 2
    # two resolutions are two effects, not one counted twice: +2/+0 from a kicked Bushwhacker
    pumped = await layers(_THEN + "Yarok, the Desecrated + Goblin Bushwhacker [kicked]")
    assert only_named(pumped, "Grizzly Bears")["power"] == 7  # 2 + 3 + 1 + 1


async def test_panharmonicon_counts_only_its_controllers_triggers(layers: Any) -> None:
    assert _soldiers(await layers(_THEN + "Panharmonicon + Attended Knight")) == 2
    assert _soldiers(await layers(_THEN + "opp: Panharmonicon + Attended Knight")) == 1


async def test_an_enters_trigger_nothing_reads_is_a_warning(layers: Any) -> None:
    # Massacre Girl's "each other creature gets -1/-1 until end of turn" was dropped in silence
    answer = await layers(_THEN + "Hill Giant + Massacre Girl")
    assert any("each other creature gets -1/-1" in line for line in _said(answer, "Massacre Girl"))


async def test_a_cost_that_sacrifices_the_source_is_paid(layers: Any) -> None:
    # "{2}{R}, Sacrifice ~": no choice to make, so no "sacrifice" term is needed
    answer = await layers(
        "Smelt-Ward Ignus + opp: Grizzly Bears + activate Smelt-Ward Ignus -> Grizzly Bears"
        " + Giant Growth -> Grizzly Bears"
    )
    assert only_named(answer, "Smelt-Ward Ignus")["zone"] == "graveyard"
    bears = only_named(answer, "Grizzly Bears")
    assert bears["controller"] == "you" and bears["power"] == 5  # power 3 or less only to target
    assert not any("sacrificed none" in line for line in answer["reply"]["unmodelled"])


async def test_ancestral_blade_makes_its_soldier_and_is_attached_to_it(layers: Any) -> None:
    # the Soldier is 0/0 under Illness in the Ranks until the Blade (+1/+1) is on it, and
    # state-based actions wait for the whole ability (704.3): a 1/1 that survives
    answer = await layers(_THEN + "Illness in the Ranks + Ancestral Blade")
    soldier = only_named(answer, "Soldier Token")
    assert (soldier["power"], soldier["toughness"]) == (1, 1)
    assert only_named(answer, "Grizzly Bears")["power"] == 5  # the Blade isn't on the subject


async def test_for_mirrodin_makes_a_rebel_to_carry_the_equipment(layers: Any) -> None:
    # it attached to the subject before, with no Rebel and no word about it
    answer = await layers("Grizzly Bears + Lightning Bolt -> opp + Bladehold War-Whip")
    rebel = only_named(answer, "Rebel Token")
    assert (rebel["power"], rebel["abilities"]) == (2, ["double strike"])
    assert only_named(answer, "Grizzly Bears")["abilities"] == []


async def test_amass_makes_a_0_0_army_then_puts_the_counter(layers: Any) -> None:
    answer = await layers(_THEN + "Aven Eternal")
    army = only_named(answer, "Zombie Army Token")
    assert (army["power"], army["toughness"], army["counters"]) == (1, 1, {"+1/+1": 1})
    assert army["colors"] == ["black"] and army["subtypes"] == ["Zombie", "Army"]


async def test_a_changeling_is_an_army_to_amass_on(layers: Any) -> None:
    answer = await layers(_THEN + "Changeling Outcast + Aven Eternal")
    assert only_named(answer, "Changeling Outcast")["counters"] == {"+1/+1": 1}
    assert not [o for o in answer["reply"]["objects"] if o["name"].startswith("Zombie Army")]


async def test_a_creature_that_would_die_this_turn_is_exiled_instead(layers: Any) -> None:
    coil = "Hill Giant + opp: Colossal Dreadmaw + Lava Coil -> Colossal Dreadmaw"
    # the 6/6 survives the 4 damage; destroyed later this turn it is exiled, not put into
    # the graveyard; after the turn ends the replacement is gone (514.2)
    assert (
        only_named(await layers(f"{coil} + Murder -> Colossal Dreadmaw"), "Colossal Dreadmaw")[
            "zone"
        ]
        == "exile"
    )
    later = await layers(f"{coil} + end turn + Murder -> Colossal Dreadmaw")
    assert only_named(later, "Colossal Dreadmaw")["zone"] == "graveyard"


async def test_creatures_dealt_damage_this_way_and_every_creature(layers: Any) -> None:
    anger = await layers("Hill Giant + opp: Grizzly Bears + Anger of the Gods")
    assert only_named(anger, "Grizzly Bears")["zone"] == "exile"
    cry = await layers("Grizzly Bears + Hill Giant + Cry of the Carnarium + Centaur Courser")
    assert only_named(cry, "Grizzly Bears")["zone"] == "exile"
    assert any("enter later this turn" in line for line in _said(cry, "Cry of the Carnarium"))


async def test_torpor_orb_keeps_entering_from_triggering_anything(layers: Any) -> None:
    answer = await layers(_THEN + "Torpor Orb + Attended Knight")
    assert _soldiers(answer) == 0
    assert any("Torpor Orb" in note for note in answer["reply"]["notes"])
    # nor another permanent's "whenever another creature you control enters": no warning
    watched = await layers(
        "Champion of Lambholt + Lightning Bolt -> opp + Torpor Orb + Grizzly Bears"
    )
    assert not _said(watched, "Champion of Lambholt")


async def test_elesh_norn_stops_only_her_opponents_triggers(layers: Any) -> None:
    assert (
        _soldiers(await layers(_THEN + "opp: Elesh Norn, Mother of Machines + Attended Knight"))
        == 0
    )
    assert _soldiers(await layers(_THEN + "Elesh Norn, Mother of Machines + Attended Knight")) == 2
