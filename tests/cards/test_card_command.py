"""``!card <name>`` as a user sees it: the JSON reply and the console text, from the curated
catalog and from an imported card index (foreign names, split cards, legality)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.core.cards import ImportedCardSource, open_card_source
from bot.core.cards.importer import import_files
from bot.core.context import Services
from bot.core.core import CommandCore
from bot.core.render.text import render_text

CARD_DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "cards"
SUBSET = [CARD_DATA / "rules-cards.scryfall.json", CARD_DATA / "rules-cards.mtgjson-atomic.json"]


@pytest.fixture
async def catalog(tmp_path: Path) -> AsyncIterator[CommandCore]:
    """Every feature, cards from the curated catalog (no index in ``tmp_path``)."""
    core = CommandCore(Services(cards=await open_card_source(tmp_path), data_dir=tmp_path))
    yield core
    await core.close()


@pytest.fixture
async def imported(tmp_path: Path) -> AsyncIterator[CommandCore]:
    """Every feature, cards from an index of the shared rules-cards files."""
    if not all(path.exists() for path in SUBSET):
        pytest.skip(f"needs the shared card files {', '.join(p.name for p in SUBSET)}")
    await import_files(SUBSET, tmp_path)
    source = await open_card_source(tmp_path)
    assert isinstance(source, ImportedCardSource)
    core = CommandCore(Services(cards=source, data_dir=tmp_path))
    yield core
    await core.close()  # closes the source too


async def ask(core: CommandCore, message: str) -> tuple[dict[str, Any], str]:
    """The outcome's JSON form and its console text."""
    outcome = await core.handle(message)
    return outcome.model_dump(), render_text(outcome)


def field(text: str, name: str) -> str:
    """The value under a field heading of the console text ("" when the field is absent)."""
    marker = f"\n\n{name}\n"
    if marker not in text:
        return ""
    return text.split(marker, 1)[1].split("\n\n", 1)[0]


# --- The curated catalog ---------------------------------------------------------------------


async def test_a_catalog_card_shows_cost_type_and_our_description(catalog: CommandCore) -> None:
    answer, text = await ask(catalog, "!card Glorious Anthem")
    assert answer["ok"] is True and answer["command"] == "card" and answer["error"] is None
    reply = answer["reply"]
    assert reply["kind"] == "card" and reply["curated"] is True
    assert (reply["name"], reply["mana_cost"], reply["type_line"]) == (
        "Glorious Anthem",
        "{1}{W}{W}",
        "Enchantment",
    )
    assert reply["pt"] is None and reply["loyalty"] is None
    assert reply["abilities"] == ["Static: each creature you control has +1/+1 (layer 7c)"]
    assert text.startswith("Glorious Anthem {1}{W}{W}\n")
    assert field(text, "Type") == "Enchantment"
    assert field(text, "What it does (our description)") == reply["abilities"][0]
    assert "P/T" not in text and "Oracle text" not in text  # no printed text for our cards
    assert text.endswith("— From the curated catalog.")


async def test_a_creature_shows_its_power_and_toughness(catalog: CommandCore) -> None:
    answer, text = await ask(catalog, "!card grizzly bears")
    assert answer["reply"]["name"] == "Grizzly Bears" and answer["reply"]["pt"] == "2/2"
    assert field(text, "Type") == "Creature — Bear"
    assert field(text, "P/T") == "2/2"
    assert field(text, "What it does (our description)") == "No abilities."


async def test_every_layer_an_ability_touches_is_named(catalog: CommandCore) -> None:
    answer, _ = await ask(catalog, "!card Act of Treason")
    [ability] = answer["reply"]["abilities"]
    assert ability.startswith("Spell: you control the targeted creature")
    assert ability.endswith("(layer 2, layer 6)")


async def test_the_alias_and_inline_brackets_find_the_same_card(catalog: CommandCore) -> None:
    plain, _ = await ask(catalog, "!card Glorious Anthem")
    for message in ("!c Glorious Anthem", "!card [[Glorious Anthem]]"):
        answer, _ = await ask(catalog, message)
        assert answer["reply"] == plain["reply"], message


async def test_without_imported_data_there_is_no_commander_line(catalog: CommandCore) -> None:
    answer, text = await ask(catalog, "!card Glorious Anthem")
    assert answer["reply"]["commander"] is None and answer["reply"]["matched"] == ""
    assert field(text, "Color identity") == "white"
    assert field(text, "Commander") == ""


async def test_a_misspelling_gets_at_most_five_suggestions(catalog: CommandCore) -> None:
    answer, text = await ask(catalog, "!card Giant Growht")
    assert answer["ok"] is False and answer["reply"] is None
    assert answer["error"] == "I don't know a card called “Giant Growht”."
    assert answer["suggestions"][0] == "Giant Growth"
    assert f"Did you mean {', '.join(answer['suggestions'])}?" in text

    answer, _ = await ask(catalog, "!card Gian")  # many names come close: the list is cut
    assert len(answer["suggestions"]) == 5 and "Giant Growth" in answer["suggestions"]


async def test_a_name_nothing_resembles_says_check_the_spelling(catalog: CommandCore) -> None:
    answer, text = await ask(catalog, "!card xyzzy plugh")
    assert answer["ok"] is False and answer["suggestions"] == []
    assert answer["hint"] == "Check the spelling."
    assert "I don't know a card called “xyzzy plugh”." in text


@pytest.mark.parametrize("message", ["!card", "!card    ", "!card [[]]"])
async def test_empty_input_is_a_friendly_question(catalog: CommandCore, message: str) -> None:
    answer, text = await ask(catalog, message)
    assert answer["ok"] is False and answer["command"] == "card"
    assert answer["error"] == "Which card?"
    assert answer["hint"] == "Try !card Blood Moon or [[Lune de sang]]."
    assert answer["error_id"] is None  # a user mistake, not a crash
    assert "Which card?" in text and "Traceback" not in text


async def test_autocomplete_from_the_catalog(catalog: CommandCore) -> None:
    command = catalog.registry.find("card")
    assert command is not None and command.complete is not None
    names = await command.complete(catalog.context(), "gri")
    assert names[0] == "Grizzly Bears" and len(names) <= 25


# --- An imported card index ------------------------------------------------------------------


async def test_an_imported_card_labels_the_imported_text(imported: CommandCore) -> None:
    answer, text = await ask(imported, "!card Dockside Extortionist")
    reply = answer["reply"]
    assert reply["curated"] is False and reply["oracle_text"].startswith("When this creature")
    assert (reply["mana_cost"], reply["type_line"], reply["pt"]) == (
        "{1}{R}",
        "Creature — Goblin Pirate",
        "1/2",
    )
    assert field(text, "Oracle text (imported card data)") == reply["oracle_text"]
    assert field(text, "What it does (our description)").startswith("Triggered:")
    assert text.endswith("— From the imported card index.")


async def test_color_identity_and_commander_legality(imported: CommandCore) -> None:
    answer, text = await ask(imported, "!card Dockside Extortionist")
    assert answer["reply"]["color_identity"] == ["red"] and answer["reply"]["commander"] == "banned"
    assert field(text, "Color identity") == "red" and field(text, "Commander") == "banned"

    answer, text = await ask(imported, "!card Sol Ring")
    assert answer["reply"]["color_identity"] == [] and answer["reply"]["commander"] == "legal"
    assert field(text, "Color identity") == "colorless" and field(text, "Commander") == "legal"


@pytest.mark.parametrize(
    ("query", "name", "how"),
    [
        ("goyf", "Tarmogoyf", "matched the nickname goyf"),
        ("Kenrith", "Kenrith, the Returned King", "matched the short name Kenrith"),
        ("Tymna", "Tymna the Weaver", "matched the short name Tymna"),  # a legend's (201.5c)
    ],
)
async def test_the_names_players_use_find_the_card_and_say_so(
    imported: CommandCore, query: str, name: str, how: str
) -> None:
    answer, text = await ask(imported, f"!card {query}")
    assert answer["reply"]["name"] == name and answer["reply"]["matched"] == how
    assert f"Found by name: {how}." in text


async def test_a_french_name_finds_blood_moon_and_says_so(imported: CommandCore) -> None:
    answer, text = await ask(imported, "!card Lune de sang")
    reply = answer["reply"]
    assert reply["name"] == "Blood Moon" and reply["mana_cost"] == "{2}{R}"
    assert reply["matched"] == "matched the French name Lune de sang"
    assert text.startswith("Blood Moon {2}{R}\n")
    assert "Found by name: matched the French name Lune de sang." in text
    assert "(layer 4)" in field(text, "What it does (our description)")


async def test_one_half_of_a_split_card_finds_the_whole_card(imported: CommandCore) -> None:
    answer, text = await ask(imported, "!card Invent")
    reply = answer["reply"]
    assert reply["name"] == "Invert // Invent"
    assert reply["type_line"] == "Instant // Instant"
    assert reply["color_identity"] == ["blue", "red"]  # both halves count
    invert, invent = reply["abilities"]
    assert invert.startswith("Invert — Spell:") and invert.endswith("(layer 7d)")
    assert invent.startswith("Invent — ")
    assert text.startswith("Invert // Invent {U/R} // {4}{U}{R}\n")
    assert field(text, "Type") == "Instant // Instant"


async def test_a_misspelling_in_the_index_suggests_the_card(imported: CommandCore) -> None:
    answer, text = await ask(imported, "!card Srra Angel")
    assert answer["ok"] is False and answer["suggestions"] == ["Serra Angel"]
    assert "Did you mean Serra Angel?" in text


async def test_autocomplete_knows_foreign_names_and_stops_at_25(imported: CommandCore) -> None:
    command = imported.registry.find("card")
    assert command is not None and command.complete is not None
    assert await command.complete(imported.context(), "Lune") == ["Blood Moon"]
    assert "Serra Angel" in await command.complete(imported.context(), "Ser")
    assert len(await command.complete(imported.context(), "S")) <= 25


async def test_a_catalog_spell_does_what_its_imported_text_says(imported: CommandCore) -> None:
    """The catalog's Lightning Bolt has our description, the index its Oracle text: the game
    model deals the 3 damage and the Bears die (704.5g), with nothing left unread."""
    answer, _ = await ask(imported, "!layers Grizzly Bears + Lightning Bolt -> Grizzly Bears")
    bears = answer["reply"]["objects"][0]
    assert (bears["zone"], answer["reply"]["unmodelled"]) == ("graveyard", [])
