"""Text preparation: the card's name as ``~``, lines split into sentences, keyword lines,
and quoted abilities kept apart from the words around them.
"""

from __future__ import annotations

import re

from engine.identity import strip_reminder_text
from engine.oracle.vocabulary import (
    NUMBER_WORDS,
    PARAMETER_KEYWORDS,
    PLANESWALKER_TYPES,
    SELF,
    SIMPLE_KEYWORDS,
    SUBTYPE,
    SUBTYPE_PLURAL,
)


def self_names(name: str, *, legendary: bool = False) -> list[str]:
    """Every name the object's text may call it by, longest first (201.5): its full name, an
    Alchemy card's old name, the part before a comma ("Esika" for Esika, God of the Tree),
    and a legend's short name ("Crovax" for Crovax the Cursed, 201.5c; never "Destroy" for
    the sorcery Destroy the Evidence); the one list every reader turns into ``~``."""
    names = [name, name.removeprefix("A-")]  # an Alchemy rebalance's text keeps the old name
    for each in list(names):
        if "," in each:
            short = each.split(",")[0]  # "Esika, God of the Tree" is also "Esika"
        elif legendary and (" of " in each or " the " in each):
            short = each.split(" of ")[0].split(" the ")[0].strip()
        else:
            continue
        # "Eye of Malcator" is not every "Eye" in its text, nor "Lizard, Connors's Curse" every
        # "green Lizard creature"; "Gideon" is Gideon of the Trials, "Jace" Jace, Mirror Mage
        if short not in SUBTYPE or short in PLANESWALKER_TYPES:
            names.append(short)
    return sorted({n for n in names if len(n) > 2}, key=len, reverse=True)


#: "this creature", "this Case", "this Spacecraft": the object the text is on (written ``~``).
THIS_OBJECT = re.compile(
    r"\b[Tt]his (?:creature|permanent|artifact|enchantment|land|Vehicle|Equipment|Aura|card"
    r"|planeswalker|battle|token|spell|Case|Class|Saga|Room|Siege|Spacecraft|Planet)\b|\b[Tt]his ~"
)


#: "earthbend 2." (701.66a), a keyword action whose meaning is the words below; one after
#: "then" (a second instruction in the sentence) is left whole, so it is said unread.
_EARTHBEND = re.compile(r"(?<!then )\b(?P<e>[Ee])arthbend (?P<n>\d+)\.")
_SPELLED_NUMBERS = {number: word for word, number in NUMBER_WORDS.items()}


def spell_out_keyword_actions(text: str) -> str:
    """``text`` with "earthbend N." written out as 701.66a defines it, so its land creature
    and its counters are read like any other instruction and its return is said unread."""

    def meaning(match: re.Match[str]) -> str:
        number = int(match["n"])
        counters = "a +1/+1 counter" if number == 1 else "{} +1/+1 counters"
        counters = counters.format(_SPELLED_NUMBERS.get(number, number))
        target = "Target" if match["e"] == "E" else "target"
        return (
            f"{target} land you control becomes a 0/0 creature with haste in addition to its "
            f"other types. Put {counters} on it. When it dies or is put into "
            "exile, return it to the battlefield tapped under your control."
        )

    return _EARTHBEND.sub(meaning, text)


def prepare(text: str, name: str, *, legendary: bool = False) -> str:
    """The text with the card's name written ``~`` (:func:`as_self`) and "this creature"
    too, the object that has the ability, quoted or not."""
    text = spell_out_keyword_actions(strip_reminder_text(text).replace("\u2019", "'"))
    return THIS_OBJECT.sub(SELF, as_self(text, name, legendary=legendary))


#: The words before a quote that give the ability to the object itself ("except it has",
#: "it becomes ... and gains", "~ can't be attacked and has", "have ~ gain"): there its
#: name means the object that has the ability, as everywhere on it (201.5).
_GRANTED_TO_ITSELF = re.compile(
    r"\bexcept\b|\bbecomes\b|(?:^|, |\bhave )~(?: [a-z']+)*? (?:has|gains?)\s*$"
)


def as_self(text: str, *names: str, legendary: bool = False) -> str:
    """``text`` with each of the object's names, and the short names they go by ("Homura"
    for "Homura, Human Ascendant"), written ``~``, but not in a quoted ability it gives
    another object: there the name means the card itself, not the object that has the
    ability ("arrow counters on Archery Training", 201.5a)."""
    own = sorted(
        {n for name in names for n in self_names(name, legendary=legendary)}, key=len, reverse=True
    )
    for quoted_name in (n for n in own if n.count('"') == 2):  # "Brims" Barone: no quote
        text = text.replace(quoted_name, SELF)
    parts = re.split(r'("[^"]*")', text)
    for index, part in enumerate(parts):
        sentence = re.split(r"[.\n]\s*", "".join(parts[:index]))[-1]
        if index % 2 and not _GRANTED_TO_ITSELF.search(sentence):
            continue  # a quote given to another object (the even parts are outside quotes)
        for self_name in own:  # "becomes a Coward" on Coward: the creature type, never
            article = r"(?<!\ba )(?<!\ban )" if self_name in SUBTYPE else ""  # its name
            part = re.sub(rf"(?<![\w']){article}{re.escape(self_name)}(?![\w])", SELF, part)
        parts[index] = part
    return "".join(parts)


def split_sentences(paragraph: str) -> list[str]:
    """Sentences of one paragraph; periods inside quotes do not end a sentence."""
    sentences: list[str] = []
    current: list[str] = []
    quoted = False
    for index, char in enumerate(paragraph):
        current.append(char)
        if char in '"“”':
            quoted = not quoted
            after = paragraph[index + 1 : index + 3]
            if (
                not quoted
                and len(current) > 1
                and current[-2] == "."
                and re.fullmatch(r" [A-Z]", after)
            ):
                sentences.append("".join(current).strip())  # 'has "... ." It gains ...'
                current = []
        elif char == "." and not quoted:
            nxt = paragraph[index + 1 : index + 2]
            if nxt in ("", " ", "\n", '"'):
                sentences.append("".join(current).strip())
                current = []
    rest = "".join(current).strip()
    if rest:
        sentences.append(rest)
    return [s for s in sentences if s]


def outside_quotes_colon(paragraph: str) -> int:
    quoted = False
    for index, char in enumerate(paragraph):
        if char in '"“”':
            quoted = not quoted
        elif char == ":" and not quoted:
            return index
    return -1


_PARAMETER = re.compile(
    r"^(?:"
    + "|".join(re.escape(k) for k in sorted(PARAMETER_KEYWORDS, key=len, reverse=True))
    + r")(?:[ —\-]|$)"
)


#: Keyword actions (701) the parser reads as an instruction ("Populate." alone on a line,
#: Wake the Reflections, 701.36a), never as a keyword ability of the card.
_INSTRUCTIONS = frozenset({"populate"})


def _keyword_part(part: str, card_keywords: frozenset[str]) -> str | None:
    """The keyword a comma-separated part of a keyword line names, if it is one."""
    lowered = part.strip().rstrip(".").casefold()
    if not lowered or len(lowered) > 60 or lowered in _INSTRUCTIONS:
        return None
    if lowered in SIMPLE_KEYWORDS or lowered in card_keywords:
        return lowered
    if _PARAMETER.match(lowered) and "." not in lowered[:-1] and ":" not in lowered:
        return lowered
    for keyword in card_keywords:
        rest = lowered.removeprefix(keyword)
        if rest != lowered and re.fullmatch(r"(?: ?\{[^}]+\})+|\s?\d+|\s?x|—.*", rest):
            return lowered
    return None


def keyword_line(line: str, card_keywords: frozenset[str]) -> list[str] | None:
    separator = "; " if ";" in line else ", "
    parts = [part for part in line.split(separator) if part.strip()]
    found = [_keyword_part(part, card_keywords) for part in parts]
    if not found or any(word is None for word in found):
        return None
    return [word for word in found if word]


#: "protection from Goblins": protection from a creature type (702.16a), a plural subtype.
_FROM_SUBTYPE = {plural.casefold() for plural in SUBTYPE_PLURAL}

_COLOR_WORD = r"(?:white|blue|black|red|green)"

#: A quality protection is from that a card states once and for all (702.16a): a color, a
#: card type ("instants", "instant spells"), "non-Human creatures", "everything", ...
_FIXED_QUALITY = re.compile(
    _COLOR_WORD + r"|everything|multicolored|monocolored|colorless|each color"
    r"|each of your opponents|creatures your opponents control|sorceries"
    r"|(?:artifact|creature|enchantment|instant|sorcery|planeswalker|land)s?(?: spells)?"
    r"|non-(?P<non>[a-z]+) creatures"
)


def _quality(words: str) -> bool:
    """Whether ``words`` (casefolded) name one fixed quality of protection: one of
    :data:`_FIXED_QUALITY` (a real creature type after "non-") or a plural subtype (702.16a)."""
    fixed = _FIXED_QUALITY.fullmatch(words)
    if fixed:
        return fixed["non"] is None or fixed["non"].capitalize() in SUBTYPE
    return words in _FROM_SUBTYPE


#: What separates the qualities of "protection from white, blue, and red", "from instants
#: and from sorceries" or "hexproof from blue and from black": several abilities (702.16g,
#: 702.11d), kept as one keyword.
_QUALITY_SEPARATOR = re.compile(r"(,? and from |, from |,? and |, )")


def _quality_list(text: str) -> str:
    """``text`` with the qualities after each "protection from" / "hexproof from" joined by
    "/" (one keyword for :func:`keyword_list`), as far as they are real qualities."""
    for found in re.finditer(r"(?:protection|hexproof) from ", text):
        pieces = _QUALITY_SEPARATOR.split(text[found.end() :])
        end = 1
        while end + 1 < len(pieces) and _quality(pieces[end + 1].casefold()):
            end += 2
        if _quality(pieces[0].casefold()) and end > 1:
            joined = found.group(0) + "/".join(pieces[0:end:2])
            return text[: found.start()] + joined + _quality_list("".join(pieces[end:]))
    return text


def keyword_list(text: str) -> tuple[str, ...] | None:
    """``flying, first strike, and trample`` -> the keywords; ``None`` if any is not one."""
    text = _quality_list(text.strip())
    # "protection from red/blue": from each; a hybrid symbol in a cost ("outlast {G/W}") stays
    parts = [
        re.sub(r"/(?![^{]*\})", " and from ", p) for p in re.split(r", and |, or |, | and ", text)
    ]
    found: list[str] = []
    for part in parts:
        word = part.strip().casefold()
        if (
            word in SIMPLE_KEYWORDS
            or re.fullmatch(
                r"ward \{\d+\}|(?:(?:artifact|nonbasic|legendary|snow) )?(?:landwalk|[a-z]+walk)"
                r"|(?:toxic|afflict|bushido|rampage|annihilator|afterlife|renown|poisonous|frenzy"
                r"|absorb|bloodthirst|fabricate|modular|backup|dethrone|exalted)(?: ?\d*| x)"
                r"|affinity for [a-z]+s",  # "affinity for artifacts" (702.41a)
                word,
            )
            or (
                (quality := re.match(r"(?:protection|hexproof) from ", word)) is not None
                and all(map(_quality, word[quality.end() :].split(" and from ")))
            )
        ):
            found.append(word[:-1] + "X" if word.endswith(" x") else word)  # "bushido X"
        elif _GRANTED_WITH_COST.fullmatch(word):  # the cost as printed: "ninjutsu {2}{B}"
            found.append(part.strip())
        elif (equip := _EQUIP_QUALITY.fullmatch(part.strip())) and equip["quality"] in SUBTYPE:
            found.append(part.strip())  # "equip Knight {0}" (702.6c)
        else:
            return None
    return tuple(found) or None


#: A keyword with a cost or a number an effect grants ("ninjutsu {2}{B}", "unearth {B}",
#: "modular 1"), or without one when a sentence of its own states it ("has scavenge. The
#: scavenge cost is equal to its mana cost."; 702.97a): a keyword like any other (613.1f).
#: Not the ones that name a quality rather than a cost (protection, enchant, affinity).
_GRANTED_WITH_COST = re.compile(
    "(?:"
    + "|".join(
        re.escape(k)
        for k in sorted(PARAMETER_KEYWORDS, key=len, reverse=True)
        if k not in ("protection from", "hexproof from", "enchant", "affinity for", "affinity")
    )
    + r")(?: (?:\{[^}]+\})+| \d+| x)?"
)


#: A quoted ability that is activated ("{T}: ...") or triggered ("When ...", "At ..."), not
#: static.
NOT_STATIC = re.compile(r"^(?:When|Whenever|At)\b|:")


#: "Equip [quality] [cost]" (702.6c): an equip ability that may target only a creature of
#: that subtype ("equip Knight {0}", "equip Pirate {1}").
_EQUIP_QUALITY = re.compile(r"[Ee]quip (?P<quality>[A-Z][a-z]+) (?:\{[^}]+\})+")


def quoted_summary(ability: str) -> str:
    """What kind of ability a quoted text is, in neutral words (the mask it is read under)."""
    if re.match(r"(?:When|Whenever|At)\b", ability):
        return "a triggered ability (quoted on the card)"
    if re.fullmatch(r"enchant [a-z ~]+\.?", ability):
        return ability  # an enchant keyword ability (702.5a), read as the keyword it is
    colon = outside_quotes_colon(ability)
    if colon > 0:
        if re.match(r"\s*Add\b", ability[colon + 1 :]):
            return "a mana ability (quoted on the card)"
        return "an activated ability (quoted on the card)"
    return "a static ability (quoted on the card)"


QUOTE = re.compile(r"\"([^\"]*)\"")


def mask_quotes(sentence: str) -> str:
    """Quoted abilities become a neutral token so their words are not read as ours."""
    return QUOTE.sub(lambda m: f'"{quoted_summary(m.group(1))}"', sentence)


#: "... onto the battlefield face down. They're 5/5 artifact creatures." (708.2a): the second
#: sentence gives the permanents the first puts face down other characteristics.
_FACE_DOWN_AS = re.compile(r"they're \d+/\d+ [a-z ]*creatures\.", re.I)


def with_face_down_values(sentences: list[str]) -> list[str]:
    """``sentences`` with a face-down action and the characteristics its next sentence gives
    the face-down permanents (708.2a) joined into one, read together."""
    joined: list[str] = []
    for sentence in sentences:
        if (
            joined
            and joined[-1].endswith("onto the battlefield face down.")
            and _FACE_DOWN_AS.fullmatch(sentence)
        ):
            joined[-1] = f"{joined[-1]} {sentence}"
        else:
            joined.append(sentence)
    return joined


#: "you may have target creature get -1/-1 until end of turn": when the spell or ability
#: resolves in a scenario, its controller chose to (603.5, 608.2d), so it reads "target
#: creature gets -1/-1" ("You may have it gain reach", "Then you may have it become ...").
_YOU_MAY_HAVE = re.compile(r"^[Yy]ou may have (?P<subject>[^.]+?) (?P<verb>become|get|gain|lose) ")


def you_may_have(text: str) -> str:
    """``text`` with an opening "you may have <subject> <verb>" read as the choice made."""
    return _YOU_MAY_HAVE.sub(lambda m: f"{m['subject']} {m['verb']}s ", text)


#: "~ gets +1/+1 until end of turn and you gain 1 life" (Leonin Vanguard, Rabaroo Troop): a
#: change that lasts until end of turn, then, joined by "and", an instruction to a player.
_AND_A_PLAYER_DOES = re.compile(
    r"(?P<change>[^\"]+? until end of turn) and (?P<does>(?:you|its controller|that player) "
    r"(?:gains?|loses?|draws?) [^,\"]+)\."
)


def player_instruction_apart(sentences: list[str]) -> list[str]:
    """Each sentence, with an instruction to a player that follows a change of
    characteristics after "and" made a sentence of its own (it changes no object, 613.1): the
    change reads as any other, the instruction as one that is not a continuous effect."""
    apart: list[str] = []
    for sentence in sentences:
        if both := _AND_A_PLAYER_DOES.fullmatch(sentence):
            does = both["does"]
            apart += [f"{both['change']}.", f"{does[:1].upper()}{does[1:]}."]
        else:
            apart.append(sentence)
    return apart
