"""A choice in brackets that nothing the term does reads (an X, a color, a creature type)
is listed as a warning, never ignored silently; a term whose card reads the choice (107.3
for X) uses it with no warning."""

from __future__ import annotations

from typing import Any

from bot.core.features.layers import LayersReply
from tests.game_model.conftest import named

NAMES = (
    "Grizzly Bears", "Savannah Lions", "Huntmaster Liger", "Mirror Entity", "Tribal Unity",
    "Hill Giant", "Painter's Servant", "Conspiracy", "Raise the Alarm", "Ensoul Artifact",
)  # fmt: skip

LIGER = "Savannah Lions + Grizzly Bears + mutate Huntmaster Liger -> Savannah Lions"


def _x_warnings(answer: dict[str, Any], kind: str = "X") -> list[str]:
    return [line for line in answer["reply"]["unmodelled"] if f"reads a chosen {kind}" in line]


async def test_an_x_the_trigger_counts_itself_ignores_the_choice_with_a_warning(
    layers: Any,
) -> None:
    # Huntmaster Liger's X is the number of times it has mutated (once): +1/+1, not +5/+5
    answer = await layers(f"{LIGER} + trigger Huntmaster Liger [x 5]")
    bears = named(answer["reply"], "Grizzly Bears")[0]
    assert (bears["power"], bears["toughness"]) == (3, 3)
    warnings = _x_warnings(answer)
    assert len(warnings) == 1 and "“[x 5]” was not used" in warnings[0]
    assert "Huntmaster Liger" in warnings[0]
    assert LayersReply(**answer["reply"]).document().tone == "warning"


async def test_a_card_without_any_x_warns_too(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Hill Giant [x 3]")
    assert len(_x_warnings(answer)) == 1
    answer = await layers("Grizzly Bears [x 3]")
    assert len(_x_warnings(answer)) == 1


async def test_an_ability_that_reads_x_uses_it_without_a_warning(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Mirror Entity + activate Mirror Entity [x 4]")
    bears = named(answer["reply"], "Grizzly Bears")[0]
    assert (bears["power"], bears["toughness"]) == (4, 4)
    assert _x_warnings(answer) == []


async def test_a_spell_that_reads_x_uses_it_without_a_warning(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Hill Giant + Tribal Unity [Bear] [x 2]")
    bears = named(answer["reply"], "Grizzly Bears")[0]
    assert (bears["power"], bears["toughness"]) == (4, 4)
    assert _x_warnings(answer) == []


async def test_a_color_or_type_no_card_asks_for_warns(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Hill Giant [black]")
    assert len(_x_warnings(answer, "color")) == 1
    answer = await layers("Grizzly Bears + Hill Giant [Goblin]")
    assert len(_x_warnings(answer, "creature type")) == 1


async def test_a_color_or_type_the_card_asks_for_is_used_without_a_warning(layers: Any) -> None:
    answer = await layers("Grizzly Bears + Painter's Servant [blue]")
    assert set(named(answer["reply"], "Grizzly Bears")[0]["colors"]) == {"green", "blue"}
    assert not any("was not used" in line for line in answer["reply"]["unmodelled"])
    answer = await layers("Grizzly Bears + Conspiracy [Goblin]")
    assert "Goblin" in named(answer["reply"], "Grizzly Bears")[0]["subtypes"]
    assert not any("was not used" in line for line in answer["reply"]["unmodelled"])


async def test_a_choice_on_a_term_without_a_card_warns(layers: Any) -> None:
    # "Soldier" names a token, not a card: nothing in a destroy term reads an X
    answer = await layers("Grizzly Bears + Raise the Alarm + destroy Soldier #2 [x 3]")
    assert answer["ok"] is True
    assert [o["zone"] for o in named(answer["reply"], "Soldier Token")] == [
        "battlefield",
        "graveyard",
    ]
    warnings = _x_warnings(answer)
    assert len(warnings) == 1 and warnings[0].startswith("Term 3 (“destroy Soldier #2 [x 3]”)")


async def test_a_type_never_chosen_says_so_in_the_step(layers: Any) -> None:
    # Conspiracy with no type named: the Bears lose theirs, and the step says why
    answer = await layers("Grizzly Bears + Conspiracy")
    bears = named(answer["reply"], "Grizzly Bears")[0]
    assert bears["subtypes"] == []
    steps = [step["description"] for step in bears["steps"] if step["source"] == "Conspiracy"]
    assert steps == ["loses its creature types: the creature type to give was never chosen"]
    assert any("Conspiracy [Goblin]" in line for line in answer["reply"]["unmodelled"])


async def test_a_counter_written_as_a_choice_gets_the_term_to_write(layers: Any) -> None:
    # a judge's natural "[+1/+1 counter]": counters are a term, and the error says which
    answer = await layers("Grizzly Bears [a +1/+1 counter] + Hill Giant")
    assert answer["ok"] is False
    assert "are a term of their own" in answer["error"]
    assert "+ 1 +1/+1 counter -> Grizzly Bears" in answer["hint"]
    answer = await layers("Grizzly Bears [2 -1/-1 counters]")
    assert "+ 2 -1/-1 counters -> Grizzly Bears" in answer["hint"]


async def test_an_aura_on_the_wrong_kind_of_permanent_is_refused_in_good_english(
    layers: Any,
) -> None:
    answer = await layers("Grizzly Bears + Ensoul Artifact")
    assert answer["ok"] is False
    assert "can only be attached to an artifact, and Grizzly Bears isn't one" in answer["error"]
