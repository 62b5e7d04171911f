"""Playing a parsed scenario: terms -> a game -> the layer system -> a report.

Terms happen in order, each one timestamp later than the one before (613.7):
permanents enter (Auras and Equipment attach to the subject unless ``-> Other``),
instants and sorceries resolve and go to the graveyard, ``activate`` resolves an
activated ability, counters are put on the subject, and zone changes, damage, turn
ends and concessions change the board through the game model (``engine.game``).
State-based actions are checked after every term (704.3).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from functools import lru_cache
from typing import cast

from engine.cards import (
    CARD_TYPES,
    Ability,
    AbilityEffect,
    Card,
    Color,
    CopyEffect,
    EffectSpec,
    FaceDownEffect,
    ModifyPowerToughness,
    SetPowerToughness,
    SwitchPowerToughness,
)
from engine.errors import ScenarioError, UnknownCardError
from engine.game import Table, check_state_based_actions, create_tokens, end_broken_durations
from engine.game.bestow import bestow
from engine.game.board import BoardKey, board_key
from engine.game.table import exile_for_departed
from engine.game.zones import elsewhere
from engine.layers import Game, Layer, LayerResult, Step, apply_layers, copiable_values
from engine.layers.apply import KEYWORD_COUNTERS
from engine.layers.effects import LAYER_OF_KIND
from engine.names import normalize_name
from engine.objects import Characteristics, Choices, GameObject, Zone
from engine.oracle.actions import TokenSpec
from engine.scenario.choices import (
    apply_choices,
    card_list,
    graveyard_owner,
    note_unused_choices,
)
from engine.scenario.entering import (
    EnteringWatch,
    double_tokens,
    enters_with_counters,
    others_add_counters,
    replace_counters,
)
from engine.scenario.game_terms import GAME_TERMS, play_game_term, seats_named
from engine.scenario.leaves import note_departures, report_unresolved
from engine.scenario.next_enters import EnterAsCopies, enter_as_copies
from engine.scenario.parse import NUMBERED, Term, parse_scenario, without_number
from engine.scenario.resolve import (
    activate,
    add_effects,
    enters_trigger,
    spell_resolves,
    trigger_does_nothing,
)
from engine.scenario.targets import resolve_affected

CardLookup = Callable[[str], Card]

#: Layers whose effects can change what a filter or a target restriction reads.
#: How much layer work (objects x effects, summed over layer runs) a scenario may spend
#: before state-based actions are left for the end of it, with a warning: a 60-term
#: scenario on a board full of copy and dependency effects would otherwise take minutes.
LAYER_WORK_BUDGET = 15_000
#: The token living weapon makes (702.92a).
GERM = TokenSpec("Phyrexian Germ", 0, 0, (Color.BLACK,), ("Creature",), ("Phyrexian", "Germ"))
#: Permanents that enter attached to something (303.4, 301.5, 301.6).
ATTACHING = frozenset({"Aura", "Equipment", "Fortification"})
#: The states :meth:`ScenarioPlayer._mark_attachments` works out again after every term.
_MARKED_STATES = frozenset({"equipped", "enchanted", "modified", "face down"})
#: An "as this enters" replacement (614.1c): its instruction is ``rest``.
_AS_IT_ENTERS = re.compile(r"As (?:~|this [a-z]+) enters(?: the battlefield)?, (?P<rest>.+)")
FILTER_LAYERS = frozenset(
    {Layer.COPY, Layer.FACE_DOWN, Layer.CONTROL, Layer.TEXT, Layer.TYPE, Layer.COLOR}
)


def scenario_card_names(terms: list[Term]) -> list[str]:
    """Every card name the scenario mentions, so a caller can look them up first (a list in
    brackets gives every way to read its commas: ``Urborg, Tomb of Yawgmoth`` is one name)."""
    names: list[str] = []
    for term in terms:
        if term.kind in ("card", "activate", "trigger", "attach", "mutate", "elsewhere"):
            names.append(without_number(term.name))
        for choice in term.choices:
            label, _, value = choice.partition(":")
            label = label.strip().casefold()
            if label in ("copy", "exile", "name", "revealed") or graveyard_owner(label) is not None:
                names.extend(card_list(value, None))
    return names


class ScenarioPlayer:
    """Builds the game term by term, resolving names through ``lookup``."""

    def __init__(self, lookup: CardLookup) -> None:
        self.lookup = lookup
        self.game = Game()
        self.table = Table()
        self.notes: list[str] = []
        self.unmodelled: list[str] = []
        #: The token an ability just made as a copy: what "it" / "that token" in the rest of
        #: the same ability means (``Filter(scope="made")``).
        self.made_token: int | None = None
        #: Delayed triggers "at the beginning of the next end step" (603.7): what they do
        #: ("exile" or "sacrifice"), to which object, and whose ability made them.
        self.at_next_end_step: list[tuple[str, int, str]] = []
        #: What changes how permanents enter or how many counters are put (614.1a, 614.1c).
        self.entering = EnteringWatch()
        self.subject_id = 0
        #: Spells and cards ``stack: Name``, ``hand: Name``, ... put outside the battlefield.
        self.elsewhere: list[int] = []
        #: Objects that left the battlefield during the scenario, in the order they left.
        self.left: list[int] = []
        #: Their characteristics and steps as they last existed on the battlefield.
        self.last_known: dict[int, tuple[Characteristics, list[Step]]] = {}
        self._layers: tuple[BoardKey, LayerResult] | None = None
        #: Objects x effects over the layer runs so far (see LAYER_WORK_BUDGET), and the term
        #: after which state-based actions were left for the end because of it.
        self.layer_work = 0
        self._deferred: Term | None = None
        #: Permanents marked ``[keep]``: kept under the legend rule (704.5j).
        self.kept: set[int] = set()
        #: While the permanents the scenario starts with enter (the board as it stands).
        self.setting_up = True
        #: Permanents whose linked leaves-the-battlefield trigger triggered and waits for
        #: ``trigger Name``, with what each was attached to (engine.scenario.leaves).
        self.leaves_triggered: dict[int, int | None] = {}
        #: Replacements waiting for the next permanents to enter this turn (Mystic
        #: Reflection, 614.1c; engine.scenario.next_enters).
        self.enter_as_copies: list[EnterAsCopies] = []

    # --- the public entry points -----------------------------------------------

    def play(self, terms: list[Term]) -> LayerResult:
        self.table = Table.for_players(seats_named(terms))
        self.game.players = tuple(self.table.players())
        self.setting_up = True
        attached: dict[int, int | None] = {}
        for index, term in enumerate(terms):
            note_departures(self, attached)
            attached = {o.id: o.attached_to for o in self.game.battlefield()}
            self.setting_up = self.setting_up and self._sets_up_board(term)
            sources, counted = self.entering.before_term(self)
            known = set(self.game.objects) if sources else set()
            self._play_term(term)
            if self.enter_as_copies:
                enter_as_copies(self, term, term.position - 1)
            if counted is not None:
                double_tokens(self, counted, term)
            if sources:
                others_add_counters(self, sources, known, term)
            if counted is not None:
                replace_counters(self, counted, term)
            note_unused_choices(self, term)
            self._note_unused_pointer(term)
            ended = end_broken_durations(self.game, self.layers)
            self.notes.extend(f"After {term.where()}: {sentence}" for sentence in ended)
            self.keep_copied_values()
            self._mark_attachments()
            following = terms[index + 1 : index + 2]
            if self.table.left:
                self._exile_for_departed(term)
            if self.setting_up and following and self._sets_up_board(following[0]):
                continue
            if self.layer_work > LAYER_WORK_BUDGET and following:
                self._deferred = self._deferred or term  # too big a board: check at the end
                continue
            self.check_state_based_actions(term)
        if self._deferred is not None:
            self.unmodelled.append(
                f"State-based actions after {self._deferred.where()} were checked once, after "
                "the last term, not after every term: the board is too large. A permanent they "
                "would have removed earlier may have been affected by later terms."
            )
        note_departures(self, attached)
        report_unresolved(self)
        return self.layers()

    def keep_copied_values(self) -> None:
        """707.2b, 707.2c: a copy effect's values are fixed as it begins; later changes to
        the original (turned face up, its own copy effect ending) don't reach the copy. The
        copies a term started get their original's copiable values as the term ends."""
        started = [
            choices
            for choices in (
                *(obj.choices for obj in self.game.battlefield()),
                *(effect.choices for effect in self.game.resolved),
            )
            if choices.copy_of is not None and choices.copied is None
        ]
        for choices in started:
            original = self.game.objects.get(choices.copy_of or 0)
            if original is None:
                continue
            if self._copiable_as_printed(original):
                choices.copied = original.printed()  # no copy or face-down effect on it
            else:
                choices.copied = copiable_values(self.game, original.id)

    def _copiable_as_printed(self, original: GameObject) -> bool:
        """Whether nothing in the copy or face-down layers can apply to ``original``, so its
        copiable values are its printed ones (707.2) and no layer run is needed."""
        if original.face_down or original.choices.copy_of is not None:
            return False
        if any(
            effect.layer is Layer.COPY and (effect.locked is None or original.id in effect.locked)
            for effect in self.game.resolved
        ):
            return False
        return not any(
            isinstance(spec, CopyEffect) and ability.affects.scope != "self"
            for obj in self.game.battlefield()
            for ability in obj.card.abilities
            if ability.kind == "static"
            for spec in ability.effects
        )

    def layers(self) -> LayerResult:
        """The layer system's result for the board as it is now (reused until it changes)."""
        key = board_key(self.game)
        if self._layers is None or self._layers[0] != key:
            self._layers = (key, apply_layers(self.game))
            statics = sum(
                len(a.effects)
                for obj in self.game.battlefield()
                for a in obj.card.abilities
                if a.kind == "static"
            )
            self.layer_work += len(self.game.objects) * (1 + len(self.game.resolved) + statics)
        return self._layers[1]

    def _note_unused_pointer(self, term: Term) -> None:
        """“-> Name” on a card with nothing that targets, attaches, chooses or copies
        (Glorious Anthem, Llanowar Elves) goes into ``unmodelled``: the player meant
        something the card does not do, and the reply must not look as if it did."""
        if term.kind != "card" or not term.target:
            return
        card = self.card(term.name, term)
        text = " ".join([card.oracle_text, *(face.oracle_text for face in card.faces)])
        if not text.strip() and card.abilities:  # described in our words only: can't tell
            return
        targets = any(ability.affects.scope == "target" for ability in card.abilities)
        if targets or ATTACHING & set(card.subtypes) or _POINTABLE.search(text):
            return
        self.unmodelled.append(
            f"{card.name} ({term.where()}): “-> {term.target}” was not used: nothing "
            f"{card.name} does targets, attaches, chooses or copies."
        )

    def _sets_up_board(self, term: Term) -> bool:
        """The permanents a scenario names before its first spell, ability or action are the
        board as it stands: state-based actions are checked once they are all there, then
        after every term."""
        if term.kind == "vanilla":
            return True
        if term.kind != "card":
            return False
        card = self.card(term.name, term)
        return card.is_permanent_card or card.stays_in_command_zone

    def check_state_based_actions(self, term: Term) -> None:
        """704.3: after each term; what they moved is said in the notes."""
        keep = frozenset(self.kept)
        outcome = check_state_based_actions(self.game, term.position - 1, self.layers, keep)
        self.notes.extend(f"After {term.where()}: {sentence}" for sentence in outcome.said)
        self.last_known.update(outcome.last_known)
        self.left.extend(sorted(set(outcome.last_known) - set(self.left)))
        self.follow_subject()
        if outcome.said:
            self._mark_attachments()

    def _exile_for_departed(self, term: Term) -> None:
        for move in exile_for_departed(self.game, self.table, self.layers().characteristics):
            self.notes.append(f"After {term.where()}: {move.sentence()}")
            self.left.append(move.obj_id)

    def follow_subject(self) -> None:
        """A subject that left and came back (blink, persist) is the new object (400.7)."""
        subject = self.game.objects[self.subject_id]
        while subject.zone != "battlefield" and subject.returned_as is not None:
            subject = self.game.objects[subject.returned_as]
        self.subject_id = subject.id

    def _mark_attachments(self) -> None:
        """ "equipped" / "enchanted" / "modified" (700.9) states for filters, from what is
        attached as printed (an Aura or Equipment that loses its subtype is not re-read)."""
        permanents = self.game.battlefield()
        for obj in permanents:
            obj.states -= _MARKED_STATES
            if obj.face_down:
                obj.states.add("face down")
        for obj in permanents:
            host = self.game.objects.get(obj.attached_to) if obj.attached_to else None
            if host is None:
                continue
            if "Equipment" in obj.card.subtypes:
                host.states |= {"equipped", "modified"}
            elif "Aura" in obj.card.subtypes or "bestowed" in obj.states:
                host.states.add("enchanted")
                if obj.controller == host.controller:
                    host.states.add("modified")
        for obj in permanents:
            if obj.counters and any(n > 0 for n in obj.counters.values()):
                obj.states.add("modified")

    # --- helpers ------------------------------------------------------------------

    def card(self, name: str, term: Term) -> Card:
        try:
            return self.lookup(without_number(name))
        except UnknownCardError as error:
            raise ScenarioError(
                f"In {term.where()}: I don't know a card called “{name}”.",
                error.hint,
                error.suggestions,
            ) from None

    def find_permanent(self, name: str, term: Term, exclude: int | None = None) -> GameObject:
        """The newest permanent with that name (other than ``exclude``, e.g. a Clone itself);
        ``Name #2`` picks the second one to have entered."""
        numbered = NUMBERED.fullmatch(name.strip())
        wanted = _name_key(without_number(name))
        matches = self._named(wanted, self.game.battlefield(), exclude)
        if numbered and 0 < int(numbered.group(2)) <= len(matches):
            return matches[int(numbered.group(2)) - 1]
        if not matches or numbered:
            on_field = ", ".join(obj.card.name for obj in self.game.battlefield()) or "nothing"
            gone = self._named(wanted, [self.game.objects[i] for i in self.left], None)
            left = f" (it left: it is in {gone[-1].zone})" if gone and not matches else ""
            raise ScenarioError(
                f"In {term.where()}: no permanent called “{name}” is on the battlefield"
                f"{left or ' yet'}.",
                f"On the battlefield now: {on_field}. Name one of them after “->” "
                "(“Name #2” for the second of two with the same name).",
            )
        return matches[-1]

    @staticmethod
    def _named(wanted: str, objects: list[GameObject], exclude: int | None) -> list[GameObject]:
        """Objects with that name (``wanted`` without "Token": tokens are named either way)."""
        return [
            obj
            for obj in objects
            if obj.id != exclude
            and (
                _name_key(obj.card.name) == wanted
                or any(_name_key(face.name) == wanted for face in obj.card.faces)
            )
        ]

    def departed(self, name: str) -> GameObject | None:
        """The card with that name that last left the battlefield to a graveyard or exile, if
        it is still there: the source of a trigger that looks back in time (603.10a, Rancor)."""
        wanted = normalize_name(without_number(name))
        gone = [self.game.objects[i] for i in self.left]
        found = self._named(wanted, [o for o in gone if o.zone in ("graveyard", "exile")], None)
        return found[-1] if found and not found[-1].is_token else None

    def target(self, term: Term, exclude: int | None = None) -> GameObject:
        """What ``-> Name`` points at (never ``exclude``: an Aura can't enchant itself),
        else the subject."""
        if term.target:
            return self.find_permanent(term.target, term, exclude)
        subject = self.game.objects[self.subject_id]
        if subject.zone != "battlefield":
            where = "is not on" if subject.id in self.elsewhere else "has left"
            raise ScenarioError(
                f"In {term.where()}: the subject, {subject.card.name}, {where} the battlefield "
                f"(it is in {subject.zone}), so this term has nothing to point at.",
                "Point it at a permanent with “-> Name”.",
            )
        return subject

    def targets(self, term: Term, count: int) -> list[GameObject]:
        """``-> A, B``: the ``count`` different targets of one spell or ability (115.3); a
        comma inside a name on the battlefield (``Kenrith, the Returned King``) stays in it."""

        def on_battlefield(name: str) -> bool:
            wanted = _name_key(without_number(name))
            return bool(self._named(wanted, self.game.battlefield(), None))

        names = card_list(term.target or "", on_battlefield)
        if len(names) != count:
            raise ScenarioError(
                f"In {term.where()}: it has {count} targets; I read {len(names)} "
                f"({', '.join(names) or 'none'}).",
                "Name them after one arrow, separated by a comma: "
                "Switcheroo -> Serra Angel, Shivan Dragon",
            )
        found = [self.find_permanent(name, term) for name in names]
        if len({obj.id for obj in found}) < count:
            raise ScenarioError(
                f"In {term.where()}: the same permanent is named twice; each target of one "
                "“target” word is a different object (115.3).",
                "Name different permanents, or “Name #2” for the second of the same name.",
            )
        return found

    def enter(self, card: Card, term: Term, timestamp: int, *, token: bool = False) -> GameObject:
        player = term.seat()
        obj = self.game.add(
            GameObject(
                id=self.game.next_id(),
                card=card,
                owner=player,
                controller=player,
                timestamp=timestamp,
                is_token=token,
                face_down=term.face_down,
                states={"token"} if token else set(),
            )
        )
        loyalty = card.loyalty or ""
        if "Planeswalker" in card.types and loyalty.isdigit() and not term.face_down:
            obj.counters["loyalty"] = int(loyalty)  # it enters with its loyalty (306.5b)
            obj.counter_timestamps["loyalty"] = timestamp
        if not term.face_down:  # a face-down permanent has no text (708.2)
            enters_with_counters(self, obj, term, timestamp)
        return obj

    def _play_term(self, term: Term) -> None:
        timestamp = term.position - 1  # the subject has timestamp 0, the next term 1, ...
        self.made_token = None  # "that token" means one this term's ability made
        if term.position == 1:
            self._play_subject(term)
            return
        match term.kind:
            case "card":
                card = self.card(term.name, term)
                if card.stays_in_command_zone:
                    self._face_up_in_command_zone(card, term, timestamp)
                elif card.is_permanent_card:
                    self._permanent_enters(card, term, timestamp)
                else:
                    spell_resolves(self, card, term, timestamp)
            case "activate" | "trigger":
                activate(self, term, timestamp)
            case "attach":
                self._attach(term, timestamp)
            case "mutate":
                self._mutate(term)
            case "elsewhere":
                self._put_elsewhere(term, timestamp)
            case "counter":
                self._put_counters(term, timestamp)
            case "vanilla":
                raise AssertionError("only the subject can be a vanilla creature")
            case kind if kind in GAME_TERMS:
                play_game_term(self, term, timestamp)
            case _:
                self._generic_effect(term, timestamp)

    def _put_elsewhere(self, term: Term, timestamp: int) -> GameObject:
        """``stack: Name`` / ``hand: Name`` / ...: the card as a spell its player cast or a
        card that player owns in that zone (:func:`engine.game.zones.elsewhere`)."""
        zone = cast(Zone, term.zone)
        obj = elsewhere(self.game, self.card(term.name, term), term.seat(), zone, timestamp)
        self.elsewhere.append(obj.id)
        return obj

    def _play_subject(self, term: Term) -> None:
        if term.kind == "elsewhere":
            self.subject_id = self._put_elsewhere(term, 0).id
            return
        if term.kind == "vanilla":
            card = Card(
                name=f"{term.power}/{term.toughness} creature",
                types=("Creature",),
                power=str(term.power),
                toughness=str(term.toughness),
                summary="A vanilla creature with no abilities.",
            )
        elif term.kind == "card":
            card = self.card(term.name, term)
            if not card.is_permanent_card:
                raise ScenarioError(
                    f"The first term is the subject, a permanent, but {card.name} is "
                    f"{'an' if card.types[0][0] in 'AEIOU' else 'a'} {card.types[0].lower()}.",
                    f"Start with the creature it affects: !layers Grizzly Bears + {card.name}",
                )
        else:
            raise ScenarioError(
                f"The first term is the subject, a permanent; “{term.text}” is an effect.",
                "Start with a card name or a vanilla creature: !layers 3/4 + switch + +3/-3",
            )
        obj = self.enter(card, term, 0)
        self.subject_id = obj.id
        apply_choices(self, obj, term)

    def _face_up_in_command_zone(self, card: Card, term: Term, timestamp: int) -> GameObject:
        """A plane, vanguard, scheme or conspiracy is no permanent: it is face up in the
        command zone, where its static abilities work (113.6p, 311.4, 902.7) and its player
        controls it (the planar controller is the active player, 901.6)."""
        obj = self.enter(card, term, timestamp)
        obj.zone = "command"
        apply_choices(self, obj, term)
        return obj

    def in_command_zone(self, card: Card, term: Term, timestamp: int) -> GameObject:
        """The face-up command-zone card of that name, turned face up now if it wasn't."""
        for obj in reversed(list(self.game.objects.values())):
            if obj.zone == "command" and obj.card.name == card.name:
                return obj
        self.notes.append(f"{card.name} was turned face up in the command zone to {term.kind} it.")
        plain = Term(term.position, term.text, "card", name=term.name, player=term.player)
        return self._face_up_in_command_zone(card, plain, timestamp)

    def _permanent_enters(self, card: Card, term: Term, timestamp: int) -> None:
        obj = self.enter(card, term, timestamp)
        if term.chose("bestow"):
            self._bestow(obj, term, timestamp)
        elif _has_keyword(card, "living weapon") and not term.target:
            self._germ_for(obj, term, timestamp)
        elif ATTACHING & set(card.subtypes):
            host = self._card_in_a_graveyard(card, term) or self.target(term, exclude=obj.id)
            if host.zone == "battlefield":
                self._check_enchant(card, host, term)
            obj.attached_to = host.id
            obj.attached_at = timestamp
        apply_choices(self, obj, term)
        as_it_enters = [a for a in card.abilities if a.kind == "other" and a.trigger == "enters"]
        for ability in as_it_enters:
            self._as_it_enters(obj, ability, term)
        if not as_it_enters:
            self._note_unread_as_it_enters(card, term)
        for ability in card.abilities:
            targeted = ability.affects.scope == "target" and ability.effects
            if ability.trigger == "enters" and targeted:
                self._enter_trigger(obj, ability, term, timestamp)
        if not self.setting_up or term.target:  # it enters now, or it was pointed at a
            # target: its "when this enters" instructions happen (603.6a)
            enters_trigger(self, obj, term, timestamp)

    def _as_it_enters(self, source: GameObject, ability: Ability, term: Term) -> None:
        """An "as this enters" replacement (614.1c) that turns permanents face down (Ixidron):
        each becomes a nameless 2/2 face-down creature (708.2a); one already face down
        stays as it is (708.2b). It happens whether or not the board is being set up: what
        is listed before it was there as it entered."""
        if not any(isinstance(effect, FaceDownEffect) for effect in ability.effects):
            self.unmodelled.append(f"{source.card.name}: {ability.summary} (not carried out)")
            return
        turned = [
            self.game.objects[obj_id]
            for obj_id in resolve_affected(self, ability, term, source)
            if not self.game.objects[obj_id].face_down
        ]
        for obj in turned:
            obj.face_down = True
            obj.face_down_by = "effect"
        if turned:
            names = ", ".join(obj.card.name for obj in turned)
            self.notes.append(
                f"As {source.card.name} entered, {names} turned face down: each is a nameless "
                "2/2 creature (708.2a, 614.1c)."
            )

    def _note_unread_as_it_enters(self, card: Card, term: Term) -> None:
        """An "as this enters" instruction (614.1c) the card's model doesn't carry out is
        listed, never skipped silently; a choice made as it enters is a bracket choice
        (``[Goblin]``, ``[exile: ...]``), so those lines are left to the choices."""
        if any(ability.choice is not None for ability in card.abilities):
            return
        for line in card.oracle_text.splitlines():
            found = _AS_IT_ENTERS.match(line.replace(card.name, "~"))
            if found and not found.group("rest").startswith("choose"):
                self.unmodelled.append(f"{card.name} ({term.where()}): not carried out: “{line}”")

    def _bestow(self, obj: GameObject, term: Term, timestamp: int) -> None:
        """``Card [bestow] -> Creature``: cast bestowed, it enters as an Aura attached to the
        creature (702.103b); with no legal creature there it enters as a creature
        (702.103e)."""
        if not any((a.keyword or "").casefold().startswith("bestow") for a in obj.card.abilities):
            raise ScenarioError(
                f"In {term.where()}: {obj.card.name} has no bestow.",
                "Leave out [bestow]; cards with it include Nighthowler and Boon Satyr.",
            )
        host = self.target(term, exclude=obj.id)
        if not self.current(host).is_creature:
            self.notes.append(
                f"{obj.card.name}'s target, {host.card.name}, is not a creature, so it resolved "
                "as an enchantment creature instead of an Aura (702.103e)."
            )
            return
        bestow(self.game, obj, host, timestamp)
        self.notes.append(
            f"{obj.card.name} entered bestowed, attached to {host.card.name}: an Aura "
            "enchantment with enchant creature, not a creature (702.103b)."
        )

    def _germ_for(self, equipment: GameObject, term: Term, timestamp: int) -> None:
        """Living weapon (702.92a): as the Equipment enters, a 0/0 black Phyrexian Germ token
        is created and the Equipment is attached to it (``-> Name`` instead: the board as it
        stands, with the Equipment already on that creature)."""
        germ = create_tokens(self.game, GERM, 1, equipment.controller, timestamp)[0]
        equipment.attached_to, equipment.attached_at = germ.id, timestamp
        self.notes.append(
            f"{equipment.card.name}'s living weapon made a 0/0 black Phyrexian Germ token and "
            "was attached to it (702.92a); later terms name it “Phyrexian Germ”."
        )

    def _attach(self, term: Term, timestamp: int) -> None:
        """``attach``/``equip Card -> X``: (re)attach; its effects get a new timestamp (613.7e)."""
        card = self.card(term.name, term)
        if not ATTACHING & set(card.subtypes):
            raise ScenarioError(
                f"In {term.where()}: {card.name} is not an Aura or Equipment (or Fortification).",
                "Only those attach; other cards just enter: drop “attach”.",
            )
        try:
            obj = self.find_permanent(term.name, term)
        except ScenarioError:
            obj = self.enter(card, term, timestamp)
        host = self.target(term, exclude=obj.id)
        self._check_enchant(card, host, term)
        obj.attached_to, obj.attached_at = host.id, timestamp
        self.notes.append(
            f"{card.name} became attached to {host.card.name} at t{timestamp}: its effects "
            "take that timestamp (613.7e)."
        )

    def _mutate(self, term: Term) -> None:
        """``mutate Card [-> X] [under]``: merge onto a non-Human creature you own (702.140)."""
        card = self.card(term.name, term)
        if not any((a.keyword or "").startswith("mutate") for a in card.abilities):
            raise ScenarioError(
                f"In {term.where()}: {card.name} has no mutate ability.",
                "Mutate cards include Gemrazer, Dreamtail Heron and Majestic Auricorn.",
            )
        host = self.target(term)
        state = self.filter_state()[host.id]
        if "Creature" not in state.types or state.has_subtype("Human"):
            raise ScenarioError(
                f"In {term.where()}: {host.card.name} isn't a non-Human creature, so "
                f"{card.name} can't mutate onto it (702.140a).",
                "Point it at a non-Human creature with “-> Name”.",
            )
        under = any(choice.casefold().strip() == "under" for choice in term.choices)
        if under:
            host.merged_under.append(card)
        else:
            host.merged_under.insert(0, host.card)
            host.card = card
        self.notes.append(
            f"{card.name} mutated {'under' if under else 'onto'} it: the merged creature has the "
            "top card's characteristics plus every ability of the cards under it (702.140e)."
        )

    def _enter_trigger(
        self, source: GameObject, ability: Ability, term: Term, timestamp: int
    ) -> None:
        """A targeted "when this enters" trigger resolves right away, at the subject."""
        if (nothing := trigger_does_nothing(self, source, ability, term)) is not None:
            self.notes.append(nothing)
            return
        try:
            affected = resolve_affected(self, ability, term, source)
        except ScenarioError:
            self.notes.append(
                f"{source.card.name}'s triggered ability had no legal target here, so it did "
                "nothing (point it with “-> Name”)."
            )
            return
        add_effects(self,
            source_name=source.card.name, ability=ability, affected=affected, term=term,
            timestamp=timestamp, source_id=source.id, choices=Choices(),
        )  # fmt: skip

    def _card_in_a_graveyard(self, card: Card, term: Term) -> GameObject | None:
        """The card an Aura with "enchant <type> card in a graveyard" enters attached to
        (303.4a, Animate Dead): ``-> Name`` names a card in a graveyard (``[graveyard: ...]``,
        or one that went there); ``None`` when the Aura enchants something else or the name
        is a permanent on the battlefield (the board as it stands: the Aura is on it)."""
        enchant = _enchant(card)
        found = re.fullmatch(r"enchant (?P<type>[a-z]+) card in a graveyard", enchant or "")
        if found is None:
            return None
        if not term.target:
            raise ScenarioError(
                f"In {term.where()}: {card.name} enchants a {found['type']} card in a graveyard: "
                "name it with “-> Name”.",
                f"Put the card in a graveyard and point at it: !layers Grizzly Bears "
                f"[graveyard: Serra Angel] + {card.name} -> Serra Angel",
            )
        wanted = _name_key(without_number(term.target))
        if self._named(wanted, self.game.battlefield(), None):
            return None
        gone = self._named(wanted, list(self.game.objects.values()), None)
        lying = [o for o in gone if o.zone == "graveyard" and o.returned_as is None]
        if lying:
            return lying[-1]
        entry = next((e for e in self.game.graveyard if _name_key(e[1].name) == wanted), None)
        if entry is None:
            raise ScenarioError(
                f"In {term.where()}: no card called “{term.target}” is in a graveyard or on "
                "the battlefield.",
                f"Put it in a graveyard first: [graveyard: {term.target}] on the subject "
                "([opponent graveyard: ...] for the opponent's).",
            )
        owner, lying_card = entry
        if found["type"].capitalize() not in lying_card.types:
            raise ScenarioError(
                f"In {term.where()}: {card.name} enchants a {found['type']} card, and "
                f"{lying_card.name} isn't one.",
                f"Point it at a {found['type']} card in a graveyard.",
            )
        in_graveyard = self.enter(lying_card, term, term.position - 1)
        in_graveyard.owner = in_graveyard.controller = owner
        in_graveyard.zone, in_graveyard.face_down = "graveyard", False
        in_graveyard.counters.clear()  # a card in a graveyard has no loyalty (122.2)
        return in_graveyard

    def _check_enchant(self, card: Card, host: GameObject, term: Term) -> None:
        enchant = _enchant(card)
        wanted = enchant.removeprefix("enchant ").strip().capitalize() if enchant else "Creature"
        if "Fortification" in card.subtypes:
            wanted = "Land"  # a Fortification fortifies a land (301.6)
        if wanted == "Permanent":
            return
        types = self.current(host).types
        if wanted in CARD_TYPES and wanted not in types:
            raise ScenarioError(
                f"In {term.where()}: {card.name} can only be attached to a "
                f"{wanted.lower()}, and {host.card.name} isn't one.",
                f"Point it at a {wanted.lower()} with “-> Name”.",
            )

    def current(self, obj: GameObject) -> Characteristics:
        return self.filter_state()[obj.id]

    def filter_state(self, *, keywords: bool = False) -> Mapping[int, Characteristics]:
        """Characteristics right now, as targets and "all creatures" filters see them.

        Filters read names, types, colors and control, which only layers 1-5 change
        (``keywords``: and the keyword abilities of layer 6, for hexproof or "with flying");
        when nothing on the board works in those layers the printed values are
        exact and the full layer run (the slow path) is skipped.
        """
        layers = FILTER_LAYERS | {Layer.ABILITY} if keywords else FILTER_LAYERS
        if self._filters_may_change(layers, keywords):
            return self.layers().characteristics
        return PrintedValues(self.game)

    def _filters_may_change(self, layers: frozenset[Layer], keywords: bool) -> bool:
        if any(obj.face_down for obj in self.game.objects.values()):
            return True
        if any(effect.layer in layers for effect in self.game.resolved):
            return True
        if keywords and any(
            kind in KEYWORD_COUNTERS for obj in self.game.battlefield() for kind in obj.counters
        ):
            return True
        return any(
            LAYER_OF_KIND[spec.kind] in layers
            for obj in self.game.battlefield()
            for ability in obj.card.abilities
            if ability.kind == "static"
            for spec in ability.effects
        )

    def _put_counters(self, term: Term, timestamp: int) -> None:
        target = self.target(term)
        kind = term.counter
        if kind not in KEYWORD_COUNTERS and "/" not in kind:
            raise ScenarioError(
                f"In {term.where()}: I don't model “{kind}” counters.",
                "Counters I know: +1/+1, -1/-1, +N/+M, and keyword counters such as flying.",
            )
        target.add_counters(kind, term.count, timestamp)

    def _generic_effect(self, term: Term, timestamp: int) -> None:
        ability = _generic_ability(term.kind, term.power, term.toughness, term.keyword)
        target = self.target(term)
        add_effects(
            self,
            source_name=f"{term.text} (effect)",
            ability=ability,
            affected=[target.id],
            term=term,
            timestamp=timestamp,
            source_id=None,
            choices=Choices(),
        )


@lru_cache(maxsize=256)
def _generic_ability(kind: str, power: int, toughness: int, keyword: str) -> Ability:
    """The until-end-of-turn ability a typed effect ("+3/+3", "switch", "gains flying") is,
    built once per wording: the same object each time, so what is worked out about it
    (which choices it reads) is kept."""
    spec: EffectSpec
    match kind:
        case "modify":
            spec = ModifyPowerToughness(power=power, toughness=toughness)
            summary = f"{power:+d}/{toughness:+d} until end of turn"
        case "base":
            spec = SetPowerToughness(power=power, toughness=toughness)
            summary = f"base P/T {power}/{toughness} until end of turn"
        case "switch":
            spec = SwitchPowerToughness()
            summary = "switch power and toughness until end of turn"
        case "lose_all":
            spec = AbilityEffect(mode="lose_all")
            summary = "loses all abilities until end of turn"
        case _:
            spec = AbilityEffect(mode="gain", keywords=(keyword,))
            summary = f"gains {keyword} until end of turn"
    return Ability(kind="spell", summary=summary, duration="end_of_turn", effects=(spec,))


class PrintedValues(Mapping[int, Characteristics]):
    """Every object's printed values, each built when first asked for: most callers
    look at one or two objects of the board (a target, a source)."""

    def __init__(self, game: Game) -> None:
        self._objects = game.objects
        self._built: dict[int, Characteristics] = {}

    def __getitem__(self, obj_id: int) -> Characteristics:
        values = self._built.get(obj_id)
        if values is None:
            values = self._built[obj_id] = self._objects[obj_id].printed()
        return values

    def __iter__(self) -> Iterator[int]:
        return iter(self._objects)

    def __len__(self) -> int:
        return len(self._objects)


#: Words of a card's text that a “-> Name” pointer can answer.
_POINTABLE = re.compile(
    r"\b(?:target|choose|chosen|cop(?:y|ies)|enchant|equip|attach|fortify)", re.IGNORECASE
)


@lru_cache(maxsize=4096)
def _name_key(name: str) -> str:
    """How a permanent's name is compared with a name in a term (memoised: every lookup
    compares it with every permanent's)."""
    return normalize_name(name).removesuffix(" token")


def _enchant(card: Card) -> str | None:
    """An Aura's enchant keyword ability ("enchant creature", 702.5a), if it has one."""
    return next(
        (a.keyword for a in card.abilities if a.keyword and a.keyword.startswith("enchant ")),
        None,
    )


def _has_keyword(card: Card, keyword: str) -> bool:
    return any((a.keyword or "").casefold() == keyword for a in card.abilities)


def run_scenario(text: str, lookup: CardLookup) -> tuple[ScenarioPlayer, LayerResult]:
    """Parse and play ``text``; the player keeps the notes and the subject's id."""
    player = ScenarioPlayer(lookup)
    return player, player.play(parse_scenario(text))
