"""The one-shot part of a resolving spell or ability, carried out on the board (608.2).

:func:`engine.oracle.actions.read_actions` reads the instructions; here they happen, in
the order the text gives them: destroy (701.8), exile (701.13), return to hand, exile
and return (400.7), sacrifice (701.21), damage (120.3), counters (122.1), tokens (701.7,
111), tap and untap (701.26). Targets are checked against what the text may target
(115.1, 601.2c) before anything happens; every sentence that is neither an action read
here nor a continuous effect goes into ``unmodelled``.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.cards import PERMANENT_TYPES, Card, Condition, ControlEffect, FaceDownEffect, Filter
from engine.errors import ScenarioError
from engine.game.life import change_life, damage_player
from engine.game.shields import shield_instead
from engine.game.table import player_named
from engine.game.zones import put_onto_battlefield_from_graveyard, return_to_hand
from engine.layers import ContinuousEffect, EffectKey, Layer
from engine.layers.counts import formula_value
from engine.layers.filters import matches_filter
from engine.names import normalize_name
from engine.objects import Characteristics, GameObject, Player
from engine.oracle.actions import OneShot, ReadActions
from engine.oracle.subjects import read_subject
from engine.scenario.amass import amass
from engine.scenario.checked import (
    attached_host,
    being_what_it_asks,
    counter_target_spell,
    instruction_happens,
    same_name_others,
)
from engine.scenario.choice_kinds import stated_x
from engine.scenario.defending import defending_seat
from engine.scenario.entering import enters_from_elsewhere
from engine.scenario.exile_instead import exile_if_it_would_die, is_exile_instead
from engine.scenario.exile_until import (
    WHEN_IT_IS_GONE,
    chosen_permanents,
    hold_until_leaves,
    return_exiled,
    source_still_there,
    watch_for_return,
)
from engine.scenario.game_terms import zone_change
from engine.scenario.made import (
    create,
    create_role,
    delays_to_end_step,
    incubate,
    role_placed_apart,
    stated_amount,
)
from engine.scenario.parse import Term, TermKind
from engine.scenario.restriction_words import describe
from engine.scenario.several_targets import each_target
from engine.scenario.status_changes import STATUS_VERBS, change_status
from engine.scenario.turn_events import commit_crime

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

_ZONE_VERBS: dict[str, TermKind] = {
    "destroy": "destroy", "exile": "exile", "bounce": "bounce", "blink": "blink",
    "sacrifice": "sacrifice",
}  # fmt: skip


def probe(
    controller: Player, source: GameObject | None, timestamp: int, source_name: str = ""
) -> ContinuousEffect:
    """A stand-in effect through which a filter is read as the spell's controller reads it
    ("you control", "another"; ``source_name`` for "named ~")."""
    return ContinuousEffect(
        key=EffectKey("probe", None, 0, 0),
        layer=Layer.ABILITY,
        spec=None,
        source_id=source.id if source else None,
        source_name=source_name,
        controller=controller,
        timestamp=timestamp,
    )


def counted_bounds(
    player: ScenarioPlayer, rule: Filter, seen_by: ContinuousEffect, term: Term
) -> Filter:
    """A target restriction whose power bound is a count ("power less than or equal to the
    number of Islands you control", Vedalken Shackles) with the count made a number as the
    target is checked (608.2b); "target creature defending player controls" with that player
    made "you" or "opponent" (506.2)."""
    if rule.controller == "defending_player":
        rule = rule.model_copy(update={"controller": defending_seat(player, seen_by, term)})
    if rule.power_at_most_count is None:
        return rule
    state = player.layers().characteristics
    value = formula_value(
        rule.power_at_most_count, player.game, state, seen_by, seen_by.source_id or 0
    )
    bound = value if rule.power_at_most is None else min(value, rule.power_at_most)
    return rule.model_copy(update={"power_at_most": bound, "power_at_most_count": None})


def x_bound(rule: Filter, term: Term, source_name: str) -> Filter:
    """A target restriction "with mana value X [or less]" with X made the number the term
    states with ``[x N]`` (107.3: chosen as the spell was cast), as the target is checked;
    a clear error when the term states none (the bound can't be checked, never guessed)."""
    if rule.mana_value_x is None:
        return rule
    x = stated_x(term)
    if x is None:
        raise ScenarioError(
            f"In {term.where()}: {source_name}'s target must have a mana value bounded by X, "
            "and the scenario does not say X (107.3).",
            f"Say X with [x N], e.g. {term.name or source_name} [x 3] -> ...",
        )
    sides = {"exactly": ("at_least", "at_most"), "at_most": ("at_most",), "at_least": ("at_least",)}
    bounds = {f"mana_value_{side}": x for side in sides[rule.mana_value_x]}
    return rule.model_copy(update={**bounds, "mana_value_x": None})


def _flips_stated(player: ScenarioPlayer, action: OneShot, source_name: str, term: Term) -> None:
    """Coin flips until one is lost (705): a game of chance the scenario states the result
    of with ``[x N]``, the flips won; unstated, they are not carried out."""
    won = stated_x(term)
    if won is None:
        player.unmodelled.append(
            f"{source_name} ({term.where()}): not carried out: “{action.sentence}” "
            "(say how many flips were won with [x N])"
        )
    else:
        flips = "flip" if won == 1 else "flips"
        player.notes.append(f"{source_name}: {won} {flips} won before one was lost (705, [x N]).")


def fits(rule: Filter, obj: GameObject, chars: Characteristics, seen_by: ContinuousEffect) -> bool:
    """Whether ``obj`` fits ``rule`` as the player behind ``seen_by`` sees it."""
    return matches_filter(rule, chars, obj.states, seen_by, obj.id, obj.counters)


def check_target(
    player: ScenarioPlayer,
    restrictions: tuple[Filter, ...],
    term: Term,
    source_name: str,
    source: GameObject | None,
    controller: Player,
    chosen: GameObject | None = None,
    *,
    players: bool = False,
) -> GameObject:
    """The term's target (or ``chosen``, one of several), if it is one the text may target
    (115.1, 601.2c; hexproof and shroud, 702.11b, 702.18a); a clear error otherwise."""
    if chosen is None and player_named(term.target or "") is not None:
        raise ScenarioError(
            f"In {term.where()}: {source_name} can't target a player here: it may target "
            f"{' or '.join(describe(rule) for rule in restrictions)} (115.1).",
            "Point it at a permanent with “-> Name”.",
        )
    target = chosen or player.target(term)
    seen_by = probe(controller, source, term.position - 1)
    restrictions = tuple(
        counted_bounds(player, x_bound(rule, term, source_name), seen_by, term)
        for rule in restrictions
    )
    bounded = any(rule.bounded for rule in restrictions)
    state = player.layers().characteristics if bounded else player.filter_state(keywords=True)
    chars = state[target.id]
    shown = chars.name or "the face-down creature"
    if not any(fits(rule, target, chars, seen_by) for rule in restrictions):
        legal = [describe(rule) for rule in restrictions] + (["a player"] if players else [])
        raise ScenarioError(
            f"In {term.where()}: {shown} isn't a legal target for {source_name}: it may target "
            f"{' or '.join(legal)} (115.1, 601.2c).",
            "Point it at a legal target with “-> Name”"
            + (" or a player with “-> opp”." if players else "."),
        )
    keywords = chars.keywords
    if "shroud" in keywords or ("hexproof" in keywords and chars.controller is not controller):
        word = "shroud" if "shroud" in keywords else "hexproof"
        raise ScenarioError(
            f"In {term.where()}: {shown} has {word}, so {source_name} can't target it "
            "(702.11b, 702.18a).",
            "Point it at something else with “-> Name”.",
        )
    commit_crime(player, controller, chars.controller, term)
    return target


def check_targets(
    player: ScenarioPlayer,
    reading: ReadActions,
    term: Term,
    source_name: str,
    source: GameObject | None,
    controller: Player,
) -> None:
    """Before a spell or ability resolves: its ``-> Target`` is one its text may target. A
    player (``-> opp``) is checked as the damage is dealt, and so are several targets
    (``-> A, B``), each by the instruction that names them."""
    if any(a.scope == "player" for a in reading.actions):
        _require_aim(term, source_name)
    if any(a.players != "none" for a in reading.actions) and player_named(term.target or ""):
        return
    if any(a.targets > 1 for a in reading.actions) or not reading.targets:
        return  # checked by the instruction that names them
    if any(rule.several_targets for rule in reading.targets):  # "up to two target ..."
        return  # each one checked as the instruction or the effect names it
    check_target(player, reading.targets, term, source_name, source, controller)


def legal_as_it_resolves(
    player: ScenarioPlayer, reading: ReadActions, term: Term, source_name: str, source: GameObject
) -> GameObject | None:
    """The ability's one ``-> Target`` permanent if it is legal before any part of the
    ability happens (608.2b), so an effect of the same ability that changes it ("... and
    that creature loses flying") can't make it illegal afterwards; else ``None``."""
    several = any(a.targets > 1 or a.players != "none" for a in reading.actions)
    several = several or any(rule.several_targets for rule in reading.targets)
    if several or len(reading.targets) != 1 or player_named(term.target or "") is not None:
        return None
    try:
        return check_target(player, reading.targets, term, source_name, source, source.controller)
    except ScenarioError:
        return None


#: "Choose target artifact you control." / "Choose any number of target creatures.": a
#: sentence that only chooses targets (601.2c, 115.1) is no instruction; the sentences that
#: act on them are carried out, or listed as not carried out, on their own.
_ONLY_CHOOSES_TARGETS = re.compile(
    r"Choose (?:(?:up to (?:one|two|three)|any number of|one or more|two|three|another) )?"
    r"targets? [^.]+\."
)


def _unchecked_target_clause(sentence: str) -> str | None:
    """The "that" clause of a sentence that only chooses targets when no target check reads
    it ("target enchantment you control that doesn't have the same name as another
    permanent you control", Yenna): it is said, never taken as checked."""
    phrase = sentence.removeprefix("Choose ").rstrip(".").replace(" this creature", " ~")
    if " that " not in phrase or read_subject(phrase) is not None:
        return None
    return phrase[phrase.index(" that ") + 1 :]


def carry_out(
    player: ScenarioPlayer,
    reading: ReadActions,
    *,
    source_name: str,
    source: GameObject | None,
    card: Card | None,
    term: Term,
    timestamp: int,
    overloaded: bool = False,
    chosen_target: GameObject | None = None,
) -> None:
    """Do what ``reading`` says, in order; its unread sentences go into ``unmodelled``.

    ``chosen_target``: the one target, already chosen as the spell was cast (601.2c) and used
    by an earlier part of it (the original a token copies), so a token named like it is not
    taken for it."""
    controller = source.controller if source is not None else term.seat()
    player.exiled_now = []  # "that card", "those cards": what this resolution exiles
    watches = [s for s in reading.unread if WHEN_IT_IS_GONE.fullmatch(s)]  # earthbend's
    instead = [s for s in reading.unread if is_exile_instead(s)]  # after the damage (614.1a)
    watches += instead
    damage_before = {o.id: o.damage for o in player.game.battlefield()} if instead else {}
    changed, player.affected_now = player.affected_now, []  # what its effects changed
    for sentence in (s for s in reading.unread if s not in watches):
        if _ONLY_CHOOSES_TARGETS.fullmatch(sentence.strip()):
            # a choice made as it was cast: what it does to them follows, said apart
            if (clause := _unchecked_target_clause(sentence.strip())) is not None:
                player.unmodelled.append(
                    f"{source_name} ({term.where()}): the target was not checked to be one "
                    f"“{clause}” (115.1)."
                )
            continue
        if not delays_to_end_step(player, sentence, source_name):
            player.unmodelled.append(
                f"{source_name} ({term.where()}): not carried out: “{sentence}”"
            )
    target = chosen_target if len(reading.targets) <= 1 else None
    decided: dict[Condition, bool] = {}  # each "if" checked once (608.2c)
    picked: list[GameObject] = []  # the targets of one phrase that chooses several
    last_controller: Player | None = None  # the target's, as it last existed (608.2h)
    seen_by = probe(controller, source, timestamp)  # how the controller reads each filter
    for action in reading.actions:
        if not instruction_happens(player, action, term, source_name, decided):
            continue
        if action.verb == "flips":
            _flips_stated(player, action, source_name, term)
            continue
        scope = "all" if overloaded and action.scope == "target" else action.scope
        aimed = player_named(term.target or "") if action.players != "none" else None
        if scope == "player":
            aimed = _require_aim(term, source_name)
        if scope == "player" and action.verb == "sacrifice":
            chooser = _target_player(player, action, term, source_name, controller)
            _each_player_sacrifices(player, action, controller, term, timestamp, [chooser])
        elif scope == "player" or (scope == "target" and aimed is not None):
            hit = _target_player(player, action, term, source_name, controller)
            _damage_players(player, action, [hit], source, card, controller)
        elif action.verb == "damage" and scope in ("each_player", "each_opponent", "you"):
            hit_all = [controller] if scope == "you" else player.table.players()
            if scope == "each_opponent":
                hit_all = [p for p in hit_all if p is not controller]
            _damage_players(player, action, hit_all, source, card, controller)
        elif action.verb == "tokens" and action.token is not None:
            maker = controller if scope == "you" else last_controller
            if maker is None:  # "its controller creates": nothing named "it" was there
                player.unmodelled.append(
                    f"{source_name} ({term.where()}): not carried out: “{action.sentence}”"
                )
                continue
            create(player, action, source_name, term, maker, timestamp)
        elif action.verb == "incubate":
            incubate(player, action, source_name, controller, timestamp)
        elif action.verb == "amass":
            amass(player, action, source_name, term, controller, timestamp)
        elif action.verb == "exchange_control":
            exchange_control(player, action, term, source_name, source, controller, timestamp)
        elif action.verb == "face_down_from_hand":
            _put_face_down_from_hand(player, action, source_name, term, timestamp)
        elif action.verb == "reanimate":
            _reanimate(player, action, term, source_name, controller, timestamp)
        elif action.verb == "return_exiled":
            return_exiled(player, action, source, source_name, controller, term, timestamp)
        elif scope == "chosen":  # "exile any number of other nontoken creatures you control"
            chosen = chosen_permanents(player, action, term, seen_by, source_name)
            _act_on(player, action, chosen, source, card, term, timestamp)
        elif action.verb == "return_enchanted" and source is not None:
            _return_enchanted_card(player, action, source, source_name, controller, term, timestamp)
        elif role_placed_apart(player, action, reading, term, source, timestamp):
            pass  # a Role on its own source, or one whose target "->" doesn't name
        elif scope in ("target", "it") and target is None and _several(reading):
            picked = picked or [
                check_target(player, reading.targets, one, source_name, source, controller)
                for one in each_target(player, reading.targets[0], term, source_name)
            ]  # "untap up to two target creatures" (115.1)
            still_there = [obj for obj in picked if obj.zone == "battlefield"]
            _act_on(player, action, still_there, source, card, term, timestamp)
        elif scope in ("target", "it"):
            if target is None:
                rules = reading.targets or (action.what,)
                target = check_target(
                    player, rules, term, source_name, source, controller,
                    players=action.players != "none",
                )  # fmt: skip
            if target.zone == "battlefield":
                last_controller = player.layers().characteristics[target.id].controller
                checked = being_what_it_asks(player, action, [target], seen_by, source_name)
                if checked and action.same_name_as_target is not None:
                    checked += same_name_others(player, action, target, controller, seen_by)
                _act_on(player, action, checked, source, card, term, timestamp)
        elif scope == "changed":  # "each artifact that became a creature this way"
            now = player.layers().characteristics
            there = [player.game.objects[i] for i in dict.fromkeys(changed)]
            there = [
                o
                for o in there
                if o.zone == "battlefield" and fits(action.what, o, now[o.id], seen_by)
            ]
            _act_on(player, action, there, source, card, term, timestamp)
        elif scope == "made":  # "then attach this Equipment to it": the token just made
            made = [player.game.objects[i] for i in player.made_tokens[-1:]]
            _act_on(player, action, made, source, card, term, timestamp)
        elif scope == "spell":  # "Counter target spell if it's blue" (701.6a)
            counter_target_spell(player, action, term, source_name, seen_by)
        elif scope == "attached":  # "put a +1/+1 counter on equipped creature"
            host = being_what_it_asks(
                player, action, attached_host(player, source), seen_by, source_name
            )
            _act_on(player, action, host, source, card, term, timestamp)
        elif scope == "self":
            if source is not None and source.zone == "battlefield":
                checked = being_what_it_asks(player, action, [source], seen_by, source_name)
                _act_on(player, action, checked, source, card, term, timestamp)
            elif source is not None and action.verb == "bounce" and source.zone == "graveyard":
                player.notes.append(return_to_hand(player.game, source, source_name))
        elif action.verb == "sacrifice":
            _each_player_sacrifices(player, action, controller, term, timestamp)
        else:
            exact = action.what.bounded
            state = player.layers().characteristics if exact else player.filter_state()
            chosen = [
                obj
                for obj in player.game.battlefield()
                if fits(action.what, obj, state[obj.id], seen_by)
            ]
            _act_on(player, action, chosen, source, card, term, timestamp)
    for sentence in instead:
        damaged = [o for o in player.game.battlefield() if o.damage > damage_before.get(o.id, 0)]
        exile_if_it_would_die(player, sentence, target, damaged, source_name, term)
    for sentence in (s for s in watches if s not in instead):  # the permanent acted on (603.7)
        if not watch_for_return(player, target, source_name, controller):
            player.unmodelled.append(
                f"{source_name} ({term.where()}): not carried out: “{sentence}”"
            )


def _several(reading: ReadActions) -> bool:
    """Whether the text's one target phrase chooses several targets (115.1)."""
    return len(reading.targets) == 1 and reading.targets[0].several_targets


def _return_enchanted_card(
    player: ScenarioPlayer,
    action: OneShot,
    source: GameObject,
    source_name: str,
    controller: Player,
    term: Term,
    timestamp: int,
) -> None:
    """Animate Dead: the card the Aura enchants in a graveyard is put onto the battlefield
    under the Aura's controller's control, a new object (400.7) entering as any permanent
    does (614.1c), and the Aura is attached to it (303.4); one already on the battlefield
    (the board as it stands) stays as it is."""
    card = player.game.objects.get(source.attached_to) if source.attached_to else None
    if card is None or card.zone != "graveyard" or source.zone != "battlefield":
        return
    back = put_onto_battlefield_from_graveyard(player.game, card, controller, timestamp)
    enters_from_elsewhere(player, back, term, timestamp)
    if action.tapped:
        back.states.add("tapped")
    source.attached_to, source.attached_at = back.id, timestamp
    tapped = " tapped" if action.tapped else ""
    whose = "your" if controller is Player.YOU else f"{controller.value}'s"
    player.notes.append(
        f"{source_name}: {card.card.name} was put onto the battlefield{tapped} from a graveyard "
        f"under {whose} control, a new object (400.7), and {source.card.name} was attached "
        "to it."
    )


def _reanimate(
    player: ScenarioPlayer,
    action: OneShot,
    term: Term,
    source_name: str,
    controller: Player,
    timestamp: int,
) -> None:
    """Reanimate, Zombify, Kenrith: the card ``-> Name`` names in a graveyard, if the text may
    target it (115.1, 601.2c), is put onto the battlefield as a new object (400.7) under its
    owner's control or the ability's controller's, as the text says (110.2), tapped if so."""
    whose = {"you": "your", "opponent": "an opponent's"}.get(action.what.controller or "", "a")
    kind = describe(action.what.model_copy(update={"controller": None}))
    wanted = f"{kind} card in {whose} graveyard"
    if not term.target:
        raise ScenarioError(
            f"In {term.where()}: {source_name} puts {wanted} onto the battlefield: name it "
            "with “-> Name”.",
            f"Put the card in a graveyard and point at it: !layers Grizzly Bears "
            f"[graveyard: Serra Angel] + {source_name} -> Serra Angel",
        )
    try:
        card = player.graveyard_card(term)
    except ScenarioError as missing:
        try:  # the permanent it returned, named on the board as it stands (like Animate Dead)
            there = player.find_permanent(term.target, term)
        except ScenarioError:
            raise missing from None
        player.notes.append(
            f"{source_name}: {there.card.name} is on the battlefield already, so it is taken "
            f"as the card {source_name} returned (write [graveyard: {there.card.name}] on the "
            "subject to have it come back)."
        )
        return
    if not fits(action.what, card, player.filter_state()[card.id], probe(controller, None, 0)):
        raise ScenarioError(
            f"In {term.where()}: {card.card.name} isn't a legal target for {source_name}: it "
            f"may target {wanted} (115.1, 601.2c).",
            "Point it at a legal target with “-> Name”.",
        )
    under = card.owner if action.under == "owner" else controller
    back = put_onto_battlefield_from_graveyard(player.game, card, under, timestamp)
    enters_from_elsewhere(player, back, term, timestamp)  # its counters, its copy (614.1c)
    if action.counter:  # "... with a mannequin counter on it" (614.1c)
        back.add_counters(action.counter, 1, timestamp)
    if action.tapped:
        back.states.add("tapped")
    player.made_tokens.append(back.id)  # "that creature" in the rest of the spell
    owner = {Player.YOU: "your", Player.OPPONENT: "the opponent's"}.get(under, f"{under}'s")
    player.notes.append(
        f"{source_name}: {card.card.name} was put onto the battlefield"
        f"{' tapped' if action.tapped else ''} from a graveyard under {owner} control, a new "
        "object (400.7)."
    )


def _put_face_down_from_hand(
    player: ScenarioPlayer, action: OneShot, source_name: str, term: Term, timestamp: int
) -> None:
    """Cards from the term's player's hand (``hand: Name`` terms) are put onto the battlefield
    face down with the characteristics the ability gives them (708.2a): those named with
    ``-> Name, Name``, or every one when none is named ("any number")."""
    seat = term.seat()
    hand = [o for o in player.game.objects.values() if o.zone == "hand" and o.owner is seat]
    named = [normalize_name(n) for n in (term.target or "").split(",") if n.strip()]
    chosen = [o for o in hand if not named or normalize_name(o.card.name) in named]
    missing = set(named) - {normalize_name(o.card.name) for o in chosen}
    if missing or not hand:
        raise ScenarioError(
            f"In {term.where()}: {source_name} puts cards from your hand onto the battlefield, "
            "and the scenario has no such card in that hand.",
            f"Put them there first: hand: Grizzly Bears + ... + {term.text} -> Grizzly Bears",
        )
    for obj in chosen:  # the same card, now a face-down permanent (708.2a)
        obj.zone, obj.controller, obj.timestamp = "battlefield", seat, timestamp
        obj.face_down, obj.face_down_by, obj.face_down_as = True, "effect", action.face_down_as
        if obj.id in player.elsewhere:
            player.elsewhere.remove(obj.id)
    shape = action.face_down_as or FaceDownEffect()
    kinds = " ".join(shape.types).lower()
    player.notes.append(
        f"{source_name}: {', '.join(o.card.name for o in chosen)} put onto the battlefield face "
        f"down from a hand, each a nameless {shape.power}/{shape.toughness} {kinds} (708.2a)."
    )


def _require_aim(term: Term, source_name: str) -> Player | None:
    """A spell that targets only a player needs ``-> who``: the subject is no default for
    it. Returns the player it names, if it names one."""
    if not term.target:
        raise ScenarioError(
            f"In {term.where()}: {source_name} targets a player; say which.",
            "Point it at a player: -> you, -> opp, -> p3 or -> p4.",
        )
    return player_named(term.target)


def _target_player(
    player: ScenarioPlayer, action: OneShot, term: Term, source_name: str, controller: Player
) -> Player:
    """The player ``-> you`` / ``-> opp`` / ``-> p3`` names, if the text may target them
    (115.4; "target opponent" can't be its controller)."""
    who = player_named(term.target or "")
    if who is None:
        raise ScenarioError(
            f"In {term.where()}: {source_name} targets a player; say which one.",
            "Point it at a player: -> you, -> opp, -> p3 or -> p4.",
        )
    player.table.require(who, term.where())
    if action.players == "opponent" and who is controller:
        raise ScenarioError(
            f"In {term.where()}: {source_name} may target only an opponent of its "
            f"controller, and {who.value} controls it (115.1).",
            "Point it at an opponent: -> opp, -> p3 or -> p4.",
        )
    commit_crime(player, controller, who, term)
    return who


def _damage_players(
    player: ScenarioPlayer,
    action: OneShot,
    players: list[Player],
    source: GameObject | None,
    card: Card | None,
    controller: Player,
) -> None:
    """Damage dealt to players makes them lose life (120.3a); lifelink gains its controller
    as much (702.15b). Infect and wither don't apply to players here: reported."""
    keywords = _keywords(player, source, card)
    for who in players:
        if "infect" in keywords:  # poison counters instead of life loss (702.90b)
            player.unmodelled.append(
                f"{action.sentence} to {who.value}: infect gives poison counters, not tracked."
            )
            continue
        player.notes.append(damage_player(player.game, player.table, who, action.amount))
        if "lifelink" in keywords:
            change_life(player.game, player.table, controller, action.amount)


def exchange_control(
    player: ScenarioPlayer,
    action: OneShot,
    term: Term,
    source_name: str,
    source: GameObject | None,
    controller: Player,
    timestamp: int,
) -> None:
    """701.12b: two target permanents (or the source and one target) exchange controllers;
    each gets a layer 2 effect giving it to the other's controller, lasting indefinitely
    (611.2a). If one player controls both, nothing happens."""
    sides = [source] if action.with_source and source is not None else []
    targets = [player.target(term)] if sides else player.targets(term, action.targets)
    rules = [action.what] if sides else [action.what, action.second or action.what]
    for target, rule in zip(targets, rules, strict=True):
        check_target(player, (rule,), replace(term, target=None), source_name, source,
                     controller, chosen=target)  # fmt: skip
    state = player.layers().characteristics
    first, second = [*sides, *targets]
    shared = set(state[first.id].types) & set(state[second.id].types) & set(action.shares)
    if action.shares and not shared:
        kinds = (
            "permanent type" if set(action.shares) == PERMANENT_TYPES
            else "card type" if len(action.shares) > len(PERMANENT_TYPES)
            else "type of " + " or ".join(action.shares).lower()
        )  # fmt: skip
        raise ScenarioError(
            f"In {term.where()}: {first.card.name} and {second.card.name} share no {kinds}, "
            f"so they aren't legal targets for {source_name} (115.1).",
            "Point it at two permanents of a common type, e.g. two creatures.",
        )
    if action.different_controllers and state[first.id].controller is state[second.id].controller:
        raise ScenarioError(
            f"In {term.where()}: one player controls {first.card.name} and {second.card.name}; "
            f"{source_name} needs two creatures controlled by different players (115.1).",
            "Point it at one of your creatures and one of your opponent's.",
        )
    if state[first.id].controller is state[second.id].controller:
        player.notes.append(
            f"{source_name}: one player controls both, so the exchange does nothing (701.12b)."
        )
        return
    for gains, other in ((first, second), (second, first)):
        new_controller = state[other.id].controller
        player.game.resolved.append(
            ContinuousEffect(
                key=EffectKey(f"term {term.position}", None, id(action), gains.id),
                layer=Layer.CONTROL,
                spec=ControlEffect(),
                source_id=None,
                source_name=source_name,
                controller=new_controller,
                timestamp=timestamp,
                duration="indefinitely",
                locked=frozenset({gains.id}),
            )
        )
    player.notes.append(
        f"{source_name} exchanged control of {first.card.name} and {second.card.name} "
        "(701.12b), for the rest of the game."
    )


def _act_on(
    player: ScenarioPlayer,
    action: OneShot,
    objects: list[GameObject],
    source: GameObject | None,
    card: Card | None,
    term: Term,
    timestamp: int,
) -> None:
    """One instruction on each of ``objects`` (all at once, as "destroy all" does)."""
    if action.until_leaves and not source_still_there(player, source, term.where()):
        return
    if action.verb in _ZONE_VERBS:
        acting = Term(  # its choices: what a card it returns chooses as it enters (614.1c)
            term.position, term.text, _ZONE_VERBS[action.verb], name=term.name,
            player=term.player, choices=term.choices,
        )  # fmt: skip
        for obj in objects:
            zone_change(player, obj, acting, timestamp, under_caster=action.under == "you")
            if action.verb == "blink" and obj.returned_as is not None:
                player.made_tokens.append(obj.returned_as)  # "it": the new object (400.7)
        exiled = [o for o in objects if o.zone == "exile"]
        player.exiled_now.extend(o.id for o in exiled)
        if action.verb == "exile" and source is not None:
            # 607.2a: a linked ability reads the card this one exiled (Duplicant, O-Ring)
            source.exiled.extend(o.id for o in exiled if not o.is_token)
        if action.until_leaves and source is not None:
            hold_until_leaves(player, exiled, source)
        return
    source_keywords = _keywords(player, source, card)
    for obj in objects:
        if action.verb == "damage":
            if held := shield_instead(obj, obj.card.name, action.amount):
                player.notes.append(held)  # prevented, so no -1/-1 counters either (122.1c)
            elif {"wither", "infect"} & source_keywords:  # as -1/-1 counters (702.80c, 702.90c)
                obj.add_counters("-1/-1", action.amount, timestamp)
            else:
                obj.damage += action.amount
                obj.deathtouch_damage |= "deathtouch" in source_keywords
        elif action.verb == "counters":
            amount = stated_amount(action, term, card.name if card else term.name)
            obj.counters[action.counter] = obj.counters.get(action.counter, 0) + amount
            obj.counter_timestamps[action.counter] = timestamp  # 613.7c: a new timestamp
        elif action.verb == "tap":
            obj.states.add("tapped")
        elif action.verb == "untap":
            obj.states.discard("tapped")
        elif action.verb == "attach" and source is not None:
            player.notes.append(attach_source(source, obj, timestamp))
        elif action.verb == "role":
            create_role(player, action, obj, source, term, timestamp)
        elif action.verb in STATUS_VERBS:
            change_status(player, action, obj, term, timestamp)
        elif action.verb == "face_down" and not obj.face_down:  # 708.2a; face down stays so
            obj.face_down, obj.face_down_by = True, "effect"
            player.notes.append(
                f"{obj.card.name} turned face down: a nameless 2/2 creature (708.2a)."
            )


def attach_source(source: GameObject, host: GameObject, timestamp: int) -> str:
    """701.3a: the source (an Aura now, a Licid) is attached to ``host``; attached anew, it
    gets a new timestamp (613.7e)."""
    if source.zone != "battlefield" or host is source:
        return f"{source.card.name} could not be attached to {host.card.name} (701.3b)."
    source.attached_to, source.attached_at = host.id, timestamp
    return f"{source.card.name} was attached to {host.card.name} (701.3a)."


def _keywords(player: ScenarioPlayer, source: GameObject | None, card: Card | None) -> set[str]:
    """The damage source's keywords: a permanent's as they are now, a spell's as printed."""
    if source is not None and source.zone == "battlefield":
        return set(player.filter_state(keywords=True)[source.id].keywords)
    abilities = card.abilities if card is not None else ()
    return {a.keyword.split()[0].casefold() for a in abilities if a.keyword}


def _each_player_sacrifices(
    player: ScenarioPlayer,
    action: OneShot,
    controller: Player,
    term: Term,
    timestamp: int,
    players: list[Player] | None = None,
) -> None:
    """Each player (or each opponent, or the ``players`` a target names) sacrifices what the
    text says, of their choice (701.21a): the one ``-> Name`` names if it is theirs, else
    their newest that fits."""
    if players is None:
        players = player.table.players()
        if action.scope == "each_opponent":
            players = [p for p in players if p is not controller]
    state = player.layers().characteristics if action.what.bounded else player.filter_state()
    named = player.target(term) if term.target and not player_named(term.target) else None
    for who in players:
        seen_by = probe(who, None, timestamp)
        mine = [
            obj
            for obj in player.game.battlefield()
            if state[obj.id].controller is who and fits(action.what, obj, state[obj.id], seen_by)
        ]
        if named is not None and named in mine:
            mine.remove(named)
            mine.append(named)
        chosen = mine[-action.amount :] if mine else []
        if len(mine) > action.amount and named not in chosen:
            hint = "" if player_named(term.target or "") else " (name another with “-> Name”)"
            player.notes.append(
                f"{who.value} chose to sacrifice the newest: "
                f"{', '.join(o.card.name for o in chosen)}{hint}."
            )
        sacrifice = Term(term.position, term.text, "sacrifice", player=who.value)
        for obj in chosen:
            zone_change(player, obj, sacrifice, timestamp)
