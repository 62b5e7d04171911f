"""Objects moving between zones (400.7) and turning face up (708.8).

An object that leaves the battlefield becomes a new object in its new zone with no
memory of the old one (400.7): counters, damage and attachments go, and a
continuous effect from a resolved spell or ability that lasts "for as long as" its
source stays stops when that source leaves (611.2b). A card that returns to the
battlefield is a new permanent with a new timestamp (613.7d), so effects that were
locked to the old one (611.2c) no longer apply to it. A token that leaves the
battlefield ceases to exist (111.7, 704.5d).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.cards import Card
from engine.layers import Game
from engine.objects import GameObject, Player, Zone

#: How a zone is written in a reply.
ZONE_WORDS: dict[str, str] = {
    "graveyard": "its owner's graveyard",
    "exile": "exile",
    "hand": "its owner's hand",
    "left the game": "out of the game",
    "battlefield": "the battlefield",
    "command": "the command zone",
    "stack": "the stack",
    "library": "its owner's library",
    "phased out": "the battlefield, phased out (702.26b)",
}


@dataclass(frozen=True)
class Move:
    """One object that changed zones: what, where to, and the rule that moved it."""

    name: str
    zone: Zone
    rule: str
    why: str
    obj_id: int = 0

    def sentence(self) -> str:
        return f"{self.name} went to {ZONE_WORDS[self.zone]}: {self.why} ({self.rule})."


def leave_battlefield(
    game: Game, obj: GameObject, zone: Zone, rule: str, why: str, name: str = ""
) -> Move:
    """Move ``obj`` from the battlefield to ``zone`` (a graveyard, hand and exile are its
    owner's, 400.3); what was attached to it stays where it is until state-based actions
    look at it (704.5m, 704.5n)."""
    obj.zone = zone
    if zone == "graveyard" and not obj.is_token:
        put_in_graveyard(game, obj.owner, obj.card)
    obj.last_attached_to, obj.attached_to, obj.attached_at = obj.attached_to, None, None
    obj.counters.clear()
    obj.counter_timestamps.clear()
    obj.damage, obj.deathtouch_damage = 0, False
    obj.states.clear()
    if obj.paired_with is not None and obj.paired_with in game.objects:
        game.objects[obj.paired_with].paired_with = None  # 702.95e: the pair breaks up
    obj.paired_with = None
    end_effects_of(game, obj.id)
    if obj.is_token:
        why += "; a token that leaves the battlefield ceases to exist (111.7)"
    return Move(name or obj.card.name, zone, rule, why, obj.id)


def put_in_graveyard(game: Game, owner: Player, card: Card) -> None:
    """A card in its owner's graveyard counts there (404.1): for graveyard sizes, the card
    types among cards in graveyards and "for each creature card in your graveyard"."""
    game.graveyard.append((owner, card))
    game.graveyard_types.update(card.types)


def elsewhere(game: Game, card: Card, owner: Player, zone: Zone, timestamp: int) -> GameObject:
    """``card`` as a new object in a zone other than the battlefield, with the timestamp it
    got as it entered that zone (613.7d): a spell on the stack its owner cast and controls
    (405.1, 112.2), a card in its owner's hand, library, graveyard or exile (400.3), or its
    commander in the command zone (903.6), where a static ability that names that zone
    reaches it (611.3a)."""
    obj = new_object(game, card, owner, owner, timestamp, zone=zone)
    if zone == "graveyard":
        put_in_graveyard(game, owner, card)
    elif zone == "hand" and owner is Player.YOU:
        game.hand_size += 1
    elif zone == "command":  # a card that starts there is its owner's commander (903.6)
        obj.states.add("commander")
    return obj


def end_effects_of(game: Game, source_id: int) -> None:
    """Effects of resolved abilities that last while their source stays on the battlefield
    end when it leaves ("for as long as", 611.2b); "until end of turn" ones go on (611.2a)."""
    game.resolved = [
        effect
        for effect in game.resolved
        if not (
            effect.source_id == source_id
            and effect.duration in ("while_source", "while_controlled")
        )
    ]


def new_object(
    game: Game, card: Card, owner: Player, controller: Player, timestamp: int, **facts: Any
) -> GameObject:
    """A new object in the game (400.7) with the next id and the timestamp it got as it
    entered its zone (613.7d); ``facts``: the rest of :class:`GameObject` (zone, token, ...)."""
    return game.add(
        GameObject(
            id=game.next_id(),
            card=card,
            owner=owner,
            controller=controller,
            timestamp=timestamp,
            **facts,
        )
    )


def return_to_battlefield(
    game: Game, card_object: GameObject, controller: Player, timestamp: int
) -> GameObject:
    """The card comes back as a new object (400.7) with a new timestamp (613.7d)."""
    new = new_object(game, card_object.card, card_object.owner, controller, timestamp)
    card_object.returned_as = new.id
    return new


def put_onto_battlefield_from_graveyard(
    game: Game, card_object: GameObject, controller: Player, timestamp: int
) -> GameObject:
    """A card in a graveyard is put onto the battlefield (Animate Dead): it no longer counts
    among that graveyard's cards (404.1) and is a new object (400.7, 613.7d)."""
    entry = (card_object.owner, card_object.card)
    if entry in game.graveyard:
        game.graveyard.remove(entry)
        recount_graveyard_types(game)
    return return_to_battlefield(game, card_object, controller, timestamp)


def blink(
    game: Game, obj: GameObject, controller: Player, timestamp: int, rule: str
) -> tuple[Move, GameObject | None]:
    """Exile ``obj`` and return the card at once: a new object (400.7). A token stays gone
    (111.7)."""
    move = leave_battlefield(game, obj, "exile", rule, "exiled, then returned")
    if obj.is_token:
        return move, None
    return move, return_to_battlefield(game, obj, controller, timestamp)


def turn_face_up(obj: GameObject, timestamp: int) -> None:
    """A face-down permanent turned face up is the same object: effects that applied to it
    keep applying (708.8); it gets a new timestamp (613.7f), so do its static abilities."""
    obj.face_down = False
    obj.states.discard("face down")
    obj.timestamp = timestamp


#: A state a resolved spell's "If that creature would die this turn, exile it instead" gives
#: a creature (614.1a: Lava Coil, Anger of the Gods, Cry of the Carnarium); cleanup ends it.
EXILED_IF_IT_WOULD_DIE = "exiled if it would die this turn"


def dies(
    game: Game, obj: GameObject, keywords: tuple[str, ...], rule: str, why: str, timestamp: int
) -> list[str]:
    """A permanent is put into its owner's graveyard; a creature with persist or undying
    that had no -1/-1 (persist) or +1/+1 (undying) counter returns with one: a new object
    (702.79a, 702.93a, 400.7); one that would die this turn and is to be exiled instead is
    exiled, and doesn't die (614.1a, 700.4). Returns what a judge reads about it."""
    if EXILED_IF_IT_WOULD_DIE in obj.states:
        moved = leave_battlefield(game, obj, "exile", rule, why).sentence()
        return [f"{moved[:-1]}, exiled instead of dying, as a spell said this turn (614.1a)."]
    had = dict(obj.counters)
    name = obj.card.name
    said = [leave_battlefield(game, obj, "graveyard", rule, why).sentence()]
    for keyword, counter in (("persist", "-1/-1"), ("undying", "+1/+1")):
        if keyword in keywords and had.get(counter):
            said.append(
                f"{name}'s {keyword} didn't return it: it had a {counter} counter as it last "
                "existed on the battlefield (603.10a, 704.8)."
            )
        if keyword in keywords and not had.get(counter) and not obj.is_token:
            back = return_to_battlefield(game, obj, obj.owner, timestamp)
            back.counters[counter] = 1
            back.counter_timestamps[counter] = timestamp
            said.append(
                f"{name}'s {keyword} returned it to the battlefield with a {counter} counter: "
                "a new object with a new timestamp (400.7, 613.7d)."
            )
            break
    return said


def return_to_hand(game: Game, card_object: GameObject, by: str) -> str:
    """A card in a graveyard returns to its owner's hand (Rancor's trigger): it no longer
    counts among the cards in that graveyard (404.1); returns the sentence."""
    entry = (card_object.owner, card_object.card)
    if entry in game.graveyard:
        game.graveyard.remove(entry)
        recount_graveyard_types(game)
    card_object.zone = "hand"
    return (
        f"{by}'s trigger: {card_object.card.name} went from the graveyard to its owner's hand "
        "(a new object, 400.7)."
    )


def recount_graveyard_types(game: Game) -> None:
    """The card types among the cards in graveyards, after a card left one (Tarmogoyf)."""
    game.graveyard_types = {t for _, card in game.graveyard for t in card.types}
