"""What a permanent enters with (614.1c): the counters its own text gives it, and the extra
counters another permanent's "each other ... you control enters with an additional counter"
gives it. The reading of the words is :mod:`engine.game.enters`; this is where a scenario
puts them on and says what it could not work out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.game.enters import applies_to, entering_counters, others_enter_with
from engine.objects import GameObject
from engine.scenario.choices import chosen_x
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: A card with no rules for other permanents entering (``others_enter_with``).
NONE: tuple[tuple[()], tuple[()]] = ((), ())


def sources_of_extra_counters(player: ScenarioPlayer) -> list[GameObject]:
    """The permanents whose text gives what enters later extra counters (Metallic Mimic)."""
    return [obj for obj in player.game.battlefield() if others_enter_with(obj.card) != NONE]


def others_add_counters(
    player: ScenarioPlayer, sources: list[GameObject], known: set[int], term: Term
) -> None:
    """614.1c: what entered during ``term`` under the control of a permanent that was
    already there and says "each other ... you control enters with an additional
    counter" (Metallic Mimic) gets it; a rule its source lost with its abilities, or one
    not read, is said."""
    entered = [o for o in player.game.battlefield() if o.id not in known]
    if not entered:
        return
    state = player.layers().characteristics
    for source in sources:
        if source.zone != "battlefield":
            continue
        rules, unread = others_enter_with(source.card)
        name = state[source.id].name or source.card.name
        mine = [o for o in entered if state[o.id].controller is state[source.id].controller]
        printed = {a for a in source.card.abilities if a.kind != "keyword"}
        kept = printed & set(state[source.id].abilities)
        if not mine or not kept:
            continue  # nothing entered under its control, or it has lost its abilities
        if kept != printed:
            player.unmodelled.append(
                f"{name} lost some of its abilities, so whether what entered in "
                f"{term.where()} gets its extra counters was not worked out (614.1c)."
            )
            continue
        player.unmodelled.extend(
            f"{name} ({term.where()}): not carried out for what entered: “{sentence}”"
            for sentence in unread
        )
        for obj in mine:
            for rule in rules:
                if applies_to(rule, state[obj.id], source.choices.creature_type):
                    obj.add_counters(rule.kind, 1, term.position - 1)
                    player.notes.append(
                        f"{state[obj.id].name or obj.card.name} entered with an additional "
                        f"{rule.kind} counter from {name} (614.1c)."
                    )


def enters_with_counters(
    player: ScenarioPlayer, obj: GameObject, term: Term, timestamp: int
) -> None:
    """The counters its own text says it enters with (614.1c); a sentence about them
    not worked out is said, never left off in silence."""
    x = next((v for c in term.choices if (v := chosen_x(c)) is not None), None)
    entering = entering_counters(obj.card, x)
    for kind, amount in entering.counters.items():
        obj.add_counters(kind, amount, timestamp)
    player.unmodelled.extend(
        f"{obj.card.name} ({term.where()}): not carried out as it entered: “{sentence}”"
        + (" (give X with [x N])" if "enters with X" in sentence else "")
        for sentence in entering.unread
    )
