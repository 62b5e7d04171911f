"""A quoted ability an effect grants that sets power and toughness ("This creature's power
and toughness are each equal to ...") is a static ability of what has it: the count follows
the board for as long as it has the ability (604.3a: no CDA; 613.4b: layer 7b)."""

from __future__ import annotations

from typing import Any

from tests.game_model.conftest import named

NAMES = ("Svogthos, the Restless Tomb", "Hill Giant", "Grizzly Bears", "Murder")

TOMB = "Svogthos, the Restless Tomb"


async def test_the_granted_count_follows_the_graveyard(layers: Any) -> None:
    base = f"{TOMB} [graveyard: Hill Giant] + Grizzly Bears + activate {TOMB}"
    answer = await layers(base)
    tomb = named(answer["reply"], TOMB)[0]
    assert (tomb["power"], tomb["toughness"]) == (1, 1)
    assert answer["reply"]["unmodelled"] == []
    # a creature card that reaches the graveyard later counts too (not fixed at 608.2h)
    answer = await layers(f"{base} + Murder -> Grizzly Bears")
    tomb = named(answer["reply"], TOMB)[0]
    assert (tomb["power"], tomb["toughness"]) == (2, 2)
