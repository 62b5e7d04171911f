"""What one continuous effect does to one object, layer by layer (613.1a-f, 613.4): copiable
values (707.2, 707.9) and face-down values (708.2), control (613.1b, 108.3), text (612),
types, colors and abilities (613.1d-f, worked out in :mod:`engine.layers.changes`) and
power and toughness (613.4a-d), each said in words for the trace.
"""

from __future__ import annotations

from engine.cards import (
    COLOR_ORDER,
    Ability,
    AbilityEffect,
    CdaPowerToughness,
    ColorEffect,
    ControlEffect,
    CopyEffect,
    FaceDownEffect,
    Formula,
    FullTextEffect,
    ModifyPowerToughness,
    NameEffect,
    SetPowerToughness,
    SwitchPowerToughness,
    TextChangeEffect,
    TypeEffect,
)
from engine.layers.borrowed import (
    with_cards_abilities,
    with_cards_family,
    with_protection_from_colors,
)
from engine.layers.changes import (
    change_abilities,
    change_colors,
    change_types,
    face_down_values,
    number_text,
    unread_granted,
)
from engine.layers.counts import formula_value
from engine.layers.effects import ContinuousEffect, Game
from engine.layers.filters import State, given_by_type
from engine.layers.text import change_type_line, change_words
from engine.objects import Characteristics, Player, is_creature_type
from engine.oracle.predicates import KEYWORD_X


class Outcomes:
    """Applies one effect to one object of a board, for one layer run.

    It reads the game (the objects, the graveyards) and writes what it could not carry out
    to ``unmodelled``; a granted static ability's grant time goes to ``granted_at``, since
    that ability's effects date from it (613.7a).
    """

    def __init__(
        self, game: Game, unmodelled: list[str], granted_at: dict[tuple[int, int], int]
    ) -> None:
        self.game = game
        self.unmodelled = unmodelled
        self.granted_at = granted_at

    def amount(
        self, amount: int | Formula | None, effect: ContinuousEffect, obj_id: int, state: State
    ) -> int | None:
        """A number the effect applies: as written, or a formula counted on ``state`` now
        ("where X is the number of ...", 613.4b-c)."""
        if amount is None or isinstance(amount, int):
            return amount
        return formula_value(amount, self.game, state, effect, obj_id, self.unmodelled)

    def apply(self, effect: ContinuousEffect, obj_id: int, state: State) -> str:
        """Apply one effect to one object in ``state``; return what it did, in words."""
        chars = state[obj_id]
        spec = effect.spec
        match spec:
            case CopyEffect():
                return self._copy(spec, effect, chars, state)
            case FaceDownEffect():
                down = self.game.objects[obj_id]
                ward = down.face_down_with_ward
                shape = down.face_down_as
                state[obj_id] = face_down_values(chars.controller, ward=ward, values=shape)
                if shape is not None:  # 708.2a: other characteristics, as the effect says
                    kinds = " ".join(shape.types).lower()
                    return (
                        f"face down: a nameless colorless {shape.power}/{shape.toughness} {kinds}"
                    )
                if ward:
                    return "face down: a nameless colorless 2/2 creature with ward {2} (702.168a)"
                return "face down: a nameless colorless 2/2 creature with no abilities (708.2)"
            case ControlEffect():
                owner = chars.owner if spec.to_owner else None  # 108.3
                chars.controller = owner or new_controller(effect, state)
                return f"now controlled by {chars.controller}"
            case FullTextEffect():
                return self._full_text(spec, effect, chars)
            case NameEffect():
                chars.name = spec.name  # its only name now (612.8)
                return f"is named {spec.name} (612.8)"
            case TextChangeEffect():
                change = effect.choices.text_change
                if change is None:
                    return "text unchanged (no words chosen)"
                chars.abilities = tuple(change_words(a, *change) for a in chars.abilities)
                chars.subtypes = change_type_line(chars.subtypes, *change)
                return f"“{change[0]}” becomes “{change[1]}” in its text"
            case TypeEffect() if spec.creature_types_of_exiled:
                return change_types(self._exiled_creature_types(spec, effect, state), effect, chars)
            case TypeEffect():
                return change_types(spec, effect, chars)
            case ColorEffect():
                return change_colors(spec, effect, chars)
            case AbilityEffect():
                if spec.activated_abilities_of_cards is not None:  # cards' abilities now
                    spec = with_cards_abilities(spec, effect, self.game, state, obj_id)
                if spec.keywords_of_cards is not None:  # the cards' landwalk or protection
                    spec = with_cards_family(spec, effect, self.game)
                if spec.protection_from_colors_of is not None:  # colors after layer 5
                    spec = with_protection_from_colors(spec, effect, self.game, state, obj_id)
                if spec.keyword_x is not None:  # "ward {X}, where X is ...": X now
                    x = str(self.amount(spec.keyword_x, effect, obj_id, state) or 0)
                    counted = tuple(
                        KEYWORD_X.sub(lambda m: m[0].upper().replace("X", x), k)
                        for k in spec.keywords
                    )
                    spec = spec.model_copy(update={"keywords": counted})
                had = {id(ability) for ability in chars.abilities}
                said = change_abilities(spec, effect, chars)
                for text in unread_granted(spec) if spec.granted else ():
                    self.unmodelled.append(
                        f"{effect.source_name}: the ability it gives {chars.name or 'it'}, "
                        f"“{text}”, is listed but not carried out."
                    )
                for ability in chars.abilities:
                    if ability.kind == "static" and id(ability) not in had:
                        key = (obj_id, id(ability))
                        self.granted_at[key] = max(self.granted_at.get(key, 0), effect.timestamp)
                return said
            case CdaPowerToughness() | SetPowerToughness():
                return self._set_pt(spec, effect, obj_id, state)
            case ModifyPowerToughness():
                power = self.amount(spec.power, effect, obj_id, state) or 0
                toughness = self.amount(spec.toughness, effect, obj_id, state) or 0
                chars.power = (chars.power or 0) + power
                chars.toughness = (chars.toughness or 0) + toughness
                return f"{power:+d}/{toughness:+d}"
            case SwitchPowerToughness():
                if chars.is_creature:  # 208.5: a missing value is a 0 to switch
                    chars.power, chars.toughness = chars.power or 0, chars.toughness or 0
                chars.power, chars.toughness = chars.toughness, chars.power
                return "switch power and toughness"
        raise AssertionError(f"effect without a part to apply: {effect.key}")

    def _full_text(
        self, spec: FullTextEffect, effect: ContinuousEffect, chars: Characteristics
    ) -> str:
        """Volrath's Shapeshifter (612, layer 3): the full text of the top card of its
        controller's graveyard (the card that went there last) while it is a creature card,
        with the texts it keeps; its controller and owner stay."""
        yours = [card for owner, card in self.game.graveyard if owner is effect.controller]
        if not yours or "Creature" not in yours[-1].types:
            return "no creature card on top of the graveyard: its own text"
        top = yours[-1]
        if given_by_type(top):
            return "the top card of the graveyard is known only by its type: its own text"
        values = Characteristics.from_card(top, chars.controller)
        values.owner = chars.owner
        kept = tuple(Ability(kind="other", summary=text) for text in spec.keeps)
        values.abilities = (*values.abilities, *kept)
        for name in Characteristics.__slots__:
            setattr(chars, name, getattr(values, name))
        return f"has the full text of {top.name}, the top card of the graveyard"

    def _exiled_creature_types(
        self, spec: TypeEffect, effect: ContinuousEffect, state: State
    ) -> TypeEffect:
        """Duplicant: the creature types of the last creature card exiled with the source
        (cards in exile have their printed ones), with the subtypes it keeps."""
        source = self.game.objects.get(effect.source_id) if effect.source_id else None
        exiled = [state[i] for i in (source.exiled if source else []) if i in state]
        creatures = [c for c in exiled if c.is_creature][-1:]
        taken = tuple(s for c in creatures for s in c.subtypes if is_creature_type(s))
        return TypeEffect(mode="set", subtypes=(*taken, *spec.subtypes))

    def _set_pt(
        self,
        spec: CdaPowerToughness | SetPowerToughness,
        effect: ContinuousEffect,
        obj_id: int,
        state: State,
    ) -> str:
        """Layer 7a (a characteristic-defining P/T, 604.3) or 7b (set base P/T, 613.4b); a
        "becomes your choice of" effect sets the one value chosen."""
        chars = state[obj_id]
        power = self.amount(spec.power, effect, obj_id, state)
        toughness = self.amount(spec.toughness, effect, obj_id, state)
        if isinstance(spec, SetPowerToughness) and spec.chosen_one and effect.choices.one:
            which, value = effect.choices.one
            power, toughness = (value, None) if which == "power" else (None, value)
        if power is not None:
            chars.power = power
        if toughness is not None:
            chars.toughness = toughness
        shown = f"{number_text(power)}/{number_text(toughness)}"
        if isinstance(spec, CdaPowerToughness):
            return f"its own ability defines P/T: {shown}"
        return f"base P/T {shown}"

    def _copy(
        self, spec: CopyEffect, effect: ContinuousEffect, chars: Characteristics, state: State
    ) -> str:
        """Layer 1: the copiable values of the chosen object (707.2; face-down values if it is
        face down, 708.2), with the exceptions the copy effect names (707.9)."""
        copied_id = effect.choices.copy_of
        if copied_id is None:
            return "copies nothing (no object chosen)"
        original = effect.choices.copied or state[copied_id]
        if effect.choices.copied is None and (copied := self.game.objects[copied_id]).face_down:
            # 707.2, 708.2: the face-down values are what is copied
            original = face_down_values(
                original.controller, ward=copied.face_down_with_ward, values=copied.face_down_as
            )
        abilities = original.abilities
        power, toughness = original.power, original.toughness
        exceptions = []
        if spec.except_power is not None or spec.except_toughness is not None:
            abilities = tuple(
                a for a in abilities if not (a.cda and any(e.kind == "cda_pt" for e in a.effects))
            )
            power = spec.except_power if spec.except_power is not None else power
            toughness = spec.except_toughness if spec.except_toughness is not None else toughness
            exceptions.append(f"{number_text(power)}/{number_text(toughness)}")
        colors = original.colors if spec.except_colors is None else spec.except_colors
        if spec.except_colors is not None:
            exceptions.append(" ".join(spec.except_colors) or "colorless")
        if spec.keeps_color:
            colors = chars.colors
            exceptions.append("keeps its own color")
        if spec.extra_colors:  # "in addition to its other colors" (707.9b)
            colors = tuple(c for c in COLOR_ORDER if c in colors or c in spec.extra_colors)
            exceptions.append(f"also {' '.join(spec.extra_colors)}")
        subtypes = original.subtypes
        if spec.except_subtypes is not None:
            subtypes = (
                *[s for s in original.subtypes if not is_creature_type(s)],
                *spec.except_subtypes,
            )
            exceptions.append(" ".join(spec.except_subtypes))
        if spec.extra_subtypes:
            subtypes = (*subtypes, *[s for s in spec.extra_subtypes if s not in subtypes])
            exceptions.append(f"also {' '.join(spec.extra_subtypes)}")
        types, supertypes = original.types, original.supertypes
        if spec.except_types is not None:  # its other card types lost (707.9b, 205.1a)
            types = spec.except_types
            exceptions.append(f"only {' '.join(t.lower() for t in types)}")
        if spec.extra_types:
            types = (*types, *[t for t in spec.extra_types if t not in types])
            exceptions.append(f"also {' '.join(t.lower() for t in spec.extra_types)}")
        keywords = spec.extra_keywords
        if spec.keywords_if_type is not None and spec.keywords_if_type not in types:
            keywords = ()  # "if it's a creature, ... it has changeling" (707.9b)
        if keywords or spec.extra_granted:
            gained = [Ability(kind="keyword", keyword=k, summary=k) for k in keywords]
            gained += [Ability(kind="other", summary=text) for text in spec.extra_granted]
            abilities = (*abilities, *gained)
            exceptions.append(f"has {' and '.join((*keywords, *spec.extra_granted))}")
        if spec.keeps_other_abilities:  # its own, but not the copy ability (707.9b)
            own = [a for a in chars.abilities if all(e.kind != "copy" for e in a.effects)]
            abilities = (*abilities, *own)
            exceptions.append("keeps its other abilities")
        if spec.not_legendary:
            supertypes = tuple(s for s in supertypes if s != "Legendary")
            exceptions.append("not legendary")
        if spec.extra_supertypes:
            supertypes = (*supertypes, *[s for s in spec.extra_supertypes if s not in supertypes])
            exceptions.append(f"also {' '.join(s.lower() for s in spec.extra_supertypes)}")
        name = chars.name if spec.keeps_name else original.name
        if spec.keeps_name:
            exceptions.append(f"named {chars.name}")
        chars.name, chars.mana_cost, chars.mana_value = (
            name,
            original.mana_cost,
            original.mana_value,
        )
        chars.colors, chars.supertypes, chars.types = colors, supertypes, types
        chars.subtypes, chars.abilities = subtypes, abilities
        chars.power, chars.toughness = power, toughness
        # changeling, a copiable value the exceptions may add, is every creature type (702.73a)
        chars.all_creature_types = original.all_creature_types or "changeling" in keywords
        suffix = f", except {', '.join(exceptions)}" if exceptions else ""
        return f"copy of {original.name}{suffix} (707.2, 707.9)"


def new_controller(effect: ContinuousEffect, state: State) -> Player:
    """Who gains control: a static ability's source's controller as it is now in layer 2
    (a Confiscate that changed hands gives control to its new controller, 613.8a)."""
    giver = effect.controller
    if effect.key.origin == "static" and effect.source_id is not None:
        giver = state[effect.source_id].controller
    if isinstance(effect.spec, ControlEffect) and effect.spec.to_opponent:
        return Player.OPPONENT if giver is Player.YOU else Player.YOU
    if isinstance(effect.spec, ControlEffect) and effect.spec.to_player:
        return effect.choices.player or giver  # named as it resolved (108.4)
    return giver
