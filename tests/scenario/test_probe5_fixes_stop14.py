"""The shapes behind the probe's last failing scenarios (draws 4 and 5), each shown with a
card other than the probe's where another card has that shape: a double-faced permanent's
name (712.8d), tokens "its controller" creates (111.2, 608.2h), what enters with an additional
counter (614.1c), a dies trigger's "that card" (603.10a), a target card exiled and copied,
evolve (702.100a), a linked ability's card (607.2a), a token named by a card (111.11),
counters on what a spell changed "this way" (611.2c), "The same is true for" a keyword list."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named, only_named

NAMES = [
    "Delver of Secrets", "Bonecrusher Giant", "Reanimate", "Glorious Anthem", "Grizzly Bears",
    "Afterlife", "Act of Treason", "Dragonstorm Globe", "Shivan Dragon", "Oath of Gideon",
    "Jace Beleren", "Changeling Outcast", "False Demise", "Minion's Return",
    "Resurrection Orb", "Soul Separator", "Serra Angel", "Shock", "Cloudfin Raptor", "Memnite",
    "Raise the Alarm", "Mimic Vat", "Mutable Explorer", "Mutavault",
    "Sol Ring", "Rise and Shine", "Bonesplitter", "Death-Mask Duplicant",
]  # fmt: skip


async def test_a_double_faced_permanent_has_its_front_face_name(layers: Any) -> None:
    # 712.8d: front face up, it has only its front face's characteristics, name included
    answer = await layers("Delver of Secrets + Glorious Anthem")
    delver = only_named(answer, "Delver of Secrets")
    assert (delver["power"], delver["toughness"]) == (2, 2)
    assert not named(answer["reply"], "Delver of Secrets // Insectile Aberration")


async def test_a_card_returned_from_a_graveyard_has_its_front_face_name(layers: Any) -> None:
    # 712.8a: found in the graveyard by its front face's name, it comes back with that name;
    # an adventurer card has only its normal characteristics there too (715.4)
    answer = await layers(
        "Grizzly Bears [graveyard: Delver of Secrets] + Reanimate -> Delver of Secrets"
        " + Bonecrusher Giant"
    )
    delver = only_named(answer, "Delver of Secrets")
    assert (delver["power"], delver["toughness"]) == (1, 1)
    giant = only_named(answer, "Bonecrusher Giant")
    assert (giant["power"], giant["toughness"]) == (4, 3)


async def test_its_controller_creates_the_token(layers: Any) -> None:
    # "Its controller creates a 1/1 white Spirit creature token with flying": the destroyed
    # creature's controller makes the token and controls it (111.2), so my anthem misses it
    answer = await layers("Glorious Anthem + opp: Grizzly Bears + Afterlife -> Grizzly Bears")
    spirit = only_named(answer, "Spirit Token")
    assert spirit["controller"] == "opponent"
    assert (spirit["power"], spirit["toughness"]) == (1, 1)
    assert "flying" in spirit["abilities"]


async def test_its_controller_is_the_one_as_it_last_existed(layers: Any) -> None:
    # my Bears, stolen by Act of Treason, are destroyed: the thief controlled them as they
    # left, so the thief creates the Spirit (608.2h)
    answer = await layers(
        "Glorious Anthem + Grizzly Bears + opp: Act of Treason -> Grizzly Bears"
        " + Afterlife -> Grizzly Bears"
    )
    spirit = only_named(answer, "Spirit Token")
    assert spirit["controller"] == "opponent"


async def test_each_dragon_you_control_enters_with_an_additional_counter(layers: Any) -> None:
    # "Each Dragon you control enters with an additional +1/+1 counter on it" (614.1c): the
    # Dragon that enters later gets it, a changeling is a Dragon too, the Bears are not
    answer = await layers("Dragonstorm Globe + Shivan Dragon + Changeling Outcast + Grizzly Bears")
    dragon = only_named(answer, "Shivan Dragon")
    assert dragon["counters"] == {"+1/+1": 1}
    assert (dragon["power"], dragon["toughness"]) == (6, 6)
    assert only_named(answer, "Changeling Outcast")["counters"] == {"+1/+1": 1}
    assert only_named(answer, "Grizzly Bears")["counters"] == {}


async def test_each_planeswalker_you_control_enters_with_an_additional_loyalty(
    layers: Any,
) -> None:
    # Oath of Gideon: Jace Beleren enters with 3 + 1 loyalty counters
    answer = await layers("Oath of Gideon + Jace Beleren")
    assert only_named(answer, "Jace Beleren")["counters"] == {"loyalty": 4}


async def test_a_dies_trigger_returns_that_card(layers: Any) -> None:
    # "When enchanted creature dies, return that card to the battlefield under your
    # control": the card that died (603.10a) comes back as a new object (400.7)
    answer = await layers(
        "Grizzly Bears + False Demise -> Grizzly Bears + destroy Grizzly Bears"
        " + trigger False Demise"
    )
    back = [o for o in named(answer["reply"], "Grizzly Bears") if o["zone"] == "battlefield"]
    assert len(back) == 1
    assert back[0]["counters"] == {}


async def test_that_card_returns_under_the_auras_controller(layers: Any) -> None:
    # Minion's Return on the opponent's Bears: they return under my control (110.2)
    answer = await layers(
        "opp: Grizzly Bears + Minion's Return -> Grizzly Bears + destroy Grizzly Bears"
        " + trigger Minion's Return"
    )
    back = [o for o in named(answer["reply"], "Grizzly Bears") if o["zone"] == "battlefield"]
    assert [o["controller"] for o in back] == ["you"]


async def test_that_card_returns_at_the_next_end_step(layers: Any) -> None:
    # Resurrection Orb: "Whenever equipped creature dies, return that card to the
    # battlefield under its owner's control at the beginning of the next end step" (603.7)
    ask = (
        "Grizzly Bears + Resurrection Orb + equip Resurrection Orb -> Grizzly Bears"
        " + destroy Grizzly Bears + trigger Resurrection Orb"
    )
    waiting = await layers(ask)
    assert [o["zone"] for o in named(waiting["reply"], "Grizzly Bears")] == ["graveyard"]
    answer = await layers(f"{ask} + end turn")
    zones = sorted(o["zone"] for o in named(answer["reply"], "Grizzly Bears"))
    assert zones == ["battlefield", "graveyard"]


async def test_the_target_card_in_a_graveyard_is_exiled_and_copied(layers: Any) -> None:
    # Soul Separator: "Exile target creature card from your graveyard. Create a token that's
    # a copy of that card, except it's 1/1 and it's a Spirit": -> names the card (115.1)
    answer = await layers(
        "Grizzly Bears [graveyard: Serra Angel] + activate Soul Separator -> Serra Angel"
    )
    (token,) = [o for o in named(answer["reply"], "Serra Angel") if o["zone"] == "battlefield"]
    assert (token["power"], token["toughness"]) == (1, 1)
    assert "flying" in token["abilities"]
    assert "Spirit" in token["subtypes"]


async def test_a_card_the_exile_may_not_target_is_refused(layers: Any) -> None:
    answer = await layers("Grizzly Bears [graveyard: Shock] + activate Soul Separator -> Shock")
    assert answer["ok"] is False
    assert "isn't a legal target" in str(answer["error"])


async def test_evolve_puts_a_counter_only_for_a_greater_creature(layers: Any) -> None:
    # 702.100a: the Bears (2/2) are greater than the 0/1 Raptor, so it becomes 1/2; Memnite
    # (1/1) is then greater in neither, so evolve doesn't trigger (603.4)
    answer = await layers(
        "Cloudfin Raptor + Grizzly Bears + trigger Cloudfin Raptor -> Grizzly Bears"
        " + Memnite + trigger Cloudfin Raptor -> Memnite"
    )
    raptor = only_named(answer, "Cloudfin Raptor")
    assert raptor["counters"] == {"+1/+1": 1}
    assert (raptor["power"], raptor["toughness"]) == (1, 2)
    assert not answer["reply"]["unmodelled"]


async def test_an_evolve_trigger_no_term_resolves_is_said(layers: Any) -> None:
    # the Soldiers (1/1) are greater than the 0/1 Raptor: evolve triggered, unresolved
    answer = await layers("Cloudfin Raptor + Raise the Alarm")
    assert any("its evolve triggered" in w for w in answer["reply"]["unmodelled"])


async def test_a_linked_ability_copies_the_card_exiled_with_its_source(layers: Any) -> None:
    # Mimic Vat's "{3}, {T}: Create a token that's a copy of a card exiled with this
    # artifact. It gains haste." reads the card its imprint exiled (607.2a); no card died
    answer = await layers("Mimic Vat [exile: Grizzly Bears] + activate Mimic Vat")
    (token,) = [o for o in named(answer["reply"], "Grizzly Bears") if o["zone"] == "battlefield"]
    assert (token["power"], token["toughness"]) == (2, 2)
    assert "haste" in token["abilities"]


async def test_a_linked_ability_with_nothing_exiled_is_refused(layers: Any) -> None:
    answer = await layers("Mimic Vat + activate Mimic Vat")
    assert answer["ok"] is False
    assert "exiled with it" in str(answer["error"])


async def test_a_token_named_by_a_card_has_that_cards_characteristics(layers: Any) -> None:
    # Mutable Explorer: "create a tapped Mutavault token" (111.11): a Mutavault land token
    answer = await layers("Mutable Explorer + trigger Mutable Explorer")
    vault = only_named(answer, "Mutavault")
    assert vault["is_token"] is True
    assert vault["types"] == ["Land"]
    assert vault["tapped"] is True


async def test_counters_go_on_each_object_the_spell_changed(layers: Any) -> None:
    # Rise and Shine, not overloaded: only its target became a creature, so only it gets
    # "four +1/+1 counters on each artifact that became a creature this way" (611.2c)
    answer = await layers("Sol Ring + Bonesplitter + Rise and Shine -> Sol Ring")
    ring = only_named(answer, "Sol Ring")
    assert ring["counters"] == {"+1/+1": 4}
    assert (ring["power"], ring["toughness"]) == (4, 4)
    assert only_named(answer, "Bonesplitter")["counters"] == {}


async def test_the_same_is_true_for_the_keywords_a_static_ability_lists(layers: Any) -> None:
    # Death-Mask Duplicant: "As long as a card exiled with this creature has flying, this
    # creature has flying. The same is true for fear, ..., landwalk, protection, and
    # trample": Serra Angel exiled gives flying, not vigilance (not listed); the two
    # families are copied as the exiled cards have them, and Serra Angel has neither
    answer = await layers("Death-Mask Duplicant [exile: Serra Angel]")
    duplicant = only_named(answer, "Death-Mask Duplicant")
    assert "flying" in duplicant["abilities"]
    assert "vigilance" not in duplicant["abilities"]
    assert not [a for a in duplicant["abilities"] if a.startswith("protection from")]
    assert answer["reply"]["unmodelled"] == []
