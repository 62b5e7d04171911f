"""Canon cards read by the Oracle parser and played in ``!layers``: the canon5 round.

An untap said inside a gain-control sentence is carried out beside the control effect
(Threaten, Yasova Dragonclaw: 611.2, 110.5) and the reply says which permanents are tapped;
coin flips until one is lost are a fact the scenario states with ``[x N]`` (Mirror March,
705), reported as carried out when stated and as not carried out otherwise; Animate
Dead's linked leaves-the-battlefield trigger (603.6c, 607.2); a granted ability names the
object that has it, never "~" (201.5).
"""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from tests.oracle.test_copies_imported import _reply, parsed_core
from tests.oracle.test_scenarios_imported import DATA

NAMES = {
    "Grizzly Bears",
    "Serra Angel",
    "Threaten",
    "Act of Treason",
    "Yasova Dragonclaw",
    "Giant Growth",
    "Mirror March",
    "Animate Dead",
    "Dance of the Dead",
    "Splinter Twin",
}


@pytest.fixture(scope="module")
def core() -> CommandCore:
    if not DATA.exists():
        pytest.skip(f"the Scryfall bulk file is not here ({DATA})")
    return parsed_core(NAMES)


def _angel(reply: dict[str, object]) -> dict[str, object]:
    objects = reply["objects"]
    assert isinstance(objects, list)
    return next(o for o in objects if o["name"] == "Serra Angel")


@pytest.mark.parametrize(
    "spell",
    [
        "Threaten -> Serra Angel",  # "Untap target creature and gain control of it ..."
        "Act of Treason -> Serra Angel",  # "... Untap that creature." (a sentence of its own)
    ],
)
async def test_a_stolen_creature_is_untapped_and_can_attack(core: CommandCore, spell: str) -> None:
    reply = await _reply(core, f"!layers Grizzly Bears + opp: Serra Angel [tapped] + {spell}")
    angel = _angel(reply)
    assert (angel["controller"], angel["tapped"]) == ("you", False)
    assert "haste" in angel["abilities"]  # type: ignore[operator]
    assert reply["unmodelled"] == []


async def test_a_tapped_creature_says_so_in_the_reply(core: CommandCore) -> None:
    outcome = await core.handle("!layers Grizzly Bears + opp: Serra Angel [tapped]")
    assert outcome.ok and outcome.reply is not None
    fields = outcome.reply.document().fields
    angel = next(f for f in fields if f.name.startswith("Serra Angel"))
    assert "· opponent · tapped" in angel.value
    bears = next(f for f in fields if f.name.startswith("Grizzly Bears"))
    assert "tapped" not in bears.value


async def test_yasova_untaps_the_creature_she_takes(core: CommandCore) -> None:
    # "gain control of target creature ... until end of turn, untap that creature, and it
    # gains haste until end of turn": the untap is one-shot, carried out as it resolves
    reply = await _reply(
        core,
        "!layers Yasova Dragonclaw + opp: Serra Angel [tapped] + Giant Growth -> Yasova Dragonclaw"
        " + trigger Yasova Dragonclaw [did] -> Serra Angel",
    )
    angel = _angel(reply)
    assert (angel["controller"], angel["tapped"]) == ("you", False)
    assert reply["unmodelled"] == []


async def test_mirror_march_states_the_flips_won_and_reports_them_carried_out(
    core: CommandCore,
) -> None:
    reply = await _reply(
        core, "!layers Mirror March + Grizzly Bears + trigger Mirror March -> Grizzly Bears [x 2]"
    )
    assert "Mirror March: 2 flips won before one was lost (705, [x N])." in reply["notes"]
    assert not any("flip a coin" in n.casefold() for n in reply["unmodelled"])
    none = await _reply(
        core, "!layers Mirror March + Grizzly Bears + trigger Mirror March -> Grizzly Bears [x 0]"
    )
    assert [o["name"] for o in none["objects"]] == ["Mirror March", "Grizzly Bears"]
    assert "Mirror March: 0 flips won before one was lost (705, [x N])." in none["notes"]


RETURNED = "!layers Grizzly Bears [graveyard: Serra Angel] + Animate Dead -> Serra Angel"


async def test_animate_dead_leaving_makes_its_controller_sacrifice_the_creature(
    core: CommandCore,
) -> None:
    # "When this Aura leaves the battlefield, that creature's controller sacrifices it."
    reply = await _reply(core, RETURNED + " + destroy Animate Dead + trigger Animate Dead")
    assert _angel(reply)["zone"] == "graveyard"
    assert any("Serra Angel went to its owner's graveyard: sacrificed" in n for n in reply["notes"])
    assert reply["unmodelled"] == []


async def test_animate_dead_left_without_its_trigger_resolved_is_a_warning(
    core: CommandCore,
) -> None:
    reply = await _reply(core, RETURNED + " + destroy Animate Dead")
    assert _angel(reply)["zone"] == "battlefield"
    assert reply["unmodelled"] == [
        "Animate Dead left the battlefield: its ability “When Animate Dead leaves the "
        "battlefield, that creature's controller sacrifices it.” triggered and was not "
        "resolved (write “trigger Animate Dead”, 603.6c)."
    ]


async def test_animate_dead_falling_off_a_dead_creature_has_nothing_to_sacrifice(
    core: CommandCore,
) -> None:
    reply = await _reply(core, RETURNED + " + destroy Serra Angel")
    assert reply["unmodelled"] == []
    assert (
        "Animate Dead's leaves-the-battlefield ability triggered and does nothing: Serra Angel "
        "has left the battlefield too." in reply["notes"]
    )


async def test_dance_of_the_dead_shares_the_linked_trigger(core: CommandCore) -> None:
    reply = await _reply(
        core,
        "!layers Grizzly Bears [opponent graveyard: Serra Angel] + Dance of the Dead -> Serra Angel"
        " + exile Dance of the Dead + trigger Dance of the Dead",
    )
    angel = _angel(reply)
    assert angel["zone"] == "graveyard"
    assert reply["unmodelled"] == []


async def test_a_granted_ability_names_the_creature_that_has_it(core: CommandCore) -> None:
    reply = await _reply(core, "!layers Grizzly Bears + Splinter Twin -> Grizzly Bears")
    bears, twin = reply["objects"]
    granted = "{T}: Create a token that's a copy of Grizzly Bears, except it has haste."
    assert any(a.startswith(granted) for a in bears["abilities"])
    assert bears["steps"][0]["description"].startswith("gains " + granted)
    # on the Aura, the quoted ability means whichever creature has it
    assert any("a copy of this permanent, except" in a for a in twin["abilities"])
    everything = str(reply)
    assert "~" not in everything
