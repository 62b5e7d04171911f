"""What one sentence's reading becomes: a static, spell or activated ability (113.3) with its
continuous effects, or nothing when the reading does not fit that kind of ability.

A static ability's effect applies to whatever its text indicates at any moment (611.3a), so
it counts nothing once; one that defines the card's own subtypes or colors unconditionally is
characteristic-defining (604.3a). A spell's or activated ability's effect lasts as long as it
says, indefinitely without a duration (611.2a-b), and its X is a number only when a cost of
that ability chooses it. :class:`Face` collects what the lines of one face make.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.cards import (
    PERMANENT_TYPES,
    Ability,
    ColorEffect,
    CopyEffect,
    Filter,
    Formula,
    TypeEffect,
)
from engine.oracle.amounts import chosen_opponent
from engine.oracle.describe import describe_ability
from engine.oracle.subjects import Reading
from engine.oracle.token_copies import exiles_cards


def _reads_own_pt(reading: Reading) -> bool:
    """A P/T read from the object or its source: a resolving ability counts it once (608.2h);
    a static ability would read a value layer 7 is still changing, so it is left unread."""
    return any(
        isinstance(amount, Formula)
        and amount.of in ("its_power", "its_toughness", "source_power", "source_toughness")
        for effect in reading.effects
        for amount in (getattr(effect, "power", None), getattr(effect, "toughness", None))
    )


def _defines_itself(reading: Reading) -> bool:
    """ "~ is every creature type" / "~ is all colors": a static ability of the card that
    defines its own subtypes or colors unconditionally is characteristic-defining (604.3a),
    applied before other effects of its layer (613.3)."""
    return (
        reading.subject.affects == Filter(scope="self")
        and reading.condition is None
        and bool(reading.effects)
        and all(
            (isinstance(e, TypeEffect) and e.all_creature_types and not e.types)
            or (
                isinstance(e, ColorEffect)
                and e.mode in ("set", "colorless")
                and not (e.chosen_color or e.chosen_colors)
            )
            for e in reading.effects
        )
    )


#: "choose a color before the game begins. ~ is the chosen color" (607.2p, 903.4b).
_BEFORE_THE_GAME = re.compile(
    r"\bchoose a color before the game begins\. [^.]+ is the chosen color\b"
)


def _chosen_before_the_game(reading: Reading, kind: str, text: str) -> bool:
    """ "If ~ is your commander, choose a color before the game begins. ~ is the chosen
    color.": the color is defined by a characteristic-defining ability linked to a choice
    made before the game (604.3, 607.2p, 903.4b), which a scenario states like any chosen
    color (``[red]``); a card that is no commander has no chosen color."""
    return (
        kind == "static"
        and _BEFORE_THE_GAME.search(text) is not None
        and reading.subject.affects == Filter(scope="self")
        and reading.condition is None
        and bool(reading.effects)
        and all(isinstance(e, ColorEffect) and e.chosen_color for e in reading.effects)
    )


def _uses_x(reading: Reading) -> bool:
    target = reading.subject.target
    if target is not None and target.mana_value_x is not None:
        return True  # "target creature with mana value X or less" (Dominate)
    return any(
        isinstance(amount, Formula) and amount.of == "chosen_x" and amount.fact is None
        for effect in reading.effects
        for amount in (
            getattr(effect, "power", None),
            getattr(effect, "toughness", None),
            getattr(effect, "keyword_x", None),  # "has ward {X}"
            getattr(effect, "tokens_counted", None),  # "create X tokens that are copies"
        )
    )


@dataclass
class Face:
    name: str
    types: tuple[str, ...]
    keywords: frozenset[str]
    mana_cost: str = ""
    #: The whole rules text, for choices made elsewhere on the card ("choose a creature type").
    text: str = ""
    #: Whether its text may call it by a short name (201.5c: "Crovax" on Crovax the Cursed).
    legendary: bool = False
    abilities: list[Ability] = field(default_factory=list)
    unmodelled: list[str] = field(default_factory=list)
    characteristic: int = 0
    #: The ``unmodelled`` entries that note a part of a sentence read otherwise ("(not
    #: modelled: ...)"), as opposed to sentences not read at all.
    partly_read: list[str] = field(default_factory=list)
    #: The "instead" sentences read as a spell's effect under an "if" it checks as it
    #: resolves (608.2c): what they replace is read, not dropped.
    read_instead: list[str] = field(default_factory=list)

    @property
    def is_spell(self) -> bool:
        return bool({"Instant", "Sorcery"} & set(self.types))


def ability_from(reading: Reading, kind: str, cost: str | None, face: Face) -> Ability | None:
    duration = reading.duration
    scope = reading.subject.affects.scope
    if _uses_x(reading) and not (
        (kind == "activated" and cost and re.search(r"\bX\b", cost))
        or (kind == "spell" and "{X}" in face.mana_cost)
        # "As an additional cost to cast this spell, pay X life": chosen as it is cast
        or (kind == "spell" and re.search(r"[Aa]dditional cost[^.]*\bX\b", face.text))
    ):
        return None  # an X no cost of this ability chooses is not ours to guess
    if reading.subject.affects.mana_value_x is not None:
        return None  # a group bounded by X: the scenario makes X a number for targets only
    if reading.choice == "creature_type" and re.search(
        r"\b[Cc]hoose a planeswalker type", face.text
    ):
        reading.choice = "planeswalker_type"  # (205.3j) Deification
    elif reading.choice == "creature_type" and "creature type" not in face.text:
        if not re.search(
            r"\b[Cc]hoose an? (?:basic )?land type"
            r"|basic land type of (?:your|its controller's) choice",
            face.text,
        ):
            return None  # "the chosen type" may be a card type or a planeswalker type
        # the scenario names it like a creature type; "a land type" may be a nonbasic one
        basic = not re.search(r"\b[Cc]hoose a land type", face.text)
        reading.choice = "basic_land_type" if basic else "land_type"
    before_the_game = _chosen_before_the_game(reading, kind, face.text)
    if reading.choice and "before the game begins" in face.text and not before_the_game:
        return None  # a characteristic-defining choice (607.2p), not an effect in a layer
    if scope == "self" and face.types and not set(face.types) & PERMANENT_TYPES:
        return None  # "This spell has flash": an instant's or sorcery's own, never a permanent's
    if kind == "static":
        if (
            duration
            or scope == "target"
            or reading.subject.affects.controller in ("target_player", "target_opponent")
            or _reads_own_pt(reading)
        ):
            return None  # "+X/+X, where X is its power" is counted once, as a spell resolves
        final_duration = "while_source"
    else:
        token_copy = any(isinstance(e, CopyEffect) and e.token for e in reading.effects)
        if reading.cda or (reading.choice == "copy" and not (token_copy or reading.becomes_copy)):
            return None
        of_permanent = any(
            isinstance(e, CopyEffect) and (e.original == "permanent" or not e.token)
            for e in reading.effects
        )  # a spell copies a permanent the scenario names (engine.oracle.copies)
        if (
            reading.choice in ("copy", "exile")
            and kind == "spell"
            and not of_permanent
            and not (token_copy and exiles_cards(face.text))
        ):
            # "the exiled card" is a permanent's (607.2a), and the scenario names what a
            # permanent's ability copies: a spell has neither, unless it exiles the card
            # itself ("Exile a creature card from your graveyard. Create a token ...")
            return None
        # a count in a resolving spell or ability is fixed as it resolves (608.2h): the
        # scenario player counts once, so "for each" and "where X is" read the same here
        final_duration = duration or "indefinitely"  # CR 611.2a-b
        if reading.subject.affects.cast_order == "next":  # "the next spell you cast this turn"
            final_duration = duration or "end_of_turn"
    if kind == "static" and any(
        isinstance(e, CopyEffect) and e.others_enter is not None for e in reading.effects
    ):  # a replacement effect (614.1c): the game model copies as each one enters
        kind = "other"
    ability = Ability(
        kind=kind,
        summary="",
        cost=cost,
        cda=reading.cda or (kind == "static" and _defines_itself(reading)) or before_the_game,
        affects=reading.subject.affects,
        target=reading.subject.target,
        condition=reading.condition,
        duration=final_duration,
        kept_counter=reading.kept_counter,
        power_kept_at_most=reading.power_kept_at_most,
        effects=tuple(chosen_opponent(reading.effects, face.text)),
        choice=reading.choice,
        rules_effect=_rule_this_turn(reading, kind, final_duration),
    )
    return ability.model_copy(update={"summary": describe_ability(ability, face.types)})


def redescribed(ability: Ability, face_types: tuple[str, ...], **update: object) -> Ability:
    """The ability with ``update`` applied and its summary written again to match."""
    changed = ability.model_copy(update=update)
    return changed.model_copy(update={"summary": describe_ability(changed, face_types)})


def effect_kinds(ability: Ability) -> set[str]:
    """The kinds of effect an ability makes (a type change, a P/T change, ...)."""
    return {effect.kind for effect in ability.effects}


def _rule_this_turn(reading: Reading, kind: str, duration: str) -> str:
    """A spell's rule ending with the turn ("can't be blocked this turn"), said as the creature
    shows it; "" for another rule, which stays listed as not modelled."""
    rule = reading.restricted
    if kind != "spell" or not rule:
        return ""
    if "this turn" in rule:
        return rule
    return f"{rule} until end of turn" if duration == "end_of_turn" else ""
