"""Where one ability's instructions are in a card's text: the words after the cost of an
activated ability (602.1) or after the condition of a triggered one (603.1).
"""

from __future__ import annotations

import re

from engine.oracle.resolution_ifs import without_ability_word
from engine.oracle.sentences import THIS_OBJECT, as_self


def effect_text(
    oracle_text: str, *, cost: str | None = None, triggered: bool = False, name: str = ""
) -> str:
    """The instructions of one ability of a permanent: the words after the cost of the
    activated ability with that cost (602.1; a cost that names the card, "Sacrifice this
    artifact", is written with ``~`` as the parsed ability's is; a mana ability with the
    same cost only when no other has it, 605.1a), or after the trigger condition of the
    first triggered ability (603.1); empty when no line fits."""
    if triggered:
        for line in map(without_ability_word, oracle_text.splitlines()):  # "Landfall — "
            if re.match(r"(?:When|Whenever|At)\b", line):
                return line.partition(", ")[2]
    found = [] if cost is None else activated_texts(oracle_text, cost, name)
    others = [rest for rest in found if not _MANA_ABILITY.match(rest)]
    return (others or found or [""])[0]


def activated_texts(
    oracle_text: str, cost: str, name: str = "", mana: bool | None = None
) -> list[str]:
    """The instructions of every activated ability with that cost, in printed order (602.1);
    with ``mana``, only the mana abilities (or only the others, 605.1a)."""
    found = []
    for line in oracle_text.splitlines():
        head, colon, rest = line.partition(": ")
        head = without_ability_word(head)  # "Corrupted — {T}", "Max speed — {T}" (207.2c)
        same_cost = colon and _cost_key(head, name) == _cost_key(cost, name)
        if same_cost and (mana is None or mana == bool(_MANA_ABILITY.match(rest))):
            found.append(rest)
    return found


#: "{T}: Add {C}." (Forge of Heroes), "{T}: Add one mana of any color." (The Seedcore): a
#: mana ability beside another ability of one cost (605.1a).
_MANA_ABILITY = re.compile(r"Add (?:\{|(?:one|two|three|four|five|X) mana\b|an amount of)")


def _cost_key(cost: str, name: str = "") -> str:
    if name:  # every name the card goes by in its text: "Skemfar Elderhall" on A-Skemfar ...
        cost = as_self(cost, name)
    cost = THIS_OBJECT.sub("~", cost)  # "Sacrifice this Case": as the parsed cost says it
    return re.sub(r"\s+", "", cost).replace("−", "-").casefold()
