"""Tokens a resolving spell or ability creates (111.1-111.4).

A token's characteristics are the ones the instruction gives it: its name is its
subtypes plus "Token" (111.4); a scenario may leave "Token" out: later terms point at
"Soldier Token" as ``Soldier`` (``-> Soldier #2``).
"""

from __future__ import annotations

from functools import lru_cache

from engine.card_data import card_from_scryfall
from engine.cards import Ability, Card
from engine.game.zones import new_object
from engine.layers import Game
from engine.objects import GameObject, Player
from engine.oracle.actions import TokenSpec
from engine.oracle.faces import parse_card
from engine.oracle.predefined_tokens import predefined_token_record


def predefined_token(name: str) -> Card | None:
    """The predefined token called ``name`` ("Treasure", "Clue", 111.10), read like a card;
    ``None`` for any other name."""
    record = predefined_token_record(name)
    return parse_card(card_from_scryfall(record)) if record is not None else None


@lru_cache(maxsize=256)
def token_card(spec: TokenSpec) -> Card:
    """The characteristics the instruction defines (111.3), or a predefined token's (111.10),
    as a card-like value. Memoised: building a Card validates every field, the main cost of
    a spell that makes tokens; the value is immutable, so every token an instruction makes
    may share it."""
    if spec.named and (predefined := predefined_token(spec.name)) is not None:
        return predefined
    keywords = tuple(
        Ability(kind="keyword", keyword=keyword, summary=keyword.capitalize())
        for keyword in spec.keywords
    )
    colors = ", ".join(c.value for c in spec.colors) or "colorless"
    pt = f"{spec.power}/{spec.toughness} " if spec.power is not None else ""
    legendary = "".join(f"{supertype.lower()} " for supertype in spec.supertypes)
    return Card(
        # the name the instruction gives, else its subtypes plus the word "Token" (111.4)
        name=spec.name if spec.named else f"{spec.name} Token",
        colors=spec.colors,
        supertypes=spec.supertypes,
        types=spec.types,
        subtypes=spec.subtypes,
        power=None if spec.power is None else str(spec.power),
        toughness=None if spec.toughness is None else str(spec.toughness),
        abilities=keywords,
        layout="token",
        summary=f"A {legendary}{pt}{colors} {' '.join(spec.subtypes)} token named {spec.name}."
        if spec.named
        else f"A {pt}{colors} {spec.name} token.",
    )


def create_tokens(
    game: Game, spec: TokenSpec, count: int, controller: Player, timestamp: int
) -> list[GameObject]:
    """``count`` tokens enter under ``controller``'s control, owned by them (111.2)."""
    card = token_card(spec)
    return [
        new_object(game, card, controller, controller, timestamp, is_token=True, states={"token"})
        for _ in range(count)
    ]
