"""What a copy made as a spell or ability resolves copies (707.2): a card named with
``[copy: Name]`` (in exile: a card from a graveyard, Dimir Doppelganger; the card a trigger
exiled, Nightmare Shepherd), the creature an Equipment's token copy copies (Helm of the Host),
or the ``-> Name`` target; and the card whose words a copy has (:func:`text_card`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.cards import Card, Filter
from engine.errors import ScenarioError
from engine.game.zones import elsewhere, recount_graveyard_types
from engine.names import normalize_name
from engine.objects import GameObject
from engine.oracle.describe_groups import plural_noun
from engine.oracle.object_phrases import read_objects
from engine.oracle.sentences import as_self
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def card_from_a_graveyard(
    player: ScenarioPlayer,
    card: Card,
    choice: str,
    term: Term,
    kind: Filter | None = None,
    holder: GameObject | None = None,
    *,
    exiles: bool = False,
) -> GameObject:
    """``[copy: Name]`` for an ability that makes its source a copy of a card in a graveyard
    (Dimir Doppelganger, Lazav), one exiled with it (``holder``'s, Mimeoplasm, Revered One),
    or a permanent that enters as one (Body Double): the card
    is there to be copied, in exile (the ability exiles
    it, or copies it where it lies: its copiable values are the same, 707.2), never on the
    battlefield. It must be a creature card, or the ``kind`` of card the text names ("any
    land card in a graveyard", Echoing Deeps; "target permanent card", Shifting Woodland).
    An ability that ``exiles`` it takes the one the scenario put in a graveyard out of it
    (404.1: Tarmogoyf no longer counts it)."""
    named = player.card(choice.partition(":")[2].strip(), term)
    if kind is None and "Creature" not in named.types:
        raise ScenarioError(
            f"In {term.where()}: {named.name} is not a creature card, so {card.name} can't "
            "copy it.",
            f"Name a creature card, e.g. {term.text.partition(' [')[0]} [copy: Grizzly Bears].",
        )
    if kind is not None and not _card_is(named, kind):
        what = plural_noun(kind, cards=True)
        raise ScenarioError(
            f"In {term.where()}: {card.name} copies only {what} (707.2); {named.name} isn't one.",
            f"Name one of the {what} after “copy:”.",
        )
    if kind is not None and kind.owner == "you" and not _in_your_graveyard(player, named, term):
        raise ScenarioError(
            f"In {term.where()}: {card.name} copies a card in your graveyard (115.1), and "
            f"{named.name} isn't in yours.",
            f"Put it there first: [graveyard: {named.name}] on {card.name}.",
        )
    held = [player.game.objects[i] for i in (holder.exiled if holder else [])]
    original = next((o for o in held if o.zone == "exile" and o.card.name == named.name), None)
    if original is None and exiles:
        original = exiled_from_a_graveyard(player, named, term)
    elif original is None:
        original = elsewhere(player.game, named, term.seat(), "exile", term.position - 1)
    where = (
        "a card exiled with it"
        if "exiled with" in card.oracle_text
        else "a card it exiled from a graveyard"
        if exiles
        else "a card from a graveyard"
    )
    player.notes.append(f"{card.name} copies {named.name}, {where} (707.2).")
    return original


def _in_your_graveyard(player: ScenarioPlayer, card: Card, term: Term) -> bool:
    """Whether a card with that name lies in the graveyard of the term's player (404.2)."""
    seat = term.seat()
    lying = [c for owner, c in player.game.graveyard if owner is seat] + [
        o.card for o in player.game.objects.values() if o.zone == "graveyard" and o.owner is seat
    ]
    return any(c.name == card.name for c in lying)


def _card_is(card: Card, kind: Filter) -> bool:
    """Whether a card's printed card types are those of ``kind`` (205.2a)."""
    return (
        all(t in card.types for t in kind.types)
        and not any(t in card.types for t in kind.not_types)
        and (not kind.any_types or any(t in card.types for t in kind.any_types))
    )


def is_copy_choice(choice: str) -> bool:
    return choice.partition(":")[0].strip().casefold() == "copy"


def names_a_copy(term: Term) -> bool:
    return any(is_copy_choice(choice) for choice in term.choices)


#: "Exile target creature card from a graveyard" (Dimir Doppelganger), "Exile a creature
#: card from your graveyard" (Mordor on the March), "Exile X target creature cards from your
#: graveyard" (Hour of Eternity): the exile ``[copy: Name]`` carries out, putting each named
#: card in exile.
EXILES_A_CARD = re.compile(
    r"[Ee]xile (?:an?|(?:up to (?:one|X) |X )?target) [A-Za-z, -]*cards? from (?:(?:a|your|an"
    r" opponent's) graveyard|graveyards)\."
)

#: "you may exile it": the exile a token-copy trigger carries out before it copies the card.
EXILES_IT = re.compile(r"(?:[Yy]ou may )?[Ee]xile (?:it|that card|that creature)\.")


def _last_died(player: ScenarioPlayer) -> GameObject | None:
    """The card that last went from the battlefield to a graveyard (a token doesn't stay)."""
    return next(
        (
            player.game.objects[i]
            for i in reversed(player.left)
            if player.game.objects[i].zone == "graveyard" and not player.game.objects[i].is_token
        ),
        None,
    )


#: A dies trigger (603.6c, 603.10a): of the permanent the source was attached to, of the
#: source itself, or of any permanent.
_DIES = re.compile(
    r"^When(?:ever)? (?:(?P<host>enchanted|equipped) (?:creature|permanent)|(?P<self>~|this "
    r"creature)|(?:a|an|another) [^,]+?) (?:dies|is put into (?:a|your) graveyard from the "
    r"battlefield)\b",
    re.M,
)


def card_that_died(player: ScenarioPlayer, source: GameObject | None) -> GameObject | None:
    """The card in a graveyard a resolving dies trigger of ``source`` calls "that card"
    (603.10a): the one it was attached to, itself, or the card that died last; ``None`` when
    its ability is no dies trigger or that card has left the graveyard."""
    if source is None:
        return None
    found = _DIES.search(as_self(source.card.oracle_text, source.card.name))
    if found is None:
        return None
    if found["host"]:
        host = source.attached_to if source.attached_to is not None else source.last_attached_to
        died = player.game.objects.get(host) if host is not None else None
    else:
        died = source if found["self"] else _last_died(player)
    return died if died is not None and died.zone == "graveyard" else None


#: "Exile target red, white, or black creature card from your graveyard." before a token
#: copy of that card (Offspring's Revenge, Soul Separator): ``-> Name`` points at the card.
_EXILES_A_TARGET_CARD = re.compile(
    r"[Ee]xile (?:up to one )?target (?P<colors>(?:(?:white|blue|black|red|green),? (?:or )?)*)"
    r"(?P<kind>[a-z -]+?) cards? from (?P<whose>a|your|an opponent's) graveyard\."
)


#: "a copy of a card exiled with this artifact" (Mimic Vat): a card the source's linked
#: ability exiled (607.2a), which ``[exile: Name]`` on the source states.
_EXILED_WITH = re.compile(r"copy of (?:a|the) card exiled with (?:~|this \w+)", re.I)


def _linked_card(player: ScenarioPlayer, source: GameObject, term: Term) -> GameObject:
    """The one card exiled with ``source`` that is still in exile (607.2a)."""
    held = [player.game.objects[i] for i in source.exiled]
    held = [o for o in held if o.zone == "exile"]
    if len(held) != 1:
        name = source.card.name
        raise ScenarioError(
            f"In {term.where()}: {name}'s ability copies a card exiled with it (607.2a), and "
            f"{'none is' if not held else 'more than one is'} in exile with it here.",
            f"Say which: {name} [exile: Serra Angel] as it is added, or [copy: Name] here.",
        )
    return held[0]


def exiled_to_copy(player: ScenarioPlayer, source: GameObject, text: str, term: Term) -> GameObject:
    """The card a resolving ability copies: one exiled with its source (607.2a), the target
    card in a graveyard ``-> Name`` points at, exiled now, if the text targets one and it may
    be that card (115.1), else the card that died, exiled now (603.10a)."""
    if _EXILED_WITH.search(text):
        return _linked_card(player, source, term)
    found = _EXILES_A_TARGET_CARD.search(text)
    if found is None or not term.target:
        return exile_the_one_that_died(player, source, term)
    lying = player.graveyard_card(term)
    kind = read_objects(found["kind"])
    colors = set(re.findall(r"[a-z]+", found["colors"]) or (c.value for c in lying.card.colors))
    seat = source.controller if found["whose"] == "your" else None
    if (
        kind is None
        or not _card_is(lying.card, kind)
        or not colors & {c.value for c in lying.card.colors}
        or (seat is not None and lying.owner is not seat)
    ):
        raise ScenarioError(
            f"In {term.where()}: {lying.card.name} isn't a legal target for {source.card.name}:"
            f" it may target “{found.group(0)[len('Exile ') : -1]}” (115.1).",
            "Point it at a legal target with “-> Name”.",
        )
    return _exiled(player, lying)


def exile_the_one_that_died(player: ScenarioPlayer, source: GameObject, term: Term) -> GameObject:
    """A trigger that exiles "it" (the creature that died, 603.10a) and copies it: the card
    that last went from the battlefield to a graveyard is exiled from there (a new object in
    exile, 400.7)."""
    died = _last_died(player)
    if died is None:
        raise ScenarioError(
            f"In {term.where()}: say which card {source.card.name}'s ability exiles and "
            "copies: no card went to a graveyard from the battlefield in this scenario"
            + (
                ", and the card it exiles is no target to point at with “->”."
                if term.target
                else "."
            ),
            f"Name it: {term.text.partition(' -> ')[0]} [copy: Name], or destroy a creature first.",
        )
    return _exiled(player, died)


def exiled_from_a_graveyard(
    player: ScenarioPlayer, card: Card, term: Term, stays: bool = False
) -> GameObject:
    """The card ``[copy: Name]`` says an ability exiled from a graveyard to copy it: the one
    lying there, if the scenario put it there, so a graveyard count no longer counts it
    (404.1); else that card, now in exile. One the ability copies where it lies (``stays``:
    Norin and Feldon's "target creature card in your graveyard") stays there, and the copy
    reads the same printed values from a stand-in in exile (707.2)."""
    lying = [
        o
        for o in player.game.objects.values()
        if o.zone == "graveyard" and not o.is_token and o.card.name == card.name
    ]
    if lying:
        return lying[-1] if stays else _exiled(player, lying[-1])
    listed = next((entry for entry in player.game.graveyard if entry[1].name == card.name), None)
    if listed is not None and not stays:  # in a [graveyard: ...] list: the card leaves it
        player.game.graveyard.remove(listed)
        recount_graveyard_types(player.game)
    exiled = elsewhere(player.game, card, term.seat(), "exile", term.position - 1)
    return exiled


def _exiled(player: ScenarioPlayer, card_object: GameObject) -> GameObject:
    entry = (card_object.owner, card_object.card)
    if entry in player.game.graveyard:
        player.game.graveyard.remove(entry)
        recount_graveyard_types(player.game)
    card_object.zone = "exile"
    return card_object


def token_original(
    player: ScenarioPlayer, text: str, source: GameObject, term: Term, itself: bool = False
) -> GameObject:
    """What "create a token that's a copy of ..." copies (Helm of the Host): the creature the
    source is attached to ("equipped creature", "enchanted creature"), the source itself for
    "a copy of this creature" (``itself``; an arrow or ``[copy: Name]`` naming another is
    refused), else the ``-> Name`` target."""
    if re.search(r"copy of (?:equipped|enchanted) (?:creature|permanent)", text, re.I):
        host = player.game.objects.get(source.attached_to) if source.attached_to else None
        if host is None or host.zone != "battlefield":
            raise ScenarioError(
                f"In {term.where()}: {source.card.name} is attached to nothing, so its token "
                "copy has nothing to copy.",
                f"Attach it first: equip {source.card.name} -> Name.",
            )
        return host
    own = "|".join(re.escape(n) for n in {source.card.name, source.card.name.split(",")[0]})
    if itself or re.search(
        rf"cop(?:y|ies) of (?:this (?:creature|permanent|artifact)\b|~|{own})", text
    ):  # "a copy of this creature", "two tokens that are copies of Jace" (707.2)
        named = [c.partition(":")[2].strip() for c in term.choices if is_copy_choice(c)]
        if (term.target and "target" not in text) or any(
            normalize_name(n) != normalize_name(source.card.name) for n in named
        ):
            raise ScenarioError(
                f"In {term.where()}: the token is a copy of {source.card.name} itself; the"
                " ability has no target to point at another permanent (707.2, 115.1).",
                f"Name only the ability: {term.kind} {source.card.name}",
            )
        return source
    if term.target:
        return player.target(term, exclude=source.id)
    raise ScenarioError(
        f"In {term.where()}: say what {source.card.name}'s token copies.",
        f"Name it: {term.text} [copy: Name], or point at it with “-> Name”.",
    )


def text_card(player: ScenarioPlayer, obj: GameObject) -> Card | None:
    """The card whose words an object has: the one a copy copies (707.2, through a copy of a
    copy, 707.3), none for a face-down permanent (708.2)."""
    seen = {obj.id}
    while obj.choices.copy_of in player.game.objects and not obj.face_down:
        obj = player.game.objects[obj.choices.copy_of or 0]
        if obj.id in seen:
            break
        seen.add(obj.id)
    return None if obj.face_down else obj.card
