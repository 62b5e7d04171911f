"""Token copies (707.2, 111.3): "create a token that's a copy of <original>" of a permanent
that stays where it is or of a card an ability exiled (607.2a), N or X of them, one of each
permanent of a group or of each target, tokens other players create, and populate (701.36a).

The original, as a scenario names it: a permanent (``CopyEffect(original="permanent")``,
``[copy: Name]`` or ``-> Name``) or a card put into exile (``original="exiled"``,
``[copy: Name]``). The exceptions (707.9b) are read by :mod:`engine.oracle.copies`, which
reads the other copy effects (becoming and entering as a copy).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from engine.cards import CopyEffect, Filter, Formula
from engine.oracle.copies import (
    _EXILED_ORIGINAL,
    _TARGETED,
    _exceptions,
    _original_noun,
    _target_original,
    _target_permanent,
)
from engine.oracle.predefined_tokens import predefined_token_names
from engine.oracle.references import EXILED_CARD_WORDS
from engine.oracle.subjects import Reading, Subject, read_group, read_subject
from engine.oracle.vocabulary import CARD_TYPE_WORDS, NUMBER_WORDS

#: "create a token that's a copy of <permanent>" (and populate's own words).
_TOKEN_COPY = re.compile(
    r"(?:you )?create (?:a token that(?:'s)? a copy|(?P<tokens>"
    + "|".join(NUMBER_WORDS)
    + r"|X) tokens that are copies) of (?P<original>.+?)(?:, except (?P<except>.+))?"
)


#: A permanent a token copy copies: the source, the trigger's object, what the source is
#: attached to, one sacrificed to pay the cost (as it last existed, 608.2h), a target, or a
#: permanent chosen as the ability resolves ("a creature you control", The Bean).
_PERMANENT_ORIGINAL = re.compile(
    r"~|that (?:creature|artifact|permanent)|(?:equipped|enchanted) creature"
    r"|the sacrificed (?:creature|artifact|permanent)"
    r"|(?:another )?target (?P<noun>[A-Za-z ,-]+?)|an? (?P<chosen>[a-z ,]+? you control)"
)


#: "Each player other than its controller creates a token that's a copy of it" (Fractured
#: Identity): the token copies are made by the other players (111.2).
_OTHER_PLAYERS_CREATE = re.compile(
    r"each player other than (?:its|that (?:creature|permanent)'s) controller creates"
    r" (?P<token>a token that's a copy of (?:it|that (?:creature|permanent))(?:, except .+)?)"
)


def _for_other_players(others: re.Match[str], previous: Subject | None) -> Reading | None:
    """A token copy of the permanent the ability named, one for each player other than its
    controller, each under that player's control (707.2, 111.2)."""
    token = _TOKEN_COPY.fullmatch(f"create {others['token']}")
    reading = _token_copy(token, previous) if token is not None else None
    copy = reading.effects[0] if reading is not None else None
    if reading is None or not isinstance(copy, CopyEffect) or copy.original != "permanent":
        return None
    return replace(reading, effects=[copy.model_copy(update={"for_other_players": True})])


#: "Populate", "Populate X times" (701.36a: each time, a token copy of a creature token you
#: control).
_POPULATE = re.compile(r"populate(?: (?P<times>two|three|four|five|X) times)?\.?")


def _populate(times: str | None) -> Reading:
    """Populate once or N times (701.36a): token copies of a creature token you control, the
    original checked as the scenario names it; X is the spell's X (``[x N]``, 107.3). Each
    time may copy another token: the scenario copies the one it names every time."""
    made = Filter(types=("Creature",), token=True, controller="you")
    copy = CopyEffect(token=True, original="permanent", original_is=made)
    if times == "X":
        copy = copy.model_copy(update={"tokens_counted": Formula(of="chosen_x")})
    elif times is not None:
        copy = copy.model_copy(update={"tokens": NUMBER_WORDS[times]})
    subject = Subject(Filter(scope="made"), made, "what it made")
    return Reading(subject, [copy], choice="copy")


#: "For each flip you won, create a token that's a copy of ..." (Mirror March, 705).
_FOR_EACH_FLIP = re.compile(r"for each flip you won, ")


#: "For each creature token you control, create a token that's a copy of that creature"
#: (Rhys the Redeemed, Second Harvest, Clone Legion): a token copy of each of a group;
#: "For each creature token on the battlefield, its controller creates a token that's a
#: copy of that creature" (Parallel Evolution): each made by the original's controller.
_FOR_EACH_COPY = re.compile(
    r"for each (?P<group>[^,]+?)(?: on the battlefield)?, (?:create|(?P<its>its controller)"
    r" creates) a token that's a copy of (?:it|that (?:creature|permanent|artifact|token))"
    r"(?:, except (?P<except>.+))?"
)


#: "Exile a creature card from your graveyard" (an instruction or a cost), "exile up to one
#: target non-Aura enchantment card from your graveyard": the card "it" and "that card" mean
#: next (607.2a), which a token copy copies (The Scarab God's, Mordor on the March).
_EXILES_A_CARD = re.compile(
    r"\bexile (?:an?|(?:up to one )?target) (?P<what>[a-z -]+?) card (?:with [^.,]+ )?"
    r"from (?:a|your|an opponent's) graveyard\b",
    re.I,
)


#: "Choose a creature card exiled with ~ with mana value X" (Valki), "Choose a card at random
#: you exiled with cards named ~" (Volatile Chimera): a card in exile "that card" means next.
_CHOOSES_AN_EXILED_CARD = re.compile(
    r"choose an? (?P<what>[a-z -]*?)card\b[^.]*\bexiled with\b", re.I
)


def exiled_card(text: str | None) -> Subject | None:
    """The card a sentence or a cost exiles from a graveyard (or chooses among the cards the
    source exiled), as "the exiled card"; its card type, when the words name one, is the
    type of a token copy of it."""
    found = _EXILES_A_CARD.search(text or "") or _CHOOSES_AN_EXILED_CARD.match(text or "")
    if found is None or re.search(r"\b(?:cards|and/or|or)\b", found["what"]):
        return None
    last = found["what"].strip().casefold().split(" ")[-1]
    types = (CARD_TYPE_WORDS[last],) if last in CARD_TYPE_WORDS else ()
    return Subject(Filter(scope="target"), Filter(types=types), EXILED_CARD_WORDS)


def _chosen_permanent(previous: Subject | None) -> Filter | None:
    """What "it" must be after a sentence that chose a permanent as the ability resolves
    ("Choose an artifact or creature you control. Create a token that's a copy of it",
    608.2d): the kind the choice names, which the scenario's original is checked against."""
    if previous is None or previous.affects.scope != "chosen" or previous.target is None:
        return None
    return previous.target.model_copy(update={"scope": "all"})


def _original_kind(noun: str) -> Filter | None:
    """ "a creature you control" a token copy copies, chosen as it resolves: its kind."""
    fields = read_group(noun, plural=False)
    return Filter(**fields) if fields is not None else None


def _exiled_before(original: str, previous: Subject | None) -> bool:
    """ "it" / "that card" after a sentence that exiled a target card (The Scarab God,
    Anikthea): the card in exile (607.2a), which the scenario names with ``[copy: Name]``."""
    return (
        original in ("it", "that card")
        and previous is not None
        and previous.words == EXILED_CARD_WORDS
    )


def _token_copy(token: re.Match[str], previous: Subject | None) -> Reading | None:
    """ "create a token that's a copy of ..." / "create X tokens that are copies of ..."
    (707.2, 111.3): of a permanent that stays, or of a card an ability exiled; X is the X
    the ability's cost chose (107.3), stated in a scenario with ``[x N]``."""
    exiled_before = _exiled_before(token.group("original"), previous)
    exiled = exiled_before or _EXILED_ORIGINAL.fullmatch(token.group("original")) is not None
    words = token.group("original")
    of = _PERMANENT_ORIGINAL.fullmatch(words)
    chosen = _chosen_permanent(previous) if words == "it" else None
    named = words == "it" and (_target_permanent(previous) or chosen is not None)
    targeted = _target_original(words) if _TARGETED.match(words) else None
    if _TARGETED.match(words) and targeted is None and not exiled:
        return None  # a target no scenario can check ("target Elemental you control")
    exiled = exiled or targeted == "card"
    noun = of["noun"] or of["chosen"] if of is not None else None
    if not (exiled or named or targeted) and (
        of is None or (noun is not None and not _original_noun(noun))
    ):
        return None
    copy = _exceptions(token.group("except"))
    if copy is None:
        return None
    original = "exiled" if exiled else "permanent"
    update: dict[str, Any] = {"token": True, "original": original}
    if targeted == "card" and " graveyard" in words:  # Feldon: a copy of a card where it lies
        update["from_card"] = True
    update["sacrificed"] = words.startswith("the sacrificed ")  # Cleaver Skaab
    update["itself"] = words == "~"  # Myr Propagator
    if of is not None and of["chosen"]:  # "a creature you control" (The Bean)
        update["original_is"] = _original_kind(of["chosen"])
    elif chosen is not None:
        update["original_is"] = chosen
    elif named and previous is not None and previous.target is not None:
        # "Choose target enchantment you control. Create a token that's a copy of it": the
        # target's kind, which the original a scenario names must be (115.1)
        update["original_is"] = previous.target.model_copy(update={"scope": "all"})
    if token.group("tokens") == "X":
        update["tokens_counted"] = Formula(of="chosen_x")
    else:  # "two tokens that are copies"
        update["tokens"] = NUMBER_WORDS.get(token.group("tokens") or "", 1)
    copy = copy.model_copy(update=update)
    made = previous.target if exiled_before and previous and previous.target else Filter()
    subject = Subject(Filter(scope="made"), made, "what it made")
    return Reading(subject, [copy], choice="copy")


def _copy_of_each(each: re.Match[str]) -> Reading | None:
    """One token copy of each permanent of a group (707.2, 111.3), the group locked in as
    the spell or ability resolves (611.2c); ``None`` for a group that is not permanents."""
    group = read_subject(f"each {each['group']}")
    copy = _exceptions(each["except"])
    if group is None or group.affects.scope != "all" or group.affects.zones or copy is None:
        return None  # cards in a graveyard (Grist) are no permanents to copy here
    update = {"token": True, "original": "permanent", "for_each": group.affects}
    if each["its"]:  # the original's controller creates it (111.2)
        update["by_its_controller"] = True
    subject = Subject(Filter(scope="made"), Filter(), "what it made")
    return Reading(subject, [copy.model_copy(update=update)], choice="copy")


#: "Choose any number of target creatures you control. For each of them, create a token
#: that's a copy of that creature, except it has haste" (Twinflame, Hate Mirage): a token
#: copy of each target the sentence before chose.
_FOR_EACH_TARGET = re.compile(
    r"for each (?:of (?:them|those creatures)|(?:creature|artifact|permanent) chosen this way),"
    r" create a token that's a copy of (?:it|that creature)(?:, except (?P<except>.+))?"
)

#: "For each of X target permanents, create X tokens that are copies of that permanent"
#: (Doppelgang): the targets chosen in the same sentence, N or X token copies of each.
_FOR_EACH_OF_TARGETS = re.compile(
    r"for each of (?P<targets>(?:up to )?(?:X|two|three|four|five) target [a-z ]+?), create"
    r" (?:a token that's a copy|(?P<tokens>X|two|three|four|five) tokens that are copies) of"
    r" that (?:creature|permanent|artifact)(?:, except (?P<except>.+))?"
)


def _copy_of_each_target(each: re.Match[str], previous: Subject | None) -> Reading | None:
    """One token copy of each target (707.2, 115.1): the targets are the spell's, named with
    ``-> A, B`` and checked by the sentence that chose them."""
    copy = _exceptions(each["except"])
    if copy is None or previous is None or previous.affects.scope != "target":
        return None
    if previous.target is None or previous.target.zones:
        return None  # cards in a graveyard are no permanents to copy here
    update = {"token": True, "original": "permanent", "for_each": previous.affects}
    return Reading(previous, [copy.model_copy(update=update)], choice="copy")


def _copies_of_each_target(each: re.Match[str]) -> Reading | None:
    """N or X token copies of each target the same sentence chooses (707.2, 115.1): the
    targets named with ``-> A, B`` (``[x N]`` says X, 107.3, and how many to name)."""
    targets = read_subject(each["targets"])
    if targets is None or targets.affects.scope != "target" or targets.target is None:
        return None
    reading = _copy_of_each_target(each, targets)
    copy = reading.effects[0] if reading is not None else None
    if reading is None or not isinstance(copy, CopyEffect) or each["tokens"] is None:
        return reading
    if each["tokens"] == "X":
        return replace(reading, effects=[copy.model_copy(update={"tokens_counted": _X})])
    return replace(
        reading, effects=[copy.model_copy(update={"tokens": NUMBER_WORDS[each["tokens"]]})]
    )


#: "create X tokens": the X the spell's or ability's cost chose (107.3), ``[x N]``.
_X = Formula(of="chosen_x")


#: "For each creature card exiled this way, create a token that's a copy of it" (Hour of
#: Eternity, Foggy Swamp Visions): a token copy of each card the ability exiled (607.2a).
_FOR_EACH_EXILED = re.compile(
    r"for each (?:creature )?card exiled this way, create a token that's a copy of"
    r" (?:it|that card)(?:, except (?P<except>.+))?"
)

#: "Exile X target creature cards from your graveyard": an ability that exiles cards, which
#: "for each card exiled this way" then copies.
_EXILES_CARDS = re.compile(
    r"\bexile (?:x|two|three|up to (?:x|two|three)|any number of) target [a-z -]*cards from"
    r" (?:a|your|an opponent's) graveyards?\b|\bexile [^.]*cards? from (?:graveyards|a"
    r" graveyard|your graveyard)\b",
    re.I,
)


def exiles_cards(text: str) -> bool:
    """Whether an ability's text exiles a card or cards from a graveyard itself (a spell's
    token copy of such a card is one the scenario can name, ``[copy: Name]``)."""
    return exiled_card(text) is not None or _EXILES_CARDS.search(text) is not None


def _copy_of_each_card(each: re.Match[str]) -> Reading | None:
    """One token copy of each card the ability exiled (707.2), each named in a scenario with
    its own ``[copy: Name]``."""
    copy = _exceptions(each["except"])
    if copy is None:
        return None
    update = {"token": True, "original": "exiled", "of_each_card": True}
    subject = Subject(Filter(scope="made"), Filter(), "what it made")
    return Reading(subject, [copy.model_copy(update=update)], choice="copy")


#: A card the text names ("a copy of Emrakul, the Promised End"): capitalised words that are
#: no other original and name no second token ("a copy of Krark, the Thumbless and a token
#: that's a copy of Krark's Thumb" is two copies).
_NAMED_CARD = re.compile(r"[A-Z](?![^.\"]* (?:copy|copies) of )[^.\"~]*")


def _copy_of_named_card(token: re.Match[str]) -> Reading | None:
    """A token copy of a card the text names (707.2: the card's printed values, which the
    scenario takes from the card index); one without exceptions only, else ``None``."""
    if token["except"] is not None:
        return None
    copy = CopyEffect(token=True, original="permanent", original_name=token["original"])
    if token["tokens"] is not None:
        copy = copy.model_copy(update={"tokens": NUMBER_WORDS.get(token["tokens"], 0)})
    if not copy.tokens:
        return None  # "X tokens": not read for a named card
    subject = Subject(Filter(scope="made"), Filter(), "what it made")
    return Reading(subject, [copy], choice="copy")


#: "Create a Tarmogoyf token" (Disa the Restless, Mutable Explorer): a token named by a card,
#: with no other characteristics given, has that card's (111.11); a predefined token's name
#: (111.10: Treasure, Clue, a Role ...) is not a card's.
_TOKEN_BY_NAME = re.compile(
    r"(?:you )?create (?P<tokens>a|an|one|two|three) (?P<tapped>tapped )?"
    r"(?P<original>[A-Z][\w',-]*(?: (?:[A-Z][\w',-]*|of|the))*) tokens?\.?"
)


def _token_by_name(token: re.Match[str]) -> Reading | None:
    """111.11: the token has the named card's characteristics, its printed values (707.2)."""
    name = token["original"]
    if name in predefined_token_names() or name.endswith(" Role"):
        return None
    count = 1 if token["tokens"] in ("a", "an") else NUMBER_WORDS[token["tokens"]]
    copy = CopyEffect(
        token=True, original="permanent", original_name=name, tokens=count,
        enters_tapped=bool(token["tapped"]),
    )  # fmt: skip
    return Reading(Subject(Filter(scope="made"), Filter(), "what it made"), [copy], choice="copy")


#: "For each opponent, you create a token that's a copy of up to one target creature that
#: player controls" (Elminster's Simulacrum): a target for each opponent (115.1).
_FOR_EACH_OPPONENT = re.compile(
    r"for each opponent, (?P<token>(?:you )?create a token that's a copy of (?P<target>(?:up to"
    r" one )?target [a-z ]+?)) that player controls(?P<rest>, except .+)?"
)


def _copy_per_opponent(each: re.Match[str]) -> Reading | None:
    """A token copy of a target each opponent controls, one target for each opponent
    (115.1): read as "target ... an opponent controls", ``CopyEffect.per_opponent``; the
    original the scenario names is checked against it (``original_is``, 707.2)."""
    words = f"{each['token']} an opponent controls{each['rest'] or ''}"
    token = _TOKEN_COPY.fullmatch(words)
    reading = _token_copy(token, None) if token is not None else None
    copy = reading.effects[0] if reading is not None else None
    target = read_subject(f"{each['target']} an opponent controls")
    if reading is None or not isinstance(copy, CopyEffect) or copy.original != "permanent":
        return None
    if target is None or target.target is None:
        return None
    kind = target.target.model_copy(update={"scope": "all"})
    update = {"per_opponent": True, "original_is": kind}
    return replace(reading, effects=[copy.model_copy(update=update)])


#: "If you exiled a card this way, create a token that's a copy of that card" (Ardyn, the
#: Usurper), "If you do, ..." after a sentence that exiled "up to one target ... card": the
#: token copies the card exiled, and there is none when no card was (the scenario's
#: ``[copy: Name]`` names the card it exiled, 607.2a).
_IF_EXILED = re.compile(
    r"if you (?:do|exiled a card this way), (?=create a token that's a copy of (?:it|that card)\b)"
)


def read_token_copy(sentence: str, previous: Subject | None) -> Reading | None:
    """A token copy sentence as a reading; ``None`` when it is not one of these templates."""
    lowered = sentence[:1].lower() + sentence[1:]
    if_exiled = _IF_EXILED.match(lowered)
    if if_exiled and previous is not None and previous.words == EXILED_CARD_WORDS:
        lowered = lowered[if_exiled.end() :]
    if populate := _POPULATE.fullmatch(lowered):
        return _populate(populate["times"])
    flips = _FOR_EACH_FLIP.match(lowered)
    if flips:  # the scenario states the number of flips won as X (705)
        reading = read_token_copy(lowered[flips.end() :], previous)
        copy = reading.effects[0] if reading is not None else None
        if reading is None or not isinstance(copy, CopyEffect) or not copy.token:
            return None
        counted = Formula(of="chosen_x", fact="the number of flips you won")
        return replace(reading, effects=[copy.model_copy(update={"tokens_counted": counted})])
    if each_card := _FOR_EACH_EXILED.fullmatch(lowered):
        return _copy_of_each_card(each_card)
    if of_targets := _FOR_EACH_OF_TARGETS.fullmatch(lowered):
        return _copies_of_each_target(of_targets)
    if each_target := _FOR_EACH_TARGET.fullmatch(lowered):
        return _copy_of_each_target(each_target, previous)
    if each := _FOR_EACH_COPY.fullmatch(lowered):
        return _copy_of_each(each)
    token = _TOKEN_COPY.fullmatch(lowered)
    if token and _NAMED_CARD.fullmatch(token["original"]):
        return _copy_of_named_card(token)
    if token:
        return _token_copy(token, previous)
    if by_name := _TOKEN_BY_NAME.fullmatch(lowered):
        return _token_by_name(by_name)
    if per_opponent := _FOR_EACH_OPPONENT.fullmatch(lowered):
        return _copy_per_opponent(per_opponent)
    if others := _OTHER_PLAYERS_CREATE.fullmatch(lowered):
        return _for_other_players(others, previous)
    return None
