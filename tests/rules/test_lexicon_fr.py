"""!rule read in French: the way French players type a question finds its rule.

Questions written by us the way players ask on Discord and in stores (slang, anglicisms,
accents left out, whole situations), each with the rule a judge would quote. They go
through the command core as a user's ``!rule`` and the rule must be among the three the
reply shows. They need the official CR and the card data of ``../shared/data`` (the
``data_dir`` fixture of test_ranking) and skip with the reason when it is absent. The hit
rate on the development set is measured by ``judgebot rules eval`` (docs/RULES.md).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .test_ranking import (  # noqa: F401 (the module's fixture)
    MEMORY_DROPPED,
    data_dir,
    needs_data,
    rule_reply,
)

#: "**CR 110.5b — …" (the rule shown in full) and "2. CR 107.3m — …" (the two after it)
_SHOWN = re.compile(r"^(?:\*\*|\d\. )CR (\d{3}(?:\.\d+[a-z]?)?) ", re.MULTILINE)
NOTE = "Réponse avec la règle officielle en anglais (Comprehensive Rules)."


@needs_data
@pytest.mark.parametrize(
    ("question", "rule"),
    [
        ("si je blink ma créature, est-ce qu'elle revient engagée ?", "110.5b"),
        ("est-ce que je peux équiper pendant le tour de mon adversaire ?", "702.6a"),
        ("j'ai deux créatures légendaires avec le même nom, que se passe-t-il ?", "704.5j"),
        ("quand est-ce que les actions basées sur un état sont vérifiées ?", "704.3"),
        ("le sort peut se cibler lui-même ?", "115.5"),
        ("si les deux joueurs tombent à 0 en même temps, c'est une égalité ?", "104.4a"),
        pytest.param(
            "je peux detapper mes terrains pendant le tour de l'adv ?",
            "502.3",
            marks=pytest.mark.xfail(
                strict=True,
                reason=f"{MEMORY_DROPPED}: the land rules 305.1, 305.2, 305.2a come first",
            ),
        ),
        ("la prouesse se déclenche sur un sort de créature ?", "702.108a"),
        ("quand est-ce que le mana disparaît de ma réserve ?", "106.4"),
        ("un deck commander fait combien de cartes ?", "903.5a"),
        ("ma créature bloquée par deux créatures, comment je répartis les blessures ?", "510.1c"),
        (
            "Je bloque avec une créature qui a 4 d'endurance contre une 5/5 avec piétinement, "
            "combien passent au joueur ?",
            "702.19b",
        ),
        (
            "Est-ce que je peux activer la capacité d'un artefact qui demande de l'engager si "
            "je viens de le poser ?",
            "602.5a",
        ),
    ],
)
async def test_a_french_players_question_finds_its_rule(
    data_dir: Path,  # noqa: F811 (the fixture imported above)
    question: str,
    rule: str,
) -> None:
    text = await rule_reply(data_dir, question)
    assert rule in _SHOWN.findall(text), text


@needs_data
async def test_the_reply_says_in_french_that_it_quotes_the_english_cr(
    data_dir: Path,  # noqa: F811 (the fixture imported above)
) -> None:
    # few articles and an English keyword: still read as French, from its French words
    text = await rule_reply(data_dir, "double initiative inflige deux fois les blessures ?")
    assert NOTE in text
    assert len(_SHOWN.findall(text)) == 3
