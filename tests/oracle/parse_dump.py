"""Every card's parse, one line per Scryfall record, to prove a refactoring changes nothing.

``python -m tests.oracle.parse_dump before.tsv`` on the old code, the same with
``after.tsv`` on the new, then ``cmp before.tsv after.tsv``: each line is the record's name,
the number of characteristic-changing sentences :func:`engine.oracle.read_card` counted and
the parsed card's whole ``model_dump_json()``, so any difference in any field shows.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from engine.card_data import card_from_scryfall
from engine.oracle import read_card
from tests.oracle.sample import CARDS


def dump(out: Path, cards: Path = CARDS) -> int:
    """Write the dump; the number of records."""
    records = json.loads(cards.read_text(encoding="utf-8"))
    with out.open("w", encoding="utf-8") as handle:
        for record in records:
            card, counted = read_card(card_from_scryfall(record), record.get("keywords") or ())
            handle.write(f"{record['name']}\t{counted}\t{card.model_dump_json()}\n")
    return len(records)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python -m tests.oracle.parse_dump OUT.tsv")
    print(f"{dump(Path(sys.argv[1])):,} records written to {sys.argv[1]}")
