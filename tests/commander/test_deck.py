"""!deck rulings: 903.3, 903.5a-e, 702.124 and the banned list."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.core.commander.banned import shipped_banned_list
from bot.core.commander.decklist import parse_decklist
from bot.core.core import CommandCore
from bot.core.render.text import render_text
from engine.cards import Card
from engine.commander import commander_pair_problem
from engine.names import normalize_name

NONBASICS = ["Sol Ring", "Arcane Signet", "Command Tower", "Esper Panorama", "Shard Convergence"]


def phelddagrif_deck(extra: str = "", forests: int = 31) -> str:
    """100 cards: Phelddagrif, five nonbasics, 94 basics (with the default 31 Forests)."""
    lines = ["Commander", "1 Phelddagrif (ALL) 1", "", "Deck"]
    lines += [f"1x {name} (C21) 263" for name in NONBASICS]
    lines += [f"{forests} Forest", "32 Island", "31 Plains"]
    return "\n".join(lines) + ("\n" + extra if extra else "")


async def check(core: CommandCore, text: str) -> str:
    outcome = await core.handle("!deck " + text)
    assert outcome.ok, outcome.error
    return render_text(outcome)


async def test_a_legal_100_card_deck(core: CommandCore) -> None:
    text = await check(core, phelddagrif_deck())
    assert "Deck check: legal" in text
    assert "Phelddagrif ({W}{U}{G}) · 100 cards" in text


async def test_an_attached_file_is_read_too(core: CommandCore) -> None:
    outcome = await core.handle("!deck", core.context(attachment_text=phelddagrif_deck()))
    assert "Deck check: legal" in render_text(outcome)


async def test_size_must_be_exactly_100(core: CommandCore) -> None:
    """903.5a."""
    text = await check(core, phelddagrif_deck(forests=30))
    assert "903.5a" in text and "99 cards including its commander" in text


async def test_singleton_except_basics_and_any_number_cards(core: CommandCore) -> None:
    """903.5b; Relentless Rats says a deck can have any number (but it is black)."""
    deck = phelddagrif_deck("1 Sol Ring\n3 Relentless Rats", forests=27)
    text = await check(core, deck)
    assert "2 copies of Sol Ring" in text
    assert "copies of Relentless Rats" not in text
    assert "Relentless Rats' color identity is {B}" in text


async def test_seven_dwarves_allows_seven(core: CommandCore) -> None:
    deck = "Commander\n1 Phelddagrif\nDeck\n8 Seven Dwarves"
    text = await check(core, deck)
    assert "8 copies of Seven Dwarves; a Commander deck may have 7 copies" in text


async def test_identity_and_basic_land_type_problems_name_the_rule(core: CommandCore) -> None:
    text = await check(core, phelddagrif_deck("1 Badlands\n1 Goblin Piker", forests=29))
    assert "**903.5d** Badlands has the basic land types Swamp and Mountain" in text
    assert "reminder text of Badlands doesn't count" in text
    assert "**903.5c** Goblin Piker's color identity is {R}" in text


async def test_banned_cards_are_reported(core: CommandCore) -> None:
    text = await check(core, phelddagrif_deck("1 Mana Crypt", forests=30))
    assert "Mana Crypt is on the Commander banned list" in text


async def test_operator_can_override_the_banned_list(core: CommandCore) -> None:
    override = {
        "as_of": "2026-11-01",
        "cards": [{"name": "Sol Ring", "category": "commander_banlist"}],
    }
    (core.services.data_dir / "commander-banned.json").write_text(json.dumps(override))
    text = await check(core, phelddagrif_deck("1 Mana Crypt", forests=30))
    assert "Sol Ring is on the Commander banned list" in text
    assert "Mana Crypt is" not in text
    assert "as of 2026-11-01" in text


async def test_unknown_cards_and_garbage_lines_are_listed_not_fatal(core: CommandCore) -> None:
    deck = phelddagrif_deck("1 Sol Rnig\n!!!! ####\n0 Island", forests=30)
    text = await check(core, deck)
    assert "Unknown cards" in text and "Sol Rnig — did you mean Sol Ring" in text
    assert "Lines I couldn't read" in text and "!!!! ####" in text and "0 Island" in text


async def test_sideboard_and_maybeboard_are_skipped_with_a_note(core: CommandCore) -> None:
    deck = phelddagrif_deck("Sideboard\n1 Goblin Piker\nMaybeboard\n1 Badlands")
    text = await check(core, deck)
    assert "Deck check: legal" in text
    assert "Skipped 2 sideboard/maybeboard cards" in text and "903.5e" in text


async def test_moxfield_and_archidekt_markers(core: CommandCore) -> None:
    lines = phelddagrif_deck().replace("Commander\n1 Phelddagrif (ALL) 1\n", "")
    archidekt = lines + "\n1x Phelddagrif (all) 1 [Commander{top}]"
    moxfield = lines + "\n1 Phelddagrif *CMDR*"
    for deck in (archidekt, moxfield):
        assert "Deck check: legal" in await check(core, deck)


async def test_no_commander_marked(core: CommandCore) -> None:
    text = await check(core, "1 Sol Ring\n1 Forest")
    assert "No commander is marked" in text


async def test_partners_tymna_and_thrasios(core: CommandCore) -> None:
    deck = "Commander\n1 Tymna the Weaver\n1 Thrasios, Triton Hero\nDeck\n98 Island"
    text = await check(core, deck)
    assert "Deck check: legal" in text
    assert "Tymna the Weaver + Thrasios, Triton Hero ({W}{U}{B}{G})" in text


async def test_a_second_commander_needs_a_partner_ability(core: CommandCore) -> None:
    deck = "Commander\n1 Phelddagrif\n1 Tymna the Weaver\nDeck\n98 Island"
    text = await check(core, deck)
    assert "**702.124**" in text


async def test_too_many_lines_is_refused(core: CommandCore) -> None:
    outcome = await core.handle("!deck", core.context(attachment_text="1 Island\n" * 1001))
    assert not outcome.ok and "at most 1,000" in (outcome.error or "")


async def test_empty_deck_command_explains_itself(core: CommandCore) -> None:
    outcome = await core.handle("!deck")
    assert not outcome.ok and "Paste a decklist" in (outcome.error or "")


@pytest.mark.parametrize(
    ("first", "second", "legal"),
    [
        ("Wilson, Refined Grizzly", "Raised by Giants", True),
        ("Pir, Imaginative Rascal", "Toothy, Imaginary Friend", True),
        ("Tymna the Weaver", "Thrasios, Triton Hero", True),
        ("Tymna the Weaver", "Wilson, Refined Grizzly", False),
        ("Pir, Imaginative Rascal", "Thrasios, Triton Hero", False),
    ],
)
def test_partner_pairs(
    scryfall_card: Callable[[str], Card], first: str, second: str, legal: bool
) -> None:
    """702.124h-k: partner, partner with, choose a Background."""
    problem = commander_pair_problem(scryfall_card(first), scryfall_card(second))
    assert (problem is None) is legal


def test_decklist_formats() -> None:
    deck = parse_decklist(
        "// Commander\n1 Phelddagrif\n// Deck\n1x Sol Ring (C21) 263\nx2 Island\n"
        "1 Arcane Signet *F*\nSB: 1 Fog\n1 Command Tower #Lands"
    )
    assert [(e.count, e.name, e.section) for e in deck.entries] == [
        (1, "Phelddagrif", "commander"),
        (1, "Sol Ring", "main"),
        (2, "Island", "main"),
        (1, "Arcane Signet", "main"),
        (1, "Command Tower", "main"),
    ]
    assert deck.skipped == 1


def test_shipped_banned_list_matches_the_shared_copy() -> None:
    shared = Path(__file__).resolve().parents[3] / "shared" / "data" / "commander-banned.json"
    if not shared.exists():
        pytest.skip(f"needs {shared} (the shared banned-list copy)")
    cards = json.loads(shared.read_text(encoding="utf-8"))["cards"]
    shipped = shipped_banned_list()
    for category in ("commander_banlist", "ante", "removed_from_all_formats_2020"):
        expected = {normalize_name(c["name"]) for c in cards if c["category"] == category}
        assert shipped.names(category) == expected, category
    conspiracies = [c for c in cards if c["category"] == "conspiracy_card_type"]
    assert all("Conspiracy" in c["type_line"] for c in conspiracies)
