"""What the sixth probe draw found, through the command core with Scryfall cards read by the
Oracle parser: a text change reaches the type line (612.1); "the legend rule doesn't apply"
(Mirror Gallery, Mirror Box) holds off 704.5j while its source is there."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named, only_named

NAMES = (
    "Forest",
    "Breeding Pool",
    "Mind Bend",
    "Artificial Evolution",
    "Grizzly Bears",
    "Elvish Archdruid",
    "Mirror Gallery",
    "Mirror Box",
    "Isamaru, Hound of Konda",
)

ISAMARU = "Isamaru, Hound of Konda"


async def test_mind_bend_makes_a_forest_an_island_that_taps_for_blue(layers: Any) -> None:
    # 612.1: the type line is text; 305.6: an Island has "{T}: Add {U}"; 612.2: not the name
    forest = only_named(await layers("Forest + Mind Bend -> Forest [Forest to Island]"), "Forest")
    assert forest["subtypes"] == ["Island"]
    assert forest["supertypes"] == ["Basic"]
    assert forest["abilities"] == ["{T}: Add {U}."]


async def test_a_shock_land_keeps_its_other_land_type(layers: Any) -> None:
    answer = await layers("Breeding Pool + Mind Bend -> Breeding Pool [Forest to Swamp]")
    pool = only_named(answer, "Breeding Pool")
    assert pool["subtypes"] == ["Swamp", "Island"]
    assert "{T}: Add {G}." not in pool["abilities"]


async def test_a_creature_type_changed_on_the_type_line_meets_a_lord(layers: Any) -> None:
    # 612.1 (layer 3) before the lord's "other Elf creatures you control" in 7c
    answer = await layers(
        "Grizzly Bears + Elvish Archdruid + Artificial Evolution -> Grizzly Bears [Bear to Elf]"
    )
    bears = only_named(answer, "Grizzly Bears")
    assert bears["subtypes"] == ["Elf"]
    assert (bears["power"], bears["toughness"]) == (3, 3)


def _zones(answer: dict[str, Any], name: str) -> list[str]:
    assert answer["ok"] is True, answer
    return sorted(o["zone"] for o in named(answer["reply"], name))


async def test_mirror_gallery_keeps_both_legends(layers: Any) -> None:
    answer = await layers(f"Mirror Gallery + {ISAMARU} + {ISAMARU}")
    assert _zones(answer, ISAMARU) == ["battlefield", "battlefield"]
    assert not answer["reply"]["unmodelled"]


async def test_the_legend_rule_applies_once_the_gallery_is_gone(layers: Any) -> None:
    answer = await layers(f"Mirror Gallery + {ISAMARU} + {ISAMARU} + destroy Mirror Gallery")
    assert _zones(answer, ISAMARU) == ["battlefield", "graveyard"]


async def test_mirror_box_spares_only_its_controllers_legends(layers: Any) -> None:
    mine = await layers(f"Mirror Box + {ISAMARU} + {ISAMARU}")
    assert _zones(mine, ISAMARU) == ["battlefield", "battlefield"]
    theirs = await layers(f"opp: Mirror Box + {ISAMARU} + {ISAMARU}")
    assert _zones(theirs, ISAMARU) == ["battlefield", "graveyard"]
