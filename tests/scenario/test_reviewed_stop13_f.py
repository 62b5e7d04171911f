"""What the thirteenth stop's review of newly read cards found in `!layers` (issue 13, part
f): a spell's targets are its own, not those of an ability it grants (115.1); a copier
with no original still does the rest of what the spell says (707.2); a refusal gives its
true reason; an ability's restriction about the game is checked (602.5b)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named, only_named, warnings_in

NAMES = [
    "Grizzly Bears", "Hill Giant", "Serra Angel", "Aggressive Biomancy", "Fleeting Reflection",
    "Cytoshape", "The Jolly Balloon Man", "Llanowar Elves", "The Seedcore", "Mirran Safehouse",
    "Mishra's Factory",
]  # fmt: skip


async def test_a_target_in_a_granted_ability_is_not_the_spells_target(layers: Any) -> None:
    # Aggressive Biomancy copies "target creature you control"; the token's "fights up to
    # one target creature you don't control" chooses its target later (113.2, 115.1)
    board = "Grizzly Bears + opp: Hill Giant + Aggressive Biomancy [x 1]"
    refused = await layers(f"{board} -> Hill Giant")
    assert refused["ok"] is False
    assert "isn't a legal target" in refused["error"]
    assert "a creature you control" in refused["error"]
    made = await layers(f"{board} -> Grizzly Bears")
    assert [o["controller"] for o in named(made["reply"], "Grizzly Bears")] == ["you", "you"]


async def test_a_copier_with_no_other_target_still_gains_hexproof(layers: Any) -> None:
    # Fleeting Reflection: "a copy of up to one other target creature" may be none (115.1)
    alone = only_named(
        await layers("Grizzly Bears + Fleeting Reflection -> Grizzly Bears"), "Grizzly Bears"
    )
    assert "hexproof" in alone["abilities"]
    assert (alone["power"], alone["toughness"]) == (2, 2)
    both = await layers(
        "Grizzly Bears + Serra Angel + Fleeting Reflection -> Grizzly Bears, Serra Angel"
    )
    angels = named(both["reply"], "Serra Angel")
    assert len(angels) == 2
    # the Bears became a flying Serra Angel with hexproof; the original has no hexproof
    assert sorted("hexproof" in a["abilities"] for a in angels) == [False, True]
    assert all("flying" in a["abilities"] for a in angels)


async def test_a_copier_that_must_copy_is_refused_without_its_original(layers: Any) -> None:
    # Cytoshape's target becomes a copy of the chosen creature: the scenario must say which
    answer = await layers("Grizzly Bears + Cytoshape -> Grizzly Bears")
    assert answer["ok"] is False
    assert "does not say which" in answer["error"]


async def test_another_target_naming_the_source_says_so(layers: Any) -> None:
    # "another target creature you control": the source is on the battlefield, and the
    # refusal says it can't point at itself instead of that it isn't there
    answer = await layers(
        "The Jolly Balloon Man + activate The Jolly Balloon Man -> The Jolly Balloon Man"
    )
    assert answer["ok"] is False
    assert "can't point at itself" in answer["error"]
    assert "is on the battlefield yet" not in answer["error"]


async def test_an_ability_words_restriction_about_the_game_is_checked(layers: Any) -> None:
    # The Seedcore: "Corrupted — {T}: ... Activate only if an opponent has three or more
    # poison counters" (602.5b) is the {T} ability used, not "Add one mana of any color"
    pump = "+ activate The Seedcore -> Llanowar Elves"
    refused = await layers(f"Llanowar Elves + The Seedcore {pump}")
    assert refused["ok"] is False
    assert "an opponent has at least 3 poison counters" in refused["error"]
    answer = await layers(f"Llanowar Elves + The Seedcore [opponent poison 3] {pump}")
    elves = only_named(answer, "Llanowar Elves")
    assert (elves["power"], elves["toughness"]) == (3, 2)
    assert "Add one mana" not in warnings_in(answer)


async def test_a_hyphenated_creature_type_animation_is_not_warned(layers: Any) -> None:
    # Mishra's Factory's "becomes a 2/2 Assembly-Worker artifact creature", itself or
    # borrowed by Mirran Safehouse (613.1f), is carried out, so it is not warned either
    for board, name in (
        ("Mishra's Factory + activate Mishra's Factory [{1}]", "Mishra's Factory"),
        (
            "Mirran Safehouse + graveyard: Mishra's Factory + activate Mirran Safehouse",
            "Mirran Safehouse",
        ),
    ):
        answer = await layers(board)
        animated = only_named(answer, name)
        assert (animated["power"], animated["toughness"]) == (2, 2)
        assert "Assembly-Worker" in animated["subtypes"]
        assert "becomes a 2/2" not in warnings_in(answer)
