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

from engine.card_clauses import Filter
from engine.cards import (
    Card,
    CopyEffect,
)
from engine.errors import ScenarioError, UnknownCardError
from engine.game import Table, check_state_based_actions, end_broken_durations
from engine.game.board import BoardKey, board_key
from engine.game.enchant import ATTACHING, enchant_words
from engine.game.returns import Exiled, ReturnsWhenGone
from engine.game.table import exile_for_departed
from engine.game.tokens import predefined_token
from engine.game.zones import elsewhere, new_object
from engine.layers import Game, Layer, LayerResult, Step, apply_layers, copiable_values
from engine.layers.effects import LAYER_OF_KIND
from engine.layers.gather import KEYWORD_COUNTERS
from engine.names import normalize_name, with_article
from engine.objects import Characteristics, GameObject, Player, Zone
from engine.oracle.predefined_tokens import predefined_name, predefined_token_record
from engine.scenario.abilities import activate
from engine.scenario.ascend import permanents_ascend
from engine.scenario.choice_kinds import note_unused_choices, stated_x
from engine.scenario.choices import (
    apply_choices,
    card_list,
    graveyard_owner,
    state_graveyards_first,
    state_turn_facts,
)
from engine.scenario.commander_game import commander_starting_life
from engine.scenario.doors import enters_with_door, note_room_doors
from engine.scenario.effect_terms import put_counters, typed_effect
from engine.scenario.entering import (
    EnteringWatch,
    came_back,
    double_tokens,
    enters_with_counters,
    others_add_counters,
    replace_counters,
    sunburst_counters,
)
from engine.scenario.enters_choices import choose_what_each_became
from engine.scenario.enters_triggers import on_the_board, report_waiting_enters, returned_enters
from engine.scenario.event_watch import EventWatch, apply_event_statics, note_governed_events
from engine.scenario.exile_until import return_when_sources_left
from engine.scenario.game_terms import GAME_TERMS, play_game_term, seats_named
from engine.scenario.group_copies import GroupCopyWatch, enter_as_group_copies
from engine.scenario.leaves import note_departures, report_unresolved
from engine.scenario.next_enters import EnterAsCopies, enter_as_copies
from engine.scenario.parse import NUMBERED, Term, parse_scenario, without_number
from engine.scenario.permanents import (
    attach,
    carrier_for,
    carrier_keyword,
    mark_attachment_states,
    mutate,
    permanent_enters,
)
from engine.scenario.player_protection import check_player_target
from engine.scenario.resolve import back_face_named, modal_face_named, names_a_spell_face
from engine.scenario.riot import riot_as_it_entered
from engine.scenario.spells import one_target_named_twice, spell_resolves
from engine.scenario.spells_cast import state_how_cast
from engine.scenario.team_games import note_team_words
from engine.scenario.turn_events import count_spell_cast
from engine.scenario.watch import before_term, note_states_at_end, note_unresolved_triggers

CardLookup = Callable[[str], Card]

#: Layers whose effects can change what a filter or a target restriction reads.
#: How much layer work (objects x effects, summed over layer runs) a scenario may spend
#: before state-based actions are left for the end of it, with a warning: a 60-term
#: scenario on a board full of copy and dependency effects would otherwise take minutes.
LAYER_WORK_BUDGET = 15_000
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
        if term.target:  # a target may be a card to copy that is not on the battlefield yet
            names.extend(card_list(term.target, None))
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
        #: The tokens an ability just made as copies, or the card it just put onto the
        #: battlefield from a graveyard: what "it" / "those tokens" / "that creature" in the
        #: rest of the same ability means (``Filter(scope="made")``).
        self.made_tokens: list[int] = []
        #: The cards the term put onto the battlefield from another zone (Reanimate,
        #: Cloudshift): the choices in its brackets are theirs too (as they enter, 614.1c).
        self.put_onto_battlefield: list[int] = []
        #: Delayed triggers "at the beginning of the next end step" (603.7): what they do
        #: ("exile" or "sacrifice"), to which object, and whose ability made them.
        self.at_next_end_step: list[tuple[str, int, str]] = []
        #: Cards in exile waiting to return: until a permanent leaves the battlefield (610.3)
        #: or at the beginning of the next end step (603.7); what the resolving ability has
        #: exiled so far ("return that card", engine.scenario.exile_until).
        self.exiled_until: list[Exiled] = []
        self.returns_at_end_step: list[Exiled] = []
        #: Permanents a delayed trigger returns when they die or are exiled (701.66a).
        self.returns_when_gone: list[ReturnsWhenGone] = []
        self.exiled_now: list[int] = []
        #: The objects the resolving spell's or ability's continuous effects were locked to
        #: (611.2c): "each artifact that became a creature this way".
        self.affected_now: list[int] = []
        #: What changes how permanents enter or how many counters are put (614.1a, 614.1c).
        self.entering = EnteringWatch()
        self.event_watch = EventWatch()
        self.group_copies = GroupCopyWatch()
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
        #: The term played just before the one being played (a ``sacrifice Name`` before an
        #: activation pays its cost's sacrifice).
        self.term_before: Term | None = None
        #: Permanents marked ``[keep]``: kept under the legend rule (704.5j).
        self.kept: set[int] = set()
        #: Targets found legal as a spell or ability began to resolve, by its term and the
        #: kind it may target: a later part of it doesn't check them again (608.2b).
        self.legal_targets: set[tuple[int, int, Filter]] = set()
        #: While the permanents the scenario starts with enter (the board as it stands).
        self.setting_up = True
        #: Permanents whose linked leaves-the-battlefield trigger triggered and waits for
        #: ``trigger Name``, with what each was attached to (engine.scenario.leaves).
        self.leaves_triggered: dict[int, int | None] = {}
        #: The dice the current term rolled, each by its player with the result the term
        #: states (``None``: not stated), for "whenever you roll" triggers (706.2, 603.2).
        self.rolls: list[tuple[Player, int | None]] = []
        #: Every card a term named, by name (what the reply says about their texts).
        self.named_cards: dict[str, Card] = {}
        #: The graveyard brackets put in place before their term's permanent entered, by the
        #: term's id and the bracket, so they aren't put in place twice.
        self.stated_first: set[tuple[int, str]] = set()
        #: The card each name a term wrote found: terms ask again after every term (a spell
        #: cast, the board set up), and the lookup gives one card a name for the scenario.
        self._cards_by_term_name: dict[str, Card] = {}
        #: The terms whose spell or ability committed a crime (700.13): one each.
        self.crimes: set[int] = set()
        #: The last die rolled in the scenario, for ``trigger Card`` of a roll trigger.
        self.last_roll: tuple[Player, int | None] | None = None
        #: Replacements waiting for the next permanents to enter this turn (Mystic
        #: Reflection, 614.1c; engine.scenario.next_enters).
        self.enter_as_copies: list[EnterAsCopies] = []
        #: How each permanent was cast, as its term stated it (``[kicked]``): its own
        #: triggers read it (702.33d; engine.scenario.enters_triggers).
        self.cast_facts: dict[int, tuple[str, ...]] = {}
        #: Permanents whose "when this enters" ability resolved as they entered, and those
        #: whose trigger waits for ``trigger Name``, with the term each entered on (603.6a).
        self.enters_resolved: dict[int, Term] = {}
        self.enters_waiting: dict[int, Term] = {}
        #: Permanents of the starting board with a "when this enters" ability, which didn't
        #: trigger in the scenario (said at the end unless ``trigger Name`` resolves it).
        self.enters_on_board: dict[int, Term] = {}
        #: The last term each permanent's trigger was seen to trigger on (engine.scenario.watch).
        self.watched_triggers: dict[int, Term] = {}

    # --- the public entry points -----------------------------------------------

    def play(self, terms: list[Term]) -> LayerResult:
        self.table = Table.for_players(seats_named(terms))
        self.game.players = tuple(self.table.players())
        commander_starting_life(self, terms)  # 903.7
        self.setting_up = True
        attached: dict[int, int | None] = {}
        for index, term in enumerate(terms):
            term = terms[index] = back_face_named(self, term)  # enters transformed (712.8e)
            note_departures(self, attached)
            permanents = self.game.battlefield()
            attached = {o.id: o.attached_to for o in permanents}
            self.setting_up = self.setting_up and self._sets_up_board(term)
            board_before = before_term(self, permanents)
            events = self.event_watch.before_term(self, permanents)  # Melira (614.1, 615.1)
            sources, counted = self.entering.before_term(self)
            copiers = self.group_copies.before_term(self)  # Essence of the Wild
            known = set(self.game.objects)
            self.term_before = terms[index - 1] if index else None
            count_spell_cast(self, term)  # cast before it resolves (601.2i)
            self._play_term(term)
            return_when_sources_left(self, term, term.position - 1)  # 610.3
            choose_what_each_became(self, term)  # "it becomes your choice of ..." (614.1c)
            riot_as_it_entered(self, term)  # a +1/+1 counter or haste (702.136a)
            if self.enter_as_copies:
                enter_as_copies(self, term, term.position - 1)
            if copiers:
                enter_as_group_copies(self, copiers, known, term)
            if counted is not None:
                double_tokens(self, counted, term)
            if sources:
                others_add_counters(self, sources, known, term)
            if counted is not None:
                replace_counters(self, counted, term)
            if events is not None:
                apply_event_statics(self, term, events)
            note_unused_choices(self, term)
            self._note_unused_pointer(term)
            ended = end_broken_durations(self.game, self.layers)
            self.notes.extend(f"After {term.where()}: {sentence}" for sentence in ended)
            self.keep_copied_values()
            mark_attachment_states(self.game)
            permanents_ascend(self)  # 702.131b
            returned_enters(self, known, term)  # a blinked card entered again (603.6a)
            self._note_entered(known)
            following = terms[index + 1 : index + 2]
            if self.table.left:
                self._exile_for_departed(term)
            if self.setting_up and following and self._sets_up_board(following[0]):
                # the board as it stands: what would have triggered is said
                note_unresolved_triggers(self, term, board_before, terms[index + 1 :])
                continue
            if self.layer_work > LAYER_WORK_BUDGET and following:
                self._deferred = self._deferred or term  # too big a board: check at the end
                continue
            self.check_state_based_actions(term)
            if return_when_sources_left(self, term, term.position - 1):  # a source died (704)
                self.check_state_based_actions(term)
            returned_enters(self, known, term)  # persist, undying (702.79a, 702.93a)
            self._note_entered(known)
            note_unresolved_triggers(self, term, board_before, terms[index + 1 :])
            if events is not None and not self.setting_up:
                note_governed_events(self, term, events)
        if self._deferred is not None:
            self.unmodelled.append(
                f"State-based actions after {self._deferred.where()} were checked once, after "
                "the last term, not after every term: the board is too large. A permanent they "
                "would have removed earlier may have been affected by later terms."
            )
        note_departures(self, attached)
        report_unresolved(self)
        report_waiting_enters(self)
        note_states_at_end(self)  # "When you control no Islands" (603.8)
        note_room_doors(self)
        note_team_words(self)
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

    def layers_known(self) -> LayerResult | None:
        """The layer system's last result, whatever changed since (nothing is computed)."""
        return None if self._layers is None else self._layers[1]

    def layers(self) -> LayerResult:
        """The layer system's result for the board as it is now (reused until it changes)."""
        key = board_key(self.game)
        if self._layers is None or self._layers[0] != key:
            self._layers = (key, apply_layers(self.game))
            statics = sum(len(obj.card.static_effects) for obj in self.game.battlefield())
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
        # "made": what it puts onto the battlefield, when that isn't carried out, is the
        # permanent the arrow names (engine.scenario.targets.made_affected)
        targets = any(ability.affects.scope in ("target", "made") for ability in card.abilities)
        if targets or ATTACHING & set(card.subtypes) or _POINTABLE.search(text):
            return
        self.unmodelled.append(
            f"{card.name} ({term.where()}): “-> {term.target}” was not used: nothing "
            f"{card.name} does targets, attaches, chooses or copies."
        )

    def _note_entered(self, known: set[int]) -> None:
        """A permanent that entered after the starting board entered this turn: it is
        ``[entered this turn]`` and "an artifact entered under your control this turn"
        counts it, with no fact left to state."""
        if self.setting_up or len(self.game.objects) == len(known):
            return  # no new object: objects are only ever added, never removed
        noted = {obj_id for _, _, obj_id in self.game.entered_this_turn}
        for obj in self.game.battlefield():
            if obj.id in known or obj.id in noted:
                continue
            obj.states.add("entered this turn")
            chars = self.current(obj)
            self.game.entered_this_turn.append((chars.controller, frozenset(chars.types), obj.id))

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
        judged: list[LayerResult] = []

        def layers() -> LayerResult:
            judged.append(self.layers())
            return judged[-1]

        outcome = check_state_based_actions(self.game, term.position - 1, layers, keep)
        self.notes.extend(f"After {term.where()}: {sentence}" for sentence in outcome.said)
        self.unmodelled.extend(x for x in outcome.doubts if x not in self.unmodelled)
        if outcome.said and judged:  # what the layers couldn't read decided what they did
            self.unmodelled.extend(x for x in judged[0].unmodelled if x not in self.unmodelled)
        self.last_known.update(outcome.last_known)
        came_back(self, outcome.last_known, term, term.position - 1, chose=False)  # undying
        self.left.extend(sorted(set(outcome.last_known) - set(self.left)))
        self.follow_subject()
        if outcome.said:
            mark_attachment_states(self.game)

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

    # --- helpers ------------------------------------------------------------------

    def card(self, name: str, term: Term) -> Card:
        found = self._cards_by_term_name.get(name)
        if found is None:
            token = predefined_token(without_number(name))  # Treasure, Clue ... (111.10)
            try:
                found = self.lookup(without_number(name))
            except UnknownCardError as error:
                if token is None:
                    raise ScenarioError(
                        f"In {term.where()}: I don't know a card called “{name}”.",
                        error.hint,
                        error.suggestions,
                    ) from None
                found = token
            if token is not None and not found.types:  # a Jumpstart theme card is no permanent
                found = token
            self._cards_by_term_name[name] = found
        self.named_cards[found.name] = found
        return found

    def find_permanent(self, name: str, term: Term, exclude: int | None = None) -> GameObject:
        """The newest permanent with that name (other than ``exclude``, e.g. a Clone itself);
        ``Name #2`` picks the second one to have entered."""
        numbered = NUMBERED.fullmatch(name.strip())
        wanted = _name_key(without_number(name))
        matches = self._named(wanted, self.game.battlefield(), exclude)
        if not matches:  # a copy has the name of what it copies (707.2, layer 1)
            names = self.layers().characteristics
            matches = [
                obj
                for obj in self.game.battlefield()
                if obj.id != exclude and _name_key(names[obj.id].name or "") == wanted
            ]
        if numbered and 0 < int(numbered.group(2)) <= len(matches):
            return matches[int(numbered.group(2)) - 1]
        if not matches and self._several_named(name, exclude):
            raise one_target_named_twice(self, name, term)
        if (
            not matches
            and exclude is not None
            and self._named(wanted, [self.game.objects[exclude]], None)
        ):
            raise ScenarioError(
                f"In {term.where()}: “{name}” is the permanent this comes from, and it can't "
                "point at itself here (“another target”, a copy of another permanent, an "
                "Aura that can't enchant itself, 303.4d).",
                "Name another permanent after “->”.",
            )
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

    def _several_named(self, name: str, exclude: int | None) -> bool:
        """Whether ``name`` is a list ("A, B") whose every part is a permanent here."""
        parts = [part.strip() for part in name.split(",")]
        return len(parts) > 1 and all(
            self._named(_name_key(without_number(part)), self.game.battlefield(), exclude)
            for part in parts
        )

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
        # a predefined token named as a term (111.10), the double-faced Incubator too
        token = token or card.layout == "token" or predefined_token_record(card.name) is not None
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
        if not term.face_down:  # a face-down permanent has no text (708.2)
            state_turn_facts(self, term)  # "if an opponent was dealt damage this turn"
            state_graveyards_first(self, term)  # "equal to the creature cards in graveyards"
            enters_with_counters(self, obj, term, timestamp, stated_x(term))
            enters_with_door(self, obj, term)  # a Room: the door cast is unlocked (709.5d)
        return obj

    def _play_term(self, term: Term) -> None:
        timestamp = term.position - 1  # the subject has timestamp 0, the next term 1, ...
        self.made_tokens = []  # "those tokens" means the ones this term's ability made
        self.rolls = []  # the dice this term rolled (engine.scenario.watch)
        self.put_onto_battlefield = []
        self.affected_now = []  # what this term's effects change, not an earlier one's
        if term.position == 1:
            self._play_subject(term)
            return
        check_player_target(self, term)  # a player's hexproof or shroud (601.2c)
        match term.kind:
            case "card":
                card = modal_face_named(self.card(term.name, term), term.name)
                if card.stays_in_command_zone:
                    self._face_up_in_command_zone(card, term, timestamp)
                elif card.is_permanent_card and not names_a_spell_face(card, term.name):
                    permanent_enters(self, card, term, timestamp)
                else:
                    spell_resolves(self, card, term, timestamp)
            case "activate" | "trigger":
                activate(self, term, timestamp)
            case "attach":
                attach(self, term, timestamp)
            case "mutate":
                mutate(self, term)
            case "elsewhere":
                self._put_elsewhere(term, timestamp)
            case "counter":
                put_counters(self, term, timestamp)
            case "vanilla":
                raise AssertionError("only the subject can be a vanilla creature")
            case kind if kind in GAME_TERMS:
                play_game_term(self, term, timestamp)
            case _:
                typed_effect(self, term, timestamp)

    def _put_elsewhere(self, term: Term, timestamp: int) -> GameObject:
        """``stack: Name`` / ``hand: Name`` / ...: the card as a spell its player cast or a
        card that player owns in that zone (:func:`engine.game.zones.elsewhere`)."""
        zone = cast(Zone, term.zone)
        obj = elsewhere(self.game, self.card(term.name, term), term.seat(), zone, timestamp)
        state_how_cast(obj, term)  # stack: Name [cast from exile] (601.2a), [commander]
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
            card = modal_face_named(self.card(term.name, term), term.name)
            if not card.is_permanent_card:
                raise ScenarioError(
                    f"The first term is the subject, a permanent, but {card.name} is "
                    f"{with_article(card.types[0].lower())}.",
                    f"Start with the creature it affects: !layers Grizzly Bears + {card.name}",
                )
        else:
            raise ScenarioError(
                f"The first term is the subject, a permanent; “{term.text}” is an effect.",
                "Start with a card name or a vanilla creature: !layers 3/4 + switch + +3/-3",
            )
        obj = self.enter(card, term, 0)
        sunburst_counters(self, obj, term, 0)
        on_the_board(self, obj, term)  # its "when this enters" didn't happen: said
        self.subject_id = obj.id
        apply_choices(self, obj, term)
        if (keyword := carrier_keyword(card)) is not None and not term.target:
            carrier_for(self, obj, keyword, 0)  # an Equipment alone: on its Germ or Hero

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

    def card_in_a_graveyard(self, card: Card, term: Term) -> GameObject | None:
        """The card an Aura with "enchant <type> card in a graveyard" enters attached to
        (303.4a, Animate Dead): ``-> Name`` names a card in a graveyard (``[graveyard: ...]``,
        or one that went there); ``None`` when the Aura enchants something else or the name
        is a permanent on the battlefield (the board as it stands: the Aura is on it)."""
        found = re.fullmatch(r"(?P<type>[a-z]+) card in a graveyard", enchant_words(card) or "")
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
        lying = self.graveyard_card(term)
        if found["type"].capitalize() not in lying.card.types:
            raise ScenarioError(
                f"In {term.where()}: {card.name} enchants a {found['type']} card, and "
                f"{lying.card.name} isn't one.",
                f"Point it at a {found['type']} card in a graveyard.",
            )
        return lying

    def graveyard_card(self, term: Term) -> GameObject:
        """The card in a graveyard ``-> Name`` names (one put there by ``[graveyard: ...]``
        or one that went there), as an object in that zone, owned and "controlled" by its
        owner (404.2); a clear error when there is none."""
        wanted = _name_key(without_number(term.target or ""))
        gone = self._named(wanted, list(self.game.objects.values()), None)
        lying = [o for o in gone if o.zone == "graveyard" and o.returned_as is None]
        if lying:
            return lying[-1]
        entry = next((e for e in self.game.graveyard if wanted in _graveyard_names(e[1])), None)
        if entry is None:
            raise ScenarioError(
                f"In {term.where()}: no card called “{term.target}” is in a graveyard.",
                f"Put it in a graveyard first: [graveyard: {term.target}] on the subject "
                "([opponent graveyard: ...] for the opponent's).",
            )
        owner, lying_card = entry  # an object of its own there (400.7), not one entering
        return new_object(self.game, lying_card, owner, owner, term.position - 1, zone="graveyard")

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
            for spec in obj.card.static_effects
        )


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
    r"\b(?:target|choose|chosen|cop(?:y|ies)|enchant|equip|attach|fortify|any number of)",
    re.IGNORECASE,
)


@lru_cache(maxsize=4096)
def _name_key(name: str) -> str:
    """How a permanent's name is compared with a name in a term (memoised: every lookup
    compares it with every permanent's); a Role answers to "Monster Role" too (111.10k)."""
    return normalize_name(predefined_name(name)).removesuffix(" token")


def _graveyard_names(card: Card) -> tuple[str, ...]:
    """The names a card in a graveyard answers to: its whole name, and for a double-faced
    card its front face's, the only characteristics it has there (712.8a)."""
    return (_name_key(card.name), *(_name_key(face.name) for face in card.faces[:1]))


def run_scenario(text: str, lookup: CardLookup) -> tuple[ScenarioPlayer, LayerResult]:
    """Parse and play ``text``; the player keeps the notes and the subject's id."""
    player = ScenarioPlayer(lookup)
    return player, player.play(parse_scenario(text))
