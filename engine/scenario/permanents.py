"""A permanent card's term: it enters the battlefield, and what comes with entering.

An Aura, Equipment or Fortification enters attached (303.4, 301.5, 301.6) and can be
attached again, its effects taking a new timestamp (613.7e); a card cast bestowed enters as
an Aura (702.103b); living weapon makes a Germ to carry it (702.92a); mutate merges a card
with a creature (702.140). An "as this enters" replacement happens as it enters (614.1c),
a "when this enters" trigger as it enters (603.6a). (A plane, vanguard, scheme or
conspiracy is face up in the command zone instead, 113.6p: :mod:`engine.scenario.play`.)
After every term the "equipped", "enchanted" and "modified" states that filters read are
worked out again (700.9).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.cards import (
    Ability,
    Card,
    Color,
    CopyEffect,
    FaceDownEffect,
)
from engine.errors import ScenarioError
from engine.game import create_tokens
from engine.game.bestow import bestow
from engine.game.enchant import (
    ATTACHING,
    EnchantRestriction,
    enchant_restriction,
    enchant_words,
    enchants_a_player,
)
from engine.game.protection import protection_from
from engine.game.transform import face_up
from engine.layers import Game
from engine.layers.filters import enchanted_by, host_of
from engine.names import with_article
from engine.objects import Characteristics, Choices, GameObject
from engine.oracle.actions import TokenSpec
from engine.oracle.sentences import as_self
from engine.oracle.triggers import enters_text
from engine.scenario.attach_targets import check_activated_attach, note_entered_attached
from engine.scenario.checked import paid_what_it_may
from engine.scenario.choices import (
    apply_choices,
    card_list,
    keep_chosen_alternatives,
)
from engine.scenario.control import control_given
from engine.scenario.copies import copy_for_a_while
from engine.scenario.enchanted_player import enchanted_player
from engine.scenario.entering import entering_face, sunburst_counters
from engine.scenario.enters_triggers import (
    enters_trigger,
    on_the_board,
    remember_how_cast,
    trigger_does_nothing,
)
from engine.scenario.parse import Term
from engine.scenario.resolve import add_effects, read_instructions
from engine.scenario.targets import aimed_terms, part_target, resolve_affected

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


#: The token an Equipment's keyword makes for it to be attached to as it enters: living
#: weapon's 0/0 black Phyrexian Germ (702.92a), For Mirrodin!'s 2/2 red Rebel (702.163a),
#: job select's 1/1 colorless Hero (702.182a).
CARRIER_TOKENS = {
    "living weapon": TokenSpec(
        "Phyrexian Germ", 0, 0, (Color.BLACK,), ("Creature",), ("Phyrexian", "Germ")
    ),
    "for mirrodin!": TokenSpec("Rebel", 2, 2, (Color.RED,), ("Creature",), ("Rebel",)),
    "job select": TokenSpec("Hero", 1, 1, (), ("Creature",), ("Hero",)),
}
#: The rule of each keyword of :data:`CARRIER_TOKENS`.
_CARRIER_RULES = {"living weapon": "702.92a", "for mirrodin!": "702.163a", "job select": "702.182a"}
#: The states :func:`mark_attachment_states` works out again after every term.
_MARKED_STATES = frozenset({"equipped", "enchanted", "modified", "face down"})
#: An "as this enters" replacement (614.1c): its instruction is ``rest``.
_AS_IT_ENTERS = re.compile(r"As (?:~|this [a-z]+) enters(?: the battlefield)?, (?P<rest>.+)")


def permanent_enters(player: ScenarioPlayer, card: Card, term: Term, timestamp: int) -> None:
    """A permanent card's term: it enters (attached, bestowed or on the token its keyword
    makes), with the choices made for it, its "as this enters" replacements and its enters
    triggers."""
    obj = player.enter(card, term, timestamp)
    sunburst_counters(player, obj, term, timestamp)
    face = entering_face(card, term)  # its back face's abilities alone (712.8e): an Aura
    # by its back face attaches as one
    if term.chose("bestow"):
        _bestow(player, obj, term, timestamp)
    elif (keyword := carrier_keyword(face)) is not None and not term.target:
        carrier_for(player, obj, keyword, timestamp)
    elif (whom := enchants_a_player(face)) is not None and "Aura" in face.subtypes:
        obj.choices.enchanted_player = enchanted_player(player, obj, whom, term)
    elif _enters_unattached(player, face, term):
        pass  # an Equipment with nothing to equip: on the battlefield on its own (301.5)
    elif (not player.setting_up or term.target) and _attaches_itself(face):
        pass  # its "when this enters" trigger attaches it, to a legal target or not at all
    elif ATTACHING & set(face.subtypes):
        on_host, term = _host_apart(player, face, term)
        host = player.card_in_a_graveyard(face, on_host) or player.target(on_host, exclude=obj.id)
        if host.zone == "battlefield":
            _check_enchant(player, face, obj, host, on_host)
            note_entered_attached(player, obj, host, on_host)
        obj.attached_to = host.id
        obj.attached_at = timestamp
    apply_choices(player, obj, term)
    as_it_enters = [a for a in face.abilities if a.kind == "other" and a.trigger == "enters"]
    for ability in as_it_enters:
        if not ability.alternatives:  # what it becomes: engine.scenario.enters_choices
            _as_it_enters(player, obj, ability, term)
    if not as_it_enters:
        _note_unread_as_it_enters(player, face, term)
    targeted = [
        a for a in face.abilities
        if a.trigger == "enters" and a.affects.scope == "target" and a.effects
    ]  # fmt: skip
    resolves = not player.setting_up or bool(term.target) or bool(targeted)
    offered = enters_text(
        face.oracle_text, face.name, legendary=face.is_legendary
    )  # "you may pay {2}. If you do, ..."
    if resolves and not paid_what_it_may(player, offered, term):
        remember_how_cast(player, obj, term)
        return  # declined with [didn't]: nothing else happens (603.5)
    chosen, _ = keep_chosen_alternatives(player, face.name, targeted, targeted, term)  # 608.2d
    if targeted and not chosen:  # "you may have target creature get -1/-1" with [didn't]
        player.notes.append(f"{card.name}'s “when this enters” ability: its controller chose "
                            "not to have it happen (603.5).")  # fmt: skip
    targeted = chosen
    aimed = aimed_terms(player, targeted, term) if len(targeted) > 1 else None  # (115.3)
    parts = [
        (ability, aimed_at)
        for index, ability in enumerate(targeted)
        if (aimed_at := part_target(player, face, ability, term, aimed, index)) is not None
    ]  # 608.2b: each target checked before any part happens
    for ability, aimed_at in parts:
        if ability.duration != "while_counter":
            _enter_trigger(player, obj, ability, aimed_at, timestamp)
    remember_how_cast(player, obj, term)  # [kicked]: what its own triggers read (702.33d)
    if not player.setting_up or term.target or targeted:  # it enters now, or it was
        # pointed at a target, or its trigger targets: its "when this enters" ability resolves
        # (603.6a)
        enters_trigger(player, obj, term, timestamp)
    else:
        on_the_board(player, obj, term)
    for ability, aimed_at in parts:  # "for as long as it has a shield counter on it": once
        if ability.duration == "while_counter":  # the instructions put the counter
            _enter_trigger(player, obj, ability, aimed_at, timestamp)


def _as_it_enters(player: ScenarioPlayer, source: GameObject, ability: Ability, term: Term) -> None:
    """An "as this enters" replacement (614.1c) that turns permanents face down (Ixidron):
    each becomes a nameless 2/2 face-down creature (708.2a); one already face down
    stays as it is (708.2b). It happens whether or not the board is being set up: what
    is listed before it was there as it entered."""
    if any(isinstance(effect, CopyEffect) for effect in ability.effects):
        copy_for_a_while(player, source, ability, term)  # Cursed Mirror
        return
    if not any(isinstance(effect, FaceDownEffect) for effect in ability.effects):
        player.unmodelled.append(f"{source.card.name}: {ability.summary} (not carried out)")
        return
    turned = [
        player.game.objects[obj_id]
        for obj_id in resolve_affected(player, ability, term, source)
        if not player.game.objects[obj_id].face_down
    ]
    for obj in turned:
        obj.face_down = True
        obj.face_down_by = "effect"
    if turned:
        names = ", ".join(obj.card.name for obj in turned)
        player.notes.append(
            f"As {source.card.name} entered, {names} turned face down: each is a nameless "
            "2/2 creature (708.2a, 614.1c)."
        )


def _note_unread_as_it_enters(player: ScenarioPlayer, card: Card, term: Term) -> None:
    """An "as this enters" instruction (614.1c) the card's model doesn't carry out is
    listed, never skipped silently; a choice made as it enters is a bracket choice
    (``[Goblin]``, ``[exile: ...]``), so those lines are left to the choices."""
    if any(ability.choice is not None for ability in card.abilities):
        return
    for line in card.oracle_text.splitlines():
        found = _AS_IT_ENTERS.match(as_self(line, card.name, legendary=card.is_legendary))
        if found and not found.group("rest").startswith("choose"):
            player.unmodelled.append(f"{card.name} ({term.where()}): not carried out: “{line}”")


def _bestow(player: ScenarioPlayer, obj: GameObject, term: Term, timestamp: int) -> None:
    """``Card [bestow] -> Creature``: cast bestowed, it enters as an Aura attached to the
    creature (702.103b); with no legal creature there it enters as a creature
    (702.103e)."""
    if not any((a.keyword or "").casefold().startswith("bestow") for a in obj.card.abilities):
        raise ScenarioError(
            f"In {term.where()}: {obj.card.name} has no bestow.",
            "Leave out [bestow]; cards with it include Nighthowler and Boon Satyr.",
        )
    host = player.target(term, exclude=obj.id)
    if not player.current(host).is_creature:
        player.notes.append(
            f"{obj.card.name}'s target, {host.card.name}, is not a creature, so it resolved "
            "as an enchantment creature instead of an Aura (702.103e)."
        )
        return
    bestow(player.game, obj, host, timestamp)
    player.notes.append(
        f"{obj.card.name} entered bestowed, attached to {host.card.name}: an Aura "
        "enchantment with enchant creature, not a creature (702.103b)."
    )


def carrier_keyword(face: Card) -> str | None:
    """Living weapon, For Mirrodin! or job select, if the Equipment has one (702.92a,
    702.163a, 702.182a)."""
    return next((k for k in CARRIER_TOKENS if _has_keyword(face, k)), None)


def carrier_for(
    player: ScenarioPlayer, equipment: GameObject, keyword: str, timestamp: int
) -> None:
    """Living weapon, For Mirrodin!, job select (:data:`CARRIER_TOKENS`): as the Equipment
    enters, a creature token is created and the Equipment is attached to it (``-> Name``
    instead: the board as it stands, with the Equipment already on that creature)."""
    spec = CARRIER_TOKENS[keyword]
    token = create_tokens(player.game, spec, 1, equipment.controller, timestamp)[0]
    equipment.attached_to, equipment.attached_at = token.id, timestamp
    rule = _CARRIER_RULES[keyword]
    player.notes.append(
        f"{equipment.card.name}'s {keyword} made a {spec.power}/{spec.toughness} "
        f"{spec.name} token and was attached to it ({rule}); later terms name it "
        f"“{spec.name}”."
    )


def attach(player: ScenarioPlayer, term: Term, timestamp: int) -> None:
    """``attach``/``equip Card -> X``: (re)attach; its effects get a new timestamp (613.7e).
    A permanent an effect made an Equipment ("Clues you control are Equipment", 205.1b)
    attaches like a printed one: its subtypes are the ones it has now."""
    card = player.card(term.name, term)
    try:
        obj: GameObject | None = player.find_permanent(term.name, term)
    except ScenarioError:
        obj = None
    if not ATTACHING & set(card.subtypes if obj is None else player.current(obj).subtypes):
        raise ScenarioError(
            f"In {term.where()}: {card.name} is not an Aura or Equipment (or Fortification).",
            "Only those attach; other cards just enter: drop “attach”.",
        )
    if obj is None:
        obj = player.enter(card, term, timestamp)
    host = player.target(term, exclude=obj.id)
    check_activated_attach(player, obj, host, term)  # "equip X -> Y": its target (702.6a)
    # attached again to the same host: a protection it has may be this Aura's own gift,
    # which state-based actions judge (303.4d)
    _check_enchant(player, card, obj, host, term, cast=obj.attached_to != host.id)
    obj.attached_to, obj.attached_at = host.id, timestamp
    player.notes.append(
        f"{card.name} became attached to {host.card.name} at t{timestamp}: its effects "
        "take that timestamp (613.7e)."
    )


def mutate(player: ScenarioPlayer, term: Term) -> None:
    """``mutate Card [-> X] [under]``: merge onto a non-Human creature you own (702.140)."""
    card = player.card(term.name, term)
    if not any((a.keyword or "").startswith("mutate") for a in card.abilities):
        raise ScenarioError(
            f"In {term.where()}: {card.name} has no mutate ability.",
            "Mutate cards include Gemrazer, Dreamtail Heron and Majestic Auricorn.",
        )
    host = player.target(term)
    state = player.filter_state()[host.id]
    if "Creature" not in state.types or state.has_subtype("Human"):
        raise ScenarioError(
            f"In {term.where()}: {host.card.name} isn't a non-Human creature, so "
            f"{card.name} can't mutate onto it (702.140a).",
            "Point it at a non-Human creature with “-> Name”.",
        )
    under = any(choice.casefold().strip() == "under" for choice in term.choices)
    if under:
        host.merged_under.append(card)
    else:
        host.merged_under.insert(0, host.card)
        host.card = card
    player.notes.append(
        f"{card.name} mutated {'under' if under else 'onto'} it: the merged creature has the "
        "top card's characteristics plus every ability of the cards under it (702.140e)."
    )


def _enter_trigger(
    player: ScenarioPlayer, source: GameObject, ability: Ability, term: Term, timestamp: int
) -> None:
    """A targeted "when this enters" trigger resolves right away, at the subject."""
    if (nothing := trigger_does_nothing(player, source, ability, term)) is not None:
        player.notes.append(nothing)
        return
    given_to, term = control_given(player, [ability], term, source)  # "-> opp, Permanent"
    try:
        affected = resolve_affected(player, ability, term, source)
    except ScenarioError:
        player.notes.append(
            f"{source.card.name}'s triggered ability had no legal target here, so it did "
            "nothing (point it with “-> Name”)."
        )
        return
    add_effects(player,
        source_name=source.card.name, ability=ability, affected=affected, term=term,
        timestamp=timestamp, source_id=source.id, choices=Choices(player=given_to),
    )  # fmt: skip


def _host_apart(player: ScenarioPlayer, card: Card, term: Term) -> tuple[Term, Term]:
    """``Aura -> Host, Target``: an Aura or Equipment enters attached to the first permanent
    named (303.4a), and its "when this enters" trigger targets the others (603.3d, Faith
    Unbroken); the term for each, the same one when it names one permanent."""

    def on_battlefield(name: str) -> bool:
        try:
            return player.find_permanent(name, term) is not None
        except ScenarioError:
            return False

    names = card_list(term.target or "", on_battlefield)
    text = enters_text(card.oracle_text, card.name, legendary=card.is_legendary)
    aimed = bool(text) and bool(read_instructions(text, card.name, card.is_legendary).targets)
    if len(names) < 2 or not aimed or not all(map(on_battlefield, names)):
        return term, term
    return replace(term, target=names[0]), replace(term, target=", ".join(names[1:]))


def _enters_unattached(player: ScenarioPlayer, card: Card, term: Term) -> bool:
    """An Equipment or Fortification named with no ``-> Name`` after a subject it can't be
    attached to (a Bonesplitter after a Sol Ring) enters unattached, as an Equipment does
    (301.5, 301.6), and the reply says so; an Aura can't (303.4), so it is still refused."""
    kinds = {"Equipment", "Fortification"} & set(card.subtypes)
    if kinds and card.is_creature:  # an Equipment creature (reconfigure) can't equip (301.5c)
        player.notes.append(
            f"{card.name} entered unattached, as the creature it is (301.5c); its reconfigure "
            f"attaches it: activate {card.name} -> Name (702.151a)."
        )
        return True
    if not kinds or "Aura" in card.subtypes or term.target:
        return False
    subject = player.game.objects[player.subject_id]
    if subject.zone != "battlefield":
        return False
    wanted = "Land" if "Fortification" in kinds else "Creature"
    if wanted in player.current(subject).types:
        return False
    player.notes.append(
        f"{card.name} entered unattached: the subject, {subject.card.name}, isn't "
        f"{with_article(wanted.lower())} (301.5); “-> Name” attaches it to another permanent."
    )
    return True


def _attaches_itself(card: Card) -> bool:
    """An Equipment whose "when this enters" ability attaches it ("attach it to target
    creature you control", Ravager's Mace): it enters unattached, and ``-> Name`` is the
    trigger's target, which attaches it only if legal as it resolves (608.2b, 701.3a)."""
    if "Equipment" not in card.subtypes or not (
        text := enters_text(card.oracle_text, card.name, legendary=card.is_legendary)
    ):
        return False
    return any(
        action.verb == "attach"
        for action in read_instructions(text, card.name, card.is_legendary).actions
    )


def _equips_planeswalkers(card: Card) -> bool:
    """ "Equip planeswalker {1}", "Equip creature or planeswalker {3}": an equip ability that
    attaches the Equipment to a planeswalker as though it were a creature (702.6e)."""
    return any(
        re.match(r"equip (?:creature or )?planeswalker\b", ability.keyword or "")
        for ability in card.abilities
    )


def _check_enchant(
    player: ScenarioPlayer,
    card: Card,
    attached: GameObject,
    host: GameObject,
    term: Term,
    *,
    cast: bool = True,
) -> None:
    """An Aura (or Fortification) attached to an object its keyword allows (303.4a, 301.6):
    "enchant creature or Vehicle" allows either, "enchant creature you control" only one
    the Aura's controller controls (702.5a); one with protection from the Aura's color
    can't be enchanted by it (702.16c) as it is ``cast`` or attached anew. A keyword this
    model can't read is listed."""
    restriction = enchant_restriction(card)
    if "Fortification" in card.subtypes:  # a Fortification fortifies a land (301.6)
        restriction = EnchantRestriction(frozenset({"Land"}), None)
    elif restriction is None:  # an Equipment: a creature, or a planeswalker (702.6e)
        kinds = {"Creature", *(["Planeswalker"] if _equips_planeswalkers(card) else [])}
        restriction = EnchantRestriction(frozenset(kinds), None)
    chars = player.filter_state(keywords=True)[host.id]
    if not restriction.allows(chars):
        said = restriction.wanted()
        raise ScenarioError(
            f"In {term.where()}: {card.name} can only be attached to {said}, and "
            f"{host.card.name} isn't one.",
            f"Point it at {said} with “-> Name”.",
        )
    if "Aura" not in card.subtypes:
        return
    yours = chars.controller is attached.controller
    if restriction.controller is not None and yours != (restriction.controller == "you"):
        said = "you control" if restriction.controller == "you" else "an opponent controls"
        raise ScenarioError(
            f"In {term.where()}: {card.name} enchants only a permanent {said} (its “enchant "
            f"{enchant_words(card)}”, 303.4a, 702.5a), and {host.card.name} isn't one.",
            f"Point it at a permanent {said} with “-> Name”.",
        )
    aura = Characteristics.from_card(card, term.seat())
    if cast and (shield := protection_from(aura, chars)) is not None:
        raise ScenarioError(
            f"In {term.where()}: {host.card.name} has {shield}, so {card.name} can't enchant "
            "it (702.16c); it couldn't be targeted as the Aura was cast either (702.16b).",
            "Point the Aura at another permanent with “-> Name”.",
        )
    if not restriction.checked:
        player.unmodelled.append(
            f"{card.name} ({term.where()}): “enchant {enchant_words(card)}” is not read, so "
            f"whether it may enchant {host.card.name} was not checked (303.4a)."
        )


def mark_attachment_states(game: Game) -> None:
    """ "equipped" / "enchanted" / "modified" (700.9) states for filters, from what is
    attached as printed (an Aura or Equipment that loses its subtype is not re-read)."""
    permanents = game.battlefield()
    for obj in permanents:
        if "enchanted" in obj.states or "equipped" in obj.states:  # whose, and which
            obj.states -= {s for s in obj.states if s.startswith(("enchanted by ", "host of "))}
        obj.states -= _MARKED_STATES
        if obj.face_down:
            obj.states.add("face down")
    for obj in permanents:
        host = game.objects.get(obj.attached_to) if obj.attached_to else None
        if host is None:
            continue
        printed = face_up(obj).subtypes  # an Aura by its back face (712.8e)
        if "Equipment" in printed:
            host.states |= {"equipped", "modified", host_of(obj.id)}
        elif "Aura" in printed or "bestowed" in obj.states:
            host.states |= {"enchanted", enchanted_by(obj.controller), host_of(obj.id)}
            if obj.controller == host.controller:
                host.states.add("modified")
    for obj in permanents:
        if obj.counters and any(n > 0 for n in obj.counters.values()):
            obj.states.add("modified")


def _has_keyword(card: Card, keyword: str) -> bool:
    return any((a.keyword or "").casefold() == keyword for a in card.abilities)
