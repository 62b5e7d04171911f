"""Sentences not shaped "subject verb predicate": control (613.1b), copies (707), text
changes (612), switching power and toughness (613.4d), and characteristic-defining power and
toughness ("~'s power is equal to ...", 604.3).
"""

from __future__ import annotations

import re

from engine.cards import (
    AbilityEffect,
    CdaPowerToughness,
    ControlEffect,
    CopyEffect,
    EffectSpec,
    Filter,
    Formula,
    ModifyPowerToughness,
    SetPowerToughness,
    SwitchPowerToughness,
    TextChangeEffect,
    TypeEffect,
)
from engine.oracle.amounts import read_difference, read_formula
from engine.oracle.control import read_control
from engine.oracle.groups import noun_phrase, split_controller
from engine.oracle.predicates import read_predicate, type_words
from engine.oracle.references import EXILED_CARD_WORDS
from engine.oracle.sentences import keyword_list
from engine.oracle.subjects import (
    Reading,
    Subject,
    anaphor,
    read_subject,
    strip_threshold,
)

#: CR 612: a text-changing effect on one target (a spell target is read as a permanent).
_TEXT_CHANGE = re.compile(
    r"change the text of (?P<target>target [a-z ]+?) by replacing all instances of "
    r"(?P<words>one color word with another(?: or one basic land type with another)?"
    r"|one basic land type with another|one creature type with another)(?P<eot> until end of turn)?"
)


#: "+X/+Y, where X is the exiled card's power and Y is its toughness": the card this
#: permanent's linked ability exiled (607.2a), which a scenario names with ``[exile: Name]``.
_EXILED_CARD_PT = re.compile(
    r"(?P<head>.+?) gets? \+X/\+(?P<toughness>X|Y|0)(?P<eot> until end of turn)?, where X is "
    r"(?:the exiled (?:creature )?card's power|the power of the exiled (?:creature )?card)"
    r"(?P<y> and Y is its toughness)?"
)


def _exiled_card_pt(text: str) -> Reading | None:
    """``~ gets +X/+Y, where ...``: the exiled card's power (and toughness) as amounts."""
    match = _EXILED_CARD_PT.fullmatch(text)
    if match is None or (match.group("toughness") == "Y") != bool(match.group("y")):
        return None
    subject = read_subject(match.group("head"))
    if subject is None:
        return None
    power = Formula(of="exiled_power")
    toughness = {"X": power, "Y": Formula(of="exiled_toughness"), "0": 0}[match.group("toughness")]
    return Reading(
        subject,
        [ModifyPowerToughness(power=power, toughness=toughness)],
        "end_of_turn" if match.group("eot") else None,
        choice="exile",
    )


#: 707.9b: "Create a token that's a copy of it, except it's a 4/4 black Zombie".
_TOKEN_COPY = re.compile(
    r"create a token that's a copy of (?P<original>it|that card|the exiled card)"
    r"(?:, except it's (?P<spec>.+?)(?P<addition> in addition to its other (?:creature )?types)?)?"
)


_COPY_EXCEPTION = re.compile(
    r"(?:an? )?(?:(?P<power>\d+)/(?P<toughness>\d+) ?)?(?P<words>[A-Za-z ]*)"
)


def _copy_exceptions(text: str) -> CopyEffect | None:
    """ "it's a Shapeshifter in addition to its other types, it isn't legendary, and it has
    haste": the exceptions of a copy effect (707.9b), or ``None`` if any is not read."""
    fields: dict[str, object] = {}
    text = re.sub(r"\b(?:he's|she's)\b", "it's", text)
    text = re.sub(r"\b(?:his|her)\b", "its", text)
    for part in re.split(r",? and (?=(?:it|its|is|has)\b)|, (?=(?:it|its|is|has)\b)", text):
        part = re.sub(r"^(?:it's|it is)", "is", part.strip())
        part = re.sub(r"^it has", "has", part)
        quoted = re.fullmatch(r"has \"([^\"]+)\"", part)
        sized = re.fullmatch(r"is (\d+)/(\d+)", part)
        if quoted:  # a quoted ability it has too (already summarised by mask_quotes)
            fields["extra_granted"] = (*fields.get("extra_granted", ()), quoted.group(1))  # type: ignore[misc]
        elif sized:
            fields["except_power"], fields["except_toughness"] = int(sized[1]), int(sized[2])
        elif part in ("is not legendary", "isn't legendary", "is nonlegendary"):
            fields["not_legendary"] = True
        elif part == "its name is ~":
            fields["keeps_name"] = True
        elif added := re.fullmatch(
            r"is an? (?:(\d+)/(\d+) )?(.+?) in addition to its other (colors and )?(?:creature )?"
            r"types",
            part,
        ):  # "a 3/3 black Zombie creature in addition to its other types": the size and the
            # color are set, only the types are added; "... other colors and types" adds the
            # colors too (707.9b)
            words = type_words(added.group(3))
            if words is None or not (words[1] or words[2]) or (added[4] and words[3]):
                return None
            fields["extra_types"], fields["extra_subtypes"] = tuple(words[1]), tuple(words[2])
            if added[4]:
                fields["extra_colors"] = tuple(words[0])
            elif words[0] or words[3]:
                fields["except_colors"] = tuple(words[0])
            if added.group(1):
                fields["except_power"], fields["except_toughness"] = int(added[1]), int(added[2])
        elif granted := re.fullmatch(r"has (.+)", part):
            keywords = keyword_list(granted.group(1))
            if not keywords:
                return None
            fields["extra_keywords"] = keywords
        else:
            return None
    return CopyEffect(**fields)


def _token_copy(text: str, previous: Subject | None) -> Reading | None:
    """A token copy of the card the ability exiled (the scenario's ``[copy: Name]``), with
    the exceptions :class:`CopyEffect` can say: P/T, colors, creature types."""
    match = _TOKEN_COPY.fullmatch(text)
    if match is None:
        return None
    exiled = previous if previous is not None and previous.words == EXILED_CARD_WORDS else None
    if exiled is None and match.group("original") != "the exiled card":
        return None
    made = exiled.target if exiled is not None and exiled.target else Filter()
    subject = Subject(Filter(scope="made"), made, "what it made")
    if match.group("spec") is None:
        return Reading(subject, [CopyEffect(token=True)], choice="copy")
    spec = _COPY_EXCEPTION.fullmatch(match.group("spec"))
    words = type_words(spec.group("words")) if spec else None
    if spec is None or words is None:
        return None
    colors, types, subtypes, colorless = words
    if types or (match.group("addition") and (colors or colorless or not subtypes)):
        return None
    copy = CopyEffect(
        token=True,
        except_power=int(spec.group("power")) if spec.group("power") else None,
        except_toughness=int(spec.group("toughness")) if spec.group("toughness") else None,
        except_colors=tuple(colors) if colors or colorless else None,
        except_subtypes=tuple(subtypes) if subtypes and not match.group("addition") else None,
        extra_subtypes=tuple(subtypes) if match.group("addition") else (),
    )
    return Reading(subject, [copy], choice="copy")


def read_special(sentence: str, previous: Subject | None) -> Reading | None:
    """Templates whose subject is not at the start of the sentence."""
    lowered = sentence[:1].lower() + sentence[1:]
    if (control := read_control(lowered, previous)) is not None:  # engine.oracle.control
        return control
    match = re.fullmatch(
        r"(?:you may )?change the base power and toughness of (.+?) to ~'s power and toughness",
        lowered,
    )
    if match:  # Exuberant Wolfbear: the source's P/T as it resolves becomes a base P/T (613.4b)
        subject = read_subject(match.group(1))
        if subject is None or subject.affects.scope == "self":
            return None
        power, toughness = Formula(of="source_power"), Formula(of="source_toughness")
        return Reading(subject, [SetPowerToughness(power=power, toughness=toughness)])
    match = re.fullmatch(
        r"switch (?:the power and toughness of (?:each of )?(.+?)|(.+?)'s? power and toughness)"
        r"( until end of turn)?",
        lowered,
    )
    if match:
        subject = read_subject(match.group(1) or match.group(2))
        if subject is None:
            return None
        return Reading(subject, [SwitchPowerToughness()], "end_of_turn" if match.group(3) else None)
    match = _TEXT_CHANGE.fullmatch(lowered)
    if match:
        target = match.group("target")
        subject = (
            Subject(Filter(scope="target"), Filter(), "target spell or permanent")
            if target == "target spell or permanent"
            else read_subject(target)
        )
        if subject is None or subject.affects.scope != "target":
            return None
        words = match.group("words")
        kind = {
            "one color word with another": "color",
            "one basic land type with another": "basic_land_type",
            "one color word with another or one basic land type with another": (
                "color_or_basic_land_type"
            ),
            "one creature type with another": "creature_type",
        }[words]
        return Reading(
            subject, [TextChangeEffect(words=kind)], "end_of_turn" if match.group("eot") else None
        )
    match = re.fullmatch(
        r"untap (.+?) and gain control of (it|them)( until end of turn)?", lowered
    )  # Threaten's "it"; Insurrection's "Untap all creatures and gain control of them"
    if match:
        subject = read_subject(match.group(1))
        scope = "target" if match.group(2) == "it" else "all"
        if subject is None or subject.affects.scope != scope:
            return None
        return Reading(subject, [ControlEffect()], "end_of_turn" if match.group(3) else None)
    match = re.fullmatch(  # Yasova Dragonclaw: the untap is no continuous effect (as Threaten's)
        r"gain control of (.+?) until end of turn, untap (?:that creature|it), and it (gains? .+?)"
        r"( until end of turn)?",
        lowered,
    ) or re.fullmatch(
        r"(?:you )?gain control of (.+?)(?: and (?:it|they) (gains? .+?))?( until end of turn)?",
        lowered,
    )
    if match:
        subject = read_subject(match.group(1)) or anaphor(match.group(1), previous)
        if subject is None or subject.affects.scope == "self":
            return None
        effects: list[EffectSpec] = [ControlEffect()]
        if match.group(2):  # "gain control of target creature and it gains haste"
            more = read_predicate(match.group(2))
            if more is None:
                return None
            effects.extend(more)
        return Reading(subject, effects, "end_of_turn" if match.group(3) else None)
    if lowered == (
        "~ has the power, toughness, and creature types of the last creature card exiled with it"
    ):  # Duplicant: what its linked ability exiled (607.2a), a base P/T (613.4b) and types
        power = Formula(of="exiled_power", last_creature=True)
        toughness = Formula(of="exiled_toughness", last_creature=True)
        return Reading(
            Subject(Filter(scope="self")),
            [
                TypeEffect(mode="set", creature_types_of_exiled=True),
                SetPowerToughness(power=power, toughness=toughness),
            ],
            choice="exile",
        )
    match = re.fullmatch(
        r"(~|each .+?) gains? all activated abilities of target (.+?)( until end of turn)?",
        lowered,
    )
    if match and match.group(1) == "~" and (of := read_subject(f"target {match.group(2)}")):
        # Quicksilver Elemental: the target's abilities are found as the ability resolves
        effect = AbilityEffect(activated_abilities_of_target=True)
        duration = "end_of_turn" if match.group(3) else None
        return Reading(Subject(Filter(scope="self"), of.target, "~"), [effect], duration)
    triggering = previous is not None and previous.affects.scope == "triggering"
    if triggering and lowered == "that creature's controller gains control of ~":
        # Contested War Zone: whoever controls the creature that dealt the damage (603.2)
        assert previous is not None
        source = Subject(Filter(scope="self"), previous.target, "self")
        return Reading(source, [ControlEffect(to_triggering_controller=True)])
    match = re.fullmatch(r"each player gains control of (all .+?) they own", lowered)
    if match:  # Trostani Discordant: every permanent the group names goes to its owner
        subject = read_subject(match.group(1))
        if subject is None or subject.affects.scope != "all" or subject.affects.controller:
            return None
        return Reading(subject, [ControlEffect(to_owner=True)])
    match = re.fullmatch(r"(?:target|an) opponent gains control of (.+?)", lowered)
    if match:  # two players: the other one gains control
        said = match.group(1)  # "that permanent": the target an earlier sentence named
        subject = anaphor(said, previous) or read_subject(said)
        if subject is None or subject.affects.scope not in ("self", "target"):
            return None
        return Reading(subject, [ControlEffect(to_opponent=True)])
    match = re.fullmatch(r"you control (enchanted (?:creature|permanent|artifact|land))", lowered)
    if match:
        return Reading(Subject(Filter(scope="attached")), [ControlEffect()])
    match = re.fullmatch(
        r"~'s power and toughness are each (?:equal to (.+?)|(?P<n>\d+))"
        r"|~'s power is equal to (.+?) and its toughness is equal to that number plus (\d+)",
        lowered,
    )
    if match and match.group("n"):  # "are each 2": read only under a condition (604.3a)
        size = int(match.group("n"))
        return Reading(
            Subject(Filter(scope="self")), [CdaPowerToughness(power=size, toughness=size)], cda=True
        )
    if match:
        # a CDA sets them: a difference may be negative (107.1b)
        amount = read_difference(match.group(1)) if match.group(1) else read_formula(match[3])
        if amount is None:
            return None
        plus = int(match.group(4) or 0)
        toughness = amount.model_copy(update={"plus": plus}) if plus else amount
        return Reading(
            Subject(Filter(scope="self")),
            [CdaPowerToughness(power=amount, toughness=toughness)],
            cda=True,
        )
    if lowered == (
        "~'s power is equal to the total power of the exiled cards and its toughness is equal to"
        " their total toughness"
    ):
        return Reading(
            Subject(Filter(scope="self")),
            [
                CdaPowerToughness(
                    power=Formula(of="exiled_power"), toughness=Formula(of="exiled_toughness")
                )
            ],
            cda=True,
        )
    if exiled := _exiled_card_pt(lowered):
        return exiled
    match = re.fullmatch(r"~'s (power|toughness) is equal to (.+?)", lowered)
    if match:
        amount = read_formula(match.group(2))
        if amount is None:
            return None
        spec = (
            CdaPowerToughness(power=amount)
            if match.group(1) == "power"
            else CdaPowerToughness(toughness=amount)
        )
        return Reading(Subject(Filter(scope="self")), [spec], cda=True)
    match = re.fullmatch(
        r"you may have ~ enter(?: the battlefield)?(?: tapped)? as a copy of (?:any|an?|another)"
        r" (.+?)(?: on the battlefield)?(?:, except (.+))?",
        lowered,
    )
    if match:
        original, _ = split_controller(strip_threshold(match.group(1))[0])
        from_card = original == "creature card in a graveyard"  # Body Double (707.2)
        if not from_card and noun_phrase(original, plural=False) is None:
            return None
        copy = _copy_exceptions(match.group(2)) if match.group(2) else CopyEffect()
        if copy is None:
            return None
        copy = copy.model_copy(update={"from_card": True}) if from_card else copy
        if original != "permanent":  # Clone: "any creature", Body Double's card (707.2)
            words = match.group(1)
            if f"{words} on the battlefield" in lowered:
                words += " on the battlefield"
            copy = copy.model_copy(update={"original_words": words})
        if " tapped as a copy " in lowered:  # Vesuva: it enters tapped as a copy (614.1c)
            copy = copy.model_copy(update={"enters_tapped": True})
        return Reading(Subject(Filter(scope="self")), [copy], choice="copy")
    match = re.fullmatch(
        r"~ becomes a copy of (?:another )?target ([a-z ,]+?)(?P<eot> until end of turn)?"
        r"(?:, except (?P<except>.+))?",
        lowered,
    )
    if match:  # Mirage Mirror, Oko: the source becomes a copy until end of turn
        original, _ = split_controller(match.group(1))
        if noun_phrase(original, plural=False) is None:
            return None
        copy = _copy_exceptions(match.group("except")) if match.group("except") else CopyEffect()
        if copy is None:
            return None
        duration = "end_of_turn" if match.group("eot") else None
        return Reading(
            Subject(Filter(scope="self")), [copy], duration, choice="copy", becomes_copy=True
        )
    return _token_copy(lowered, previous)
