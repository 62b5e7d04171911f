"""``!card <name>`` (also inline ``[[name]]``): a card's facts and what its abilities do."""

from __future__ import annotations

from typing import Literal

from bot.core.commands import Command, CommandRegistry
from bot.core.context import CommandContext, Services
from bot.core.reply import DocField, Document, Reply
from engine.cards import Ability, Card
from engine.catalog.canon import canon_warnings
from engine.errors import UserError
from engine.identity import color_identity

_LAYERS = {
    "copy": "layer 1a",
    "face_down": "layer 1b",
    "gain_control": "layer 2",
    "change_text": "layer 3",
    "full_text": "layer 3",
    "types": "layer 4",
    "colors": "layer 5",
    "abilities": "layer 6",
    "cda_pt": "layer 7a",
    "set_pt": "layer 7b",
    "modify_pt": "layer 7c",
    "switch_pt": "layer 7d",
}
_KIND_WORDS = {
    "static": "Static",
    "spell": "Spell",
    "activated": "Activated",
    "triggered": "Triggered",
    "mana": "Mana",
    "other": "Other",
}


def describe(ability: Ability) -> str:
    """``Static: creatures you control get +1/+1 (layer 7c)`` — our words, never Oracle text."""
    if ability.kind == "keyword":
        return f"Keyword: {ability.keyword or ability.summary}"
    layers = sorted({_LAYERS[effect.kind] for effect in ability.effects})
    suffix = f" ({', '.join(layers)})" if layers else ""
    cost = f" [{ability.cost}]" if ability.cost else ""
    summary = ability.summary.rstrip(".")
    if ability.rules_effect:  # a spell's rule of the turn, in no layer (shown in !layers)
        summary += f"; it also {ability.rules_effect} (a rules effect, not a characteristic)"
    return f"{_KIND_WORDS[ability.kind]}{cost}: {summary[:1].lower()}{summary[1:]}{suffix}"


class CardReply(Reply):
    kind: Literal["card"] = "card"
    name: str
    mana_cost: str
    type_line: str
    pt: str | None = None
    loyalty: str | None = None
    abilities: list[str]
    unmodelled: list[str] = []
    oracle_text: str = ""
    color_identity: list[str]
    commander: str | None = None
    matched: str = ""
    curated: bool = False

    def document(self) -> Document:
        fields = [DocField(name="Type", value=self.type_line or "—", inline=True)]
        if self.pt:
            fields.append(DocField(name="P/T", value=self.pt, inline=True))
        if self.loyalty:
            fields.append(DocField(name="Loyalty", value=self.loyalty, inline=True))
        identity = ", ".join(self.color_identity) or "colorless"
        fields.append(DocField(name="Color identity", value=identity, inline=True))
        if self.commander:
            fields.append(
                DocField(name="Commander", value=self.commander.replace("_", " "), inline=True)
            )
        what = "\n".join(self.abilities) or "No abilities."
        fields.append(DocField(name="What it does (our description)", value=what))
        if self.unmodelled:
            fields.append(
                DocField(
                    name="Not modelled by the layer engine"
                    if self.curated
                    else "Not modelled (imported text the parser could not read)",
                    value="\n".join(self.unmodelled),
                )
            )
        if self.oracle_text and not self.curated:
            fields.append(DocField(name="Oracle text (imported card data)", value=self.oracle_text))
        footer = "From the curated catalog." if self.curated else "From the imported card index."
        if self.matched:
            footer = f"{footer} Found by name: {self.matched}."
        return Document(title=f"{self.name} {self.mana_cost}".strip(), fields=fields, footer=footer)


def _abilities(card: Card) -> list[str]:
    if card.faces and not card.abilities:
        return [f"{face.name} — {describe(a)}" for face in card.faces for a in face.abilities]
    lines = [describe(ability) for ability in card.abilities]
    for face in card.faces[1:]:
        lines.extend(f"{face.name} — {describe(a)}" for a in face.abilities)
    return lines


def _type_line(card: Card) -> str:
    if card.faces:
        return " // ".join(face.type_line for face in card.faces)
    return card.type_line


async def card_reply(context: CommandContext, name: str) -> CardReply:
    """Look the card up through the services' card source and describe it."""
    if not name.strip():
        raise UserError("Which card?", "Try !card Blood Moon or [[Lune de sang]].")
    source = context.services.cards
    record = getattr(source, "record", None)
    commander: str | None = None
    matched = ""
    curated = True
    if record is not None:
        found = await record(name)
        card, commander, curated = found.card, found.commander, found.curated
        matched = found.match.describe()
    else:
        card = await source.get(name)
    return CardReply(
        name=card.name,
        mana_cost=card.mana_cost,
        type_line=_type_line(card),
        pt=card.printed_pt,
        loyalty=card.loyalty,
        abilities=_abilities(card),
        unmodelled=[*card.unmodelled, *canon_warnings([card])],
        oracle_text=card.oracle_text,
        color_identity=[color.value for color in color_identity(card)],
        commander=commander,
        matched=matched,
        curated=curated,
    )


def register(registry: CommandRegistry, services: Services) -> None:
    async def close_source() -> None:
        close = getattr(services.cards, "close", None)
        if close is not None:
            await close()

    registry.on_close(close_source)

    async def show_card(context: CommandContext, argument: str) -> Reply:
        return await card_reply(context, argument.strip().removeprefix("[[").removesuffix("]]"))

    async def complete(context: CommandContext, prefix: str) -> list[str]:
        return await context.services.cards.complete(prefix, 25)

    registry.add(
        Command(
            name="card",
            handler=show_card,
            usage="card <name>",
            summary="A card's cost, types, P/T, color identity and what its abilities do.",
            help=(
                "Finds a card by any spelling of its name: either half of a split card, a "
                "face of a double-faced card, or a foreign name when the imported data has "
                "it. Inline [[name]] in a message does the same."
            ),
            aliases=("c",),
            examples=("!card Blood Moon", "!card Lune de sang", "!card fire//ice"),
            argument="name",
            argument_help="a card name in any language the index knows",
            category="Cards",
            complete=complete,
        )
    )
