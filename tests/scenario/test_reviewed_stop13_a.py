"""What the thirteenth stop's review of newly read cards found in `!layers` (issue 13): a
"you may" the player can decline (608.2d), what a card's words give to which object, the
costs an ability's effect depends on. Each answer is read as the card says, or says what
it does not carry out."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = [
    "Grizzly Bears", "Academic Dispute", "Crawling Barrens", "Hill Giant", "Anzrag's Rampage",
    "Sol Ring", "Tune Up", "Smuggler's Copter", "Kethis, the Hidden Hand",
    "Isamaru, Hound of Konda", "Thalia, Guardian of Thraben", "Jace Beleren",
]  # fmt: skip


def _warnings(answer: dict[str, Any]) -> str:
    assert answer["ok"] is True, answer
    return " ".join(answer["reply"]["unmodelled"])


async def test_you_may_have_it_gain_reach_can_be_declined(layers: Any) -> None:
    # Academic Dispute: the player chooses as it resolves whether it gains reach (608.2d)
    taken = await layers("opp: Grizzly Bears + Academic Dispute -> Grizzly Bears")
    assert "reach" in only_named(taken, "Grizzly Bears")["abilities"]
    assert "[didn't]" in _warnings(taken)
    declined = await layers("opp: Grizzly Bears + Academic Dispute [didn't] -> Grizzly Bears")
    assert "reach" not in only_named(declined, "Grizzly Bears")["abilities"]


async def test_declining_the_become_still_puts_the_counters(layers: Any) -> None:
    # Crawling Barrens: "Put two +1/+1 counters on ~. Then you may have it become a 0/0
    # Elemental creature": the counters are put either way, the land stays a land
    barrens = only_named(
        await layers("Crawling Barrens + activate Crawling Barrens [didn't]"), "Crawling Barrens"
    )
    assert "Creature" not in barrens["types"]
    assert barrens["counters"] == {"+1/+1": 2}
    creature = only_named(
        await layers("Crawling Barrens + activate Crawling Barrens [did]"), "Crawling Barrens"
    )
    assert (creature["power"], creature["toughness"]) == (2, 2)


async def test_what_a_spell_puts_onto_the_battlefield_is_not_the_scenario_subject(
    layers: Any,
) -> None:
    # Anzrag's Rampage: "It gains haste" is the card put onto the battlefield from exile,
    # which is not carried out; the creature already there gets nothing
    answer = await layers("Grizzly Bears + Hill Giant + Anzrag's Rampage")
    assert only_named(answer, "Grizzly Bears")["abilities"] == []
    assert "is not carried out here, so it applies to nothing" in _warnings(answer)


async def test_if_it_is_a_vehicle_asks_the_returned_card(layers: Any) -> None:
    # Tune Up (608.2c): Sol Ring comes back as a noncreature artifact, a Vehicle as a creature
    ring = only_named(
        await layers("Grizzly Bears [graveyard: Sol Ring] + Tune Up -> Sol Ring"), "Sol Ring"
    )
    assert (ring["types"], ring["zone"]) == (["Artifact"], "battlefield")
    copter = only_named(
        await layers("Grizzly Bears [graveyard: Smuggler's Copter] + Tune Up -> Smuggler's Copter"),
        "Smuggler's Copter",
    )
    assert copter["types"] == ["Artifact", "Creature"]
    assert (copter["power"], copter["toughness"]) == (3, 3)


async def test_a_cost_that_exiles_cards_is_said_when_not_paid(layers: Any) -> None:
    # Kethis: the two legendary cards exiled to pay are not there as the ability resolves,
    # and the scenario doesn't move them, so the reply says so
    graveyard = " + ".join(
        f"graveyard: {name}"
        for name in ("Isamaru, Hound of Konda", "Thalia, Guardian of Thraben", "Jace Beleren")
    )
    answer = await layers(
        f"Kethis, the Hidden Hand + {graveyard} + activate Kethis, the Hidden Hand"
    )
    assert "“Exile two legendary cards from your graveyard” is not paid here" in _warnings(answer)
