"""Roles (303.7, 111.10j-r) and Incubators (111.10i, 701.53) as predefined tokens: named as a
term, created by Oracle text, the state-based action that keeps one Role of each player on a
permanent (704.5y), incubate and the transformed Phyrexian Token."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named, only_named

NAMES = [
    "Grizzly Bears", "Hill Giant", "Monstrous Rage", "Cursed Courtier", "Charmed Clothier",
    "Asinine Antics", "Cut In", "Eyes of Gitaxias", "Elvish Vatkeeper", "Sunder the Gateway",
    "Merry Bards", "Glorious Anthem", "Twisted Fealty",
]  # fmt: skip


def pt(obj: dict[str, Any]) -> tuple[int, int]:
    return obj["power"], obj["toughness"]


def warned(answer: dict[str, Any], words: str) -> bool:
    return any(words in line for line in answer["reply"]["unmodelled"])


async def test_cursed_sets_base_pt_before_another_players_monster_role_adds(layers: Any) -> None:
    # Cursed Role's "base power and toughness 1/1" is layer 7b, Monster Role's +1/+1 is 7c
    # (613.4b, 613.4c): 2/2 with trample; Roles of two players both stay (303.7a)
    answer = await layers("Grizzly Bears + Monster Role + opp: Cursed Role")
    bears = only_named(answer, "Grizzly Bears")
    assert pt(bears) == (2, 2) and "trample" in bears["abilities"]
    assert [step["layer"] for step in bears["steps"] if step["layer"] != "6"] == ["7b", "7c"]
    monster, cursed = only_named(answer, "Monster"), only_named(answer, "Cursed")
    assert (monster["zone"], cursed["zone"]) == ("battlefield", "battlefield")
    assert cursed["controller"] == "opponent" and cursed["attached_to"] == "Grizzly Bears"
    assert (cursed["types"], cursed["subtypes"], cursed["colors"]) == (
        ["Enchantment"],
        ["Aura", "Role"],
        [],
    )
    assert cursed["is_token"] is True


async def test_a_second_role_of_the_same_player_puts_the_older_one_away(layers: Any) -> None:
    # 704.5y: the Monster Role is older, so it goes and the Cursed Role stays: a 1/1 without
    # trample
    answer = await layers("Grizzly Bears + Monster Role + Cursed Role")
    bears = only_named(answer, "Grizzly Bears")
    assert pt(bears) == (1, 1) and "trample" not in bears["abilities"]
    assert only_named(answer, "Monster")["zone"] == "graveyard"
    assert only_named(answer, "Cursed")["zone"] == "battlefield"
    assert any("704.5y" in note for note in answer["reply"]["notes"])


async def test_the_newer_role_stays_whatever_it_is(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Cursed Role + Monster Role")
    bears = only_named(answer, "Grizzly Bears")
    assert pt(bears) == (3, 3) and "trample" in bears["abilities"]
    assert only_named(answer, "Cursed")["zone"] == "graveyard"


async def test_roles_on_two_creatures_both_stay(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + Hill Giant + Monster Role -> Grizzly Bears + Monster Role -> Hill Giant"
    )
    assert pt(only_named(answer, "Grizzly Bears")) == (3, 3)
    assert pt(only_named(answer, "Hill Giant")) == (4, 4)
    assert [m["zone"] for m in named(answer["reply"], "Monster")] == ["battlefield"] * 2


async def test_virtuous_counts_itself_among_your_enchantments(layers: Any) -> None:
    # +1/+1 for each enchantment you control: the Anthem and the Role itself
    answer = await layers("Grizzly Bears + Glorious Anthem + Virtuous Role")
    assert pt(only_named(answer, "Grizzly Bears")) == (5, 5)


async def test_a_wicked_role_put_away_by_a_newer_role_warns_of_its_trigger(layers: Any) -> None:
    # the Wicked Role goes to the graveyard (704.5y): its "each opponent loses 1 life"
    # triggers, which the reply says it did not resolve
    answer = await layers("Grizzly Bears + Wicked Role + Monster Role")
    assert only_named(answer, "Wicked")["zone"] == "graveyard"
    assert warned(answer, "each opponent loses 1 life")


async def test_a_role_answers_to_its_role_name(layers: Any) -> None:
    # "Monster Role" names the Role named Monster (111.10k)
    answer = await layers("Grizzly Bears + Monster Role + destroy Monster Role")
    assert pt(only_named(answer, "Grizzly Bears")) == (2, 2)
    assert only_named(answer, "Monster")["zone"] == "graveyard"


async def test_monstrous_rage_puts_a_monster_role_on_its_target(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Monstrous Rage -> Grizzly Bears")
    bears = only_named(answer, "Grizzly Bears")
    assert pt(bears) == (5, 3) and "trample" in bears["abilities"]
    assert only_named(answer, "Monster")["attached_to"] == "Grizzly Bears"
    assert not warned(answer, "Monster Role")


async def test_a_spells_role_replaces_the_role_already_there(layers: Any) -> None:
    # the Monster Role Monstrous Rage creates is newer than the Cursed Role
    answer = await layers("Grizzly Bears + Cursed Role + Monstrous Rage -> Grizzly Bears")
    assert pt(only_named(answer, "Grizzly Bears")) == (5, 3)
    assert only_named(answer, "Cursed")["zone"] == "graveyard"


async def test_an_enters_trigger_puts_the_role_on_its_own_source(layers: Any) -> None:
    # Cursed Courtier: "create a Cursed Role token attached to it": the Courtier, not the
    # scenario's first permanent
    answer = await layers("Grizzly Bears + Cursed Courtier + trigger Cursed Courtier")
    assert pt(only_named(answer, "Cursed Courtier")) == (1, 1)
    assert pt(only_named(answer, "Grizzly Bears")) == (2, 2)


async def test_another_target_creature_is_the_one_named(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + Charmed Clothier + trigger Charmed Clothier -> Grizzly Bears"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert pt(bears) == (3, 3) and "ward {1}" in bears["abilities"]


async def test_a_role_on_a_target_its_phrase_cannot_take_is_warned(layers: Any) -> None:
    # Charmed Clothier's Role goes on "another target creature you control": not itself
    answer = await layers(
        "Grizzly Bears + Charmed Clothier + trigger Charmed Clothier -> Charmed Clothier"
    )
    assert pt(only_named(answer, "Charmed Clothier")) == (3, 3)
    assert not named(answer["reply"], "Royal")
    assert warned(answer, "Royal Role")


async def test_cut_ins_role_target_is_not_its_damage_target(layers: Any) -> None:
    # "-> Name" names Cut In's first target, the damage's; the Young Hero Role's "target
    # creature you control" is a second one, so the Role is warned about on either creature
    for aimed in ("Hill Giant", "Grizzly Bears"):
        answer = await layers(f"Grizzly Bears + opp: Hill Giant + Cut In -> {aimed}")
        assert only_named(answer, aimed)["zone"] == "graveyard"
        assert not named(answer["reply"], "Young Hero")
        assert warned(answer, "Young Hero Role")


async def test_one_creature_may_be_both_targets_when_both_phrases_allow_it(layers: Any) -> None:
    # Twisted Fealty: "target creature" to steal and "up to one target creature" for the
    # Wicked Role: the same creature may be both (115.3)
    answer = await layers("Grizzly Bears + opp: Hill Giant + Twisted Fealty -> Hill Giant")
    giant = only_named(answer, "Hill Giant")
    assert pt(giant) == (4, 4) and giant["controller"] == "you"
    assert only_named(answer, "Wicked")["attached_to"] == "Hill Giant"


async def test_asinine_antics_curses_each_creature_of_the_opponents(layers: Any) -> None:
    answer = await layers("Grizzly Bears + opp: Hill Giant + opp: Hill Giant + Asinine Antics")
    giants = named(answer["reply"], "Hill Giant")
    assert [pt(giant) for giant in giants] == [(1, 1), (1, 1)]
    assert pt(only_named(answer, "Grizzly Bears")) == (2, 2)
    assert len(named(answer["reply"], "Cursed")) == 2


async def test_incubate_makes_an_incubator_with_counters(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Eyes of Gitaxias")
    incubator = only_named(answer, "Incubator")
    assert (incubator["types"], incubator["subtypes"]) == (["Artifact"], ["Incubator"])
    assert incubator["counters"] == {"+1/+1": 3} and incubator["power"] is None
    assert incubator["is_token"] is True
    assert not warned(answer, "Incubate")


async def test_an_incubators_counters_give_no_pt_before_it_transforms(layers: Any) -> None:
    # 208.3a: the counters' +3/+3 is there, but an artifact that isn't a creature has no P/T
    answer = await layers("Grizzly Bears + Eyes of Gitaxias")
    incubator = only_named(answer, "Incubator")
    assert incubator["toughness"] is None
    assert any("208.3" in line for line in incubator["status"])


async def test_a_transformed_incubator_is_a_phyrexian_artifact_creature(layers: Any) -> None:
    # 111.10i: the back face is a 0/0 colorless Phyrexian artifact creature named Phyrexian
    # Token; its three +1/+1 counters make it 3/3
    answer = await layers("Grizzly Bears + Eyes of Gitaxias + activate Incubator")
    phyrexian = only_named(answer, "Phyrexian Token")
    assert pt(phyrexian) == (3, 3)
    assert (phyrexian["types"], phyrexian["subtypes"]) == (["Artifact", "Creature"], ["Phyrexian"])
    assert phyrexian["colors"] == [] and phyrexian["is_token"] is True
    assert not named(answer["reply"], "Incubator")


async def test_an_incubator_without_counters_dies_once_transformed(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Incubator + activate Incubator")
    assert only_named(answer, "Phyrexian Token")["zone"] == "graveyard"
    assert any("704.5f" in note for note in answer["reply"]["notes"])


async def test_transform_target_incubator_token_you_control(layers: Any) -> None:
    # Elvish Vatkeeper incubates 2, then "{5}: Transform target Incubator token you control"
    answer = await layers(
        "Grizzly Bears + Elvish Vatkeeper + trigger Elvish Vatkeeper"
        " + activate Elvish Vatkeeper -> Incubator"
    )
    assert pt(only_named(answer, "Phyrexian Token")) == (2, 2)


async def test_incubate_then_transform_stays_warned(layers: Any) -> None:
    # "Incubate 2, then transform an Incubator token you control" is not read: no Incubator
    # is made in silence
    answer = await layers("Grizzly Bears + Sunder the Gateway [mode 2]")
    assert warned(answer, "Incubate 2, then transform")
    assert not named(answer["reply"], "Incubator")


async def test_a_reflexive_role_trigger_is_not_played(layers: Any) -> None:
    # Merry Bards' "When you do, create a Young Hero Role token ..." (603.12) is not read: the
    # trigger is refused rather than resolved without its Role
    answer = await layers("Grizzly Bears + Merry Bards + trigger Merry Bards -> Grizzly Bears")
    assert answer["ok"] is False
    assert "Merry Bards" in answer["error"]
