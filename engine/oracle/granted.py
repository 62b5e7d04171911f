"""Quoted static abilities an effect grants, read like a card's own (613.1f, 604.1).

"Clues you control are Equipment ... and have "Equipped creature gets +2/+0"": the object
that gains the ability has it in layer 6, and the ability's own effects then apply from it
like any static ability's. Read only when the quoted words read completely as one static
ability whose effects all add to power and toughness (layer 7c, where order doesn't matter,
613.4c): an ability gained in layer 6 that works in layer 6 itself ("Equipped creature has
flying.") would need its place among the layer's effects, dated from the grant with the
order 613.7a keeps when the object gets a new timestamp, which the layer run does not work
out. Such a grant is listed, and the layer run says it is not carried out (never silent).
"""

from __future__ import annotations

from engine.cards import Ability, ModifyPowerToughness
from engine.oracle.coverage import is_characteristic_changing
from engine.oracle.sentences import quoted_summary
from engine.oracle.vocabulary import SELF


def granted_static(text: str) -> Ability | None:
    """The static ability a granted quote says, with the quote as its summary, or ``None``
    when it is no static ability that changes characteristics or does not read whole."""
    if quoted_summary(text) != "a static ability (quoted on the card)":
        return None
    if not is_characteristic_changing(text):
        return None
    from engine.oracle.faces import parse_text  # faces reads whole texts with this module

    parsed = parse_text(text.removesuffix(","), name=SELF)  # "... +2/+0," before "equip"
    if parsed.unmodelled or len(parsed.abilities) != 1:
        return None
    ability = parsed.abilities[0]
    if ability.kind != "static" or not ability.effects:
        return None
    if not all(isinstance(effect, ModifyPowerToughness) for effect in ability.effects):
        return None
    return ability.model_copy(update={"summary": text})
