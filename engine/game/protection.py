"""Protection's qualities read as a test of what may stay attached (702.16c, 702.16d).

A permanent with protection from a quality can't be enchanted by Auras with that quality,
nor equipped or fortified by Equipment or Fortifications with it; those already attached
fall off as a state-based action (704.5m, 704.5n). A quality is read from the words after
"protection from" as the host's keyword has them ("protection from zombies", "from legendary
creatures", "from each of your opponents"); one this reading doesn't know ("creatures with
no names", "the chosen player") answers ``None``, and the caller warns rather than guess.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from engine.cards import AbilityEffect
from engine.layers import Game
from engine.layers.borrowed import protection_from_colors
from engine.objects import Characteristics, GameObject
from engine.oracle.sentences import as_self
from engine.oracle.vocabulary import SUBTYPE, SUBTYPE_PLURAL

_COLORS = frozenset({"white", "blue", "black", "red", "green"})
#: Card types by their plural ("permanents" is any of them on the battlefield).
_TYPES = {
    "artifacts": "Artifact", "battles": "Battle", "creatures": "Creature",
    "enchantments": "Enchantment", "lands": "Land", "planeswalkers": "Planeswalker",
    "instants": "Instant", "sorceries": "Sorcery", "permanents": "",
}  # fmt: skip
_SUPERTYPES = {"legendary": "Legendary", "snow": "Snow", "basic": "Basic"}
_PLURAL = {form.casefold(): name for form, name in SUBTYPE_PLURAL.items()}
_SINGULAR = {form.casefold(): name for form, name in SUBTYPE.items()}
#: What separates several qualities in one keyword ("protection from demons and from
#: dragons", 702.16g).
_SEPARATOR = re.compile(r",?\s*(?:and |or )?from ")


def qualities(keyword: str) -> list[str]:
    """The qualities of a "protection from ..." keyword; none for another keyword."""
    if not keyword.startswith("protection from "):
        return []
    return [q.strip() for q in _SEPARATOR.split(keyword.removeprefix("protection ")) if q.strip()]


def has_quality(quality: str, attached: Characteristics, host: Characteristics) -> bool | None:
    """Whether ``attached`` has the ``quality`` the protection of ``host`` names; ``None``
    when the words are not read (702.16a: any characteristic value or information)."""
    colors = {color.value for color in attached.colors}
    if quality in _COLORS:
        return quality in colors
    if quality in ("each color", "all colors", "any color"):
        return bool(colors)  # 702.16h: shorthand for one protection per color
    if quality == "colorless":
        return not colors
    if quality == "monocolored":
        return len(colors) == 1
    if quality == "multicolored":
        return len(colors) > 1
    if quality == "everything":
        return True  # 702.16j
    if quality in ("each of your opponents", "each opponent", "your opponents"):
        return attached.controller is not host.controller  # 702.16k: what they control
    controlled = re.fullmatch(r"(?P<what>.+) your opponents control", quality)
    if controlled:
        group = _in_group(controlled["what"], attached)
        return None if group is None else group and attached.controller is not host.controller
    return _in_group(quality.removesuffix(" spells"), attached)  # a spell is never attached


def _in_group(words: str, attached: Characteristics) -> bool | None:
    """ "zombies", "legendary creatures", "non-human creatures", "noncreature permanents":
    a plural card type or subtype after words that narrow it, each read or ``None``."""
    *narrowing, noun = words.split()
    if noun in _TYPES:
        fits = not _TYPES[noun] or _TYPES[noun] in attached.types
    elif noun in _PLURAL:
        fits = attached.has_subtype(_PLURAL[noun])
    else:
        return None
    for word in narrowing:
        test = _narrows(word, attached)
        if test is None:
            return None
        fits = fits and test
    return fits


def _narrows(word: str, attached: Characteristics) -> bool | None:
    """One word before the noun: a supertype, a card type, a subtype, or "non" one."""
    negated = word.startswith("non")
    base = re.sub(r"^non-?", "", word) if negated else word
    if base in _SUPERTYPES:
        found = _SUPERTYPES[base] in attached.supertypes
    elif f"{base}s" in _TYPES or base == "sorcery":
        found = base.capitalize() in attached.types
    elif base in _SINGULAR:
        found = attached.has_subtype(_SINGULAR[base])
    else:
        return None
    return found != negated


def protection_from(
    attached: Characteristics, host: Characteristics, spared: Iterable[str] = ()
) -> str | None:
    """The host's protection that ``attached`` has a quality of, in the host's words, else
    ``None``; the instances in ``spared`` (an effect that "doesn't remove" it, 702.16n)
    don't count, one each."""
    left = list(spared)
    for keyword in host.keywords:
        if keyword in left:
            left.remove(keyword)
            continue
        if any(has_quality(q, attached, host) for q in qualities(keyword)):
            return keyword
    return None


def unread_protection(host: Characteristics, attached: Characteristics) -> str | None:
    """The host's first protection with a quality not read for ``attached``, else ``None``."""
    for keyword in host.keywords:
        if any(has_quality(q, attached, host) is None for q in qualities(keyword)):
            return keyword
    return None


#: "This effect doesn't remove this Aura" (Cho-Manno's Blessing), "... doesn't remove Auras"
#: (Spectra Ward, 702.16n), "... doesn't remove Auras and Equipment you control that are
#: already attached to it" (Benevolent Blessing, 702.16p).
_LEAVES_ON = re.compile(
    r"This effect doesn't remove (?:(?P<itself>this Aura|~)|Auras(?P<equipment> and Equipment)?"
    r"(?P<yours> you control)?(?P<already> that are already attached to it)?)"
)


def spared_protections(
    game: Game, state: dict[int, Characteristics], attached: GameObject, host: GameObject
) -> list[str]:
    """The host's protection instances that leave ``attached`` on: those an Aura attached to
    the host gives when its effect "doesn't remove" ``attached`` (702.16n, 702.16p); other
    instances of the same protection still count."""
    if not any(k.startswith("protection from ") for k in state[host.id].keywords):
        return []
    spared: list[str] = []
    for source in game.battlefield():
        if source.attached_to != host.id or source.id not in state:
            continue
        words = _LEAVES_ON.search(as_self(source.card.oracle_text, source.card.name))
        if words is not None and _leaves_on(words, source, attached, state):
            spared.extend(_protections_given(source, host, game, state))
    return spared


def _leaves_on(
    words: re.Match[str],
    source: GameObject,
    attached: GameObject,
    state: dict[int, Characteristics],
) -> bool:
    if attached is source:  # the Aura itself (702.16p: "including the Aura giving" it)
        return True
    if words["itself"]:
        return False
    chars = state[attached.id]
    kinds = {"Aura", "Equipment"} if words["equipment"] else {"Aura"}
    if not kinds & set(chars.subtypes):
        return False
    if words["yours"] and chars.controller is not state[source.id].controller:
        return False
    # "already attached": before the effect began; one attached since can't be (702.16p)
    return not words["already"] or attached.effect_timestamp < source.effect_timestamp


def _protections_given(
    source: GameObject, host: GameObject, game: Game, state: dict[int, Characteristics]
) -> list[str]:
    """The protection keywords ``source``'s own abilities give ``host``, as it shows them."""
    given: list[str] = []
    for ability in source.card.abilities:
        for effect in ability.effects:
            if not isinstance(effect, AbilityEffect):
                continue
            given += [k for k in effect.keywords if k.startswith("protection from ")]
            if effect.protection_from_chosen_color and source.choices.color:
                given.append(f"protection from {source.choices.color}")
            if (of := effect.protection_from_colors_of) is not None:  # Pledge of Loyalty
                controller = state[source.id].controller
                given += protection_from_colors(of, controller, game, state, host.id)
    return given
