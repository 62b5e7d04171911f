"""The general mechanisms behind the probe's fixes, each on boards the probe doesn't hold,
through the command core with parsed Scryfall cards (expected values in the golden form
of dev_scenarios.toml)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.layers.dev_golden import DevRun
from tests.scryfall_cards import DATA, MISSING_REASON

CASES: list[dict[str, Any]] = [
    {  # 303.4a, 704.5m: "enchant creature an opponent controls" checks control as well
        "id": "betrayal-stays-on-an-opponents-creature",
        "message": "!layers opp: Grizzly Bears + Betrayal -> Grizzly Bears",
        "expect": [{"card": "Betrayal", "controller": "A"}],
    },
    {
        "id": "betrayal-falls-off-once-you-control-the-creature",
        "message": "!layers opp: Grizzly Bears + Betrayal -> Grizzly Bears + Act of Treason "
        "-> Grizzly Bears",
        "expect": [
            {"card": "Betrayal", "on_battlefield": False, "zone": "graveyard"},
            {"card": "Grizzly Bears", "controller": "A"},
        ],
    },
    {  # "enchant creature you control" on a creature its controller controls is legal
        "id": "cartouche-stays-on-your-creature",
        "message": "!layers Grizzly Bears + Cartouche of Zeal -> Grizzly Bears",
        "expect": [{"card": "Grizzly Bears", "power": 3, "toughness": 3}],
    },
    {  # 714.4: a Saga below its final chapter stays ...
        "id": "a-saga-before-its-last-chapter-stays",
        "message": "!layers Urza's Saga + trigger Urza's Saga [2 lore counters]",
        "expect": [{"card": "Urza's Saga", "counters": {"lore": 2}}],
    },
    {  # ... and is sacrificed once its final chapter has resolved; the chapter's effect lasts
        "id": "a-saga-after-its-last-chapter-is-sacrificed",
        "message": "!layers Knight of Grace + History of Benalia + trigger History of Benalia "
        "[3 lore counters]",
        "expect": [
            {"card": "History of Benalia", "on_battlefield": False, "zone": "graveyard"},
            {"card": "Knight of Grace", "power": 4, "toughness": 3},
        ],
    },
    {  # "-> A, B" for a copy effect: A becomes a copy of B (707.2), as [copy: B] -> A says
        "id": "two-names-after-the-arrow-of-a-copy-spell",
        "message": "!layers Grizzly Bears + Serra Angel + Cytoshape -> Grizzly Bears, Serra Angel",
        "expect": [
            {"card": "Grizzly Bears", "name": "Serra Angel", "power": 4, "toughness": 4},
            {"card": "Serra Angel", "name": "Serra Angel", "power": 4, "toughness": 4},
        ],
    },
    {  # [copy: Name] finds a token on the battlefield by its name (111.4)
        "id": "a-clone-copies-a-token-named-in-its-bracket",
        "message": "!layers Grizzly Bears + Raise the Alarm + Clone [copy: Soldier #2]",
        "expect": [
            {"card": "Clone", "token": False, "power": 1, "toughness": 1, "colors": ["White"]}
        ],
    },
    {  # 614.1c: "enters with two +1/+1 counters" is how it enters, never a 0/0 that dies
        "id": "a-creature-enters-with-its-counters",
        "message": "!layers Grizzly Bears + Spike Feeder + Glorious Anthem",
        "expect": [{"card": "Spike Feeder", "power": 3, "toughness": 3, "counters": {"+1/+1": 2}}],
    },
    {  # ... "enters with X" takes the X the scenario gives (107.3)
        "id": "enters-with-x-counters-reads-the-chosen-x",
        "message": "!layers Walking Ballista [x 3]",
        "expect": [{"card": "Walking Ballista", "power": 3, "toughness": 3}],
    },
    {  # vanishing N: time counters (702.63a)
        "id": "vanishing-puts-its-time-counters-on",
        "message": "!layers Grizzly Bears + Aven Riftwatcher",
        "expect": [{"card": "Aven Riftwatcher", "counters": {"time": 3}}],
    },
    {  # 613.7a: a granted ability's effect dates from the grant; a later 7b effect wins
        "id": "a-set-after-a-granted-pt-ability-wins",
        "message": "!layers Svogthos, the Restless Tomb [graveyard: Grizzly Bears, Hill Giant] "
        "+ activate Svogthos, the Restless Tomb + Animate Land -> Svogthos, the Restless Tomb",
        "expect": [{"card": "Svogthos, the Restless Tomb", "power": 3, "toughness": 3}],
    },
    {  # Chimeric Mass enters with X charge counters; its granted P/T ability counts them
        "id": "a-granted-pt-ability-counts-the-counters-it-entered-with",
        "message": "!layers Chimeric Mass [x 3] + activate Chimeric Mass + Giant Growth",
        "expect": [{"card": "Chimeric Mass", "power": 6, "toughness": 6}],
    },
    {  # 613.1f: an activated ability an Aura grants as quoted text is activated like the
        # permanent's own; "a copy of this creature" copies that permanent (707.2)
        "id": "an-ability-an-aura-grants-is-activated",
        "message": "!layers Grizzly Bears + Splinter Twin + activate Grizzly Bears",
        "expect": [
            {"card": "Grizzly Bears", "token": False, "power": 2, "toughness": 2},
            {"card": "Grizzly Bears", "token": True, "abilities_include": ["Haste"]},
        ],
    },
    {  # 603.7, 513.1: "exile that token at the beginning of the next end step" happens
        # as the turn ends; the token is gone (111.7) and the original stays
        "id": "a-granted-copy-is-exiled-at-the-end-step",
        "message": "!layers Grizzly Bears + Splinter Twin + activate Grizzly Bears + end turn",
        "expect": [{"card": "Grizzly Bears", "token": False, "count_on_battlefield": 1}],
    },
    {  # 614.1c: another permanent's "each other non-Human creature you control enters with
        # an additional +1/+1 counter"; a blinked creature is a new object and gets it again
        "id": "grumgully-gives-what-enters-later-a-counter",
        "message": "!layers Grumgully, the Generous + Grizzly Bears + Elite Vanguard "
        "+ blink Grizzly Bears",
        "expect": [
            {"card": "Grizzly Bears", "power": 3, "toughness": 3, "counters": {"+1/+1": 1}},
            {"card": "Elite Vanguard", "power": 2, "toughness": 1, "counters": {}},
        ],
    },
    {  # ... not to what an opponent controls, and not once Humility took the ability away
        "id": "metallic-mimic-without-its-abilities-gives-no-counter",
        "message": "!layers Metallic Mimic [Soldier] + Humility + Raise the Alarm "
        "+ opp: Raise the Alarm",
        "expect": [{"card": "Soldier", "counters": {}, "count_on_battlefield": 4}],
    },
    {  # 707.5: a copy has the original's "enters with" text, so a Clone of Spike Feeder
        # enters with two +1/+1 counters; a token copy gets them once
        "id": "a-clone-enters-with-the-counters-the-original-says",
        "message": "!layers Spike Feeder + Clone [copy: Spike Feeder] + Quasiduplicate "
        "-> Spike Feeder",
        "expect": [
            {"card": "Clone", "power": 2, "toughness": 2, "counters": {"+1/+1": 2}},
            {"card": "Spike Feeder", "token": True, "power": 2, "toughness": 2},
        ],
    },
    {  # 614.1a: Hardened Scales adds one to the +1/+1 counters put on a creature you control
        # (also as one enters with them), not on an opponent's creature
        "id": "hardened-scales-adds-a-counter",
        "message": "!layers Hardened Scales + Spike Feeder + opp: Grizzly Bears "
        "+ +1/+1 counter -> Grizzly Bears",
        "expect": [
            {"card": "Spike Feeder", "power": 3, "toughness": 3, "counters": {"+1/+1": 3}},
            {"card": "Grizzly Bears", "power": 3, "toughness": 3, "counters": {"+1/+1": 1}},
        ],
    },
    {  # ... and Kiki-Jiki's "Sacrifice it at the beginning of the next end step" (it: the token)
        "id": "kiki-jikis-token-is-sacrificed-at-the-end-step",
        "message": "!layers Kiki-Jiki, Mirror Breaker + Pestermite + activate Kiki-Jiki, Mirror "
        "Breaker -> Pestermite + end turn",
        "expect": [{"card": "Pestermite", "token": False, "count_on_battlefield": 1}],
    },
    {  # a Clone of Metallic Mimic has its text and makes its own choice (707.2, 707.6)
        "id": "a-clone-of-metallic-mimic-gives-its-own-type-counters",
        "message": "!layers Metallic Mimic [Elf] + Clone [copy: Metallic Mimic] [Goblin] "
        "+ Goblin Piker",
        "expect": [{"card": "Goblin Piker", "power": 3, "toughness": 2, "counters": {"+1/+1": 1}}],
    },
    {  # 603.6c, 603.10a: a permanent's own dies trigger resolves when written as a term
        "id": "a-dies-trigger-written-as-a-term-resolves",
        "message": "!layers Doomed Dissenter + destroy Doomed Dissenter + trigger Doomed Dissenter",
        "expect": [
            {"card": "Doomed Dissenter", "on_battlefield": False, "zone": "graveyard"},
            {"card": "Zombie", "token": True, "power": 2, "toughness": 2},
        ],
    },
    {  # 614.1a: each token doubler doubles the tokens an effect creates under your control
        "id": "two-token-doublers-make-four-times-as-many",
        "message": "!layers Grizzly Bears + Parallel Lives + Doubling Season + Raise the Alarm",
        "expect": [{"card": "Soldier", "power": 1, "toughness": 1, "count_on_battlefield": 8}],
    },
    {  # 201.5c: "When Alirios enters" is the enters trigger of Alirios, Enraptured
        "id": "an-enters-trigger-written-with-a-legends-short-name-happens",
        "message": "!layers Grizzly Bears + Giant Growth + Alirios, Enraptured",
        "expect": [{"card": "Reflection", "token": True, "power": 3, "toughness": 2}],
    },
]


#: Boards whose honest answer includes a warning (asserted below).
WARNED = [
    "!layers Grizzly Bears + Doubling Season + Quasiduplicate -> Grizzly Bears",
    "!layers Walking Ballista",
    "!layers Mutavault + activate Mutavault + Humility + activate Mutavault",
    "!layers Grizzly Bears + Rancor + destroy Grizzly Bears",
    "!layers Doomed Dissenter + Spitting Image -> Doomed Dissenter + destroy Doomed Dissenter #2",
    "!layers Grizzly Bears + Rancor + destroy Grizzly Bears + trigger Rancor",
    "!layers Grizzly Bears + Giant Growth + Katara, Heroic Healer",
]


@pytest.fixture(scope="module")
def run() -> DevRun:
    if not DATA.exists():
        pytest.skip(MISSING_REASON)
    return DevRun.load([*CASES, *({"message": m} for m in WARNED)])


@pytest.mark.parametrize("case", [pytest.param(c, id=c["id"]) for c in CASES])
async def test_probe_fix(run: DevRun, case: dict[str, Any]) -> None:
    assert await run.check(case) == [], case["message"]


async def test_enters_with_x_without_an_x_is_said_not_left_off(run: DevRun) -> None:
    outcome = await run.core.handle(WARNED[1])
    reply = outcome.model_dump()["reply"]
    assert reply["objects"][0]["zone"] == "graveyard"  # a 0/0 (704.5f), and the reply says why
    assert any("enters with X" in w and "[x N]" in w for w in reply["unmodelled"])


async def test_a_token_copy_a_doubler_would_double_is_said(run: DevRun) -> None:
    """A token copy under Doubling Season is not made twice here: the reply says so."""
    outcome = await run.core.handle(WARNED[0])
    warnings = outcome.model_dump()["reply"]["unmodelled"]
    assert len([w for w in warnings if "token doubler applies" in w]) == 1


async def test_an_ability_an_effect_removed_cant_be_activated(run: DevRun) -> None:
    """613.1f: an animated Mutavault under Humility has no abilities, so activating it again
    is refused with the reason, never carried out."""
    outcome = await run.core.handle(WARNED[2])
    assert outcome.ok is False and "doesn't have that ability now" in str(outcome.error)


async def test_a_leaves_trigger_left_waiting_is_said(run: DevRun) -> None:
    """603.6c: Rancor went to the graveyard with its Bears (704.5m) and its "return it to its
    owner's hand" triggered; without "trigger Rancor" the reply shows the board before it
    resolves and says so, with the term that resolves it."""
    reply = (await run.core.handle(WARNED[3])).model_dump()["reply"]
    rancor = next(o for o in reply["objects"] if o["card"] == "Rancor")
    assert rancor["zone"] == "graveyard"
    assert any(
        "Rancor left the battlefield" in w and "trigger Rancor" in w for w in reply["unmodelled"]
    )


async def test_a_dead_tokens_own_trigger_is_said_without_a_term_that_cant_work(
    run: DevRun,
) -> None:
    """A token copy of Doomed Dissenter dies: its "create a 2/2 black Zombie" triggered. No
    Zombie is made here, and the warning doesn't offer "trigger Doomed Dissenter", which
    would find no card (the token has ceased to exist, 111.7)."""
    reply = (await run.core.handle(WARNED[4])).model_dump()["reply"]
    assert not any(o["card"] == "Zombie" for o in reply["objects"])
    (warning,) = [w for w in reply["unmodelled"] if "left the battlefield" in w]
    assert "Zombie" in warning and "write" not in warning


async def test_a_resolved_leaves_trigger_is_not_said_again(run: DevRun) -> None:
    reply = (await run.core.handle(WARNED[5])).model_dump()["reply"]
    rancor = next(o for o in reply["objects"] if o["card"] == "Rancor")
    assert rancor["zone"] == "hand" and reply["unmodelled"] == []


async def test_an_enters_trigger_named_by_a_short_name_is_said_when_not_carried_out(
    run: DevRun,
) -> None:
    """201.5c: "When Katara enters, put a +1/+1 counter on each other creature you control"
    is Katara, Heroic Healer's own enters trigger. Probe draw 5 (Yorion) found such triggers
    dropped in silence, the Bears shown 5/5 as if nothing had triggered; an instruction not
    carried out is now said."""
    reply = (await run.core.handle(WARNED[6])).model_dump()["reply"]
    assert any(
        "Katara, Heroic Healer's enters ability" in w and "+1/+1 counter on each other" in w
        for w in reply["unmodelled"]
    )
