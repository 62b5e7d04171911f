"""!tax: 903.8, {2} more for each previous cast from the command zone."""

from __future__ import annotations

from bot.core.core import CommandCore
from bot.core.render.text import render_text
from engine.commander import add_commander_tax


async def test_tax_after_two_casts_is_four(core: CommandCore) -> None:
    text = render_text(await core.handle("!tax 2"))
    assert "the commander tax is {4}" in text


async def test_tax_folds_into_the_commanders_cost(core: CommandCore) -> None:
    text = render_text(await core.handle("!tax 3 Phelddagrif"))
    assert "Phelddagrif now costs {7}{G}{W}{U} (10 mana in total)" in text


def test_tax_goes_after_x_when_there_is_no_generic_mana() -> None:
    assert add_commander_tax("{X}{R}", 1) == "{X}{2}{R}"
    assert add_commander_tax("{G}{U}", 0) == "{G}{U}"


async def test_negative_or_absurd_counts_are_refused(core: CommandCore) -> None:
    for command in ("!tax -1", "!tax 99999999999", "!tax", "!tax lots"):
        outcome = await core.handle(command)
        assert not outcome.ok, command
        assert outcome.error_id is None
