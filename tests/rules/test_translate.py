"""The word table learned from cards' parallel text (bot/core/rules/translate.py).

The first tests learn from a few made-up cards, so they run without the shared data; the
last ones learn from the MTGJSON files in ``../shared/data`` and skip when they are absent.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from bot.core.cards.importer import import_files as import_cards
from bot.core.rules.foreign import WORDS_FILE, load_terms
from bot.core.rules.lexicon import load_lexicons
from bot.core.rules.library import RulesLibrary
from bot.core.rules.question import Reading
from bot.core.rules.search import stem, stems
from bot.core.rules.translate import learn_words

from .conftest import CURRENT_CR, SHARED_DATA, import_files

MTGJSON = [SHARED_DATA / "cards" / "rules-cards.mtgjson-atomic.json",
           *sorted((SHARED_DATA / "cards" / "mtgjson-sets").glob("*.json"))]  # fmt: skip
STOPWORDS = frozenset(stem(w) for w in ("a", "the", "you", "of", "to", "your", "not", "do"))


def _card(name: str, english: str, spanish: str) -> dict[str, Any]:
    return {
        "name": name,
        "text": english,
        "foreignData": [{"language": "Spanish", "name": f"{name} es", "text": spanish}],
    }


#: Made-up cards in Oracle style, each with a Spanish printing.
CARDS = [
    _card("Al", "Draw a card.\nSacrifice a creature.", "Roba una carta.\nSacrifica una criatura."),
    _card("Beta", "Draw two cards.", "Roba dos cartas."),
    _card("Gamma", "Discard a card.\nDraw a card.", "Descarta una carta.\nRoba una carta."),
    _card("Delta", "Sacrifice an artifact.", "Sacrifica un artefacto."),
    _card("Epsilon", "Sacrifice two creatures.", "Sacrifica dos criaturas."),
    _card("Zeta", "Discard two cards.", "Descarta dos cartas."),
    _card("Eta", "Exile a creature.", "Exilia una criatura."),
    _card("Theta", "Exile an artifact. Draw a card.", "Exilia un artefacto. Roba una carta."),
    _card("Iota", "Exile two cards.", "Exilia dos cartas."),
    _card("Kappa", "Discard a creature card.", "Descarta una carta de criatura."),
    # reworded since printing: "mill" is one English word against a long Spanish line
    _card("Lambda", "Mill a card.", "Pon la carta superior de tu biblioteca en tu cementerio."),
    _card("Mu", "Mill two cards.", "Pon dos cartas de encima de tu biblioteca en tu cementerio."),
    _card("Nu", "Mill a card.", "Pon la carta superior de tu biblioteca en tu cementerio."),
]  # fmt: skip


def _learn(cards: list[dict[str, Any]]) -> dict[str, str]:
    roots = {code: lexicon.root for code, lexicon in load_lexicons().items()}
    return learn_words(cards, roots, STOPWORDS)["es"]


def test_verbs_and_nouns_are_aligned_to_their_english_words() -> None:
    table = _learn(CARDS)
    assert table["roba"].split()[0] == "draw"
    assert table["sacrifica"].split()[0] == "sacrifice"
    assert table["descarta"].split()[0] == "discard"
    assert table["exilia"].split()[0] == "exile"
    assert table["carta"].split()[0] == "card"


def test_a_word_on_too_few_lines_is_not_learned() -> None:
    assert "artefacto" not in _learn(CARDS)  # on two lines only


TARGETS = [
    _card("Omicron", "Destroy target creature.", "Destruye la criatura objetivo."),
    _card("Pi", "Exile target creature.", "Exilia la criatura objetivo."),
    _card("Rho", "Tap target creature.", "Gira la criatura objetivo."),
    _card("Sigma", "Destroy target artifact.", "Destruye el artefacto objetivo."),
    _card("Tau", "Destroy a creature.", "Destruye una criatura."),
]


def test_two_words_the_other_way_round_in_english_become_a_phrase_in_english_order() -> None:
    table = _learn(CARDS + TARGETS)
    assert table["objetivo"] == "target"
    assert table["criatura objetivo"] == "target creature"
    # on one card only: not a phrase
    assert "artefacto objetivo" not in table
    merged = load_lexicons()["es"].with_terms(table)
    assert merged.translate(["criatura", "objetivo"]) == ["target", "creatur"]


def test_a_line_reworded_since_printing_teaches_nothing() -> None:
    # the three "mill" lines are far longer in Spanish: no pair is made of them
    table = _learn(CARDS)
    assert "pon" not in table
    assert "mill" not in table.values()


def test_a_card_whose_line_counts_differ_is_left_out() -> None:
    odd = [_card(f"Odd {n}", "Draw a card.\nDiscard a card.", "Roba una carta.") for n in range(5)]
    assert _learn(odd) == {}


def test_english_contractions_are_not_learned_as_words() -> None:
    cards = [
        _card(f"Wall {n}", "This creature can't attack.", "Esta criatura no puede atacar.")
        for n in range(4)
    ]
    assert not {"can", "ca", "t"} & {w for v in _learn(cards).values() for w in v.split()}


def test_the_hand_lexicon_keeps_its_word_over_a_learned_one() -> None:
    spanish = load_lexicons()["es"]
    merged = spanish.with_terms({"robar": "steal", "robas": "steal", "gorgojo": "weevil"})
    # "robar" is ours (draw); "robas" shares its root, so it keeps our meaning too
    assert merged.translate(["robar"]) == ["draw"]
    assert merged.translate(["roba"]) == ["draw"]
    assert merged.translate(["gorgojo"]) == ["weevil"]


def test_a_marker_word_alone_is_never_learned() -> None:
    """A language's grammar words stand beside rules words on every card, so the learned
    table pairs them with one ("que" -> control); the lexicon's markers are never taken
    from it, whether or not the hand lexicon has the word."""
    for language in ("es", "fr", "it"):
        lexicon = load_lexicons()[language]
        marker = next(
            m for m in sorted(lexicon.markers) if (m,) not in lexicon.phrases and stems(m) == [m]
        )
        merged = lexicon.with_terms({marker: "control", f"{marker} criatura": "control creature"})
        assert merged.translate([marker]) == [marker]
        assert merged.translate([marker, "criatura"]) == stems("control creature")


# --- learned from the MTGJSON files in ../shared/data --------------------------------------

MISSING = f"the official CR and MTGJSON card data are not in the repository ({SHARED_DATA})"
needs_data = pytest.mark.skipif(not (CURRENT_CR.exists() and MTGJSON[0].exists()), reason=MISSING)


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not (CURRENT_CR.exists() and MTGJSON[0].exists()):
        pytest.skip(MISSING)
    folder = tmp_path_factory.mktemp("translate")
    import_files(folder, CURRENT_CR)
    asyncio.run(import_cards([MTGJSON[0]], folder))
    status = main(["rules", "terms", *map(str, MTGJSON), "--data-dir", str(folder)])
    assert status == 0
    return folder


@needs_data
def test_rules_terms_learns_the_printed_rules_words(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    learned = load_terms(data_dir)
    assert learned["es"]["cementerio"].split()[0] == "graveyard"
    assert learned["fr"]["piochez"].split()[0] == "draw"
    assert learned["it"]["pedina"].split()[0] == "token"
    assert learned["it"]["ogniqualvolta"] == "whenever"
    assert (data_dir / WORDS_FILE).exists()


@needs_data
def test_rules_terms_reports_what_it_learned(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["rules", "terms", *map(str, MTGJSON[1:3]), "--data-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "Learned word translations (es " in out
    assert str(tmp_path / WORDS_FILE) in out


def test_rules_terms_on_a_broken_file_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "cards.json"
    broken.write_text("{not json", "utf-8")
    assert main(["rules", "terms", str(broken), "--data-dir", str(tmp_path)]) == 2
    assert "cannot read the MTGJSON files" in capsys.readouterr().err
    assert not (tmp_path / WORDS_FILE).exists()


async def _read(data_dir: Path, question: str) -> Reading:
    """How ``!rule`` reads ``question`` with the data folder's lexicons and tables."""
    library = RulesLibrary(data_dir)
    try:
        ranker = await library.ranker()
        assert ranker is not None
        return ranker.reader.read(question, ranker.index)
    finally:
        await library.close()


@needs_data
async def test_a_word_only_the_cards_teach_reaches_the_search(data_dir: Path) -> None:
    # "ogniqualvolta" (whenever) is in no hand lexicon: the learned table brings it in
    assert "ogniqualvolta" not in {w for p in load_lexicons()["it"].phrases for w in p}
    reading = await _read(
        data_dir, "ogniqualvolta una creatura muore, pesco una carta: è una abilità innescata?"
    )
    assert reading.language == "it"
    assert stem("whenever") in reading.query.terms["q"]
    assert "ogniqualvolta" not in reading.english


@needs_data
async def test_another_form_of_a_learned_word_meets_it_by_its_root(data_dir: Path) -> None:
    # the cards print "possiedi" (you own); a player writes "possiedo" (I own)
    italian = load_lexicons()["it"]
    assert italian.root("possiedo") not in {italian.root(w) for p in italian.phrases for w in p}
    reading = await _read(
        data_dir, "se possiedo una creatura ma la controlla il mio avversario, chi la sacrifica?"
    )
    assert reading.language == "it"
    assert stem("own") in reading.query.terms["q"]


def test_a_damaged_table_in_the_data_folder_is_ignored(tmp_path: Path) -> None:
    (tmp_path / WORDS_FILE).write_text('["not", "a", "table"]', "utf-8")
    assert load_terms(tmp_path) == {}
