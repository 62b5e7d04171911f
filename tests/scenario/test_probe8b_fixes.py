"""What probe draw 8 still only warned of or refused, carried out: Zilortha's "lethal damage
dealt to creatures you control is determined by their power rather than their toughness"
changes 704.5g for the creatures it covers (a card wins over the rules, 101.1); an ability
that changes lethal damage in words not read (Ogre Enforcer) stays a warning. Old Man of the
Sea's control lasts "for as long as this creature remains tapped and that creature's power
remains less than or equal to this creature's power": it ends for good when either stops
holding (611.2b)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named, only_named

NAMES = (
    "Zilortha, Strength Incarnate",
    "Horned Turtle",
    "Ornithopter",
    "Wall of Stone",
    "Humility",
    "Hill Giant",
    "Ogre Enforcer",
    "Old Man of the Sea",
    "Grizzly Bears",
    "Giant Growth",
    "Act of Treason",
)

ZILORTHA = "Zilortha, Strength Incarnate"


def _zone(answer: dict[str, Any], name: str) -> str:
    assert answer["ok"] is True, answer
    (found,) = named(answer["reply"], name)
    return str(found["zone"])


async def test_damage_at_least_its_power_is_lethal_under_zilortha(layers: Any) -> None:
    # the 1/4 Turtle with 1 damage dies: 704.5g measures against its power, 1
    answer = await layers(f"{ZILORTHA} + Horned Turtle + 1 damage -> Horned Turtle")
    assert _zone(answer, "Horned Turtle") == "graveyard"
    assert any("power 1" in note and "704.5g" in note for note in answer["reply"]["notes"])
    assert not answer["reply"]["unmodelled"]
    # without Zilortha it is 1 damage against toughness 4: it stays
    alone = await layers("Horned Turtle + 1 damage -> Horned Turtle")
    assert _zone(alone, "Horned Turtle") == "battlefield"


async def test_zero_power_needs_some_damage(layers: Any) -> None:
    # ruling: a creature with 0 power isn't destroyed unless it has at least 1 damage
    answer = await layers(f"{ZILORTHA} + Wall of Stone + Ornithopter + 1 damage -> Ornithopter")
    assert _zone(answer, "Ornithopter") == "graveyard"
    assert _zone(answer, "Wall of Stone") == "battlefield"


async def test_only_the_creatures_its_controller_controls(layers: Any) -> None:
    answer = await layers(f"{ZILORTHA} + opp: Horned Turtle + 1 damage -> Horned Turtle")
    assert only_named(answer, "Horned Turtle")["zone"] == "battlefield"


async def test_damage_marked_before_zilortha_enters_becomes_lethal(layers: Any) -> None:
    # ruling: damage stays marked until cleanup, so Zilortha entering later makes it lethal
    answer = await layers(f"Horned Turtle + 1 damage -> Horned Turtle + {ZILORTHA}")
    assert _zone(answer, "Horned Turtle") == "graveyard"


async def test_under_humility_toughness_decides_again(layers: Any) -> None:
    # Zilortha loses the ability (613.1f): the 1/1 Giant's damage is measured by toughness
    answer = await layers(f"{ZILORTHA} + Humility + Hill Giant + 1 damage -> Hill Giant")
    notes = " ".join(answer["reply"]["notes"])
    assert _zone(answer, "Hill Giant") == "graveyard" and "toughness 1" in notes


async def test_zero_toughness_is_not_damage(layers: Any) -> None:
    # ruling: 704.5f has nothing to do with damage, so Zilortha doesn't save a 3/0
    answer = await layers(f"{ZILORTHA} + Hill Giant + +0/-3 -> Hill Giant")
    assert _zone(answer, "Hill Giant") == "graveyard"


async def test_lethal_damage_in_other_words_is_still_a_warning(layers: Any) -> None:
    answer = await layers("Ogre Enforcer + 1 damage -> Ogre Enforcer")
    [said] = [w for w in answer["reply"]["unmodelled"] if w.startswith("Ogre Enforcer")]
    assert "704.5g" in said


OLD_MAN = "Old Man of the Sea + opp: Grizzly Bears + activate Old Man of the Sea -> Grizzly Bears"


async def test_old_man_keeps_a_creature_no_stronger_than_itself(layers: Any) -> None:
    bears = only_named(await layers(OLD_MAN), "Grizzly Bears")
    assert bears["controller"] == "you"


async def test_old_man_loses_it_when_its_power_grows_past_his(layers: Any) -> None:
    answer = await layers(f"{OLD_MAN} + Giant Growth -> Grizzly Bears")
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["controller"], bears["power"]) == ("opponent", 5)
    assert any("611.2b" in note and "power" in note for note in answer["reply"]["notes"])


async def test_both_growing_keeps_it(layers: Any) -> None:
    # Old Man 5/6 first, then the Bears 5/5: 5 is still at most 5
    answer = await layers(
        f"{OLD_MAN} + Giant Growth -> Old Man of the Sea + Giant Growth -> Grizzly Bears"
    )
    assert only_named(answer, "Grizzly Bears")["controller"] == "you"


async def test_untapping_old_man_ends_it(layers: Any) -> None:
    # Act of Treason untaps him: "remains tapped" is over, and stays over (611.2b)
    answer = await layers(f"{OLD_MAN} + Act of Treason -> Old Man of the Sea")
    assert only_named(answer, "Grizzly Bears")["controller"] == "opponent"
