"""What the fifteenth stop's review found in triggers and static abilities that change an
event: a static that stops counters or prevents damage is applied (101.2, 615.1) and any
other is said when its event happens (614.1); triggers on "enters or dies", on an Aura's
host and on a state (603.8) are said; a permanent that entered transformed has only its
back face's abilities (712.8e)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named, size_of, warnings_in

NAMES = [
    "Grizzly Bears", "Melira, Sylvok Outcast", "Black Sun's Zenith", "Tajic, Legion's Edge",
    "Lightning Bolt", "Kalitas, Traitor of Ghet", "Kukemssa Serpent", "Island",
    "Pelt Collector", "Hill Giant", "Ornithopter", "Genju of the Spires", "Mountain",
    "Dowsing Device", "Geode Grotto", "Blind Obedience", "Steam Vents",
]  # fmt: skip


async def test_creatures_that_cant_have_minus_counters_keep_their_size(layers: Any) -> None:
    # Melira: "Creatures you control can't have -1/-1 counters put on them" (101.2)
    answer = await layers("Grizzly Bears + Melira, Sylvok Outcast + Black Sun's Zenith [x 1]")
    assert size_of(answer, "Grizzly Bears") == (2, 2)
    assert size_of(answer, "Melira, Sylvok Outcast") == (2, 2)
    assert any("can't have -1/-1 counters" in note for note in answer["reply"]["notes"])
    alone = await layers("Grizzly Bears + Black Sun's Zenith [x 1]")
    assert size_of(alone, "Grizzly Bears") == (1, 1)


async def test_noncombat_damage_to_other_creatures_is_prevented(layers: Any) -> None:
    # Tajic: "Prevent all noncombat damage that would be dealt to other creatures you
    # control" (615.1): the Bears live; Tajic itself is no other creature
    bears = await layers("Grizzly Bears + Tajic, Legion's Edge + Lightning Bolt -> Grizzly Bears")
    assert only_named(bears, "Grizzly Bears")["zone"] == "battlefield"
    tajic = await layers(
        "Grizzly Bears + Tajic, Legion's Edge + Lightning Bolt -> Tajic, Legion's Edge"
    )
    assert only_named(tajic, "Tajic, Legion's Edge")["zone"] == "graveyard"
    # a damage term may be combat damage, which Tajic doesn't prevent: said, not applied
    written = await layers("Grizzly Bears + Tajic, Legion's Edge + 3 damage -> Grizzly Bears")
    assert only_named(written, "Grizzly Bears")["zone"] == "graveyard"
    assert "may be combat damage" in warnings_in(written)


async def test_what_enters_under_an_enters_tapped_rule_is_tapped(layers: Any) -> None:
    # Blind Obedience: "Artifacts and creatures your opponents control enter tapped" (614.1d);
    # yours enter untapped, and a board being set up is as the judge lists it
    answer = await layers(
        "Blind Obedience + Lightning Bolt -> opp + opp: Hill Giant + Grizzly Bears"
    )
    assert only_named(answer, "Hill Giant")["tapped"] is True
    assert only_named(answer, "Grizzly Bears")["tapped"] is False
    listed = await layers("Blind Obedience + opp: Hill Giant")
    assert only_named(listed, "Hill Giant")["tapped"] is False
    # a shock land's "If you don't, it enters tapped" is about itself alone
    own = await layers("Steam Vents + Lightning Bolt -> opp + Grizzly Bears")
    assert "enters tapped" not in warnings_in(own)


async def test_a_replacement_not_carried_out_is_said_when_its_event_happens(layers: Any) -> None:
    # Kalitas: "If a nontoken creature an opponent controls would die, instead exile ..."
    answer = await layers("opp: Grizzly Bears + Kalitas, Traitor of Ghet + Lightning Bolt -> "
                          "Grizzly Bears")  # fmt: skip
    assert "would die, instead exile" in warnings_in(answer)
    quiet = await layers("Grizzly Bears + Kalitas, Traitor of Ghet + Lightning Bolt -> opp")
    assert "would die" not in warnings_in(quiet)


async def test_a_state_trigger_is_said_when_its_state_holds(layers: Any) -> None:
    # Kukemssa Serpent: "When you control no Islands, sacrifice this creature" (603.8)
    gone = await layers("Kukemssa Serpent + Island + destroy Island")
    assert "when you control no Islands" in warnings_in(gone)
    assert "sacrifice Kukemssa Serpent" in warnings_in(gone)
    assert "trigger Kukemssa Serpent" not in warnings_in(gone)  # a term that would be refused
    kept = await layers("Kukemssa Serpent + Island + Island + destroy Island")
    assert "no Islands" not in warnings_in(kept)
    sacrificed = await layers("Kukemssa Serpent + Island + destroy Island + "
                              "sacrifice Kukemssa Serpent")  # fmt: skip
    assert "no Islands" not in warnings_in(sacrificed)
    never = await layers("Kukemssa Serpent")  # set up with no Island: it triggers at once
    assert "no Islands" in warnings_in(never)


async def test_an_enters_or_dies_trigger_with_an_if_is_said(layers: Any) -> None:
    # Pelt Collector: "Whenever another creature you control enters or dies, if that
    # creature's power is greater than this creature's, ..." (603.4)
    entered = await layers("Pelt Collector + Lightning Bolt -> opp + Hill Giant")
    assert "Pelt Collector: its ability" in warnings_in(entered)
    died = await layers("Pelt Collector + Grizzly Bears + destroy Grizzly Bears")
    assert "Grizzly Bears died" in warnings_in(died)
    smaller = await layers("Pelt Collector + Lightning Bolt -> opp + Ornithopter")
    assert "Pelt Collector" not in warnings_in(smaller)


async def test_an_auras_trigger_on_its_host_dying_is_said(layers: Any) -> None:
    # Genju of the Spires: "When enchanted Mountain is put into a graveyard, you may return
    # this card from your graveyard to your hand"
    answer = await layers("Mountain + Genju of the Spires -> Mountain + destroy Mountain")
    assert "when enchanted Mountain is put into a graveyard" in warnings_in(answer)


async def test_a_card_entering_transformed_has_its_back_faces_abilities(layers: Any) -> None:
    # Geode Grotto (the back face of Dowsing Device) has no enters trigger (712.8e)
    answer = await layers("Grizzly Bears + Geode Grotto + Lightning Bolt -> opp + Ornithopter")
    assert size_of(answer, "Grizzly Bears") == (2, 2)
    assert "Dowsing Device" not in warnings_in(answer)
    front = await layers("Grizzly Bears + Dowsing Device -> Grizzly Bears")
    assert size_of(front, "Grizzly Bears") == (3, 2)
    assert "Then transform" in warnings_in(front)


async def test_a_trigger_on_another_artifact_entering_resolves_again(layers: Any) -> None:
    # Dowsing Device: "Whenever this artifact or another artifact you control enters"
    scenario = (
        "Grizzly Bears + Dowsing Device -> Grizzly Bears + Lightning Bolt -> opp + Ornithopter"
    )
    said = await layers(scenario)
    assert "another artifact you control enters" in warnings_in(said)
    resolved = await layers(f"{scenario} + trigger Dowsing Device -> Grizzly Bears")
    assert size_of(resolved, "Grizzly Bears") == (4, 2)
    assert "another artifact you control enters" not in warnings_in(resolved)
    twice = await layers("Grizzly Bears + Dowsing Device -> Grizzly Bears + "
                         "trigger Dowsing Device -> Grizzly Bears")  # fmt: skip
    assert twice["ok"] is False
