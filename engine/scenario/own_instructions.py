"""A resolving spell's or ability's own earlier instruction, counted by its later amount.

Instructions happen in the order written (608.2c), so "Draw a card. Target creature gets
+1/+0 for each card you've drawn this turn" (Fists of Flame) counts the card it just drew,
and "You gain 2 life. Target creature gets +X/+X ..., where X is the amount of life you
gained this turn" (Fortifying Draught) the 2 life. The draw and the life gain are kept as
what happened this turn (``Game.done_this_turn``), on top of a count the scenario states.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from engine.objects import Player
from engine.oracle.sentences import split_sentences
from engine.oracle.vocabulary import COUNT_WORDS

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: Per fact key (engine/oracle/this_turn.toml): the instruction its controller carries out
#: ("Draw two cards.", "Then you gain 3 life."), and the words of an amount that counts it.
_OWN = {
    "cards drawn": (
        re.compile(r"(?:Then )?(?:[Yy]ou )?[Dd]raw (?P<n>\w+) cards?\."),
        re.compile(r"\bcards? you've drawn this turn\b"),
    ),
    "life gained": (
        re.compile(r"(?:Then )?(?:[Yy]ou )?[Gg]ain (?P<n>\w+) life\."),
        re.compile(r"\blife you(?:'ve)? gained this turn\b"),
    ),
}


@lru_cache(maxsize=1024)
def own_counts(text: str) -> tuple[tuple[str, int, str], ...]:
    """Per fact key, how much the text's own instructions before the sentence that counts
    that fact do, and the first such instruction's words; a fact none counts is left out.
    Memoised: every spell that resolves asks, and splitting its text into sentences is the
    cost."""
    sentences = [s for line in text.splitlines() for s in split_sentences(line)]
    found: list[tuple[str, int, str]] = []
    for key, (instruction, counted) in _OWN.items():
        where = next((i for i, s in enumerate(sentences) if counted.search(s)), None)
        if where is None:
            continue
        done = [m for s in sentences[:where] if (m := instruction.fullmatch(s.strip()))]
        amounts = [COUNT_WORDS.get(m["n"], int(m["n"]) if m["n"].isdigit() else 0) for m in done]
        if sum(amounts):
            found.append((key, sum(amounts), done[0][0]))
    return tuple(found)


def count_own_instructions(
    player: ScenarioPlayer, text: str, controller: Player, name: str
) -> None:
    """What the resolving text does before its amount is counted happens first (608.2c):
    kept as done this turn by its controller, and the reply says so."""
    for key, amount, words in own_counts(text):
        done = player.game.done_this_turn
        done[(controller, key)] = done.get((controller, key), 0) + amount
        player.notes.append(
            f"{name}: its own “{words}” happens before its amount is counted (608.2c), so "
            f"{amount} is counted toward {key} this turn."
        )
