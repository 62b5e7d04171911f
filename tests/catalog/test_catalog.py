"""The curated catalog: it loads, its facts match Scryfall, and its words are ours.

The Scryfall checks need the shared card data next to the repository
(``../shared/data/cards/scryfall-oracle-cards.json``); without it they skip.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from engine.cards import Ability, Card
from engine.catalog import CardIndex, default_catalog, load_catalog_files

REPO_ROOT = Path(__file__).resolve().parents[2]
ORACLE_CARDS = REPO_ROOT.parent / "shared" / "data" / "cards" / "scryfall-oracle-cards.json"
MIN_CARDS = 90
#: A summary may not repeat this many consecutive words of the card's Oracle text.
COPIED_RUN = 8

COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
#: Scryfall layouts that are not real cards (a token can share a card's name).
NOT_CARDS = {"token", "double_faced_token", "emblem", "art_series"}
_SYMBOL = re.compile(r"\{([^}]*)\}")
_WORD = re.compile(r"[a-z0-9+\-/*{}]+")

# --- helpers ---------------------------------------------------------------------------


def all_cards() -> list[Card]:
    return list(load_catalog_files())


def card_ids() -> list[str]:
    return [card.name for card in all_cards()]


def walk_abilities(card: Card) -> Iterator[Ability]:
    yield from card.abilities
    for face in card.faces:
        yield from walk_abilities(face)


def summaries(card: Card) -> Iterator[str]:
    if card.summary:
        yield card.summary
    for face in card.faces:
        if face.summary:
            yield face.summary
    for ability in walk_abilities(card):
        yield ability.summary


def mana_value_of(cost: str) -> int:
    """Mana value of a printed cost (CR 202.3): X is 0, hybrid {2/W} counts 2."""
    total = 0
    for symbol in _SYMBOL.findall(cost):
        first = symbol.split("/")[0]
        if first.isdigit():
            total += int(first)
        elif first in {"X", "Y", "Z"}:
            continue
        else:
            total += 1
    return total


def colors_of(cost: str) -> set[str]:
    return {
        COLOR_WORDS[ch] for symbol in _SYMBOL.findall(cost) for ch in symbol if ch in COLOR_WORDS
    }


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("’", "'").replace("'", ""))


def shared_run(summary: str, oracle: str, length: int = COPIED_RUN) -> str | None:
    """The first run of ``length`` words the summary shares with the Oracle text."""
    oracle_words = words(oracle)
    runs = {tuple(oracle_words[i : i + length]) for i in range(len(oracle_words) - length + 1)}
    summary_words = words(summary)
    for i in range(len(summary_words) - length + 1):
        run = tuple(summary_words[i : i + length])
        if run in runs:
            return " ".join(run)
    return None


@cache
def oracle_records() -> dict[str, dict]:
    """Scryfall's Oracle record for every catalog card it knows, by exact name."""
    wanted = {card.name for card in all_cards()}
    with ORACLE_CARDS.open(encoding="utf-8") as handle:
        records = json.load(handle)
    found: dict[str, dict] = {}
    for record in records:
        if record.get("layout") in NOT_CARDS:
            continue
        if record.get("name") in wanted:
            found.setdefault(record["name"], record)
    return found


def oracle_text(record: dict) -> str:
    if "card_faces" in record:
        return "\n".join(face.get("oracle_text", "") for face in record["card_faces"])
    return record.get("oracle_text", "")


needs_data = pytest.mark.skipif(
    not ORACLE_CARDS.is_file(),
    reason=f"shared Scryfall data not found at {ORACLE_CARDS}; fact checks skipped",
)


def record_for(card: Card) -> dict:
    record = oracle_records().get(card.name)
    if record is None:
        pytest.skip(f"{card.name} is not in the Scryfall Oracle data")
    return record


# --- the catalog as a whole ------------------------------------------------------------


def test_catalog_loads_with_enough_cards() -> None:
    index = default_catalog()
    assert len(index) >= MIN_CARDS


def test_no_duplicate_names() -> None:
    counts = Counter(card.name for card in all_cards())
    assert [name for name, count in counts.items() if count > 1] == []
    CardIndex(all_cards())  # raises on duplicates too


def test_every_file_has_cards() -> None:
    folder = REPO_ROOT / "engine" / "catalog" / "data"
    for path in sorted(folder.glob("*.toml")):
        assert "[[card]]" in path.read_text(encoding="utf-8"), path.name


@pytest.mark.parametrize("name", card_ids())
def test_card_is_described(name: str) -> None:
    card = default_catalog().get(name)
    assert card.summary.strip(), "card summary is empty"
    for ability in walk_abilities(card):
        assert ability.summary.strip(), f"{ability.kind} ability without a summary"
        if ability.kind == "spell":
            assert ability.effects, f"spell ability without effects: {ability.summary}"
        if ability.kind == "keyword":
            assert ability.keyword, f"keyword ability without a keyword: {ability.summary}"
            assert ability.keyword == ability.keyword.lower()
        if ability.choice is not None:
            assert ability.effects or ability.kind in {"triggered", "other"}, ability.summary


@pytest.mark.parametrize("name", card_ids())
def test_instants_and_sorceries_have_no_body(name: str) -> None:
    card = default_catalog().get(name)
    if card.is_creature:
        assert card.power is not None and card.toughness is not None
    else:
        assert card.power is None and card.toughness is None


def test_basic_lands_are_present() -> None:
    index = default_catalog()
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        card = index.get(land)
        assert card.supertypes == ("Basic",)
        assert card.types == ("Land",)
        assert card.subtypes == (land,)
    assert index.get("Wastes").subtypes == ()


# --- facts against Scryfall --------------------------------------------------------------


def check_facts(card: Card, record: dict) -> None:
    assert card.type_line == record["type_line"], "type line"
    assert card.power == record.get("power"), "power"
    assert card.toughness == record.get("toughness"), "toughness"
    if "colors" in record:
        expected = {COLOR_WORDS[c] for c in record["colors"]}
    else:
        expected = colors_of(record.get("mana_cost", ""))
    assert set(card.colors) == expected, "colors"


@needs_data
@pytest.mark.parametrize("name", card_ids())
def test_facts_match_scryfall(name: str) -> None:
    card = default_catalog().get(name)
    record = record_for(card)
    assert card.mana_value == int(record["cmc"]), "mana value"
    if card.faces:
        faces = record.get("card_faces", [])
        assert [face.name for face in card.faces] == [face["name"] for face in faces]
        assert set(card.colors) == {COLOR_WORDS[c] for c in record["colors"]}, "colors"
        for face, face_record in zip(card.faces, faces, strict=True):
            assert face.mana_cost == face_record["mana_cost"], f"{face.name} mana cost"
            assert face.mana_value == mana_value_of(face_record["mana_cost"]), face.name
            check_facts(face, face_record)
    else:
        assert card.mana_cost == record.get("mana_cost", ""), "mana cost"
        check_facts(card, record)


@needs_data
@pytest.mark.parametrize("name", card_ids())
def test_summaries_are_our_own_words(name: str) -> None:
    card = default_catalog().get(name)
    text = oracle_text(record_for(card))
    copied = [run for s in summaries(card) if (run := shared_run(s, text))]
    assert copied == [], f"summary repeats Oracle text: {copied}"


def test_run_detector() -> None:
    oracle = "Target creature gets +3/+3 until end of turn."
    assert shared_run("Target creature gets +3/+3 until end of turn.", oracle)
    assert shared_run("Give target creature +3/+3 until end of turn.", oracle) is None
    assert mana_value_of("{2/W}{W/U}{X}{1}") == 4


# --- the cards the layer scenarios rely on ------------------------------------------------

REQUIRED = (
    "Humility",
    "Opalescence",
    "Blood Moon",
    "Magus of the Moon",
    "Urborg, Tomb of Yawgmoth",
    "Dralnu's Crusade",
    "Conspiracy",
    "Arcane Adaptation",
    "Painter's Servant",
    "Birds of Paradise",
    "Control Magic",
    "Threaten",
    "Act of Treason",
    "Confiscate",
    "The Scarab God",
    "Clone",
    "Phantasmal Image",
    "Cytoshape",
    "Mirrorweave",
    "Mind Bend",
    "Sleight of Mind",
    "Mycosynth Lattice",
    "Prismatic Omen",
    "Dryad of the Ilysian Grove",
    "Unnatural Selection",
    "Titania's Song",
    "March of the Machines",
    "Godhead of Awe",
    "Phyrexian Ingester",
    "Sutured Ghoul",
    "Mirror Entity",
    "Metallic Mimic",
    "Spreading Seas",
    "Darksteel Mutation",
    "Lignify",
    "Turn to Frog",
    "Merfolk Trickster",
    "Dress Down",
    "Liquimetal Torque",
    "Starfield of Nyx",
    "Nightmare",
    "Serra Avatar",
    "Yixlid Jailer",
    "Volrath's Shapeshifter",
    "Ixidron",
    "Chromatic Lantern",
    "Mogg Flunkies",
    "Hill Giant",
    "Chandra's Spitfire",
    "Olivia Voldaren",
    "Skilled Animator",
    "Pteramander",
    "Shivan Dragon",
    "Serra Angel",
    "Llanowar Elves",
    "Giant Spider",
    "Typhoid Rats",
    "Boros Swiftblade",
    "Colossal Dreadmaw",
    "Lightning Bolt",
    "Fog",
    "Honor of the Pure",
    "Glorious Anthem",
    "Elesh Norn, Grand Cenobite",
    "Overrun",
    "Wastes",
    "Ovinize",
)


def test_required_cards_are_present() -> None:
    index = default_catalog()
    assert [name for name in REQUIRED if index.find(name) is None] == []


def effects_of(name: str) -> list:
    return [
        effect
        for ability in walk_abilities(default_catalog().get(name))
        for effect in ability.effects
    ]


def test_land_type_setters() -> None:
    (moon,) = effects_of("Blood Moon")
    assert (moon.kind, moon.mode, moon.subtypes) == ("types", "set", ("Mountain",))
    (urborg,) = effects_of("Urborg, Tomb of Yawgmoth")
    assert (urborg.mode, urborg.subtypes) == ("add", ("Swamp",))
    (omen,) = effects_of("Prismatic Omen")
    assert omen.all_basic_land_types and omen.mode == "add"


def test_choices_are_declared() -> None:
    index = default_catalog()
    expected = {
        "Conspiracy": "creature_type",
        "Arcane Adaptation": "creature_type",
        "Unnatural Selection": "creature_type",
        "Metallic Mimic": "creature_type",
        "Painter's Servant": "color",
        "The Scarab God": "copy",
        "Clone": "copy",
        "Phantasmal Image": "copy",
        "Cytoshape": "copy",
        "Sutured Ghoul": "exile",
        "Phyrexian Ingester": "exile",
        "Mirror Entity": "x",
    }
    for name, choice in expected.items():
        choices = {ability.choice for ability in walk_abilities(index.get(name))}
        assert choice in choices, name


def test_copy_exceptions() -> None:
    (scarab,) = effects_of("The Scarab God")
    assert scarab.token and (scarab.except_power, scarab.except_toughness) == (4, 4)
    assert scarab.except_colors == ("black",) and scarab.except_subtypes == ("Zombie",)
    (image,) = effects_of("Phantasmal Image")
    assert image.extra_subtypes == ("Illusion",)


def test_cdas_use_formulas() -> None:
    index = default_catalog()
    for name, formula in {
        "Nightmare": "swamps_you_control",
        "Serra Avatar": "your_life_total",
        "Ixidron": "face_down_creatures",
        "Sutured Ghoul": "exiled_power",
    }.items():
        cdas = [a for a in walk_abilities(index.get(name)) if a.cda]
        assert len(cdas) == 1, name
        (effect,) = cdas[0].effects
        assert effect.kind == "cda_pt" and effect.power.of == formula, name


def test_unmodelled_notes_are_written() -> None:
    for card in all_cards():
        assert all(note.strip() for note in card.unmodelled), card.name
    volrath = default_catalog().get("Volrath's Shapeshifter")
    assert volrath.unmodelled and "unmodelled" in volrath.summary


def test_conditions_on_unattached_cards_look_at_the_card_itself() -> None:
    """A condition's subject defaults to the attached permanent; on a card that is not an
    Aura or Equipment that subject never exists, so the ability would silently never apply."""
    wrong = [
        card.name
        for card in all_cards()
        if not {"Aura", "Equipment"} & set(card.subtypes)
        for ability in walk_abilities(card)
        if ability.condition is not None and ability.condition.subject == "attached"
    ]
    assert wrong == []
