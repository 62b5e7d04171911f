"""What a resolving spell or ability makes (111.2): its tokens, as many as it says or as the
X the scenario states (107.3), a Role attached to a creature (303.7), an Incubator (701.53a),
and the delayed triggers about them ("Exile that token at the beginning of the next end
step", 603.7).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.errors import ScenarioError
from engine.game import create_tokens
from engine.objects import GameObject, Player
from engine.oracle.actions import OneShot, ReadActions
from engine.scenario.choice_kinds import stated_x
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


#: A delayed triggered ability (603.7) about the token the same ability just made ("it" in
#: Kiki-Jiki's "Sacrifice it at the beginning of the next end step").
_AT_NEXT_END_STEP = re.compile(
    r"(?P<verb>exile|sacrifice) (?:that token|those tokens|the tokens?|it|them) at the "
    r"beginning of "
    r"the next end step\.?",
    re.IGNORECASE,
)


def delays_to_end_step(player: ScenarioPlayer, sentence: str, source_name: str) -> bool:
    """ "Exile that token at the beginning of the next end step" (Splinter Twin): a delayed
    trigger (603.7) that ``end turn`` carries out as the end step begins (513.1); whether
    the sentence was one about a token the ability made."""
    match = _AT_NEXT_END_STEP.fullmatch(sentence.strip())
    if match is None or not player.made_tokens:
        return False
    verb = match["verb"].casefold()
    player.at_next_end_step.extend((verb, made, source_name) for made in player.made_tokens)
    tokens = "token" if len(player.made_tokens) == 1 else "tokens"
    player.notes.append(
        f"{source_name}: the {tokens} will be {'exiled' if verb == 'exile' else 'sacrificed'} "
        "at the beginning of the next end step (a delayed trigger, 603.7)."
    )
    return True


def create(
    player: ScenarioPlayer,
    action: OneShot,
    source_name: str,
    term: Term,
    maker: Player,
    timestamp: int,
) -> None:
    """``maker`` creates the tokens ``action`` describes and controls them (111.2)."""
    assert action.token is not None
    amount = stated_amount(action, term, source_name)
    made = create_tokens(player.game, action.token, amount, maker, timestamp)
    for token in made if action.tapped else ():  # "create a tapped ... token"
        token.states.add("tapped")
    player.made_tokens.extend(t.id for t in made)  # "those tokens" / "those creatures"
    name = action.token.name
    several = len(made) > 1
    spec = action.token
    pt = f" ({spec.power}/{spec.toughness})" if spec.power is not None else ""  # a Treasure
    player.notes.append(
        f"{source_name} created {len(made)} {name} token{'s' if several else ''}{pt}; "
        "later terms name "
        f"{'them' if several else 'it'} “{name}”"
        + (f", “{name} #2” for the second." if several else ".")
    )


def stated_amount(action: OneShot, term: Term, source_name: str) -> int:
    """How many tokens or counters the instruction makes or puts: its number, or the X the
    term states with ``[x N]`` (107.3); an X not stated is refused, never guessed."""
    if not action.x_amount:
        return action.amount
    x = stated_x(term)
    if x is None:
        what = "tokens" if action.verb == "tokens" else f"{action.counter} counters"
        raise ScenarioError(
            f"In {term.where()}: {source_name} puts or creates X {what}, and the scenario does "
            "not say X (107.3).",
            f"Say X with [x N], e.g. {term.name or source_name} [x 3].",
        )
    return x


def incubate(
    player: ScenarioPlayer, action: OneShot, source_name: str, maker: Player, timestamp: int
) -> None:
    """701.53a: ``maker`` creates an Incubator token (111.10i) that enters with ``amount``
    +1/+1 counters; transformed ("{2}: Transform this artifact."), it is an N/N Phyrexian
    artifact creature."""
    assert action.token is not None
    made = create_tokens(player.game, action.token, 1, maker, timestamp)[0]
    made.add_counters("+1/+1", action.amount, timestamp)
    player.made_tokens.append(made.id)
    player.notes.append(
        f"{source_name}: incubate {action.amount}: an Incubator token with {action.amount} "
        "+1/+1 counter(s) (701.53a); “activate Incubator” transforms it into a 0/0 Phyrexian "
        "artifact creature with those counters (111.10i)."
    )


def create_role(
    player: ScenarioPlayer,
    action: OneShot,
    host: GameObject,
    source: GameObject | None,
    term: Term,
    timestamp: int,
) -> None:
    """A Role token created attached to ``host`` by the spell's or ability's controller
    (303.7, 111.2); none is created when ``host`` is no longer a creature it could enchant
    (303.4g). A target the Role's own phrase can't take (Charmed Clothier named for its own
    "another target creature you control") is warned about, never attached."""
    from engine.scenario.carry_out import fits, probe  # carry_out calls this module

    assert action.token is not None
    maker = source.controller if source is not None else term.seat()
    called, chars = action.token.name, player.current(host)
    shown = chars.name or host.card.name
    if action.scope == "target" and not fits(
        action.what, host, chars, probe(maker, source, timestamp)
    ):
        player.unmodelled.append(
            f"{term.name} ({term.where()}): not carried out: “{action.sentence}”: {shown} "
            "can't be its target (115.1); name one it can take."
        )
        return
    if host.zone != "battlefield" or not chars.is_creature:
        player.notes.append(
            f"No {called} token was created: {shown} is no creature on the battlefield for it "
            "to enchant (303.4g)."
        )
        return
    role = create_tokens(player.game, action.token, 1, maker, timestamp)[0]
    role.attached_to, role.attached_at = host.id, timestamp
    player.made_tokens.append(role.id)
    player.notes.append(
        f"A {called} token (a Role named {role.card.name}, 111.10) was created attached to {shown}."
    )


def role_placed_apart(
    player: ScenarioPlayer,
    action: OneShot,
    reading: ReadActions,
    term: Term,
    source: GameObject | None,
    timestamp: int,
) -> bool:
    """Whether a Role instruction was settled here, not by the target ``->`` names: a
    triggered ability's "create a Cursed Role token attached to it" with no target word puts
    it on its own source (Cursed Courtier's "When this creature enters"; "that creature" is
    the one that made it trigger, Gylwain's, so never the source); a Role whose "target" is
    not the text's first (Cut In's damage, Twisted Fealty's control come first) has a target
    ``-> Name`` doesn't name, so it is warned about (115.1)."""
    if action.verb != "role" or (action.scope == "target" and not reading.targets):
        return False
    if action.scope == "target":
        first = reading.targets[0].model_copy(update={"other": False})
        if action.what.model_copy(update={"other": False}) == first:
            return False
        player.unmodelled.append(
            f"{term.name} ({term.where()}): not carried out: “{action.sentence}”: its target "
            "is the text's second one, which “->” doesn't name here (115.1)."
        )
        return True
    on_source = (
        source is not None
        and action.scope == "it"
        and action.sentence.endswith(" to it.")
        and term.kind == "trigger"
        and not reading.targets
        and not term.target
    )
    if on_source and source is not None:
        create_role(player, action, source, source, term, timestamp)
    return on_source
