"""An Equipment named after a subject it can't equip, with no "-> Name", enters unattached
(301.5) and the reply says so; an Aura there is still refused (303.4)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import only_named

NAMES = ("Sol Ring", "Bonesplitter", "Grizzly Bears", "Pacifism")


async def test_an_equipment_after_a_noncreature_subject_enters_unattached(layers: Any) -> None:
    answer = await layers(
        "Sol Ring + Bonesplitter + Grizzly Bears + equip Bonesplitter -> Grizzly Bears"
    )
    assert only_named(answer, "Bonesplitter")["zone"] == "battlefield"
    bears = only_named(answer, "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (4, 2)
    assert any("entered unattached" in note for note in answer["reply"]["notes"])


async def test_an_aura_after_a_noncreature_subject_is_still_refused(layers: Any) -> None:
    answer = await layers("Sol Ring + Pacifism")
    assert answer["ok"] is False
    assert "Pacifism can only be attached to a creature" in str(answer["error"])
