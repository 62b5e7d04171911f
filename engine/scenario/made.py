"""What a resolving spell or ability makes (111.2): its tokens, as many as it says or as the
X the scenario states (107.3), and the delayed triggers about them ("Exile that token at the
beginning of the next end step", 603.7).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.errors import ScenarioError
from engine.game import create_tokens
from engine.objects import Player
from engine.oracle.actions import OneShot
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
