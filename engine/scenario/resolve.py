"""What a resolving spell or ability leaves behind: its continuous effects (611.2).

The objects an effect applies to are locked in as it resolves (611.2c), after the choices
made for it; amounts are counted then (608.2h). Who controls the effect is who controls its
source now (113.8). Instants and sorceries resolve in :mod:`engine.scenario.spells`,
abilities of permanents in :mod:`engine.scenario.abilities`; the one-shot part of the text
(destroy, exile, damage, tokens, ...) is carried out by :mod:`engine.scenario.carry_out`.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING

from engine.cards import (
    Ability,
    AbilityEffect,
    Card,
    ControlEffect,
    Formula,
    ModifyPowerToughness,
    SetPowerToughness,
    TextChangeEffect,
)
from engine.errors import ScenarioError
from engine.game.transform import transforms
from engine.layers import ContinuousEffect, EffectKey
from engine.layers.counts import formula_value
from engine.layers.effects import LAYER_OF_KIND
from engine.layers.filters import RULE_THIS_TURN
from engine.names import normalize_name
from engine.objects import Choices, Player
from engine.oracle.actions import ReadActions, read_actions
from engine.scenario.carry_out import fits, probe
from engine.scenario.choice_kinds import note_missing_choices
from engine.scenario.choices import check_text_change
from engine.scenario.gained import (
    activated_abilities_of_target,
)
from engine.scenario.parse import Term, without_number
from engine.scenario.restriction_words import describe

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


@lru_cache(maxsize=1024)
def read_instructions(text: str, name: str, legendary: bool) -> ReadActions:
    """A spell's or ability's one-shot instructions, read once per text: reading them is
    pure and what it returns is immutable, and a card's text is read each time it
    resolves (three Raise the Alarms in one scenario, Lightning Bolt in many)."""
    return read_actions(text, name, legendary=legendary)


def face_named(card: Card, typed: str) -> Card:
    """The face of a split/adventure/MDFC card the judge named (``Invert``)."""
    wanted = normalize_name(without_number(typed))
    for face in card.faces:
        if normalize_name(face.name) == wanted:
            return face
    with_effects = [face for face in card.faces if any(a.effects for a in face.abilities)]
    return with_effects[0] if with_effects else card


def names_a_spell_face(card: Card, typed: str) -> bool:
    """Whether the judge named the instant or sorcery face of a card that is otherwise a
    permanent ("Shield's Might" of Garenbrig Carver): that spell is cast (715.3a)."""
    wanted = normalize_name(without_number(typed))
    return any(
        normalize_name(face.name) == wanted and not face.is_permanent_card for face in card.faces
    )


def modal_face_named(card: Card, typed: str) -> Card:
    """The face a modal double-faced card is played with: the permanent face the judge named
    (712.11b), whose characteristics alone it has on the battlefield (712.8f)."""
    wanted = normalize_name(without_number(typed))
    back = card.faces[1] if card.layout == "modal_dfc" and len(card.faces) == 2 else None
    if back is not None and back.is_permanent_card and normalize_name(back.name) == wanted:
        return back
    return card


def back_face_named(player: ScenarioPlayer, term: Term) -> Term:
    """A term naming the back face of a transforming double-faced card ("Spectral Binding"
    of Binding Geist) puts that card onto the battlefield transformed (712.8e), as disturb
    or "return it transformed" does: the front face would be another permanent, and the
    reply says which face is up."""
    if term.kind != "card" or term.chose("transformed"):
        return term
    card = player.card(term.name, term)
    wanted = normalize_name(without_number(term.name))
    if not transforms(card) or normalize_name(card.faces[1].name) != wanted:
        return term
    if not card.faces[1].is_permanent_card:  # a spell face (a Siege's back) is cast, 712.11a
        return term
    player.notes.append(
        f"In {term.where()}: {card.faces[1].name} is the back face of {card.name}, so it was "
        "put onto the battlefield transformed (712.8e)."
    )
    return replace(term, choices=(*term.choices, "transformed"))


def add_effects(
    player: ScenarioPlayer,
    *,
    source_name: str,
    ability: Ability,
    affected: list[int],
    term: Term,
    timestamp: int,
    source_id: int | None,
    choices: Choices,
    again: int = 0,
) -> None:
    """The continuous effects of one resolving ability (611.2), one per part, locked to
    ``affected`` (611.2c) and controlled by whoever controls the source now (113.8); an
    amount that is counted is fixed as it resolves (608.2h). ``again`` counts the times the
    same ability already resolved in this term (it triggered an additional time, 603.2d),
    whose effects are others, not the same one twice."""
    controller = term.seat()
    if source_id is not None:  # who controls the source now controls its ability (113.8)
        source = player.game.objects[source_id]
        stolen = source.zone == "battlefield" and _control_may_change(player)
        controller = player.current(source).controller if stolen else source.controller
    if any(isinstance(s, ControlEffect) and s.to_triggering_controller for s in ability.effects):
        controller = _triggering_controller(player, ability, source_name, term)
    if any(
        isinstance(s, AbilityEffect) and s.activated_abilities_of_target for s in ability.effects
    ):
        ability = activated_abilities_of_target(player, ability, source_name, source_id, term)
    note_missing_choices(player, source_name, [ability], choices, term)
    player.affected_now.extend(affected)
    for obj_id in affected if ability.rules_effect else ():  # locked to them too (611.2c)
        player.game.objects[obj_id].states.add(
            f"{RULE_THIS_TURN}{ability.rules_effect} (a rules effect from {source_name}; not "
            "a characteristic, 613 doesn't order it; the scenario doesn't play combat, so "
            "it isn't checked)"
        )
    for spec in ability.effects:
        if isinstance(spec, TextChangeEffect) and choices.text_change is not None:
            check_text_change(spec, choices.text_change, source_name, term)
    if ability.emblem:  # the emblem's own static ability: no source, nothing locked (114.4)
        source_id, source_name = None, f"{source_name}'s emblem"
    for part, spec in enumerate(ability.effects):
        effect = ContinuousEffect(
            key=EffectKey(f"term {term.position} #{again}", source_id, id(ability), part),
            layer=LAYER_OF_KIND[spec.kind],
            spec=spec,
            source_id=source_id,
            source_name=source_name,
            controller=controller,
            timestamp=timestamp,
            ability=ability,
            duration=ability.duration,
            # "the next spell you cast this turn" is cast later (engine.layers.spells_cast)
            locked=None if ability.emblem or ability.affects.cast_order else frozenset(affected),
            choices=choices,
        )
        if (
            isinstance(spec, ModifyPowerToughness | SetPowerToughness)
            and any(isinstance(amount, Formula) for amount in (spec.power, spec.toughness))
            and not ability.emblem  # an emblem's static ability counts all along (114.4)
        ):
            player.game.resolved.extend(fixed_amounts(player, effect, spec, affected))
        else:
            player.game.resolved.append(effect)


def _triggering_controller(
    player: ScenarioPlayer, ability: Ability, source_name: str, term: Term
) -> Player:
    """Who controls the object that made the ability trigger ("that creature's controller
    gains control of ~", 603.2): the one named with ``-> Name``, as the ability resolves."""
    if not term.target:
        raise ScenarioError(
            f"In {term.where()}: say which creature made {source_name}'s ability trigger.",
            f"Name it with “-> Name”: trigger {source_name} -> Grizzly Bears",
        )
    made_it = player.target(term)
    chars = player.current(made_it)
    seen_by = probe(term.seat(), None, term.position - 1)
    if ability.target is not None and not fits(ability.target, made_it, chars, seen_by):
        raise ScenarioError(
            f"In {term.where()}: {chars.name} can't have made {source_name}'s ability trigger: "
            f"it triggers for {describe(ability.target)} (603.2).",
            "Name the creature that dealt the damage with “-> Name”.",
        )
    return chars.controller


def _control_may_change(player: ScenarioPlayer) -> bool:
    """Whether any effect on the board changes control (layer 2); without one, every
    permanent is controlled as it entered and no layer run is needed to say by whom."""
    statics = (
        spec
        for obj in player.game.battlefield()
        for ability in obj.card.abilities
        for spec in ability.effects
    )
    resolved = (effect.spec for effect in player.game.resolved)
    return any(isinstance(spec, ControlEffect) for spec in (*resolved, *statics))


def fixed_amounts(
    player: ScenarioPlayer,
    effect: ContinuousEffect,
    spec: ModifyPowerToughness | SetPowerToughness,
    affected: list[int],
) -> list[ContinuousEffect]:
    """608.2h: an amount in a resolving spell or ability is counted once, as it resolves.

    Each affected object gets its own copy with the numbers fixed (an amount such
    as "its mana value" can differ from one object to the next). A source that has left
    counts with what it last was on the battlefield (113.7a).
    """
    state = dict(player.layers().characteristics)
    source = player.game.objects.get(effect.source_id) if effect.source_id else None
    if source is not None and source.zone != "battlefield" and source.id in player.last_known:
        state[source.id] = player.last_known[source.id][0]  # what it last was there (113.7a)
    fixed: list[ContinuousEffect] = []
    for obj_id in affected:
        values = {
            name: formula_value(amount, player.game, state, effect, obj_id, player.unmodelled)
            if isinstance(amount, Formula)
            else amount
            for name, amount in (("power", spec.power), ("toughness", spec.toughness))
        }
        key = replace(effect.key, origin=f"{effect.key.origin}/{obj_id}")
        one = frozenset({obj_id})
        fixed.append(replace(effect, key=key, spec=spec.model_copy(update=values), locked=one))
        signed = isinstance(spec, ModifyPowerToughness)
        shown = "/".join(
            "–" if v is None else f"{v:+d}" if signed else str(v) for v in values.values()
        )
        player.notes.append(
            f"{effect.source_name}: its amount was counted as it resolved, {shown} for "
            f"{state[obj_id].name or 'the face-down creature'} (608.2h)."
        )
    return fixed
