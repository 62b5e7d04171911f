"""A card put onto the battlefield by a spell, an ability or a game term rather than cast
(Reanimate, Animate Dead, Cloudshift, ``blink``) enters the way every permanent does
(614.1c, 614.12): with its loyalty and the counters its own text gives it, X being 0
(107.3m), and with the choices it makes as it enters, which the term that put it there
states; a copy it may enter as and doesn't is said (707.5)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = (
    "Spike Feeder", "Cloudshift", "Gideon, Ally of Zendikar", "Clone", "Reanimate",
    "Serra Angel", "Grizzly Bears", "Metallic Mimic", "Animate Dead", "Walking Ballista",
    "Delver of Secrets",
)  # fmt: skip


def on_battlefield(answer: dict[str, Any], name: str) -> dict[str, Any]:
    assert answer["ok"] is True, answer
    (found,) = [o for o in named(answer["reply"], name) if o["zone"] == "battlefield"]
    return found


async def test_a_blinked_creature_enters_with_its_counters_again(layers: Any) -> None:
    for scenario in (
        "Spike Feeder + Cloudshift -> Spike Feeder",
        "Spike Feeder + blink Spike Feeder",
    ):
        feeder = on_battlefield(await layers(scenario), "Spike Feeder")
        assert (feeder["power"], feeder["toughness"], feeder["counters"]) == (2, 2, {"+1/+1": 2})


async def test_a_blinked_planeswalker_enters_with_its_printed_loyalty(layers: Any) -> None:
    # 306.5b: without it, a 0-loyalty planeswalker would go to the graveyard (704.5i)
    answer = await layers("Gideon, Ally of Zendikar + blink Gideon, Ally of Zendikar")
    assert on_battlefield(answer, "Gideon, Ally of Zendikar")["counters"] == {"loyalty": 4}


async def test_an_animated_creature_enters_with_its_counters(layers: Any) -> None:
    answer = await layers("Grizzly Bears [graveyard: Spike Feeder] + Animate Dead -> Spike Feeder")
    feeder = on_battlefield(answer, "Spike Feeder")
    assert (feeder["power"], feeder["toughness"]) == (1, 2)  # Animate Dead's -1/-0


async def test_a_reanimated_x_creature_has_x_0(layers: Any) -> None:
    # 107.3m: no spell of its own chose an X, so it enters with no counters and dies
    answer = await layers(
        "Grizzly Bears [graveyard: Walking Ballista] + Reanimate [x 3] -> Walking Ballista"
    )
    (ballista,) = named(answer["reply"], "Walking Ballista")
    assert ballista["zone"] == "graveyard"


async def test_a_reanimated_clone_copies_what_the_term_names(layers: Any) -> None:
    answer = await layers("Serra Angel [graveyard: Clone] + Reanimate -> Clone [copy: Serra Angel]")
    (clone,) = [o for o in named(answer["reply"], "Serra Angel") if o["card"] == "Clone"]
    assert (clone["zone"], clone["power"], clone["toughness"]) == ("battlefield", 4, 4)
    assert "flying" in clone["abilities"]


async def test_a_clone_that_copies_nothing_is_said(layers: Any) -> None:
    for scenario in ("Serra Angel [graveyard: Clone] + Reanimate -> Clone", "Serra Angel + Clone"):
        answer = await layers(scenario)
        (clone,) = named(answer["reply"], "Clone")
        assert clone["zone"] == "graveyard"  # a 0/0 (704.5f)
        assert any(
            "chose nothing to copy" in line and "[copy: " in line
            for line in answer["reply"]["unmodelled"]
        )


async def test_a_blinked_permanent_makes_its_choice_again(layers: Any) -> None:
    # Metallic Mimic's creature type is chosen as the new object enters: the Cloudshift's
    answer = await layers(
        "Grizzly Bears + Metallic Mimic [Bear] + Cloudshift [Goblin] -> Metallic Mimic"
    )
    mimic = on_battlefield(answer, "Metallic Mimic")
    assert "Goblin" in mimic["subtypes"] and "Bear" not in mimic["subtypes"]
    assert not answer["reply"]["unmodelled"]


async def test_a_double_faced_card_in_a_graveyard_answers_to_its_front_face(layers: Any) -> None:
    # 712.8a: there it has only its front face's characteristics, its name too
    answer = await layers(
        "Grizzly Bears [graveyard: Delver of Secrets] + Animate Dead -> Delver of Secrets"
    )
    assert answer["ok"] is True, answer
    (delver,) = [o for o in answer["reply"]["objects"] if o["card"].startswith("Delver")]
    assert (delver["zone"], delver["power"], delver["toughness"]) == ("battlefield", 0, 1)


async def test_a_returned_card_that_copies_nothing_takes_no_copy_choice(layers: Any) -> None:
    # [copy: Name] is a clone's choice as it enters; the Bears has none to make
    answer = await layers(
        "Grizzly Bears + Serra Angel + Cloudshift [copy: Serra Angel] -> Grizzly Bears"
    )
    bears = on_battlefield(answer, "Grizzly Bears")
    assert (bears["card"], bears["power"], bears["toughness"]) == ("Grizzly Bears", 2, 2)
