"""What the fourteenth stop's review found in the readings of counts about this turn: what
the scenario itself played (life lost, noncreature spells cast, a crime, cards listed in an
opponent's hand) is counted, and a bracket is needed only for what happened before it.
Sunburst counters come from the mana spent, which a term states or the reply asks for; a
spell's rule about combat beside a granted keyword is said as not modelled; "your team" is
read as you, which the reply says, and a team game asked for is refused with that reason."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named, warnings_in

NAMES = [
    "Greven, Predator Captain", "Lightning Bolt", "Lyse Hext", "Slickshot Vault-Buster",
    "Enemy of Enlightenment", "Grizzly Bears", "Hill Giant", "Giant Growth", "Sawtooth Thresher",
    "Engineered Explosives", "Reanimate", "Math is for Blockers", "Sylvia Brightspear",
    "Shivan Dragon", "Shock", "Memory Lapse", "Act of Treason",
]  # fmt: skip


def _pt(obj: dict[str, Any]) -> tuple[int, int]:
    return obj["power"], obj["toughness"]


async def test_life_lost_in_the_scenario_is_the_amount_greven_counts(layers: Any) -> None:
    # 119.3: the Bolt at you is 3 life lost this turn: Greven gets +3/+0
    answer = await layers("Greven, Predator Captain + Lightning Bolt -> you")
    assert _pt(only_named(answer, "Greven, Predator Captain")) == (8, 5)
    assert "3 in this scenario" in warnings_in(answer)
    # the opponent's loss is not yours
    theirs = await layers("Greven, Predator Captain + Lightning Bolt -> opp")
    assert _pt(only_named(theirs, "Greven, Predator Captain")) == (5, 5)
    # a stated count larger than what the scenario shows is the turn's
    stated = await layers("Greven, Predator Captain [life lost 5] + Lightning Bolt -> you")
    assert _pt(only_named(stated, "Greven, Predator Captain")) == (10, 5)


async def test_noncreature_spells_the_scenario_casts_give_lyse_double_strike(
    layers: Any,
) -> None:
    two = await layers("Lyse Hext + Lightning Bolt -> opp + Lightning Bolt -> opp")
    assert "double strike" in only_named(two, "Lyse Hext")["abilities"]
    assert "2 in this scenario" in warnings_in(two)
    one = await layers("Lyse Hext + Lightning Bolt -> opp")
    assert "double strike" not in only_named(one, "Lyse Hext")["abilities"]
    # a creature spell is no noncreature spell
    creature = await layers("Lyse Hext + Lightning Bolt -> opp + Hill Giant")
    assert "double strike" not in only_named(creature, "Lyse Hext")["abilities"]


async def test_targeting_an_opponent_or_their_creature_is_a_crime(layers: Any) -> None:
    # 700.13: a spell that targets an opponent or a permanent an opponent controls
    at_them = await layers("Slickshot Vault-Buster + Lightning Bolt -> opp")
    assert _pt(only_named(at_them, "Slickshot Vault-Buster")) == (3, 4)
    at_theirs = await layers(
        "Slickshot Vault-Buster + opp: Hill Giant + Giant Growth -> Hill Giant"
    )
    assert _pt(only_named(at_theirs, "Slickshot Vault-Buster")) == (3, 4)
    # targeting yourself or your own creature is none
    at_you = await layers("Slickshot Vault-Buster + Lightning Bolt -> you")
    assert _pt(only_named(at_you, "Slickshot Vault-Buster")) == (1, 4)
    mine = await layers("Slickshot Vault-Buster + Grizzly Bears + Giant Growth -> Grizzly Bears")
    assert _pt(only_named(mine, "Slickshot Vault-Buster")) == (1, 4)
    assert "no term played" in warnings_in(mine)


async def test_a_target_spell_or_stolen_creature_of_an_opponents_is_a_crime(
    layers: Any,
) -> None:
    countered = await layers("Slickshot Vault-Buster + opp: stack: Shock + Memory Lapse -> Shock")
    assert _pt(only_named(countered, "Slickshot Vault-Buster")) == (3, 4)
    own_spell = await layers("Slickshot Vault-Buster + stack: Shock + Memory Lapse -> Shock")
    assert _pt(only_named(own_spell, "Slickshot Vault-Buster")) == (1, 4)
    stolen = await layers("Slickshot Vault-Buster + opp: Hill Giant + Act of Treason -> Hill Giant")
    assert _pt(only_named(stolen, "Slickshot Vault-Buster")) == (3, 4)


async def test_cards_listed_in_the_opponents_hand_are_counted(layers: Any) -> None:
    listed = await layers("Enemy of Enlightenment + opp: hand: Grizzly Bears")
    assert _pt(only_named(listed, "Enemy of Enlightenment")) == (4, 4)
    assert "opponent's hand" not in warnings_in(listed)
    # your own hand is not your opponents'
    yours = await layers("Enemy of Enlightenment [opponent hand 2] + hand: Grizzly Bears")
    assert _pt(only_named(yours, "Enemy of Enlightenment")) == (3, 3)
    # a stated size larger than the cards listed is the hand's size (listed ones among them)
    stated = await layers("Enemy of Enlightenment [opponent hand 3] + opp: hand: Grizzly Bears")
    assert _pt(only_named(stated, "Enemy of Enlightenment")) == (2, 2)


async def test_sunburst_counts_the_colors_of_mana_spent(layers: Any) -> None:
    # 702.44a: one counter per color (a creature's are +1/+1, anything else's charge)
    answer = await layers("Grizzly Bears + Sawtooth Thresher [spent {W}{U}{U}{B}]")
    assert _pt(only_named(answer, "Sawtooth Thresher")) == (4, 4)
    explosives = await layers("Engineered Explosives [spent {g}{r}]")
    assert only_named(explosives, "Engineered Explosives")["counters"] == {"charge": 2}


async def test_sunburst_not_stated_is_warned_and_not_cast_gets_none(layers: Any) -> None:
    unstated = await layers("Sawtooth Thresher")
    assert _pt(only_named(unstated, "Sawtooth Thresher")) == (1, 1)
    assert "sunburst (702.44a)" in warnings_in(unstated)
    # put onto the battlefield without being cast: no counters, nothing to state
    reanimated = await layers(
        "Grizzly Bears [graveyard: Sawtooth Thresher] + Reanimate -> Sawtooth Thresher"
    )
    assert _pt(only_named(reanimated, "Sawtooth Thresher")) == (1, 1)
    assert "sunburst" not in warnings_in(reanimated)


async def test_a_spells_combat_rule_beside_its_keywords_is_shown(layers: Any) -> None:
    # "have double strike, trample, and must attack if able": the keywords are layer 6, the
    # requirement to attack a rules effect (508.1d) shown on my creatures, not the opponent's
    answer = await layers("Grizzly Bears + opp: Hill Giant + Math is for Blockers")
    bears = only_named(answer, "Grizzly Bears")
    assert {"double strike", "trample"} <= set(bears["abilities"])
    assert any(s.startswith("must attack if able until end of turn") for s in bears["status"])
    assert not only_named(answer, "Hill Giant")["status"]
    assert "must attack if able" not in warnings_in(answer)


async def test_your_team_is_you_and_the_reply_says_team_games_are_not_modelled(
    layers: Any,
) -> None:
    answer = await layers("Sylvia Brightspear + Shivan Dragon + opp: Shivan Dragon")
    mine, theirs = (o for o in answer["reply"]["objects"] if o["name"] == "Shivan Dragon")
    assert "double strike" in mine["abilities"]
    assert "double strike" not in theirs["abilities"]
    assert "team games are not modelled" in warnings_in(answer)
    # no card of the scenario speaks of a team: nothing said
    plain = await layers("Grizzly Bears + Shivan Dragon")
    assert "team" not in warnings_in(plain)


async def test_a_two_headed_giant_game_is_refused_with_the_true_reason(layers: Any) -> None:
    answer = await layers("Sylvia Brightspear + p2: Shivan Dragon [2HG]")
    assert answer["ok"] is False
    assert "team games (Two-Headed Giant, 810) are not modelled" in answer["error"]


async def test_a_third_players_listed_hand_is_counted(layers: Any) -> None:
    # 402.1: each opponent's hand is the cards listed there: p3's one card counts
    answer = await layers(
        "Enemy of Enlightenment [players 3] [opponent hand 2] + p3: hand: Grizzly Bears"
    )
    assert _pt(only_named(answer, "Enemy of Enlightenment")) == (2, 2)
    assert "hand" not in warnings_in(answer)
