"""!rule on questions typed the way Italian players type them (rules_text/lexicon/it.toml).

The questions are ours, written from how Italian players talk at the table and on Discord
("torna tappata", "mi counterano", "in quale cimitero va", "si parte"), not taken from any
question set. Each reply must show the rule that answers among its three and say, in
Italian, that the answer is the English CR. They need the official CR and card data from
``../shared/data`` and skip with the reason when it is absent.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .test_ranking import data_dir, needs_data, rule_reply

__all__ = ["data_dir"]  # the data folder fixture (CR, cards, learned terms) of test_ranking

ITALIAN_NOTE = "Risposta con la regola ufficiale in inglese"
SHOWN_RULE = re.compile(r"CR (\d{3}\.\d+[a-z]?) —")


@needs_data
@pytest.mark.parametrize(
    ("question", "rule"),
    [
        # a blinked creature comes back as a new permanent, untapped (110.5b)
        ("se faccio blink a una creatura torna tappata?", "110.5b"),
        # a countered spell's costs are not refunded (701.6b)
        ("se mi counterano la magia mi ridanno il mana?", "701.6b"),
        # the commander goes to the command zone instead of the graveyard (903.9a)
        ("il mio comandante muore, posso rimetterlo nella zona di comando?", "903.9a"),
        # a player at 0 life loses as a state-based action (704.5a)
        ("se arrivo a 0 punti vita perdo subito?", "704.5a"),
        # the active player receives priority after a spell resolves (117.3b)
        ("chi prende la priorità dopo che si risolve una magia?", "117.3b"),
        # sorceries only in your own main phase (307.1)
        ("posso lanciare una stregoneria nel turno dell'avversario?", "307.1"),
        # a card goes to its owner's graveyard (400.3)
        ("se rubo una creatura e muore, in quale cimitero va?", "400.3"),
        # sacrificing is not destroying (701.8b)
        ("sacrificare una creatura conta come distruggerla?", "701.8b"),
        # a blocked creature stays blocked when its blocker leaves (509.1h)
        ("se il bloccante muore la mia creatura resta bloccata?", "509.1h"),
        # 40 starting life in Commander (903.7)
        ("con quanti punti vita si parte in commander?", "903.7"),
        # the cleanup step discards down to the maximum hand size (514.1)
        ("quando devo scartare fino a sette carte?", "514.1"),
        # singleton deck (903.5b)
        ("posso avere due copie della stessa carta in commander?", "903.5b"),
        # an Aura's controller is who put it onto the battlefield (303.4e)
        ("chi controlla l'aura se la metto su una creatura avversaria?", "303.4e"),
        # state-based actions are checked when a player would receive priority (704.3)
        ("quando si controllano le azioni generate dallo stato?", "704.3"),
    ],
)
async def test_an_italian_players_question_finds_its_rule(
    data_dir: Path, question: str, rule: str
) -> None:
    text = await rule_reply(data_dir, question)
    assert ITALIAN_NOTE in text
    assert rule in SHOWN_RULE.findall(text)[:3], text


@needs_data
async def test_a_short_italian_question_is_read_as_italian(data_dir: Path) -> None:
    # two words of it are Italian only ("posso", "risposta"); "in" is English too
    text = await rule_reply(data_dir, "posso concedere in risposta?")
    assert ITALIAN_NOTE in text
    assert "104.3a" in SHOWN_RULE.findall(text)[:3], text
