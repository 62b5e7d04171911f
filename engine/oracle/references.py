"""References back: what "it", "that creature" or "the exiled card" means after a sentence
that named something (a target, what an ability made, counters put on a group, 608.2c).
"""

from __future__ import annotations

import re

from engine.cards import (
    Filter,
)
from engine.oracle.subjects import Subject, read_group, read_subject
from engine.oracle.vocabulary import CARD_TYPE_WORDS, SELF

_ONE_TARGET = re.compile(
    r"\b((?:up to (?:one|two|three|four|five|six|[xX]) |one or two |two |three |[xX] "
    r"|any number of |one or more )?"
    r"(?:another )?target [A-Za-z]+(?: you control| an opponent controls| you don't control)?)"
    r"(?! card| or|')\b"
)


#: "Choose target artifact creature you control." (March of Progress): a sentence that only
#: chooses a target, read whole when the subject reader reads it.
_CHOOSES_TARGET = re.compile(r"choose ((?:up to one |another )?target [a-z ]+?)\.?")


#: "~ deals 5 damage to target creature or planeswalker. That permanent loses ...": a target
#: of either type (``None`` when the pair does not read, e.g. "creature or player").
_EITHER_TARGET = re.compile(
    r"\b(target [a-z]+ or [a-z]+(?: you control| an opponent controls| you don't control)?)"
    r"\b(?! card)"
)


#: "Put a +1/+1 counter on each creature you control. They gain ..." / "Untap all creatures
#: you control. They gain ...": the group, locked as the spell resolves (611.2c), is what
#: "they" and "those creatures" mean next.
_EACH_GROUP = re.compile(
    r"(?:put|distribute) [^.]*? counters? on (each [^.]+?)\.?|(?:un)?tap (all [^.]+?)\.?"
)


#: "Draw a card for each Wizard you control. They each get ...": with no target and nothing
#: made, the group the sentence counts is what "they" / "those creatures" mean next,
#: locked as the spell or ability resolves (611.2c).
_COUNTED_GROUP = re.compile(r"[^.]*? for (each (?:other )?[^.]+?)\.?")


#: "Put a +1/+1 counter on a creature you control." / "Choose a creature you control.": an
#: object chosen as the spell or ability resolves, not targeted (608.2d), which "it" means next.
_CHOSEN = re.compile(
    r"(?:choose|put (?:a|an|one|two|three|four|five|\d+) [+\w/-]+ counters? on) "
    r"(?:a|an|up to one) (?P<what>[A-Za-z ]+?)\.?"
)


#: "Enchanted creature can't attack or block.": a rule about the permanent an Aura or
#: Equipment is attached to, which "it" means in the next sentence.
_ATTACHED_RULE = re.compile(
    r"((?:enchanted|equipped) (?:creature|permanent|land|artifact|planeswalker)) "
    r"(?:can't|doesn't|attacks|blocks)\b"
    r"|(?:un)?tap ((?:enchanted|equipped) (?:creature|permanent|land|artifact))\.?$"
)


_ON_ITSELF = re.compile(
    r"(?:put (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|x|\d+) [+\w/-]+ "
    r"counters? on|tap|untap) ~\.?"
)


#: "Remove an oil counter from ~: It gains ...": a cost that acts on the source while it
#: stays on the battlefield makes it what "it" means in the effect's first sentence (602.1).
_COST_ON_ITSELF = re.compile(r"\b(?:[Rr]emove [^,:]+ from|[Pp]ut [^,:]+ on) ~(?:,|$)")


def cost_subject(cost: str | None) -> Subject | None:
    """The source, when an activated ability's cost acts on it and leaves it in place."""
    if cost is None or not _COST_ON_ITSELF.search(cost):
        return None
    return read_subject(SELF)


#: "Create a token ..." / "Return target creature card ... to the battlefield" / "put it
#: onto the battlefield": what "it" and "they" mean in the next sentence (scope ``made``).
_MAKES = re.compile(
    r"(?:^|, then |, | and )(?:you may |you )?(?:create|return|put)\b[^.]*?"
    r"(?:\btokens?\b|\b(?:to|onto) the battlefield\b)"
)


_MADE_TYPE = re.compile(r"\b(artifact|creature|enchantment|land|planeswalker) (?:card|token)s?\b")
_TYPE_LIST = re.compile(r"\b(?:artifact|creature|enchantment|land|planeswalker),? (?:and/)?or $")


def _made(lowered: str) -> Subject | None:
    """What a sentence that creates tokens or puts cards onto the battlefield made (not
    face down: "They're 5/5 artifact creatures" is then a face-down value, 708.2a)."""
    if not _MAKES.search(lowered) or "face down" in lowered:
        return None
    kind = _MADE_TYPE.search(lowered)
    if kind and _TYPE_LIST.search(lowered[: kind.start()]):  # "an artifact, creature, or land
        kind = None  # card": any of them, so no one card type is known
    made = Filter(types=(CARD_TYPE_WORDS[kind.group(1)],)) if kind else Filter()
    words = "the token it created" if re.search(r"\btokens?\b", lowered) else "what it made"
    return Subject(Filter(scope="made"), made, words)


#: "Exile target creature card from a graveyard": "it" / "that card" in the next sentence
#: is that card, in exile (The Scarab God's token copy).
_EXILES_TARGET_CARD = re.compile(
    r"exile target (?P<what>[A-Za-z, ]+?) card (?:with [^.]+ )?from (?:a|your|an opponent's) "
    r"graveyard(?: [^.]+)?\.?"
)


EXILED_CARD_WORDS = "the exiled card"


def _exiled_card(what: str) -> Subject:
    """The target card an ability exiled; its card type, when one is named, is the type of
    a token copy of it."""
    last = what.split(" ")[-1]
    types = (CARD_TYPE_WORDS[last],) if last in CARD_TYPE_WORDS else ()
    return Subject(Filter(scope="target"), Filter(types=types), EXILED_CARD_WORDS)


#: "Target creature can't be the target of spells ...", "becomes the target of": the noun
#: for what a spell is aimed at, no target of this sentence (115.1).
_TARGET_NOUN = re.compile(r"\bthe target of\b")


def named_target(sentence: str) -> Subject | None:
    """The one target a sentence names, or what it put onto the battlefield, so "It gains
    flying" in the next sentence can refer to it; ``None`` when there are several
    targets or none."""
    lowered = sentence[:1].lower() + sentence[1:]
    if " face down" in lowered:  # "It's a 2/2 Cyberman" is then a face-down value (708.2a)
        return None
    if made := _made(lowered):
        return made
    if attached := _ATTACHED_RULE.match(lowered):  # "Enchanted creature can't block. It ..."
        return read_subject(attached.group(1) or attached.group(2))  # or "untap enchanted ..."
    if _ON_ITSELF.fullmatch(lowered):  # "Put a +1/+1 counter on ~. It gains ...": the source
        return read_subject(SELF)
    if exiled := _EXILES_TARGET_CARD.fullmatch(lowered):
        return _exiled_card(exiled.group("what"))
    if "target" not in lowered and (each := _EACH_GROUP.fullmatch(lowered)):
        return read_subject(each.group(1) or each.group(2))
    if "target" not in lowered and (chosen := _CHOSEN.fullmatch(lowered)):
        fields = read_group(chosen["what"], plural=False)
        if fields is None:
            return None
        return Subject(Filter(scope="chosen"), Filter(**fields), "the one chosen as it resolves")
    if "target" not in lowered and (counted := _COUNTED_GROUP.fullmatch(lowered)):
        group = read_subject(counted.group(1))
        return group if group is not None and group.affects.scope == "all" else None
    if _TARGET_NOUN.sub("", lowered).casefold().count("target") != 1:
        return None
    if (chosen := _CHOOSES_TARGET.fullmatch(lowered)) and (whole := read_subject(chosen[1])):
        return whole  # "Choose target artifact creature you control.": every word of it
    if either := _EITHER_TARGET.search(lowered):  # read whole, never as its first type
        return read_subject(either.group(1))
    match = _ONE_TARGET.search(lowered)
    if match is None:
        return None
    if re.match(r", [a-z]+,? (?:or|and) ", lowered[match.end(1) :]):
        return None  # "target artifact, creature, or land": a list, never its first type
    found = read_subject(match.group(1))
    if found is None:  # "up to one target noncreature land you control": the longest reading
        words = lowered[match.start(1) :].rstrip(".").split(",")[0].split(" ")
        for end in range(len(words), 0, -1):
            if (found := read_subject(" ".join(words[:end]))) is not None:
                break
    return found
