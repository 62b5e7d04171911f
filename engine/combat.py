"""Combat damage for one attacking creature and the creatures blocking it (CR 510).

Pure logic: a :class:`Combat` goes in, a :class:`CombatResult` comes out, step by
step. The attacking player's damage is split the way that kills the most blockers
and, with trample, sends the most damage to the player: each blocker gets its
*lethal damage* (120.6, 702.19b: toughness minus damage already marked; with
deathtouch any nonzero amount is lethal, 702.2c), the rest goes over.

Since the November 2024 rules update there is no damage assignment order: a
blocked creature divides its damage among its blockers as its controller chooses
(510.1c). Lethal damage only matters for trample (702.19b).

>>> result = resolve_combat(parse_combat("5/5 trample deathtouch vs 2/2, 3/3"))
>>> result.steps[0].to_player
3
>>> [b.lethal for b in result.steps[0].assignments]
[1, 1]
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from engine.errors import UserError

#: Largest power, toughness or damage amount the calculator accepts.
MAX_AMOUNT = 1_000
#: Most blockers one attacker can be given in a question.
MAX_BLOCKERS = 12

ORDER_CHANGE_NOTE = (
    "Since the Magic Foundations rules update (November 2024) there is no damage assignment "
    "order. Before, the attacking player ordered the blockers when they were declared (old "
    "509.2) and had to assign lethal damage to each blocker before the next one in that order "
    "(old 510.1c). Now a blocked creature's damage is divided among its blockers as its "
    "controller chooses (510.1c; the same for a creature blocking several attackers, 510.1d). "
    "Lethal damage still matters for trample: damage can go to the player only once every "
    "blocker is assigned lethal damage, counting damage already marked and deathtouch "
    "(702.19b, 702.2c)."
)


class CombatSpecError(UserError):
    """A ``!combat`` description that cannot be read."""


@dataclass(frozen=True)
class Combatant:
    """One creature in the fight, as the judge described it."""

    label: str
    power: int
    toughness: int
    first_strike: bool = False
    double_strike: bool = False
    trample: bool = False
    deathtouch: bool = False
    lifelink: bool = False
    indestructible: bool = False
    damage_marked: int = 0
    #: Protection from the creature(s) it fights: their damage to it is prevented (702.16e).
    protection: bool = False
    #: A shield preventing the next N damage dealt to it (615); ``None`` when there is none.
    prevent: int | None = None
    prevent_all: bool = False

    @property
    def strikes_first(self) -> bool:
        return self.first_strike or self.double_strike

    def describe(self) -> str:
        words = [self.label, f"{self.power}/{self.toughness}"]
        words += [word for word, on in self._keywords() if on]
        if self.damage_marked:
            words.append(f"({self.damage_marked} damage marked)")
        if self.protection:
            words.append("protection")
        if self.prevent_all:
            words.append("all damage to it prevented")
        elif self.prevent:
            words.append(f"prevent {self.prevent}")
        return " ".join(word for word in words if word)

    def _keywords(self) -> Iterable[tuple[str, bool]]:
        yield "first strike", self.first_strike
        yield "double strike", self.double_strike
        yield "trample", self.trample
        yield "deathtouch", self.deathtouch
        yield "lifelink", self.lifelink
        yield "indestructible", self.indestructible


@dataclass(frozen=True)
class Combat:
    """One attacking creature and the creatures blocking it (none: unblocked)."""

    attacker: Combatant
    blockers: tuple[Combatant, ...] = ()


@dataclass(frozen=True)
class BlockerDamage:
    """What the attacker assigned to and dealt to one blocker in one step."""

    label: str
    lethal: int
    assigned: int
    dealt: int
    dies: bool


@dataclass(frozen=True)
class DamageStep:
    """One combat damage step (510, 702.7b)."""

    name: str
    attacker_deals: bool
    assignments: tuple[BlockerDamage, ...] = ()
    to_player: int = 0
    #: The most damage that could go to the player this step (0 without trample).
    can_trample_over: int = 0
    #: (blocker label, damage it dealt to the attacker) for blockers that dealt damage.
    blocker_damage: tuple[tuple[str, int], ...] = ()
    attacker_dealt_total: int = 0
    attacker_dies: bool = False
    attacking_player_gains: int = 0
    defending_player_gains: int = 0
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class CombatResult:
    combat: Combat
    steps: tuple[DamageStep, ...]
    dead: tuple[str, ...]
    survivors: tuple[str, ...]
    player_damage: int
    attacking_player_gains: int
    defending_player_gains: int
    rules: tuple[str, ...]
    notes: tuple[str, ...] = ()


# --- Reading a description ---------------------------------------------------------

_PT = re.compile(r"^(-?\d+)/(-?\d+)$")
_SEPARATOR = re.compile(r"\s+(?:vs\.?|versus|blocked\s+by)(?:\s+|$)", re.IGNORECASE)
_BLOCKER_SPLIT = re.compile(r"\s*(?:[,;]|\band\b|\+)\s*", re.IGNORECASE)
_FLAGS = {
    "first strike": "first_strike",
    "firststrike": "first_strike",
    "first-strike": "first_strike",
    "fs": "first_strike",
    "double strike": "double_strike",
    "doublestrike": "double_strike",
    "double-strike": "double_strike",
    "ds": "double_strike",
    "trample": "trample",
    "deathtouch": "deathtouch",
    "dt": "deathtouch",
    "lifelink": "lifelink",
    "indestructible": "indestructible",
}


def _amount(text: str, what: str, spec: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise CombatSpecError(f"“{text}” is not a number ({what} in “{spec}”).", _HINT) from None
    if not 0 <= value <= MAX_AMOUNT:
        raise CombatSpecError(
            f"{what.capitalize()} {value} in “{spec}” is out of range: I take 0 to {MAX_AMOUNT}.",
            _HINT,
        )
    return value


_HINT = (
    "Write it like: !combat 5/5 trample deathtouch vs 2/2, 3/3 "
    "(keywords: first strike, double strike, trample, deathtouch, lifelink, indestructible, "
    "damage N, protection, prevent N)."
)


def parse_combatant(spec: str, default_label: str) -> Combatant:
    """``"Ghalta 12/12 trample damage 2"`` -> a :class:`Combatant`."""
    words = spec.split()
    index = next((i for i, word in enumerate(words) if _PT.match(word)), None)
    if index is None:
        raise CombatSpecError(f"I found no power/toughness like 2/3 in “{spec}”.", _HINT)
    match = _PT.match(words[index])
    assert match is not None
    power, toughness = int(match.group(1)), int(match.group(2))
    if toughness <= 0:
        raise CombatSpecError(
            f"“{spec}” has toughness {toughness}: it would be put into its owner's graveyard "
            "before combat damage (704.5f).",
            _HINT,
        )
    _amount(str(abs(power)), "power", spec)
    _amount(str(toughness), "toughness", spec)
    label = " ".join(words[:index]) or default_label
    flags: dict[str, bool] = {}
    marked = 0
    prevent: int | None = None
    prevent_all = False
    rest = [word.casefold().strip(",.") for word in words[index + 1 :]]
    unknown: list[str] = []
    i = 0
    while i < len(rest):
        word = rest[i]
        pair = " ".join(rest[i : i + 2])
        if pair in _FLAGS:
            flags[_FLAGS[pair]] = True
            i += 2
        elif word in _FLAGS:
            flags[_FLAGS[word]] = True
            i += 1
        elif word in {"damage", "dmg", "marked"} and i + 1 < len(rest):
            marked = _amount(rest[i + 1], "damage marked", spec)
            i += 2
        elif word.isdigit() and i + 1 < len(rest) and rest[i + 1] in {"damage", "dmg"}:
            marked = _amount(word, "damage marked", spec)
            i += 2
        elif word in {"protection", "pro"}:
            flags["protection"] = True
            i += 1
            if i < len(rest) and rest[i] == "from":
                i += 2  # "protection from red": the quality its opponent is assumed to have
        elif word == "prevent" and i + 1 < len(rest):
            if rest[i + 1] == "all":
                prevent_all = True
            else:
                prevent = _amount(rest[i + 1], "prevention shield", spec)
            i += 2
        else:
            unknown.append(word)
            i += 1
    if unknown:
        raise CombatSpecError(
            f"I don't know “{' '.join(unknown)}” in “{spec}”.",
            "Put a creature's name before its power/toughness. " + _HINT,
        )
    return Combatant(
        label=label,
        power=power,
        toughness=toughness,
        damage_marked=marked,
        prevent=prevent,
        prevent_all=prevent_all,
        **flags,
    )


def parse_combat(spec: str) -> Combat:
    """``"5/5 trample vs 2/2, 3/3"``: the attacker, ``vs``, then its blockers."""
    text = spec.strip()
    if not text:
        raise CombatSpecError("Tell me the attacker and its blockers.", _HINT)
    parts = _SEPARATOR.split(text)
    if len(parts) > 2:
        raise CombatSpecError(
            "I can only work out one attacking creature and its blockers at a time.", _HINT
        )
    attacker = parse_combatant(parts[0], "Attacker")
    blockers: list[Combatant] = []
    if len(parts) == 2:
        pieces = [piece for piece in _BLOCKER_SPLIT.split(parts[1]) if piece.strip()]
        if not pieces:
            raise CombatSpecError("“vs” needs at least one blocker after it.", _HINT)
        if len(pieces) > MAX_BLOCKERS:
            raise CombatSpecError(
                f"{len(pieces)} blockers is more than I handle ({MAX_BLOCKERS}).", _HINT
            )
        for number, piece in enumerate(pieces, start=1):
            blocker = parse_combatant(piece, f"Blocker {number}")
            if blocker.trample:
                blocker = replace(blocker, trample=False)
            blockers.append(blocker)
    labels = [attacker.label, *(b.label for b in blockers)]
    if len(set(labels)) != len(labels):
        blockers = [
            replace(b, label=f"{b.label} #{n}") if labels.count(b.label) > 1 else b
            for n, b in enumerate(blockers, start=1)
        ]
    return Combat(attacker=attacker, blockers=tuple(blockers))


# --- Working it out -----------------------------------------------------------------


@dataclass
class _Live:
    """A creature's state while the steps are played."""

    creature: Combatant
    marked: int
    shield: int | None
    deathtouched: bool = False
    dead: bool = False
    dealt_by: list[str] = field(default_factory=list)

    def lethal_from(self, deathtouch: bool) -> int:
        """Lethal damage still needed (120.6, 702.19b); any nonzero with deathtouch (702.2c)."""
        remaining = max(self.creature.toughness - self.marked, 0)
        return min(remaining, 1) if deathtouch else remaining

    def receive(self, amount: int, deathtouch: bool) -> int:
        """Damage actually dealt after protection and prevention (702.16e, 615)."""
        if amount <= 0 or self.creature.protection or self.creature.prevent_all:
            return 0
        if self.shield:
            stopped = min(self.shield, amount)
            self.shield -= stopped
            amount -= stopped
        self.marked += amount
        if deathtouch and amount > 0:
            self.deathtouched = True
        return amount

    def check_destroyed(self) -> bool:
        """704.5g lethal damage, 704.5h deathtouch; indestructible ignores both (702.12b)."""
        if self.dead or self.creature.indestructible:
            return False
        if self.marked >= self.creature.toughness or self.deathtouched:
            self.dead = True
            return True
        return False


def _suggest_split(
    power: int, needs: list[int], can_die: list[bool], trample: bool
) -> tuple[list[int], int]:
    """The division the bot proposes: lethal to as many as possible, the rest over.

    With trample and enough power, every blocker gets exactly its lethal damage and the
    rest goes to the player (702.19b). Otherwise blockers that can die come first, cheapest
    first, and whatever is left goes on the first blocker still standing.
    """
    assigned = [0] * len(needs)
    if trample and power >= sum(needs):
        return list(needs), power - sum(needs)
    order = sorted(range(len(needs)), key=lambda i: (not can_die[i], needs[i]))
    left = power
    for i in order:
        if needs[i] <= left:
            assigned[i] = needs[i]
            left -= needs[i]
    if left and needs:
        target = next(
            (i for i in order if can_die[i] and assigned[i] < needs[i]),
            next((i for i in order if can_die[i]), order[0]),
        )
        assigned[target] += left
    return assigned, 0


def _step(
    name: str,
    attacker: _Live,
    blockers: list[_Live],
    was_blocked: bool,
    takes_part: dict[str, bool],
) -> DamageStep:
    a = attacker.creature
    notes: list[str] = []
    alive = [b for b in blockers if not b.dead]
    attacker_deals = takes_part[a.label] and not attacker.dead and a.power > 0
    assignments: list[BlockerDamage] = []
    to_player = over = dealt_total = 0
    if attacker_deals:
        if not was_blocked:
            to_player = dealt_total = a.power
        elif not alive:
            if a.trample:
                to_player = over = a.power
                dealt_total = a.power
                notes.append(
                    "No creature is blocking it any more: with trample all its damage goes to "
                    "the player (702.19d)."
                )
            else:
                notes.append(
                    "No creature is blocking it any more, so it assigns no combat damage "
                    "(510.1c); without trample none goes to the player."
                )
        else:
            needs = [b.lethal_from(a.deathtouch) for b in alive]
            can_die = [
                not (b.creature.indestructible or b.creature.protection or b.creature.prevent_all)
                for b in alive
            ]
            split, to_player = _suggest_split(a.power, needs, can_die, a.trample)
            over = max(a.power - sum(needs), 0) if a.trample else 0
            for blocker, need, amount in zip(alive, needs, split, strict=True):
                dealt = blocker.receive(amount, a.deathtouch)
                dealt_total += dealt
                assignments.append(
                    BlockerDamage(
                        label=blocker.creature.label,
                        lethal=need,
                        assigned=amount,
                        dealt=dealt,
                        dies=False,
                    )
                )
                if amount and dealt < amount:
                    reason = (
                        "protection (702.16e)"
                        if blocker.creature.protection
                        else "a prevention effect (615)"
                    )
                    notes.append(
                        f"{amount - dealt} of the damage assigned to "
                        f"{blocker.creature.label} is prevented by {reason}; it still had to "
                        "be assigned lethal damage before any could trample over (702.19b)."
                    )
            dealt_total += to_player
    blocker_damage: list[tuple[str, int]] = []
    defending_gain = 0
    for blocker in alive:
        b = blocker.creature
        if not takes_part[b.label] or b.power <= 0:
            continue
        dealt = attacker.receive(b.power, b.deathtouch)
        blocker_damage.append((b.label, dealt))
        defending_gain += dealt if b.lifelink else 0
    attacking_gain = dealt_total if a.lifelink else 0
    for blocker in alive:
        blocker.check_destroyed()
    attacker_dies = attacker.check_destroyed()
    final = tuple(
        replace(entry, dies=next(b.dead for b in alive if b.creature.label == entry.label))
        for entry in assignments
    )
    for blocker in alive:
        if blocker.creature.indestructible and (
            blocker.marked >= blocker.creature.toughness or blocker.deathtouched
        ):
            notes.append(
                f"{blocker.creature.label} has lethal damage but is indestructible, so it isn't "
                "destroyed (702.12b)."
            )
    if attacker.creature.indestructible and (
        attacker.marked >= a.toughness or attacker.deathtouched
    ):
        notes.append(f"{a.label} has lethal damage but is indestructible (702.12b).")
    return DamageStep(
        name=name,
        attacker_deals=attacker_deals,
        assignments=final,
        to_player=to_player,
        can_trample_over=over,
        blocker_damage=tuple(blocker_damage),
        attacker_dealt_total=dealt_total,
        attacker_dies=attacker_dies,
        attacking_player_gains=attacking_gain,
        defending_player_gains=defending_gain,
        notes=tuple(notes),
    )


def resolve_combat(combat: Combat) -> CombatResult:
    """Play out the combat damage step(s) (510.4, 702.4b, 702.7b)."""
    a = combat.attacker
    attacker = _Live(a, a.damage_marked, a.prevent)
    blockers = [_Live(b, b.damage_marked, b.prevent) for b in combat.blockers]
    everyone = [a, *combat.blockers]
    rules = ["510.1a", "510.1c" if combat.blockers else "510.1b", "510.2"]
    steps: list[DamageStep] = []
    if any(c.strikes_first for c in everyone):
        first = {c.label: c.strikes_first for c in everyone}
        second = {c.label: c.double_strike or not c.first_strike for c in everyone}
        steps.append(
            _step("First-strike combat damage step", attacker, blockers, bool(blockers), first)
        )
        steps.append(
            _step("Regular combat damage step", attacker, blockers, bool(blockers), second)
        )
        rules += ["510.4", "702.7b"]
        if any(c.double_strike for c in everyone):
            rules.append("702.4b")
    else:
        steps.append(
            _step(
                "Combat damage step",
                attacker,
                blockers,
                bool(blockers),
                {c.label: True for c in everyone},
            )
        )
    if a.trample and combat.blockers:
        rules.append("702.19b")
    if any(c.deathtouch for c in everyone):
        rules += ["702.2c", "704.5h"]
    if any(c.lifelink for c in everyone):
        rules.append("702.15b")
    if any(c.indestructible for c in everyone):
        rules.append("702.12b")
    if any(c.protection for c in everyone):
        rules.append("702.16e")
    if any(c.prevent or c.prevent_all for c in everyone):
        rules.append("615.1")
    rules.append("704.5g")
    notes: list[str] = []
    if len(combat.blockers) > 1:
        notes.append(
            "No damage assignment order since November 2024: the attacking player divides the "
            "damage among the blockers as they choose (510.1c). Shown: the split that kills the "
            "most blockers" + (" and tramples over the most." if a.trample else ".")
        )
    lived = [attacker, *blockers]
    return CombatResult(
        combat=combat,
        steps=tuple(steps),
        dead=tuple(c.creature.label for c in lived if c.dead),
        survivors=tuple(c.creature.label for c in lived if not c.dead),
        player_damage=sum(step.to_player for step in steps),
        attacking_player_gains=sum(step.attacking_player_gains for step in steps),
        defending_player_gains=sum(step.defending_player_gains for step in steps),
        rules=tuple(dict.fromkeys(rules)),
        notes=tuple(notes),
    )
