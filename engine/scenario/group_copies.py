"""Permanents of a group that enter as copies while a permanent says so (614.1c, 707.2).

Essence of the Wild: "Creatures you control enter as a copy of this creature"; Infinite
Reflection: "Nontoken creatures you control enter as a copy of enchanted creature". The
Oracle parser keeps the rule on the ability (``CopyEffect.others_enter``); here a scenario
carries it out. Before each term, :class:`GroupCopyWatch` knows the permanents whose text has
such a rule (each object read once, as it is added); after the term, what entered under the
control of one that was already on the battlefield, and that still has the ability (614.12),
enters as a copy of its original (:func:`enter_as_group_copies`). A permanent that would
enter as a copy of something else (a Clone) ends a copy of the original either way: whichever
replacement its controller applies first, the other one's copy is the later one or never
applies (616.1, 707.2).
"""

from __future__ import annotations

from itertools import islice
from typing import TYPE_CHECKING

from engine.cards import Ability, CopyEffect
from engine.objects import GameObject
from engine.scenario.carry_out import fits, probe
from engine.scenario.next_enters import copy_as_it_enters
from engine.scenario.originals import text_card

if TYPE_CHECKING:
    from engine.scenario.parse import Term
    from engine.scenario.play import ScenarioPlayer


def group_copy_rule(abilities: tuple[Ability, ...]) -> tuple[Ability, CopyEffect] | None:
    """The ability that has a group enter as copies, with its copy effect, if any."""
    for ability in abilities:
        for effect in ability.effects:
            if isinstance(effect, CopyEffect) and effect.others_enter is not None:
                return ability, effect
    return None


class GroupCopyWatch:
    """The objects whose text has a group enter as copies, each card read once as its object
    is added to the game, so most boards pay nothing."""

    def __init__(self) -> None:
        self._checked = 0
        self._sources: list[GameObject] = []

    def before_term(self, player: ScenarioPlayer) -> list[GameObject]:
        """The permanents on the battlefield now whose text has the rule."""
        objects = player.game.objects
        if len(objects) != self._checked:
            for obj in islice(objects.values(), self._checked, None):
                card = text_card(player, obj)
                if card is not None and group_copy_rule(card.abilities) is not None:
                    self._sources.append(obj)
            self._checked = len(objects)
        return [obj for obj in self._sources if obj.zone == "battlefield"]


def enter_as_group_copies(
    player: ScenarioPlayer, sources: list[GameObject], known: set[int], term: Term
) -> None:
    """614.1c: each permanent that entered during ``term``, of the group a source already on
    the battlefield names (as that source's controller sees it), enters as a copy of the
    source or of the permanent the source is attached to; one copy for each, from the
    oldest source."""
    entered = [o for o in player.game.battlefield() if o.id not in known]
    put_to_be_copied = {o.choices.copy_of for o in entered}  # "[copy: Name]" put it there
    entered = [o for o in entered if o.id not in put_to_be_copied]
    if not entered:
        return
    done: set[int] = set()
    for source in sorted(sources, key=lambda o: (o.timestamp, o.id)):
        card = text_card(player, source)
        rule = group_copy_rule(card.abilities) if card is not None else None
        state = player.layers().characteristics
        if (
            rule is None
            or source.zone != "battlefield"
            or rule[0] not in state[source.id].abilities
        ):
            continue  # it left, or lost the ability: nothing replaces how they enter (614.12)
        copy = rule[1]
        original = _original(player, source, copy, term)
        if original is None:
            continue
        seen_by = probe(state[source.id].controller, source, 0)
        name = state[source.id].name or source.card.name
        group = copy.others_enter
        for obj in entered:
            if obj.id in done or group is None or not fits(group, obj, state[obj.id], seen_by):
                continue
            done.add(obj.id)
            _enter_as_copy(player, obj, original, name, term)


def _original(
    player: ScenarioPlayer, source: GameObject, copy: CopyEffect, term: Term
) -> GameObject | None:
    """The source itself, or the permanent it is attached to (none: nothing is copied, and
    the reply says so)."""
    if copy.others_copy is None or copy.others_copy.scope != "attached":
        return source
    host = player.game.objects.get(source.attached_to) if source.attached_to else None
    if host is None or host.zone != "battlefield":
        player.notes.append(
            f"{source.card.name} is attached to nothing, so what entered in {term.where()} "
            "entered as itself (614.1c)."
        )
        return None
    return host


def _enter_as_copy(
    player: ScenarioPlayer, obj: GameObject, original: GameObject, source_name: str, term: Term
) -> None:
    """The copy effect it enters with (707.2), locked to it; its own choice of an original
    (a Clone's) no longer applies, and the reply says why."""
    if obj.choices.copy_of is not None:
        own = player.game.objects[obj.choices.copy_of].card.name
        obj.choices.copy_of = None
        player.notes.append(
            f"{obj.card.name} would have entered as a copy of {own}, but {source_name} makes "
            f"it a copy of {original.card.name} whichever replacement applies first (616.1)."
        )
    copy_as_it_enters(player, obj, original.id, source_name, term.position - 1, term)
    player.notes.append(
        f"{obj.card.name} entered as a copy of {original.card.name} ({source_name}, 614.1c, 707.2)."
    )
