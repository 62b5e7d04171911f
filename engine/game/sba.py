"""State-based actions (704), checked after every term of a scenario.

All applicable state-based actions happen at once, then they are checked again until
none applies (704.3). Those this model performs: a creature with toughness 0 or less
(704.5f), lethal or deathtouch damage (704.5g, 704.5h), the legend rule (704.5j), an
Aura attached illegally (704.5m), an Equipment or Fortification attached illegally
(704.5n; 301.5c: an Equipment that is also a creature can't equip), a creature or any
other permanent attached to something (704.5p: a copy of an Equipment that ended), +1/+1
and -1/-1 counters cancelling (704.5q), a planeswalker with no loyalty (704.5i), a
Saga past its final chapter (704.5s), and a second Role of one player on a permanent (704.5y).
A card that changes one of these rules wins over it (101.1): Mirror Gallery's legends stay,
Zilortha's creatures die of damage at least their power.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from engine.cards import Card
from engine.game.bestow import cease_to_be_bestowed
from engine.game.enchant import ATTACHING, enchant_restriction
from engine.game.legend_exemptions import legend_rule_exemptions
from engine.game.protection import protection_from, spared_protections, unread_protection
from engine.game.quiet import may_apply
from engine.game.reconfigure import end_reconfigured, has_reconfigure
from engine.game.roles import extra_roles
from engine.game.sagas import final_chapter
from engine.game.zones import dies, leave_battlefield
from engine.layers import ContinuousEffect, EffectKey, Game, Layer, LayerResult, Step
from engine.layers.filters import matches_filter
from engine.objects import Characteristics, GameObject
from engine.oracle.abilities import lethal_by_power

#: 704.3 repeats until nothing happens; a board that still changes after this many
#: rounds would be a loop, which real state-based actions can't make.
MAX_ROUNDS = 20


@dataclass
class Outcome:
    """What state-based actions did: sentences for the reply, and the last known
    characteristics and steps of each object they moved off the battlefield (608.2h's
    "last known information")."""

    said: list[str] = field(default_factory=list)
    #: What they did that the model may have got wrong (an exemption from the legend rule
    #: it can't read): warnings for the reply.
    doubts: list[str] = field(default_factory=list)
    last_known: dict[int, tuple[Characteristics, list[Step]]] = field(default_factory=dict)


def check_state_based_actions(
    game: Game,
    timestamp: int,
    layers: Callable[[], LayerResult],
    keep: frozenset[int] = frozenset(),
) -> Outcome:
    """Perform state-based actions until none applies (704.3); ``layers`` gives the layer
    result of the board as it is (the caller may reuse one); ``keep`` are the permanents
    their controllers choose to keep under the legend rule."""
    outcome = Outcome()
    _doubt_lethal_damage(game, layers, outcome.doubts)
    for _ in range(MAX_ROUNDS):
        if not may_apply(game):
            return outcome
        result = layers()
        before = {obj.id for obj in game.battlefield()}
        done = _one_round(game, result.characteristics, timestamp, keep, outcome.doubts)
        if not done:
            return outcome
        outcome.said.extend(done)
        for obj_id in before - {obj.id for obj in game.battlefield()}:
            outcome.last_known[obj_id] = (result.characteristics[obj_id], result.steps[obj_id])
    return outcome


def _one_round(
    game: Game,
    state: dict[int, Characteristics],
    timestamp: int,
    keep: frozenset[int],
    doubts: list[str],
) -> list[str]:
    """Every state-based action that applies now, performed simultaneously (704.3)."""
    to_graveyard: dict[int, tuple[str, str]] = {}
    cancelling: list[GameObject] = []
    unattach: dict[int, str] = {}
    bestow_ends: list[GameObject] = []
    said: list[str] = []
    battlefield = game.battlefield()
    by_power = _covered_by(battlefield, state, "lethal_by_power")
    for obj in battlefield:
        chars = state[obj.id]
        if reason := _creature_dies(obj, chars, by_power(obj)):
            to_graveyard[obj.id] = reason
        elif "Planeswalker" in chars.types and obj.counters.get("loyalty", 1) <= 0:
            to_graveyard[obj.id] = ("704.5i", "a planeswalker with 0 loyalty")
        elif reason := _saga_ends(obj, chars):
            to_graveyard[obj.id] = reason
        if obj.counters.get("+1/+1") and obj.counters.get("-1/-1"):
            cancelling.append(obj)
        host = game.objects.get(obj.attached_to) if obj.attached_to is not None else None
        spared = _spared(game, state, obj, host, doubts)
        if "bestowed" in obj.states:
            if host is None or _attachment_problem(obj, chars, host, state, spared):
                bestow_ends.append(obj)  # 702.103f instead of 704.5m
        elif obj.attached_to is not None:
            problem = _attachment_problem(obj, chars, host, state, spared)
            if problem and "Aura" in chars.subtypes:
                to_graveyard[obj.id] = ("704.5m", f"an Aura {problem}")
            elif problem:
                unattach[obj.id] = problem
        elif "Aura" in chars.subtypes and obj.id not in to_graveyard:
            enchanted = obj.choices.enchanted_player  # an Aura attached to a player (303.4)
            if enchanted is None or enchanted not in game.players:
                to_graveyard[obj.id] = ("704.5m", "an Aura attached to nothing")
    for obj_id, rule_why in _legend_rule(battlefield, state, keep, doubts).items():
        to_graveyard.setdefault(obj_id, rule_why)
    for obj_id, rule_why in extra_roles(battlefield, state).items():
        to_graveyard.setdefault(obj_id, rule_why)
    said.extend(cease_to_be_bestowed(game, obj) for obj in bestow_ends)
    for obj_id, problem in unattach.items():
        obj = game.objects[obj_id]
        obj.last_attached_to = obj.attached_to
        end_reconfigured(game, obj)  # unattached: no longer "attached by reconfigure"
        rule = (
            "704.5n" if {"Equipment", "Fortification"} & set(state[obj_id].subtypes) else "704.5p"
        )
        said.append(
            f"{state[obj_id].name or obj.card.name} became unattached and stays on the "
            f"battlefield: it {problem} ({rule})."
        )
    for obj_id, (rule, why) in to_graveyard.items():
        obj = game.objects[obj_id]
        chars = state[obj_id]
        if chars.is_creature:
            game.died_this_turn.append(chars.controller)  # it dies, whatever the rule (700.4)
        if rule in ("704.5g", "704.5h", "704.5f", "704.5j", "704.5i") and chars.is_creature:
            said.extend(dies(game, obj, chars.keywords, rule, why, timestamp))
        else:
            said.append(leave_battlefield(game, obj, "graveyard", rule, why).sentence())
    said.extend(
        _cancel_counters(obj, state[obj.id]) for obj in cancelling if obj.id not in to_graveyard
    )
    return said


def _cancel_counters(obj: GameObject, chars: Characteristics) -> str:
    """704.5q: as many +1/+1 and -1/-1 counters as it has of both are removed. It happens
    at the same time as the other state-based actions (704.3), so a creature that dies in
    the same round leaves with all its counters: a Young Wolf with one +1/+1 and three -1/-1
    counters dies with its +1/+1 counter, and undying doesn't return it (704.8)."""
    plus, minus = obj.counters["+1/+1"], obj.counters["-1/-1"]
    removed = min(plus, minus)
    for kind, left in (("+1/+1", plus - removed), ("-1/-1", minus - removed)):
        if left:
            obj.counters[kind] = left
        else:
            del obj.counters[kind]
    return (
        f"{chars.name or obj.card.name}: {removed} +1/+1 and {removed} -1/-1 counter(s) were "
        "removed (704.5q)."
    )


def _creature_dies(
    obj: GameObject, chars: Characteristics, by_power: bool
) -> tuple[str, str] | None:
    """704.5f, 704.5g, 704.5h; ``by_power``: lethal damage is measured against its power
    (Zilortha), and only with damage marked, so an undamaged 0-power creature stays."""
    if not chars.is_creature or chars.toughness is None:
        return None
    if chars.toughness <= 0:
        return "704.5f", f"its toughness is {chars.toughness}"  # no damage: by_power or not
    if "indestructible" in chars.keywords:
        return None  # 702.12b: not destroyed by lethal damage
    measure, value = ("power", chars.power) if by_power else ("toughness", chars.toughness)
    if obj.damage and value is not None and obj.damage >= value:
        why = f"it has {obj.damage} damage marked and {measure} {value}"
        return "704.5g", why + (", against which lethal damage is measured" if by_power else "")
    if obj.damage and obj.deathtouch_damage:
        return "704.5h", "it was dealt damage by a source with deathtouch"
    return None


#: A static ability's words that change what damage is lethal (704.5g) in a way not read
#: (Ogre Enforcer's "unless lethal damage dealt by a single source is marked on it"; Zilortha's
#: "determined by their power" is read, :func:`lethal_by_power`).
_LETHAL_WORDS = re.compile(r"\blethal damage\b", re.IGNORECASE)


def _doubt_lethal_damage(game: Game, layers: Callable[[], LayerResult], doubts: list[str]) -> None:
    """A creature with damage marked, beside a permanent whose unread static ability speaks
    of lethal damage: 704.5g is checked against toughness as the rule prints it, so the
    reply says that may not be the answer, never silently. Printed text decides whether to
    look at all (most boards have no damage or no such words), the layers the rest."""
    damaged = [o for o in game.battlefield() if o.damage]
    lines = [
        (source, words)
        for source in game.battlefield()
        for line in source.card.oracle_text.splitlines()
        if _LETHAL_WORDS.search(words := re.sub(r"\([^)]*\)", "", line).strip())
        and not re.match(r"(?:When|Whenever|At)\b", words)
        and lethal_by_power(words) is None
    ]
    if not damaged or not lines:
        return
    state = layers().characteristics
    names = ", ".join(state[o.id].name or o.card.name for o in damaged if state[o.id].is_creature)
    for source, words in lines:
        if not names or not any(a.kind == "other" for a in state[source.id].abilities):
            continue  # no damaged creature, or its unread ability is gone (Humility)
        doubt = (
            f"{state[source.id].name or source.card.name}: “{words}” changes when damage is "
            f"lethal (704.5g), which I don't model: whether {names} (damage marked) would "
            "survive is worked out against toughness; check it by hand."
        )
        if doubt not in doubts:
            doubts.append(doubt)


def _saga_ends(obj: GameObject, chars: Characteristics) -> tuple[str, str] | None:
    """704.5s: a Saga with chapter abilities and at least as many lore counters as its final
    chapter number is sacrificed (a scenario's chapter resolves at once, so none of its
    chapter abilities is still on the stack)."""
    lore = obj.counters.get("lore", 0)
    if not lore or "Saga" not in chars.subtypes:
        return None
    final = final_chapter(obj.card, chars.abilities)
    if not final or lore < final:
        return None
    return "704.5s", f"a Saga with {lore} lore counters and {final} chapters is sacrificed"


def _spared(
    game: Game,
    state: dict[int, Characteristics],
    obj: GameObject,
    host: GameObject | None,
    doubts: list[str],
) -> list[str]:
    """The host's protection instances that leave ``obj`` on (702.16n, 702.16p); a
    protection whose quality is not read for it is warned of, never guessed."""
    if host is None or host.zone != "battlefield" or host.id not in state:
        return []
    if (unread := unread_protection(state[host.id], state[obj.id])) is not None:
        doubt = (
            f"{state[host.id].name or host.card.name} has {unread}, which I can't check "
            f"against {state[obj.id].name or obj.card.name} attached to it: it may fall off "
            "(702.16c, 702.16d)."
        )
        if doubt not in doubts:
            doubts.append(doubt)
    return spared_protections(game, state, obj, host)


def _attachment_problem(
    obj: GameObject,
    chars: Characteristics,
    host: GameObject | None,
    state: dict[int, Characteristics],
    spared: list[str],
) -> str:
    """Why ``obj`` can't stay attached to ``host`` (empty when it can); ``spared``: the
    host's protection instances that leave it on."""
    if host is None or host.zone != "battlefield":
        return "is attached to something that left the battlefield"
    target = state[host.id]
    what = target.name or "a permanent"
    if "Aura" in chars.subtypes:
        if chars.is_creature:
            return "is also a creature, which can't enchant anything (303.4d)"
        return _enchant_problem(obj.card, chars, target, spared)
    if "Equipment" in chars.subtypes or "Equipment" in obj.card.subtypes:
        if "Equipment" not in chars.subtypes:
            return "lost the subtype Equipment, so it can't equip (301.5c)"
        if chars.is_creature and not has_reconfigure(obj):
            return "is also a creature, so it can't equip a creature (301.5c)"
        if not target.is_creature:
            return f"is attached to {what}, which isn't a creature"
    if "Fortification" in chars.subtypes and "Land" not in target.types:
        return f"fortifies {what}, which isn't a land (301.6)"
    attaches = {"Equipment", "Fortification"} & set(chars.subtypes)
    if attaches and (shield := protection_from(chars, target, spared)) is not None:
        return f"is attached to {what}, which has {shield} (702.16d)"
    if attaches:
        return ""  # an Equipment creature with reconfigure may equip (301.5c)
    if chars.is_creature or "Battle" in chars.types:
        return f"is a {'creature' if chars.is_creature else 'battle'}, which can't be attached"
    if not ATTACHING & set(chars.subtypes):
        return "is neither an Aura, an Equipment nor a Fortification, so it can't be attached"
    return ""


def _enchant_problem(
    aura: Card, chars: Characteristics, target: Characteristics, spared: list[str]
) -> str:
    """Why the Aura's enchant keyword no longer allows what it enchants (303.4a, 704.5m),
    or what it enchants has protection from it (702.16c, 303.4d), but for the instances
    ``spared`` by an effect that "doesn't remove" it (702.16n)."""
    what = target.name or "a permanent"
    if (shield := protection_from(chars, target, spared)) is not None:
        return f"enchants {what}, which has {shield} (702.16c, 303.4d)"
    restriction = enchant_restriction(aura)
    if restriction is None:
        return ""
    if not restriction.allows(target):
        return f"enchants {what}, which is no longer {restriction.wanted()}"
    mine = target.controller == chars.controller
    if restriction.controller == "you" and not mine:
        return f"must enchant a permanent its controller controls, and {what} is not"
    if restriction.controller == "opponent" and mine:
        return f"must enchant a permanent an opponent controls, and {what} is not"
    return ""


def _legend_rule(
    battlefield: list[GameObject],
    state: dict[int, Characteristics],
    keep: frozenset[int],
    doubts: list[str],
) -> dict[int, tuple[str, str]]:
    """704.5j: each player keeps one legendary permanent of each name: the one the scenario
    marked ``[keep]``, else the one that entered last; those an ability exempts stay. The
    exemptions are read only when some player has two legends of one name (run every term)."""
    names = Counter(
        (state[o.id].controller, state[o.id].name)
        for o in battlefield
        if "Legendary" in state[o.id].supertypes and state[o.id].name
    )
    if all(count < 2 for count in names.values()):
        return {}
    spared, unread = legend_rule_exemptions(battlefield, state)
    off = _covered_by(battlefield, state, "legend_rule_off")
    groups: dict[tuple[str, str], list[GameObject]] = defaultdict(list)
    for obj in battlefield:
        chars = state[obj.id]
        if (
            "Legendary" in chars.supertypes
            and chars.name
            and not off(obj)
            and not spared(obj, chars)
        ):
            groups[(chars.controller.value, chars.name)].append(obj)
    extra: dict[int, tuple[str, str]] = {}
    if unread and any(len(objects) > 1 for objects in groups.values()):
        doubts.append(
            "The legend rule (704.5j) was applied as printed, but an ability on the board "
            f"exempts some permanents in words I don't read ({'; '.join(unread)}): check "
            "which legends stay by hand."
        )
    for (controller, name), objects in groups.items():
        kept = max(objects, key=lambda o: (o.id in keep, o.timestamp, o.id))
        which = "the one marked [keep]" if kept.id in keep else "the newer one"
        for obj in objects:
            if obj is not kept:
                extra[obj.id] = (
                    "704.5j",
                    f"the legend rule: {_controls(controller)} two legendary permanents "
                    f"named {name} and kept {which}",
                )
    return extra


def _covered_by(
    battlefield: list[GameObject],
    state: dict[int, Characteristics],
    rule_field: Literal["legend_rule_off", "lethal_by_power"],
) -> Callable[[GameObject], bool]:
    """Whether a permanent is in the group a permanent's ability changes a state-based
    action for (``rule_field`` of its abilities: Mirror Gallery's legends, Zilortha's
    creatures), as its controller sees it ("you control": its controller's)."""
    rules = [
        (ContinuousEffect(
            EffectKey("static", holder.id, id(ability), 0), Layer.ABILITY, None, holder.id,
            state[holder.id].name, state[holder.id].controller, holder.timestamp, ability,
        ), group)
        for holder in battlefield
        for ability in state[holder.id].abilities
        if (group := getattr(ability, rule_field)) is not None
    ]  # fmt: skip
    return lambda obj: any(
        matches_filter(rule, state[obj.id], obj.states, seen_by, obj.id, obj.counters)
        for seen_by, rule in rules
    )


def _controls(controller: str) -> str:
    return "you control" if controller == "you" else f"{controller} controls"
