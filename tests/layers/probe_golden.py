"""The held-out probe (probe_scenarios.toml: draws 1-3, probe4_scenarios.toml: draw 4,
probe5_scenarios.toml: draw 5, probe6_scenarios.toml: draw 6,
probe7_scenarios.toml: draw 7, probe8_scenarios.toml: draw 8):
scenarios drawn by fixed rules from official rulings, the CR's examples and classic judge
questions, none of them used while the layer engine was developed; and how one reply is
judged.

A reply is *right* when every expected value holds, *right-but-warned* when it also lists
something in ``unmodelled``, *wrong-warned* when a value differs but the reply warns that
it did not carry something out, *wrong-silent* when a value differs and nothing warns (the
worst kind: an answer that looks complete), and *refused* when the command answers with an
error (unless the scenario's ``refusal`` says that is the answer: "it doesn't have that
ability now"). ``python -m tests.layers.probe_golden`` prints the count of each and every scenario
that is not right (it needs the imported Scryfall file, as the golden test does).
"""

from __future__ import annotations

import asyncio
import tomllib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.layers.dev_golden import DevRun, problems
from tests.scryfall_cards import DATA, MISSING_REASON

#: The draws, each file in the order it was drawn: draws 1-3, then draws 4 to 8.
FILES = (
    "probe_scenarios.toml",
    "probe4_scenarios.toml",
    "probe5_scenarios.toml",
    "probe6_scenarios.toml",
    "probe7_scenarios.toml",
    "probe8_scenarios.toml",
)

SCENARIOS: list[dict[str, Any]] = [
    scenario
    for name in FILES
    for scenario in tomllib.loads((Path(__file__).parent / name).read_text("utf-8"))["scenario"]
]

KINDS = ("right", "right-but-warned", "wrong-warned", "wrong-silent", "refused")


@dataclass(frozen=True)
class Verdict:
    """How the reply to one scenario fares: its kind, what it got wrong, what it warned."""

    kind: str
    problems: list[str]
    warnings: list[str]


async def judge(run: DevRun, scenario: dict[str, Any]) -> Verdict:
    """The verdict on the reply to one probe scenario."""
    outcome = await run.core.handle(scenario["message"])
    if not outcome.ok and scenario.get("refusal") and scenario["refusal"] in str(outcome.error):
        return Verdict("right", [], [])  # the honest answer is that it can't be done
    if not outcome.ok:
        return Verdict("refused", [f"refused: {outcome.error}"], [])
    reply = outcome.model_dump()["reply"]
    wrong = problems(reply, scenario, run.reader)
    warnings = [str(w) for w in reply.get("unmodelled") or ()]
    if wrong:
        return Verdict("wrong-warned" if warnings else "wrong-silent", wrong, warnings)
    return Verdict("right-but-warned" if warnings else "right", [], warnings)


async def _judge_all(run: DevRun) -> dict[str, Verdict]:
    return {s["id"]: await judge(run, s) for s in SCENARIOS}


def main() -> int:
    if not DATA.exists():
        print(MISSING_REASON)
        return 1
    verdicts = asyncio.run(_judge_all(DevRun.load(SCENARIOS)))
    for draw in sorted({s.get("draw", 1) for s in SCENARIOS}):
        drawn = [s for s in SCENARIOS if s.get("draw", 1) == draw]
        counts = Counter(verdicts[s["id"]].kind for s in drawn)
        print(f"draw {draw}: {len(drawn)} probe scenarios")
        for kind in KINDS:
            print(f"{counts[kind]:>4}  {kind}")
    for scenario in SCENARIOS:
        verdict = verdicts[scenario["id"]]
        if verdict.kind == "right":
            continue
        print(f"\n{scenario['id']} [{verdict.kind}]  {scenario['message']}")
        print("\n".join(f"    {p}" for p in verdict.problems))
        print("\n".join(f"    warns: {w}" for w in verdict.warnings))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
