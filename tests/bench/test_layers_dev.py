"""``python -m bench.layers_dev`` counts what blocks the failing dev scenarios."""

from __future__ import annotations

from bench.layers_dev import _blockers


def test_blockers_count_each_reason_once_per_failing_scenario() -> None:
    scenarios = [
        {"id": "a", "xfail": "needs game model: end turn; parser: Mutavault not read"},
        {"id": "b", "xfail": "needs game model: end turn; needs game model: tokens"},
        {"id": "c", "xfail": "parser: Mutavault not read"},
        {"id": "d"},
    ]
    results = {"a": ["wrong"], "b": ["wrong"], "c": [], "d": ["new problem"]}
    kinds, reasons = _blockers(scenarios, results)
    assert kinds == {"needs game model": 2, "parser": 1, "new failure": 1}
    assert reasons["needs game model: end turn"] == 2
    assert reasons["parser: Mutavault not read"] == 1  # c passes: not counted
