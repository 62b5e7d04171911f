"""Card facts and the structured description of what their abilities do.

A :class:`Card` is what is printed (its copiable values before any effect). Its
abilities are data, not text: each static, spell or activated ability lists the
continuous effects it creates (:data:`EffectSpec`), whom they affect
(:class:`Filter`) and for how long. The layer system turns those specs into
effects in CR 613's layers.

>>> bears = Card(name="Grizzly Bears", types=("Creature",), subtypes=("Bear",),
...              power="2", toughness="2", colors=(Color.GREEN,))
>>> bears.is_creature
True
"""

from __future__ import annotations

from functools import cached_property
from typing import Annotated, Literal

from pydantic import Field

from engine.card_clauses import (
    BASIC_LAND_MANA as BASIC_LAND_MANA,
)
from engine.card_clauses import (
    BASIC_LAND_TYPES as BASIC_LAND_TYPES,
)
from engine.card_clauses import (
    CARD_TYPES as CARD_TYPES,
)
from engine.card_clauses import (
    COLOR_ORDER as COLOR_ORDER,
)
from engine.card_clauses import (
    COMMAND_ZONE_TYPES as COMMAND_ZONE_TYPES,
)
from engine.card_clauses import (
    PERMANENT_TYPES as PERMANENT_TYPES,
)
from engine.card_clauses import (
    ZONES_OUTSIDE_BATTLEFIELD as ZONES_OUTSIDE_BATTLEFIELD,
)
from engine.card_clauses import (
    Amount as Amount,
)
from engine.card_clauses import (
    Color as Color,
)
from engine.card_clauses import (
    Condition as Condition,
)
from engine.card_clauses import (
    Filter as Filter,
)
from engine.card_clauses import (
    Formula as Formula,
)
from engine.card_clauses import (
    Frozen as Frozen,
)
from engine.card_clauses import (
    ZoneName as ZoneName,
)

# --- What an effect does, one kind per layer ---------------------------------------


class EntersWithCounters(Frozen):
    """ "it enters with an additional +1/+1 counter on it if it's a creature": counters a
    copy enters with (614.1c, a replacement of how it enters, no copiable value)."""

    counter: str
    amount: Amount
    #: The card type the copy must have for these counters ("if it's a planeswalker").
    if_type: str | None = None
    #: Only if the copy's controller controls the original ("if you control that creature",
    #: Undercover Operative).
    if_you_control_original: bool = False


class CopyEffect(Frozen):
    """Layer 1a (CR 707.2, 613.2a): copiable values of another object, with exceptions."""

    kind: Literal["copy"] = "copy"
    except_power: int | None = None
    except_toughness: int | None = None
    except_colors: tuple[Color, ...] | None = None
    except_subtypes: tuple[str, ...] | None = None
    extra_subtypes: tuple[str, ...] = ()
    #: More exceptions that become copiable values (707.9b): card types added ("it's an
    #: artifact in addition to its other types"), keywords it has, "it isn't legendary",
    #: and "its name is ~" (it keeps its own name).
    extra_types: tuple[str, ...] = ()
    extra_keywords: tuple[str, ...] = ()
    #: Quoted abilities it has as well, summarised ("a triggered ability (quoted on the card)").
    extra_granted: tuple[str, ...] = ()
    not_legendary: bool = False
    keeps_name: bool = False
    token: bool = False
    #: Supertypes added ("it's legendary in addition to its other types", 707.9b).
    extra_supertypes: tuple[str, ...] = ()
    #: What a token copy copies (``token``): a card the ability exiled (the scenario's
    #: ``[copy: Name]`` exiles it) or a permanent that stays where it is (707.2, 701.36a).
    original: Literal["exiled", "permanent"] = "exiled"
    #: "except it doesn't copy that creature's color" (Vesuvan Doppelganger): the copy keeps
    #: the color it had, and that becomes part of its copiable values (707.9b).
    keeps_color: bool = False
    #: Counters the copy enters with (614.1c); the game model puts them on as it enters.
    enters_with: tuple[EntersWithCounters, ...] = ()
    #: How many token copies it makes ("create five of those tokens instead", 111.2).
    tokens: int = 1
    #: A permanent becomes a copy of a card in a graveyard (Dimir Doppelganger, Lazav): the
    #: scenario's ``[copy: Name]`` puts that card in exile, not onto the battlefield.
    from_card: bool = False
    #: The card type the copy must have for ``extra_keywords`` ("if it's a creature, ... it
    #: has changeling", Moritte of the Frost, 707.9b).
    keywords_if_type: str | None = None
    #: How many token copies when a fact of the game counts them ("For each flip you won,
    #: create a token that's a copy of that creature", Mirror March): stated with ``[x N]``.
    tokens_counted: Formula | None = None
    #: A delayed replacement (614.1c, 614.12): the next time one or more permanents of this
    #: group enter this turn, they enter as copies of the original (Mystic Reflection).
    next_to_enter: Filter | None = None
    #: Colors added to the copied ones ("it's a 1/1 red Balloon creature in addition to its
    #: other colors and types", 707.9b); ``except_colors`` sets them instead.
    extra_colors: tuple[Color, ...] = ()
    #: "For each creature token you control, create a token that's a copy of that creature":
    #: one token copy of each permanent of this group as the ability resolves (611.2c).
    for_each: Filter | None = None
    #: The card types the copy has instead of the copied ones ("except it's an artifact and
    #: it loses all other card types", 707.9b); subtypes of a card type it lost go (205.1a).
    except_types: tuple[str, ...] | None = None
    #: The original is the permanent sacrificed to pay the cost ("a copy of the sacrificed
    #: creature"), copied as it last existed on the battlefield (608.2h).
    sacrificed: bool = False
    #: "except it has ~'s other abilities" (Sakashima of a Thousand Faces, 707.9b): the copy
    #: has its own abilities other than this copy ability, besides the copied ones.
    keeps_other_abilities: bool = False
    #: "For each card exiled this way, create a token that's a copy of that card" (Hour of
    #: Eternity): one token copy of each card the ability exiled (the scenario names each).
    of_each_card: bool = False
    #: What the permanent a token copy copies must be, as the ability's controller sees it
    #: (populate: "a creature token you control", 701.36a; "Choose an artifact or creature
    #: you control. Create a token that's a copy of it"): a scenario's original is checked
    #: against it (707.2, 115.1); ``None`` when the words name no kind.
    original_is: Filter | None = None
    #: "Creatures you control enter as a copy of ~" (Essence of the Wild), "Nontoken creatures
    #: you control enter as a copy of enchanted creature" (Infinite Reflection): a static
    #: ability's replacement effect (614.1c): each permanent of this group that enters later
    #: enters as a copy of ``others_copy`` (the source, ``scope="self"``, or the permanent it
    #: is attached to, ``scope="attached"``); the game model makes that copy as it enters.
    others_enter: Filter | None = None
    others_copy: Filter | None = None
    #: "Each player other than its controller creates a token that's a copy of it"
    #: (Fractured Identity): one token copy for each player but the original's controller,
    #: created by and under that player (111.2), not the ability's controller.
    for_other_players: bool = False
    #: "For each creature token on the battlefield, its controller creates a token that's a
    #: copy of that creature" (Parallel Evolution): each token copy is created by, and so
    #: owned and controlled by, the original's controller (111.2), not the ability's.
    by_its_controller: bool = False
    #: "Create a token that's a copy of Bosh, Iron Golem": the card the text names, whose
    #: copiable values (its printed ones, 707.2) the scenario takes from the card index.
    original_name: str | None = None
    #: "For each opponent, you create a token that's a copy of up to one target creature that
    #: player controls" (Elminster's Simulacrum): one target for each opponent (115.1),
    #: modelled while there is one opponent.
    per_opponent: bool = False
    #: "You may have this land enter tapped as a copy of ..." (Vesuva, Echoing Deeps): the
    #: permanent enters tapped when it enters as a copy (614.1c); not a copiable value.
    enters_tapped: bool = False
    #: "Create a token that's a copy of ~" (Myr Propagator, Spawnwrithe): the source itself,
    #: never another permanent; the ability has no target to point elsewhere (707.2, 115.1).
    itself: bool = False
    #: "You may have this creature enter as a copy of any creature on the battlefield"
    #: (Clone): the words that say what it may copy ("creature on the battlefield", "creature
    #: you control"), which its description repeats; ``None`` for any permanent.
    original_words: str | None = None


class FaceDownEffect(Frozen):
    """Layer 1b (CR 708.2): a nameless, colorless 2/2 creature with no abilities."""

    kind: Literal["face_down"] = "face_down"
    #: Other characteristics the effect that puts it face down gives it instead (708.2a:
    #: "They're 5/5 artifact creatures", Tezzeret, Cruel Machinist).
    power: int = 2
    toughness: int = 2
    types: tuple[str, ...] = ("Creature",)


class ControlEffect(Frozen):
    """Layer 2 (CR 613.1b): the effect's controller controls the affected objects, or its
    opponent does ("Target opponent gains control of ~", ``to_opponent``)."""

    kind: Literal["gain_control"] = "gain_control"
    to_opponent: bool = False
    #: "each player gains control of all creatures they own": each goes to its owner (108.3).
    to_owner: bool = False
    #: "that creature's controller gains control of ~" (Contested War Zone): the controller
    #: of the object that made the ability trigger (603.2), as the ability resolves.
    to_triggering_controller: bool = False
    #: Another player gains control (108.4, 613.1b), the one the scenario names as the spell
    #: or ability resolves: ``player`` any player ("Target player gains control of ~"),
    #: ``another`` a player other than its controller ("That player gains control of ~" after
    #: "target opponent" or "Choose another player"; the only opponent needs no name),
    #: ``not_owner`` any player but the source's owner ("Target player other than ~'s owner
    #: gains control of it"), ``right`` the player to its controller's right (the one before
    #: it in turn order, 101.4).
    to_player: Literal["player", "another", "not_owner", "right"] | None = None
    #: "For each opponent, gain control of target permanent that player controls": one
    #: target for each opponent (115.1), modelled while there is one opponent.
    per_opponent: bool = False
    #: "You and target opponent each gain control of all creatures the other controls": each
    #: object of the group that one of the two players controls goes to the other one (the
    #: effect's controller and the player of ``to_player``), fixed as it resolves (611.2c).
    swap: bool = False


class TextChangeEffect(Frozen):
    """Layer 3 (CR 612): replace a color word, basic land type or creature type with a
    chosen one."""

    kind: Literal["change_text"] = "change_text"
    words: Literal["color", "basic_land_type", "color_or_basic_land_type", "creature_type"] = (
        "color"
    )
    #: Words the new one can't be ("The new creature type can't be Wall.").
    not_to: tuple[str, ...] = ()


class NameEffect(Frozen):
    """Layer 3 (612.8, a text-changing effect): the object's name becomes ``name`` and it
    loses any other ("It becomes a legendary 0/0 Elemental creature ... named Vitu-Ghazi")."""

    kind: Literal["set_name"] = "set_name"
    name: str


class FullTextEffect(Frozen):
    """Layer 3 (a text-changing effect, 612; Volrath's Shapeshifter): as long as the top card
    of its controller's graveyard is a creature card, it has that card's full text (name,
    mana cost, color, types, abilities, P/T) and the texts in ``keeps`` too."""

    kind: Literal["full_text"] = "full_text"
    keeps: tuple[str, ...] = ()


class TypeEffect(Frozen):
    """Layer 4: set or add card types and subtypes (CR 205.1, 305.7 for land types)."""

    kind: Literal["types"] = "types"
    mode: Literal["add", "set"] = "add"
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    chosen_subtype: bool = False
    all_creature_types: bool = False
    all_basic_land_types: bool = False
    lose_other_card_types: bool = False
    #: Supertypes added ("is legendary", "becomes snow") or taken away ("is no longer snow")
    #: (205.4), and card types taken away ("~ isn't a creature", a Theros God; 205.1a).
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    #: "loses all creature types": its creature types go (205.3m), other subtypes stay.
    lose_creature_types: bool = False
    #: "lose all land types" (Alpine Moon): its land types go, with the mana abilities
    #: they give (305.6); other subtypes stay.
    lose_land_types: bool = False
    #: "has the creature types of the last creature card exiled with it" (Duplicant): that
    #: card's creature types replace its own, with ``subtypes`` ("It's still a Shapeshifter").
    creature_types_of_exiled: bool = False


class ColorEffect(Frozen):
    """Layer 5 (CR 105.3): set, add or remove colors."""

    kind: Literal["colors"] = "colors"
    mode: Literal["add", "set", "colorless"] = "set"
    colors: tuple[Color, ...] = ()
    chosen_color: bool = False
    #: "becomes the color or colors of your choice": every color the scenario names.
    chosen_colors: bool = False


class AbilityEffect(Frozen):
    """Layer 6: gain keywords or quoted abilities, or lose all abilities (CR 613.1f)."""

    kind: Literal["abilities"] = "abilities"
    #: ``lose``: lose the listed keywords ("loses flying"), only those.
    mode: Literal["gain", "lose", "lose_all", "lose_all_other"] = "gain"
    keywords: tuple[str, ...] = ()
    granted: tuple[str, ...] = ()
    #: "protection from the color of your choice / the chosen color" (the ``color`` choice).
    protection_from_chosen_color: bool = False
    #: Granted quoted abilities the engine reads (``granted`` holds their words): "This
    #: creature's power and toughness are each equal to ..." is a static ability of what has
    #: it, setting its P/T in layer 7b for as long as it has that ability (604.3a, 613.4b).
    granted_abilities: tuple[Ability, ...] = ()
    #: "gains all activated abilities of target creature" (Quicksilver Elemental): the
    #: target's activated abilities as the ability resolves, which the game model puts in
    #: ``granted_abilities`` then (an ability that names the target names this one, 201.5).
    activated_abilities_of_target: bool = False
    #: ``lose``: "loses this ability" (a Licid): the activated ability that created the
    #: effect, the one with its cost, is lost with the keywords listed (113.10).
    this_ability: bool = False
    #: ``lose``: "loses flying and can't have or gain flying" (113.11): the keywords are lost
    #: and no effect can give them back, whatever its timestamp (applied after the others).
    cant_have: bool = False
    #: "has all activated abilities of all creature cards in all graveyards" (613.1f): the
    #: activated abilities (mana abilities too, 605.1a) of every card this filter names in
    #: its zones, read again whenever the layers are applied; with ``of_exiled_with_source``
    #: the cards exiled with the source ("all creature cards exiled with ~", 607.2a); with
    #: no zones, the permanents it names as layer 6 has them so far ("of all creatures your
    #: opponents control"; the layer's dependencies order it, 613.8).
    activated_abilities_of_cards: Filter | None = None
    of_exiled_with_source: bool = False
    #: ``lose_all``: "loses all abilities except mana abilities" (Blood Sun): its mana
    #: abilities stay (605.1a); with ``activated_abilities_of_cards``, theirs are not had.
    except_mana_abilities: bool = False
    #: The X of the keywords it grants ("has ward {X}", "soulshift X"): paid in a cost, or
    #: counted by a "where X is ..." (continuously in a static ability, 611.3a).
    keyword_x: Formula | None = None
    #: "has protection from its colors" (``its``, each object its own, Earnest Fellowship) /
    #: "from the colors of permanents you control" (``your_permanents``): colors as layer 5
    #: left them (613.1e comes before 613.1f), one protection ability each (702.16g).
    protection_from_colors_of: Literal["its", "your_permanents"] | None = None
    #: "has landwalk of the chosen type" (702.14a): the land type chosen as it entered, named
    #: in a scenario like a basic land type (``[Island]``: islandwalk).
    landwalk_of_chosen_type: bool = False
    #: "As long as a card exiled with ~ has protection, ~ has protection" (a keyword list's
    #: "landwalk" or "protection"): every instance of that family (702.14, 702.16) the cards
    #: ``keywords_of_cards`` names have now, each from its own quality or land type: the
    #: cards exiled with the source (``of_exiled_with_source``, 607.2a) or in a graveyard.
    family_of_cards: Literal["landwalk", "protection"] | None = None
    keywords_of_cards: Filter | None = None


class CdaPowerToughness(Frozen):
    """Layer 7a (CR 604.3, 613.4a): a characteristic-defining P/T ability."""

    kind: Literal["cda_pt"] = "cda_pt"
    power: Amount | None = None
    toughness: Amount | None = None


class SetPowerToughness(Frozen):
    """Layer 7b (CR 613.4b): set base power and/or toughness."""

    kind: Literal["set_pt"] = "set_pt"
    power: Amount | None = None
    toughness: Amount | None = None
    chosen_one: bool = False


class ModifyPowerToughness(Frozen):
    """Layer 7c (CR 613.4c): add to or subtract from power and toughness."""

    kind: Literal["modify_pt"] = "modify_pt"
    power: Amount = 0
    toughness: Amount = 0


class SwitchPowerToughness(Frozen):
    """Layer 7d (CR 613.4d): switch power and toughness."""

    kind: Literal["switch_pt"] = "switch_pt"


EffectSpec = Annotated[
    CopyEffect
    | FaceDownEffect
    | ControlEffect
    | TextChangeEffect
    | FullTextEffect
    | NameEffect
    | TypeEffect
    | ColorEffect
    | AbilityEffect
    | CdaPowerToughness
    | SetPowerToughness
    | ModifyPowerToughness
    | SwitchPowerToughness,
    Field(discriminator="kind"),
]


# --- Abilities -----------------------------------------------------------------------

#: How long a resolved effect lasts (611.2): ``while_source`` while its source stays on the
#: battlefield (611.2b); ``while_controlled`` also only while the ability's controller still
#: controls that source ("for as long as you control ~"); ``until_your_next_upkeep`` ends
#: as its controller's next upkeep begins (a scenario's turn is looked at from its upkeep on);
#: ``while_enchanted`` while an Aura is attached to the object it affects ("for as long as
#: that creature is enchanted"); ``while_counter`` while that object keeps a counter of the
#: kind ``Ability.kept_counter`` names ("for as long as it has a flood counter on it").
Duration = Literal[
    "end_of_turn",
    "until_your_next_turn",
    "until_cast_from_exile",
    "while_source",
    "while_controlled",
    "indefinitely",
    "until_your_next_upkeep",
    "while_enchanted",
    "while_counter",
]


class Ability(Frozen):
    """One ability of a card, summarised in our own words.

    ``kind`` says how it creates effects: a ``static`` ability (or keyword) applies
    while its source has it; a ``spell`` ability applies when the card resolves; an
    ``activated`` ability when a judge writes ``activate <card>``; a ``triggered``
    ability with effects when a judge writes ``trigger <card>`` (or, targeted and
    ``trigger = "enters"``, as its permanent enters); ``other`` abilities are described
    but create no continuous effect here.
    """

    kind: Literal["keyword", "static", "spell", "activated", "triggered", "mana", "other"]
    summary: str
    keyword: str | None = None
    cost: str | None = None
    cda: bool = False
    affects: Filter = Filter(scope="self")
    target: Filter | None = None
    condition: Condition | None = None
    duration: Duration = "while_source"
    #: ``while_counter``: the kind of counter the affected object must keep (611.2b).
    kept_counter: str | None = None
    #: "... and that creature's power remains less than or equal to ~'s power" (Old Man of
    #: the Sea): a second condition of the duration, ended for good once the object the
    #: effect is locked to has more power than this amount (611.2b).
    power_kept_at_most: Formula | None = None
    effects: tuple[EffectSpec, ...] = ()
    choice: (
        Literal[
            "color",
            "creature_type",
            "basic_land_type",
            "land_type",
            "power_or_toughness",
            "exile",
            "copy",
            "x",
            "planeswalker_type",
        ]
        | None
    ) = None
    #: A mode of a modal spell (1-based, CR 700.2): the ability applies only when the
    #: scenario chooses that mode (``[mode 2]``); ``choose`` says how many modes the spell
    #: lets its caster choose ("one", "two", "one or both", "one or more"; "one not chosen
    #: this turn": each mode at most once a turn, which ``activate`` counts).
    mode: int | None = None
    #: A spell's rule about attacking or blocking beside its characteristic change ("can't be
    #: blocked this turn"): in no layer, so the scenario shows it on the objects the spell
    #: affected (611.2c) until the turn ends; "" when it has none.
    rules_effect: str = ""
    #: What the ability gives its controller as a player ("hexproof", "protection from
    #: Salamanders"): "You and permanents you control gain hexproof" (702.11c, 702.16b,
    #: 702.18a); a player has no characteristics, so the scenario lists it beside them.
    player_gets: str = ""
    choose: (
        Literal["one", "two", "one or both", "one or more", "one not chosen this turn"] | None
    ) = None
    #: Kicker (702.33): ``True`` applies only when the spell was kicked (``[kicked]`` in a
    #: scenario), ``False`` only when it was not ("... gets +5/+5 instead"), ``None`` both.
    kicked: bool | None = None
    #: "You get an emblem with "...": the effects are the emblem's static ability (114.4):
    #: they apply from then on to whatever they describe, whatever happens to the source.
    emblem: bool = False
    #: A triggered ability's event when it matters to a scenario: ``"enters"`` for "when
    #: this enters" (603.6a), which triggers as the permanent enters, so a scenario resolves
    #: a targeted one then; other triggers resolve only when the scenario says ``trigger``.
    trigger: Literal["enters"] | None = None
    #: The next part of the same triggered or activated ability (its effects last for
    #: another duration or apply to another object, "... It gains haste until end of turn."):
    #: ``trigger Card`` / ``activate Card`` resolves the parts together.
    same_trigger: bool = False
    #: A triggered ability's intervening "if" clause (603.4) about what its source is ("if
    #: ~ is an enchantment"): checked as it resolves; when it doesn't hold, nothing happens.
    intervening_if: Condition | None = None
    #: A choice among alternatives made as the spell or ability resolves (608.2d: "gets
    #: +1/-1 or -1/+1", "gains your choice of flying or haste"): the words of each
    #: alternative its sentence offers, and which of them (1-based) this ability is. A
    #: scenario names one (``[-1/+1]``, ``[choice 2]``); only that one applies.
    alternatives: tuple[str, ...] = ()
    alternative: int | None = None
    #: "If it's an artifact creature, it gets +2/+2": what each object it would affect must
    #: be as the spell or ability resolves (608.2c), checked once; the others are left out.
    only_if: Condition | None = None
    #: Awaken N (702.113): applies only when the spell was cast for its awaken cost
    #: (``[awaken]``), to a target land its caster controls, which also gets N +1/+1 counters.
    awaken: int | None = None
    #: "If you control three or more artifacts, that creature gets +4/+4 instead": a
    #: condition about the game the spell checks once as it resolves (608.2c); this ability
    #: applies only if it holds (``negated``: only if it doesn't, the effect it replaces).
    resolves_if: Condition | None = None
    #: "As long as ~ is in your graveyard, ...": the zone a static ability states it
    #: functions in, and only there (113.6b); "stack" for "This spell has flash ..." (113.6e:
    #: where the card is cast from and on the stack, never on the permanent); ``None``: on
    #: the battlefield (113.6).
    functions_in: Literal["graveyard", "stack"] | None = None
    #: An activated ability printed behind a gate: a leveler's striation (711.2a-b), a
    #: station symbol (721.2a) or "Max speed —" (702.179e). The permanent has it only while
    #: the gate holds, so ``activate`` checks it first; ``None``: always.
    gate: Condition | None = None
    #: A row of a die's results table (706.3a): the results, lowest and highest, for which
    #: this ability is what happens. A scenario names the result (``[roll 12]``).
    roll: tuple[int, int] | None = None
    #: A restriction on activating it (602.5b): "Activate only if this permanent is a
    #: creature" (what the source or the permanent it is attached to must be, checked by
    #: ``activate`` before it resolves) and "only once each turn".
    activate_only_if: Condition | None = None
    activate_once_each_turn: bool = False
    #: "Your devotion to each color and each combination of colors is increased by N"
    #: (700.5a): its controller's devotion counts N more.
    devotion_bonus: int = 0
    #: "The "legend rule" doesn't apply [to permanents you control]" (Mirror Gallery, Mirror
    #: Box): the permanents 704.5j leaves alone while its source has it (101.1: the card
    #: wins over the rule).
    legend_rule_off: Filter | None = None
    #: "Lethal damage dealt to creatures you control is determined by their power rather
    #: than their toughness" (Zilortha): the creatures whose damage 704.5g measures against
    #: power while its source has it (101.1).
    lethal_by_power: Filter | None = None

    @property
    def label(self) -> str:
        """How the ability is named in a breakdown: its keyword or its summary."""
        return self.keyword or self.summary


class Card(Frozen):
    """A card's printed facts (its copiable values, CR 707.2)."""

    name: str
    mana_cost: str = ""
    mana_value: int = 0
    colors: tuple[Color, ...] = ()
    color_indicator: tuple[Color, ...] = ()
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    abilities: tuple[Ability, ...] = ()
    faces: tuple[Card, ...] = ()
    layout: Literal["normal", "split", "adventure", "modal_dfc", "transform", "flip", "token"] = (
        "normal"
    )
    summary: str = ""
    oracle_text: str = ""
    unmodelled: tuple[str, ...] = ()

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def own_name(self) -> str:
        """The name it has as an object: a double-faced card's front face's (712.8a, 712.8d),
        as an unflipped flip card's and an adventurer card's are their normal names (710.2,
        715.4); only a split card has both halves' names (709.4)."""
        return self.faces[0].name if self.faces and self.layout != "split" else self.name

    @property
    def is_legendary(self) -> bool:
        """Whether its text may call it by a short name (201.5c: "Crovax" for Crovax the
        Cursed), as legends' texts do."""
        return "Legendary" in self.supertypes

    @property
    def is_permanent_card(self) -> bool:
        """Instants and sorceries resolve, command-zone cards stay there (113.6p); everything
        else enters the battlefield."""
        return not ({"Instant", "Sorcery", *COMMAND_ZONE_TYPES} & set(self.types))

    @cached_property
    def printed_keywords(self) -> frozenset[str]:
        """The keyword abilities its text gives it, asked after every term of a scenario
        (ascend), so worked out once."""
        return frozenset(a.keyword for a in self.abilities if a.keyword)

    @cached_property
    def static_effects(self) -> tuple[EffectSpec, ...]:
        """Every effect of its static abilities, asked of every permanent after every term
        (could a filter's characteristics change, how much work a layer run is), so worked
        out once."""
        return tuple(spec for a in self.abilities if a.kind == "static" for spec in a.effects)

    @cached_property
    def stays_in_command_zone(self) -> bool:
        """A plane, phenomenon, scheme, vanguard, conspiracy or dungeon: never a permanent,
        it works face up in the command zone (311.2, 312, 313.2, 314.2, 309, 905)."""
        return bool(COMMAND_ZONE_TYPES & set(self.types))

    @property
    def type_line(self) -> str:
        """The type line as printed, e.g. ``Legendary Creature — God``."""
        left = " ".join((*self.supertypes, *self.types))
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    @property
    def printed_pt(self) -> str | None:
        if self.power is None or self.toughness is None:
            return None
        return f"{self.power}/{self.toughness}"


AbilityEffect.model_rebuild()
