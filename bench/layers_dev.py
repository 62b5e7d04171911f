"""``python -m bench.layers_dev``: how many of issue 12's development scenarios pass, by topic.

Runs every scenario of ``tests/layers/dev_scenarios.toml`` through the command core with
parsed Scryfall cards (as ``tests/layers/test_dev_scenarios.py`` does) and prints the
pass rate per topic, then what blocks the others, counted by the kind of reason written
in their ``xfail`` (a reason lists its parts separated by ";"). ``--failures`` also prints
each failing scenario with what its reply got wrong. Not a speed benchmark, so
``python -m bench`` does not run it.
"""

from __future__ import annotations

import argparse
import asyncio
from collections import Counter
from typing import Any

from bench import CARD_FILE


async def _results(run: Any, scenarios: list[dict[str, Any]]) -> dict[str, list[str]]:
    return {s["id"]: await run.check(s) for s in scenarios}


def _blockers(
    scenarios: list[dict[str, Any]], results: dict[str, list[str]]
) -> tuple[Counter[str], Counter[str]]:
    """The failing scenarios counted per kind of reason ("parser", "needs game model" ...)
    and per reason, each once per scenario."""
    kinds: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    for scenario in scenarios:
        if results[scenario["id"]]:
            written = scenario.get("xfail") or "new failure: no reason written"
            parts = {part.strip() for part in written.split(";")}
            reasons.update(parts)
            kinds.update({part.split(":")[0] for part in parts})
    return kinds, reasons


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.layers_dev", description=__doc__)
    parser.add_argument("--failures", action="store_true", help="print what each failure got")
    args = parser.parse_args(argv)
    if not CARD_FILE.exists():
        print(f"The Scryfall bulk file is not here ({CARD_FILE}); nothing to run.")
        return 1
    from tests.layers.dev_golden import SCENARIOS, DevRun

    results = asyncio.run(_results(DevRun.load(), SCENARIOS))
    by_topic: dict[str, list[bool]] = {}
    for scenario in SCENARIOS:
        by_topic.setdefault(scenario["topic"], []).append(not results[scenario["id"]])
    passed = sum(not problems for problems in results.values())
    print(f"{passed} of {len(SCENARIOS)} development scenarios pass\n")
    print(f"{'topic':<22} pass / all")
    for topic, outcomes in sorted(by_topic.items(), key=lambda item: -len(item[1])):
        print(f"{topic:<22} {sum(outcomes):>4} / {len(outcomes)}")
    kinds, reasons = _blockers(SCENARIOS, results)
    if not kinds:
        print("\nNothing blocks: every scenario passes.")
    else:
        print("\nWhat blocks the others (scenarios per kind of reason, then per reason):")
    for kind, count in kinds.most_common():
        print(f"{count:>3}  {kind}")
    print()
    for reason, count in reasons.most_common():
        print(f"{count:>3}  {reason}")
    unexpected = [s["id"] for s in SCENARIOS if bool(results[s["id"]]) != bool(s.get("xfail"))]
    if unexpected:
        print(f"\nNot as dev_scenarios.toml says (xfail to add or remove): {', '.join(unexpected)}")
    if args.failures:
        for scenario in SCENARIOS:
            if results[scenario["id"]]:
                print(f"\n{scenario['id']}  {scenario['message']}")
                print("\n".join(f"    {problem}" for problem in results[scenario["id"]]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
