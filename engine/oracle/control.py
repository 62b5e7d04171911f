"""Control given to another player (108.4, 613.1b): "Target player gains control of ~",
"Target player gains control of target permanent you control", "The player to your right
gains control of ~", and "That player gains control of ~" / "They gain control of ~" after
the sentence that named that player.

The player is not an object, so what the sentence says of them is the effect's
:attr:`~engine.cards.ControlEffect.to_player`: the scenario names the player as the spell
or ability resolves (``-> opp``), and the layer system gives the objects to that player.

>>> reading = read_control("target player gains control of ~", None)
>>> reading.subject.affects.scope, reading.effects[0].to_player
('self', 'player')
>>> named_before("They gain control of ~.", ["It deals 2 damage to target opponent.",
...     "They gain control of ~."])
'Another player gains control of ~.'
>>> trigger_player("At the beginning of each opponent's upkeep",
...     "that player gains control of equipped creature until end of turn.")
'another player gains control of equipped creature until end of turn.'
"""

from __future__ import annotations

import re
from typing import Literal

from engine.cards import ControlEffect, Filter
from engine.oracle.subjects import Reading, Subject, anaphor, read_subject, zone_group

#: Who gains control, as the sentence names them (see ControlEffect.to_player).
_GAINER = re.compile(
    r"(?P<who>target player other than ~'s owner|target player|another player"
    r"|the player to your right) gains control of (?P<what>.+)"
)
_TO_PLAYER: dict[str, Literal["player", "another", "not_owner", "right"]] = {
    "target player": "player",
    "another player": "another",
    "target player other than ~'s owner": "not_owner",
    "the player to your right": "right",
}
#: The kinds of objects a player can be given here: the source, one target, or what the
#: source is attached to ("that player gains control of equipped creature").
_GIVEN = ("self", "target", "attached")


#: "Gain control of target noncreature spell" (Commandeer): a spell on the stack.
_SPELL = re.compile(r"(?:you )?gain control of target (?P<spell>[a-z ]*spell)")


#: "For each opponent, gain control of [up to one] target creature that player controls
#: [with mana value 3 or less]": one target among each opponent's permanents.
_EACH_OPPONENT = re.compile(
    r"for each opponent, gain control of (?P<what>(?:up to one )?target [a-z ,]+?) that player "
    r"controls(?P<rest>(?: with [a-z ]+ \d+ or (?:less|greater))?)"
)


#: "Gain control of target creature of an opponent's choice they control" (Evangelize): the
#: opponent picks the target (115.1), one they control; the scenario names it with ``->``.
_OPPONENTS_CHOICE = re.compile(
    r"(?:you )?gain control of target (?P<what>[a-z ]+?) of an opponent's choice they control"
)


#: "You and target opponent each gain control of all creatures the other controls" (Twist
#: Allegiance; "that opponent" after the sentence that targeted one, Reins of Power).
_SWAP = re.compile(
    r"you and (?:target|that) opponent (?:each )?gain control of all (?P<what>[a-z ]+?) the other "
    r"controls"
)


#: "Each player gains control of each land they own that you control" (Herald of Leshrac):
#: what the ability's controller controls goes back to its owners (108.3).
_BACK_TO_OWNERS = re.compile(
    r"each player gains control of each (?P<what>[a-z ]+?) they own that you control"
)


#: "Gain control of all Dragons, then untap all Dragons" (Karrthus): the untap is a one-shot
#: part (engine.oracle.actions) of the same group, or of "them".
_THEN_UNTAP = re.compile(
    r"(?:you )?gain control of (?P<what>all .+?), then untap (?:them|(?P<again>all .+))"
)


def read_control(sentence: str, previous: Subject | None) -> Reading | None:
    """Another player gains control of the source, of one target or of the permanent the
    source is attached to, for as long as the sentence's duration says (indefinitely
    without one, 611.2a); you gain control of a target spell (its controller changes on
    the stack, 613.1b); ``None`` for any other sentence."""
    lowered = sentence[:1].lower() + sentence[1:]
    if (spell := _SPELL.fullmatch(lowered)) is not None:
        group = zone_group(spell["spell"])
        if group is None or group.zones != ("stack",):
            return None
        words = f"target {spell['spell']}"
        return Reading(Subject(Filter(scope="target"), group, words), [ControlEffect()])
    if (chosen := _OPPONENTS_CHOICE.fullmatch(lowered)) is not None:
        subject = read_subject(f"target {chosen['what']} an opponent controls")
        return None if subject is None else Reading(subject, [ControlEffect()])
    if (swap := _SWAP.fullmatch(lowered)) is not None:
        swapped = read_subject(f"all {swap['what']}")
        if swapped is None or swapped.affects.scope != "all" or swapped.affects.controller:
            return None
        return Reading(swapped, [ControlEffect(to_player="another", swap=True)])
    if (owners := _BACK_TO_OWNERS.fullmatch(lowered)) is not None:
        yours = read_subject(f"each {owners['what']} you control")
        if yours is None or yours.affects.scope != "all" or yours.affects.controller != "you":
            return None
        return Reading(yours, [ControlEffect(to_owner=True)])
    if (untap := _THEN_UNTAP.fullmatch(lowered)) is not None:
        if untap["again"] not in (None, untap["what"]):
            return None
        stolen = read_subject(untap["what"])
        if stolen is None or stolen.affects.scope != "all":
            return None
        return Reading(stolen, [ControlEffect()])
    if (each := _EACH_OPPONENT.fullmatch(lowered)) is not None:
        subject = read_subject(f"{each['what']} an opponent controls{each['rest']}")
        if subject is None or subject.affects.scope != "target":
            return None
        return Reading(subject, [ControlEffect(per_opponent=True)])
    match = _GAINER.fullmatch(lowered)
    if match is None:
        return None
    what = match["what"]
    to_player = _TO_PLAYER[match["who"]]
    if to_player == "not_owner" and what == "it":  # "... other than ~'s owner ... of it"
        subject = Subject(Filter(scope="self"))
    else:
        subject = read_subject(what) or anaphor(what, previous)
    if subject is None or subject.affects.scope not in _GIVEN:
        return None
    return Reading(subject, [ControlEffect(to_player=to_player)])


#: "That player gains control of ~." / "They gain control of ~.": the player the sentence
#: before named.
_THAT_PLAYER = re.compile(r"(?:That player gains|They gain) (?P<rest>control of .+)")
#: The sentence before names the player: a target opponent (or player) it does something
#: to, or "Choose another player / an opponent". A sentence under an "if" (a coin flip
#: lost, a cost paid) is not one: what follows would not always happen.
_NAMES_PLAYER = re.compile(
    r"(?!If )(?:.* (?P<target>target (?:player|opponent))\b.*"
    r"|Choose (?:another player|an opponent|one of your opponents))\.?"
)


def named_before(sentence: str, sentences: list[str]) -> str:
    """``sentence`` with "that player" / "they" written as the player the sentence before
    it named, so :func:`read_control` reads who gains control: "Target player" after a
    target player, "Another player" after a target opponent or a chosen player; else
    ``sentence`` unchanged."""
    match = _THAT_PLAYER.fullmatch(sentence.strip())
    index = sentences.index(sentence) if sentence in sentences else 0
    if match is None or index == 0:
        return sentence
    named = _NAMES_PLAYER.fullmatch(sentences[index - 1].strip())
    if named is None:
        return sentence
    who = "Target player" if named["target"] == "target player" else "Another player"
    return f"{who} gains {match['rest']}"


#: "At the beginning of each opponent's upkeep, ... that player gain control of ...": the
#: opponent whose step it is (Assault Suit).
_EACH_OPPONENTS_STEP = re.compile(r"At the beginning of each opponent's [a-z ]+")


def trigger_player(condition: str, effect: str) -> str:
    """A trigger's effect with "that player" gaining control written as "another player"
    when the trigger condition is about each opponent's step, so :func:`read_control`
    reads who gains control; else ``effect`` unchanged."""
    if not _EACH_OPPONENTS_STEP.fullmatch(condition):
        return effect
    return re.sub(  # "you may have that player gain control of ~": a choice (608.2d)
        r"^(you may have )?that player (gains?) control of ",
        r"\1another player \2 control of ",
        effect,
    )
