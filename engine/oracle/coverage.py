"""What counts as characteristic-changing text: the coverage denominator (docs/CARDS.md).

A sentence of a static, spell or activated ability counts when it contains one of the
shapes in :data:`DENOMINATOR` (after the exclusions below). The same table builds the
pattern the parser uses and the table in docs/CARDS.md (:func:`denominator_table`), so the
two cannot drift apart.
"""

from __future__ import annotations

import re

from engine.oracle.vocabulary import PARAMETER_KEYWORDS, SIMPLE_KEYWORDS

#: Every keyword ability's name, those followed by a cost or a number too: "Cards in each
#: player's hand have cycling {2}" gives an ability as much as "have flying" does (613.1f).
_KEYWORD_WORDS = "|".join(
    sorted(
        {re.escape(word) for word in (*SIMPLE_KEYWORDS, *PARAMETER_KEYWORDS)}, key=len, reverse=True
    )
)

#: (what the docs call it, the regular expression): one row per shape of text that changes
#: characteristics (613.1: copy, control, text, type, color, abilities, power/toughness).
DENOMINATOR: tuple[tuple[str, str], ...] = (
    (
        "`get(s) [an additional] ±N/±N` (N may be X)",
        r"\bgets? (?:an additional )?[+-][\dX]+/[+-][\dX]+",
    ),
    ("`change the text of` (text-changing, 612)", r"\b[Cc]hange the text of\b"),
    ("`exchange the text boxes` (612)", r"\bexchange the text boxes\b"),
    ("`base power`", r"\bbase power\b"),
    ("`base toughness`", r"\bbase toughness\b"),
    ("`power and toughness are each ...`", r"\bpower and toughness (?:are|is) each\b"),
    ("`power (or toughness) is equal to`", r"\b(?:power|toughness) (?:is|are) (?:each )?equal"),
    ("`switch ... power and toughness`", r"\b[Ss]witch\b[^.]*\bpower and toughness"),
    ("`in addition to its/their other ...`", r"\bin addition to (?:its|their) other\b"),
    ("`lose(s) all (other) abilities`", r"\blos(?:e|es) all(?: other)? abilities"),
    ("`gain(s) control of`", r"\b[Gg]ains? control of\b"),
    ("`exchange control of`", r"\b[Ee]xchange control of\b"),
    (
        "`double the power/toughness of` (701.10b-c)",
        r"\b[Dd]ouble (?:the (?:power|toughness)\b|[^.]*'s? (?:power|toughness)\b)",
    ),
    (
        "`lose(s) all [other] card types / creature types / land types`",
        r"\blos(?:e|es) all (?:other )?(?:card|creature|land) types\b",
    ),
    (
        "`has/have/gain(s) all [activated|triggered] abilities of` / `the full text of`",
        r"\b(?:has|have|gains?) (?:all (?:activated |triggered )?abilities of|the full text of)\b",
    ),
    ("`you control enchanted|equipped ...`", r"\byou control (?:enchanted|equipped)\b"),
    (
        "`has/have/gain(s) the chosen abilities`",
        r"\b(?:has|have|gains?) (?:each of )?the chosen abilit",
    ),
    (
        "`the same is true for ... spells|cards`",
        r"\b[Tt]he same is true for\b[^.]*\b(?:spells|cards)\b",
    ),
    (
        "`the same is true for <keyword>, ...` (a keyword granted under a condition about it)",
        rf"\b[Tt]he same is true for (?:{_KEYWORD_WORDS})\b",
    ),
    (
        "`is/are/become(s) the chosen type|color`",
        r"\b(?:is|are|becomes?) (?:the chosen|that) (?:creature )?(?:type|color)\b",
    ),
    (
        "`become(s)|enter(s) as a copy of`",
        r"\b(?:becomes?|enters?(?: the battlefield)?) as a copy of\b",
    ),
    ("`become(s) a copy of` / `become copies of`", r"\bbecomes? (?:a copy|copies) of\b"),
    (
        "`is/are a copy of`, `enter as copies of`, a token `that's a copy of` (and `create N of"
        " those tokens`), `populate`",
        r"\b(?:is|are) a copy of\b|\benter as copies of\b"
        r"|\bthat(?:'s| is| are) (?:a )?cop(?:y|ies) of\b|^[Pp]opulate\b"
        r"|\bcreate \w+ of those tokens\b",
    ),
    (
        "`is/are/become(s) legendary|snow`, `is no longer / isn't legendary|snow` (supertypes,"
        " 205.4)",
        r"\b(?:(?:is|are|becomes?) (?:no longer |not )?|(?<!that )(?<!which )(?:isn't|aren't) )"
        r"(?:legendary|snow)"
        r"(?=\.?$| until| in addition)",
    ),
    (
        "`~|it isn't a creature` (a card type taken away, 205.1a)",
        r"(?:^|, )(?:~|it|enchanted [a-z]+) (?:isn't|is no longer) an? "
        r"(?:creature|artifact|enchantment|land|planeswalker)\b",
    ),
    (
        "`has the full text of`, `has the power, toughness ... of` (characteristics of another"
        " object)",
        r"\bha(?:s|ve) the (?:full text|power, toughness)\b",
    ),
    ("`this effect continues` (an effect that outlives its source)", r"\bthis effect continues\b"),
    (
        "`turn ... face down` on the battlefield (708.2: a nameless 2/2 creature; not a draft)",
        r"^(?![^.]*\bdraft)[^.]*\b[Tt]urn (?:(?!face up)[^.])*? face down\b",
    ),
    (
        "`is/are/become(s) the creature type / basic land type / color(s) of your choice`",
        r"\b(?:is|are|becomes?) the (?:creature type|basic land type|colors?|color or colors) of "
        r"(?:your|its controller's|their controller's) choice",
    ),
    (
        "`has/have/gain(s) [your choice of]` + a keyword ability, protection, ward or a quoted "
        "ability (not a test such as `if it has`, `that have`, `doesn't have`)",
        r"(?<!\bif it )(?<!\bif they )(?<!\bthat )(?<!\bwhich )(?<!n't )"
        r"\b(?:has|have|gains?) (?:your choice of )?(?:protection from|hexproof from|ward\b|\"|(?:"
        + _KEYWORD_WORDS
        + r")\b)",
    ),
    (
        "`gain(s) that ability|those abilities` (an ability named before)",
        r"\bgains? (?:that|those) abilit",
    ),
    (
        "`lose(s) [your choice of]` + a keyword ability",
        r"\blos(?:e|es) (?:your choice of )?(?:" + _KEYWORD_WORDS + r")\b",
    ),
    (
        "`is/are/become(s) [your choice of] [a] [legendary|snow] [N/N] <color>|all colors|"
        "<... creature>|<basic land type>` (N may be X; a subtype may have a hyphen, "
        "Assembly-Worker)",
        r"\b(?:is|are|becomes?) (?:your choice of )?(?:an? )?(?:(?:legendary|snow) )?"
        r"(?:[\dX]+/[\dX]+ )?"
        r"(?:(?:colorless|white|blue|black|red|green|all colors)\b"
        r"(?! (?:mana|source|spells?|cards?|permanents?|creatures? (?:card|spell)))"
        r"|(?:[A-Z][A-Za-z-]+ )*(?:artifact |enchantment )?creatures?\b"
        r"(?! (?:cards?|spells?))|(?:Plains|Islands?|Swamps?|Mountains?|Forests?)\b)",
    ),
    (
        "`become(s) [a] [<subtype>] artifact|enchantment|land|planeswalker` (a card type set,"
        " 205.1a), `become(s) an Aura`, `become(s) the land types ...`, `become(s) your choice"
        " of ...`, `become(s) a <subtype>` (`becomes a Coward until end of turn`)",
        r"\bbecomes? (?:an? )?(?:[A-Z][A-Za-z-]+ )*(?:artifact|enchantment|land|planeswalker)s?\b"
        r"(?! (?:cards?|spells?|tokens?))|\bbecomes? an Aura\b|\bbecomes? the land types?\b"
        r"|\bbecomes? your choice of\b"
        r"|\bbecomes? an? (?:[A-Z][a-z-]+ )*[A-Z][a-z-]+(?= until\b| in addition\b| with\b|\.?$)",
    ),
)

_CHARACTERISTIC = re.compile("|".join(pattern for _, pattern in DENOMINATOR))


#: "can attack as though it didn't have defender": a rule about attacking or targeting that
#: names an ability, but gives or takes none (no characteristic changes).
_AS_THOUGH = re.compile(r" as though (?:it|they) didn't have [a-z]+")


#: "If that creature is white or blue, ...", "If it's a creature, ...", "If that creature
#: has flying, ...": a test of what an object is or has as it resolves (608.2c) changes
#: nothing; what follows the comma is counted on its own.
_OBJECT_TEST = re.compile(
    r"\b[Ii]f (?:it|that (?:creature|permanent)|the creature you control) "
    r"(?:is|isn't|is not|has|doesn't have|does not have) [^,]+, "
)


#: "Create a token with "<ability>"": the token is made with that ability (111.3); the
#: quoted text changes no object's characteristics.
_TOKEN_WITH = re.compile(r"\b[Cc]reate\b[^.\"]*\btokens?\b[^\"]* with\b")


#: "You have hexproof", "Players gain hexproof until end of turn": a player is not an object
#: and has no characteristics; such effects apply after the layers (613.10).
_PLAYER_SUBJECT = re.compile(
    r"(?:Until end of turn, )?(?:You|Players|Each player|Your opponents|Each opponent) "
    r"(?:have|has|gain|gains) (?:hexproof|shroud|protection from [a-z ]+)"
    r"(?: until (?:end of turn|your next turn))?\.?"
)


#: "You and permanents you control gain hexproof from blue and from black ...": the group's
#: part is read as any other; the player's own part is not a characteristic (613.10).
_PLAYER_AND = re.compile(
    r"(?:[^,.]+, )?(?:[Yy]ou|[Pp]layers|[Ee]ach player) and (?!that |target )[^.]*?"
    r" (?:have|has|gain|gains) (?:hexproof|shroud|protection)\b"
)

#: What the reply says of a player's own hexproof, shroud or protection.
PLAYER_PART = (
    "what it gives a player (702.11c, 702.18a, 702.16b) is not shown, nor checked when a "
    "spell or ability targets that player"
)


#: "You have hexproof", "During your turn, you and ~ have hexproof", "You and permanents you
#: control gain hexproof from blue and from black until end of turn": what "you" gets.
_YOU_GET = re.compile(
    r"(?:(?:During your turn|Until end of turn), )?(?:You|you)(?: and (?!that |target )[^.]*?)?"
    r" (?:have|has|gain|gains) (?P<gets>hexproof(?: from [a-z]+(?:,? (?:and )?from [a-z]+)*)?"
    r"|shroud|protection from [A-Za-z]+(?:,? (?:and )?from [A-Za-z]+)*)"
    r"(?: until end of turn)?\."
)


def player_gets(sentence: str) -> str:
    """What the sentence gives "you" as a player ("hexproof from blue and from black"), read
    for the scenario to show (702.11c, 702.18a, 702.16b); "" for any other sentence."""
    found = _YOU_GET.fullmatch(sentence.strip())
    return found["gets"] if found else ""


def gives_a_player(sentence: str) -> bool:
    """Whether the sentence gives a player hexproof, shroud or protection ("You have
    hexproof", "You and permanents you control gain hexproof"): nothing the layers show."""
    return bool(_PLAYER_SUBJECT.fullmatch(sentence.strip()) or _PLAYER_AND.match(sentence))


def is_characteristic_changing(sentence: str) -> bool:
    """Whether a sentence (reminder text removed) changes characteristics (docs/CARDS.md)."""
    if _PLAYER_SUBJECT.fullmatch(sentence.strip()):
        return False
    sentence = re.sub(r"\b(It|it|They|they)(?:'s|'re) ", r"\1 is ", sentence)
    sentence = _OBJECT_TEST.sub("", sentence)
    if _TOKEN_WITH.search(sentence):
        sentence = re.sub(r"\"[^\"]*\"", '""', sentence)
    return _CHARACTERISTIC.search(_AS_THOUGH.sub("", sentence)) is not None


def denominator_table() -> str:
    """The denominator's shapes as the Markdown list docs/CARDS.md shows (one per row)."""
    return "\n".join(f"- {words}" for words, _ in DENOMINATOR)
