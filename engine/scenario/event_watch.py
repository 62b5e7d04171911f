"""Static abilities that change or stop an event (614.1, 615.1) as a term carries it out.

Melira's "Creatures you control can't have -1/-1 counters put on them" and Tajic's "Prevent
all noncombat damage that would be dealt to other creatures you control" change no
characteristic: the layer system never sees them, yet they decide what Black Sun's Zenith or
Lightning Bolt does to the board. The simple forms (:mod:`engine.oracle.event_statics`:
those two, and Blind Obedience's "Artifacts and creatures your opponents control enter
tapped") are carried out once the term has put its counters, marked its damage and put its
permanents onto the battlefield, before state-based actions are checked (704.3); any other
such ability of a permanent that was on the battlefield as the term began (Kalitas's "If a
creature ... would die, instead ...") is listed in ``unmodelled`` when the term carried out
an event of the kind it governs: the board is shown without it, never as if it were not
there.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import islice
from typing import TYPE_CHECKING

from engine.cards import Card
from engine.game.life import life_total
from engine.game.transform import face_up
from engine.layers.filters import matches_filter
from engine.objects import Characteristics, GameObject, Player
from engine.oracle.event_statics import EventStatic, GovernedEvent, event_statics
from engine.scenario.carry_out import probe
from engine.scenario.originals import text_card
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: What the reply calls each kind of event.
_EVENT_WORDS: dict[GovernedEvent, str] = {
    "counters": "counters put on a permanent",
    "damage": "damage dealt",
    "graveyard": "a permanent put into a graveyard",
    "leaves": "a permanent leaving the battlefield",
    "enters": "a permanent entering",
    "life_gain": "a player gaining life",
    "life_loss": "a player losing life",
}

#: The statics of each card text read so far, by its text and the name "~" stands for.
_READ: dict[tuple[str, str], tuple[EventStatic, ...]] = {}


def _statics(card: Card) -> tuple[EventStatic, ...]:
    found = _READ.get((card.oracle_text, card.name))
    if found is None:
        found = _READ[card.oracle_text, card.name] = event_statics(card.oracle_text, card.name)
    return found


@dataclass
class EventsBefore:
    """The board as a term began, for what its events changed: the permanents with such
    abilities (and the card whose words each has), counters, damage and life totals."""

    sources: list[tuple[GameObject, Card]]
    ids: set[int]
    counters: dict[int, dict[str, int]]
    damage: dict[int, tuple[int, bool]]
    life: dict[Player, int]
    #: What the term did as it ended, before state-based actions (which clear the damage
    #: of a creature they move, 400.7).
    early: dict[GovernedEvent, str] = field(default_factory=dict)


class EventWatch:
    """The objects whose words hold such an ability, each read once as it is added to the
    game (as :class:`engine.scenario.entering.EnteringWatch` does), so a term doesn't read
    the whole board again."""

    def __init__(self) -> None:
        self._checked = 0
        self._sources: list[GameObject] = []

    def before_term(
        self, player: ScenarioPlayer, permanents: list[GameObject]
    ) -> EventsBefore | None:
        """The board as ``permanents`` stand before a term, or ``None`` when none of them has
        such an ability (most boards: nothing to keep)."""
        objects = player.game.objects
        if len(objects) != self._checked:
            for obj in islice(objects.values(), self._checked, None):
                card = _words_of(player, obj)
                if card is not None and (_statics(card) or _statics(obj.card)):
                    self._sources.append(obj)  # either face may be up later (712.8e)
            self._checked = len(objects)
        sources = []
        for obj in self._sources:
            if obj.zone == "battlefield" and (card := _words_of(player, obj)) and _statics(card):
                sources.append((obj, card))
        if not sources:
            return None
        return EventsBefore(
            sources,
            {obj.id for obj in permanents},
            {obj.id: dict(obj.counters) for obj in permanents},
            {obj.id: (obj.damage, obj.deathtouch_damage) for obj in permanents},
            {p: life_total(player.game, player.table, p) for p in player.table.players()},
        )


def _words_of(player: ScenarioPlayer, obj: GameObject) -> Card | None:
    """The card whose words the permanent has: its back face's when transformed (712.8e)."""
    card = text_card(player, obj)
    return face_up(obj) if card is obj.card else card


def apply_event_statics(player: ScenarioPlayer, term: Term, before: EventsBefore) -> None:
    """The counters a group can't have are taken off again and the damage prevented to it is
    no longer marked (101.2, 615.1): what the term did was never done to them."""
    now = player.layers().characteristics
    for source, card in before.sources:
        if not _applies(source, card, now):
            continue
        for static in _statics(card):
            if not _carried_out_in(static, term):
                continue
            if static.counter is not None:
                _forbid_counters(player, source, card, static, before, now, term)
            elif static.enters_tapped:
                _enter_tapped(player, source, card, static, before, now, term)
            else:
                _prevent_damage(player, source, card, static, before, now, term)
    before.early = _what_happened(player, before)


def _carried_out_in(static: EventStatic, term: Term) -> bool:
    """Whether the ability is carried out for what ``term`` did: a ``damage`` term's damage
    may be combat damage, so a prevention that tells combat damage apart is only said."""
    if not static.carried_out:
        return False
    return static.damage in (None, "all") or (
        static.damage == "noncombat" and term.kind != "damage"
    )


def _applies(source: GameObject, card: Card, now: dict[int, Characteristics]) -> bool:
    """Whether its ability still works: on the battlefield, face up, with the abilities it
    printed (an object that lost them has none of these rules, 613.1f)."""
    chars = now.get(source.id)
    if source.zone != "battlefield" or source.face_down or chars is None:
        return False
    printed = [a for a in card.abilities if a.kind != "keyword"]
    return not printed or any(a in chars.abilities for a in printed)


def _protected(
    player: ScenarioPlayer, source: GameObject, static: EventStatic, now: dict[int, Characteristics]
) -> list[GameObject]:
    """The permanents on the battlefield the ability protects now."""
    if static.group is None:
        return [source]
    chars = now[source.id]
    seer = probe(chars.controller, source, 0, source.card.name)
    return [
        obj
        for obj in player.game.battlefield()
        if obj.id in now
        and matches_filter(static.group, now[obj.id], obj.states, seer, obj.id, obj.counters)
    ]


def _forbid_counters(
    player: ScenarioPlayer,
    source: GameObject,
    card: Card,
    static: EventStatic,
    before: EventsBefore,
    now: dict[int, Characteristics],
    term: Term,
) -> None:
    for obj in _protected(player, source, static, now):
        had = before.counters.get(obj.id, {})
        kinds = [static.counter] if static.counter else list(obj.counters)
        for kind in (k for k in kinds if obj.counters.get(k, 0) > had.get(k, 0)):
            put = obj.counters[kind] - had.get(kind, 0)
            obj.remove_counters(kind, put)
            player.notes.append(
                f"In {term.where()}: {now[obj.id].name or obj.card.name} can't have {kind} "
                f"counters put on it ({card.name}: “{_spelled(static, card)}”), so the term "
                f"put none of the {put} it would have put on it (101.2)."
            )


def _enter_tapped(
    player: ScenarioPlayer,
    source: GameObject,
    card: Card,
    static: EventStatic,
    before: EventsBefore,
    now: dict[int, Characteristics],
    term: Term,
) -> None:
    """What entered during the term (not a board being set up, whose permanents are as the
    judge lists them) and is of the group entered tapped (614.1d)."""
    if player.setting_up:
        return
    for obj in _protected(player, source, static, now):
        if obj.id in before.ids or "tapped" in obj.states:
            continue
        obj.states.add("tapped")
        player.notes.append(
            f"In {term.where()}: {now[obj.id].name or obj.card.name} entered tapped "
            f"({card.name}: “{_spelled(static, card)}”, 614.1d)."
        )


def _prevent_damage(
    player: ScenarioPlayer,
    source: GameObject,
    card: Card,
    static: EventStatic,
    before: EventsBefore,
    now: dict[int, Characteristics],
    term: Term,
) -> None:
    for obj in _protected(player, source, static, now):
        marked, deathtouch = before.damage.get(obj.id, (0, False))
        if obj.damage <= marked:
            continue
        prevented = obj.damage - marked
        obj.damage, obj.deathtouch_damage = marked, deathtouch
        player.notes.append(
            f"In {term.where()}: the {prevented} damage that would have been dealt to "
            f"{now[obj.id].name or obj.card.name} was prevented ({card.name}: "
            f"“{_spelled(static, card)}”, 615.1)."
        )
        if any(life_total(player.game, player.table, p) > was for p, was in before.life.items()):
            player.unmodelled.append(
                f"{card.name} ({term.where()}): a player gained life in the same term; if that "
                "came from the damage it prevented (lifelink), it didn't happen (615.1)."
            )


def note_governed_events(player: ScenarioPlayer, term: Term, before: EventsBefore) -> None:
    """List each ability not carried out whose kind of event the term (state-based actions
    included) carried out while it was on the battlefield, once, for the first such term."""
    happened = before.early | _what_happened(player, before)
    if not happened:
        return
    for source, card in before.sources:
        if source.face_down:
            continue
        for static in _statics(card):
            if _carried_out_in(static, term) or (_combat_only(static) and term.kind != "damage"):
                continue  # applied, or about combat damage, which only a damage term may be
            seen = [happened[kind] for kind in sorted(static.governs) if kind in happened]
            if not seen:
                continue
            said = f"{card.name}: “{_spelled(static, card)}”"
            if any(entry.startswith(said) for entry in player.unmodelled):
                continue  # said once, for the first term it governed
            governs = " or ".join(_EVENT_WORDS[kind] for kind in sorted(static.governs))
            if static.carried_out:  # "noncombat": a damage term doesn't say which it was
                governs += " (a damage term may be combat damage: I can't tell)"
            player.unmodelled.append(
                f"{said} changes {governs} (614.1, 615.1), "
                f"and {term.where()} did that ({seen[0]}): I didn't apply it, so the board is "
                "shown as if it did nothing there; check by hand what it changes."
            )


def _combat_only(static: EventStatic) -> bool:
    words = static.sentence
    return "combat damage" in words and "noncombat" not in words


def _what_happened(player: ScenarioPlayer, before: EventsBefore) -> dict[GovernedEvent, str]:
    """The kinds of event the term carried out, each with the words for one of them."""
    found: dict[GovernedEvent, str] = {}
    for obj in player.game.objects.values():
        name = obj.card.name
        was_there = obj.id in before.ids
        if was_there and obj.zone != "battlefield":
            found.setdefault("leaves", f"{name} left the battlefield")
            if obj.zone == "graveyard":
                found.setdefault("graveyard", f"{name} was put into a graveyard")
        if obj.zone != "battlefield":
            continue
        if not was_there:
            found.setdefault("enters", f"{name} entered")
        had = before.counters.get(obj.id, {})
        if any(count > had.get(kind, 0) for kind, count in obj.counters.items()):
            found.setdefault("counters", f"counters were put on {name}")
        if obj.damage > before.damage.get(obj.id, (0, False))[0]:
            found.setdefault("damage", f"{name} was dealt damage")
    for seat, was in before.life.items():
        total = life_total(player.game, player.table, seat)
        if total > was:
            found.setdefault("life_gain", f"{seat.value} gained life")
        if total < was:
            found.setdefault("life_loss", f"{seat.value} lost life")
            found.setdefault("damage", f"{seat.value} lost life, maybe from damage")
    return found


def _spelled(static: EventStatic, card: Card) -> str:
    return static.sentence.replace("~", card.name)
