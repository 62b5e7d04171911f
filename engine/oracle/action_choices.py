"""A choice between a one-shot instruction and a continuous effect, made as the spell or
ability resolves (608.2d).

"Put a +1/+1 counter on target creature or that creature gains banding, first strike, or
trample." (Nature's Blessing): one ability per alternative, tagged like the alternatives of
"gains your choice of ..." (:func:`engine.oracle.several_abilities.alternatives`); the
counter's alternative has no continuous effect, and the game model puts the counter when the
scenario names it (``[+1/+1 counter]`` or ``[choice 1]``; ``[trample]`` for a keyword). With
no choice named, the scenario is refused with the alternatives (never a silent pick).
"""

from __future__ import annotations

from engine.cards import Ability
from engine.oracle.ability_kinds import Face, ability_from, redescribed
from engine.oracle.one_shots import split_action_or_gains
from engine.oracle.sentence import read_sentence
from engine.oracle.subjects import Subject


def action_or_gains(
    sentence: str, previous: Subject | None, kind: str, cost: str | None, face: Face
) -> tuple[list[Ability], Subject] | None:
    """One ability per alternative of "Put a +1/+1 counter on X or X gains A, B, or C", or
    ``None`` unless the sentence says that and every keyword's sentence reads (a static
    ability makes no such choice)."""
    found = split_action_or_gains(sentence) if kind != "static" else None
    if found is None:
        return None
    made: list[Ability] = []
    reading = None
    for number, gains in enumerate(found.gains, start=2):
        reading = read_sentence(gains, previous)
        ability = ability_from(reading, kind, cost, face) if reading else None
        if reading is None or ability is None or reading.unread:
            return None
        made.append(redescribed(ability, face.types, alternatives=found.labels, alternative=number))
    assert reading is not None
    counter = found.labels[0]
    summary = (
        f"{found.action.replace('~', 'it').rstrip('.')}, once as it resolves (if "
        f"[{counter}] is chosen as it resolves, of "
        f"{' or '.join(f'[{label}]' for label in found.labels)}; carried out in !layers)."
    )
    first = made[0].model_copy(update={"effects": (), "alternative": 1, "summary": summary})
    return [first, *made], reading.subject
