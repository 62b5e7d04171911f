"""Triggered abilities (603): the trigger condition up to its comma, then the effect read
like a spell's; "When ~ enters" is marked so a scenario resolves it as the permanent enters.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.cards import (
    Ability,
    Condition,
    Filter,
)
from engine.oracle.abilities import NOT_CONTINUOUS, add_other, effect_sentences
from engine.oracle.ability_kinds import Face
from engine.oracle.control import trigger_player
from engine.oracle.coverage import is_characteristic_changing
from engine.oracle.describe import describe_ability
from engine.oracle.object_phrases import REMINDER
from engine.oracle.resolution_ifs import intervening_clause
from engine.oracle.sentences import as_self, split_sentences, you_may_have
from engine.oracle.subjects import Subject, read_group
from engine.oracle.vocabulary import PARAMETER_KEYWORDS, SIMPLE_KEYWORDS

TRIGGER = re.compile(r"(?:(?:When|Whenever|At)\b|[IVX]+(?:, [IVX]+)* —)")


#: An ability word (207.2c) before its dash; \w: "Pavitr's Sevā —" too. A few Oracle lines
#: write the dash as a hyphen ("Metalcraft - This creature gets ..."): one word that is no
#: keyword (a keyword's cost may follow a hyphen: "Ward - Waterbend {4}").
ABILITY_WORD = re.compile(
    r"^[A-Z][\w' ,!-]{2,40} — |^(?!(?i:"
    + "|".join(sorted((*SIMPLE_KEYWORDS, *PARAMETER_KEYWORDS), key=len, reverse=True))
    + r") - )[A-Z][a-z]+ - (?=[A-Z~])"
)


#: "When ~ enters, <effect>": the trigger condition ends at the first comma (outside quotes).
_TRIGGER_CONDITION = re.compile(r"(?P<condition>(?:When|Whenever|At) [^,\"]+), (?P<effect>.+)")


#: The rest of a list of short items in the condition, up to the comma that ends it
#: ("Whenever ~ attacks, blocks, or becomes blocked, ..."; "... an instant, sorcery, or
#: Wizard spell, ...").
_LIST_ITEM = r"[^,. ]+(?: [^,. ]+){0,3}"


_REST_OF_LIST = re.compile(rf"{_LIST_ITEM}(?:, {_LIST_ITEM})*, (?:or|and|and/or) {_LIST_ITEM}, ")


#: "Whenever ~ attacks, it gets ...": "it" at the start of the effect is the condition's subject.
_TRIGGER_SUBJECT = re.compile(
    r"(?:When|Whenever) (?P<subject>~|enchanted creature|equipped creature) (?!or |and )"
)


#: 603.6a: "When ~ enters" (also "Whenever ~ or another Ally you control enters", "Whenever
#: ~ enters or attacks", "When ~ enters and whenever ...", "When ~ enters and at the beginning
#: of your upkeep"): it triggers as the permanent enters, whatever its other event.
_ENTERS = re.compile(
    r"When(?:ever)? ~(?: or another [^,]+?)? enters(?: the battlefield)?"
    r"(?: (?:or|and whenever|and when|and at) .+)?"
)


#: "You may exert ~ as it attacks. When you do, it gets +1/+1 until end of turn." (701.43):
#: a reflexive trigger (603.12) of exerting ~, read as "When you exert ~, ~ gets ...".
_EXERT = re.compile(
    r"You may exert ~ as (?:it|he|she|they) attacks?\. When you do, "
    r"(?P<it>(?:it|he|she|they) )?(?P<effect>.+)"
)


def reflexive_exert(body: str) -> str:
    """The line with an exert reflexive trigger worded as a trigger condition, or as is."""
    exert = _EXERT.fullmatch(body)
    if exert is None:
        return body
    return f"When you exert ~, {'~ ' if exert['it'] else ''}{exert['effect']}"


#: A Saga's chapter ability (714.2b): "III — <effect>", triggered as the lore counter is added;
#: an ability word may name the chapter ("I, II — Wings of Light — Put ...", 207.2c).
CHAPTER = re.compile(
    r"(?P<condition>[IVX]+(?:, [IVX]+)*) — (?:[A-Z][\w' ,!-]{2,40} — )?(?P<effect>.+)"
)


def note_unread(face: Face, text: str) -> bool:
    """Every characteristic-changing sentence of an ability that is only described goes to
    ``unmodelled`` (issue 13: never silent), whatever kind of ability it is in; triggered
    abilities still stay outside the coverage count (``face.characteristic``). Whether
    there was any."""
    unread = [s for s in split_sentences(text) if is_characteristic_changing(s)]
    face.unmodelled.extend(s for s in unread if s not in face.unmodelled)
    return bool(unread)


@dataclass(frozen=True)
class _Trigger:
    condition: str
    effect: str
    #: The intervening "if" clause (603.4): "if it was kicked" (``kicked``), or what the
    #: source must be as the ability resolves (``intervening_if``).
    kicked: bool | None = None
    intervening_if: Condition | None = None

    @property
    def has_clause(self) -> bool:
        return self.kicked is not None or self.intervening_if is not None


#: "you may pay {1}. If you do, create ...": a trigger a scenario resolves was paid for (603.5).
PAID = re.compile(r"^you may pay \{[^.]+?\}\. If you do, ")


#: "you may exile it. If you do, create a token that's a copy of that creature" (Nightmare
#: Shepherd, God-Pharaoh's Gift; "exile it. If you do, ...", Hofri Ghostforge: the card may
#: have left the graveyard already): the token copies the card the trigger exiled.
_EXILED_THEN_COPIED = re.compile(
    r"^(?:you may )?exile (?:it|that card|an? [a-z ]+? card from your graveyard)\. If you do, "
    r"create a token that's a copy of (?:it|that card|that creature)"
)


#: "Whenever a creature you control attacks, it gets ...", "Whenever ~ crews a Vehicle, that
#: Vehicle gets ...": the trigger event's object (603.2), one of a group; "it" or "that
#: <noun>" at the start of the effect is that object.
_TRIGGER_OBJECT = re.compile(
    r"Whenever (?:(?:a|an|another) (?P<group>.+?) (?:attacks|blocks|becomes blocked|enters"
    r"|becomes tapped|deals combat damage)|~ crews (?:a|an) (?P<crewed>[A-Za-z ]+?)"
    # "Whenever equipped creature blocks or becomes blocked by a creature, that creature
    # ...": once for each creature in that block (509.3d, 509.5d), that creature its object
    r"|(?:enchanted|equipped) creature (?:blocks or )?becomes blocked by (?:a|an) "
    r"(?P<foe>[A-Za-z -]+?)$)\b[^,]*"
)
_OBJECT_NAMED_AGAIN = re.compile(
    r"(?:(?:put [^.]+ counters? on|untap) it\. (?=It ))?"  # a one-shot on it first (Surrak)
    r"(?:[Ii]t|that [A-Za-z]+|the other creature) (?:gets|gains|has|becomes|loses)\b"
    r"|that creature's controller gains control of ~"  # Contested War Zone
)


def _trigger_object(condition: str, effect: str) -> Subject | None:
    """What "it" means in the effect of a trigger about one object of a group, or ``None``."""
    match = _TRIGGER_OBJECT.fullmatch(condition)
    if match is None or not _OBJECT_NAMED_AGAIN.match(effect):
        return None
    fields = read_group(match["group"] or match["crewed"] or match["foe"], plural=False)
    if fields is None:
        return None
    if condition.startswith("Whenever another "):
        fields["other"] = True
    if match["foe"]:  # in that block: an attacker it blocks, or a creature blocking it
        blocks = re.search(r"\bblocks or\b", condition)
        fields["any_states"] = ("attacking", "blocking") if blocks else ("blocking",)
    chosen = Filter(**fields)
    return Subject(Filter(scope="triggering"), chosen, "the object that made it trigger")


#: "Whenever enchanted creature blocks or becomes blocked by a creature": the trigger's
#: object is the creature on the other side of that block.
_IN_BLOCK = re.compile(r"(enchanted|equipped) creature (?:blocks or )?becomes blocked by ")


def _in_block(ability: Ability, block: re.Match[str]) -> Ability:
    """The ability's summary saying which creature "made it trigger" in a block (509.3d)."""
    blocks = "blocks or " if "blocks or" in block[0] else ""
    role = f" (the one {block[1]} creature {blocks}is blocked by, 509.3d)"
    if ability.affects.scope != "triggering":
        return ability
    summary = ability.summary.replace(" that made it trigger", f" that made it trigger{role}", 1)
    return ability.model_copy(update={"summary": summary})


#: "If a creature died this turn, create two of those tokens instead.": more of the tokens
#: the sentence before made, which the game model carries out under its "if" (608.2c).
_MORE_TOKENS_INSTEAD = re.compile(r"\bcreate [a-z]+ of those tokens instead\.")


def _trigger(body: str) -> _Trigger | None:
    """A triggered ability's condition and effect, or ``None`` when they cannot be told
    apart, the trigger has an "if" clause or the effect is done "instead" of another."""
    match = _TRIGGER_CONDITION.fullmatch(body) or CHAPTER.fullmatch(body)
    if match is None:
        return None
    condition, effect = match.group("condition"), match.group("effect")
    if rest := _REST_OF_LIST.match(effect):
        condition, effect = f"{condition}, {rest.group(0)[:-2]}", effect[rest.end() :]
    clause = intervening_clause(effect)
    if clause is None:
        return None
    kicked, intervening_if, effect = clause
    if re.search(r"\bif\b", condition) or re.match(r"(?:if|or|and)\b", effect):
        return None  # an intervening "if" clause not read (603.4), or a condition not told apart
    if re.search(r"\binstead\b", _MORE_TOKENS_INSTEAD.sub("", effect)):
        return None  # an effect done "instead" under a condition may never apply
    if re.search(r"\bIf (?:they|the player|that player) (?:do|does|don't|doesn't)\b", effect):
        return None  # branches on a player's choice (Takklemaggot): what follows may not happen
    effect = trigger_player(condition, effect)  # "that player": whose step
    effect = PAID.sub("", effect)
    effect = _EXILED_THEN_COPIED.sub("create a token that's a copy of the exiled card", effect)
    subject = _TRIGGER_SUBJECT.match(condition)
    if subject and subject["subject"] != "~" and re.match(r"(?:each |all )?other ", effect):
        return None  # "Whenever enchanted creature attacks, each other creature ...": other
        # than the enchanted creature, which a group other than the source can't say
    may = re.match(r"[Yy]ou may have (?=it )", effect)  # "you may have it get ...": a
    # choice made as it resolves (608.2d), read by the sentence reader like a spell's
    offer, offered = (may[0], effect[may.end() :]) if may else ("", effect)
    if subject and offered.startswith("it "):
        effect = offer + subject.group("subject") + offered.removeprefix("it")
    return _Trigger(condition, effect, kicked, intervening_if)


#: "You may exile target nontoken creature" on a card whose other text reads the exiled
#: card's power or toughness (607.2a): the ability says the scenario names that card.
_LINKED_EXILE = re.compile(r"(?:you may )?exile (?:up to one )?target [^.,]+\.?")


_READS_EXILED_CARD = re.compile(
    r"\bthe exiled (?:creature )?card's (?:power|toughness)\b"
    r"|\b(?:power|toughness) of the exiled (?:creature )?card\b"
    r"|\bpower, toughness, and creature types of the last creature card exiled with it\b"
)


def read_triggered(face: Face, body: str) -> None:
    """A triggered ability: its effects when every characteristic-changing sentence of the
    effect reads, else the description alone. Triggered abilities are outside the coverage
    count (docs/CARDS.md), so the effect is read on a scratch face whose ``characteristic``
    is dropped; a sentence it could not read still goes to ``unmodelled`` (never silent)."""
    trigger = _trigger(body)
    if trigger is None:
        unread = note_unread(face, body)
        add_other(face, "triggered_unread" if unread else "triggered")
        return
    when = "enters" if _ENTERS.fullmatch(trigger.condition) else None
    if _LINKED_EXILE.fullmatch(trigger.effect) and _READS_EXILED_CARD.search(face.text):
        summary = "Triggered ability: exiles a card that its linked abilities read (607.2a)."
        face.abilities.append(
            Ability(kind="triggered", summary=summary, choice="exile", trigger=when)
        )
        return
    scratch = Face(face.name, face.types, face.keywords, face.mana_cost, face.text, face.legendary)
    # a spell's "Whenever a creature attacks this turn, it ..." is a delayed trigger (603.7)
    taken = you_may_have(trigger.effect)  # what "it" names is read as if the choice was made
    it = None if face.is_spell else _trigger_object(trigger.condition, taken)
    effect = trigger.effect
    if it is not None:  # "the other creature" of a block (509.3d) is that trigger's object
        effect = re.sub(r"^the other creature\b", "that creature", effect)
    effect_sentences(scratch, split_sentences(effect), "triggered", None, "triggered", it)
    if it is not None and (block := _IN_BLOCK.search(trigger.condition)):
        scratch.abilities[:] = [_in_block(a, block) for a in scratch.abilities]
    failed = [entry for entry in scratch.unmodelled if entry not in scratch.partly_read]
    if (failed or not any(a.effects for a in scratch.abilities)) and trigger.has_clause:
        unread = note_unread(face, body)  # reported with its trigger and "if" clause
        add_other(face, "triggered_unread" if unread else "triggered")
        return
    if failed or not any(a.effects for a in scratch.abilities):
        face.unmodelled.extend(e for e in scratch.unmodelled if e not in face.unmodelled)
        exchange = NOT_CONTINUOUS["exchange"]
        if any(a.summary == exchange for a in scratch.abilities) and not scratch.unmodelled:
            # an exchange of control the game model carries out as the trigger resolves
            face.abilities.append(Ability(kind="triggered", summary=exchange))
            return
        add_other(face, "triggered_unread" if scratch.unmodelled else "triggered")
        return
    face.unmodelled.extend(scratch.partly_read)  # read, with a part reported as not modelled
    made = [a for a in scratch.abilities if a.effects]
    clause = {"kicked": trigger.kicked, "intervening_if": trigger.intervening_if}
    for ability in scratch.abilities:
        ability = ability.model_copy(update={"trigger": when, "same_trigger": ability in made[1:]})
        if ability.effects and trigger.has_clause:
            ability = ability.model_copy(update=clause)
            ability = ability.model_copy(update={"summary": describe_ability(ability)})
        face.abilities.append(ability)


#: "When ~ enters, ", "Whenever this creature enters or attacks, ", "When ~ enters and at the
#: beginning of your upkeep, ", "Whenever ~ or another artifact you control enters, ": the
#: words before a "when this enters" trigger's instructions.
_WHEN_IT_ENTERS = re.compile(
    r"(?:[A-Z][A-Za-z' -]+ — )?When(?:ever)? (?:~|this [A-Za-z]+)(?: or another [^,]+?)? enters"
    r"(?: the battlefield)?(?: (?:or|and) (?P<other>[^,.]+))?, "
)


#: The intervening "if" of a kicked permanent's enters trigger (603.4, 702.33d), before the
#: instructions :func:`enters_text` returns ("if it was kicked, create X ...", Verdeloth).
IF_KICKED = re.compile(r"if (?:it|~) was kicked, ")


def _enters_trigger(oracle_text: str, name: str, legendary: bool) -> tuple[str, str]:
    """The instructions of a "When this enters" trigger and its second event ("attacks" of
    "Whenever ~ enters or attacks"), each "" when it has none."""
    for line in oracle_text.splitlines():
        own = as_self(line, name, legendary=legendary) if name else line  # "When Karrthus enters"
        own = REMINDER.sub("", own)  # its "When it dies" is no second trigger (Toph's earthbend)
        found = _WHEN_IT_ENTERS.match(own)  # after an ability word (207.2c)
        if found:  # up to another trigger on the same line (Animate Dead's "When ~ leaves")
            rest = re.split(r"(?<=\.) (?=(?:When|Whenever|At) )", own[found.end() :])[0]
            return rest, found["other"] or ""
    return "", ""


def enters_text(oracle_text: str, name: str, *, legendary: bool = False) -> str:
    """The instructions of a "When this enters" triggered ability (603.6a), if it has one
    (not "another creature"): its own name may be the short one ("When Karrthus enters"),
    and a trigger with a second event ("Whenever ~ enters or attacks", "When ~ enters and
    at the beginning of your upkeep") triggers as it enters too."""
    return _enters_trigger(oracle_text, name, legendary)[0]


def enters_other_event(oracle_text: str, name: str, *, legendary: bool = False) -> str:
    """The second event of a "when this enters" trigger ("attacks", "whenever ~ attacks",
    "at the beginning of your upkeep"), on which it triggers again (603.2), or ""."""
    return _enters_trigger(oracle_text, name, legendary)[1]
