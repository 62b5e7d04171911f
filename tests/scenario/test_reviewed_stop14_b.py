"""What independent reviews of the thirteenth stop left open (issue 13): protection and the
Auras it removes, players' own hexproof, which activated ability was used and how to name
it, a used choice listed as not carried out, a graveyard target, and an X that counts its
own resolution."""

from __future__ import annotations

from typing import Any

from engine.cards import Card
from engine.game.protection import has_quality
from engine.objects import Characteristics, Player
from tests.game_model.conftest import only_named

NAMES = [
    "Grizzly Bears", "Bronze Cudgels", "Brightling", "Storm Elemental", "Snow-Covered Forest",
    "Serra Angel", "Masterful Replication", "Ornithopter", "Sol Ring", "Norin and Feldon",
    "Hill Giant", "Boneyard Wurm", "Veil of Summer", "Leyline of Sanctity", "Pacifism",
    "Spectra Ward", "Cho-Manno's Blessing", "Benevolent Blessing", "Angelic Curator",
    "Bonesplitter",
]  # fmt: skip


async def test_an_ability_counting_its_own_resolutions_counts_at_least_this_one(
    layers: Any,
) -> None:
    # Bronze Cudgels: "X is the number of times this ability has resolved this turn": the
    # resolution under way is one of them, so unstated X is 1, and the reply says so
    answer = await layers(
        "Grizzly Bears + Bronze Cudgels -> Grizzly Bears + activate Bronze Cudgels"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (3, 2)
    assert any("counted as 1" in line for line in answer["reply"]["unmodelled"])
    stated = await layers(
        "Grizzly Bears + Bronze Cudgels -> Grizzly Bears + activate Bronze Cudgels [x 3]"
    )
    assert only_named(stated, "Grizzly Bears")["power"] == 5


async def test_the_note_names_the_ability_a_bracket_chose(layers: Any) -> None:
    # Brightling: [-1/+1] names a choice of its {1} ability (608.2d), not of the first
    answer = await layers("Brightling + activate Brightling [-1/+1]")
    brightling = only_named(answer, "Brightling")
    assert (brightling["power"], brightling["toughness"]) == (2, 4)
    (note,) = [n for n in answer["reply"]["notes"] if "more than one activated" in n]
    assert "costing {1}" in note and "+1/-1 or -1/+1" in note and "the first" not in note
    plain = await layers("Brightling + activate Brightling")
    (note,) = [n for n in plain["reply"]["notes"] if "more than one activated" in n]
    assert "the first, costing {W}" in note and "vigilance" in note


async def test_an_activated_ability_is_named_by_its_place(layers: Any) -> None:
    # Storm Elemental's two "{U}, Exile the top card of your library" abilities: the second
    # is named [ability 2] and reads its own line, not the first's "Tap target creature"
    answer = await layers(
        "Storm Elemental + activate Storm Elemental [ability 2] [revealed: Snow-Covered Forest]"
    )
    elemental = only_named(answer, "Storm Elemental")
    assert (elemental["power"], elemental["toughness"]) == (4, 5)
    assert elemental["tapped"] is False
    assert not any("abilities costing" in line for line in answer["reply"]["unmodelled"])
    first = await layers(
        "Storm Elemental + Serra Angel + activate Storm Elemental [ability 1] -> Serra Angel"
    )
    assert only_named(first, "Serra Angel")["tapped"] is True
    assert only_named(first, "Storm Elemental")["power"] == 3
    # Brightling's second printed ability ({W}: lifelink), then one it doesn't have
    second = await layers("Brightling + activate Brightling [ability 2]")
    assert only_named(second, "Brightling")["abilities"][-1] == "lifelink"
    missing = await layers("Brightling + activate Brightling [ability 7]")
    assert missing["ok"] is False and "4 activated abilities" in missing["error"]


async def test_a_sentence_that_only_chooses_the_target_is_not_listed_as_undone(
    layers: Any,
) -> None:
    # Masterful Replication, mode 2: "Choose target artifact you control." is the choice the
    # copy effect used (601.2c); Ornithopter becomes a copy of Sol Ring, nothing is warned
    answer = await layers("Ornithopter + Sol Ring + Masterful Replication [mode 2] -> Sol Ring")
    assert answer["ok"] is True
    names = [obj["name"] for obj in answer["reply"]["objects"]]
    assert names.count("Sol Ring") == 2 and "Ornithopter" not in names
    assert not any("Choose target" in line for line in answer["reply"]["unmodelled"])


async def test_a_card_targeted_in_a_graveyard_is_named_with_an_arrow(layers: Any) -> None:
    # Norin and Feldon: "a copy of target creature card in your graveyard" (115.1): the
    # arrow names that card, and the card stays there (Boneyard Wurm still counts it)
    answer = await layers(
        "Boneyard Wurm [graveyard: Hill Giant] + Norin and Feldon"
        " + activate Norin and Feldon -> Hill Giant"
    )
    token = only_named(answer, "Hill Giant")
    assert (token["power"], token["toughness"]) == (3, 3)
    assert "Artifact" in token["types"] and "haste" in token["abilities"]
    wurm = only_named(answer, "Boneyard Wurm")
    assert (wurm["power"], wurm["toughness"]) == (1, 1)


async def test_a_players_own_hexproof_is_shown_beside_the_board(layers: Any) -> None:
    # Veil of Summer: the permanents' hexproof is shown on them, and the player's own (a
    # player has no characteristics) beside the board, not dropped nor warned of
    answer = await layers("Grizzly Bears + opp: Hill Giant + Veil of Summer")
    bears = only_named(answer, "Grizzly Bears")
    assert "hexproof from blue and from black" in bears["abilities"]
    (you,) = answer["reply"]["players"]
    assert you["player"] == "you"
    assert you["has"][0].startswith("hexproof from blue and from black (from Veil of Summer")
    assert "what it gives a player" not in " ".join(answer["reply"]["unmodelled"])
    # Leyline of Sanctity: "You have hexproof" on a permanent
    leyline = await layers("Grizzly Bears + Leyline of Sanctity")
    assert [p["player"] for p in leyline["reply"]["players"]] == ["you"]
    assert not any("You have hexproof" in line for line in leyline["reply"]["unmodelled"])


async def test_an_aura_whose_protection_doesnt_remove_auras_leaves_them_on(layers: Any) -> None:
    # Spectra Ward: "This effect doesn't remove Auras" (702.16n): Pacifism, white, stays
    answer = await layers(
        "Grizzly Bears + Pacifism -> Grizzly Bears + Spectra Ward -> Grizzly Bears"
    )
    assert only_named(answer, "Pacifism")["attached_to"] == "Grizzly Bears"
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (4, 4)
    # Cho-Manno's Blessing spares only itself: Pacifism falls off (702.16c)
    blessed = await layers(
        "Grizzly Bears + Pacifism -> Grizzly Bears + Cho-Manno's Blessing -> Grizzly Bears [white]"
    )
    assert only_named(blessed, "Pacifism")["zone"] == "graveyard"
    assert only_named(blessed, "Cho-Manno's Blessing")["attached_to"] == "Grizzly Bears"


async def test_benevolent_blessing_spares_only_yours_already_attached(layers: Any) -> None:
    # 702.16p: "Auras and Equipment you control that are already attached to it" stay;
    # an opponent's white Aura falls off, and a new one can't be attached
    mine = await layers(
        "Grizzly Bears + Pacifism -> Grizzly Bears + Benevolent Blessing -> Grizzly Bears [white]"
    )
    assert only_named(mine, "Pacifism")["attached_to"] == "Grizzly Bears"
    theirs = await layers(
        "Grizzly Bears + opp: Pacifism -> Grizzly Bears"
        " + Benevolent Blessing -> Grizzly Bears [white]"
    )
    assert only_named(theirs, "Pacifism")["zone"] == "graveyard"
    later = await layers(
        "Grizzly Bears + Benevolent Blessing -> Grizzly Bears [white] + Pacifism -> Grizzly Bears"
    )
    assert later["ok"] is False and "protection from white" in later["error"]


async def test_protection_from_artifacts_unattaches_equipment(layers: Any) -> None:
    # 702.16d: Angelic Curator can't be equipped by an artifact; Bonesplitter stays on the
    # battlefield unattached (704.5n) and its +2/+0 is gone
    answer = await layers("Angelic Curator + Bonesplitter -> Angelic Curator")
    curator = only_named(answer, "Angelic Curator")
    assert (curator["power"], curator["toughness"]) == (1, 1)
    splitter = only_named(answer, "Bonesplitter")
    assert splitter["zone"] == "battlefield" and splitter["attached_to"] is None
    assert any("protection from artifacts (702.16d)" in n for n in answer["reply"]["notes"])


def test_protection_qualities_are_read_as_tests_of_what_is_attached() -> None:
    # a subtype ("zombies"), narrowed groups ("legendary creatures", "non-human
    # creatures"), a player quality; words not read answer None, and the caller warns
    zombie = Characteristics.from_card(
        Card(name="Z", types=("Artifact", "Creature"), subtypes=("Zombie", "Equipment")),
        Player.OPPONENT,
    )
    bears = Characteristics.from_card(Card(name="B", types=("Creature",)), Player.YOU)
    assert has_quality("zombies", zombie, bears) is True
    assert has_quality("legendary creatures", zombie, bears) is False
    assert has_quality("non-human creatures", zombie, bears) is True
    assert has_quality("artifact creatures", zombie, bears) is True
    assert has_quality("each of your opponents", zombie, bears) is True
    assert has_quality("creatures with no names", zombie, bears) is None
