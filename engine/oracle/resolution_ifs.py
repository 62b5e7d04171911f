"""A spell's or ability's "if", checked once as it resolves (608.2c), and a triggered
ability's intervening "if" (603.4): how the spell was cast (``cast_facts.toml``), a condition
about the game, what the source is, and the card it revealed from the top of the library.
The conditions themselves are read by :mod:`engine.oracle.conditions`.
"""

from __future__ import annotations

import re

from engine.cards import Condition
from engine.oracle.cast_facts import read_cast_fact
from engine.oracle.conditions import about_the_board, read_condition
from engine.oracle.subjects import graveyard_filter
from engine.oracle.vocabulary import PARAMETER_KEYWORDS, SIMPLE_KEYWORDS

#: "When ~ enters, if it was kicked, ..." / "..., if ~ is an enchantment, it becomes ...".
_INTERVENING = re.compile(r"^if (?P<words>[^,]+), (?P<rest>.+)")


#: What an intervening clause may ask of the source: what it is (types, colors), which a
#: scenario checks as the ability resolves.
WHAT_IT_IS = frozenset({"subject", "colors", "types", "subtypes", "supertypes"})


def intervening_clause(effect: str) -> tuple[bool | None, Condition | None, str] | None:
    """The effect's "if" clause read off: kicked, a condition on what the source is or about
    the game, and the rest; ``None`` when it has a clause not read. A triggered ability's is
    an intervening "if" (603.4); an activated ability's is checked as it resolves (608.2c)."""
    match = _INTERVENING.match(effect)
    if match is None:
        return None, None, effect
    words, rest = match["words"], match["rest"]
    if words == "it was kicked":
        return True, None, rest
    if re.fullmatch(r"(?:it's|it is|~ is) on the battlefield", words):
        # Animate Dead: a scenario resolves a permanent's trigger while it is there (603.4)
        return None, None, re.sub(r"^it (?=\w)", "~ ", rest)
    game = read_condition(words)
    if game is not None and about_the_board(game) and not game.negated:
        return None, game, rest  # "if you control seven or more lands", checked again (603.4)
    about_source = re.fullmatch(r"(?:~|it) is (?P<what>.+)", words)
    condition = read_condition(f"~ is {about_source['what']}") if about_source else None
    if condition is None or condition.subject != "self":
        return None
    if set(condition.model_dump(exclude_defaults=True)) - WHAT_IT_IS:
        return None
    # "if ~ is an enchantment, it becomes ...": "it" is the source
    return None, condition, re.sub(r"^it (?=\w)", "~ ", rest)


#: "If <condition>, <effect> [instead]." / "If <condition>, instead <effect>." / "<effect>
#: [instead] if <condition>.": a spell's effect under a condition it checks as it resolves
#: (608.2c); with "instead", it replaces what the spell says before.
_IF_THEN = re.compile(
    r"If (?P<words>[^,]+), "
    r"(?:(?P<instead>instead) (?P<rest>.+?)|(?P<rest2>.+?)(?P<instead2> instead)?)\.?"
    r"|(?P<rest3>.+?)(?P<instead3> instead)? if (?P<words3>.+?)\.?"
)


def without_ability_word(sentence: str) -> str:
    """The sentence without a leading ability word ("Landfall — ", 207.2c)."""
    return re.sub(r"^[A-Z][\w' -]* — ", "", sentence)


def spell_condition(words: str) -> Condition | None:
    """A condition a spell checks once as it resolves (608.2c): how it was cast (a fact of
    ``cast_facts.toml``: "~ was bargained", "{G} was spent to cast ~") or one about the game
    (what you control, your life, this turn's history, ...); ``None`` otherwise."""
    if (cast := read_cast_fact(words)) is not None:
        return Condition(subject="self", cast=cast)
    condition = read_condition(words)
    if condition is None or condition.negated or not about_the_board(condition):
        return None
    return condition


def instead_if(sentence: str) -> tuple[Condition, str, str, bool] | None:
    """A spell's effect under a condition it checks as it resolves (:func:`spell_condition`):
    the condition, its words, the effect and whether it applies instead of what the spell
    says before; ``None`` unless the condition reads."""
    found = _IF_THEN.fullmatch(without_ability_word(sentence))
    if found is None or re.search(r"\bwould\b|\bwas kicked\b", sentence):
        return None
    words = found["words"] or found["words3"]
    rest = found["rest"] or found["rest2"] or found["rest3"]
    condition = spell_condition(words)
    if condition is None:
        return None
    instead = bool(found["instead"] or found["instead2"] or found["instead3"])
    return condition, words, rest[:1].upper() + rest[1:], instead


#: "Reveal the top card of your library." / "Exile the top card of your library": what an
#: "If it's a land card" after it asks about (in the ability's sentences or its cost).
_TOP_CARD = re.compile(r"(?:reveal|exile) the top card of your library", re.I)
#: "If it's a land card, ..." / "If that card is a land card, ..." / "If the exiled card is
#: a snow land, ...".
_IF_REVEALED = re.compile(
    r"If (?:it's|it is|that card is|the exiled card is) an? (?P<what>[a-z ]+?)(?: card)?, "
    r"(?P<rest>.+)"
)


def revealed_card_clause(sentence: str, said: str) -> tuple[Condition, str] | None:
    """ "If it's a land card, <effect>" after an ability (``said``: its cost and sentences)
    revealed or exiled the top card of your library: the condition on that card and the
    effect; ``None`` otherwise. What the card is, the scenario states (``[revealed: Name]``)."""
    found = _IF_REVEALED.fullmatch(sentence)
    if found is None or not _TOP_CARD.search(said):
        return None
    if re.search(r"\b(?:exiled|revealed)\b", found["rest"]):
        return None  # the effect reads that card too ("X is the exiled card's power")
    kind = graveyard_filter(found["what"])  # a card's words: "land", "snow land", "creature"
    if kind is None or set(kind.model_dump(exclude_defaults=True)) - _CARD_IS:
        return None
    return Condition(subject="self", revealed=kind), found["rest"]


#: What a revealed card's condition may ask: its card types, supertypes and subtypes.
_CARD_IS = frozenset({"types", "supertypes", "subtypes"})


#: What an "if it's ..." / "if it has ..." may ask of the object a resolving effect acts on
#: (608.2c): what it is, its states, its counters and its keyword abilities.
OBJECT_FIELDS = WHAT_IT_IS | {"states", "counter", "counters_at_least", "keywords", "negated"}
#: "an enchanted creature", "a tapped artifact": a state and what the object is.
_IN_A_STATE = re.compile(r"(?:an? )?(?P<state>enchanted|equipped|tapped|untapped) (?P<what>.+)")


def what_it_is(verb: str, words: str) -> Condition | None:
    """What an "if" asks of one object as a spell or ability resolves (608.2c), after its
    verb: "is" ("an artifact creature", "black or red", "an enchanted creature or
    enchantment creature": either of two), "isn't" ("a creature or Vehicle": neither), "has"
    ("a counter on it", "flying", "toxic") or "doesn't have"; ``None`` unless every word
    reads."""
    negated = verb in ("isn't", "is not", "doesn't have", "does not have")
    if verb in ("has", "doesn't have", "does not have"):
        clause = _has(words)
    else:
        clause = _is(words)
        if clause is None and len(parts := words.split(" or ")) == 2:
            # "an enchanted creature or enchantment creature", "a creature or Vehicle"
            either = [_is(part) or _is(f"a {part}") for part in parts]
            if None not in either:
                clause = Condition(subject="self", any_of=tuple(c for c in either if c))
    if clause is None:
        return None
    return clause.model_copy(update={"negated": True}) if negated else clause


def _is(words: str) -> Condition | None:
    """ "an artifact creature", "black or red", "an enchanted creature": ``None`` unless it
    asks only what the object is and its state."""
    clause = read_condition(f"~ is {words}")
    if clause is None and (state := _IN_A_STATE.fullmatch(words)):
        held = read_condition(f"~ is {state['state']}")
        kind = read_condition(f"~ is a {state['what']}")
        if held is None or kind is None or kind.states:
            return None
        clause = kind.model_copy(update={"states": held.states})
    if clause is None or set(clause.model_dump(exclude_defaults=True)) - OBJECT_FIELDS:
        return None
    return clause


def _has(words: str) -> Condition | None:
    """ "a counter on it", "a +1/+1 counter on it", "flying", "toxic": a counter or one
    keyword ability (702)."""
    if words in SIMPLE_KEYWORDS or words in PARAMETER_KEYWORDS:
        return Condition(subject="self", keywords=(words,))
    clause = read_condition(f"~ has {words}")
    if clause is None or set(clause.model_dump(exclude_defaults=True)) - OBJECT_FIELDS:
        return None
    return clause


#: "Choose target creature you control and target creature you don't control. If you cast
#: this spell during your main phase, the creature you control gets +1/+1 ...": the first of
#: the spell's two targets, named again by who controls it.
_THE_ONE_YOU_CONTROL = re.compile(r"^[Tt]he creature you control\b")


def the_target_you_control(rest: str, text: str) -> str:
    """The effect with "the creature you control" written as the target it names again,
    "target creature you control", when the spell's text has that target exactly once
    (115.1); the effect unchanged otherwise."""
    if not _THE_ONE_YOU_CONTROL.match(rest) or text.count("target creature you control") != 1:
        return rest
    return _THE_ONE_YOU_CONTROL.sub("Target creature you control", rest)
