"""Our own words for a parsed ability, generated from its structure (never Oracle text).

>>> from engine.cards import Ability, Filter, ModifyPowerToughness
>>> anthem = Ability(kind="static", summary="", affects=Filter(types=("Creature",),
...                  controller="you"), effects=(ModifyPowerToughness(power=1, toughness=1),))
>>> describe_ability(anthem, ("Enchantment",))
'Creatures you control get +1/+1.'
"""

from __future__ import annotations

import re

from engine.cards import (
    Ability,
    Condition,
    CopyEffect,
    EffectSpec,
    Filter,
    Formula,
    TypeEffect,
)
from engine.names import with_article
from engine.objects import subtype_card_types
from engine.oracle.cast_facts import says_cast_fact
from engine.oracle.describe_groups import (
    THRESHOLDS,
    amount_words,
    card_noun,
    plural_noun,
    thresholds,
    zone_group,
)
from engine.oracle.groups import HISTORIC
from engine.oracle.this_turn import turn_facts
from engine.oracle.vocabulary import COUNT_WORDS, CREATURE_TYPES, LAND_TYPES


def describe_subject(ability: Ability, face_types: tuple[str, ...]) -> tuple[str, bool]:
    """Who the ability affects, and whether that reads as plural."""
    scope = ability.affects.scope
    if scope == "self":
        noun = "creature" if "Creature" in face_types else "permanent"
        return f"This {noun}", False
    if scope == "attached":
        return "The permanent it is attached to", False
    if scope == "pair":
        return "This creature and the creature it is paired with", True
    if scope == "made":
        made = plural_noun((ability.target or Filter()).model_copy(update={"controller": None}))
        return f"The {made.removesuffix('s')} it put onto the battlefield", False
    if scope == "spent_on":  # 106.6: the spell a mana ability's mana paid for
        spell = (ability.target or Filter()).model_copy(update={"zones": ()})
        noun = "spell".join(plural_noun(spell, cards=True).rsplit("cards", 1))
        return f"The {noun} that mana is spent on", False
    if scope == "target" and ability.target is not None and ability.target.zones:
        card = re.sub(r"\b(card|spell)s\b", r"\1", zone_group(ability.target), count=1)
        if ability.target.any_types:  # "target instant or sorcery card"
            card = card.replace(" and ", " or ", 1)
        return f"Target {card}", False
    if scope in ("target", "triggering", "chosen"):
        target = ability.target or Filter()
        bare = {
            "controller": None,
            "keywords": (),
            "not_keywords": (),
            "power_at_most_count": None,
            "mana_value_x": None,
            **dict.fromkeys(THRESHOLDS),
        }
        noun = plural_noun(target.model_copy(update=bare))
        singular = noun.removesuffix("s") if noun.endswith("s") else noun
        if target.not_chosen_subtype:  # "target creature that isn't of the chosen type"
            singular = singular.replace("s not of the chosen type", " not of the chosen type")
        if target.any_types and not target.types:  # "target artifact or creature"
            singular = singular.replace("s or ", " or ")
        if target.any_of and target.any_of != HISTORIC:  # "target creature or Vehicle": either
            nouns = (plural_noun(one).removesuffix("s") for one in target.any_of)
            either = " or ".join(noun.removesuffix(" permanent") for noun in nouns)
            singular = f"other {either}" if target.other else either
        owner = {"you": " you control", "opponent": " an opponent controls"}.get(
            target.controller or "", ""
        )
        keywords = f" with {' and '.join(target.keywords)}" if target.keywords else ""
        if target.not_keywords:  # "target attacking creature without flying"
            keywords += f" without {' or '.join(target.not_keywords)}"
        if scope == "chosen":  # 608.2d: chosen as it resolves, not targeted
            return f"The {singular}{keywords}{owner} chosen as it resolves", False
        if scope == "triggering":  # 603.2: the object of the trigger event, not a target
            return (
                f"The {singular}{keywords}{owner}{thresholds(target)} that made it trigger",
                False,
            )
        if target.several_targets:  # "each of up to two target creatures" (115.1)
            words = f"{noun}{keywords}{owner}{thresholds(target)}"
            return f"Each of {_how_many(target)} target {words}", False
        return f"Target {singular}{keywords}{owner}{thresholds(target)}", False
    group = ability.affects
    if group.shares_with is not None or group.same_name_as_target:
        return _sharing(group), True
    phrase = zone_group(group) if group.zones else plural_noun(group)
    exactly = group.colors_exactly  # "that's exactly two colors" (105.2); one: "monocolored"
    if exactly is not None and exactly != 1:
        how_many = next(w for w, n in COUNT_WORDS.items() if n == exactly and len(w) > 2)
        phrase += f" that are exactly {how_many} color{'s' * (exactly > 1)}"
    return phrase[:1].upper() + phrase[1:], group.cast_order is None  # "the first spell"


def _how_many(target: Filter) -> str:
    """ "up to two", "two", "one or two", "any number of", "one or more", "X": how many
    targets a phrase chooses (:attr:`Filter.targets_at_least`)."""
    if target.targets_x is not None:
        return "X" if target.targets_x == "exactly" else "up to X"
    least, most = target.targets_at_least, target.targets_at_most
    if most is None:
        return "any number of" if least == 0 else "one or more"
    words = ("zero", "one", "two", "three", "four", "five", "six")
    if least == most:
        return words[most]
    return f"up to {words[most]}" if least == 0 else f"{words[least]} or {words[most]}"


#: The creature a group shares something with (``Filter.shares_with``), and what it shares.
_ANCHOR = {
    "target": "Target creature",
    "self": "This creature",
    "attached": "The creature it is attached to",
}
#: Who gains control (``ControlEffect.to_player``), each named as the ability resolves.
_GAINERS = {
    "player": "a target player",
    "another": "another player (the opponent the text names)",
    "not_owner": "a target player other than its owner",
    "right": "the player to your right",
}
_SHARED = {
    "name": "with the same name as it",
    "color": "that shares a color with it",
    "creature type": "that shares a creature type with it",
}


def _sharing(group: Filter) -> str:
    """``Target creature and each other creature that shares a color with it``."""
    anchor = _ANCHOR[group.shares_with or "target"]
    others = plural_noun(
        group.model_copy(update={"shares_with": None, "shared": None, "same_name_as_target": False})
    )
    return f"{anchor} and each other {others.removesuffix('s')} {_SHARED[group.shared or 'name']}"


def _effect(effect: EffectSpec, plural: bool) -> str:
    s = "" if plural else "s"
    be = "are" if plural else "is"
    have = "have" if plural else "has"
    match effect.kind:
        case "modify_pt":
            amounts = (effect.power, effect.toughness)
            counted = [a for a in amounts if isinstance(a, Formula)]
            if (
                counted
                and all(a == counted[0] or isinstance(a, int) for a in amounts)
                and not (
                    counted[0].of == "chosen_x"
                    and counted[0].times in (1, -1)
                    and counted[0].fact is None
                )
            ):
                sign = "-" if counted[0].times < 0 else "+"
                x = counted[0].model_copy(update={"times": abs(counted[0].times)})
                p, t = (f"{a:+d}" if isinstance(a, int) else f"{sign}X" for a in amounts)
                return f"get{s} {p}/{t}, where X is {amount_words(x)}"
            stated = {a.fact for a in counted if a.times in (1, -1)}
            if len(stated) == 1 and None not in stated:
                # "+X/-X, where X is that card's mana value": one stated X, each sign its own
                p, t = (f"{a:+d}" if isinstance(a, int) else ("-X" if a.times < 0 else "+X")
                        for a in amounts)  # fmt: skip
                return f"get{s} {p}/{t}, where X is {stated.pop()}"
            unsigned = [a.model_copy(update={"times": abs(a.times)}) for a in counted]
            if len(counted) == 2 and unsigned[0] != Formula(of="chosen_x"):
                # "+X/-X, where X is the number of Islands you control"; doubling both
                # (701.10b): "+X/+Y, where X is its power and Y is its toughness"
                letters = "XX" if unsigned[0] == unsigned[1] else "XY"
                signs = ("-" if a.times < 0 else "+" for a in counted)
                p, t = (sign + x for sign, x in zip(signs, letters, strict=True))
                where = f"X is {amount_words(unsigned[0])}"
                if letters == "XY":
                    where += f" and Y is {amount_words(unsigned[1])}"
                return f"get{s} {p}/{t}, where {where}"
            return (
                f"get{s} {amount_words(effect.power, True)}/{amount_words(effect.toughness, True)}"
            )
        case "set_pt":
            if effect.power is None and effect.toughness is not None and not effect.chosen_one:
                equal = "equal to " if isinstance(effect.toughness, Formula) else ""
                return f"{have} base toughness {equal}{amount_words(effect.toughness)}"
            if effect.toughness is None and effect.power is not None:
                equal = "equal to " if isinstance(effect.power, Formula) else ""
                return f"{have} base power {equal}{amount_words(effect.power)}"
            if isinstance(effect.power, Formula) and effect.power == effect.toughness:
                return f"{have} base power and toughness each equal to {amount_words(effect.power)}"
            return f"{have} base power and toughness {amount_words(effect.power)}/" + amount_words(
                effect.toughness
            )
        case "cda_pt":
            if effect.toughness is None or effect.power is None:
                which = "power" if effect.toughness is None else "toughness"
                return f"{have} {which} equal to {amount_words(effect.power or effect.toughness)}"
            if effect.power == effect.toughness:
                return f"{have} power and toughness each equal to {amount_words(effect.power)}"
            return (
                f"{have} power equal to {amount_words(effect.power)} and toughness equal to "
                + amount_words(effect.toughness)
            )
        case "switch_pt":
            return f"{have} power and toughness switched"
        case "abilities":
            if effect.mode == "lose_all":
                but = " except mana abilities" if effect.except_mana_abilities else ""
                if effect.cant_have:  # 113.11
                    but += " and can't gain abilities"
                return f"lose{s} all abilities{but}"
            if effect.mode == "lose_all_other":
                kept = [*effect.keywords, *(f'"{text}"' for text in effect.granted)]
                and_has = f" and {have} " + " and ".join(kept) if kept else ""
                return f"lose{s} all other abilities{and_has}"
            if effect.mode == "lose":
                this = ["this ability"] if effect.this_ability else []
                lost = " and ".join([*this, *effect.keywords])
                if effect.cant_have:  # 113.11
                    them = "them" if len(effect.keywords) > 1 else "it"
                    return f"lose{s} {lost} and can't have or gain {them}"
                return f"lose{s} {lost}"
            if effect.protection_from_colors_of == "its":
                return f"{have} protection from {'their' if plural else 'its'} colors"
            if effect.protection_from_colors_of == "your_permanents":
                return f"{have} protection from the colors of permanents you control"
            if (cards := effect.activated_abilities_of_cards) is not None:
                if not cards.zones and not effect.of_exiled_with_source:  # permanents
                    but = " except mana abilities" if effect.except_mana_abilities else ""
                    return f"{have} all activated abilities of {plural_noun(cards)}{but}"
                if cards.zones == ("library",):  # its top card (Skill Borrower)
                    return f"{have} all activated abilities of the top card of your library"
                if not effect.of_exiled_with_source:
                    return f"{have} all activated abilities of the {zone_group(cards)}"
                bare = cards.model_copy(update={"zones": ()})
                return (
                    f"{have} all activated abilities of the {plural_noun(bare, cards=True)} "
                    "exiled with this permanent (607.2a)"
                )
            if (family := effect.family_of_cards) and (cards := effect.keywords_of_cards):
                bare = cards.model_copy(update={"zones": ()})
                named = f"the {plural_noun(bare, cards=True)} exiled with this permanent"
                named = named if effect.of_exiled_with_source else f"the {zone_group(cards)}"
                rule = "702.14" if family == "landwalk" else "702.16"
                return f"{have} each {family} ability that {named} have ({rule})"
            if effect.activated_abilities_of_target and not effect.granted:
                return f"{have} all activated abilities of the target"
            things = [*effect.keywords, *(f'"{text}"' for text in effect.granted)]
            if effect.keyword_x is not None and effect.keyword_x.of != "chosen_x":
                things[len(effect.keywords) - 1] += f", where X is {amount_words(effect.keyword_x)}"
            if effect.protection_from_chosen_color:
                things.append("protection from the chosen color")
            if effect.landwalk_of_chosen_type:
                things.append("landwalk of the chosen land type")
            return f"{have} " + " and ".join(things)
        case "types":
            return _types(effect, plural)
        case "colors":
            if effect.mode == "colorless":
                return f"{be} colorless"
            chosen = ["the chosen color"] if effect.chosen_color else []
            chosen += ["the chosen color or colors"] if effect.chosen_colors else []
            colors = " and ".join([*(color.value for color in effect.colors), *chosen])
            return f"{be} also {colors}" if effect.mode == "add" else f"{be} {colors}"
        case "gain_control":
            whose = "an opponent's" if effect.to_opponent else "your"
            if effect.to_triggering_controller:
                return f"come{s} under the control of the controller of what made it trigger"
            if effect.to_owner:
                return f"come{s} under {'their' if plural else 'its'} owner's control"
            if effect.swap:  # each goes to the other of the two players
                return (
                    f"change{s} hands between you and a target opponent (each gains control "
                    "of those the other controls)"
                )
            if effect.per_opponent:
                return f"come{s} under your control (one target for each opponent)"
            if effect.to_player:  # another player's (108.4): who, as the text names them
                return f"come{s} under the control of {_GAINERS[effect.to_player]}"
            return f"come{s} under {whose} control"
        case "set_name":
            return f"{'are' if plural else 'is'} named {effect.name}"
        case "full_text":
            texts = "".join(f' and "{text}"' for text in effect.keeps)
            return (
                f"{have} the full text of the top card of {'their' if plural else 'its'} "
                f"controller's graveyard while it is a creature card{texts}"
            )
        case "change_text":
            words = effect.words.replace("_or_", " word or ").replace("_", " ")
            return f"{have} one {words} in {'their' if plural else 'its'} text replaced by another"
        case "copy":
            also = [
                *(t.lower() for t in effect.extra_supertypes),
                *effect.extra_colors,
                *effect.extra_subtypes,
                *(t.lower() for t in effect.extra_types),
            ]
            article = "an " if also and also[0][:1].upper() in "AEIOU" else "a "
            if effect.extra_supertypes and len(also) == len(effect.extra_supertypes):
                article = ""  # "also legendary"
            extra = f", also {article}{' '.join(also)}" if also else ""
            if effect.extra_keywords or effect.extra_granted:
                quoted = (f'"{text}"' for text in effect.extra_granted)
                extra += f", with {' and '.join((*effect.extra_keywords, *quoted))}"
                if effect.keywords_if_type:
                    extra += f" if it's a {effect.keywords_if_type.lower()}"
            if effect.not_legendary:
                extra += ", not legendary"
            if effect.keeps_name:
                extra += ", keeping its own name"
            if effect.keeps_color:
                extra += ", keeping its own color"
            if effect.keeps_other_abilities:
                extra += ", keeping its own other abilities"
            if effect.enters_tapped:  # Vesuva (614.1c)
                extra += ", entering tapped"
            for entering in effect.enters_with:
                amount = amount_words(entering.amount)
                kind = f"{entering.counter} counter{'' if amount == '1' else 's'}"
                when = f" if it's a {entering.if_type.lower()}" if entering.if_type else ""
                if entering.if_you_control_original:  # Undercover Operative
                    when = " if its controller controls the original"
                extra += f", entering with {amount} more {kind}{when}"
            if effect.token:
                original = (
                    "a chosen permanent" if effect.original == "permanent" else "the exiled card"
                )
                if effect.from_card:  # Feldon of the Third Path: a card where it lies
                    original = "a chosen card in a graveyard"
                if effect.of_each_card:  # Hour of Eternity
                    original = "each card it exiled (one token each)"
                if effect.sacrificed:  # Cleaver Skaab
                    original = "the permanent sacrificed to pay the cost"
                if effect.itself:  # Myr Propagator
                    original = "itself"
                if effect.original_name is not None:  # a card the text names
                    original = f"the card {effect.original_name}"
                if effect.original_is is not None:  # populate: a creature token you control
                    original = f"one of the {plural_noun(effect.original_is)}"
                made = (
                    f"one of {effect.tokens} token copies" if effect.tokens > 1 else "a token copy"
                )
                if effect.tokens_counted is not None:  # Mirror March; X of a cost
                    x_is = amount_words(effect.tokens_counted)
                    made = "one of X token copies" + ("" if x_is == "X" else f" (X: {x_is})")
                if effect.for_each is not None:  # Rhys the Redeemed: one of each
                    original = f"one of the {plural_noun(effect.for_each)} (one token each)"
                if effect.for_other_players:  # Fractured Identity (111.2)
                    extra += ", one for each player but the original's controller, who controls it"
                if effect.per_opponent:  # Elminster's Simulacrum (115.1)
                    extra += ", one for each opponent, of a target that player controls"
                if effect.by_its_controller:  # Parallel Evolution (111.2)
                    extra += ", created by the original's controller, who controls it"
                return f"{be} {made} of {original}{_copy_exceptions(effect)}{extra}"
            original = "a chosen permanent"
            if effect.from_card:  # Dimir Doppelganger, Dermotaxi: a card not on the battlefield
                original = "a chosen card in a graveyard or in exile"
            if effect.original_words:  # Clone: "any creature on the battlefield" (707.2)
                original = f"a chosen {effect.original_words}"
            if effect.original_is is not None:  # Echoing Deeps: a land card only (707.2)
                original += f" (one of the {plural_noun(effect.original_is, effect.from_card)})"
            if effect.sacrificed:  # The Ever-Changing 'Dane
                original = "the permanent sacrificed to pay the cost"
            return f"enter{s} as a copy of {original}{_copy_exceptions(effect)}{extra}"
        case _:
            return f"{be} affected ({effect.kind})"


def _types(effect: TypeEffect, plural: bool) -> str:
    """A layer-4 effect as the layer engine applies it (205.1a-b, 305.7)."""
    be, have, its = ("are", "have", "their") if plural else ("is", "has", "its")
    words: list[str] = [
        *(f"{be} {w.lower()}" for w in effect.supertypes),  # 205.4
        *(f"{be} no longer {w.lower()}" for w in effect.not_supertypes),
        *(f"{be} not a{'n' if w[0] in 'AEIOU' else ''} {w.lower()}" for w in effect.not_types),
    ]
    chosen = ["chosen creature type"] if effect.chosen_subtype else []
    if effect.creature_types_of_exiled:  # Duplicant
        kept = "".join(f" and {be} still a {s}" for s in effect.subtypes)
        return f"{have} the creature types of the last creature card exiled with it{kept}"
    kinds = " ".join([*effect.subtypes, *chosen, *(t.lower() for t in effect.types)])
    if kinds and effect.mode == "add":
        words.append(f"{have} the type {kinds} in addition to {its} other types")
    elif kinds:
        replaced = ["card types"] if effect.types and effect.lose_other_card_types else []
        if effect.chosen_subtype or any(s in CREATURE_TYPES for s in effect.subtypes):
            replaced.append("creature types")
        if any(s in LAND_TYPES for s in effect.subtypes):
            replaced.append("land types")  # 305.7, when it is a land
        others = {
            t.lower()
            for s in effect.subtypes
            if s not in CREATURE_TYPES and s not in LAND_TYPES
            for t in subtype_card_types(s)
        }  # 205.1a: "is an Equipment": its other artifact types go
        replaced.extend(f"{kind} types" for kind in sorted(others))
        kept = f"instead of {its} old {' and '.join(replaced)}" if replaced else ""
        words.append(f"{have} the type {kinds} " + (kept or f"in addition to {its} other types"))
    if effect.lose_creature_types:
        words.append(f"lose{'' if plural else 's'} all creature types")
    if effect.lose_land_types:
        words.append(f"lose{'' if plural else 's'} all land types")
    if effect.all_creature_types:
        words.append(f"{be} every creature type")
    if effect.all_basic_land_types:
        words.append(f"{be} every basic land type in addition to {its} other types")
    return " and ".join(words) or f"{be} affected (types)"


def _copy_exceptions(effect: CopyEffect) -> str:
    """``, except 4/4 black Zombie``: the values a copy effect sets (707.9b)."""
    words = []
    if effect.except_power is not None or effect.except_toughness is not None:
        words.append(f"{amount_words(effect.except_power)}/{amount_words(effect.except_toughness)}")
    if effect.except_colors is not None:
        words.append(" ".join(effect.except_colors) or "colorless")
    words.extend(effect.except_subtypes or ())
    if effect.except_types is not None:  # "and it loses all other card types"
        words.append(" ".join(t.lower() for t in effect.except_types) + " only")
    return f", except {' '.join(words)}" if words else ""


def _copy_verb(part: str, one: str, many: str) -> str:
    """A copy made as an ability resolves "becomes a copy"; one an Aura makes "is a copy"."""
    return part.replace("enters as a copy", one).replace("enter as a copy", many)


#: How a reply says how long an effect lasts (611.2a-b).
DURATION_WORDS = {
    "end_of_turn": " until end of turn",
    "until_your_next_turn": " until your next turn",
    "until_your_next_upkeep": " until your next upkeep",
    "until_cast_from_exile": " until this card is cast from exile",
    "while_controlled": " for as long as you control its source",
    "while_enchanted": " for as long as that creature is enchanted",
}


def _copy_of_each_target(ability: Ability, copy: CopyEffect, targets: str) -> str:
    """ "Choose any number of target creatures you control. For each of them, create a
    token that's a copy of that creature" (Twinflame): what is made, not what is targeted."""
    exceptions = _effect(copy, False).partition("(one token each)")[2]
    rest = [_effect(e, False) for e in ability.effects if not isinstance(e, CopyEffect)]
    tokens = f"; each token {' and '.join(rest)}" if rest else ""
    made, each = "A token copy", "one"
    if copy.tokens_counted is not None or copy.tokens > 1:  # Doppelgang: X copies of each
        each = "X" if copy.tokens_counted is not None else str(copy.tokens)
        made = f"{each} token copies"
    return f"{made} of {targets[:1].lower()}{targets[1:]} ({each} each){exceptions}{tokens}."


def alternative_bracket(words: str) -> str:
    """How a scenario names one alternative of a choice made as it resolves: its words in
    brackets, or a color's name for "the color of your choice"."""
    return "a color ([red], ...)" if words == "the color of your choice" else f"[{words}]"


def _what_it_is(clause: Condition) -> str:
    """ "is an artifact creature" / "is a Goat" / "has a counter on it" / "has flying": what a
    resolving ability's "if it's ..." asks (every type and supertype, one of the colors and
    subtypes, a state, a counter, every keyword; either of two)."""
    if clause.any_of:
        return " or ".join(_what_it_is(one) for one in clause.any_of)
    if clause.keywords:
        return f"has {' and '.join(clause.keywords)}"
    if clause.counter is not None:
        kind = "" if clause.counter == "any" else f"{clause.counter} "
        return f"has {with_article(f'{kind}counter')} on it"
    words = [*clause.states, *(s.lower() for s in clause.supertypes)]
    words += [" or ".join(c.value for c in clause.colors)] if clause.colors else []
    words += [" or ".join(clause.subtypes)] if clause.subtypes else []
    words += [t.lower() for t in clause.types] or ([] if clause.subtypes else ["permanent"])
    phrase = " ".join(words)
    return f"is {with_article(phrase)}"


def describe_ability(ability: Ability, face_types: tuple[str, ...] = ()) -> str:
    """One sentence in our words: subject, effects, condition and duration."""
    groups = [e for e in ability.effects if isinstance(e, CopyEffect) and e.others_enter]
    if groups and groups[0].others_enter is not None:  # Essence of the Wild (614.1c)
        original = "this permanent"
        if groups[0].others_copy is not None and groups[0].others_copy.scope == "attached":
            original = "the permanent it is attached to"
        group = plural_noun(groups[0].others_enter)
        return f"{group.capitalize()} enter as copies of {original} (614.1c, 707.2)."
    copies = [e.next_to_enter for e in ability.effects if isinstance(e, CopyEffect)]
    if copies and copies[0] is not None:  # Mystic Reflection's delayed replacement
        group = plural_noun(copies[0])
        return (
            f"The next time one or more {group} enter this turn, they enter as copies of the "
            "chosen creature (614.1c)."
        )
    subject, plural = describe_subject(ability, face_types)
    each = [e for e in ability.effects if isinstance(e, CopyEffect) and e.for_each is not None]
    if each and each[0].for_each is not None and each[0].for_each.scope == "target":
        return _copy_of_each_target(ability, each[0], subject)  # Twinflame
    parts = [_effect(effect, plural) for effect in ability.effects]
    if ability.kind not in ("static", "keyword"):  # a copy made as the ability resolves
        parts = [_copy_verb(p, "becomes a copy", "become copies") for p in parts]
    elif ability.affects.scope != "self":  # "enchanted creature is a copy of ..." (an Aura)
        parts = [_copy_verb(p, "is a copy", "are copies") for p in parts]
    if ability.choice in ("basic_land_type", "land_type"):
        chosen = (
            "chosen basic land type" if ability.choice == "basic_land_type" else "chosen land type"
        )
        parts = [
            p.replace("chosen creature type", chosen).replace(
                "old creature types", "old land types"
            )
            for p in parts
        ]
    # "gets +X/+X, where X is ...": the definition of X goes last, after every effect
    wheres = [part.partition(", where X is ")[2] for part in parts if ", where X is " in part]
    parts = [part.partition(", where X is ")[0] for part in parts]
    text = f"{subject} {', '.join(parts[:-1]) + ' and ' if len(parts) > 1 else ''}{parts[-1]}"
    if subject == "This creature" and parts[0].startswith("is not a creature"):
        text = "This permanent" + text.removeprefix(subject)  # a Theros God (205.1a)
    if ability.condition is not None:
        text += _describe_condition(ability.condition, ability.affects.scope == "self")
    if ability.cda and ability.choice == "color":  # 607.2p, 903.4b
        text += " (a characteristic-defining ability: the color is chosen before the game begins"
        text += ", a commander's only; name it like [red])"
    text += DURATION_WORDS.get(ability.duration, "")
    if ability.duration == "while_counter":  # 611.2b
        text += f" for as long as it has a {ability.kept_counter} counter on it"
    if ability.power_kept_at_most is not None:  # 611.2b
        most = amount_words(ability.power_kept_at_most)
        text += f" and that creature's power stays at most {most}"
    if ability.duration == "while_source" and ability.kind in ("spell", "activated", "triggered"):
        text += " for as long as its source remains on the battlefield"  # 611.2b
    if ability.functions_in == "graveyard":  # 113.6b
        text += " (only while this card is in your graveyard)"
    if ability.kicked is not None:
        text += " (if it was kicked)" if ability.kicked else " (if it was not kicked)"
    if ability.awaken is not None:  # 702.113a
        text += (
            f" (only if cast for its awaken cost, [awaken]; the land also gets {ability.awaken}"
            " +1/+1 counters)"
        )
    if ability.only_if is not None:  # 608.2c: what each object is, checked as it resolves
        unless = "unless" if ability.only_if.negated else "only if"
        text += f" ({unless} it {_what_it_is(ability.only_if)} as it resolves)"
    if ability.activate_only_if is not None:  # 602.5b: a restriction on activating it
        once = " and only once each turn" if ability.activate_once_each_turn else ""
        text += f" (activate only if {condition_words(ability.activate_only_if)}{once})"
    if ability.intervening_if is not None:  # 603.4: checked again as it resolves
        clause = _describe_condition(ability.intervening_if, about_itself=False)
        text += f" ({clause.replace(' while', 'only if', 1).strip()} as it resolves)"
    if ability.resolves_if is not None:  # 608.2c: checked once, as the spell resolves
        clause = _describe_condition(ability.resolves_if, about_itself=False)
        text += f" ({clause.replace(' while', 'only if', 1).strip()} as it resolves)"
    if len(set(wheres)) == 1:
        text += f", where X is {wheres[0]}"
    elif wheres:
        text += "".join(f" (X{n}: {where})" for n, where in enumerate(wheres, start=1))
    if ability.alternative is not None:  # 608.2d: one of a choice made as it resolves
        listing = " or ".join(map(alternative_bracket, ability.alternatives))
        own = alternative_bracket(ability.alternatives[ability.alternative - 1])
        text += f" (if {own} is chosen as it resolves, of {listing})"
    return text if text.endswith('."') else text + "."


_DESIGNATION_WORDS = {
    "city's blessing": "you have the city's blessing",
    "monarch": "you are the monarch",
    "initiative": "you have the initiative",
    "completed a dungeon": "you have completed a dungeon",
    "max speed": "you have max speed",
    "night": "it is night",
}


def condition_words(condition: Condition) -> str:
    """What must hold, in words about "this permanent" ("this permanent is blue")."""
    return _describe_condition(condition, about_itself=False).removeprefix(" while ")


def _describe_condition(condition: Condition, about_itself: bool = True) -> str:
    if condition.its_controllers:  # the attached permanent's controller's board
        theirs = condition.model_copy(update={"its_controllers": False, "subject": "self"})
        return (
            _describe_condition(theirs, about_itself).replace(
                " you control ", " its controller controls ", 1
            )
            + ' (for the controller of the permanent it is attached to; "other": besides'
            " that permanent)"
        ).replace(" your graveyard", " their graveyard")
    words: list[str] = []
    source = "it" if about_itself else "this permanent"
    who = source if condition.subject == "self" else "the permanent it is attached to"
    what = " or ".join([c.value for c in condition.colors] + list(condition.subtypes))
    supertypes = [s.lower() for s in condition.supertypes]
    what = " ".join([*supertypes, *filter(None, [what]), *(t.lower() for t in condition.types)])
    if condition.subtypes or condition.types:  # "it is a Scout", "it is an enchantment"
        what = with_article(what)
    if what:
        words.append(f"{who} is {what}")
    if condition.devotion_below is not None:
        colors = " and ".join(c.value for c in condition.devotion_to)
        words.append(f"your devotion to {colors} is less than {condition.devotion_below}")
    if condition.states == ("paired",):
        words.append(f"{who} is paired with another creature")
    elif condition.states == ("solved",):
        words.append(f"{who} is solved")
    elif condition.states == ("entered this turn",):
        words.append(f"{who} entered this turn")
    elif condition.states == ("dealt damage",):  # a fact of the game's history
        words.append(f"{who} has dealt damage this game ([dealt damage])")
    elif condition.states == ("devoured",):
        words.append(f"{who} devoured a creature ([devoured])")
    elif condition.states == ("attacked this turn",):
        words.append(f"{who} attacked this turn ([attacked this turn])")
    elif condition.states:
        words.append(f"{who} is {' and '.join(condition.states)}")
    if condition.keywords:  # "as long as it has defender"
        words.append(f"{who} has {' and '.join(condition.keywords)}")
    if condition.controls is not None:
        noun = plural_noun(condition.controls.model_copy(update={"controller": None}))
        owner = {"opponent": "an opponent controls", "you": "you control"}.get(
            condition.controls.controller or "", "a player controls"
        )
        if condition.at_most == 0 and condition.controls.controller == "opponent":
            owner, amount = "your opponents control", "no"  # none of them
        elif condition.at_most == 0:
            amount = "no"
        elif condition.at_most == condition.at_least:
            amount = f"exactly {condition.at_least}"
        else:
            amount = f"at least {condition.at_least}"
        words.append(f"{owner} {amount} {noun}")
    if condition.designation is not None:
        words.append(_DESIGNATION_WORDS[condition.designation])
    if condition.your_turn is not None:
        words.append("it is your turn" if condition.your_turn else "it is an opponent's turn")
    if condition.counter is not None:
        kind = "" if condition.counter == "any" else condition.counter + " "
        if condition.counters_at_most == condition.counters_at_least:
            amount = f"exactly {condition.counters_at_least}"
        elif condition.counters_at_most is not None and condition.counters_at_least > 0:
            amount = f"{condition.counters_at_least} to {condition.counters_at_most}"
        elif condition.counters_at_most is not None:
            amount = f"at most {condition.counters_at_most}"
        else:
            amount = f"at least {condition.counters_at_least}"
        words.append(f"{who} has {amount} {kind}counters")
    if condition.graveyard is not None:
        noun = card_noun(None if condition.graveyard == Filter() else condition.graveyard)
        words.append(f"your graveyard has at least {condition.graveyard_at_least} {noun}")
    if condition.attached is not None:
        kinds = " and ".join(condition.attached.subtypes) or "permanents"
        besides = "other " if condition.attached.other else ""  # than the source
        least, most = condition.attached_at_least, condition.attached_at_most
        amount = f"exactly {most}" if most == least else f"at least {least}"
        words.append(f"{amount} {besides}{kinds} are attached to {who}")
    if condition.subject_yours:
        words.append(f"you control {who}")
    if condition.blocking_or_blocked_by is not None:
        group = plural_noun(condition.blocking_or_blocked_by)
        words.append(f"{who} is blocking or blocked by one of the {group}")
    if condition.amount is not None:
        counted = amount_words(condition.amount)
        words.append(f"{counted} is at least {condition.amount_at_least}")
    if condition.class_level_at_least is not None:
        words.append(f"{who} is level {condition.class_level_at_least} or greater")
    if condition.card_types_in_graveyard_at_least is not None:
        least = condition.card_types_in_graveyard_at_least
        words.append(f"there are at least {least} card types among cards in your graveyard")
    for value, phrase in (
        (condition.life_at_least, "you have at least {} life"),
        (condition.life_at_most, "you have at most {} life"),
        (condition.hand_at_least, "you have at least {} cards in hand"),
        (condition.hand_at_most, "you have at most {} cards in hand"),
        (condition.opponent_life_at_most, "an opponent has at most {} life"),
        (
            condition.opponent_graveyard_at_least,
            "an opponent has at least {} cards in their graveyard",
        ),
        (condition.opponent_poison_at_least, "an opponent has at least {} poison counters"),
    ):
        if value is not None:
            words.append(phrase.format(value))
    if condition.exiled is not None:  # 607.2a: what its linked ability exiled
        noun = card_noun(None if condition.exiled == Filter() else condition.exiled)
        many = condition.exiled_at_least
        one = noun.replace("cards", "card", 1)
        exiled = f"at least {many} {noun} are" if many > 1 else f"a {one} is"
        words.append(f"{exiled} exiled with {source}")
    if condition.exiled_card_types_at_least is not None:
        least = condition.exiled_card_types_at_least
        words.append(f"there are at least {least} card types among cards exiled with it")
    words.extend(_game_words(condition))
    if condition.any_of:  # each part's words, without its " while "
        either = (_describe_condition(one, about_itself)[7:] for one in condition.any_of)
        words.append(" or ".join(either))
    return (" unless " if condition.negated else " while ") + " and ".join(words)


def _game_words(condition: Condition) -> list[str]:
    """The words of a condition about this turn's history, life against the starting total,
    mana values in your graveyard or the most common color."""
    words: list[str] = []
    if condition.this_turn is not None:
        says = turn_facts()[condition.this_turn].says
        most, least = condition.this_turn_at_most, condition.this_turn_at_least
        amount = "none" if most == 0 else f"at least {least}"
        words.append(f"{says}: {amount} (a fact the scenario states: [{condition.this_turn} N])")
    if condition.life_above_start_at_least is not None:
        more = condition.life_above_start_at_least
        above = f"{more} more than " if more else ""
        words.append(f"your life total is at least {above}your starting life total")
    if condition.life_at_most_half_start:
        words.append("your life total is at most half your starting life total")
    if condition.mana_values_in_graveyard_at_least is not None:
        least = condition.mana_values_in_graveyard_at_least
        words.append(f"there are at least {least} mana values among cards in your graveyard")
    if condition.opponent_hand_at_most is not None:
        words.append(f"an opponent has at most {condition.opponent_hand_at_most} cards in hand")
    if condition.more_cards_in_hand_than_opponent:
        words.append("you have more cards in hand than each opponent")
    if condition.most_common_color is not None:
        words.append(
            f"{condition.most_common_color.value} is the most common color among all "
            "permanents, or tied for it"
        )
    if condition.cast is not None:
        words.append(says_cast_fact(condition.cast))
    if condition.top_of_library is not None:  # hidden: stated with "library: Name"
        noun = card_noun(condition.top_of_library).replace("cards", "card", 1)
        if condition.top_of_library.any_types:  # one card: "an artifact or creature card"
            noun = noun.replace(" and ", " or ")
        article = "an" if noun[:1] in "aeiou" else "a"
        words.append(
            f"the top card of your library is {article} {noun} (name it with library: Name)"
        )
    if condition.revealed is not None:  # the top card of the library, hidden (608.2c)
        noun = card_noun(condition.revealed).removesuffix("s")
        words.append(f"the card it revealed is a {noun} ([revealed: Name])")
    return words
