"""What a scenario's answer says: every permanent's final characteristics and steps.

These pydantic models are the JSON contract of ``!layers`` (field names stable).
"""

from __future__ import annotations

import re

from pydantic import BaseModel, Field

from engine.cards import COLOR_ORDER
from engine.game.transform import face_up
from engine.layers import Layer, LayerResult, Step
from engine.layers.filters import RULE_THIS_TURN
from engine.objects import Characteristics, GameObject
from engine.scenario.keywords_shown import shown_once
from engine.scenario.play import ScenarioPlayer
from engine.scenario.player_protection import players_have


class StepReport(BaseModel):
    """One effect applied to one object, with the P/T right after it."""

    layer: str
    source: str
    timestamp: int
    description: str
    power: int | None
    toughness: int | None
    rule: str


class ObjectReport(BaseModel):
    """A permanent's final characteristics and the steps that led there."""

    name: str
    power: int | None
    toughness: int | None
    controller: str
    #: Who owns it (108.3): control effects change the controller, never the owner.
    owner: str = "you"
    colors: list[str]
    types: list[str]
    subtypes: list[str]
    supertypes: list[str]
    abilities: list[str]
    steps: list[StepReport]
    printed: str | None = None
    is_token: bool = False
    face_down: bool = False
    #: The card this object is (its printed name, whatever copy effects make it look like).
    card: str = ""
    #: Every creature type (205.3m, changeling 702.73a): filters for any creature type match.
    all_creature_types: bool = False
    #: It is a commander (903.3): a designation, not a characteristic, so copies don't have it.
    is_commander: bool = False
    attached_to: str | None = None
    counters: dict[str, int] = Field(default_factory=dict)
    status: list[str] = Field(default_factory=list)
    #: Where it is now: "battlefield", or the zone it went to (its characteristics are then
    #: the last ones it had on the battlefield if a state-based action moved it, else the
    #: card's own in that zone, 400.7).
    zone: str = "battlefield"
    #: Damage marked on it this turn (120.3).
    damage: int = 0
    #: A spell or card the scenario put in ``zone`` (``stack: Name``, ``hand: Name``, ...),
    #: never on the battlefield: its values are the ones the effects that reach that zone
    #: give it (611.3a).
    elsewhere: bool = False
    #: It is tapped (110.5): said with ``[tapped]``, or an effect tapped or untapped it.
    tapped: bool = False

    @property
    def pt(self) -> str | None:
        if self.power is None or self.toughness is None:
            return None
        return f"{self.power}/{self.toughness}"

    @property
    def type_line(self) -> str:
        left = " ".join((*self.supertypes, *self.types))
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left


class PlayerReport(BaseModel):
    """What one player has from the board and from resolved effects: hexproof, shroud,
    protection (702.11c, 702.18a, 702.16b), each with its source and how long it lasts."""

    player: str
    has: list[str]


class ScenarioReport(BaseModel):
    """The whole answer: the subject first, then every other permanent."""

    scenario: str
    subject: str
    objects: list[ObjectReport]
    dependencies: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    unmodelled: list[str] = Field(default_factory=list)
    players: list[PlayerReport] = Field(default_factory=list)


#: An ability quoted inside another: in double quotes, or in single quotes nested in them
#: (an apostrophe inside a word, "Urza's", opens or closes none).
_QUOTED = re.compile(r"\"[^\"]*\"|(?<![A-Za-z])'[^']*'(?![A-Za-z])")
_IT = "this permanent"


def in_words(text: str, name: str) -> str:
    """``~`` (the parser's word for the object an ability is on) said as a reply says it:
    the object's own name (201.5), or "this permanent" inside a quoted ability the object
    grants to another (that one means whichever object has the quoted ability)."""
    if "~" not in text:
        return text
    said: list[str] = []
    end = 0
    for quoted in _QUOTED.finditer(text):
        inside = re.sub(r"(?<=^.)~", _IT.capitalize(), quoted[0]).replace("~", _IT)
        said += [text[end : quoted.start()].replace("~", name), inside]
        end = quoted.end()
    return "".join([*said, text[end:].replace("~", name)])


def _abilities(chars: Characteristics) -> list[str]:
    listed = [in_words(a.label, chars.name or _IT) for a in shown_once(chars.abilities)]
    if chars.all_creature_types:
        listed.append("is every creature type")
    return listed


def _status(chars: Characteristics) -> list[str]:
    if not chars.is_creature or chars.power is None or chars.toughness is None:
        return []
    status: list[str] = []
    if chars.power < 0:
        status.append(
            f"Its power is {chars.power}: negative values are kept while computing (107.1b), "
            "and a creature with power 0 or less deals no combat damage (510.1a)."
        )
    elif chars.power == 0:
        status.append("Its power is 0: it deals no combat damage (510.1a).")
    if chars.toughness <= 0:
        status.append(
            f"Its toughness is {chars.toughness}: it is put into its owner's graveyard as a "
            "state-based action (704.5f)."
        )
    return status


def _step(step: Step, name: str) -> StepReport:
    said = {"layer": step.layer.value, "description": in_words(step.description, name)}
    return StepReport(**{**step._asdict(), **said})


#: The layers that change power and toughness (613.4).
_PT_LAYERS = frozenset({Layer.CDA_PT, Layer.SET_PT, Layer.MODIFY_PT, Layer.SWITCH_PT})


def _report_object(
    obj: GameObject, chars: Characteristics, steps: list[Step], player: ScenarioPlayer
) -> ObjectReport:
    creature = chars.is_creature
    host = player.game.objects.get(obj.attached_to) if obj.attached_to else None
    status = _status(chars) if obj.zone == "battlefield" or obj.id == player.subject_id else []
    if obj.zone == "phased out":  # still on the battlefield (702.26d), as it phased out
        status = ["phased out"]
    pt_steps = any(step.layer in _PT_LAYERS for step in steps)
    if pt_steps and not creature and obj.zone == "battlefield":  # an Incubator's counters
        status.append(
            "It isn't a creature, so the power and toughness changes above give it none "
            "until it becomes one (208.3, 208.3a)."
        )
    status += sorted(  # a spell's rule of the turn (engine.scenario.resolve)
        in_words(s.removeprefix(RULE_THIS_TURN), chars.name or _IT)
        for s in obj.states
        if s.startswith(RULE_THIS_TURN)
    )
    return ObjectReport(
        name=chars.name or ("face-down creature" if obj.face_down else "nameless creature"),
        power=chars.power if creature else None,
        toughness=chars.toughness if creature else None,
        controller=chars.controller.value,
        owner=obj.owner.value,
        colors=[color.value for color in COLOR_ORDER if color in chars.colors],
        types=list(chars.types),
        subtypes=list(chars.subtypes),
        supertypes=list(chars.supertypes),
        abilities=_abilities(chars),
        steps=[_step(step, chars.name or _IT) for step in steps],
        printed=face_up(obj).printed_pt,
        card=obj.card.name,
        all_creature_types=chars.all_creature_types,
        is_commander="commander" in obj.states,
        is_token=obj.is_token,
        face_down=obj.face_down,
        attached_to=host.card.name if host else None,
        counters=dict(obj.counters),
        status=status,
        zone="battlefield" if obj.zone == "phased out" else obj.zone,
        damage=obj.damage,
        elsewhere=obj.id in player.elsewhere,
        tapped="tapped" in obj.states,
    )


def _counts_graveyard(player: ScenarioPlayer) -> bool:
    """Whether any card on the battlefield looks at graveyards (Tarmogoyf and friends)."""
    return any(
        '"card_types_in_graveyards"' in ability.model_dump_json()
        for obj in player.game.objects.values()
        for ability in obj.card.abilities
    )


def _zones_reached(player: ScenarioPlayer, result: LayerResult) -> set[str]:
    """The zones outside the battlefield that a static ability of a permanent (or of a card
    in the command zone) names: there, effects change cards and spells too (611.3a)."""
    return {
        zone
        for obj in player.game.objects.values()
        if obj.zone in ("battlefield", "command")
        for ability in result.characteristics[obj.id].abilities
        for zone in ability.affects.zones
        if zone != "battlefield"
    }


#: What counts cards in graveyards as the scenario names them, printed (Tarmogoyf's card
#: types, threshold, delirium, "for each creature card in your graveyard").
_GRAVEYARD_COUNT = re.compile(
    r'"(?:card_types_in_graveyards|card_types_in_your_graveyard|cards_in_graveyard)"'
    r'|"graveyard":\{|"card_types_in_graveyard_at_least":\d'
)


#: What a graveyard count reads of a card's colors ("for each black creature card").
_COUNTS_COLORS = re.compile(r'"(?:not_)?colors":\["|"(?:colorless|multicolored)":true')


def _unseen_by_graveyard_counts(player: ScenarioPlayer, result: LayerResult) -> list[str]:
    """A warning when an effect changes the types (or colors) of cards in graveyards
    (Biotransference, Arcane Adaptation, Painter's Servant) while a permanent counts
    graveyard cards by them: the counts read the cards as the scenario names them, printed."""
    changes: dict[str, set[str]] = {}
    for obj in player.game.battlefield():
        chars = result.characteristics[obj.id]
        for ability in chars.abilities:
            if "graveyard" in ability.affects.zones:
                kinds = {effect.kind for effect in ability.effects}
                changes.setdefault(chars.name or obj.card.name, set()).update(kinds)
    if not changes:
        return []
    counters: set[str] = set()
    sources: set[str] = set()
    for obj in player.game.battlefield():
        for ability in obj.card.abilities:
            dumped = ability.model_dump_json()
            if not _GRAVEYARD_COUNT.search(dumped):
                continue
            read = {"types", "copy", "change_text"}
            if _COUNTS_COLORS.search(dumped):
                read.add("colors")
            found = {name for name, kinds in changes.items() if kinds & read}
            if found:
                counters.add(obj.card.name)
                sources |= found
    if not counters:
        return []
    verb = "changes" if len(sources) == 1 else "change"
    return [
        f"{', '.join(sorted(sources))} {verb} cards in graveyards (611.3a), but "
        f"{', '.join(sorted(counters))} count{'s' if len(counters) == 1 else ''} the cards in "
        "graveyards as printed: check that count by hand."
    ]


def build_report(text: str, player: ScenarioPlayer, result: LayerResult) -> ScenarioReport:
    """The answer to a scenario: subject first, then permanents by timestamp, then what
    left the battlefield, then the spells and cards the scenario put in other zones.

    A card that left the battlefield is reported as it last was there when a state-based
    action moved it; else as it is in its new zone, with the effects that reach that zone.
    """
    battlefield = sorted(
        player.game.battlefield(), key=lambda o: (o.id != player.subject_id, o.timestamp, o.id)
    )
    subject = player.game.objects[player.subject_id]
    reached = _zones_reached(player, result)

    def report(obj: GameObject) -> ObjectReport:
        if obj.id in player.last_known and obj.zone != "battlefield":  # it left (608.2h)
            return _report_object(obj, *player.last_known[obj.id], player)
        if obj.zone == "battlefield" or obj.id in player.elsewhere or obj.zone in reached:
            return _report_object(obj, result.characteristics[obj.id], result.steps[obj.id], player)
        return _report_object(obj, obj.printed(), [], player)

    phased = [
        o for o in player.game.objects.values()
        if o.zone == "phased out" and o.id != player.subject_id
    ]  # fmt: skip
    gone = [player.game.objects[i] for i in player.left if i != player.subject_id]
    put = [player.game.objects[i] for i in player.elsewhere if i != player.subject_id]
    first = [subject] if subject.zone != "battlefield" else []
    reported = [*first, *battlefield, *phased, *gone, *put]
    objects = [report(obj) for obj in reported]
    notes = [*player.notes, *result.notes]
    if player.game.graveyard_types and _counts_graveyard(player):
        kinds = ", ".join(sorted(t.lower() for t in player.game.graveyard_types))
        notes.append(f"Card types among cards in graveyards: {kinds}.")
    has: dict[str, list[str]] = {}
    for gets in players_have(player, result):
        has.setdefault(gets.player.value, []).append(gets.sentence())
    return ScenarioReport(
        players=[PlayerReport(player=who, has=lines) for who, lines in has.items()],
        scenario=" + ".join(term.strip() for term in text.split(" + ")),
        subject=objects[0].name,
        objects=objects,
        dependencies=result.dependencies,
        notes=notes,
        unmodelled=[
            *player.unmodelled,
            *_unseen_by_graveyard_counts(player, result),
            *(line for line in result.unmodelled if line not in player.unmodelled),
            *dict.fromkeys(  # what a card can't do matters even after it left (once a card)
                f"{obj.card.name}: {note}" for obj in reported for note in obj.card.unmodelled
            ),
        ],
    )
