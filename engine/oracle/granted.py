"""Quoted static abilities an effect grants, read like a card's own (613.1f, 604.1).

"Clues you control are Equipment ... and have "Equipped creature gets +2/+0"", Rune of
Flight's "Equipped creature has flying.": the object that gains the ability has it in layer
6, and the ability's own effects then apply from it like any static ability's, dated from
the grant or the object, whichever is later (613.7a). One that works in layer 6 itself
applies in that layer after the effects of the same timestamp already there, the order
613.7a's example keeps (engine.layers.apply). A quote that doesn't read whole as one static
ability is listed, and the layer run says it is not carried out (never silent).
"""

from __future__ import annotations

from engine.cards import Ability
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
    return ability.model_copy(update={"summary": text})
