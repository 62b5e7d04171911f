"""A layer run's shortcuts give the plain layer loop's answer.

``apply_layers`` skips a layer where nothing can have an effect, gathers static effects
from an index of the objects that have static abilities (rebuilt after an effect in a layer
that can change abilities), and tries for dependency (613.8a) only the pairs of effects
where one writes what the other reads, grouped by what they write. On generated games,
after every term, the run with these shortcuts must equal the run without them: every
layer visited, the sources looked for anew each time, every pair of effects considered.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from unittest import mock

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.layers import LayerResult, apply_layers
from engine.layers.dependencies import DependencyGraph, overlaps
from engine.layers.effects import ContinuousEffect
from engine.layers.gather import EffectSources
from engine.scenario.parse import Term, parse_scenario
from engine.scenario.play import ScenarioPlayer
from tests.layers.test_layer_reuse import _LOOKUP, _same, _term, play_generated

#: The generated games of ``test_layer_reuse``, plus copies that bring static abilities to a
#: permanent that had none in that layer (a Clone of Godhead of Awe after the Godhead left).
_COPIES = st.sampled_from(
    ("Godhead of Awe", "Humility", "Clone [copy: Godhead of Awe]", "Clone [copy: Humility]",
     "destroy Godhead of Awe", "destroy Humility")
)  # fmt: skip
GAMES = st.lists(st.one_of(_term, _COPIES), min_size=2, max_size=14).map(
    lambda terms: " + ".join(["Grizzly Bears", *terms])
)

_index_of_sources = EffectSources._static_sources


def _sources_looked_for_anew(sources: EffectSources) -> object:
    sources._sources = None
    return _index_of_sources(sources)


def _every_pair(
    graph: DependencyGraph, effects: list[ContinuousEffect], others: list[ContinuousEffect]
) -> list[tuple[ContinuousEffect, ContinuousEffect]]:
    return [
        (effect, other)
        for effect in effects
        for other in others
        if other is not effect
        and other.is_cda == effect.is_cda
        and overlaps(graph.reads[id(effect)], graph.writes[id(other)])
    ]


@contextmanager
def _plain_loop() -> Iterator[None]:
    with (
        mock.patch.object(EffectSources, "may_have_effects", lambda sources, layer: True),
        mock.patch.object(EffectSources, "_static_sources", _sources_looked_for_anew),
        mock.patch.object(DependencyGraph, "_pairs", _every_pair),
    ):
        yield


def _plain(player: ScenarioPlayer) -> LayerResult:
    with _plain_loop():
        return apply_layers(player.game)


class _ComparingPlayer(ScenarioPlayer):
    """After every term, holds the layer run against the plain loop on the same board."""

    compared = 0
    pairs = 0

    def check_state_based_actions(self, term: Term) -> None:
        super().check_state_based_actions(term)
        fast = apply_layers(self.game)
        _same(fast, _plain(self))
        self.compared += 1
        self.pairs += fast.dependency_pairs


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(GAMES)
def test_the_shortcuts_of_a_layer_run_change_no_result(text: str) -> None:
    player = _ComparingPlayer(_LOOKUP)
    final = play_generated(player, text)
    if final is not None:
        _same(final, _plain(player))


def test_a_clone_keeps_the_static_ability_it_copied() -> None:
    """707.2: the Clone copied Godhead of Awe; with the Godhead gone, the Clone's copied
    ability still sets other creatures' base P/T (613.4b): the run must look for static
    abilities again after the copy layer gave the Clone one in a layer no source had."""
    player = _ComparingPlayer(_LOOKUP)
    result = player.play(
        parse_scenario(
            "Grizzly Bears + Godhead of Awe + Clone [copy: Godhead of Awe] + destroy Godhead of Awe"
        )
    )
    bears = result.characteristics[player.subject_id]
    assert (bears.power, bears.toughness) == (1, 1)
    _same(result, _plain(player))


def test_the_comparison_sees_dependencies_and_skipped_layers() -> None:
    """Not vacuous: Conspiracy and Blood Moon on one board make dependency pairs, and a
    board of Bears and an anthem has effects in one layer of eleven."""
    player = _ComparingPlayer(_LOOKUP)
    player.play(
        parse_scenario(
            "Grizzly Bears + Conspiracy [Goblin] + Mogg Flunkies + Blood Moon + "
            "Urborg, Tomb of Yawgmoth + Giant Growth"
        )
    )
    assert player.compared == 2  # once the board is set up, and after Giant Growth
    assert player.pairs > 0
    visited: list[object] = []
    visit = EffectSources.effects_in
    bears = ScenarioPlayer(_LOOKUP)
    bears.play(parse_scenario("Grizzly Bears + Glorious Anthem"))
    with mock.patch.object(
        EffectSources,
        "effects_in",
        lambda sources, layer: visited.append(layer) or visit(sources, layer),
    ):
        result = apply_layers(bears.game)
    assert result.characteristics[bears.subject_id].power == 3
    assert len(visited) == 1
