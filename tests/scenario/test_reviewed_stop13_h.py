"""What the thirteenth stop's review found in Saheeli, Sublime Artificer's reading: a target
that becomes a copy of "another target artifact or creature you control" (707.2, 115.3). The
original is checked against the words, and it is never the copier itself."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = [
    "Ornithopter", "Serra Angel", "Saheeli, Sublime Artificer", "Grizzly Bears",
    "True Polymorph", "Hill Giant", "Fleeting Reflection",
]  # fmt: skip

SAHEELI = "Saheeli, Sublime Artificer + activate Saheeli, Sublime Artificer"


async def test_saheeli_copies_only_an_artifact_or_creature_you_control(layers: Any) -> None:
    answer = await layers(f"Ornithopter + opp: Serra Angel + {SAHEELI} -> Ornithopter, Serra Angel")
    assert answer["ok"] is False
    assert "copies only an artifact or creature you control" in answer["error"]
    mine = await layers(f"Ornithopter + Serra Angel + {SAHEELI} -> Ornithopter, Serra Angel")
    angels = named(mine["reply"], "Serra Angel")
    assert len(angels) == 2  # Ornithopter is an Angel now, and an artifact too (707.9b)
    assert all(o["power"] == 4 for o in angels)
    assert any("Artifact" in o["types"] for o in angels)


async def test_another_target_is_never_the_copier_itself(layers: Any) -> None:
    answer = await layers(f"Ornithopter + {SAHEELI} -> Ornithopter, Ornithopter")
    assert answer["ok"] is False
    assert "can't copy itself" in answer["error"]
    for spell in ("True Polymorph", "Fleeting Reflection"):  # "up to one other target" too
        refused = await layers(f"Grizzly Bears + {spell} -> Grizzly Bears, Grizzly Bears")
        assert refused["ok"] is False
        assert "can't copy itself" in refused["error"]


async def test_two_permanents_of_one_name_may_be_copier_and_original(layers: Any) -> None:
    # two Ornithopters: "Name #1" and "Name #2" are different objects (115.3)
    answer = await layers(
        f"Ornithopter + Ornithopter + {SAHEELI} -> Ornithopter #1, Ornithopter #2"
    )
    assert answer["ok"] is True
    assert len(named(answer["reply"], "Ornithopter")) == 2


async def test_true_polymorph_copies_another_creature(layers: Any) -> None:
    answer = await layers(
        "Grizzly Bears + Hill Giant + True Polymorph -> Grizzly Bears, Hill Giant"
    )
    giants = named(answer["reply"], "Hill Giant")
    assert [o["power"] for o in giants] == [3, 3]
    assert not named(answer["reply"], "Grizzly Bears")
