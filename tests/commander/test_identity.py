"""!identity rulings for a Phelddagrif ({1}{G}{W}{U}) deck: CR 903.4, 903.4c, 903.5c, 903.5d."""

from __future__ import annotations

import pytest

from bot.core.core import CommandCore
from bot.core.render.text import render_text


async def ask(core: CommandCore, text: str) -> str:
    outcome = await core.handle(text)
    assert outcome.ok, outcome.error
    return render_text(outcome)


@pytest.mark.parametrize(
    ("card", "why"),
    [
        ("Goblin Piker", "color identity is {R}; {R} is not in the commander's identity"),
        ("Elves of Deep Shadow", "color identity is {B}{G}; {B} is not"),
        ("Talisman of Dominance", "color identity is {U}{B}; {B} is not"),
        ("Life // Death", "color identity is {B}{G}; {B} is not"),
        ("Degavolver", "color identity is {W}{B}{R}; {B}{R} are not"),
        ("Underground River", "color identity is {U}{B}; {B} is not"),
        ("Leechridden Swamp", "color identity is {B}; {B} is not"),
        ("Boros Guildmage", "color identity is {W}{R}; {R} is not"),
    ],
)
async def test_cards_outside_phelddagrifs_identity(core: CommandCore, card: str, why: str) -> None:
    """903.5c: every color of the card's identity must be in the commander's."""
    text = await ask(core, f"!identity {card} in Phelddagrif")
    assert f"{card} in a Phelddagrif deck: not allowed" in text
    assert why in text
    assert "903.5c" in text


@pytest.mark.parametrize(
    ("land", "colors"),
    [("Badlands", "{B}{R} mana"), ("Godless Shrine", "{W}{B} mana")],
)
async def test_dual_lands_are_kept_out_by_their_basic_land_types(
    core: CommandCore, land: str, colors: str
) -> None:
    """903.5d, not 903.5c: their only mana symbols are reminder text (903.4c), so their own
    identity is colorless, but their basic land types make mana outside Phelddagrif's colors."""
    text = await ask(core, f"!identity {land} in Phelddagrif")
    assert f"{land} in a Phelddagrif deck: not allowed" in text
    assert f"{land}: colorless." in text
    assert f"could produce {colors}" in text and "(903.5d)" in text
    assert "doesn't count toward its color identity (903.4c)" in text
    assert "the basic land type rule is what decides it" in text


async def test_leechridden_swamp_fails_both_rules(core: CommandCore) -> None:
    """Its {B} activation cost is rules text (903.4) and it is a Swamp (903.5d)."""
    text = await ask(core, "!identity Leechridden Swamp in Phelddagrif")
    assert "rules text → {B}" in text
    assert "basic land type Swamp" in text


@pytest.mark.parametrize("card", ["Esper Panorama", "Shard Convergence"])
async def test_land_type_words_are_not_mana_symbols(core: CommandCore, card: str) -> None:
    """Naming Swamp or Mountain in rules text adds no color; only mana symbols do (903.4)."""
    text = await ask(core, f"!identity {card} in Phelddagrif")
    assert f"{card} in a Phelddagrif deck: allowed" in text


async def test_identity_alone_shows_the_sources_and_the_basic_land_rule(core: CommandCore) -> None:
    text = await ask(core, "!identity Badlands")
    assert "Color identity of Badlands: colorless" in text
    assert "Basic land types: Swamp, Mountain" in text
    assert "903.5d" in text and "305.6" in text


async def test_hybrid_symbols_count_both_colors(core: CommandCore) -> None:
    text = await ask(core, "!identity Boros Guildmage")
    assert "Color identity of Boros Guildmage: {W}{R}" in text
    assert "mana cost {R/W}{R/W} → {W}{R}" in text


async def test_card_names_containing_in_still_split(core: CommandCore) -> None:
    text = await ask(core, "!identity Rest in Peace in Phelddagrif")
    assert "Rest in Peace in a Phelddagrif deck: allowed" in text


async def test_unknown_card_gets_suggestions(core: CommandCore) -> None:
    outcome = await core.handle("!identity Badlans in Phelddagrif")
    assert not outcome.ok
    assert "Badlands" in outcome.suggestions


async def test_a_basic_land_of_the_commanders_colors_is_allowed(core: CommandCore) -> None:
    """903.5d: a Forest could produce only {G}, which Phelddagrif has."""
    text = await ask(core, "!identity Forest in Phelddagrif")
    assert "Forest in a Phelddagrif deck: allowed" in text
    assert "903.5d" in text
