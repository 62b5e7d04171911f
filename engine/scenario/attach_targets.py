"""Who an equip or fortify ability may target: a creature (or land) its activator controls
(702.6a, 702.67a), narrowed by the quality an "Equip [quality]" ability names (702.6c:
"Equip legendary creature {2}", "Equip Knight {1}"). ``equip Name -> Target`` is that
activation, so an illegal target is refused; an Equipment a term puts onto the battlefield
already attached may have got there another way (a control change, 301.5c), so the reply
only says its equip ability couldn't have done it. A quality this model can't read is said.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.errors import ScenarioError
from engine.names import with_article
from engine.objects import GameObject
from engine.oracle.object_phrases import read_objects
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer

#: The term verbs that activate the keyword rather than attach by another effect.
_ACTIVATES = re.compile(r"^(?:\w+\s*:\s*)?(?P<verb>equip|fortify)\s", re.I)
#: An "Equip [quality] [cost]" keyword line (not "Equip abilities you activate cost {1} less").
_EQUIP_LINE = re.compile(
    r"^Equip(?: (?P<quality>[A-Za-z ,'-]+?))? ?(?:(?:\{[^}]+\})+|—[^\n]+?)(?: \(.*\))?$", re.M
)


def check_activated_attach(
    player: ScenarioPlayer, attached: GameObject, host: GameObject, term: Term
) -> None:
    """Refuse an ``equip``/``fortify`` term whose target its ability can't have (702.6a,
    702.67a, 702.6c)."""
    verb = _ACTIVATES.match(term.text)
    if verb is None:
        return  # "attach": another effect attaches it, under its own rules (701.3)
    fortify = verb["verb"].casefold() == "fortify"
    problem = _illegal_target(player, attached, host, term, fortify=fortify)
    if problem is not None:
        raise ScenarioError(
            f"In {term.where()}: {problem}.",
            "Point it at one you control that has what it asks for, with “-> Name” (opp: "
            "before the term activates an opponent's Equipment).",
        )


def note_entered_attached(
    player: ScenarioPlayer, attached: GameObject, host: GameObject, term: Term
) -> None:
    """An Equipment a term puts onto the battlefield attached: the reply says when its
    equip ability couldn't have attached it there (the board may still be reached another
    way, 301.5c)."""
    if "Equipment" not in attached.card.subtypes:
        return
    problem = _illegal_target(player, attached, host, term, fortify=False)
    if problem is not None:
        player.notes.append(
            f"{attached.card.name} entered attached to {host.card.name} ({term.where()}), "
            f"which its equip ability couldn't have done: {problem}; “equip "
            f"{attached.card.name} -> Name” equips it."
        )


def _illegal_target(
    player: ScenarioPlayer, attached: GameObject, host: GameObject, term: Term, *, fortify: bool
) -> str | None:
    """Why ``host`` is no legal target of ``attached``'s equip (or fortify) ability: another
    player's permanent (702.6a, 702.67a), or one without the quality each of its equip
    abilities names (702.6c; 702.6d: any one of them may be activated); ``None`` when it
    is legal, or when a quality isn't read (then said)."""
    chars = player.filter_state()[host.id]
    name = attached.card.name
    if chars.controller is not attached.controller:
        rule = "702.67a" if fortify else "702.6a"
        return (
            f"{'fortify' if fortify else 'equip'} targets a permanent its activator controls "
            f"({rule}), and {host.card.name} is another player's"
        )
    qualities = [m["quality"] for m in _EQUIP_LINE.finditer(attached.card.oracle_text)]
    if fortify or not qualities or any(q is None for q in qualities):
        return None
    from engine.scenario.carry_out import fits, probe  # carry_out reads attachments too

    seen_by = probe(attached.controller, attached, 0)
    readings = [(q, read_objects(q)) for q in qualities if q is not None]
    if any(kind is not None and fits(kind, host, chars, seen_by) for _, kind in readings):
        return None
    unread = [q for q, kind in readings if kind is None]
    if unread:
        player.unmodelled.append(
            f"{name} ({term.where()}): “equip {unread[0]}” is not read, so whether it may "
            f"equip {host.card.name} was not checked (702.6c)."
        )
        return None
    said = " or ".join(with_article(q) for q, _ in readings)
    return (
        f"{name}'s equip ability targets only {said} you control (702.6c), and "
        f"{host.card.name} isn't one"
    )
