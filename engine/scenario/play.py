"""Playing a parsed scenario: terms -> a :class:`Game` -> the layer system -> a report.

Terms happen in order, each one timestamp later than the one before (613.7):
permanents enter (Auras and Equipment attach to the subject unless ``-> Other``),
instants and sorceries resolve and go to the graveyard, ``activate`` resolves an
activated ability, counters are put on the subject. Effects from spells and
abilities lock in the objects they affect as they resolve (611.2c).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from engine.cards import (
    CARD_TYPES,
    Ability,
    AbilityEffect,
    Card,
    Color,
    CopyEffect,
    EffectSpec,
    Filter,
    Formula,
    ModifyPowerToughness,
    SetPowerToughness,
    SwitchPowerToughness,
)
from engine.errors import ScenarioError, UnknownCardError
from engine.layers import ContinuousEffect, EffectKey, Game, Layer, LayerResult, apply_layers
from engine.layers.apply import KEYWORD_COUNTERS, filter_reads, formula_value, matches_filter
from engine.layers.effects import LAYER_OF_KIND
from engine.names import normalize_name
from engine.objects import Characteristics, Choices, GameObject, Player
from engine.scenario.parse import Term, parse_scenario

CardLookup = Callable[[str], Card]

#: Layers whose effects can change what a filter or a target restriction reads.
FILTER_LAYERS = frozenset(
    {Layer.COPY, Layer.FACE_DOWN, Layer.CONTROL, Layer.TEXT, Layer.TYPE, Layer.COLOR}
)
#: Scenario words for what you have or are (Condition.designation).
_DESIGNATIONS = {
    "city's blessing": "city's blessing",
    "monarch": "monarch",
    "initiative": "initiative",
    "dungeon completed": "completed a dungeon",
    "completed a dungeon": "completed a dungeon",
    "max speed": "max speed",
}
STATES = (
    "attacking", "blocking", "unblocked", "blocked", "tapped", "monstrous", "renowned",
    "entered this turn", "solved",
)  # fmt: skip
_COLOR_WORDS = {color.value: color for color in Color}
_TYPE_WORDS = {t.casefold(): t for t in CARD_TYPES} | {"tribal": "Kindred"}


def scenario_card_names(terms: list[Term]) -> list[str]:
    """Every card name the scenario mentions, so a caller can look them up first."""
    names: list[str] = []
    for term in terms:
        if term.kind in ("card", "activate", "trigger", "attach", "mutate"):
            names.append(term.name)
        for choice in term.choices:
            label, _, value = choice.partition(":")
            label = label.strip().casefold()
            if label in ("copy", "exile") or (label == "graveyard" and not _all_type_words(value)):
                names.extend(part.strip() for part in value.split(",") if part.strip())
    return names


def _all_type_words(text: str) -> bool:
    words = text.replace(",", " ").split()
    return bool(words) and all(word.casefold() in _TYPE_WORDS for word in words)


def face_named(card: Card, typed: str) -> Card:
    """The face of a split/adventure/MDFC card the judge named (``Invert``)."""
    wanted = normalize_name(typed)
    for face in card.faces:
        if normalize_name(face.name) == wanted:
            return face
    with_effects = [face for face in card.faces if any(a.effects for a in face.abilities)]
    return with_effects[0] if with_effects else card


class ScenarioPlayer:
    """Builds the game term by term, resolving names through ``lookup``."""

    def __init__(self, lookup: CardLookup) -> None:
        self.lookup = lookup
        self.game = Game()
        self.notes: list[str] = []
        self.unmodelled: list[str] = []
        #: The token an ability just made as a copy: what "it" / "that token" in the rest of
        #: the same ability means (``Filter(scope="made")``).
        self.made_token: int | None = None
        self.subject_id = 0

    # --- the public entry points -----------------------------------------------

    def play(self, terms: list[Term]) -> LayerResult:
        for term in terms:
            self._play_term(term)
            self._mark_attachments()
        return apply_layers(self.game)

    def _mark_attachments(self) -> None:
        """ "equipped" / "enchanted" / "modified" (700.9) states for filters, from what is
        attached as printed (an Aura or Equipment that loses its subtype is not re-read)."""
        permanents = self.game.battlefield()
        for obj in permanents:
            obj.states -= {"equipped", "enchanted", "modified", "face down"}
            if obj.face_down:
                obj.states.add("face down")
        for obj in permanents:
            host = self.game.objects.get(obj.attached_to) if obj.attached_to else None
            if host is None:
                continue
            if "Equipment" in obj.card.subtypes:
                host.states |= {"equipped", "modified"}
            elif "Aura" in obj.card.subtypes:
                host.states.add("enchanted")
                if obj.controller == host.controller:
                    host.states.add("modified")
        for obj in permanents:
            if any(n > 0 for n in obj.counters.values()):
                obj.states.add("modified")

    # --- helpers ------------------------------------------------------------------

    def _card(self, name: str, term: Term) -> Card:
        try:
            return self.lookup(name)
        except UnknownCardError as error:
            raise ScenarioError(
                f"In {term.where()}: I don't know a card called “{name}”.",
                error.hint,
                error.suggestions,
            ) from None

    def _find_permanent(self, name: str, term: Term, exclude: int | None = None) -> GameObject:
        """The newest permanent with that name (other than ``exclude``, e.g. a Clone itself);
        ``Name #2`` picks the second one to have entered."""
        numbered = re.fullmatch(r"(.*?)\s*#\s*(\d{1,3})", name.strip())
        wanted = normalize_name(numbered.group(1) if numbered else name)
        matches = [
            obj
            for obj in self.game.battlefield()
            if obj.id != exclude
            and wanted
            in {normalize_name(obj.card.name), *(normalize_name(f.name) for f in obj.card.faces)}
        ]
        if numbered and 0 < int(numbered.group(2)) <= len(matches):
            return matches[int(numbered.group(2)) - 1]
        if not matches or numbered:
            on_field = ", ".join(obj.card.name for obj in self.game.battlefield()) or "nothing"
            raise ScenarioError(
                f"In {term.where()}: no permanent called “{name}” is on the battlefield yet.",
                f"On the battlefield so far: {on_field}. Name one of them after “->” "
                "(“Name #2” for the second of two with the same name).",
            )
        return matches[-1]

    def _target(self, term: Term, exclude: int | None = None) -> GameObject:
        """What ``-> Name`` points at (never ``exclude``: an Aura can't enchant itself),
        else the subject."""
        if term.target:
            return self._find_permanent(term.target, term, exclude)
        return self.game.objects[self.subject_id]

    def _enter(self, card: Card, term: Term, timestamp: int, *, token: bool = False) -> GameObject:
        player = Player.OPPONENT if term.opponent else Player.YOU
        return self.game.add(
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

    def _play_term(self, term: Term) -> None:
        timestamp = term.position - 1  # the subject has timestamp 0, the next term 1, ...
        if term.position == 1:
            self._play_subject(term)
            return
        match term.kind:
            case "card":
                card = self._card(term.name, term)
                if card.is_permanent_card:
                    self._permanent_enters(card, term, timestamp)
                else:
                    self._spell_resolves(card, term, timestamp)
            case "activate" | "trigger":
                self._activate(term, timestamp)
            case "attach":
                self._attach(term, timestamp)
            case "mutate":
                self._mutate(term)
            case "counter":
                self._put_counters(term, timestamp)
            case "vanilla":
                raise AssertionError("only the subject can be a vanilla creature")
            case _:
                self._generic_effect(term, timestamp)

    def _play_subject(self, term: Term) -> None:
        if term.kind == "vanilla":
            card = Card(
                name=f"{term.power}/{term.toughness} creature",
                types=("Creature",),
                power=str(term.power),
                toughness=str(term.toughness),
                summary="A vanilla creature with no abilities.",
            )
        elif term.kind == "card":
            card = self._card(term.name, term)
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
        obj = self._enter(card, term, 0)
        self.subject_id = obj.id
        self._apply_choices(obj, term)

    def _permanent_enters(self, card: Card, term: Term, timestamp: int) -> None:
        obj = self._enter(card, term, timestamp)
        if "Aura" in card.subtypes or "Equipment" in card.subtypes:
            host = self._target(term, exclude=obj.id)
            self._check_enchant(card, host, term)
            obj.attached_to = host.id
            obj.attached_at = timestamp
        self._apply_choices(obj, term)
        for ability in card.abilities:
            targeted = ability.affects.scope == "target" and ability.effects
            if ability.trigger == "enters" and targeted:
                self._enter_trigger(obj, ability, term, timestamp)

    def _attach(self, term: Term, timestamp: int) -> None:
        """``attach``/``equip Card -> X``: (re)attach; its effects get a new timestamp (613.7e)."""
        card = self._card(term.name, term)
        if not {"Aura", "Equipment"} & set(card.subtypes):
            raise ScenarioError(
                f"In {term.where()}: {card.name} is not an Aura or Equipment.",
                "Only Auras and Equipment attach; other cards just enter: drop “attach”.",
            )
        try:
            obj = self._find_permanent(term.name, term)
        except ScenarioError:
            obj = self._enter(card, term, timestamp)
        host = self._target(term, exclude=obj.id)
        self._check_enchant(card, host, term)
        obj.attached_to, obj.attached_at = host.id, timestamp
        self.notes.append(
            f"{card.name} became attached to {host.card.name} at t{timestamp}: its effects "
            "take that timestamp (613.7e)."
        )

    def _mutate(self, term: Term) -> None:
        """``mutate Card [-> X] [under]``: merge onto a non-Human creature you own (702.140)."""
        card = self._card(term.name, term)
        if not any((a.keyword or "").startswith("mutate") for a in card.abilities):
            raise ScenarioError(
                f"In {term.where()}: {card.name} has no mutate ability.",
                "Mutate cards include Gemrazer, Dreamtail Heron and Majestic Auricorn.",
            )
        host = self._target(term)
        state = self._filter_state()[host.id]
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
        try:
            affected = self._resolve_affected(ability, term, source)
        except ScenarioError:
            self.notes.append(
                f"{source.card.name}'s triggered ability had no legal target here, so it did "
                "nothing (point it with “-> Name”)."
            )
            return
        self._add_effects(
            source_name=source.card.name, ability=ability, affected=affected, term=term,
            timestamp=timestamp, source_id=source.id, choices=Choices(),
        )  # fmt: skip

    def _check_enchant(self, card: Card, host: GameObject, term: Term) -> None:
        enchant = next(
            (a.keyword for a in card.abilities if a.keyword and a.keyword.startswith("enchant ")),
            None,
        )
        wanted = enchant.removeprefix("enchant ").strip().capitalize() if enchant else "Creature"
        if wanted == "Permanent":
            return
        types = self._current(host).types
        if wanted in CARD_TYPES and wanted not in types:
            raise ScenarioError(
                f"In {term.where()}: {card.name} can only be attached to a "
                f"{wanted.lower()}, and {host.card.name} isn't one.",
                f"Point it at a {wanted.lower()} with “-> Name”.",
            )

    def _current(self, obj: GameObject) -> Characteristics:
        return self._filter_state()[obj.id]

    def _filter_state(self) -> dict[int, Characteristics]:
        """Characteristics right now, as targets and "all creatures" filters see them.

        Filters read names, types, colors and control, which only layers 1-5 change;
        when nothing on the board works in those layers the printed values are
        exact and the full layer run (the slow path) is skipped.
        """
        if self._filters_may_change():
            return apply_layers(self.game).characteristics
        return {obj.id: obj.printed() for obj in self.game.objects.values()}

    def _filters_may_change(self) -> bool:
        if any(obj.face_down for obj in self.game.objects.values()):
            return True
        if any(effect.layer in FILTER_LAYERS for effect in self.game.resolved):
            return True
        return any(
            LAYER_OF_KIND[spec.kind] in FILTER_LAYERS
            for obj in self.game.battlefield()
            for ability in obj.card.abilities
            if ability.kind == "static"
            for spec in ability.effects
        )

    # --- choices ------------------------------------------------------------------

    def _apply_choices(self, obj: GameObject, term: Term) -> None:
        for choice in term.choices:
            self._apply_choice(obj, obj.choices, choice, term)

    def _apply_choice(
        self, obj: GameObject | None, choices: Choices, choice: str, term: Term
    ) -> None:
        label, colon, value = (part.strip() for part in choice.partition(":"))
        lowered = choice.casefold().strip()
        if colon and label.casefold() == "graveyard":
            self._fill_graveyard(value, term)
            if _all_type_words(value):  # one card per type word: the fewest the words allow
                words = value.replace(",", " ").split()
                for word in words:
                    typed = _TYPE_WORDS[word.casefold()]
                    self.game.graveyard.append((Player.YOU, Card(name=typed, types=(typed,))))
                self.notes.append(
                    f"Graveyard given by card types only: counted as {len(words)} card(s) in "
                    "your graveyard, one per type; name the cards or add [graveyard size N]."
                )
            else:
                for name in (n.strip() for n in value.split(",") if n.strip()):
                    self.game.graveyard.append((Player.YOU, self._card(name, term)))
        elif (number := _labelled_number(lowered, ("opponent life",))) is not None:
            self.game.opponent_life = number
        elif (number := _labelled_number(lowered, ("opponent graveyard size",))) is not None:
            self.game.opponent_graveyard_size = number
        elif (number := _labelled_number(lowered, ("opponent poison",))) is not None:
            self.game.opponent_poison = number
        elif (number := _labelled_number(lowered, ("graveyard size",))) is not None:
            self.game.graveyard_size = number
        elif lowered == "kicked" and obj is None:
            pass  # read by the spell that resolves (702.33)
        elif re.fullmatch(r"mode \d+", lowered):
            if obj is not None:  # modes are chosen for a modal spell as it is cast
                raise ScenarioError(
                    f"In {term.where()}: “[{choice}]” chooses a mode of a modal spell.",
                    "Write it after the spell's name, e.g. Boros Charm [mode 3].",
                )
        elif lowered.replace("’", "'") in _DESIGNATIONS:
            self.game.designations.add(_DESIGNATIONS[lowered.replace("’", "'")])
        elif lowered in ("opponent's turn", "opponents turn", "opponent’s turn"):
            self.game.your_turn = False
        elif (
            (named := re.fullmatch(r"(\d+) ([a-z][a-z-]*) counters?", lowered))
            and obj is not None
            and named.group(2) not in KEYWORD_COUNTERS
        ):
            kind = named.group(2)
            obj.counters[kind] = obj.counters.get(kind, 0) + int(named.group(1))
        elif (level := re.fullmatch(r"(?:class )?level (\d{1,2})", lowered)) and obj is not None:
            obj.class_level = int(level.group(1))  # a Class's level (716.2a)
        elif colon and label.casefold() == "paired" and obj is not None:
            partner = self._find_permanent(value, term, exclude=obj.id)
            obj.paired_with, partner.paired_with = partner.id, obj.id
        elif colon and label.casefold() == "exile" and obj is not None:
            for name in (n.strip() for n in value.split(",") if n.strip()):
                exiled = self._enter(self._card(name, term), term, term.position - 1)
                exiled.zone = "exile"
                obj.exiled.append(exiled.id)
        elif colon and label.casefold() == "copy":
            self._choose_copy(obj, choices, value, term)
        elif lowered in STATES and obj is not None:
            obj.states.add(lowered)
            if lowered in ("unblocked", "blocked"):
                obj.states.add("attacking")
        elif lowered in ("face down", "face-down") and obj is not None:
            obj.face_down = True
        elif lowered == "commander" and obj is not None:
            obj.states.add("commander")
        elif lowered == "token" and obj is not None:
            obj.is_token = True
            obj.states.add("token")
        elif lowered in _COLOR_WORDS:
            choices.color = _COLOR_WORDS[lowered]
        elif parts := _two_words(choice):
            choices.text_change = parts
        elif (number := _labelled_number(lowered, ("power", "toughness"))) is not None:
            choices.one = ("power" if lowered.startswith("power") else "toughness", number)
        elif (number := _labelled_number(lowered, ("x", "x =", "x="))) is not None:
            choices.x = number
        elif (number := _labelled_number(lowered, ("life",))) is not None:
            self.game.life = number
        elif (number := _labelled_number(lowered, ("hand",))) is not None:
            self.game.hand_size = number
        elif choice.replace("-", "").replace("'", "").isalpha() and " " not in choice.strip():
            choices.creature_type = choice.strip().capitalize()
        else:
            raise ScenarioError(
                f"In {term.where()}: I don't understand the choice “[{choice}]”.",
                "Choices look like [Goblin], [black], [power 1], [x 3], [unblocked], "
                "[graveyard: creature instant land], [graveyard size 7], [opponent's turn], "
                "[2 oil counters], [exile: Tarmogoyf], [copy: Grizzly Bears], [black to green].",
            )

    def _fill_graveyard(self, value: str, term: Term) -> None:
        if _all_type_words(value):
            for word in value.replace(",", " ").split():
                self.game.graveyard_types.add(_TYPE_WORDS[word.casefold()])
            return
        for name in (n.strip() for n in value.split(",") if n.strip()):
            self.game.graveyard_types.update(self._card(name, term).types)

    def _choose_copy(
        self, obj: GameObject | None, choices: Choices, value: str, term: Term
    ) -> None:
        card = self._card(value, term)
        copier = next(
            (
                ability
                for ability in (obj.card.abilities if obj else ())
                if any(e.kind == "copy" for e in ability.effects)
            ),
            None,
        )
        if (
            obj is not None
            and copier is not None
            and any(isinstance(e, CopyEffect) and e.token for e in copier.effects)
        ):
            self._token_copy(obj, copier, card, term)
            return
        try:
            choices.copy_of = self._find_permanent(value, term, exclude=obj.id if obj else None).id
        except ScenarioError:
            original = self._enter(card, term, term.position - 1)
            self.notes.append(f"{card.name} was put onto the battlefield so it can be copied.")
            choices.copy_of = original.id

    def _token_copy(self, source: GameObject, ability: Ability, card: Card, term: Term) -> None:
        """The Scarab God-style ability: exile the card, make a token copy of it (or, for a
        copy of a permanent, copy the named permanent where it stays)."""
        if any(isinstance(e, CopyEffect) and e.original == "permanent" for e in ability.effects):
            try:
                original = self._find_permanent(card.name, term, exclude=source.id)
            except ScenarioError:
                if card.name != source.card.name:
                    raise
                original = source  # "create a token that's a copy of this creature"
            self._token_copy_of_permanent(
                f"{source.card.name}'s ability", source.id, ability, original, term
            )
            return
        exiled = self._enter(card, term, term.position - 1)
        exiled.zone = "exile"
        token = self._enter(card, term, term.position - 1, token=True)
        token.controller = source.controller
        self.made_token = token.id
        self.notes.append(
            f"{source.card.name}'s ability exiled {card.name} and made a token copy of it."
        )
        self._add_effects(
            source_name=f"{source.card.name}'s ability",
            ability=ability,
            affected=[token.id],
            term=term,
            timestamp=term.position - 1,
            source_id=source.id,
            choices=Choices(copy_of=exiled.id),
        )

    def _token_copy_of_permanent(
        self,
        source_name: str,
        source_id: int | None,
        ability: Ability,
        original: GameObject,
        term: Term,
    ) -> None:
        """A token that's a copy of a permanent (707.2, 111.3; populate, 701.36a): the token
        enters under the ability's controller and the copy effect gives it the copiable
        values of ``original``, which stays on the battlefield."""
        token = self._enter(original.card, term, term.position - 1, token=True)
        self.made_token = token.id
        if source_id is not None:
            token.controller = self.game.objects[source_id].controller
        self.notes.append(f"{source_name} made a token copy of {original.card.name}.")
        self._add_effects(
            source_name=source_name,
            ability=ability,
            affected=[token.id],
            term=term,
            timestamp=term.position - 1,
            source_id=source_id,
            choices=Choices(copy_of=original.id),
        )

    # --- spells, abilities, counters, generic effects ----------------------------------

    def _spell_resolves(self, whole: Card, term: Term, timestamp: int) -> None:
        """An instant or sorcery resolves (its named half, for a split card) and is put
        into the graveyard; text the card data could not model is reported as such."""
        card = face_named(whole, term.name)
        abilities = [
            a
            for a in card.abilities
            if a.kind == "spell" and a.effects and a.mode in (None, *self._modes(card, term))
        ]
        kicked = any(choice.strip().casefold() == "kicked" for choice in term.choices)
        if kicked and not any(a.kicked is not None for a in card.abilities):
            raise ScenarioError(
                f"In {term.where()}: {card.name} has no kicker text I model.",
                "Leave out [kicked].",
            )
        abilities = [a for a in abilities if a.kicked in (None, kicked)]
        skipped = (*whole.unmodelled, *(card.unmodelled if card is not whole else ()))
        if skipped:
            self.unmodelled.append(
                f"{card.name} ({term.where()}): not modelled: {'; '.join(skipped)} — the "
                "layers this text would touch may be incomplete."
            )
        elif not abilities:
            self.notes.append(
                f"{card.name} resolved without creating a continuous effect, so it changes no "
                "characteristic here."
            )
        for ability in abilities:
            copying = next((e for e in ability.effects if isinstance(e, CopyEffect)), None)
            choices = Choices()
            for choice in term.choices:
                self._apply_choice(None, choices, choice, term)
            if copying is not None:  # the original: "[copy: Name]", else "-> Name"
                copy_of = self._target(term).id if choices.copy_of is None else choices.copy_of
                choices.copy_of = copy_of
                if copying.token:  # "create a token that's a copy of target creature"
                    original = self.game.objects[copy_of]
                    self._token_copy_of_permanent(card.name, None, ability, original, term)
                    continue
            affected = self._resolve_affected(ability, term, None)
            if copying is not None:  # "each other creature becomes a copy of it": not itself
                affected = [i for i in affected if i != choices.copy_of]
            self._add_effects(
                source_name=card.name,
                ability=ability,
                affected=affected,
                term=term,
                timestamp=timestamp,
                source_id=None,
                choices=choices,
            )
        self.game.graveyard_types.update(card.types)

    def _modes(self, card: Card, term: Term) -> tuple[int, ...]:
        """The modes a scenario chose for a modal spell (``[mode 2]``, 700.2)."""
        chosen = tuple(
            int(m.group(1))
            for choice in term.choices
            if (m := re.fullmatch(r"mode (\d+)", choice.strip().casefold()))
        )
        modes: dict[int, list[str]] = {}
        for ability in card.abilities:
            if ability.mode is not None:
                modes.setdefault(ability.mode, []).append(ability.summary)
        if not modes:
            if chosen:
                raise ScenarioError(
                    f"In {term.where()}: {card.name} is not a modal spell I model, so it has "
                    "no mode to choose.",
                    "Leave out [mode N].",
                )
            return ()
        choose = next(a.choose for a in card.abilities if a.mode is not None)
        counts = {"one": (1, 1), "two": (2, 2), "one or both": (1, 2)}
        least, most = counts.get(choose or "", (1, len(modes)))
        listing = "; ".join(
            f"[mode {n}] {' '.join(s.removeprefix(f'Mode {n}: ') for s in summaries).rstrip('.')}"
            for n, summaries in sorted(modes.items())
        )
        wrong = [n for n in chosen if n not in modes]
        if wrong or len(set(chosen)) != len(chosen) or not least <= len(chosen) <= most:
            raise ScenarioError(
                f"In {term.where()}: {card.name} is modal (choose {choose}); say which "
                f"mode{'s' if most > 1 else ''} it was cast with. Its modes: {listing}.",
                f"Add it after the card name, e.g. {card.name} [mode 1]"
                + (" [mode 2]" if least > 1 else "")
                + ".",
            )
        return chosen

    def _activate(self, term: Term, timestamp: int) -> None:
        """``activate Card`` / ``trigger Card``: resolve that ability of a permanent."""
        card = self._card(term.name, term)
        try:
            source = self._find_permanent(term.name, term)
        except ScenarioError:
            plain = Term(term.position, term.text, "card", name=term.name, opponent=term.opponent)
            source = self._enter(card, plain, timestamp)
            self.notes.append(f"{card.name} was put onto the battlefield to {term.kind} it.")
        kind = "activated" if term.kind == "activate" else "triggered"
        abilities = [a for a in card.abilities if a.kind == kind and a.effects]
        if not abilities:
            raise ScenarioError(
                f"In {term.where()}: {card.name} has no {kind} ability with a continuous "
                "effect that I model.",
                "Write the effect itself instead, e.g. +1/+0 or switch.",
            )
        costs = [a.cost for a in abilities if a.cost]
        named = [c for c in term.choices if _cost_key(c) in {_cost_key(x) for x in costs}]
        if named:  # "activate Gideon [-4]": the ability with that cost
            abilities = [a for a in abilities if _cost_key(a.cost or "") == _cost_key(named[0])]
        elif len(set(costs)) > 1:
            listing = ", ".join(f"[{c}]" for c in dict.fromkeys(costs))
            self.notes.append(
                f"{card.name} has more than one {kind} ability with an effect; the first was "
                f"used. Name another by its cost: {listing}."
            )
        if any(a.mode is not None for a in card.abilities if a.kind == kind):
            chosen = self._modes(card, term)  # a modal ability: the scenario names its mode
            selected = [a for a in abilities if a.mode in chosen]
            if not selected:
                raise ScenarioError(
                    f"In {term.where()}: that mode of {card.name} has no continuous effect "
                    "that I model.",
                    "Write the effect itself instead, e.g. +1/+0 or switch.",
                )
        elif any(re.fullmatch(r"mode \d+", c.strip().casefold()) for c in term.choices):
            raise ScenarioError(
                f"In {term.where()}: {card.name}'s ability has no modes to choose.",
                "Write the mode after a modal spell's or ability's name, e.g. Boros Charm "
                "[mode 3].",
            )
        else:
            selected = abilities[:1]
            rest = abilities[1:]
            while rest and rest[0].same_trigger:  # the other parts of the same trigger
                selected.append(rest.pop(0))
        cost = selected[0].cost
        if cost and "{T}" in cost and "tapped" not in source.states:
            source.states.add("tapped")  # paying {T} taps it
            self.notes.append(f"{card.name} was tapped to pay its {{T}} cost.")
        for ability in selected:
            copying = [e for e in ability.effects if isinstance(e, CopyEffect)]
            if copying and copying[0].token:
                for choice in term.choices:
                    if choice not in named:
                        self._apply_choice(source, source.choices, choice, term)
                continue
            choices = Choices()
            for choice in term.choices:
                if not re.fullmatch(r"mode \d+", choice.strip().casefold()) and choice not in named:
                    self._apply_choice(None, choices, choice, term)
            if copying and choices.copy_of is None:  # "becomes a copy of target creature"
                if not term.target:
                    raise ScenarioError(
                        f"In {term.where()}: say what {card.name} becomes a copy of.",
                        f"Point it at the original, e.g. activate {card.name} -> Grizzly Bears.",
                    )
                choices.copy_of = self._target(term, exclude=source.id).id
            self._add_effects(
                source_name=card.name,
                ability=ability,
                affected=self._made_or_affected(ability, term, source),
                term=term,
                timestamp=timestamp,
                source_id=source.id,
                choices=choices,
            )

    def _made_or_affected(self, ability: Ability, term: Term, source: GameObject) -> list[int]:
        """The token this activation or trigger just made, for a later part of it ("It gains
        haste until end of turn"), else what the ability affects."""
        if ability.same_trigger and ability.affects.scope == "made" and self.made_token:
            return [self.made_token]
        return self._resolve_affected(ability, term, source)

    def _resolve_affected(
        self, ability: Ability, term: Term, source: GameObject | None
    ) -> list[int]:
        rule = ability.affects
        if rule.scope == "self" and source is not None:
            return [source.id]
        picked = rule.scope in ("target", "made")
        if picked and not filter_reads(ability.target or Filter()):
            return [self._target(term).id]  # "target permanent": nothing to check
        state = self._filter_state()
        controller = Player.OPPONENT if term.opponent else Player.YOU
        probe = ContinuousEffect(
            key=EffectKey("probe", None, 0, 0),
            layer=LAYER_OF_KIND[ability.effects[0].kind],
            spec=None,
            source_id=source.id if source else None,
            source_name="",
            controller=controller,
            timestamp=term.position - 1,
        )
        target: GameObject | None = None
        if picked or rule.same_name_as_target:
            target = self._target(term)
            legal = ability.target
            if legal is not None and not matches_filter(
                legal, state[target.id], target.states, probe, target.id, target.counters
            ):
                what = "a legal target" if rule.scope == "target" else "what it made"
                raise ScenarioError(
                    f"In {term.where()}: {target.card.name} isn't {what} "
                    f"({_describe_target(ability)}).",
                    "Point the spell at something else with “-> Name”.",
                )
            if picked:
                return [target.id]
        affected = [
            obj.id
            for obj in self.game.battlefield()
            if matches_filter(rule, state[obj.id], obj.states, probe, obj.id, obj.counters)
        ]
        if target is not None:
            name = state[target.id].name
            affected = [i for i in affected if state[i].name == name and name]
        return affected

    def _add_effects(
        self,
        *,
        source_name: str,
        ability: Ability,
        affected: list[int],
        term: Term,
        timestamp: int,
        source_id: int | None,
        choices: Choices,
    ) -> None:
        controller = Player.OPPONENT if term.opponent else Player.YOU
        if source_id is not None:
            controller = self.game.objects[source_id].controller
        if ability.emblem:  # the emblem's own static ability: no source, nothing locked (114.4)
            source_id, source_name = None, f"{source_name}'s emblem"
        for part, spec in enumerate(ability.effects):
            effect = ContinuousEffect(
                key=EffectKey(f"term {term.position}", source_id, id(ability), part),
                layer=LAYER_OF_KIND[spec.kind],
                spec=spec,
                source_id=source_id,
                source_name=source_name,
                controller=controller,
                timestamp=timestamp,
                ability=ability,
                duration=ability.duration,
                locked=None if ability.emblem else frozenset(affected),
                choices=choices,
            )
            if isinstance(spec, ModifyPowerToughness | SetPowerToughness) and any(
                isinstance(amount, Formula) for amount in (spec.power, spec.toughness)
            ):
                self.game.resolved.extend(self._fixed_amounts(effect, spec, affected))
            else:
                self.game.resolved.append(effect)

    def _fixed_amounts(
        self,
        effect: ContinuousEffect,
        spec: ModifyPowerToughness | SetPowerToughness,
        affected: list[int],
    ) -> list[ContinuousEffect]:
        """608.2h: an amount in a resolving spell or ability is counted once, as it resolves.

        Each affected object gets its own copy with the numbers fixed (an amount such
        as "its mana value" can differ from one object to the next).
        """
        state = apply_layers(self.game).characteristics
        fixed: list[ContinuousEffect] = []
        for obj_id in affected:
            values = {
                name: formula_value(amount, self.game, state, effect, obj_id)
                if isinstance(amount, Formula)
                else amount
                for name, amount in (("power", spec.power), ("toughness", spec.toughness))
            }
            key = replace(effect.key, origin=f"{effect.key.origin}/{obj_id}")
            one = frozenset({obj_id})
            fixed.append(replace(effect, key=key, spec=spec.model_copy(update=values), locked=one))
            signed = isinstance(spec, ModifyPowerToughness)
            shown = "/".join(
                "–" if v is None else f"{v:+d}" if signed else str(v) for v in values.values()
            )
            self.notes.append(
                f"{effect.source_name}: its amount was counted as it resolved, {shown} for "
                f"{state[obj_id].name or 'the face-down creature'} (608.2h)."
            )
        return fixed

    def _put_counters(self, term: Term, timestamp: int) -> None:
        target = self._target(term)
        kind = term.counter
        if kind not in KEYWORD_COUNTERS and "/" not in kind:
            raise ScenarioError(
                f"In {term.where()}: I don't model “{kind}” counters.",
                "Counters I know: +1/+1, -1/-1, +N/+M, and keyword counters such as flying.",
            )
        target.counters[kind] = target.counters.get(kind, 0) + term.count
        target.counter_timestamps.setdefault(kind, timestamp)
        plus, minus = target.counters.get("+1/+1", 0), target.counters.get("-1/-1", 0)
        if plus and minus:
            self.notes.append(
                f"{target.card.name} has both +1/+1 and -1/-1 counters; as a state-based action "
                f"{min(plus, minus)} of each are removed (704.5q). P/T is the same either way."
            )

    def _generic_effect(self, term: Term, timestamp: int) -> None:
        spec: EffectSpec
        match term.kind:
            case "modify":
                spec = ModifyPowerToughness(power=term.power, toughness=term.toughness)
                summary = f"{term.power:+d}/{term.toughness:+d} until end of turn"
            case "base":
                spec = SetPowerToughness(power=term.power, toughness=term.toughness)
                summary = f"base P/T {term.power}/{term.toughness} until end of turn"
            case "switch":
                spec = SwitchPowerToughness()
                summary = "switch power and toughness until end of turn"
            case "lose_all":
                spec = AbilityEffect(mode="lose_all")
                summary = "loses all abilities until end of turn"
            case _:
                spec = AbilityEffect(mode="gain", keywords=(term.keyword,))
                summary = f"gains {term.keyword} until end of turn"
        ability = Ability(kind="spell", summary=summary, duration="end_of_turn", effects=(spec,))
        target = self._target(term)
        self._add_effects(
            source_name=f"{term.text} (effect)",
            ability=ability,
            affected=[target.id],
            term=term,
            timestamp=timestamp,
            source_id=None,
            choices=Choices(),
        )


def _two_words(choice: str) -> tuple[str, str] | None:
    for separator in (" to ", "->", "→"):
        if separator in choice:
            old, _, new = choice.partition(separator)
            if old.strip() and new.strip() and " " not in old.strip() + new.strip():
                return old.strip(), new.strip()
    return None


def _cost_key(cost: str) -> str:
    """A cost as a scenario may write it: ``[-4]`` for "−4", ``[{2}{u}]`` for "{2}{U}"."""
    return re.sub(r"\s+", "", cost).replace("−", "-").casefold()


def _labelled_number(text: str, labels: tuple[str, ...]) -> int | None:
    for label in labels:
        rest = text.removeprefix(label).strip().lstrip("=").strip()
        if text.startswith(label) and rest.lstrip("-").isdigit() and len(rest) < 8:
            return int(rest)
    return None


def _describe_target(ability: Ability) -> str:
    legal = ability.target
    if legal is None:
        return "any target"
    words = " ".join(t.lower() for t in legal.types) or " or ".join(
        t.lower() for t in legal.any_types
    )
    words = words or "permanent"
    owner = {"you": " you control", "opponent": " an opponent controls"}.get(
        legal.controller or "", ""
    )
    if ability.affects.scope == "made":
        return f"it puts a {words}{owner} onto the battlefield"
    return f"it needs a target {words}{owner}"


def run_scenario(text: str, lookup: CardLookup) -> tuple[ScenarioPlayer, LayerResult]:
    """Parse and play ``text``; the player keeps the notes and the subject's id."""
    player = ScenarioPlayer(lookup)
    return player, player.play(parse_scenario(text))
