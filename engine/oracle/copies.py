"""Copy effects (707) read generically: what becomes a copy, of what, for how long, with
which exceptions (707.9b); the exceptions of token copies too, whose forms are read by
:mod:`engine.oracle.token_copies`.

- "<subject> becomes a copy of <original> [until end of turn | until your next turn]
  [, except ...]": any subject (the source, a target, a group such as "each other creature");
  the original is "target ...", "that creature" (a trigger's object) or "the chosen
  creature". A scenario names the original with ``-> Name`` when the source becomes the
  copy, else with ``[copy: Name]``.
- "<subject> is a copy of the chosen creature": a static copy effect chosen as the
  permanent entered (``[copy: Name]`` on the permanent).

Exceptions become copiable values (707.9b): what :mod:`engine.oracle.special` reads, plus
"it's legendary [in addition to its other types]" (a supertype), "it doesn't copy that
creature's color" (it keeps its own), "it's a 1/1 green Frog", quoted
abilities next to keywords ("it has haste and "..."") and "it has this ability" (the copying
ability itself, as with Unstable Shapeshifter). The counters a copy "enters with" are no
copiable value but a change in how it enters (614.1c): ``CopyEffect.enters_with``, which the
game model puts on the permanent as it enters.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards import Ability, CopyEffect, EntersWithCounters, Filter
from engine.oracle.amounts import x_amount
from engine.oracle.coverage import is_characteristic_changing
from engine.oracle.describe import describe_ability
from engine.oracle.groups import noun_phrase, split_controller
from engine.oracle.predicates import type_words
from engine.oracle.references import EXILED_CARD_WORDS
from engine.oracle.sentences import quoted_summary
from engine.oracle.special import _COPY_EXCEPTION
from engine.oracle.special import _copy_exceptions as special_exceptions
from engine.oracle.subjects import (
    Reading,
    Subject,
    anaphor,
    read_subject,
)
from engine.oracle.vocabulary import CARD_TYPE_PLURALS, CARD_TYPE_WORDS

#: "... becomes a copy of <original> [duration][, except <exceptions>]".
_BECOMES_COPY = re.compile(
    r"(?:you may have )?(?P<subject>.+?) (?:becomes?|is|are) a copy of (?P<original>.+?)"
    r"(?P<duration> until end of turn| until your next turn)?(?:, except (?P<except>.+))?"
)


#: The original, as the scenario names it: a target, the trigger's object, or a choice.
_TARGET_ORIGINAL = re.compile(r"(?:another )?target (?P<noun>[A-Za-z ,-]+?)")
_OTHER_ORIGINAL = re.compile(
    r"that (?:creature|artifact|permanent)|the (?:chosen|sacrificed) (?:creature|artifact"
    r"|permanent)"
)

#: A card in a graveyard (Dimir Doppelganger, Lazav): "that card" (one an earlier sentence
#: exiled from there) or "target creature card in your graveyard [with mana value X]"; the
#: scenario names it with ``[copy: Name]`` and it stays off the battlefield.
_CARD_ORIGINAL = re.compile(
    r"that card|target creature card in (?:your|a) graveyard(?: with mana value X)?"
)

#: A card in exile (607.2a): "the exiled card", "a card exiled with ~" (Mimic Vat); the
#: scenario's ``[copy: Name]`` puts it in exile and makes the token.
_EXILED_ORIGINAL = re.compile(r"the exiled (?:card|creature)|a card exiled with ~")


#: "except it has this ability" (707.9b): a placeholder :mod:`engine.oracle.abilities`
#: replaces with the activated ability's own text.
THIS_ABILITY = "this copy ability (707.9b)"


#: "You may have ~ enter as a copy of <permanent>, except ...": the exceptions the template
#: of :mod:`engine.oracle.special` leaves (extra counters, legendary in addition).
_ENTERS_AS_COPY = re.compile(
    r"you may have ~ enter(?P<tapped> tapped)? as a copy of (?:any|an?|another) (?P<noun>.+?)"
    r"(?: on the battlefield)?, except (?P<except>.+)"
)

#: "any land card in a graveyard" (Echoing Deeps): a card of one card type in a graveyard,
#: copied where it lies (707.2), named in a scenario with ``[copy: Name]``.
_GRAVEYARD_CARD = re.compile(r"(?P<type>[a-z]+) card in a graveyard")


def _card_kind(words: str) -> Filter | None:
    """The kind of card a copy of a card in a graveyard copies, when the words name one the
    scenario checks by card type and whose graveyard alone: "land card in a graveyard",
    "target permanent card in your graveyard" (not an instant or sorcery card, 110.4a; yours,
    404.2); ``None`` otherwise."""
    if one := _GRAVEYARD_CARD.fullmatch(words):
        card_type = CARD_TYPE_WORDS.get(one["type"])
        return Filter(types=(card_type,)) if card_type else None
    subject = read_subject(words)
    target = subject.target if subject is not None else None
    if target is None or target.zones != ("graveyard",) or subject is None:
        return None
    kind = Filter(
        types=target.types, not_types=target.not_types, any_types=target.any_types,
        owner=target.owner,
    )  # fmt: skip
    if target.model_copy(update={"zones": ()}) != kind.model_copy(update={"scope": target.scope}):
        return None  # a clause besides the card types and whose graveyard ("with mana value X")
    return kind


#: "The next time one or more creatures or planeswalkers enter this turn, they enter as
#: copies of the chosen creature": the original is the spell's target (Mystic Reflection).
_NEXT_TO_ENTER = re.compile(
    r"the next time one or more (?P<group>[a-z, ]+?) enter this turn, they enter as copies of"
    r" (?:the chosen|target) (?:creature|permanent)\.?"
)
#: "Creatures you control enter as a copy of ~", "Nontoken creatures you control enter as a
#: copy of enchanted creature" (614.1c): how a group enters while the source is there.
_GROUP_ENTERS_AS_COPY = re.compile(
    r"(?P<group>(?:other |nontoken )?creatures you control) enter(?: the battlefield)? as a copy"
    r" of (?P<original>~|enchanted creature|equipped creature)\.?"
)


def _group_enters_as_copy(match: re.Match[str]) -> Reading | None:
    """The replacement a static ability makes for each permanent of a group that enters
    (614.1c, 707.2): kept on the source's ability (``CopyEffect.others_enter``), carried out
    by the game model as each one enters, never a copy effect on the source itself."""
    group = read_subject(match["group"])
    if group is None or group.affects.scope != "all" or group.affects.zones:
        return None
    original = Filter(scope="self" if match["original"] == "~" else "attached")
    copy = CopyEffect(others_enter=group.affects, others_copy=original)
    return Reading(Subject(Filter(scope="self")), [copy])


#: "As this artifact enters, you may have it become a copy of any creature on the battlefield
#: until end of turn, except it has haste" (Cursed Mirror): a copy chosen as it enters that
#: lasts until end of turn (614.1c, 707.2).
_AS_IT_ENTERS_COPY = re.compile(
    r"As ~ enters(?: the battlefield)?, you may have it become a copy of (?:any|an?|another)"
    r" (?P<noun>[a-z ,]+?)(?: on the battlefield)? until end of turn"
    r"(?:, except (?P<except>.+?))?\.?"
)


def as_it_enters_copy(sentence: str) -> Ability | None:
    """The "as this enters" copy for a while (614.1c): an ability of kind ``other`` that the
    game model carries out as the permanent enters with ``[copy: Name]`` (the original
    checked against the noun, 707.2), ending at end of turn (514.2); ``None`` for other words."""
    found = _AS_IT_ENTERS_COPY.fullmatch(sentence)
    copy = _exceptions(found["except"]) if found else None
    if found is None or copy is None or not _original_noun(found["noun"]):
        return None
    ability = Ability(
        kind="other", trigger="enters", summary="", duration="end_of_turn", effects=(copy,),
        choice="copy",
    )  # fmt: skip
    return ability.model_copy(update={"summary": describe_as_it_enters_copy(ability)})


def describe_as_it_enters_copy(ability: Ability) -> str:
    """ "As it enters, it may become a copy of a chosen permanent until end of turn, with
    haste (614.1c)"."""
    words = describe_ability(ability.model_copy(update={"trigger": None, "kind": "spell"}))
    what = words.removeprefix("This permanent ").rstrip(".")
    return f"As it enters, it may {what.replace('becomes', 'become', 1)} (614.1c)."


#: Exceptions about the counters a copy enters with: not a copiable value (614.1c).
_ENTERS_WITH = re.compile(
    r"it enters with (?P<amount>an?|one|two|three|X) (?:additional )?(?P<kind>[^,]+?) counters?"
    r" on it(?: if it's an? (?P<type>[a-z]+)| if (?P<yours>you control that creature))?"
)
_AMOUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}

#: "..., and, if it's a creature, it enters with two additional +1/+1 counters on it and has
#: changeling": exceptions that hold only for a copy of that card type (707.9b, 614.1c).
_IF_TYPE = re.compile(r"(?:^|,? and,? |, )if it's an? (?P<type>[a-z]+), (?P<then>.+)$")


def _enters_with(match: re.Match[str]) -> EntersWithCounters | None:
    """One "it enters with N additional <kind> counters on it [if it's a <type>]" or "it
    enters with a shield counter on it if you control that creature" (614.1c)."""
    words = match["amount"]
    amount = x_amount("X") if words == "X" else _AMOUNTS[words]
    if_type = CARD_TYPE_WORDS.get(match["type"]) if match["type"] else None
    if match["type"] and if_type is None:
        return None
    yours = match["yours"] is not None  # Undercover Operative: "if you control that creature"
    return EntersWithCounters(
        counter=match["kind"], amount=amount, if_type=if_type, if_you_control_original=yours
    )


def _original_noun(noun: str) -> bool:
    """ "artifact, creature, enchantment, or land" / "nonlegendary creature you control"."""
    phrase, _ = split_controller(noun)
    if noun_phrase(phrase, plural=False) is not None:
        return True
    parts = re.split(r", or |, | or ", phrase)
    return len(parts) > 1 and all(noun_phrase(p, plural=False) is not None for p in parts)


#: "target ...", "up to one other target ...": an original the spell or ability targets.
_TARGETED = re.compile(r"(?:up to one )?(?:another |other )?target\b")

#: "target creature card exiled with ~" (Mimeoplasm, Dino DNA): a card in exile (607.2a).
_EXILED_WITH = re.compile(r"target (?P<noun>[a-z]+) card exiled with (?:~|it)")


def _target_original(words: str) -> str | None:
    """What a copy of "target ..." copies: ``"permanent"`` ("up to one other target
    creature", "target nontoken artifact you control with mana value X"), ``"card"`` (a
    creature card in a graveyard or exiled with the source), or ``None`` when not read."""
    if exiled := _EXILED_WITH.fullmatch(words):
        return "card" if exiled["noun"] == "creature" else None
    from engine.oracle.object_phrases import target_restrictions

    target = _TARGET_ORIGINAL.fullmatch(words)
    if target is not None and _original_noun(target["noun"]):
        # as below: only a target a scenario can check ("target Elemental you control" is
        # not read by the action reader, so a Bear could be copied: the copy stays unread)
        return "permanent" if target_restrictions(words) else None
    subject = read_subject(words)
    if subject is None or subject.affects.scope != "target" or subject.target is None:
        return None
    if not subject.target.zones:
        # a scenario checks the target with the action reader's restrictions: one it can't
        # read ("target creature token that entered the battlefield this turn") would let
        # any permanent be copied, so the copy stays unread (never a silent wrong answer)
        return "permanent" if target_restrictions(words) else None
    in_graveyard = subject.target.zones == ("graveyard",)
    if in_graveyard and subject.target.types == ("Creature",):
        return "card"
    return "card" if _card_kind(words) is not None else None  # Shifting Woodland


def _if_type(match: re.Match[str]) -> dict[str, Any] | None:
    """ "if it's a creature, it enters with ... and has changeling": the counters and keywords
    a copy has only when it is of that card type; ``None`` for any other exception."""
    card_type = CARD_TYPE_WORDS.get(match["type"])
    then = _exceptions(re.sub(r" and has ", " and it has ", match["then"]))
    if card_type is None or then is None:
        return None
    if then.model_copy(update={"enters_with": (), "extra_keywords": ()}) != CopyEffect():
        return None
    entering = tuple(e.model_copy(update={"if_type": card_type}) for e in then.enters_with)
    if any(e.if_type is not None for e in then.enters_with):
        return None
    fields: dict[str, Any] = {"enters_with": entering} if entering else {}
    if then.extra_keywords:
        fields.update(extra_keywords=then.extra_keywords, keywords_if_type=card_type)
    return fields


#: The plural words of several copies' exceptions ("except they're not legendary", "except
#: those creatures aren't legendary") and the singular ones the exceptions are read in: the
#: same exceptions hold for each copy (707.9b).
_EACH_COPY = (
    (r"\b(?:they|those (?:creatures|tokens))(?:'re| are) not\b|\b(?:they|those (?:creatures"
     r"|tokens)) aren't\b", "it isn't"),
    (r"\b(?:they|those (?:creatures|tokens))(?:'re| are)\b", "it's"),
    (r"\b(?:they|those (?:creatures|tokens)) have\b", "it has"),
    (r"\btheir other\b", "its other"),
    (r"\b(\d+/\d+) creatures in addition\b", r"\1 creature in addition"),
    (r"\bit's (\d+/\d+ creature in addition)\b", r"it's a \1"),
)  # fmt: skip


def _each_copy(text: str) -> str:
    for plural, singular in _EACH_COPY:
        text = re.sub(plural, singular, text)
    return text


#: The copy itself, as the exceptions name it: "the token has flying", "the copy isn't
#: legendary", "he has hexproof" (a planeswalker's pronoun, Oko).
_SAME_COPY = re.compile(r"\b(?:the token|the copy|he|she)(?= (?:is|isn't|has)\b)")

#: "it's a 0/2 Thopter artifact creature with flying in addition to its other types": the
#: keywords it has, said as a separate exception ("... and it has flying", 707.9b).
_WITH_KEYWORDS = re.compile(
    r"(?P<it>it's an? [^,\"]+?) with (?P<keywords>(?:[a-z]+(?: \d+)?(?:, | and |, and )?)+?)"
    r"(?P<addition> in addition to its other (?:colors and )?types)?(?=,| and |$)"
)

#: "it's an artifact and it loses all other card types", "it's a 6/6 green Dinosaur
#: creature", "it's a Vehicle artifact": a card type named without "in addition to its other
#: types" is the copy's only card type (205.1a); its subtypes, colors and size are set too.
_CARD_TYPES_SET = re.compile(
    r"(?:^|,? (?:and )?)it's (?P<spec>an? (?!.*\bin addition\b)[^,\"]+?)(?=,| and it\b|$)"
)
_LOSES_CARD_TYPES = re.compile(r",? and (?:it )?loses all other card types(?=,| and |$)")


def _card_types_set(found: re.Match[str]) -> dict[str, Any] | None:
    """The copiable values "it's a 6/6 green Dinosaur creature" sets (707.9b): its card types
    (205.1a), subtypes, colors and size; ``None`` for words that are no such values or that
    name no card type ("it's a 1/1 green Frog" is read by :func:`_exceptions` itself)."""
    spec = _COPY_EXCEPTION.fullmatch(found["spec"])
    words = type_words(spec["words"]) if spec else None
    if spec is None or words is None or not words[1]:
        return None
    colors, types, subtypes, colorless = words
    fields: dict[str, Any] = {"except_types": tuple(types)}
    if subtypes:
        fields["except_subtypes"] = tuple(subtypes)
    if colors or colorless:
        fields["except_colors"] = tuple(colors)
    if spec["power"]:
        fields["except_power"] = int(spec["power"])
        fields["except_toughness"] = int(spec["toughness"])
    return fields


def _exceptions(text: str | None) -> CopyEffect | None:
    """The exceptions (707.9b) as a :class:`CopyEffect`, or ``None`` if one is not read;
    counters it enters with are ``enters_with``."""
    if text is None:
        return CopyEffect()
    fields: dict[str, Any] = {}
    conditional = _IF_TYPE.search(text)
    if conditional:
        only_if = _if_type(conditional)
        if only_if is None:
            return None
        fields.update(only_if)
        text = text[: conditional.start()]
    text = _SAME_COPY.sub("it", text).replace("it is ", "it's ")
    text = _each_copy(text)
    # "it's a Food artifact with "..."", "gains haste, and has "...": what the copy has
    text = re.sub(r" with (?=\")", " and it has ", text)
    text = re.sub(r"(?:^|(?<=, )|(?<=, and ))(?:it )?(?:gains|has) (?=[a-z\"])", "it has ", text)
    quoted = re.findall(r"\"([^\"]+)\"", text)  # quoted abilities it has (707.9b)
    if quoted:
        fields["extra_granted"] = tuple(quoted)
        text = re.sub(r" +", " ", re.sub(r"(?:,? and |, )?\"[^\"]+\"", "", text)).strip()
        text = re.sub(r"(?:^|,? (?:and )?)it has(?=,| and |$)", "", text)
    entering = [_enters_with(match) for match in _ENTERS_WITH.finditer(text)]
    if entering:
        if None in entering:
            return None
        fields["enters_with"] = (
            *fields.get("enters_with", ()),
            *(e for e in entering if e is not None),
        )
    text = _ENTERS_WITH.sub("", text)
    # "it has flying and this ability", "it's 0/0 and has this ability": the same exception
    text = re.sub(
        r"\b(?:it )?has ([a-z ]+?) and this ability\b", r"it has \1 and it has this ability", text
    )
    text = re.sub(r"(?<!it) has this ability\b", " it has this ability", text)
    if re.search(r"\bit has this ability\b", text):
        fields["extra_granted"] = (*fields.get("extra_granted", ()), THIS_ABILITY)
        text = re.sub(r"(?:^|,? (?:and )?)it has this ability", "", text)
    text = _WITH_KEYWORDS.sub(r"\g<it>\g<addition> and it has \g<keywords>", text)
    lose = _LOSES_CARD_TYPES.search(text)  # says again what naming a card type does
    text = _LOSES_CARD_TYPES.sub("", text)
    card_types = _CARD_TYPES_SET.search(text)
    if card_types is not None and (set_types := _card_types_set(card_types)) is not None:
        fields.update(set_types)
        text = text[: card_types.start()] + text[card_types.end() :]
    elif lose:
        return None
    own_abilities = re.search(r"(?:^|,? (?:and )?)it has (?:~'s|its) other abilities(?=,|$)", text)
    if own_abilities:  # Sakashima of a Thousand Faces, The Misty Stepper (707.9b)
        fields["keeps_other_abilities"] = True
        text = text[: own_abilities.start()] + text[own_abilities.end() :]
    own_color = re.search(
        r"(?:^|,? (?:and )?)it doesn't copy that (?:creature|permanent)'s colou?r(?=,|$)", text
    )
    if own_color:
        fields["keeps_color"] = True
        text = text[: own_color.start()] + text[own_color.end() :]
    supertypes = re.search(
        r"(?:^|,? (?:and )?)it's (?P<words>(?:legendary|snow)(?: and (?:legendary|snow))?)"
        r"(?: in addition to its other types)?(?=,|$)",
        text,
    )
    if supertypes:  # "it's legendary and snow in addition to its other types"
        fields["extra_supertypes"] = tuple(w.title() for w in supertypes["words"].split(" and "))
        text = text[: supertypes.start()] + text[supertypes.end() :]
    text = re.sub(r"^(?:and )?|,? ?(?:and)?$", "", text.strip(" ,"))
    values = re.fullmatch(r"it's (?!.* in addition to )(\d+/\d+|an? [^,]+)", text)
    if values and (spec := _COPY_EXCEPTION.fullmatch(values.group(1))):
        # "it's a 1/1 green Frog": a set P/T, colors and creature types (707.9b)
        words = type_words(spec.group("words"))
        if words is None or words[1] or (words[3] and words[0]):
            return None
        colors, _, subtypes, colorless = words
        if spec.group("power"):
            fields["except_power"] = int(spec.group("power"))
            fields["except_toughness"] = int(spec.group("toughness"))
        if colors or colorless:
            fields["except_colors"] = tuple(colors)
        if subtypes:
            fields["except_subtypes"] = tuple(subtypes)
        return CopyEffect(**fields)
    if not text:
        return CopyEffect(**fields)
    copy = special_exceptions(text)
    if copy is None:
        return None
    if "extra_granted" in fields:
        fields["extra_granted"] = (*copy.extra_granted, *fields["extra_granted"])
    if "extra_keywords" in fields and copy.extra_keywords:
        return None  # keywords both with and without a card type's condition
    return copy.model_copy(update=fields)


def _next_to_enter(match: re.Match[str]) -> Reading | None:
    """A delayed replacement: the next permanents of a group to enter this turn enter as
    copies of the chosen one (614.1c, 614.12; Mystic Reflection, 712.13a's example)."""
    words = re.split(r",? or |, ", match.group("group"))
    types = [CARD_TYPE_PLURALS.get(word) for word in words]
    if not types or None in types:
        return None
    group = Filter(any_types=tuple(t for t in types if t is not None))
    copy = CopyEffect(next_to_enter=group)
    subject = Subject(Filter(scope="made"), group, "the next of them to enter")
    return Reading(subject, [copy], "end_of_turn", choice="copy", becomes_copy=True)


def _target_permanent(previous: Subject | None) -> bool:
    """Whether "it" is the target permanent an earlier sentence named ("Choose target land.
    Create three tokens that are copies of it"), not a card it exiled (607.2a)."""
    return (
        previous is not None
        and previous.affects.scope == "target"
        and previous.words != EXILED_CARD_WORDS
        and not (previous.target or Filter()).zones
    )


def static_change(quoted: str) -> bool:
    """Whether a quoted ability a copy has (707.9b) is a static one that changes
    characteristics ("This token gets +1/+1 for each Construct you control"): kept as words
    only, it would not work on the copy, so such a copy is left unread (never silent)."""
    return quoted_summary(
        quoted
    ) == "a static ability (quoted on the card)" and is_characteristic_changing(quoted)


#: "Until your next turn, ~ becomes a copy of ..." (Volrath, the Shapestealer), "Until end of
#: turn, ~ becomes a copy of ..." (Mirror of the Forebears): the duration said first.
_DURATION_FIRST = re.compile(r"(?P<duration>until end of turn|until your next turn), (?P<rest>.+)")


def _duration_in_place(sentence: str) -> str:
    """A "becomes a copy" sentence with a duration said first, said with the duration after
    the original, where :data:`_BECOMES_COPY` reads it; other sentences as they are."""
    first = _DURATION_FIRST.fullmatch(sentence)
    found = _BECOMES_COPY.fullmatch(first["rest"]) if first else None
    if first is None or found is None or found["duration"]:
        return sentence
    rest, at = first["rest"], found.end("original")
    return f"{rest[:at]} {first['duration']}{rest[at:]}"


def read_copy(sentence: str, previous: Subject | None) -> Reading | None:
    """A copy sentence as a reading; ``None`` when it is not one of these templates."""
    lowered = sentence[:1].lower() + sentence[1:]
    if next_enter := _NEXT_TO_ENTER.fullmatch(lowered):
        return _next_to_enter(next_enter)
    if group_enters := _GROUP_ENTERS_AS_COPY.fullmatch(lowered):
        return _group_enters_as_copy(group_enters)
    enters = _ENTERS_AS_COPY.fullmatch(lowered)
    if enters:
        copy = _exceptions(enters.group("except"))
        kind = _card_kind(enters["noun"]) if _GRAVEYARD_CARD.fullmatch(enters["noun"]) else None
        if copy is None or not (kind or _original_noun(enters.group("noun"))):
            return None
        if kind is not None:  # Echoing Deeps: a card in a graveyard (707.2)
            copy = copy.model_copy(update={"from_card": True, "original_is": kind})
        if enters["tapped"]:  # it enters tapped as it enters as a copy (614.1c)
            copy = copy.model_copy(update={"enters_tapped": True})
        return Reading(Subject(Filter(scope="self")), [copy], choice="copy")
    match = _BECOMES_COPY.fullmatch(_duration_in_place(lowered))
    if match is None:
        return None
    copier = read_subject(match.group("subject")) or anaphor(match.group("subject"), previous)
    if copier is None:
        return None
    original = match.group("original")
    card = _CARD_ORIGINAL.fullmatch(original) or _EXILED_ORIGINAL.fullmatch(original)
    target = _target_original(original) if _TARGETED.match(original) else None
    if card is not None:
        if original == "that card" and (previous is None or previous.target is None):
            return None  # "that card" is one an earlier sentence of the ability named
    elif (
        target is None
        and not _OTHER_ORIGINAL.fullmatch(original)
        and not (original == "it" and _target_permanent(previous))
    ):  # "Choose target creature you control. Each other creature ... a copy of it"
        return None
    static = " is a copy of " in lowered or " are a copy of " in lowered
    if static and (match.group("duration") or "chosen" not in original):
        return None  # "is a copy of" is read only for a choice made as it entered
    copy = _exceptions(match.group("except"))
    if copy is None:
        return None
    if card is not None or target == "card":
        copy = copy.model_copy(update={"from_card": True})
    if target == "card" and (kind := _card_kind(original)) and kind.types != ("Creature",):
        copy = copy.model_copy(update={"original_is": kind})  # "target permanent card"
    if original.startswith("the sacrificed "):  # The Ever-Changing 'Dane
        copy = copy.model_copy(update={"sacrificed": True})
    duration = {
        " until end of turn": "end_of_turn",
        " until your next turn": "until_your_next_turn",
    }
    return Reading(
        copier,
        [copy],
        duration.get(match.group("duration") or ""),
        choice="copy",
        becomes_copy=not static,
    )
