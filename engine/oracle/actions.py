"""Oracle text -> one-shot actions: what a resolving spell or ability *does* once (608.2).

The continuous-effect parser reads what changes characteristics; this module reads the
other common instructions, so the game model can carry them out as the spell or ability
resolves: destroy, exile, return to hand, exile-then-return (blink), sacrifice, deal damage,
put counters, create tokens, tap and untap, turn face down, counter a spell; an instruction
may stand under a condition the game model checks as it resolves (608.2c: "Destroy target
creature if it's white", "If this spell was kicked, create twelve of those tokens instead";
:mod:`engine.scenario.checked`). The grammar is small on purpose;
a sentence it does not read, and that does not change characteristics either, is reported as
unread so the caller can say it was not carried out.

>>> reading = read_actions("Destroy target nonblack creature.", "Doom Blade")
>>> [(a.verb, a.scope, a.what.types, a.what.not_colors) for a in reading.actions]
[('destroy', 'target', ('Creature',), (<Color.BLACK: 'black'>,))]
>>> alarm = read_actions("Create two 1/1 white Soldier creature tokens.", "Raise the Alarm")
>>> alarm.actions[0].amount, alarm.actions[0].token.name
(2, 'Soldier')
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal

from engine.cards import CARD_TYPES, PERMANENT_TYPES, Color, Condition, FaceDownEffect, Filter
from engine.oracle import is_characteristic_changing, parse_text
from engine.oracle.amass_words import read_amass
from engine.oracle.attach_made import token_to_attach_to
from engine.oracle.exile_returns import RETURN_COUNTER, RETURN_EXILED, exiled_group
from engine.oracle.follow_ups import KEYWORD_COST, NEW_WORD_BARRED, STILL_A_TYPE
from engine.oracle.object_phrases import (
    ANY_TARGET,
    CARD_TYPE_NAMES,
    COLOR_NAMES,
    QUOTED_ABILITY,
    REMINDER,
    SameNameWhose,
    chosen_to_copy,
    quality_of,
    read_objects,
    same_name_others,
    target_restrictions,
)
from engine.oracle.one_shots import split_action_or_gains, split_checked, split_one_shot
from engine.oracle.predefined_actions import read_predefined
from engine.oracle.resolution_ifs import instead_if
from engine.oracle.sentences import (
    as_self,
    player_instruction_apart,
    spell_out_keyword_actions,
    with_face_down_values,
)
from engine.oracle.sentences import (
    split_sentences as sentences_of,
)
from engine.oracle.status_changes import StatusVerb, read_status_change
from engine.oracle.triggers import PAID
from engine.oracle.vocabulary import CARD_TYPE_WORDS

Verb = Literal[
    "destroy", "exile", "bounce", "blink", "sacrifice", "damage", "counters", "tokens", "untap",
    "tap", "exchange_control", "face_down", "return_enchanted", "flips", "face_down_from_hand",
    "attach", "counter", "reanimate", "return_exiled", "role", "incubate", "amass",
] | StatusVerb  # fmt: skip
#: Who or what an action touches: a target, every object that fits, the source itself,
#: the object an earlier sentence named ("it", "that creature"), or a player's choice;
#: ``player``: a target player (or opponent) only; ``attached``: the permanent the source
#: is attached to ("equipped creature", "enchanted creature"); ``spell``: a target spell;
#: ``chosen``: "any number of" permanents, which the scenario names with ``-> A, B``;
#: ``changed``: what the same spell's continuous effect changed ("each artifact that became a
#: creature this way", 611.2c); ``made``: the token the sentence before created ("create a
#: 1/1 white Soldier creature token, then attach this Equipment to it").
Scope = Literal[
    "target",
    "chosen",
    "all",
    "self",
    "it",
    "each_player",
    "each_opponent",
    "you",
    "player",
    "attached",
    "spell",
    "changed",
    "made",
]
#: Which players a targeted action may also target: none, any player ("any target",
#: "target player", 115.4), or an opponent of its controller only ("target opponent").
PlayerTargets = Literal["none", "any", "opponent"]


@dataclass(frozen=True)
class TokenSpec:
    """The characteristics a "create ... token" instruction gives its tokens (111.3, 111.4)."""

    name: str
    power: int | None
    toughness: int | None
    colors: tuple[Color, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    keywords: tuple[str, ...] = ()
    #: "create Marit Lage, a legendary 20/20 ... token": the instruction names the token
    #: (111.4) and gives it supertypes (205.4); else its name is its subtypes plus "Token".
    named: bool = False
    supertypes: tuple[str, ...] = ()


@dataclass(frozen=True)
class OneShot:
    """One instruction of a resolving spell or ability, read from one sentence."""

    verb: Verb
    scope: Scope
    what: Filter
    sentence: str
    amount: int = 1
    counter: str = ""
    token: TokenSpec | None = None
    #: A blink returns the card under its owner's control or under "your" control.
    under: Literal["owner", "you"] = "owner"
    #: The players a targeted action may target besides permanents (115.4).
    players: PlayerTargets = "none"
    #: How many targets the one instruction has ("two target creatures").
    targets: int = 1
    #: "exchange control of ~ and target creature": the source is one side of the exchange.
    with_source: bool = False
    #: The types two targets must have one of in common (115.1): every permanent type ("that
    #: share a permanent type"), every card type ("that share a card type", 300.1: Kindred
    #: too) or the ones the first target names ("that shares one of those types with it").
    shares: tuple[str, ...] = ()
    #: "two target creatures controlled by different players" (115.1).
    different_controllers: bool = False
    #: The second target's restriction when it differs from the first's ("target artifact or
    #: creature you control and target creature an opponent controls", Oko); else ``what``.
    second: Filter | None = None
    #: The card is put onto the battlefield tapped ("onto the battlefield tapped"), or the
    #: tokens are created tapped ("create a tapped 1/1 black Skeleton creature token").
    tapped: bool = False
    #: ``face_down_from_hand``: the characteristics the face-down permanents have (708.2a).
    face_down_as: FaceDownEffect | None = None
    #: What the object it acts on must be as it resolves ("Destroy target creature if it's
    #: white", 608.2c); an object that isn't is left as it is.
    only_if: Filter | None = None
    #: ``only_if`` in the card's words ("white", "a planeswalker").
    only_if_words: str = ""
    #: Done only if it is *not* ``only_if`` (what "If it's black, exile it instead" replaces).
    only_if_not: bool = False
    #: A condition about the game or how the spell was cast, checked once as it resolves
    #: ("If you have 5 or less life, create five of those tokens instead", 608.2c); negated
    #: on the instruction an "instead" or an "Otherwise" stands beside.
    resolves_if: Condition | None = None
    #: Done only if the spell was kicked (``True``) or only if it wasn't (702.33d).
    kicked: bool | None = None
    #: The alternatives of a choice made as it resolves, which this instruction is the
    #: ``alternative``-th of (608.2d: "Put a +1/+1 counter on ~ or ~ gains flying").
    alternatives: tuple[str, ...] = ()
    alternative: int | None = None
    #: The amount is X, chosen as the spell was cast (107.3: "create X of those tokens",
    #: "put X +1/+1 counters"), which the scenario states with ``[x N]``.
    x_amount: bool = False
    #: "exile ... until ~ leaves the battlefield" (610.3): the card returns when it does.
    until_leaves: bool = False
    #: ``return_exiled``: by a delayed trigger "at the beginning of the next end step" (603.7),
    #: not at once; and the counter it enters with "if it enters as a creature" (614.1c).
    delayed: bool = False
    counter_if_creature: str = ""
    #: "... and all other permanents [that player controls] with the same name as that
    #: permanent": the others it also acts on, and whose (a nameless one shares no name).
    same_name_as_target: Filter | None = None
    same_name_controlled_by: SameNameWhose = "any"


@dataclass(frozen=True)
class ReadActions:
    """What :func:`read_actions` found in a text."""

    actions: tuple[OneShot, ...]
    #: The restriction of every "target ..." phrase, in order (115.1, 601.2c).
    targets: tuple[Filter, ...]
    #: Sentences neither read as an action nor characteristic-changing: not carried out.
    unread: tuple[str, ...]


_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
}  # fmt: skip
#: The card types a spell can be named by ("target instant spell", 205.2a).
_SPELL_TYPES = {**CARD_TYPE_NAMES, "instant": "Instant", "sorcery": "Sorcery"}
#: "this creature", "this artifact" ...: how a permanent's text names itself (``~``).
_SELF_NOUNS = ("creature", "permanent", "artifact", "enchantment", "land", "Aura", "Equipment")
#: Sentences that change nothing this model tracks: regeneration is not modelled at all; a
#: color or type chosen as it resolves is the scenario's bracket (``[red]``, ``[Island]``),
#: and the reply warns when an effect reads a choice no bracket made (608.2d).
_NOTHING_TO_DO = re.compile(
    r"(?:It|They|A creature destroyed this way) can't be regenerated\."
    r"|Choose an? (?:color|creature type|basic land type)\.",
    re.I,
)


_OBJECTS = r"(?P<objects>[a-z0-9 ,/'-]+?)"
#: "a", "an", "one" ... "ten": the amounts :data:`_NUMBERS` spells out.
_AMOUNT_WORDS = "|".join(_NUMBERS)
_DESTROY = re.compile(rf"destroy (?P<quant>target|all|each|up to one target) {_OBJECTS}\.", re.I)
#: "you may exile ...": a trigger a scenario resolves is one whose controller chose to (603.5).
_EXILE = re.compile(
    rf"(?:you may )?exile (?P<quant>target|another target|all|each|up to one target|any number "
    rf"of) {_OBJECTS}(?P<until> until (?:~|it) leaves the battlefield)?\.",
    re.I,
)
_BLINK = re.compile(
    rf"exile (?P<quant>target|another target) {_OBJECTS}, then return (?:it|that card|that "
    r"creature) to the battlefield under (?P<under>its owner's|your) control\.",
    re.I,
)
_BOUNCE = re.compile(
    rf"return (?P<quant>target|all|each|up to one target) {_OBJECTS} to (?:its|their) "
    r"owner(?:'s|s') hands?\.",
    re.I,
)
_DAMAGE = re.compile(
    r"(?:~|[Ii]t) deals (?P<amount>\d+|x) damage to "
    rf"(?P<quant>any target|target|another target|each|you) ?{_OBJECTS}?\.",
    re.I,
)
_COUNTERS = re.compile(
    rf"put (?P<amount>{_AMOUNT_WORDS}|\d+|X) (?P<kind>[+-]\d+/[+-]\d+|[a-z]+) "
    rf"counters? on (?P<quant>target|another target|each|~|it|that creature|equipped creature"
    rf"|enchanted creature) ?{_OBJECTS}?\.",
    re.I,
)
#: "Put four +1/+1 counters on each artifact that became a creature this way." (Rise and
#: Shine): on each object the spell's own effect changed, of that kind.
_COUNTERS_ON_CHANGED = re.compile(
    rf"put (?P<amount>{_AMOUNT_WORDS}|\d+) (?P<kind>[+-]\d+/[+-]\d+|[a-z]+) counters? on each "
    r"(?P<objects>[a-z ]+?) that became an? [a-z ]+? this way\.",
    re.I,
)
_TOKENS = re.compile(
    rf"[Cc]reate (?P<amount>{_AMOUNT_WORDS}|\d+|X) (?P<tapped>tapped )?(?P<pt>\d+/\d+) "
    r"(?P<colors>(?:(?:white|blue|black|red|green|colorless)(?:,? and |, | )?)+)?"
    r"(?P<subtypes>(?:[A-Z][a-z]+ )+)(?P<types>(?:artifact |enchantment )?creature) tokens?"
    r"(?: with (?P<keywords>[a-z ,]+?))?\.",
)
#: "Create Marit Lage, a legendary 20/20 black Avatar creature token with flying and
#: indestructible.": one token the instruction names (111.4).
_NAMED_TOKEN = re.compile(
    r"[Cc]reate (?P<name>[A-Z][\w'-]*(?: [\w'-]+)*), a (?P<legendary>legendary )?"
    r"(?P<pt>\d+/\d+) "
    r"(?P<colors>(?:(?:white|blue|black|red|green|colorless)(?:,? and |, | )?)+)?"
    r"(?P<subtypes>(?:[A-Z][a-z]+ )+)(?P<types>(?:artifact |enchantment )?creature) token"
    r"(?: with (?P<keywords>[a-z ,]+?))?\.",
)
#: "Its controller creates a 3/3 green Beast creature token." (Beast Within): the tokens are
#: created by the controller of the permanent an earlier sentence named (111.2), as it last
#: existed on the battlefield (608.2h).
_ITS_CONTROLLER_CREATES = re.compile(
    r"(?:its|that (?:creature|permanent|artifact|land|enchantment)'s) controller creates "
    r"(?P<rest>.+)",
    re.I,
)
_SACRIFICE = re.compile(
    rf"(?P<who>each player|each opponent|target player|target opponent) sacrifices? "
    rf"(?P<amount>a|an|one|two|three) {_OBJECTS}(?: of their choice)?\.",
    re.I,
)
_PLAYER_PHRASE = re.compile(
    r"(?:target )?(?P<who>player|opponent)(?P<walker> or planeswalker)?", re.I
)
_EXCHANGE = re.compile(
    rf"exchange control of (?:two target {_OBJECTS}(?: that share an? (?P<share>permanent|card) "
    r"type|(?P<apart> controlled by different players))?"
    r"|target (?P<first>[a-z0-9 ,']+?) and (?:another )?target (?P<second>[a-z0-9 ']+?)"
    r"(?P<those> that shares one of those types with it)?"
    r"|~ and (?:up to one )?target (?P<with_source>[a-z ]+?))\.",
    re.I,
)
#: "Turn ~ face down" (Wall of Deceit): the source turned face down is a nameless 2/2
#: creature (708.2a). A target turned face down is not read: "target creature with a morph
#: ability" names no filter, and Cyber Conversion's next sentence gives the face-down
#: permanent other characteristics (708.2a), which a later effect must not stand in for.
_FACE_DOWN = re.compile(r"turn (?P<quant>~) face down\.", re.I)
#: "Put any number of cards from your hand onto the battlefield face down. They're 5/5
#: artifact creatures." (Tezzeret, Cruel Machinist; 708.2a: other characteristics, read
#: together by :func:`engine.oracle.sentences.with_face_down_values`). The scenario names the
#: cards from its player's hand with ``-> Name, Name`` (all of them without it).
_HAND_FACE_DOWN = re.compile(
    r"put any number of cards from your hand onto the battlefield face down\. "
    r"they're (?P<power>\d+)/(?P<toughness>\d+) (?P<types>(?:[a-z]+ )*)creatures\.",
    re.I,
)
#: "Counter target spell." / "Counter target instant spell." (701.6a): the spell goes to its
#: owner's graveyard.
_COUNTER_SPELL = re.compile(r"counter target (?:(?P<kind>[a-z]+) )?spell\.", re.I)
#: A card that returns itself ("When ~ is put into a graveyard from the battlefield, return ~
#: to its owner's hand": Rancor).
#: "Put target creature card from a graveyard onto the battlefield under your control"
#: (Reanimate), "Return target creature card from your graveyard to the battlefield"
#: (Zombify): a card in a graveyard comes back, a new object (400.7); whose graveyard limits
#: the target (a card in a graveyard is its owner's, 404.2).
_REANIMATE = re.compile(
    r"(?:put|return) target (?P<objects>[a-z ,-]+?) card(?P<bound> with mana value \d+ or less)? "
    r"from (?P<whose>a|your|an opponent's) graveyard (?:onto|to) the battlefield"
    r"(?P<tapped> tapped)?(?: under (?P<under>your|its owner's) control)?"
    r"(?: with an? (?P<counter>[a-z]+) counter on it)?\.",  # 614.1c: enters with it
    re.I,
)
_RETURN_SELF = re.compile(r"return (?:~|it) to its owner's hand\.", re.I)
#: Animate Dead, Dance of the Dead: the card the Aura enchants in a graveyard is put onto the
#: battlefield under the Aura's controller's control and the Aura is attached to it (303.4).
_RETURN_ENCHANTED = re.compile(
    r"(?:return|put) enchanted (?P<objects>[a-z]+) card (?:to|onto) the battlefield"
    r"(?P<tapped> tapped)? under your control and attach ~ to it\.",
    re.I,
)
#: "Attach it to target creature." after the source became an Aura (a Licid, 303.4): the
#: source is attached to the target (701.3a).
_ATTACH_SELF = re.compile(rf"attach (?:it|~) to (?P<quant>target) {_OBJECTS}\.", re.I)
#: The creature an earlier part named is sacrificed by whoever controls it (701.21a).
_SACRIFICES_IT = re.compile(r"(?:that creature's|its) controller sacrifices it\.", re.I)
#: "Flip a coin until you lose a flip." (Mirror March): the flips won are counted later.
_FLIPS = re.compile(r"flip a coin until you lose a flip\.", re.I)
_UNTAP = re.compile(rf"(?P<verb>untap|tap) (?P<quant>target|that|it) ?{_OBJECTS}?\.", re.I)
#: The untap inside a sentence with a continuous part, a one-shot part next to it: before
#: it ("Untap target creature and gain control of it until end of turn", Threaten; "If you
#: do, untap it and it gets +1/+1 until end of turn") or after a gain of control ("gain
#: control of target creature ..., untap that creature, and it gains haste", Yasova
#: Dragonclaw; "... and untap it"; "then untap all Dragons").
_UNTAP_THEN_MORE = re.compile(
    rf"(?:if [^,]+, )?(?:you may )?untap (?:(?P<it>it|that creature|~)|(?P<quant>target|all) "
    rf"{_OBJECTS}) and (?:gain control of (?:it|them)|(?:it|they) (?:gets?|gains?|has|have))\b.*",
    re.I,
)
_UNTAP_CLAUSE = re.compile(r"(?:^|, |\band |\bthen )untap\b", re.I)
_CONTROL_THEN_UNTAP = re.compile(
    rf"(?:if [^,]+, )?(?:you may )?gain control of .+?(?:,| and|, then) untap "
    rf"(?:(?P<it>it|them|that creature)|(?P<quant>all) {_OBJECTS})(?:,|\.| and).*",
    re.I,
)


def _quantity(word: str) -> Scope:
    word = word.casefold()
    if "target" in word:
        return "target"
    if word in ("it", "that", "that creature"):
        return "it"
    if word == "~":
        return "self"
    if word in ("equipped creature", "enchanted creature"):
        return "attached"
    return "chosen" if word == "any number of" else "all"


def _amount(word: str) -> int:
    word = word.casefold()
    return _NUMBERS[word] if word in _NUMBERS else int(word) if word.isdigit() else 0


def _objects(match: re.Match[str]) -> Filter | None:
    phrase = (match.groupdict().get("objects") or "").strip()
    if not phrase:
        return Filter()
    found = read_objects(phrase)
    if found is None and match.re is _EXILE:  # "any number of other nontoken creatures"
        found = exiled_group(phrase)
    if found is not None and match.groupdict().get("quant", "").casefold().startswith("another"):
        found = found.model_copy(update={"other": True})
    return found


def _token(match: re.Match[str]) -> TokenSpec:
    power, _, toughness = match["pt"].partition("/")
    colors = tuple(
        COLOR_NAMES[c] for c in re.findall(r"[a-z]+", match["colors"] or "") if c in COLOR_NAMES
    )
    subtypes = tuple(match["subtypes"].split())
    types = tuple(CARD_TYPE_NAMES[t] for t in match["types"].split())
    keywords = tuple(
        k.strip() for k in re.split(r",|\band\b", match["keywords"] or "") if k.strip()
    )
    if "name" in match.groupdict():  # a token the instruction names (111.4)
        supertypes = ("Legendary",) if match["legendary"] else ()
        return TokenSpec(
            match["name"], int(power), int(toughness), colors, types, subtypes, keywords,
            named=True, supertypes=supertypes,
        )  # fmt: skip
    return TokenSpec(
        " ".join(subtypes), int(power), int(toughness), colors, types, subtypes, keywords
    )


def _read_sentence(sentence: str) -> OneShot | None:
    """The one action in ``sentence`` (``~`` stands for the card's own name)."""
    if (same := same_name_others(sentence)) is not None:
        action, (_, others, whose) = _read_sentence(same[0]), same
        if others is None or action is None or action.verb not in ("destroy", "exile", "bounce"):
            return None
        return replace(action, same_name_as_target=others, same_name_controlled_by=whose)
    if (amassed := read_amass(sentence)) is not None:  # 701.47a: the Army's subtype
        return OneShot("amass", "you", Filter(subtypes=(amassed[0],)), sentence, amassed[1])
    if match := _REANIMATE.fullmatch(sentence):
        return _reanimation(match, sentence)
    if match := _BLINK.fullmatch(sentence):
        what = _objects(match)
        under: Literal["owner", "you"] = "owner" if match["under"].startswith("its") else "you"
        return None if what is None else OneShot("blink", "target", what, sentence, under=under)
    zone_verbs: tuple[tuple[Verb, re.Pattern[str]], ...] = (
        ("destroy", _DESTROY), ("exile", _EXILE), ("bounce", _BOUNCE),
    )  # fmt: skip
    for verb, pattern in zone_verbs:
        if match := pattern.fullmatch(sentence):
            what = _objects(match)
            until = bool(match.groupdict().get("until"))
            return (
                None
                if what is None
                else OneShot(verb, _quantity(match["quant"]), what, sentence, until_leaves=until)
            )
    if match := RETURN_EXILED.fullmatch(sentence):
        linked: Scope = "self" if "exiled" in match["what"] else "it"  # 607.2a: the linked one's
        mine: Literal["owner", "you"] = "you" if match["under"] == "your" else "owner"
        counters = (match["kind"] or "").casefold(), _amount(match["amount"] or "")
        return OneShot(
            "return_exiled", linked, Filter(), sentence, counters[1], counters[0], under=mine,
            tapped=bool(match["tapped"]), delayed=bool(match["delayed"]),
        )  # fmt: skip
    if match := _DAMAGE.fullmatch(sentence):
        return _damage(match, sentence)
    if match := _COUNTER_SPELL.fullmatch(sentence):
        kind = (match["kind"] or "").casefold()
        if kind and kind not in _SPELL_TYPES:
            return None
        what = Filter(types=(_SPELL_TYPES[kind],)) if kind else Filter()
        return OneShot("counter", "spell", what, sentence)
    if _RETURN_SELF.fullmatch(sentence):
        return OneShot("bounce", "self", Filter(), sentence)
    if match := _RETURN_ENCHANTED.fullmatch(sentence):
        what = _objects(match)
        tapped = bool(match["tapped"])
        return (
            None
            if what is None
            else OneShot("return_enchanted", "self", what, sentence, tapped=tapped)
        )
    if match := _EXCHANGE.fullmatch(sentence):
        if match["with_source"]:  # Gilded Drake: the source and one target (701.12b)
            what = read_objects(match["with_source"])
            if what is None:
                return None
            return OneShot("exchange_control", "target", what, sentence, with_source=True)
        phrases = [match["objects"]] if match["objects"] else [match["first"], match["second"]]
        first, second = [read_objects(phrase) for phrase in (*phrases, *phrases)][:2]
        if first is None or second is None:
            return None
        other = None if second == first else second  # two kinds of target (Oko, 115.1)
        return OneShot(
            "exchange_control", "target", first, sentence, targets=2, second=other,
            shares=_shared_types(match, first), different_controllers=bool(match["apart"]),
        )  # fmt: skip
    if match := _ATTACH_SELF.fullmatch(sentence):
        what = _objects(match)
        return None if what is None else OneShot("attach", "target", what, sentence)
    if (changing := read_status_change(sentence)) is not None:
        return OneShot(*changing, sentence)
    if _FACE_DOWN.fullmatch(sentence):
        return OneShot("face_down", "self", Filter(), sentence)
    if match := _HAND_FACE_DOWN.fullmatch(sentence):
        words = match["types"].split()
        if not all(word in CARD_TYPE_WORDS for word in words):
            return None
        types = (*(CARD_TYPE_WORDS[word] for word in words), "Creature")
        power, toughness = int(match["power"]), int(match["toughness"])
        shape = FaceDownEffect(power=power, toughness=toughness, types=types)
        return OneShot("face_down_from_hand", "you", Filter(), sentence, face_down_as=shape)
    if match := _COUNTERS_ON_CHANGED.fullmatch(sentence):
        what = _objects(match)
        amount, kind = _amount(match["amount"]), match["kind"].casefold()
        return (
            None if what is None else OneShot("counters", "changed", what, sentence, amount, kind)
        )
    if match := _COUNTERS.fullmatch(sentence):
        what = _objects(match)
        if what is None:
            return None
        kind = match["kind"].casefold()
        amount, x = _amount(match["amount"]), match["amount"] == "X"  # X: stated, [x N]
        scope = _quantity(match["quant"])
        if x and scope == "it":
            return None  # "Create a 0/0 Fractal token. Put X +1/+1 counters on it": the token
        return OneShot("counters", scope, what, sentence, amount, kind, x_amount=x)
    if match := _ITS_CONTROLLER_CREATES.fullmatch(sentence):
        theirs = _read_sentence(f"Create {match['rest']}")
        if theirs is None or theirs.verb != "tokens":
            return None
        return replace(theirs, scope="it", sentence=sentence)
    if match := _TOKENS.fullmatch(sentence) or _NAMED_TOKEN.fullmatch(sentence):
        named = "name" in match.groupdict()
        spec, tapped = _token(match), not named and bool(match["tapped"])
        x = not named and match["amount"] == "X"
        amount = 1 if named else _amount(match["amount"])
        return OneShot(
            "tokens", "you", Filter(), sentence, amount, token=spec, tapped=tapped, x_amount=x
        )
    if (made := read_predefined(sentence)) is not None:  # a Treasure, a Role, incubate
        spec = TokenSpec(made.kind, None, None, (), made.types, (made.kind,), named=True)
        return OneShot(made.verb, made.scope, made.what or Filter(), sentence, made.amount,
                       token=spec, tapped=made.tapped, x_amount=made.x_amount)  # fmt: skip
    if match := _SACRIFICE.fullmatch(sentence):
        what = _objects(match)
        who = match["who"].casefold()
        if what is None:
            return None
        amount = _amount(match["amount"])
        if "target" in who:  # Diabolic Edict: the target player chooses (701.21a)
            only: PlayerTargets = "opponent" if who == "target opponent" else "any"
            return OneShot("sacrifice", "player", what, sentence, amount, players=only)
        each: Scope = "each_player" if who == "each player" else "each_opponent"
        return OneShot("sacrifice", each, what, sentence, amount)
    if _SACRIFICES_IT.fullmatch(sentence):  # "that creature's controller sacrifices it"
        return OneShot("sacrifice", "it", Filter(), sentence)
    if _FLIPS.fullmatch(sentence):  # how many were won is a fact the scenario states (705)
        return OneShot("flips", "you", Filter(), sentence)
    if match := _UNTAP.fullmatch(sentence):
        what = _objects(match)
        tap: Verb = "tap" if match["verb"].casefold() == "tap" else "untap"
        return None if what is None else OneShot(tap, _quantity(match["quant"]), what, sentence)
    return None


def _reanimation(match: re.Match[str], sentence: str) -> OneShot | None:
    """A card put onto the battlefield from a graveyard: under its owner's control when the
    text says so, else under the spell's controller's ("return ... to the battlefield" from
    your own graveyard is both)."""
    whose = {"your": " you control", "an opponent's": " an opponent controls"}
    what = read_objects(match["objects"] + (match["bound"] or "") + whose.get(match["whose"], ""))
    if what is None:
        return None
    under: Literal["owner", "you"] = "owner" if match["under"] == "its owner's" else "you"
    counter, tapped = (match["counter"] or "").casefold(), bool(match["tapped"])
    return OneShot(
        "reanimate", "target", what, sentence, counter=counter, under=under, tapped=tapped
    )


def _shared_types(match: re.Match[str], first: Filter) -> tuple[str, ...]:
    """The types two targets of an exchange must share one of (115.1): Role Reversal's
    permanent types, Shifting Loyalties' card types (300.1), or the types the first target
    names (Legerdemain's "artifact or creature ... that shares one of those types with it")."""
    if match["share"] == "permanent":
        return tuple(sorted(PERMANENT_TYPES))
    if match["share"] == "card":
        return CARD_TYPES
    if match["those"]:
        return first.any_types or first.types
    return ()


def _untap_with_control(sentence: str) -> OneShot | None:
    """The untap a sentence with a continuous part also says (Threaten, Yasova Dragonclaw,
    Lattice-Blade Mantis): carried out as the spell or ability resolves, beside the
    continuous effect it creates (611.2)."""
    if match := _UNTAP_THEN_MORE.fullmatch(sentence):
        if match["it"]:  # the source itself, or what an earlier sentence named
            return OneShot("untap", _quantity(match["it"]), Filter(), sentence)
        what = _objects(match)
        if what is None and match["quant"].casefold() == "target":  # "with power less than
            what = Filter()  # the number of cards in your graveyard": the target's own check
        return None if what is None else OneShot("untap", _quantity(match["quant"]), what, sentence)
    if match := _CONTROL_THEN_UNTAP.fullmatch(sentence):
        if match["it"]:  # what the sentence took control of
            return OneShot("untap", "it", Filter(), sentence)
        what = _objects(match)
        return None if what is None else OneShot("untap", "all", what, sentence)
    return None


def _beside_continuous(sentence: str) -> OneShot | None:
    """The one-shot instruction a sentence gives beside its continuous part ("~ gets +1/+0
    until end of turn and deals 1 damage to you"), or ``None``."""
    parts = split_one_shot(sentence)
    return None if parts is None else _read_sentence(parts.action)


def _damage(match: re.Match[str], sentence: str) -> OneShot | None:
    """``~ deals N damage to`` any target, a target permanent, a target player or opponent,
    or each one (120.3; 115.4: "any target" includes players)."""
    quant = match["quant"].casefold()
    amount = _amount(match["amount"])
    phrase = (match["objects"] or "").strip()
    if not amount:
        return None
    if quant == "you":  # to its controller (120.3a)
        return OneShot("damage", "you", Filter(), sentence, amount=amount)
    if players := _PLAYER_PHRASE.fullmatch(phrase):
        who: PlayerTargets = "opponent" if players["who"].casefold() == "opponent" else "any"
        if quant == "each":
            scope: Scope = "each_opponent" if who == "opponent" else "each_player"
            return OneShot("damage", scope, Filter(), sentence, amount=amount, players=who)
        if players["walker"]:  # "target player or planeswalker": either (115.4)
            walker = Filter(types=("Planeswalker",))
            return OneShot("damage", "target", walker, sentence, amount=amount, players=who)
        return OneShot("damage", "player", Filter(), sentence, amount=amount, players=who)
    what = ANY_TARGET if quant == "any target" else _objects(match)
    if what is None:
        return None
    who = "any" if quant == "any target" else "none"
    return OneShot("damage", _quantity(quant), what, sentence, amount=amount, players=who)


def split_sentences(text: str, name: str, legendary: bool) -> list[str]:
    """The sentences of ``text`` with reminder text dropped and the card's own name (or "this
    creature") written ``~``; keyword lines (no final period: "Rebound", "Kicker {2}") are left
    out, their rules are not instructions."""
    sentences: list[str] = []
    for line in text.splitlines():
        line = REMINDER.sub("", line).strip()
        if name:
            line = as_self(line, name, legendary=legendary)  # "Crovax" too (201.5c)
        line = re.sub(rf"\b[Tt]his (?:{'|'.join(_SELF_NOUNS)})\b", "~", line)
        if not line.endswith((".", '."', ".)")):
            continue
        sentences.extend(sentences_of(line))  # a quoted ability's full stops stay inside
    return sentences


@lru_cache(maxsize=4096)
def _is_continuous(sentence: str) -> bool:
    """Whether the continuous-effect parser reads ``sentence`` (or would report it as a
    characteristic-changing sentence it could not read: that text is already reported)."""
    if is_characteristic_changing(sentence) or STILL_A_TYPE.fullmatch(sentence):
        return True
    if NEW_WORD_BARRED.fullmatch(sentence):  # read with the text change before it
        return True
    if KEYWORD_COST.fullmatch(sentence):  # read with the keyword granted before it
        return True
    return any(
        ability.effects for ability in parse_text(sentence, name="~", types=("Instant",)).abilities
    )


def read_actions(text: str, name: str = "", *, legendary: bool = False) -> ReadActions:
    """Every one-shot action of ``text`` (a spell's text or one ability's effect text);
    ``legendary``: its card's text may call it by a short name (201.5c)."""
    actions: list[OneShot] = []
    unread: list[str] = []
    text = PAID.sub("", text)  # a trigger a scenario resolves was paid for (603.5)
    text = spell_out_keyword_actions(REMINDER.sub("", text))  # its target is read too
    for sentence in player_instruction_apart(
        with_face_down_values(split_sentences(text, name, legendary))
    ):
        if chosen_to_copy(sentence, text):
            continue  # the choice ``[copy: Name]`` states (707.2)
        if (made := token_to_attach_to(sentence, _read_sentence)) is not None:
            actions.extend((made, OneShot("attach", "made", Filter(), sentence)))
            continue
        action = _read_sentence(sentence)
        if action is not None:
            actions.append(action)
        elif (
            (rider := RETURN_COUNTER.fullmatch(sentence))
            and actions[-1:]
            and (actions[-1].verb == "return_exiled")
        ):  # "it enters with an additional +1/+1 counter" (614.1c)
            actions[-1] = replace(actions[-1], counter_if_creature=rider["kind"])
        elif (checked := _read_checked(sentence, actions)) is not None:
            actions.extend(checked)
        elif (choice := split_action_or_gains(sentence)) is not None and (
            counters := _read_sentence(choice.action)
        ):  # 608.2d: the counter, if the scenario chose it; a keyword is a continuous effect
            actions.append(
                replace(counters, sentence=sentence, alternatives=choice.labels, alternative=1)
            )
        elif _read_conditional(sentence, actions):
            pass  # an instruction under a condition, or one that stands instead of another
        elif not (_NOTHING_TO_DO.fullmatch(sentence) or _is_continuous(sentence)):
            unread.append(sentence.replace("~", name or "it"))
        elif (untap := _untap_with_control(sentence)) is not None:
            actions.append(untap)
        elif (beside := _beside_continuous(sentence)) is not None:
            actions.append(beside)
        elif _UNTAP_CLAUSE.search(QUOTED_ABILITY.sub("", sentence)):  # next to a continuous part
            unread.append(sentence.replace("~", name or "it"))
    return ReadActions(tuple(actions), tuple(target_restrictions(text)), tuple(unread))


def _read_checked(sentence: str, before: list[OneShot]) -> list[OneShot] | None:
    """ "Destroy target creature if it's white.", "If that creature is black or red, destroy
    it.": each instruction done to its one object only if that object is what the sentence
    says as it resolves (608.2c); ``None`` unless every part reads. "If that permanent is
    black, exile it instead" makes the one ``before`` it on that object one done if it isn't."""
    parts = split_checked(sentence)
    if parts is None:
        return None
    replaced = [i for i, a in enumerate(before) if a.scope in _ONE_OBJECT]
    instead = any(part.instead for part in parts)
    if instead and replaced and (len(parts) > 1 or before[replaced[-1]].only_if is not None):
        return None  # the instruction it replaces would happen too
    read: list[OneShot] = []
    for part in parts:
        action = _read_sentence(part.action) or _on_that_object(part.action)
        quality = quality_of(part.quality)
        if action is None or quality is None or action.scope not in _ONE_OBJECT:
            return None
        read.append(replace(action, sentence=sentence, only_if=quality, only_if_words=part.quality))
    if instead and replaced:  # what it stands instead of happens only if the object isn't so
        words, i = read[0].only_if_words, replaced[-1]
        before[i] = replace(
            before[i], only_if=read[0].only_if, only_if_words=words, only_if_not=True
        )
    return read


#: "destroy it", "exile that creature": the object the sentence before named.
_ON_THAT_OBJECT = re.compile(r"(?P<verb>Destroy|Exile) (?:it|that creature|that permanent)\.")


def _on_that_object(action: str) -> OneShot | None:
    """An instruction under an "if" about the object an earlier sentence named ("If that
    creature is black or red, destroy it"), or ``None``."""
    found = _ON_THAT_OBJECT.fullmatch(action)
    if found is None:
        return None
    verb: Verb = "destroy" if found["verb"] == "Destroy" else "exile"
    return OneShot(verb, "it", Filter(), action)


#: The scopes that name one object, which an "if it's ..." can ask about.
_ONE_OBJECT = frozenset({"target", "it", "self", "attached", "spell"})
#: "If this spell was kicked, create twelve of those tokens instead." (702.33d)
_KICKED = re.compile(r"If (?:~|this spell) was kicked, (?P<rest>.+?)(?P<instead> instead)?\.?")
#: "Otherwise, create one of those tokens." after an instruction under an "if".
_OTHERWISE = re.compile(r"Otherwise, (?P<rest>.+)")
#: "create five of those tokens": the tokens the instruction before made, that many (111.2).
_THOSE_TOKENS = re.compile(rf"create (?P<amount>{_AMOUNT_WORDS}|\d+|X) of those tokens\.", re.I)


def _read_conditional(sentence: str, actions: list[OneShot]) -> bool:
    """An instruction under a condition checked once as it resolves (608.2c): "If you have 5
    or less life, create five of those tokens instead", "If this spell was kicked, ...",
    "Otherwise, ..."; added to ``actions`` (with "instead", the instruction it stands
    beside gets the opposite condition). Whether the sentence was read so."""
    words = sentence.replace("this spell", "~")
    last = actions[-1] if actions else None
    if kicked := _KICKED.fullmatch(words):
        action = _read_rider(kicked["rest"], actions)
        if action is None or (kicked["instead"] and not _stands_beside(action, last)):
            return False
        if kicked["instead"] and last is not None:
            actions[-1] = replace(last, kicked=False)
        actions.append(replace(action, sentence=sentence, kicked=True))
        return True
    if otherwise := _OTHERWISE.fullmatch(words):
        asked = last.resolves_if if last is not None else None
        action = _read_rider(otherwise["rest"], actions)
        if action is None or asked is None or asked.negated:
            return False
        negated = asked.model_copy(update={"negated": True})
        actions.append(replace(action, sentence=sentence, resolves_if=negated))
        return True
    found = instead_if(words)
    if found is None:
        return False
    condition, _, rest, instead = found
    action = _read_rider(rest, actions)
    if action is None or (instead and not _stands_beside(action, last)):
        return False
    if instead and last is not None:
        actions[-1] = replace(last, resolves_if=condition.model_copy(update={"negated": True}))
    actions.append(replace(action, sentence=sentence, resolves_if=condition))
    return True


def _stands_beside(action: OneShot, last: OneShot | None) -> bool:
    """Whether ``action`` can stand instead of ``last``: the same kind of instruction, itself
    under no condition yet."""
    return (
        last is not None
        and last.verb == action.verb
        and last.resolves_if is None
        and last.kicked is None
        and last.only_if is None
    )


def _read_rider(words: str, actions: list[OneShot]) -> OneShot | None:
    """The instruction after an "if" or an "Otherwise": one the grammar reads, or "create N
    of those tokens", the tokens an instruction before made (111.2)."""
    words = words.rstrip(".") + "."
    if more := _THOSE_TOKENS.fullmatch(words):
        made = next((a for a in reversed(actions) if a.verb == "tokens"), None)
        if made is None:
            return None
        amount, x = _amount(more["amount"]), more["amount"] == "X"
        return replace(made, amount=amount, x_amount=x, resolves_if=None, kicked=None, only_if=None)
    return _read_sentence(words[:1].upper() + words[1:])
