"""Conditions: "as long as ...", "during your turn, ..." (611.3a).

What a static ability's effect waits for: the subject's own state ("as long as it's
attacking", "it's a Snake"), what you control, life, hand, graveyard, designations and the
opponent's facts, the cards the source exiled, the top card of your library, the object's
history. :mod:`engine.oracle.condition_clauses` takes the condition off a sentence; a spell's
or ability's "if" checked as it resolves is read by :mod:`engine.oracle.resolution_ifs`.
"""

from __future__ import annotations

import re

from engine.cards import (
    Condition,
    Filter,
    Formula,
)
from engine.oracle.amounts import read_formula
from engine.oracle.sentences import keyword_list
from engine.oracle.subjects import counter_kind, graveyard_filter, read_group
from engine.oracle.this_turn import read_turn_fact
from engine.oracle.vocabulary import (
    CARD_TYPE_WORDS,
    COLORS,
    COUNT_WORDS,
    NUMBER_WORDS,
    SELF,
    SIMPLE_KEYWORDS,
    SUBTYPE,
)

_CONDITION = re.compile(
    r"(?P<who>~|enchanted (?:creature|permanent|artifact|land)|equipped creature|it)"
    r"(?: is|'s) (?:an? )?(?P<what>[A-Za-z -]+)"
)


_SUPERTYPE_WORDS = {"legendary": "Legendary", "basic": "Basic", "snow": "Snow"}


def _what_it_is(words: str) -> dict[str, tuple[object, ...]] | None:
    """``white or blue`` / ``legendary`` / ``a Human`` / ``basic Mountain`` / ``artifact
    creature``: Condition fields for what the subject is (colors and subtypes: any of them)."""
    either = [re.sub(r"^an? ", "", w.strip()) for w in words.split(" or ")]
    if len(either) > 1:
        if all(w in COLORS for w in either):
            return {"colors": tuple(COLORS[w] for w in either)}
        if all(w in SUBTYPE for w in either):
            return {"subtypes": tuple(SUBTYPE[w] for w in either)}
        return None
    fields: dict[str, list[object]] = {"colors": [], "types": [], "subtypes": [], "supertypes": []}
    for word in words.split():
        if word in COLORS:
            fields["colors"].append(COLORS[word])
        elif word in CARD_TYPE_WORDS:
            fields["types"].append(CARD_TYPE_WORDS[word])
        elif word in _SUPERTYPE_WORDS:
            fields["supertypes"].append(_SUPERTYPE_WORDS[word])
        elif word in SUBTYPE:
            fields["subtypes"].append(SUBTYPE[word])
        else:
            return None
    if len(fields["colors"]) > 1 or len(fields["subtypes"]) > 1:
        return None  # "white and blue" / two subtypes: all of them, which Condition can't say
    return {key: tuple(value) for key, value in fields.items() if value}


_CONTROLS = re.compile(
    r"(?P<who>you control|an opponent controls|any player controls|no opponent controls"
    r"|you don't control|your opponents control) "
    r"(?:(?P<one>an? |another )|(?P<none>no )|exactly (?P<exact>one|two|three|four) "
    r"|(?P<n>two|three|four|five|six|seven|eight|nine|ten) or more (?P<other>other )?"
    r"|at least (?P<n2>two|three|four|five|six|seven|eight|nine|ten) (?P<other2>other )?)"
    r"(?P<what>.+)"
)


_STATES = (
    "attacking|blocking|tapped|untapped|equipped|enchanted|monstrous|renowned|modified"
    "|entered this turn"
)


_STATE_CONDITION = re.compile(
    rf"(?P<who>~|it|enchanted creature|equipped creature) is (?P<state>{_STATES})"
    rf"|it's (?P<state2>{_STATES})|(?:it|~) (?P<state3>entered this turn)"
)


#: "unless it's attacking or blocking" (Tromokratis): either of two states (506.4, 110.5).
_EITHER_STATE = re.compile(
    r"(?:it|~)(?:'s| is) (?P<one>attacking|blocking|tapped|untapped)"
    r" or (?P<other>attacking|blocking|tapped|untapped)"
)

#: "as long as it has defender" (Manor Gargoyle), "as long as enchanted creature has
#: vigilance": a keyword ability the subject has, as the layers have left it so far.
_HAS_KEYWORD = re.compile(
    r"(?P<who>~|it|enchanted creature|equipped creature) has (?P<keyword>[a-z ]+)"
)


#: "as long as it's not attacking", "~ isn't blocking": while the state does not hold.
_NOT_STATE_CONDITION = re.compile(
    r"(?:it|~)(?: is not| isn't|'s not) (?P<state>attacking|blocking|tapped|untapped)"
)


def state_clause(condition: Condition) -> dict[str, object] | None:
    """ "Each untapped creature you control gets +0/+2 as long as it's not attacking": a
    condition on each member's combat or tap state read as Filter fields of the group
    (506.4, 110.5); ``None`` for any other condition."""
    asked = condition.model_dump(exclude_defaults=True).keys() - {"subject", "negated"}
    if asked != {"states"} or len(condition.states) != 1:
        return None
    state = condition.states[0]
    if state in ("tapped", "untapped"):
        untapped = (state == "untapped") != condition.negated
        return {"untapped": True} if untapped else {"states": ("tapped",)}
    if state not in ("attacking", "blocking"):
        return None
    return {"not_states" if condition.negated else "states": (state,)}


_TURN_CONDITION = {"it's your turn": True, "it's not your turn": False}

#: "~ is enchanted by exactly two Auras" / "three or more Auras" (303.4).
_ENCHANTED_BY = re.compile(
    r"(?:~|it) is enchanted by (?:exactly (?P<exact>one|two|three|four) "
    r"|(?P<least>two|three|four|five) or more )Auras?"
)

#: "it's blocking or blocked by a Goblin or Orc" (509.1): what it is in combat with.
_FACING = re.compile(r"(?:it|~)(?:'s| is) blocking or blocked by an? (?P<what>.+)")

#: "there are four or more lore counters among Sagas you control": a count of the board.
_THERE_ARE = re.compile(r"there are (?P<n>\w+) or more (?P<what>.+)")
#: The counts such a condition may take: counters on a group, and their kinds (122.1).
_BOARD_AMOUNTS = frozenset({"counters_on_permanents", "counter_kinds"})


#: "two or more creatures are blocking it" (Rampaging Cyclops, 509.1h), "four or more
#: creatures are attacking": how many permanents are in that combat state.
_IN_COMBAT = re.compile(
    r"(?P<n>\w+) or more (?P<what>[a-z ]+?) are (?:(?P<state>attacking|blocking)"
    r"|blocking (?:it|~))"
)


def _board_amount(text: str) -> Condition | None:
    """ "There are N or more <counters among a group>" / "N or more <permanents> are
    attacking / blocking it", or ``None``."""
    if (combat := _IN_COMBAT.fullmatch(text)) is not None:
        least = NUMBER_WORDS.get(combat["n"])
        counted = (
            f"{combat['state']} {combat['what']}"
            if combat["state"]
            else f"{combat['what']} blocking ~"
        )
        amount = read_formula(f"the number of {counted}")
        if least is None or amount is None or amount.of != "permanents":
            return None
        return Condition(subject="self", amount=amount, amount_at_least=least)
    found = _THERE_ARE.fullmatch(text)
    least = NUMBER_WORDS.get(found["n"]) if found else None
    if found is None or least is None:
        return None
    amount = read_formula(f"the number of {found['what']}")
    if amount is None or amount.of not in _BOARD_AMOUNTS:
        return None
    return Condition(subject="self", amount=amount, amount_at_least=least)


_EXACT_COUNTERS = re.compile(
    r"there (?:is|are) (?:exactly (?P<n>one|two|three|four|five|six|seven|eight)"
    r"|(?P<least>one|two|three|four|five|six|seven|eight|nine|ten) or more) "
    r"(?P<kind>[+-]1/[+-]1|[a-z-]+) counters? on ~"
)


_COUNTER_CONDITION = re.compile(
    r"(?P<who>~|it|enchanted creature|equipped creature) has "
    r"(?:(?P<one>an? )|(?P<none>no )"
    r"|(?P<n>one|two|three|four|five|six|seven|eight|ten) or (?P<dir>more|fewer) )"
    r"(?:(?P<kind>[+-]1/[+-]1|[a-z-]+) )?counters? on (?:it|him|her)"
)


_GRAVEYARD_CONDITION = re.compile(
    r"(?:(?P<n>two|three|four|five|six|seven|eight) or more (?P<what>.*?)cards are in your "
    r"graveyard"
    r"|there(?: are| is|'s) (?:(?P<n2>two|three|four|five|six|seven|eight) or more |an? )"
    r"(?P<what2>.*?)cards? in your graveyard"
    r"|an? (?P<what3>.+?) card is in your graveyard)"
)


#: "an opponent owns a card in exile" (Warden of the Beyond), "you own a creature card in
#: exile": a count of the cards in exile that player owns, at least one.
_OWNS_IN_EXILE = re.compile(r"(?P<who>you|an opponent) owns? an? (?P<what>[a-z ]*?)card in exile")


#: "a creature card with flying is in a graveyard" (Cairn Wanderer): a card of any
#: player's graveyard, counted like "the number of ... in all graveyards".
_IN_A_GRAVEYARD = re.compile(r"an? (?P<what>[a-z ]*?cards?(?: with [a-z ]+)?) is in a graveyard")


#: "there are fewer than eight cards in your graveyard": while not that many (The Warring
#: Triad).
_FEWER_IN_GRAVEYARD = re.compile(r"there are fewer than (\w+) (.*?)cards in your graveyard")


#: "another Aura is attached to enchanted creature": an Aura besides the source (Face of
#: Divinity).
_ANOTHER_ATTACHED = re.compile(
    r"another (Aura|Equipment) is attached to (?P<who>enchanted creature|equipped creature|~)"
)


_CARD_TYPES_CONDITION = re.compile(
    r"there are (two|three|four|five|six|seven|eight) or more card types among cards in your "
    r"graveyard"
)


_LIFE_CONDITION = re.compile(r"you have (\d+) or (more|less) life")


_HAND_CONDITION = re.compile(
    r"you have (?:no|(two|three|four|five|six|seven|eight) or more|(one|two) or fewer) "
    r"cards? in hand"
)


_DESIGNATION_CONDITION = {
    "you have the city's blessing": "city's blessing",
    "you're the monarch": "monarch",
    "you are the monarch": "monarch",
    "you have the initiative": "initiative",
    "you've completed a dungeon": "completed a dungeon",
    "it's night": "night",
    "it's nighttime": "night",
}


_OPPONENT_CONDITION = re.compile(
    r"an opponent (?:(?P<poisoned>is poisoned)|has (?:(?P<life>\d+) or less life"
    r"|(?P<cards>\w+) or more cards in their graveyard"
    r"|(?P<poison>\w+) or more poison counters))"
)


#: Life against the starting life total (103.4): "at least seven life more than your
#: starting life total", "your life total is greater than your starting life total".
_ABOVE_START = re.compile(
    r"you have at least (?P<n>\w+) life more than your starting life total"
    r"|your life total is (?:at least (?P<n2>\w+) )?greater than (?P<equal>or equal to )?"
    r"your starting life total"
)
_HALF_START = "your life total is less than or equal to half your starting life total"


_MANA_VALUES = re.compile(r"there are (\w+) or more mana values among cards in your graveyard")

#: "your speed is 1 or higher" (702.179f: a player without speed has 0).
_SPEED = re.compile(r"your speed is (\d) or (?:higher|greater)")


#: "there are ten or more cards in a single graveyard" (Swimmer in Nightmares): in any one
#: player's graveyard (404.1: each player has their own).
_SINGLE_GRAVEYARD = re.compile(r"there are (?P<n>\w+) or more cards in a single graveyard")


_MOST_COMMON = re.compile(
    r"(?P<color>white|blue|black|red|green) is the most common color among all permanents"
    r" or is tied for most common"
)


def _game_condition(text: str) -> Condition | None:
    """Conditions about the game rather than an object: this turn's history (a fact the
    scenario states), life against the starting total, mana values in your graveyard, the
    most common color among permanents."""
    if (fact := read_turn_fact(text)) is not None:
        key, least, most = fact
        return Condition(
            subject="self", this_turn=key, this_turn_at_least=least, this_turn_at_most=most
        )
    if text == _HALF_START:
        return Condition(subject="self", life_at_most_half_start=True)
    if above := _ABOVE_START.fullmatch(text):
        # "greater than": at least one more; "greater than or equal to": at least as much
        words = above["n"] or above["n2"] or ("0" if above["equal"] else "1")
        more = int(words) if words.isdigit() else COUNT_WORDS.get(words)
        return None if more is None else Condition(subject="self", life_above_start_at_least=more)
    if values := _MANA_VALUES.fullmatch(text):
        values_least = NUMBER_WORDS.get(values.group(1))
        if values_least is None:
            return None
        return Condition(subject="self", mana_values_in_graveyard_at_least=values_least)
    if speed := _SPEED.fullmatch(text):
        return Condition(subject="self", amount=Formula(of="speed"), amount_at_least=int(speed[1]))
    if text == "an opponent has no cards in hand":
        return Condition(subject="self", opponent_hand_at_most=0)
    if text == "you have more cards in hand than each opponent":
        return Condition(subject="self", more_cards_in_hand_than_opponent=True)
    if single := _SINGLE_GRAVEYARD.fullmatch(text):  # yours or an opponent's
        many = NUMBER_WORDS.get(single["n"])
        if many is None:
            return None
        yours = Condition(subject="self", graveyard=Filter(), graveyard_at_least=many)
        theirs = Condition(subject="self", opponent_graveyard_at_least=many)
        return Condition(subject="self", any_of=(yours, theirs))
    if common := _MOST_COMMON.fullmatch(text):
        return Condition(subject="self", most_common_color=COLORS[common["color"]])
    return None


#: The cards the source's linked ability exiled (607.2a): "a card exiled with ~ is a creature
#: card" (Duplicant) / "has flying", "there are three or more cards exiled with ~", "there
#: are four or more card types among cards exiled with ~", "a creature card with flying was
#: exiled with ~'s delve ability" (Soulflayer: the cards its delve exiled as it was cast), "an
#: exiled card used to craft it has flying" (702.167c: those exiled to pay its craft cost).
_EXILED_WITH = re.compile(
    r"(?:an exiled |an? )(?P<what>[a-z ]*?)card (?:exiled with (?:~|it)|used to craft it) "
    r"(?:is an? (?P<is>[a-z ]+?) card|has (?P<has>[a-z ]+))"
    r"|an? (?P<what3>[a-z ]*?)card with (?P<with>[a-z ]+?) was exiled with ~'s [a-z]+ ability"
    r"|there are (?P<types>\w+) or more card types among cards exiled with ~"
    r"|there are (?P<n>\w+) or more (?P<what2>[a-z ]*?)cards exiled with ~"
)


def _exiled_with(text: str) -> Condition | None:
    """A condition on the cards exiled with the source, or ``None``."""
    found = _EXILED_WITH.fullmatch(text)
    if found is None:
        return None
    if found["types"] is not None:
        types = NUMBER_WORDS.get(found["types"])
        if types is None:
            return None
        return Condition(subject="self", exiled_card_types_at_least=types)
    what = (found["what"] or found["what2"] or found["what3"] or "").strip()
    if found["is"] is not None:
        if what:  # "a creature card exiled with ~ is a ..." : two nouns
            return None
        what = found["is"]
    rule = graveyard_filter(what)
    if rule is None:
        return None
    if (has := found["has"] or found["with"]) is not None:
        keywords = keyword_list(has)
        if not keywords or len(keywords) > 1:
            return None
        rule = rule.model_copy(update={"keywords": keywords})
    least = NUMBER_WORDS.get(found["n"]) if found["n"] else 1
    return None if least is None else Condition(subject="self", exiled=rule, exiled_at_least=least)


def read_condition(text: str) -> Condition | None:
    """The condition ``text`` says, or ``None`` when it is not read."""
    return (
        _read_one(text)
        or _either(text)
        or _its_controllers(text)
        or _a_permanent_has(text)
        or _one_you_control_has(text)
    )


def _a_permanent_has(text: str) -> Condition | None:
    """ "a creature has a -1/-1 counter on it": some permanent on the battlefield, whoever
    controls it, has that counter (read as "any player controls a creature with ...")."""
    found = re.fullmatch(r"an? (?P<what>[a-z ]+?) has (?P<counter>an? [^ ]+ counter on it)", text)
    if found is None:
        return None
    return _read_one(f"any player controls a {found['what']} with {found['counter']}")


def _one_you_control_has(text: str) -> Condition | None:
    """ "a creature you control has flying" (Odric, Lunarch Marshal): read as "you control a
    creature with flying"."""
    found = re.fullmatch(r"an? (?P<what>[a-z ]+?) you control has (?P<keyword>[a-z ]+)", text)
    if found is None:
        return None
    return _read_one(f"you control a {found['what']} with {found['keyword']}")


#: "its controller controls no other creatures" / "its controller has seven or more cards in
#: their graveyard": the attached permanent's controller's board, read as theirs.
_ITS_CONTROLLER = (
    (re.compile(r"its controller controls (.+)"), r"you control \1"),
    (re.compile(r"its controller has (.+) in their graveyard"), r"there are \1 in your graveyard"),
)


def _its_controllers(text: str) -> Condition | None:
    """A condition about the game for the controller of the permanent the source is
    attached to, or ``None``."""
    for pattern, theirs in _ITS_CONTROLLER:
        if pattern.fullmatch(text):
            condition = _read_one(pattern.sub(theirs, text))
            if condition is None or not about_the_board(condition) or condition.negated:
                return None
            return condition.model_copy(update={"subject": "attached", "its_controllers": True})
    return None


def _either(text: str) -> Condition | None:
    """ "you control a Desert or there is a Desert card in your graveyard", "you control
    another Merfolk or an Island": either of two conditions about the game (the second may
    leave out "you control"); ``None`` unless both read."""
    for split in re.finditer(r" or ", text):
        first, second = text[: split.start()], text[split.end() :]
        one = _read_one(first)
        other = _read_one(second)
        if other is None and first.startswith("you control "):
            other = _read_one("you control " + second)
        if one is not None and other is not None:
            if not (about_the_board(one) and about_the_board(other)):
                return None  # "it's blocking or ...": whose "it" is the sentence's to say
            if one.negated or other.negated:
                return None
            return Condition(subject="self", any_of=(one, other))
    return None


def _read_one(text: str) -> Condition | None:
    both = re.fullmatch(r"(.+?) and (.+)", text)
    if (
        both
        and (first := read_condition(both.group(1)))
        and (second := read_condition(both.group(2)))
    ):
        # "you have 30 or more life and an opponent has 10 or less life": both must hold;
        # "it's blocking and you control a snow land": the object first, whose "it" the
        # sentence says (a sentence's condition starting with "it" is about its subject)
        if not about_the_board(second) or (
            not about_the_board(first) and not _about_an_object(first)
        ):
            return None  # "... and it's blocking": whose "it" is not told
        if first.negated or second.negated:
            return None  # one negation over both would say "unless both"
        one = first.model_dump(exclude_defaults=True)
        two = second.model_dump(exclude_defaults=True)
        if one.keys() & two.keys() - {"subject"} or first.subject != second.subject:
            return None
        return Condition(**{**one, **two})
    if opponent := _OPPONENT_CONDITION.fullmatch(text):
        if opponent["poisoned"]:  # a poison counter or more (122.1f)
            return Condition(subject="self", opponent_poison_at_least=1)
        if opponent["life"]:
            return Condition(subject="self", opponent_life_at_most=int(opponent["life"]))
        words = opponent["cards"] or opponent["poison"]
        number = int(words) if words.isdigit() else COUNT_WORDS.get(words)
        if number is None:
            return None
        field = "opponent_graveyard_at_least" if opponent["cards"] else "opponent_poison_at_least"
        return Condition(subject="self", **{field: number})
    if (game := _game_condition(text)) is not None:
        return game
    if text in _DESIGNATION_CONDITION:
        return Condition(subject="self", designation=_DESIGNATION_CONDITION[text])
    for words, (state, negated) in _HISTORY.items():  # its history: [dealt damage], ...
        if re.fullmatch(rf"(?:~|it) {words}", text):
            return Condition(subject="self", states=(state,), negated=negated)
    if text == "~ remains tapped":  # the source was tapped to pay for it: while it stays so
        return Condition(subject="self", states=("tapped",))
    if (exiled := _exiled_with(text)) is not None:
        return exiled
    if top := re.fullmatch(r"the top card of your library is (?:an? )?(.+?)(?: card)?", text):
        rule = graveyard_filter(top.group(1))  # "black", "a creature card", "a Goblin card"
        return None if rule is None else Condition(subject="self", top_of_library=rule)
    if text == "~ is paired with another creature":
        return Condition(subject="self", states=("paired",))
    if text == "you control your commander":  # lieutenant: a commander you own (903.3)
        return Condition(
            subject="self", controls=Filter(controller="you", commander=True, owner="you")
        )
    if text in _TURN_CONDITION:
        return Condition(subject="self", your_turn=_TURN_CONDITION[text])
    if match := _LIFE_CONDITION.fullmatch(text):
        bound = "life_at_least" if match.group(2) == "more" else "life_at_most"
        return Condition(subject="self", **{bound: int(match.group(1))})
    if match := _HAND_CONDITION.fullmatch(text):
        if match.group(2) is not None:
            return Condition(subject="self", hand_at_most=COUNT_WORDS[match.group(2)])
        if match.group(1) is None:
            return Condition(subject="self", hand_at_most=0)
        return Condition(subject="self", hand_at_least=NUMBER_WORDS[match.group(1)])
    if match := _CARD_TYPES_CONDITION.fullmatch(text):
        return Condition(
            subject="self", card_types_in_graveyard_at_least=NUMBER_WORDS[match.group(1)]
        )
    if attached := re.fullmatch(
        r"(two|three|four) or more (Equipment|Auras) are attached to it", text
    ):  # the subject is the sentence's ("it"): see read_sentence
        subtype = "Equipment" if attached.group(2) == "Equipment" else "Aura"
        return Condition(
            subject="self",
            attached=Filter(subtypes=(subtype,)),
            attached_at_least=COUNT_WORDS[attached.group(1)],
        )
    if enchanted := _ENCHANTED_BY.fullmatch(text):
        exact = enchanted["exact"]
        least = COUNT_WORDS[exact or enchanted["least"]]
        return Condition(
            subject="self", attached=Filter(subtypes=("Aura",)), attached_at_least=least,
            attached_at_most=least if exact else None,
        )  # fmt: skip
    if facing := _FACING.fullmatch(text):  # "it's blocking or blocked by a Goblin or Orc"
        fields = read_group(facing["what"], plural=False)
        if fields is None or fields.pop("controller") is not None:
            return None
        return Condition(subject="self", blocking_or_blocked_by=Filter(**fields))
    if re.fullmatch(r"you control (?:enchanted|equipped) (?:creature|permanent)", text):
        return Condition(subject="attached", subject_yours=True)
    if (counted := _board_amount(text)) is not None:
        return counted
    if exact := _EXACT_COUNTERS.fullmatch(text):
        kind = counter_kind(exact.group("kind"))
        if kind is None:
            return None
        if exact.group("least"):  # "there are five or more soul counters on ~"
            least = COUNT_WORDS[exact.group("least")]
            return Condition(subject="self", counter=kind, counters_at_least=least)
        number = COUNT_WORDS[exact.group("n")]
        return Condition(
            subject="self", counter=kind, counters_at_least=number, counters_at_most=number
        )
    match = _COUNTER_CONDITION.fullmatch(text)
    if match:
        kind = counter_kind(match.group("kind"))
        if kind is None:
            return None
        subject = "attached" if match.group("who").endswith("creature") else "self"
        if match.group("none"):  # "as long as it has no shell counters on it"
            return Condition(subject=subject, counter=kind, counters_at_least=0, counters_at_most=0)
        number = 1 if match.group("one") else COUNT_WORDS[match.group("n")]
        if match.group("dir") == "fewer":
            return Condition(
                subject=subject, counter=kind, counters_at_least=0, counters_at_most=number
            )
        return Condition(subject=subject, counter=kind, counters_at_least=number)
    if text == "there are no cards in your graveyard":  # while no card is there
        return Condition(subject="self", graveyard=Filter(), negated=True)
    if fewer := _FEWER_IN_GRAVEYARD.fullmatch(text):
        cards = graveyard_filter(fewer.group(2).removesuffix(" "))
        many = NUMBER_WORDS.get(fewer.group(1))
        if cards is None or many is None:
            return None
        return Condition(subject="self", graveyard=cards, graveyard_at_least=many, negated=True)
    if another := _ANOTHER_ATTACHED.fullmatch(text):
        subject = "self" if another["who"] == SELF else "attached"
        besides = Filter(subtypes=(another.group(1),), other=True)
        return Condition(subject=subject, attached=besides, attached_at_least=1)
    match = _GRAVEYARD_CONDITION.fullmatch(text)
    if match:
        what = match.group("what") or match.group("what2") or match.group("what3") or ""
        amount = match.group("n") or match.group("n2")
        rule = graveyard_filter(what.removesuffix(" "))
        if rule is None:
            return None
        return Condition(
            subject="self",
            graveyard=rule,
            graveyard_at_least=NUMBER_WORDS[amount] if amount else 1,
        )
    if in_exile := _OWNS_IN_EXILE.fullmatch(text):  # 406: cards each player owns there
        owners = "you" if in_exile["who"] == "you" else "your opponents"
        owned = read_formula(f"the number of {in_exile['what']}cards {owners} own in exile")
        if owned is None or owned.of != "cards_in_exile":
            return None
        return Condition(subject="self", amount=owned, amount_at_least=1)
    if any_graveyard := _IN_A_GRAVEYARD.fullmatch(text):
        in_graveyards = read_formula(f"the number of {any_graveyard['what']} in all graveyards")
        if in_graveyards is None or in_graveyards.of != "cards_in_graveyard":
            return None
        return Condition(subject="self", amount=in_graveyards, amount_at_least=1)
    match = _CONTROLS.fullmatch(text)
    if match:
        return _controls_condition(match)
    if two_states := _EITHER_STATE.fullmatch(text):
        states = (two_states["one"], two_states["other"])
        return Condition(
            subject="self", any_of=tuple(Condition(subject="self", states=(s,)) for s in states)
        )
    has = _HAS_KEYWORD.fullmatch(text)
    if has and has["keyword"] in SIMPLE_KEYWORDS:
        subject = "self" if has["who"] in (SELF, "it") else "attached"
        return Condition(subject=subject, keywords=(has["keyword"],))
    if not_state := _NOT_STATE_CONDITION.fullmatch(text):
        return Condition(subject="self", states=(not_state["state"],), negated=True)
    match = _STATE_CONDITION.fullmatch(text)
    if match:
        who = match.group("who")
        subject = "attached" if who and who.endswith("creature") else "self"
        state = match.group("state") or match.group("state2") or match.group("state3")
        return Condition(subject=subject, states=(state,))
    match = _CONDITION.fullmatch(text)
    if not match:
        return None
    who = "self" if match.group("who") in (SELF, "it") else "attached"
    what = _what_it_is(match.group("what"))
    if not what:
        return None
    return Condition(subject=who, **what)


def _controls_condition(match: re.Match[str]) -> Condition | None:
    """ "you control two or more artifacts" / "no opponent controls a white creature" /
    "you control exactly one creature": how many permanents some player controls."""
    who_words, exact = match.group("who"), match.group("exact")
    count_word = match.group("n") or match.group("n2")
    plural = count_word is not None or match.group("none") is not None
    plural = plural or (exact is not None and exact != "one")
    fields = read_group(match.group("what"), plural)  # "a creature with flying", ...
    none = match.group("none") is not None
    if fields is None or fields.pop("controller") is not None or (fields.get("other") and not none):
        return None  # ("you control no other creatures": none besides the source)
    if match.group("one") == "another " or match.group("other") or match.group("other2"):
        fields["other"] = True
    negated = none or who_words in ("no opponent controls", "you don't control")
    if none != (who_words == "your opponents control") and who_words != "you control":
        # "no opponent controls no ...", "an opponent controls no ..." (some opponent, not
        # all), "your opponents control two ..." (together or each?): not read
        return None
    if negated:
        at_least, at_most = 0, 0
    elif exact is not None:
        at_least = at_most = COUNT_WORDS[exact]
    else:
        at_least, at_most = (NUMBER_WORDS[count_word] if count_word else 1), None
    who = {"you control": "you", "you don't control": "you", "any player controls": None}.get(
        who_words, "opponent"
    )
    return Condition(
        subject="self", controls=Filter(controller=who, **fields), at_least=at_least,
        at_most=at_most,
    )  # fmt: skip


def about_the_board(condition: Condition) -> bool:
    """A condition about the game rather than an object: what you control, whose turn it
    is, your graveyard, what you have (its ``subject`` is only where the check starts).
    "During your turn, as long as ~ is equipped" is about an object too: not this."""
    return not _about_an_object(condition) and (
        condition.controls is not None
        or condition.your_turn is not None
        or condition.graveyard is not None
        or condition.designation is not None
        or condition.opponent_life_at_most is not None
        or condition.opponent_graveyard_at_least is not None
        or condition.opponent_poison_at_least is not None
        or condition.life_at_least is not None
        or condition.life_at_most is not None
        or condition.hand_at_least is not None
        or condition.hand_at_most is not None
        or condition.card_types_in_graveyard_at_least is not None
        or condition.this_turn is not None
        or condition.life_above_start_at_least is not None
        or condition.life_at_most_half_start
        or condition.mana_values_in_graveyard_at_least is not None
        or condition.most_common_color is not None
        or condition.opponent_hand_at_most is not None
        or condition.more_cards_in_hand_than_opponent
        or condition.top_of_library is not None
        or condition.amount is not None
        or bool(condition.any_of)
    )


def _about_an_object(condition: Condition) -> bool:
    """Whether the condition asks something of its subject (what it is, its state, its
    counters, level or what is attached to it)."""
    return bool(
        condition.colors
        or condition.types
        or condition.subtypes
        or condition.supertypes
        or condition.states
        or condition.counter is not None
        or condition.class_level_at_least is not None
        or condition.attached is not None
        or condition.subject_yours
        or condition.blocking_or_blocked_by is not None
        or bool(condition.keywords)
        or any(_about_an_object(one) for one in condition.any_of)
    )


#: The object's history, which the board doesn't show: the words, the state a scenario
#: writes on the permanent, and whether the condition asks that it didn't happen.
_HISTORY = {
    "hasn't dealt damage yet": ("dealt damage", True),
    "devoured a creature": ("devoured", False),  # 702.82
    "attacked this turn": ("attacked this turn", False),
}
