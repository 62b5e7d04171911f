"""Every shortcut a scenario takes around the layer system gives the full computation's answer.

Playing a scenario reuses a layer result until the board changes (``ScenarioPlayer.layers``),
skips the state-based-action check when printed values show none can apply
(``engine.game.quiet.may_apply``), and a layer run memoises what it reads (abilities by
layer, subtype checks). On many generated games, after every term, the result the player
uses must equal a fresh ``apply_layers`` of the same board, field by field, and a board the
quick check calls quiet must have no state-based action to perform on the full layer result.
"""

from __future__ import annotations

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench.layers_bench import game_lookup
from engine.errors import ScenarioError
from engine.game import sba
from engine.game.quiet import may_apply
from engine.layers import LayerResult, apply_layers
from engine.scenario.parse import Term, parse_scenario
from engine.scenario.play import ScenarioPlayer

#: Permanents and spells from every layer: copy, control, text, type, color, abilities,
#: P/T setting, modifying and switching, with dependencies among them.
PERMANENTS = (
    "Grizzly Bears", "Serra Angel", "Hill Giant", "Savannah Lions", "Glorious Anthem",
    "Honor of the Pure", "Humility", "Opalescence", "Mycosynth Lattice", "Blood Moon",
    "Urborg, Tomb of Yawgmoth", "Conspiracy [Goblin]", "Painter's Servant [black]",
    "Mogg Flunkies", "Godhead of Awe", "Clone [copy: Grizzly Bears]", "Bonesplitter",
    "March of the Machines",
)  # fmt: skip
SPELLS = (
    "Giant Growth", "Invert", "Bedeck", "Befuddle", "Hideous Laughter", "Act of Treason",
    "Threaten", "Kasmina's Transmutation", "Torpor Dust", "Raise the Alarm", "Lightning Bolt",
    "Murder", "Cloudshift",
)  # fmt: skip
TARGETS = ("Grizzly Bears", "Serra Angel", "Hill Giant", "Savannah Lions", "Soldier")
ACTIONS = (
    "end turn", "1 damage", "2 damage", "+1/+1 counter", "-1/-1 counter", "gains flying",
    "destroy", "exile", "bounce", "blink", "sacrifice",
)  # fmt: skip

_term = st.one_of(
    st.builds(lambda seat, name: seat + name, st.sampled_from(("", "opp: ")),
              st.sampled_from(PERMANENTS)),
    st.builds(lambda name, target: f"{name} -> {target}" if target else name,
              st.sampled_from(SPELLS), st.sampled_from(("", *TARGETS))),
    st.builds(lambda action, target: f"{action} -> {target}" if "damage" in action
              or "counter" in action else (f"{action} {target}" if action in
              ("destroy", "exile", "bounce", "blink", "sacrifice") else action),
              st.sampled_from(ACTIONS), st.sampled_from(TARGETS)),
)  # fmt: skip
GAMES = st.lists(_term, min_size=2, max_size=14).map(
    lambda terms: " + ".join(["Grizzly Bears", *terms])
)

_LOOKUP = game_lookup()  # the catalog and the bench games' one-shot spells


def _same(used: LayerResult, fresh: LayerResult) -> None:
    assert used.characteristics == fresh.characteristics
    assert used.steps == fresh.steps
    assert used.dependencies == fresh.dependencies
    assert used.notes == fresh.notes
    assert used.dependency_pairs == fresh.dependency_pairs


def play_generated(player: ScenarioPlayer, text: str) -> LayerResult | None:
    """Play a generated game; ``None`` when a generated term points at nothing (refused:
    nothing to compare)."""
    try:
        return player.play(parse_scenario(text))
    except ScenarioError:
        return None


class _CheckingPlayer(ScenarioPlayer):
    """Plays a scenario and, after every term, holds each shortcut against the full run."""

    checked = 0

    def check_state_based_actions(self, term: Term) -> None:
        if not may_apply(self.game):
            board = copy.deepcopy(self.game)
            state = apply_layers(board).characteristics
            assert sba._one_round(board, state, term.position, frozenset(), []) == []
        super().check_state_based_actions(term)
        _same(self.layers(), apply_layers(self.game))
        self.checked += 1


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(GAMES)
def test_the_layer_result_a_game_uses_is_the_full_computation(text: str) -> None:
    player = _CheckingPlayer(_LOOKUP)
    final = play_generated(player, text)
    if final is None:
        return
    _same(final, apply_layers(player.game))
    _same(apply_layers(player.game), apply_layers(player.game))


def test_the_checks_run_after_terms() -> None:
    """The property above is not vacuous: a game checks after every one of its terms."""
    player = _CheckingPlayer(_LOOKUP)
    player.play(parse_scenario("Grizzly Bears + Invert + Giant Growth + end turn + 1 damage"))
    assert player.checked == 5
