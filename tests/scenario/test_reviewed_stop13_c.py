"""What the thirteenth stop's review of newly read cards found in `!layers` (issue 13): a
refusal must give the true reason, and what happens or is left out must be said. A wrong
reason sends a judge down a path that is refused again."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named, only_named

NAMES = [
    "Grizzly Bears", "Hill Giant", "Wall of Roots", "Pendelhaven", "Llanowar Elves", "Shapesharer",
    "Runeclaw Bear", "Crown of Ascension", "Tawnos, Solemn Survivor", "Serra Angel", "Sol Ring",
    "Mind Stone", "Ghost-Lit Drifter", "Ground Pounder",
]  # fmt: skip


async def test_the_counter_hint_writes_what_reaches_that_permanent(layers: Any) -> None:
    # a counter term goes on the subject; the hint for "[+1/+1 counter]" on another permanent
    # must write the arrow, and what it writes must put the counter there
    answer = await layers("Grizzly Bears + Hill Giant [+1/+1 counter]")
    assert answer["ok"] is False
    written = answer["hint"].split("“+ ")[1].split("”")[0]
    assert written == "1 +1/+1 counter -> Hill Giant"
    followed = await layers(f"Grizzly Bears + Hill Giant + {written}")
    assert only_named(followed, "Hill Giant")["power"] == 4
    assert only_named(followed, "Grizzly Bears")["power"] == 2


async def test_a_target_of_exact_size_is_refused_with_that_size(layers: Any) -> None:
    # Pendelhaven: "target 1/1 creature" is power 1 AND toughness 1; Wall of Roots (0/5)
    # fails it, and the reason must not be one it meets ("power 1 or less")
    refused = await layers("Wall of Roots + Pendelhaven + activate Pendelhaven -> Wall of Roots")
    assert refused["ok"] is False
    assert "it may target a creature with power 1 and toughness 1" in refused["error"]
    elves = await layers("Llanowar Elves + Pendelhaven + activate Pendelhaven -> Llanowar Elves")
    found = only_named(elves, "Llanowar Elves")
    assert (found["power"], found["toughness"]) == (2, 3)


async def test_a_target_of_one_creature_type_is_refused_with_that_type(layers: Any) -> None:
    # Shapesharer: "target Shapeshifter" (a subtype, no card type): Grizzly Bears is a
    # permanent, so "needs a target permanent" was a reason it meets
    refused = await layers(
        "Shapesharer + Grizzly Bears + opp: Hill Giant + activate Shapesharer"
        " -> Grizzly Bears, Hill Giant"
    )
    assert refused["ok"] is False
    assert "Grizzly Bears isn't a legal target (it may target a Shapeshifter)" in refused["error"]
    copied = await layers(
        "Shapesharer + opp: Hill Giant + activate Shapesharer -> Shapesharer, Hill Giant"
    )
    assert [o["power"] for o in named(copied["reply"], "Hill Giant")] == [3, 3]


async def test_an_aura_sacrificed_for_its_ability_reads_what_it_enchanted(layers: Any) -> None:
    # Crown of Ascension: "Sacrifice this Aura: Enchanted creature and other creatures that
    # share a creature type with it gain flying"; the Aura is gone as the ability resolves,
    # so "enchanted creature" is the one it last enchanted (113.7a, 608.2h)
    answer = await layers(
        "Grizzly Bears + Runeclaw Bear + Hill Giant + opp: Grizzly Bears + Crown of Ascension"
        " + sacrifice Crown of Ascension + activate Crown of Ascension"
    )
    assert answer["ok"] is True, answer
    flying = {
        (o["name"], o["controller"])
        for o in answer["reply"]["objects"]
        if o["zone"] == "battlefield" and "flying" in o["abilities"]
    }
    assert flying == {
        ("Grizzly Bears", "you"),
        ("Runeclaw Bear", "you"),
        ("Grizzly Bears", "opponent"),
    }
    assert [o["zone"] for o in named(answer["reply"], "Crown of Ascension")] == ["graveyard"]
    assert not any("doesn't make" in note for note in answer["reply"]["notes"])


TAWNOS = (
    "activate Tawnos, Solemn Survivor [{1}{W}{U}{B}, {T}, Sacrifice two artifact tokens, "
    "Exile an artifact or creature card from your graveyard]"
)


async def test_a_card_exiled_from_the_graveyard_by_a_cost_is_named_with_copy(
    layers: Any,
) -> None:
    # Tawnos's second ability copies the card its cost exiled from your graveyard: a card the
    # scenario put there is named with [copy: Name], not a permanent to look for
    board = (
        "Tawnos, Solemn Survivor [graveyard: Serra Angel] + Sol Ring [token] + Mind Stone [token]"
    )
    made = await layers(f"{board} + {TAWNOS} [copy: Serra Angel]")
    angel = only_named(made, "Serra Angel")
    assert angel["is_token"] is True
    assert "Artifact" in angel["types"]
    arrow = await layers(f"{board} + {TAWNOS} -> Serra Angel")
    assert arrow["ok"] is False
    assert "no target to point at" in arrow["error"]
    assert arrow["hint"].startswith(f"Name it: {TAWNOS} [copy: Name]")


CHANNEL = "activate Ghost-Lit Drifter [{X}{U}, Discard ~] [x 1] -> Grizzly Bears"


async def test_a_cost_that_discards_the_card_is_paid_from_the_hand(layers: Any) -> None:
    # channel: "{X}{U}, Discard this card" is activated from the hand (113.6m); the card goes
    # to the graveyard (701.9a), and no Drifter is put onto the battlefield to activate it
    answer = await layers(f"Grizzly Bears + {CHANNEL}")
    assert "flying" in only_named(answer, "Grizzly Bears")["abilities"]
    assert [o["zone"] for o in named(answer["reply"], "Ghost-Lit Drifter")] == ["graveyard"]
    held = await layers(f"Grizzly Bears + hand: Ghost-Lit Drifter + {CHANNEL}")
    assert [o["zone"] for o in named(held["reply"], "Ghost-Lit Drifter")] == ["graveyard"]
    on_board = await layers(f"Grizzly Bears + Ghost-Lit Drifter + {CHANNEL}")
    assert on_board["ok"] is False
    assert "discarding Ghost-Lit Drifter from its owner's hand (113.6m)" in on_board["error"]


async def test_a_roll_sets_off_a_whenever_you_roll_trigger(layers: Any) -> None:
    # Ground Pounder: a 6 rolled for its own ability triggers "Whenever you roll a 5 or
    # higher on a die" (603.2, 706.2); unresolved, it is said; a 3 sets off nothing
    six = await layers("Ground Pounder + activate Ground Pounder [x 6]")
    pounder = only_named(six, "Ground Pounder")
    assert (pounder["power"], "trample" in pounder["abilities"]) == (8, False)
    said = [line for line in six["reply"]["unmodelled"] if "whenever you roll" in line]
    assert len(said) == 1 and "a 6 was rolled" in said[0]
    assert "trigger Ground Pounder" in said[0]
    three = await layers("Ground Pounder + activate Ground Pounder [x 3]")
    assert not any("whenever you roll" in line for line in three["reply"]["unmodelled"])
    refused = await layers(
        "Ground Pounder + activate Ground Pounder [x 3] + trigger Ground Pounder"
    )
    assert refused["ok"] is False
    assert "rolled here was a 3" in refused["error"] and "didn't trigger" in refused["error"]
    resolved = await layers(
        "Ground Pounder + activate Ground Pounder [x 6] + trigger Ground Pounder"
    )
    assert "trample" in only_named(resolved, "Ground Pounder")["abilities"]
    assert not any("whenever you roll" in line for line in resolved["reply"]["unmodelled"])
