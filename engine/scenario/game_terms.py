"""Terms that change the game rather than add an effect: zone changes, damage, turn ends,
concessions (the game model in ``engine.game`` does the work).

``destroy``/``exile``/``bounce``/``sacrifice``/``blink Name`` find the permanent whoever
controls it; ``turn face up Name`` turns a face-down one up; ``3 damage -> Name`` marks
damage; ``end turn`` ends the turn; ``p3: concede`` takes a player out of the game.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.cards import (
    AbilityEffect,
    CopyEffect,
    Formula,
    ModifyPowerToughness,
    SetPowerToughness,
)
from engine.errors import ScenarioError
from engine.game import blink, end_turn, leave_battlefield, turn_face_up
from engine.game.life import damage_player
from engine.game.phasing import phase_in
from engine.game.shields import shield_instead
from engine.game.table import SEAT_WORDS, SEATS, Table, player_named
from engine.game.zones import dies, recount_graveyard_types
from engine.objects import GameObject, Player
from engine.scenario.choices import graveyard_owner
from engine.scenario.doors import unlock_door
from engine.scenario.entering import came_back
from engine.scenario.exile_until import end_step_returns
from engine.scenario.parse import Term, TermKind

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

_MOVES = {"destroy", "exile", "bounce", "sacrifice", "blink", "face_up"}
GAME_TERMS = frozenset({*_MOVES, "unlock", "damage", "end_turn", "concede"})
_PLAYERS_CHOICE = re.compile(r"players\s*(\d{1,2})")


def seats_named(terms: list[Term]) -> set[Player]:
    """Every player a scenario names: by a prefix, ``[turn: p3]``, or ``[players 4]``."""
    named = {term.seat() for term in terms}
    for term in terms:
        if (aimed := player_named(term.target or "")) is not None:
            named.add(aimed)  # ``-> p3``: a player the scenario names
        for choice in term.choices:
            lowered = choice.casefold().strip()
            if match := _PLAYERS_CHOICE.fullmatch(lowered):
                count = int(match.group(1))
                if not 2 <= count <= len(SEATS):
                    raise ScenarioError(
                        f"In {term.where()}: a scenario seats 2 to {len(SEATS)} players, "
                        f"not {count}.",
                        "The players are you, opp (p2), p3 and p4.",
                    )
                named.update(SEATS[:count])
            label, colon, value = lowered.partition(":")
            if colon and label.strip() == "turn" and value.strip() in SEAT_WORDS:
                named.add(SEAT_WORDS[value.strip()])
            if colon and (owner := graveyard_owner(label)) is not None:
                named.add(owner)  # ``[p4 graveyard: ...]``: p4 is at the table
    return named


def play_game_term(player: ScenarioPlayer, term: Term, timestamp: int) -> None:
    """Carry out one game term on the board."""
    if term.kind == "end_turn":
        _end_step_triggers(player, term)
        _end_step(player, term, timestamp)
        in_combat = {"attacking", "blocking"}
        fought = [o.card.name for o in player.game.objects.values() if o.states & in_combat]
        active = end_turn(player.game, player.table, term.where())
        player.enter_as_copies.clear()  # "this turn" (Mystic Reflection) is over
        left_combat = f"; {', '.join(fought)} left combat (511.3)" if fought else ""
        player.notes.append(
            f"{term.where()}: the cleanup step removed damage and ended “until end of turn” "
            f"effects (514.2){left_combat}; it is now {_whose(active)} turn."
        )
        player.notes.extend(f"{term.where()}: {said}" for said in phase_in(player.game, active))
        _untap_step(player, active, term)
        return
    if term.kind == "concede":
        concede(player, term.seat(), term)
        return
    if term.kind == "damage":
        if (who := player_named(term.target or "")) is not None:
            player.table.require(who, term.where())
            player.notes.append(damage_player(player.game, player.table, who, term.count))
            return
        target = player.target(term)
        if (held := shield_instead(target, target.card.name, term.count)) is None:
            target.damage += term.count
        else:
            player.notes.append(held)
        return
    obj = player.find_permanent(term.name, term)
    if term.kind == "unlock":
        unlock_door(player, obj, term)
        return
    if term.kind == "face_up":
        if not obj.face_down:
            raise ScenarioError(
                f"In {term.where()}: {obj.card.name} is not face down.",
                "Turn up a permanent that entered face down: face-down Exalted Angel + ... "
                "+ turn face up Exalted Angel",
            )
        turn_face_up(obj, timestamp)
        player.notes.append(
            f"{obj.card.name} was turned face up: the same permanent, effects on it keep "
            "applying (708.8), with a new timestamp (613.7f)."
        )
        return
    zone_change(player, obj, term, timestamp)


#: A triggered ability of a permanent "at the beginning of your/the/each end step" (513.1),
#: printed or granted; "the next end step" is a delayed trigger, carried out by ``_end_step``.
_END_STEP_TRIGGER = re.compile(
    r"\bAt the beginning of (?P<whose>your|the|each|each player's|each opponent's) end step"
)


def _end_step_triggers(player: ScenarioPlayer, term: Term) -> None:
    """513.1: "at the beginning of your end step" abilities of the permanents trigger as
    ``end turn`` passes the end step; the model doesn't resolve them, so each one that
    triggered is said (never a board shown as if it had not)."""
    if not _may_trigger_at_end_step(player):
        return
    active = player.table.active
    state = player.layers().characteristics
    for obj in player.game.battlefield():
        chars = state[obj.id]
        printed = (
            obj.card.oracle_text if any(a.kind == "triggered" for a in chars.abilities) else ""
        )
        granted = [a.summary for a in chars.abilities if a.kind == "other"]
        for found in _END_STEP_TRIGGER.finditer("\n".join([printed, *granted])):
            whose = found.group("whose")
            if whose == "your" and chars.controller is not active:
                continue
            if whose == "each opponent's" and chars.controller is active:
                continue
            player.unmodelled.append(
                f"{chars.name or obj.card.name} ({term.where()}): its “{found.group(0)}” "
                "ability triggered as the end step began (513.1), and I don't resolve it: "
                "the board is shown without what it does."
            )
            break


def _may_trigger_at_end_step(player: ScenarioPlayer) -> bool:
    """Whether any permanent could have an end-step trigger, read without a layer run: a
    printed or granted text that names the end step, or a copy (whose text is another
    card's) or an ability borrowed from other cards ("... abilities of ...")."""
    for obj in player.game.battlefield():
        text = obj.card.oracle_text
        if "end step" in text or "abilities of" in text or obj.choices.copy_of is not None:
            return True
    for effect in player.game.resolved:
        spec = effect.spec
        if isinstance(spec, CopyEffect):
            return True
        if isinstance(spec, AbilityEffect) and any("end step" in g for g in spec.granted):
            return True
    return False


def _end_step(player: ScenarioPlayer, term: Term, timestamp: int) -> None:
    """513.1: the delayed triggers "at the beginning of the next end step" resolve (603.7),
    before the cleanup step; what they exile or sacrifice moves if it is still there."""
    due, player.at_next_end_step = player.at_next_end_step, []
    for verb, obj_id, source_name in due:
        obj = player.game.objects[obj_id]
        if obj.zone != "battlefield":
            continue
        player.notes.append(
            f"{term.where()}: at the beginning of the end step, {source_name}'s delayed "
            f"trigger resolved (513.1, 603.7)."
        )
        kind: TermKind = "exile" if verb == "exile" else "sacrifice"
        zone_change(
            player, obj, Term(term.position, term.text, kind, name=obj.card.name), timestamp
        )
    end_step_returns(player, term, timestamp)


#: Oracle words of a permanent that changes what untaps in an untap step ("doesn't untap
#: during its controller's untap step", "you may choose not to untap") or phases it in or
#: out there (702.26a), which isn't modelled.
_UNTAP_RULE = re.compile(r"untap during|untap step|choose not to untap|phasing", re.IGNORECASE)


def _untap_step(player: ScenarioPlayer, active: Player, term: Term) -> None:
    """502.3: the new active player untaps their permanents. When a permanent on the
    battlefield changes what untaps, nothing is untapped and the reply says so."""
    tapped = [obj for obj in player.game.battlefield() if "tapped" in obj.states]
    if not tapped:
        return
    rules = [
        obj.card.name
        for obj in player.game.battlefield()
        if _UNTAP_RULE.search(
            " ".join([obj.card.oracle_text, *(a.summary for a in obj.card.abilities)])
        )
    ]
    if rules:
        player.unmodelled.append(
            f"{term.where()}: the untap step (502.3) was not played, because "
            f"{', '.join(dict.fromkeys(rules))} changes what untaps, which I don't model; "
            "tapped permanents stay tapped."
        )
        return
    untapped = [obj for obj in tapped if player.current(obj).controller is active]
    for obj in untapped:
        obj.states.discard("tapped")
    if untapped:
        names = ", ".join(obj.card.name for obj in untapped)
        player.notes.append(f"{term.where()}: the untap step untapped {names} (502.3).")


def zone_change(
    player: ScenarioPlayer,
    obj: GameObject,
    term: Term,
    timestamp: int,
    *,
    under_caster: bool = False,
) -> None:
    """destroy, exile, bounce, sacrifice or blink ``obj`` (what a spell's text or a term
    says), reporting where it went and why; a blink returns the card under its owner's
    control, or under the caster's when the text says "under your control"."""
    chars = player.filter_state(keywords=True)[obj.id]  # names and keywords (indestructible)
    name = chars.name or obj.card.name
    if reads_own_power(obj) or _gained_leaves_trigger(player, obj):
        # an ability of it may still resolve, or trigger, with what it last was (603.10a)
        known = player.layers()
        player.last_known[obj.id] = (known.characteristics[obj.id], known.steps[obj.id])
    said: list[str]
    match term.kind:
        case "destroy":
            if "indestructible" in chars.keywords:
                player.notes.append(f"{name} is indestructible: it isn't destroyed (702.12b).")
                return
            if (held := shield_instead(obj, name)) is not None:
                player.notes.append(held)
                return
            said = dies(player.game, obj, chars.keywords, "701.8", "destroyed", timestamp)
            if chars.is_creature:
                player.game.died_this_turn.append(chars.controller)  # it died (700.4)
        case "sacrifice":
            said = dies(
                player.game, obj, chars.keywords, "701.21", "sacrificed by its controller",
                timestamp,
            )  # fmt: skip
            if chars.is_creature:
                player.game.died_this_turn.append(chars.controller)
        case "exile":
            said = [leave_battlefield(player.game, obj, "exile", "701.13", "exiled").sentence()]
        case "bounce":
            move = leave_battlefield(player.game, obj, "hand", "400.7", "returned to hand")
            said = [move.sentence()]
        case _:
            under = term.seat() if under_caster else obj.owner
            move, back = blink(player.game, obj, under, timestamp, "400.7")
            said = [move.sentence()]
            if back is not None:
                said.append(
                    f"{obj.card.name} returned to the battlefield under {_whose(under)} "
                    "control: a new object with a new timestamp; effects on the old one don't "
                    "apply (400.7)."
                )
    player.left.append(obj.id)
    player.notes.extend(f"{term.where()}: {sentence}" for sentence in said)
    came_back(player, [obj.id], term, timestamp, chose=True)  # blinked, persist (614.1c)
    player.follow_subject()


#: A triggered ability of the permanent's own that triggers as it leaves (603.6c), a line
#: of its own; "dies" is going to a graveyard from the battlefield (700.4).
OWN_LEAVES = re.compile(
    r"^When (?:~|this [A-Za-z]+) (?P<event>dies|is put into a graveyard from the battlefield"
    r"|leaves the battlefield), "
)


def _gained_leaves_trigger(player: ScenarioPlayer, obj: GameObject) -> bool:
    """Whether an effect gave ``obj`` a leaves trigger (a spell's "gains 'When this creature
    dies, return it ...'", an Aura's "has 'When this permanent dies, draw a card'"), which
    its last known abilities hold: a resolved effect on it, or an ability it had when the
    layers were last applied (no new work here)."""
    known = player.layers_known()
    had = known.characteristics.get(obj.id) if known is not None else None
    return any(
        a.kind == "other" and OWN_LEAVES.match(a.summary) for a in (had.abilities if had else ())
    ) or any(
        isinstance(effect.spec, AbilityEffect)
        and obj.id in (effect.locked or ())
        and any(OWN_LEAVES.match(text) for text in effect.spec.granted)
        for effect in player.game.resolved
    )


def reads_own_power(obj: GameObject) -> bool:
    """Whether an ability of ``obj`` counts its own power or toughness ("where X is this
    creature's power"): once it has left (sacrificed as the cost), that is the power it last
    had on the battlefield (113.7a), so it is kept as it leaves."""
    return any(
        isinstance(amount, Formula) and amount.of in ("source_power", "source_toughness")
        for ability in obj.card.abilities
        if ability.kind in ("activated", "triggered")
        for spec in ability.effects
        if isinstance(spec, ModifyPowerToughness | SetPowerToughness)
        for amount in (spec.power, spec.toughness)
    )


def concede(player: ScenarioPlayer, who: Player, term: Term) -> None:
    """800.4a: what the leaving player owns leaves the game, effects giving them control
    end, then what they still control is exiled."""
    table: Table = player.table
    table.concede(who, term.where())
    game = player.game
    game.players = tuple(table.players())
    for obj in game.battlefield():
        if obj.owner is who:
            leave_battlefield(game, obj, "left the game", "800.4a", "its owner left the game")
            player.left.append(obj.id)
    game.graveyard = [(owner, card) for owner, card in game.graveyard if owner is not who]
    recount_graveyard_types(game)
    game.resolved = [
        effect
        for effect in game.resolved
        if not (effect.layer.value == "2" and effect.controller is who)
    ]
    state = player.layers().characteristics
    for obj in game.battlefield():
        if state[obj.id].controller is who:
            leave_battlefield(game, obj, "exile", "800.4a", "its controller left the game")
            player.left.append(obj.id)
    if table.active is who:
        game.active = None
    player.notes.append(
        f"{term.where()}: {who.value} left the game: what they owned left with them (their "
        "graveyard too), effects "
        "that gave them control ended, and what they still controlled was exiled (800.4a)."
    )
    player.follow_subject()


def _whose(player: Player) -> str:
    return "your" if player is Player.YOU else f"{player.value}'s"
