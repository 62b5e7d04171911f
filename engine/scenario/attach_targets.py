"""Who an equip or fortify ability may target: a creature (or land) its activator controls
(702.6a, 702.67a), narrowed by the quality an "Equip [quality]" ability names (702.6c:
"Equip legendary creature {2}", "Equip Knight {1}"). ``equip Name -> Target`` is that
activation, so an illegal target is refused; a quality this model can't read is said.
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
    """Refuse an ``equip``/``fortify`` term whose target its ability can't have: another
    player's permanent (702.6a, 702.67a) or one without the quality each of its equip
    abilities names (702.6c, 702.6d: any one of them may be activated)."""
    verb = _ACTIVATES.match(term.text)
    if verb is None:
        return  # "attach": another effect attaches it, under its own rules (701.3)
    chars = player.filter_state()[host.id]
    name, rule = attached.card.name, "702.6a" if verb["verb"].casefold() == "equip" else "702.67a"
    if chars.controller is not attached.controller:
        raise ScenarioError(
            f"In {term.where()}: {verb['verb'].casefold()} targets a permanent its "
            f"activator controls ({rule}); {host.card.name} is another player's, so "
            f"{name} can't be attached to it this way.",
            "Point it at one of your own with “-> Name” (opp: before the equip term "
            "activates an opponent's Equipment).",
        )
    qualities = [m["quality"] for m in _EQUIP_LINE.finditer(attached.card.oracle_text)]
    if not qualities or any(q is None for q in qualities) or rule != "702.6a":
        return
    from engine.scenario.carry_out import fits, probe  # carry_out reads attachments too

    seen_by = probe(attached.controller, attached, 0)
    readings = [(q, read_objects(q)) for q in qualities if q is not None]
    if any(kind is not None and fits(kind, host, chars, seen_by) for _, kind in readings):
        return
    unread = [q for q, kind in readings if kind is None]
    if unread:
        player.unmodelled.append(
            f"{name} ({term.where()}): “equip {unread[0]}” is not read, so whether it may "
            f"equip {host.card.name} was not checked (702.6c)."
        )
        return
    said = " or ".join(with_article(q) for q, _ in readings)
    raise ScenarioError(
        f"In {term.where()}: {name}'s equip ability targets only {said} you control "
        f"(702.6c); {host.card.name} isn't one.",
        f"Point it at {said} you control with “-> Name”.",
    )
