"""Several targets of one spell or ability, as a judge sees them in `!layers` (115.1, 601.2c).

"Each of up to two target creatures gets ..." is carried out on every target named after one
arrow (`-> A, B`), never on the first alone; too many or too few names, or one named twice,
are refused with the count. One sentence with two or three targets, each with its own part
("target creature you control gets +1/+1 and target creature an opponent controls gets
-1/-1"), takes them in order, and the reply says which target got which part."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _one, _pt, _reply, parsed_core
from tests.scryfall_cards import DATA

NAMES = {
    "Grizzly Bears", "Hill Giant", "Serra Angel", "Axebane Beast", "Coral Eel",
    "Dauntless Onslaught", "Ruthless Disposal", "Invert // Invent", "Skulduggery",
    "Rookie Mistake", "Arm the Cathars", "Join Forces", "Drana, Kalastria Bloodchief",
    "Gurmag Rakshasa", "Giant Growth", "Blue Dragon", "Divine Resilience",
}  # fmt: skip


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


#: (scenario, the power and toughness each permanent ends with), each a ruling in one line.
CARRIED_OUT = [
    pytest.param(  # each of up to two targets gets +2/+2 (115.1)
        "Grizzly Bears + Hill Giant + Dauntless Onslaught -> Grizzly Bears, Hill Giant",
        {"Grizzly Bears": (4, 4), "Hill Giant": (5, 5)},
        id="up-to-two-both",
    ),
    pytest.param(  # "up to two" may take one
        "Grizzly Bears + Hill Giant + Dauntless Onslaught -> Hill Giant",
        {"Grizzly Bears": (2, 2), "Hill Giant": (5, 5)},
        id="up-to-two-one",
    ),
    pytest.param(  # each one's own power and toughness switched (613.4d)
        "Axebane Beast + Coral Eel + Invert -> Axebane Beast, Coral Eel",
        {"Axebane Beast": (4, 3), "Coral Eel": (1, 2)},
        id="invert",
    ),
    pytest.param(  # "another target creature" takes the second name (115.3)
        "Grizzly Bears + Hill Giant + Rookie Mistake -> Grizzly Bears, Hill Giant",
        {"Grizzly Bears": (2, 4), "Hill Giant": (1, 3)},
        id="another-target",
    ),
    pytest.param(  # both parts of one activated ability, one cost
        "Hill Giant + Drana, Kalastria Bloodchief + activate Drana, Kalastria Bloodchief [x 2]"
        " -> Hill Giant",
        {"Hill Giant": (3, 1), "Drana, Kalastria Bloodchief": (6, 4)},
        id="target-and-itself",
    ),
    pytest.param(  # an enters trigger with two targets, in the card's order
        "Grizzly Bears + opp: Hill Giant + Gurmag Rakshasa -> Hill Giant, Grizzly Bears",
        {"Grizzly Bears": (4, 4), "Hill Giant": (1, 1)},
        id="enters-trigger",
    ),
    pytest.param(  # "until your next turn, A gets -3/-0, B gets -2/-0, and C gets -1/-0"
        "Grizzly Bears + opp: Hill Giant + opp: Serra Angel + Blue Dragon -> Hill Giant, "
        "Serra Angel, Grizzly Bears",
        {"Hill Giant": (0, 3), "Serra Angel": (2, 4), "Grizzly Bears": (1, 2)},
        id="three-in-a-trigger",
    ),
]


@pytest.mark.parametrize(("scenario", "expected"), CARRIED_OUT)
async def test_every_target_gets_its_part(
    core: CommandCore, scenario: str, expected: dict[str, tuple[int, int]]
) -> None:
    reply = await _reply(core, f"!layers {scenario}")
    assert {name: _pt(_one(reply, name)) for name in expected} == expected


#: (scenario, words the refusal must say): the count, the reason, or what to write instead.
REFUSED = [
    pytest.param(
        "Grizzly Bears + Hill Giant + Serra Angel + Dauntless Onslaught -> Grizzly Bears, "
        "Hill Giant, Serra Angel",
        "has up to 2 targets, and 3 are named",
        id="too-many",
    ),
    pytest.param(  # one object once for each "target" word (115.3)
        "Grizzly Bears + Dauntless Onslaught -> Grizzly Bears, Grizzly Bears",
        "the same permanent is named twice",
        id="twice",
    ),
    pytest.param(
        "Grizzly Bears + Rookie Mistake -> Grizzly Bears, Grizzly Bears",
        "the same permanent is named twice",
        id="another-twice",
    ),
    pytest.param(  # "two target creatures" needs both (601.2c)
        "Grizzly Bears + Hill Giant + Ruthless Disposal -> Hill Giant",
        "has 2 targets, and 1 is named",
        id="too-few",
    ),
    pytest.param(
        "Grizzly Bears + Hill Giant + Ruthless Disposal", "has 2 targets; say which", id="none"
    ),
    pytest.param(  # the first name is the first target: a creature you control
        "Grizzly Bears + opp: Hill Giant + Skulduggery -> Hill Giant, Grizzly Bears",
        "Hill Giant isn't a legal target (it may target a creature you control)",
        id="wrong-order",
    ),
    pytest.param(
        "Grizzly Bears + Hill Giant + Giant Growth -> Grizzly Bears, Hill Giant",
        "takes one target (115.1)",
        id="one-target",
    ),
]


@pytest.mark.parametrize(("scenario", "said"), REFUSED)
async def test_wrong_targets_are_refused_with_why(
    core: CommandCore, scenario: str, said: str
) -> None:
    outcome = await core.handle(f"!layers {scenario}")
    assert not outcome.ok and outcome.error is not None and outcome.hint
    assert said in outcome.error


async def test_the_reply_says_which_target_got_which_part(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Grizzly Bears + opp: Hill Giant + Skulduggery -> Grizzly Bears, Hill Giant"
    )
    assert (_pt(_one(reply, "Grizzly Bears")), _pt(_one(reply, "Hill Giant"))) == ((3, 3), (2, 2))
    [said] = [note for note in reply["notes"] if "is the target of" in note]
    assert "Grizzly Bears is the target of “Target creature you control gets +1/+1" in said
    assert "Hill Giant is the target of “Target creature an opponent controls gets -1/-1" in said
    onslaught = "Dauntless Onslaught -> Grizzly Bears, Hill Giant"
    reply = await _reply(core, f"!layers Grizzly Bears + Hill Giant + {onslaught}")
    assert any("targets Grizzly Bears and Hill Giant" in note for note in reply["notes"])


async def test_the_untap_beside_it_is_reported_not_dropped(core: CommandCore) -> None:
    reply = await _reply(
        core, "!layers Grizzly Bears + Hill Giant + Join Forces -> Grizzly Bears, Hill Giant"
    )
    assert (_pt(_one(reply, "Grizzly Bears")), _pt(_one(reply, "Hill Giant"))) == ((4, 4), (5, 5))
    assert any("Untap up to two target creatures" in line for line in reply["unmodelled"])


async def test_three_targets_in_one_sentence(core: CommandCore) -> None:
    reply = await _reply(
        core,
        "!layers Grizzly Bears + Hill Giant + Serra Angel + Arm the Cathars -> Grizzly Bears, "
        "Hill Giant, Serra Angel",
    )
    got = [_pt(_one(reply, name)) for name in ("Grizzly Bears", "Hill Giant", "Serra Angel")]
    assert got == [(5, 5), (5, 5), (5, 5)]  # +3/+3, +2/+2, +1/+1
    # "Those creatures gain vigilance" means all three (pronouns6), not only the last one
    assert reply["unmodelled"] == []
    assert _one(reply, "Grizzly Bears")["abilities"] == ["vigilance"]


async def test_kicked_any_number_of_targets(core: CommandCore) -> None:
    # Divine Resilience: one target, or, kicked, "instead any number of target creatures"
    kicked = "Divine Resilience [kicked] -> Grizzly Bears, Hill Giant"
    reply = await _reply(core, f"!layers Grizzly Bears + Hill Giant + {kicked}")
    for name in ("Grizzly Bears", "Hill Giant"):
        assert _one(reply, name)["abilities"] == ["indestructible"]
    unkicked = "Divine Resilience -> Grizzly Bears, Hill Giant"
    outcome = await core.handle(f"!layers Grizzly Bears + Hill Giant + {unkicked}")
    assert not outcome.ok and "takes one target" in (outcome.error or "")
