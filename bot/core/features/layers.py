"""``!layers``: play a scenario through the layer system and explain every step."""

from __future__ import annotations

from typing import Literal

from bot.core.commands import Command, CommandRegistry
from bot.core.context import CommandContext, Services
from bot.core.reply import DocField, Document, Reply
from engine.cards import Card
from engine.catalog.canon import canon_warnings
from engine.errors import ScenarioError, UnknownCardError
from engine.game.zones import ZONE_WORDS
from engine.names import normalize_name
from engine.scenario import run_scenario, scenario_card_names
from engine.scenario.copies import cards_named_by
from engine.scenario.parse import parse_scenario
from engine.scenario.report import ObjectReport, ScenarioReport, build_report

LAYERS_HELP = """\
Write the subject first, then what happens to it, in timestamp order, joined by `+`:
• a card name: permanents enter (Auras and Equipment attach to the subject), instants and \
sorceries resolve: their effects start and what they do once happens \
(`Grizzly Bears + Murder`, `Serra Angel + Lightning Bolt`, `Grizzly Bears + Raise the Alarm`)
• players: no prefix is you; `opp:` (`p2:`), `p3:`, `p4:` control, cast or activate: \
`p3: Act of Treason -> Grizzly Bears`; `p3: concede` (800.4a)
• `-> Card` after a term points it at another permanent (`-> Card #2`: the second one); \
`-> you`, `-> opp`, `-> p3` at a player (`Lightning Bolt -> opp`: life 20 -> 17); \
several targets, in order: `Switcheroo -> Serra Angel, Shivan Dragon`, \
`Dauntless Onslaught -> Grizzly Bears, Hill Giant` (up to two: one or two names); an \
Aura's host, then its enters trigger's target: `Faith Unbroken -> Grizzly Bears, Hill Giant`
• `activate Card` (`[-4]`: the ability with that cost; `[ability 2]`: its second activated \
ability as printed), `trigger Card`, \
`equip Card -> Other` (a creature you control, 702.6a; a new timestamp, 613.7e), \
`fortify Card -> Land`, \
`mutate Card` (`[under]` to go under); `trigger Rancor` after it left resolves its \
leaves-the-battlefield trigger (603.10a); `trigger Urza's Saga [2 lore counters]`: chapter II
• zone changes: `destroy Card`, `exile Card`, `bounce Card`, `sacrifice Card`, \
`blink Card` (a new object, 400.7), `turn face up Card`; damage: `3 damage -> Card`, \
`3 damage -> p3`
• Rooms (709.5): a Room named by one door enters with that door unlocked (`Porcelain \
Gallery`), by both with neither; `unlock Dollmaker's Shop` unlocks a locked door
• spells and cards outside the battlefield: `stack: Card` (a spell you cast), `hand: Card`, \
`library: Card`, `graveyard: Card`, `exile: Card` (`opp: hand: Card` for another player's), \
`command: Card` (a commander); \
effects that name that zone reach them (611.3a): \
`Painter's Servant [blue] + graveyard: Lightning Bolt`; a card a spell or ability returns \
from a graveyard is named with `->` (a new object, 400.7): \
`Grizzly Bears [opponent graveyard: Serra Angel] + Reanimate -> Serra Angel`
• `end turn`: delayed triggers "at the beginning of the next end step" resolve (603.7: \
`Grizzly Bears + Teferi's Time Twist -> Grizzly Bears + end turn`), combat ends (511.3), \
cleanup (514.2) and the next player's turn; a card exiled "until ~ leaves the battlefield" \
returns once it does (610.3: `destroy Banisher Priest`); "any number of" permanents are \
named with `->`: `Lumbering Battlement -> Grizzly Bears, Hill Giant`
• tokens are named like "Soldier Token" (111.4); "Token" may be left out: `-> Soldier #2`
• counters: `+1/+1 counter`, `2 -1/-1 counters`, `flying counter`, `shield counter`
• effects: `+3/-3`, `base 0/1`, `switch`, `loses all abilities`, `gains flying`
• a vanilla subject: `3/4`; face-down: `face-down Grizzly Bears`
• choices in brackets: `[Goblin]`, `[black]`, `[power 1]`, `[x 3]`, `[black to green]`, \
`[graveyard: creature instant land]`, `[opponent graveyard: Hill Giant]`, \
`[p3 graveyard: Hill Giant]`, `[p3 hand 4]`, \
`[bestow]` (cast bestowed: `Boon Satyr [bestow] -> Card`), \
`[prototype]` (cast for its prototype cost), `[exile: Tarmogoyf]`, `[copy: Grizzly Bears]`, \
`[name: Lightning Bolt]`, `[overload]`, `[owner: opp]`, `[keep]` (legend rule), `[hand 5]`, \
`[life 12]`, `[graveyard size 7]`, \
`[opponent's turn]`, `[turn: p3]`, `[players 4]`, `[2 oil counters]`, \
`[mode 2]` (the mode a modal spell was cast with), states `[attacking]` \
(`[attacking: p3]`: whom), `[blocking: Name]`, `[unblocked]`, \
`[tapped]`, `[face down]`, `[token]`, `[commander]`, `[monstrous]`, \
`[paired: Name]` (soulbond), `[kicked]`, `[awaken]` (the land last: `-> Card, Forest`), \
how a spell was cast when its "if" asks: `[bargained]`, `[gift promised]`, `[main phase]`, \
`[spent {B}]` (also sunburst's colors); \
a choice made as it resolves by its words or number: \
`[-1/+1]`, `[lifelink]`, `[won]` (a coin flip), `[choice 2]`; riot's `[haste]` or \
`[+1/+1 counter]`; what a permanent became as it \
entered: `Primal Clay [Wall]`; `[transformed]` (its back face up, as naming that face does), \
`[flipped]` (a flip card's bottom half, 710), `[chosen: opp]` (the player \
it chose), `[speed 2]`, `[foretold 2]` (foretold cards the term's player owns in exile), \
a planeswalker type: `Deification [Jace]`; an X the scenario can't know \
("the sacrificed creature's power") as `[x 3]`; "target player controls": `-> opp`
State-based actions (704) run once the starting board is complete and after every later \
term; targets are checked (601.2c), and text not carried out is shown as a warning."""

LAYERS_HISTORY = """\
Layer 7 today (CR 613.4): 7a characteristic-defining abilities, 7b effects that set base P/T, \
7c effects that modify P/T **and counters**, 7d switching.
Before the Ikoria rules update (April 2020) layer 7 had five sublayers: 7a CDAs, 7b setting, \
7c modifying, **7d counters**, **7e switching** (then numbered 613.3a–e). Merging counters into \
7c changed no result, because additions commute; older articles that say "7d counters" or \
"7e switch" describe the same game."""


class LayersReply(ScenarioReport, Reply):
    """The answer to ``!layers``: the engine's report plus its layout."""

    kind: Literal["layers"] = "layers"

    def document(self) -> Document:
        subject = self.objects[0]
        headline = f"**{subject.name} is {_summary(subject)}.**"
        description = "\n".join([headline, *subject.status])
        fields = [DocField(name=_heading(obj), value=_breakdown(obj)) for obj in self.objects]
        for player in self.players:  # a player has no characteristics: beside the board
            has = "\n".join(f"has {line}" for line in player.has)
            fields.append(DocField(name=f"Player: {player.player}", value=has))
        if self.dependencies:
            fields.append(DocField(name="Dependencies (613.8)", value="\n".join(self.dependencies)))
        if self.notes:
            fields.append(DocField(name="Notes", value="\n".join(f"• {n}" for n in self.notes)))
        if self.unmodelled:
            fields.append(
                DocField(
                    name="⚠ Not modelled: check these by hand",
                    value="\n".join(f"⚠ {n}" for n in self.unmodelled),
                )
            )
        return Document(
            title=f"Layers: {self.scenario}",
            description=description,
            fields=fields,
            footer="CR 613 (layers), 613.7 (timestamps), 613.8 (dependencies)",
            tone="warning" if self.unmodelled else "info",
        )


class LayersHelpReply(Reply):
    kind: Literal["layers_help"] = "layers_help"
    language: str = LAYERS_HELP
    history: str = LAYERS_HISTORY

    def document(self) -> Document:
        return Document(
            title="!layers — how to write a scenario",
            description=self.language,
            fields=[
                DocField(name="Examples", value="\n".join(f"`{e}`" for e in EXAMPLES)),
                DocField(name="Layer 7 then and now", value=self.history),
            ],
            footer="CR 613",
        )


EXAMPLES = (
    "!layers Axebane Beast + Invert + Bedeck",
    "!layers Humility + Opalescence",
    "!layers Tarmogoyf [graveyard: creature instant land]",
    "!layers Grizzly Bears + Dralnu's Crusade + Conspiracy [Goblin]",
    "!layers opp: Serra Angel + Act of Treason + end turn",
    "!layers Grizzly Bears + Bonesplitter + March of the Machines",
)


def _summary(obj: ObjectReport) -> str:
    colors = " ".join(obj.colors) or "colorless"
    pt = f"{obj.pt} " if obj.pt else ""
    types = obj.type_line
    short = [a.rstrip(".") for a in obj.abilities if len(a) <= 30]
    others = len(obj.abilities) - len(short)
    listed = ", ".join(short) + (f" and {others} more" if short and others else "")
    if not short:
        listed = f"{others} abilit{'y' if others == 1 else 'ies'} (listed below)"
    abilities = "no abilities" if not obj.abilities else listed
    return f"{pt}{colors} {types}, controlled by {obj.controller}; {abilities}"


def _heading(obj: ObjectReport) -> str:
    token = " (token)" if obj.is_token else ""
    where = "" if obj.zone == "battlefield" else f" (left the battlefield: {obj.zone})"
    if obj.elsewhere:
        place = f"in {ZONE_WORDS[obj.zone]}"
        where = f" ({'a spell on the stack' if obj.zone == 'stack' else place})"
    return f"{obj.name}{token} — {obj.pt}{where}" if obj.pt else f"{obj.name}{token}{where}"


def _breakdown(obj: ObjectReport) -> str:
    tapped = " · tapped" if obj.tapped else ""
    lines = [f"{' '.join(obj.colors) or 'colorless'} {obj.type_line} · {obj.controller}{tapped}"]
    if obj.printed:
        lines.append(f"printed {obj.printed}")
    for step in obj.steps:
        pt = f" → {step.power}/{step.toughness}" if step.power is not None else ""
        lines.append(f"`{step.layer:>2}` {step.source} (t{step.timestamp}): {step.description}{pt}")
        lines.append(f"     ↳ {step.rule}")
    if obj.abilities:
        lines.append("abilities: " + "; ".join(obj.abilities))
    if obj.damage:
        lines.append(f"{obj.damage} damage marked (removed in the cleanup step, 514.2)")
    lines.extend(obj.status)
    return "\n".join(lines)


async def _prefetch(context: CommandContext, names: list[str]) -> dict[str, Card | Exception]:
    """Look every name up once (the card source may be a database)."""
    found: dict[str, Card | Exception] = {}
    for name in names:
        key = normalize_name(name)
        if key not in found:
            try:
                found[key] = await context.services.cards.get(name)
            except UnknownCardError as error:
                found[key] = error
    return found


async def layers(context: CommandContext, argument: str) -> Reply:
    """Handle ``!layers``: parse, look cards up, play the scenario, report."""
    if argument.strip().casefold() in ("", "help", "?"):
        if not argument.strip():
            raise ScenarioError(
                "Tell me which cards to put together.",
                "Example: !layers Axebane Beast + Invert + Bedeck (or !layers help)",
            )
        return LayersHelpReply()
    terms = parse_scenario(argument)
    cards = await _prefetch(context, scenario_card_names(terms))
    named = cards_named_by(c for c in cards.values() if isinstance(c, Card))
    cards |= await _prefetch(context, [n for n in named if normalize_name(n) not in cards])

    def lookup(name: str) -> Card:
        card = cards[normalize_name(name)]
        if isinstance(card, Exception):
            raise card
        return card

    player, result = run_scenario(argument, lookup)
    report = build_report(argument, player, result)
    report.unmodelled.extend(canon_warnings(c for c in cards.values() if isinstance(c, Card)))
    return LayersReply(**report.model_dump())


async def complete_layers(context: CommandContext, current: str) -> list[str]:
    """Suggest the text typed so far with its last term completed to card names."""
    head, plus, last = current.rpartition("+")
    prefix = f"{head}+ " if plus else ""
    names = await context.services.cards.complete(last.strip(), 25)
    return [f"{prefix}{name}"[:100] for name in names]


def register(registry: CommandRegistry, services: Services) -> None:
    registry.add(
        Command(
            name="layers",
            handler=layers,
            usage="layers <subject> + <card or effect> + ...",
            summary="Apply CR 613's layers to a board and explain each step.",
            help=f"{LAYERS_HELP}\n\n`!layers help` also explains how layer 7 changed in 2020.",
            aliases=("layer",),
            examples=EXAMPLES,
            argument="scenario",
            argument_help="e.g. Axebane Beast + Invert + Bedeck",
            category="Layers",
            complete=complete_layers,
        )
    )
